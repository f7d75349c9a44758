"""What every effect kind is made of, and the facts effects leave on a board.

An effect kind is a board-format class (pydantic) and an `EffectKind` registered for that
class. At the declare-attackers step the kind's `collect` turns one resolved effect into
facts of its family:

- requirement: `Instance`s, one per creature (508.1d, counted one by one);
- group requirement: a `GroupRequirement`, one instance over the attackers together;
- pair restriction: forbidden creature-defender pairs, each with a `Reason` (508.1c);
- group restriction: a `GroupRestriction` over aggregates of the whole declaration
  (508.1c, 802.3a: attackers together), such as "can't attack alone" or a cap;
- cost: costs per creature-defender pair (508.1h);
- characteristic and mana kinds act earlier, while the board is resolved (613, 605).

The families' twins (the rule on a fixed declaration), encoders (CP-SAT, with optional
enforcement literals), counting features and explanation texts: requirements, pairs and
costs are uniform, so the solver handles their facts alike (rules.py, model.py, count.py);
a group restriction or group requirement carries its own, in its kind's module.

Nothing here imports OR-Tools: an encoder is handed the model it adds to.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Hashable, Mapping, Optional, Protocol, Sequence, TypeVar, get_args

from attackcheck.models.base import EffectBase
from attackcheck.solver.results import Violation, ViolationKind

if TYPE_CHECKING:
    from attackcheck.models.resolve import RawEffect, REffect, Resolver
    from attackcheck.solver.context import Context


class Family(str, Enum):
    REQUIREMENT = "requirement"
    GROUP_REQUIREMENT = "group requirement"
    PAIR_RESTRICTION = "pair restriction"
    GROUP_RESTRICTION = "group restriction"
    COST = "cost"
    CHARACTERISTIC = "characteristic"
    MANA = "mana"
    DESIGNATION = "designation"

    @property
    def at_resolution(self) -> bool:
        """Kinds that change the board before anything is judged: characteristics (613
        layers), mana abilities (605, 106.12) and designations such as goad (701.15)."""
        return self in (Family.CHARACTERISTIC, Family.MANA, Family.DESIGNATION)


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


@dataclass(frozen=True)
class Instance:
    """One requirement instance: obeyed when `creature` attacks a defender in `sat`."""

    label: str  # the effect it comes from
    kind: str
    creature: str
    sat: frozenset[str]
    text: str  # the requirement in the rules' words
    source: str = ""  # what makes creatures alike: the effect, or the goading player

    def key(self) -> tuple[str, str, tuple[str, ...]]:
        return (self.source or self.label, self.kind, tuple(sorted(self.sat)))


@dataclass(frozen=True)
class Aggregate:
    """A number read off a declaration: its attackers (`total`), those attacking a defender
    in `defenders` (`column`), or those among `creatures` (`among`)."""

    kind: str  # total | column | among
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
        return 1 if creature in self.creatures else 0

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


def column(defenders: frozenset[str]) -> Aggregate:
    return Aggregate("column", defenders=frozenset(defenders))


def among(creatures: frozenset[str]) -> Aggregate:
    return Aggregate("among", creatures=frozenset(creatures))


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

    def merged(self, other: "GroupRestriction") -> "GroupRestriction":
        raise NotImplementedError


@dataclass(frozen=True)
class GroupRequirement:
    """One requirement instance over the attackers together (508.1d): obeyed when at least
    `count` attackers count towards `aggregate`."""

    label: str
    aggregate: Aggregate
    count: int
    text: str

    def obeyed(self, value: int) -> bool:
        return value >= self.count

    def track(self) -> Track:
        return Track(exact=self.count)

    def encode(self, enc: Encoding, r: Any) -> None:
        """r => obeyed (half-reified: enough when maximising); r <=> obeyed when exact."""
        enc.add(enc.value(self.aggregate) >= self.count, [r])
        if enc.exact:
            enc.add(enc.value(self.aggregate) <= self.count - 1, [r.Not()])


# -- kinds -------------------------------------------------------------------------------

M = TypeVar("M", bound=EffectBase)


class EffectKind(ABC, Generic[M]):
    """The rule of one effect kind. Subclasses set `model` (the board-format class) and
    `family`, and define `collect` (the facts one effect leaves) or, for kinds that act
    while the board is resolved, `apply` and `order`; and `describe`, the effect in the
    rules' words."""

    model: ClassVar[type[EffectBase]]
    family: ClassVar[Family]
    order: ClassVar[float] = 0.0  # kinds acting at resolution: in this order (613 layers)
    # An example for the docs and the completeness test: this kind's effect on EXAMPLE_BOARD,
    # then any effect it needs to matter there.
    example: ClassVar[list[dict[str, Any]]] = []

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

    @abstractmethod
    def describe(self, effect: "REffect", ctx: "Context") -> str:
        """The effect in the rules' words, naming its source, for explanations."""


KINDS: dict[type[EffectBase], EffectKind[Any]] = {}

# The board every kind's example stands on: A attacks; B and C are opponents; B controls a
# planeswalker. A's Grizzly Bears and Llanowar Elves can attack, its Goblin Guide came under
# A's control this turn; a Forest and a Plains make A's mana.
EXAMPLE_BOARD: dict[str, Any] = {
    "version": 1,
    "players": [{"id": "A"}, {"id": "B"}, {"id": "C"}],
    "turn": {"active": "A"},
    "permanents": [
        {"id": "bear", "name": "Grizzly Bears", "controller": "A", "types": ["creature"], "subtypes": ["Bear"],
         "colors": ["G"], "power": 2, "toughness": 2},
        {"id": "elf", "name": "Llanowar Elves", "controller": "A", "types": ["creature"], "subtypes": ["Elf"],
         "colors": ["G"], "power": 1, "toughness": 1, "mana": ["{G}"]},
        {"id": "pup", "name": "Goblin Guide", "controller": "A", "types": ["creature"], "subtypes": ["Goblin"],
         "colors": ["R"], "power": 2, "toughness": 2, "sick": True},
        {"id": "forest", "name": "Forest", "controller": "A", "types": ["land"], "subtypes": ["Forest"], "mana": ["{G}"]},
        {"id": "plains", "name": "Plains", "controller": "A", "types": ["land"], "subtypes": ["Plains"], "mana": ["{W}"]},
        {"id": "jace", "name": "Jace Beleren", "controller": "B", "types": ["planeswalker"], "loyalty": 3},
    ],
}


def register(cls: type[EffectKind[Any]]) -> type[EffectKind[Any]]:
    """Register an effect kind by its board-format class (a class decorator)."""
    kind = cls()
    if cls.model in KINDS:
        raise ValueError(f"effect kind {kind.kind!r} is registered twice")
    KINDS[cls.model] = kind
    return cls


def kind_of(model: Any) -> EffectKind[Any]:
    return KINDS[type(model)]
