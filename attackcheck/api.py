"""The public API, after python-chess: a Board is the context, a declaration is a value."""

from __future__ import annotations

import math
import os
import re
from typing import Any, Iterable, Iterator, Mapping, Optional

from attackcheck.models import (
    BoardModel,
    Declaration,
    DeclarationError,
    load_board_source,
    load_declaration_source,
    resolve_board,
)
from attackcheck.models.errors import MAX_ERRORS
from attackcheck.models.limits import check_mana
from attackcheck.models.load import as_written, load_board_file, load_declaration_file
from attackcheck.models.resolve import AS_READ, ResolvedBoard
from attackcheck.solver.deadline import Deadline, TimeLimitReached
from attackcheck.solver.results import (CheckResult, CheckStatus, CountResult, CountStatus, Proposal, ProposeStatus,
                                       UnknownAnswer, unread_reason)

# unread text that may make a permanent a creature (205.1): "... is a 4/4 Elemental creature",
# "becomes a creature", "All permanents are artifacts in addition to their other types" (which
# March of the Machines makes creatures); not "Each land is a Swamp" (Urborg)
_CHANGES_TYPES = re.compile(r"\b(?:is|are|becomes?|they're|it's)\b[^.]*\b(?:creatures?|artifacts?)\b", re.I)


class IllegalAttackError(ValueError):
    """Raised by Board.declare() for a declaration not proved legal (illegal, or unknown: then
    `result.status` is unknown and the message says why); carries the check result."""

    def __init__(self, result: CheckResult):
        self.result = result
        reasons = "; ".join(v.message for v in result.violations)
        if result.status == CheckStatus.UNKNOWN:
            why = unread_reason(result.unread) if result.unread else "the time limit was reached"
            super().__init__(f"attack declaration not proved legal (unknown): {reasons or why}")
        else:
            super().__init__(f"illegal attack declaration: {reasons or result.status}")

    def __reduce__(self) -> Any:  # pickled with its result (a worker process raises it to its parent)
        return (type(self), (self.result,))


def _time_limit(value: Any, name: str = "time_limit") -> Optional[float]:
    """A time limit in seconds, or None; a wrong type is a TypeError naming the parameter."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{name} must be a number of seconds or None, not {type(value).__name__}")
    if math.isnan(value) or value < 0:
        raise ValueError(f"{name} must be a number of seconds, at least 0, not {value!r}")
    return float(value)


def _declaration_source(value: Any) -> Any:
    if isinstance(value, (Mapping, Declaration, str)):
        return value
    raise TypeError(f"declaration must be a mapping {{'attacks': {{creature: defender}}}}, a Declaration or "
                    f"JSON text, not {type(value).__name__} (read a file with Board.declaration_from_file)")


def _path(path: Any) -> Any:
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"path must be a str or a path, not {type(path).__name__}")
    return path


_LISTED = 12  # ids an unknown-id message lists
_NAMES_COMPARED = 2000  # distinct names compared letter by letter with an unknown id (past it: case only)


def _unknown_id(what: str, value: str, choices: list[str], named: str, rb: Optional[ResolvedBoard] = None) -> str:
    """"unknown creature 'Lion'; did you mean 'lion'? ...": the close ids (same letters in
    another case first), else the ids of the permanents whose name is (close to) `value`
    ("did you mean 'jace', the id of Jace Beleren?"), then what can be named."""
    from attackcheck.models.errors import did_you_mean, near_names

    hint = "" if rb is not None and _named(value, choices, rb) else did_you_mean(near_names(value, choices, 3))
    if not hint and rb is not None:  # a permanent named by its card name instead of its id
        by_name: dict[str, list[str]] = {}
        for i in choices:
            p = rb.permanents.get(i)
            if p is not None and p.name != p.id:
                by_name.setdefault(p.name, []).append(i)
        meant = near_names(value, list(by_name), 1, limit=_NAMES_COMPARED)
        if meant:
            ids = by_name[meant[0]]
            hint = (f"; did you mean {' or '.join(repr(i) for i in ids[:3])}{' or another' if len(ids) > 3 else ''},"
                    f" the id{'s' if len(ids) > 1 else ''} of {meant[0]}?")
        elif what == "creature":  # another player's creature, named by its card name
            others = {p.name: p for p in rb.permanents.values()
                      if p.name != p.id and p.id not in choices and p.is_creature and p.controller != rb.active}
            near = near_names(value, list(others), 1, limit=_NAMES_COMPARED)
            if near:
                p = others[near[0]]
                hint = (f"; {near[0]} is {p.id!r}, which {p.controller} controls: only the active player, "
                        f"{rb.active}, attacks (508.1a)")
    shown = ", ".join(choices[:_LISTED]) + (f" and {len(choices) - _LISTED} more" if len(choices) > _LISTED else "")
    return f"unknown {what} {value!r}{hint} ({named}: {shown or 'none'})"


def _named(value: str, choices: list[str], rb: ResolvedBoard) -> bool:
    """Whether `value` is the name of one of `choices` (any case): then the hint says its id
    ("Serra Angel" names 'angel'), not an id that looks like it."""
    folded = value.casefold()
    return any((p := rb.permanents.get(i)) is not None and p.name.casefold() == folded for i in choices)


def _creature_ids(rb: ResolvedBoard) -> list[str]:
    """The active player's creatures, then the others: what a declaration may name."""
    mine = [p.id for p in rb.permanents.values() if p.is_creature and p.controller == rb.active]
    return mine or [p.id for p in rb.permanents.values() if p.is_creature]


def _defender_ids(rb: ResolvedBoard) -> list[str]:
    """Players but the active one (who is never attacked, 506.2), then the planeswalkers it
    doesn't control and the battles it doesn't protect (506.3, 310.8), by id: what an unknown
    defender's message lists."""
    return [p for p in rb.player_ids if p != rb.active] + [
        p.id for p in rb.permanents.values()
        if p.is_planeswalker and p.controller != rb.active or p.is_battle and p.protector != rb.active]


def _fix(fix: Any) -> Optional[Mapping[str, str]]:
    if fix is None:
        return None
    if not isinstance(fix, Mapping) or not all(isinstance(k, str) and isinstance(v, str) for k, v in fix.items()):
        raise TypeError(f"fix must be a mapping {{creature: defender}} of strings, not {type(fix).__name__}")
    return fix


def _keep_home(keep_home: Any) -> list[str]:
    if keep_home is None:
        return []
    if isinstance(keep_home, (str, bytes, Mapping)) or not isinstance(keep_home, Iterable):
        raise TypeError(f"keep_home must be a list of creature ids, not {type(keep_home).__name__}")
    out = list(keep_home)
    if not all(isinstance(c, str) for c in out):
        raise TypeError("keep_home must be a list of creature ids (strings)")
    return out


class Board:
    """A combat situation at the declare-attackers step (508.1).

    `source` is a mapping (board format v1), a BoardModel, or JSON / YAML text; a string is
    never taken for a file name: `Board.from_file(path)` reads a file. `time_limit` (seconds)
    bounds loading the board (resolution included: past it, TimeLimitReached, a TimeoutError
    naming what was unfinished) and then each call (check, propose, count, enumerate) as a
    whole; past it the answer is unknown, never a guess. A call's own `time_limit` wins.
    `deadline` (a Deadline) bounds loading instead, so that a caller can bound loading and a
    first call together (the command line, batch, service). Bad input raises InputError (a
    ValueError naming the field); an argument of the wrong Python type raises TypeError."""

    unfinished: Optional[str] = None  # set on a placeholder board whose loading ran out of time
    first_call_deadline: Optional[Deadline] = None  # the dispatcher's: loading and the first call together

    def __init__(self, source: Any, *, time_limit: Optional[float] = None, deadline: Optional[Deadline] = None):
        from attackcheck.solver.context import Context  # no OR-Tools: the facts only

        self.time_limit = _time_limit(time_limit)
        if not isinstance(source, (Mapping, BoardModel, str)):
            raise TypeError(f"source must be a mapping, a BoardModel or JSON/YAML text, not {type(source).__name__} "
                            "(read a file with Board.from_file)")
        if deadline is None and self.time_limit is not None:
            deadline = Deadline(self.time_limit)
        self.model: BoardModel = load_board_source(source)
        if deadline is not None:
            deadline.check("validating the board")
        self.resolved: ResolvedBoard = resolve_board(self.model, deadline)
        check_mana(self.resolved)
        self.context: Context = Context(self.resolved, deadline)

    def __repr__(self) -> str:
        """What the board is, in one line: `<Board: A's turn, players A, B, C, D; 5 permanents,
        2 creatures (lion, archon)>`."""
        if self.unfinished is not None:
            return f"<Board: not loaded within the time limit ({self.unfinished})>"
        rb = self.resolved
        creatures = [pid for pid, p in rb.permanents.items() if p.is_creature]
        names = ", ".join(creatures[:8]) + (", ..." if len(creatures) > 8 else "")
        players = ", ".join(rb.player_ids[:8]) + (", ..." if len(rb.player_ids) > 8 else "")
        unread = f"; {len(rb.unread)} unread" if rb.unread else ""
        def n(count: int, word: str) -> str:
            return f"{count} {word}{'' if count == 1 else 's'}"

        return (f"<Board: {rb.active}'s turn, players {players}; {n(len(rb.permanents), 'permanent')}, "
                f"{n(len(creatures), 'creature')}" + (f" ({names})" if creatures else "") + f"{unread}>")

    @property
    def notes(self) -> list[tuple[str, str]]:
        """What a valid board reads in a way a slip of the pen would change, as (field,
        message): an id read as something that has left the game (800.4m: a goader's `by`
        naming no player, `by: CC` for C; an effect's `target` or `player` naming nothing),
        and a creature written without `power` where an effect reads power (it counts as 0,
        107.2). The command line says each on standard error."""
        from attackcheck.models.validate import board_notes

        return board_notes(self.model)

    @property
    def unread(self) -> list[dict[str, Any]]:
        """What the board leaves unread (card text the reader did not understand, questions
        the board does not answer, costs attackcheck does not decide): while there is any,
        check, propose and count answer unknown, but for mana abilities not read, which make a
        check unknown only where its payment fails, and for a check, count or proposal that
        is the same whatever the answers to the open questions, in up to 16 cases (solver/cases.py).
        `{"permanent", "card", "text"}` each."""
        return [dict(u) for u in self.context.all_unread()]

    def to_dict(self) -> dict[str, Any]:
        """The board in the board format, ready for `json.dumps` or `yaml.safe_dump`, as it was
        written: the fields given (none of the defaults), and for a permanent read from `card:`
        only the fields written for it and the abilities it has besides its card's, which
        `card:` fills again when it is read. `Board(board.to_dict())` is the same board.
        (`board.model.model_dump()` is the board as read, every card's fields written out.)"""
        model = self.model
        data = model.model_dump(mode="json", by_alias=True, exclude_unset=True)
        permanents = data.get("permanents") or []
        for i, written in model._given.items():
            permanents[i] = as_written(written)  # (a copy: the board's own stays as it is)
        if model._given_effects is not None:
            data["effects"] = data.get("effects", [])[:model._given_effects]
            if "effects" not in model.model_fields_set or not data["effects"]:
                data.pop("effects", None)
        return data

    @classmethod
    def timed_out(cls, exc: TimeLimitReached, time_limit: Optional[float] = None) -> "Board":
        """A placeholder for a board whose loading ran out of time, which has nothing but
        `unfinished`, what was left undone: the dispatcher of batch and service answers
        unknown for it instead of calling it."""
        board = cls.__new__(cls)
        board.unfinished = exc.unfinished
        board.time_limit = time_limit
        return board

    def _limit(self, time_limit: Optional[float]) -> Optional[float]:
        time_limit = _time_limit(time_limit)
        return time_limit if time_limit is not None else self.time_limit

    @classmethod
    def from_file(cls, path: Any, **kw: Any) -> "Board":
        """The board of a JSON or YAML file (a str or a path; '-' is standard input)."""
        return cls(load_board_file(_path(path)), **kw)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], **kw: Any) -> "Board":
        if not isinstance(data, Mapping):
            raise TypeError(f"data must be a mapping, not {type(data).__name__}")
        return cls(dict(data), **kw)

    # -- declarations -----------------------------------------------------------------
    def declaration_from_file(self, path: Any) -> Declaration:
        """The declaration of a JSON or YAML file ('-' is standard input), its ids checked."""
        return self.declaration(load_declaration_file(_path(path)))

    def _may_be_creature(self, pid: str) -> bool:
        """Whether text attackcheck did not read may make this permanent a creature (506.3):
        its own, or another card's that speaks of card types (Nissa's Zendikon, Mycosynth
        Lattice)."""
        return any(u.get("permanent") == pid or (_CHANGES_TYPES.search(u.get("text") or "")
                                                   and AS_READ not in (u.get("text") or ""))
                   for u in self.context.unread)  # (not the state-based checks' own notes)

    def declaration(self, source: Any) -> Declaration:
        """Read a declaration (a mapping, a Declaration or JSON text, never a file name) and
        check that every id names something that can be named."""
        decl = load_declaration_source(_declaration_source(source))
        rb = self.resolved
        permanents = rb.permanents
        named: set[str] = set(rb.player_ids)  # defenders found to be ones (many creatures name the same)
        errors: list[tuple[str, str]] = []  # every id wrong, said together (past MAX_ERRORS, counted)
        omitted = 0
        for c, d in decl.attacks.items():
            if len(errors) >= MAX_ERRORS:
                omitted += (c not in permanents or (not permanents[c].is_creature and not self._may_be_creature(c)) or
                            (d not in named and (d not in permanents
                                                 or not (permanents[d].is_planeswalker or permanents[d].is_battle))))
                continue
            creature = permanents.get(c)
            if creature is None:
                errors.append((f"declaration.attacks.{c}", _unknown_id(
                    "creature", c, _creature_ids(rb), "name a creature by its id; the active player's are", rb)))
                continue
            if not creature.is_creature and not self._may_be_creature(c):
                # (with text attackcheck did not read, its own or another card's that may change
                # types, Nissa's Zendikon, it may be one: the answer is then unknown)
                errors.append((f"declaration.attacks.{c}", f"{creature.label()} is not a creature (506.3)"
                                                           + creature.not_creature_hint()))
                continue
            if d in named:
                continue
            if d not in permanents:
                errors.append((f"declaration.attacks.{c}", _unknown_id(
                    "defender", d, _defender_ids(rb), "name a player, planeswalker or battle by its id", rb)))
                continue
            p = permanents[d]
            if not (p.is_planeswalker or p.is_battle):
                errors.append((f"declaration.attacks.{c}",
                               f"{p.label()} is neither a player, a planeswalker nor a battle (506.3)"))
                continue
            named.add(d)
        if errors:
            raise DeclarationError(*errors[0], more=errors[1:], omitted=omitted)
        return decl

    def check(self, declaration: Any, *, time_limit: Optional[float] = None, explain: bool = True) -> CheckResult:
        """The full result; `explain=False` skips the closest-witness search and the
        minimal blocking set, which never change the status. Where all the board leaves
        unread is a few `asked` questions, the verdict every way of answering them gives,
        if they agree (attackcheck.solver.cases)."""
        from attackcheck.solver.check import check

        if not isinstance(explain, bool):
            raise TypeError(f"explain must be True or False, not {type(explain).__name__}")
        decl = self.declaration(declaration)
        deadline = Deadline(self._limit(time_limit))
        result = check(self.context, dict(decl.attacks), deadline.left(), explain)
        if result.status == CheckStatus.UNKNOWN and result.unread and self.resolved.asked_open:
            from attackcheck.solver.cases import check_by_cases  # the answer whatever the open questions' answers

            result = check_by_cases(self.model, self.resolved, dict(decl.attacks), result, deadline, explain)
        return result

    def is_legal(self, declaration: Any, *, time_limit: Optional[float] = None) -> bool:
        """Whether the declaration is legal; UnknownAnswer (a TimeoutError) when that is unknown
        (its `unread`: the text the board leaves unread; empty: the time limit), never a guess."""
        result = self.check(declaration, explain=False, time_limit=time_limit)
        if result.status == CheckStatus.UNKNOWN:
            raise UnknownAnswer(_unknown_reason(result.unread, "the check"), result.unread)
        return result.status == CheckStatus.LEGAL

    def declare(self, declaration: Any, *, time_limit: Optional[float] = None) -> Declaration:
        """Like python-chess's push_san: the declaration if legal, else IllegalAttackError."""
        decl = self.declaration(declaration)
        result = self.check(decl, time_limit=time_limit)
        if result.status != CheckStatus.LEGAL:
            raise IllegalAttackError(result)
        return decl

    # -- views ------------------------------------------------------------------------
    @property
    def legal_attacks(self) -> "LegalAttacks":
        """A lazy view of the legal declarations (as python-chess's legal_moves): `in`,
        iteration, bool() and count(); UnknownAnswer when an answer is not proved."""
        return LegalAttacks(self)

    def fixed_attacks(self, fix: Optional[Mapping[str, str]] = None, keep_home: Iterable[str] = ()) -> dict[str, Optional[str]]:
        """What `propose` must keep: creature -> defender, or None for a creature kept home.
        Unknown ids are input errors naming the argument (`fix.X`, `keep_home.X`)."""
        fix = _fix(fix)
        keep_home = _keep_home(keep_home)
        out: dict[str, Optional[str]] = {}
        errors: list[tuple[str, str]] = []  # fix's and keep_home's, said together
        omitted = 0
        if fix:
            try:
                decl = self.declaration({"attacks": dict(fix)})
                out.update(decl.attacks)
            except DeclarationError as exc:  # the path in propose's arguments, not a declaration's
                errors = [("fix" + p[len("declaration.attacks"):] if p.startswith("declaration.attacks") else p, m)
                          for p, m in exc.errors]
                omitted = exc.omitted
                out.update({c: d for c, d in fix.items() if all(p != f"fix.{c}" for p, _ in errors)})
        for c in keep_home:
            if c not in self.resolved.permanents:
                errors.append((f"keep_home.{c}", _unknown_id(
                    "creature", c, _creature_ids(self.resolved), "name a creature by its id; the active player's are",
                    self.resolved)))
                continue
            creature = self.resolved.permanents[c]
            if not creature.is_creature and not self._may_be_creature(c):
                errors.append((f"keep_home.{c}", f"{creature.label()} is not a creature (506.3)"))  # as fix says
                continue
            if out.get(c) is not None:
                errors.append((f"keep_home.{c}", f"{creature.label()} is also fixed to attack {out[c]}: "
                                                  "keep it home or fix its attack, not both"))
                continue
            out[c] = None
        if errors:
            raise DeclarationError(errors[0][0], errors[0][1], errors[1:], omitted)
        return out

    def propose(self, objective: str = "forced", fix: Optional[Mapping[str, str]] = None,
                keep_home: Iterable[str] = (), *, time_limit: Optional[float] = None) -> Proposal:
        """A legal declaration that reaches M (508.1d), then is best for `objective` (forced,
        max-attackers, max-power, max-power-against:PLAYER or min-cost), then spends the least
        mana and life. `fix` maps creatures to the defender each must attack, `keep_home`
        lists creatures that must not attack; status `none` when nothing legal keeps them,
        `unknown` when not proved (with the best legal declaration found, if any, and `proved`)."""
        from attackcheck.solver.propose import OBJECTIVES, propose

        if not isinstance(objective, str):
            raise TypeError(f"objective must be a string ({', '.join(OBJECTIVES)}), not {type(objective).__name__}")
        fixed = self.fixed_attacks(fix, keep_home)
        deadline = Deadline(self._limit(time_limit))
        result = propose(self.context, objective=objective, fix=fixed, time_limit=deadline.left())
        if result.status == ProposeStatus.UNKNOWN and result.declaration is None and result.unread \
                and self.resolved.asked_open:
            from attackcheck.solver.cases import propose_by_cases  # a proposal whatever the open questions' answers

            result = propose_by_cases(self.model, self.resolved, result, objective, fixed, deadline)
        return result

    def count(self, *, time_limit: Optional[float] = None) -> CountResult:
        """The number of legal declarations: `exact` with `count`, proven `bounds` (`lower`,
        `upper`) when the exact number was not proved in time, or `unknown`; never a guess."""
        from attackcheck.solver.count import count

        deadline = Deadline(self._limit(time_limit))
        result = count(self.context, time_limit=deadline.left())
        if result.status in (CountStatus.UNKNOWN, CountStatus.BOUNDS) and result.unread and self.resolved.asked_open:
            from attackcheck.solver.cases import count_by_cases  # counted in each case of the open questions

            # (bounds from mana read both ways: each case may read it exactly, a Caged Sun's color)
            result = _tighter(result, count_by_cases(self.model, self.resolved, result, deadline))
        return result

    def enumerate(self, limit: Optional[int] = None, *, time_limit: Optional[float] = None) -> Iterator[dict[str, str]]:
        """Legal declarations, lazily (see attackcheck.solver.enumerate)."""
        from attackcheck.solver.enumerate import enumerate_legal

        if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int)):
            raise TypeError(f"limit must be a whole number or None, not {type(limit).__name__}")
        if limit is not None and limit < 0:
            raise ValueError(f"limit must be at least 0, not {limit}")
        return enumerate_legal(self.context, limit=limit, time_limit=self._limit(time_limit))


class LegalAttacks:
    """A lazy view of the legal declarations: `in`, iteration, `bool()` and count().

    There is no len(): the number can be far beyond what len() may return (40 tokens
    against three opponents have 4^40 declarations); count() gives it exactly."""

    def __init__(self, board: Board):
        self.board = board

    def __contains__(self, declaration: Any) -> bool:
        return self.board.is_legal(declaration)

    def __iter__(self) -> Iterator[Declaration]:
        for attacks in self.board.enumerate():
            yield Declaration(attacks=attacks)

    def __bool__(self) -> bool:
        """Whether any declaration is legal. It is whenever the empty declaration breaks no
        restriction: it costs nothing, so some cost-free declaration obeys the most
        requirements (508.1d) and is legal. Otherwise the first legal one is sought."""
        from attackcheck.solver.rules import evaluate

        ctx = self.board.context
        if not ctx.unread and not ctx.conditionals and evaluate(ctx, {}).restrictions_ok:
            return True
        for _ in self.board.enumerate(limit=1):
            return True
        return False

    def __len__(self) -> int:
        """Not defined (TypeError): the number can be far beyond what len() may return."""
        raise TypeError("len() of the legal attacks is not defined: their number can be far larger than len() "
                        "may return; use board.legal_attacks.count() (exact, or UnknownAnswer) or board.count() "
                        "(exact or proven bounds)")

    def count(self, *, time_limit: Optional[float] = None) -> int:
        """The exact number of legal declarations; UnknownAnswer (a TimeoutError) when it is
        not proved (Board.count() gives proven bounds then)."""
        result = self.board.count(time_limit=time_limit)
        if result.status == CountStatus.EXACT and result.count is not None:
            return result.count
        raise UnknownAnswer(_unknown_reason(result.unread, "the count") + (
            "" if result.unread else " (Board.count() gives proven bounds then)"), result.unread)


def _tighter(a: CountResult, b: CountResult) -> CountResult:
    """Two answers about one count: the bounds both prove, exact where they meet."""
    def span(r: CountResult) -> Optional[tuple[int, int]]:
        if r.status == CountStatus.EXACT and r.count is not None:
            return r.count, r.count
        if r.status == CountStatus.BOUNDS and r.lower is not None and r.upper is not None:
            return r.lower, r.upper
        return None

    sa, sb = span(a), span(b)
    if sa is None or sb is None:
        return b if sa is None else a
    lower, upper = max(sa[0], sb[0]), min(sa[1], sb[1])
    if lower == upper:
        return CountResult(CountStatus.EXACT, lower, unread=b.unread if sb == (lower, upper) else a.unread)
    return CountResult(CountStatus.BOUNDS, lower=lower, upper=upper, unread=a.unread)


def _unknown_reason(unread: Any, what: str) -> str:
    """Why an answer is unknown: the text the board leaves unread (as enumerate says), else the time."""
    if unread:
        return "unknown: " + unread_reason(unread)
    return f"{what} could not be proved within the time limit"
