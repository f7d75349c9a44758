"""Shrunk cases found by running the randomized tests of count, bounds, proposals and
explanations far longer than CI does (derandomized off, other seeds), each checked against
the brute-force reference (tests/reference.py)."""

import reference
from attackcheck import Board
from attackcheck.solver.count import count


def _board(permanents: list[dict], **more) -> dict:
    return {"version": 1, "players": [{"id": "A", "hand": 0}, {"id": "B", "hand": 0}],
            "turn": {"active": "B"}, "permanents": permanents, **more}


def test_508_1d_a_lower_bound_tries_the_witness_of_every_pattern_s_m():
    """508.1d, 701.15b: c1 is goaded by A (the only defender), and "if c1 attacks, c2 attacks
    if able". M without that requirement is 1, reached by c1 attacking alone, which brings the
    requirement into existence and then obeys 1 of 2: not legal. The one legal declaration
    (both attack) is the witness of the other pattern's M, so the bounds start at 1."""
    raw = _board([{"id": "c1", "controller": "B", "types": ["creature"]},
                  {"id": "c2", "controller": "B", "types": ["creature"]}],
                 designations=[{"goad": "c1", "by": "A"}],
                 effects=[{"kind": "attacks_if_able", "creatures": ["c2"], "when_attacking": ["c1"],
                           "controller": "A"}])
    assert reference.legal_declarations(raw) == [{"c1": "A", "c2": "A"}]
    board = Board(raw)
    assert board.count().count == 1
    assert board.check({"attacks": {"c1": "A"}}).status == "illegal"
    got = count(board.context, time_limit=60, bounds_only=True)
    assert got.count == 1 or 1 <= got.lower <= 1 <= got.upper


def test_508_1d_more_than_four_requirements_that_exist_only_if_a_creature_attacks_are_not_drawn():
    """508.1d: with five "attacks if able when it attacks" the solver answers unknown (M for
    each of 2^k patterns: at most four are judged, docs/readings.md), which no comparison with
    the reference can use; the random boards drop `when_attacking` past four (strategies)."""
    import strategies

    raw = _board([{"id": f"c{i}", "controller": "B", "types": ["creature"],
                   "abilities": [{"kind": "attacks_if_able", "creatures": "self", "when_attacking": "self"}]}
                  for i in range(5)])
    board = Board(raw)
    assert board.check({"attacks": {}}).status == "unknown"
    assert "judges at most 4" in board.context.unread[0]["text"]
    assert reference.Rules(reference.Board(raw)).conditional_effects == 5
    assert len(reference.legal_declarations(raw)) == 2 ** 5  # each attacking alone obeys its own
    plain = strategies.unconditional(raw)
    assert reference.Rules(reference.Board(plain)).conditional_effects == 0
    assert Board(plain).count().count == len(reference.legal_declarations(plain)) == 1
