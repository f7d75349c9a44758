"""Listing legal declarations, lazily: CP-SAT enumerates those that satisfy 508.1a-d (one
class per creature), the payment filters 508.1h-j. The solver runs in a thread that feeds
a bounded queue; when the caller stops iterating, the search is stopped and the thread
joined before the generator returns, so nothing is left running.
"""

from __future__ import annotations

import atexit
import queue
import threading
from typing import Any, Iterator, Optional

from ortools.sat.python import cp_model

from .check import maxima, maximum, pay
from .context import Context
from .model import AttackModel
from .params import Deadline, SolverModelError, new_solver
from .results import PaymentStatus, UnknownAnswer, unread_reason
from .rules import cost_twin

_DONE = object()
# enumerations whose caller stopped iterating without closing them: stopped at exit, before
# the interpreter ends their threads (a CP-SAT search killed mid-run aborts the process)
_live: set = set()
_live_lock = threading.Lock()


def _stop_all() -> None:
    with _live_lock:
        live = list(_live)
    for stop, solver, thread in live:
        stop.set()
        solver.stop_search()
        thread.join(timeout=10)


atexit.register(_stop_all)


class _Collector(cp_model.CpSolverSolutionCallback):
    def __init__(self, am: AttackModel, out: "queue.Queue[Any]", stop: threading.Event):
        super().__init__()
        self.am = am
        self.out = out
        self.stop = stop

    def on_solution_callback(self) -> None:
        decl = self.am.declaration(self)
        while not self.stop.is_set():
            try:
                self.out.put(decl, timeout=0.05)
                return
            except queue.Full:
                continue
        self.stop_search()


def enumerate_legal(ctx: Context, limit: Optional[int] = None,
                    time_limit: Optional[float] = None) -> Iterator[dict[str, str]]:
    """Legal declarations, each once, in no particular order; at most `limit`. Raises
    TimeoutError when M could not be proved, or the list not finished, within the time limit
    (after the declarations already given). Without a time limit the enumeration runs until
    every declaration was listed. Where only mana is undecided (ctx.mana_undecided), the
    declarations legal with it read wide (with costs not paid where mana not read may add
    any amount) are listed where they pay with it read narrow, and the listing ends unknown
    if some pay only read wide: those are neither listed nor left out as illegal."""
    narrow: Optional[Context] = None  # (mana read narrow, where only mana is undecided)
    unread, wide_exact = ctx.all_unread(), True
    if ctx.undecided:
        if not ctx.mana_undecided:
            raise UnknownAnswer("unknown: " + unread_reason(ctx.all_unread()), ctx.all_unread())
        narrow, wide_exact = ctx.mana_read(narrow=True), ctx.wide_exact
        ctx = ctx.mana_read(narrow=False)
    undecided = 0
    deadline = Deadline(time_limit) if time_limit is not None else None
    m_values = maxima(ctx, deadline or Deadline())
    if m_values is None:
        raise UnknownAnswer("the maximum number of obeyable requirements was not proved within the time limit")
    am = AttackModel(ctx, payment=False, split=True, exact=True)
    am.require_maximum(m_values)
    mx = maximum(ctx, deadline or Deadline())
    if mx.declaration is not None:
        # a cost-free declaration reaching M: without it the search first sends creatures
        # home and backtracks from below M, often past the time limit before a first one
        am.add_hint(mx.declaration)
    if ctx.has_costs and (narrow is None or wide_exact):
        am.add_supply_bound()  # the payment filters below; this keeps hopeless ones out
    solver = new_solver(deadline.left() if deadline is not None else 1e9)
    solver.parameters.enumerate_all_solutions = True
    # every solution, so no presolve: with it CP-SAT listed only some of them on boards with
    # requirements that exist only if a creature attacks (two of 54 on one), count saying 54
    solver.parameters.cp_model_presolve = False
    solver.parameters.linearization_level = 0  # enumeration: no LP needed
    out: "queue.Queue[Any]" = queue.Queue(maxsize=256)
    stop = threading.Event()
    final: list[Any] = []

    def work() -> None:
        try:
            final.append(solver.solve(am.m, _Collector(am, out, stop)))
        finally:
            while not stop.is_set():
                try:
                    out.put(_DONE, timeout=0.05)
                    return
                except queue.Full:
                    continue

    thread = threading.Thread(target=work, name="attackcheck-enumerate", daemon=True)
    entry = (stop, solver, thread)
    with _live_lock:
        _live.add(entry)
    thread.start()
    given = 0
    try:
        while limit is None or given < limit:
            item = out.get()
            if item is _DONE:
                if final and final[0] == cp_model.MODEL_INVALID:
                    raise SolverModelError("CP-SAT found the enumeration model invalid (an encoder bug)")
                if not final or final[0] not in (cp_model.OPTIMAL, cp_model.INFEASIBLE):
                    raise UnknownAnswer(f"the time limit stopped the enumeration after {given} declaration(s)")
                if undecided:
                    raise UnknownAnswer(f"unknown: {undecided} declaration(s) not listed pay only with mana read "
                                        f"wider than it may be: " + unread_reason(unread), unread)
                break
            if ctx.has_costs:
                status = _paid(narrow or ctx, item, deadline)
                if status == PaymentStatus.UNPAYABLE and narrow is not None:
                    # unpaid read narrow: illegal where unpaid read wide too (508.1h), else undecided
                    if not wide_exact or _paid(ctx, item, deadline) != PaymentStatus.UNPAYABLE:
                        undecided += 1
                    continue
                if status == PaymentStatus.UNKNOWN:
                    raise UnknownAnswer(f"the time limit stopped the enumeration after {given} declaration(s)")
                if status != PaymentStatus.PAID:
                    continue
            given += 1
            yield item
    finally:
        stop.set()
        solver.stop_search()
        thread.join()
        with _live_lock:
            _live.discard(entry)


def _paid(ctx: Context, attacks: dict[str, str], deadline: Optional[Deadline]) -> PaymentStatus:
    """Whether the declaration's total cost (508.1h) can be paid from ctx's mana."""
    return pay(ctx, attacks, cost_twin(ctx, attacks), deadline or Deadline(), plan=False).status
