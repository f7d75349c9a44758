"""A review of the rules drawn from the official rulings (Gatherer / Scryfall rulings, release
notes, judges' rules tips) of cards whose rulings make a claim about declaring attackers: one
test per ruling, on the smallest board, with the card by name where the shipped index has it
(the reader and the solver together) and the brute-force reference where the board is
explicit. attackcheck follows every ruling here; one (Chained Throatseeker's answer written
out with `unread_text`) only since the resolver leaves an unanswered `unless` of such a
permanent out."""

from attackcheck import Board
from helpers import board, both, count, creature, land, outcome

THREE = ("A", "B", "C")
FOUR = ("A", "B", "C", "D")


def judge(raw: dict, attacks: dict) -> tuple:
    """(status, obeyed, maximum) of a board with cards by name (no reference: it reads no cards)."""
    r = Board(raw).check({"attacks": attacks}, explain=False)
    assert r.to_dict()["unread"] == []
    return r.status, r.obeyed, r.maximum


def card(pid: str, name: str, controller: str = "A", **kw) -> dict:
    return {"id": pid, "card": name, "controller": controller, **kw}


def walker(pid: str, controller: str, **kw) -> dict:
    return {"id": pid, "controller": controller, "types": ["planeswalker"], "loyalty": 3, **kw}


def siege(pid: str, controller: str, protector: str) -> dict:
    return {"id": pid, "controller": controller, "types": ["battle"], "subtypes": ["Siege"],
            "protector": protector, "defense": 5}


def forced(cid: str, **kw) -> dict:
    """A creature that attacks each combat if able (Juggernaut, Volatile Rig)."""
    return creature(cid, abilities=[{"kind": "attacks_if_able", "creatures": "self"}], **kw)


def plains(n: int, controller: str = "A") -> list[dict]:
    return [land(f"p{i}", ["{W}"], controller=controller) for i in range(n)]


# --- taxes and costs (508.1d, 508.1h) -----------------------------------------------------------


def test_windborn_muse_taxes_attacks_on_its_controller_not_on_their_planeswalkers():
    # Propaganda-style rulings (2014-02-01): "Unless some effect explicitly says otherwise, a
    # creature that can't attack you can still attack a planeswalker you control"
    raw = board([creature("x"), card("m", "Windborn Muse", "B"), walker("bpw", "B")])
    assert judge(raw, {"x": "B"}) == ("illegal", 0, 0)
    assert judge(raw, {"x": "bpw"}) == ("legal", 0, 0)
    assert judge(dict(raw, permanents=raw["permanents"] + plains(2)), {"x": "B"}) == ("legal", 0, 0)


def test_koskun_falls_and_propaganda_are_cumulative():
    # Propaganda ruling (2004-10-04): "If there is more than one Propaganda on the battlefield,
    # the cost is cumulative": Koskun Falls' {2} and Propaganda's {2} make {4} (508.1h, 601.2f)
    perms = [creature("x"), card("k", "Koskun Falls", "B"), card("p", "Propaganda", "B")]
    assert judge(board(perms + plains(3)), {"x": "B"}) == ("illegal", 0, 0)
    assert judge(board(perms + plains(4)), {"x": "B"}) == ("legal", 0, 0)


def test_sphere_of_safety_counts_itself_and_reaches_planeswalkers_not_battles():
    # X is the number of enchantments its controller controls, itself included: {1}; it taxes
    # attacks on B's planeswalkers too, but not on a battle B protects (attacking a battle is
    # not attacking its protector, 310.8, 506.3)
    raw = board([creature("x"), card("s", "Sphere of Safety", "B"), walker("bpw", "B"),
                 siege("sg", "A", "B")])
    assert judge(raw, {"x": "bpw"}) == ("illegal", 0, 0)
    assert judge(raw, {"x": "sg"}) == ("legal", 0, 0)
    assert judge(dict(raw, permanents=raw["permanents"] + plains(1)), {"x": "bpw"}) == ("legal", 0, 0)
    # a second enchantment of B's (Propaganda): X = 2, and Propaganda's {2} on top
    more = raw["permanents"] + [card("p", "Propaganda", "B")]
    assert judge(dict(raw, permanents=more + plains(3)), {"x": "B"}) == ("illegal", 0, 0)
    assert judge(dict(raw, permanents=more + plains(4)), {"x": "B"}) == ("legal", 0, 0)


def test_volatile_rig_under_sphere_of_safety_attacks_another_player_in_multiplayer():
    # Judges' rules tip "Sphere of Safety vs. Volatile Rig" (2012-12): the Rig isn't forced to
    # pay, so it needn't attack the Sphere's controller, "caveat for multi-player games, where
    # it would still have to attack a different player if able" (508.1d)
    sphere = {"kind": "attack_tax", "target": "you", "include_planeswalkers": True, "cost": "{X}",
              "x": {"count": {"controller": "you", "types": ["enchantment"]}}, "source": "s"}
    perms = [forced("rig"), {"id": "s", "controller": "B", "types": ["enchantment"], "abilities": [sphere]},
             land("f", ["{G}"])]
    raw = board(perms, players=THREE)
    assert both(raw, {"rig": "C"}) == ("legal", 1, 1)
    assert both(raw, {"rig": "B"}) == ("legal", 1, 1)  # paying is allowed
    assert both(raw, {}) == ("illegal", 0, 1)
    two = board(perms)
    assert both(two, {}) == ("legal", 0, 0)
    assert both(two, {"rig": "B"}) == ("legal", 1, 0)
    # the same by name
    named = board([card("rig", "Volatile Rig"), card("s", "Sphere of Safety", "B"), land("f", ["{G}"])],
                  players=THREE)
    assert judge(named, {"rig": "C"}) == ("legal", 1, 1)
    assert judge(named, {}) == ("illegal", 0, 1)


def test_baird_charges_one_for_each_creature_attacking_its_controller_or_their_planeswalkers():
    # "Creatures can't attack you or planeswalkers you control unless their controller pays {1}
    # for each of those creatures": two attackers, one at B and one at B's planeswalker, {2}
    perms = [creature("x"), creature("y"), card("bd", "Baird, Steward of Argive", "B"), walker("bpw", "B")]
    assert judge(board(perms + plains(1)), {"x": "B", "y": "bpw"}) == ("illegal", 0, 0)
    assert judge(board(perms + plains(2)), {"x": "B", "y": "bpw"}) == ("legal", 0, 0)
    assert judge(board(perms, players=THREE), {"x": "C", "y": "C"}) == ("legal", 0, 0)


def test_collective_restraint_counts_basic_land_types_not_lands():
    # Domain: a Tundra (Plains Island) is two types, so X = 2; with no lands X = 0 and the
    # attack is free ({0} is no cost at all)
    tundra = {"id": "t", "controller": "B", "types": ["land"], "subtypes": ["Plains", "Island"],
              "mana": ["{W}", "{U}"]}
    perms = [creature("x"), card("cr", "Collective Restraint", "B")]
    assert judge(board(perms + [tundra] + plains(1)), {"x": "B"}) == ("illegal", 0, 0)
    assert judge(board(perms + [tundra] + plains(2)), {"x": "B"}) == ("legal", 0, 0)
    assert judge(board(perms), {"x": "B"}) == ("legal", 0, 0)


def test_elephant_grass_stops_black_creatures_and_taxes_the_others():
    # "Black creatures can't attack you. Nonblack creatures can't attack you unless their
    # controller pays {2}": a black creature may still attack B's planeswalker
    perms = [creature("k", colors=["B"]), creature("w", colors=["W"]), card("eg", "Elephant Grass", "B"),
             walker("bpw", "B")]
    assert judge(board(perms + plains(2)), {"k": "B"}) == ("illegal", 0, 0)
    assert judge(board(perms), {"k": "bpw"}) == ("legal", 0, 0)
    assert judge(board(perms + plains(1)), {"w": "B"}) == ("illegal", 0, 0)
    assert judge(board(perms + plains(2)), {"w": "B"}) == ("legal", 0, 0)


def test_archangel_of_tithes_taxes_only_while_untapped():
    # "As long as Archangel of Tithes is untapped, creatures can't attack you or planeswalkers
    # you control unless their controller pays {1}": tapped, it asks nothing
    assert judge(board([creature("x"), card("ar", "Archangel of Tithes", "B")]), {"x": "B"}) == ("illegal", 0, 0)
    assert judge(board([creature("x"), card("ar", "Archangel of Tithes", "B", tapped=True)]),
                 {"x": "B"}) == ("legal", 0, 0)


def test_norns_annex_phyrexian_mana_is_paid_with_two_life_while_life_allows():
    # {W/P} "can be paid with either {W} or 2 life" (107.4f), and a player pays life only while
    # their life total is at least the payment (119.4): at 2 life, one attacker; at 1, none
    perms = [creature("x"), creature("y"), card("na", "Norn's Annex", "B")]
    def at(life: int) -> dict:
        return board(perms, players=[{"id": "A", "life": life}, {"id": "B"}])
    assert judge(at(1), {"x": "B"}) == ("illegal", 0, 0)
    assert judge(at(2), {"x": "B"}) == ("legal", 0, 0)
    assert judge(at(3), {"x": "B", "y": "B"}) == ("illegal", 0, 0)
    assert judge(at(4), {"x": "B", "y": "B"}) == ("legal", 0, 0)


def test_angel_of_jubilation_does_not_stop_paying_life_to_attack():
    # Angel of Jubilation: "Players can't pay life or sacrifice creatures to cast spells or
    # activate abilities": a cost to attack (508.1h) is neither, so Norn's Annex's {W/P} is
    # still paid with life
    raw = board([creature("x"), card("aj", "Angel of Jubilation"), card("na", "Norn's Annex", "B")])
    assert judge(raw, {"x": "B"}) == ("legal", 0, 0)


def test_angels_trumpet_gives_vigilance_so_an_attacking_mana_creature_pays_its_own_tax():
    # 508.1f-g: attackers without vigilance are tapped before costs are paid; with Angel's
    # Trumpet ("All creatures have vigilance") Llanowar Elves attacks and taps for Baird's {1}
    perms = [card("e", "Llanowar Elves"), card("bd", "Baird, Steward of Argive", "B")]
    assert judge(board(perms), {"e": "B"}) == ("illegal", 0, 0)
    assert judge(board(perms + [card("at", "Angel's Trumpet", "B")]), {"e": "B"}) == ("legal", 0, 0)


def test_oppressive_rays_on_juggernaut_does_not_force_the_payment():
    # Oppressive Rays' ruling (cited in XMage's report on Rays and Juggernaut): "attacks each
    # combat if able" never forces paying a cost to attack (508.1d), so staying home is legal
    raw = board([card("j", "Juggernaut"), card("or", "Oppressive Rays", "B", attached_to="j", unread_text="inactive"),
                 *plains(3)])
    assert judge(raw, {}) == ("legal", 0, 0)
    assert judge(raw, {"j": "B"}) == ("legal", 1, 0)


# --- restrictions (508.1c) -----------------------------------------------------------------------


def test_blazing_archon_leaves_its_controllers_planeswalkers_and_battles_open():
    # Propaganda ruling (2014-02-01) on "can't attack you"; a battle B protects is not B
    raw = board([creature("x"), card("ar", "Blazing Archon", "B"), walker("bpw", "B"), siege("sg", "A", "B")])
    assert judge(raw, {"x": "B"}) == ("illegal", 0, 0)
    assert judge(raw, {"x": "bpw"}) == ("legal", 0, 0)
    assert judge(raw, {"x": "sg"}) == ("legal", 0, 0)


def test_magus_of_the_moat_binds_its_own_controllers_creatures():
    # "Creatures without flying can't attack" is every creature's restriction, its
    # controller's too; a flier attacks
    raw = board([card("mg", "Magus of the Moat"), creature("x"), creature("f", keywords=["flying"])])
    assert judge(raw, {"x": "B"}) == ("illegal", 0, 0)
    assert judge(raw, {"mg": "B"}) == ("illegal", 0, 0)
    assert judge(raw, {"f": "B"}) == ("legal", 0, 0)


def test_peacekeeper_beats_a_requirement():
    # 508.1d: requirements are obeyed only as far as the restrictions allow; "Creatures can't
    # attack" leaves Juggernaut none to obey
    raw = board([card("j", "Juggernaut"), card("pk", "Peacekeeper", "B")])
    assert judge(raw, {}) == ("legal", 0, 0)
    assert judge(raw, {"j": "B"}) == ("illegal", 1, 0)


def test_ensnaring_bridge_counts_its_controllers_hand_and_power_equal_to_it_attacks():
    # "Creatures with power greater than the number of cards in your hand": the hand of the
    # Bridge's controller (B), not of the attacking player; power equal to it may attack
    raw = board([card("br", "Ensnaring Bridge", "B"), creature("two", power=2), creature("one", power=1)],
                players=[{"id": "A", "hand": 7}, {"id": "B", "hand": 1}])
    assert judge(raw, {"two": "B"}) == ("illegal", 0, 0)
    assert judge(raw, {"one": "B"}) == ("legal", 0, 0)
    own = board([card("br", "Ensnaring Bridge"), creature("two", power=2)],
                players=[{"id": "A", "hand": 2}, {"id": "B", "hand": 0}])
    assert judge(own, {"two": "B"}) == ("legal", 0, 0)


def test_vow_of_duty_keeps_the_creature_off_the_auras_controller_only():
    # "Enchanted creature ... can't attack you or planeswalkers you control": B's Vow on A's
    # creature; C may be attacked
    raw = board([creature("x"), card("v", "Vow of Duty", "B", attached_to="x"), walker("bpw", "B")],
                players=THREE)
    assert judge(raw, {"x": "B"}) == ("illegal", 0, 0)
    assert judge(raw, {"x": "bpw"}) == ("illegal", 0, 0)
    assert judge(raw, {"x": "C"}) == ("legal", 0, 0)


def test_errantry_creature_attacks_only_alone():
    # "can only attack alone": with another attacker it can't; alone it may, and the other
    # may attack without it
    raw = board([creature("x"), card("er", "Errantry", "A", attached_to="x"), creature("y")])
    assert judge(raw, {"x": "B", "y": "B"}) == ("illegal", 0, 0)
    assert judge(raw, {"x": "B"}) == ("legal", 0, 0)
    assert judge(raw, {"y": "B"}) == ("legal", 0, 0)


def test_two_mogg_flunkies_attack_together():
    # "can't attack or block alone": two Flunkies are each other's company
    raw = board([card("f1", "Mogg Flunkies"), card("f2", "Mogg Flunkies")])
    assert judge(raw, {"f1": "B", "f2": "B"}) == ("legal", 0, 0)
    assert judge(raw, {"f1": "B"}) == ("illegal", 0, 0)
    assert Board(raw).count().count == 2


def test_three_orcish_conscripts_each_have_two_others():
    # "can't attack unless at least two other creatures attack"
    raw = board([card(c, "Orcish Conscripts") for c in ("o1", "o2", "o3")])
    assert judge(raw, {"o1": "B", "o2": "B", "o3": "B"}) == ("legal", 0, 0)
    assert judge(raw, {"o1": "B", "o2": "B"}) == ("illegal", 0, 0)


def test_rule_with_an_even_hand_zero_is_even():
    # Ruling (2024-11-08): "Zero is even, so you can attack with zero creatures. One, however,
    # is odd": a lone Juggernaut stays home (the restriction wins, 508.1d); with a second
    # creature both attack
    even = {"kind": "cant_attack_with_odd_number", "player": "you", "controller": "A"}
    raw = board([forced("j")], [even])
    assert both(raw, {}) == ("legal", 0, 0)
    assert both(raw, {"j": "B"}) == ("illegal", 1, 0)
    raw = board([forced("j"), creature("x")], [even])
    assert both(raw, {"j": "B", "x": "B"}) == ("legal", 1, 1)
    assert both(raw, {}) == ("illegal", 0, 1)


def test_caverns_of_despair_lets_two_of_three_forced_creatures_attack():
    # "No more than two creatures can attack each combat" with three that attack if able:
    # exactly two attack (508.1d), any two
    raw = board([card(c, "Juggernaut") for c in ("j1", "j2", "j3")] + [card("cv", "Caverns of Despair", "B")])
    assert judge(raw, {"j1": "B", "j2": "B"}) == ("legal", 2, 2)
    assert judge(raw, {"j1": "B"}) == ("illegal", 1, 2)
    assert Board(raw).count().count == 3


def test_chained_throatseeker_written_out_attacks_the_poisoned_player():
    # "This creature can't attack unless defending player is poisoned" is asked per defending
    # player (nobody said who is poisoned: unknown). With `unread_text: written` and the answer
    # written out (C is poisoned, B is not), it attacks C and not B. The card's own unanswered
    # reading used to stay in force beside the written one, as a restriction for every
    # defending player, so attacking C was "illegal"; an `unless` left unanswered on a
    # permanent whose `unread_text` says how its text applies is now left out, as an
    # unanswered condition is (docs/readings.md)
    assert Board(board([card("cs", "Chained Throatseeker")], players=THREE)).check(
        {"attacks": {"cs": "C"}}).status == "unknown"
    written = {"kind": "cant_attack", "creatures": "self", "unless": {"defending_player_asked": {
        "question": "Is this defending player poisoned?", "holds": {"B": False, "C": True}}}}
    raw = board([card("cs", "Chained Throatseeker", unread_text="written", abilities=[written])], players=THREE)
    assert judge(raw, {"cs": "C"}) == ("legal", 0, 0)
    assert judge(raw, {"cs": "B"}) == ("illegal", 0, 0)
    assert judge(dict(raw, permanents=[card("cs", "Chained Throatseeker", unread_text="inactive")]),
                 {"cs": "B"}) == ("legal", 0, 0)
    # the same on an explicit board, with the reference: the unanswered copy is left out
    unanswered = {"kind": "cant_attack", "creatures": "self", "unless": {"defending_player_asked": {
        "question": "Is this defending player poisoned?", "holds": None}}}
    explicit = board([creature("cs", unread_text="written", abilities=[unanswered, written])], players=THREE)
    assert both(explicit, {"cs": "C"}) == ("legal", 0, 0)
    assert both(explicit, {"cs": "B"}) == ("illegal", 0, 0)
    partial = dict(unanswered, unless={"defending_player_asked": {"question": "poisoned?", "holds": {"C": True}}})
    assert both(board([creature("cs", unread_text="inactive", abilities=[partial])], players=THREE),
                {"cs": "B"}) == ("legal", 0, 0)


# --- requirements (508.1d) and goad (701.15) -----------------------------------------------------


def kardur(controller: str) -> list[dict]:
    """Kardur, Doomscourge's trigger: creatures your opponents control attack each combat if able
    and attack a player other than you if able."""
    return [{"kind": "attacks_if_able", "creatures": {"controller": "opponents"}, "controller": controller},
            {"kind": "attacks_other_than_if_able", "creatures": {"controller": "opponents"}, "player": "you",
             "controller": controller}]


def test_kardur_with_no_other_player_attacks_its_controller():
    # Ruling (2021-02-05): "If the creature can't attack any of those players, or if there are
    # no such players, it must attack you or an opposing planeswalker"
    raw = board([creature("x")], kardur("B"))
    assert both(raw, {"x": "B"}) == ("legal", 1, 1)
    assert both(raw, {}) == ("illegal", 0, 1)
    raw = board([creature("x"), walker("cpw", "C")], kardur("B"), players=THREE)
    assert both(raw, {"x": "C"}) == ("legal", 2, 2)
    assert both(raw, {"x": "B"}) == ("illegal", 1, 2)
    assert both(raw, {"x": "cpw"}) == ("illegal", 1, 2)


def test_kardur_with_a_cost_to_attack_the_other_player_attacks_its_controller():
    # Ruling (2021-02-05): "If there's a cost associated with having it attack, its controller
    # isn't forced to pay that cost": C's Propaganda leaves B (or paying) to obey "attacks"
    tax = {"kind": "attack_tax", "target": "you", "cost": "{2}", "controller": "C"}
    raw = board([creature("x"), *plains(2)], kardur("B") + [tax], players=THREE)
    assert both(raw, {"x": "B"}) == ("legal", 1, 1)
    assert both(raw, {"x": "C"}) == ("legal", 2, 1)
    assert both(raw, {}) == ("illegal", 0, 1)


def test_disrupt_decorum_goads_every_opponents_creature_away_from_its_caster():
    # Ruling: "it must attack a player other than the controller of the spell ... if able"; in
    # four-player B's goaded creature attacks C or D, not A
    raw = board([creature("x", controller="B")], players=FOUR, active="B",
                designations=[{"goad": "x", "by": "A"}])
    assert both(raw, {"x": "C"}) == ("legal", 2, 2)
    assert both(raw, {"x": "D"}) == ("legal", 2, 2)
    assert both(raw, {"x": "A"}) == ("illegal", 1, 2)
    assert count(raw) == 2


def test_disrupt_decorum_goads_only_the_creatures_there_as_it_resolved():
    # Ruling: "Creatures that enter the battlefield after Disrupt Decorum resolves won't be
    # goaded" (701.15a): the board names the goaded creatures (README, "Cards": a one-shot
    # goad's template is written with ids), so a hasty newcomer attacks or not as B likes
    raw = board([creature("x", controller="B"), creature("n", controller="B", sick=True, keywords=["haste"])],
                players=FOUR, active="B", designations=[{"goad": "x", "by": "A"}])
    assert both(raw, {"x": "C"}) == ("legal", 2, 2)
    assert both(raw, {"x": "C", "n": "A"}) == ("legal", 2, 2)
    assert both(raw, {"n": "C"}) == ("illegal", 0, 2)


def test_vengeful_ancestors_goad_in_a_duel_sends_the_creature_at_the_goader():
    # Goad rulings (2016-08-23): unable to attack another player, the goaded creature attacks
    # an opposing planeswalker or the player who goaded it
    raw = board([creature("x"), walker("bpw", "B")], designations=[{"goad": "x", "by": "B"}])
    assert both(raw, {"x": "B"}) == ("legal", 1, 1)
    assert both(raw, {"x": "bpw"}) == ("legal", 1, 1)
    assert both(raw, {}) == ("illegal", 0, 1)


def test_a_creature_goaded_by_each_opponent_attacks_an_opponent_not_a_planeswalker():
    # Goad rulings (2016-08-23, 2023-11-03): "If a creature you control has been goaded by each
    # of your opponents, the creature must attack an opponent (rather than a planeswalker or
    # battle)" (Karazikar of B and of C each goaded it)
    raw = board([creature("x"), walker("bpw", "B"), siege("sg", "A", "C")], players=THREE,
                designations=[{"goad": "x", "by": "B"}, {"goad": "x", "by": "C"}])
    assert both(raw, {"x": "B"}) == ("legal", 3, 3)
    assert both(raw, {"x": "C"}) == ("legal", 3, 3)
    assert both(raw, {"x": "bpw"}) == ("illegal", 2, 3)
    assert both(raw, {"x": "sg"}) == ("illegal", 2, 3)


def test_goad_outlasts_an_attack_and_a_change_of_control():
    # Goad rulings (2016-08-23): "Attacking with a goaded creature doesn't cause it to stop
    # being goaded. If there is an additional combat phase that turn, or if another player
    # gains control of it before it stops being goaded, it must attack again if able"
    raw = board([creature("x")], players=THREE, designations=[{"goad": "x", "by": "B"}], combat=2)
    assert both(raw, {"x": "C"}) == ("legal", 2, 2)
    assert both(raw, {}) == ("illegal", 0, 2)
    raw = board([creature("x", controller="C", owner="A")], players=THREE, active="C",
                designations=[{"goad": "x", "by": "B"}])
    assert both(raw, {"x": "A"}) == ("legal", 2, 2)
    assert both(raw, {"x": "B"}) == ("illegal", 1, 2)


def test_grand_melee_forces_only_the_attacking_players_creatures():
    # "All creatures attack each combat if able": on A's turn A's able creatures attack; a
    # tapped one is exempt (508.1d)
    raw = board([creature("x"), creature("t", tapped=True), card("gm", "Grand Melee", "B"),
                 creature("bx", controller="B")])
    assert judge(raw, {"x": "B"}) == ("legal", 1, 1)
    assert judge(raw, {}) == ("illegal", 0, 1)


def test_fumiko_forces_opponents_creatures_at_any_defender():
    # "Creatures your opponents control attack each combat if able": they may attack C
    raw = board([creature("x"), card("f", "Fumiko the Lowblood", "B")], players=THREE)
    assert judge(raw, {"x": "C"}) == ("legal", 1, 1)
    assert judge(raw, {"x": "B"}) == ("legal", 1, 1)
    assert judge(raw, {}) == ("illegal", 0, 1)


def test_hellraiser_goblin_gives_haste_so_a_new_creature_must_attack():
    # "Creatures you control have haste and attack each combat if able": a creature that came
    # this turn can attack (702.10b) and so must; Hellraiser Goblin too
    raw = board([card("hg", "Hellraiser Goblin"), creature("s", sick=True)])
    assert judge(raw, {"hg": "B", "s": "B"}) == ("legal", 2, 2)
    assert judge(raw, {"hg": "B"}) == ("illegal", 1, 2)


def test_legion_warbosss_token_attacks_this_combat_if_able():
    # Legion Warboss: the token "gains haste until end of turn and attacks this combat if
    # able" (the resolved template, created_token filled with its id); its controller chooses
    # whom it attacks
    tok = creature("g", power=1, toughness=1, token=True, sick=True, subtypes=["Goblin"])
    raw = board([tok, card("lw", "Legion Warboss")],
                [{"kind": "grant_keywords", "creatures": ["g"], "keywords": ["haste"], "source": "lw"},
                 {"kind": "attacks_if_able", "creatures": ["g"], "source": "lw"}], players=THREE)
    assert judge(raw, {"g": "B"}) == ("legal", 1, 1)
    assert judge(raw, {"g": "C"}) == ("legal", 1, 1)
    assert judge(raw, {}) == ("illegal", 0, 1)


def test_goblin_rabblemasters_force_each_other_but_not_themselves():
    # "Other Goblin creatures you control attack each combat if able"
    one = board([card("r1", "Goblin Rabblemaster")])
    assert judge(one, {}) == ("legal", 0, 0)
    two = board([card("r1", "Goblin Rabblemaster"), card("r2", "Goblin Rabblemaster")])
    assert judge(two, {"r1": "B", "r2": "B"}) == ("legal", 2, 2)
    assert judge(two, {"r1": "B"}) == ("illegal", 1, 2)


def test_curse_of_the_nightly_hunt_does_not_choose_the_defender():
    # "Creatures enchanted player controls attack each combat if able": B's Curse on A; A's
    # creature may attack C rather than the Curse's controller
    raw = board([creature("x"), card("cu", "Curse of the Nightly Hunt", "B", attached_to="A")], players=THREE)
    assert judge(raw, {"x": "C"}) == ("legal", 1, 1)
    assert judge(raw, {"x": "B"}) == ("legal", 1, 1)
    assert judge(raw, {}) == ("illegal", 0, 1)


def test_alluring_siren_target_need_not_pay_to_attack_its_controller():
    # Rulings on "attacks [player] this turn if able" (Dulcet Sirens 2014-11-07, Alluring
    # Siren): with a cost to attack that player the controller isn't forced to pay, and may
    # attack another player, or not at all
    siren = {"kind": "attacks_target_if_able", "creatures": ["x"], "target": "you", "controller": "B"}
    tax = {"kind": "attack_tax", "target": "you", "cost": "{2}", "controller": "B"}
    raw = board([creature("x"), *plains(2)], [siren, tax], players=THREE)
    assert both(raw, {}) == ("legal", 0, 0)
    assert both(raw, {"x": "C"}) == ("legal", 0, 0)
    assert both(raw, {"x": "B"}) == ("legal", 1, 0)


def test_dulcet_sirens_target_attacks_the_player_not_their_planeswalker():
    # Ruling (2014-11-07): "The target creature must attack the target opponent if able, not a
    # planeswalker controlled by that player"
    raw = board([creature("x"), walker("bpw", "B")],
                [{"kind": "attacks_target_if_able", "creatures": ["x"], "target": "B", "controller": "C"}],
                players=THREE)
    assert both(raw, {"x": "B"}) == ("legal", 1, 1)
    assert both(raw, {"x": "bpw"}) == ("illegal", 0, 1)


def test_gideon_jura_reaches_creatures_that_came_later_and_ends_with_gideon():
    # Ruling: "Gideon Jura's first ability doesn't lock in what it applies to ... This includes
    # creatures that come under that player's control after the ability has resolved": a hasty
    # newcomer attacks Gideon too. Gone, Gideon asks nothing (an unknown target never obeyed)
    gj = {"kind": "attacks_target_if_able", "creatures": {"controller": "A"}, "target": "gid", "controller": "B"}
    raw = board([creature("x"), creature("n", sick=True, keywords=["haste"]), walker("gid", "B")], [gj])
    assert both(raw, {"x": "gid", "n": "gid"}) == ("legal", 2, 2)
    assert both(raw, {"x": "gid", "n": "B"}) == ("illegal", 1, 2)
    gone = board([creature("x")], [gj])
    assert both(gone, {}) == ("legal", 0, 0)


def test_two_gideons_split_the_attackers_as_the_player_likes():
    # Judges' forum on two Gideon Jura +2s targeting one player: each creature has one
    # requirement per Gideon and may obey either
    def gid(g: str, c: str) -> dict:
        return {"kind": "attacks_target_if_able", "creatures": {"controller": "A"}, "target": g, "controller": c}
    raw = board([creature("x"), creature("y"), walker("gb", "B"), walker("gc", "C")],
                [gid("gb", "B"), gid("gc", "C")], players=THREE)
    assert both(raw, {"x": "gb", "y": "gc"}) == ("legal", 2, 2)
    assert both(raw, {"x": "gc", "y": "gc"}) == ("legal", 2, 2)
    assert both(raw, {"x": "B", "y": "gc"}) == ("illegal", 1, 2)
    assert count(raw) == 4


def test_public_enemy_sends_creatures_at_the_enchanted_creatures_controller():
    # "All creatures attack enchanted creature's controller each combat if able"; on that
    # player's own turn nobody can attack them, so it asks nothing
    raw = board([creature("x"), creature("bx", controller="B"),
                 card("pe", "Public Enemy", "C", attached_to="bx")], players=THREE)
    assert judge(raw, {"x": "B"}) == ("legal", 1, 1)
    assert judge(raw, {"x": "C"}) == ("illegal", 0, 1)
    own = board([creature("x"), card("pe", "Public Enemy", "B", attached_to="x")], players=THREE)
    assert judge(own, {}) == ("legal", 0, 0)


def test_bident_of_thassa_forces_each_able_creature_at_any_defender():
    # "Creatures your opponents control attack this turn if able" (resolved): each of A's able
    # creatures attacks, each wherever A likes; a sick one without haste is exempt
    bident = {"kind": "attacks_if_able", "creatures": {"controller": "opponents"}, "controller": "B"}
    raw = board([creature("x"), creature("y"), creature("s", sick=True)], [bident], players=THREE)
    assert both(raw, {"x": "B", "y": "C"}) == ("legal", 2, 2)
    assert both(raw, {"x": "B"}) == ("illegal", 1, 2)
    assert count(raw) == 4


def test_wars_toll_one_attacker_brings_the_others():
    # "If a creature an opponent controls attacks, all creatures that opponent controls attack
    # if able": none attacking is legal, one alone is not; a tapped one is exempt
    raw = board([creature("x"), creature("y"), card("wt", "War's Toll", "B")])
    assert judge(raw, {}) == ("legal", 0, 0)
    assert judge(raw, {"x": "B"}) == ("illegal", 1, 2)
    assert judge(raw, {"x": "B", "y": "B"}) == ("legal", 2, 2)
    tapped = board([creature("x"), creature("y", tapped=True), card("wt", "War's Toll", "B")])
    assert judge(tapped, {"x": "B"}) == ("legal", 1, 1)


def test_wars_toll_with_a_cost_to_attack_forces_no_payment():
    # The second attacker would have to pay B's {2} (no other player): not forced (508.1d)
    wt = {"kind": "attacks_if_able", "creatures": {"controller": "opponents"},
          "when_attacking": {"controller": "opponents"}, "controller": "B"}
    tax = {"kind": "attack_tax", "target": "you", "cost": "{2}", "controller": "B"}
    raw = board([creature("x"), creature("y"), *plains(2)], [wt, tax])
    assert both(raw, {"x": "B"}) == ("legal", 1, 0)
    assert both(raw, {}) == ("legal", 0, 0)
    assert count(raw) == 3
    three = board([creature("x"), creature("y"), *plains(2)], [wt, tax], players=THREE)
    assert both(three, {"x": "B"}) == ("illegal", 1, 2)  # y could attack C for free
    assert both(three, {"x": "B", "y": "C"}) == ("legal", 2, 2)


def test_sirens_call_forces_only_creatures_able_to_attack():
    # "Creatures the active player controls attack this turn if able": one that came this
    # turn without haste can't attack (302.6), so it stays home
    call = {"kind": "attacks_if_able", "creatures": {"controller": "A"}, "controller": "B"}
    raw = board([creature("x"), creature("s", sick=True)], [call])
    assert both(raw, {"x": "B"}) == ("legal", 1, 1)
    assert both(raw, {}) == ("illegal", 0, 1)


# --- battles (310), planeswalkers, protection ---------------------------------------------------


def test_a_siege_is_attacked_by_every_player_but_its_protector():
    # March of the Machine rulings (2023-04-14): "A battle can be attacked by all players other
    # than its protector. Notably, this means a Siege's controller can attack it"
    sg = card("sg", "Invasion of Tarkir", "A", protector="B")
    raw = board([creature("a"), sg], players=THREE)
    assert judge(raw, {"a": "sg"}) == ("legal", 0, 0)  # its controller
    raw = board([creature("c", controller="C"), sg], players=THREE, active="C")
    assert judge(raw, {"c": "sg"}) == ("legal", 0, 0)  # a third player
    raw = board([creature("b", controller="B"), sg], players=THREE, active="B")
    assert judge(raw, {"b": "sg"}) == ("illegal", 0, 0)  # its protector


def test_a_battle_that_is_a_creature_cant_attack_but_can_be_attacked():
    # 508.1a: the chosen creatures "can't also be battles"; it is still a battle its
    # protector's opponents attack (310.8b)
    bc = {"id": "bc", "controller": "A", "types": ["battle", "creature"], "subtypes": ["Siege"], "protector": "B",
          "defense": 3, "power": 3, "toughness": 3}
    raw = board([bc, creature("x")])
    assert both(raw, {"bc": "B"})[0] == "illegal"
    assert both(raw, {"x": "bc"}) == ("legal", 0, 0)


def test_a_planeswalker_that_became_a_creature_attacks_and_is_attacked_as_rulings_say():
    # Gideon, Champion of Justice rulings (2013-01-24): "If Gideon becomes a creature the same
    # turn he enters the battlefield, you can't attack with him"; and an opponent who gained
    # control of the animated Gideon may be attacked through him ("since he's still a
    # planeswalker")
    mine = {"id": "g", "controller": "A", "types": ["planeswalker", "creature"], "loyalty": 3, "power": 5,
            "toughness": 5}
    assert both(board([mine]), {"g": "B"}) == ("legal", 0, 0)
    assert both(board([dict(mine, sick=True)]), {"g": "B"})[0] == "illegal"
    theirs = dict(mine, controller="B")
    assert both(board([theirs, creature("x")]), {"x": "g"}) == ("legal", 0, 0)


def test_teferis_protection_does_not_stop_attacks():
    # Commander 2017 release notes: "Creatures can still attack you while you have protection
    # from everything"; its phased-out permanents are simply not on the board. The reader
    # finds nothing about declaring attackers in the instant
    assert outcome("Teferi's Protection", "Until your next turn") == "ignored"
    assert outcome("Teferi's Protection", "All permanents you control phase out") == "ignored"
    raw = board([creature("x")], players=THREE)
    assert count(raw) == 3
