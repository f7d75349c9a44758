"""The board's `answers` against `holds` written on the condition: on random boards, every
`asked` question of an effect's own condition (and every `defending_player_asked` of a
`cant_attack`'s `unless`, but for the active player, who is never a defending player: 506.2)
moved into `answers`, the check, the count and M are the same. And a chosen color (105.4):
one answer yes, or four no, gives the same as all five answered."""

from __future__ import annotations

import copy
from typing import Any, Optional

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import strategies
from attackcheck import Board

pytestmark = pytest.mark.slow

SETTINGS = dict(deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)


def _asked(effect: dict) -> list[tuple[dict, str]]:
    """The effect's own questions: (the dict holding `holds`, which kind)."""
    out = []
    cond = effect.get("condition") or {}
    if isinstance(cond.get("asked"), dict):
        out.append((cond["asked"], "asked"))
    unless = effect.get("unless") or {}
    if isinstance(unless.get("defending_player_asked"), dict):
        out.append((unless["defending_player_asked"], "per_player"))
    return out


def _copies(raw: dict, pid: str) -> list[str]:
    """The permanents that copy `pid`, directly or through another copy."""
    out: list[str] = []
    todo = [pid]
    while todo:
        q = todo.pop()
        for p in raw.get("permanents", []):
            if p.get("copy_of") == q and p["id"] not in out and p["id"] != pid:
                out.append(p["id"])
                todo.append(p["id"])
    return out


def answered(raw: dict) -> Optional[dict]:
    """The board with its questions answered in `answers` instead (None: none to move)."""
    raw = copy.deepcopy(raw)
    found: dict[tuple[Optional[str], str, str], list[dict]] = {}
    for e in raw.get("effects", []):
        for holder, kind in _asked(e):
            found.setdefault((e.get("source"), kind, holder["question"]), []).append(holder)
    for p in raw.get("permanents", []):
        for e in p.get("abilities", []):
            for holder, kind in _asked(e):
                found.setdefault((p["id"], kind, holder["question"]), []).append(holder)
    answers: list[dict[str, Any]] = []
    questions: dict[tuple[Optional[str], str], str] = {}
    for (source, kind, question), holders in found.items():
        values = [h.get("holds") for h in holders]
        # one answer a question: where a permanent's effects disagree, or one question is asked
        # both ways, its answers stay on the effects
        if any(v != values[0] for v in values) or values[0] is None or questions.setdefault(
                (source, question), kind) != kind:
            continue
        for h in holders:
            h["holds"] = None
        holds = values[0]
        if kind == "per_player":  # the active player is never a defending player (506.2): no key for them
            holds = {p: v for p, v in holds.items() if p != raw["turn"]["active"]}
        answers.append({**({"permanent": source} if source is not None else {}), "question": question,
                        "holds": holds})
        # a copy's abilities are the original's (707.2): it asks the question itself, so the
        # board answers it for the copy too (what `holds` on the copied effect answered)
        for copy_id in _copies(raw, source) if source is not None else ():
            answers.append({"permanent": copy_id, "question": question, "holds": holds})
    if not answers:
        return None
    raw["answers"] = answers
    return raw


@settings(max_examples=400, **SETTINGS)
@given(st.data())
def test_answers_give_the_same_answers_as_holds(data: Any) -> None:
    raw = data.draw(strategies.boards(extended=True))
    moved = answered(raw)
    if moved is None:
        return
    attacks = data.draw(strategies.declarations(raw))
    before, after = Board(raw), Board(moved)
    assert before.unread == after.unread
    b, a = before.check({"attacks": attacks}), after.check({"attacks": attacks})
    assert (a.status, a.maximum, a.obeyed) == (b.status, b.maximum, b.obeyed), (moved["answers"], b.to_dict())
    assert after.count().count == before.count().count


def test_the_property_moves_some_answers() -> None:
    # the property above is not vacuous: boards of the strategy do carry questions to move
    moved = 0

    @settings(max_examples=300, **SETTINGS)
    @given(strategies.boards(extended=True))
    def run(raw: dict) -> None:
        nonlocal moved
        moved += answered(raw) is not None

    run()
    assert moved >= 10


COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def bannered(raw: dict) -> dict:
    """The board with a Heraldic Banner of the active player's written out as the card reader
    reads it: +1/+0 to their creatures of the chosen color, one question a color."""
    raw = copy.deepcopy(raw)
    active = raw["turn"]["active"]
    abilities = [{"kind": "modify_pt", "creatures": {"controller": "you", "colors": [letter]}, "power": 1,
                  "toughness": 0, "condition": {"asked": {"question": f"Is the color chosen for Banner {word}?"}}}
                 for word, letter in COLORS.items()]
    raw["permanents"].append({"id": "banner", "name": "Banner", "controller": active, "types": ["artifact"],
                              "abilities": abilities})
    return raw


@settings(max_examples=150, **SETTINGS)
@given(st.data())
def test_one_answer_to_a_chosen_color_is_as_good_as_five(data: Any) -> None:
    raw = bannered(data.draw(strategies.boards(extended=True)))
    chosen = data.draw(st.sampled_from(sorted(COLORS)))
    attacks = data.draw(strategies.declarations(raw))

    def with_answers(colors: list[str]) -> Board:
        return Board({**raw, "answers": [{"permanent": "banner", "question": f"Is the color chosen for Banner {c}?",
                                          "holds": c == chosen} for c in colors]})

    five = with_answers(sorted(COLORS))
    expected = five.check({"attacks": attacks})
    for board in (with_answers([chosen]), with_answers([c for c in sorted(COLORS) if c != chosen])):
        assert board.unread == five.unread
        got = board.check({"attacks": attacks})
        assert (got.status, got.maximum, got.obeyed) == (expected.status, expected.maximum, expected.obeyed)
        assert board.count().count == five.count().count
