"""What every effect kind is made of, and the facts effects leave on a board.

An effect kind is a board-format class (pydantic) and an `EffectKind` registered for that
class. At the declare-attackers step the kind's `collect` turns one resolved effect into
facts of its family:

- requirement: `Instance`s, one per creature (508.1d, counted one by one);
- group requirement: a `GroupRequirement`, instances judged on aggregates of the whole
  declaration (one over the attackers together);
- conditional requirement: an `IfAttacking`, one instance per creature that exists only in
  declarations where some creature attacks (M of 508.1d then depends on which exist);
- pair restriction: forbidden creature-defender pairs, each with a `Reason` (508.1c);
- group restriction: a `GroupRestriction` over aggregates of the whole declaration
  (508.1c, 802.3a: attackers together), such as "can't attack alone" or a cap;
- cost: costs per creature-defender pair (508.1h);
- characteristic, mana, designation and rule-change kinds act earlier, while the board is
  resolved (613, 605, 701.15, 702.3b, 803).

The families' twins (the rule on a fixed declaration), encoders (CP-SAT, with optional
enforcement literals), counting features and explanation texts: requirements, pairs and
costs are uniform, so the solver handles their facts alike (rules.py, model.py, count.py);
a group restriction or group requirement carries its own, in its kind's module.

Nothing here imports OR-Tools: an encoder is handed the model it adds to.
"""


import copy
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import (TYPE_CHECKING, Any, Callable, ClassVar, Generic, Hashable, Mapping, NamedTuple, Optional, Protocol,
                    Sequence, TypeVar, get_args)

from attackcheck.models.base import EffectBase
from attackcheck.solver.results import Violation, ViolationKind

if TYPE_CHECKING:
    from attackcheck.models.resolve import RawEffect, REffect, Resolver, RPermanent
    from attackcheck.solver.context import Context


_BOARD_EFFECT = re.compile(r"effects\[(\d+)\]")  # the label of an effect of the board's `effects`


def resolved_effect_name(label: str, kind: str) -> str:
    """An effect without a source permanent named in the answers' words: one of the board's
    `effects` (a resolved spell or ability) by its kind and its place in that list, counted
    from 1 (`effects[0]` -> "attacks_target_if_able (resolved effect 1)"); any other by its
    label."""
    m = _BOARD_EFFECT.fullmatch(label)
    return f"{kind} (resolved effect {int(m.group(1)) + 1})" if m else label


class Family(str, Enum):
    REQUIREMENT = "requirement"
    GROUP_REQUIREMENT = "group requirement"
    PAIR_RESTRICTION = "pair restriction"
    GROUP_RESTRICTION = "group restriction"
    COST = "cost"
    CHARACTERISTIC = "characteristic"
    MANA = "mana"
    DESIGNATION = "designation"
    RULE_CHANGE = "rule change"

    @property
    def at_resolution(self) -> bool:
        """Kinds that change the board before anything is judged: characteristics (613
        layers), mana abilities (605, 106.12), designations such as goad (701.15) and
        changes to how a rule applies (702.3b as though without defender, 803.1)."""
        return self in (Family.CHARACTERISTIC, Family.MANA, Family.DESIGNATION, Family.RULE_CHANGE)


# -- facts -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Reason:
    """Why a creature, a pair or a declaration breaks a rule."""

    kind: ViolationKind
    rule: str
    message: str
    effect: Optional[str] = None

    def violation(self, creatures: Sequence[str] = ()) -> Violation:
        return Violation(self.kind, self.rule, self.message, tuple(creatures), self.effect)


# Never changed once made, yet not frozen: a frozen dataclass's __init__ sets each field
# through object.__setattr__ (nearly three times as long); hashed by its fields all the same.
@dataclass(slots=True, unsafe_hash=True)
class Instance:
    """One requirement instance: obeyed when `creature` attacks a defender in `sat`. One per
    creature and effect on a big board: slots keep each small and quick to make and to read
    (the first check reads every instance several times)."""

    label: str  # the effect it comes from
    kind: str
    creature: str
    sat: frozenset[str]
    text: str  # the requirement in the rules' words
    source: str = ""  # what makes creatures alike: the effect, or the goading player
    weight: int = 1  # identical effects (Repeats.ADD): each is one more instance (508.1d)

    def key(self, sorted_sets: Optional[dict[frozenset[str], tuple[str, ...]]] = None) -> tuple[str, str, tuple[str, ...], int]:
        """What makes instances alike; `sorted_sets`, when given, keeps each set of defenders
        sorted once (many instances share one set)."""
        if sorted_sets is None:
            return (self.source or self.label, self.kind, tuple(sorted(self.sat)), self.weight)
        sat = sorted_sets.get(self.sat)
        if sat is None:
            sat = sorted_sets[self.sat] = tuple(sorted(self.sat))
        return (self.source or self.label, self.kind, sat, self.weight)


@dataclass(frozen=True)
class Aggregate:
    """A number read off a declaration: its attackers (`total`), those attacking a defender
    in `defenders` (`column`), those among `creatures` (`among`), or those among
    `creatures` that attack a defender in `defenders` (`pairs`)."""

    kind: str  # total | column | among | pairs
    defenders: frozenset[str] = frozenset()
    creatures: frozenset[str] = frozenset()

    def weight(self, creature: str, defender: Optional[str]) -> int:
        """What one creature attacking `defender` (None: staying home) adds."""
        if defender is None:
            return 0
        if self.kind == "total":
            return 1
        if self.kind == "column":
            return 1 if defender in self.defenders else 0
        if self.kind == "pairs":
            return 1 if creature in self.creatures and defender in self.defenders else 0
        return 1 if creature in self.creatures else 0

    @property
    def per_creature(self) -> bool:
        """Whether it names creatures (classes of interchangeable creatures must not mix
        members it names with others)."""
        return self.kind in ("among", "pairs")

    def value(self, attacks: Mapping[str, str]) -> int:
        """The sum of `weight` over the declaration, counted without a call per attacker."""
        if self.kind == "total":
            return sum(1 for d in attacks.values() if d is not None)
        if self.kind == "column":
            defenders = self.defenders
            return sum(1 for d in attacks.values() if d in defenders)
        creatures = self.creatures
        return sum(1 for c, d in attacks.items() if d is not None and c in creatures)


TOTAL = Aggregate("total")


def board_ordered(ctx: "Context", defenders: frozenset[str]) -> Sequence[str]:
    """These defenders in the order of ctx.defenders (players by seat, then permanents in
    board order), so that what is recorded per defender (the reason and cost a message
    names first) never depends on the iteration order of a set of strings. Worked out once
    per set (many creatures share one)."""
    if len(defenders) < 2:
        return tuple(defenders)
    got = ctx.board_orders.get(defenders)
    if got is None:
        seats = ctx.rb.player_ids
        got = ctx.board_orders[defenders] = tuple(sorted(
            defenders, key=lambda d: (0, seats.index(d)) if ctx.is_player(d) else (1, ctx.order[d])))
    return got


def column(defenders: frozenset[str]) -> Aggregate:
    return Aggregate("column", defenders=frozenset(defenders))


def among(creatures: frozenset[str]) -> Aggregate:
    return Aggregate("among", creatures=frozenset(creatures))


def pairs(creatures: frozenset[str], defenders: frozenset[str]) -> Aggregate:
    return Aggregate("pairs", creatures=frozenset(creatures), defenders=frozenset(defenders))


@dataclass(frozen=True)
class Track:
    """How closely a count must follow an aggregate: exactly up to `exact`, beyond that only
    modulo `modulo` (1: larger values all judge alike), and never past `most` (a cap: such
    a declaration is never legal)."""

    exact: int = 0
    most: Optional[int] = None
    modulo: int = 1


class Encoding(Protocol):
    """What an encoder may use of a CP-SAT attack model (solver/model.py)."""

    exact: bool  # indicators equal (not only bound) what they stand for

    def value(self, aggregate: Aggregate) -> Any:
        """The aggregate as a linear expression of the model's variables."""

    def indicator(self, aggregate: Aggregate) -> Any:
        """A Boolean that is true when the aggregate is positive (half-reified: forced true
        by a positive value; equal to it when `exact`)."""

    def add(self, constraint: Any, enforce: Sequence[Any] = ()) -> None:
        """Add a linear constraint, enforced only when every literal of `enforce` is true."""

    def new_bool(self, name: str) -> Any:
        """A fresh Boolean variable."""

    def new_int(self, lo: int, hi: int, name: str) -> Any:
        """A fresh integer variable in [lo, hi]."""


class GroupRestriction(ABC):
    """A 508.1c restriction on the attackers together, judged on aggregates. One fact may
    stand for several effects of the same form (`labels`): their creatures are merged."""

    rule: ClassVar[str] = "508.1c"

    def __init__(self, labels: tuple[str, ...], name: str):
        self.labels = labels  # the effects it comes from
        self.name = name  # the source's name, for messages

    @property
    @abstractmethod
    def aggregates(self) -> tuple[Aggregate, ...]:
        """The aggregates it reads, in the order `holds` takes their values."""

    @abstractmethod
    def holds(self, values: Sequence[int]) -> bool:
        """The twin: the restriction on a fixed declaration, from its aggregates (a value
        past its Track's `exact` may be given as `exact` plus its excess modulo `modulo`)."""

    @abstractmethod
    def tracks(self) -> tuple[Track, ...]:
        """The counting feature: how closely each aggregate must be followed."""

    @abstractmethod
    def encode(self, enc: Encoding, enforce: Sequence[Any] = ()) -> None:
        """The encoder: the restriction as constraints, each enforced only under `enforce`."""

    @abstractmethod
    def broken(self, ctx: "Context", attacks: Mapping[str, str]) -> list[tuple[Reason, list[str]]]:
        """The explanation of a declaration that breaks it: reasons and the creatures."""

    @abstractmethod
    def description(self, ctx: "Context") -> str:
        """The explanation text of the restriction itself (in a minimal blocking set)."""

    def merge_key(self) -> Optional[Hashable]:
        """Facts with the same key merge into one (None: never)."""
        return None

    def merged(self, others: Sequence["GroupRestriction"]) -> "GroupRestriction":
        """This fact and others with its merge_key, as one (all at once: thousands of them
        merge in one pass)."""
        raise NotImplementedError


class GroupRequirement(ABC):
    """Requirement instances (508.1d) judged on aggregates of the declaration: how many of
    its `size` instances a declaration obeys is a function of the aggregates' values."""

    label: str  # the effect it comes from
    text: str  # the requirement in the rules' words
    size: int = 1  # its instances

    @property
    @abstractmethod
    def aggregates(self) -> tuple[Aggregate, ...]:
        """The aggregates it reads, in the order `obeyed` takes their values."""

    @abstractmethod
    def obeyed(self, values: Sequence[int]) -> int:
        """The twin: how many of its instances a declaration with these values obeys."""

    @abstractmethod
    def tracks(self) -> tuple[Track, ...]:
        """The counting feature: how closely each aggregate must be followed."""

    @abstractmethod
    def encode(self, enc: Encoding) -> Any:
        """The encoder: an expression at most the instances obeyed, which can reach it
        (enough when maximising or bounding from below); equal to it when `enc.exact`."""

    @abstractmethod
    def require(self, enc: Encoding) -> None:
        """Constraints that every instance is obeyed (the explanation's relaxed model)."""

    @abstractmethod
    def obeyable(self, defenders: frozenset[str]) -> int:
        """How many instances some declaration could obey, ignoring restrictions and costs."""


class CountTowards(GroupRequirement):
    """One requirement instance over the attackers together (508.1d): obeyed when at least
    `count` attackers count towards `aggregate`."""

    def __init__(self, label: str, aggregate: Aggregate, count: int, text: str):
        self.label = label
        self.aggregate = aggregate
        self.count = count
        self.text = text
        self.size = 1

    @property
    def aggregates(self) -> tuple[Aggregate, ...]:
        return (self.aggregate,)

    def obeyed(self, values: Sequence[int]) -> int:
        return 1 if values[0] >= self.count else 0

    def tracks(self) -> tuple[Track, ...]:
        return (Track(exact=self.count),)

    def encode(self, enc: Encoding) -> Any:
        """r => obeyed (half-reified: enough when maximising); r <=> obeyed when exact."""
        r = enc.new_bool(f"group_{self.label}")
        enc.add(enc.value(self.aggregate) >= self.count, [r])
        if enc.exact:
            enc.add(enc.value(self.aggregate) <= self.count - 1, [r.Not()])
        return r

    def require(self, enc: Encoding) -> None:
        enc.add(enc.value(self.aggregate) >= self.count)

    def obeyable(self, defenders: frozenset[str]) -> int:
        if self.aggregate.kind == "column" and not (self.aggregate.defenders & defenders):
            return 0
        return 1


class IfAttacking:
    """"If a creature of S attacks, these creatures attack if able" (Ekundu Cyclops, Viashino
    Bey): one requirement instance per creature of `creatures` that exists only in the
    declarations where a creature of `when` attacks (the condition, an `among` aggregate),
    each obeyed when its creature attacks a defender in `sat` (`attacking`, a `pairs`
    aggregate).

    508.1d, read with requirements that depend on the declaration: the requirements of a
    declaration are those its own attacks bring into existence (its *pattern*, the
    conditional requirements whose condition it meets) with the unconditional ones, and it
    must obey as many of them as any declaration could (M of that pattern, over cost-free
    declarations). So attacking with no creature of S asks nothing of these creatures, and
    a creature unable to attack never makes meeting the condition illegal."""

    def __init__(self, label: str, when: frozenset[str], creatures: frozenset[str], sat: frozenset[str], text: str):
        self.label = label
        self.text = text
        self.when = among(when)
        self.attacking = pairs(creatures, sat)
        self.creatures = frozenset(creatures)
        self.size = len(creatures)

    def obeyed(self, attacking: int) -> int:
        """The twin: its instances obeyed (when it exists) from the `attacking` value."""
        return min(attacking, self.size)

    def tracks(self) -> tuple[Track, Track]:
        """The counting features: whether it exists, and its instances obeyed."""
        return (Track(exact=1), Track(exact=self.size))

    def encode_existing(self, enc: Encoding) -> Any:
        """Its instances obeyed, treated as existing (for M of a pattern that includes it)."""
        return enc.value(self.attacking)

    def encode(self, enc: Encoding, exists: Any) -> Any:
        """Its instances obeyed given the literal `exists` of its condition (exactly equal to
        "a creature of `when` attacks"): an expression at most that, equal when `enc.exact`."""
        t = enc.new_int(0, self.size, f"if_attacking_{self.label}")
        enc.add(t <= enc.value(self.attacking))
        enc.add(t <= 0, [exists.Not()])
        if enc.exact:
            enc.add(t >= enc.value(self.attacking), [exists])
        return t

    def require(self, enc: Encoding) -> None:
        """Every instance obeyed (the explanation's relaxed model, within its pattern)."""
        enc.add(enc.value(self.attacking) >= self.size)


# -- kinds -------------------------------------------------------------------------------


class Repeats(str, Enum):
    """What identical effects (same kind, fields, source and controller) come to. The
    resolver keeps one of them and the number of the others (REffect.also)."""

    EACH = "each"  # each is judged on its own (the default)
    ADD = "add"  # k of them count k times: requirement instances (508.1d), costs added up (508.1h)
    SAME = "same"  # k of them are one: a restriction (508.1c) or a designation (701.15) holds or not


M = TypeVar("M", bound=EffectBase)


class Step(NamedTuple):
    """One layer's part of a kind that acts while the board is resolved. An effect that sets
    several characteristics acts in each of their layers (613.6: "is a 0/1 artifact
    creature": types in layer 4, base power in 7b), in timestamp order there with the other
    kinds' effects of that layer (613.7), on the permanents it chose where it started."""

    order: float  # 613 layers: 4 types, 5 colors, 6 abilities, 7b base power, 7c changes
    kind: "EffectKind[Any]"
    takes: Optional[Callable[[Any], bool]]  # which of the kind's effects have this part (None: all)
    apply: Callable[[Sequence["RawEffect"], "Resolver"], None]


class EffectKind(ABC, Generic[M]):
    """The rule of one effect kind. Subclasses set `model` (the board-format class) and
    `family`, and define `collect` (the facts one effect leaves) or, for kinds that act
    while the board is resolved, `apply` and `order` (or `steps`, one per layer it acts
    in); and `describe`, the effect in the rules' words."""

    model: ClassVar[type[EffectBase]]
    family: ClassVar[Family]
    order: ClassVar[float] = 0.0  # kinds acting at resolution: in this order (613 layers)
    # An example for the docs and the completeness test: this kind's effect on EXAMPLE_BOARD,
    # then any effect it needs to matter there.
    example: ClassVar[list[dict[str, Any]]] = []
    # More examples, for the fields that extend the kind (same form as `example`): the docs
    # show them and the completeness test checks each the way it checks `example`.
    variants: ClassVar[list[list[dict[str, Any]]]] = []
    repeats: ClassVar[Repeats] = Repeats.EACH  # what identical effects of this kind come to
    # what its examples need of EXAMPLE_BOARD besides their effects: fields of the turn, and
    # fields of its permanents by id ({"turn": {"combat": 2}, "permanents": {"bear": {...}}})
    example_board: ClassVar[dict[str, Any]] = {}

    def matters_to(self, perm: "RPermanent") -> bool:
        """Whether an effect of this kind naming `perm`, the active player's untapped creature,
        can change the declaration: where its condition is unanswered, the question matters only
        then (Resolver.settle_open_attackers)."""
        return True

    def defended_player(self, model: M, controller: Optional[str]) -> Optional[str]:
        """The one player an effect of this kind restricts attacks on, where it restricts those
        alone ("you can't be attacked": Island Sanctuary); None otherwise. An effect protecting the
        active player changes nothing now: creatures attack opponents (508.1b)."""
        return None

    def repeats_of(self, model: M) -> Repeats:
        """What identical copies of this effect come to (a kind whose answer depends on
        the effect's fields overrides this)."""
        return self.repeats

    @cached_property
    def kind(self) -> str:
        return str(get_args(self.model.model_fields["kind"].annotation)[0])

    def collect(self, effect: "REffect", ctx: "Context") -> None:
        """Leave this effect's facts in the context (declaration families)."""
        raise NotImplementedError(f"{self.kind} acts while the board is resolved")

    def apply(self, effects: Sequence["RawEffect"], resolver: "Resolver") -> None:
        """Change the board being resolved: every effect of this kind at once, so what one
        of them selects is read before any of them applies (613.8 aside, same layer)."""
        raise NotImplementedError(f"{self.kind} leaves facts at the declare-attackers step")

    def steps(self) -> list[Step]:
        """Where it acts while the board is resolved: `apply` at `order`, unless the kind
        acts in several layers."""
        return [Step(self.order, self, None, self.apply)]

    def removes_rules_text(self, model: M) -> bool:
        """Whether this effect, where it applies in layer 4, takes away the abilities of the
        permanents' rules text (305.7: a land's subtype set to a basic land type): their own
        effects of that layer then depend on it (613.8a) and don't apply after it."""
        return False

    @abstractmethod
    def describe(self, effect: "REffect", ctx: "Context") -> str:
        """The effect in the rules' words, naming its source, for explanations."""


KINDS: dict[type[EffectBase], EffectKind[Any]] = {}

# The board every kind's example stands on: A attacks; B and C are opponents; B controls a
# planeswalker. A's Grizzly Bears (with vigilance) and Llanowar Elves can attack, its Goblin
# Guide and Elvish Mystic came under A's control this turn; a Forest and a Plains make A's mana.
EXAMPLE_BOARD: dict[str, Any] = {
    "version": 1,
    "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}],
    "turn": {"active": "A"},
    "permanents": [
        {"id": "bear", "name": "Grizzly Bears", "controller": "A", "types": ["creature"], "subtypes": ["Bear"],
         "colors": ["G"], "power": 2, "toughness": 2, "keywords": ["vigilance"]},
        {"id": "elf", "name": "Llanowar Elves", "controller": "A", "types": ["creature"], "subtypes": ["Elf"],
         "colors": ["G"], "power": 1, "toughness": 1, "mana": ["{G}"]},
        {"id": "pup", "name": "Goblin Piker", "controller": "A", "types": ["creature"], "subtypes": ["Goblin", "Warrior"],
         "colors": ["R"], "power": 2, "toughness": 1, "sick": True},
        {"id": "mystic", "name": "Elvish Mystic", "controller": "A", "types": ["creature"], "subtypes": ["Elf"],
         "colors": ["G"], "power": 1, "toughness": 1, "mana": ["{G}"], "sick": True},
        {"id": "forest", "name": "Forest", "controller": "A", "types": ["land"], "subtypes": ["Forest"], "mana": ["{G}"]},
        {"id": "plains", "name": "Plains", "controller": "A", "types": ["land"], "subtypes": ["Plains"], "mana": ["{W}"]},
        {"id": "jace", "name": "Jace Beleren", "controller": "B", "types": ["planeswalker"], "loyalty": 3},
    ],
}


def board_of_example(kind: EffectKind[Any], effects: list[dict[str, Any]]) -> dict[str, Any]:
    """EXAMPLE_BOARD with these effects and what the kind's examples need of it."""
    board = copy.deepcopy(EXAMPLE_BOARD)
    board["effects"] = copy.deepcopy(effects)
    board["turn"].update(kind.example_board.get("turn", {}))
    changes = kind.example_board.get("permanents", {})
    unknown = set(changes) - {perm["id"] for perm in board["permanents"]}
    if unknown:
        raise ValueError(f"{kind.kind}'s example_board names no permanent of EXAMPLE_BOARD: {sorted(unknown)}")
    for perm in board["permanents"]:
        perm.update(copy.deepcopy(changes.get(perm["id"], {})))
    return board


def register(cls: type[EffectKind[Any]]) -> type[EffectKind[Any]]:
    """Register an effect kind by its board-format class (a class decorator)."""
    kind = cls()
    if cls.model in KINDS:
        raise ValueError(f"effect kind {kind.kind!r} is registered twice")
    KINDS[cls.model] = kind
    return cls


def kind_of(model: Any) -> EffectKind[Any]:
    return KINDS[type(model)]
