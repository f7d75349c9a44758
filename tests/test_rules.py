"""One test per rule or ruling, named after it (CR numbers, card rulings)."""

import pytest

from attackcheck import Board, BoardError
from helpers import board, creature, land, make, status

FOUR = ("A", "B", "C", "D")


# --- 508.1a, 302.6, 702.10b, 506.3: who can attack ---------------------------------------


def test_508_1a_tapped_creature_cant_attack():
    b = make([creature("bear", tapped=True)])
    r = b.check({"attacks": {"bear": "B"}})
    assert r.status == "illegal" and r.violations[0]["kind"] == "eligibility"


def test_302_6_creature_that_came_under_control_this_turn_cant_attack():
    b = make([creature("cub", sick=True)])
    r = b.check({"attacks": {"cub": "B"}})
    assert r.status == "illegal" and r.violations[0]["rule"] == "302.6"


def test_702_10b_haste_lets_a_sick_creature_attack():
    assert status(make([creature("goblin", sick=True, keywords=["haste"])]), {"goblin": "B"}) == "legal"


def test_506_3_only_the_attacking_players_creatures_attack():
    b = make([creature("theirs", controller="B")], players=("A", "B", "C"))
    assert b.check({"attacks": {"theirs": "C"}}).violations[0]["kind"] == "eligibility"


def test_508_1a_a_battle_creature_cant_attack():
    b = make([creature("odd", types=["creature", "battle"], protector="B")])
    assert status(b, {"odd": "B"}) == "illegal"


def test_702_3b_defender_is_a_restriction():
    b = make([creature("wall", keywords=["defender"])])
    r = b.check({"attacks": {"wall": "B"}})
    assert r.status == "illegal" and r.violations[0]["rule"] == "702.3b"


# --- 506.2, 306, 310.8b, 801, 802, 803: what can be attacked ---------------------------------


def test_506_2_nobody_attacks_themselves_or_their_own_planeswalker():
    b = make([creature("bear"), {"id": "jace", "controller": "A", "types": ["planeswalker"], "loyalty": 3}])
    assert b.check({"attacks": {"bear": "A"}}).violations[0]["kind"] == "defender"
    assert b.check({"attacks": {"bear": "jace"}}).violations[0]["kind"] == "defender"


def test_306_6_an_opponents_planeswalker_can_be_attacked():
    b = make([creature("bear"), {"id": "jace", "controller": "B", "types": ["planeswalker"], "loyalty": 3}])
    assert status(b, {"bear": "jace"}) == "legal"


def test_310_8b_the_protector_cant_attack_its_battle_but_the_sieges_controller_can():
    own = {"id": "siege", "controller": "A", "types": ["battle"], "protector": "B", "defense": 5}
    theirs = {"id": "inv", "controller": "B", "types": ["battle"], "protector": "A", "defense": 5}
    b = make([creature("bear"), own, theirs])
    assert status(b, {"bear": "siege"}) == "legal"
    r = b.check({"attacks": {"bear": "inv"}})
    assert r.status == "illegal" and r.violations[0]["rule"] == "310.8b"


def test_801_range_of_influence_limits_the_defending_players():
    b = make([creature("bear")], players=("A", "B", "C", "D", "E"), range_of_influence=1)
    assert status(b, {"bear": "B"}) == "legal"
    assert status(b, {"bear": "E"}) == "legal"  # the shorter way round the table
    assert b.check({"attacks": {"bear": "C"}}).violations[0]["rule"] == "801.3"


def test_803_1_attack_left_and_right():
    left = make([creature("bear")], players=FOUR, attack_mode="left")
    assert status(left, {"bear": "B"}) == "legal"
    assert status(left, {"bear": "D"}) == "illegal"
    right = make([creature("bear")], players=FOUR, attack_mode="right")
    assert status(right, {"bear": "D"}) == "legal"
    assert right.check({"attacks": {"bear": "C"}}).violations[0]["rule"] == "803.1"


def test_803_1_left_with_limited_range_of_influence():
    b = make([creature("bear")], players=FOUR, attack_mode="left", range_of_influence=0)
    assert b.count().count == 1  # nobody in range: no attack


def test_506_2a_one_chosen_defending_player():
    b = make([creature("bear"), {"id": "pw", "controller": "C", "types": ["planeswalker"], "loyalty": 1}],
             players=FOUR, attack_mode="C")
    assert status(b, {"bear": "C"}) == "legal"
    assert status(b, {"bear": "pw"}) == "legal"
    assert status(b, {"bear": "B"}) == "illegal"


def test_802_every_opponent_is_a_defending_player():
    b = make([creature("x"), creature("y"), creature("z")], players=FOUR)
    assert status(b, {"x": "B", "y": "C", "z": "D"}) == "legal"
    assert b.count().count == 4 ** 3


# --- 508.1c restrictions ----------------------------------------------------------------------


def test_508_1c_example_two_creatures_that_cant_attack_alone_may_attack_together():
    alone = lambda c: {"kind": "cant_attack_alone", "creatures": [c]}
    b = make([creature("f1", abilities=[alone("f1")]), creature("f2", abilities=[alone("f2")])])
    assert status(b, {"f1": "B", "f2": "B"}) == "legal"
    assert status(b, {"f1": "B"}) == "illegal"


def test_mogg_flunkies_forced_to_attack_must_bring_a_partner_if_able():
    b = make([creature("flunkies", abilities=[{"kind": "cant_attack_alone", "creatures": "self"},
                                              {"kind": "attacks_if_able", "creatures": "self"}]),
              creature("bear")])
    assert status(b, {"flunkies": "B", "bear": "B"}) == "legal"
    assert status(b, {}) == "illegal"


def test_pacifism_cant_attack():
    b = make([creature("bear"), {"id": "pacifism", "controller": "B", "types": ["enchantment"],
                                 "attached_to": "bear", "abilities": [{"kind": "cant_attack", "creatures": "attached"}]}])
    assert b.check({"attacks": {"bear": "B"}}).violations[0]["kind"] == "restriction"


def test_sea_serpent_cant_attack_unless_defending_player_controls_an_island():
    serpent = creature("serpent", abilities=[{"kind": "cant_attack", "creatures": "self",
                                              "unless_defending_player_controls": {"subtypes": ["Island"]}}])
    island = {"id": "island", "controller": "C", "types": ["land"], "subtypes": ["Island"], "mana": ["{U}"]}
    battle = {"id": "siege", "controller": "A", "types": ["battle"], "protector": "C", "defense": 5}
    b = make([serpent, island, battle], players=("A", "B", "C"))
    assert status(b, {"serpent": "B"}) == "illegal"
    assert status(b, {"serpent": "C"}) == "legal"
    assert status(b, {"serpent": "siege"}) == "legal"  # 310.8d: the protector defends the battle


def test_blazing_archon_doesnt_protect_planeswalkers():
    archon = {"id": "archon", "controller": "B", "types": ["creature"], "power": 5, "toughness": 6,
              "abilities": [{"kind": "cant_attack_target", "creatures": {"controller": "any"}, "target": "you"}]}
    pw = {"id": "pw", "controller": "B", "types": ["planeswalker"], "loyalty": 3}
    b = make([creature("bear"), archon, pw])
    assert status(b, {"bear": "B"}) == "illegal"
    assert status(b, {"bear": "pw"}) == "legal"


def test_spectral_grasp_covers_planeswalkers_with_include_planeswalkers():
    pw = {"id": "pw", "controller": "B", "types": ["planeswalker"], "loyalty": 3}
    eff = {"kind": "cant_attack_target", "creatures": ["bear"], "target": "B", "include_planeswalkers": True,
           "controller": "B"}
    b = make([creature("bear"), pw], [eff], players=("A", "B", "C"))
    assert status(b, {"bear": "pw"}) == "illegal"
    assert status(b, {"bear": "C"}) == "legal"


def test_master_of_cruelties_forced_to_attack_means_nothing_else_attacks():
    master = creature("master", abilities=[{"kind": "attacks_only_alone", "creatures": "self"}])
    b = make([master, creature("bear")], [{"kind": "attacks_if_able", "creatures": ["master"], "controller": "A"}])
    assert status(b, {"master": "B"}) == "legal"
    assert status(b, {"master": "B", "bear": "B"}) == "illegal"
    assert status(b, {"bear": "B"}) == "illegal"


def test_orcish_conscripts_needs_two_other_attackers():
    conscripts = creature("orc", abilities=[{"kind": "cant_attack_unless_others", "creatures": "self", "count": 2}])
    b = make([conscripts, creature("x"), creature("y")])
    assert status(b, {"orc": "B", "x": "B"}) == "illegal"
    assert status(b, {"orc": "B", "x": "B", "y": "B"}) == "legal"


def test_crawlspace_no_more_than_two_attack_you():
    crawl = {"id": "crawl", "controller": "B", "types": ["artifact"],
             "abilities": [{"kind": "max_attackers_against", "target": "you", "count": 2}]}
    b = make([creature("x"), creature("y"), creature("z"), crawl], players=("A", "B", "C"))
    assert status(b, {"x": "B", "y": "B", "z": "C"}) == "legal"
    assert status(b, {"x": "B", "y": "B", "z": "B"}) == "illegal"


def test_caverns_of_despair_no_more_than_two_attackers():
    b = make([creature("x"), creature("y"), creature("z")], [{"kind": "max_attackers", "count": 2}])
    assert status(b, {"x": "B", "y": "B"}) == "legal"
    assert status(b, {"x": "B", "y": "B", "z": "B"}) == "illegal"


def test_ensnaring_bridge_power_greater_than_hand_size():
    bridge = {"id": "bridge", "controller": "B", "types": ["artifact"],
              "abilities": [{"kind": "cant_attack", "creatures": {"power_greater_than": "hand"}}]}
    b = make([creature("big", power=3), creature("small", power=1), bridge],
             players=({"id": "A"}, {"id": "B", "hand": 2}))
    assert status(b, {"small": "B"}) == "legal"
    assert status(b, {"big": "B"}) == "illegal"


def test_ensnaring_bridge_needs_its_controllers_hand_size():
    bridge = {"id": "bridge", "controller": "B", "types": ["artifact"],
              "abilities": [{"kind": "cant_attack", "creatures": {"power_greater_than": "hand"}}]}
    with pytest.raises(BoardError) as e:
        make([creature("big", power=3), bridge])
    assert "permanents[1].abilities[0].creatures" in str(e.value)


# --- 508.1d requirements -----------------------------------------------------------------------


def test_508_1d_example_only_the_creature_that_attacks_if_able_attacks():
    b = make([creature("berserkers", abilities=[{"kind": "attacks_if_able", "creatures": "self"}]), creature("bear")],
             [{"kind": "max_attackers", "count": 1, "controller": "B"}])
    assert status(b, {"berserkers": "B"}) == "legal"
    for bad in ({"bear": "B"}, {"berserkers": "B", "bear": "B"}, {}):
        assert status(b, bad) == "illegal"


def test_508_1d_cost_clause_a_taxed_creature_is_not_required_to_attack():
    prison = {"id": "prison", "controller": "B", "types": ["enchantment"],
              "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{2}"}]}
    b = make([creature("jug", abilities=[{"kind": "attacks_if_able", "creatures": "self"}]), prison,
              land("f1", ["{G}"]), land("f2", ["{G}"])])
    r = b.check({"attacks": {}})
    assert r.status == "legal" and r.maximum == 0
    assert status(b, {"jug": "B"}) == "legal"  # paying is allowed


def test_volatile_rig_under_a_tax_must_still_attack_an_untaxed_opponent():
    sphere = {"id": "sphere", "controller": "B", "types": ["enchantment"],
              "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{1}", "include_planeswalkers": True}]}
    b = make([creature("rig", abilities=[{"kind": "attacks_if_able", "creatures": "self"}]), sphere],
             players=("A", "B", "C"))
    assert status(b, {"rig": "C"}) == "legal"
    assert status(b, {}) == "illegal"


def test_zero_tax_is_a_cost_and_excuses_the_requirement_118_5():
    # 118.5: a cost of {0} is not paid automatically (War Tax's ruling: "the controller can
    # choose to not pay"), so the requirement doesn't force it (508.1d); paying needs nothing
    tax = {"kind": "attack_tax", "target": "B", "cost": "{X}", "x": 0, "controller": "B"}
    b = make([creature("jug", abilities=[{"kind": "attacks_if_able", "creatures": "self"}])], [tax])
    assert b.check({"attacks": {}}).status == "legal"
    assert b.check({"attacks": {"jug": "B"}}).status == "legal"


def test_silent_arbiter_two_forced_creatures_choose_one():
    forced = lambda c: creature(c, abilities=[{"kind": "attacks_if_able", "creatures": "self"}])
    b = make([forced("t1"), forced("t2")], [{"kind": "max_attackers", "count": 1, "controller": "B"}])
    assert status(b, {"t1": "B"}) == "legal" and status(b, {"t2": "B"}) == "legal"
    assert status(b, {}) == "illegal"


def test_attacks_target_if_able_player_not_met_by_their_planeswalker():
    pw = {"id": "pw", "controller": "B", "types": ["planeswalker"], "loyalty": 3}
    b = make([creature("bear"), pw], [{"kind": "attacks_target_if_able", "creatures": ["bear"], "target": "B", "controller": "B"}])
    assert status(b, {"bear": "B"}) == "legal"
    assert status(b, {"bear": "pw"}) == "illegal"
    b2 = make([creature("bear"), pw], [{"kind": "attacks_target_if_able", "creatures": ["bear"], "target": "B",
                                        "include_planeswalkers": True, "controller": "B"}])
    assert status(b2, {"bear": "pw"}) == "legal"


def test_gideon_jura_creatures_attack_gideon_and_a_gone_gideon_is_ignored():
    gideon = {"id": "gideon", "controller": "B", "types": ["planeswalker"], "loyalty": 8}
    eff = {"kind": "attacks_target_if_able", "creatures": {"controller": "opponents"}, "target": "gideon", "source": "gideon"}
    b = make([creature("bear"), gideon], [eff])
    assert status(b, {"bear": "gideon"}) == "legal"
    assert status(b, {"bear": "B"}) == "illegal"
    gone = make([creature("bear")], [{"kind": "attacks_target_if_able", "creatures": ["bear"], "target": "gideon", "controller": "B"}])
    assert status(gone, {}) == "legal"


def test_kardur_attacks_someone_other_than_its_controller():
    eff = [{"kind": "attacks_if_able", "creatures": {"controller": "opponents"}, "controller": "B"},
           {"kind": "attacks_other_than_if_able", "creatures": {"controller": "opponents"}, "player": "B", "controller": "B"}]
    b = make([creature("bear")], eff, players=("A", "B", "C"))
    assert status(b, {"bear": "C"}) == "legal"
    assert status(b, {"bear": "B"}) == "illegal"


def test_trove_of_temptation_is_one_requirement_whatever_the_count():
    trove = {"kind": "player_attacks_target_if_able", "target": "B", "controller": "B"}
    b = make([creature("x"), creature("y")], [trove], players=("A", "B", "C"))
    r = b.check({"attacks": {"x": "B"}})
    assert r.status == "legal" and r.maximum == 1
    assert status(b, {"x": "C", "y": "C"}) == "illegal"
    two = make([creature("x"), creature("y")], [{**trove, "count": 2}], players=("A", "B", "C"))
    assert two.check({"attacks": {"x": "B", "y": "B"}}).maximum == 1
    assert status(two, {"x": "B"}) == "illegal"


# --- goad: 701.15 and the goad rulings -----------------------------------------------------------


def _goaded(*goaders, players=FOUR, perms=(), **kw):
    return make([creature("lion"), *perms], players=players,
                designations=[{"goad": "lion", "by": g} for g in goaders], **kw)


def test_701_15b_goaded_creature_attacks_a_player_other_than_the_goader():
    b = _goaded("B")
    assert b.check({"attacks": {"lion": "C"}}).maximum == 2
    assert status(b, {"lion": "C"}) == "legal"
    assert status(b, {"lion": "B"}) == "illegal"
    assert status(b, {}) == "illegal"


def test_701_15c_each_goader_adds_its_own_requirements():
    b = _goaded("B", "C")
    r = b.check({"attacks": {"lion": "D"}})
    assert r.status == "legal" and r.maximum == 4


def test_701_15d_the_same_player_goading_again_adds_nothing():
    assert _goaded("B", "B").check({"attacks": {"lion": "C"}}).maximum == 2


def test_701_15a_goad_by_the_active_player_made_this_turn_is_in_force():
    # a goad by A from an earlier turn ended as A's turn began; one on the board was made this
    # turn (Kitt Kanto at the beginning of combat): the lion attacks B, C or D, not A's own
    b = _goaded("A")
    r = b.check({"attacks": {}})
    assert r.status == "illegal" and r.maximum == 2
    assert status(b, {"lion": "C"}) == "legal"


def test_goad_ruling_tapped_cant_attack_or_sick_goaded_creature_doesnt_attack():
    for kw in ({"tapped": True}, {"sick": True}):
        b = make([creature("lion", **kw)], designations=[{"goad": "lion", "by": "B"}], players=FOUR)
        assert status(b, {}) == "legal"
    pacified = make([creature("lion")], [{"kind": "cant_attack", "creatures": ["lion"], "controller": "B"}],
                    designations=[{"goad": "lion", "by": "B"}], players=FOUR)
    assert status(pacified, {}) == "legal"


def test_goad_ruling_a_cost_to_attack_a_player_is_not_forced():
    taxes = [{"kind": "attack_tax", "target": p, "cost": "{2}", "controller": p} for p in ("C", "D")]
    b = _goaded("B", perms=[land("f1", ["{G}"]), land("f2", ["{G}"])])
    b = make([creature("lion"), land("f1", ["{G}"]), land("f2", ["{G}"])], taxes, players=FOUR,
             designations=[{"goad": "lion", "by": "B"}])
    r = b.check({"attacks": {"lion": "B"}})
    assert r.status == "legal" and r.maximum == 1  # only "attacks if able" is obeyable for free
    assert status(b, {"lion": "C"}) == "legal"  # paying is allowed
    assert status(b, {}) == "illegal"


def test_goad_ruling_if_no_other_player_can_be_attacked_attack_a_planeswalker_battle_or_goader():
    archons = [{"kind": "cant_attack_target", "creatures": ["lion"], "target": p, "controller": p} for p in ("C", "D")]
    pw = {"id": "pw", "controller": "C", "types": ["planeswalker"], "loyalty": 3}
    b = make([creature("lion"), pw], archons, players=FOUR, designations=[{"goad": "lion", "by": "B"}])
    assert status(b, {"lion": "B"}) == "legal"
    assert status(b, {"lion": "pw"}) == "legal"
    assert status(b, {}) == "illegal"


def test_goad_ruling_goad_lasts_through_extra_combats():
    assert status(_goaded("B", combat=2), {}) == "illegal"


def test_goad_ruling_goaded_creature_that_loses_all_abilities_still_attacks():
    b = make([creature("lion", abilities=[])], players=FOUR, designations=[{"goad": "lion", "by": "B"}])
    assert status(b, {}) == "illegal"


def test_goad_ruling_goaded_by_each_opponent_attacks_an_opponent_of_its_controllers_choice():
    pw = {"id": "pw", "controller": "B", "types": ["planeswalker"], "loyalty": 3}
    b = _goaded("B", "C", "D", perms=[pw])
    for p in ("B", "C", "D"):
        assert status(b, {"lion": p}) == "legal"
    assert status(b, {"lion": "pw"}) == "illegal"


def test_goad_ruling_goaded_by_several_must_attack_one_who_didnt_goad():
    b = _goaded("B", "C")
    assert status(b, {"lion": "D"}) == "legal"
    assert status(b, {"lion": "B"}) == "illegal"


def test_goad_ruling_disrupt_decorum_goads_only_the_creatures_there_when_it_resolved():
    b = make([creature("lion"), creature("late", sick=True, keywords=["haste"])], players=FOUR,
             designations=[{"goad": "lion", "by": "B"}])
    assert status(b, {"lion": "C"}) == "legal"  # the later creature carries no requirement


def test_goad_ruling_maximum_carnage_is_not_goad():
    eff = [{"kind": "attacks_if_able", "creatures": {"controller": "opponents"}, "controller": "B"},
           {"kind": "attacks_other_than_if_able", "creatures": {"controller": "opponents"}, "player": "B", "controller": "B"}]
    b = make([creature("lion")], eff, players=FOUR, designations=[{"goad": "lion", "by": "C"}])
    assert b.check({"attacks": {"lion": "D"}}).maximum == 4


def test_goad_ruling_pramikon_only_the_goader_reachable_must_attack_the_goader():
    b = _goaded("B", attack_mode="left")
    assert status(b, {"lion": "B"}) == "legal"
    assert status(b, {}) == "illegal"


def test_goad_effect_kind_goads_each_matching_creature():
    blade = {"id": "blade", "controller": "B", "types": ["artifact"], "subtypes": ["Equipment"],
             "attached_to": "lion", "abilities": [{"kind": "goad", "creatures": "attached"}]}
    b = make([creature("lion"), blade], players=FOUR)
    assert status(b, {"lion": "B"}) == "illegal" and status(b, {"lion": "C"}) == "legal"


# --- costs 508.1f-j, 107.4, 118.3, 119.4 -----------------------------------------------------------


def _annex(**kw):
    return {"id": "annex", "controller": "B", "types": ["artifact"],
            "abilities": [{"kind": "attack_tax", "target": "you", "include_planeswalkers": True, "cost": "{W/P}", **kw}]}


def test_508_1f_attackers_are_tapped_before_costs_so_a_mana_creature_cant_pay_its_own_tax():
    b = make([creature("pilgrim", mana=["{W}"]), creature("bear"), _annex()], players=({"id": "A", "life": 1}, "B"))
    assert status(b, {"bear": "B"}) == "legal"
    assert status(b, {"pilgrim": "B"}) == "illegal"


def test_702_20b_vigilance_mana_creature_pays_its_own_tax():
    b = make([creature("pilgrim", mana=["{W}"], keywords=["vigilance"]), _annex()], players=({"id": "A", "life": 1}, "B"))
    r = b.check({"attacks": {"pilgrim": "B"}})
    assert r.status == "legal" and r.payment["mana"] == [{"source": "pilgrim", "mana": "{W}"}]


def test_302_6_sick_mana_creature_cant_pay_but_a_new_land_can():
    b = make([creature("bear"), creature("elf", sick=True, mana=["{W}"]), _annex()], players=({"id": "A", "life": 1}, "B"))
    assert status(b, {"bear": "B"}) == "illegal"
    b2 = make([creature("bear"), land("plains", ["{W}"], sick=True), _annex()], players=({"id": "A", "life": 1}, "B"))
    assert status(b2, {"bear": "B"}) == "legal"


def test_107_4f_phyrexian_mana_paid_with_two_life_and_119_4_not_below_two_life():
    b = make([creature("x"), creature("y"), _annex()], players=({"id": "A", "life": 4}, "B"))
    r = b.check({"attacks": {"x": "B", "y": "B"}})
    assert r.status == "legal" and r.payment["life"] == 4
    b3 = make([creature("x"), creature("y"), _annex()], players=({"id": "A", "life": 3}, "B"))
    assert status(b3, {"x": "B", "y": "B"}) == "illegal"


def test_norns_annex_covers_planeswalkers_and_propaganda_does_not():
    pw = {"id": "pw", "controller": "B", "types": ["planeswalker"], "loyalty": 3}
    prop = {"id": "prop", "controller": "B", "types": ["enchantment"],
            "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{2}"}]}
    assert status(make([creature("x"), pw, prop]), {"x": "pw"}) == "legal"
    assert status(make([creature("x"), pw, _annex()], players=({"id": "A", "life": 1}, "B")), {"x": "pw"}) == "illegal"


def test_propaganda_copies_add_up():
    prop = lambda i: {"id": f"prop{i}", "controller": "B", "types": ["enchantment"],
                      "abilities": [{"kind": "attack_tax", "target": "you", "cost": "{2}"}]}
    lands = [land(f"l{i}", ["{C}"]) for i in range(3)]
    b = make([creature("x"), prop(1), prop(2), *lands])
    r = b.check({"attacks": {"x": "B"}})
    assert r.status == "illegal" and r.cost["mana"] == "{4}"
    assert any(v["kind"] == "cost" for v in r.violations)


def test_hybrid_twobrid_and_colorless_symbols():
    def tax(cost):
        return {"kind": "attack_tax", "target": "B", "cost": cost, "controller": "B"}
    w = [land("plains", ["{W}"])]
    assert status(make([creature("x"), *w], [tax("{W/U}")]), {"x": "B"}) == "legal"
    assert status(make([creature("x"), *w], [tax("{U/B}")]), {"x": "B"}) == "illegal"
    assert status(make([creature("x"), *w], [tax("{2/W}")]), {"x": "B"}) == "legal"
    assert status(make([creature("x"), *w], [tax("{C}")]), {"x": "B"}) == "illegal"
    assert status(make([creature("x"), land("wastes", ["{C}"])], [tax("{C}")]), {"x": "B"}) == "legal"
    two = [land("a", ["{G}"]), land("b", ["{G}"])]
    assert status(make([creature("x"), *two], [tax("{2/W}")]), {"x": "B"}) == "legal"


def test_any_color_and_two_option_sources_and_the_mana_pool():
    tax = {"kind": "attack_tax", "target": "B", "cost": "{W}{U}", "controller": "B"}
    b = make([creature("x"), land("city", ["any"]), land("coast", ["{W}", "{U}"])], [tax])
    assert status(b, {"x": "B"}) == "legal"
    pool = make([creature("x"), land("coast", ["{W}", "{U}"])], [tax],
                players=({"id": "A", "mana_pool": "{U}"}, "B"))
    assert status(pool, {"x": "B"}) == "legal"


def test_107_3_x_fixed_by_the_effect_sphere_of_safety_counts_enchantments():
    sphere = {"id": "sphere", "controller": "B", "types": ["enchantment"],
              "abilities": [{"kind": "attack_tax", "target": "you", "include_planeswalkers": True, "cost": "{X}",
                             "x": {"count": {"controller": "you", "types": ["enchantment"]}}}]}
    other = {"id": "other", "controller": "B", "types": ["enchantment"]}
    b = make([creature("x"), sphere, other, land("l1", ["{G}"]), land("l2", ["{G}"])])
    r = b.check({"attacks": {"x": "B"}})
    assert r.status == "legal" and r.cost["mana"] == "{2}"


def test_brainwash_attack_cost_applies_to_any_defender():
    b = make([creature("x", abilities=[]), land("l", ["{G}"])],
             [{"kind": "attack_cost", "creatures": ["x"], "cost": "{3}", "controller": "B"}])
    assert status(b, {"x": "B"}) == "illegal"


# --- copies 707 and characteristic-changing statics ---------------------------------------------


def test_707_2_a_copy_of_juggernaut_attacks_each_combat_itself():
    jug = creature("jug", abilities=[{"kind": "attacks_if_able", "creatures": ["jug"]}], tapped=True)
    copy = {"id": "copy", "copy_of": "jug", "controller": "A"}
    b = make([jug, copy])
    assert status(b, {}) == "illegal"  # the copy's requirement names the copy
    assert status(b, {"copy": "B"}) == "legal"  # tapped status is not copied


def test_707_9_urza_token_copy_is_a_1_1_soldier_creature_and_sick():
    relic = {"id": "relic", "controller": "A", "types": ["artifact"], "mana": ["{C}"]}
    token = {"id": "soldier", "copy_of": "relic", "controller": "A", "token": True, "sick": True,
             "copy_except": {"types_add": ["creature"], "subtypes_add": ["Soldier"], "power": 1, "toughness": 1}}
    b = make([relic, token])
    p = b.resolved.permanents["soldier"]
    assert p.is_creature and "Soldier" in p.subtypes and (p.power, p.toughness) == (1, 1)
    assert status(b, {"soldier": "B"}) == "illegal"


def test_707_2_goad_is_not_copied():
    b = make([creature("lion"), {"id": "copy", "copy_of": "lion", "controller": "A"}], players=FOUR,
             designations=[{"goad": "lion", "by": "B"}])
    assert status(b, {"lion": "C"}) == "legal"


def test_707_a_copy_of_a_copy_takes_the_copied_values():
    jug = creature("jug", abilities=[{"kind": "attacks_if_able", "creatures": ["jug"]}], tapped=True)
    b = make([jug, {"id": "c1", "copy_of": "jug", "controller": "A", "tapped": True},
              {"id": "c2", "copy_of": "c1", "controller": "A"}])
    assert status(b, {}) == "illegal" and status(b, {"c2": "B"}) == "legal"


def test_anthem_applies_after_the_copy_and_matters_for_ensnaring_bridge():
    urza = {"id": "urza", "controller": "A", "types": ["creature"], "power": 2, "toughness": 3,
            "abilities": [{"kind": "modify_pt", "creatures": {"controller": "you", "types": ["artifact", "creature"]},
                           "power": 2, "toughness": 2}]}
    relic = {"id": "relic", "controller": "A", "types": ["artifact"]}
    token = {"id": "soldier", "copy_of": "relic", "controller": "A",
             "copy_except": {"types_add": ["creature"], "subtypes_add": ["Soldier"], "power": 1, "toughness": 1}}
    bridge = {"id": "bridge", "controller": "B", "types": ["artifact"],
              "abilities": [{"kind": "cant_attack", "creatures": {"power_greater_than": "hand"}}]}
    b = make([urza, relic, token, bridge], players=("A", {"id": "B", "hand": 2}))
    assert b.resolved.permanents["soldier"].power == 3
    assert status(b, {"soldier": "B"}) == "illegal"
    assert status(b, {"urza": "B"}) == "legal"


def test_hellraiser_goblin_grants_haste_and_attacks_each_combat():
    hell = creature("hell", abilities=[{"kind": "grant_keywords", "creatures": {"controller": "you"}, "keywords": ["haste"]},
                                       {"kind": "attacks_if_able", "creatures": {"controller": "you"}}])
    b = make([hell, creature("new", sick=True)])
    assert status(b, {"hell": "B"}) == "illegal"
    assert status(b, {"hell": "B", "new": "B"}) == "legal"


def test_rule_with_an_even_hand_you_cant_attack_with_an_odd_number_of_creatures():
    """Rule with an Even Hand: "You can't attack with an odd number of creatures." (508.1c;
    zero is even). It binds its controller's attacks only."""
    even = {"kind": "cant_attack_with_odd_number", "controller": "A"}
    b = make([creature("x"), creature("y"), creature("z")], [even])
    assert status(b, {}) == "legal"
    assert status(b, {"x": "B"}) == "illegal"
    assert status(b, {"x": "B", "y": "B"}) == "legal"
    assert status(b, {"x": "B", "y": "B", "z": "B"}) == "illegal"
    assert b.count().count == 1 + 3  # none, or one of the three pairs
    r = b.check({"attacks": {"x": "B"}})
    assert r.violations[0]["rule"] == "508.1c" and "odd number" in r.violations[0]["message"]
    theirs = make([creature("x"), creature("y")], [{**even, "controller": "B"}])
    assert status(theirs, {"x": "B"}) == "legal"


def test_rule_with_an_even_hand_a_forced_creature_brings_a_partner_if_able():
    """508.1d under Rule with an Even Hand: "attacks each combat if able" is obeyed only with
    an even number of attackers, so the forced creature attacks with a partner."""
    b = make([creature("jug"), creature("bear")],
             [{"kind": "cant_attack_with_odd_number", "controller": "A"},
              {"kind": "attacks_if_able", "creatures": ["jug"], "controller": "B"}])
    assert status(b, {}) == "illegal"
    assert status(b, {"jug": "B", "bear": "B"}) == "legal"
    assert b.check({"attacks": {}}).maximum == 1
