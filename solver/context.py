"""What the rules make of a board before any search: eligible creatures (508.1a, 302.6),
legal defenders (506.2, 310.8b, 801, 802, 803), pair restrictions, the cost of every
creature-defender pair (508.1h), requirement instances (508.1d, 701.15), group
restrictions (508.1c), mana sources, and classes of interchangeable creatures.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import Optional

from attackcheck.models.costs import total_cost
from attackcheck.models.mana import ZERO
from attackcheck.models.resolve import ResolvedBoard, controls_matching
from attackcheck.models.seating import in_range

ATTACK = "attack"  # the satisfying set "any defender" of an attacks-if-able instance


@dataclass(frozen=True)
class Instance:
    """One requirement instance: obeyed when its creature attacks a defender in `sat`."""

    label: str  # the effect it comes from
    kind: str
    creature: str
    sat: frozenset
    text: str  # the requirement in the rules' words
    source: str = ""  # what makes creatures alike: the effect, or the goading player

    def key(self):
        return (self.source or self.label, self.kind, tuple(sorted(self.sat)))


class _Costs(dict):
    """Defender -> total cost of attacking it; no entry means no cost."""

    def __missing__(self, key):
        return ZERO


@dataclass(frozen=True)
class GroupInstance:
    """player_attacks_target_if_able: at least `count` attackers among `sat` (one instance)."""

    label: str
    sat: frozenset
    count: int
    text: str


@dataclass
class Reason:
    kind: str  # eligibility | defender | restriction | cost
    rule: str
    message: str
    effect: Optional[str] = None

    def violation(self, creatures=()) -> dict:
        """The violation object of SPEC section 4."""
        return {"kind": self.kind, "rule": self.rule, "message": self.message,
                "creatures": list(creatures), "effect": self.effect}


@dataclass
class CreatureInfo:
    id: str
    allowed: tuple  # defenders it may attack, board order (restrictions applied)
    forbidden: dict  # defender -> [Reason] (pair restrictions)
    cost: dict  # defender -> ManaCost (508.1h per attacker; ZERO when none)
    cost_parts: dict  # defender -> [(effect label, ManaCost)]
    instances: list  # Instance
    alone: bool = False  # cant_attack_alone
    only_alone: bool = False  # attacks_only_alone
    others: int = 0  # cant_attack_unless_others: needs this many other attackers
    restriction_labels: dict = field(default_factory=dict)  # group flag -> effect labels
    mana_abilities: tuple = ()  # (symbol "T"/"Q", options) of its mana abilities
    vigilance: bool = False
    power: int = 0

    def free(self, d) -> bool:
        return self.cost[d].is_zero()


@dataclass
class SourceInfo:
    """A usable mana ability (605) of a permanent that can't attack; eligible creatures'
    abilities depend on the declaration and are handled per class."""

    id: str
    symbol: str  # "T" ({T} in its cost) or "Q" ({Q}: untap this permanent)
    options: tuple


def ability_available(abilities: tuple, symbol: str, vigilance: bool, size, attacking):
    """How many members of a class of eligible creatures can use a mana ability once the
    attackers are tapped (508.1f): {T} needs it untapped, {Q} needs it tapped; with both,
    a member can untap and tap again, so both are usable either way (each at most once)."""
    symbols = {s for s, _ in abilities}
    if symbol == "T":
        return size if ("Q" in symbols or vigilance) else size - attacking
    return size if "T" in symbols else (0 if vigilance else attacking)


class Context:
    """The facts of one board at its declare-attackers step."""

    def __init__(self, rb: ResolvedBoard):
        self.rb = rb
        self.active = rb.active
        self.perms = rb.permanents
        self.defending_players = self._defending_players()
        self.defenders = self._defenders()
        self.defender_set = frozenset(self.defenders)
        self.defending_player = {d: self._defending_player_of(d) for d in self.defenders}
        self.players_set = frozenset(self.defending_players)
        self.ineligible = {}  # creature id -> Reason (the active player's creatures only)
        self.creatures: dict[str, CreatureInfo] = {}
        self.group_instances: list[GroupInstance] = []
        self.max_attackers: list = []  # (label, count)
        self.max_against: list = []  # (label, frozenset defenders, count, target)
        self.restriction_effects: dict[str, object] = {}
        self._eligibility()
        self._effects()
        self.sources = self._sources()
        self.pool = rb.player(self.active).pool
        self.life = rb.player(self.active).life
        self.has_costs = any(not c.cost[d].is_zero() for c in self.creatures.values() for d in c.allowed)

    # -- 506.2, 801, 802, 803 -------------------------------------------------------
    def _defending_players(self) -> list:
        ids = self.rb.player_ids
        n = len(ids)
        a = ids.index(self.active)
        mode = self.rb.attack_mode
        if mode == "multiple":
            cands = [p for p in ids if p != self.active]
        elif mode == "left":  # 803.1: the next entry sits to the left
            cands = [ids[(a + 1) % n]] if n > 1 else []
        elif mode == "right":
            cands = [ids[(a - 1) % n]] if n > 1 else []
        else:
            cands = [mode]
        roi = self.rb.range_of_influence
        return [p for p in cands if p != self.active and in_range(ids, self.active, p, roi)]  # 801.3

    def _defenders(self) -> list:
        out = list(self.defending_players)
        dp = set(self.defending_players)
        for p in self.perms.values():
            if p.is_planeswalker and p.controller in dp:  # 506.2, 306.6
                out.append(p.id)
            elif p.is_battle and p.protector in dp and not p.is_planeswalker:  # 310.8b
                out.append(p.id)
        return out

    def _defending_player_of(self, d) -> str:
        if d in self.defending_players:
            return d
        p = self.perms[d]
        return p.protector if p.is_battle and not p.is_planeswalker else p.controller  # 310.8d, 508.5

    def is_player(self, d) -> bool:
        return d in self.players_set

    def player_and_walkers(self, player, include_planeswalkers) -> frozenset:
        """A player, and with include_planeswalkers their planeswalkers (never battles)."""
        out = {player} if player in self.defender_set and self.is_player(player) else set()
        if player in self.defender_set and not self.is_player(player):
            out.add(player)  # a permanent named directly
        if include_planeswalkers:
            out |= {d for d in self.defenders if not self.is_player(d) and self.perms[d].is_planeswalker
                    and self.perms[d].controller == player}
        return frozenset(out)

    # -- 508.1a, 302.6 ----------------------------------------------------------------
    def eligibility_reason(self, cid) -> Optional[Reason]:
        p = self.perms[cid]
        who = p.label()
        if p.controller != self.active:
            return Reason("eligibility", "508.1a", f"{who} is controlled by {p.controller}, not the active player {self.active}")
        if not p.is_creature:
            return Reason("eligibility", "506.3", f"{who} is not a creature")
        if p.is_battle:
            return Reason("eligibility", "508.1a", f"{who} is a battle and can't attack")
        if p.tapped:
            return Reason("eligibility", "508.1a", f"{who} is tapped")
        if p.sick and "haste" not in p.keywords:
            return Reason("eligibility", "302.6", f"{who} has not been under {self.active}'s control continuously since the turn began and has no haste")
        return None

    def _eligibility(self) -> None:
        for p in self.perms.values():
            if p.controller != self.active or not p.is_creature:
                continue
            reason = self.eligibility_reason(p.id)
            if reason:
                self.ineligible[p.id] = reason
                continue
            self.creatures[p.id] = CreatureInfo(
                id=p.id, allowed=(), forbidden={}, cost=_Costs(), cost_parts={}, instances=[],
                mana_abilities=p.mana_abilities, vigilance="vigilance" in p.keywords, power=p.power or 0,
            )
            if "defender" in p.keywords:  # 702.3b
                for d in self.defenders:
                    self.creatures[p.id].forbidden.setdefault(d, []).append(
                        Reason("restriction", "702.3b", f"{p.label()} has defender and can't attack", f"{p.id}:defender"))

    # -- effects --------------------------------------------------------------------
    def effect_name(self, eff) -> str:
        if eff.source and eff.source in self.perms:
            return self.perms[eff.source].label()
        return eff.label

    def _effects(self) -> None:
        C = self.creatures
        for eff in self.rb.effects:
            k = eff.kind
            name = self.effect_name(eff)
            mine = [c for c in eff.creatures if c in C]
            if k == "attacks_if_able":
                for c in mine:
                    C[c].instances.append(Instance(eff.label, k, c, self.defender_set,
                                                   f"{self.perms[c].label()} attacks each combat if able ({name})"))
            elif k == "attacks_target_if_able":
                sat = self.player_and_walkers(eff.target, eff.include_planeswalkers)
                for c in mine:
                    C[c].instances.append(Instance(eff.label, k, c, sat,
                                                   f"{self.perms[c].label()} attacks {self.rb.describe(eff.target)} if able ({name})"))
            elif k == "attacks_other_than_if_able":
                # SPEC 6: a player id that is gone makes the requirement unobeyable
                known = eff.player in self.rb.player_ids
                sat = frozenset(p for p in self.defending_players if p != eff.player and known)
                for c in mine:
                    C[c].instances.append(Instance(eff.label, k, c, sat,
                                                   f"{self.perms[c].label()} attacks a player other than {eff.player} if able ({name})"))
            elif k == "player_attacks_target_if_able":
                sat = self.player_and_walkers(eff.target, eff.include_planeswalkers)
                self.group_instances.append(GroupInstance(eff.label, sat, eff.count,
                                                          f"{self.active} attacks {eff.target} with at least {eff.count} creature(s) if able ({name})"))
            elif k == "cant_attack":
                # Sea Serpent: the defenders whose defending player controls what it needs
                exempt = set()
                if eff.unless is not None:
                    ok = {p: controls_matching(self.rb, p, eff.unless, eff.controller, eff.source)
                          for p in set(self.defending_player.values())}
                    exempt = {d for d in self.defenders if ok[self.defending_player[d]]}
                for c in mine:
                    for d in self.defenders:
                        if d in exempt:
                            continue
                        why = "can't attack" if eff.unless is None else f"can't attack unless {self.defending_player[d]} controls a matching permanent"
                        C[c].forbidden.setdefault(d, []).append(Reason("restriction", "508.1c", f"{self.perms[c].label()} {why} ({name})", eff.label))
            elif k == "cant_attack_target":
                banned = self.player_and_walkers(eff.target, eff.include_planeswalkers)
                for c in mine:
                    for d in banned:
                        C[c].forbidden.setdefault(d, []).append(Reason("restriction", "508.1c", f"{self.perms[c].label()} can't attack {self.rb.describe(d)} ({name})", eff.label))
            elif k == "cant_attack_alone":
                for c in mine:
                    C[c].alone = True
                    C[c].restriction_labels.setdefault("alone", []).append(eff.label)
                self.restriction_effects[eff.label] = eff
            elif k == "attacks_only_alone":
                for c in mine:
                    C[c].only_alone = True
                    C[c].restriction_labels.setdefault("only_alone", []).append(eff.label)
                self.restriction_effects[eff.label] = eff
            elif k == "cant_attack_unless_others":
                for c in mine:
                    if eff.count > C[c].others:
                        C[c].others = eff.count
                        C[c].restriction_labels["others"] = [eff.label]
                self.restriction_effects[eff.label] = eff
            elif k == "max_attackers":
                self.max_attackers.append((eff.label, eff.count))
                self.restriction_effects[eff.label] = eff
            elif k == "max_attackers_against":
                self.max_against.append((eff.label, self.player_and_walkers(eff.target, eff.include_planeswalkers), eff.count, eff.target))
                self.restriction_effects[eff.label] = eff
            elif k == "attack_tax":
                taxed = self.player_and_walkers(eff.target, eff.include_planeswalkers)
                who = C if eff.model.creatures is None else {c: C[c] for c in mine}
                for c in who:
                    for d in taxed:
                        self._add_cost(C[c], d, eff)
            elif k == "attack_cost":
                for c in mine:
                    for d in self.defenders:
                        self._add_cost(C[c], d, eff)
        # 701.15b-d: per distinct goader, "attacks if able" and "attacks a player other than
        # the goader if able". A goad by the active player has ended (701.15a: until the
        # goader's next turn).
        for c, goaders in self.rb.goads.items():
            if c not in C:
                continue
            for g in goaders:
                if g == self.active:
                    continue
                label = f"goad:{c}:{g}"
                who = self.perms[c].label()
                C[c].instances.append(Instance(label, "goad_attacks", c, self.defender_set, f"{who} is goaded by {g} and attacks each combat if able (701.15b)", f"goad:{g}"))
                sat = frozenset(p for p in self.defending_players if p != g)
                C[c].instances.append(Instance(label, "goad_other", c, sat, f"{who} is goaded by {g} and attacks a player other than {g} if able (701.15b)", f"goad:{g}"))
        totals: dict = {}  # 508.1h: the costs that apply to one attacker, added up
        for info in C.values():
            info.allowed = tuple(d for d in self.defenders if d not in info.forbidden)
            for d, parts in info.cost_parts.items():
                key = tuple(c for _, c in parts)
                if key not in totals:
                    totals[key] = total_cost(parts=key)
                info.cost[d] = totals[key]

    def _add_cost(self, info: CreatureInfo, d, eff) -> None:
        if eff.cost.is_zero():
            return
        info.cost_parts.setdefault(d, []).append((eff.label, eff.cost))

    # -- 605, 302.6, 508.1f ---------------------------------------------------------
    def _sources(self) -> list:
        out = []
        for p in self.perms.values():
            if p.controller != self.active or not p.mana_abilities or p.id in self.creatures:
                continue
            if p.is_creature and p.sick and "haste" not in p.keywords:
                continue  # 302.6: a sick creature's {T} and {Q} abilities can't be used
            symbols = {s for s, _ in p.mana_abilities}
            for sym, opts in p.mana_abilities:
                usable = (not p.tapped or "Q" in symbols) if sym == "T" else (p.tapped or "T" in symbols)
                if usable:
                    out.append(SourceInfo(p.id, sym, opts))
        return out

    def declared_payment_groups(self, attacks: dict) -> list:
        """Mana sources once `attacks` are declared: each eligible creature on its own."""
        return self.payment_groups(
            ([c], info, 1 if c in attacks else 0) for c, info in self.creatures.items() if info.mana_abilities)

    def payment_groups(self, creature_classes) -> list:
        """Mana sources as groups for the payment model. `creature_classes` lists
        (members, info, attacking) for eligible creatures; attacking is an int or expression."""
        from .payment import SourceGroup

        groups = []
        static: dict = {}
        for s in self.sources:
            static.setdefault(s.options, []).append(s.id)
        for opts, ids in static.items():
            groups.append(SourceGroup(ids, opts, len(ids), len(ids)))
        for members, info, attacking in creature_classes:
            for sym, opts in info.mana_abilities:
                avail = ability_available(info.mana_abilities, sym, info.vigilance, len(members), attacking)
                if isinstance(avail, int) and avail <= 0:
                    continue
                groups.append(SourceGroup(list(members), opts, avail, len(members), attacking if sym == "T" else None))
        return groups

    def source_unusable_reasons(self, attacking: set) -> list:
        """Why each of the active player's mana sources can't pay (for explanations)."""
        out = []
        for p in self.perms.values():
            if p.controller != self.active or not p.mana_abilities:
                continue
            symbols = {s for s, _ in p.mana_abilities}
            if p.is_creature and p.sick and "haste" not in p.keywords:
                out.append((p.id, "it is a creature that came under your control this turn (302.6)"))
            elif p.tapped and "Q" not in symbols:
                out.append((p.id, "it is tapped"))
            elif p.id in attacking and "vigilance" not in p.keywords and symbols == {"T"}:
                out.append((p.id, "it was tapped by attacking (508.1f)"))
        return out

    # -- classes of interchangeable creatures ---------------------------------------------
    def creature_signature(self, info: CreatureInfo, extra=None, by_power: bool = False) -> tuple:
        """What the rules look at: defenders, costs, requirement instances, restrictions, and
        (only when something costs mana) mana abilities; power only for power objectives."""
        inst = tuple(sorted(i.key() for i in info.instances))
        mana = (info.mana_abilities, info.vigilance) if self.has_costs and info.mana_abilities else None
        return (
            info.allowed,
            tuple(info.cost[d] for d in info.allowed),
            inst,
            info.alone, info.only_alone, info.others,
            mana,
            info.power if by_power else None,
            extra,
        )

    def classes(self, extra: dict | None = None, by_power: bool = False) -> list:
        """Groups of creatures alike in everything the rules look at (and in `extra`)."""
        cache = self.__dict__.setdefault("_classes", {})
        if not extra and by_power in cache:
            return cache[by_power]
        groups: dict = defaultdict(list)
        extra = extra or {}
        for cid, info in self.creatures.items():
            groups[self.creature_signature(info, extra.get(cid), by_power)].append(cid)
        out = list(groups.values())
        if not extra:
            cache[by_power] = out
        return out

    # -- upper bound on obeyed requirements -------------------------------------------------
    def obeyable_upper_bound(self) -> int:
        """Instances that some defender could satisfy, ignoring restrictions and costs."""
        dset = self.defender_set
        return sum(1 for i in self.creatures.values() for inst in i.instances if inst.sat & dset) + \
            sum(1 for g in self.group_instances if g.sat)

    def instance_count(self) -> int:
        return sum(len(i.instances) for i in self.creatures.values()) + len(self.group_instances)
