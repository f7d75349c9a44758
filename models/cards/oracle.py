"""Read Oracle text into board-format v1 effects (docs/board-format.md, docs/effect-kinds.md).

The reader is a small pipeline:

1. normalise the text: typographic quotes and minus signs, the card's own name and
   "this creature"/"this enchantment"/... become ``~``, reminder text in parentheses is
   dropped, quoted abilities granted to other objects are set aside as tokens;
2. split it into abilities (one per line, Oracle style) and classify each one: keyword
   line, activated ability (``cost: effect``), triggered ability (When/Whenever/At),
   saga chapter, spell text (instants and sorceries), or static ability;
3. split abilities into sentences and match each sentence against templates.

Static sentences that match become ``effects`` (what the permanent does while it is on the
battlefield). Sentences of activated or triggered abilities and of spells only create an
effect when they resolve, so they go to ``resolved`` with the effect template they would
create, using placeholders such as ``"target"`` where the board needs concrete ids.

Any sentence that places a requirement, a restriction or a cost on attacking and that no
template understands is reported in ``unsupported``; nothing attack-related is dropped
silently. Sentences that mention attacking without constraining the declaration (attack
triggers, "attacking creatures get +1/+0", exert, blocking rules) are listed in ``ignored``
with a reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Optional

__all__ = [
    "BOARD_KEYWORDS",
    "PLACEHOLDERS",
    "ReadResult",
    "parse_type_line",
    "read_mana",
    "read_oracle",
]

# Keywords the board format cares about (lowercase, as in a permanent's `keywords`).
BOARD_KEYWORDS: tuple[str, ...] = (
    "flying",
    "vigilance",
    "haste",
    "defender",
    "trample",
    "deathtouch",
    "indestructible",
    "double strike",
    "first strike",
    "reach",
    "lifelink",
    "menace",
    "hexproof",
    "shroud",
    "intimidate",
    "fear",
    "shadow",
    "horsemanship",
    "skulk",
    "wither",
    "infect",
    "banding",
    "flanking",
)

# Keyword abilities that may appear on a keyword line; the ones outside BOARD_KEYWORDS are
# recognised (so the line is not mistaken for rules text) but not reported.
_OTHER_KEYWORDS = (
    "flash",
    "prowess",
    "exalted",
    "enlist",
    "changeling",
    "devoid",
    "convoke",
    "delve",
    "undying",
    "persist",
    "cascade",
    "storm",
    "partner",
    "battle cry",
    "myriad",
    "melee",
    "training",
    "mentor",
    "riot",
    "ascend",
    "phasing",
    "living weapon",
    "soulbond",
    "evolve",
    "extort",
    "unleash",
    "dethrone",
    "split second",
    "rebound",
    "provoke",
    "sunburst",
    "modular",
    "graft",
    "epic",
    "fuse",
    "decayed",
)

# Keyword abilities that take a parameter ("Equip {1}", "Enchant creature", "Bushido 2").
_PARAM_KEYWORDS = (
    "enchant",
    "equip",
    "protection from",
    "bushido",
    "rampage",
    "cumulative upkeep",
    "splice onto",
    "ward",
    "cycling",
    "kicker",
    "echo",
    "flashback",
    "annihilator",
    "afflict",
    "toxic",
    "affinity for",
    "crew",
    "fading",
    "vanishing",
    "madness",
    "morph",
    "megamorph",
    "ninjutsu",
    "bloodthirst",
    "dash",
    "emerge",
    "embalm",
    "eternalize",
    "escape",
    "mutate",
    "reconfigure",
    "backup",
    "bestow",
    "buyback",
    "entwine",
    "evoke",
    "fortify",
    "frenzy",
    "multikicker",
    "outlast",
    "prowl",
    "reinforce",
    "renown",
    "replicate",
    "scavenge",
    "suspend",
    "transmute",
    "unearth",
    "tribute",
    "absorb",
    "amplify",
    "dredge",
    "hexproof from",
    "landwalk",
    "squad",
    "offspring",
    "disguise",
    "plot",
    "saddle",
    "station",
)

_LANDWALK = re.compile(r"^(?:plains|island|swamp|mountain|forest|desert|nonbasic land|legendary land)walk$")

# Placeholders that may appear in `resolved` templates (never in static `effects`).
PLACEHOLDERS: dict[str, str] = {
    "target": "the creature(s) the spell or ability targets or refers to (it, that creature, each of them)",
    "created_token": "the token the ability creates",
    "chosen": "creatures chosen while the ability resolves",
    "target_player": "the player the spell or ability targets",
    "that_player": "the player the ability refers to (a chosen or damaged player)",
    "active_player": "the player whose turn it is",
    "owner": "each creature's owner",
}

_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
_CARD_TYPE_WORDS = ("artifact", "enchantment", "land", "planeswalker", "battle")

SUPERTYPES = ("basic", "legendary", "snow", "world", "ongoing", "elite", "host")
_MULTIWORD_SUBTYPES = ("Time Lord",)
_BASIC_LAND_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}", "Forest": "{G}"}

_SELF = "~"
_QUOTE_OPEN, _QUOTE_CLOSE = "\u27e6", "\u27e7"  # ⟦n⟧ stands for the n-th quoted ability

# A sentence is about attacking when it mentions attack or goad; it constrains the
# declaration when it also uses one of the requirement/restriction phrasings.
_ATTACK_WORD = re.compile(r"\battack(?:s|ing|ed|ers?)?\b|\bgoad(?:s|ed)?\b|\bdetain(?:s|ed)?\b")
_CONSTRAINT = re.compile(
    r"if able|can't attack|cannot attack|can attack|can only attack|may attack|must attack"
    r"|can't be attacked|attack only|attacks? alone|\bgoad(?:s|ed)?\b|\bdetain(?:s|ed)?\b"
    r"|no more than \S+ creatures? can attack"
)


# --------------------------------------------------------------------------- results


@dataclass
class ReadResult:
    """What the reader found in one card face's Oracle text.

    effects:     static board-format effects of the permanent (its `abilities`).
    unsupported: attack-relevant sentences that no template understands.
    resolved:    effects that exist only once a spell or ability resolves:
                 ``{"text", "via", "effects"}`` with placeholder templates.
    ignored:     attack-related sentences that do not constrain the declaration:
                 ``{"text", "reason"}``.
    keywords:    keyword abilities from keyword lines (BOARD_KEYWORDS only).
    mana:        mana-ability options (see read_mana).
    """

    effects: list[dict] = field(default_factory=list)
    unsupported: list[str] = field(default_factory=list)
    resolved: list[dict] = field(default_factory=list)
    ignored: list[dict] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    mana: list = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "effects": self.effects,
            "unsupported": self.unsupported,
            "resolved": self.resolved,
            "ignored": self.ignored,
            "keywords": self.keywords,
            "mana": self.mana,
        }


# --------------------------------------------------------------------------- type line


def parse_type_line(type_line: str) -> tuple[list[str], list[str], list[str]]:
    """Split a type line into (supertypes, types, subtypes).

    "Legendary Artifact Creature — Human Soldier" gives
    (["legendary"], ["artifact", "creature"], ["Human", "Soldier"]). Supertypes and types
    are lowercase, subtypes keep their printed capitalisation. For a double-faced type line
    ("A // B") the front face is read.
    """
    line = (type_line or "").split(" // ")[0].strip()
    if "\u2014" in line:
        left, right = line.split("\u2014", 1)
    elif " - " in line:
        left, right = line.split(" - ", 1)
    else:
        left, right = line, ""
    supertypes: list[str] = []
    types: list[str] = []
    for word in left.split():
        low = word.lower()
        (supertypes if low in SUPERTYPES else types).append(low)
    right = right.strip()
    subtypes: list[str] = []
    if right:
        if "plane" in types:  # planar subtypes are whole world names ("New Phyrexia")
            subtypes = [right]
        else:
            rest = right
            for multi in _MULTIWORD_SUBTYPES:
                if multi in rest:
                    subtypes.append(multi)
                    rest = rest.replace(multi, " ")
            subtypes.extend(rest.split())
    return supertypes, types, subtypes


# --------------------------------------------------------------------------- mana


_MANA_SYMBOL = r"\{[WUBRGC]\}"


def _read_mana_detail(text: str) -> tuple[list, list[dict]]:
    """Mana-ability options of `text` (already normalised) plus notes on approximations."""
    options: list = []
    notes: list[dict] = []
    for raw in text.split("\n"):
        line = raw.strip()
        m = re.match(r"^(?P<cost>[^:]+):\s*Add (?P<what>[^.]+)\.(?P<rest>.*)$", line)
        if not m:
            continue
        cost = m.group("cost").strip()
        what = m.group("what").strip()
        rest = m.group("rest").strip()
        if _LOYALTY_COST.match(cost):
            continue  # a loyalty ability is never a mana ability (605.1a)
        if cost != "{T}":
            notes.append(
                {
                    "text": line,
                    "reason": "mana ability that costs more than {T}; the board format cannot express it",
                }
            )
            continue
        if re.fullmatch(rf"(?:{_MANA_SYMBOL})+", what):
            option: Any = what
        elif re.fullmatch(rf"{_MANA_SYMBOL}(?:,? (?:or )?{_MANA_SYMBOL})+", what) and " or " in what:
            option = re.findall(_MANA_SYMBOL, what)
        elif re.fullmatch(r"one mana of any color", what, re.I):
            option = "any"
        elif _could_produce(what) is not None:
            continue  # a "could produce" ability: see read_mana_abilities (106.7)
        elif re.fullmatch(r"one mana of any color in your commander's color identity", what, re.I):
            option = "any"
            notes.append({"text": line, "reason": "read as one mana of any color (an approximation)"})
        else:
            notes.append({"text": line, "reason": "mana ability not understood; no option recorded"})
            continue
        if re.search(r"spend this mana only", rest, re.I):
            notes.append({"text": line, "reason": "spending restriction not modelled"})
        options.append(option)
    return options, notes


_COULD_PRODUCE = re.compile(
    r"one mana of any (?P<of>color|type) that (?:a|an) (?P<what>land|permanent|artifact|creature)s? "
    r"(?P<who>you control|an opponent controls|your opponents control) could produce", re.I)


def _could_produce(what: str) -> Optional[dict]:
    m = _COULD_PRODUCE.fullmatch(what.strip())
    if not m:
        return None
    who = "you" if m.group("who").lower() == "you control" else "opponents"
    return {"cost": "{T}", "could_produce": {"controller": who, "types": [m.group("what").lower()]},
            "of": m.group("of").lower()}


def read_mana_abilities(oracle_text: str) -> list:
    """Mana abilities that make mana of a type other permanents "could produce" (106.7):
    Reflecting Pool, Exotic Orchard; in the board format's `mana_abilities` form."""
    text = _strip_reminder(_normalise_symbols(oracle_text or ""))
    out = []
    for raw in text.split("\n"):
        m = re.match(r"^\{T\}:\s*Add (?P<what>[^.]+)\.", raw.strip())
        if m and _could_produce(m.group("what")) is not None:
            out.append(_could_produce(m.group("what")))
    return out


def read_mana(oracle_text: str, name: str = "", type_line: str = "") -> list:
    """Mana options of the card's {T} mana abilities, in board-format strings.

    Each element is one ability: a string ("{G}", "{C}{C}", "any") or a list of strings
    when the ability offers a choice ("Add {W} or {U}." gives ["{W}", "{U}"]). Basic land
    types in `type_line` give their intrinsic ability ("Land — Plains Island" gives
    [["{W}", "{U}"]]). Abilities that cost more than {T} (Signets) are left out.
    """
    text = _normalise_symbols(oracle_text or "")
    text = _strip_reminder(text)
    options, _ = _read_mana_detail(text)
    return _basic_land_mana(type_line) + options


def _basic_land_mana(type_line: str) -> list:
    if not type_line:
        return []
    _, types, subtypes = parse_type_line(type_line)
    if "land" not in types:
        return []
    symbols = [_BASIC_LAND_MANA[s] for s in subtypes if s in _BASIC_LAND_MANA]
    if not symbols:
        return []
    return [symbols[0]] if len(symbols) == 1 else [symbols]


# --------------------------------------------------------------------------- text normalisation


def _normalise_symbols(text: str) -> str:
    return (
        text.replace("\u2019", "'")
        .replace("\u2018", "'")
        .replace("\u201c", '"')
        .replace("\u201d", '"')
        .replace("\u2212", "-")
        .replace("\r\n", "\n")
        .replace("\r", "\n")
        .replace("\\n", "\n")
    )


def _strip_reminder(text: str) -> str:
    previous = None
    while previous != text:  # tolerate one level of nesting
        previous = text
        text = re.sub(r"[ \t]*\([^()]*\)", "", text)
    return "\n".join(line.strip() for line in text.split("\n"))


def _self_names(name: str) -> list[str]:
    names: set[str] = set()
    for part in (name or "").split(" // "):
        part = part.strip()
        if not part:
            continue
        names.add(part)
        if "," in part:  # legendary short name: "Kardur, Doomscourge" -> "Kardur"
            short = part.split(",")[0].strip()
            if len(short) > 2:
                names.add(short)
    return sorted(names, key=len, reverse=True)


_SELF_PHRASE = re.compile(
    r"\bthis (?:creature|artifact|enchantment|permanent|land|saga|siege|equipment|aura|card|spell"
    r"|planeswalker|vehicle|battle|token|curse|conspiracy|scheme|plane)\b",
    re.I,
)


@dataclass
class _Text:
    """Working text (self references replaced by ~) and display text (as printed, for
    reporting), both without reminder text and with quoted abilities masked."""

    body: str
    quotes: list[str]
    display: str
    display_quotes: list[str]


def _mask_quotes(text: str) -> tuple[str, list[str]]:
    quotes: list[str] = []

    def _mask(m: re.Match) -> str:
        quotes.append(m.group(1))
        return f"{_QUOTE_OPEN}{len(quotes) - 1}{_QUOTE_CLOSE}"

    return re.sub(r'"([^"]*)"', _mask, text), quotes


def _is_word(ch: str) -> bool:
    return ch.isalnum() or ch == "_"  # what \w matches in a str pattern


def _replace_self_name(text: str, name: str) -> str:
    """`re.sub(r"(?<![\\w'{/])NAME(?![\\w}/])", "~", text)` without compiling a pattern per
    card name (thousands of names would evict the reader's own patterns from re's cache)."""
    size, pos, start = len(name), 0, 0
    parts: list[str] = []
    while True:
        i = text.find(name, pos)
        if i < 0:
            break
        before = text[i - 1] if i else ""
        after = text[i + size] if i + size < len(text) else ""
        if (before and (_is_word(before) or before in "'{/")) or (after and (_is_word(after) or after in "}/")):
            pos = i + 1
            continue
        parts += (text[start:i], _SELF)
        start = pos = i + size
    if not parts:
        return text
    parts.append(text[start:])
    return "".join(parts)


def _prepare(name: str, text: str) -> _Text:
    base = _strip_reminder(_normalise_symbols(text or ""))
    display, display_quotes = _mask_quotes(base)
    t = base
    for n in _self_names(name):
        t = _replace_self_name(t, n)
    t, quotes = _mask_quotes(t)
    t = _SELF_PHRASE.sub(_SELF, t)
    return _Text(t, quotes, display, display_quotes)


# --------------------------------------------------------------------------- abilities and sentences


def _keyword_item(item: str) -> str | None:
    """The keyword an item of a keyword line names, '' for a known keyword outside the
    board set, None when the item is not a keyword."""
    low = item.strip().lower()
    if not low:
        return None
    if low in BOARD_KEYWORDS:
        return low
    if low in _OTHER_KEYWORDS or _LANDWALK.match(low):
        return ""
    for kw in _PARAM_KEYWORDS:
        if low == kw or low.startswith(kw + " ") or low.startswith(kw + "\u2014"):
            return ""
    return None


def _keyword_line(line: str) -> list[str] | None:
    if ":" in line or "." in line.rstrip(".") or _QUOTE_OPEN in line:
        return None
    items = [i for i in re.split(r",\s*|;\s*", line.rstrip(".")) if i.strip()]
    if not items:
        return None
    found: list[str] = []
    for item in items:
        kw = _keyword_item(item)
        if kw is None:
            return None
        if kw:
            found.append(kw)
    return found


_COST_WORDS = re.compile(
    r"\{|\bsacrifice\b|\btap\b|\buntap\b|\bexile\b|\bdiscard\b|\bremove\b|\bpay\b|\breturn\b|\breveal\b"
    r"|\bput\b|\bcollect\b|\bforage\b",
    re.I,
)
_LOYALTY_COST = re.compile(r"^\[?[+-]?(?:\d+|X)\]?$")


def _split_activated(line: str) -> tuple[str, str] | None:
    idx = line.find(":")
    if idx <= 0:
        return None
    cost = line[:idx].strip()
    if _LOYALTY_COST.match(cost) or _COST_WORDS.search(cost):
        return cost, line[idx + 1 :].strip()
    return None


_CHAPTER = re.compile(r"^(?:[IVX]+(?:,\s*[IVX]+)*)\s+\u2014\s+(.*)$")
_ABILITY_WORD = re.compile(r"^([A-Z][A-Za-z' ,\-]*?)\s+\u2014\s+(\S.*)$")
_TRIGGER_START = re.compile(r"^(?:when|whenever|at)\b", re.I)


def _sentences(body: str) -> list[str]:
    parts = re.split(r"(?<=[.!?])\s+(?=\S)", body.strip())
    return [p.strip() for p in parts if p.strip()]


def _unmask(sentence: str, quotes: list[str]) -> str:
    def _one(m: re.Match) -> str:
        return '"' + quotes[int(m.group(1))] + '"'

    return re.sub(_QUOTE_OPEN + r"(\d+)" + _QUOTE_CLOSE, _one, sentence)


@dataclass
class _Ctx:
    """What sentences of one card face share while being read."""

    name: str
    quotes: list[str]
    display_quotes: list[str]
    result: ReadResult


def read_oracle(name: str, oracle_text: str, type_line: str = "") -> ReadResult:
    """Read one card face. `type_line` decides spell text (instant/sorcery) and basic mana."""
    result = ReadResult()
    prepared = _prepare(name, oracle_text or "")
    _, types, _ = parse_type_line(type_line)
    is_spell = "instant" in types or "sorcery" in types

    mana_text = _strip_reminder(_normalise_symbols(oracle_text or ""))
    mana, mana_notes = _read_mana_detail(mana_text)
    result.mana = _basic_land_mana(type_line) + mana
    result.ignored.extend(mana_notes)

    ctx = _Ctx(name, prepared.quotes, prepared.display_quotes, result)
    _read_body(prepared.body, prepared.display, ctx, is_spell, granted=False)
    return result


def _strip_prefix(pattern: re.Pattern, work: str, disp: str) -> tuple[str, str] | None:
    m = pattern.match(work)
    if not m:
        return None
    md = pattern.match(disp)
    return m.group(m.lastindex or 0), (md.group(md.lastindex or 0) if md else disp)


def _read_body(body: str, display: str, ctx: _Ctx, is_spell: bool, granted: bool) -> None:
    work_lines = body.split("\n")
    disp_lines = display.split("\n")
    if len(disp_lines) != len(work_lines):
        disp_lines = work_lines
    previous = "static"
    for work, disp in zip(work_lines, disp_lines):
        work, disp = work.strip(), disp.strip()
        if not work:
            continue
        if work.startswith("\u2022"):
            kind = previous if previous != "static" else "spell"
            _read_sentences(work.lstrip("\u2022 ").strip(), disp.lstrip("\u2022 ").strip(), kind, ctx, False)
            continue
        chapter = _strip_prefix(_CHAPTER, work, disp)
        if chapter:
            previous = "chapter"
            _read_sentences(chapter[0], chapter[1], "chapter", ctx, False)
            continue
        kws = _keyword_line(work)
        if kws is not None:
            if not granted:
                for kw in kws:
                    if kw not in ctx.result.keywords:
                        ctx.result.keywords.append(kw)
            previous = "static"
            continue
        if not _TRIGGER_START.match(work):
            stripped = _strip_prefix(_ABILITY_WORD, work, disp)
            if stripped:
                work, disp = stripped[0], stripped[1]
        act = _split_activated(work)
        if act is not None:
            previous = "activated"
            if re.match(r"^\s*Add\b", act[1]):  # mana ability, read by read_mana
                continue
            d_act = _split_activated(disp)
            _read_sentences(act[1], d_act[1] if d_act else act[1], "activated", ctx, False)
            continue
        if _TRIGGER_START.match(work):
            previous = "triggered"
            _read_sentences(work, disp, "triggered", ctx, True)
            continue
        kind = "spell" if is_spell else "static"
        previous = kind
        _read_sentences(work, disp, kind, ctx, False)


def _read_sentences(work: str, disp: str, kind: str, ctx: _Ctx, trigger: bool) -> None:
    works = _sentences(work)
    disps = _sentences(disp)
    same_shape = len(works) == len(disps)
    for i, sentence in enumerate(works):
        if same_shape:
            original = _unmask(disps[i], ctx.display_quotes)
        else:
            shown = ctx.name.split(" // ")[0] if ctx.name else "this object"
            original = _unmask(sentence, ctx.quotes).replace(_SELF, shown)
        text = sentence.rstrip(".").strip()
        if trigger and i == 0:
            m = re.match(r"^(?:when|whenever|at)\b.*?,\s+(.*)$", text, re.I)
            text = m.group(1) if m else ""
            if not text:
                continue
        _classify(text, original, kind, ctx, trigger)


def _classify(text: str, original: str, kind: str, ctx: _Ctx, is_trigger: bool) -> None:
    result = ctx.result
    low = text.lower()
    mentions = bool(_ATTACK_WORD.search(low))
    constrains = mentions and bool(_CONSTRAINT.search(low))
    if kind == "static":
        effects = _static_effects(low)
        if effects is not None:
            result.effects.extend(effects)
            return
        granted = re.match(r"^(?P<subj>.+?) (?:has|have|gains?) " + _QUOTE_OPEN + r"(\d+)" + _QUOTE_CLOSE + r"$", low)
        if granted and _parse_subject(granted.group("subj"), allow_placeholders=False) is not None:
            _read_granted(ctx.quotes[int(granted.group(2))], original, ctx)
            return
        if constrains:
            result.unsupported.append(original)
        elif mentions:
            result.ignored.append({"text": original, "reason": _ignore_reason(low, kind)})
        return

    # activated, triggered, chapter, spell, granted: effects exist once it resolves
    effects = _resolved_effects(low)
    if effects:
        result.resolved.append({"text": original, "via": kind, "effects": effects})
        return
    if constrains:
        result.unsupported.append(original)
    elif mentions or (is_trigger and _ATTACK_WORD.search(original.lower())):
        result.ignored.append({"text": original, "reason": _ignore_reason(low, kind)})


def _read_granted(inner: str, original: str, ctx: _Ctx) -> None:
    """An ability in quotes granted to other objects ("Other creatures have "...""). Its
    triggers and activations resolve later; a static constraint inside is not modelled."""
    sub = ReadResult()
    # inside the quote, "this creature" is the object that has the ability, not the card
    prepared = _prepare("", inner)
    sub_ctx = _Ctx(ctx.name, prepared.quotes, prepared.display_quotes, sub)
    _read_body(prepared.body, prepared.display, sub_ctx, False, granted=True)
    for item in sub.resolved:
        ctx.result.resolved.append({"text": original, "via": "granted " + item["via"], "effects": item["effects"]})
    if sub.effects or sub.unsupported:
        ctx.result.unsupported.append(original)
    elif not sub.resolved and _ATTACK_WORD.search(inner.lower()):
        ctx.result.ignored.append(
            {"text": original, "reason": "grants a triggered or activated ability; not a declaration constraint"}
        )


def _ignore_reason(low: str, ctx: str) -> str:
    if "exert" in low or "enlist" in low:
        return "optional attack cost (508.1g); never required, never makes a declaration illegal"
    if ctx in ("triggered", "granted triggered"):
        return "triggered ability (508.2, 508.3); does not constrain the declaration"
    if ctx == "activated":
        return "activated ability whose effect does not constrain the declaration"
    if "block" in low:
        return "about blocking; does not constrain the attack declaration"
    if re.search(r"attacking creature|attacking \w+|number of attacking", low):
        return "refers to creatures already attacking; does not constrain the declaration"
    if "attackers are declared" in low:
        return "timing restriction on casting or activating"
    return "mentions attacking but places no requirement, restriction or cost on the declaration"


# --------------------------------------------------------------------------- subjects (selectors)


def _number(word: str) -> int | None:
    word = word.strip().lower()
    if word.isdigit():
        return int(word)
    return _NUMBER_WORDS.get(word)


# Words that may precede "creature(s)" but are not creature subtypes; a subject using one
# of them is not understood (and the sentence ends up unsupported if it is about attacking).
_NOT_SUBTYPES = frozenset(
    "attacking blocking tapped untapped legendary token nontoken the and with without for except who"
    " that this only all each other another any one two three target chosen named nonland noncreature"
    " nonartifact colorless multicolored monocolored enchanted equipped defending attacked new"
    " such those these their your its his her".split()
)

_CONTROLLER_CLAUSES = (
    (r" you control$", "you"),
    (r" your opponents control$", "opponents"),
    (r" an opponent controls$", "opponents"),
    (r" each opponent controls$", "opponents"),
    (r" you don't control$", "opponents"),
    (r" enchanted player controls$", "attached_player"),
    (r" target player controls$", "target_player"),
    (r" target opponent controls$", "target_player"),
    (r" that player controls$", "that_player"),
    (r" the active player controls$", "active_player"),
    (r" defending player controls$", "that_player"),
)
_STATIC_CONTROLLERS = ("you", "opponents", "any", "attached_player")


def _parse_subject(subject: str, allow_placeholders: bool) -> Any:
    """Turn a creature noun phrase into a selector; None when it is not understood."""
    s = subject.strip()
    if s == _SELF:
        return "self"
    if s in ("enchanted creature", "equipped creature", "enchanted permanent", "fortified creature"):
        return "attached"
    if allow_placeholders:
        if re.fullmatch(
            r"(?:up to one )?target (?:non-?\w+ )?creature(?: an opponent controls| you control| you don't control"
            r"| that player controls| defending player controls)?|that creature|it|they|each of them|those creatures"
            r"|the creature|that permanent|those permanents",
            s,
        ):
            return "target"
    sel: dict[str, Any] = {}
    m = re.match(r"^(?:all |each )?(?P<other>other |another )?(?P<adj>(?:[\w\-]+ )*?)creatures?(?P<post>.*)$", s)
    if not m:
        return None
    if m.group("other"):
        sel["other"] = True
    types: list[str] = []
    for word in m.group("adj").split():
        if word in _COLOR_WORDS:
            sel.setdefault("colors", []).append(_COLOR_WORDS[word])
        elif word.startswith("non") and word[3:].lstrip("-") in _COLOR_WORDS:
            sel.setdefault("not_colors", []).append(_COLOR_WORDS[word[3:].lstrip("-")])
        elif word in _CARD_TYPE_WORDS:
            types.append(word)
        elif re.fullmatch(r"[a-z]{3,}", word) and word not in _NOT_SUBTYPES:
            sel.setdefault("subtypes", []).append(word.capitalize())
        else:
            return None
    if types:
        sel["types"] = types + ["creature"]
    post = m.group("post")
    controller = None
    for pattern, value in _CONTROLLER_CLAUSES:
        cm = re.search(pattern, post)
        if cm:
            controller = value
            post = post[: cm.start()]
            break
    post = post.strip()
    while post:
        pm = re.match(r"^with(?P<out>out)? (?P<kw>flying|reach|haste|vigilance|defender|trample|deathtouch|first strike|double strike|menace|lifelink|horsemanship|shadow)\b\s*", post)
        if pm:
            key = "lacks_keywords" if pm.group("out") else "keywords"
            sel.setdefault(key, []).append(pm.group("kw"))
            post = post[pm.end() :]
            continue
        pm = re.match(r"^with power (?P<n>\w+) or less\b\s*", post)
        if pm and _number(pm.group("n")) is not None:
            sel["power_at_most"] = _number(pm.group("n"))
            post = post[pm.end() :]
            continue
        pm = re.match(r"^with power (?P<n>\w+) or greater\b\s*", post)
        if pm and (at_least := _number(pm.group("n"))) is not None:
            sel["power_greater_than"] = at_least - 1
            post = post[pm.end() :]
            continue
        pm = re.match(r"^with power greater than the number of cards in your hand\b\s*", post)
        if pm:
            sel["power_greater_than"] = "hand"
            post = post[pm.end() :]
            continue
        pm = re.match(r"^with power greater than (?P<n>\w+)\b\s*", post)
        if pm and _number(pm.group("n")) is not None:
            sel["power_greater_than"] = _number(pm.group("n"))
            post = post[pm.end() :]
            continue
        return None
    if controller is not None:
        if controller not in _STATIC_CONTROLLERS and not allow_placeholders:
            return None
        sel = {"controller": controller, **sel}
    if not sel:
        sel = {"controller": "any"}
    return sel


def _count_selector(text: str) -> dict | None:
    """'enchantments you control' -> {controller: you, types: [enchantment]} (any permanent)."""
    m = re.fullmatch(
        r"(?P<other>other )?(?P<noun>permanents|enchantments|artifacts|creatures|lands|planeswalkers|battles)"
        r"(?P<ctl> you control| your opponents control)?",
        text.strip(),
    )
    if not m:
        return None
    sel: dict[str, Any] = {}
    ctl = (m.group("ctl") or "").strip()
    sel["controller"] = {"you control": "you", "your opponents control": "opponents"}.get(ctl, "any")
    if m.group("other"):
        sel["other"] = True
    noun = m.group("noun")
    if noun != "permanents":
        sel["types"] = [noun[:-1]]
    return sel


# --------------------------------------------------------------------------- templates

_COST = r"(?P<cost>(?:\{(?:\d+|[wubrgcxs](?:/[wubrgp])?|2/[wubrg])\})+)"
_PW = r"(?P<pw> or (?:a )?planeswalkers? you control)?"
_DURATION = r"(?: (?:each|this) (?:combat|turn))?"

_TAX = re.compile(
    r"^(?P<subj>.+?) can't attack (?P<tgt>you)" + _PW + r" unless (?:their|its) controller pays " + _COST
    + r" for each (?:creature (?:they control|he or she controls) that's attacking you(?: or a planeswalker you control)?"
    r"|of those creatures)(?:, where x is the number of (?P<x>.+))?$"
)
_MAX_ATTACKERS = re.compile(r"^no more than (?P<n>\w+) creatures? can attack(?P<you> you)? each (?:combat|turn)$")
_PLAYER_MUST_ATTACK = re.compile(
    r"^each opponent must attack (?P<tgt>you)" + _PW + r" with at least (?P<n>\w+) creatures? each combat if able$"
)


def _static_effects(low: str) -> list[dict] | None:
    """Effects of one static sentence (lowercase), or None when no template fits."""
    low = re.sub(r"^if enchanted permanent is a creature, it ", "enchanted permanent ", low)

    m = _MAX_ATTACKERS.match(low)
    if m and _number(m.group("n")) is not None:
        n = _number(m.group("n"))
        if m.group("you"):
            return [{"kind": "max_attackers_against", "target": "you", "count": n}]
        return [{"kind": "max_attackers", "count": n}]

    m = _PLAYER_MUST_ATTACK.match(low)
    if m and _number(m.group("n")) is not None:
        eff = {"kind": "player_attacks_target_if_able", "target": "you", "include_planeswalkers": bool(m.group("pw"))}
        n = _number(m.group("n"))
        if n != 1:
            eff["count"] = n
        return [eff]

    m = _TAX.match(low)
    if m:
        return _tax_effect(m, allow_placeholders=False)

    return _subject_predicate(low, allow_placeholders=False)


def _tax_effect(m: re.Match, allow_placeholders: bool) -> list[dict] | None:
    subj = _parse_subject(m.group("subj"), allow_placeholders)
    if subj is None:
        return None
    cost = m.group("cost").upper()
    eff: dict[str, Any] = {"kind": "attack_tax", "target": "you", "cost": cost}
    if m.group("pw"):
        eff["include_planeswalkers"] = True
    if subj != {"controller": "any"}:
        eff["creatures"] = subj
    if m.group("x"):
        if "{X}" not in cost:
            return None
        sel = _count_selector(m.group("x"))
        if sel is None:
            return None
        eff["x"] = {"count": sel}
    elif "{X}" in cost:
        return None
    return [eff]


_VERB_SPLIT = re.compile(r" (?=(?:attacks?|can't|cannot|can|gets?|has|have|is|are|must)\b)")


def _subject_predicate(low: str, allow_placeholders: bool) -> list[dict] | None:
    for m in _VERB_SPLIT.finditer(low):
        subject = low[: m.start()]
        predicate = low[m.end() :]
        sel = _parse_subject(subject, allow_placeholders)
        if sel is None:
            continue
        effects = _predicate_effects(predicate, sel, allow_placeholders)
        if effects is not None:
            return effects
    return None


_VERB_START = re.compile(r"^(?:attacks?|can't|cannot|can|gets?|get|has|have|is|are|must|gains?)\b")


def _conjuncts(predicate: str) -> list[str] | None:
    clauses = predicate.split(", and ")
    main = clauses[0]
    for extra in clauses[1:]:
        if _ATTACK_WORD.search(extra):
            return None  # a second clause about attacking that we do not parse
    parts = main.split(" and ")
    merged: list[str] = []
    for part in parts:
        if merged and not _VERB_START.match(part):
            merged[-1] = merged[-1] + " and " + part
        else:
            merged.append(part)
    return merged


def _keyword_list(text: str) -> list[str] | None:
    items = [i.strip() for i in re.split(r",\s*(?:and\s+)?|\s+and\s+", text) if i.strip()]
    out: list[str] = []
    for item in items:
        if item not in BOARD_KEYWORDS:
            return None
        out.append(item)
    return out or None


def _target_word(word: str, allow_placeholders: bool) -> str | None:
    mapping = {"you": "you", _SELF: "self"}
    if allow_placeholders:
        mapping.update({"that player": "that_player", "its owner": "owner", "their owner": "owner",
                        "target player": "target_player", "target opponent": "target_player"})
    return mapping.get(word)


def _predicate_effects(predicate: str, sel: Any, allow_placeholders: bool) -> list[dict] | None:
    parts = _conjuncts(predicate)
    if not parts:
        return None
    out: list[dict] = []
    for part in parts:
        effect = _predicate_atom(part.strip(), sel, allow_placeholders)
        if effect is None:
            return None
        out.extend(effect)
    return out


_UNTIL = re.compile(r" (?:this turn|this combat|until end of turn|until your next turn)$")


def _predicate_atom(p: str, sel: Any, allow_placeholders: bool) -> list[dict] | None:
    dur = _DURATION if allow_placeholders else r"(?: each (?:combat|turn))"
    if allow_placeholders and p.startswith("can"):
        p = _UNTIL.sub("", p)  # "can't attack this turn" lasts as long as the resolved effect
    if re.fullmatch(r"attacks?" + dur + r" if able", p):
        return [{"kind": "attacks_if_able", "creatures": sel}]
    m = re.fullmatch(r"attacks? (?P<t>you|~|that player|its owner|their owner)" + _DURATION + r" if able", p)
    if m:
        target = _target_word(m.group("t"), allow_placeholders)
        if target is None:
            return None
        return [{"kind": "attacks_target_if_able", "creatures": sel, "target": target}]
    if re.fullmatch(r"attacks? a player other than you(?: each combat)? if able", p):
        return [{"kind": "attacks_other_than_if_able", "creatures": sel, "player": "you"}]
    if re.fullmatch(r"(?:is|are) goaded", p):
        return [{"kind": "goad", "creatures": sel}]
    m = re.fullmatch(r"gets? (?P<p>[+-]\d+)/(?P<t>[+-]\d+)", p)
    if m:
        return [{"kind": "modify_pt", "creatures": sel, "power": int(m.group("p")), "toughness": int(m.group("t"))}]
    m = re.fullmatch(r"(?:has|have) (?P<kw>.+)", p)
    if m:
        kws = _keyword_list(m.group("kw"))
        if kws is None:
            return None
        return [{"kind": "grant_keywords", "creatures": sel, "keywords": kws}]
    if re.fullmatch(r"can't attack(?: or block)?", p):
        return [{"kind": "cant_attack", "creatures": sel}]
    if re.fullmatch(r"can't attack(?: or block)? alone", p):
        return [{"kind": "cant_attack_alone", "creatures": sel}]
    if re.fullmatch(r"can only attack alone", p):
        return [{"kind": "attacks_only_alone", "creatures": sel}]
    m = re.fullmatch(r"can't attack(?: or block)? (?P<t>you)" + _PW, p)
    if m:
        eff = {"kind": "cant_attack_target", "creatures": sel, "target": "you"}
        if m.group("pw"):
            eff["include_planeswalkers"] = True
        return [eff]
    m = re.fullmatch(r"can't attack unless at least (?P<n>\w+) other creatures? attacks?", p)
    if m and _number(m.group("n")) is not None:
        return [{"kind": "cant_attack_unless_others", "creatures": sel, "count": _number(m.group("n"))}]
    m = re.fullmatch(r"can't attack unless defending player controls (?:an? )?(?P<what>[a-z]+)", p)
    if m:
        what = m.group("what")
        controls = {"types": [what]} if what in _CARD_TYPE_WORDS + ("creature",) else {"subtypes": [what.capitalize()]}
        return [{"kind": "cant_attack", "creatures": sel, "unless_defending_player_controls": controls}]
    m = re.fullmatch(r"can't attack(?: or block)? unless (?:its controller pays|you pay|their controller pays) " + _COST, p)
    if m:
        cost = m.group("cost").upper()
        if "{X}" in cost and not allow_placeholders:
            return None
        return [{"kind": "attack_cost", "creatures": sel, "cost": cost}]
    m = re.fullmatch(
        r"can't attack unless (?:their|its) controller pays " + _COST
        + r" for each attacking creature (?:they control|he or she controls)",
        p,
    )
    if m:
        cost = m.group("cost").upper()
        if "{X}" in cost and not allow_placeholders:
            return None
        return [{"kind": "attack_cost", "creatures": sel, "cost": cost}]
    return None


_DURATION_PREFIX = re.compile(
    r"^(?:until your next turn|until end of turn|this turn|for each opponent|then"
    r"|during (?:target|that|each) (?:player|opponent)'s next turn)\s*,\s*"
)


def _resolved_effects(low: str) -> list[dict]:
    """Effect templates a resolving sentence (lowercase) creates; [] when none fits."""
    text = low.strip()
    targeted_turn = False
    while True:
        m = _DURATION_PREFIX.match(text)
        if not m:
            break
        if m.group(0).startswith("during target"):
            targeted_turn = True
        text = text[m.end() :]
    if targeted_turn:
        text = text.replace("that player", "target player")

    # token created with a built-in requirement
    m = re.search(r"\bcreate .*?tokens? that attacks? (?P<t>that player|you|its owner) each combat if able", text)
    if m:
        target = _target_word(m.group("t"), True)
        return [{"kind": "attacks_target_if_able", "creatures": "created_token", "target": target}]

    # detain: until your next turn, it can't attack or block (701.35)
    detained = [
        {"kind": "cant_attack", "creatures": _parse_subject(m.group("obj").strip(), True) or "chosen"}
        for m in re.finditer(r"\bdetain (?P<obj>.+?)(?=$|,| and (?!detain)|\.)", text)
    ]
    if detained:
        return detained

    # goad
    goads = []
    for m in re.finditer(r"\bgoad (?P<obj>.+?)(?=$|,| and (?!goad)|\.)", text):
        obj = m.group("obj").strip()
        sel = _parse_subject(obj, allow_placeholders=True)
        if sel is None:
            sel = "chosen"
        goads.append({"kind": "goad", "creatures": sel})
    if goads:
        return goads

    m = _TAX.match(text)
    if m:
        return _tax_effect(m, allow_placeholders=True) or []
    m = _MAX_ATTACKERS.match(text)
    if m:
        return _static_effects(text) or []
    effects = _subject_predicate(text, allow_placeholders=True)
    return effects or []
