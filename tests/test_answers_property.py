"""The board's `answers` against `holds` written on the condition: on random boards, every
`asked` question of an effect's own condition (and every `defending_player_asked` of a
`cant_attack`'s `unless`) moved into `answers`, the check, the count and M are the same."""

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
        answers.append({**({"permanent": source} if source is not None else {}), "question": question,
                        "holds": values[0]})
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

    @settings(max_examples=200, **SETTINGS)
    @given(strategies.boards(extended=True))
    def run(raw: dict) -> None:
        nonlocal moved
        moved += answered(raw) is not None

    run()
    assert moved >= 10
