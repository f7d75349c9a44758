"""A check decided case by case: where the only thing a board leaves unread is a few `asked`
questions (a fact no field states: a spell cast this turn, max speed), the declaration is
checked once for every answer to them; when every case gives the same verdict, that verdict
holds whatever the answers are (an opponent's Bontu aside, Ketramose's "can't attack unless
seven or more cards are in exile" leaves a bear's attack legal either way).

A question is (source, controller, question, player): the same words asked by two
permanents, or by two effects of different controllers ("you" is each one's controller), are
two questions, so no case the board could be in is left out; a question about each defending
player (Crown-Hunter Hireling's "is the monarch") is one question per player the board leaves
it open for. The options of one choice (a color chosen as it entered, 105.4) are answered
together: one of them yes (or, for a card name, none of those asked: 201.3). A case that is
itself unknown (a question it brings, the time limit) leaves the check unknown.
"""

from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Any, Iterator, Optional

from attackcheck.models.conditions import Choice, Question, choice_of, held_by_one

from .deadline import Deadline, TimeLimitReached
from .results import CheckResult, CheckStatus, CountResult, CountStatus, Proposal, ProposeStatus, Violation

if TYPE_CHECKING:
    from attackcheck.models.board import BoardModel
    from attackcheck.models.resolve import ResolvedBoard

    from .context import Context

CASES = 16  # at most 16 cases: four questions, each yes or no


def open_questions(rb: "ResolvedBoard", unread: list[Any]) -> Optional[list[Question]]:
    """The questions an unknown answer may be decided over (each unread entry's, by its
    permanent and words: a question about each defending player once per player it leaves
    open), or None where something else is unread (text not read, mana not read, a
    graveyard not given)."""
    questions: list[Question] = []
    for u in unread:
        words = (u.get("permanent"), u.get("text") or "")
        asked = [q for q, text in rb.asked_open.items() if (q[0], text) == words]
        if not asked:
            return None
        if len(questions) + len(asked) > CASES:  # each question at least one case more
            return None
        questions += sorted(asked, key=lambda q: (q[0] or "", q[1] or "", q[2], q[3] or ""))
    questions = list(dict.fromkeys(questions))
    return questions or None


def cases(rb: "ResolvedBoard", questions: list[Question]) -> Optional[list[dict[Question, bool]]]:
    """Every way of answering the questions the board could be in, or None past CASES: each
    question yes or no, but the options of one choice (conditions.choice_of: a color chosen as
    it entered, 105.4) one yes and the choice's others no, or all of them no where another
    option of the choice, not answered no, may be the one chosen (always, for a card name:
    201.3)."""
    from attackcheck.models.resolve import board_answers

    answers = board_answers(rb.model)
    alone: list[Question] = []
    choices: dict[tuple[Optional[str], Optional[str], str], tuple[Choice, list[Question]]] = {}
    held: dict[tuple[Optional[str], Optional[str], str], list[Question]] = {}
    for q in questions:
        choice = choice_of(q[2]) if q[3] is None else None
        if choice is not None:
            choices.setdefault((q[0], q[1], choice.name), (choice, []))[1].append(q)
        elif q[3] is not None and held_by_one(q[2]):
            held.setdefault((q[0], q[1], q[2]), []).append(q)
        else:
            alone.append(q)
    ways: list[list[dict[Question, bool]]] = [[{q: False}, {q: True}] for q in alone]
    for asked in held.values():
        # the monarch (722): at most one of these players, or none of them (another, or no one)
        ways.append([{q: False for q in asked}] + [{o: o == q for o in asked} for q in asked])
    for (source, ctl, _), (choice, asked) in choices.items():
        named = {q[2] for q in asked}
        # the options that may be the one chosen; an open choice's (a card name, 201.3) asked
        # only where they matter, and a name not asked may be the one
        free = ([q[2] for q in asked] if choice.open_form else
                [o for o in choice.options if answers.get((source, o)) is not False])
        ways.append([{(source, ctl, o, None): o == q[2] for o in free} for q in asked])
        if choice.open_form or any(o not in named for o in free):
            ways[-1].append({q: False for q in asked})
    total = 1
    for w in ways:
        total *= len(w)
    if total > CASES:
        return None
    return [{k: v for part in parts for k, v in part.items()} for parts in product(*ways)]


def _worlds(model: "BoardModel", worlds: list[dict[Question, bool]], deadline: Deadline) -> Iterator["Context"]:
    """The board's facts in each case (resolved again with its answers taken);
    TimeLimitReached past the deadline."""
    from attackcheck.models.errors import InputError
    from attackcheck.models.limits import check_mana
    from attackcheck.models.resolve import resolve_board

    from .context import Context

    for answers in worlds:
        deadline.check("resolving a case of the open questions")
        try:
            world = resolve_board(model, deadline, answers)
            check_mana(world)
        except InputError as exc:  # in this case the board is no board (704.5f: a creature dies) or past a limit
            raise NoCase(str(exc)) from None
        yield Context(world, deadline)


def _label(answers: dict[Question, bool], questions: list[Question]) -> str:
    """A case's answers to the open questions, in words."""
    return " and ".join(f"{q[2]!r} answered {'yes' if answers[q] else 'no'}" + (f" for {q[3]}" if q[3] else "")
                        for q in questions)


class NoCase(Exception):
    """One way of answering the questions makes the board one attacks aren't declared on
    (state-based actions, 704.3) or one past a size limit: the cases don't decide it."""


def check_by_cases(model: "BoardModel", rb: "ResolvedBoard", attacks: dict[str, str], result: CheckResult,
                   deadline: Deadline, explain: bool) -> CheckResult:
    """`result` (unknown) decided over the board's open questions where every case agrees;
    else `result` itself. The decided result keeps `unread`: the questions stay unanswered."""
    from .check import check

    questions = open_questions(rb, result.unread)
    worlds = cases(rb, questions) if questions is not None else None
    if questions is None or worlds is None:
        return result
    judged: list[CheckResult] = []
    try:
        for ctx in _worlds(model, worlds, deadline):
            case = check(ctx, attacks, deadline.left(), explain)
            if case.status == CheckStatus.UNKNOWN:
                return result
            judged.append(case)
    except (TimeLimitReached, NoCase):
        return result
    together = _together(judged, result, [_label(w, questions) for w in worlds])
    if together is None and judged and all(c.maximum is not None and c.maximum == judged[0].maximum for c in judged):
        result.maximum = judged[0].maximum  # the verdict hangs on the answers, M doesn't
    return together or result


def _together(cases: list[CheckResult], unknown: CheckResult, labels: list[str]) -> Optional[CheckResult]:
    """One result for cases that agree on the verdict: a field the cases differ on is left
    out (the maximum, the witness, a legal declaration's payment plan); None where they differ
    on the verdict, on the instances obeyed or on the cost. Illegal, it gives the violations every
    case has, or where they share none, each case's, its message saying in which case (`labels`,
    one per case): illegal in every case is illegal (508.1)."""
    first = cases[0]
    if any((c.status, c.obeyed, dict(c.cost)) != (first.status, first.obeyed, dict(first.cost)) for c in cases):
        return None
    # legal in every case, paid differently in some (Utopia Sprawl's chosen color): legal, with
    # no payment plan (what pays in one case may not in another)
    payment = first.payment if all(c.payment == first.payment for c in cases) else None

    def same(get: Any) -> bool:
        return all(get(c) == get(first) for c in cases)

    violations = [v for v in first.violations if all(any(v.to_dict() == w.to_dict() for w in c.violations)
                                                     for c in cases)]
    if first.status == CheckStatus.ILLEGAL and not violations:
        violations = [Violation(v.kind, v.rule, f"where {label}: {v.message}", v.creatures, v.effect)
                      for c, label in zip(cases, labels) for v in c.violations]
        if not violations:
            return None
    witness_same = same(lambda c: (c.witness, [m.to_dict() for m in c.moves], c.witness_closest))
    return CheckResult(
        status=first.status,
        obeyed=first.obeyed,
        maximum=first.maximum if same(lambda c: c.maximum) else None,
        violations=violations,
        witness=first.witness if witness_same else None,
        cost=first.cost,
        payment=payment,
        moves=first.moves if witness_same else [],
        witness_closest=first.witness_closest if witness_same else False,
        blocked=first.blocked if same(lambda c: c.blocked.to_dict() if c.blocked is not None else None) else None,
        unread=list(unknown.unread),
    )


def count_by_cases(model: "BoardModel", rb: "ResolvedBoard", result: CountResult, deadline: Deadline) -> CountResult:
    """An unknown count (`result`) over the board's open questions: the count of each case,
    exact where every case has the same, else the least and the most of them as proven
    bounds (the board is in one of the cases); else `result` itself."""
    from .count import count

    questions = open_questions(rb, result.unread)
    worlds = cases(rb, questions) if questions is not None else None
    if worlds is None:
        return result
    lowers: list[int] = []
    uppers: list[int] = []
    try:
        for i, ctx in enumerate(_worlds(model, worlds, deadline)):
            case = count(ctx, deadline.left() / (len(worlds) - i))  # an equal share of what is left
            if case.status == CountStatus.EXACT and case.count is not None:
                lowers.append(case.count)
                uppers.append(case.count)
            elif case.status == CountStatus.BOUNDS and case.lower is not None and case.upper is not None:
                lowers.append(case.lower)
                uppers.append(case.upper)
            else:
                return result
    except (TimeLimitReached, NoCase):
        return result
    if min(lowers) == max(uppers):
        return CountResult(CountStatus.EXACT, count=lowers[0], unread=list(result.unread))
    return CountResult(CountStatus.BOUNDS, lower=min(lowers), upper=max(uppers), unread=list(result.unread))


def propose_by_cases(model: "BoardModel", rb: "ResolvedBoard", result: Proposal, objective: Any,
                     fix: Optional[dict[str, Optional[str]]], deadline: Deadline) -> Proposal:
    """An unknown proposal (`result`) over the board's open questions: where every case
    proposes the same declaration with the same value, obeyed instances and cost, that
    proposal (best in every case, so in the board's; without a payment plan where the cases
    pay it differently); else the first case's proposal that is legal in every case, as a legal declaration not proved best (status unknown with
    `proved: []`); else `result` itself."""
    from .check import check
    from .propose import propose

    questions = open_questions(rb, result.unread)
    worlds = cases(rb, questions) if questions is not None else None
    if worlds is None:
        return result
    contexts: list["Context"] = []
    proposals: list[Proposal] = []
    try:
        for ctx in _worlds(model, worlds, deadline):
            case = propose(ctx, objective=objective, fix=fix, time_limit=deadline.left())
            if case.status == ProposeStatus.UNKNOWN and case.declaration is None:
                return result
            contexts.append(ctx)
            proposals.append(case)
    except (TimeLimitReached, NoCase):
        return result
    first = proposals[0]

    def key(p: Proposal) -> Any:
        return (p.status, p.declaration, p.obeyed, p.maximum, p.cost,
                p.objective.to_dict() if p.objective is not None else None, p.proved)

    if all(key(p) == key(first) for p in proposals) and first.status != ProposeStatus.UNKNOWN:
        # paid differently in some case (Utopia Sprawl's chosen color): no payment plan
        payment = first.payment if all(p.payment == first.payment for p in proposals) else None
        return Proposal(first.status, first.declaration, first.obeyed, first.maximum, first.cost, payment,
                        first.objective, first.violations, list(result.unread))
    for p in proposals:
        if p.declaration is None:
            continue
        checks = [check(ctx, dict(p.declaration), deadline.left(), False) for ctx in contexts]
        if all(c.status == CheckStatus.LEGAL for c in checks) and \
                all((c.obeyed, dict(c.cost)) == (checks[0].obeyed, dict(checks[0].cost)) for c in checks):
            # legal whatever the answers; the payment and the objective's value as in its own case
            return Proposal(ProposeStatus.UNKNOWN, p.declaration, p.obeyed, None, p.cost, None, None,
                            unread=list(result.unread), proved=[])
    return result
