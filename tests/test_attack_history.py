"""Port Razer and Bloodthirster: "can't attack a player it has already attacked this turn"
(`cant_attack_players_attacked`), read from each creature's `attacked_this_turn`: in the
turn's first combat phase no creature has attacked; from the second on, the board says whom
each attacked, else the answers are unknown."""

import pytest

from attackcheck import Board, BoardError
from helpers import board, creature, make

FOUR = ("A", "B", "C", "D")
JACE_B = {"id": "jace", "name": "Jace Beleren", "controller": "B", "types": ["planeswalker"], "loyalty": 3}


def _razer(**kw) -> dict:
    return {"id": "razer", "card": "Port Razer", "controller": "A", **kw}


def test_port_razer_in_the_second_combat_cant_attack_a_player_it_attacked_508_1c():
    b = make(perms=[_razer(attacked_this_turn=["B"]), JACE_B], players=FOUR, combat=2)
    assert b.unread == []
    got = b.check({"attacks": {"razer": "B"}})
    assert got.status == "illegal" and got.violations[0].rule == "508.1c"
    assert "a player it has already attacked this turn" in got.violations[0].message
    for d in ("C", "D", "jace"):  # another player, or B's planeswalker (no player)
        assert b.check({"attacks": {"razer": d}}).status == "legal"
    assert b.count().count == 4  # home, C, D, Jace


def test_bloodthirster_reads_the_same():
    bt = {"id": "bt", "card": "Bloodthirster", "controller": "A", "attacked_this_turn": ["C"]}
    b = make(perms=[bt], players=FOUR, combat=2)
    assert b.unread == []
    assert b.check({"attacks": {"bt": "C"}}).status == "illegal"
    assert b.check({"attacks": {"bt": "B"}}).status == "legal"


def test_in_the_first_combat_it_may_attack_anyone():
    b = make(perms=[_razer(), JACE_B], players=FOUR)
    assert b.unread == []
    assert b.check({"attacks": {"razer": "B"}}).status == "legal"
    assert b.count().count == 5


def test_from_the_second_combat_an_unstated_history_is_unknown_not_a_guess():
    b = make(perms=[_razer()], players=FOUR, combat=2)
    assert b.check({"attacks": {"razer": "B"}}).status == "unknown"
    assert "attacked this turn" in b.unread[0]["text"]
    assert b.count().status == "unknown"
    # a Port Razer that can't attack anyway asks nothing
    assert make(perms=[_razer(tapped=True)], players=FOUR, combat=2).unread == []


def test_a_goaded_port_razer_must_attack_a_player_it_may_still_attack_701_15b():
    # goaded by C in the second combat, having attacked B and D: C is the only player left;
    # it must attack if able, and attacking C obeys one instance (the other can't be obeyed)
    b = make(perms=[_razer(attacked_this_turn=["B", "D"])], players=FOUR, combat=2,
             designations=[{"goad": "razer", "by": "C"}])
    assert b.check({"attacks": {}}).status == "illegal"
    assert b.check({"attacks": {"razer": "C"}}).status == "legal"
    assert b.check({"attacks": {"razer": "B"}}).status == "illegal"


def test_other_creatures_are_not_limited_by_it():
    bear = creature("bear", attacked_this_turn=["B"])
    b = make(perms=[_razer(attacked_this_turn=[]), bear], players=FOUR, combat=2)
    assert b.check({"attacks": {"bear": "B", "razer": "B"}}).status == "legal"


def test_the_history_names_players_of_the_game_and_only_from_the_second_combat():
    with pytest.raises(BoardError) as err:
        Board(board(perms=[_razer(attacked_this_turn=["Z"])], players=FOUR, combat=2))
    assert err.value.path == "permanents[0].attacked_this_turn[0]"
    with pytest.raises(BoardError) as err:
        Board(board(perms=[_razer(attacked_this_turn=["B"])], players=FOUR))
    assert err.value.path == "permanents[0].attacked_this_turn"
    assert "first combat phase" in str(err.value)
