"""The public API, after python-chess: a Board is the context, a declaration is a value."""

from __future__ import annotations

import gc
from typing import Any, Iterator, Optional

from attackcheck.models import (
    BoardModel,
    Declaration,
    DeclarationError,
    load_board_source,
    load_declaration_source,
    resolve_board,
)
from attackcheck.solver import CheckResult, Context
from attackcheck.solver import check as _check


class IllegalAttackError(ValueError):
    """Raised by Board.declare() for an illegal declaration; carries the check result."""

    def __init__(self, result: CheckResult):
        self.result = result
        reasons = "; ".join(v["message"] for v in result.violations) or result.status
        super().__init__(f"illegal attack declaration: {reasons}")


class Board:
    """A combat situation at the declare-attackers step (508.1)."""

    def __init__(self, source: Any, *, time_limit: Optional[float] = None):
        # Loading makes many small objects and no cycles: the cyclic collector only slows it.
        collecting = gc.isenabled()
        gc.disable()
        try:
            self.model: BoardModel = load_board_source(source)
            self.resolved = resolve_board(self.model)
            self.context = Context(self.resolved)
        finally:
            if collecting:
                gc.enable()
        self.time_limit = time_limit

    def _limit(self, time_limit: Optional[float]) -> Optional[float]:
        return time_limit if time_limit is not None else self.time_limit

    @classmethod
    def from_file(cls, path, **kw) -> "Board":
        return cls(str(path), **kw)

    @classmethod
    def from_dict(cls, data: dict, **kw) -> "Board":
        return cls(data, **kw)

    # -- declarations -----------------------------------------------------------------
    def declaration(self, source: Any) -> Declaration:
        """Read a declaration and check that every id names something that can be named."""
        decl = load_declaration_source(source)
        rb = self.resolved
        for c, d in decl.attacks.items():
            path = f"declaration.attacks.{c}"
            if c not in rb.permanents:
                raise DeclarationError(path, f"unknown creature {c!r}")
            if not rb.permanents[c].is_creature:
                raise DeclarationError(path, f"{rb.permanents[c].label()} is not a creature (506.3)")
            if d in rb.player_ids:
                continue
            if d not in rb.permanents:
                raise DeclarationError(path, f"unknown defender {d!r}")
            p = rb.permanents[d]
            if not (p.is_planeswalker or p.is_battle):
                raise DeclarationError(path, f"{p.label()} is neither a player, a planeswalker nor a battle (506.3)")
        return decl

    def check(self, declaration: Any, *, time_limit: Optional[float] = None, explain: bool = True) -> CheckResult:
        """The full result; `explain=False` skips the closest-witness search and the
        minimal blocking set (issue 7), which never change the status."""
        decl = self.declaration(declaration)
        return _check(self.context, dict(decl.attacks), self._limit(time_limit), explain)

    def is_legal(self, declaration: Any) -> bool:
        return self.check(declaration, explain=False).status == "legal"

    def declare(self, declaration: Any) -> Declaration:
        """Like python-chess's push_san: the declaration if legal, else IllegalAttackError."""
        decl = self.declaration(declaration)
        result = self.check(decl)
        if result.status != "legal":
            raise IllegalAttackError(result)
        return decl

    # -- views ------------------------------------------------------------------------
    @property
    def legal_attacks(self) -> "LegalAttacks":
        return LegalAttacks(self)

    def propose(self, objective: str = "forced", fix: Optional[dict] = None, keep_home=(), *,
                time_limit: Optional[float] = None):
        from attackcheck.solver.propose import propose

        return propose(self.context, objective=objective, fix=self.fixed_attacks(fix, keep_home),
                       time_limit=self._limit(time_limit))

    def fixed_attacks(self, fix: Optional[dict], keep_home=()) -> dict:
        """`fix` ({creature: defender}) and `keep_home` (creatures) as one map, the creatures
        kept home mapped to None; InputError names a bad id (`declaration.attacks.X`,
        `keep_home.X`)."""
        out: dict = {}
        if fix:
            decl = self.declaration({"attacks": dict(fix)})
            out.update(decl.attacks)
        for c in keep_home:
            if c not in self.resolved.permanents:
                raise DeclarationError(f"keep_home.{c}", f"unknown creature {c!r}")
            out[c] = None
        return out

    def count(self, *, time_limit: Optional[float] = None):
        from attackcheck.solver.count import count

        return count(self.context, time_limit=self._limit(time_limit))

    def enumerate(self, limit: Optional[int] = None, *, time_limit: Optional[float] = None) -> Iterator[dict]:
        from attackcheck.solver.count import enumerate_legal

        return enumerate_legal(self.context, limit=limit, time_limit=self._limit(time_limit))


class LegalAttacks:
    """A lazy view of the legal declarations: `in`, iteration and count()."""

    def __init__(self, board: Board):
        self.board = board

    def __contains__(self, declaration) -> bool:
        return self.board.is_legal(declaration)

    def __iter__(self) -> Iterator[Declaration]:
        for attacks in self.board.enumerate():
            yield Declaration(attacks=attacks)

    def count(self) -> int:
        result = self.board.count()
        if result.status != "exact":
            raise TimeoutError("the count could not be proved within the time limit")
        return result.count

    def __len__(self) -> int:
        return self.count()
