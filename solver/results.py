"""The typed results of check, propose and count, and their JSON.

Statuses are enums whose values are the JSON strings (a status compares equal to its
string). A `Violation`, `Move` or `Blocked` is a frozen value that also reads like its JSON
object (`v["message"]`), so code written against the JSON keeps working.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Iterator, Mapping, Optional, TypedDict


class _Status(str, Enum):
    def __str__(self) -> str:
        return str(self.value)


class CheckStatus(_Status):
    LEGAL = "legal"
    ILLEGAL = "illegal"
    UNKNOWN = "unknown"  # a time limit stopped a proof: never a guess


class ProposeStatus(_Status):
    LEGAL = "legal"
    NONE = "none"  # no legal declaration keeps what the user fixed
    UNKNOWN = "unknown"


class CountStatus(_Status):
    EXACT = "exact"
    BOUNDS = "bounds"  # not proved exactly in time: proven lower and upper bounds instead
    UNKNOWN = "unknown"  # not even bounds (M of 508.1d not proved in time)


class PaymentStatus(_Status):
    PAID = "paid"
    UNPAYABLE = "unpayable"
    UNKNOWN = "unknown"


class MaximumStatus(_Status):
    """How far M of 508.1d was proved: optimal, or only a value found (time limit)."""

    OPTIMAL = "optimal"
    FEASIBLE = "feasible"
    UNKNOWN = "unknown"


class ViolationKind(_Status):
    ELIGIBILITY = "eligibility"
    DEFENDER = "defender"
    RESTRICTION = "restriction"
    REQUIREMENT = "requirement"
    COST = "cost"
    INPUT = "input"


class _JsonView(Mapping[str, Any]):
    """Read-only mapping access to `to_dict()`, for code written against the JSON."""

    def to_dict(self) -> dict[str, Any]:  # pragma: no cover - every subclass defines it
        raise NotImplementedError

    def __getitem__(self, key: str) -> Any:
        return self.to_dict()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.to_dict())

    def __len__(self) -> int:
        return len(self.to_dict())


@dataclass(frozen=True, eq=False)
class Violation(_JsonView):
    """One reason a declaration is illegal, with the rule broken and the creatures involved."""

    kind: ViolationKind
    rule: Optional[str]
    message: str
    creatures: tuple[str, ...] = ()
    effect: Optional[str] = None  # the effect's label (effects[2], jug.abilities[0]), if one

    def to_dict(self) -> dict[str, Any]:
        return {"kind": str(self.kind), "rule": self.rule, "message": self.message,
                "creatures": list(self.creatures), "effect": self.effect}


@dataclass(frozen=True, eq=False)
class Move(_JsonView):
    """One change from the user's declaration to the witness."""

    creature: str
    before: Optional[str]  # the defender it attacked (None: home)
    after: Optional[str]
    text: str

    def to_dict(self) -> dict[str, Any]:
        return {"creature": self.creature, "from": self.before, "to": self.after, "text": self.text}


@dataclass(frozen=True, eq=False)
class BlockingEffect(_JsonView):
    """A restriction or cost in a minimal blocking set."""

    kind: ViolationKind
    rule: str
    message: str
    effect: str

    def to_dict(self) -> dict[str, Any]:
        return {"kind": str(self.kind), "rule": self.rule, "message": self.message, "effect": self.effect}


@dataclass(frozen=True, eq=False)
class Blocked(_JsonView):
    """Why not every requirement instance can be obeyed at no cost: the requirements, and a
    minimal set of restrictions and costs that prevents it (or a conflict between them)."""

    requirements: tuple[str, ...]
    because: tuple[BlockingEffect, ...]
    conflict: bool

    def to_dict(self) -> dict[str, Any]:
        return {"requirements": list(self.requirements), "because": [b.to_dict() for b in self.because],
                "conflict": self.conflict}


class _Made(TypedDict):
    source: str
    mana: str


class ManaPaid(_Made, total=False):
    activation: str  # the mana its activation cost besides {T} ("{1}" a Signet's, "{W/U}"), paid from the others'
    tapped: list[str]  # the permanents its cost tapped (Springleaf Drum's "Tap an untapped creature you control")
    sacrificed: list[str]  # the permanent its cost sacrificed (Ashnod's Altar's "Sacrifice a creature")


class PaymentPlan(TypedDict):
    """Which source makes which mana, and the life paid (508.1i-j)."""

    mana: list[ManaPaid]
    life: int


class CostSummary(TypedDict):
    mana: str
    life: int


class Unread(TypedDict):
    """Something on the board the answers depend on that attackcheck did not read: card text
    the reader did not understand, a question the board leaves unanswered, a cost it does not
    decide. While there is any, check, propose and count answer unknown."""

    permanent: Optional[str]
    card: Optional[str]
    text: str


def cost_summary(mana: object) -> CostSummary:
    return {"mana": str(mana), "life": 0}


@dataclass
class CheckResult:
    """The check of one declaration (508.1): the verdict, why, and what was possible."""

    status: CheckStatus
    obeyed: int
    maximum: Optional[int]
    violations: list[Violation] = field(default_factory=list)
    witness: Optional[dict[str, str]] = None
    cost: CostSummary = field(default_factory=lambda: cost_summary("{0}"))
    payment: Optional[PaymentPlan] = None
    moves: list[Move] = field(default_factory=list)
    witness_closest: bool = False  # proved to change the fewest creatures
    blocked: Optional[Blocked] = None
    unread: list[Unread] = field(default_factory=list)

    @property
    def legal(self) -> bool:
        return self.status == CheckStatus.LEGAL

    def to_dict(self) -> dict[str, Any]:
        return {
            "status": str(self.status),
            "obeyed": self.obeyed,
            "maximum": self.maximum,
            "violations": [v.to_dict() for v in self.violations],
            "witness": {"attacks": self.witness} if self.witness is not None else None,
            "cost": dict(self.cost),
            "payment": self.payment,
            "moves": [m.to_dict() for m in self.moves],
            "witness_closest": self.witness_closest,
            "blocked": self.blocked.to_dict() if self.blocked is not None else None,
            "unread": [dict(u) for u in self.unread],
        }


@dataclass
class Objective:
    name: str
    value: int

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "value": self.value}


@dataclass
class Proposal:
    """A proposed legal declaration: it reaches M (508.1d), then is best for the objective,
    then spends the least mana and life."""

    status: ProposeStatus
    declaration: Optional[dict[str, str]] = None
    obeyed: Optional[int] = None
    maximum: Optional[int] = None
    cost: Optional[CostSummary] = None
    payment: Optional[PaymentPlan] = None
    objective: Optional[Objective] = None
    violations: list[Violation] = field(default_factory=list)
    unread: list[Unread] = field(default_factory=list)
    # with status unknown and a declaration: a legal declaration reaching M, not proved best
    # within the time limit; the goals after M (objective, spend, attackers) proved for it
    proved: Optional[list[str]] = None
    # the mana plus life the solver's payment of it spends (508.1h; not in the JSON): what
    # the "spend" goal compares (a plan may float mana: Gilded Lotus's {W}{W}{W} for {1}{W/P})
    spend: Optional[int] = field(default=None, compare=False, repr=False)

    def to_dict(self) -> dict[str, Any]:
        if self.status == ProposeStatus.LEGAL or self.declaration is not None:
            found: dict[str, Any] = {
                "status": str(self.status), "declaration": {"attacks": self.declaration}, "obeyed": self.obeyed,
                "maximum": self.maximum, "cost": self.cost, "payment": self.payment,
                "objective": self.objective.to_dict() if self.objective is not None else None}
            if self.status != ProposeStatus.LEGAL:
                found["proved"] = list(self.proved or [])
            found["unread"] = [dict(u) for u in self.unread]
            return found
        out: dict[str, Any] = {"status": str(self.status), "violations": [v.to_dict() for v in self.violations]}
        if self.maximum is not None:
            out["maximum"] = self.maximum
        out["unread"] = [dict(u) for u in self.unread]
        return out


@dataclass
class CountResult:
    """The number of legal declarations: exact, or proven bounds `lower <= N <= upper` when
    the exact count was not proved in time, or unknown (M of 508.1d not proved)."""

    status: CountStatus
    count: Optional[int] = None
    lower: Optional[int] = None
    upper: Optional[int] = None
    unread: list[Unread] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        unread = [dict(u) for u in self.unread]
        if self.status == CountStatus.EXACT and self.count is not None:
            allow_digits(self.count)
            return {"status": "exact", "count": self.count, "unread": unread}
        if self.status == CountStatus.BOUNDS and self.lower is not None and self.upper is not None:
            allow_digits(self.upper)
            return {"status": "bounds", "lower": self.lower, "upper": self.upper, "unread": unread}
        return {"status": "unknown", "unread": unread}

    def __repr__(self) -> str:
        # a count past Python's 4,300-digit guard made repr() raise ValueError; a long one is
        # shown by its first and last digits and its length (text() and to_dict() give it whole)
        fields = ", ".join(f"{name}={_short_int(getattr(self, name))}" for name in ("count", "lower", "upper"))
        return f"CountResult(status={self.status!r}, {fields}, unread={self.unread!r})"

    def text(self) -> str:
        """The exact count in decimal (however many digits), "between L and U", or "unknown"."""
        if self.status == CountStatus.EXACT and self.count is not None:
            return decimal(self.count)
        if self.status == CountStatus.BOUNDS and self.lower is not None and self.upper is not None:
            return f"between {decimal(self.lower)} and {decimal(self.upper)}"
        return "unknown"


def _short_int(n: Optional[int], digits: int = 60) -> str:
    """An int for a repr: whole up to `digits` digits, else `1234567890...1234567890 (5237 digits)`."""
    if n is None or n < 10 ** digits:
        return repr(n)
    length = n.bit_length() * 30103 // 100000 + 1  # 10^(length-1) <= n, or one more
    if n < 10 ** (length - 1):
        length -= 1
    head = n // 10 ** (length - 10)
    tail = n % 10 ** 10
    return f"{head}...{tail:010d} ({length} digits)"


def _near_guard(n: int) -> bool:
    """Whether str(n) may meet Python's guard on int-to-text conversion (4,300 digits by
    default; 3.32 bits a digit: past it, or close)."""
    limit = sys.get_int_max_str_digits() if hasattr(sys, "get_int_max_str_digits") else 0
    return bool(limit) and abs(n).bit_length() >= limit * 3


def allow_digits(n: int) -> None:
    """Exact counts may have any number of digits: lift Python's guard on int-to-text
    conversion before one past it is written out as JSON (the guard is the process's:
    lifted only where json.dumps would fail)."""
    if _near_guard(n):
        sys.set_int_max_str_digits(0)


def decimal(n: int) -> str:
    """n in decimal, however many digits, without lifting Python's guard: halves written
    one by one, each below it."""
    if n < 0:
        return "-" + decimal(-n)
    if not _near_guard(n):
        return str(n)
    half = int(n.bit_length() * 0.30103) // 2
    high, low = divmod(n, 10 ** half)
    return decimal(high) + decimal(low).zfill(half)


def unread_reason(unread: Any) -> str:
    """Why an answer is unknown when the board leaves something unread: each thing with the
    permanent asking it, and how the board says how it applies."""
    return ("the board has text attackcheck did not read: " + "; ".join(
        f"{u.get('card') or u.get('permanent') or 'the board'}"
        + (f" ({u['permanent']})" if u.get("card") and u.get("permanent") else "") + f": {u['text']}"
        for u in unread)
        + " (say how it applies on the board: the permanent's unread_text, written or inactive, or a"
          " question's answer in the board's answers; docs/semantics.md, \"Unread\")")


class UnknownAnswer(TimeoutError):
    """An answer that is not proved (is_legal, `in legal_attacks`, iterating it, its count()):
    `unread` lists what the board leaves unread when that is why, and is empty when the time
    limit is (a longer one may then answer; with unread text it never will). A TimeoutError,
    as these calls have always raised."""

    def __init__(self, message: str, unread: Optional[list[Any]] = None):
        super().__init__(message)
        self.unread: list[Any] = list(unread or [])

