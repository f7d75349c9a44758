"""Grothama, All-Devouring's optional fights (the `fights` command), planned exactly with CP-SAT.

Grothama ({3}{G}{G}, 10/8): "Other creatures have 'Whenever this creature attacks, you may
have it fight Grothama, All-Devouring.' When Grothama leaves the battlefield, each player
draws cards equal to the amount of damage dealt to Grothama this turn by sources they
controlled."

The model. Each attacker other than Grothama may fight it (its controller, the attacking
player, chooses), one fight at a time in an order the attacking player chooses, before
blockers. A fight: each deals damage equal to its power (at least 0) to the other (701.14).
After each fight state-based actions are checked: a creature with lethal damage (marked
`damage` counts) is destroyed unless indestructible, and so is one dealt damage by a
deathtouch source (702.2b). Once Grothama is destroyed the remaining triggers do nothing
(701.14b). A creature that dies is no longer attacking (506.4). When Grothama leaves, each
player draws the damage dealt to it this turn by sources they controlled: its `damage_by`
(earlier damage, the Blaze ruling) plus the fights' damage for the attacking player.

Why a subset and a killer are enough. Damage to Grothama only grows, so along any order
Grothama survives every fight before the one that destroys it, and no fight follows that
one. A plan is therefore a set N of fights Grothama survives (their total damage is below
its remaining toughness and none is a deathtouch fighter dealing damage) and, optionally,
one killing fight k after them (N's damage plus k's reaches the remaining toughness, or k
has deathtouch and deals damage). The order inside N changes nothing, so the plan's fight
order is N in board order, then k. Choosing N and k is a knapsack; CP-SAT solves it exactly:
first the objective, then attacking power, then the tie-break (the fight order first by
permanent order on the board, a prefix before its extensions), fixed position by position.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from attackcheck.models.errors import InputError

from ..deadline import Deadline, as_deadline
from ..params import INFEASIBLE, OPTIMAL, new_model, new_solver, status_of

GROTHAMA = "grothama, all-devouring"
GROTHAMA_PT = (10, 8)  # printed power and toughness
OBJECTIVES = ("cards", "kill")

__all__ = ["OBJECTIVES", "FightPlan", "plan_fights", "find_grothama"]


def _is_named(perm, card_name: str) -> bool:
    model = perm.model
    for v in (model.card, model.name, perm.name):
        if isinstance(v, str) and v.strip().lower() == card_name:
            return True
    return False


def find_grothama(rb) -> Optional[Any]:
    """The Grothama on the battlefield (an RPermanent), or None; two are not supported."""
    found = [p for p in rb.permanents.values() if _is_named(p, GROTHAMA)]
    if len(found) > 1:
        raise InputError(
            f"permanents[{found[1].index}]",
            f"a second Grothama, All-Devouring ({found[1].id}, also {found[0].id}): fights plans for one Grothama",
        )
    return found[0] if found else None


@dataclass
class _Fighter:
    id: str
    index: int
    power: int  # attacking power it contributes (>= 0)
    dealt: int  # damage it deals in a fight (power, at least 0)
    deathtouch: bool
    dies: bool  # would it die fighting Grothama?

    @property
    def kills_alone(self) -> bool:  # 702.2b: any damage from a deathtouch source
        return self.deathtouch and self.dealt > 0


@dataclass
class FightPlan:
    fights: list
    grothama_destroyed: bool
    draws: dict
    attacking: list

    def to_dict(self) -> dict:
        return {"fights": self.fights, "grothama_destroyed": self.grothama_destroyed,
                "draws": self.draws, "attacking": self.attacking}


def _pt(perm, printed=None):
    """Power and toughness of a creature that may fight; the printed values if not given."""
    power, toughness = perm.power, perm.toughness
    if printed is not None:
        power = printed[0] if power is None else power
        toughness = printed[1] if toughness is None else toughness
    for field, v in (("power", power), ("toughness", toughness)):
        if v is None:
            raise InputError(f"permanents[{perm.index}].{field}", f"{perm.label()} may fight Grothama: its {field} is needed")
    return power, toughness


def _attacks_of(board, attacks) -> dict:
    if hasattr(attacks, "attacks") and not isinstance(attacks, dict):
        attacks = attacks.attacks
    if isinstance(attacks, dict) and "attacks" in attacks and isinstance(attacks["attacks"], dict):
        attacks = attacks["attacks"]
    return dict(board.declaration({"attacks": dict(attacks)}).attacks)


class _Planner:
    def __init__(self, fighters: list, remaining: int, indestructible: bool, base_draws: int,
                 objective: str, grothama_attacking_power: int, deadline: Deadline):
        self.f = fighters
        self.remaining = remaining  # damage still needed to destroy Grothama
        self.indestructible = indestructible
        self.base = base_draws  # the attacking player's earlier damage to Grothama this turn
        self.objective = objective
        self.g_power = grothama_attacking_power  # lost when an attacking Grothama is destroyed
        self.deadline = deadline  # one for the whole plan, each solve within what is left
        self.fixed: list = []  # (kind, value) objective levels fixed so far

    # -- the model ------------------------------------------------------------------
    def _model(self):
        m = new_model()
        n = len(self.f)
        x = [m.new_bool_var(f"fight_{f.id}") for f in self.f]
        k = [m.new_bool_var(f"kills_{f.id}") for f in self.f]
        d = m.new_bool_var("destroyed")
        for i in range(n):
            m.add_implication(k[i], x[i])
        m.add(sum(k) == d)
        if self.indestructible:
            m.add(d == 0)
        else:
            # the fights Grothama survives: below its remaining toughness, no deathtouch damage
            m.add(sum(f.dealt * (x[i] - k[i]) for i, f in enumerate(self.f)) <= self.remaining - 1)
            for i, f in enumerate(self.f):
                if f.kills_alone:
                    m.add_implication(x[i], k[i])
                else:  # the killing fight reaches lethal damage
                    m.add(sum(g.dealt * x[j] for j, g in enumerate(self.f)) >= self.remaining).only_enforce_if(k[i])
        draws = m.new_int_var(min(0, self.base), max(0, self.base) + sum(f.dealt for f in self.f), "draws")
        z = []
        for i in range(n):
            zi = m.new_bool_var(f"counts_{i}")
            m.add_implication(zi, x[i])
            m.add_implication(zi, d)
            m.add_bool_or([zi, ~x[i], ~d])
            z.append(zi)
        m.add(draws == self.base * d + sum(f.dealt * z[i] for i, f in enumerate(self.f)))
        lost = sum(f.power * x[i] for i, f in enumerate(self.f) if f.dies) + self.g_power * d
        levels = {"draws": draws, "destroyed": d, "lost": lost}
        for name, value in self.fixed:
            m.add(levels[name] == value)
        return m, x, k, d, levels

    def _solve(self, m):
        solver = new_solver(self.deadline.left())
        st = status_of(solver.solve(m))
        if st not in (OPTIMAL, INFEASIBLE):
            raise TimeoutError("the fight plan was not proved within the time limit")
        return solver if st == OPTIMAL else None

    def _optimise(self, name: str, maximise: bool) -> None:
        m, x, k, d, levels = self._model()
        (m.maximize if maximise else m.minimize)(levels[name])
        solver = self._solve(m)
        assert solver is not None  # fighting nobody is always possible
        self.fixed.append((name, int(round(solver.objective_value))))

    def _feasible(self, constrain) -> bool:
        m, x, k, d, _ = self._model()
        constrain(m, x, k, d)
        return self._solve(m) is not None

    # -- the tie-break: the fight order first by permanent order --------------------
    def _exactly(self, q: list) -> Optional[tuple]:
        """(q, destroyed) if the plan whose fight order is exactly q is an optimal plan."""
        for destroyed in (False, True):
            if destroyed and not q:
                continue
            survived = [self.f[i].index for i in (q[:-1] if destroyed else q)]
            if any(a >= b for a, b in zip(survived, survived[1:])):
                continue  # fights Grothama survives are listed in board order

            def c(m, x, k, d, q=q, destroyed=destroyed):
                for i in range(len(self.f)):
                    m.add(x[i] == (1 if i in q else 0))
                    m.add(k[i] == (1 if destroyed and i == q[-1] else 0))
                m.add(d == int(destroyed))

            if self._feasible(c):
                return q, destroyed
        return None

    def _min_next(self, q: list) -> Optional[int]:
        """The fighter that comes first after q among optimal plans whose order goes on past q.

        q holds fights Grothama survives, in board order. A plan going on past q fights every
        member of q, no other survived fight before q's last, and then either its next
        survived fight (the least index left) or, if none is left, its killing fight.
        """
        m, x, k, d, _ = self._model()
        last = self.f[q[-1]].index if q else -1
        rest = [j for j in range(len(self.f)) if j not in q]
        for i in q:
            m.add(x[i] == 1)
            m.add(k[i] == 0)
        for j in rest:
            if self.f[j].index < last:
                m.add(x[j] - k[j] == 0)  # a survived fight before q's last would be in q
        if not rest:
            return None
        m.add(sum(x[j] for j in rest) >= 1)
        none_left = m.new_bool_var("no_survived_fight_left")
        for j in rest:
            m.add(x[j] - k[j] == 0).only_enforce_if(none_left)
        first = {j: m.new_bool_var(f"next_{j}") for j in rest}
        m.add_exactly_one(first.values())
        for j in rest:
            m.add_implication(first[j], x[j])
            m.add_bool_or([~first[j], ~k[j], none_left])  # the killer is next only if last
        m.minimize(sum(self.f[j].index * first[j] for j in rest))
        solver = self._solve(m)
        if solver is None:
            return None
        return next(j for j in rest if solver.boolean_value(first[j]))

    def plan(self) -> tuple:
        """(fight order as fighter indexes, destroyed) of the best plan."""
        if self.objective == "cards":
            self._optimise("draws", True)
        else:
            self._optimise("destroyed", True)
        self._optimise("lost", False)
        prefix: list = []
        while True:
            exact = self._exactly(prefix)  # a prefix comes before its extensions
            if exact is not None:
                return exact
            nxt = self._min_next(prefix)
            if nxt is None:  # pragma: no cover - an optimal plan exists and extends the prefix
                raise AssertionError("no optimal plan extends the prefix")
            prefix = prefix + [nxt]


def plan_fights(board, attacks: Any, objective: str = "cards", *,
                time_limit: "Deadline | float | None" = None) -> dict:
    """Plan Grothama's optional fights for a declaration; see the module docstring.

    `board` is an attackcheck.api.Board; `attacks` maps creature ids to defenders (or is a
    declaration {"attacks": ...}). The declaration's ids are checked, not its legality
    (the command line checks legality first).
    """
    if objective not in OBJECTIVES:
        raise InputError("--objective", f"unknown objective {objective!r}; use cards or kill")
    rb = board.resolved
    attacks = _attacks_of(board, attacks)
    players = list(rb.player_ids)
    order = sorted(attacks, key=lambda c: rb.permanents[c].index)
    none = {"fights": [], "grothama_destroyed": False, "draws": {p: 0 for p in players}, "attacking": order}
    g = find_grothama(rb)
    if g is None or not (g.is_creature or not g.types):
        return none  # no Grothama, or not a creature: no fight can happen (701.14b)
    g_power, g_tough = _pt(g, GROTHAMA_PT)
    g_dealt = max(0, g_power)
    g_deathtouch = "deathtouch" in g.keywords
    g_indestructible = "indestructible" in g.keywords
    marked = g.model.damage
    remaining = g_tough - marked
    if remaining <= 0 and not g_indestructible:
        raise InputError(f"permanents[{g.index}].damage",
                         f"{g.label()} has lethal damage marked ({marked} on toughness {g_tough}) and can't be on the battlefield (704.5g)")

    fighters = []
    for cid in order:
        if cid == g.id:
            continue  # "other creatures"
        p = rb.permanents[cid]
        power, tough = _pt(p)
        dealt = max(0, power)
        indestructible = "indestructible" in p.keywords
        lethal = tough > 0 and p.model.damage + g_dealt >= tough
        dies = g_dealt > 0 and not indestructible and (lethal or g_deathtouch)  # 704.5g-h, 702.2b
        fighters.append(_Fighter(cid, p.index, max(0, power), dealt, "deathtouch" in p.keywords, dies))

    active = rb.active
    g_attacking = g.id in attacks and g.controller == active
    g_attack_power = max(0, g_power) if g_attacking else 0
    base = g.model.damage_by.get(active, 0)
    if not fighters:
        return none
    planner = _Planner(fighters, remaining, g_indestructible, base, objective, g_attack_power, as_deadline(time_limit))
    seq, destroyed = planner.plan()

    fights = [{"attacker": fighters[i].id, "dealt": fighters[i].dealt, "taken": g_dealt,
               "attacker_dies": fighters[i].dies} for i in seq]
    dead = {fighters[i].id for i in seq if fighters[i].dies}
    if destroyed:
        dead.add(g.id)
    draws = {p: 0 for p in players}
    if destroyed:
        for p in players:
            draws[p] = g.model.damage_by.get(p, 0)
        draws[active] += sum(fighters[i].dealt for i in seq)
    return FightPlan(fights, destroyed, draws, [c for c in order if c not in dead]).to_dict()
