"""What the rules make of a board before any search: eligible creatures (508.1a, 302.6),
legal defenders (506.2, 310.8b, 801, 802, 803), and the facts every effect leaves (through
its kind's `collect`, attackcheck.solver.effects): requirement instances (508.1d, 701.15),
forbidden pairs and restrictions on the attackers together (508.1c), the cost of every
creature-defender pair (508.1h); mana sources, and classes of interchangeable creatures.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from operator import attrgetter
from collections import Counter, defaultdict
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Callable, Collection, Hashable, Iterable, Iterator, Mapping, Optional

from attackcheck.models.conditions import counts
from attackcheck.models.costs import total_cost
from attackcheck.models.errors import BoardError
from attackcheck.models.mana import ZERO, ManaCost, ManaOption, ability_options
from attackcheck.models.resolve import (OWNER, REffect, ResolvedBoard, Resolver, RPermanent, text_source, traits_read,
                                        traits_beyond_of)
from attackcheck.models.seating import in_range

from .effects.base import (KINDS, Aggregate, GroupRequirement, GroupRestriction, IfAttacking, Instance, Reason, Repeats,
                           resolved_effect_name)
from .effects.pairs import keyword_restrictions
from .effects.permissions import sickness_restrictions
from .effects.requirements import goad_instances
from .results import Unread, ViolationKind

if TYPE_CHECKING:
    from .check import Maximum
    from .deadline import Deadline
    from .payment import SourceGroup

# The facts a board's effects may make (each ~250 bytes with what refers to it): past this
# many, memory would grow past about 1 GB, so the board is refused as too large (an
# InputError naming `effects`) before it gets there.
MAX_FACTS = 2_000_000

MANA_ABILITIES = tuple[tuple[str, tuple[ManaOption, ...]], ...]  # (symbol "T"/"Q"/"R", options) per ability
MAX_CONDITIONALS = 4  # requirements that exist only if a creature attacks: M is proved for each pattern (2^k)
Pattern = frozenset[str]  # the labels of the conditional requirements a declaration brings into existence


_sat_weight = attrgetter("sat", "weight")
_NO_COSTS: dict[int, tuple[ManaCost, ...]] = {}  # (ZERO,) * n: the costs of a creature that pays none


class _Costs(dict[str, ManaCost]):
    """Defender -> total cost of attacking it; no entry means no cost."""

    def __missing__(self, key: str) -> ManaCost:
        return ZERO


class Shape:
    """What 508.1d and the costs read of eligible creatures alike: their requirement
    instances' sets of defenders and weights (in order), the defenders they may attack and
    their costs (one object each, shared), and how many creatures are so. One object per
    kind: M, the obeyable bound, the closest witness and the blocking set work out what
    each kind gives once, and read each creature's by its shape."""

    __slots__ = ("sats", "allowed", "cost", "count", "weight")

    def __init__(self, sats: tuple[tuple[frozenset[str], int], ...], allowed: tuple[str, ...], cost: _Costs):
        self.sats = sats  # (sat, weight) of each instance
        self.allowed = allowed
        self.cost = cost
        self.count = 0  # the eligible creatures of this shape
        self.weight = sum([w for _, w in sats])  # the instances of one of them, each with its weight (508.1d)


_NO_SHAPE = Shape((), (), _Costs())  # (a creature's until Context.shapes are made)


@dataclass(slots=True)  # one per eligible creature: no per-object dict
class CreatureInfo:
    """An eligible creature and the facts about it."""

    id: str
    allowed: tuple[str, ...] = ()  # defenders it may attack, board order (pair restrictions applied)
    forbidden: dict[str, list[Reason]] = field(default_factory=dict)  # defender -> why not (508.1c)
    cost: _Costs = field(default_factory=_Costs)  # defender -> 508.1h total per attacker
    cost_parts: dict[str, list[tuple[str, ManaCost]]] = field(default_factory=dict)  # defender -> (label, cost)
    instances: list[Instance] = field(default_factory=list)
    groups: frozenset[int] = frozenset()  # the `among` aggregates it belongs to (indices in ctx.aggregates)
    mana_abilities: MANA_ABILITIES = ()
    vigilance: bool = False
    power: int = 0
    shape: Shape = _NO_SHAPE  # its instances, defenders and costs (made with Context.shapes)

    def free(self, d: str) -> bool:
        return self.cost[d].is_zero()

    def obeyed(self, d: Optional[str]) -> int:
        """The requirement instances it obeys attacking `d` (None: staying home obeys none),
        each counted with its weight (508.1d)."""
        return 0 if d is None else sum(i.weight for i in self.instances if d in i.sat)


@dataclass
class SourceInfo:
    """A usable mana ability (605) of a permanent that can't attack; eligible creatures'
    abilities depend on the declaration and are handled per class."""

    id: str
    # "T" ({T} in its cost), "Q" ({Q}: untap this permanent), "R" (counters removed), "O" (others
    # tapped), "S" (it is sacrificed, for its own ability or another's)
    symbol: str
    options: tuple[ManaOption, ...]


# the symbols of mana abilities without {T} or {Q} in their cost, usable tapped, attacking or
# summoning sick alike: counters removed ("R"), other permanents tapped ("O"), sacrificed ("S")
NO_TAP = ("R", "O", "S")


def ability_available(abilities: MANA_ABILITIES, symbol: str, vigilance: bool, size: int, attacking: Any) -> Any:
    """How many members of a class of eligible creatures can use a mana ability once the
    attackers are tapped (508.1f): {T} needs it untapped, {Q} needs it tapped; with both,
    a member can untap and tap again, so both are usable either way (each at most once). One
    whose whole cost is counters removed ("R": Crystalline Crawler), other permanents tapped
    ("O": Heritage Druid) or a permanent sacrificed ("S") is usable attacking or not."""
    if symbol in NO_TAP:
        return size
    symbols = {s for s, _ in abilities}
    if symbol == "T":
        return size if ("Q" in symbols or vigilance) else size - attacking
    return size if "T" in symbols else (0 if vigilance else attacking)


class _Reasons(Mapping[str, Reason]):
    """Creature id -> why it can't attack (Reason), each reason made when first read: a big
    board has tens of thousands of tapped or summoning-sick creatures, and a check reads the
    reasons of the few a declaration names. Its keys are all there from the start."""

    def __init__(self, ctx: "Context"):
        self._ctx = ctx
        self._made: dict[str, Optional[Reason]] = {}

    def later(self, cid: str) -> None:
        """A creature that can't attack, whose reason is made when first read."""
        self._made[cid] = None

    def __getitem__(self, cid: str) -> Reason:
        reason = self._made[cid]
        if reason is None:
            reason = self._ctx.eligibility_reason(cid)
            assert reason is not None, cid  # later() takes only creatures that can't attack
            self._made[cid] = reason
        return reason

    def __contains__(self, cid: object) -> bool:
        return cid in self._made

    def __iter__(self) -> Iterator[str]:
        return iter(self._made)

    def __len__(self) -> int:
        return len(self._made)


# a mana ability, its own or one it grants in quotes ("{1}, {T}: Add {W}{U}.", 'have "{T}: Add ...',
# Nykthos's "{2}, {T}: Choose a color. Add ..."), not a loyalty ability (605.1a) nor one that targets
# Arrest; Oppressive Rays (601.2f: a cost increase changes no mana of a permanent without mana abilities)
_NO_ACTIVATION = re.compile(r"\bactivated abilities (?:of enchanted (?:creature|permanent) )?"
                            r"(?:with \{T\} in their costs )?(?:can't be activated|cost \{\d+\} more to activate)\b",
                            re.I)
_STATION_LINE = re.compile(r"^(\d+)\+ \| ")


_PAY_LIFE = re.compile(r"^\{T\}, Pay (\d+) life:", re.I)  # Mana Confluence's cost (119.4)
# a mana ability's activation restriction (602.5b): Spire of Industry's "Activate only if you control an artifact."
_ACTIVATE_ONLY_IF = re.compile(r" Activate only if [^.]+\.$")


_LIFE_LOSS = re.compile(r"\bpay (\d+) life\b|\bdeals? (\d+) damage to you\b|\blose(?:s)? (\d+) life\b", re.I)
_GAIN_LIFE = re.compile(r"\bgains? (\d+) life\b", re.I)


def _life_loss(text: str) -> Optional[int]:
    """The most life a mana ability's text takes from its controller (life paid, damage,
    life lost: 119.3-119.4), or None when it says nothing of the kind (a gain only is 0)."""
    found = [int(n) for m in _LIFE_LOSS.finditer(text) for n in m.groups() if n]
    if found:
        return sum(found)
    return 0 if _GAIN_LIFE.search(text) else None


def _sacrifice_stopped(text: str) -> str:
    """What a prohibition on paying costs stops sacrificing: "nonland permanents",
    "creatures", ... ("" none, only life)."""
    low = text.lower()
    return low.split("or sacrifice ", 1)[1].split(" to ", 1)[0] if "or sacrifice " in low else ""


def _sacrificed(types: Collection[str], stopped: str) -> bool:
    """Whether a permanent of these card types is among what a prohibition stops sacrificing."""
    if stopped == "nonland permanents":
        return "land" not in types
    return stopped == "permanents" or (stopped.endswith("s") and stopped[:-1] in types)


def _unstationed(text: str, p: Any) -> bool:
    """A Spacecraft's "N+ | ..." ability while it has fewer than N charge counters: it has
    no such ability yet (702.184)."""
    m = _STATION_LINE.match(text)
    return m is not None and p.model.counters.get("charge", 0) < int(m.group(1))


_REMOVE_COUNTER = re.compile(r"^Remove (?P<n>a|an|one|two|three|four|five|\d+) (?P<kind>[\w+/-]+) counters? from "
                             r"(?:this|it)\b[^:]*:", re.I)
_COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _no_counter_to_remove(text: str, p: Any) -> bool:
    """A mana ability whose cost removes counters the permanent doesn't have ("Remove a charge
    counter from this artifact: Add ..."): it can't be activated (602.2b, 118.3)."""
    m = _REMOVE_COUNTER.match(text)
    if m is None:
        return False
    n = m.group("n").lower()
    need = int(n) if n.isdigit() else _COUNT_WORDS[n]
    return p.model.counters.get(m.group("kind").lower(), 0) < need


# a granted ability that sacrifices its permanent, read as {T} (Goldspan Dragon's grant to Treasures)
_GRANTED_SACRIFICE = "a granted \"{T}, Sacrifice this artifact: Add ...\" (read as its {T})"


def _cant_tap(p: RPermanent, text: str) -> bool:
    """Whether `text`, a {T} mana ability of p's, can't be activated as attackers are declared:
    p is tapped, or a creature that came under its controller's control this turn without
    haste (302.6)."""
    return text.startswith("{T}") and (p.tapped or ("creature" in p.types and p.sick and "haste" not in p.keywords))


def _you_control_one(cond: Any) -> bool:
    """Whether a condition is only "you control N or more <permanents>", of no color."""
    counted = cond.you_control
    return (counted is not None and not isinstance(counted, list) and not getattr(counted.selector, "colors", None)
            and all(v is None for k, v in cond.__dict__.items() if k != "you_control"))


def _flat(mana: Iterable[Any]) -> list[Any]:
    """A mana ability's options as written (`mana` of a grant: nested lists are choices)."""
    return [o for entry in mana for o in (entry if isinstance(entry, list) else [entry])]


def _options_made(texts: Iterable[str]) -> Optional[set[ManaOption]]:
    """The mana options these mana abilities' texts make, as the reader reads them; None where
    one is not mana a source can make."""
    from attackcheck.models.cards.oracle import read_mana

    made: set[ManaOption] = set()
    for text in texts:
        for ability in read_mana(_ACTIVATE_ONLY_IF.sub("", text)):  # (the options, whether it holds or not)
            for one in (ability if isinstance(ability, list) else [ability]):
                try:
                    made.add(ManaOption.parse(one))
                except ValueError:
                    return None
    return made


_MANA_ABILITY = re.compile(r'(?:^|")(?!\[)[^":]*:\s*(?![^"]*\btarget)[^"]*?\badd\b', re.I)
# a sentence about what the permanent is attached to (Cranial Plating's "Equipped creature gets ...")
_ATTACHED_SUBJECT = re.compile(r"^(?:equipped|enchanted|fortified) (?:creature|permanent|artifact|land|planeswalker)\b",
                               re.I)


class Context:
    """The facts of one board at its declare-attackers step."""

    def __init__(self, rb: ResolvedBoard, deadline: Optional["Deadline"] = None):
        """Past `deadline` (when given) TimeLimitReached names what was unfinished."""
        self.rb = rb
        self._deadline = deadline
        self.facts = 0  # requirement instances, forbidden pairs and costs made so far (MAX_FACTS)
        self.times = 1  # while collecting an effect standing for identical ones (Repeats.ADD): how many
        self._times_cost: dict[tuple[ManaCost, int], ManaCost] = {}  # (cost, k) -> that cost k times over
        self.active = rb.active
        self.perms = rb.permanents
        self.unread: list[Unread] = list(rb.unread)  # what the answers can't be given without
        # mana abilities not read that only add ways to pay (_unmodelled_mana): unknown only
        # where a payment without them fails
        self.extra_mana: list[Unread] = []
        # mana abilities that change their controller's life (a painland's damage, Pristine
        # Talisman's life gained) or cost life (Mana Confluence), where life pays Phyrexian
        # mana: a payment paying no life stands (_unmodelled_mana)
        self.life_mana: list[Unread] = []
        # the most life those abilities of the active player's can take before a cost is paid
        # (their damage and life paid, gains left out; None: one says something else), and
        # whether one can gain life
        self.life_at_risk: Optional[int] = 0
        self.life_gained = False
        self.life_sources: set[str] = set()  # the active player's permanents with those abilities
        # their text, by permanent: the options that change life are known from it (life_free_options)
        self.life_texts: dict[str, list[str]] = {}
        # mana abilities read wider than they are, and their permanents: read as their {T}
        # while a prohibition stops paying their cost (Yasharn's "can't pay life or sacrifice",
        # 602.2b), or as any color where the commander's color identity is not given (903.4): a
        # payment found without those permanents stands, a failing one too (_unmodelled_mana)
        self.doubtful_mana: list[Unread] = []
        self.doubtful_sources: set[str] = set()
        # mana abilities whose cost a prohibition stops paying (602.2b), by permanent: their text
        # and the prohibiting permanent; what they make is taken away (_drop_stopped)
        self._stopped_mana: dict[str, list[tuple[str, Optional[str], str]]] = {}  # (text, by, why)
        self.stopped_reasons: dict[str, str] = {}  # a permanent whose stopped mana was taken -> why
        self._read: Optional[set[str]] = None  # the traits the effects' selectors read (_effects_read)
        self._beyond: Optional[set[str]] = None  # of those, read of others' permanents (_read_beyond)
        # of those, the ones doubtful only for making one mana of a color chosen as they entered:
        # their options but "any color" are theirs (sure_options)
        self.chosen_sources: set[str] = set()
        # such sources whose chosen color another effect spelled out as each color (a Thriving
        # land under Mana Flare), where no type of mana is asked: a payment plan says so
        self.chosen_spelled: set[str] = set()
        # permanents whose granted "{T}, Sacrifice this" ability a prohibition stops -> its options
        self._granted_stopped: dict[str, frozenset[ManaOption]] = {}
        self._wholly_doubtful: set[str] = set()  # doubtful for more than a chosen color (sure_options)
        self._unsacrificed: set[str] = set()  # permanents a prohibition stops sacrificing (Yasharn)
        self._unsacrificable: set[str] = set()  # of those, ones a "{T}, Sacrifice a creature" may name
        self._typed: Optional[bool] = None  # (_asks_mana_type)
        self._outlets: Optional[dict[str, set[str]]] = None  # (_sacrificed_by)
        self._unread_seen = {(u["permanent"], u["card"], u["text"]) for u in self.unread}
        self._view: Optional[Resolver] = None
        self._non_mana: list[tuple[REffect, list[tuple[str, str]], str]] = []
        # non-mana costs to attack (508.1h: sacrifice a land) whose payment is not decided: the
        # pairs they apply to, forbidden here (M of 508.1d is over declarations that pay nothing),
        # and what they say; a declaration with such a pair is unknown, one without is judged
        self.non_mana: list[Unread] = []
        self.non_mana_pairs: set[tuple[str, str]] = set()
        self.order: dict[str, int] = {}  # board order (its ints shared)
        self.board_orders: dict[frozenset[str], tuple[str, ...]] = {}  # effects.base.board_ordered's
        self.defending_players = self._defending_players()
        self.ineligible = _Reasons(self)  # creature id -> why it can't attack (its controller's)
        self.creatures: dict[str, CreatureInfo] = {}
        self.in_board_order = True  # the creatures are listed in board order (ctx.order): sorting keeps them
        self._mana_permanents: list[RPermanent] = []  # (for _sources) in board order
        self._with_defender: list[RPermanent] = []  # eligible creatures with defender (702.3b), in board order
        self._sick_allowed: list[RPermanent] = []  # sick creatures that may attack some defenders (302.6)
        self.defenders = self._read_permanents()
        self.defender_set = frozenset(self.defenders)
        self.defending_player = {d: self._defending_player_of(d) for d in self.defenders}
        self.players_set = frozenset(self.defending_players)
        self._effects: Optional[dict[str, REffect]] = None  # (effects) made when first read
        self.group_requirements: list[GroupRequirement] = []
        self.conditionals: list[IfAttacking] = []  # requirements that exist only if a creature attacks
        self.restriction_facts: list[GroupRestriction] = []  # one per effect (explanations relax them)
        self.group_restrictions: list[GroupRestriction] = []  # merged by form (what is solved and counted)
        self.aggregates: list[Aggregate] = []  # every aggregate read, once
        self.proved_maximum: Optional["Maximum"] = None  # M of 508.1d once proved (check.maximum)
        self.proved_maxima: dict[Pattern, "Maximum"] = {}  # M of each pattern, once proved (conditionals)
        self._classes: dict[Hashable, list[list[str]]] = {}
        self._others: dict[str, frozenset[str]] = {}  # player -> the other defending players (players_other_than)
        # (player, planeswalkers too, the player too) -> defenders
        self._walkers: dict[tuple[str, bool, bool], frozenset[str]] = {}
        # what an effect kind works out once per board for many effects (its own keys)
        self.kind_memo: dict[Hashable, Any] = {}
        self._shapes: Optional[list[Shape]] = None  # (shapes) the eligible creatures', once made
        self._instances: Optional[int] = None  # instance_count's sum over the creatures, once made
        self._obeyable: Optional[int] = None  # obeyable_upper_bound's, likewise
        # (payment_groups) the sources that can't attack, by their options, and the eligible
        # creatures with mana abilities: found once for every payment
        self._static_sources: Optional[list[tuple[tuple[str, ...], tuple[ManaOption, ...]]]] = None
        self._with_mana: Optional[list[tuple[str, CreatureInfo]]] = None
        # some pair restriction is labelled by its creature (a keyword's, 702.3b) or by no
        # effect (forbid): explanations then read classes rather than creatures
        self.restriction_by_creature = False
        for p in self._with_defender:  # 702.3b (no other keyword restricts a creature here)
            keyword_restrictions(self, p)
        for p in self._sick_allowed:  # 302.6: it may attack only some defenders as though it had haste
            sickness_restrictions(self, p)
        self.life = rb.player(self.active).life  # the life the active player may pay (119.4)
        self.life_fixed: Optional[str] = None  # the permanent whose text stops them paying life (119.8)
        self._collect()
        self.sources = self._sources()
        if self._stopped_mana:
            self._drop_stopped()
        self._sacrificed_twice()
        if rb.tap_sacrifice:
            self._tap_sacrificed()
        if rb.counted_paid:
            self._counted_after_sacrifice()
        if rb.mana_doubts:
            self._mana_doubts()
        if self.doubtful_mana and not self._costs_need_mana():
            # 508.1h: no cost to attack asks for mana, so no answer hangs on mana read wider
            self.doubtful_mana.clear()
            self.doubtful_sources.clear()
        self.pool = rb.player(self.active).pool
        self.has_costs = self._has_costs()
        # read narrower (one color spelled out where any combination is doubled): a payment found
        # stands; only the amount matters where no type of mana is asked
        for pid, why in rb.narrow_mana if self.has_costs else ():
            # only the amount matters where no type of mana is asked, and no trigger adds to one
            # color only (Caged Sun: 106.12a)
            if not (self._asks_mana_type() or self._made_by_color(pid)):
                continue
            if self.perms[pid].controller == self.active and self._may_tap_for_mana(pid):
                self.note_extra_mana(pid, why)
            for q in self._active_readers(pid):  # read narrower by "could produce" (106.7: Reflecting Pool)
                self.note_extra_mana(q, f"{why} (read by {self.perms[q].label()}'s \"could produce\" ability)")
        if self.has_costs:  # (no payment without a cost)
            self._limit_ordered()
        if self.unread:
            self._drop_idle_vigilance()
        self._deadline = None  # it bounded the construction only

    @property
    def effects(self) -> dict[str, REffect]:
        """The effects in force by label: made when first read (an explanation names a few of
        a big board's)."""
        if self._effects is None:
            self._effects = {e.label: e for e in self.rb.effects}
        return self._effects

    def _drop_idle_vigilance(self) -> None:
        """508.1f: an attacker with vigilance stays untapped, which changes a declaration only
        where it may then tap for mana to pay a cost to attack, or be tapped for a cost that
        isn't mana, or where a selector reads keywords; elsewhere a sentence whose one change is
        vigilance (Maze Sentinel's) is not unread."""
        from attackcheck.models.cards import only_vigilance

        idle = {id(u) for u in self.unread if u.get("permanent") is not None and only_vigilance(u.get("text") or "")}
        if not idle or self._non_mana or (self.has_costs and any(info.mana_abilities for info in self.creatures.values())):
            return
        if "keywords" not in self._effects_read():
            self.unread = [u for u in self.unread if id(u) not in idle]

    def _read_beyond(self) -> set[str]:
        """Of those traits, the power, keywords and colors read of permanents the active player
        may not control (traits_read_beyond), with the active player's mana abilities', found once."""
        if self._beyond is None:
            self._beyond = set(self.rb.traits_beyond) | traits_beyond_of(
                ((e.model, e.controller) for e in self.rb.effects),
                (a for p in self.perms.values() if p.controller == self.active for a in p.mana_raw or ()), self.active)
        return self._beyond

    def _active_readers(self, pid: str) -> list[str]:
        """The active player's permanents whose "could produce" abilities read pid (106.7)."""
        return [q for q, got in self.rb.could_read.items()
                if pid in got and q in self.perms and self.perms[q].controller == self.active]

    def side_idle(self, pid: str, card: str, text: str, trait: str) -> bool:
        """Whether a sentence of pid's card the reader does not read raises power, defines it or
        gives keywords only on one side (cards.own_side_change: the permanent, its controller's
        creatures, the creature it is attached to), a side not attacking, while nothing reads
        that trait of a permanent the active player doesn't control: it changes no attacker and
        nothing judged (Adeline's power, Vanquisher's Banner's chosen type, an opponent's)."""
        from attackcheck.models.cards import own_side_change
        from attackcheck.models.resolve import SIDE_TRAITS

        if trait not in SIDE_TRAITS or trait in self._read_beyond():
            return False
        scope = own_side_change(card, text)
        p = self.perms[pid]
        if scope == "attached":
            host = self.perms.get(p.attached_to) if p.attached_to is not None else None
            return host is None or host.controller != self.active
        return scope is not None and p.controller != self.active

    def _effects_read(self) -> set[str]:
        """The traits the selectors of the effects in force read, and those of the effects acting
        as the board was resolved (613.1f: the grants'), found once."""
        if self._read is None:
            self._read = set(self.rb.traits_read)
            for e in self.rb.effects:
                self._read |= traits_read(e.model)
        return self._read

    def _has_costs(self) -> bool:
        """Whether some creature pays a cost attacking some defender it may attack (508.1h):
        a creature without an entry pays none."""
        for info in self.creatures.values():
            cost = info.cost
            if cost:
                for d in info.allowed:
                    v = cost.get(d)
                    if v is not None and not v.is_zero():
                        return True
        return False

    # -- 506.2, 801, 802, 803 -------------------------------------------------------
    @property
    def neighbours(self) -> dict[str, str]:
        """The player next to the active player on each side (803.1: the next entry of the
        board's players sits to the left); the active player alone sits next to itself."""
        ids = self.rb.player_ids
        n, a = len(ids), ids.index(self.active)
        return {"left": ids[(a + 1) % n], "right": ids[(a - 1) % n]}

    def _defending_players(self) -> list[str]:
        ids = self.rb.player_ids
        mode = self.rb.attack_mode
        side = self.neighbours
        if mode == "multiple":
            cands = [p for p in ids if p != self.active]
        elif mode in side:  # 803.1 (the active player alone: nobody, below)
            cands = [side[mode]]
        else:
            cands = [mode]
        for direction in self.rb.directions:  # 803.1, from attack_direction effects
            cands = [p for p in cands if p == side[direction]]
        roi = self.rb.range_of_influence
        return [p for p in cands if p != self.active and in_range(ids, self.active, p, roi)]  # 801.3

    def _defending_player_of(self, d: str) -> str:
        if d in self.defending_players:
            return d
        p = self.perms[d]
        return (p.protector or p.controller) if p.is_battle and not p.is_planeswalker else p.controller  # 310.8d, 508.5

    def is_player(self, d: str) -> bool:
        return d in self.players_set

    def player_and_walkers(self, player: str, include_planeswalkers: bool,
                           include_player: bool = True) -> frozenset[str]:
        """A player (unless include_player is false), and with include_planeswalkers their
        planeswalkers (never battles); a planeswalker or battle id names just that permanent.
        One set per question, shared."""
        key = (player, include_planeswalkers, include_player)
        got = self._walkers.get(key)
        if got is not None:
            return got
        out = {player} if player in self.defender_set and (include_player or not self.is_player(player)) else set()
        if include_planeswalkers:
            out |= {d for d in self.defenders if not self.is_player(d) and self.perms[d].is_planeswalker
                    and self.perms[d].controller == player}
        got = self._walkers[key] = frozenset(out)
        return got

    def players_other_than(self, player: str) -> frozenset[str]:
        """The defending players other than `player` (goad, 701.15b; Kardur): players, never a
        planeswalker or battle; every one when `player` has left the game (each remaining
        player is "a player other than" them). One set per player, shared by every creature
        whose requirement names it."""
        got = self._others.get(player)
        if got is None:
            got = self._others[player] = frozenset(p for p in self.defending_players if p != player)
        return got

    # -- 508.1a, 302.6 ----------------------------------------------------------------
    def eligibility_reason(self, cid: str) -> Optional[Reason]:
        p = self.perms[cid]
        who = p.label()
        e = ViolationKind.ELIGIBILITY
        if p.controller != self.active:
            return Reason(e, "508.1a", f"{who} is controlled by {p.controller}, not the active player {self.active}")
        if not p.is_creature:
            return Reason(e, "506.3", f"{who} is not a creature" + (" as read (text unread may make it one)"
                                                                   if self.unread else "") + p.not_creature_hint())
        if p.is_battle:
            return Reason(e, "508.1a", f"{who} is a battle and can't attack")
        if p.tapped:
            return Reason(e, "508.1a", f"{who} is tapped")
        if p.sick and "haste" not in p.keywords:
            allowed = ""
            if cid in self.rb.attack_as_though_haste:  # only defenders it can't attack now (302.6)
                named = self.rb.attack_as_though_haste[cid] or ()
                allowed = (f" (it may attack only {', '.join(sorted(named))} as though it had haste, none of them a "
                           "defender now)" if named else " (it may attack as though it had haste no defender now)")
            return Reason(e, "302.6", f"{who} has not been under {self.active}'s control continuously since the turn "
                                      f"began and has no haste{allowed}")
        return None

    def _read_permanents(self) -> list[str]:
        """One pass over the permanents: their board order, the defenders (506.2, 306.6,
        310.8b: the defending players, then planeswalkers and battles in board order) and
        which creatures can attack (508.1a, 302.6), with the active player's other mana
        sources (_sources) and the eligible creatures with defender (702.3b)."""
        out = list(self.defending_players)
        dp = set(self.defending_players)
        active = self.active
        order = self.order
        # one empty mapping of costs, of reasons and list of instances for the creatures that
        # have none: each is replaced, never changed in place (add_cost, add_costs, _collect,
        # forbid, add_instance)
        no_cost = _Costs()
        no_parts: dict[str, list[tuple[str, ManaCost]]] = {}
        no_forbidden: dict[str, list[Reason]] = {}
        no_instances: list[Instance] = []
        no_groups: frozenset[int] = frozenset()
        later = self.ineligible.later
        creatures = self.creatures
        last = -1  # the board index of the last eligible creature (in_board_order)
        mana = self._mana_permanents  # the active player's permanents with mana abilities that can't attack
        with_defender = self._with_defender
        directions = self.rb.directions
        as_haste = self.rb.attack_as_though_haste  # 302.6 lifted for attacking
        for pid, p in self.perms.items():
            order[pid] = p.index
            types = p.types  # (read once: one permanent after another on a big board)
            if "planeswalker" in types:
                if p.controller in dp:  # 506.2, 306.6
                    out.append(p.id)
            elif "battle" in types and p.protector in dp and not directions:  # 310.8b
                out.append(p.id)  # (Mystic Barrier: "that opponent and planeswalkers controlled by that opponent")
            if p.controller != active:
                continue
            if "creature" not in types:
                if p.mana_abilities:
                    mana.append(p)
                continue
            if p.tapped or "battle" in types or (p.sick and "haste" not in p.keywords and not (
                    as_haste and p.id in as_haste and self._may_attack_as_though_haste(as_haste[p.id], dp))):
                # one of eligibility_reason's reasons (its own creature, controlled by the active
                # player), made when first read
                later(p.id)
                if p.mana_abilities:
                    mana.append(p)
                continue
            # untapped, not a battle, not sick (or hasty): eligible
            if p.index <= last:
                self.in_board_order = False
            last = p.index
            keywords = p.keywords
            creatures[p.id] = CreatureInfo(  # its fields in order (one per creature: faster than by name)
                p.id, (), no_forbidden, no_cost, no_parts, no_instances, no_groups,
                # sick, it may attack as though it had haste, not tap for mana (302.6)
                self._usable_abilities(p) if p.sick else p.mana_abilities,
                "vigilance" in keywords, p.power or 0,
            )
            if "defender" in keywords:
                with_defender.append(p)
            if p.sick and "haste" not in keywords and as_haste.get(p.id) is not None:
                self._sick_allowed.append(p)
        return out

    def _may_attack_as_though_haste(self, allowed: Optional[Collection[str]], dp: set[str]) -> bool:
        """Whether a creature that may attack only `allowed` as though it had haste (302.6) has
        one of them among the defenders (506.2, 306.6, 310.8b), as _read_permanents finds them."""
        if allowed is None:
            return True
        for d in allowed:
            if d in dp:
                return True
            q = self.perms.get(d)
            if q is not None and ("planeswalker" in q.types and q.controller in dp or "battle" in q.types
                                  and q.protector in dp and not self.rb.directions):
                return True
        return False

    # -- what effect kinds use while collecting ---------------------------------------
    def effect_name(self, eff: Optional[REffect]) -> str:
        """The name of an effect's source permanent, else the effect's own (a resolved spell's
        effect by its kind and place: resolved_effect_name)."""
        if eff is None:
            return ""
        name = (self.perms[eff.source].label() if eff.source and eff.source in self.perms
                else resolved_effect_name(eff.label, eff.kind))
        if eff.also:
            name += f" and {len(eff.also):,} identical effect{'s' if len(eff.also) > 1 else ''}"
        return name

    def label(self, cid: str) -> str:
        return self.perms[cid].label()

    def names(self, ids: Iterable[str]) -> str:
        ids = list(ids)
        return ", ".join(self.perms[c].label() for c in ids if c in self.perms) or "no creature"

    def eligible(self, ids: Iterable[str]) -> list[str]:
        """The creatures among `ids` that can attack this combat."""
        creatures = self.creatures
        if type(ids) is tuple and len(ids) == 1:  # (most effects name one creature)
            return [ids[0]] if ids[0] in creatures else []
        return [c for c in ids if c in creatures]

    def _refuse_too_many(self, effects: list[REffect]) -> None:
        """Refuse a board whose effects name more (effect, eligible creature) pairs than
        MAX_FACTS before making any fact: each pair makes at least one (an instance, a
        forbidden pair, a cost, a member of a restriction), and 10,000 effects on 10,000
        creatures would take many gigabytes. Effects naming the same creatures share one
        tuple of ids (resolution reads each selector once), counted once."""
        # at most one pair per creature named, and every creature for an effect naming none:
        # within the limit so, no count is needed
        named_ones = 0
        naming_none = 0
        for eff in effects:
            n = len(eff.creatures)
            if n:
                named_ones += n
            else:
                naming_none += 1
        if named_ones + naming_none * len(self.creatures) <= MAX_FACTS:
            return
        eligible: dict[int, int] = {}
        pairs = 0
        can_attack = self.creatures.__contains__
        for eff in effects:
            named = eff.creatures
            if eff.model.__dict__.get("creatures") is None:  # (a field its kind lacks: None too)
                pairs += len(self.creatures) if named == () else 0
                continue
            k = eligible.get(id(named))
            if k is None:
                k = eligible[id(named)] = sum(map(can_attack, named))
            pairs += k
        if pairs > MAX_FACTS:
            raise BoardError("effects", f"the effects name {pairs:,} (effect, creature that can attack) pairs, more "
                                        f"than the {MAX_FACTS:,} facts a board may make: a board this large is refused "
                                        "(see Limits in docs/board-format.md)")

    def _count_fact(self) -> None:
        self.facts += 1
        if not self.facts & 4095 and self._deadline is not None:  # one effect may make many facts
            self._deadline.check("reading the facts of the board's effects")
        if self.facts > MAX_FACTS:
            raise BoardError("effects", f"the effects make more than {MAX_FACTS:,} facts (requirement instances, "
                                        "forbidden creature-defender pairs and costs, one per creature each): a board "
                                        "this large is refused (see Limits in docs/board-format.md)")

    def add_instance(self, inst: Instance) -> None:
        self._count_fact()
        if self.times != 1:  # one instance for each of the identical effects (508.1d)
            inst = Instance(inst.label, inst.kind, inst.creature, inst.sat, inst.text, inst.source,
                            inst.weight * self.times)
        info = self.creatures[inst.creature]
        if info.instances:
            info.instances.append(inst)
        else:  # its own list (it started with the shared empty one)
            info.instances = [inst]

    def _count_facts(self, n: int) -> None:
        """n facts at once (_count_fact)."""
        if self.facts + n > MAX_FACTS:  # the same refusal as one fact at a time
            self.facts = MAX_FACTS
            self._count_fact()
        self.facts += n
        if self._deadline is not None:
            self._deadline.check("reading the facts of the board's effects")

    def add_instances(self, insts: list[Instance]) -> None:
        """add_instance for each of these."""
        self._count_facts(len(insts))
        times = self.times
        creatures = self.creatures
        for inst in insts:
            if times != 1:  # one instance for each of the identical effects (508.1d)
                inst = Instance(inst.label, inst.kind, inst.creature, inst.sat, inst.text, inst.source,
                                inst.weight * times)
            info = creatures[inst.creature]
            if info.instances:
                info.instances.append(inst)
            else:  # its own list (it started with the shared empty one)
                info.instances = [inst]

    def add_each(self, label: str, kind: str, cids: list[str], sat: frozenset[str], text: str) -> None:
        """add_instances of one instance per creature, obeyed in `sat` and worded as the
        creature's label and then `text` (one effect's, on creatures that can attack)."""
        n = len(cids)
        if self.facts + n > MAX_FACTS or self._deadline is not None:
            self._count_facts(n)
        else:  # (_count_facts, without a call: most effects of a big board come here)
            self.facts += n
        creatures, perms, times = self.creatures, self.perms, self.times
        for c in cids:
            inst = Instance(label, kind, c, sat, perms[c].label() + text, "", times)  # (508.1d: each counts)
            info = creatures[c]
            if info.instances:
                info.instances.append(inst)
            else:  # its own list (it started with the shared empty one)
                info.instances = [inst]

    def forbid(self, cid: str, defender: str, reason: Reason) -> None:
        self._count_fact()
        info = self.creatures[cid]
        if not self.restriction_by_creature and (not reason.effect or reason.effect.startswith(cid + ":")):
            self.restriction_by_creature = True
        if not info.forbidden:  # its own mapping (it started with the shared empty one)
            info.forbidden = {}
        info.forbidden.setdefault(defender, []).append(reason)

    def add_cost(self, cid: str, defender: str, label: str, cost: ManaCost) -> None:
        self._count_fact()
        cost = self._multiplied(cost.applied())  # {0} is a cost all the same (118.5)
        info = self.creatures[cid]
        parts = dict(info.cost_parts)  # a new mapping: creatures may share theirs (add_costs)
        got = parts.get(defender)
        parts[defender] = [(label, cost)] if got is None else got + [(label, cost)]
        info.cost_parts = parts

    def _multiplied(self, cost: ManaCost) -> ManaCost:
        """The cost of `self.times` identical effects: they add up (508.1h)."""
        if self.times == 1:
            return cost
        key = (cost, self.times)
        times = self._times_cost.get(key)
        if times is None:
            times = self._times_cost[key] = cost * self.times
        return times

    def add_costs(self, cids: Iterable[str], defenders: Iterable[str], label: str, cost: ManaCost) -> None:
        """add_cost for each of these creatures attacking each of these defenders (one cost
        and one list of defenders for all of them)."""
        cost = cost.applied()  # {0} is a cost all the same (118.5)
        creatures = self.creatures
        # every eligible creature (an effect naming none): read in place, without a lookup each
        infos: Iterable[CreatureInfo]
        if cids is creatures:
            count = len(creatures)
            infos = creatures.values()
        else:
            cids = list(cids)
            count = len(cids)
            infos = map(creatures.__getitem__, cids)
        defenders = tuple(defenders)
        n = count * len(defenders)
        if not n:
            return
        self._count_facts(n)
        cost = self._multiplied(cost)
        part = (label, cost)
        # creatures whose costs were alike stay alike: one new mapping for all of them (never
        # changed in place afterwards), kept with the one it replaces so that its id stays its own
        made: dict[Optional[int], tuple[Any, dict[str, list[tuple[str, ManaCost]]]]] = {}
        last: Any = None  # the mapping last replaced, and its replacement (runs of alike creatures)
        last_new: dict[str, list[tuple[str, ManaCost]]] = {}
        for info in infos:
            old = info.cost_parts
            if old is last:
                info.cost_parts = last_new
                continue
            ident = id(old) if old else None
            got = made.get(ident)
            if got is None:
                new = dict(old)
                for d in defenders:
                    had = new.get(d)
                    new[d] = [part] if had is None else had + [part]
                got = made[ident] = (old, new)
            last, last_new = old, got[1]
            info.cost_parts = last_new

    def add_group_restriction(self, fact: GroupRestriction) -> None:
        self.restriction_facts.append(fact)

    def add_group_requirement(self, fact: GroupRequirement) -> None:
        self.group_requirements.append(fact)

    def add_conditional_requirement(self, fact: IfAttacking) -> None:
        self.conditionals.append(fact)

    def add_non_mana_cost(self, effect: REffect, pairs: list[tuple[str, str]], text: str) -> None:
        """A non-mana cost on these pairs (judged once the pairs creatures may attack are known)."""
        self._non_mana.append((effect, pairs, text))

    def _forbid_non_mana(self) -> None:
        """A non-mana cost on a pair the creature may otherwise attack: the pair is left out of
        what the solver searches (it costs something, so it never counts for M: 508.1d), and a
        declaration with it is unknown (check) as are counts and proposals."""
        for effect, pairs, text in self._non_mana:
            live = [(c, d) for c, d in pairs if c in self.creatures and d not in self.creatures[c].forbidden]
            if not live:
                continue
            entry = self.unread_entry(effect.source, text)
            if entry not in self.non_mana:
                self.non_mana.append(entry)
            reason = Reason(ViolationKind.COST, "508.1h", text, effect.label)
            for c, d in live:
                if (c, d) not in self.non_mana_pairs:
                    self.non_mana_pairs.add((c, d))
                    self.forbid(c, d, reason)

    def _unmodelled_mana(self) -> None:
        """508.1h: where a cost to attack applies, its payment depends on the active player's
        mana abilities and on whatever changes them; mana text of a card that the reader does
        not model (Gaea's Cradle, Signets, Null Rod, Wild Growth) leaves the answers unknown,
        unless the permanent's `unread_text` says how it applies; so does the damage of the
        active player's painland where life may pay Phyrexian mana. A copy has its text (707.2)."""
        if not self._costs_need_mana():
            return  # (a cost of {0} needs no mana, 118.3)
        life = any(cost.phyrexian for cost in self._live_costs())  # 119.4, 107.4f: life pays {c/P}
        # 106.7: what the active player's "could produce" abilities read (Exotic Orchard): the
        # mana of another player's permanent matters only there
        read: set[str] = set().union(*(got for q, got in self.rb.could_read.items()
                                       if q in self.perms and self.perms[q].controller == self.active))
        for pid in sorted(self.rb.identity_unknown, key=lambda q: self.perms[q].index if q in self.perms else -1):
            p = self.perms.get(pid)
            text = (f"one mana of any color in {p.controller}'s commander's color identity (903.4): write the "
                    f"player's commander_color_identity") if p is not None else ""
            if p is not None and p.controller == self.active:  # read as any color: more than it makes
                self._doubt_mana(pid, text)
            if p is not None and pid in read:
                # read as any color by the active player's "could produce" abilities (Fellwar Stone,
                # 106.7): theirs are read wider than they are, a payment needing them not judged
                for q in self._active_readers(pid):
                    self._doubt_mana(q, f"{text} (read by {self.perms[q].label()}'s \"could produce\" "
                                        "ability as any color: a payment needing it is not judged)", named=pid)
        for source, question, applies_to, _ in self.rb.mana_open:
            # 605.1b: a triggered mana ability on an unanswered condition (Caged Sun's color) only
            # adds ways to pay: a payment found without it stands (check.py); decided case by case
            if any(q in self.perms and self.perms[q].controller == self.active for q in applies_to):
                self.note_extra_mana(source, question)
        # whether a cost to attack or a mana ability's activation asks a type of mana: else mana
        # is told apart by its amount alone, and a color chosen as a permanent entered, read as
        # any color, is exact
        typed = self._asks_mana_type

        for pid, sources in self.rb.chosen_mana.items():
            # Utopia Sprawl's one more mana of the color chosen as it entered (105.4), read as
            # any color: exact where no type of mana is asked; else a payment failing even so
            # fails, one found without it, or with it paying generic mana as {C} would, stands
            # (_without_doubtful)
            p = self.perms[pid]
            if p.controller != self.active or pid in self.rb.activation_stopped:
                continue
            self.chosen_sources.add(pid)  # (a payment plan says its mana as of the chosen color)
            for src in dict.fromkeys(sources) if typed() else ():
                self._doubt_mana(pid, f"one more mana of the color chosen as it entered, when {p.label()} is tapped "
                                      "for mana (read as any color: a payment needing that color is not judged; to "
                                      "judge it, write the permanent without card:, its trigger with the color: "
                                      "{kind: mana_trigger, sources: attached, add: \"{U}\"})",
                                 chosen=True, named=src)
        mana_text = self.rb.model.mana_text
        # (an ability costing more life than the player has can't be activated at all: 119.4)
        life_total = self.rb.player(self.active).life
        life_costs = sum(int(n) for pid, p in self.perms.items() if p.controller == self.active
                         and (src := self._text_source(pid, mana_text)) is not None
                         for text, scope in mana_text[src][1] if scope == "life" and not _cant_tap(p, text)
                         and not self._unmet(pid, text)
                         for n in _PAY_LIFE.findall(text) if int(n) <= life_total)
        # life gained by a mana ability activated first could make room for it (119.4 is met at payment)
        gains = any(_GAIN_LIFE.search(text) for pid, p in self.perms.items() if p.controller == self.active
                    and (src := self._text_source(pid, mana_text)) is not None for text, _ in mana_text[src][1])
        nonbasic: Optional[bool] = None  # a nonbasic land whose mana matters (305.7: Blood Moon's)
        lost = self.rb.abilities_lost
        # Platinum Emperion's "Your life total can't change" under the active player: no life is
        # paid (119.8), for a Phyrexian symbol or a mana ability's cost
        fixed = next((pid for pid, p in self.perms.items() if p.controller == self.active and pid not in lost
                      and (src := self._text_source(pid, mana_text)) is not None
                      and any(scope == "life_fixed" for _, scope in mana_text[src][1])), None)
        # "Players can't pay life or sacrifice nonland permanents to cast spells or activate
        # abilities" (Yasharn): (its permanent, what it stops sacrificing, "" none)
        prohibits = [(pid, _sacrifice_stopped(text)) for pid in self.perms
                     if pid not in lost and (src := self._text_source(pid, mana_text)) is not None
                     for text, scope in mana_text[src][1] if scope == "prohibit"]
        if fixed is not None:
            prohibits.append((fixed, ""))
            self.life = 0
            self.life_fixed = self.perms[fixed].label()
        by = next((q for q, stopped in prohibits if _sacrificed(("artifact",), stopped)), None)
        if by is not None:  # 111.10a: a Treasure's mana ability sacrifices it, written out or not
            for pid, p in self.perms.items():
                if p.controller == self.active and "Treasure" in p.subtypes and p.mana_abilities and pid not in lost:
                    self._stop_mana(pid, "{T}, Sacrifice this artifact: Add one mana of any color. (a Treasure, "
                                         "111.10a)", by)
        for pid, victims, _ in self.rb.tap_sacrifice if prohibits else ():
            # "{T}, Sacrifice a creature: Add ..." (Phyrexian Tower): what a prohibition stops
            # sacrificing it can't sacrifice (602.2b; _tap_sacrificed)
            if self.perms[pid].controller == self.active:
                self._unsacrificable.update(v for v in victims if any(
                    _sacrificed(self.perms[v].types, stopped) for _, stopped in prohibits))
        for pid, opts in self.rb.sacrifice_granted.items() if prohibits else ():
            # a granted "{T}, Sacrifice this artifact: Add ..." (Goldspan Dragon's to Treasures)
            q = self.perms[pid]
            by = next((r for r, stopped in prohibits if _sacrificed(q.types, stopped)), None)
            if q.controller == self.active and by is not None:  # (a grant a later loss removed is gone already)
                self._granted_stopped[pid] = frozenset(opts)
                self._stop_mana(pid, _GRANTED_SACRIFICE, by)
        for pid, p in self.perms.items() if prohibits else ():
            # 602.2b, 601.2h: a permanent its mana abilities would sacrifice ("S": its own,
            # Reckless Barbarian's; another's, Ashnod's Altar's) while sacrificing it is stopped
            if p.controller == self.active and any(sym == "S" for sym, _ in p.mana_abilities):
                by = next((q for q, stopped in prohibits if _sacrificed(p.types, stopped)), None)
                if by is not None:
                    self._unsacrificed.add(pid)
                    if (info := self.creatures.get(pid)) is not None:
                        info.mana_abilities = tuple(a for a in info.mana_abilities if a[0] != "S")
                    if all(sym == "S" for sym, _ in p.mana_abilities):  # (else its other abilities pay)
                        self.stopped_reasons[pid] = (f"it can't be sacrificed for mana while {self.perms[by].label()} "
                                                     "applies (602.2b)")
        for pid, p in self.perms.items():
            src = self._text_source(pid, mana_text)
            if src is None or pid in lost:  # its mana text is its own abilities', lost (613 layer 6, 305.7)
                continue
            attached = self.perms.get(p.model.attached_to) if p.model.attached_to else None
            for text, scope in mana_text[src][1]:
                if scope == "life" and p.controller == self.active and self._unmet(pid, text):
                    continue  # 602.5b: its condition doesn't hold, so it can't be activated: no life is paid
                if scope in ("life", "sacrifice") and prohibits and p.controller == self.active:
                    # 602.2b, 601.2h: its cost can't be paid, so it can't be activated (_drop_stopped)
                    by = next((q for q, stopped in prohibits
                               if (_PAY_LIFE.match(text) if scope == "life" else _sacrificed(p.types, stopped))), None)
                    if by is not None:
                        self._stop_mana(pid, text, by)
                        continue
                if scope in ("sacrifice", "prohibit", "life_fixed") or (fixed is not None and scope == "life"):
                    continue  # (under a life total that can't change no life is paid, and none changes: 119.8)
                if scope == "life" and p.controller == self.active and _cant_tap(p, text):
                    continue  # a {T} ability of a tapped or summoning-sick permanent changes no life now (302.6)
                if scope in ("chosen", "wider"):
                    # its chosen color read as any color, wider than it is: a payment failing even
                    # so fails; one found with its other options (the Thriving lands' {R}) stands;
                    # colors fixed otherwise (Chrome Mox's imprinted card's) may be none: no option sure
                    if scope == "chosen" and not typed() and not self._made_by_color(pid):
                        # one mana, of whatever color: exact
                        if p.controller == self.active:  # (a payment plan says its mana as of the chosen color)
                            (self.chosen_spelled if pid in self.rb.mana_changed else self.chosen_sources).add(pid)
                        continue
                    if p.controller == self.active and scope == "chosen" and pid in self.rb.mana_changed:
                        # doubled or added to (Mana Reflection, Mana Flare): its color chosen is
                        # spelled out as each color, so none of its options is sure
                        self._doubt_mana(pid, f"{text} (the color chosen as it entered is read as any color, and "
                                              "its mana is changed by another effect: a payment needing it is not "
                                              "judged; give its mana and unread_text: written to judge it)")
                    elif p.controller == self.active and scope == "chosen":
                        self._doubt_mana(pid, f"{text} (the color chosen as it entered is read as any color: a "
                                              "payment needing it is not judged; give its mana and unread_text: "
                                              "written to judge it)", chosen=True)
                        self.chosen_sources.add(pid)
                    elif p.controller == self.active:
                        self._doubt_mana(pid, f"{text} (read as one mana of any color, wider than it is: a payment "
                                              "needing it is not judged; give its mana and unread_text: written to "
                                              "judge it)")
                    elif pid in read:
                        self.note_unread(pid, text)
                    continue
                if scope.startswith("spend_"):
                    # 609.4b: spending mana as though it were another type changes which symbols
                    # mana pays, never how much: only a symbol asking a type of mana hangs on it
                    permission = scope.startswith("spend_more_")  # a way of spending a player may leave unused
                    if typed() and self._mana_text_matters(scope.split("_")[-1], p, attached, read):
                        if permission:
                            self.note_extra_mana(pid, text)  # a payment found without it stands (check.py)
                        else:
                            self.note_unread(pid, text)
                    continue
                if scope.startswith("more_"):
                    # 605.1b: a triggered mana ability that only adds mana only adds ways to pay
                    # (check.py: a payment found without it stands)
                    if self._mana_text_matters(scope[len("more_"):], p, attached, read):
                        self.note_extra_mana(pid, text)
                    continue
                if scope == "nonbasic":
                    if nonbasic is None:
                        nonbasic = self._nonbasic_land(lambda q: q.controller == self.active or q.id in read)
                    if nonbasic:
                        self.note_unread(pid, text)
                    continue
                # these abilities' life payments could take more than the player has (119.4: a
                # payment of more life than one has can't be made); where life pays Phyrexian mana,
                # only a payment paying life hangs on them
                paid = _PAY_LIFE.match(text)
                if scope == "life" and paid and int(paid.group(1)) > life_total and p.controller == self.active \
                        and not gains:
                    self._stop_mana(pid, text, None, f"it costs {paid.group(1)} life and {self.active} has "
                                                     f"{life_total} (119.4)")
                    continue
                over = scope == "life" and life_total < life_costs
                if over and p.controller == self.active and paid:
                    # 119.4: not every such ability can be paid for: read as usable, more than
                    # they are (a payment found without them stands, one failing with them fails)
                    self._doubt_mana(pid, f"{text} (these abilities together cost more life than "
                                          f"{self.active} has, 119.4: a payment needing them is not judged)")
                    continue
                if over and p.controller == self.active and not life:
                    continue  # damage from mana matters only where life pays a cost (119.4)
                if scope == "life" and life and not over and (p.controller == self.active or pid in read):
                    if p.controller == self.active:
                        self.life_sources.add(pid)
                        self.life_texts.setdefault(pid, []).append(text)
                        loss = _life_loss(text)
                        self.life_gained = self.life_gained or bool(_GAIN_LIFE.search(text))
                        uses = len({sym for sym, _ in p.mana_abilities}) or 1  # {T} and {Q}: both
                        self.life_at_risk = (None if loss is None or self.life_at_risk is None
                                             else self.life_at_risk + loss * uses)
                    self.note_life_mana(pid, text)
                    continue
                own = scope == "own" or over
                # 106.7: what another player's permanent could produce, costs ignored, is read by a
                # "could produce" ability (Exotic Orchard reading Mana Confluence)
                if scope in ("own", "any") and '"' not in text and _MANA_ABILITY.search(text) and (
                        pid in self.rb.activation_stopped or _unstationed(text, p) or _no_counter_to_remove(text, p)):
                    # its own: 602.5, it can't be activated; 702.184, not yet its station's; 602.2b,
                    # a counter its cost removes that it doesn't have (Pentad Prism without charge)
                    continue
                if (scope == "own" or (scope == "any" and '"' not in text)) and \
                        self._mana_text_matters(scope, p, attached, read) and _MANA_ABILITY.search(text):
                    # a mana ability not read (a Signet's, Gaea's Cradle's, one Cryptolith Rite grants,
                    # Mana Cache's that any player may activate) only adds ways to pay, which a player
                    # may leave unused: a payment found without it stands (check.py); only a cost it
                    # leaves unpaid is unknown
                    self.note_extra_mana(pid, text)
                elif scope == "attached" and attached is not None and _NO_ACTIVATION.search(text) and \
                        not attached.mana_abilities and self._text_source(attached.id, mana_text) is None:
                    continue  # Arrest on a creature without mana abilities: no mana lost (602.5)
                elif self._mana_text_matters("own" if own else scope, p, attached, read):
                    self.note_unread(pid, text)
        # 106.7: a "could produce" ability reading a color chosen as its permanent entered, read
        # as any color (Reflecting Pool, Incubation Druid reading a Thriving land), is read wider
        # too: judged where no type of mana is asked, else as the chosen source itself
        chosen_here = {pid for pid, p in self.perms.items() if p.controller == self.active and (
            pid in self.rb.chosen_mana or (src := self._text_source(pid, mana_text)) is not None
            and any(scope == "chosen" for _, scope in mana_text[src][1]))} if mana_text or self.rb.chosen_mana else set()
        for q, got in self.rb.could_read.items() if chosen_here and typed() else ():
            if q in self.perms and self.perms[q].controller == self.active and not got.isdisjoint(chosen_here):
                self._doubt_mana(q, "its mana of a type another permanent could produce (106.7) reads one mana of a "
                                    "color chosen as a permanent entered, read as any color: a payment needing it is "
                                    "not judged")

    def _asks_mana_type(self) -> bool:
        """Whether a cost to attack or a mana ability's activation of the active player's asks
        for a type of mana (a colored, hybrid or Phyrexian symbol; a filter land's {W/U}): else
        mana is told apart by its amount alone (worked out once)."""
        if self._typed is None:
            self._typed = any(c.colored or c.hybrid or c.twobrid or c.phyrexian for c in self._live_costs()) or any(
                o.pay_with for q in self.perms.values() if q.controller == self.active
                for _, opts in q.mana_abilities for o in opts)
        return self._typed

    def _live_costs(self) -> Iterator[ManaCost]:
        """The costs to attack some creature may pay: each creature's, at the defenders it may
        attack (508.1h)."""
        return (cost for info in self.creatures.values() for d, cost in info.cost.items() if d in info.allowed)

    def _costs_need_mana(self) -> bool:
        """Whether a cost to attack that some creature may pay needs mana (508.1h)."""
        return any(cost.needs_mana() for cost in self._live_costs())

    def _tap_sacrificed(self) -> None:
        """"{T}, Sacrifice a creature: Add {B}{B}." (Phyrexian Tower, Gilded Goose's Food): read
        as its {T} ability while it has something to sacrifice. Exact where each such ability
        has its own victims (Hall's condition over them) that nothing else may sacrifice for mana;
        else a payment needing it is not judged (701.21a: one permanent is sacrificed once)."""
        found = [(pid, set(victims) - self._unsacrificable, opts) for pid, victims, opts in self.rb.tap_sacrifice
                 if self.perms[pid].controller == self.active and self._may_tap_for_mana(pid)]
        gone = {(pid, o) for pid, victims, opts in found if not victims for o in opts}
        if gone:  # nothing it may sacrifice: a prohibition stops every one (602.2b)
            self._take_options(lambda q, o: (q, o) in gone)
        # what another mana ability may sacrifice, and each such {T} ability's own permanent and
        # victims (Krark-Clan Stoker beside Ashnod's Altar: the first activated takes the other's)
        elsewhere = self._sacrificed_for_mana()
        mine = {pid: victims for pid, victims, _ in found if victims}
        doubted = {pid for pid, victims in mine.items() if victims & elsewhere or pid in elsewhere
                   or any(pid in other for q, other in mine.items() if q != pid)}
        # each ability its own victim: those a maximum matching leaves out are doubted (the
        # others may all be activated together)
        match: dict[str, str] = {}  # victim -> ability

        def augment(pid: str, seen: set[str]) -> bool:
            for v in sorted(mine[pid] - seen):
                seen.add(v)
                if v not in match or augment(match[v], seen):
                    match[v] = pid
                    return True
            return False

        for pid in mine:
            if pid not in doubted and not augment(pid, set()):
                doubted.add(pid)
        for pid in sorted(doubted):
            self._doubt_mana(pid, "its mana ability sacrifices a permanent that another of its controller's mana "
                                  "abilities may sacrifice too (701.21a: once sacrificed, it is gone): a payment "
                                  "needing it is not judged")

    def _mana_doubts(self) -> None:
        """Mana abilities the resolver read wider than they may be (rb.mana_doubts: those of
        the permanents bearing a name that may be Phyrexian Revoker's, its question open),
        where a cost to attack needs mana (508.1h): a payment found without those permanents
        stands, one failing with them fails (check.py), and the rest is decided over the
        answers (cases.py). Only the permanents that could pay count: a source not tapped (nor
        sick, 302.6), or a creature that may attack."""
        if not self._costs_need_mana():
            return
        usable = {s.id for s in self.sources} | {c for c, info in self.creatures.items() if info.mana_abilities}
        made_by = self._sacrificed_by() if self.rb.sacrifice_outlets else {}
        for source, text, ids in self.rb.mana_doubts:
            # (an outlet's mana is made by the permanents it may sacrifice: Ashnod's Altar's)
            paying = usable.intersection(set(ids).union(*(made_by.get(i, ()) for i in ids)))
            if paying:
                entry = self.unread_entry(source, text)
                if entry not in self.doubtful_mana:
                    self.doubtful_mana.append(entry)
                self.doubtful_sources |= paying
                # none of their options is sure (602.5: a name chosen stops every mana ability
                # of the permanent, its chosen color's and its fixed mana alike)
                self._wholly_doubtful |= paying

    def _sacrificed_by(self) -> dict[str, set[str]]:
        """Each sacrifice outlet of the active player's (Ashnod's Altar) -> the permanents
        whose options carry its mana (found once)."""
        if self._outlets is None:
            self._outlets = {}
            for p in self._mana_permanents + [self.perms[c] for c, _ in self._creatures_with_mana()]:
                for sym, opts in p.mana_abilities:
                    for o in opts if sym == "S" else ():
                        if o.sacrificed_by:
                            self._outlets.setdefault(o.sacrificed_by, set()).add(p.id)
        return self._outlets

    def _sacrificed_twice(self) -> None:
        """Where a sacrifice outlet's mana and another sacrifice of the same permanent are not
        held as one choice, a payment needing them is not judged (701.21a: once sacrificed, it
        is gone): a "{T}, Sacrifice this artifact" ability (Lotus Petal, a Treasure, 111.10a),
        read as its {T} one, on a permanent an outlet may sacrifice; and two outlets that may
        sacrifice each other where one can't sacrifice itself (the first activated loses the
        other)."""
        if not self.rb.sacrifice_outlets:
            return
        made_by = self._sacrificed_by()
        victims = set().union(*made_by.values())
        for pid in victims:
            for text in self._sacrifices_itself(pid):
                self._doubt_mana(pid, f"{text} (a sacrifice outlet may sacrifice it too: a payment needing it is "
                                      "not judged)")
        for x, xs in made_by.items():
            for y in xs:
                if y != x and y in made_by and x in made_by[y] and not (x in xs and y in made_by[y]):
                    for q in (x, y):
                        self._doubt_mana(q, "sacrifice outlets that may sacrifice each other, one not itself (the "
                                            "first activated loses the other): a payment needing them is not judged")

    def _sacrifices_itself(self, pid: str) -> list[str]:
        """The texts of pid's "{T}, Sacrifice this artifact: Add ..." abilities, read as {T}
        ones (Lotus Petal's; a Treasure's, 111.10a)."""
        mana_text = self.rb.model.mana_text
        src = self._text_source(pid, mana_text) if mana_text else None
        texts = [text for text, scope in mana_text[src][1] if scope == "sacrifice"] if src is not None else []
        p = self.perms[pid]
        if "Treasure" in p.subtypes and any(sym == "T" for sym, _ in p.mana_abilities):
            texts.append("{T}, Sacrifice this artifact: Add one mana of any color. (a Treasure, 111.10a)")
        if pid in self.rb.sacrifice_granted:
            texts.append(_GRANTED_SACRIFICE)
        return texts

    def _sacrificed_for_mana(self) -> set[str]:
        """The active player's permanents that may be sacrificed for mana: by an "S" ability
        (their own, an outlet's: Ashnod's Altar) or a "{T}, Sacrifice this" one read as {T}
        (Lotus Petal, a Treasure)."""
        return {q for q, p in self.perms.items() if p.controller == self.active and (
            any(sym == "S" for sym, _ in p.mana_abilities) or self._sacrifices_itself(q))}

    def _may_tap_for_mana(self, pid: str) -> bool:
        """Whether the active player may activate one of pid's {T} or {Q} mana abilities
        (not tapped, not summoning sick, 302.6; an eligible creature, while it doesn't attack)."""
        info = self.creatures.get(pid)
        return any(s.id == pid and s.symbol in ("T", "Q") for s in self.sources) or (
            info is not None and any(sym in ("T", "Q") for sym, _ in info.mana_abilities))

    def _counted_after_sacrifice(self) -> None:
        """A mana ability whose activation costs mana and whose amount counts permanents
        (Nykthos' devotion, 700.5; Selvala's greatest power; Cabal Coffers' Swamps): its cost
        may be paid with mana made by sacrificing one of those (605.3a: Reckless Barbarian's
        own ability, an outlet's, Basal Thrull's "{T}, Sacrifice this creature"), after which
        the count is smaller. The model counts the board as it stands, wider than it may be:
        where something it counts may be sacrificed for mana, a payment needing it is not
        judged."""
        sacrificed = self._sacrificed_for_mana().union(
            *(victims for pid, victims, _ in self.rb.tap_sacrifice if self.perms[pid].controller == self.active))
        for pid, reads in self.rb.counted_paid.items():
            if self.perms[pid].controller == self.active and not reads.isdisjoint(sacrificed):
                self._doubt_mana(pid, "the mana its ability counts (devotion, power, permanents) is counted as the "
                                      "board stands, but its activation cost may be paid with mana made by "
                                      "sacrificing what it counts (605.3a, 700.5): a payment needing it is not judged")

    def _mana_text_matters(self, whose: str, p: RPermanent, attached: Optional[RPermanent], read: Any) -> bool:
        """Whether mana text about `whose` mana (`own`: its permanent's controller's, `attached`:
        the controller's of what it is attached to, `any`) matters to a payment: the active
        player's, or a permanent a "could produce" ability reads (`read`, 106.7)."""
        return whose == "any" or (whose == "own" and (p.controller == self.active or p.id in read)) or (
            whose == "attached" and attached is not None and (attached.controller == self.active
                                                              or attached.id in read))

    def _unread_traits(self) -> None:
        """A power, color or subtype the card reader does not read (Tarmogoyf, Darkest Hour,
        Maskwood Nexus) matters where an effect reads that trait (Ensnaring Bridge, Light of
        Day, Goblin Assault, or Goblin Warchief's haste grant): then the answers are unknown,
        unless the permanent's `unread_text` says how it applies. A copy has its text (707.2)."""
        trait_text = self.rb.model.trait_text
        if not trait_text:
            return
        # the grants' selectors too (613.1f); whether a permanent is a creature always matters (506.3)
        read: set[str] = self._effects_read() | {"creature"}
        for p in self.perms.values():  # the active player's mana abilities (Viridian Joiner's power)
            if p.controller == self.active and p.mana_raw:
                for a in p.mana_raw:
                    read |= traits_read(a)
        for e in self.rb.effects:
            src = self.perms.get(e.source) if e.source else None
            if src is not None and "land" in src.types:  # 305.7: Blood Moon would take it away
                read.add("land abilities")
        nonbasic: Optional[bool] = None  # a nonbasic land on the battlefield (305.7: Blood Moon's)
        for pid, perm in self.perms.items():
            src = self._text_source(pid, trait_text)
            if src is not None:
                for text, trait in trait_text[src][1]:
                    if trait not in read:
                        continue
                    if perm.attached_to is None and _ATTACHED_SUBJECT.match(text):
                        continue  # "Equipped creature gets +1/+0 for each artifact you control": none is
                    if self.side_idle(pid, trait_text[src][0], text, trait):
                        continue  # an opponent's Adeline: her power changes no attacker
                    if trait in ("subtypes", "land abilities"):
                        from attackcheck.models.cards.oracle import only_nonbasic_lands

                        if only_nonbasic_lands(text):
                            if nonbasic is None:
                                nonbasic = self._nonbasic_land(lambda q: True)
                            if not nonbasic:
                                continue
                    self.note_unread(pid, text)

    def _nonbasic_land(self, whose: Any) -> bool:
        """Whether a nonbasic land that `whose` accepts is on the battlefield (305.7: what
        "Nonbasic lands are Mountains" changes)."""
        return any("land" in q.types and "basic" not in q.supertypes and whose(q) for q in self.perms.values())

    def _text_source(self, pid: str, table: Mapping[str, Any]) -> Optional[str]:
        return text_source(self.perms, pid, table)

    def unread_entry(self, source: Optional[str], text: str) -> Unread:
        """An unread entry: the permanent asking (None: the board), its card, the text."""
        src = self.perms.get(source) if source else None
        return {"permanent": source, "card": (src.model.card or src.name) if src is not None else None, "text": text}

    def life_free_options(self, pid: str, options: tuple[ManaOption, ...]) -> tuple[ManaOption, ...]:
        """The options of a permanent's mana ability that change no life: those its text's
        life-changing abilities (a painland's "{T}: Add {W} or {U}. ... deals 1 damage to you")
        don't make; none where one of those is not among `options` as read (a replacement
        effect may have changed it: which ones hurt is then not known)."""
        hurting = _options_made(self.life_texts.get(pid, ()))
        if not hurting or not hurting <= set(options):
            return ()
        return tuple(o for o in options if o not in hurting)

    def _unmet(self, pid: str, text: str) -> bool:
        """Whether `text` is a mana ability of pid's own read with an activation restriction
        (602.5b: Spire of Industry's "Activate only if you control an artifact.") that doesn't
        hold: it can't be activated, so it pays no life either."""
        if not self.rb.own_mana_conditions or not _ACTIVATE_ONLY_IF.search(text):
            return False
        made = _options_made([text])
        return bool(made) and any(q == pid and holds is False and set(ability_options(mana)) == made
                                  for q, mana, _, holds in self.rb.own_mana_conditions)

    def unmet_mana_abilities(self) -> list[tuple[str, str, str, tuple[ManaOption, ...]]]:
        """The active player's permanents' own mana abilities that can't be activated as their
        condition doesn't hold (602.5b: Mox Opal without three artifacts), for explanations:
        (permanent, the ability and its condition in words, its options), where the condition
        is plain and is what you control, not a color among them (Mox Amber) nor one of a pair
        making other mana instead (Urza's Tower, Leafkin Druid: their other mana's condition
        is "no" or "at most")."""
        from .effects.pairs import condition_text

        mine: dict[str, list[tuple[Any, Any, Optional[bool]]]] = {}
        for pid, mana, cond, holds in self.rb.own_mana_conditions:
            if pid in self.perms and self.perms[pid].controller == self.active:
                mine.setdefault(pid, []).append((mana, cond, holds))
        out = []
        for pid, abilities in mine.items():
            if not all(_you_control_one(cond) for _, cond, _ in abilities):
                continue
            for mana, cond, holds in abilities:
                words = condition_text(cond) if holds is False else None
                if words is not None:
                    made = " or ".join("one mana of any color" if o == "any" else str(o) for o in _flat(mana))
                    out.append((pid, f"its mana ability making {made}", words, ability_options(mana)))
        return out

    def _made_by_color(self, pid: str) -> bool:
        """Whether how much mana `pid` makes hangs on the color it makes: a mana trigger that
        adds only to mana of one color (Caged Sun, Gauntlet of Power: 106.12a) may apply to it,
        in force or on an unanswered question. Its color chosen as it entered is then not one
        mana of whatever color."""
        return pid in self.rb.color_triggered or any(
            colored and pid in applies_to for _, _, applies_to, colored in self.rb.mana_open)

    def _doubt_mana(self, source: str, text: str, by: Optional[str] = None, chosen: bool = False,
                    named: Optional[str] = "") -> None:
        """A mana ability of `source` read wider than it is (whose cost `by` stops paying,
        602.2b; with `chosen`, its chosen color read as any color): a payment found with
        `source` is not judged (_unmodelled_mana). `unread` names `named` where given (the
        permanent whose text it is: Utopia Sprawl), else `source`."""
        if named == "":
            named = source
        if any(u["permanent"] == named and text.startswith(u["text"]) for u in self.unread):
            return  # unread already (its card's text): every answer is unknown
        if not chosen:
            self._wholly_doubtful.add(source)  # (sure_options: none of its options is sure)
        if by is not None:
            text = (f"{text} (its cost can't be paid while {self.perms[by].label()} applies, 602.2b: a payment "
                    f"needing it is not judged)")
        entry = self.unread_entry(named, text)
        if entry not in self.doubtful_mana:
            self.doubtful_mana.append(entry)
        self.doubtful_sources.add(source)

    def sure_options(self, pid: str, options: tuple[ManaOption, ...], generic: bool = False
                     ) -> tuple[ManaOption, ...]:
        """A doubtful source's options it surely has: a chosen color's source keeps its fixed
        mana (the Thriving lands' {R}), and with `generic` (a cost without {C} symbols) its one
        mana of the chosen color as {C}, which pays no more than that mana would (107.4b);
        any other source keeps none."""
        if pid not in self.chosen_sources or pid in self._wholly_doubtful:
            return ()
        if not generic:  # without the chosen color's mana (Utopia Sprawl's Forest keeps its {G})
            return tuple(dict.fromkeys(dataclasses.replace(o, any_color=0) for o in options
                                       if o.fixed or not o.any_color))
        return tuple(dataclasses.replace(o, fixed=tuple(sorted((Counter(dict(o.fixed)) + Counter(C=o.any_color)).items())),
                                         any_color=0) if o.any_color else o for o in options)

    def note_life_mana(self, source: Optional[str], text: str) -> None:
        """Mana text that matters only where life pays a cost (_unmodelled_mana)."""
        entry = self.unread_entry(source, text)
        if entry not in self.life_mana:
            self.life_mana.append(entry)

    def note_extra_mana(self, source: Optional[str], text: str) -> None:
        """A mana ability not read that only adds ways to pay (_unmodelled_mana)."""
        entry = self.unread_entry(source, text)
        if entry not in self.extra_mana:
            self.extra_mana.append(entry)

    def all_unread(self) -> list[Unread]:
        """Everything left unread, the non-mana costs not decided and the mana abilities that
        only add ways to pay last: what a count, a proposal or an enumeration can't be given
        without."""
        return (list(self.unread) + list(self.non_mana) + list(self.extra_mana) + list(self.life_mana)
                + list(self.doubtful_mana))

    @property
    def undecided(self) -> bool:
        """Whether some answers depend on what attackcheck doesn't read or decide: counts,
        proposals and enumerations are unknown."""
        return bool(self.unread or self.non_mana or self.extra_mana or self.life_mana or self.doubtful_mana)

    def note_unread(self, source: Optional[str], text: str) -> None:
        """Something the answers depend on that attackcheck can't judge: they are unknown."""
        entry = self.unread_entry(source, text)
        key = (source, entry["card"], text)
        if key not in self._unread_seen:  # (a set: 100,000 creatures may each be asked)
            self._unread_seen.add(key)
            self.unread.append(entry)

    # -- what an effect names, per creature -----------------------------------------------
    @property
    def view(self) -> Resolver:
        """The resolved board as the resolver reads selectors and conditions."""
        if self._view is None:
            self._view = Resolver.view(self.rb)
        return self._view

    def defenders_for(self, effect: REffect, creature: str, cache: dict[str, frozenset[str]]) -> frozenset[str]:
        """The defenders the effect's target names for this creature (the target and, when
        included, its planeswalkers), through `cache` (per target) for the effect's creatures."""
        target = self.target_for(effect, creature)
        if target not in cache:
            cache[target] = self.player_and_walkers(target, effect.include_planeswalkers, effect.include_player)
        return cache[target]

    def target_for(self, effect: REffect, creature: str) -> str:
        """The effect's target for this creature: `owner` is the creature's owner."""
        t = effect.target or ""
        return self.perms[creature].owner if t == OWNER else t

    def target_per_creature(self, effect: REffect) -> bool:
        """Whether the effect's target is read per creature (`owner`)."""
        return effect.target == OWNER

    def player_per_creature(self, effect: REffect) -> bool:
        """Whether the effect's player is read per creature (`owner`)."""
        return effect.player == OWNER

    def player_for(self, effect: REffect, creature: str) -> str:
        p = effect.player or ""
        return self.perms[creature].owner if p == OWNER else p

    def cost_for(self, effect: REffect, creature: str) -> Optional[ManaCost]:
        """The effect's mana cost for this attacker (X from its counters when read per
        attacker); None when it has none; {0} (X = 0) is a cost all the same (118.5)."""
        cost = effect.cost
        if cost is None:
            return None
        if effect.x_attacker is not None:
            cost = cost.with_x(counts(self.perms[creature].counters, effect.x_attacker))
        return cost.applied()

    def select_creatures(self, effect: REffect, sel: Any, field: str) -> tuple[str, ...]:
        """The creatures one more selector of an effect selects."""
        return self.view.select(sel, effect.controller, effect.source, effect.label + field)

    # -- the facts of every effect ------------------------------------------------------
    def _collect(self) -> None:
        deadline = self._deadline
        effects = self.rb.effects
        self._refuse_too_many(effects)
        kinds = KINDS  # (kind_of, read once per effect)
        for n, eff in enumerate(effects):
            if deadline is not None:
                deadline.check(f"reading the facts of the board's effects (effect {n + 1} of {len(effects)})")
            kind = kinds[type(eff.model)]
            if not eff.also:
                kind.collect(eff, self)
                continue
            repeats = kind.repeats_of(eff.model)
            if repeats is Repeats.EACH:
                for label in [eff.label] + eff.also:
                    kind.collect(replace(eff, label=label, also=[]), self)
            elif repeats is Repeats.SAME:
                kind.collect(eff, self)
            else:
                self.times = eff.times
                try:
                    kind.collect(eff, self)
                finally:
                    self.times = 1
        goad_instances(self)
        totals: dict[tuple[ManaCost, ...], ManaCost] = {}  # 508.1h: the costs that apply to one attacker, added up
        # id of a cost standing alone (one object for every effect naming it, alive as long as
        # the creatures' cost parts) -> its entry of totals, found without hashing the cost again
        lone: dict[int, ManaCost] = {}
        defenders = tuple(self.defenders)
        shared: dict[int, _Costs] = {}  # id of a creature's cost parts -> its totals (alike creatures share them)
        last: Any = None  # the cost parts last read, and their totals (runs of alike creatures)
        last_got = _Costs()
        # equal defender tuples and cost mappings made one object: what reads creatures alike
        # by their identity (M, the closest witness) then reads each kind once
        allowed_of: dict[tuple[str, ...], tuple[str, ...]] = {defenders: defenders}
        costs_of: dict[tuple[tuple[str, ManaCost], ...], _Costs] = {}
        self._forbid_non_mana()
        for info in self.creatures.values():
            forbidden = info.forbidden
            if forbidden:
                allowed = tuple(d for d in defenders if d not in forbidden)
                info.allowed = allowed_of.setdefault(allowed, allowed)
            else:
                info.allowed = defenders
            cost_parts = info.cost_parts
            if not cost_parts:
                continue
            if cost_parts is last:
                info.cost = last_got
                continue
            got = shared.get(id(cost_parts))
            if got is None:
                got = _Costs()
                for d, parts in cost_parts.items():
                    total = lone.get(id(parts[0][1])) if len(parts) == 1 else None
                    if total is None:
                        key = (parts[0][1],) if len(parts) == 1 else tuple(c for _, c in parts)
                        total = totals.get(key)
                        if total is None:
                            total = totals[key] = total_cost(parts=key)
                        if len(parts) == 1:
                            lone[id(parts[0][1])] = total
                    got[d] = total
                got = shared[id(cost_parts)] = costs_of.setdefault(tuple(got.items()), got)
            info.cost = last_got = got
            last = cost_parts
        if self.rb.model.mana_text or self.rb.identity_unknown or self.rb.chosen_mana or self.rb.mana_open:
            self._unmodelled_mana()
        if self.rb.model.trait_text:
            self._unread_traits()
        forms: dict[Hashable, list[GroupRestriction]] = {}
        alone: list[GroupRestriction] = []
        for fact in self.restriction_facts:
            form = fact.merge_key()
            if form is None:
                alone.append(fact)
            else:
                forms.setdefault(form, []).append(fact)
        self.group_restrictions = [same[0] if len(same) == 1 else same[0].merged(same[1:])
                                   for same in forms.values()] + alone
        seen: dict[Aggregate, int] = {}
        if len(self.conditionals) > MAX_CONDITIONALS:
            self.note_unread(None, f"{len(self.conditionals)} requirements that exist only if some creature attacks "
                                   f"(attackcheck judges at most {MAX_CONDITIONALS} on one board)")
        for agg in [a for f in self.group_restrictions for a in f.aggregates] + \
                [a for g in self.group_requirements for a in g.aggregates] + \
                [a for f in self.conditionals for a in (f.when, f.attacking)]:
            if agg not in seen:
                seen[agg] = len(self.aggregates)
                self.aggregates.append(agg)
        for i, agg in enumerate(self.aggregates):
            if agg.per_creature:
                for c in agg.creatures:
                    if c in self.creatures:
                        info = self.creatures[c]
                        info.groups = info.groups | {i}

    # -- 605, 302.6, 508.1f ---------------------------------------------------------
    def _sources(self) -> list[SourceInfo]:
        out = []
        for p in self._mana_permanents:  # the active player's, not eligible creatures
            abilities = self._usable_abilities(p)
            symbols = {s for s, _ in abilities}
            for sym, opts in abilities:
                if sym in NO_TAP:  # no {T} nor {Q} in its cost: tapped or not
                    out.append(SourceInfo(p.id, sym, opts))
                    continue
                usable = (not p.tapped or "Q" in symbols) if sym == "T" else (p.tapped or "T" in symbols)
                if usable:
                    out.append(SourceInfo(p.id, sym, opts))
        return out

    def _drop_stopped(self) -> None:
        """602.2b, 601.2h: a mana ability whose cost a prohibition stops paying (Yasharn's "can't
        pay life or sacrifice nonland permanents", a life total that can't change, 119.8) can't
        be activated: the options its text makes are taken from its permanent, but for those an
        effect's ability gives it too (Joiner Adept's, Urborg's: 613.1f, 305.6). Where the
        permanent's options don't hold them all (a replacement effect changed its mana), it is
        read as usable, wider than it is, and a payment needing it is not judged."""
        for pid, stopped in self._stopped_mana.items():
            info = self.creatures.get(pid)
            have = {o for s in self.sources if s.id == pid for o in s.options} | {
                o for _, opts in (info.mana_abilities if info is not None else ()) for o in opts}
            if not have:
                continue  # no usable mana ability (tapped, or sick: 302.6)
            made = _options_made(text for text, _, _ in stopped)
            granted = self._granted_stopped.get(pid, frozenset())  # a granted ability that sacrifices
            if made is not None:
                made |= granted
            if made:  # 613.1f, 305.6: what an unstopped ability an effect gave it makes stays
                made -= self.rb.mana_added.get(pid, frozenset()) - granted
                if not made:
                    continue
            if not made or not made <= have:
                for text, by, why in stopped:
                    self._doubt_mana(pid, text if by is not None else f"{text} ({why}: a payment needing it is not "
                                                                       "judged)", by)
                continue
            gone = {(pid, o) for o in made}
            self._take_options(lambda q, o: (q, o) in gone)
            if not any(s.id == pid for s in self.sources) and not (info is not None and info.mana_abilities):
                text, _, why = stopped[0]
                self.stopped_reasons[pid] = f'its ability "{text}" can\'t be activated: {why}'

    def _stop_mana(self, pid: str, text: str, by: Optional[str], why: str = "") -> None:
        """A mana ability of `pid` that can't be activated, because `by` stops paying its cost
        (602.2b) or for `why`; see _drop_stopped."""
        if by is not None:
            why = f"{self.perms[by].label()} applies, so its cost can't be paid (602.2b)"
        self._stopped_mana.setdefault(pid, []).append((text, by, why))

    def _limit_ordered(self) -> None:
        """A payment orders at most MAX_ORDERED mana abilities whose activation costs mana,
        where one of them costs a colored or hybrid symbol (a filter land's {W/U}) or more than
        {1} (Cabal Coffers' {2}): with more, those are left out, as mana not read that only
        adds ways to pay (a payment found without them stands; a cost left unpaid is unknown)."""
        from .payment import MAX_ORDERED

        def paying(options: Any) -> bool:
            return any(o.pay for o in options)

        def ordered(options: Any) -> bool:
            return any(o.ordered() for o in options)

        infos = [info for _, info in self._creatures_with_mana()]
        if not any(ordered(s.options) for s in self.sources) and not any(
                ordered(opts) for info in infos for _, opts in info.mana_abilities):
            return
        count = sum(paying(s.options) for s in self.sources) + sum(
            any(paying(opts) for _, opts in info.mana_abilities) for info in infos)
        if count <= MAX_ORDERED:
            return
        text = (f"a mana ability whose activation costs colored or hybrid mana or more than {{1}} besides {{T}}: "
                f"with more than {MAX_ORDERED} mana abilities whose activation costs mana, these are not judged")
        for s in self.sources:
            if ordered(s.options):
                self.note_extra_mana(s.id, text)
        for info in infos:
            if any(ordered(opts) for _, opts in info.mana_abilities):
                self.note_extra_mana(info.id, text)
        self._take_options(lambda _, o: o.ordered())

    def _take_options(self, drop: Callable[[str, ManaOption], bool]) -> None:
        """Take the mana options `drop` names (by permanent and option) from the sources, a
        source left without any going, and from the eligible creatures' mana abilities."""
        self._keep_options(lambda pid, options: tuple(o for o in options if not drop(pid, o)))

    def _keep_options(self, keep: Callable[[str, tuple[ManaOption, ...]], tuple[ManaOption, ...]]) -> None:
        """Each mana ability's options, a source's or an eligible creature's, as `keep` gives
        them by permanent (a source or ability left without any goes); a creature changed gets
        a new CreatureInfo (a copy of the context shares the old ones, mana_read)."""
        self.sources = [s if left == s.options else SourceInfo(s.id, s.symbol, left)
                        for s in self.sources if (left := keep(s.id, s.options))]
        for c, info in self._creatures_with_mana():
            abilities = tuple((sym, left) for sym, opts in info.mana_abilities if (left := keep(c, opts)))
            if abilities != info.mana_abilities:
                self.creatures[c] = replace(info, mana_abilities=abilities)
        self._with_mana = None  # (the caches built from them)
        self._static_sources = None
        self._classes = {}

    @property
    def mana_undecided(self) -> bool:
        """Whether what is left undecided is mana only: read wider than it may be, not read
        where it only adds ways to pay, or changing life where life pays a cost."""
        return bool(self.extra_mana or self.life_mana or self.doubtful_mana) and not (self.unread or self.non_mana)

    def mana_read(self, narrow: bool) -> "Context":
        """This board with its mana read one way, the notes on it cleared: `narrow`, no more
        than it may be (every declaration payable so is payable: doubtful sources keep only
        what they surely make, sure_options, and where mana changes life no life is paid but what is left
        were every such ability to take what it can, 119.4); else as wide as it may be (the
        doubtful sources as read; `wide_exact` says whether that is all, see count.py)."""
        out = copy.copy(self)
        out.extra_mana, out.life_mana, out.doubtful_mana = [], [], []
        if not narrow:
            return out
        out.doubtful_sources, out._wholly_doubtful = set(), set()
        if self.life_mana:
            own = all(u["permanent"] in self.life_sources for u in self.life_mana)
            out.life = max(0, self.life - self.life_at_risk) if own and self.life_at_risk is not None else 0

        # a chosen color's one mana pays as {C} would where no cost nor activation asks {C} (107.4b)
        generic = not any(t == "C" for cost in self._live_costs() for t, _ in cost.colored) and not any(
            "C" in o.pay_with for q in self.perms.values() if q.controller == self.active
            for _, opts in q.mana_abilities for o in opts)

        def keep(pid: str, options: tuple[ManaOption, ...]) -> tuple[ManaOption, ...]:
            return self.sure_options(pid, options, generic) if pid in self.doubtful_sources else options

        out.creatures = dict(self.creatures)  # (its own: _keep_options replaces what changes)
        out._keep_options(keep)
        return out

    @property
    def wide_exact(self) -> bool:
        """Whether this board's mana as read is at least what it may be (doubtful sources read
        wider): not where mana is not read, nor where mana abilities may gain life first."""
        return not self.extra_mana and not (self.life_mana and self.life_gained)

    def _usable_abilities(self, p: RPermanent) -> MANA_ABILITIES:
        """p's mana abilities, but for a sick creature's with {T} or {Q} in their cost (302.6):
        one whose whole cost is counters removed ("R") or other permanents tapped ("O") it may
        activate, and it may be tapped for another's cost."""
        abilities = p.mana_abilities
        if p.id in self._unsacrificed:  # (602.2b: its "S" ability can't be paid)
            abilities = tuple(a for a in abilities if a[0] != "S")
        if not self._sick_for_abilities(p):
            return abilities
        out = []
        for sym, opts in abilities:
            if sym in NO_TAP:
                out.append((sym, opts))
            elif sym == "T" and (tapped := tuple(o for o in opts if o.taps_for)):
                out.append((sym, tapped))
        return tuple(out)

    def _sick_for_abilities(self, p: RPermanent) -> bool:
        """302.6: a creature that came under its controller's control this turn, without haste
        (nor an effect that lets its abilities be activated as though it had it)."""
        return (p.is_creature and p.sick and "haste" not in p.keywords
                and p.id not in self.rb.abilities_as_though_haste)

    def _creatures_with_mana(self) -> list[tuple[str, CreatureInfo]]:
        """The eligible creatures with mana abilities (found once)."""
        if self._with_mana is None:
            self._with_mana = [(c, info) for c, info in self.creatures.items() if info.mana_abilities]
        return self._with_mana

    def declared_payment_groups(self, attacks: dict[str, str]) -> list["SourceGroup"]:
        """Mana sources once `attacks` are declared: each eligible creature on its own."""
        return self.payment_groups(([c], info, 1 if c in attacks else 0) for c, info in self._creatures_with_mana())

    def payment_groups(self, creature_classes: Iterable[tuple[list[str], CreatureInfo, Any]]) -> list["SourceGroup"]:
        """Mana sources as groups for the payment model. `creature_classes` lists
        (members, info, attacking) for eligible creatures; attacking is an int or expression."""
        from .payment import SourceGroup

        static = self._static_sources
        if static is None:  # the sources that can't attack, grouped by their options once
            # by the identity of their options first (permanents alike share one tuple), each
            # tuple hashed once; by equality when equal options are held apart
            by_id: dict[int, tuple[tuple[ManaOption, ...], list[str]]] = {}
            for s in self.sources:
                got = by_id.get(id(s.options))
                if got is None:
                    by_id[id(s.options)] = (s.options, [s.id])
                else:
                    got[1].append(s.id)
            by_options: dict[tuple[ManaOption, ...], list[str]] = {opts: ids for opts, ids in by_id.values()}
            if len(by_options) < len(by_id):
                by_options = {}
                for s in self.sources:
                    by_options.setdefault(s.options, []).append(s.id)
            static = self._static_sources = [(tuple(ids), opts) for opts, ids in by_options.items()]
        groups = []
        for ids, opts in static:
            n = len(ids) * max(o.activations for o in opts)  # (Pentad Prism's, once for each counter; "O" likewise)
            groups.append(SourceGroup(list(ids), opts, n, n))
        for members, info, attacking in creature_classes:
            for sym, opts in info.mana_abilities:
                avail = ability_available(info.mana_abilities, sym, info.vigilance, len(members), attacking)
                if isinstance(avail, int) and avail <= 0:
                    continue
                size = len(members)
                if sym in ("R", "O"):  # each member as often as its counters or the permanents to tap allow
                    avail = size = size * max(o.activations for o in opts)
                groups.append(SourceGroup(list(members), opts, avail, size, attacking if sym == "T" else None))
        return groups

    def source_unusable_reasons(self, attacking: set[str]) -> list[tuple[str, str]]:
        """Why each of the active player's mana sources can't pay (for explanations)."""
        out = []
        unmet: dict[str, list[tuple[str, str]]] = {}
        for pid, what, cond, _ in self.unmet_mana_abilities():
            unmet.setdefault(pid, []).append((what, cond))
        for p in self.perms.values():
            if p.controller != self.active:
                continue
            if not p.mana_abilities:
                if p.id in self.rb.activation_stopped and (p.mana or p.mana_raw):
                    out.append((p.id, "its activated abilities can't be activated (602.5)"))
                else:  # 602.5b: its own abilities' conditions don't hold (Mox Opal's)
                    out += [(p.id, f"{what} can be activated only if {cond} (602.5b)")
                            for what, cond in unmet.get(p.id, ())]
                continue
            symbols = {s for s, _ in p.mana_abilities}
            if symbols.intersection(NO_TAP) and p.id not in self.stopped_reasons:
                continue  # counters removed or others tapped for its whole cost: usable tapped, sick or attacking
            if all(o.taps_for for _, opts in p.mana_abilities for o in opts):
                continue  # it makes no mana: only tapped for another's cost
            if self._sick_for_abilities(p):
                out.append((p.id, "it is a creature that came under your control this turn (302.6)"))
            elif p.tapped and "Q" not in symbols:
                out.append((p.id, "it is tapped"))
            elif p.id in attacking and "vigilance" not in p.keywords and symbols == {"T"}:
                out.append((p.id, "it was tapped by attacking (508.1f)"))
            elif p.id in self.stopped_reasons:
                out.append((p.id, self.stopped_reasons[p.id]))
        return out

    # -- classes of interchangeable creatures ---------------------------------------------
    def creature_signature(self, info: CreatureInfo, extra: Any = None, by_power: bool = False,
                           _ids: Optional[dict[Any, int]] = None,
                           _costs: Optional[dict[int, int]] = None) -> tuple[Any, ...]:
        """What the rules look at: defenders, costs, requirement instances, the groups it
        belongs to, and (only when something costs mana) mana abilities; power only for
        power objectives. Instances are compared by Instance.key(); `_ids` numbers each
        distinct key (a frozenset keeps its hash), so that a creature's instances are a
        sorted tuple of small numbers rather than of sorted defender lists; `_costs` (with
        `_ids`) numbers each distinct cost by the identity of its object (one hash of a cost
        per object, not one per creature and defender)."""
        if _ids is None:
            inst: tuple[Any, ...] = tuple(sorted(i.key() for i in info.instances))
        else:
            inst = tuple(sorted([_ids.setdefault((i.source or i.label, i.kind, i.sat, i.weight), len(_ids))
                                 for i in info.instances]))
        mana = (info.mana_abilities, info.vigilance) if self.has_costs and info.mana_abilities else None
        cost = info.cost
        allowed = info.allowed
        costs: tuple[Any, ...]
        if _costs is None or _ids is None:
            costs = tuple([cost.get(d, ZERO) for d in allowed]) if cost else \
                _NO_COSTS.get(len(allowed)) or _NO_COSTS.setdefault(len(allowed), (ZERO,) * len(allowed))
        elif cost:
            row = []
            for d in allowed:
                v = cost.get(d, ZERO)
                n = _costs.get(id(v))
                if n is None:  # equal costs, one number (numbered among the instances' keys)
                    n = _costs[id(v)] = _ids.setdefault(v, len(_ids))
                row.append(n)
            costs = tuple(row)
        else:
            n = _costs.get(id(ZERO))
            if n is None:
                n = _costs[id(ZERO)] = _ids.setdefault(ZERO, len(_ids))
            costs = (n,) * len(allowed)
        return (
            allowed,
            costs,
            inst,
            tuple(sorted(info.groups)) if info.groups else (),
            mana,
            info.power if by_power else None,
            extra,
        )

    def classes(self, extra: Optional[dict[str, Any]] = None, by_power: bool = False) -> list[list[str]]:
        """Groups of creatures alike in everything the rules look at (and in `extra`)."""
        if not extra and by_power in self._classes:
            return self._classes[by_power]
        if extra and by_power in self._classes:
            # the classes without `extra`, split by it: the same groups, in the same order
            # (a creature's signature is the one without extra, and extra)
            class_of = {c: ci for ci, members in enumerate(self._classes[by_power]) for c in members}
            split: dict[tuple[int, Any], list[str]] = defaultdict(list)
            for cid in self.creatures:
                split[class_of[cid], extra.get(cid)].append(cid)
            return list(split.values())
        groups: dict[Any, list[str]] = defaultdict(list)
        ids: dict[Any, int] = {}
        costs: dict[int, int] = {}
        signature = self.creature_signature
        if extra:  # the signature without extra, and extra: as the split above, in one pass
            for cid, info in self.creatures.items():
                groups[signature(info, None, by_power, ids, costs), extra.get(cid)].append(cid)
            return list(groups.values())
        for cid, info in self.creatures.items():
            groups[signature(info, None, by_power, ids, costs)].append(cid)
        out = list(groups.values())
        self._classes[by_power] = out
        return out

    # -- shapes of creatures -------------------------------------------------------------
    @property
    def shapes(self) -> list[Shape]:
        """The eligible creatures' shapes, in the order they first come: made when first
        asked for, with each creature's (CreatureInfo.shape)."""
        shapes = self._shapes
        if shapes is None:
            shapes = self._shapes = self._make_shapes()
        return shapes

    def _make_shapes(self) -> list[Shape]:
        # by (the set and weight of a lone instance, or those of each, the ids of the defenders
        # and of the costs: equal ones are one object, _collect)
        shapes: dict[tuple[Any, ...], Shape] = {}
        sat_weight = _sat_weight
        for info in self.creatures.values():
            allowed, cost, instances = info.allowed, info.cost, info.instances
            if len(instances) == 1:
                only = instances[0]
                alike: tuple[Any, ...] = (only.sat, only.weight, id(allowed), id(cost))
            else:
                alike = (tuple(map(sat_weight, instances)), id(allowed), id(cost))
            shape = shapes.get(alike)
            if shape is None:
                shape = shapes[alike] = Shape(tuple(map(sat_weight, instances)), allowed, cost)
            shape.count += 1
            info.shape = shape
        return list(shapes.values())

    # -- requirement instances ------------------------------------------------------------
    def obeyable_upper_bound(self, pattern: Pattern = frozenset()) -> int:
        """Instances that some defender could satisfy, ignoring restrictions and costs (with
        the conditional requirements of `pattern`)."""
        dset = self.defender_set
        n = self._obeyable
        if n is None:  # the creatures' own instances: the same for every pattern, counted once
            # per shape, and per sat set (shapes share them; a set keeps its hash): does a
            # defender satisfy it?
            some: dict[frozenset[str], bool] = {}
            n = 0
            for shape in self.shapes:
                k = 0
                for sat, w in shape.sats:
                    hit = some.get(sat)
                    if hit is None:
                        hit = some[sat] = not sat.isdisjoint(dset)
                    if hit:
                        k += w
                n += k * shape.count
            self._obeyable = n
        return n + \
            sum(g.obeyable(dset) for g in self.group_requirements) + \
            sum(f.size for f in self.conditionals if f.label in pattern and f.attacking.defenders & dset)

    def group_instances(self) -> int:
        """The requirement instances judged on aggregates."""
        return sum(g.size for g in self.group_requirements)

    def instance_count(self, pattern: Pattern = frozenset()) -> int:
        own = self._instances
        if own is None:  # the creatures' own instances, counted once (the facts never change once made): per
            # shape when they are made, else creature by creature (a check that obeys all needs no shapes)
            shapes = self._shapes
            own = self._instances = sum([shape.count * shape.weight for shape in shapes]) if shapes is not None \
                else sum([i.weight for c in self.creatures.values() for i in c.instances])
        return own + self.group_instances() + \
            sum(f.size for f in self.conditionals if f.label in pattern)

    # -- requirements that exist only if a creature attacks --------------------------------
    def pattern(self, attacks: "dict[str, str] | Iterable[str]") -> Pattern:
        """The conditional requirements a declaration brings into existence."""
        if not self.conditionals:
            return frozenset()
        return frozenset(f.label for f in self.conditionals if any(c in f.when.creatures for c in attacks))

    def patterns(self) -> list[Pattern]:
        """Every pattern, the empty one first."""
        labels = [f.label for f in self.conditionals]
        return [frozenset(lab for i, lab in enumerate(labels) if mask >> i & 1) for mask in range(1 << len(labels))]
