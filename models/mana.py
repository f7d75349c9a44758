"""Mana strings: costs (107.4) and the mana that sources produce (106).

A cost is kept as counts per symbol kind so that totals add up (601.2f, 508.1h) and a
payment model can read them without parsing again.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

COLORS = ("W", "U", "B", "R", "G")
MANA_TYPES = COLORS + ("C",)  # 106.1: five colors and colorless
ANY = "any"  # one mana of any color (not colorless)

_SYMBOL = re.compile(r"\{([^{}]*)\}")


class ManaError(ValueError):
    """A mana string that does not parse; the message quotes it."""


GENERIC_LIMIT = 10 ** 6  # one generic symbol: {1000000} (Gleemax) is the largest printed


def _quoted(value: object) -> str:
    """A value as quoted in a message, cut after 60 characters."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _braces(text: str) -> str:
    """For `2W` or `{2}W`: every symbol is written in braces, `{2}{W}` (107.4)."""
    import re

    bare = re.fullmatch(r"((?:\{[^{}]*\})*)(\d*)([WUBRGCX]*)", text, re.I)
    if bare is None or not (bare.group(2) or bare.group(3)) or len(text) > 20:
        return ""
    meant = bare.group(1) + (f"{{{bare.group(2)}}}" if bare.group(2) else "") + "".join(
        f"{{{c.upper()}}}" for c in bare.group(3))
    return f"; each symbol is in braces: {meant!r}"


def _spaced(text: str) -> str:
    """For `{2} {W}`: the symbols are written together, `{2}{W}`."""
    together = "".join(text.split())
    if together != text.strip() and re.fullmatch(r"(?:\{[^{}\s]*\})+", together):
        return f"; write the symbols together, without spaces: {together!r}"
    return ""


def _made_hint(text: str) -> str:
    """What to write for mana a source makes written oddly: `RG`, `{R} {G}`, `2`."""
    bare = "".join(text.split())
    if re.fullmatch(r"[WUBRGC]{1,20}", bare, re.I):
        return "each symbol is in braces: " + repr("".join(f"{{{c.upper()}}}" for c in bare))
    if _spaced(text):
        return _spaced(text)[2:]
    if re.fullmatch(r"\{?\d+\}?", bare):
        return "a source makes mana of a type, not generic mana: write '{C}' once for each colorless mana ('{C}{C}' for 2)"
    return "write '{G}', '{C}{C}' or 'any'"


def _frozen(counter: Counter) -> tuple:
    return tuple(sorted((k, v) for k, v in counter.items() if v))


Symbol = tuple  # ("generic",) or (kind, type): see ManaCost.symbol_counts


@dataclass(frozen=True)
class ManaCost:
    """A mana cost as symbol counts. `x` counts {X} symbols (107.3); `with_x` fixes X.
    `zero` counts costs to attack of {0} that apply (an {X} tax with X = 0): one needs no mana,
    but it is a cost all the same, not paid unless the player chooses to (118.5), so a
    requirement never forces it (508.1d); see `applied`."""

    generic: int = 0
    colored: tuple = ()  # ((type, n), ...) for W U B R G C
    hybrid: tuple = ()  # (((a, b), n), ...) for {a/b}, a < b in WUBRG order
    twobrid: tuple = ()  # ((color, n), ...) for {2/c}
    phyrexian: tuple = ()  # ((color, n), ...) for {c/P} (107.4f)
    x: int = 0
    zero: int = 0

    # -- construction ------------------------------------------------------------
    @staticmethod
    def parse(text: str) -> "ManaCost":
        if not isinstance(text, str):
            raise ManaError(f"a mana cost must be a string like '{{2}}{{W}}', not {_quoted(text)}")
        s = text.strip()
        if not s:
            raise ManaError("an empty mana cost; write '{0}' for no mana")
        pos = 0
        generic = 0
        x = 0
        colored: Counter = Counter()
        hybrid: Counter = Counter()
        twobrid: Counter = Counter()
        phyrexian: Counter = Counter()
        for m in _SYMBOL.finditer(s):
            if m.start() != pos:
                raise ManaError(f"{_quoted(text)} is not a mana string: unexpected {_quoted(s[pos:m.start()])}"
                                f"{_braces(s) or _spaced(s)}")
            pos = m.end()
            sym = m.group(1).upper()
            parts = sym.split("/")
            if sym.isascii() and sym.isdigit():
                if len(sym) > 7 or int(sym) > GENERIC_LIMIT:
                    raise ManaError(f"{_quoted(text)}: {{{_quoted(sym)[1:-1]}}} is more generic mana than one "
                                    f"symbol holds ({{{GENERIC_LIMIT}}} at most)")
                generic += int(sym)
            elif sym == "X":
                x += 1
            elif sym in MANA_TYPES:
                colored[sym] += 1
            elif len(parts) == 2 and parts[0] in COLORS and parts[1] == "P":
                phyrexian[parts[0]] += 1
            elif len(parts) == 2 and parts[0] == "2" and parts[1] in COLORS:
                twobrid[parts[1]] += 1
            elif len(parts) == 2 and parts[0] in COLORS and parts[1] in COLORS and parts[0] != parts[1]:
                a, b = sorted(parts, key=COLORS.index)
                hybrid[(a, b)] += 1
            else:
                raise ManaError(f"{_quoted(text)}: unknown mana symbol {{{_quoted(m.group(1))[1:-1]}}}")
        if pos != len(s):
            raise ManaError(f"{_quoted(text)} is not a mana string: unexpected {_quoted(s[pos:])}{_braces(s)}")
        return ManaCost(generic, _frozen(colored), _frozen(hybrid), _frozen(twobrid), _frozen(phyrexian), x)

    # -- arithmetic --------------------------------------------------------------
    def with_x(self, value: int) -> "ManaCost":
        """Fix X (107.3): each {X} becomes `value` generic mana."""
        return ManaCost(self.generic + self.x * value, self.colored, self.hybrid, self.twobrid, self.phyrexian, 0,
                        self.zero)

    def applied(self) -> "ManaCost":
        """The cost as a cost to attack that applies: {0} stays a cost (118.5)."""
        return ZERO_APPLIED if self.is_zero() else self

    def __add__(self, other: "ManaCost") -> "ManaCost":
        def add(a, b):
            c = Counter(dict(a))
            c.update(dict(b))
            return _frozen(c)

        return ManaCost(
            self.generic + other.generic,
            add(self.colored, other.colored),
            add(self.hybrid, other.hybrid),
            add(self.twobrid, other.twobrid),
            add(self.phyrexian, other.phyrexian),
            self.x + other.x,
            self.zero + other.zero,
        )

    def __mul__(self, k: int) -> "ManaCost":
        """The cost paid k times (508.1h: k identical costs add up)."""
        def mul(a):
            return tuple((sym, n * k) for sym, n in a)

        return ManaCost(self.generic * k, mul(self.colored), mul(self.hybrid), mul(self.twobrid),
                        mul(self.phyrexian), self.x * k, self.zero * k)

    @staticmethod
    def total(costs) -> "ManaCost":
        """The sum of many costs at once (508.1h adds every cost that applies)."""
        generic = x = zero = 0
        colored: Counter = Counter()
        hybrid: Counter = Counter()
        twobrid: Counter = Counter()
        phyrexian: Counter = Counter()
        for c in costs:
            if c.is_zero():
                continue
            generic += c.generic
            x += c.x
            zero += c.zero
            for k, v in c.colored:
                colored[k] += v
            for k, v in c.hybrid:
                hybrid[k] += v
            for k, v in c.twobrid:
                twobrid[k] += v
            for k, v in c.phyrexian:
                phyrexian[k] += v
        return ManaCost(generic, _frozen(colored), _frozen(hybrid), _frozen(twobrid), _frozen(phyrexian), x, zero)

    def times(self, n: int) -> "ManaCost":
        if n == 0:
            return ZERO
        return ManaCost(
            self.generic * n,
            tuple((k, v * n) for k, v in self.colored),
            tuple((k, v * n) for k, v in self.hybrid),
            tuple((k, v * n) for k, v in self.twobrid),
            tuple((k, v * n) for k, v in self.phyrexian),
            self.x * n,
            self.zero * n,
        )

    def reduce_generic(self, amount: int) -> "ManaCost":
        """A generic reduction (118.7, 601.2f) lowers only generic mana, never below zero."""
        return ManaCost(max(0, self.generic - amount), self.colored, self.hybrid, self.twobrid, self.phyrexian, self.x,
                        self.zero)

    def is_zero(self) -> bool:
        """True when there is no cost at all: no symbol, and no {0} that applies (118.5)."""
        return not (self.generic or self.colored or self.hybrid or self.twobrid or self.phyrexian or self.x
                    or self.zero)

    def needs_mana(self) -> bool:
        """Whether paying it needs any mana or life ({0} is always payable, 118.3)."""
        return bool(self.generic or self.colored or self.hybrid or self.twobrid or self.phyrexian or self.x)

    def mana_value(self) -> int:
        """202.3: hybrid counts its larger part, Phyrexian one, X zero."""
        return (
            self.generic
            + sum(n for _, n in self.colored)
            + sum(n for _, n in self.hybrid)
            + sum(2 * n for _, n in self.twobrid)
            + sum(n for _, n in self.phyrexian)
        )

    def __str__(self) -> str:
        return _cost_text(self.generic, self.colored, self.hybrid, self.twobrid, self.phyrexian, self.x)

    # -- symbols as counts (what the payment, the costs and the counter add up) ----------
    def symbol_counts(self) -> dict[Symbol, int]:
        """The cost as counts per symbol: ("generic",), ("colored", "W"), ("hybrid", ("W", "U")),
        ("twobrid", "W") for {2/W}, ("phyrexian", "W") for {W/P}; {X} must be fixed first."""
        out: dict[Symbol, int] = {}
        if self.generic:
            out[("generic",)] = self.generic
        for t, n in self.colored:
            out[("colored", t)] = n
        for pair, n in self.hybrid:
            out[("hybrid", pair)] = n
        for c, n in self.twobrid:
            out[("twobrid", c)] = n
        for c, n in self.phyrexian:
            out[("phyrexian", c)] = n
        return out

    @staticmethod
    def from_symbols(counts: dict[Symbol, int]) -> "ManaCost":
        """The inverse of symbol_counts."""
        generic = 0
        parts: dict[str, Counter] = {"colored": Counter(), "hybrid": Counter(), "twobrid": Counter(),
                                     "phyrexian": Counter()}
        for key, n in counts.items():
            if not n:
                continue
            if key[0] == "generic":
                generic += n
            else:
                parts[key[0]][key[1]] += n
        return ManaCost(generic, _frozen(parts["colored"]), _frozen(parts["hybrid"]), _frozen(parts["twobrid"]),
                        _frozen(parts["phyrexian"]))


_ORDER = {t: i for i, t in enumerate(MANA_TYPES)}


@lru_cache(maxsize=4096)
def _cost_text(generic, colored, hybrid, twobrid, phyrexian, x) -> str:
    """Canonical text of a cost: {X}, generic, {2/c}, hybrid, Phyrexian, then colored."""
    out = ["{X}"] * x
    if generic:
        out.append(f"{{{generic}}}")
    for c, n in sorted(twobrid, key=lambda kv: _ORDER[kv[0]]):
        out += [f"{{2/{c}}}"] * n
    for (a, b), n in sorted(hybrid, key=lambda kv: (_ORDER[kv[0][0]], _ORDER[kv[0][1]])):
        out += [f"{{{a}/{b}}}"] * n
    for c, n in sorted(phyrexian, key=lambda kv: _ORDER[kv[0]]):
        out += [f"{{{c}/P}}"] * n
    for c, n in sorted(colored, key=lambda kv: _ORDER[kv[0]]):
        out += [f"{{{c}}}"] * n
    return "".join(out) or "{0}"


ZERO = ManaCost()
ZERO_APPLIED = ManaCost(zero=1)  # a cost to attack of {0} that applies (118.5)


@dataclass(frozen=True)
class ManaOption:
    """What one activation of a mana ability makes: fixed mana, or one mana of any color;
    `pay`: the mana its activation costs besides {T} (a Signet's {1}, Cabal Coffers' {2}, a
    filter land's one {W/U}), paid with mana made before it (605.3a, 601.2g) of a type of
    `pay_with` (any type where empty)."""

    fixed: tuple = ()  # ((type, n), ...)
    any_color: int = 0
    pay: int = 0
    pay_with: str = ""  # the types that may pay it: "" any ({1}, {2}), "WU" ({W/U}), "U" ({U})
    # "Tap N untapped X you control" in its cost (Springleaf Drum, Heritage Druid): each
    # activation taps `taps` other permanents, those whose option is taps_for == tap_key
    taps: int = 0
    tap_key: str = ""
    # the most activations of one permanent's ability in a payment (no {T}: Pentad Prism's, once
    # for each charge counter; Heritage Druid's, once for each three Elves)
    activations: int = 1
    # an option that makes no mana: its permanent tapped for the cost of the ability `taps_for`
    # (not tapped for mana, 106.12; usable while summoning sick, 302.6)
    taps_for: str = ""
    # the mana of another permanent's ability ("Sacrifice a creature: Add {C}{C}.", Ashnod's
    # Altar) made by sacrificing this permanent: the id of the permanent with the ability
    sacrificed_by: str = ""

    @staticmethod
    def parse(text: str) -> "ManaOption":
        if not isinstance(text, str):
            raise ManaError(f"a mana option must be a string like '{{G}}' or 'any', not {_quoted(text)}")
        s = text.strip()
        if s.lower() == ANY:
            return ManaOption((), 1)
        made: Counter = Counter()
        pos = 0
        for m in _SYMBOL.finditer(s):
            if m.start() != pos:
                break
            pos = m.end()
            sym = m.group(1).upper()
            if sym not in MANA_TYPES:
                raise ManaError(
                    f"{_quoted(text)}: a source makes mana of a type (W, U, B, R, G or C), not {{{_quoted(m.group(1))[1:-1]}}}"
                )
            made[sym] += 1
        if pos != len(s) or not made:
            raise ManaError(f"{_quoted(text)} is not mana a source can make: {_made_hint(s)}")
        return ManaOption(_frozen(made), 0)

    def amount(self) -> int:
        return sum(n for _, n in self.fixed) + self.any_color

    def times(self, n: int) -> "ManaOption":
        """The mana it makes n times over in one activation (Gaea's Cradle's {G} for each
        creature, Nykthos' devotion, Selvala's X mana in any combination)."""
        return replace(self, fixed=tuple((t, k * n) for t, k in self.fixed), any_color=self.any_color * n)

    def net(self) -> int:
        """The mana it adds less the mana its activation costs."""
        return self.amount() - self.pay

    def cost_key(self) -> tuple:
        """What its activation costs besides {T} (mana, permanents tapped), which effects on
        the mana it makes leave as it is."""
        return (self.pay, self.pay_with, self.taps, self.tap_key, self.activations, self.taps_for, self.sacrificed_by)

    def tapping(self) -> bool:
        """Whether it takes part in a cost that taps other permanents (as the ability or as one
        of the permanents tapped)."""
        return bool(self.tap_key or self.taps_for)

    def ordered(self) -> bool:
        """Whether a payment must order its activation among others (605.3a): a colored or
        hybrid symbol, or more than {1} (the order of {1}s alone is argued in the payment)."""
        return bool(self.pay_with) or self.pay > 1

    def activation(self) -> str:
        """The mana its activation costs besides {T}: "{1}", "{2}", "{W/U}", "{U}" ("" none)."""
        if not self.pay:
            return ""
        return "{%d}" % self.pay if not self.pay_with else "{%s}" % "/".join(self.pay_with)

    def __str__(self) -> str:
        if self.any_color:
            return ANY
        return "".join(f"{{{t}}}" * n for t, n in self.fixed)


def parse_pool(text: str | None) -> Counter:
    """A mana pool string (106.4) as counts per mana type."""
    if text is None or text.strip() in ("", "{0}"):
        return Counter()
    opt = ManaOption.parse(text)
    if opt.any_color:
        raise ManaError(f"{_quoted(text)}: mana in a pool has a type; write e.g. '{{R}}{{G}}'")
    return Counter(dict(opt.fixed))


def mana_string(counts: dict) -> str:
    """Mana of known types as a string, e.g. {'W': 1, 'C': 2} -> '{W}{C}{C}'."""
    return "".join(f"{{{t}}}" * counts.get(t, 0) for t in MANA_TYPES) or "{0}"


def ability_options(entries: Any) -> tuple[ManaOption, ...]:
    """`mana` lists the options of one {T} mana ability; nested lists are flattened."""
    opts: list[ManaOption] = []
    for entry in entries:
        for text in entry if isinstance(entry, list) else [entry]:
            opt = ManaOption.parse(text)
            if opt not in opts:
                opts.append(opt)
    return tuple(opts)
