"""Real cards by name, checked against the Comprehensive Rules: text of a player who is not
attacking that changes only their own side's power or keywords (Adeline, Bruenor Battlehammer,
Vanquisher's Banner, Heraldic Banner) changes no attacker (508.1a: the active player's), so it
leaves the answers known unless something reads those traits of others' permanents; Island
Sanctuary asks whether its controller skipped their draw (614.1a)."""

from __future__ import annotations

from typing import Any, Optional

import pytest

from attackcheck import Board
from attackcheck.models.cards import describe, own_side_change


def C(pid: str, card: str, controller: str = "A", **kw: Any) -> dict:
    return {"id": pid, "card": card, "controller": controller, **kw}


BEAR = C("bear", "Grizzly Bears")
BIRD = C("bird", "Suntail Hawk")  # 1/1 flying
# B's Ensnaring Bridge reads the power of attackers (the active player's creatures only)
BRIDGE = C("bridge", "Ensnaring Bridge", "B")
HANDS = [{"id": "A", "hand": 1}, {"id": "B", "hand": 2}]


def board(*perms: dict, answers: Optional[list] = None, effects: Optional[list] = None,
          players: Optional[list] = None) -> Board:
    return Board({"version": 1, "players": players or HANDS, "turn": {"active": "A"},
                  "permanents": list(perms), "answers": answers or [], "effects": effects or []})


def check(b: Board, attacks: dict) -> Any:
    return b.check({"attacks": attacks})


def unread_texts(result: Any) -> list[str]:
    return [u["text"] for u in result.unread]


# ------------------------------------------------------------------ which sentences


@pytest.mark.parametrize("name,sentence,scope", [
    ("Adeline, Resplendent Cathar", "Adeline's power is equal to the number of creatures you control.", "self"),
    ("Goblin Gaveleer", "This creature gets +2/+0 for each Equipment attached to it.", "self"),
    ("Bruenor Battlehammer", "Each creature you control gets +2/+0 for each Equipment attached to it.", "own"),
    ("Vanquisher's Banner", "Creatures you control of the chosen type get +1/+1.", "own"),
    ("Morophon, the Boundless", "Other creatures you control of the chosen type get +1/+1.", "own"),
    ("Death-Priest of Myrkul", "Skeletons, Vampires, and Zombies you control get +1/+1.", "own"),
    ("Chronicle of Victory", "Creatures you control of the chosen type get +2/+2 and have first strike and trample.",
     "own"),
    ("Bayek of Siwa", "During your turn, other historic creatures you control have double strike.", "own"),
    ("All That Glitters", "Enchanted creature gets +1/+1 for each artifact and/or enchantment you control.",
     "attached"),
    ("Runechanter's Pike", "Equipped creature has first strike and gets +X/+0, where X is the number of instant "
                           "and sorcery cards in your graveyard.", "attached"),
    ("Balan, Wandering Knight", "Balan has double strike as long as two or more Equipment are attached to it.",
     "self"),
    ("Zurgo Helmsmasher", "During your turn, Zurgo has indestructible.", "self"),
    ("Koll, the Forgemaster", "Creature tokens you control that are enchanted or equipped get +1/+1.", "own"),
    ("Luxior, Giada's Gift", "Equipped creature gets +1/+1 for each counter on it.", "attached"),
    ("Berserkers' Onslaught", "Attacking creatures you control have double strike.", "own"),
    # not one side's, or more than power raised and keywords given
    ("Darkest Hour", "All creatures are black.", None),
    ("Grave Servitude", "Enchanted creature gets +3/-1 and is black.", None),
    ("Dungrove Elder", "Dungrove Elder's power and toughness are each equal to the number of Forests you control.",
     None),
    ("Tromokratis", "Tromokratis has hexproof unless it's attacking or blocking.", None),
    ("Ratonhnhaké꞉ton", "As long as Ratonhnhaké꞉ton hasn't dealt damage yet, it has hexproof and can't be blocked.",
     None),
    ("Archetype of Courage", "Creatures your opponents control lose first strike and can't have or gain first strike.",
     None),
    ("Homicidal Seclusion", "As long as you control exactly one creature, that creature gets +3/+1 and has lifelink.",
     None),
    ("Wayward Angel", "Threshold — As long as there are seven or more cards in your graveyard, this creature gets "
                      "+3/+3, is black, has trample, and has \"At the beginning of your upkeep, sacrifice a creature.\"",
     None),
    ("Unholy Grotto", "This creature gets -1/-1 for each Zombie you control.", None),
])
def test_own_side_change_names_the_side_a_sentence_changes(name: str, sentence: str, scope: Optional[str]) -> None:
    assert own_side_change(name, sentence) == scope


# ------------------------------------------------------------------ 508.1a: not the attackers'


def test_a_defending_players_own_side_power_text_leaves_the_answer_known_508_1a() -> None:
    perms = [BEAR, BRIDGE, C("adeline", "Adeline, Resplendent Cathar", "B"), C("bruenor", "Bruenor Battlehammer", "B"),
             C("banner", "Vanquisher's Banner", "B"), C("djinn", "Haughty Djinn", "B"),
             C("gaveleer", "Goblin Gaveleer", "B"), C("morophon", "Morophon, the Boundless", "B")]
    r = check(board(*perms), {"bear": "B"})  # power 2, B's hand 2: Ensnaring Bridge allows it
    assert str(r.status) == "legal" and r.unread == []
    r = check(board(*perms, players=[{"id": "A", "hand": 1}, {"id": "B", "hand": 1}]), {"bear": "B"})
    assert str(r.status) == "illegal"


def test_the_same_text_of_the_attacking_player_is_unread() -> None:
    r = check(board(BEAR, BRIDGE, C("banner", "Vanquisher's Banner")), {"bear": "B"})
    assert str(r.status) == "unknown"
    assert unread_texts(r) == ["Creatures you control of the chosen type get +1/+1."]


def test_own_side_text_is_unread_where_something_reads_others_power() -> None:
    # a restriction on the defending player's creatures' power reads B's Adeline's
    reads = {"kind": "cant_attack", "creatures": ["bear"], "controller": "A",
             "unless": {"defending_player_controls": {"types": ["creature"], "power_greater_than": 3}}}
    r = check(board(BEAR, C("adeline", "Adeline, Resplendent Cathar", "B"), effects=[reads]), {"bear": "B"})
    assert str(r.status) == "unknown"
    assert unread_texts(r) == ["Adeline's power is equal to the number of creatures you control."]


def test_an_aura_on_an_opponents_creature_changes_no_attacker() -> None:
    glitters = C("aura", "All That Glitters", "A", attached_to="b_bear")
    r = check(board(BEAR, BRIDGE, C("b_bear", "Grizzly Bears", "B"), glitters), {"bear": "B"})
    assert str(r.status) == "legal" and r.unread == []
    # on the attacker it is read as unread: its power hangs on it
    r = check(board(BEAR, BRIDGE, {**glitters, "attached_to": "bear"}), {"bear": "B"})
    assert str(r.status) == "unknown"


def test_heraldic_banner_of_a_defending_player_is_not_asked() -> None:
    banner = C("banner", "Heraldic Banner", "B")
    r = check(board(BEAR, BRIDGE, banner), {"bear": "B"})
    assert str(r.status) == "legal" and r.unread == []
    # the attacking player's asks: the bear's power hangs on the color chosen
    r = check(board(BEAR, C("bridge", "Ensnaring Bridge", "B"), {**banner, "controller": "A"}), {"bear": "B"})
    assert str(r.status) == "unknown"
    assert "Is the color chosen for Heraldic Banner green?" in unread_texts(r)


def test_max_power_proposal_is_not_held_by_a_defending_players_power_text() -> None:
    b = board(BEAR, C("adeline", "Adeline, Resplendent Cathar", "B"), BRIDGE)
    p = b.propose(objective="max-power")
    assert str(p.status) == "legal" and p.declaration == {"bear": "B"}
    p = board(BEAR, C("adeline", "Adeline, Resplendent Cathar", "A"), BRIDGE).propose(objective="max-power")
    assert str(p.status) == "unknown"


# ------------------------------------------------------------------ Island Sanctuary


SANCTUARY = C("sanctuary", "Island Sanctuary", "B")
SKIPPED = "Did you skip the draw of your most recent draw step with Island Sanctuary?"


def test_island_sanctuary_is_a_restriction_on_the_skipped_draw_614_1a() -> None:
    read = describe("Island Sanctuary")
    assert read["unsupported"] == []
    assert read["effects"] == [{"kind": "cant_attack_target", "creatures": {"lacks_keywords": ["flying", "islandwalk"]},
                                "target": "you", "condition": {"asked": {"question": SKIPPED, "holds": None}}}]


def test_island_sanctuary_asks_whether_its_controller_skipped_the_draw() -> None:
    r = check(board(BEAR, SANCTUARY), {"bear": "B"})
    assert str(r.status) == "unknown" and unread_texts(r) == [SKIPPED]
    yes = [{"permanent": "sanctuary", "question": SKIPPED, "holds": True}]
    r = check(board(BEAR, SANCTUARY, answers=yes), {"bear": "B"})
    assert str(r.status) == "illegal" and r.violations[0].rule == "508.1c"
    no = [{"permanent": "sanctuary", "question": SKIPPED, "holds": False}]
    assert str(check(board(BEAR, SANCTUARY, answers=no), {"bear": "B"}).status) == "legal"


def test_island_sanctuary_lets_flyers_and_islandwalkers_attack_whatever_the_answer() -> None:
    walker = C("walker", "Zodiac Dog")  # 2/2 mountainwalk: not islandwalk
    hippo = C("hippo", "Bull Hippo")  # 3/3 islandwalk
    assert str(check(board(BIRD, SANCTUARY), {"bird": "B"}).status) == "legal"
    assert str(check(board(hippo, SANCTUARY), {"hippo": "B"}).status) == "legal"
    assert str(check(board(walker, SANCTUARY), {"walker": "B"}).status) == "unknown"
    # Lord of Atlantis gives other Merfolk islandwalk (613.1f), not itself
    lord, merfolk = C("lord", "Lord of Atlantis"), C("merfolk", "Merfolk of the Pearl Trident")
    assert str(check(board(lord, merfolk, SANCTUARY), {"merfolk": "B"}).status) == "legal"
    assert str(check(board(lord, merfolk, SANCTUARY), {"lord": "B"}).status) == "unknown"


def test_island_sanctuary_leaves_its_controllers_planeswalkers_and_other_players() -> None:
    perms = [BEAR, SANCTUARY, C("jace", "Jace Beleren", "B")]
    players = [{"id": "A"}, {"id": "B"}, {"id": "C"}]
    b = board(*perms, players=players)
    assert str(check(b, {"bear": "jace"}).status) == "legal"
    assert str(check(b, {"bear": "C"}).status) == "legal"


def test_island_sanctuary_of_the_attacking_player_changes_nothing_508_1b() -> None:
    r = check(board(BEAR, {**SANCTUARY, "controller": "A"}), {"bear": "B"})
    assert str(r.status) == "legal" and r.unread == []


# ------------------------------------------------------------------ 903.4: a commander on the battlefield


def tower_board(commander: Optional[str], **kw: Any) -> Board:
    perms = [BEAR, C("tower", "Command Tower"), C("forest", "Forest"), C("prop", "Propaganda", "B")]
    if commander is not None:
        perms.append(C("cmd", commander, commander=True, tapped=True, **kw))
    return board(*perms, players=[{"id": "A"}, {"id": "B"}])


def test_command_tower_pays_with_the_colors_of_a_commander_on_the_battlefield_903_4() -> None:
    # Propaganda's {2}: the Forest and one mana of Atraxa's colors from the Tower
    r = check(tower_board("Atraxa, Praetors' Voice"), {"bear": "B"})
    assert str(r.status) == "legal" and r.unread == []
    assert r.payment is not None and {"source": "tower", "mana": "{G}"} in r.payment["mana"]


@pytest.mark.parametrize("commander,kw", [
    (None, {}),                                    # no commander on the battlefield
    ("Kozilek, Butcher of Truth", {}),             # colorless: the identity may be empty
    ("Atraxa, Praetors' Voice", {"owner": "B"}),  # B's commander, not A's (903.3)
])
def test_command_tower_without_a_known_color_of_the_identity_stays_unknown(commander: Optional[str], kw: dict) -> None:
    r = check(tower_board(commander, **kw), {"bear": "B"})
    assert str(r.status) == "unknown"
    assert unread_texts(r)[0].startswith("one mana of any color in A's commander's color identity (903.4)")


def test_where_no_type_of_mana_is_asked_the_count_is_exact() -> None:
    # Propaganda's {2} is generic: the Tower surely makes one mana (Atraxa's colors are in the identity)
    c = tower_board("Atraxa, Praetors' Voice").count()
    assert (str(c.status), c.count) == ("exact", 2)


def test_a_color_outside_the_commanders_on_the_battlefield_is_not_judged() -> None:
    # Norn's Annex asks {W/P}; A has 1 life and Omnath (green) on the battlefield: a partner of
    # A's elsewhere may make the identity white, so the Tower may pay {W}: unknown, not illegal
    perms = [BEAR, C("tower", "Command Tower"), C("annex", "Norn's Annex", "B"),
             C("cmd", "Omnath, Locus of Mana", commander=True, tapped=True)]
    r = check(board(*perms, players=[{"id": "A", "life": 1}, {"id": "B"}]), {"bear": "B"})
    assert str(r.status) == "unknown" and "read as one of G" in unread_texts(r)[0]
    with_white = [{**p, "card": "Atraxa, Praetors' Voice"} if p["id"] == "cmd" else p for p in perms]
    r = check(board(*with_white, players=[{"id": "A", "life": 1}, {"id": "B"}]), {"bear": "B"})
    assert str(r.status) == "legal" and {"source": "tower", "mana": "{W}"} in r.payment["mana"]


# ------------------------------------------------------------------ 105.3: colors set


@pytest.mark.parametrize("card,permanents,colors", [
    ("Darkest Hour", {"types": ["creature"]}, ["B"]),
    ("Thran Lens", {"controller": "any"}, []),
    ("Ghostflame Sliver", {"subtypes": ["Sliver"]}, []),
])
def test_a_static_that_sets_colors_is_read_105_3(card: str, permanents: dict, colors: list) -> None:
    read = describe(card)
    assert {"kind": "add_types", "permanents": permanents, "types": [], "colors": colors} in read["effects"]
    assert read["unsupported"] == [] and not read.get("not_modelled")


def test_darkest_hour_makes_the_bear_black_for_light_of_day() -> None:
    light = C("light", "Light of Day", "B")  # black creatures can't attack or block
    assert str(check(board(BEAR, light), {"bear": "B"}).status) == "legal"
    r = check(board(BEAR, light, C("hour", "Darkest Hour", "B")), {"bear": "B"})
    assert str(r.status) == "illegal" and r.unread == []


# ------------------------------------------------------------------ keyword lines and counters


@pytest.mark.parametrize("card", ["Tenacious Underdog", "Sabin, Master Monk"])
def test_blitz_whose_cost_has_two_parts_asks_whether_it_was_blitzed_702_152(card: str) -> None:
    # "Blitz—{2}{B}{B}, Pay 2 life.": one keyword line, its cost with a comma
    question = f"Was {card} cast for its blitz cost this turn?"
    read = describe(card)
    assert {"kind": "grant_keywords", "creatures": "self", "keywords": ["haste"],
            "condition": {"your_turn": True, "asked": {"question": question, "holds": None}}} in read["effects"]
    sick = C("it", card, sick=True)
    r = check(board(sick, players=[{"id": "A"}, {"id": "B"}]), {"it": "B"})
    assert str(r.status) == "unknown" and unread_texts(r) == [question]
    yes = [{"permanent": "it", "question": question, "holds": True}]
    assert str(check(board(sick, answers=yes, players=[{"id": "A"}, {"id": "B"}]), {"it": "B"}).status) == "legal"


@pytest.mark.parametrize("card", ["Kathril, Aspect Warper", "Indominus Rex, Alpha", "Flycatcher Giraffid",
                                  "Tayam, Luminous Enigma", "Denry Klin, Editor in Chief"])
def test_keyword_counters_put_as_it_enters_are_the_boards_122_1b(card: str) -> None:
    read = describe(card)
    assert read["unsupported"] == []
    # an opponent's leaves the bear's attack known
    r = check(board(BEAR, C("x", card, "B"), players=[{"id": "A"}, {"id": "B"}]), {"bear": "B"})
    assert str(r.status) == "legal" and r.unread == []


def test_a_keyword_counter_sentence_beside_a_granted_ability_is_still_read() -> None:
    # Prison Barricade: "If this creature was kicked, it enters with a +1/+1 counter on it and
    # with "This creature can attack as though it didn't have defender."" is not just counters
    read = describe("Prison Barricade")
    assert read["unsupported"] == [] and any(e["kind"] == "grant_abilities" for e in read["effects"])


def test_earthbend_is_a_resolved_animation_with_haste() -> None:
    read = describe("Badgermole Cub")
    assert [r["effects"] for r in read["resolved"]] == [[
        {"kind": "add_types", "permanents": "target", "types": ["creature"], "power": 0, "toughness": 0},
        {"kind": "grant_keywords", "creatures": "target", "keywords": ["haste"]}]]


# ------------------------------------------------------------------ what a judge reads


def test_an_unpaid_cost_says_what_it_is_made_of_508_1h() -> None:
    perms = [BEAR, C("elf", "Llanowar Elves"), C("elf2", "Llanowar Elves"), C("forest", "Forest"),
             C("binding", "Lawmage's Binding", "B", attached_to="elf2"), C("p1", "Propaganda", "B"),
             C("baird", "Baird, Steward of Argive", "B")]
    r = check(board(*perms, players=[{"id": "A"}, {"id": "B"}]), {"bear": "B", "elf": "B"})
    [v] = r.violations
    assert v.rule == "508.1j" and v.message.startswith(
        "the total cost to attack, {6} (Propaganda (p1): {2} each for bear, elf; Baird, Steward of Argive (baird): "
        "{1} each for bear, elf), can't be paid in full: it needs 6 mana but at most 1 can be made")
    # the Elf under Lawmage's Binding is named: its mana ability can't be activated (602.5)
    assert "Llanowar Elves (elf2) can't pay: its activated abilities can't be activated (602.5)" in v.message
    assert "Llanowar Elves (elf) can't pay: it was tapped by attacking (508.1f)" in v.message


def test_an_uncrewed_vehicle_says_how_it_becomes_a_creature_702_122() -> None:
    b = board(C("copter", "Smuggler's Copter"), players=[{"id": "A"}, {"id": "B"}])
    with pytest.raises(ValueError, match=r"is not a creature \(506.3\) \(a Vehicle is one once crewed, 702.122"):
        b.check({"attacks": {"copter": "B"}})


def test_an_attack_direction_names_its_card_803_1() -> None:
    perms = [BEAR, C("pram", "Pramikon, Sky Rampart", "C", unread_text="written",
                     abilities=[{"kind": "attack_direction", "direction": "left"}])]
    b = board(*perms, players=[{"id": p} for p in "ABCD"])
    r = check(b, {"bear": "D"})
    assert str(r.status) == "illegal"
    assert "may attack only the nearest opponent to the left, B (Pramikon, Sky Rampart (pram))" in r.violations[0].message


def test_json_answers_carry_the_boards_notes() -> None:
    from attackcheck.dispatch import solve

    b = board(BEAR, players=[{"id": "A"}, {"id": "B"}, {"id": "C"}])
    b2 = Board({**b.model.model_dump(mode="json", exclude_none=True),
                "designations": [{"goad": "bear", "by": "CC"}]})
    got = solve("check", b2, declaration={"attacks": {}})
    assert got["notes"] == [{"field": "designations[0].by", "message": "'CC' names no player, so it is read as a "
                             "goader who has left the game (800.4m); did you mean 'C'?"}]
    assert "notes" not in solve("check", b, declaration={"attacks": {}})


def test_a_player_at_zero_life_is_noted_704_5a() -> None:
    b = board(BEAR, players=[{"id": "A"}, {"id": "B", "life": 0}])
    assert [f for f, _ in b.notes] == ["players[1].life"]


def test_a_requirement_that_exists_once_one_attacks_names_who_did_not_508_1d() -> None:
    # War's Toll: if a creature of A's attacks, all of A's creatures attack if able
    b = board(BEAR, C("elf", "Llanowar Elves"), C("toll", "War's Toll", "B"), players=[{"id": "A"}, {"id": "B"}])
    r = check(b, {"bear": "B"})
    assert str(r.status) == "illegal" and r.violations[0].creatures == ("elf",)
    assert "not obeyed, but Llanowar Elves (elf) could attack B as well at no cost" in r.violations[0].message


def test_what_only_attackers_read_is_not_read_of_the_other_side() -> None:
    # B's Arcades reads the keywords of B's creatures, which attack only on B's turn; Baeloth
    # Barrityl goads A's opponents' creatures by power, which attack only on their turns
    two = [{"id": "A"}, {"id": "B"}]
    perms = [BEAR, C("arcades", "Arcades, the Strategist", "B"), C("onslaught", "Berserkers' Onslaught", "B")]
    r = check(board(*perms, players=two), {"bear": "B"})
    assert str(r.status) == "legal" and r.unread == []
    perms = [BEAR, C("baeloth", "Baeloth Barrityl, Entertainer"), C("adeline", "Adeline, Resplendent Cathar", "B")]
    r = check(board(*perms, players=two), {"bear": "B"})
    assert str(r.status) == "legal" and r.unread == []


def test_a_mana_ability_counting_its_own_power_reads_no_opponents_power() -> None:
    # Marwyn's "{T}: Add an amount of {G} equal to Marwyn's power" pays Ghostly Prison's {2};
    # B's Adeline's power changes nothing of it
    marwyn = C("marwyn", "Marwyn, the Nurturer", counters={"+1/+1": 1})  # 2/2
    perms = [BEAR, marwyn, C("prison", "Ghostly Prison", "B"), C("adeline", "Adeline, Resplendent Cathar", "B")]
    r = check(board(*perms, players=[{"id": "A"}, {"id": "B"}]), {"bear": "B"})
    assert str(r.status) == "legal" and r.unread == []


def test_an_attackers_copy_of_an_opponents_creature_has_its_text_707_2() -> None:
    # A's Clone of B's Adeline: its power is the number of A's creatures, not read; max-power
    # can't be judged, though B's Adeline's own text changes no attacker
    perms = [C("clone", "Clone", copy_of="adeline"), BEAR, C("f1", "Forest"), C("f2", "Forest"),
             C("adeline", "Adeline, Resplendent Cathar", "B"), C("prison", "Ghostly Prison", "B")]
    p = board(*perms, players=[{"id": "A"}, {"id": "B"}]).propose(objective="max-power")
    assert str(p.status) == "unknown" and [u["permanent"] for u in p.unread] == ["clone"]


@pytest.mark.parametrize("name,sentence", [
    ("", "Creatures you control get +1/+1."),  # (no name: read all the same)
    ("X", "Creatures you control get +1/+1 for each creature and creatures your opponents control get -1/-0."),
])
def test_own_side_change_reads_the_whole_sentence(name: str, sentence: str) -> None:
    assert own_side_change(name, sentence) == ("own" if not name else None)


def test_earthbend_twice_or_then_something_else_is_resolved_too() -> None:
    for card in ("Dai Li Agents", "Avatar Kyoshi, Earthbender"):
        read = describe(card)
        assert any({"kind": "grant_keywords", "creatures": "target", "keywords": ["haste"]} in r["effects"]
                   for r in read["resolved"]), card


SUN_GREEN = [{"permanent": "sun", "question": f"Is the color chosen for Caged Sun {c}?", "holds": c == "green"}
             for c in ("white", "blue", "black", "red", "green")]


def test_a_commanders_colors_are_not_exact_where_a_trigger_adds_to_one_color_106_12a() -> None:
    # Krenko is red: a partner elsewhere may make A's identity green too. The Tower's {G} and
    # Caged Sun's {G} would pay Propaganda's {2}, its {R} alone would not: not judged
    perms = [C("krenko", "Krenko, Mob Boss", commander=True, tapped=True), C("bears", "Grizzly Bears"),
             C("tower", "Command Tower"), C("sun", "Caged Sun"), C("prop", "Propaganda", "B")]
    b = board(*perms, answers=SUN_GREEN, players=[{"id": "A"}, {"id": "B"}])
    assert str(check(b, {"bears": "B"}).status) == "unknown"
    c = b.count()  # read narrow and wide: staying home, and maybe attacking
    assert (str(c.status), c.lower, c.upper) == ("bounds", 1, 2)
    # Kenrith's rules text has {G} (903.4): green is surely in the identity, and the payment stands
    kenrith = [C("kenrith", "Kenrith, the Returned King", commander=True, tapped=True), *perms[1:]]
    r = check(board(*kenrith, answers=SUN_GREEN, players=[{"id": "A"}, {"id": "B"}]), {"bears": "B"})
    assert str(r.status) == "legal"


def test_a_could_produce_ability_reading_the_players_own_tower_is_judged_with_it_106_7() -> None:
    # Reflecting Pool reads A's (tapped) Tower: Norn's Annex's {W/P} at 1 life; whether the
    # Tower could produce {W} hangs on the identity, written or not
    base = [C("bears", "Grizzly Bears"), C("tower", "Command Tower", tapped=True), C("pool", "Reflecting Pool"),
            C("annex", "Norn's Annex", "B")]
    life1 = [{"id": "A", "life": 1}, {"id": "B"}]
    for extra in ([], [C("krenko", "Krenko, Mob Boss", commander=True, tapped=True)]):
        assert str(check(board(*base, *extra, players=life1), {"bears": "B"}).status) == "unknown"
    # Alesha's rules text has {W/B}: white is surely in the identity (903.4), the Pool pays {W}
    alesha = C("alesha", "Alesha, Who Smiles at Death", commander=True, tapped=True)
    assert str(check(board(*base, alesha, players=life1), {"bears": "B"}).status) == "legal"
    known = [{"id": "A", "life": 1, "commander_color_identity": ["W", "B", "R"]}, {"id": "B"}]
    assert str(check(board(*base, players=known), {"bears": "B"}).status) == "legal"
    known = [{"id": "A", "life": 1, "commander_color_identity": ["R", "G"]}, {"id": "B"}]
    assert str(check(board(*base, players=known), {"bears": "B"}).status) == "illegal"


def test_a_goad_by_power_reads_its_sources_power_whoever_controls_it() -> None:
    # B's Baeloth Barrityl goads A's creatures with less power than its own: B's Vanquisher's
    # Banner may raise it (the chosen type), so whether the bears must attack is not known
    three = [{"id": "A"}, {"id": "B"}, {"id": "C"}]
    perms = [C("bears", "Grizzly Bears"), C("baeloth", "Baeloth Barrityl, Entertainer", "B"),
             C("banner", "Vanquisher's Banner", "B")]
    assert str(check(board(*perms, players=three), {}).status) == "unknown"
    written = [perms[0], {**perms[1], "power": 3}]  # 3/6: the bears' 2 is less (701.15b)
    r = check(board(*written, players=three), {})
    assert str(r.status) == "illegal" and "could attack C" in r.violations[0].message


def test_a_question_answered_on_its_condition_and_otherwise_in_answers_is_bad_input() -> None:
    effect = {"kind": "cant_attack", "creatures": ["bear"], "controller": "B",
              "condition": {"asked": {"question": "q1?", "holds": True}}}
    two = [{"id": "A"}, {"id": "B"}]
    with pytest.raises(ValueError, match=r"answers\[0\]\.holds.*answers 'q1\?' otherwise"):
        board(BEAR, effects=[effect], players=two,
              answers=[{"permanent": None, "question": "q1?", "holds": False}])
    # the same answer twice says one thing: accepted
    assert str(check(board(BEAR, effects=[effect], players=two,
                           answers=[{"permanent": None, "question": "q1?", "holds": True}]), {"bear": "B"}).status) \
        == "illegal"


def test_two_answers_about_one_monarch_must_agree_722() -> None:
    q = "Is it true that this defending player is the monarch?"
    perms = [C("h", "Crown-Hunter Hireling"), C("h2", "Crown-Hunter Hireling")]
    with pytest.raises(ValueError, match=r"answers\[1\]\.holds: it answers whether 'B' is the monarch otherwise"):
        board(*perms, players=[{"id": "A"}, {"id": "B"}],
              answers=[{"permanent": "h", "question": q, "holds": {"B": False}},
                       {"permanent": "h2", "question": q, "holds": {"B": True}}])
