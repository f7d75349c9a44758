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
