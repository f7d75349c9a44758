"""A review of the rules semantics on hand-written boards: one test per rule, each answer
compared with the brute-force reference as well."""

import pytest

from attackcheck import Board, BoardError
from helpers import board, both, count, creature, land, status

FIVE = ("A", "B", "C", "D", "E")  # at range 1, A reaches B and E; C and D are two seats away


# --- 801.10: an effect can't affect what is outside its controller's range of influence ----


def test_801_10_a_cap_controlled_outside_the_range_doesnt_bind_the_attack():
    arbiter = {"kind": "max_attackers", "count": 1, "controller": "C"}  # Silent Arbiter, two seats away
    raw = board([creature("bear"), creature("elk")], [arbiter], players=FIVE, range_of_influence=1)
    assert both(raw, {"bear": "B", "elk": "E"})[0] == "legal"
    near = board([creature("bear"), creature("elk")], [dict(arbiter, controller="B")], players=FIVE,
                 range_of_influence=1)
    assert both(near, {"bear": "B", "elk": "E"})[0] == "illegal"


def test_801_10_restrictions_requirements_and_taxes_from_outside_the_range_dont_apply():
    far = [{"kind": "cant_attack", "creatures": {"controller": "any"}, "controller": "C"},
           {"kind": "attacks_if_able", "creatures": {"controller": "any"}, "controller": "D"},
           {"kind": "attack_tax", "target": "B", "cost": "{2}", "controller": "C"}]
    raw = board([creature("bear")], far, players=FIVE, range_of_influence=1)
    assert both(raw, {}) == ("legal", 0, 0)
    assert both(raw, {"bear": "B"}) == ("legal", 0, 0)
    assert count(raw) == 3
    assert count(board([creature("bear")], far, players=FIVE)) == 1  # without a range: the restriction holds


def test_801_10_a_keyword_grant_from_outside_the_range_doesnt_reach_the_creature():
    walls = {"kind": "grant_keywords", "creatures": {"controller": "any"}, "keywords": ["defender"], "controller": "D"}
    assert both(board([creature("bear")], [walls], players=FIVE, range_of_influence=1), {"bear": "E"})[0] == "legal"
    assert both(board([creature("bear")], [walls], players=FIVE), {"bear": "E"})[0] == "illegal"


def test_801_10_a_mana_effect_from_outside_the_range_doesnt_change_the_active_players_lands():
    flare = {"kind": "mana_trigger", "sources": {"types": ["land"]}, "add": "same", "controller": "C"}
    tax = {"kind": "attack_tax", "target": "you", "cost": "{2}", "controller": "B"}
    raw = board([creature("bear"), land("forest", ["{G}"])], [flare, tax], players=FIVE, range_of_influence=1)
    assert both(raw, {"bear": "B"})[0] == "illegal"  # one Forest, no second {G} from the far Mana Flare
    assert both(board([creature("bear"), land("forest", ["{G}"])], [flare, tax], players=FIVE),
                {"bear": "B"})[0] == "legal"


def test_801_10_a_direction_goad_or_permission_from_outside_the_range_doesnt_reach_the_attack():
    five = {"players": FIVE, "range_of_influence": 1}
    pramikon = {"kind": "attack_direction", "direction": "left", "controller": "C"}
    assert both(board([creature("bear")], [pramikon], **five), {"bear": "E"})[0] == "legal"
    assert both(board([creature("bear")], [dict(pramikon, controller="B")], **five), {"bear": "E"})[0] == "illegal"
    blade = {"kind": "goad", "creatures": ["bear"], "controller": "D"}
    assert both(board([creature("bear")], [blade], **five), {}) == ("legal", 0, 0)
    wall = creature("wall", keywords=["defender"])
    arch = {"kind": "ignore_defender", "creatures": ["wall"], "controller": "C"}
    assert both(board([wall], [arch], **five), {"wall": "B"})[0] == "illegal"


def test_801_10_a_granted_ability_from_outside_the_range_is_not_granted():
    grant = {"kind": "grant_abilities", "creatures": {"controller": "any"}, "controller": "C",
             "abilities": [{"kind": "cant_attack", "creatures": "self"}]}
    raw = board([creature("bear")], [grant], players=FIVE, range_of_influence=1)
    assert both(raw, {"bear": "B"})[0] == "legal"


def test_801_11_a_battlefield_count_sees_only_what_is_within_range():
    # Harbor Serpent-like: can't attack unless there are two or more Islands on the battlefield
    serpent = creature("serpent", abilities=[{"kind": "cant_attack", "creatures": "self", "condition": {
        "battlefield": {"selector": {"subtypes": ["Island"]}, "at_most": 1}}}])
    islands = [{"id": f"i{p}", "controller": p, "types": ["land"], "subtypes": ["Island"]} for p in ("B", "C")]
    assert both(board([serpent, *islands], players=FIVE, range_of_influence=1), {"serpent": "B"})[0] == "illegal"
    assert both(board([serpent, *islands], players=FIVE), {"serpent": "B"})[0] == "legal"


def test_801_11_an_x_count_sees_only_what_is_within_the_controllers_range():
    # Sphere of Safety-like tax of B, X = enchantments: D's is two seats from B
    sphere = {"kind": "attack_tax", "target": "you", "cost": "{X}", "x": {"count": {"types": ["enchantment"]}},
              "controller": "B"}
    perms = [creature("bear"), land("forest", ["{G}"]),
             {"id": "e1", "controller": "B", "types": ["enchantment"]},
             {"id": "e2", "controller": "D", "types": ["enchantment"]}]
    assert both(board(perms, [sphere], players=FIVE, range_of_influence=1), {"bear": "B"})[0] == "legal"
    assert both(board(perms, [sphere], players=FIVE), {"bear": "B"})[0] == "illegal"


def test_801_3_a_battle_is_attacked_through_its_protector_within_range_whoever_controls_it():
    siege = {"id": "siege", "controller": "C", "types": ["battle"], "subtypes": ["Siege"], "protector": "B",
             "defense": 5}
    assert both(board([creature("bear"), siege], players=FIVE, range_of_influence=1), {"bear": "siege"})[0] == "legal"
    far = dict(siege, controller="B", protector="C")
    r = Board(board([creature("bear"), far], players=FIVE, range_of_influence=1)).check({"attacks": {"bear": "siege"}})
    assert r.status == "illegal" and r.violations[0]["kind"] == "defender"


def test_801_5a_the_chosen_defending_player_is_within_range():
    with pytest.raises(BoardError) as e:
        Board(board([creature("bear")], players=FIVE, range_of_influence=1, attack_mode="C"))
    assert e.value.path == "turn.attack_mode"
    assert status(Board(board([creature("bear")], players=FIVE, range_of_influence=1, attack_mode="E")),
                  {"bear": "E"}) == "legal"


# --- 310.11a, 704.5x: a Siege's protector is an opponent of its controller -------------------


@pytest.mark.parametrize("controller", ["A", "B"])
def test_704_5x_a_siege_protected_by_its_controller_is_bad_input(controller):
    siege = {"id": "siege", "controller": controller, "types": ["battle"], "subtypes": ["Siege"],
             "protector": controller, "defense": 5}
    with pytest.raises(BoardError) as e:
        Board(board([creature("bear"), siege]))
    assert e.value.path == "permanents[1].protector"


def test_310_8a_a_battle_of_another_type_may_be_protected_by_its_controller():
    battle = {"id": "bt", "controller": "B", "types": ["battle"], "protector": "B", "defense": 5}
    assert both(board([creature("bear"), battle]), {"bear": "bt"})[0] == "legal"


# --- 800.4m, 701.15: a goad by a player who has left the game --------------------------------


def test_800_4m_a_goad_by_a_player_who_left_lasts_and_any_player_is_other_than_them():
    raw = board([creature("lion")], players=("A", "B", "C"), designations=[{"goad": "lion", "by": "Z"}])
    assert both(raw, {}) == ("illegal", 0, 2)
    assert both(raw, {"lion": "B"}) == ("legal", 2, 2)
    assert count(raw) == 2
    r = Board(raw).check({"attacks": {}})
    assert "left the game" in r.violations[0]["message"]


def test_701_15c_a_goader_who_left_and_one_still_playing_each_add_their_requirements():
    raw = board([creature("lion")], players=("A", "B", "C"),
                designations=[{"goad": "lion", "by": "Z"}, {"goad": "lion", "by": "B"}])
    assert both(raw, {"lion": "C"}) == ("legal", 4, 4)
    assert both(raw, {"lion": "B"}) == ("illegal", 3, 4)


def test_a_goad_designation_by_a_permanent_is_bad_input():
    with pytest.raises(BoardError) as e:
        Board(board([creature("lion")], designations=[{"goad": "lion", "by": "lion"}]))
    assert e.value.path == "designations[0].by"
