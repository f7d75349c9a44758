"""Creatures that may attack as though they had haste (302.6 lifted for attacking only):
Instill Energy on one creature, Frenzied Saddlebrute for every creature but only against
its controller's opponents and the planeswalkers they control. They don't have haste: their
{T} mana abilities stay stopped, and what reads haste doesn't see it."""

from attackcheck import Board
from attackcheck.models.cards import read_oracle
from helpers import creature, land, make, make_of

FOUR = ("A", "B", "C", "D")
BRUTE_B = {"id": "brute", "card": "Frenzied Saddlebrute", "controller": "B"}
JACE_C = {"id": "jace", "name": "Jace Beleren", "controller": "C", "types": ["planeswalker"], "loyalty": 3}
GIDEON_B = {"id": "gideon", "name": "Gideon Jura", "controller": "B", "types": ["planeswalker"], "loyalty": 6}
# a battle A may attack: C protects it (310.8b)
BATTLE_C = {"id": "inv", "name": "Invasion of Ergamon", "controller": "D", "types": ["battle"],
            "subtypes": ["Siege"], "defense": 5, "protector": "C"}


def _attacks(b: Board, cid: str, defenders) -> set:
    return {d for d in defenders if b.check({"attacks": {cid: d}}).status == "legal"}


def test_the_reader_reads_both_cards_and_leaves_chaos_lord_unsupported():
    energy = read_oracle("Instill Energy", "Enchant creature\nEnchanted creature can attack as though it had "
                         "haste.", "Enchantment — Aura")
    assert energy.effects == [{"kind": "attack_as_though_haste", "creatures": "attached"}]
    brute = read_oracle("Frenzied Saddlebrute", "Haste\nAll creatures can attack your opponents and planeswalkers "
                        "your opponents control as though those creatures had haste.", "Creature — Orc Warrior")
    assert brute.effects == [{"kind": "attack_as_though_haste", "creatures": {"controller": "any"},
                              "defenders": "opponents"}]
    # "unless it entered this turn": `sick` says whether it was controlled since the turn began,
    # not whether it entered; the board answers the question
    lord = read_oracle("Chaos Lord", "First strike\nThis creature can attack as though it had haste unless it "
                       "entered this turn.", "Creature — Human")
    assert lord.effects == [{"kind": "attack_as_though_haste", "creatures": "self", "condition": {"asked": {
        "question": "Was Chaos Lord on the battlefield when this turn began?", "holds": None}}}]


def test_instill_energy_lets_a_sick_creature_attack_but_not_tap_for_mana_302_6():
    elf = creature("elf", sick=True, mana=["{G}"])
    aura = {"id": "aura", "card": "Instill Energy", "controller": "A", "attached_to": "elf"}
    bear = creature("bear")
    prison = {"id": "prison", "card": "Ghostly Prison", "controller": "B"}
    b = make_of(elf, aura, bear, prison, land("forest", ["{G}"]), players=("A", "B", "C"))
    assert b.unread == []
    assert b.check({"attacks": {"elf": "C"}}).status == "legal"
    without = make_of(elf, bear, prison, land("forest", ["{G}"]), players=("A", "B", "C"))
    got = without.check({"attacks": {"elf": "C"}})
    assert got.status == "illegal" and got.violations[0].rule == "302.6"
    # the elf doesn't have haste: it can't tap for Ghostly Prison's {2} (the Forest alone makes one)
    assert b.check({"attacks": {"bear": "B"}}).status == "illegal"
    assert "haste" not in b.resolved.permanents["elf"].keywords


def test_frenzied_saddlebrute_only_its_controllers_opponents_and_their_planeswalkers_no_battle():
    sick = creature("sick", sick=True)
    b = make_of(sick, BRUTE_B, JACE_C, GIDEON_B, BATTLE_C, players=FOUR)
    assert b.unread == []
    # B's opponents are A, C and D; A attacks C, D and C's Jace, not B, B's Gideon nor the battle
    assert _attacks(b, "sick", ["B", "C", "D", "jace", "gideon", "inv"]) == {"C", "D", "jace"}
    got = b.check({"attacks": {"sick": "B"}})
    assert got.status == "illegal" and got.violations[0].rule == "302.6"
    assert "may attack only C, D, Jace Beleren (jace)" in got.violations[0].message
    assert b.count().count == 4  # home, C, D, Jace
    # the active player's own Saddlebrute: every opponent and their planeswalkers, still no battle
    mine = dict(BRUTE_B, controller="A")
    b = make_of(sick, mine, JACE_C, GIDEON_B, BATTLE_C, players=FOUR)
    assert _attacks(b, "sick", ["B", "C", "D", "jace", "gideon", "inv"]) == {"B", "C", "D", "jace", "gideon"}


def test_a_creature_with_haste_or_not_sick_is_not_limited_by_it():
    bear = creature("bear")
    hasty = creature("hasty", sick=True, keywords=["haste"])
    b = make_of(bear, hasty, BRUTE_B, GIDEON_B, BATTLE_C, players=FOUR)
    for cid in ("bear", "hasty"):
        assert _attacks(b, cid, ["B", "gideon", "inv"]) == {"B", "gideon", "inv"}


def test_a_goaded_sick_creature_must_attack_what_saddlebrute_allows_508_1d():
    # goaded by C (701.15b): it must attack if able, a player other than C if able; with B's
    # Saddlebrute it may attack C, D or C's Jace: only D obeys both instances
    sick = creature("sick", sick=True)
    b = make(perms=[sick, BRUTE_B, JACE_C], players=FOUR, designations=[{"goad": "sick", "by": "C"}])
    assert b.check({"attacks": {}}).status == "illegal"
    assert b.check({"attacks": {"sick": "C"}}).status == "illegal"  # obeys one of two
    assert b.check({"attacks": {"sick": "D"}}).status == "legal"
    assert b.check({"attacks": {"sick": "jace"}}).status == "illegal"  # a planeswalker is no player
    assert b.count().count == 1


def test_where_no_defender_is_allowed_it_still_cant_attack_302_6():
    # a duel: B's Saddlebrute lets A's creatures attack B's opponents, that is A only
    sick = creature("sick", sick=True)
    b = make_of(sick, BRUTE_B, players=("A", "B"))
    got = b.check({"attacks": {"sick": "B"}})
    assert got.status == "illegal" and got.violations[0].rule == "302.6"
    assert "it may attack only A as though it had haste, none of them a defender now" in got.violations[0].message
    assert b.count().count == 1
    # and it is not an attacker for a requirement it can't obey (508.1d)
    forced = make(perms=[sick, BRUTE_B], players=("A", "B"),
                  effects=[{"kind": "attacks_if_able", "creatures": ["sick"], "controller": "B"}])
    assert forced.check({"attacks": {}}).status == "legal"


def test_a_resolved_keyword_grant_beside_an_x_power_change_keeps_the_grant_and_says_to_write_the_power():
    # Xenagos, God of Revels: "gains haste and gets +X/+X until end of turn, where X is that
    # creature's power": haste is what the declaration needs; the power is the board's to state
    got = read_oracle("Xenagos, God of Revels", "At the beginning of combat on your turn, another target creature "
                      "you control gains haste and gets +X/+X until end of turn, where X is that creature's power.",
                      "Legendary Enchantment Creature — God")
    assert got.unsupported == []
    (entry,) = got.resolved
    assert entry["effects"] == [{"kind": "grant_keywords", "creatures": "target", "keywords": ["haste"]}]
    assert "write the creature's power and toughness" in entry["note"]
    # a fixed amount stays read as a modify_pt, without a note
    plain = read_oracle("X", "When this creature enters, target creature gains haste and gets +2/+0 until end of "
                        "turn.", "Creature — Goblin")
    assert "note" not in plain.resolved[0] and plain.resolved[0]["effects"][1]["kind"] == "modify_pt"


def test_chaos_lords_question_matters_only_where_it_is_the_active_players_sick_creature():
    bear = creature("bear")
    lord = {"id": "lord", "card": "Chaos Lord", "controller": "B"}
    assert make_of(bear, lord).unread == []  # an opponent's
    assert make_of(bear, dict(lord, controller="A")).unread == []  # not sick: it may attack anyway
    sick = make_of(bear, dict(lord, controller="A", sick=True))
    assert [u["text"] for u in sick.unread] == ["Was Chaos Lord on the battlefield when this turn began?"]
    assert sick.check({"attacks": {"lord": "B"}}).status == "unknown"
    answered = make_of(bear, dict(lord, controller="A", sick=True, unread_text="written"), effects=[
        {"kind": "attack_as_though_haste", "creatures": ["lord"], "controller": "A"}])
    assert answered.check({"attacks": {"lord": "B"}}).status == "legal"


def test_saddlebrute_sees_only_the_opponents_within_its_controllers_range_of_influence_801_10():
    # six players, range 1: B's range is A and C; F's Chandra is outside it, and so is F
    sick = creature("sick", sick=True)
    chandra = {"id": "chandra", "name": "Chandra", "controller": "F", "types": ["planeswalker"], "loyalty": 4}
    b = make_of(sick, BRUTE_B, chandra, players=("A", "B", "C", "D", "E", "F"), range_of_influence=1)
    # A's range is B and F: A may attack B, F and Chandra, but the Saddlebrute lets it attack none
    assert b.count().count == 1
    assert b.check({"attacks": {"sick": "chandra"}}).status == "illegal"


def test_the_reference_twin_agrees_a_sick_creature_allowed_no_defender_is_not_eligible_302_6():
    # the brute-force reference keeps it out of its eligible creatures too, and so of the
    # creatures a requirement that exists only if another attacks can make attack
    import reference
    from helpers import board
    saddlebrute = {"kind": "attack_as_though_haste", "creatures": {"controller": "any"}, "defenders": "opponents",
                   "controller": "B"}
    when_bear = {"kind": "attacks_if_able", "creatures": ["sick"], "when_attacking": ["bear"], "controller": "B"}
    raw = board(perms=[creature("sick", sick=True), creature("bear")], players=("A", "B"),
                effects=[saddlebrute, when_bear])
    b = Board(raw)
    assert sorted(reference.Oracle(raw).eligible) == sorted(b.context.creatures) == ["bear"]
    assert reference.judge(raw, {"sick": "B", "bear": "B"}) == {"status": "illegal", "obeyed": 0, "maximum": 0}
    assert b.count().count == reference.count(raw) == 2
    # in a game of three, A may attack C: it is eligible, and the requirement binds it
    raw3 = board(perms=[creature("sick", sick=True), creature("bear")], players=("A", "B", "C"),
                 effects=[saddlebrute, when_bear])
    assert sorted(reference.Oracle(raw3).eligible) == sorted(Board(raw3).context.creatures) == ["bear", "sick"]
    assert Board(raw3).check({"attacks": {"bear": "C"}}).status == reference.judge(raw3, {"bear": "C"})["status"] \
        == "illegal"
