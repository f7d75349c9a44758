"""The batch worker's answers to whole requests: a repeated request (same board, request and
fields) is answered from the cache, with the same output as the first time; an unknown is
not kept."""

import json

from attackcheck.batch import BoardCache, solve_line

BOARD = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
         "permanents": [{"id": "bear", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2}],
         "effects": [{"kind": "attacks_if_able", "creatures": ["bear"], "controller": "B"}]}


def test_a_repeated_request_is_answered_from_the_cache_with_the_same_output():
    cache = BoardCache()
    line = json.dumps({"id": 1, "board": BOARD, "declaration": {"attacks": {}}})
    again = json.dumps({"id": 2, "declaration": {"attacks": {}}, "board": BOARD})  # same request, other order
    first = solve_line(line, 1, cache=cache)
    second = solve_line(again, 2, cache=cache)
    assert cache.result_hits == 1
    assert first["result"]["status"] == "illegal"
    assert {**first, "line": 2, "id": 2} == second
    second["result"]["violations"].clear()  # the caller's copy: the cache keeps its own
    assert solve_line(line, 3, cache=cache)["result"] == first["result"]
    other = solve_line(json.dumps({"board": BOARD, "declaration": {"attacks": {"bear": "B"}}}), 4, cache=cache)
    assert other["result"]["status"] == "legal" and cache.result_hits == 2


def test_an_unknown_answer_is_not_kept():
    cache = BoardCache()
    line = json.dumps({"board": BOARD, "declaration": {"attacks": {}}})
    assert solve_line(line, 1, time_limit=0, cache=cache)["result"]["status"] == "unknown"
    assert solve_line(line, 2, time_limit=0, cache=cache)["result"]["status"] == "unknown"
    assert cache.result_hits == 0


def test_a_cache_resized_to_nothing_keeps_no_answer():
    cache = BoardCache()
    line = json.dumps({"board": BOARD, "declaration": {"attacks": {}}})
    solve_line(line, 1, cache=cache)
    cache.resize(0)
    solve_line(line, 2, cache=cache)
    assert cache.result_hits == 0
