"""Read Oracle text into board-format v1 effects (docs/board-format.md, docs/effect-kinds.md).

The reader is a small pipeline:

1. normalise the text: typographic quotes and minus signs, the card's own name (and a
   legendary creature's short name: "Zurgo" for Zurgo Helmsmasher) and "this creature" /
   "this enchantment" / ... become ``~``, reminder text in parentheses is dropped, quoted
   abilities granted to other objects are set aside as tokens;
2. split it into abilities (one per line, Oracle style) and classify each one: keyword
   line, level or station section, activated ability (``cost: effect``), triggered ability
   (When/Whenever/At), saga chapter, spell text (instants and sorceries), or static ability;
3. split abilities into sentences and read each sentence: a leading or trailing condition
   ("as long as", "if", "unless"), then a subject (a selector) and a list of predicates.

Every sentence gets exactly one of four outcomes (``ReadResult.sentences``):

- ``effects``: read into static effects of the permanent (its ``abilities``), or into its
  keywords or mana abilities;
- ``resolved``: an effect that exists only once a spell or ability resolves, with
  placeholders such as ``"target"`` where the board needs concrete ids (``PLACEHOLDERS``);
- ``ignored``: recognised as irrelevant to declaring attackers, with a reason;
- ``unsupported``: relevant to declaring attackers (a requirement, restriction, cost,
  goad, detain, a grant or loss of haste, vigilance or defender, ...) and not understood.
  The reader prefers this outcome to a guess.

A condition that a board field states becomes the effect's ``condition`` (``you_control``,
``hand``, ``source_untapped``, ...); a fact no board field states becomes an ``asked``
condition whose ``holds`` is ``None`` (the board must say), never a guess.
"""

from __future__ import annotations

import copy
import functools
import re
from itertools import combinations_with_replacement
from dataclasses import dataclass, field
from typing import Any, Callable, Optional


class _LazyPattern:
    """A regular expression compiled when first used: importing the reader compiles none of
    its 135 patterns (a board naming a few cards reads a few sentences). Once compiled, its
    methods are the compiled pattern's own."""

    def __init__(self, pattern: str, flags: int = 0):
        self.pattern = pattern
        self.flags = flags

    def __getattr__(self, name: str) -> Any:  # the first search, match, sub, ...
        compiled = re.compile(self.pattern, self.flags)
        for method in ("search", "match", "fullmatch", "sub", "subn", "finditer", "findall", "split"):
            setattr(self, method, getattr(compiled, method))
        return getattr(compiled, name)


def _lazy(pattern: str, flags: int = 0) -> Any:
    return _LazyPattern(pattern, flags)


# The reader's edition: an index keeps each face's reading made by this edition (see
# cards.reading_of) and reads the text again when the edition differs. A change in what the
# reader makes of any card changes it (a test compares the shipped index with a fresh read).
READER_EDITION = 88

__all__ = [
    "ATTACK_RELEVANT",
    "READER_EDITION",
    "BOARD_KEYWORDS",
    "OUTCOMES",
    "PLACEHOLDERS",
    "ReadResult",
    "is_keyword_line",
    "parse_type_line",
    "read_mana",
    "read_mana_abilities",
    "mana_ability_lines",
    "read_oracle",
    "selectors_read_haste",
    "strip_reminder",
    "unmodelled_mana",
    "unread_traits",
    "defines_own_pt",
    "is_copy_sentence",
    "animates_with_all_types",
    "animation_pt",
    "every_creature_type",
    "with_every_creature_type",
    "is_level_pt",
    "changeling_subtypes",
    "has_changeling",
    "entered_this_turn_only",
    "haste_only_if_sick",
    "only_haste",
    "only_vigilance",
    "only_nonbasic_lands",
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
    # 702.14: the basic landwalks, which a selector may read ("without flying or islandwalk")
    "plainswalk",
    "islandwalk",
    "swampwalk",
    "mountainwalk",
    "forestwalk",
)
_BOARD_KEYWORD_SET = frozenset(BOARD_KEYWORDS)

# Keyword abilities (702) outside BOARD_KEYWORDS: recognised on a keyword line (so the line
# is not mistaken for rules text) but not reported. An item may carry a parameter
# ("Equip {1}", "Bushido 2", "Protection from red", "Ward—Pay 3 life"). Keyword actions
# (701: goad, detain, scry, ...) are not here: a line starting with one is rules text.
_OTHER_KEYWORDS = (
    "absorb", "affinity", "afflict", "afterlife", "aftermath", "amplify", "annihilator", "ascend",
    "assist", "augment", "aura swap", "awaken", "backup", "bargain", "basic landcycling", "battle cry",
    "bestow", "blitz", "bloodthirst", "boast", "bushido", "buyback", "cascade", "casualty", "champion",
    "changeling", "cipher", "cleave", "commander ninjutsu", "companion", "compleated", "conspire",
    "convoke", "craft", "crew", "cumulative upkeep", "cycling", "dash", "daybound", "decayed", "delve",
    "demonstrate", "dethrone", "devoid", "devour", "disguise", "disturb", "double agenda",
    "double team", "dredge", "echo", "embalm", "emerge", "enchant", "encore", "enlist", "entwine", "epic",
    "equip", "escalate", "escape", "eternalize", "evoke", "evolve", "exalted", "exploit", "extort",
    "fabricate", "fading", "firebending", "flash", "flashback", "for mirrodin!", "forecast", "foretell",
    "fortify", "freerunning", "frenzy", "fuse", "gift", "graft", "gravestorm", "harmonize", "haunt",
    "hexproof from", "hidden agenda", "hideaway", "impending", "improvise", "ingest", "job select",
    "jump-start", "kicker", "landcycling", "landwalk", "level up", "living metal", "living weapon",
    "madness", "mayhem", "megamorph", "melee", "mentor", "miracle", "mobilize", "modular",
    "more than meets the eye", "morph", "multikicker", "mutate", "myriad", "nightbound", "ninjutsu",
    "offering", "offspring", "outlast", "overload", "partner", "partner with", "persist", "phasing",
    "plot", "poisonous", "protection", "prototype", "provoke", "prowess", "prowl", "rampage",
    "ravenous", "read ahead", "rebound", "reconfigure", "recover", "reinforce", "renown", "replicate",
    "retrace", "riot", "ripple", "saddle", "scavenge", "sneak", "solved", "soulbond", "soulshift",
    "space sculptor", "specialize", "spectacle", "splice", "split second", "spree", "squad",
    "start your engines!", "station", "storm", "sunburst", "surge", "suspend", "tiered", "totem armor",
    "toxic", "training", "transfigure", "transmute", "tribute", "typecycling", "umbra armor",
    "undaunted", "undying", "unearth", "unleash", "vanishing", "ward", "warp", "web-slinging",
    "exhaust", "umbra",
)
_LANDWALK = r"(?:plains|island|swamp|mountain|forest|desert|nonbasic land|legendary land|snow land|snow swamp)walk"
_LANDCYCLING = r"(?:plains|island|swamp|mountain|forest|wizard|sliver|basic land)cycling"
_LANDWALK_ITEM = _lazy(r"^(?:" + _LANDWALK + "|" + _LANDCYCLING + r")(?:$|[ \u2014{-])")
_BY_FIRST_WORD: dict[str, list[str]] = {}
for _kw in sorted(_OTHER_KEYWORDS, key=len, reverse=True):
    _BY_FIRST_WORD.setdefault(re.split(r"[ \u2014{-]", _kw, maxsplit=1)[0], []).append(_kw)
_KEYWORD_END = " \u2014{-"


def _keyword_item(low: str) -> Optional[str]:
    """The board keyword a keyword-line item names, "" for a keyword ability outside the
    board set (with or without its parameter: "equip {1}", "bushido 2", "protection from
    red", "ward\u2014pay 3 life"), None when the item is not a keyword."""
    if low in _BOARD_KEYWORD_SET:
        return low
    first = re.split(r"[ \u2014{-]", low, maxsplit=1)[0]
    for kw in _BY_FIRST_WORD.get(first, ()):
        if low == kw or (low.startswith(kw) and low[len(kw)] in _KEYWORD_END):
            return ""
    if first.endswith(("walk", "cycling")) and _LANDWALK_ITEM.match(low):
        return ""
    return None


_KW_PARAM = _lazy(r" (?:\d+|\{[^}]+\}|from [a-z]+(?:,? and from [a-z]+)*)")  # "protection from white"
_KW_SEPARATOR = _lazy(r"(?:,? and |, )")


def _keyword_prefix(text: str) -> int:
    """How far `text` starts with a list of keyword abilities ("flying and vigilance that
    attack ...", "menace and haste"): the end of the last keyword, 0 when none."""
    pos, end = 0, 0
    while True:
        best = 0
        for kw in _candidates(text, pos):
            stop = pos + len(kw)
            if text.startswith(kw, pos) and (stop == len(text) or not text[stop].isalnum()):
                best = max(best, len(kw))
        if not best:
            return end
        stop = pos + best
        param = _KW_PARAM.match(text, stop)
        if param:
            stop = param.end()
        end = stop
        sep = _KW_SEPARATOR.match(text, stop)
        if not sep:
            return end
        pos = sep.end()


def _candidates(text: str, pos: int) -> list[str]:
    first = re.split(r"[ ,\u2014{-]", text[pos : pos + 30], maxsplit=1)[0]
    return [k for k in BOARD_KEYWORDS if text.startswith(k, pos)] + _BY_FIRST_WORD.get(first, [])


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

# The four outcomes of a sentence.
OUTCOMES: tuple[str, ...] = ("effects", "resolved", "ignored", "unsupported")

# Wording that makes a sentence relevant to declaring attackers; a relevant sentence that
# no template reads is unsupported unless it is recognised as irrelevant with a reason.
ATTACK_RELEVANT = _lazy(
    r"\battack(?:s|ing|ed|er|ers)?\b|\bgoad(?:s|ed)?\b|\bdetain(?:s|ed)?\b|\bdefender\b|\bhaste\b|\bvigilance\b|\{Q\}",
    re.I,
)
_RELEVANT_LOW = _lazy(
    r"\battack(?:s|ing|ed|er|ers)?\b|\bgoad(?:s|ed)?\b|\bdetain(?:s|ed)?\b|\bdefender\b|\bhaste\b|\bvigilance\b|\{q\}")
_RELEVANT_WORDS = ("attack", "goad", "detain", "defender", "haste", "vigilance", "{q}")


def _relevant(low: str) -> bool:
    """ATTACK_RELEVANT on lowercase text, with a quick test first (most sentences have
    none of the words)."""
    for word in _RELEVANT_WORDS:
        if word in low:
            return bool(_RELEVANT_LOW.search(low))
    return False

_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "no": 0, "zero": 0,
}
_CARD_TYPE_WORDS = ("artifact", "enchantment", "land", "planeswalker", "battle", "creature")

SUPERTYPES = ("basic", "legendary", "snow", "world", "ongoing", "elite", "host")
_MULTIWORD_SUBTYPES = ("Time Lord",)
_BASIC_LAND_MANA = {"Plains": "{W}", "Island": "{U}", "Swamp": "{B}", "Mountain": "{R}", "Forest": "{G}"}
_LAND_TYPES = frozenset("plains island swamp mountain forest desert gate lair locus mine power-plant tower urza's"
                        " cave sphere town".split())
_ARTIFACT_TYPES = frozenset("equipment vehicle food treasure clue blood gold powerstone map incubator".split())
_ENCHANTMENT_TYPES = frozenset("aura curse saga shrine class room case role background cartouche rune".split())

# Creature types (205.3m), lowercase; plurals are derived below.
_CREATURE_TYPES = frozenset(
    """advisor aetherborn alicorn alien ally angel antelope ape archer archon armadillo artificer artist assassin
    assembly-worker astartes athlete atog aurochs autobot avatar azra badger barbarian bard basilisk bat bear beast
    beaver beeble beholder berserker bird bison boar boxer brainiac bringer brushwagg bureaucrat c'tan camel capybara
    carrier cat centaur cephalid chameleon champion chef chicken child chimera citizen clamfolk cleric clown
    cockatrice construct cow coward coyote crab crocodile custodes cyberman cyborg cyclops dalek dauthi deer demigod
    demon designer detective devil dinosaur djinn doctor dog donkey dragon drake dreadnought drix drone druid dryad
    dwarf echidna efreet egg elder eldrazi elemental elephant elf elk employee eternal eye faerie ferret fish
    flagbearer fox fractal frog fungus gamer gamma gargoyle giant giraffe gith glimmer gnoll gnome goat goblin god
    golem gorgon gremlin griffin guest hag halfling hamster harpy hawk hedgehog hellion hero hippo hippogriff homarid
    homunculus horror horse human hydra hyena illusion imp incarnation inhuman inkling inquisitor insect jackal
    jellyfish judge juggernaut kangaroo kavu killbot kirin kithkin knight koala kobold kor kraken kree lamia lammasu
    leech lemur leviathan lhurgoyf licid lizard lobster locus mammoth manticore masticore mercenary merfolk
    metathran mime minion minotaur mite mole monger mongoose monk monkey moogle moonfolk mount mouse mummy mutant
    myr mystic nautilus necron nephilim nightmare nightstalker ninja noble noggle nomad nymph octopus officer ogre
    ooze orc orgg otter ouphe ox oyster pangolin paratrooper peasant pegasus performer pest phelddagrif phoenix
    phyrexian pilot pirate plant platypus pony porcupine possum praetor primarch processor rabbit raccoon ranger rat
    rebel reflection rhino rigger robot rogue salamander samurai saproling satyr scarecrow scientist scorpion scout
    seal serpent shade shaman shapeshifter shark sheep shi'ar ship siren skeleton skrull skunk slith sliver sloth
    slug snail snake soldier soltari sorcerer spawn specter spellshaper sphinx spider spike spirit splinter sponge
    spy squid squirrel starfish surrakar survivor symbiote synth thalakos thopter thrull tiefling townsfolk toy tree
    treefolk trilobite troll turtle tyranid unicorn utrom vampire vampyre varmint vedalken villain volver waiter wall
    walrus warlock warrior weasel weird werewolf whale wizard wolf wolverine wombat worm wraith wrestler wurm yeti
    zombie zonian zubera army blinkmoth camarid caribou germ pentavite prism rukh scion sculpture serf servo
    tetravite triskelavite wirefly""".split()
)
# Creature types printed only on cards outside tournament play, read in selectors but not among
# "every creature type" (702.73a names 205.3m's): the Defeat a God challenge deck's Revelers
# (Impulsive Charge, Dance of Panic)
_PRINTED_ONLY_TYPES = frozenset({"reveler"})
_IRREGULAR_PLURALS = {
    "elves": "elf", "dwarves": "dwarf", "wolves": "wolf", "werewolves": "werewolf", "mice": "mouse",
    "oxen": "ox", "djinn": "djinn", "fish": "fish", "sheep": "sheep", "merfolk": "merfolk", "kithkin": "kithkin",
    "moonfolk": "moonfolk", "thalakos": "thalakos", "aurochs": "aurochs", "lammasu": "lammasu", "zubera": "zubera",
    "cyclopes": "cyclops", "mummies": "mummy", "allies": "ally", "harpies": "harpy", "sphinxes": "sphinx",
    "foxes": "fox", "faeries": "faerie", "homunculi": "homunculus", "pegasi": "pegasus", "octopi": "octopus",
    "bisons": "bison", "sorcerers": "sorcerer", "treefolk": "treefolk", "clamfolk": "clamfolk",
    "eldrazi": "eldrazi", "astartes": "astartes", "custodes": "custodes", "necrons": "necron",
}

_SELF = "~"
_QUOTE_OPEN, _QUOTE_CLOSE = "\u27e6", "\u27e7"  # ⟦n⟧ stands for the n-th quoted ability
_QUOTE_TOKEN = _lazy(_QUOTE_OPEN + r"(\d+)" + _QUOTE_CLOSE)

# A sentence "constrains" when its attack wording is used in one of these phrasings; a
# relevant sentence without any of them only mentions attacking (triggers, attacking
# creatures, blocking) and is ignored with a reason when no template reads it.
_CONSTRAINT = _lazy(
    r"if able|can't attack|cannot attack|can attack|can only attack|may attack|must attack|can't be attacked"
    r"|attack only|attacks? alone|\bgoads?\b|\b(?:is|are|be|becomes?|it's|they're) (?:also )?goaded\b|\bdetain(?:s|ed)?\b"
    r"|no more than \S+ creatures? can attack"
    r"|\b(?:has|have|gains?|gain|had|loses?|lose)\b[^.]*\b(?:haste|vigilance|defender)\b"
    r"|\b(?:tokens?|becomes?|become|enters? as|enter as|except)\b[^.]*\bwith\b[^.]*\b(?:haste|vigilance|defender)\b"
    r"|\benters? with\b[^.]*\b(?:haste|vigilance|defender)\b"
    r"|\bchoose\b[^.]*\b(?:abilities|keywords?) from among\b[^.]*\b(?:haste|vigilance|defender)\b"
    r"|\b(?:haste|vigilance|defender);"
    r"|\b(?:haste|vigilance|defender) counters?\b|as though [^.]*\b(?:haste|defender)\b"
    r"|choose which creatures attack|chooses whether [^.]* attacks|\bcan\b[^.]*\battack with\b"
    r"|\bis an? [^.]*\bcreatures?\b[^.]*\bwith\b[^.]*\b(?:haste|vigilance|defender)\b"
    r"|\battacking does not cause\b[^.]*\bto tap\b"  # as vigilance does (702.20b): Johan
    r"|^\d+(?:\u2014\d+)? \u2014 (?:haste|vigilance|defender)$"  # a die's result: Celebr-8000's "3 — vigilance"
)


# --------------------------------------------------------------------------- results


@dataclass
class ReadResult:
    """What the reader found in one card face's Oracle text.

    effects:     static board-format effects of the permanent (its `abilities`).
    unsupported: relevant sentences that no template understands.
    resolved:    effects that exist only once a spell or ability resolves:
                 ``{"text", "via", "effects"}`` with placeholder templates.
    ignored:     sentences that do not constrain the declaration: ``{"text", "reason"}``.
    keywords:    keyword abilities from keyword lines (BOARD_KEYWORDS only).
    mana:        mana-ability options (see read_mana).
    sentences:   every sentence of the text, in order: ``{"text", "outcome"}`` with the
                 outcome one of OUTCOMES.
    """

    effects: list[dict] = field(default_factory=list)
    unsupported: list[str] = field(default_factory=list)
    resolved: list[dict] = field(default_factory=list)
    ignored: list[dict] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    mana: list = field(default_factory=list)
    sentences: list[dict] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return {
            "effects": self.effects,
            "unsupported": self.unsupported,
            "resolved": self.resolved,
            "ignored": self.ignored,
            "keywords": self.keywords,
            "mana": self.mana,
            "sentences": self.sentences,
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


_CHANGELING_LINE = _lazy(r"^changeling\b", re.I | re.M)
# "Mistform Ultimus is every creature type.": the face's own types, as changeling gives them (205.3m)
_EVERY_TYPE_LINE = _lazy(r"^(?!(?:equipped|enchanted|each|all|target|creatures?|other)\b)[^\n]+? is every creature type\s*\.?\s*$",
                         re.I | re.M)


def has_changeling(oracle_text: str) -> bool:
    """Whether the face has the keyword changeling on a line of its own (702.73a)."""
    return "hangeling" in (oracle_text or "") and bool(_CHANGELING_LINE.search(_strip_reminder(oracle_text)))


def changeling_subtypes(oracle_text: str, subtypes: list[str]) -> list[str]:
    """The subtypes of a face with changeling: every creature type (702.73a), after its
    printed ones; the printed subtypes otherwise."""
    if not (("hangeling" in (oracle_text or "") and _CHANGELING_LINE.search(_strip_reminder(oracle_text)))
            or ("every creature type" in (oracle_text or "") and _EVERY_TYPE_LINE.search(_strip_reminder(oracle_text)))):
        return subtypes
    return with_every_creature_type(subtypes)


@functools.lru_cache(maxsize=1)
def _every_creature_type() -> tuple[str, ...]:
    return tuple("-".join(part[:1].upper() + part[1:] for part in t.split("-")) for t in sorted(_CREATURE_TYPES))


def every_creature_type() -> list[str]:
    """Every creature type (205.3m), as printed."""
    return list(_every_creature_type())


def with_every_creature_type(subtypes: list[str]) -> list[str]:
    """These subtypes, then every creature type not among them (702.73a, 205.3m)."""
    return subtypes + [t for t in _every_creature_type() if t not in subtypes]


# --------------------------------------------------------------------------- mana


_MANA_SYMBOL = r"\{[WUBRGC]\}"
_MANA_LINE = _lazy(r"^(?P<cost>[^:]+):\s*Add (?P<what>[^.]+)\.(?P<rest>.*)$")
# an ability word (207.2c) before a mana ability's cost, not a condition ("Max speed —", 702.179)
_MANA_ABILITY_WORD = _lazy(r"^(?!Max speed|Solved|Stage \d)[A-Z][\w',\- ]* \u2014 (?=\{)")
_MANA_ONLY = _lazy(rf"(?:{_MANA_SYMBOL})+")
_MANA_CHOICE = _lazy(rf"{_MANA_SYMBOL}(?:,? (?:or )?{_MANA_SYMBOL})+")
_MANA_SYMBOLS = _lazy(_MANA_SYMBOL)
# a choice of groups: a filter land's "{W}{W}, {W}{U}, or {U}{U}"
_MANA_GROUP_CHOICE = _lazy(rf"(?:{_MANA_SYMBOL})+(?:,? (?:or )?(?:{_MANA_SYMBOL})+)+")
_CHOICE_SEPARATOR = _lazy(r",? or |, ")
_ANY_COLOR = _lazy(r"one mana of any color", re.I)
_ANY_ONE_COLOR = _lazy(r"(two|three|four|five) mana of any one color", re.I)
_TWO_COLORS = _lazy(r"two mana of different colors", re.I)
_COMBINATION = _lazy(r"(?P<n>two|three|four|five) mana in any combination of (?P<of>colors|(?:\{[WUBRG]\}, )*"
                     r"\{[WUBRG]\},? and/or \{[WUBRG]\})", re.I)
_ANY_COMMANDER = _lazy(r"one mana of any color in your commander's color identity", re.I)
# what may follow it: Path of Ancestry's scry when the mana is spent on a spell
_COMMANDER_REST = _lazy(r"(?:When that mana is spent to cast [^.]*\.)?", re.I)
_SPEND_ONLY = _lazy(r"spend this mana only", re.I)
# "one mana of the chosen color" (Coldsteel Heart; Cryptic Spires' "either of the circled colors",
# chosen as the deck was built), "{R} or one mana of the chosen color" (the
# Thriving lands): the color chosen as it entered (no board field) is read as any color, wider
# than it is (scope "chosen"): a payment failing even so fails, one found with the rest stands
_OR_CHOSEN_COLOR = _lazy(rf"(?:(?P<sure>{_MANA_SYMBOL}) or )?one mana of (?:the chosen color|either of the circled colors)",
                         re.I)
_CHOSEN_ALSO = ("one mana of the color chosen as it entered, read as any color (no board field holds the choice): "
                "a payment found without that color stands, one failing with any color fails")
# colors fixed before the game or as it entered that no board field holds: Chrome Mox's imprinted
# card's (none where it is colorless or absent): read as any color,
# wider than it is (scope "wider"): a payment failing even so fails, one found without it stands
_COLORS_FIXED_EARLIER = _lazy(r"one mana of any of the exiled card's colors", re.I)
_WIDER = ("one mana of colors fixed earlier that no board field holds, read as any color: a payment found without "
          "it stands, one failing with it fails")


def _mana_option(what: str) -> Any:
    """The board option for what a mana ability adds, or None when not understood."""
    if _MANA_ONLY.fullmatch(what):
        return what
    if _MANA_CHOICE.fullmatch(what) and " or " in what:
        return _MANA_SYMBOLS.findall(what)
    if _MANA_GROUP_CHOICE.fullmatch(what) and " or " in what:
        return _CHOICE_SEPARATOR.split(what)
    if _ANY_COLOR.fullmatch(what):
        return "any"
    m = _ANY_ONE_COLOR.fullmatch(what)
    if m:  # Gilded Lotus: "three mana of any one color", a choice of one color for all of it
        n = _NUMBER_WORDS[m.group(1).lower()]
        return [f"{{{c}}}" * n for c in "WUBRG"]
    if _TWO_COLORS.fullmatch(what):  # Firemind Vessel: one choice of two colors that differ (106.1)
        return [f"{{{a}}}{{{b}}}" for i, a in enumerate("WUBRG") for b in "WUBRG"[i + 1:]]
    m = _COMBINATION.fullmatch(what)
    if m:  # Sage of the Maze's "two mana in any combination of colors", Relic of Sauron's of {U}, {B}, and/or {R}
        n = _NUMBER_WORDS[m.group("n").lower()]
        colors = "WUBRG" if m.group("of").lower() == "colors" else "".join(re.findall(r"\{([WUBRG])\}", m.group("of"),
                                                                                       re.I)).upper()
        combos = ["".join(f"{{{c}}}" for c in combo) for combo in combinations_with_replacement(colors, n)]
        return combos if 1 < len(combos) <= 40 else None  # (more: not spelled out)
    return None


def _read_mana_detail(text: str, name: str = "") -> tuple[list, list[dict]]:
    """Mana-ability options of `text` (already normalised) plus notes on approximations
    (`name`: the card's, as its text calls itself)."""
    options: list = []
    notes: list[dict] = []
    leveled = False  # past a leveler's first LEVEL line (711.2a): its abilities only at those levels
    printed: dict[str, str] = {}  # a line read without its self-sacrifice -> as printed (for the notes)
    for raw in text.split("\n"):
        line = _without_self_sacrifice(raw.strip())
        if line != raw.strip():
            printed[line] = raw.strip()
        if _LEVEL_HEADER.match(line):
            leveled = True
            continue
        if not leveled and _costly_mana(line, name) is not None:
            continue  # read by read_mana_abilities (remove_counter, tap_untapped, per_power, sacrifice)
        m = _MANA_LINE.match(line)
        if m and _own_mana_grant(line, leveled, name) is not None:
            continue  # read as the permanent's own grant, with its condition (_own_mana_grant)
        if leveled and (m or _OTHER_MANA_ABILITY.match(line)):
            notes.append({"text": line, "reason": "mana ability of a level section (711.2b): only at those numbers "
                                                  "of level counters; not modelled"})
            continue
        if m and _TARGETS.search(m.group("rest")):
            # 605.1a: an ability with a target is no mana ability, activated only with priority
            # (Witch Engine's "Target opponent gains control of this creature")
            notes.append({"text": line, "reason": _AS_INSTANT})
            continue
        if (m or _OTHER_MANA_ABILITY.match(line)) and _AS_AN_INSTANT.search(line):
            # 117.3a, 508.1: attackers are declared and their costs paid before anyone has
            # priority in the step, and mana made earlier empties (500.4): Lion's Eye Diamond
            notes.append({"text": line, "reason": _AS_INSTANT})
            continue
        if not m:
            other = _OTHER_MANA_ABILITY.match(line)
            if other and not _LOYALTY_COST.match(other.group("cost").strip()):
                # 605.1a: a mana ability in another wording ("{T}: Choose a color. Add ...",
                # "For each color among permanents you control, add ...", Metalworker's reveal)
                notes.append({"text": line, "reason": "mana ability not understood; no option recorded"})
            continue
        cost = _MANA_ABILITY_WORD.sub("", m.group("cost").strip())  # "Grand Summon — {T}": an ability word (207.2c)
        what = m.group("what").strip()
        rest = m.group("rest").strip()
        if _LOYALTY_COST.match(cost):
            continue  # a loyalty ability is never a mana ability (605.1a)
        if _SPEND_ONLY.search(rest) and "costs that contain {x}" not in rest.lower():
            # 106.6: mana spent only to cast spells, activate abilities and the like never
            # pays a cost to attack (508.1h), whatever it costs or adds (Jeweled Lotus)
            notes.append({"text": line, "reason": _RESTRICTED})
            continue
        if cost == "{Q}" and _mana_option(what) is not None:
            continue  # read by read_mana_abilities
        if _PAY_LIFE_COST.fullmatch(cost):
            # Mana Confluence, the horizon lands: a {T} ability whose life payment (119.4) is
            # flagged where life matters (_unmodelled_mana: scope "life")
            cost = "{T}"
        if _PAY_MANA_TAP.fullmatch(cost):
            # a Signet's, Cabal Coffers', a filter land's: read by read_mana_abilities where it
            # reads as {T} would
            tap_options, tap_notes = _read_mana_detail(f"{{T}}: Add {what}.{m.group('rest')}", name)
            if (tap_options or _counted_mana(what)) and not tap_notes:
                continue
            notes += [{**n, "text": line} for n in tap_notes] or [{"text": line, "reason": _UNMODELLED}]
            continue
        if _FROM_HAND_COST.fullmatch(cost):
            # 113.6m: a cost that moves this card out of a hand works only there (Elvish Spirit
            # Guide); on the battlefield it makes no mana
            notes.append({"text": line, "reason": _FROM_HAND})
            continue
        if cost != "{T}":
            notes.append({"text": line, "reason": _UNMODELLED})
            continue
        option = _mana_option(what)
        chosen = _OR_CHOSEN_COLOR.fullmatch(what)
        if option is not None:
            pass
        elif chosen is not None and not rest and cost == "{T}":
            options += [chosen.group("sure"), "any"] if chosen.group("sure") else ["any"]
            notes.append({"text": line, "reason": _CHOSEN_ALSO})  # read wider than it is (scope chosen)
            continue
        elif _COLORS_FIXED_EARLIER.fullmatch(what) and not rest and cost == "{T}":
            options.append("any")
            notes.append({"text": line, "reason": _WIDER})  # read wider than it is (scope wider)
            continue
        elif _counted_mana(what) is not None and not rest.strip():
            continue  # read by read_mana_abilities (Gaea's Cradle's "{G} for each creature you control")
        elif _could_produce(what) is not None:
            if rest and not _COULD_MORE.fullmatch(rest):
                notes.append({"text": line, "reason": "mana ability not understood; no option recorded"})
            continue  # a "could produce" ability: see read_mana_abilities (106.7)
        elif _ANY_COMMANDER.fullmatch(what) and _COMMANDER_REST.fullmatch(rest):
            continue  # read by read_mana_abilities (903.4)
        else:
            notes.append({"text": line, "reason": "mana ability not understood; no option recorded"})
            continue
        if "costs that contain {x}" in rest.lower():  # could pay a cost to attack with {X} (Sphere of Safety)
            notes.append({"text": line, "reason": "spending restriction not modelled"})
            continue
        if _SPEND_ONLY.search(rest):
            # 106.6: mana spent only to cast spells, activate abilities and the like never
            # pays a cost to attack (508.1h); the ability makes no mana for one
            notes.append({"text": line, "reason": _RESTRICTED})
            continue
        if _OTHER_MANA.search(rest):
            # Urza's Tower ("add {C}{C}{C} instead"), Leafkin Druid, Gemstone Caverns: more or
            # other mana on a condition; Jegantha's mana can't pay generic costs (the taxes)
            notes.append({"text": line, "reason": _CONDITIONAL})
            continue
        timing = _ACTIVATE_ONLY_MANA.search(rest)
        if timing and timing.group(1).startswith("during an opponent"):
            # attacks are declared on their controller's turn only: it never pays for them
            notes.append({"text": line, "reason": _NOT_YOUR_TURN})
            continue
        if timing and not _ACTIVATE_ANY_TIME.match(timing.group(1)):
            # Temple of the False God, the Verges, Mox Jasper: "Activate only if ...", a
            # condition the board's mana does not hold: not modelled (unread where a cost applies)
            notes.append({"text": line, "reason": _CONDITIONAL})
            continue
        options.append(option)
    for n in notes:
        n["text"] = printed.get(n["text"], n["text"])
    return options, notes


# "{T}, Sacrifice this artifact:" (Lotus Petal, Black Lotus, Dwarven Ruins): for one payment, as
# {T} (each source pays once; the cost to attack is locked in before mana abilities, 508.1h-i)
_SELF_SACRIFICE = _lazy(r"(?<=\{T\}), Sacrifice this (?:artifact|creature|land|token|permanent|enchantment)(?=:)")
# "{T}, Remove a charge counter from this land: Add ..." (Vivid lands, Gemstone Mine, the
# depletion lands): a {T} ability usable while the permanent has such a counter (602.2b)
# "Remove a charge counter from this artifact: Add one mana of any color." (Pentad Prism), "Remove
# three +1/+1 counters from this creature: Add {R}{R}{R}." (Runaway Steam-Kin): no {T}
_REMOVE_COUNTER_ONLY = _lazy(r"^Remove (?P<n>an?|one|two|three|four|five) (?P<kind>[a-z]+|[+-]1/[+-]1) counters? from "
                             r"(?:this (?:land|artifact|permanent|creature|enchantment)|~): (?P<add>Add [^.]+\.)"
                             r"(?P<once> Activate only once each turn\.)?$")
_REMOVE_COUNTER_TAP = _lazy(r"^\{T\}, Remove an? (?P<kind>[a-z]+) counter from (?:this (?:land|artifact|permanent)|~): "
                            r"(?P<add>Add [^.]+\.)(?P<rest>(?: If there are no \w+ counters on (?:this (?:land|artifact|"
                            r"permanent)|~), sacrifice it\.)?)$")


def _without_self_sacrifice(line: str) -> str:
    return _SELF_SACRIFICE.sub("", line) if "Sacrifice this" in line else line


# An activated ability that adds mana without a target (605.1a), in a wording _MANA_LINE doesn't take
# ("Choose a color. Add ...", "A player of your choice adds {C}", "Each player adds {B}{R}{G}")
_OTHER_MANA_ABILITY = _lazy(r'^(?P<cost>[^:"]+):\s*(?![^"]*\btarget)(?P<effect>[^"]*\badds?\b[^."]*(?:\{[WUBRGCX]\}|\bmana\b)[^"]*)$',
                            re.I)
_OTHER_MANA = _lazy(r"\badds?\b[^.]*\binstead\b|\binstead,? add\b|can't be spent to pay generic", re.I)
_ACTIVATE_ONLY_MANA = _lazy(r"\bactivate (?:this ability )?only (.*)$", re.I)
_ACTIVATE_ANY_TIME = _lazy(r"(?:once each turn|during your turn)\.?\)?$", re.I)
_TARGETS = _lazy(r"(?<!\bnew )\btargets?\b", re.I)
_AS_AN_INSTANT = _lazy(r"\bactivate (?:this ability )?only (?:as an instant|any time you could cast an instant|as a "
                      r"sorcery)\b", re.I)
_AS_INSTANT = ("activated only with priority (as an instant or a sorcery, or an ability with a target, 605.1a): "
               "attackers are declared and their costs paid before anyone has priority (508.1, 117.3a), and mana "
               "made earlier is gone (500.4): never pays a cost to attack; no option recorded")
_NOT_YOUR_TURN = "activated only during an opponent's turn: never pays for its controller's attacks; no option recorded"
_CONDITIONAL = "mana ability activated, or making its mana, only on a condition; the board format cannot express it"


_RESTRICTED = "spending restriction (106.6): this mana can't pay a cost to attack; no option recorded"
_UNMODELLED = "mana ability that costs more than {T}; the board format cannot express it"
_FROM_HAND = ("works only while this card is in a hand (113.6m): on the battlefield it makes no mana (mana it "
              "made from a hand is the player's mana_pool); no option recorded")
# "Exile this card from your hand: Add {R}." (Simian Spirit Guide): its mana, made from a hand
_HAND_MANA = _lazy(r"^Exile (?:this card|this creature|~) from your hand: Add (?P<mana>(?:\{[WUBRGC]\})+)\.$")


def hand_mana(oracle_text: str, name: str = "") -> Optional[str]:
    """The mana a card in its owner's hand makes by exiling itself (113.6m: Elvish Spirit
    Guide's "{G}"), or None."""
    for line in _strip_reminder(_normalise_symbols(oracle_text or "")).split("\n"):
        m = _HAND_MANA.match(_as_self(line.strip(), name, " from your hand: ") if name else line.strip())
        if m:
            return m.group("mana")
    return None


_FROM_HAND_COST = _lazy(r"(?:(?:\{[^}]+\})+, )?(?:Exile|Discard|Reveal) (?:this card|this creature|~) from your hand")


_SPEND_AS_THOUGH_TEXT = (r"^(?![^\n]*\bspells?\b)[^\"]*\bspend\b[^.\"]*\bmana\b[^.\"]*\bas though it were\b"
                         r"(?![^.]*\b(?:to cast|to activate|to pay the activation|the next time)\b)")
_SPEND_AS_THOUGH = _lazy(_SPEND_AS_THOUGH_TEXT, re.I)
# Static and triggered wording that changes what mana the active player's permanents make
# (Null Rod, Blood Moon, Wild Growth, Mana Reflection, Cryptolith Rite): not modelled.
# a land type set ("Nonbasic lands are Mountains", "Lands you control are every basic land type")
_LANDS_ARE_TYPE_TEXT = (r"\blands?\b[^.]*\b(?:is|are)\b[^.]*\b(?:plains|islands?|swamps?|mountains?|forests?"
                        r"|every (?:basic )?land type)\b")
_LANDS_ARE_TYPE = _lazy(_LANDS_ARE_TYPE_TEXT, re.I)
_MANA_CHANGE = _lazy(
    r"\btapped for\b|\bfor mana\b|\bcan't be activated\b|" + _LANDS_ARE_TYPE_TEXT +
    r'|"[^"]*\badd\b[^"]*"|\bto add\b|\badds? (?:an )?additional\b|\bmore to activate\b'
    # 609.4b: spending mana as though it were another type (Chromatic Orrery, Sunglasses of Urza) pays
    # colored costs to attack (Norn's Annex's {W/P}); not when only for spells or abilities
    r"|" + _SPEND_AS_THOUGH_TEXT +
    # 119.8: a player who can't lose life pays no life, as Norn's Annex's {W/P} may ask (Platinum Emperion)
    r"|^(?!until\b)[^\"]*(?:\blife total can't change\b|\bcan't lose life\b)(?![^.]*\bthis turn\b)", re.I)
_ATTACHED_WORDS = _lazy(r"\b(?:enchanted|equipped|fortified) (?:creature|land|permanent|artifact)\b", re.I)
# 605.1a: a loyalty ability is never a mana ability (Eidolon of Obstruction's "cost {1} more")
_NOT_MANA_CHANGE = _lazy(r"unless they're mana abilities|\bcreates?\b|^loyalty abilities\b"
                         # 605.1a: a mana ability has no target (Kopala's "abilities ... that target a Merfolk")
                         r"|\babilities [^.]*\bthat targets?\b"
                         # a cost increase of the line's own ability, which adds no mana (Loreseeker's Stone)
                         r"|^(?:(?!\badd\b)[^\"])*:(?:(?!\badd\b)[^\"])*\bthis ability costs\b", re.I)
# an ability word (207.2c: no rules meaning) before a triggered ability ("Landfall — Whenever ...")
_ABILITY_WORD = _lazy(r"^[A-Z][A-Za-z' -]{0,30} — (?=(?:when|whenever|at)\b)", re.I)
# a condition ("As long as enchanted land is a basic Mountain, ...", "If that land is a Forest, ..."),
# which sets no land type
_CONDITION_CLAUSE = _lazy(r"\b(?:as long as|if) [^,.]*, ", re.I)
# a token created with a mana ability in quotes (an Eldrazi Spawn's "Sacrifice this token: Add
# {C}."): the token, once created, is a permanent of the board's with its own abilities (111.4)
_CREATES_TOKEN_WITH_MANA = _lazy(r'^[^"]*\bcreates?\b[^"]*\btokens?\b[^"]*"', re.I)
_ADDS = _lazy(r"\badds?\b", re.I)
_TRIGGER_START = _lazy(r"^(?:when|whenever|at)\b", re.I)
_MANA_TRIGGER = _lazy(r"\btapped for\b|\bfor mana\b|\bto add\b|\badds? (?:an )?additional\b", re.I)
# a triggered mana ability whose one effect is more mana (Caged Sun, Utopia Sprawl, High Tide):
# no damage, life, sacrifice, counter or replacement beside it
_ONLY_ADDS = _lazy(r"^(?:until end of turn, )?whenever [^.]*?(?:\bfor (?:mana|\{c\})|\bcauses you to add\b)[^.]*?, "
                   r"(?:(?:its controller|that player) (?:may )?adds?|(?:you may )?add) (?:(?:an |one |two )?additional\b"
                   r"|one mana of any type that [a-z ]+ produced)"
                   r"[^.]*\.?$", re.I)
_NOT_ONLY_ADDS = _lazy(r"\b(?:damage|life|lose|loses|sacrifice|counters?|then|instead|untap|doesn't)\b|\.\s+\S", re.I)


# "You may spend mana as though it were mana of any color" (Chromatic Orrery, Mycosynth Lattice's
# "Players may ...", Sunglasses of Urza's "white mana as though it were red mana"): a permission
# alone, no "only" beside it (Celestial Dawn's other mana only as colorless)
_MAY_SPEND_AS_THOUGH = _lazy(r"(?:you|players) may spend (?:(?:white|blue|black|red|green) )?mana as though it were "
                             r"(?:mana of any (?:color|type)|(?:white|blue|black|red|green) mana)\.?", re.I)
_SPENT_ON_SPELL = _lazy(r"\bwhen(?:ever)? (?:you spend this mana|that mana is spent) to cast [^.]*\.", re.I)
# a mana ability that changes its controller's life (605.3b: before costs are paid, 601.2g-h)
_MANA_HURTS = _lazy(r"\bdeals? \d+ damage to (?:you|each player)\b|\b(?:you|each player|each opponent and you) "
                    r"(?:lose|loses) \w+ life\b|\b(?:you )?gain \w+ life\b|^\{T\}, pay \d+ life:", re.I)
_PAY_LIFE_COST = _lazy(r"\{T\}, Pay \d+ life")
_LIFE_FIXED = _lazy(r"^your life total can't change\b|^you can't lose life\b", re.I)
# Yasharn, Implacable Earth; Angel of Jubilation: no mana ability that pays life (or sacrifices
# such a permanent) can be activated (602.2b, 601.2h); Karn's Sylex's spares mana abilities
_CANT_PAY_TO_ACTIVATE = _lazy(r"^players can't pay life(?: or sacrifice (?P<what>nonland permanents|creatures|"
                             r"permanents|artifacts))? to cast spells or activate abilities\.?$", re.I)


def unmodelled_mana(oracle_text: str, name: str = "") -> tuple[tuple[str, str], ...]:
    """The sentences about making mana that the reader does not model, each with whose
    mana it is about: `own` (the controller's: its own mana ability, "creatures you control
    have ..."), `attached` (the permanent it is attached to: Wild Growth, Arrest) or `any`
    (Null Rod, Blood Moon); with them, the rules on paying with mana or life the reader does not
    model (Chromatic Orrery, Platinum Emperion); and `life`: a mana ability that deals damage
    to its controller or makes them lose life (Adarkar Wastes), which matters where life pays
    Phyrexian mana. Payments of costs to attack (508.1h) depend on them, so a board
    where a cost to attack applies answers unknown while one is about the active player's.
    `name`: the card's, as its text calls itself ("If Gemstone Caverns has a luck counter")."""
    return _unmodelled_mana(oracle_text or "", name)


def _reads_mana_change(line: str) -> bool:
    """Whether the reader reads this line's change of mana abilities: a land type set or
    added (305.6, 305.7), Imprisoned in the Moon's "colorless land with {T}: Add {C}", or
    the activated abilities of sources with a chosen name stopped (Phyrexian Revoker)."""
    low = line.lower().rstrip(".")
    if (m := _AS_LONG_AS_LANDS.match(_strip_reminder(low).strip().rstrip("."))) and land_type_effects(m.group("rest")):
        return True  # read with its condition, or unsupported
    return (land_type_effects(low) is not None or activation_effects(low) is not None
            or bool(_CHOSEN_NAME_ACTIVATION.match(low)) or bool(_LOSS_TO_LAND_LINE.match(low))
            or _reads_mana_effect(line) or _resolved_activation_stop(line))


def _resolved_activation_stop(line: str) -> bool:
    """Whether the line's "its activated abilities can't be activated" is read, whole, into
    `cant_activate` (602.5): on what it enchants (Viper's Kiss's "gets -1/-1, and its activated
    abilities can't be activated"), or on its target in a template the board writes where it
    resolved (Linvala, Shield of Sea Gate; Edifice of Authority)."""
    return "can't be activated" in line and _read_whole(line, ("cant_activate",), templates=True)


_MANA_EFFECT_KINDS = ("grant_mana_abilities", "mana_trigger", "mana_replacement")


def _reads_mana_effect(line: str) -> bool:
    """Whether the reader reads this line, whole, into an effect on mana abilities: a {T}
    mana ability granted (Cryptolith Rite, Esika's "vigilance and "{T}: Add ...""; 613 layer
    6), a triggered mana ability (Wild Growth, 605.1b) or a replacement of the mana a source
    produces (Mana Reflection, 106.12b)."""
    low = line.lower()
    if not (('"' in line and "add" in low) or "for mana" in low or "causes you to add" in low):
        return False
    return _read_whole(line, _MANA_EFFECT_KINDS)


def _read_whole(line: str, kinds: tuple[str, ...], templates: bool = False) -> bool:
    """Whether the reader reads this line, nothing of it unsupported, into an effect of one of
    these kinds (with `templates`, one of a template written where it resolved too)."""
    got = read_oracle("", line)
    found = [*got.effects, *(e for r in got.resolved for e in r["effects"])] if templates else got.effects
    return not got.unsupported and any(e.get("kind") in kinds for e in found)


_LOSS_TO_LAND_LINE = _lazy(r'^enchanted permanent is a colorless land with "\{t\}: add \{c\}\.?" and loses all other card '
                           r"types and abilities$")
_NONBASIC_ARE = _lazy(r"^nonbasic lands are\b", re.I)  # Blood Moon, Harbinger of the Seas


def only_nonbasic_lands(sentence: str) -> bool:
    """Whether a sentence changes nonbasic lands alone ("Nonbasic lands are Mountains."): it
    changes nothing where no nonbasic land is on the battlefield."""
    return bool(_NONBASIC_ARE.search(sentence))


def _scope(line: str, name: str = "") -> str:
    if _ATTACHED_WORDS.search(line):
        return "attached"
    if _NONBASIC_ARE.search(line):  # 305.7: only nonbasic lands change
        return "nonbasic"
    low = re.sub(r"^[ivx]+(?:, [ivx]+)* \u2014 ", "", line.lower())  # a Saga's chapter (714.2b)
    own = ("you may spend", "your life total", "you can't", "this land", "this artifact", "this permanent",
           "this saga", "this creature", "this enchantment")
    return "own" if ("you control" in low or "you have" in low or low.startswith(own)
                     or (name and low.startswith(name.lower()))) else "any"


# a mana ability granted to the permanents with a chosen card name (Petrified Hamlet's lands,
# Secrets of Paradise's creatures): whatever the name, it only adds ways to pay (613.1f)
_CHOSEN_NAME_GRANT = _lazy(r'^(?:lands|creatures)(?: you control)? with the chosen name have '
                           r'"\{T\}: Add [^"]+"\.?$', re.I)
# a land type chosen as the permanent enters (Multiversal Passage, Thran Portal, Convincing
# Mirage, Realmwright): its basic land type's mana ability (305.6), not known here
_CHOSEN_LAND_TYPE = _lazy(r"\bchoose a basic land type\b", re.I)
_IS_CHOSEN_TYPE = _lazy(r"\b(?:is|are) the chosen type\b", re.I)
# a trigger before combat whose effect lasts into it (Quicksilver Fountain's flood counter,
# Hall of Gemstone's color until end of turn)
_BEFORE_COMBAT = _lazy(r"^at the beginning of (?:each|your|each player's|that player's) (?:upkeep|draw step|"
                       r"precombat main phase)\b[^\n]*\b(?:until end of turn|for as long as)\b", re.I)
# a mana ability in another wording: doubling the mana one has (Doubling Cube)
_UNSPENT_MANA = _lazy(r"^[^\"]*:[^\"]*\bunspent mana\b", re.I)


@functools.lru_cache(maxsize=4096)
def _unmodelled_mana(oracle_text: str, name: str = "") -> tuple[tuple[str, str], ...]:
    if not _MANA_CHANGE_WORDS.search(oracle_text):
        return ()
    text = _strip_reminder(_normalise_symbols(oracle_text))
    out: list[tuple[str, str]] = []
    _, notes = _read_mana_detail(text, name)
    never_pays = (_RESTRICTED, _NOT_YOUR_TURN, _FROM_HAND, _AS_INSTANT)
    own = {n["text"] for n in notes if n["reason"] not in (*never_pays, _CHOSEN_ALSO, _WIDER)}
    never = {n["text"] for n in notes if n["reason"] in never_pays}  # never pays to attack
    chosen = {n["text"] for n in notes if n["reason"] == _CHOSEN_ALSO}
    wider = {n["text"] for n in notes if n["reason"] == _WIDER}
    chosen_land = bool(_CHOSEN_LAND_TYPE.search(text))
    for raw in text.split("\n"):
        line = raw.strip()
        if _reads_mana_change(line):
            continue  # read: its mana is the board's (305.6, 305.7)
        if _CANT_PAY_TO_ACTIVATE.match(line):
            out.append((line, "prohibit"))  # matters where the active player's mana pays life or sacrifices
            continue
        if line not in own and line not in never and _without_self_sacrifice(line) != line and _MANA_LINE.match(line):
            out.append((line, "sacrifice"))  # read as its {T}: matters only under a prohibition
            continue
        if line in chosen or line in wider:  # read as any color: wider than it is
            out.append((line, "chosen" if line in chosen else "wider"))
            continue
        if line in own and _CREATES_TOKEN_WITH_MANA.match(line) and not _ADDS.search(re.sub(r'"[^"]*"', "", line)):
            continue  # a created token's mana ability: the token's own (111.4), never this permanent's
        if line in own and _CHOSEN_NAME_GRANT.match(line):
            out.append((line, "more_" + _scope(line)))  # a mana ability granted only adds ways to pay
        elif line in own:  # its own mana ability; a quoted one is granted (Cryptolith Rite, Truga Jungle)
            # one any player may activate (Mana Cache) pays the active player's costs too (602.1, 605.3a)
            out.append((line, _scope(line) if '"' in line else "any" if _ANY_PLAYER_ACTIVATES.search(line) else "own"))
        elif _MANA_LINE.match(line) and line not in never and _MANA_HURTS.search(_SPENT_ON_SPELL.sub("", line)):
            # a painland's or Talisman's damage, in the mana ability (605.3b), comes before life is
            # paid for Phyrexian mana (601.2g before 601.2h): the life it leaves is not modelled
            out.append((line, "life"))
        elif (_MANA_CHANGE.search(line) and not _NOT_MANA_CHANGE.search(line)
              and (not _LANDS_ARE_TYPE.search(line) or _MANA_CHANGE.search(_CONDITION_CLAUSE.sub("", line)))
              and not _MANA_LINE.match(line)
              and (not _TRIGGER_START.match(body := _ABILITY_WORD.sub("", line))
                   or (_MANA_TRIGGER.search(line) and _ADDS.search(line)) or _BEFORE_COMBAT.search(body))):
            # a trigger matters only as a mana ability (605.1b: it adds mana, Wild Growth) or by
            # what it leaves before combat; War's Toll's "tap all lands" waits until attackers are declared
            # (Platinum Emperion's "Your life total can't change": read, its controller pays no life, 119.8)
            scope = _scope(line)
            if _LIFE_FIXED.search(line) and scope == "own":
                scope = "life_fixed"
            elif _TRIGGER_START.match(line) and _ONLY_ADDS.search(line) and not _NOT_ONLY_ADDS.search(line):
                scope = "more_" + scope  # 605.1b: it only adds mana, so only adds ways to pay
            elif _SPEND_AS_THOUGH.search(line) and not _MANA_CHANGE.search(_SPEND_AS_THOUGH.sub("", line)):
                # 609.4b: it changes which symbols mana pays, never how much; a permission alone is a
                # way of spending mana a player may leave unused ("spend_more_")
                scope = ("spend_more_" if _MAY_SPEND_AS_THOUGH.fullmatch(line) else "spend_") + scope
            out.append((line, scope))
        elif chosen_land and _IS_CHOSEN_TYPE.search(line) and not _TRIGGER_START.match(line):
            out.append((line, _scope(line, _chosen_type_subject(line))))
        elif _UNSPENT_MANA.search(line):
            out.append((line, "own"))
    return tuple(out)


_ANY_PLAYER_ACTIVATES = _lazy(r"\bany player may activate\b", re.I)


def _chosen_type_subject(line: str) -> str:
    """The subject of "X is the chosen type" (a card's name, for its scope)."""
    m = re.match(r"^(.+?) (?:is|are) the chosen type\b", line)
    return m.group(1) if m else ""


_PT_NOT_READ = "changes power or toughness in a way not read"
_NOT_STATIC = _lazy(r"^(?:when|whenever|at)\b|^[^\"]*:|until end of turn", re.I)


def unread_traits(name: str, oracle_text: str, type_line: str = "") -> tuple[tuple[str, str], ...]:
    """The static sentences changing or stating a characteristic that the reader does not
    read, each with the trait: `power` (Tarmogoyf's "power is equal to ...", "gets +X/+X
    where X is ..."), `colors` (Darkest Hour: "All creatures are black"), `subtypes` (Maskwood
    Nexus, Spreading Seas), `keywords` (Angelic Destiny's flying beside a change of power it
    does not read), `land abilities` (Blood Moon, Spreading Seas: a land whose land
    type is set loses its rules text's abilities, 305.7), `devotion` (Altar of the Pantheon,
    700.5a). An effect that reads that trait (Ensnaring Bridge, Light of Day,
    Goblin Assault) can't be judged while one is on the battlefield."""
    if not oracle_text or not any(_candidate(line) for line in oracle_text.split("\n")):
        return ()  # no candidate sentence: the text is not read (most cards)
    return _unread_traits(name or "", oracle_text, type_line or "")


def is_copy_sentence(sentence: str) -> bool:
    """Whether a sentence is about the permanent entering as a copy (707.9: its exceptions),
    which matters only where it is one."""
    return bool(_AS_A_COPY.search(sentence))


def is_level_pt(effect: Any) -> bool:
    """Whether an effect is a level section's power and toughness (711.2b), as read."""
    return (isinstance(effect, dict) and effect.get("kind") == "add_types" and not effect.get("types")
            and not effect.get("subtypes") and effect.get("permanents") == "self"
            and ((effect.get("condition") or {}).get("source_counters") or {}).get("kind") == "level")


_AS_A_COPY = _lazy(r"\bas a copy of\b", re.I)
# Mutavault: "becomes a 2/2 creature with all creature types until end of turn"
_ALL_TYPES_ANIMATION = _lazy(r"\bbecomes? an? (?:(?P<p>\d+)/(?P<t>\d+) )?[^.]*\bcreature with all creature types\b", re.I)


def animates_with_all_types(oracle_text: str) -> bool:
    """Whether the face's own ability makes it a creature with all creature types (Mutavault)."""
    return bool(oracle_text) and "all creature types" in oracle_text and bool(_ALL_TYPES_ANIMATION.search(oracle_text))


def animation_pt(oracle_text: str) -> Optional[tuple[int, int]]:
    """The power and toughness the face's own animation with all creature types gives
    ("becomes a 2/2 creature with all creature types": Mutavault), if it says."""
    m = _ALL_TYPES_ANIMATION.search(oracle_text or "")
    return (int(m.group("p")), int(m.group("t"))) if m and m.group("p") else None



def defines_own_pt(name: str, sentence: str) -> bool:
    """Whether a sentence is the face's own characteristic-defining ability for power
    (604.3: "Tarmogoyf's power is equal to ..."), whose values a board's `power` and
    `toughness` hold (613.4a)."""
    low = sentence.lower()
    subjects = {"this creature", name.lower(), name.split(",")[0].lower()}
    return any(low.startswith(s + "'s power ") for s in subjects if s) and " equal to " in low


# what a sentence changing only its own side's characteristics is made of (own_side_change)
_ABILITY_WORD = _lazy(r"^[a-z][a-z' \-]*\u2014 ")
_GATE_FIRST = _lazy(r"^(?:as long as [^,]+|during your turn|during turns other than yours|if [^,]+), (?P<rest>.+)$")
_GATE_LAST = _lazy(r"^(?P<rest>.+?)(?: as long as .+| during your turn| during turns other than yours)$")
_SIDE_SUBJECT = _lazy(
    r"^(?:(?P<self>~|this creature)|(?P<attached>(?:enchanted|equipped) (?:creature|permanent))"
    r"|(?P<own>(?P<words>(?:[a-z\-]+,? )*?)(?:creatures?|[a-z\-]+s) you control"
    r"(?: of the chosen (?:creature )?(?:type|color)| with [a-z0-9 ,+/\-]+?| that [a-z ,\-]+?)?))"
    r" (?P<pred>(?:gets?|has|have) .+)$")
_NOT_OWN_SIDE = _lazy(r"\b(?:you|your|opponents?|players?|control|don't|doesn't)\b")
_SIDE_BONUS = _lazy(r"^gets? \+(?:\d+|x)/\+(?:\d+|x)(?: for each (?:(?!\b(?:gets?|loses?|has|have|can't|can|are|is|attacks?|blocks?|must)\b)[^,])+?)?"
                    r"(?:,? where x is (?:(?!\b(?:gets?|loses?|can't)\b)[^,])+?)?(?:,? and (?:has|have) (?P<kws>.+))?$")
_SIDE_KEYWORDS = _lazy(r"^(?:has|have) (?P<kws>.+?)(?:,? and (?P<bonus>gets? .+))?$")
_SIDE_POWER = _lazy(r"^(?:~|this creature)'s power is equal to [^.]+$")


def own_side_change(name: str, sentence: str) -> Optional[str]:
    """Whose characteristics a static sentence the reader does not read changes, where all it
    does is raise power and toughness ("+N/+N", "for each", "where X is": toughness never
    falls, 704.5f), define power alone (604.3) or give keywords: "self" (the permanent:
    "Adeline's power is equal to ..."), "own" (creatures its controller controls: "Creatures
    you control of the chosen type get +1/+1"), "attached" (the creature it enchants or
    equips); a condition only says when ("as long as ..."). None for any other sentence."""
    if '"' in sentence or "\u201c" in sentence or "toughness" in sentence.lower():
        return None
    low = _replace_self_name(sentence.strip().rstrip("."), name) if name else sentence.strip().rstrip(".")
    if "," in name:
        low = _replace_self_name(low, name.split(",")[0].strip())
    low = _ABILITY_WORD.sub("", low.lower())
    for gate in (_GATE_FIRST, _GATE_LAST):
        m = gate.match(low)
        if m:
            low = m.group("rest")
    first = name.split(" ")[0].lower()
    if len(first) > 2 and low.startswith(first + " ") and re.match(r"(?:has|gets?) ", low[len(first) + 1:]):
        low = "~" + low[len(first):]  # a legendary creature named by its first word ("Zurgo has ...")
    if _SIDE_POWER.match(low):
        return "self"
    m = _SIDE_SUBJECT.match(low)
    if m is None or (m.group("own") is not None and _NOT_OWN_SIDE.search(m.group("words"))):
        return None
    pred = m.group("pred")
    b = _SIDE_BONUS.match(pred)
    if b is None:
        k = _SIDE_KEYWORDS.match(pred)
        if k is None or (k.group("bonus") and not _SIDE_BONUS.match(k.group("bonus"))):
            return None
        kws: Optional[str] = k.group("kws")
    else:
        kws = b.group("kws")
    if kws is not None and _keyword_list(kws) is None:
        return None
    return "self" if m.group("self") else "attached" if m.group("attached") else "own"


def _candidate(line: str) -> bool:
    if line.startswith("Prototype "):
        return True
    line = _QUOTED_TEXT.sub('""', line)  # a quoted ability's words are its own (its "until end of turn" too)
    if _NOT_STATIC.search(line):
        return False
    pt = _pt_words(line)
    return bool((_PT_CHANGE.search(pt) and not _PT_NOT_STATIC.search(pt)) or _COLOR_CHANGE.search(line)
                or _TYPE_CHANGE.search(line) or _DEVOTION_CHANGE.search(line) or _KEYWORD_CHANGE.search(line)
                or _KEYWORD_ENTERS.search(line) or _IS_PT_NOUN.search(line)
                or (_AS_A_COPY.search(line) and _COPY_EXCEPT.search(line)))


def _pt_words(text: str) -> str:
    """The text where a change of power may be said: quoted abilities and the names of
    +1/+1 counters left out ("creatures with +1/+1 counters on them can't be blocked")."""
    return _COUNTER_NAME.sub("counter", _QUOTED_TEXT.sub('""', text))


@functools.lru_cache(maxsize=4096)
def _unread_traits(name: str, oracle_text: str, type_line: str) -> tuple[tuple[str, str], ...]:
    read = read_oracle(name, oracle_text, type_line)
    short = name.split(" // ")[0].split(",")[0].lower()
    out: list[tuple[str, str]] = []
    lines = oracle_text.split("\n")
    for line in lines:
        if _PROTOTYPE.match(line):  # 702.160: cast prototyped, other power, toughness and colors
            out += [(line.split(" (")[0], "power"), (line.split(" (")[0], "colors")]
    for n in read.ignored:
        text = n["text"]
        if n["reason"] == _WHILE_ATTACKING:
            continue  # (The Masamune's first strike): nothing is attacking yet (508.1k)
        if n["reason"] in (_BASE_PT_ASKED, _PT_UNREAD_STATIC):
            # the rest of the sentence is read (Timber Paladin's keywords, Hold the Gates' vigilance)
            out.append((text, "power"))
            continue
        line = next((x for x in lines if text in x), text)  # "It gets -6/-0 instead ..." of a static line
        if _AS_A_COPY.search(text) and _COPY_EXCEPT.search(text):  # 707.9b: what the copy is instead
            out += [(text, trait) for trait in _copy_exception_traits(text)]
            continue
        said = _QUOTED_TEXT.sub('""', text)  # what the sentence says outside quoted abilities (their own words)
        if _NOT_STATIC.search(said) or _NOT_STATIC.search(_QUOTED_TEXT.sub('""', line)) or (
                short and text.lower().startswith(short + " is ") and not _CHOSEN_TYPE.search(text)):
            continue  # "Transguild Courier is all colors": its own colors (604.3), read already
        pt = _pt_words(text)
        if _PT_CHANGE.search(pt) and not _PT_NOT_STATIC.search(pt) and (
                n["reason"].startswith(_PT_NOT_READ) or (_PT_NAMED.search(pt) and not _IN_COMBAT_ONLY.search(pt)
                                                     and not _CREATES.search(pt))):
            # a static change in a sentence that also speaks of attacking or blocking (Intrepid
            # Ace's "+2/+0 as long as it isn't attacking", White Mage's Staff's +1/+1 beside a
            # quoted attack trigger) applies as attackers are declared (508.1c) unless only to
            # creatures already attacking or blocking (508.1k: none is yet)
            out.append((text, "power"))
        if _COLOR_CHANGE.search(said) and not _SELF_TRAIT.search(said):
            out.append((text, "colors"))
        if _DEVOTION_CHANGE.search(said):  # 700.5a: an effect that modifies devotion (Altar of the Pantheon)
            out.append((text, "devotion"))
        noun = _IS_PT_NOUN.search(said)  # Goddric's celebration: "is a 4/4 Dragon with flying"
        if (_KEYWORD_CHANGE.search(said) or _KEYWORD_ENTERS.search(said) or (noun and noun.group("kws"))) \
                and not _PLAYER_SUBJECT.match(said):
            # Angelic Destiny's flying, Archetype of Imagination's loss of it (not "You have shroud")
            out.append((text, "keywords"))
        if n["reason"] == _ADDS_TYPE_REASON:
            out.append((text, "types"))
        elif (_TYPE_CHANGE.search(said) and (not _SELF_TRAIT.search(said) or _CHOSEN_TYPE.search(said))) or noun:
            out.append((text, "subtypes"))
            if _LAND_TYPE_SET.search(said):  # 305.7: the land loses the abilities of its rules text
                out.append((text, "land abilities"))
    return tuple(out)


# "is a 4/4 Dragon with flying" (a power, a creature type and keywords set together: Goddric's
# celebration), not "is a creature"
_IS_PT_NOUN = _lazy(r"\b(?:is|are) an? (?:\d+/\d+ [a-z][a-z' -]*?|[a-z][a-z' -]*? with base power and toughness \d+/\d+)"
                    r"(?P<kws>(?: with|,)[^.]*?\b(?:" + "|".join(BOARD_KEYWORDS) + r")\b)?(?=[^.]*(?:\.|$))", re.I)
_WHILE_ATTACKING = "applies only while attacking or blocking, after attackers are declared (508.1k)"
_IN_COMBAT_ONLY = _lazy(r"^(?:attacking|blocking)\b|\b(?:attacking|blocking|blocked|unblocked) (?:non-?)?[\w-]+(?: [\w-]+)? "
                        r"(?:you control|get|gets|have|has)\b|\b(?:attacking|blocking|blocked|unblocked) creatures?\b"
                        r"|\bcreatures? attacking\b|\b(?:is|'s|are) (?:attacking|blocking)\b"
                        r"|\bwhen(?:ever)?\b|\b(?:attacks|blocks|becomes blocked)\b|\bexert", re.I)
_CREATES = _lazy(r"\bcreates?\b", re.I)  # a token's power and toughness
_PT_NAMED = _lazy(r"[+-](?:\d+|[xy])/[+-](?:\d+|[xy])|\bpower\b|\btoughness\b|\b\d+/\d+\b", re.I)
_COPY_EXCEPT = _lazy(r"\bexcept\b", re.I)
_COPY_NOT_CREATURE = _lazy(r"\(it's not a creature\.?\)|\bloses all other card types\b"
                           r"|\bexcept it's an? (?:artifact|enchantment|land)(?! creature)(?! in addition)\b", re.I)
_COPY_CARD_TYPE = _lazy(r"\b(?:artifact|enchantment|land|creature)\b[^.,]*\bin addition to\b|\bloses all other card types\b",
                        re.I)
_COPY_SUBTYPE = _lazy(r"\bin addition to (?:its|his|her|their) other (?:colors and )?(?:creature )?types\b|\bchangeling\b"
                      r"|\b(?:it's|he's|she's) an? (?:\d+/\d+ )?(?:(?:white|blue|black|red|green) )?(?-i:[A-Z])", re.I)
_COPY_COLOR = _lazy(r"\bcolors?\b|\b(?:white|blue|black|red|green)\b", re.I)
_COPY_NAME = _lazy(r"\b(?:its|his|her|their) name is\b", re.I)
_COPY_POWER = _lazy(r"\b\d+/\d+\b|\bpower\b|\btoughness\b", re.I)
_COPY_KEYWORD = _lazy(r"\b(?:has|have)\b[^.]*\b(?:" + "|".join(BOARD_KEYWORDS) + r")\b", re.I)


def _copy_exception_traits(sentence: str) -> list[str]:
    """The traits the exceptions of a copy effect set (707.9b), which a board states in its
    `copy_except`: `creature` where it is no creature (Machine God's Effigy), card types,
    subtypes, colors (Vesuvan Doppelganger keeps its own), names (Sakashima the Impostor),
    power and keywords (Mockingbird's flying). Counters are the board's own, and quoted
    abilities the reader's (unsupported where they matter)."""
    clause = _QUOTED_TEXT.sub('""', sentence[_COPY_EXCEPT.search(sentence).end():])  # type: ignore[union-attr]
    clause = _COUNTER_NAME.sub("counter", clause)
    traits = []
    if _COPY_NOT_CREATURE.search(sentence):
        traits.append("creature")
    for trait, pattern in (("types", _COPY_CARD_TYPE), ("subtypes", _COPY_SUBTYPE), ("colors", _COPY_COLOR),
                           ("names", _COPY_NAME), ("power", _COPY_POWER), ("keywords", _COPY_KEYWORD)):
        if pattern.search(clause):
            traits.append(trait)
    return traits


_DEVOTION_CHANGE = _lazy(r"\bdevotion to\b[^.]*\b(?:is|are) (?:increased|decreased)\b|\bcounts? toward your devotion\b",
                         re.I)
_PROTOTYPE = _lazy(r"^Prototype (?:\{[^}]+\})+ \u2014 \d+/\d+")
_COLOR_CHANGE = _lazy(r"\b(?:is|are)(?: all)? (?:colorless|all colors|the chosen colors?|(?:white|blue|black|red|green)\b)"
                      r"|\bin addition to (?:its|their) other colors\b", re.I)
_TYPE_CHANGE = _lazy(r"\b(?:is|are) (?:also )?(?:every creature type|all creature types|the chosen (?:creature )?type"
                     r"|(?:an? )?(?:plains|islands?|swamps?|mountains?|forests?)\b|every basic land type)"
                     r"|\bin addition to (?:its|their) other (?:creature |land )?types\b"
                     r"|\b(?:has|have) changeling\b", re.I)  # 702.73a: every creature type (Everyone's an Imposter)
_SELECTED_KEYWORDS = "|".join(k for k in BOARD_KEYWORDS if k not in ("haste", "vigilance", "defender"))
_KEYWORD_CHANGE = _lazy(r"\b(?:has|have|gains?|loses?|can't have)\b[^.]*\b(?:" + _SELECTED_KEYWORDS + r")\b", re.I)
# "If it was kicked, it enters with ... and with flying" (Faerie Squadron): a keyword it has from
# then on (a keyword counter is written as a counter)
_KEYWORD_ENTERS = _lazy(r"\b(?:enters? with|and with) (?:" + _SELECTED_KEYWORDS + r")\b(?! counter)", re.I)
_COUNTER_NAME = _lazy(r"[+-](?:\d+|x)/[+-](?:\d+|x) counters?\b", re.I)
_QUOTED_TEXT = _lazy(r'"[^"]*"')
_PLAYER_SUBJECT = _lazy(r"^(?:you|each player|players|each opponent|your opponents|your team)\b", re.I)
_LAND_TYPE_SET = _lazy(r"\b(?:is|are) (?:an? )?(?:plains|islands?|swamps?|mountains?|forests?)\.?$", re.I)
_SELF_TRAIT = _lazy(r"^(?:this (?:card|creature|permanent|spell)|~) is\b|\bas long as\b[^,]*\bis (?:white|blue|black|red"
                    r"|green|an? )", re.I)


# "put"/"enters with" counters change power once (a board writes its counters); "for each charge
# counter on ~" and "equal to the number of fade counters on it" are static (604.1)
_CHOSEN_TYPE = _lazy(r"\bis the chosen (?:creature )?type\b", re.I)
_PT_NOT_STATIC = _lazy(r"\b(?:put|puts|enters? with|escapes? with|remove|removes|move|moves|double|doubles)\b"
                       r"[^.]*\bcounters?\b|\bperpetually\b|\benters?\b|\bescapes?\b|^(?:put|distribute|each friend|untap)\b",
                       re.I)
_PT_CHANGE = _lazy(r"[+-](?:\d+|[xy])/[+-](?:\d+|[xy])|\b(?:is|are)(?: each)? equal to\b|\bbase power\b"
                   r"|\bpower (?:and toughness )?(?:is|are|becomes?)\b", re.I)


_MANA_CHANGE_WORDS = _lazy(r"\badds?\b|\bmana\b|can't be activated|more to activate|\bare\b|\bis\b|can't change|can't lose life"
                           r"|can't pay life", re.I)


_COULD_PRODUCE = _lazy(
    r"one mana of any (?P<of>color|type) that (?:a|an) (?P<basic>basic )?(?P<what>land|permanent|artifact|creature)s? "
    r"(?P<who>you control|an opponent controls|your opponents control) could produce", re.I)


# "If this creature has a +1/+1 counter on it, add three mana of that type instead." (Incubation Druid)
_COULD_MORE = _lazy(r"If this creature has an? (?P<kind>[+-]1/[+-]1|[a-z]+) counter on it, add "
                    r"(?P<n>two|three|four|five) mana of that type instead\.", re.I)


def _could_produce(what: str) -> Optional[dict]:
    m = _COULD_PRODUCE.fullmatch(what.strip())
    if not m:
        return None
    who = "you" if m.group("who").lower() == "you control" else "opponents"
    selector = {"controller": who, "types": [m.group("what").lower()]}
    if m.group("basic"):  # Star Compass: "a basic land you control"
        selector["supertypes"] = ["basic"]
    return {"cost": "{T}", "could_produce": selector, "of": m.group("of").lower()}


_TAP_ADD = _lazy(r"^\{T\}:\s*Add (?P<what>[^.]+)\.")
_UNTAP_ADD = _lazy(r"^\{Q\}:\s*Add (?P<what>[^.]+)\.")
# generic mana or one colored or hybrid symbol, and {T}: a Signet's {1}, Cabal Coffers' {2}, a
# filter land's {W/U}, Apprentice Wizard's {U}
_PAY_MANA = r"\{(?:[1-9]|[WUBRGC]|[WUBRG]/[WUBRG])\}, \{T\}"
_PAY_MANA_TAP = _lazy(_PAY_MANA)
_PAY_MANA_TAP_ADD = _lazy(rf"^(?P<cost>{_PAY_MANA}):\s*Add ")


_FOR_EACH_MANA = _lazy(r"(?P<mana>\{[WUBRGC]\}) for each (?P<other>other )?(?P<basic>basic )?(?P<what>[a-z\-]+)"
                       r"(?: with power (?P<power>\d+) or greater)? (?P<where>you control|on the battlefield)"
                       r"(?: with (?P<keyword>[a-z]+(?: [a-z]+)?))?", re.I)


_PER_COUNTER_MANA = _lazy(r"(?P<mana>\{[WUBRGC]\}) for each (?P<kind>[a-z][a-z\-]*|\+1/\+1) counter on "
                         r"(?:this (?:artifact|creature|land|enchantment|permanent)|~)", re.I)


def _for_each_mana(what: str) -> Optional[tuple[str, dict]]:
    """"{G} for each creature you control" (Gaea's Cradle), "{G} for each Elf on the
    battlefield" (Priest of Titania): (the symbol, the selector of what it counts), or None.
    A card type or one creature or basic land type, "basic" (Cabal Stronghold), "with power N
    or greater" (Leafkin Avenger) and "with KEYWORD" (Overgrown Battlement) only."""
    m = _FOR_EACH_MANA.fullmatch(what)
    if m is None:
        return None
    word = m.group("what").lower()
    sel: dict[str, Any] = {"controller": "you" if m.group("where").lower() == "you control" else "any"}
    if word in _CARD_TYPE_WORDS:
        sel["types"] = [word]
    elif _singular_type(word) == word or _type_name(word) in _BASIC_LAND_MANA:
        sel["subtypes"] = [_type_name(word)]
    else:
        return None
    if m.group("basic"):
        sel["supertypes"] = ["basic"]
    if m.group("other"):  # Baldur's Gate's "other Gates": not the permanent itself
        sel["other"] = True
    if m.group("power"):
        sel["power_greater_than"] = int(m.group("power")) - 1
    if m.group("keyword"):
        keyword = m.group("keyword").lower()
        if keyword not in BOARD_KEYWORDS:
            return None
        sel["keywords"] = [keyword]
    return m.group("mana").upper(), sel


# "X mana of any one color, where X is the number of Elves on the battlefield" (Wirewood
# Channeler), "X mana in any combination of colors, where X is the number of creatures you
# control with defender" (Axebane Guardian)
_X_MANA = _lazy(r"(?:X mana (?P<how>of any one color|in any combination of colors)|X (?P<one>\{[WUBRGC]\}) or X "
                r"(?P<two>\{[WUBRGC]\})), where X is the number of (?P<other>other )?(?P<what>[a-z\-]+) (?P<rest>.+)",
                re.I)
_COUNTERS_ON_SELF = _lazy(r"(?P<kind>[a-z][a-z\-]*|\+1/\+1) counters on (?:this (?:artifact|creature|land|enchantment|"
                          r"permanent)|~)", re.I)


def _counted_mana(what: str) -> Optional[dict]:
    """ "{G} for each creature you control" (Gaea's Cradle), "{C} for each charge counter on
    this artifact" (Everflowing Chalice), "X mana of any one color, where X is the number of
    Elves on the battlefield" (Wirewood Channeler): a mana ability's `produce` and `for_each`
    or `per_counter`, or None."""
    if (each := _for_each_mana(what)) is not None:
        return {"produce": [each[0]], "for_each": each[1]}
    if per := _PER_COUNTER_MANA.fullmatch(what):
        return {"produce": [per.group("mana").upper()], "per_counter": per.group("kind").lower()}
    if x := _X_MANA.fullmatch(what):
        # (Brigid's "X {G} or X {W}": a choice of the two)
        produce: list = ([[x.group("one").upper(), x.group("two").upper()]] if x.group("one") else
                         [["{W}", "{U}", "{B}", "{R}", "{G}"]] if x.group("how").lower().startswith("of") else ["any"])
        if (counters := _COUNTERS_ON_SELF.fullmatch(f"{x.group('what')} {x.group('rest')}")) and not x.group("other"):
            return {"produce": produce, "per_counter": counters.group("kind").lower()}
        word = x.group("what").lower()
        one = word[:-1] if word in {t + "s" for t in _CARD_TYPE_WORDS} else _singular_type(word)
        other = "other " if x.group("other") else ""
        if one is not None and (each := _for_each_mana(f"{{C}} for each {other}{one} {x.group('rest')}")) is not None:
            return {"produce": produce, "for_each": each[1]}
    return None


def _counted_tap_mana(line: str) -> Optional[dict]:
    """A whole "{T}: Add {G} for each creature you control." line read by _counted_mana, or None."""
    m = _TAP_ADD.match(line)
    if m is None or line[m.end():].strip():
        return None
    return _counted_mana(m.group("what").strip())


def _as_choices(option: Any) -> list:
    """A mana option as read ("{G}", or a list for a choice: ["{W}", "{U}"]) as the list of
    choices a mana ability's `produce` takes."""
    return option if isinstance(option, list) else [option]


def _removed_counter_mana(line: str, name: str = "") -> Optional[dict]:
    """"{T}, Remove a charge counter from this land: Add one mana of any color." as a mana
    ability with `remove_counter` (its produce read as a {T} ability's would be); without {T}
    ("Remove a charge counter from this artifact: Add ...", Pentad Prism; "Remove three +1/+1
    counters from this creature: Add {R}{R}{R}.", Runaway Steam-Kin; "from Ramos", the card by
    its `name`) with `cost: ""`, activated once for each such counters (602.2b); or None."""
    line = _as_self(line, name, " from {}: ")
    m = _REMOVE_COUNTER_TAP.match(line)
    alone = _REMOVE_COUNTER_ONLY.match(line) if m is None else None
    found = m or alone
    if found is None:
        return None
    options, notes = _read_mana_detail("{T}: " + found.group("add"))
    if len(options) != 1 or notes:
        return None
    option = options[0]
    if alone is None:
        return {"cost": "{T}", "produce": _as_choices(option), "remove_counter": found.group("kind").lower()}
    n = _number(alone.group("n"))
    if isinstance(option, list) or n is None:  # a choice each time: not one option to repeat
        return None
    return {"cost": "", "produce": [option], "remove_counter": alone.group("kind").lower(),
            **({"remove_count": n} if n != 1 else {}), **({"once_each_turn": True} if alone.group("once") else {})}


def _as_self(line: str, name: str, where: str) -> str:
    """`line` with the card's names (`name`, its short names, its first word: "Rasputin" for
    Rasputin Dreamweaver) as ~ where `where` ("from {}: ") holds them."""
    for own in (_self_names(name) + [name.split(" ")[0]]) if name else ():
        if len(own) > 2:
            line = line.replace(where.format(own), where.format("~"))
    return line


# "{T}, Remove any number of storage counters from this land: Add {W} for each storage counter
# removed this way." (Fountain of Cho, Bottomless Vault): as many as it has, at most (122.1)
_STORAGE_MANA = _lazy(r"^\{T\}, Remove any number of (?P<kind>[a-z]+) counters from (?:this (?:land|artifact|permanent)|~): "
                      r"Add (?P<mana>\{[WUBRGC]\}) for each (?P=kind) counter removed this way\.$")
# "{T}: Add an amount of {G} equal to this creature's power." (Viridian Joiner), "{T}: Add X mana
# of any one color, where X is this creature's power." (Heronblade Elite)
_POWER_MANA = _lazy(r"^\{T\}: Add (?:an amount of (?P<mana>\{[WUBRGC]\}) equal to|(?P<any>X mana of any one color), where "
                    r"X is) (?:this creature|~)'s power\.$")
# "the greatest power among creatures you control" (Bighorner Rancher, Avatar Kyoshi; Selvala's
# "{G}, {T}: Add X mana in any combination of colors")
_GREATEST_POWER_MANA = _lazy(
    r"^(?P<cost>\{T\}|\{[WUBRGC1-9]\}, \{T\}): Add (?:an amount of (?P<mana>\{[WUBRGC]\}) equal to|"
    r"(?P<one>X mana of any one color), where X is|(?P<combination>X mana in any combination of colors), where X "
    r"is) the greatest power among creatures you control\.$")
# devotion (700.5): Karametra's Acolyte's "Add an amount of {G} equal to your devotion to
# green", Nykthos' and Nyx Lotus' "Choose a color. Add an amount of mana of that color equal
# to your devotion to that color."
_DEVOTION_MANA = _lazy(
    r"^(?P<cost>\{T\}|\{[1-9]\}, \{T\}): (?:Add an amount of (?P<mana>\{[WUBRG]\}) equal to your devotion to "
    r"(?:white|blue|black|red|green)|Choose a color\. Add an amount of mana of that color equal to your devotion to "
    r"that color)\.$")
# "Sacrifice this creature: Add {R}{R}." (Reckless Barbarian, Eye of Ramos): no {T}
_SACRIFICE_MANA = _lazy(r"^Sacrifice (?:this (?:creature|artifact|enchantment|land|permanent)|~): (?P<add>Add [^.]+\.)$")
# "Sacrifice a creature: Add {C}{C}." (Ashnod's Altar, Phyrexian Altar, Krark-Clan Ironworks)
# "{T}, Sacrifice a creature: Add {B}{B}." (Phyrexian Tower, Gilded Goose's Food): with {T}
_SACRIFICE_ONE_MANA = _lazy(r"^(?P<tap>\{T\}, )?Sacrifice an? (?P<what>[^:]+): (?P<add>Add [^.]+\.)$")


def _costly_mana(line: str, name: str = "") -> Optional[dict]:
    """A mana ability read_mana_abilities reads in a form beside {T} and {Q}: counters removed,
    other permanents tapped, storage counters, mana for each point of power, itself
    sacrificed; or None."""
    if (got := _removed_counter_mana(line, name) or _tapped_others_mana(line)) is not None:
        return got
    if m := _STORAGE_MANA.match(line):
        return {"cost": "{T}", "produce": [m.group("mana").upper()], "per_counter": m.group("kind")}
    if m := _POWER_MANA.match(_as_self(_as_self(line, name, "equal to {}'s power."), name, "X is {}'s power.")):
        return {"cost": "{T}", "per_power": True, "produce": _counted_produce(m)}
    if (m := _SACRIFICE_MANA.match(_as_self(line, name, "Sacrifice {}: "))) and (
            option := _one_option(m.group("add"))) is not None:
        return {"cost": "", "sacrifice": True, "produce": _as_choices(option)}
    if m := _GREATEST_POWER_MANA.match(line):
        return {"cost": m.group("cost"), "greatest_power_among": {"types": ["creature"], "controller": "you"},
                "produce": ["any"] if m.group("combination") else _counted_produce(m)}
    if m := _DEVOTION_MANA.match(line):
        return {"cost": m.group("cost"), "per_devotion": True, "produce": _counted_produce(m)}
    if _COLORS_AMONG_MANA.match(line):  # Bloom Tender, Faeburrow Elder
        return {"cost": "{T}", "colors_among": {"controller": "you"}}
    if (m := _SACRIFICE_ONE_MANA.match(line)) and (option := _one_option(m.group("add"))) is not None and (
            selector := _selectors(m.group("what"))) is not None:  # 701.21a: a permanent of its controller's
        return {"cost": "{T}" if m.group("tap") else "", "sacrifice_one": selector, "produce": _as_choices(option)}
    return None


# "Vivid — {T}: For each color among permanents you control, add one mana of that color."
_COLORS_AMONG_MANA = _lazy(r"^(?:[A-Z][^:\u2014]* \u2014 )?\{T\}: For each color among permanents you control, add one "
                           r"mana of that color\.$")
def _counted_produce(m: Any) -> list:
    """A counted mana ability's `produce`: its one symbol ("an amount of {G}"), or one of a
    choice of the five colors ("X mana of any one color", "mana of that color")."""
    return [m.group("mana").upper()] if m.group("mana") else [[f"{{{c}}}" for c in "WUBRG"]]


# "{T}, Tap an untapped creature you control: Add one mana of any color." (Springleaf Drum),
# "Tap three untapped Elves you control: Add {G}{G}{G}." (Heritage Druid): other permanents
# tapped for the cost (602.2b)
_TAP_UNTAPPED = _lazy(r"^(?P<tap>\{T\}, )?Tap (?P<n>an?|one|two|three|four|five) untapped (?P<what>[^:]+?) you control: "
                      r"(?P<add>Add [^.]+\.)$")


def _tapped_others_mana(line: str) -> Optional[dict]:
    """A mana ability whose cost taps untapped permanents its controller controls, with or
    without {T}, as a mana ability with `tap_untapped` (its produce read as a {T} ability's
    would be), or None."""
    m = _TAP_UNTAPPED.match(line)
    if m is None:
        return None
    option, n, selector = _one_option(m.group("add")), _number(m.group("n")), _selectors(m.group("what"))
    if option is None or n is None or selector is None:
        return None
    return {"cost": "{T}" if m.group("tap") else "", "produce": _as_choices(option),
            "tap_untapped": selector, **({"tap_count": n} if n != 1 else {})}


def _one_option(add: str) -> Any:
    """The one mana option of "Add ..." read as a {T} ability's would be, or None."""
    options, notes = _read_mana_detail("{T}: " + add)
    return options[0] if len(options) == 1 and not notes else None


def _selectors(what: str) -> Any:
    """"creature", "artifact or creature": a selector, or a list (any of them); None when a
    part is not understood."""
    ctx = _Ctx("", [], [], ReadResult())
    selectors = [_permanent_selector(part, ctx) for part in what.lower().split(" or ")]
    if any(sel is None for sel in selectors):
        return None
    return selectors[0] if len(selectors) == 1 else selectors


def read_mana_abilities(oracle_text: str, name: str = "") -> list:
    """Mana abilities in the board format's `mana_abilities` form: those that make mana of
    a type other permanents "could produce" (106.7: Reflecting Pool, Exotic Orchard), of the
    commander's color identity (903.4: Command Tower) and those whose cost is the untap
    symbol {Q} (107.6). `name`: the card's, as its text may call itself ("Remove five +1/+1
    counters from Ramos")."""
    text = _strip_reminder(_normalise_symbols(oracle_text or ""))
    out: list = []
    for raw in text.split("\n"):
        line = _without_self_sacrifice(raw.strip())
        m = _TAP_ADD.match(line)
        if m and (could := _could_produce(m.group("what"))) is not None:
            rest = line[m.end():].strip()
            if not rest:
                out.append(could)
            elif (more := _COULD_MORE.fullmatch(rest)) is not None:
                # Incubation Druid: its one mana without such a counter, n of that type with one
                kind = more.group("kind").lower()
                out += [{**could, "with_counters": {"kind": kind, "at_least": 0, "at_most": 0}},
                        {**could, "times": _NUMBER_WORDS[more.group("n").lower()],
                         "with_counters": {"kind": kind, "at_least": 1}}]
            continue  # else more than its one mana: not understood (_read_mana_detail)
        if (counted := _counted_tap_mana(line)) is not None:
            out.append({"cost": "{T}", **counted})  # Gaea's Cradle, Everflowing Chalice
            continue
        if m and _ANY_COMMANDER.fullmatch(m.group("what").strip()) and _COMMANDER_REST.fullmatch(line[m.end():].strip()):
            out.append({"cost": "{T}", "commander_color_identity": True})  # Command Tower (903.4)
            continue
        if _LEVEL_HEADER.match(line):
            break  # a level section's (711.2b): not modelled, see _read_mana_detail
        costly = _costly_mana(raw.strip(), name)
        if costly is not None:
            out.append(costly)  # Vivid Meadow: while it has a charge counter; Springleaf Drum, ...
            continue
        m = _UNTAP_ADD.match(line)
        if m and (option := _mana_option(m.group("what").strip())) is not None:
            out.append({"cost": "{Q}", "produce": _as_choices(option)})
            continue
        m = _PAY_MANA_TAP_ADD.match(line)
        if m:  # {1}, {T}: a Signet's, where it reads as a {T} ability would (_read_mana_detail)
            tap_line = "{T}: Add " + line[m.end("cost") + 1:].strip().removeprefix("Add ")
            if (counted := _counted_tap_mana(tap_line)) is not None:
                out.append({"cost": m.group("cost"), **counted})  # Cabal Coffers: {B} for each Swamp you control
                continue
            tap_options, tap_notes = _read_mana_detail(tap_line)
            if len(tap_options) == 1 and not tap_notes:
                option = tap_options[0]
                out.append({"cost": m.group("cost"), "produce": _as_choices(option)})
    return out


def mana_ability_lines(oracle_text: str, name: str = "") -> list[str]:
    """The lines of the text (reminder text left out) that read_mana_abilities reads into a
    `mana_abilities` entry (Nykthos', Bloom Tender's, a Signet's)."""
    text = _strip_reminder(_normalise_symbols(oracle_text or ""))
    return [line.strip() for line in text.split("\n") if line.strip() and read_mana_abilities(line, name)]


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


_REMINDER = _lazy(r"[ \t]*\([^()]*\)")


def _strip_reminder(text: str) -> str:
    previous = None
    while previous != text:  # tolerate one level of nesting
        previous = text
        text = _REMINDER.sub("", text) if "(" in text else text
    return "\n".join(line.strip() for line in text.split("\n"))


# Words that are never a legendary creature's short name.
_NOT_SHORT_NAMES = frozenset("the a an of and sir lady lord king queen captain general doctor".split())


def _self_names(name: str, type_line: str = "") -> list[str]:
    """The names the text may use for the card itself: each face name, the part of a
    legendary name before its comma ("Kardur, Doomscourge": "Kardur"), and a legendary
    creature's or planeswalker's first word ("Zurgo Helmsmasher": "Zurgo")."""
    names: set[str] = set()
    legendary = "Legendary" in (type_line or "")
    person = legendary and ("Creature" in type_line or "Planeswalker" in type_line)
    for part in (name or "").split(" // "):
        part = part.strip()
        if not part:
            continue
        if part.startswith("A-"):  # an Alchemy rebalanced card names itself without the prefix
            part = part[2:]
        names.add(part)
        if "," in part:  # legendary short name: "Kardur, Doomscourge" -> "Kardur"
            short = part.split(",")[0].strip()
            if len(short) > 2:
                names.add(short)
        elif person and " " in part:
            first = part.split(" ")[0]
            if (len(first) > 2 and first[0].isupper() and first.lower() not in _NOT_SHORT_NAMES
                    and first.lower() not in _CREATURE_TYPES):
                names.add(first)
    return sorted(names, key=len, reverse=True)


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


_SELF_PHRASE = _lazy(
    r"\b[Tt]his (?:[Cc]reature|[Aa]rtifact|[Ee]nchantment|[Pp]ermanent|[Ll]and|[Ss]aga|[Ss]iege|[Ee]quipment|[Aa]ura"
    r"|[Cc]ard|[Ss]pell|[Pp]laneswalker|[Vv]ehicle|[Bb]attle|[Tt]oken|[Cc]urse|[Cc]onspiracy|[Ss]cheme|[Pp]lane"
    r"|[Ss]pacecraft|[Cc]lass|[Cc]ase|[Rr]oom)\b"
)


@dataclass
class _Text:
    """Working text (self references replaced by ~) and display text (as printed, for
    reporting), both without reminder text and with quoted abilities masked."""

    body: str
    quotes: list[str]
    display: str
    display_quotes: list[str]


_QUOTED = _lazy(r'"([^"]*)"')
_INNER_QUOTED = _lazy(r"(?<= )'((?=[{A-Z])[^\n]*?[.!?])'(?=$|[\s,.])")


def _mask_quotes(text: str) -> tuple[str, list[str]]:
    quotes: list[str] = []

    def _mask(m: re.Match) -> str:
        quotes.append(m.group(1))
        return f"{_QUOTE_OPEN}{len(quotes) - 1}{_QUOTE_CLOSE}"

    masked = _QUOTED.sub(_mask, text)
    if "'" in masked:  # an ability quoted inside a quoted ability: 'This creature ...' or '{T}: ...'
        masked = _INNER_QUOTED.sub(_mask, masked)
    # a quoted ability ending with a period ends the sentence when a new one follows
    masked = _QUOTE_END.sub(lambda m: m.group(1) + "." + m.group(2) if quotes[int(m.group(1)[1:-1])].endswith(".")
                            else m.group(0), masked)
    return masked, quotes


_QUOTE_END = _lazy("(" + _QUOTE_OPEN + r"\d+" + _QUOTE_CLOSE + r")( (?=[A-Z~]))")

def _prepare(name: str, text: str, type_line: str = "") -> _Text:
    base = _strip_reminder(_normalise_symbols(text or "")).replace(" \u2192 ", ", ")
    display, display_quotes = _mask_quotes(base)
    t = base
    for n in _self_names(name, type_line):
        t = _replace_self_name(t, n)
    t, quotes = _mask_quotes(t)
    t = _SELF_PHRASE.sub(_SELF, t)
    return _Text(t, quotes, display, display_quotes)


# --------------------------------------------------------------------------- lines and sentences


def _keyword_line(line: str) -> list[str] | None:
    """The board keywords of a keyword line ("Flying, haste"), [] when its keywords are all
    outside the board set, None when the line is not a keyword line."""
    if ":" in line or "." in line.rstrip(".") or _QUOTE_OPEN in line:
        return None
    found: list[str] = []
    m = _COST_LINE.match(line.rstrip(".").lower())
    # "Blitz—{2}{B}{B}, Pay 2 life.": one keyword whose cost has a comma (702.152a)
    items = [line.rstrip(".")] if m and _keyword_item(m.group(1)) is not None else re.split(r",\s*|;\s*", line.rstrip("."))
    for item in items:
        low = item.strip().lower()
        if not low:
            continue
        kw = _keyword_item(low)
        if kw is None:
            return None
        if kw:
            found.append(kw)
    return found


_COST_LINE = _lazy(r"^([a-z][a-z ]*)\u2014\{[^.]*, [^.]*$")  # a keyword and its cost of two parts


def is_keyword_line(line: str) -> bool:
    """Whether a line of Oracle text (reminder text removed) is a line of keyword abilities
    ("Flying, double team", "Equip {1}", "Protection from red")."""
    return _keyword_line(line.strip()) is not None


def strip_reminder(text: str) -> str:
    """Oracle text without reminder text (in parentheses), quotes and minus signs plain."""
    return _strip_reminder(_normalise_symbols(text or ""))


_COST_WORDS = _lazy(
    r"\{|\bsacrifice\b|\btap\b|\buntap\b|\bexile\b|\bdiscard\b|\bremove\b|\bpay\b|\breturn\b|\breveal\b"
    r"|\bput\b|\bcollect\b|\bforage\b|\bexert\b|\bmill\b",
    re.I,
)
_LOYALTY_COST = _lazy(r"^\[?[+-]?(?:\d+|X)\]?$")


def _split_activated(line: str) -> tuple[str, str] | None:
    idx = line.find(":")
    if idx <= 0:
        return None
    cost = line[:idx].strip()
    if _LOYALTY_COST.match(cost) or _COST_WORDS.search(cost):
        return cost, line[idx + 1 :].strip()
    return None


_SPENT_HASTE = _lazy(r"\bspent on [^.]*\bgains (?:haste|riot)\b", re.I)
_CHAPTER = _lazy(r"^(?:[IVX]+(?:,\s*[IVX]+)*)\s+\u2014\s+(.*)$")
_ABILITY_WORD = _lazy(r"^([A-Z][A-Za-z0-9' ,\-!?]*?)\s+\u2014\s+(\S.*)$")
# the trigger event and its effect, split at the first comma that ends no list item ("Whenever a
# player taps a Mountain, Forest, or Plains for mana, ...": Keeper of Progenitus)
_TRIGGER_SPLIT = _lazy(r"^((?:when|whenever|at)\b.*?),(?!\s+(?:or|and|and/or)\s|\s+[\w'-]+(?:\s[\w'-]+)?,\s+"
                       r"(?:or|and|and/or)\s)\s+(.*)$", re.I | re.S)
_LEVEL_HEADER = _lazy(r"^LEVEL (\d+)(?:-(\d+)|(\+))$")
_STATION = _lazy(r"^(\d+)\+ \| (.*)$")
_ROLL = _lazy(r"^(\d+)(?:\u2014(\d+))? \| (.*)$")
_CLASS_LEVEL = _lazy(r"^Level (\d+)$")
_PT_LINE = _lazy(r"^\d+/\d+$")
_SENTENCE_SPLIT = _lazy(r"(?<=[.!?])\s+(?=\S)")


def _sentences(body: str) -> list[str]:
    parts = _SENTENCE_SPLIT.split(body.strip())
    return [p.strip() for p in parts if p.strip()]


def _unmask(sentence: str, quotes: list[str]) -> str:
    return _QUOTE_TOKEN.sub(lambda m: '"' + quotes[int(m.group(1))] + '"', sentence)


class _Fail(Exception):
    """A template recognised the sentence but cannot state it: unsupported."""


class _Ignore(Exception):
    """A template recognised the sentence as irrelevant to declaring attackers."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


@dataclass
class _Ctx:
    """What the sentences of one card face share while being read."""

    name: str
    quotes: list[str]
    display_quotes: list[str]
    result: ReadResult
    shown: str = ""  # the name shown in place of ~ (the front face's name)
    line_condition: Optional[dict] = None  # condition of a level or station section
    backup: bool = False  # a Backup line was read: the abilities after it are also its target's
    granted: bool = False
    names: dict[str, str] = field(default_factory=dict)  # "named X" (lowercase) -> as printed
    original: str = ""  # the sentence being read, as printed (for questions)
    work: str = ""  # the same with ~ (case kept)
    event: str = ""  # the trigger condition of a triggered ability
    level_keywords: list[tuple[str, int, Optional[int], str]] = field(default_factory=list)
    accepts: Optional[Callable[[dict, bool], bool]] = None  # see read_oracle
    last_condition: Optional[tuple[str, Any]] = None  # for a following "Otherwise, ..."
    it: Any = "self"  # what "it" names in a condition ("as long as it's white")
    before: str = ""  # earlier sentences of the ability being read (lowercase), and its trigger
    previous: str = ""  # the sentence of the ability read just before this one (its work text)
    choice: Optional[list[str]] = None  # keywords a "choose A, B, or C" sentence offered
    creature: bool = False  # the face's type line makes it a creature
    body_low: str = ""  # the whole text, lowercase ("It's still a land." after an animation)
    other_types: tuple[str, ...] = ()  # the face's card types besides creature (its type line)
    pt_unread: bool = False  # the resolving sentence's "+X/+X, where X is ..." was read away (_X_PT)
    pt_reason: str = ""  # why a static's power change was read away, where not its "+X" (_take_static)


def read_oracle(name: str, oracle_text: str, type_line: str = "",
                accepts: Optional[Callable[[dict, bool], bool]] = None) -> ReadResult:
    """Read one card face. `type_line` decides spell text (instant/sorcery), basic mana and
    whether a legendary creature may be named by its first word. `accepts(effect,
    resolved)`, when given, says whether the board format in use takes an effect (resolved:
    a template with placeholders); a sentence whose effects it refuses is unsupported."""
    result = ReadResult()
    prepared = _prepare(name, oracle_text or "", type_line)
    low_type = (type_line or "").split(" // ")[0].lower()
    is_spell = "instant" in low_type or "sorcery" in low_type

    noted: dict[str, str] = {}
    if "Add " in (oracle_text or ""):
        mana, mana_notes = _read_mana_detail(_strip_reminder(_normalise_symbols(oracle_text or "")), name)
        noted = {n["text"]: n["reason"] for n in mana_notes}
    else:
        mana = []
    result.mana = (_basic_land_mana(type_line) if "Land" in (type_line or "") else []) + mana

    shown = (name or "").split(" // ")[0] or "this object"
    ctx = _Ctx(name, prepared.quotes, prepared.display_quotes, result, shown=shown, accepts=accepts,
               creature="creature" in low_type, body_low=prepared.body.lower(),
               other_types=tuple(t for t in _NONCREATURE_CARD_TYPES if t in low_type.split("\u2014")[0].split()))
    _read_body(prepared.body, prepared.display, ctx, is_spell, noted)
    _level_keywords(ctx)
    creature_at = _STATION_CREATURE.search(oracle_text or "")
    if "spacecraft" in low_type and "creature" not in low_type and (
            creature_at or _BARE_STATION.search(oracle_text or "") or any(
                m and _keyword_line(m.group(2)) for m in map(_STATION.match, prepared.body.split("\n")))):
        # a station section of keywords ("8+ | Flying") is a creature's
        _station_creature(ctx, int(creature_at.group(1)) if creature_at else None)
    return result


_STATION_CREATURE = _lazy(r"\(Tap another creature you control: [^()]*It's an artifact creature at (\d+)\+\.\)")
# a "Station" line without reminder text (Alchemy: Squadron Carrier) does not say whether the
# Spacecraft has a power/toughness box, that is whether it becomes a creature (702.184)
_BARE_STATION = _lazy(r"^Station$", re.M)


def _station_creature(ctx: _Ctx, threshold: Optional[int]) -> None:
    """A Spacecraft with a power/toughness box is an artifact creature from `threshold` charge
    counters on (702.184; its reminder text says "It's an artifact creature at 8+"): a type
    added while it has that many (613 layer 4), with the power and toughness printed. Without
    the reminder text (a bare "Station" line) nothing says whether it becomes one: unsupported."""
    for sentence in ctx.result.sentences:
        if sentence["text"].startswith("Station") and sentence["outcome"] != "unsupported":
            effects = _animation("self", ["artifact"], None, None, None,
                                 {"source_counters": {"kind": "charge", "at_least": threshold}})
            if threshold is not None and effects and (ctx.accepts is None or ctx.accepts(effects[0], False)):
                sentence["outcome"] = "effects"
                ctx.result.effects.extend(effects)
            else:
                sentence["outcome"] = "unsupported"
                ctx.result.unsupported.append(sentence["text"])
            return


def _level_keywords(ctx: _Ctx) -> None:
    """Keywords of level sections (710.2: a leveler has them at those levels): a keyword
    present at every level from N up is granted with "at least N level counters"."""
    by_keyword: dict[str, list[tuple[int, Optional[int]]]] = {}
    lines: dict[str, str] = {}
    for kw, low, high, line in ctx.level_keywords:
        by_keyword.setdefault(kw, []).append((low, high))
        lines.setdefault(kw, line)
    for kw, ranges in by_keyword.items():
        ranges.sort()
        merged: list[tuple[int, Optional[int]]] = []  # adjacent sections joined: 1-3 and 4+ is 1+
        for low, high in ranges:
            if merged and merged[-1][1] is not None and low == (merged[-1][1] or 0) + 1:
                merged[-1] = (merged[-1][0], high)
            else:
                merged.append((low, high))
        for low, high in merged:
            cond: dict = {"source_counters": {"kind": "level", "at_least": low, **({} if high is None else {"at_most": high})}}
            effect = {"kind": "grant_keywords", "creatures": "self", "keywords": [kw], "condition": cond}
            if ctx.accepts is not None and not ctx.accepts(effect, False):
                ctx.result.unsupported.append(lines[kw])
                break
            ctx.result.effects.append(effect)


_SUSPEND_X = _lazy(r"^(Suspend X\u2014\S+)\. X can't be 0\.$")
_LIVING_METAL_ITEM = _lazy(r"(?:^|, |; )living metal(?:$|,|;)", re.I)
_CAST_HASTE_ITEM = _lazy(r"(?:^|, |; )(?:riot|dash|blitz|unearth|impending|suspend|encore)\b", re.I)
_CAST_HASTE_WORD = _lazy(r"^(riot|dash|blitz|unearth|impending|suspend|encore)(?:$| ?\{| ?\u2014| \d| x\b)")
_THIS_TURN_ONLY = _lazy(r"^Was .+ (?:cast for its (?:dash|blitz) cost|returned to the battlefield with unearth) this turn\?$")


def entered_this_turn_only(effect: dict) -> bool:
    """Whether a card's effect can apply only to a permanent that came under its controller's
    control this turn (haste from dash, blitz, unearth): on a permanent that is not `sick`, it
    does not apply."""
    asked = (effect.get("condition") or {}).get("asked")
    return isinstance(asked, dict) and bool(_THIS_TURN_ONLY.match(str(asked.get("question") or "")))


_RIOT_HASTE = _lazy(r"^Did .+ enter without a \+1/\+1 counter from riot \(so it has haste\)\?$"
                    r"|^Was .+ cast with suspend \(so it has haste while you control it\)\?$")
_HASTE_WORD = _lazy(r"\bhaste\b", re.I)
# beside haste, what changes more than haste: power and toughness, types, colors, names, abilities
_BESIDE_HASTE = _lazy(r"[+-]?\b(?:\d+|x)/[+-]?(?:\d+|x)\b|\bpower\b|\btoughness\b|\bbecomes?\b|\bin addition to\b"
                      r"|\bloses? all\b|\bcopy\b|\bcopies\b|\bcolou?rs?\b|\bnamed?\b|\bwhite\b|\bblue\b|\bblack\b"
                      r"|\bred\b|\bgreen\b|\bcolorless\b|\bare\b|\bis an?\b", re.I)  # "... and are Zombies"


# words that select the creatures given the keyword, not a change beside it (Runadi's "with three
# or more +1/+1 counters on them", Immediate Action's "with the chosen name")
_SELECTING_WORDS = _lazy(r"\bwith (?:(?:a|an|one|two|three|four|five|\d+) or more )?[+-]\d+/[+-]\d+ counters? on (?:it|them)\b"
                         r"|\bwith the chosen name\b")


def only_haste(sentence: str) -> bool:
    """Whether a sentence's one attack wording is haste (given, or taken away), with no other
    keyword, power, toughness, type, color or name it changes beside it: haste changes what a
    creature may do only while it is `sick` (302.6), so where its controller has none and no
    selector reads haste, the sentence changes no declaration (Generator Servant's "If that
    mana is spent on a creature spell, it gains haste until end of turn.")."""
    return _only_keyword(sentence, _HASTE_WORD)


_VIGILANCE_WORD = _lazy(r"\bvigilance\b", re.I)


def only_vigilance(sentence: str) -> bool:
    """Likewise for vigilance (Maze Sentinel's "Multicolored creatures you control have
    vigilance."): an attacker with it stays untapped (508.1f), which matters only where it may
    tap for mana to pay a cost to attack, or be tapped for one, or a selector reads keywords."""
    return _only_keyword(sentence, _VIGILANCE_WORD)


def _only_keyword(sentence: str, word: Any) -> bool:
    low = _strip_reminder(sentence).lower()
    if not word.search(low):
        return False
    rest = _SELECTING_WORDS.sub("", word.sub("", low))  # what names the creatures changes nothing
    return not (_relevant(rest) or _BESIDE_HASTE.search(rest)
                or any(re.search(rf"\b{k}\b", rest) for k in BOARD_KEYWORDS))


def haste_only_if_sick(effect: dict) -> bool:
    """Whether a card's effect is riot's haste (702.136) or suspend's (702.62a): haste changes
    what a creature may do only while it is `sick` (302.6), so on another creature it matters
    only where a selector reads haste (`selectors_read_haste`)."""
    asked = (effect.get("condition") or {}).get("asked")
    return (effect.get("kind") == "grant_keywords" and effect.get("keywords") == ["haste"]
            and isinstance(asked, dict) and bool(_RIOT_HASTE.match(str(asked.get("question") or ""))))


def selectors_read_haste(value: Any) -> bool:
    """Whether board data holds a selector (a mapping that is no effect and no permanent or
    player) whose `keywords` or `lacks_keywords` name haste."""
    if isinstance(value, list):
        return any(selectors_read_haste(v) for v in value)
    if not isinstance(value, dict):
        return False
    if "kind" not in value and "id" not in value and any(
            isinstance(value.get(k), list) and any(str(w).lower() == "haste" for w in value[k])
            for k in ("keywords", "lacks_keywords")):
        return True
    return any(selectors_read_haste(v) for v in value.values())


def _cast_haste(line: str, original: str, ctx: _Ctx) -> None:
    """Keywords whose creature has haste, or is no creature, depending on how it was cast or
    put onto the battlefield, which no board field states: riot (702.136: haste unless it
    entered with the counter), dash (702.109), blitz (702.152), unearth (702.84: haste until
    it is exiled at the next end step, so only on its controller's turn), suspend (702.62a:
    haste while its controller controls it); impending (702.176a: not a creature while it has
    a time counter, if it was cast for its impending cost). Encore (702.141a) is not read: the
    opponent its token must attack is not on the board."""
    shown = ctx.shown
    effects: list[dict] = []
    unsupported = False
    for item in re.split(r",\s*|;\s*", line.rstrip(".")):
        m = _CAST_HASTE_WORD.match(item.strip().lower())  # "Dash {2}{R}", not "Dash costs you pay ..."
        word = m.group(1) if m else ""
        if word == "riot":
            cond: dict = _asked(f"Did {shown} enter without a +1/+1 counter from riot (so it has haste)?")
        elif word in ("dash", "blitz"):
            cond = {"your_turn": True, **_asked(f"Was {shown} cast for its {word} cost this turn?")}
        elif word == "unearth":
            cond = {"your_turn": True, **_asked(f"Was {shown} returned to the battlefield with unearth this turn?")}
        elif word == "suspend":  # 702.62a: cast as its last time counter left, it has haste while you control it
            cond = _asked(f"Was {shown} cast with suspend (so it has haste while you control it)?")
        elif word == "encore":
            # 702.141a: a token made by encore has haste and attacks a chosen opponent this turn
            # if able; which opponent, no board field says (the card itself: load.py drops it)
            unsupported = True
            continue
        elif word == "impending":  # 702.176a: no creature while it has a time counter, if cast so
            effects.append({"kind": "remove_types", "permanents": "self", "types": ["creature"],
                            "condition": {"source_counters": {"kind": "time", "at_least": 1},
                                          **_asked(f"Was {shown} cast for its impending cost?")}})
            continue
        else:
            continue
        effects.append({"kind": "grant_keywords", "creatures": "self", "keywords": ["haste"], "condition": cond})
    if ctx.accepts is not None and not all(ctx.accepts(e, False) for e in effects):
        unsupported = True
        effects = []
    ctx.result.effects.extend(effects)
    if unsupported:
        ctx.result.unsupported.append(original)
        ctx.result.sentences[-1] = {"text": original, "outcome": "unsupported"}


_RECONFIGURE_ITEM = _lazy(r"(?:^|, |; )reconfigure\b", re.I)
_BACKUP_ITEM = _lazy(r"(?:^|, |; )backup \d+\b", re.I)


def _reconfigure(original: str, ctx: _Ctx) -> None:
    """702.151b: an Equipment with reconfigure attached to a creature stops being a creature
    until it becomes unattached."""
    effect = {"kind": "remove_types", "permanents": "self", "types": ["creature"], "condition": {"source_attached": True}}
    if ctx.accepts is not None and not ctx.accepts(effect, False):
        ctx.result.unsupported.append(original)
        ctx.result.sentences[-1] = {"text": original, "outcome": "unsupported"}
        return
    ctx.result.effects.append(effect)


def _record(ctx: _Ctx, text: str, outcome: str) -> None:
    ctx.result.sentences.append({"text": text, "outcome": outcome})


def _read_body(body: str, display: str, ctx: _Ctx, is_spell: bool, mana_notes: dict[str, str]) -> None:
    work_lines = body.split("\n")
    disp_lines = display.split("\n")
    if len(disp_lines) != len(work_lines):
        disp_lines = work_lines
    previous = "spell" if is_spell else "static"
    level: Optional[tuple[int, Optional[int]]] = None
    for work, disp in zip(work_lines, disp_lines):
        work, disp = work.strip(), disp.strip()
        if not work:
            continue
        original_line = _unmask(disp, ctx.display_quotes)
        ctx.line_condition = None
        if level is not None and level[0] >= 0:  # a leveler's section (710)
            lo, hi = level
            # 711.2a-b: a section's abilities and power/toughness apply from `lo` to `hi` level counters
            ctx.line_condition = {"source_counters": {"kind": "level", "at_least": lo,
                                                      **({} if hi is None else {"at_most": hi})}}
        elif level is not None:  # a Class's level (716)
            ctx.line_condition = _asked(f"Is {ctx.shown} at class level {-level[0]} or higher?")
        m = _LEVEL_HEADER.match(work) if work.startswith("LEVEL") else None
        if m:
            level = (int(m.group(1)), int(m.group(2)) if m.group(2) else None)
            ctx.result.ignored.append({"text": original_line, "reason": "marks a level section of a leveler (710)"})
            _record(ctx, original_line, "ignored")
            continue
        if level is not None and level[0] >= 0 and _PT_LINE.match(work):
            # 711.2b: the section's power and toughness, a static ability setting them (613.4b)
            pt = work.split("/")
            effect = {"kind": "add_types", "permanents": "self", "types": [], "power": int(pt[0]),
                      "toughness": int(pt[1]), "condition": ctx.line_condition}
            if ctx.accepts is not None and not ctx.accepts(effect, False):
                ctx.result.unsupported.append(original_line)
                _record(ctx, original_line, "unsupported")
            else:
                ctx.result.effects.append(effect)
                _record(ctx, original_line, "effects")
            continue
        own_mana = _own_mana_grant(work, level is not None and level[0] >= 0) if _OWN_MANA_LINE.search(work) else None
        if own_mana is not None:
            # 711.2b: a level section's {T} mana ability (Joraga Treespeaker); 602.5b: one that
            # can be activated only while a condition holds (Temple of the False God, the Verges)
            try:  # a section's condition and the ability's own, both
                granted = [{**{k: v for k, v in e.items() if k != "condition"},
                            **({"condition": c} if (c := _merge_conditions(ctx.line_condition, e.get("condition")))
                               else {})} for e in own_mana]
            except _Fail:
                ctx.result.unsupported.append(original_line)
                _record(ctx, original_line, "unsupported")
                continue
            ctx.result.effects.extend(granted)
            _record(ctx, original_line, "effects")
            continue
        if work.startswith("\u2022") or work.startswith("+ "):  # a mode (700.2) or a spree mode
            kind = previous if previous not in ("static", "keyword") else ("spell" if is_spell else "triggered")
            w = re.sub(r"^(?:\u2022|\+ (?:\{[^}]*\})+ \u2014)\s*", "", work)
            d = re.sub(r"^(?:\u2022|\+ (?:\{[^}]*\})+ \u2014)\s*", "", disp)
            _read_sentences(w, d, kind, ctx, False)
            continue
        piped = " | " in work
        m = _ROLL.match(work) if piped else None
        if m and previous in ("triggered", "activated", "spell", "chapter"):
            md = _ROLL.match(disp)
            _read_sentences(m.group(3), md.group(3) if md else m.group(3), previous, ctx, False)
            continue
        m = _STATION.match(work) if piped else None
        if m:  # a Spacecraft's station section (702.184)
            md = _STATION.match(disp)
            ctx.line_condition = {"source_counters": {"kind": "charge", "at_least": int(m.group(1))}}
            work, disp = m.group(2), md.group(2) if md else m.group(2)
            original_line = _unmask(disp, ctx.display_quotes)
        chapter = _CHAPTER.match(work) if work[0] in "IVX" else None
        if chapter:
            previous = "chapter"
            dch = _CHAPTER.match(disp)
            _read_sentences(chapter.group(1), dch.group(1) if dch else chapter.group(1), "chapter", ctx, False)
            continue
        prefix = ""  # an ability word or an activation cost, shown with the first sentence
        m = _CONDITION_WORD.match(work)
        if m:  # "Max speed — ..." (702.179), "Solved — ..." (a Case, 719): the ability exists only then
            md = _CONDITION_WORD.match(disp)
            asked = (_asked("Do you have max speed?") if m.group(1) == "Max speed"
                     else _asked(f"Is {ctx.shown} solved?") if m.group(1) == "Solved"
                     else _asked(f"Is {ctx.shown} at {m.group(1).lower()}?"))  # an Alchemy stage (Loopy Lobster)
            ctx.line_condition = (asked if ctx.line_condition is None
                                  else _merge_conditions(ctx.line_condition, asked))
            prefix = (md.group(1) if md else m.group(1)) + " \u2014 "
            work, disp = m.group(2), md.group(2) if md else m.group(2)
            ks = _STAGE_KEYWORDS.match(work) if m.group(1).startswith("Stage") else None
            if ks and _keyword_line(ks.group(1)) is not None:  # "Stage 4 — Vigilance. {T}: ..."
                dks = _STAGE_KEYWORDS.match(disp)
                _read_keyword_line(_keyword_line(ks.group(1)) or [], prefix + (dks.group(1) if dks else ks.group(1)) + ".",
                                   level, ctx)
                work, disp, prefix = ks.group(2), dks.group(2) if dks else ks.group(2), ""
        kws = _keyword_line(_SUSPEND_X.sub(r"\1", work))  # "Suspend X—{X}{3}{U}. X can't be 0." (Aeon Chronicler)
        if kws is not None:
            work = _SUSPEND_X.sub(r"\1", work)
            _read_keyword_line(kws, original_line, level, ctx)
            if ctx.backup and kws and not ctx.granted:
                # 702.165a: the target of Backup gains the abilities after it until end of turn
                ctx.result.resolved.append({"text": original_line, "via": "backup", "effects": [
                    {"kind": "grant_keywords", "creatures": "target", "keywords": list(kws)}]})
            if _BACKUP_ITEM.search(work):
                ctx.backup = True
            if ctx.creature and _CAST_HASTE_ITEM.search(work):
                _cast_haste(work, original_line, ctx)
            if ctx.creature and _RECONFIGURE_ITEM.search(work):
                _reconfigure(original_line, ctx)
            if _LIVING_METAL_ITEM.search(work):
                # 702.161a: "As long as it's your turn, this permanent is an artifact creature."
                ctx.result.effects.append({"kind": "add_types", "permanents": "self", "types": ["artifact", "creature"],
                                           "condition": {"your_turn": True}})
            previous = "keyword"
            continue
        if not _TRIGGER_START.match(work) and not prefix:
            m = _ABILITY_WORD.match(work)
            if m:
                md = _ABILITY_WORD.match(disp)
                prefix = (md.group(1) if md else m.group(1)) + " \u2014 "
                if m.group(1) in ("Visit", "Prize"):  # an Attraction's visit ability triggers (702.159)
                    previous = "triggered"
                    _read_sentences(m.group(2), md.group(2) if md else m.group(2), "triggered", ctx, False, prefix)
                    continue
                work, disp = m.group(2), md.group(2) if md else m.group(2)
        act = _split_activated(work)
        if act is not None:
            previous = "activated"
            d_act = _split_activated(disp)
            effect_text = act[1]
            prefix += _unmask((d_act[0] if d_act else act[0]), ctx.display_quotes) + ": "
            if re.match(r"^\s*Add\b", effect_text):  # a mana ability
                reason = mana_notes.get(original_line)
                if _SPENT_HASTE.search(effect_text):
                    # "If that mana is spent on a creature spell, it gains haste" (Hall of the
                    # Bandit Lord): whether a sick creature was cast with it is on no board field
                    ctx.result.unsupported.append(original_line)
                    _record(ctx, original_line, "unsupported")
                elif reason is None:
                    _record(ctx, original_line, "effects")
                else:
                    ctx.result.ignored.append({"text": original_line, "reason": reason})
                    _record(ctx, original_line, "ignored")
                continue
            cl = _CLASS_LEVEL.match(effect_text)
            if cl:
                level = (-int(cl.group(1)), None)
                ctx.result.ignored.append({"text": original_line, "reason": "gives the Class a level (716); the "
                                           "abilities of that level are read with it"})
                _record(ctx, original_line, "ignored")
                continue
            _read_sentences(effect_text, d_act[1] if d_act else effect_text, "activated", ctx, False, prefix)
            continue
        if _TRIGGER_START.match(work):
            previous = "triggered"
            _read_sentences(work, disp, "triggered", ctx, True, prefix)
            continue
        kind = "spell" if is_spell else "static"
        previous = kind
        _read_sentences(work, disp, kind, ctx, False, prefix)


def _read_keyword_line(kws: list[str], original: str, level: Optional[tuple[int, Optional[int]]], ctx: _Ctx) -> None:
    if ctx.granted:
        _record(ctx, original, "effects")
        return
    if level is not None and level[0] >= 0:
        for kw in kws:
            ctx.level_keywords.append((kw, level[0], level[1], original))
    elif ctx.line_condition is not None:
        if kws:
            effect = {"kind": "grant_keywords", "creatures": "self", "keywords": list(kws),
                      "condition": dict(ctx.line_condition)}
            if ctx.accepts is not None and not ctx.accepts(effect, False):
                ctx.result.unsupported.append(original)
                _record(ctx, original, "unsupported")
                return
            ctx.result.effects.append(effect)
    else:
        for kw in kws:
            if kw not in ctx.result.keywords:
                ctx.result.keywords.append(kw)
    _record(ctx, original, "effects")


def _read_sentences(work: str, disp: str, kind: str, ctx: _Ctx, trigger: bool, prefix: str = "") -> None:
    works = _sentences(work)
    disps = _sentences(disp)
    same_shape = len(works) == len(disps)
    event = ""
    ctx.before = ""
    ctx.choice = None
    first = len(ctx.result.effects)
    for i, sentence in enumerate(works):
        if same_shape:
            original = _unmask(disps[i], ctx.display_quotes)
        else:
            original = _unmask(sentence, ctx.quotes).replace(_SELF, ctx.shown)
        if i == 0 and prefix:
            original = prefix + original
        text = sentence.rstrip(".").strip()
        if trigger and i == 0:
            m = _TRIGGER_SPLIT.match(text)
            if m:
                event, text = m.group(1), m.group(2)
            else:
                event, text = text, ""
        ctx.event = event
        ctx.original = original
        ctx.work = text
        if i == 0:
            ctx.before = event.lower()
        if len(ctx.result.effects) > first and kind == "static" and _IGNORE_EFFECT.search(text.lower()):
            # 116.2d: a special action, taken while a player had priority, ignores the static
            # effect before attackers are declared: whether it was taken is asked
            question = _asked(f"Is it false that this effect was ignored this turn ({original})?")
            ctx.result.effects[first:] = [_with_condition(e, question) for e in ctx.result.effects[first:]]
            _record(ctx, original, "effects")
            ctx.before += " " + text.lower()
            continue
        outcome = _classify(text, original, kind, ctx)
        _record(ctx, original, outcome)
        ctx.before += " " + text.lower()
        ctx.previous = text


# Island Sanctuary's two sentences: a replacement of a draw, then what skipping it brings
_SKIP_DRAW = _lazy(r"^if you would draw a card during your draw step, instead you may skip that draw$")
_SKIPPED_DRAW = _lazy(r"^if you do, until your next turn, you can't be attacked except by creatures with (?P<kws>[a-z ,/]+)$")
_IGNORE_EFFECT = _lazy(r"\bto ignore (?:this|that) effect until end of turn$")
_CONDITION_WORD = _lazy(r"^(Max speed|Solved|Stage \d+) \u2014 (\S.*)$")
_STAGE_KEYWORDS = _lazy(r"^([^.:{}]+)\. (\S.*)$")  # "Vigilance. {T}: Draw 2 cards."


# --------------------------------------------------------------------------- classifying a sentence


_IMPERATIVE = _lazy(r"^(?:create|put|return|destroy|exile|draw|untap|tap|goad|detain|sacrifice|search|then|if you do"
                         r"|when you do|(?:it|he|she|they) gains?\b[^.]*\buntil end of turn)\b|\buntil end of turn$")
_ACTIVATE_ONLY = _lazy(r"^(?:activate|you may activate) (?:this ability |these abilities )?only\b|^activate only\b")
_NAMED = _lazy(r"\bnamed ((?:[A-Z0-9][\w'\-]*|of|the|and|a|in)(?: (?:[A-Z0-9][\w'\-,]*|of|the|and|a|in))*)")
_LATE_EVENT = _lazy(r"\battacks?\b|\bblocks?\b|\bbecomes? blocked\b|combat damage|\battacking\b|\bblocking\b"
                         r"|\bend of combat\b|\bdeclare blockers\b")
def _late(event: str) -> bool:
    """Whether a trigger condition happens once attackers are declared or later."""
    low = event.lower()
    if " or " in low and _EARLY_EVENT.search(low):
        return False  # "Whenever ~ enters or attacks": it may resolve before attackers are declared
    return ("attack" in low or "block" in low or "combat" in low) and bool(_LATE_EVENT.search(low))


_EARLY_EVENT = _lazy(r"\benters\b|\bis turned face up\b|\btransforms\b")


_ANIMATES = _lazy(
    r"^(?:[a-z ]+ — )?(?:during your turn, |during turns other than yours, |as long as [^,]+, )*(?:all |each )?(?:other )?(?:non-aura |noncreature )?"
    r"(?:lands?|forests?|swamps?|islands?|mountains?|plains|artifacts?|enchantments?|permanents?|vehicles?|~"
    r"|(?:enchanted|equipped) (?:artifact|land|permanent|enchantment)|(?!creatures)[a-z]+s you control|(?<=, )(?:it|s?he))(?=[\s,])[^.]*?\b(?:is|are) (?:also )?"
    r"(?:an? )?(?:[^.]*? )?creatures?\b(?! (?:type|card|spell))")
_NOT_ANIMATES = _lazy(r"\bcreatures? (?:types?|cards?|spells?)\b|\b(?:if|as long as) (?:~|it) is an? creature"
                     r"|\bnumber of [^.]*creatures|\bwhere x is\b|\bthat is an? creature|\bis not on the battlefield\b")
_SETS_CARD_TYPES = _lazy(
    r"\blos(?:e|es) all other card types\b"
    r"|^(?:[a-z ]+ — )?(?:enchanted|equipped) (?:permanent|creature|artifact|land|enchantment) (?:gets [^.]*? and )?is "
    r"(?:a |an )?(?:colorless )?(?:[a-z'-]+ )*?(?:land|artifact|enchantment)\b"
    r"|^(?:[a-z ]+ — )?(?:all |each |other )*(?:[a-z'-]+ )*?(?:permanents?|creatures?|artifacts?|enchantments?|lands?)"
    r"\b[^.]*? (?:is|are) (?:an? )?(?:[a-z'-]+ )*?(?:lands?|artifacts?|enchantments?) in addition to (?:its|their) other types")
_ADDS_CARD_TYPE = _lazy(
    r"^(?:all |each |other )*(?:[a-z'+/-]+ )*?(?:permanents?|creatures?|artifacts?|enchantments?|lands?)\b"
    r"(?:(?! gets | and | or | has | have )[^.])*? "
    r"(?:is|are) (?:an )?(?:artifacts?|enchantments?) in addition to (?:its|their) other types$")
_ADDS_TYPE_REASON = ("adds a card type (613.1d): unread where an effect reads card types; write the permanents' "
                     "types on the board")
# a permanent that is a creature in addition to its other types, each template whole (205.1b:
# "in addition to its other types", "that are still lands"; without those words the new type
# may replace the others, 205.1a: such a sentence is left to _SETS_CARD_TYPES / _ANIMATES)
_ENCHANTED_ARTIFACT_CREATURE = _lazy(
    r"^enchanted artifact is an? (?:(?P<sub>[a-z]+) )?creature with base power and toughness (?P<p>\d+)/(?P<t>\d+)"
    r" in addition to its other types$")
_LANDS_ARE_CREATURES = _lazy(
    r"^(?:(?:all|each) )?(?P<what>lands|forests|islands|swamps|mountains|plains)(?P<yours> you control)? are"
    r" (?P<p>\d+)/(?P<t>\d+) (?P<colors>(?:(?:white|blue|black|red|green)(?: and | )?)*)(?:(?P<sub>[a-z]+) )?"
    r"creatures(?: with (?P<kws>[a-z ,]+?))?(?P<still> that are still lands)?$")
# an Aura's land that is a creature (Zendikons, Living Terrain, Awaken the Ancient): "Enchanted
# land is a 4/4 Elemental creature with reach and haste. It's still a land."
_ENCHANTED_LAND_CREATURE = _lazy(
    r"^enchanted (?P<host>land|forest|island|swamp|mountain|plains) is an? (?P<p>\d+)/(?P<t>\d+) "
    r"(?P<words>(?:[a-z\-]+ )*?)creature(?: with (?P<kws>[a-z ,]+?))?(?P<still> that is still an? land)?$")
# "It's still a land." / "They're still lands." after the sentence that animates (205.1b)
_STILL_LAND = _lazy(r"(?:^|\. |\n)(?:it is|it's) still an? land\b|(?:^|\. |\n)(?:they are|they're) still lands\b")
# Luxior, Giada's Gift: "Equipped permanent isn't a planeswalker and is a creature in addition to
# its other types" (a card type lost and one gained, 613 layer 4)
_ATTACHED_BECOMES_CREATURE = _lazy(
    r"^(?:enchanted|equipped) permanent is not an? (?P<lost>planeswalker|land|artifact|enchantment|battle) and is an?"
    r" creature in addition to its other types$")
_VEHICLE_IS_CREATURE = _lazy(
    r"^as long as enchanted permanent is an? vehicle, it is an? creature in addition to its other types$")
# ~ is a creature while a condition holds (Gideon Blackblade "during your turn", Warden of the
# Wall "during turns other than yours", Rusted Relic's metalcraft): kept only where its other
# types stay, "that's still a planeswalker" or "artifact creature" (205.1b)
_SELF_ANIMATES = _lazy(
    r"^(?:[a-z]+ \u2014 )?(?:(?P<lead>during your turn|during turns other than yours"
    r"|(?:(?P<turn>during your turn), )?as long as (?P<c1>[^,]+)), )?"
    r"(?:~|it|he|she|this (?:artifact|permanent|enchantment|land|vehicle)) is an? (?:(?P<p>\d+)/(?P<t>\d+) )?"
    r"(?P<words>(?:[a-z\-]+ )*?)creature(?: with (?P<kws>[a-z ,]+?))?(?: and has (?P<has>[a-z ,]+?))?"
    r"(?: that is still an? (?P<still>[a-z]+))?(?: as long as (?P<c2>.+))?$")
_NONCREATURE_CARD_TYPES = ("artifact", "enchantment", "land", "planeswalker", "battle")
# Opalescence, March of the Machines, Starfield of Nyx: permanents that are creatures with a
# base power and toughness each equal to their own mana value (202.3, 613.4b)
_MANA_VALUE_ANIMATES = _lazy(
    r"^(?:as long as (?P<cond>[^,]+), )?(?P<who>(?:each|all) [a-z ,'-]+?) (?:is|are) (?:an? )?(?P<words>(?:[a-z]+ )*?)"
    r"creatures?(?: in addition to (?:its|their) other types)?(?: and (?:has|have) base power and base toughness"
    r"| with (?:base )?power and toughness) each equal to (?:its|their) mana value$")
_BASIC_PLURALS = {"forests": "Forest", "islands": "Island", "swamps": "Swamp", "mountains": "Mountain",
                  "plains": "Plains"}


def _enchanted(sel: dict, word: str, ctx: _Ctx) -> dict:
    """The condition that what the Aura is attached to is what it may enchant (303.4d,
    704.5m: on anything else the Aura is gone before attackers are declared): the
    sentence's "enchanted land", and "you control" where its Enchant line says so."""
    if re.search(rf"\benchant {word} you control\b", ctx.body_low):
        sel = {**sel, "controller": "you"}
    return {"attached": sel}


def _read_animation(low: str, ctx: _Ctx) -> Optional[list[dict]]:
    """The effects of a sentence that makes permanents creatures in addition to their other
    types (add_types, 613 layers 4, 5 and 7b), or None when it is no such template."""
    m = _SELF_ANIMATES.match(low)
    if m and (m.group("lead") is None) != (m.group("c2") is None):
        return _self_animation(m, ctx)
    m = _ENCHANTED_ARTIFACT_CREATURE.match(low)
    if m:
        sub = _creature_type_word(m)
        # (no condition that it is an artifact: that may come from a change in the same layer 4,
        # Darksteel Mutation's, which a condition, judged as the layer begins, would miss)
        return None if sub is None else _animation("attached", sub, m.group("p"), m.group("t"))
    m = _LANDS_ARE_CREATURES.match(low)
    if m and (m.group("still") or _STILL_LAND.search(ctx.body_low)):  # else the new type may replace (205.1a)
        sub = _creature_type_word(m)
        if sub is None:
            return None
        what = m.group("what")
        sel: dict = {"types": ["land"]} if what == "lands" else {"subtypes": [_BASIC_PLURALS[what]]}
        sel["controller"] = "you" if m.group("yours") else "any"
        words = re.findall(r"white|blue|black|red|green", m.group("colors") or "")
        return _animation(sel, words + sub, m.group("p"), m.group("t"), m.group("kws"))
    m = _ENCHANTED_LAND_CREATURE.match(low)
    if m and (m.group("still") or _STILL_LAND.search(ctx.body_low)):
        words = [w for w in m.group("words").split() if w != "and"]
        host = m.group("host")
        return _animation("attached", words, m.group("p"), m.group("t"), m.group("kws"),
                          _enchanted({"types": ["land"]} if host == "land" else {"subtypes": [host.capitalize()]},
                                     host, ctx))
    m = _ATTACHED_BECOMES_CREATURE.match(low)
    if m:
        return [{"kind": "remove_types", "permanents": "attached", "types": [m.group("lost")]},
                {"kind": "add_types", "permanents": "attached", "types": ["creature"]}]
    if _VEHICLE_IS_CREATURE.match(low):
        return _animation("attached", [], None, None, None, {"attached": {"subtypes": ["Vehicle"]}})
    m = _MANA_VALUE_ANIMATES.match(low)
    if m:
        sel = _creature_selector(m.group("who"), ctx, allow_placeholders=False, any_permanent=True)
        if not isinstance(sel, dict) or "types" not in sel:
            return None
        try:
            condition = _condition(m.group("cond"), ctx) if m.group("cond") else None
        except (_Fail, _Ignore):
            return None
        animated = _animation(sel, m.group("words").split(), None, None, None, condition)
        if animated is not None:
            animated[0].update(power="mana_value", toughness="mana_value")
        return animated
    return None


# 305.7: a sentence that sets the land types of lands (Blood Moon, Spreading Seas, Conversion) or
# adds to them (Urborg, Prismatic Omen), and Song of the Dryads' "colorless Forest land"
_LAND_TYPE_SUBJECTS = {
    "nonbasic lands": {"types": ["land"], "not_supertypes": ["basic"]},
    "each land": {"types": ["land"]}, "all lands": {"types": ["land"]}, "lands": {"types": ["land"]},
    "lands you control": {"types": ["land"], "controller": "you"},
    "each land you control": {"types": ["land"], "controller": "you"},
    "nonbasic lands you control": {"types": ["land"], "not_supertypes": ["basic"], "controller": "you"},
    "lands your opponents control": {"types": ["land"], "controller": "opponents"},
    "nonbasic lands your opponents control": {"types": ["land"], "not_supertypes": ["basic"], "controller": "opponents"},
    "enchanted land": "attached",
}
_BASIC_WORDS = r"plains|islands?|swamps?|mountains?|forests?"
# "a Mountain, Forest, and Plains" (Lush Growth): several basic land types
_BASIC_LIST = r"(?:an? )?(?:" + _BASIC_WORDS + r")(?:(?:,|,? and) (?:" + _BASIC_WORDS + r"))*"
_LAND_TYPE_SENTENCE = _lazy(
    r"^(?P<who>(?:all |each )?(?P<basic>" + _BASIC_WORDS + r")|[a-z ]+?) (?:is|are) (?P<to>" + _BASIC_LIST
    + r"|every basic land type)(?P<add> in addition to (?:its|their) other (?:land )?types)?$")
_SONG = _lazy(r"^enchanted permanent is a colorless (?P<to>" + _BASIC_WORDS + r") land$")


def _basic_type(word: str) -> str:
    return "Plains" if word == "plains" else word.rstrip("s").capitalize()


# a resolved land-type change: "That land is an Island in addition to its other types for as
# long as it has a flood counter on it" (Aquitect's Will, Xolatoyac), "It's an Island ..." (Eluge)
_RESOLVED_LAND_TYPE = _lazy(
    r"^(?:that land|it|target land(?: an opponent controls| you control)?) (?:is|becomes) (?P<rest>(?:an? )?(?:"
    r"plains|islands?|swamps?|mountains?|forests?)(?: in addition to its other (?:land )?types)?)"
    r"(?: for as long as it has an? [a-z]+ counter on it| until end of turn| until its controller's next untap step"
    r"| for as long as (?:~|this creature) remains on the battlefield| until (?:~|this creature) leaves the battlefield)?$")


def resolved_land_types(low: str) -> Optional[list[dict]]:
    """The land_types effect a spell or ability leaves on its target land (the board writes
    it with the land's id while it lasts), or None."""
    m = _RESOLVED_LAND_TYPE.match(low.replace("it's ", "it is "))
    effects = land_type_effects("enchanted land is " + m.group("rest")) if m else None
    return [{**e, "permanents": "target"} for e in effects] if effects else None


_AS_LONG_AS_LANDS = _lazy(r"^as long as (?P<cond>[^,]+), (?P<rest>[^,]+)$")


def land_type_effects(low: str) -> Optional[list[dict]]:
    """The land_types effect of a static sentence (lower case, no final period) that sets or
    adds basic land types (305.7), or None where it is no such template."""
    m = _SONG.match(low)
    if m:
        return [{"kind": "land_types", "permanents": "attached", "subtypes": [_basic_type(m.group("to"))],
                 "types": ["land"], "colors": []}]
    m = _LAND_TYPE_SENTENCE.match(low)
    if m is None:
        return None
    if m.group("basic"):
        who: Any = {"subtypes": [_basic_type(m.group("basic"))]}
    else:
        who = _LAND_TYPE_SUBJECTS.get(m.group("who"))
        if who is None:
            return None
    to = m.group("to")
    types = (["Plains", "Island", "Swamp", "Mountain", "Forest"] if to == "every basic land type"
             else [_basic_type(w) for w in re.findall(_BASIC_WORDS, to)])
    effect: dict = {"kind": "land_types", "permanents": copy.deepcopy(who), "subtypes": types}
    if m.group("add"):
        effect["in_addition"] = True
    return [effect]


# 602.5: "Activated abilities of artifacts can't be activated" (Null Rod, Cursed Totem, Karn, the
# Great Creator's "artifacts your opponents control"); Arrest's "Enchanted creature can't attack
# or block, and its activated abilities can't be activated"
_PERMANENT_WORDS = r"artifacts|creatures|lands|planeswalkers|enchantments"
_NO_ACTIVATION_OF = _lazy(
    r"^activated abilities of (?P<what>(?:" + _PERMANENT_WORDS + r")(?:(?:,|,? and) (?:" + _PERMANENT_WORDS + r"))*)"
    r"(?P<whose> you control| your opponents control)? can't be activated$")
_ATTACHED_NO_ACTIVATION = _lazy(
    r"^(?:enchanted (?:creature|permanent|artifact)|equipped creature)(?P<also> can't attack or block,? and"
    r"| can't attack, block, or transform,? and| can't block,? and"
    r"| (?:doesn't|does not) untap during its controller's untap step and|'s)(?: its)? activated abilities can't be activated$")


def activation_effects(low: str) -> Optional[list[dict]]:
    """The cant_activate effects (and Arrest's cant_attack) of a static sentence (lower case,
    no final period) that stops activated abilities, mana abilities among them; or None."""
    m = _NO_ACTIVATION_OF.match(low)
    if m:
        whose = {" you control": "you", " your opponents control": "opponents"}.get(m.group("whose") or "")
        out = []
        for word in re.findall(_PERMANENT_WORDS, m.group("what")):
            sel: dict = {"types": [word[:-1]]}
            if whose:
                sel["controller"] = whose
            out.append({"kind": "cant_activate", "permanents": sel})
        return out
    m = _ATTACHED_NO_ACTIVATION.match(low)
    if m:
        out = [{"kind": "cant_activate", "permanents": "attached"}]
        if m.group("also").startswith(" can't attack"):
            out.insert(0, {"kind": "cant_attack", "creatures": "attached"})
        return out
    return None


# "Activated abilities of sources with the chosen name can't be activated" (Phyrexian Revoker,
# Voidstone Gargoyle), "... cost {2} more to activate" (Skyseer's Chariot); with "unless they're
# mana abilities" (Pithing Needle) it stops nothing that pays a cost to attack (605.3a)
_CHOSEN_NAME_ACTIVATION = _lazy(r"^activated abilities of sources with the chosen name "
                                r"(?:can't be activated|cost \{(?P<more>[1-9]\d?)\} more to activate)$")
_CHOOSE_NAME = _lazy(r"\bchoose (?:a|any) (?P<nonland>nonland )?card name\b")


def _chosen_name_effects(low: str, ctx: _Ctx) -> Optional[list[dict]]:
    """The chosen_name_abilities effect of such a sentence (lower case, no final period), its
    name chosen as "As this creature enters, choose a nonland card name" says (201.3a; any card
    name where no such sentence says otherwise); or None."""
    m = _CHOSEN_NAME_ACTIVATION.match(low)
    if m is None:
        return None
    effect: dict = {"kind": "chosen_name_abilities", "chosen_for": ctx.shown}
    choose = _CHOOSE_NAME.search(ctx.body_low)
    if choose is not None and choose.group("nonland"):
        effect["chooses"] = "nonland"
    if m.group("more"):
        effect["cost_more"] = int(m.group("more"))
    return [effect]


# Imprisoned in the Moon: "Enchanted permanent is a colorless land with "{T}: Add {C}" and loses
# all other card types and abilities"
_LOSS_TO_LAND = _lazy(r"^enchanted permanent is a colorless land with \u27e6(?P<q>\d+)\u27e7 and loses all other card "
                      r"types and abilities$")
_TAP_FOR_C = _lazy(r"^\{t\}: add \{c\}\.?$")


_SELF_NOT_CREATURE = _lazy(r"^(?:as long as (?P<c1>.+?), )?(?:~|it) is not a creature(?: unless (?P<c2>.+))?$")


def _read_type_removal(low: str, ctx: _Ctx) -> Optional[list[dict]]:
    """The effect of "as long as ..., ~ isn't a creature" (or "~ isn't a creature unless
    ..."): remove_types on the card itself under that condition, or None."""
    m = _SELF_NOT_CREATURE.match(low)
    if m is None or (m.group("c1") is None) == (m.group("c2") is None):
        return None
    if m.group("c1") and re.search(r"\b(?:enchanted|equipped|target|that|another|each)\b", m.group("c1")):
        return None  # "it" may be another permanent than this one
    try:
        condition = _condition(m.group("c1"), ctx) if m.group("c1") else _condition(m.group("c2"), ctx, negated=True)
    except (_Fail, _Ignore):
        return None
    return [{"kind": "remove_types", "permanents": "self", "types": ["creature"], "condition": condition}]


def _creature_type_word(m: Any) -> Optional[list[str]]:
    """The word a template reads before "creature" (its `sub` group), as a list: empty when
    there is none, None when it is no creature type the reader knows."""
    sub = m.group("sub")
    if not sub:
        return []
    return [sub] if _singular_type(sub) == sub else None


def _animation(who: Any, words: list[str], power: Optional[str], toughness: Optional[str],
               keywords: Optional[str] = None, condition: Optional[dict] = None) -> Optional[list[dict]]:
    """The effects of an animation of `who`: add_types with the creature type, "artifact" if
    a word says so, the creature types and colors (set) its words name, its power and
    toughness (base, when stated) and its condition; grant_keywords for a list of keywords
    with the same condition. None where a word is neither a color, "artifact" nor a creature
    type the reader knows, or a keyword is not one of the board's."""
    colors = [_COLOR_WORDS[w] for w in words if w in _COLOR_WORDS]
    subtypes = [w for w in words if w not in _COLOR_WORDS and w != "artifact"]
    if any(_singular_type(w) != w for w in subtypes):
        return None
    effect: dict = {"kind": "add_types", "permanents": who,
                    "types": (["artifact"] if "artifact" in words else []) + ["creature"]}
    if subtypes:
        effect["subtypes"] = [_type_name(w) for w in subtypes]
    if colors:
        effect["colors"] = colors
    if power is not None and toughness is not None:  # else the printed ones (a Vehicle's, a Spacecraft's)
        effect.update(power=int(power), toughness=int(toughness))
    if condition is not None:
        effect["condition"] = condition
    out = [effect]
    if keywords:
        kws = _board_keywords_only(keywords)
        if kws is None:
            return None
        grant = {"kind": "grant_keywords", "creatures": who, "keywords": kws}
        out.append(grant if condition is None else {**grant, "condition": condition})
    return out


def _board_keywords_only(text: str) -> Optional[list[str]]:
    """The keywords of a list ("flying and vigilance", "flying, first strike, and haste"), or
    None where one is not a keyword of the board's (an animation with "ward 2" is unread)."""
    kws = [k.strip() for k in re.split(r",? and |, ", text) if k.strip()]
    return kws if all(k in BOARD_KEYWORDS for k in kws) else None


def _self_animation(m: Any, ctx: _Ctx) -> Optional[list[dict]]:
    words = m.group("words").split()
    replaces = m.group("still") is None and "artifact" not in words
    if replaces and (not ctx.other_types or m.group("p") is None):
        return None  # 205.1a: the new type replaces the others, which the type line must name
    lead = m.group("lead")
    if m.group("c1") and re.search(r"\b(?:enchanted|equipped|target|that|another|each)\b", m.group("c1")):
        return None  # "it" may be another permanent than this one
    try:
        if lead == "during your turn":
            condition: dict = {"your_turn": True}
        elif lead == "during turns other than yours":
            condition = {"your_turn": False}
        else:
            condition = _condition(m.group("c1") or m.group("c2"), ctx)
            if m.group("turn"):  # Kaito: "During your turn, as long as ..."
                condition = _merge_conditions({"your_turn": True}, condition)
    except (_Fail, _Ignore):
        return None
    keywords = " and ".join(k for k in (m.group("kws"), m.group("has")) if k) or None
    out = _animation("self", words, m.group("p"), m.group("t"), keywords, condition)
    if out is not None and replaces:
        # 205.1a: "he's a 7/7 Dragon God creature" (Grand Master of Flowers): a creature and no
        # longer a planeswalker while the condition holds (613 layer 4)
        out.insert(0, {"kind": "remove_types", "permanents": "self", "types": list(ctx.other_types),
                       "condition": condition})
    return out


_SAME_FOR_KEYWORD = _lazy(r"\b(?:haste|vigilance|defender)\b")
_LOSES_KEYWORDS = _lazy(r"\blos(?:e|es) (?:all keyword abilities|that keyword)\b")
_BORROWS = _lazy(r"\b(?:has|have|gains?) (?:the full text of|all abilities of|all bonuses conferred by)\b")
_GRANTS_RIOT = _lazy(r"^(?!~ )[^.]*\b(?:has|have|gains?|gain)\b[^.]*\b(?:riot|blitz|dash|unearth|encore)\b")
_GAINS_RIOT = _lazy(r"\b(?:gains?|gain)\b[^.]*\b(?:riot|blitz|dash|unearth|encore)\b")
_LOSES_ALL = _lazy(r"\blos(?:e|es) all (?:other )?abilities\b")
_ABILITY_LOSS = _lazy(
    r"^(?P<who>enchanted (?:creature|permanent)|all creatures|creatures(?: enchanted player controls)?)"
    r"(?: gets? (?P<dp>[+-]\d+)/(?P<dt>[+-]\d+) and)? "
    r"loses? all abilities(?P<rest>.*)$")
_LOSS_SETS = _lazy(r"^ and (?:is an? (?P<words>(?:[a-z\-]+ )*?)(?P<creature>creature )?with |(?:has|have) )"
                   r"base power and toughness (?P<p>\d+)/(?P<t>\d+)$")
# "... can't attack and loses all abilities", "... has defender and loses all other abilities"
_LOSS_WITH = _lazy(r"^enchanted creature (?:(?P<cant>can't attack(?: or block)?)|has (?P<kws>[a-z ,]+?)),? and "
                   r"loses all (?(kws)other |)abilities$")
# what may follow "loses all abilities": a restriction read with it, or words about untapping
# (the board says whether it is tapped)
_LOSS_ALSO = {"": None, " and can't attack or block": "cant_attack", " and can't attack": "cant_attack",
              " and does not untap during its controller's untap step": "", " and can't become untapped": ""}


# "Enchanted creature is an Insect artifact creature with base power and toughness 0/1 and has
# indestructible, and it loses all other abilities, card types, and creature types" (Darksteel
# Mutation); "... is a Treefolk with base power and toughness 0/4 and loses all abilities" (Lignify);
# "... has base power and toughness 0/2, has defender, and loses all other abilities" (Stasis Field);
# "..., has defender, loses all other abilities, and is a blue Wall in addition to its other colors
# and types" (Deep Freeze)
_LOSS_AFTER = _lazy(
    r"^enchanted creature (?:is an? (?P<words>(?:[a-z\-]+ )*?)(?P<creature>creature )?with|has) base power and toughness "
    r"(?P<p>\d+)/(?P<t>\d+),?(?: and)? (?:has (?P<kws>[a-z ]+?),? (?:and )?(?:it )?loses all other abilities"
    r"(?:(?P<types>, card types, and creature types)|, and is an? (?P<also>[a-z\- ]+?) in addition to its other "
    r"colors and types)?|loses all abilities)$")


def _read_ability_loss(low: str) -> Optional[list[dict]]:
    """The effects of "enchanted creature loses all abilities [and is a blue Frog creature
    with base power and toughness 1/1]" (Frogify; Humility's "all creatures ... have base
    power and toughness 1/1"; Dress Down): lose_abilities, with the colors, creature type,
    card type ("creature": the others are lost) and base power and toughness it sets; or None."""
    m = _LOSS_WITH.match(low)
    if m is not None:  # Retro-Mutation, Spider-Man No More
        kws = _board_keywords_only(m.group("kws")) if m.group("kws") else []
        if kws is None:
            return None
        loss: dict[str, Any] = {"kind": "lose_abilities", "permanents": "attached"}
        if kws:
            loss["keywords"] = kws
        return [loss] + ([{"kind": "cant_attack", "creatures": "attached"}] if m.group("cant") else [])
    m = _ABILITY_LOSS.match(low)
    if m is None:
        return _read_loss_after(low)
    who: Any = "attached" if m.group("who").startswith("enchanted") else {"types": ["creature"]}
    if m.group("who").endswith("player controls"):  # Overwhelming Splendor: the Curse's player's creatures
        who = {"types": ["creature"], "controller": "attached_player"}
    effect: dict = {"kind": "lose_abilities", "permanents": who}
    out = [effect]
    rest = m.group("rest")
    if m.group("dp"):  # Duskmourn's Domination: "gets -3/-0 and loses all abilities"
        out.insert(0, {"kind": "modify_pt", "creatures": who, "power": int(m.group("dp")),
                       "toughness": int(m.group("dt"))})
    if rest in _LOSS_ALSO:
        if _LOSS_ALSO[rest]:  # Observed Stasis: "... and can't attack or block"
            out.append({"kind": "cant_attack", "creatures": who})
        return out
    sets = _LOSS_SETS.match(rest)
    if sets is None:
        return None
    # "(It loses all other card types and creature types.)"
    if not _with_words(effect, (sets.group("words") or "").split(), bool(sets.group("creature"))):
        return None
    effect.update(power=int(sets.group("p")), toughness=int(sets.group("t")))
    return out


_RESOLVED_LOSS = _lazy(r"^(?:until end of turn, )?(?:(?:up to one )?(?:another )?target (?:creature|artifact, creature, or "
                       r"planeswalker|creature or planeswalker|artifact or creature)|it|that creature)(?: an opponent "
                       r"controls| you control)?(?: gets? (?P<p>[+-]\d+)/(?P<t>[+-]\d+) and)? loses all abilities(?P<rest>.*)$")


def _resolved_ability_loss(low: str) -> Optional[list[dict]]:
    """A spell's or ability's "target creature loses all abilities [and becomes a blue Frog
    with base power and toughness 1/1]" until end of turn (or until its controller's next turn:
    Azure Beastbinder's, from an earlier turn's attack), as the board's effect (`target`)."""
    m = _RESOLVED_LOSS.match(low)
    if m is None:
        return None
    rest = m.group("rest").replace(" until end of turn", "").replace(" until your next turn", "")
    rest = rest.replace(" and becomes ", " and is ")
    effect: dict = {"kind": "lose_abilities", "permanents": "target"}
    # Primordial Plasm: "gets +2/+2 and loses all abilities" (613.4c after 613.1f)
    pt = ([{"kind": "modify_pt", "creatures": "target", "power": int(m.group("p")), "toughness": int(m.group("t"))}]
          if m.group("p") else [])
    if not rest:
        return [effect] + pt
    if pt:
        return None
    sets = _LOSS_SETS.match(rest)
    if sets is None or not _with_words(effect, (sets.group("words") or "").split(), bool(sets.group("creature"))):
        return None
    effect.update(power=int(sets.group("p")), toughness=int(sets.group("t")))
    return [effect]


def _with_words(effect: dict, words: list[str], creature: bool) -> bool:
    """The colors, creature types and card types "is a blue Frog [artifact] creature" sets on a
    lose_abilities effect; False where a word is none of those."""
    colors = [_COLOR_WORDS[w] for w in words if w in _COLOR_WORDS]
    kinds = [w for w in words if w not in _COLOR_WORDS and w not in ("and", "colorless", "artifact")]
    if any(_singular_type(w) != w for w in kinds):
        return False  # a word that is no creature type (a name)
    if colors or "colorless" in words:
        effect["colors"] = colors  # 105.3: set
    if kinds:
        effect["subtypes"] = [_type_name(w) for w in kinds]  # 205.1a: the other creature types are lost
    if creature:
        effect["types"] = (["artifact"] if "artifact" in words else []) + ["creature"]
    elif "artifact" in words:
        return False
    return True


# "Enchanted permanent is a Treasure artifact with "{T}, Sacrifice this artifact: Add one mana of
# any color," and it loses all other abilities" (Minimus Containment; In Too Deep's colorless Clue):
# an artifact only (205.1a), no creature; the quoted ability is not read (a mana ability that
# costs more than {T} is unread where a cost to attack applies)
_LOSS_TO_TOKEN_ARTIFACT = _lazy(r"^enchanted permanent is an? (?P<colorless>colorless )?(?P<sub>treasure|clue|food) artifact "
                                r"with \u27e6\d+\u27e7 and (?:it )?loses all other abilities$")


def _read_loss_after(low: str) -> Optional[list[dict]]:
    """The templates where "loses all (other) abilities" comes last (_LOSS_AFTER): the
    keywords the sentence gives are kept."""
    m = _LOSS_TO_TOKEN_ARTIFACT.match(low)
    if m is not None:
        became: dict = {"kind": "lose_abilities", "permanents": "attached", "types": ["artifact"],
                        "subtypes": [m.group("sub").capitalize()]}
        if m.group("colorless"):
            became["colors"] = []
        return [became]
    m = _LOSS_AFTER.match(low)
    if m is None:
        return None
    effect: dict = {"kind": "lose_abilities", "permanents": "attached"}
    if not _with_words(effect, (m.group("words") or "").split(), bool(m.group("creature"))):
        return None
    if m.group("types") and "types" not in effect:
        return None  # "loses all other card types" with no card type named
    if m.group("kws"):
        kws = _board_keywords_only(m.group("kws"))
        if kws is None:
            return None
        effect["keywords"] = kws
    effect.update(power=int(m.group("p")), toughness=int(m.group("t")))
    if m.group("also"):  # colors and creature types added to its others (105.3, 205.1b), not set
        words = m.group("also").split()
        colors = [_COLOR_WORDS[w] for w in words if w in _COLOR_WORDS]
        kinds = [w for w in words if w not in _COLOR_WORDS]
        if not colors or not kinds or any(_singular_type(w) != w for w in kinds):
            return None
        return [effect, {"kind": "add_types", "permanents": "attached", "types": [],
                         "subtypes": [_type_name(w) for w in kinds], "colors": colors, "colors_in_addition": True}]
    return [effect]
_PT_WORDING = _lazy(r"[+-](?:\d+|[xy])/[+-](?:\d+|[xy])|\bpower\b|\btoughness\b|\bbase power\b")


_GRAVEYARD_ONLY = "functions only while the card is in a graveyard (113.6b), never from the battlefield"


def graveyard_abilities(name: str, oracle_text: str, type_line: str = "") -> tuple[str, ...]:
    """The sentences of abilities that function while the card is in a graveyard (113.6b) and
    touch attacking or keywords (Anger's "creatures you control have haste"): not modelled."""
    if "graveyard" not in oracle_text:
        return ()
    read = read_oracle(name, oracle_text, type_line)
    return tuple(i["text"] for i in read.ignored if i["reason"] == _GRAVEYARD_ONLY
                 and (_relevant(i["text"].lower()) or _KEYWORD_CHANGE.search(i["text"])))


_IN_GRAVEYARD_ONLY = _lazy(r"^(?:as long as|while) (?:~|this card) is in (?:your|a|its owner's) graveyard\b")


_ENCHANT_LINE = _lazy(r"^Enchant (?P<what>[^\n(]+?)\.?\s*(?:\(|$)", re.M)
_ENCHANT_CONTROLLER = {" you control": "you", " you don't control": "opponents", " an opponent controls": "opponents"}
_ENCHANT_SUBTYPES = frozenset({"Vehicle", "Equipment", "Spacecraft", "Island", "Forest", "Mountain", "Plains", "Swamp"})


def enchant_restriction(oracle_text: str) -> Optional[list[dict]]:
    """What an Aura's "Enchant ..." line (303.4a, 702.5a) lets it enchant: alternatives, each a
    selector object for a permanent or {"player": "any" or "opponent"}; None where there is no
    such line or it isn't read ("Enchant creature card in a graveyard")."""
    m = _ENCHANT_LINE.search(strip_reminder(oracle_text))
    if m is None:
        return None
    what = m.group("what").strip()
    shared: dict[str, Any] = {}
    for tail, who in _ENCHANT_CONTROLLER.items():
        if what.endswith(tail):
            what, shared["controller"] = what[: -len(tail)], who
    wm = re.fullmatch(r"(?P<w>.+) without (?P<kw>[a-z ]+)", what)
    if wm:
        if wm.group("kw") not in _BOARD_KEYWORD_SET:
            return None
        what, shared["lacks_keywords"] = wm.group("w"), [wm.group("kw")]
    out: list[dict] = []
    for alt in re.split(r", or |, | or ", what):
        words = alt.split()
        if words in (["player"], ["opponent"]) and not shared:
            out.append({"player": "any" if words == ["player"] else "opponent"})
            continue
        sel: dict[str, Any] = dict(shared)
        noun = words.pop() if words else ""
        if noun in _CARD_TYPE_WORDS:
            sel["types"] = [noun]
        elif noun in _ENCHANT_SUBTYPES or noun.lower() in _CREATURE_TYPES:
            sel["subtypes"] = [noun]
        elif noun != "permanent":
            return None
        for w in words:
            if w in _CARD_TYPE_WORDS:
                sel["types"] = [w] + sel.get("types", [])
            elif w.startswith("non-") and w[4:].lower() in _CREATURE_TYPES:
                sel["not_subtypes"] = [w[4:]]
            elif w == "nonland":
                sel["except"] = {"types": ["land"]}
            elif w in _COLOR_WORDS:
                sel["colors"] = [_COLOR_WORDS[w]]
            elif w.startswith("non") and w[3:] in _COLOR_WORDS:
                sel["not_colors"] = [_COLOR_WORDS[w[3:]]]
            elif w in ("tapped", "untapped"):
                sel["tapped"] = w == "tapped"
            elif w in ("legendary", "basic", "snow"):
                sel["supertypes"] = [w]
            else:
                return None
        out.append(sel)
    return out


_COUNTS_KEYWORD = _lazy(r"(?:you|each opponent|target (?:player|opponent)|each player) (?:gain|gains|lose|loses|draw|draws)"
                       r" [^.]*\bfor each (?:other )?[a-z]+ (?:you control )?with (?:vigilance|haste|defender)")


def _classify(text: str, original: str, kind: str, ctx: _Ctx) -> str:
    """Read one sentence (without its final period; a trigger's effect part) and record
    its outcome in ctx.result; return the outcome."""
    result = ctx.result
    low = _normalise_low(text.lower())
    relevant = _relevant(low) or (_QUOTE_OPEN in text and _relevant(_unmask(text, ctx.quotes).lower())) or (
        "earthbend " in low and bool(_EARTHBEND_ANY.search(low)))  # its haste is in its reminder text
    ctx.names = {m.group(1).lower(): m.group(1) for m in _NAMED.finditer(original)} if "named" in low else {}
    if not low:
        result.ignored.append({"text": original, "reason": _ignore_reason("", kind, ctx, relevant)})
        return "ignored"
    if _ACTIVATE_ONLY.match(low):
        result.ignored.append({"text": original, "reason": "says when the ability may be activated"})
        return "ignored"
    if relevant and kind == "triggered" and _COUNTS_KEYWORD.fullmatch(low):
        # Alert Heedbonder: "you gain 1 life for each creature you control with vigilance"
        result.ignored.append({"text": original, "reason": "counts creatures with a keyword; does not constrain "
                                                           "the declaration"})
        return "ignored"
    if kind == "static" and _IN_GRAVEYARD_ONLY.match(low):
        # Anger, Brawn, Wonder: a permanent's such ability does nothing on the battlefield
        result.ignored.append({"text": original, "reason": _GRAVEYARD_ONLY})
        return "ignored"
    if kind == "static" and (m := _SKIPPED_DRAW.match(low)) and _SKIP_DRAW.match((ctx.previous or "").lower()) \
            and (kws := _keyword_list(m.group("kws"))):
        # Island Sanctuary: the draw skipped by its replacement (614.1a) is asked
        question = _asked(f"Did you skip the draw of your most recent draw step with {ctx.shown}?")
        return _take_static([_with_condition({"kind": "cant_attack_target", "creatures": {"lacks_keywords": kws},
                                              "target": "you"}, question)], original, ctx, len(result.resolved))
    if kind == "static" and _IMPERATIVE.match(low):
        kind = "replacement"  # "Prevent that damage. Create ...": done when the replacement applies
    if kind == "static" and "abilities" in low and low.startswith("it ") and \
            (ctx.previous or "").lower().startswith("enchanted creature "):
        # Retro-Mutation's "Enchanted creature is a Turtle .... It can't attack and loses all abilities."
        low = "enchanted creature " + low[len("it "):]
    if kind == "static" and "abilities" in low and (loss := _read_ability_loss(low)) is not None:
        # Frogify, Kenrith's Transformation, Humility, Dress Down: no requirement, restriction,
        # haste, defender or mana ability of its own (613.1f)
        return _take_static(loss, original, ctx, len(result.resolved))
    if kind == "static" and (land_types := land_type_effects(low)) is not None:
        # Blood Moon, Spreading Seas, Urborg, Song of the Dryads: lands' basic land types, their
        # mana abilities (305.6) and the abilities of their rules text (305.7)
        return _take_static(land_types, original, ctx, len(result.resolved))
    if kind == "static" and (m := _AS_LONG_AS_LANDS.match(low)) and (land_types := land_type_effects(m.group("rest"))):
        # Zhao, the Moon Slayer: "As long as Zhao has a conqueror counter on him, nonbasic lands are Mountains"
        try:
            condition = _condition(m.group("cond"), ctx)
        except (_Fail, _Ignore):
            result.unsupported.append(original)  # a condition not read: never the change without it
            return "unsupported"
        return _take_static([{**e, "condition": condition} for e in land_types], original, ctx, len(result.resolved))
    if kind == "static" and "chosen name" in low and (named := _chosen_name_effects(low, ctx)) is not None:
        # Phyrexian Revoker, Skyseer's Chariot: the mana abilities of the permanents with the
        # chosen name (the board's answer) can't be activated, or cost more (602.5, 601.2f)
        return _take_static(named, original, ctx, len(result.resolved))
    if kind == "static" and "activated abilities" in low and (stopped := activation_effects(low)) is not None:
        # Null Rod, Cursed Totem, Arrest: no mana ability of theirs pays a cost to attack (602.5)
        return _take_static(stopped, original, ctx, len(result.resolved))
    if kind == "static" and (m := _LOSS_TO_LAND.match(low)) and _TAP_FOR_C.match(ctx.quotes[int(m.group("q"))].lower()):
        # Imprisoned in the Moon: a colorless land only, with no ability but "{T}: Add {C}"
        return _take_static([{"kind": "lose_abilities", "permanents": "attached", "types": ["land"], "colors": [],
                              "mana": ["{C}"]}], original, ctx, len(result.resolved))
    if kind == "static" and "creature" in low and (animation := _read_animation(low, ctx)) is not None:
        # Ensoul Artifact, Nature's Revolt, Kormus Bell, Aerial Modification: a creature in
        # addition to its other types (613 layer 4), with the power and toughness it states
        return _take_static(animation, original, ctx, len(result.resolved))
    if kind == "static" and "is not a creature" in low and (removal := _read_type_removal(low, ctx)) is not None:
        # a Theros God below its devotion, The Warring Triad: no creature while its condition
        # holds (613 layer 4), so it can't attack (508.1a)
        return _take_static(removal, original, ctx, len(result.resolved))
    if kind == "static" and not relevant and "creature" in low and _ANIMATES.search(low) \
            and not _NOT_ANIMATES.search(low):
        # Gideon Blackblade during your turn, Ambush Commander's Forests, March of the
        # Machines, a God below its devotion: whether it is a creature that may attack
        # (508.1a) depends on an effect that is not read
        result.unsupported.append(original)
        return "unsupported"
    if kind == "static" and (" is " in low or " are " in low) and (colored := _set_colors(low, ctx)) is not None:
        # Darkest Hour, Celestial Dawn, Thran Lens: the colors set (105.3, 613.1e layer 5)
        return _take_static(colored, original, ctx, len(result.resolved))
    if kind == "static" and _ADDS_CARD_TYPE.match(low):
        # Mycosynth Lattice, Biotransference: an added artifact or enchantment type (613.1d)
        # makes no creature and unmakes none (506.3); it changes what selectors of card types
        # find ("artifact creatures you control": Thopter Engineer), unread where one is read
        result.ignored.append({"text": original, "reason": _ADDS_TYPE_REASON})
        return "ignored"
    if kind == "static" and ("types" in low or " is " in low or " are " in low) and _SETS_CARD_TYPES.search(low):
        # Imprisoned in the Moon, Song of the Dryads: an enchanted creature that is now only a
        # land is no creature and can't attack (205.1a, 506.3); Mycosynth Lattice,
        # Biotransference: an added card type (613.1d) changes what selectors such as "artifact
        # creatures you control" (Thopter Engineer) find; not read
        result.unsupported.append(original)
        return "unsupported"
    early = not (kind == "triggered" and _late(ctx.event))  # it may apply before attackers are declared
    if relevant and " counter" in low and _QUOTE_OPEN not in low and _KEYWORD_COUNTER_WORDS.search(low) \
            and (_ENTERS_WITH_COUNTERS.search(low) or _PUTS_COUNTERS.match(low)) \
            and not _relevant(_KEYWORD_COUNTER_WORDS.sub("", _IF_CLAUSE.sub("", low))) \
            and not _BESIDE_COUNTERS.search(_IF_CLAUSE.sub("", low)):
        # Flycatcher Giraffid, Tayam, Indominus Rex: enters with keyword counters (614.1c)
        result.ignored.append({"text": original, "reason": _COUNTERS_LISTED})
        return "ignored"
    if low.startswith(("the same is true for", "do the same for", "repeat this process for")) and relevant \
            and _SAME_FOR_KEYWORD.search(low.replace("super haste", "")) and early:
        # "... has flying as long as .... The same is true for ..., haste, ... and vigilance"
        # (Cairn Wanderer, Odric, Lunarch Marshal): the sentence before, read again for each
        same = _same_for_keywords(low, original, kind, ctx)
        if same is not None:
            return same
        result.unsupported.append(original)
        return "unsupported"
    if kind == "static" and low.startswith("you may activate abilities of ") and (
            m := _ACTIVATE_AS_HASTE.match(low)) is not None and isinstance(
            who := _creature_selector(m.group("who"), ctx, allow_placeholders=False), dict):
        # Thousand-Year Elixir: their {T} mana abilities can pay although they came this turn
        # (302.6); they still can't attack for it
        return _take_static([{"kind": "activate_as_though_haste", "creatures": who}], original, ctx,
                            len(result.resolved))
    if kind == "triggered" and ("for mana" in ctx.event or "causes you to add" in ctx.event) and (
            tapped := _mana_trigger(ctx.event, low, ctx)) is not None:
        # Wild Growth, Mana Flare, Crypt Ghast: a triggered mana ability (605.1b) adds mana
        # whenever the source is tapped for mana (106.12a)
        return _take_static(tapped, original, ctx, len(result.resolved))
    if kind == "static" and "for mana" in low and (produces := _mana_replacement(low, ctx)) is not None:
        # Mana Reflection, Nyxbloom Ancient, Contamination: what tapping for mana produces (106.12b)
        return _take_static(produces, original, ctx, len(result.resolved))
    if kind == "static" and "would" in low and "instead" in low and _TOKEN_REPLACEMENT.match(low):
        # Divine Visitation: tokens are created otherwise (614.1a); a board lists them as they are
        result.ignored.append({"text": original, "reason": "changes tokens as they are created (614.1a); the board "
                                                            "lists the tokens as they are"})
        return "ignored"
    if kind == "static" and _QUOTE_OPEN in low and (granted := _granted_mana(low, ctx)) is not None:
        # Cryptolith Rite, Chromatic Lantern: a {T} mana ability the permanents have (613 layer 6)
        return _take_static(granted, original, ctx, len(result.resolved))
    if kind == "static" and "riot" in low and (riot := _given_riot(low, ctx)) is not None:
        # Rhythm of the Wild: each creature it gives riot entered with a +1/+1 counter or with
        # haste (702.136), its controller's choice for each one: asked of each one that came
        # this turn (302.6: haste matters to no other, unless a selector reads it; load.py)
        return _take_static(riot, original, ctx, len(result.resolved))
    if any(w in low for w in ("riot", "blitz", "dash", "unearth", "encore")) and (
            (kind == "static" and _GRANTS_RIOT.search(low))
            or (kind in ("triggered", "activated", "chapter") and early and _GAINS_RIOT.search(low))):
        # 702.136: each creature given riot entered with a +1/+1 counter or with haste, its
        # controller's choice for each one (Rhythm of the Wild); a creature cast for a blitz
        # or dash cost, or returned with unearth, that another card gave it has haste
        # (702.152a, 702.109a, 702.84a: Henzie, Sedris), as has an encore token, which attacks
        # its opponent if able (702.141a: Wire Surgeons); no board field states either. The
        # same given by an ability that may resolve before attackers are declared (Ghost
        # Ark's crew trigger, Highway Reaver entering)
        result.unsupported.append(original)
        return "unsupported"
    if ("text" in low or "abilities" in low or "bonuses" in low or "keyword" in low or "that ability" in low) \
            and (_BORROWS.search(low) or _LOSES_KEYWORDS.search(low)
                 or ("that ability" in low and ctx.choice is None and "keyword" in ctx.before)) \
            and early:
        # Volrath's Shapeshifter ("the full text of that card"), The Kami Knight ("all bonuses
        # conferred by equipment attached to this creature"), Polis, Pin Collection: the
        # abilities another card gives (haste, defender, a requirement) are on no board field;
        # nor are keywords named or chosen from all keywords, gained or lost (Pithing Spyglass,
        # Modular Monstrosity)
        result.unsupported.append(original)
        return "unsupported"
    if kind == "static" and "abilities" in low and _LOSES_ALL.search(low) and "graveyard" not in low:
        # Dress Down, Humility, Kenrith's Transformation: a creature without its abilities has
        # no requirement, restriction, haste or defender of its own (613.1f); not read
        result.unsupported.append(original)
        return "unsupported"
    if kind != "static" and (land_types := resolved_land_types(low)) is not None \
            and (ctx.accepts is None or all(ctx.accepts(e, True) for e in land_types)):
        # Aquitect's Will, Xolatoyac: the target land's basic land type (305.7), while it lasts
        result.resolved.append({"text": original, "via": ("granted " if ctx.granted else "") + kind,
                                "effects": land_types})
        return "resolved"
    if kind != "static" and "loses all abilities" in low and (loss := _resolved_ability_loss(low)) is not None \
            and (ctx.accepts is None or all(ctx.accepts(e, True) for e in loss)):
        # Turn to Frog, Humble, Merfolk Trickster: what the board's effects hold once it resolved
        result.resolved.append({"text": original, "via": ("granted " if ctx.granted else "") + kind, "effects": loss})
        return "resolved"
    if kind != "static" and _TARGET_NO_ACTIVATION.match(low) and "target" in ctx.before \
            and (ctx.accepts is None or ctx.accepts(_TARGET_CANT_ACTIVATE, True)):
        # Xathrid Gorgon, Koma and Toski: the target's activated abilities, mana abilities among
        # them (602.5), can't be activated while it lasts: they pay no cost to attack
        result.resolved.append({"text": original, "via": ("granted " if ctx.granted else "") + kind,
                                "effects": [dict(_TARGET_CANT_ACTIVATE)]})
        return "resolved"
    if not relevant and _QUOTE_OPEN not in low and ctx.choice is None and not (
            ("get" in low or "ha" in low or "lose" in low) if kind == "static" else ("counter" in low or "emblem" in low)):
        result.ignored.append({"text": original, "reason": _ignore_reason(low, kind, ctx, relevant)})
        return "ignored"  # no template reads a sentence without these words
    resolved_before = len(result.resolved)
    ctx.pt_unread, ctx.pt_reason = False, ""
    try:
        if kind == "static":
            effects = _read_static(low, ctx)
            asked_pt = [e for e in effects or () if e["kind"] == "add_types" and e.get("power") is not None
                        and "asked" in (e.get("condition") or {})]
            if asked_pt:
                # a base power set on a condition no board field states is left unread (613.4b);
                # what the sentence gives beside it keeps that condition (Timber Paladin's vigilance)
                if any(set(e) - {"kind", "permanents", "types", "power", "toughness", "condition"} or e["types"]
                       for e in asked_pt) or len(asked_pt) == len(effects or ()):
                    raise _Fail()
                effects = [e for e in effects or () if e not in asked_pt]
                ctx.pt_unread, ctx.pt_reason = True, _BASE_PT_ASKED
            if effects is not None:
                return _take_static(effects, original, ctx, resolved_before)
        else:
            late = kind == "triggered" and _late(ctx.event)
            resolved = _read_resolved(low, ctx, late)
            if resolved is not None:
                options = _choices(resolved)  # a keyword chosen as it resolves: one entry per choice
                if ctx.accepts is not None and not all(ctx.accepts(e, True) for option in options for e in option):
                    del result.resolved[resolved_before:]
                    result.unsupported.append(original)
                    return "unsupported"
                if resolved:
                    via = ("granted " if ctx.granted else "") + kind
                    for option in options:
                        entry: dict[str, Any] = {"text": original, "via": via, "effects": option}
                        if ctx.pt_unread:
                            entry["note"] = ctx.pt_reason if ctx.pt_reason == _PT_DEFINED_NOTE else _PT_NOTE
                        result.resolved.append(entry)
                    return "resolved"
                if len(result.resolved) > resolved_before:
                    return "resolved"  # an emblem's or a granted ability's own triggers
                return _ignored_after_read(original, ctx)
    except _Ignore as ig:
        result.ignored.append({"text": original, "reason": ig.reason})
        return "ignored"
    except _Fail:
        if relevant and _constrains(low, text, ctx):
            result.unsupported.append(original)
            return "unsupported"
    if relevant and _constrains(low, text, ctx):
        result.unsupported.append(original)
        return "unsupported"
    result.ignored.append({"text": original, "reason": _ignore_reason(low, kind, ctx, relevant)})
    return "ignored"


_SAME_FOR_LIST = _lazy(r"^(?:the same is true|repeat this process) for (?P<items>[a-z ,\-]+?)\.?$")
_KNOWN_KEYWORDS = frozenset(BOARD_KEYWORDS) | frozenset(_OTHER_KEYWORDS) | {"landwalk"}
_OUTCOME_RANK = ("unsupported", "effects", "resolved", "ignored")


_PUTS_COUNTERS = _lazy(r"^put (?:a|an|one) [a-z ]+ counter on [^.]*\bif\b")  # Kathril's, on a condition
_IF_CLAUSE = _lazy(r" if [^.,]*$")  # what decides whether the counter is put
_BESIDE_COUNTERS = _lazy(r"\b(?:becomes?|base power|gets?|gains?|has|have|loses?)\b")  # another change beside them
_ENTERS_WITH_COUNTERS = _lazy(r"\benters? with\b[^.]*\bcounters? on (?:it|them)\b")
_KEYWORD_COUNTER_WORDS = _lazy(r"\b(?:" + "|".join(sorted(BOARD_KEYWORDS, key=len, reverse=True)) + r") (?=counters?\b)")
_COUNTERS_LISTED = ("puts counters on a permanent as it enters or once it resolves; the board lists the counters it "
                    "has (a keyword counter gives its keyword, 122.1b)")


def _same_for_keywords(low: str, original: str, kind: str, ctx: _Ctx) -> Optional[str]:
    """"The same is true for first strike, ..., haste, and vigilance": the sentence before, with
    its keyword replaced by each of these, read as a sentence of the same ability; the worst
    outcome of them (unsupported first). None where the list is not of keywords or the
    sentence before names none."""
    m = _SAME_FOR_LIST.match(low)
    prev = ctx.previous
    if m is None or not prev:
        return None
    items = [w.strip() for w in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group("items")) if w.strip()]
    if not items or not all(w in _KNOWN_KEYWORDS for w in items):
        return None  # "speed 2 and higher and trample", "first strike and a sword"
    named = [k for k in sorted(BOARD_KEYWORDS, key=len, reverse=True) if re.search(rf"\b{k}\b", prev.lower())]
    if not named:
        return None
    first = named[0]
    outcomes = []
    for k in items:
        again = re.sub(rf"\b{first}\b", k, prev, flags=re.I)
        outcomes.append(_classify(again, original, kind, ctx))
    unsupported = ctx.result.unsupported
    while unsupported.count(original) > 1:  # once, whichever keywords left it unread
        unsupported.remove(original)
    ignored = ctx.result.ignored
    seen = [i for i, n in enumerate(ignored) if n["text"] == original]
    if seen:  # likewise once, with the reason of a keyword that matters if one has its own
        keep = next((i for i in seen if ignored[i]["reason"] != _NO_WORDING), seen[0])
        for i in reversed(seen):
            if i != keep:
                del ignored[i]
    return min(outcomes, key=_OUTCOME_RANK.index)


def _take_static(effects: list[dict], original: str, ctx: _Ctx, resolved_before: int) -> str:
    """Record a static sentence's effects (under its level or station section's condition)
    and return its outcome: unsupported where the board format in use refuses one of them."""
    result = ctx.result
    if ctx.line_condition is not None:
        effects = [_with_condition(e, ctx.line_condition) for e in effects]
    if ctx.accepts is not None and not all(ctx.accepts(e, False) for e in effects):
        del result.resolved[resolved_before:]
        result.unsupported.append(original)
        return "unsupported"  # a shape the board format in use does not take
    result.effects.extend(effects)
    if effects:
        if ctx.pt_unread:
            result.ignored.append({"text": original, "reason": ctx.pt_reason or _PT_UNREAD_STATIC})
        return "effects"
    if len(result.resolved) > resolved_before:
        return "resolved"  # a granted triggered or activated ability
    return _ignored_after_read(original, ctx)


def _choices(effects: list[dict]) -> list[list[dict]]:
    """A keyword granted at the player's choice ("gains your choice of flying, vigilance,
    or lifelink") gives one resolved entry per choice; otherwise one entry."""
    for i, e in enumerate(effects):
        if e.get("choice"):
            return [effects[:i] + [{"kind": "grant_keywords", "creatures": e["creatures"], "keywords": [kw]}]
                    + effects[i + 1 :] for kw in e["keywords"]]
    return [effects]


def _ignored_after_read(original: str, ctx: _Ctx) -> str:
    """A sentence whose templates all matched but produced nothing (a granted ability with
    no attack-relevant text, a blocking rule)."""
    low = original.lower()
    if '"' in original:
        reason = "grants a triggered or activated ability that does not constrain the declaration of attackers"
    elif "block" in low:
        reason = "about blocking; does not constrain the attack declaration"
    else:
        reason = "read: nothing in it constrains the declaration of attackers"
    ctx.result.ignored.append({"text": original, "reason": reason})
    return "ignored"


def _constrains(low: str, text: str, ctx: _Ctx) -> bool:
    full = _unmask(low, [q.lower() for q in ctx.quotes])
    return bool(_CONSTRAINT.search(full))


_CONTRACTIONS = {"it's ": "it is ", "he's ": "he is ", "there's ": "there is ", "that's ": "that is ", "isn't": "is not",
                 "doesn't": "does not", "don't": "do not", "they're": "they are", "perpetually ": "",
                 "you're": "you are", "didn't": "did not", "aren't": "are not", "can not ": "can't ",
                 "cannot ": "can't ", "  ": " ", " also gain": " gain", " also has": " has", " also have": " have",
                 " also get": " get"}  # Jetmir: "Creatures you control also get +1/+0 and have trample"
_CONTRACTION = _lazy("|".join(re.escape(k) for k in _CONTRACTIONS))


def _normalise_low(low: str) -> str:
    if "'" in low or "  " in low or "perpetually" in low or "can" in low or " also " in low:
        low = _CONTRACTION.sub(lambda m: _CONTRACTIONS[m.group(0)], low)
    return low.strip().rstrip(".").strip()


_TARGET_NO_ACTIVATION = _lazy(r"^its activated abilities can't be activated"
                              r"(?: this turn| for as long as it remains tapped)?$")
_TARGET_CANT_ACTIVATE = {"kind": "cant_activate", "permanents": "target"}
_ACTIVATED_ANIMATION = _lazy(r"\bbecomes? (?:an? |a copy of )?[^.]*?(?<!enchant )\bcreature\b(?! spells?\b)")
_CHANGES_ANOTHER = _lazy(r"\blos(?:e|es) all (?:other )?abilities\b|\b(?:becomes?|is|are) an? [^.]*?(?<!enchant )"
                         r"\b(?:creature|artifacts?|plains|island|swamp|mountain|forest)\b")


_NO_WORDING = "no wording about attacking, goad, detain, defender, haste or vigilance"


def _ignore_reason(low: str, kind: str, ctx: _Ctx, relevant: bool) -> str:
    if kind == "triggered" and _late(ctx.event):
        if "until your next turn" in low:  # Azure Beastbinder's base 2/2, into the other players' turns
            return ("lasts until its controller's next turn: where it resolved in an earlier turn, write what it "
                    "changed on the board (the permanent's power and toughness, types or abilities)")
        return ("triggered ability that triggers once attackers are declared or later (508.2, 508.3); does not "
                "constrain this declaration")
    if not relevant:
        if ("/" in low or "power" in low or "toughness" in low) and _PT_WORDING.search(low) and not (
                "block" in low and not _PT_CHANGE.search(low)):  # Okk's "can't block unless ... greater power"
            return ("changes power or toughness in a way not read; write the creature's power and toughness on the "
                    "board where an effect reads them")
        if kind == "activated" and _ACTIVATED_ANIMATION.search(low):  # Mutavault, Gideon Jura
            return ("an activated ability that makes a permanent a creature once it resolves; where it was activated "
                    "this turn, write the permanent as it is now (types with creature, power, toughness)")
        if kind != "static" and _CHANGES_ANOTHER.search(low):
            # Kitesail Larcenist, Awakener Druid, Abigale, Tundra Kavu: a lasting change of
            # another permanent's types or abilities (613 layers 4 and 6) once it resolves
            return ("changes a permanent's card types, land types or abilities once it resolves, in a way not "
                    "read; where that change applies now, write it on the board (the permanent's types, or an "
                    "add_types, land_types or lose_abilities effect)")
        return _NO_WORDING
    if "exert" in low or "enlist" in low:
        return "optional attack cost (508.1g); never required, never makes a declaration illegal"
    if kind == "triggered":
        if "counter" in low and ("put" in low or "distribute" in low):  # Me, the Immortal's vigilance counter
            return ("puts counters on a permanent once it resolves; the board lists the counters it has (a keyword "
                    "counter gives its keyword, 122.1b)")
        if "create" in low and "token" in low:  # Outlaws' Merriment: tokens with haste
            return "creates tokens once it resolves; the board lists them with their abilities (111.4)"
        return "triggered ability whose effect does not constrain the declaration"
    if kind == "activated":
        return "activated ability whose effect does not constrain the declaration"
    if "block" in low:
        return "about blocking; does not constrain the attack declaration"
    if re.search(r"attacking creature|attacking \w+|number of attacking|attacked", low):
        return "refers to creatures already attacking; does not constrain the declaration"
    if "attackers are declared" in low:
        return "timing restriction on casting or activating"
    return "mentions attacking but places no requirement, restriction or cost on the declaration"


# --------------------------------------------------------------------------- numbers, conditions


def _number(word: str) -> int | None:
    word = word.strip().lower()
    if word.isdigit():
        return int(word)
    return _NUMBER_WORDS.get(word)


_AT_LEAST = r"(?P<n>\w+)(?P<more> or more| or greater)?"


def _asked(question: str) -> dict:
    return {"asked": {"question": question, "holds": None}}


_ACTIVATE_AS_HASTE = _lazy(r"^you may activate abilities of (?P<who>(?:other )?creatures you control)"
                           r" as though (?:those creatures|they) had haste$")
_HAVE_RIOT = _lazy(r"^(?P<who>[^.,]+?) (?:has|have) riot$")
# the question a creature given riot by another permanent is asked (load.py finds it)
GIVEN_RIOT_QUESTION = "Did this creature enter without a +1/+1 counter from the riot {} gives (so it has haste)?"
_GIVEN_RIOT = _lazy(r"^Did this creature enter without a \+1/\+1 counter from the riot .+ gives \(so it has haste\)\?$")


def gives_riot(effect: Any) -> bool:
    """Whether a card's effect is riot given to other creatures (_given_riot)."""
    if not isinstance(effect, dict) or effect.get("kind") != "grant_abilities":
        return False
    inner = effect.get("abilities")
    if not (isinstance(inner, list) and len(inner) == 1 and isinstance(inner[0], dict)
            and isinstance(inner[0].get("condition"), dict)):
        return False
    asked = inner[0]["condition"].get("asked")
    return isinstance(asked, dict) and bool(_GIVEN_RIOT.match(str(asked.get("question") or "")))


def riot_for_all(effect: dict) -> dict:
    """Riot given to other creatures, asked of each one, sick or not (where a selector reads
    haste, 302.6 is not all that haste does)."""
    (inner,) = effect["abilities"]
    condition = {k: v for k, v in inner["condition"].items() if k != "source"}
    return {**effect, "abilities": [{**inner, "condition": condition}]}


def _given_riot(low: str, ctx: _Ctx) -> Optional[list[dict]]:
    """"Nontoken creatures you control have riot" (Rhythm of the Wild, Spider-Punk): the
    haste of riot (702.136) as an ability of each creature it gives riot to, asked of each
    one that is `sick`; None where the sentence is not that."""
    m = _HAVE_RIOT.match(low)
    if m is None:
        return None
    sel = _creature_selector(m.group("who"), ctx, allow_placeholders=False)
    if not isinstance(sel, dict) or not sel:
        return None
    haste = {"kind": "grant_keywords", "creatures": "self", "keywords": ["haste"],
             "condition": {"source": {"sick": True}, **_asked(GIVEN_RIOT_QUESTION.format(ctx.shown))}}
    return [{"kind": "grant_abilities", "creatures": sel, "abilities": [haste]}]


def _merge_conditions(a: Optional[dict], b: Optional[dict]) -> dict:
    out = dict(a or {})
    for key, value in (b or {}).items():
        if key in out and out[key] != value:
            if key == "asked":
                out[key] = {"question": out[key]["question"] + " And: " + value["question"], "holds": None}
                continue
            raise _Fail()
        out[key] = value
    return out


def _with_condition(effect: dict, condition: Optional[dict]) -> dict:
    if not condition:
        return effect
    out = dict(effect)
    out["condition"] = _merge_conditions(effect.get("condition"), condition)
    return out


def _display(clause: str, ctx: _Ctx) -> str:
    """A clause of the working text as printed (the card's name for ~, original case)."""
    work = _unmask(ctx.work, ctx.quotes)
    i = work.lower().find(clause)
    if i >= 0 and len(work) == len(work.lower()):
        clause = work[i : i + len(clause)]
    return clause.replace(_SELF, ctx.shown)


def _question(clause: str, ctx: _Ctx, negated: bool) -> dict:
    shown = _display(clause, ctx)
    if negated:
        return _asked(f"Is it false that {shown}?")
    return _asked(f"Is it true that {shown}?")


_COND_YOU_CONTROL = _lazy(r"^you control (?P<q>at least (?P<n1>\w+) |(?P<n2>\w+) or more |(?P<another>another) |a |an |(?P<no>no) )?(?P<what>.+)$")
_COND_CONTROL_COLORS = _lazy(r"^you control (?:a|an) (?P<a>white|blue|black|red|green) or (?P<b>white|blue|black|red|green) "
                            r"(?P<noun>permanent|creature)$")
_COND_CONTROL_EITHER = _lazy(r"^you control (?:a|an) (?P<a>[\w\-]+) or (?:a|an) (?P<b>[\w\-]+)$")
_COND_DONT_CONTROL = _lazy(r"^you do not control (?:a |an |any )?(?P<what>.+)$")
_COND_GRAVEYARD = _lazy(r"^there (?:are|is) (?P<fewer>fewer than )?(?P<n>\w+)(?: or more)? (?P<of>cards|card types among cards) "
                        r"in your graveyard$")
_WHO_HAS = r"(?P<who>you have|an opponent has|each opponent has|a player has|each player has)"
_COND_HAND = _lazy(rf"^{_WHO_HAS} (?P<n>\w+)(?P<cmp> or more| or fewer| or less)? cards? in (?:your |their )?hand$")
_COND_NO_HAND = _lazy(rf"^{_WHO_HAS} no cards in (?:your |their )?hand$")
_COND_LIFE = _lazy(rf"^{_WHO_HAS} (?P<n>\w+) or (?P<cmp>less|more|greater) life$")
_COND_PLAYER_GRAVEYARD = _lazy(rf"^{_WHO_HAS} (?P<n>\w+)(?P<cmp> or more| or fewer| or less)? cards? in "
                               r"(?:your|their) graveyards?$")
# the players a hand, life or graveyard condition is about, and its negation's ("unless an
# opponent has ...": no opponent has, so each opponent has the rest)
_WHO = {"you have": "you", "an opponent has": "an_opponent", "each opponent has": "each_opponent",
        "a player has": "a_player", "each player has": "each_player"}
_NOT_WHO = {"you": "you", "an_opponent": "each_opponent", "each_opponent": "an_opponent",
            "a_player": "each_player", "each_player": "a_player"}


def _counted(key: str, m: re.Match, n: int, negated: bool, **more: str) -> Optional[dict]:
    """A hand, life or graveyard condition: `who` has at least / at most n (`cmp`), or not."""
    who = _WHO[m.group("who")]
    cmp = (m.groupdict().get("cmp") or "").strip()
    if cmp in ("or more", "more", "greater"):
        bound = ("at_most", n - 1) if negated else ("at_least", n)
    elif cmp in ("or fewer", "or less", "less"):
        bound = ("at_least", n + 1) if negated else ("at_most", n)
    else:
        return None
    if bound[1] < 0:
        return None
    return {key: {"player": _NOT_WHO[who] if negated else who, bound[0]: bound[1], **more}}
_COND_DEVOTION = _lazy(r"^your devotion to (?P<a>white|blue|black|red|green)(?: and (?P<b>white|blue|black|red|green))? "
                       r"is (?:less than (?P<lt>\w+)|(?P<ge>\w+) or greater)$")
_COND_BATTLEFIELD = _lazy(
    r"^(?:there (?:are|is) )?(?P<n>\w+)(?P<more> or more)? (?P<what>.+?) (?:are |is )?on the battlefield$")
_COND_SOURCE_COUNTERS = _lazy(
    r"^(?:~|it|he|she) (?:has|have) (?P<n>\w+)(?: or more)? (?P<kind>[+\-\w/]+ )?counters? on (?:it|~|him|her|them)$")
_COND_SOURCE_POWER = _lazy(r"^(?:~'s|its) power is (?P<n>\d+) or greater$")
_COND_SOURCE_IS = _lazy(r"^(?:~|it) is (?:a |an )?(?P<what>[\w\-]+)$")
_COND_ATTACHED_HAS = _lazy(r"^(?P<who>equipped|enchanted) creature (?:has|is) (?P<what>.+)$")
_COND_OPP_CONTROLS = _lazy(r"^(?P<neg>no )?(?:an )?opponents? controls? (?:a |an )?(?P<what>.+)$")
_ASK_WORDS = _lazy(
    r"\bexiled\b|\bcontrols?\b|\bcreatures\b|\bcards?\b|\bthis turn\b|\blast turn\b|\bmonarch\b|\bcity's blessing\b|\bspeed\b|\bchosen\b|\bemblem|\bcast\b|\bdied\b"
    r"|\bentered\b|\bpaired\b|\bmonstrous\b|\bturned off\b|\bextra turn|\bplaytest\b|\bsee the chosen\b"
    r"|\bgraveyard\b|\bexile\b|\bhand\b|\bcounters?\b|\blife\b|\bturn\b|\bpoisoned\b|\bdungeon\b|\binitiative\b"
    r"|\bday\b|\bnight\b|\bclass level\b|\bsolved\b|\bunlocked\b|\bring\b|\bcontrol\b|\bbattlefield\b|\bequipped\b"
    r"|\benchanted\b|\btapped\b|\buntapped\b|\bpower\b|\bcreature\b|\bopponent\b|\bplayer\b"
)


_ENCHANTED_BY_AURAS = _lazy(r"(?P<who>~|it) is enchanted by (?:exactly )?(?:one|two|three|four|five|\d+)"
                           r"(?: or more)? auras?")


def _condition(clause: str, ctx: _Ctx, negated: bool = False) -> dict:
    """The condition under which an effect applies: `clause` holds (or, negated, does not
    hold). Facts no board field states become an asked condition; a clause that is not a
    condition of a known shape raises _Fail."""
    c = clause.strip()
    if not negated and re.fullmatch(r"(?:it|~|they|equipped creature|enchanted creature) (?:is|are) (?:attacking|blocking"
                                    r"|attacking or blocking|attacking alone|blocking or blocked|blocked)", c):
        raise _Ignore(_WHILE_ATTACKING)
    if "defending player" in c or "attacking" in c or "attacks" in c:
        raise _Fail()  # about one attack or defender: not a condition on the board
    got = _stated_condition(c, ctx, negated)
    if got is not None:
        return got
    m = _ENCHANTED_BY_AURAS.fullmatch(c)
    if m and not negated:
        # "enchanted by exactly two Auras" (Timber Paladin): no condition key counts the Auras
        # attached, so asked, and only while one is attached at all
        where = "attached" if ctx.it == "attached" and m.group("who") == "it" else "source"
        return {where: {"enchanted": True}, **_question(c, ctx, negated)}
    if not _ASK_WORDS.search(c):
        raise _Fail()
    return _question(c, ctx, negated)


def _stated_condition(c: str, ctx: _Ctx, negated: bool) -> Optional[dict]:
    """A condition a board field states, or None."""
    if c in ("~ is untapped", "it is untapped"):
        return {"source_tapped": True} if negated else {"source_untapped": True}
    if c in ("~ is tapped", "it is tapped"):
        return {"source_untapped": True} if negated else {"source_tapped": True}
    if c in ("it is your turn", "it is not your turn"):
        yours = (c == "it is your turn") != negated
        return {"your_turn": yours}
    m = _COND_CONTROL_COLORS.match(c)
    if m:  # Abzan Runemark: "you control a black or green permanent" (a selector's colors: any listed)
        colored: dict[str, Any] = {"colors": [_COLOR_WORDS[m.group("a")], _COLOR_WORDS[m.group("b")]]}
        if m.group("noun") == "creature":
            colored["types"] = ["creature"]
        if negated:
            return {"you_control_at_most": {"selector": colored, "at_most": 0}}
        return {"you_control": {"selector": colored, "at_least": 1}}
    m = _COND_CONTROL_EITHER.match(c)
    if m and all(w in _CREATURE_TYPES or w in _LAND_TYPES for w in (m.group("a"), m.group("b"))):
        # War Falcon: "you control a Knight or a Soldier": a permanent of either subtype
        either = {"any_subtypes": [_type_name(m.group("a")), _type_name(m.group("b"))]}
        if negated:
            return {"you_control_at_most": {"selector": either, "at_most": 0}}
        return {"you_control": {"selector": either, "at_least": 1}}
    m = _COND_YOU_CONTROL.match(c)
    if m and not m.group("no") and " or " not in m.group("what").replace(" or greater", "").replace(" or more", ""):
        sel = _permanent_selector(m.group("what"), ctx)
        if sel is None:
            return None
        n = 1
        if m.group("n1") or m.group("n2"):
            got = _number(m.group("n1") or m.group("n2"))
            if got is None:
                return None
            n = got
        if m.group("another"):
            sel = {**sel, "other": True}
        if negated:
            return {"you_control_at_most": {"selector": sel, "at_most": n - 1}}
        return {"you_control": {"selector": sel, "at_least": n}}
    m = _COND_DONT_CONTROL.match(c)
    if m or (m := _COND_YOU_CONTROL.match(c)) is not None and m.group("no"):
        sel = _permanent_selector(m.group("what"), ctx)
        if sel is None:
            return None
        if negated:
            return {"you_control": {"selector": sel, "at_least": 1}}
        return {"you_control_at_most": {"selector": sel, "at_most": 0}}
    m = _COND_GRAVEYARD.match(c)
    level = _number(m.group("n")) if m else None
    if m and m.group("n") == "no" and not m.group("fewer"):  # "there are no cards": at most 0
        return {"graveyard": {"player": "you", **({"at_least": 1} if negated else {"at_most": 0}),
                              "of": "cards" if m.group("of") == "cards" else "card_types"}}
    if m and level is not None and level > 0:
        fewer = bool(m.group("fewer")) != negated  # "fewer than N": at most N - 1
        return {"graveyard": {"player": "you", **({"at_most": level - 1} if fewer else {"at_least": level}),
                              "of": "cards" if m.group("of") == "cards" else "card_types"}}
    m = _COND_NO_HAND.match(c)
    if m:  # Slithering Shade's hellbent, Lupine Prototype's "a player has no cards in hand"
        who = _WHO[m.group("who")]
        return {"hand": {"player": _NOT_WHO[who], "at_least": 1}} if negated else {"hand": {"player": who, "at_most": 0}}
    m = _COND_HAND.match(c)
    cards = _number(m.group("n")) if m else None
    if m and cards is not None:
        return _counted("hand", m, cards, negated)
    m = _COND_PLAYER_GRAVEYARD.match(c)
    cards = _number(m.group("n")) if m else None
    if m and cards is not None:  # Relic Golem: "unless an opponent has eight or more cards in their graveyard"
        return _counted("graveyard", m, cards, negated, of="cards")
    m = _COND_DEVOTION.match(c)
    if m:  # 700.5: a Theros God
        level = _number(m.group("lt") or m.group("ge"))
        if level is None:
            return None
        colors = [_COLOR_WORDS[m.group("a")]] + ([_COLOR_WORDS[m.group("b")]] if m.group("b") else [])
        below = bool(m.group("lt")) != negated
        return {"devotion": {"to": colors, **({"at_most": level - 1} if below else {"at_least": level})}}
    m = _COND_LIFE.match(c)
    life = _number(m.group("n")) if m else None
    if m and life is not None:
        return _counted("life", m, life, negated)
    m = _COND_BATTLEFIELD.match(c)
    if m and _number(m.group("n")) is not None:
        what = m.group("what")
        other = False
        if m.group("n") == "another":
            other = True
        sel = _permanent_selector(what, ctx)
        many = _number(m.group("n"))
        if sel is not None and many is not None and many >= 1:
            if other:
                sel = {**sel, "other": True}
            if negated:
                return {"battlefield": {"selector": sel, "at_most": many - 1}}
            return {"battlefield": {"selector": sel, "at_least": many}}
    m = re.match(r"^there is another (?P<what>\w+) on the battlefield$", c)
    if m:
        sel = _permanent_selector(m.group("what"), ctx)
        if sel is not None:
            sel = {**sel, "other": True}
            return ({"battlefield": {"selector": sel, "at_most": 0}} if negated
                    else {"battlefield": {"selector": sel, "at_least": 1}})
    m = _COND_OPP_CONTROLS.match(c)
    if m:
        sel = _permanent_selector(m.group("what"), ctx)
        if sel is not None:
            sel = {"controller": "opponents", **{k: v for k, v in sel.items() if k != "controller"}}
            none = bool(m.group("neg")) != negated
            return ({"battlefield": {"selector": sel, "at_most": 0}} if none
                    else {"battlefield": {"selector": sel, "at_least": 1}})
    m = _COND_SOURCE_COUNTERS.match(c)
    counted = _number(m.group("n")) if m else None
    if m and counted is not None and counted >= 1:
        n = counted
        kind = (m.group("kind") or "").strip() or "any"
        if negated:  # "unless he has a +1/+1 counter on him" (Pipsqueak): fewer than that
            return {"source_counters": {"kind": kind, "at_least": 0, "at_most": n - 1}}
        return {"source_counters": {"kind": kind, "at_least": n}}
    m = re.fullmatch(r"(?:~|it) (?P<has>has|does not have) (?P<kw>[a-z ]+)", c)
    if m and m.group("kw") in _BOARD_KEYWORD_SET:
        lacks = (m.group("has") != "has") != negated
        return {"source": {"lacks_keywords" if lacks else "keywords": [m.group("kw")]}}
    m = _COND_SOURCE_POWER.match(c)
    if m:
        n = int(m.group("n"))
        return {"source": {"power_at_most": n - 1}} if negated else {"source": {"power_greater_than": n - 1}}
    if c in ("~ is enchanted", "it is enchanted") and not negated:
        return {"source": {"enchanted": True}}
    if c in ("~ is equipped", "it is equipped") and not negated:
        return {"source": {"equipped": True}}
    if c in ("~ is enchanted or equipped", "it is enchanted or equipped") and not negated:  # Novice Knight
        return {"source": _any_of([{"enchanted": True}, {"equipped": True}])}
    if c in ("~ is attached to a creature", "it is attached to a creature") and not negated:
        return {"source_attached": True, "attached": {"types": ["creature"]}}
    m = _COND_SOURCE_IS.match(c)
    if m:
        word = m.group("what")
        where = "attached" if ctx.it == "attached" and c.startswith("it ") else "source"
        if word in _CREATURE_TYPES:
            return {where: {"not_subtypes" if negated else "subtypes": [_type_name(word)]}}
        if word in _COLOR_WORDS:
            return {where: {"not_colors" if negated else "colors": [_COLOR_WORDS[word]]}}
        if word in ("modified", "enchanted", "equipped"):  # Training Drone: "unless it's equipped"
            return {where: {word: not negated}}
        if negated:
            return None
        if word in _CARD_TYPE_WORDS:
            return {where: {"types": [word]}}
    m = _COND_ATTACHED_HAS.match(c)
    if m:
        what = re.sub(r"^(?:a|an) ", "", m.group("what"))
        if what in _BOARD_KEYWORD_SET:
            return {"attached": {"lacks_keywords" if negated else "keywords": [what]}}
        if what in _CREATURE_TYPES:
            return {"attached": {"not_subtypes" if negated else "subtypes": [_type_name(what)]}}
        if what in _COLOR_WORDS:
            return {"attached": {"not_colors" if negated else "colors": [_COLOR_WORDS[what]]}}
        if what == "legendary":  # Hero's Heirloom (205.4a: a supertype)
            return {"attached": {"not_supertypes" if negated else "supertypes": ["legendary"]}}
        pair = re.fullmatch(r"([\w\-]+) or (?:a |an )?([\w\-]+)", what)
        if pair and not negated and all(w in _CREATURE_TYPES for w in pair.groups()):
            # Bladed Bracers: "a Human or an Angel"
            return {"attached": {"any_subtypes": [_type_name(w) for w in pair.groups()]}}
    if c in ("another player controls enchanted creature", "another player controls equipped creature") and not negated:
        return {"attached": {"controller": "opponents"}}
    m = re.fullmatch(r"enchanted permanent is an? (?P<t>creature|land|artifact|enchantment)", c)
    if m and not negated:  # Nature's Embrace: "As long as enchanted permanent is a land, ..."
        return {"attached": {"types": [m.group("t")]}}
    m = re.fullmatch(r"enchanted permanent is an? (?P<s>equipment|vehicle)", c)
    if m and not negated:  # Rune of Speed: "As long as enchanted permanent is an Equipment, ..." (205.3g)
        return {"attached": {"subtypes": [m.group("s").capitalize()]}}
    return None


def _type_name(word: str) -> str:
    return "-".join(part.capitalize() for part in word.split("-"))


def _singular_type(word: str) -> Optional[str]:
    """The creature type a (possibly plural) word names, lowercase, or None."""
    if word in _CREATURE_TYPES or word in _PRINTED_ONLY_TYPES:
        return word
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    for cut, add in (("ies", "y"), ("es", ""), ("s", "")):
        if word.endswith(cut) and (word[: len(word) - len(cut)] + add in _CREATURE_TYPES
                                   or word[: len(word) - len(cut)] + add in _PRINTED_ONLY_TYPES):
            return word[: len(word) - len(cut)] + add
    return None


_SETS_COLORS = _lazy(r"^(?P<what>[a-z ,\-]+?) (?:is|are) (?P<colors>colorless|all colors|(?:white|blue|black|red|green)"
                    r"(?:,? and (?:white|blue|black|red|green))?)$")


def _set_colors(low: str, ctx: _Ctx) -> Optional[list[dict]]:
    """"All creatures are black", "Nonland permanents you control are white", "All permanents
    are colorless": the colors those permanents have (105.3, set in layer 5); None for any other
    sentence."""
    m = _SETS_COLORS.match(low)
    if m is None or m.group("what").startswith(("~", "it", "this ", "that ", "enchanted ", "equipped ")):
        return None  # its own colors, or what it is attached to: read elsewhere
    sel = _creature_selector(m.group("what"), ctx, allow_placeholders=False, any_permanent=True)
    if not isinstance(sel, dict):
        return None
    said = m.group("colors")
    colors = [] if said == "colorless" else list(_COLOR_WORDS.values()) if said == "all colors" else [
        _COLOR_WORDS[w] for w in re.split(r",? and ", said)]
    return [{"kind": "add_types", "permanents": sel, "types": [], "colors": colors}]


def _permanent_selector(what: str, ctx: _Ctx) -> Optional[dict]:
    """A selector for permanents named by a noun phrase of a condition ("artifacts",
    "a Knight or a Soldier" is not one, "creature with power 4 or greater", "Gate",
    "other creatures", "1/1 creature"): None when not understood."""
    w = what.strip()
    other = bool(re.match(r"^(?:another|other) ", w))
    w = re.sub(r"^(?:a|an|another|other|any) ", "", w)
    w = re.sub(r"^(?:other) ", "", w)
    w = re.sub(r" you control$", "", w)
    if " or " in w.replace(" or greater", "").replace(" or more", "").replace(" or less", ""):
        return None
    m = re.fullmatch(r"(?P<p>\d+)/(?P<t>\d+) creatures?", w)
    if m:  # "a 1/1 creature" (Lovestruck Beast): power and toughness each exactly so
        p, t = int(m.group("p")), int(m.group("t"))
        sel = {"types": ["creature"], "power_greater_than": p - 1, "power_at_most": p,
               "toughness_greater_than": t - 1, "toughness_at_most": t}
        return {**sel, "other": True} if other else sel
    sel = _creature_selector(w, ctx, allow_placeholders=False, any_permanent=True)
    if isinstance(sel, dict):
        if sel == {"controller": "any"}:
            sel = {}
        return {**sel, "other": True} if other else sel
    return None


# --------------------------------------------------------------------------- subjects (selectors)


# Words that may precede "creature(s)" and are read into a selector; anything else (a
# word that is not a creature type) makes the subject not understood.
_SUBJECT_LEAD = _lazy(r"^(?:all |each |every )?(?P<other>other |another )?")
_ATTACHED = {"enchanted creature": "attached", "equipped creature": "attached", "enchanted permanent": "attached",
             "fortified creature": "attached", "enchanted artifact": "attached", "enchanted land": "attached",
             "enchanted wall": "attached", "equipped or enchanted creature": "attached"}
_REFS = _lazy(
    r"^(?:(?:up to (?:one|two|three|four|five|x|that many)|one or two|any number of|x|two|three) )?(?:other |another )?"
    r"target (?!players?\b|opponents?\b)(?:(?!\b(?:attacks?|can't|can|gets?|gains?|loses?|must|blocks?|has|have|then"
    r"|goad|and (?:tap|untap|goad)|and (?:each|all|every|other|another|target))\b).)+"
    r"|that creature|it|they|them|he|she|each of them|those creatures|the creature|that permanent|those permanents"
    r"|the chosen creatures?|each of those creatures|the creatures|these creatures|that land|the permanent"
    r"|the chosen permanents?|those cards|the exiled card|the returned creature|that card|each creature chosen this way"
    r"|the goaded creature|that vehicle|the vehicle|that artifact|those lands|that token creature|each of those"
)
_CHOSEN_REFS = _lazy(r"^(?:a|one|up to one|another) (?:other )?(?:creature|permanent)(?: you control| an opponent controls"
                          r"| you do not control)?$|^(?:each|all) (?:creatures?|permanents?|of those creatures) (?:dealt "
                          r"damage|that had|that was|put onto|returned|chosen|exiled|tapped|destroyed|goaded)[^,]* this way$")
_TOKEN_REFS = _lazy(r"^(?:that token|those tokens|the tokens?|each of those tokens|the token|it|they|the tokens? created"
                         r" this way|that token creature)$")
_CONTROLLER_CLAUSES = (
    (" you control", "you"),
    (" your opponents control", "opponents"),
    (" an opponent controls", "opponents"),
    (" each opponent controls", "opponents"),
    (" you do not control", "opponents"),
    (" enchanted player controls", "attached_player"),
    (" target player controls", "target_player"),
    (" target opponent controls", "target_player"),
    (" that player controls", "that_player"),
    (" that opponent controls", "that_player"),
    (" they control", "that_player"),
    (" the active player controls", "active_player"),
    (" defending player controls", "that_player"),
)
_STATIC_CONTROLLERS = ("you", "opponents", "any", "attached_player")
_SELECTOR_KEYWORDS = (r"flying|reach|haste|vigilance|defender|trample|deathtouch|first strike|double strike"
                      r"|menace|lifelink|horsemanship|shadow|indestructible|hexproof|intimidate|fear|skulk|infect|wither"
                      r"|banding|flanking|shroud|islandwalk|swampwalk|forestwalk|mountainwalk|plainswalk")
# "without flying or islandwalk" (Stormtide Leviathan): neither keyword
_WITH_KEYWORD = _lazy(
    r"^with(?P<out>out)? (?P<kw>" + _SELECTOR_KEYWORDS + r")(?(out)(?: or (?P<kw2>" + _SELECTOR_KEYWORDS + r"))?)\b\s*")
_WITH_POWER = _lazy(r"^with power (?P<n>\w+) or (?P<cmp>less|greater)\b\s*")
_WITH_POWER_HAND = _lazy(r"^with power greater than the number of cards in your hand\b\s*")
_WITH_POWER_GT = _lazy(r"^with power greater than (?P<n>\w+)\b\s*")
_OUTLAWS = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")
_WITH_POWER_SELF = _lazy(r"^with power (?P<cmp>less|greater) than ~'s power(?=\s|$)\s*")
_WITH_COUNTERS = _lazy(r"^with (?:(?:one or more|a|an) (?P<kind>[+\-\w/]+ )?counters?|(?!no )(?P<kind2>[+\-\w/]+ )?counters)"
                            r" on (?:it|them)\b\s*")
_NAMED_CLAUSE = _lazy(r"^named (?P<name>.+?)(?= you control| your opponents control|$)")
_ENCHANTED_BY = _lazy(r"^that(?:'s| is| are) enchanted by (?:an aura|auras) (?P<who>you control|an opponent controls"
                      r"|your opponents control)(?=$| )\s*")
_THAT_ARE = _lazy(r"^that (?:are|is) (?P<what>enchanted|equipped|tapped|untapped)\b\s*")
# "that's a Cat, Elemental, ... or Beast" (Kaheera, the Orphanguard): any one of the creature types
_THATS_ONE_OF = _lazy(r"^that(?:'s| is| are) (?P<list>(?:an? )?[a-z]+(?:, (?:an? )?[a-z]+)*,? or (?:an? )?[a-z]+)(?=$| )\s*")


def _creature_selector(subject: str, ctx: _Ctx, allow_placeholders: bool, any_permanent: bool = False) -> Any:
    """A creature noun phrase as a selector ("other Goblin creatures you control",
    "Walls", "creatures with power 2 or less", "each creature with one or more counters on
    it"); None when it is not understood."""
    s = subject.strip()
    lead = _SUBJECT_LEAD.match(s)
    assert lead is not None  # every group of the lead is optional
    other = bool(lead.group("other"))
    s = s[lead.end():]
    sel: dict[str, Any] = {}
    if other:
        sel["other"] = True
    # the noun: "creature(s)", "permanent(s)", a card type, or a plural creature type
    words = s.split(" ")
    noun_at = None
    for i, w in enumerate(words):
        if w in ("outlaw", "outlaws"):  # an Assassin, Mercenary, Pirate, Rogue or Warlock
            noun_at = i
            break
        if w in ("creature", "creatures", "permanent", "permanents", "token", "tokens") or (
                any_permanent and w.rstrip("s") in _CARD_TYPE_WORDS + ("land",)):
            noun_at = i
            break
        if _singular_type(w) is not None and (i + 1 == len(words) or words[i + 1] not in ("creature", "creatures")):
            noun_at = i
            break
        if (any_permanent and (w == "plains" or w.rstrip("s").lower() in _LAND_TYPES | _ARTIFACT_TYPES
                               | _ENCHANTMENT_TYPES)) or w in (
                "vehicle", "vehicles"):  # a crewed Vehicle is a creature
            noun_at = i
            break
    if noun_at is None:
        return None
    adjectives = words[:noun_at]
    noun = words[noun_at]
    if noun in ("creature", "creatures") and noun_at + 1 < len(words) and words[noun_at + 1] in ("token", "tokens"):
        sel["token"] = True
        noun_at += 1
    post = " ".join(words[noun_at + 1 :])
    types: list[str] = []
    if noun in ("token", "tokens"):
        sel["token"] = True
    elif noun in ("outlaw", "outlaws"):
        sel["any_subtypes"] = list(_OUTLAWS)
    elif noun in ("creature", "creatures"):
        if any_permanent:
            types.append("creature")
    elif noun in ("permanent", "permanents"):
        pass
    elif _singular_type(noun) is not None and not (any_permanent and noun.rstrip("s") in _CARD_TYPE_WORDS):
        # a permanent of a creature type: a creature, or a Kindred permanent (205.3m, 109.2)
        sel.setdefault("subtypes", []).append(_type_name(_singular_type(noun) or noun))
    elif noun.rstrip("s") in _CARD_TYPE_WORDS:
        types.append(noun.rstrip("s"))
    elif noun == "plains":  # one Plains and many (205.3i)
        sel.setdefault("subtypes", []).append("Plains")
    elif noun.rstrip("s") in _LAND_TYPES | _ARTIFACT_TYPES | _ENCHANTMENT_TYPES:
        sel.setdefault("subtypes", []).append(_type_name(noun[:-1] if noun.endswith("s") and not noun.endswith("ss")
                                                          else noun))
    else:
        return None
    for k, word in enumerate(adjectives):
        if word in _COLOR_WORDS:
            sel.setdefault("colors", []).append(_COLOR_WORDS[word])
        elif word == "or" and 0 < k < len(adjectives) - 1 and adjectives[k - 1] in _COLOR_WORDS \
                and adjectives[k + 1] in _COLOR_WORDS:
            pass  # "black or green": any listed color is what `colors` matches
        elif word.startswith("non") and word[3:].lstrip("-") in _COLOR_WORDS:
            sel.setdefault("not_colors", []).append(_COLOR_WORDS[word[3:].lstrip("-")])
        elif word in _CARD_TYPE_WORDS:
            types.append(word)
        elif word in ("token",):
            sel["token"] = True
        elif word in ("nontoken",):
            sel["token"] = False
        elif word in ("tapped", "untapped"):
            sel["tapped"] = word == "tapped"
        elif word in ("modified", "equipped", "enchanted"):
            sel[word] = True
        elif word == "commander":
            sel["commander"] = True
        elif word.startswith("non") and _singular_type(word[3:].lstrip("-")) is not None:
            sel.setdefault("not_subtypes", []).append(_type_name(_singular_type(word[3:].lstrip("-")) or ""))
        elif word.startswith("non") and word[3:].lstrip("-") in _LAND_TYPES | _ARTIFACT_TYPES | _ENCHANTMENT_TYPES:
            sel.setdefault("not_subtypes", []).append(_type_name(word[3:].lstrip("-")))  # "non-Aura enchantment"
        elif word.startswith("non") and word[3:].lstrip("-") in _CARD_TYPE_WORDS:
            sel["except"] = {"types": [word[3:].lstrip("-")]}
        elif _singular_type(word) is not None:
            sel.setdefault("subtypes", []).append(_type_name(_singular_type(word) or word))
        elif word in ("legendary", "snow", "basic"):  # 205.4a supertypes
            sel.setdefault("supertypes", []).append(word)
        elif word in ("nonlegendary", "nonsnow", "nonbasic"):
            sel.setdefault("not_supertypes", []).append(word[3:])
        else:
            return None
    if types:
        if "creature" not in types and noun in ("creature", "creatures"):
            types.append("creature")
        sel["types"] = types
    # what follows the noun: who controls it, "with ...", "named ..."
    controller = None
    while post:
        post = post.strip()
        if not post:
            break
        done = False
        for clause, value in _CONTROLLER_CLAUSES:
            if post.startswith(clause.strip()) and (len(post) == len(clause.strip()) or post[len(clause.strip())] == " "):
                if controller is not None:
                    return None
                controller = value
                post = post[len(clause.strip()) :]
                done = True
                break
        if done:
            continue
        pm = _WITH_KEYWORD.match(post)
        if pm:
            key = "lacks_keywords" if pm.group("out") else "keywords"
            sel.setdefault(key, []).extend(k for k in (pm.group("kw"), pm.group("kw2")) if k)
            post = post[pm.end() :]
            continue
        pm = _WITH_POWER.match(post)
        if pm and _number(pm.group("n")) is not None:
            n = _number(pm.group("n"))
            assert n is not None
            if pm.group("cmp") == "less":
                sel["power_at_most"] = n
            else:
                sel["power_greater_than"] = n - 1
            post = post[pm.end() :]
            continue
        pm = _WITH_POWER_HAND.match(post)
        if pm:
            sel["power_greater_than"] = "hand"
            post = post[pm.end() :]
            continue
        pm = _WITH_POWER_SELF.match(post)
        if pm:  # compared with the source's power as it is (Baeloth Barrityl)
            sel["power_less_than" if pm.group("cmp") == "less" else "power_greater_than"] = "source"
            post = post[pm.end() :]
            continue
        pm = _WITH_POWER_GT.match(post)
        if pm and _number(pm.group("n")) is not None:
            sel["power_greater_than"] = _number(pm.group("n"))
            post = post[pm.end() :]
            continue
        pm = _WITH_COUNTERS.match(post)
        if pm:
            kind = (pm.group("kind") or pm.group("kind2") or "").strip()
            sel["counters"] = kind if kind and kind not in ("one", "more") else "any"
            post = post[pm.end() :]
            continue
        pm = _NAMED_CLAUSE.match(post)
        if pm:
            named = pm.group("name").strip()
            printed = ctx.shown if named == _SELF else ctx.names.get(named)
            if printed is None:
                return None
            sel["names"] = [printed]
            post = post[pm.end() :]
            continue
        pm = _THATS_ONE_OF.match(post)
        if pm and "any_subtypes" not in sel:
            named = [re.sub(r"^(?:or )?(?:an? )?", "", x.strip()) for x in re.split(r",| or ", pm.group("list"))]
            found = [_singular_type(x) for x in named if x]
            if not found or None in found:
                return None  # a word that is no creature type
            sel["any_subtypes"] = [_type_name(t or "") for t in found]
            post = post[pm.end() :]
            continue
        pm = _ENCHANTED_BY.match(post)
        if pm and "enchanted_by" not in sel:  # Eriette of the Charmed Apple
            sel["enchanted_by"] = "you" if pm.group("who") == "you control" else "opponents"
            post = post[pm.end() :]
            continue
        pm = _THAT_ARE.match(post)
        if pm:
            what = pm.group("what")
            if what in ("tapped", "untapped"):
                sel["tapped"] = what == "tapped"
            else:
                sel[what] = True
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


def _subject(subject: str, ctx: _Ctx, allow_placeholders: bool) -> Any:
    """A sentence's subject as a selector (or a placeholder when allowed); None when not
    understood."""
    s = subject.strip()
    if s.endswith(" each"):
        s = s[:-5]
    if _ATTACKING_SUBJECT.search(s):
        plain = re.sub(r"\s+", " ", _ATTACKING_SUBJECT.sub(" ", s).replace(" or ", " ").replace(" that alone", "")).strip()
        if plain and (_REFS.fullmatch(plain) or _creature_selector(plain, ctx, True) is not None):
            raise _Ignore("refers to creatures already attacking or blocking; does not constrain the declaration")
        return None
    if s == _SELF:
        return "self"
    if s in _ATTACHED:
        return "attached"
    if allow_placeholders:
        if _CHOSEN_REFS.fullmatch(s):
            return "chosen"
        if s in ("it", "he", "she") and _it_is_self(s, ctx):
            return "self"  # "When this creature blocks, it loses defender"
        if _TOKEN_REFS.fullmatch(s) and ("token" in s or _CREATES_TOKEN.search(ctx.before)):
            return "created_token"
        if _REFS.fullmatch(s):
            if "chosen" in s:
                return "chosen"
            return "target"
        if s in ("other creatures", "all other creatures", "each other creature"):
            chosen = "chosen" in ctx.work.lower() or "chosen" in ctx.before
            return {"controller": "any", "except": "chosen" if chosen else "target"}
    sel = _creature_selector(s, ctx, allow_placeholders)
    return sel if sel is not None or not allow_placeholders else _proper_name(s, ctx)


_NAME_LINKS = ("of", "the", "and")
# a title the card may use for itself ("Her Majesty": The Underworld Fantasy Queen), never a name
_NOT_NAME_START = ("her", "his", "its", "their", "my", "your", "our", "this", "that", "these", "those", "each",
                   "all", "every", "any", "another", "other", "target")


def _proper_name(s: str, ctx: _Ctx) -> Optional[dict]:
    """A resolving sentence's subject that is another object's name, as printed at the head of
    the sentence ("Xenagos Ascended gains trample ...", Xenagos's Scorn): the permanents with
    that name (201.2), whoever controls them. Two words at least, each capitalised (but "of",
    "the"), none a creature or card type, the first no pronoun or determiner; else None."""
    words = s.split(" ")
    if len(words) < 2 or words[0] in _NAME_LINKS + _NOT_NAME_START:
        return None
    if any(w in _CARD_TYPE_WORDS or _singular_type(w) is not None or not re.fullmatch(r"[a-z][a-z'\-]*", w)
           for w in words if w not in _NAME_LINKS):
        return None
    m = re.match(re.escape(s) + r"(?= )", ctx.work, re.I)
    if m is None:
        return None
    printed = m.group(0)
    if not all(w[0].isupper() for w in printed.split(" ") if w.lower() not in _NAME_LINKS):
        return None
    return {"names": [printed]}


_CREATES_TOKEN = _lazy(r"\bcreates?\b[^.]*\btokens?\b")
_ATTACKING_SUBJECT = _lazy(r"\b(?:attacking|blocking|blocked|unblocked)\b|\bthat is attacking\b")
_OBJECT_NOUN = _lazy(r"\b(?:target|creatures?|permanents?|cards?|commanders?|tokens?|lands?|artifacts?|enchantments?"
                          r"|spells?|vehicles?|planeswalkers?)\b")


def _it_is_self(pronoun: str, ctx: _Ctx) -> bool:
    """Whether "it" in a resolving sentence is the card itself: the trigger is about it
    ("When this creature blocks, it ...") or it was just named ("untap ~, goad it"), and no
    other object was named before the pronoun."""
    current = ctx.work.lower()
    at = re.search(r"\b" + pronoun + r"\b", current)
    prefix = current[: at.start()] if at else current
    sentences_before = ctx.before[len(ctx.event):] if ctx.before.startswith(ctx.event.lower()) else ctx.before
    if _OBJECT_NOUN.search(sentences_before + " " + prefix):
        return False
    return (_SELF in prefix or _SELF in sentences_before
            or bool(re.match(r"^(?:when|whenever) ~ (?!or |and )", ctx.event.lower())))


# --------------------------------------------------------------------------- costs

_COST = r"(?P<cost>(?:\{(?:\d+|[wubrgcxs](?:/[wubrgp])?|2/[wubrg])\})+)"
_PW = r"(?P<pw> or (?:a )?planeswalkers? you control)?"
_TAX = _lazy(
    r"^(?P<subj>.+?) can't attack (?P<tgt>you)" + _PW + r" unless (?:their|its) controller pays "
    r"(?:" + _COST + r"|(?P<life>\w+) life)"
    r" for each (?:creature (?:they control|he or she controls) that is attacking you(?: or a planeswalker you control)?"
    r"|of those creatures)(?:, where x is the number of (?P<x>.+))?$"
)
_TAX_EACH = _lazy(
    r"^(?P<subj>.+?) can't attack (?P<tgt>you)" + _PW + r" unless (?:its|their) controller pays " + _COST
    + r"(?:, where x is (?:the number of )?(?P<x>.+))?$"
)
# Onakke Oathkeeper: their planeswalkers are taxed, not the player
_TAX_WALKERS = _lazy(
    r"^(?P<subj>.+?) can't attack (?P<walkers>planeswalkers you control) unless (?:their|its) controller pays "
    + _COST + r" for each creature (?:they control|he or she controls) that is attacking a planeswalker you control$"
)
_X_IS = _lazy(r"^(?P<rest>.*?),? where x is (?:the number of )?(?P<x>.+)$")


def _x_amount(text: str, ctx: _Ctx) -> dict:
    """The `x` of a cost from "where X is the number of ..." (or "for each ...")."""
    t = text.strip()
    if t in ("basic land types among lands you control",):
        return {"basic_land_types": "you"}
    if t in ("counters on that creature", "counters on it"):
        return {"counters_on_attacker": "any"}
    m = re.fullmatch(r"(?P<kind>[+\-\w/]+) counters? on (?:it|that creature)", t)
    if m:
        return {"counters_on_attacker": m.group("kind")}
    if t in ("cards in your hand", "card in your hand"):
        return {"hand": "you"}
    m = re.fullmatch(r"(?P<what>.+?)(?: on the battlefield)?", t)
    sel = _count_selector(m.group("what") if m else t, ctx)
    if sel is None:
        raise _Fail()
    return {"count": sel}


def _count_selector(text: str, ctx: _Ctx) -> dict | None:
    """'enchantments you control' -> {controller: you, types: [enchantment]} (any permanent)."""
    t = text.strip()
    m = re.fullmatch(
        r"(?P<other>other )?(?P<noun>permanents|enchantments|artifacts|creatures|lands|planeswalkers|battles)"
        r"(?P<ctl> you control| your opponents control)?",
        t,
    )
    if m:
        sel: dict[str, Any] = {}
        ctl = (m.group("ctl") or "").strip()
        sel["controller"] = {"you control": "you", "your opponents control": "opponents"}.get(ctl, "any")
        if m.group("other"):
            sel["other"] = True
        noun = m.group("noun")
        if noun != "permanents":
            sel["types"] = [noun[:-1]]
        return sel
    got = _permanent_selector(re.sub(r"^(?:a|an|each) ", "", t), ctx)
    if got is not None and ("subtypes" in got or "types" in got):
        if t.endswith(" you control") and "controller" not in got:
            got["controller"] = "you"  # "for each creature you control": not every player's
        return got
    return None


def _cost_amount(cost: str, per: Optional[str], ctx: _Ctx) -> dict:
    """`cost` and `x` of a mana cost "{1} for each +1/+1 counter on it" and the like."""
    eff: dict[str, Any] = {}
    cost = cost.upper()
    if per is None:
        if "{X}" in cost:
            raise _Fail()
        eff["cost"] = cost
        return eff
    m = re.fullmatch(r"\{(\d+)\}", cost)
    if not m or int(m.group(1)) == 0:
        raise _Fail()
    eff["cost"] = "{X}" * int(m.group(1))
    eff["x"] = _x_amount(per, ctx)
    return eff


_SACRIFICE = _lazy(r"^(?:you |its controller |their controller )?sacrifices? (?P<n>\w+) (?P<what>.+?)(?: of their choice)?"
                        r"(?: for each [\w ]+ they control that is attacking)?$")
_TAP_COST = _lazy(r"^(?:you )?tap (?P<n>\w+) untapped (?P<what>creatures?)(?P<rest> you control.*)$")
_RETURN_COST = _lazy(r"^(?:you )?return (?P<n>\w+) (?P<what>.+?) you control to (?:its|their) owners?'s? hands?$")


def _nonmana_cost(text: str, ctx: _Ctx) -> Optional[dict]:
    """A NON-MANA COST ("you sacrifice two Islands", "you tap an untapped creature you
    control not declared as an attacking or blocking creature this combat") or None."""
    m = _SACRIFICE.match(text)
    if m and _number(m.group("n")) is not None:
        what = m.group("what")
        sel = _permanent_selector(what, ctx)
        if sel is None:
            raise _Fail()
        sel = {k: v for k, v in sel.items() if k != "controller"}
        return {"sacrifice": {"selector": sel, "count": _number(m.group("n"))}}
    m = _TAP_COST.match(text)
    if m and _number(m.group("n")) is not None:
        rest = m.group("rest").strip()
        if rest not in ("you control", "you control not declared as an attacking or blocking creature this combat"):
            raise _Fail()
        return {"tap": {"selector": {"types": ["creature"]}, "count": _number(m.group("n"))}}
    m = _RETURN_COST.match(text)
    if m and _number(m.group("n")) is not None:  # Floodtide Serpent: "return an enchantment you control ..."
        sel = _permanent_selector(m.group("what"), ctx)
        if sel is None or "controller" in sel:
            raise _Fail()
        return {"return_to_hand": {"selector": sel, "count": _number(m.group("n"))}}
    m = re.fullmatch(r"(?:you |its controller |their controller )?pays? (?P<n>\w+) life", text)
    if m and _number(m.group("n")) is not None:
        return {"life": _number(m.group("n"))}
    return None


# --------------------------------------------------------------------------- static sentences


_MAX_ATTACKERS = _lazy(r"^no more than (?P<n>\w+) creatures? can attack(?P<you> you| ~)?(?: each (?P<per>combat|turn))?$")
_PLAYER_MUST_ATTACK = _lazy(
    r"^each opponent must attack (?:(?P<tgt>you)" + _PW + r" )?with at least (?P<n>\w+) creatures? each combat if able$"
)
_DIRECTION = _lazy(
    r"^each player may attack only the (?:nearest opponent|opponent seated nearest them) in the (?:last )?chosen "
    r"direction and planeswalkers controlled by that (?:opponent|player)$"
)
_CREATURE_ONLY = ("cant_attack", "cant_attack_target", "attacks_if_able", "goad", "cant_attack_alone")
_OTHERWISE = _lazy(r"^otherwise, (?P<rest>.+)$")
_LEAD_CONDITION = _lazy(r"^(?:as long as|if) (?P<cond>[^,]+), (?P<rest>.+)$")
_LEAD_DURING = _lazy(r"^during your turn, (?P<rest>.+)$")
_TRAIL_CONDITION = _lazy(r"^(?P<rest>.+?) as long as (?P<cond>[^,]+)$")
_TRAIL_DURING = _lazy(r"^(?P<rest>.+?) during your turn$")
_TRAIL_UNLESS = _lazy(r"^(?P<rest>.+?(?:if able|has \w+[\w ,]*|have \w+[\w ,]*)) unless (?P<cond>[^,]+)$")
_WHEN_ATTACKING = _lazy(
    r"^if (?P<who>a creature you control|~|a creature an opponent controls|a creature with an? (?P<kind>[\w+/\-]+) counters? on it)"
    r" attacks, (?P<rest>.+)$")
_PLAYER_CANT = _lazy(
    r"^(?P<who>you|each opponent who does|each player who does|each opponent(?: who (?P<cond>.+?))?|each player"
    r"|target player|target opponent|up to one target opponent|that player|they|that opponent) can't attack"
    r"(?: with creatures)?(?P<rest>.*)$")


_EXCEPT_FOR = _lazy(r"^except for (?P<left>[^,]+(?:, [^,]+)*?), (?P<rest>(?!and )[^,]+)$")


def _except_for(m: re.Match, ctx: _Ctx) -> list[dict]:
    """"Except for A and B, SELECTOR can't attack" (Akron Legionnaire): each effect's
    selector leaves out what any of A, B selects (`except`, a list past one). Read only where
    the words split into selectors one way, and every effect names creatures by an object."""
    effects = _read_static_body(m.group("rest"), ctx)
    if effects is None:
        raise _Fail()
    if not effects:
        return effects  # nothing the declaration reads, whatever is left out
    left = m.group("left")
    splits = [[left]]
    for am in re.finditer(r",? and ", left):  # "A and B", "A, B, and C"
        head = left[: am.start()]
        splits.append(head.split(", ") + [left[am.end():]] if am.group().startswith(",") else [head, left[am.end():]])
    readings = []
    for parts in splits:
        try:
            sels = [_subject(p, ctx, allow_placeholders=False) for p in parts]
        except _Ignore:  # "attacking creatures": left out all the same, not ignored
            raise _Fail() from None
        if all(isinstance(sel, dict) for sel in sels):
            readings.append(sels)
    if len(readings) != 1:
        raise _Fail()  # no reading, or more than one
    out = []
    for eff in effects:
        sel = eff.get("creatures")
        if not isinstance(sel, dict) or "except" in sel:
            raise _Fail()
        exc = readings[0]
        out.append({**eff, "creatures": {**sel, "except": exc[0] if len(exc) == 1 else exc}})
    return out


# "Each creature you control has vigilance if it's white, hexproof if it's blue, ..." (Scion of
# Draco): a keyword grant per color (613.1f), each to the creatures of that color
_KEYWORD_IF_COLOR = _lazy(r"^each creature you control has (?P<list>(?:[a-z ]+ if it is (?:white|blue|black|red|green)"
                          r"(?:, and |, | and |$))+)$")
_ONE_KEYWORD_IF_COLOR = _lazy(r"([a-z ]+?) if it is (white|blue|black|red|green)")


def _keywords_by_color(low: str) -> Optional[list[dict]]:
    m = _KEYWORD_IF_COLOR.match(low)
    if m is None:
        return None
    out = []
    for kw, color in _ONE_KEYWORD_IF_COLOR.findall(m.group("list")):
        kw = re.sub(r"^(?:and )", "", kw.strip())
        if kw not in BOARD_KEYWORDS:
            raise _Fail()
        out.append({"kind": "grant_keywords", "creatures": {"controller": "you", "colors": [_COLOR_WORDS[color]]},
                    "keywords": [kw]})
    return out


# "~ has trample as long as you control a Beast, haste as long as you control a Goblin, ..." (Tribal
# Golem), "~ gets +0/+2 as long as you control a Plains, has flying as long as ..." (Tek)
_EACH_AS_LONG_AS = _lazy(r"^(?P<subj>~|enchanted creature|equipped creature) (?P<items>(?:has|gets) .+)$")
_AS_LONG_AS_ITEM = _lazy(r"^(?P<pred>.+?) as long as (?P<cond>[^,]+)$")
_ITEM_SPLIT = _lazy(r",(?: and)? ")


def _each_as_long_as(low: str, ctx: _Ctx) -> Optional[list[dict]]:
    """A list of predicates of one subject, each with its own "as long as" condition; an item
    without a verb takes the one of the item before ("haste as long as ..." after "has
    trample as long as ..."). None when an item is not one."""
    m = _EACH_AS_LONG_AS.match(low)
    if m is None:
        return None
    sel = _subject(m.group("subj"), ctx, False)
    verb, out = "", []
    for item in _ITEM_SPLIT.split(m.group("items")):
        im = _AS_LONG_AS_ITEM.match(item)
        if im is None:
            return None
        pred = im.group("pred")
        if pred.split(" ", 1)[0] in ("has", "gets"):
            verb = pred.split(" ", 1)[0]
        else:
            pred = f"{verb} {pred}"
        effects = _predicate_effects(pred, sel, ctx, False)
        if effects is None:
            return None
        ctx.it = sel
        cond = _condition(im.group("cond"), ctx)
        out += [_with_condition(e, cond) for e in effects]
    return out


def _read_static(low: str, ctx: _Ctx) -> list[dict] | None:
    """Effects of one static sentence (lowercase), None when no template fits (raises
    _Fail or _Ignore when one recognises it as unsupported or irrelevant)."""
    cond: Optional[dict] = None
    by_color = _keywords_by_color(low)
    if by_color is not None:
        return by_color
    m = _KICKED_ENTERS_WITH.match(low)
    if m:  # "If this creature was kicked, it enters with ... and with "..."" (Prison Barricade)
        abilities = _granted_abilities(ctx.quotes[int(m.group("q"))], ctx)
        if not abilities:
            return []
        cond = _asked(f"Was {ctx.shown} kicked?")
        return [_with_condition({"kind": "grant_abilities", "creatures": "self", "abilities": abilities}, cond)]
    m = _KICKED_ENTERS_WITH_KW.match(low)
    if m:  # "If this creature was kicked, it enters with two +1/+1 counters on it and with haste" (Pouncing Kavu)
        kws = _keyword_list(m.group("kws"))
        if not kws:
            raise _Fail()
        cond = _asked(f"Was {ctx.shown} kicked?")
        return [_with_condition({"kind": "grant_keywords", "creatures": "self", "keywords": kws}, cond)]
    m = _OTHERWISE.match(low)
    if m and ctx.last_condition:
        clause, it = ctx.last_condition
        effects = _read_static_body(m.group("rest"), ctx, lead_clause="enchanted creature" if it == "attached" else "~")
        if not effects:
            return effects
        ctx.it = it
        cond = _condition(clause, ctx, negated=True)
        return [_with_condition(e, cond) for e in effects]
    m = _EXCEPT_FOR.match(low)
    if m:
        return _except_for(m, ctx)
    m = _LEAD_CONDITION.match(low)
    if m and not low.startswith("if a creature") and not low.startswith("if ~ attacks"):
        effects = _read_static_body(m.group("rest"), ctx, lead_clause=m.group("cond"))
        if not effects:
            return effects
        ctx.it = _antecedent(m.group("cond")) or "self"
        cond = _condition(m.group("cond"), ctx)
        if cond == {"attached": {"types": ["creature"]}} and all(e["kind"] in _CREATURE_ONLY for e in effects):
            return effects  # "If enchanted permanent is a creature, it can't attack": only creatures attack
        return [_with_condition(e, cond) for e in effects]
    m = _LEAD_DURING.match(low)
    if m:
        effects = _read_static_body(m.group("rest"), ctx)
        if effects is None:
            return None
        return [_with_condition(e, {"your_turn": True}) for e in effects]
    if low.count(" as long as ") > 1 and (each := _each_as_long_as(low, ctx)) is not None:
        return each
    m = _TRAIL_CONDITION.match(low)
    if m and " as long as " not in m.group("rest"):
        effects = _read_static_body(m.group("rest"), ctx)
        if not effects:
            return effects
        ctx.it = effects[0].get("creatures", "self")
        ctx.last_condition = (m.group("cond"), ctx.it)
        cond = _condition(m.group("cond"), ctx)
        return [_with_condition(e, cond) for e in effects]
    m = _TRAIL_DURING.match(low)
    if m:
        effects = _read_static_body(m.group("rest"), ctx)
        if effects is None:
            return None
        return [_with_condition(e, {"your_turn": True}) for e in effects]
    m = _TRAIL_UNLESS.match(low)
    if m and "can't attack" not in m.group("rest"):
        effects = _read_static_body(m.group("rest"), ctx)
        if not effects:
            return effects
        ctx.it = effects[0].get("creatures", "self")
        cond = _condition(m.group("cond"), ctx, negated=True)
        return [_with_condition(e, cond) for e in effects]
    return _read_static_body(low, ctx)


def _read_static_body(low: str, ctx: _Ctx, lead_clause: str = "") -> list[dict] | None:
    low = re.sub(r"^prevent all (?:combat )?damage it would deal and ", "", low)
    m = _X_PT.match(low)
    if m and _relevant(m.group("a") + m.group("b")):  # "has trample, attacks each combat if able, and gets +X/+0, where X is ..."
        low = _without_last_item(m.group("a")) + m.group("b")
        ctx.pt_unread = True  # the power change is left to the board (_take_static says so)
    m = _EACH_PT.match(low)
    if m and _relevant(m.group("b")):  # Hold the Gates: "get +0/+1 for each Gate you control and have vigilance"
        low = m.group("a") + " " + m.group("b")
        ctx.pt_unread = True
    m = _MAX_ATTACKERS.match(low)
    if m:
        n = _number(m.group("n"))
        if n is None:
            raise _Fail()
        who = (m.group("you") or "").strip()
        if m.group("per") == "turn":  # older wording (Dueling Grounds as printed)
            if who or n != 1:
                raise _Fail()  # a cap for the turn less the attackers of earlier combats: no field
            # in a later combat, no creature may attack once one attacked this turn
            earlier = _asked("Did a creature attack in an earlier combat this turn?")
            return [{"kind": "max_attackers", "count": 1},
                    {"kind": "cant_attack", "creatures": {"types": ["creature"]},
                     "condition": _merge_conditions({"combat": {"at_least": 2}}, earlier)}]
        if who:
            return [{"kind": "max_attackers_against", "target": "you" if who == "you" else "self", "count": n}]
        return [{"kind": "max_attackers", "count": n}]

    m = _PLAYER_MUST_ATTACK.match(low)
    if m and _number(m.group("n")) is not None:
        if m.group("tgt"):
            eff: dict[str, Any] = {"kind": "player_attacks_target_if_able", "target": "you",
                                   "include_planeswalkers": bool(m.group("pw"))}
        else:  # attacking anything obeys it; on its controller's turn no opponent attacks
            eff = {"kind": "player_attacks_target_if_able", "condition": {"your_turn": False}}
        n = _number(m.group("n"))
        if n != 1:
            eff["count"] = n
        return [eff]

    if _DIRECTION.match(low):
        return _direction_effects(ctx)

    m = _TAX.match(low) or _TAX_EACH.match(low) or _TAX_WALKERS.match(low)
    if m:
        return _tax_effect(m, ctx, allow_placeholders=False)

    m = _ONLY_CAN_ATTACK.match(low)
    if m:
        return _only_can_attack(m, ctx, allow_placeholders=False)
    if low in ("you can't be attacked",):
        return [{"kind": "cant_attack_target", "creatures": {"controller": "any"}, "target": "you"}]
    if low in ("~ can't be attacked",):
        return [{"kind": "cant_attack_target", "creatures": {"controller": "any"}, "target": "self"}]

    m = _WHEN_ATTACKING.match(low)
    if m:
        return _when_attacking(m, ctx, allow_placeholders=False)

    if low == "you can't attack with an odd number of creatures":
        return [{"kind": "cant_attack_with_odd_number", "player": "you"}]
    m = _PLAYER_CANT.match(low)
    if m and (m.group("who") == "you" or m.group("who").startswith("each opponent")):
        return _player_cant(m, ctx, allow_placeholders=False)

    return _subject_predicate(low, ctx, allow_placeholders=False, lead_clause=lead_clause)


_ONLY_CAN_ATTACK = _lazy(r"^only (?P<subj>.+?) can attack(?P<rest>.*)$")
_KICKED_ENTERS_WITH = _lazy(r"^if ~ was kicked, it enters with (?:[^" + _QUOTE_OPEN + r"]* and with )?"
                                 + _QUOTE_OPEN + r"(?P<q>\d+)" + _QUOTE_CLOSE + r"$")
_KICKED_ENTERS_WITH_KW = _lazy(r"^if ~ was kicked, it enters with [^" + _QUOTE_OPEN + r"]*? and with (?P<kws>[a-z ,]+)$")
_ONLY_YOU_AND_CHOSEN = _lazy(r"^only you and the chosen player can (?:cast spells and )?attack with creatures$")


def _only_can_attack(m: re.Match, ctx: _Ctx, allow_placeholders: bool) -> list[dict]:
    """"Only land creatures can attack during that combat phase": every other creature
    can't attack."""
    rest = _strip_duration(m.group("rest"), True).strip()
    asked = None
    if not allow_placeholders and m.group("rest").strip() == "during that combat phase" \
            and "there is an additional combat phase" in ctx.before:
        # Throat Wolf: a static ability's additional combat phase (500.8); which combat this is,
        # the board answers
        asked = _asked(f"Is this combat phase the additional one {ctx.shown}'s ability creates?")
    elif rest or not allow_placeholders:
        raise _Fail()  # a static "only ... can attack" names a combat the board can't say
    subj = m.group("subj")
    if subj in ("the chosen creatures", "the chosen creature") or re.fullmatch(r"creatures in the pile of .*choice", subj):
        keep: Any = "chosen"
    else:
        keep = _subject(subj, ctx, allow_placeholders)
    if keep is None:
        raise _Fail()
    only = {"kind": "cant_attack", "creatures": {"controller": "any", "except": keep}}
    return [only if asked is None else {**only, "condition": asked}]


def _direction_effects(ctx: _Ctx) -> list[dict]:
    """Mystic Barrier, Pramikon (803.1): one effect per direction, one question for both
    (left, or else right: the two exclude each other)."""
    question = f"Is the direction chosen for {ctx.shown} left?"
    return [{"kind": "attack_direction", "direction": "left", "players": "each", "condition": _asked(question)},
            {"kind": "attack_direction", "direction": "right", "players": "each",
             "condition": {"asked": {"question": question, "holds": None, "negated": True}}}]


def _when_attacking(m: re.Match, ctx: _Ctx, allow_placeholders: bool) -> list[dict]:
    """"If a creature you control attacks, ~ also attacks if able" (Ekundu Cyclops) and
    "If ~ attacks, all creatures you control attack if able" (Viashino Bey)."""
    who = m.group("who")
    if who == "a creature you control":
        trigger: Any = {"controller": "you"}
    elif who == "a creature an opponent controls":
        trigger = {"controller": "opponents"}
    elif who == _SELF:
        trigger = "self"
    else:
        trigger = {"counters": m.group("kind")}
    rest = m.group("rest")
    rm = re.fullmatch(r"(?P<subj>.+?) (?:also )?attacks? if able", rest)
    if not rm:
        raise _Fail()
    subj = rm.group("subj")
    if subj in ("all creatures that opponent controls", "all creatures that player controls") and \
            who == "a creature an opponent controls":
        sel: Any = {"controller": "opponents"}
    elif subj.startswith("all creatures with ") and who.startswith("a creature with "):
        sel = _subject(subj, ctx, allow_placeholders)
    else:
        sel = _subject(subj, ctx, allow_placeholders)
    if sel is None:
        raise _Fail()
    return [{"kind": "attacks_if_able", "creatures": sel, "when_attacking": trigger}]


def _player_cant(m: re.Match, ctx: _Ctx, allow_placeholders: bool) -> list[dict]:
    """A player who can't attack: "you can't attack with creatures", "each opponent who
    cast a spell this turn can't attack with creatures", "they can't attack you"."""
    who = m.group("who")
    rest = m.group("rest").strip()
    condition: Optional[dict] = None
    if who == "you":
        controller = "you"
    elif who.startswith("each opponent"):
        controller = "opponents"
        if m.group("cond"):
            condition = _asked(f"Did the attacking player (an opponent) {_display(m.group('cond'), ctx)}?")
        elif who == "each opponent who does":
            raise _Fail()
    elif allow_placeholders and who in ("target player", "target opponent", "up to one target opponent"):
        controller = "target_player"
    elif allow_placeholders and who in ("that player", "that opponent", "each player who does"):
        controller = "that_player"
    elif allow_placeholders and who == "they" and _they_are_players(ctx):
        controller = "that_player"
    else:
        raise _Fail()
    if allow_placeholders and rest.startswith(", ") and all(_droppable(part) for part in re.split(r",(?: and)? ", rest[2:])):
        rest = ""  # "..., up to one target opponent can't cast creature spells, and ..."
    rest = _strip_duration(rest, allow_placeholders)
    sel = {"controller": controller}
    if not rest:
        eff: dict[str, Any] = {"kind": "cant_attack", "creatures": sel}
    else:
        tm = re.fullmatch(r"(?P<t>you|~|that player|target player|target opponent)(?P<pw> or planeswalkers you control)?",
                          rest)
        target = _target_word(tm.group("t"), allow_placeholders) if tm else None
        if tm is None or target is None:
            raise _Fail()
        eff = {"kind": "cant_attack_target", "creatures": sel, "target": target}
        if tm.group("pw"):
            eff["include_planeswalkers"] = True
    if condition:
        eff["condition"] = condition
    return [eff]


_CREATURE_NOUN = _lazy(r"\b(?:creatures?|permanents?|tokens?|it|them)\b")
_PLAYER_NOUN = _lazy(r"\b(?:players?|opponents?)\b")


def _they_are_players(ctx: _Ctx) -> bool:
    """Whether "they" at the start of a sentence names players: the last noun before it
    (in the trigger and earlier sentences) is a player, not a creature."""
    before = ctx.before
    c = max((m.end() for m in _CREATURE_NOUN.finditer(before)), default=-1)
    p = max((m.end() for m in _PLAYER_NOUN.finditer(before)), default=-1)
    return p > c


def _tax_effect(m: re.Match, ctx: _Ctx, allow_placeholders: bool) -> list[dict]:
    subj = _subject(m.group("subj"), ctx, allow_placeholders)
    if subj is None:
        raise _Fail()
    eff: dict[str, Any] = {"kind": "attack_tax", "target": "you"}
    groups = m.groupdict()
    if groups.get("pw"):
        eff["include_planeswalkers"] = True
    elif groups.get("walkers"):
        eff.update(include_planeswalkers=True, include_player=False)
    if subj != {"controller": "any"}:
        eff["creatures"] = subj
    if groups.get("life"):
        n = _number(m.group("life"))
        if n is None:
            raise _Fail()
        eff["pay"] = {"life": n}
        return [eff]
    cost = m.group("cost").upper()
    eff["cost"] = cost
    if groups.get("x"):
        if "{X}" not in cost:
            raise _Fail()
        eff["x"] = _x_amount(m.group("x"), ctx)
    elif "{X}" in cost:
        raise _Fail()
    return [eff]


_VERBS = r"(?:attacks?|can't|can|gets?|has|have|is|are|must|gains?|gain|loses?|lose|assigns?|blocks?|does|do|deals?)"
_VERB_SPLIT = _lazy(r" (?=" + _VERBS + r"\b)")


def _subject_predicate(low: str, ctx: _Ctx, allow_placeholders: bool, lead_clause: str = "") -> list[dict] | None:
    """A sentence "SUBJECT PREDICATES", or two such clauses joined by "and" ("~ gets +2/+2
    and creatures you control have vigilance"; a clause with no attack-relevant wording
    and no template, such as "you draw two cards", adds nothing)."""
    got = _one_clause(low, ctx, allow_placeholders, lead_clause)
    if got is not None:
        return got
    for m in _CLAUSE_AND.finditer(low):
        left, right = low[: m.start()], low[m.end() :]
        r = _one_clause(right, ctx, allow_placeholders, lead_clause)
        if r is None:
            if not _droppable(right):
                continue
            r = []
        left_read = _one_clause(left, ctx, allow_placeholders, lead_clause)
        if left_read is None:
            if not _droppable(left):
                continue
            left_read = []
        if left_read or r:
            return left_read + r
    return None


_UNSAFE_TO_DROP = _lazy(
    r"\b(?:loses?|lose|gets?|get|becomes?|become|power|toughness|is an?|are an?|gains?(?! control of)|gain(?! control of)"
    r"|has|have|protection|copy)\b|[+-]\d+/[+-]\d+|" + _QUOTE_OPEN)
_CLAUSE_VERB = _lazy(r"\b(?:draw|draws|scry|surveil|mill|mills|discard|discards|destroy|exile|sacrifice|untap|tap|return"
                          r"|put|create|creates|gain \d+ life|lose \d+ life|deals?|can't be (?:the )?targets?|can't cast|gain control of"
                          r"|can't block|can't be blocked|investigate|search|shuffle|look|reveal|prevent|at the beginning)\b")


def _droppable(clause: str) -> bool:
    """A clause joined by "and" that no template reads may be left out only when it is a
    clause of its own about something else (drawing, damage, blocking, targets) and
    changes no characteristic (power, keywords, abilities, types, control)."""
    return (bool(_CLAUSE_VERB.search(clause)) and not _UNSAFE_TO_DROP.search(clause)
            and not _CONSTRAINT.search(clause))


_CLAUSE_AND = _lazy(r",? and (?!(?:" + _VERBS[3:-1] + r")\b)")


def _one_clause(low: str, ctx: _Ctx, allow_placeholders: bool, lead_clause: str = "") -> list[dict] | None:
    for m in _VERB_SPLIT.finditer(low):
        subject = low[: m.start()]
        predicate = low[m.end() :]
        chosen = _CHOSEN_IN_SUBJECT.search(subject)
        if chosen:  # "creatures the chosen player controls", "creatures of the chosen color": asked
            got = _chosen_subject(subject, chosen, predicate, ctx, allow_placeholders)
            if got is not None:
                return got
            continue
        if subject in ("it", "they", "he", "she") and not allow_placeholders:
            sels: list[Any] = [_antecedent(lead_clause)]
        else:
            sels = [_subject(subject, ctx, allow_placeholders)]
            if sels[0] is None and " and " in subject:  # "~ and that creature each get +2/+0"
                sels = [_subject(part, ctx, allow_placeholders) for part in _subject_parts(subject)]
        if any(sel is None for sel in sels):
            continue
        out: list[dict] = []
        for sel in sels:
            effects = _predicate_effects(predicate, sel, ctx, allow_placeholders)
            if effects is None:
                break
            out.extend(effects)
        else:
            return out
    return None


_CHOSEN_IN_SUBJECT = _lazy(r" the chosen player controls$| of the chosen color")
_PART_LEAD = _lazy(r"^(?:all |each |every )?(?:other |another )")


def _subject_parts(subject: str) -> list[str]:
    """The nouns of a subject joined by "and": "Mounts and Vehicles you control" is Mounts
    you control and Vehicles you control, "other Wolves and Werewolves you control" other
    Wolves and other Werewolves. A lead ("other") or a controller clause written once is
    shared by every noun; a part that names a controller of its own is left alone."""
    parts = subject.removesuffix(" each").split(" and ")
    if len(parts) < 2:
        return parts
    lead = _PART_LEAD.match(parts[0])
    tail = next((c for c, _ in _CONTROLLER_CLAUSES if parts[-1].endswith(c)), None)
    out = []
    for i, part in enumerate(parts):
        if _SELF in part or _REFS.fullmatch(part) or part in _ATTACHED:
            out.append(part)  # "~ and that creature": no noun to share with
            continue
        if lead is not None and i > 0 and not _PART_LEAD.match(part):
            part = lead.group(0) + part
        if tail is not None and i < len(parts) - 1 and not any(c in part for c, _ in _CONTROLLER_CLAUSES):
            part += tail
        out.append(part)
    return out


def _chosen_subject(subject: str, m: re.Match, predicate: str, ctx: _Ctx, allow_placeholders: bool) -> list[dict] | None:
    """A subject that depends on a choice made earlier: with the chosen player, only the
    attacking player's creatures matter (is it the chosen one?); with a chosen color, one
    effect per color, each asked."""
    rest = subject[: m.start()] + subject[m.end():]
    sel = _subject(rest, ctx, allow_placeholders)
    if not isinstance(sel, dict):
        return None
    effects = _predicate_effects(predicate, sel, ctx, allow_placeholders)
    if not effects:
        return effects
    if "player" in m.group(0):
        cond = _asked(f"Is the attacking player the player chosen for {ctx.shown}?")
        return [_with_condition(e, cond) for e in effects]
    out = []
    for word, color in _COLOR_WORDS.items():
        for e in effects:
            colored = {**e, "creatures": {**e["creatures"], "colors": [color]}}
            out.append(_with_condition(colored, _asked(f"Is the color chosen for {ctx.shown} {word}?")))
    return out


def _antecedent(clause: str) -> Any:  # noqa: D401
    """What "it" means in a static sentence after a condition: the attached creature when
    the condition names it, else the card itself."""
    if "enchanted creature" in clause or "equipped creature" in clause or "enchanted permanent" in clause:
        return "attached"
    if _SELF in clause or re.search(r"\bit\b", clause):
        return "self"
    return None


_SPLIT_CONJ = _lazy(r"(, and |, | and )")
_ATOM_START = _lazy(r"^(?:attacks?|can't|can|gets?|has|have|is|are|must|gains?|gain|loses?|lose|assigns?|deals?"
                   r"|becomes?)\b")
_OWN_SUBJECT = _lazy(r"^(?:it|they) (?=" + _VERBS + r"\b)")
_ASIDE = _lazy(
    r"^(?:its|their) activated abilities (?:with \{t\} in their costs )?can't be activated(?: unless they are mana abilities)?$"
    r"|^prevent all (?:combat )?damage (?:it|that would be dealt by it|it would deal)(?: would deal)?$"
)


_NO_ACTIVATION_ASIDE = _lazy(r"^(?:its|their) activated abilities can't be activated$")


def _conjuncts(predicate: str) -> list[str]:
    """Split "gets +2/+2, has flying, and can't attack you" into predicates; items of a
    list that are not predicates ("first strike, and haste") stay with theirs."""
    pieces = _SPLIT_CONJ.split(predicate)
    atoms: list[str] = [pieces[0]]
    i = 1
    while i < len(pieces):
        sep, piece = pieces[i], pieces[i + 1]
        i += 2
        own = _OWN_SUBJECT.match(piece)
        if own:
            atoms.append(piece[own.end():])
        elif _ATOM_START.match(piece) or _ASIDE.match(piece) or piece.startswith(_QUOTE_OPEN):
            if piece.startswith(_QUOTE_OPEN) and atoms[-1].startswith(("has ", "have ", "gains ", "gain ")):
                atoms[-1] = atoms[-1] + sep + piece
            else:
                atoms.append(piece)
        else:
            atoms[-1] = atoms[-1] + sep + piece
    return [a.strip() for a in atoms if a.strip()]


def _predicate_effects(predicate: str, sel: Any, ctx: _Ctx, allow_placeholders: bool) -> list[dict] | None:
    parts = _conjuncts(predicate)
    if not parts:
        return None
    out: list[dict] = []
    for part in parts:
        if _ASIDE.match(part):
            if _NO_ACTIVATION_ASIDE.match(part) and isinstance(sel, str):
                # Linvala, Shield of Sea Gate: "it can't attack or block, and its activated abilities
                # can't be activated": its mana abilities too (602.5, 605.1a)
                out.append({"kind": "cant_activate", "permanents": sel})
            continue
        effect = _predicate_atom(part, sel, ctx, allow_placeholders)
        if effect is None:
            return None
        out.extend(effect)
    return _merge_characteristics(out)


def _keyword_list(text: str) -> list[str] | None:
    """The board keywords of a list of keyword abilities ("flying, first strike, and
    haste"); keywords outside the board set are dropped; None if an item is not a keyword."""
    items = [i.strip() for i in _KW_SPLIT.split(text) if i.strip()]
    out: list[str] = []
    for i, item in enumerate(items):
        if item in _BOARD_KEYWORD_SET:
            out.append(item)
        elif item.startswith("from ") and i and items[i - 1].startswith(("protection from", "from ")):
            continue  # "protection from black and from red"
        elif _keyword_item(item) is None:
            return None
    return out if items else None


_KW_SPLIT = _lazy(r",\s*(?:and\s+|or\s+|and/or\s+)?|\s+and\s+|\s+or\s+|\s+and/or\s+")

_TARGET_WORDS = {
    "you": "you", _SELF: "self", "its owner": "owner", "their owner": "owner", "that player": "that_player",
    "target opponent": "target_player", "target player": "target_player", "that opponent": "that_player",
    "enchanted creature's controller": "attached_controller",
}
_STATIC_TARGETS = ("you", "self", "owner", "attached_controller")


def _target_word(word: str, allow_placeholders: bool) -> str | None:
    got = _TARGET_WORDS.get(word)
    if got is None:
        return None
    if not allow_placeholders and got not in _STATIC_TARGETS:
        return None
    return got


_DURATIONS = (r"(?:each combat|this combat|each turn|this turn|that combat|until end of turn|until your next turn"
              r"|during (?:its controller's|your|their|that player's) next (?:turn|combat phase)|for the rest of the game"
              r"|for as long as [^,]+|during that combat phase|until the end of your next turn|until end of combat"
              r"|during (?:that|the next) combat(?: phase)?)")
_STRIP_DUR = _lazy(r"(?: " + _DURATIONS + r")*$")
_ANY_DUR = _lazy(r" " + _DURATIONS + r"(?=$| )")  # how long a resolved effect lasts: read away
_IRRELEVANT_ATOM = _lazy(
    r"^(?:can't be blocked.*|can't block.*|can block.*|must be blocked.*|blocks? each combat if able.*"
    r"|assigns? combat damage .*|can't be sacrificed.*|can't transform.*|can't be the target.*"
    r"|does not untap.*|do not untap.*|is unblockable|can't be countered.*|has no maximum hand size"
    r"|deals? (?:\w+ )?(?:combat )?damage.*|is indestructible|is legendary)$"
)
_ATTACKS_IF_ABLE = _lazy(r"^(?:attacks?|attacks? or blocks?|must attack) if able$")
_ATTACKS_TARGET = _lazy(
    r"^attacks? (?P<t>you|~|that player|its owner|their owner|target opponent|target player|that opponent"
    r"|enchanted creature's controller) if able$")
_ATTACKS_A_PLAYER = _lazy(r"^attacks? a player if able$")
_ATTACKS_OTHER = _lazy(r"^attacks? a player other than you if able$")
_GOADED = _lazy(r"^(?:is|are) (?:also )?goaded$")
_GETS = _lazy(r"^gets? (?P<p>[+-]\d+)/(?P<t>[+-]\d+)$")
_GETS_PER_COUNT = _lazy(r"^gets? (?P<p>[+-]\d+)/(?P<t>[+-]\d+) for each (?P<what>(?:other )?[a-z\-]+(?: [a-z\-]+)?"
                       r" (?:you|your opponents) controls?)$")
_GETS_PER_COLOR = _lazy(r"^gets? (?P<p>[+-]\d+)/(?P<t>[+-]\d+) for each color among (?P<what>[a-z ]*permanents [a-z ]+)$")
# Kor Spiritdancer, Goblin Gaveleer, Champion of the Flame: "for each Aura and Equipment attached to it" (301.5, 303.4)
_GETS_PER_ATTACHED = _lazy(r"^gets? (?P<p>[+-]\d+)/(?P<t>[+-]\d+) for each (?P<what>aura|equipment|aura and equipment)"
                           r" attached to it$")
# "is a black Dragon with base power and toughness 4/2" (Eye of Nidhogg), "is a Spirit" (Fog on
# the Barrow-Downs), "is a Wizard in addition to its other types": colors and creature types only
_IS_A_TYPE = _lazy(r"^(?:is|(?P<becomes>becomes)) an? (?P<words>[a-z\-]+(?: [a-z\-]+)*?)"
                   r"(?: with base power and toughness (?P<p>\d+)/(?P<t>\d+))?"
                   r"(?P<also> in addition to its other (?P<colors_also>colors and )?(?:creature )?types)?$")
_HAS = _lazy(r"^(?:has|have|gains?|gain) (?P<what>.+)$")
# "Other creatures have base power and toughness 1/1" (Godhead of Awe): set in layer 7b (613.4b)
_BASE_PT = _lazy(r"^(?:has|have) base power and toughness (?P<p>\d+)/(?P<t>\d+)$")
_BASE_PT_AND = _lazy(r"^(?:has|have) base power and toughness (?P<p>\d+)/(?P<t>\d+)(?:,? and |, )(?P<rest>.+)$")
# "are Bears in addition to their other types" (Kudo, King Among Bears): creature types added (205.1b)
_ARE_TYPES = _lazy(r"^are (?P<word>[a-z\-]+) in addition to their other (?:creature )?types$")
_LOSES = _lazy(r"^(?:loses?|lose) (?P<what>.+)$")
_CANT_ATTACK = _lazy(r"^can't attack(?: or block|, block, or (?:crew vehicles|transform)| or crew vehicles)?"
                          r"(?P<alone> alone)?$")
_CANT_ATTACK_TARGET = _lazy(
    r"^can't attack(?: or block)? (?P<t>you|its owner|~)(?P<pw> or planeswalkers (?:you|its owner) controls?)?"
    r"(?: or block creatures you control)?$")
_CANT_UNLESS = _lazy(r"^can't attack(?P<block> or block)?(?P<alone> alone)? unless (?P<cond>.+)$")
_CANT_IF = _lazy(r"^can't attack(?P<block> or block)? (?:if|as long as) (?P<cond>.+)$")
_IGNORE_DEFENDER = _lazy(r"^can attack as though (?:it|they) did not have defender$")
_ONLY_ALONE = _lazy(r"^can only attack alone$")
_CANT_ATTACK_AGAIN = _lazy(r"^can't attack a player (?:it|they) (?:has|have) already attacked(?: this turn)?$")
# 302.6 lifted for attacking, every defender or the opponents and their planeswalkers (no battle)
_AS_THOUGH_HASTE = _lazy(r"^can attack (?P<foes>your opponents and planeswalkers your opponents control )?"
                         r"as though (?:it|they|those creatures) had haste$")


def _predicate_atom(p: str, sel: Any, ctx: _Ctx, allow_placeholders: bool) -> list[dict] | None:
    if _IRRELEVANT_ATOM.match(p):
        return []
    m = _CANT_UNLESS.match(p)
    if m:
        return _cant_unless(m, sel, ctx, allow_placeholders)
    m = _CANT_IF.match(p)
    if m:
        clause = m.group("cond")
        if clause.startswith("defending player "):
            dm = _UNLESS_DEF_CONTROLS.match(clause)
            controls = _defender_selector(dm.group("what"), ctx) if dm else None
            if controls is not None:  # Orgg: "if defending player controls an untapped creature ..."
                return [{"kind": "cant_attack", "creatures": sel, "unless": {"defending_player_controls_none": controls}}]
            return [{"kind": "cant_attack", "creatures": sel, "unless": _defender_asked(clause, ctx, True)}]
        cond = _condition(clause, ctx)
        return [{"kind": "cant_attack", "creatures": sel, "condition": cond}]
    if _CANT_ATTACK_AGAIN.match(p):  # Port Razer, Bloodthirster: the board's attacked_this_turn
        return [{"kind": "cant_attack_players_attacked", "creatures": sel}]
    if sel == "self" and p == "can attack as though it had haste unless it entered this turn":  # Chaos Lord
        return [{"kind": "attack_as_though_haste", "creatures": sel,
                 "condition": _asked(f"Was {ctx.shown} on the battlefield when this turn began?")}]
    if not allow_placeholders and re.search(r"\b(?:this turn|this combat|until end of turn|until your next turn)\b", p):
        return None  # a static ability does not say "this turn"
    if " " in p:
        p = _ANY_DUR.sub("", p)  # "attacks each combat if able", "gains haste until end of turn"
    if _ATTACKS_IF_ABLE.match(p):
        return [{"kind": "attacks_if_able", "creatures": sel}]
    m = _ATTACKS_TARGET.match(p)
    if m:
        target = _target_word(m.group("t"), allow_placeholders)
        if target is None:
            raise _Fail()
        return [{"kind": "attacks_target_if_able", "creatures": sel, "target": target}]
    if _ATTACKS_OTHER.match(p):
        return [{"kind": "attacks_other_than_if_able", "creatures": sel, "player": "you"}]
    if allow_placeholders and _ATTACKS_A_PLAYER.match(p):
        # "attacks a player if able": a player other than its controller, the active player
        return [{"kind": "attacks_other_than_if_able", "creatures": sel, "player": "active_player"}]
    if _GOADED.match(p):
        return [{"kind": "goad", "creatures": sel}]
    m = _IS_A_TYPE.match(p)
    if m and (allow_placeholders or not m.group("becomes")):  # "becomes a Human" as it resolves (Wishful Merfolk)
        return _is_a_type(m, sel)
    if p == "can't be attacked" and sel == "self":
        return [{"kind": "cant_attack_target", "creatures": {"controller": "any"}, "target": "self"}]
    if p in ("can't be goaded",):
        return [{"kind": "cant_be_goaded", "creatures": sel}]
    if p in ("is no longer goaded", "are no longer goaded"):
        raise _Ignore("removes goad designations as it resolves; the board's designations say which remain")
    m = _BASE_PT.match(p) or _ARE_TYPES.match(p)
    if m:
        return _static_characteristic(m, sel, allow_placeholders)
    m = _BASE_PT_AND.match(p)
    if m:  # "has base power and toughness 10/10, vigilance, and trample" (Timber Paladin)
        base = _static_characteristic(m, sel, allow_placeholders)
        granted = _grant(m.group("rest"), sel, ctx, allow_placeholders)
        return None if base is None or granted is None else base + granted
    m = _GETS.match(p)
    if m:
        return [{"kind": "modify_pt", "creatures": sel, "power": int(m.group("p")), "toughness": int(m.group("t"))}]
    m = _GETS_PER_ATTACHED.match(p)
    if m:
        kinds = [w.capitalize() for w in m.group("what").split(" and ")]
        return [{"kind": "modify_pt", "creatures": sel, "power": int(m.group("p")), "toughness": int(m.group("t")),
                 "per_attached": kinds}]
    m = _GETS_PER_COUNT.match(p)
    if m and not _GETS_PER_COLOR.match(p):  # Ethereal Armor: "gets +1/+1 for each enchantment you control"
        counted = _creature_selector(m.group("what"), ctx, False, any_permanent=True)
        if not isinstance(counted, dict) or not counted or "controller" not in counted or (
                counted.get("other") and sel != "self"):
            return None  # (Vampirism's "each other creature": other than the one enchanted, no selector's)
        return [{"kind": "modify_pt", "creatures": sel, "power": int(m.group("p")), "toughness": int(m.group("t")),
                 "per_count": counted}]
    m = _GETS_PER_COLOR.match(p)
    if m:  # Faeburrow Elder: "gets +1/+1 for each color among permanents you control" (105.2)
        among = _creature_selector(m.group("what"), ctx, False, any_permanent=True)
        if not isinstance(among, dict) or not among:
            return None
        return [{"kind": "modify_pt", "creatures": sel, "power": int(m.group("p")), "toughness": int(m.group("t")),
                 "per_color_among": among}]
    m = _HAS.match(p)
    if m:
        return _grant(m.group("what"), sel, ctx, allow_placeholders)
    if p in ("loses all creature types", "lose all creature types") and not allow_placeholders \
            and (sel in ("self", "attached") or isinstance(sel, dict)):
        # Curse of Conformity: no creature type left (205.1b), its other subtypes kept
        return [{"kind": "add_types", "permanents": _creatures_of(sel), "types": [], "subtypes": [],
                 "replaces_creature_types": True}]
    m = _LOSES.match(p)
    if m:
        kws = _keyword_list(m.group("what"))
        if kws is None:
            return None
        return [{"kind": "remove_keywords", "creatures": sel, "keywords": kws}]
    m = _CANT_ATTACK.match(p)
    if m:
        kind = "cant_attack_alone" if m.group("alone") else "cant_attack"
        return [{"kind": kind, "creatures": sel}]
    if _ONLY_ALONE.match(p):
        return [{"kind": "attacks_only_alone", "creatures": sel}]
    m = _CANT_ATTACK_TARGET.match(p)
    if m:
        target = _target_word(m.group("t"), allow_placeholders)
        if target is None:
            raise _Fail()
        eff: dict[str, Any] = {"kind": "cant_attack_target", "creatures": sel, "target": target}
        if m.group("pw"):
            eff["include_planeswalkers"] = True
        return [eff]
    if _IGNORE_DEFENDER.match(p):
        return [{"kind": "ignore_defender", "creatures": sel}]
    m = _AS_THOUGH_HASTE.match(p)
    if m:
        haste: dict[str, Any] = {"kind": "attack_as_though_haste", "creatures": sel}
        if m.group("foes"):
            haste["defenders"] = "opponents"
        return [haste]
    if p in ("can't attack during extra turns",):
        return [{"kind": "cant_attack", "creatures": sel, "condition": _asked("Is this an extra turn?")}]
    return None


def _static_characteristic(m: re.Match, sel: Any, allow_placeholders: bool) -> list[dict] | None:
    """A static's base power and toughness (613.4b, layer 7b) or creature type added (205.1b,
    layer 4) as add_types; None as a spell or ability resolves, for a subject that is not
    the card, what it is attached to, or a selector, or one read by power (613.8)."""
    if allow_placeholders or not (sel in ("self", "attached") or isinstance(sel, dict)):
        return None
    effect: dict[str, Any] = {"kind": "add_types", "permanents": _creatures_of(sel), "types": []}
    if isinstance(sel, dict) and any(k.startswith(("power", "toughness")) for k in sel):
        return None  # its own power picks what it changes: a dependency not read (613.8)
    if "word" in m.groupdict():
        word = _singular_type(m.group("word"))
        if word is None or word == m.group("word") or not isinstance(sel, dict):
            return None  # a plural creature type, of a group of permanents
        return [{**effect, "subtypes": [_type_name(word)]}]
    return [{**effect, "power": int(m.group("p")), "toughness": int(m.group("t"))}]


def _creatures_of(sel: Any) -> Any:
    """A selector object of what a static's power or creature types change, as creatures:
    only creatures have them (208.3, 205.3m), and which are creatures is settled in layer 4."""
    if not isinstance(sel, dict):
        return sel
    return {**sel, "types": [*sel.get("types", []), *(["creature"] if "creature" not in sel.get("types", []) else [])]}


def _merge_characteristics(effects: list[dict]) -> list[dict]:
    """The add_types of one subject read from one sentence, as one effect: it chooses its
    permanents once, in the first layer it acts in (613.6)."""
    out: list[dict] = []
    for e in effects:
        i = next((i for i, prev in enumerate(out) if e["kind"] == prev["kind"] == "add_types"
                  and e["permanents"] == prev["permanents"] and not e["types"] and not prev["types"]
                  and not set(e).intersection(prev).difference(("kind", "permanents", "types"))), None)
        if i is None:
            out.append(e)
        else:
            out[i] = {**out[i], **e}
    return out


def _is_a_type(m: re.Match, sel: Any) -> list[dict] | None:
    """"Enchanted creature is a black Dragon [with base power and toughness 4/2]": its
    colors set (105.3), its creature types replaced unless "in addition" (205.1b), its base
    power and toughness set (613.4b); None where a word is neither a color nor a creature
    type (a copy, a card type but as it resolves), or the subject is not one permanent."""
    words = m.group("words").split()
    if m.group("becomes") and m.group("also") and words[-1] in ("artifact", "enchantment") and \
            words[:-1] in ([], ["colorless"]) and isinstance(sel, str) and not m.group("p"):
        # as it resolves: "becomes a colorless artifact in addition to its other types" (Xathrid
        # Gorgon): the card type added (205.1b), its colors set to none (105.2c)
        added: dict[str, Any] = {"kind": "add_types", "permanents": sel, "types": [words[-1]]}
        return [{**added, "colors": []} if words[0] == "colorless" else added]
    colors = [_COLOR_WORDS[w] for w in words if w in _COLOR_WORDS]
    kinds = [w for w in words if w not in _COLOR_WORDS]
    if not isinstance(sel, str) or not kinds or any(w not in _CREATURE_TYPES for w in kinds):
        return None
    effect: dict[str, Any] = {"kind": "add_types", "permanents": sel, "types": [],
                              "subtypes": [_type_name(w) for w in kinds]}
    if not m.group("also"):
        effect["replaces_creature_types"] = True
    if colors:
        effect["colors"] = colors
        if m.group("colors_also"):  # 105.3: "a black Demon in addition to its other colors" (Blade of the Oni)
            effect["colors_in_addition"] = True
    if m.group("p"):
        effect.update(power=int(m.group("p")), toughness=int(m.group("t")))
    return [effect]


_TAPPED_FOR_MANA = _lazy(r"^whenever (?P<subj>.+?) is tapped for mana(?P<chosen> of the chosen color)?$")
_TAPS_FOR_MANA = _lazy(r"^whenever (?P<who>you tap|a player taps) (?P<subj>.+?) for mana(?P<monarch> while you're the monarch)?$")
# Caged Sun: a land's ability is a land's mana ability (605.1a); "you" add: your lands' (a land
# another controls makes its controller's mana)
_LAND_ADDS_CHOSEN = _lazy(r"^whenever a land's ability causes you to add one or more mana of the chosen color$")
_ADDS_MANA = _lazy(r"^(?:its controller adds|that player adds|add) (?:an additional )?(?P<what>.+)$")
_SAME_TYPE = _lazy(r"one mana of any type that (?:land|permanent|creature|artifact|artifact token) produced")
_PRODUCES_MORE = _lazy(r"^if (?P<who>you tap|a player taps) (?P<subj>.+?) for mana, it produces (?P<n>twice|three times) "
                       r"as much of that mana instead$")
_PRODUCES_INSTEAD = _lazy(r"^if (?P<subj>.+?) is tapped for mana, it produces (?P<what>\{[wubrgc]\}) instead of any "
                          r"other type and amount$")


def _mana_sources(subject: str, ctx: _Ctx, yours: bool) -> Any:
    """The permanents of "whenever [subject] is tapped for mana": the one it enchants, the
    card itself, or a selector ("a Forest", "a basic land", "a nonland permanent"); `yours`:
    those its controller taps ("whenever you tap ...")."""
    if re.fullmatch(r"enchanted (?:land|permanent|creature|plains|island|swamp|mountain|forest)", subject):
        return None if yours else "attached"  # (Utopia Sprawl's "enchanted Forest": the one it enchants)
    if subject in ("~", "this land", "this creature", "this artifact"):
        return "self" if yours else None
    named = [w for w in re.split(r",\s*(?:or\s+)?|\s+or\s+", re.sub(r"^(?:a|an) ", "", subject)) if w]
    if len(named) > 1 and all(w in ("plains", "island", "swamp", "mountain", "forest") for w in named):  # "a Mountain, Forest, or Plains" (305.6)
        either: dict[str, Any] = {"any_subtypes": [w.capitalize() for w in named]}
        return {**either, "controller": "you"} if yours else either
    sel = _creature_selector(re.sub(r"^(?:a|an) ", "", subject), ctx, False, any_permanent=True)
    if sel == {"controller": "any"}:
        sel = {}  # "a permanent" (Mana Reflection)
    if not isinstance(sel, dict) or "controller" in sel or sel.get("other"):
        return None
    return {**sel, "controller": "you"} if yours else sel


def _mana_added(what: str) -> Optional[str]:
    """What a triggered mana ability adds: a mana string, "any" (one mana of any color) or
    "same" (one mana of any type that source produced)."""
    if _SAME_TYPE.fullmatch(what):
        return "same"
    option = _mana_option_low(what)
    return option if isinstance(option, str) else None


def _mana_trigger(event: str, effect: str, ctx: _Ctx) -> Optional[list[dict]]:
    """"Whenever enchanted land is tapped for mana, its controller adds an additional {G}",
    "Whenever a player taps a land for mana, that player adds one mana of any type that land
    produced" (605.1b); None for any other wording (a condition, damage, another effect)."""
    event = event.lower()
    m = _TAPPED_FOR_MANA.match(event)
    t = _TAPS_FOR_MANA.match(event) if m is None else None
    added = _ADDS_MANA.match(effect)
    if added is None:
        return None
    if m is None and t is None:
        if not _LAND_ADDS_CHOSEN.match(event):
            return None
        sources: Any = {"types": ["land"], "controller": "you"}
        of_chosen = True
    else:
        sources = (_mana_sources(m.group("subj"), ctx, False) if m is not None
                   else _mana_sources(t.group("subj"), ctx, t.group("who") == "you tap") if t is not None else None)
        of_chosen = m is not None and m.group("chosen") is not None
    if of_chosen:
        # Gauntlet of Power, Caged Sun: "... mana of the chosen color, add an additional one mana
        # of that color": one trigger a color, each asking whether it is the one chosen (105.4)
        if sources is None or added.group("what") != "one mana of that color":
            return None
        return [_with_condition({"kind": "mana_trigger", "sources": sources, "add": f"{{{color}}}", "of_color": color},
                                _asked(f"Is the color chosen for {ctx.shown} {word}?"))
                for word, color in _COLOR_WORDS.items()]
    chosen = added.group("what") == "one mana of the chosen color"
    what = "chosen" if chosen else _mana_added(added.group("what"))
    if what is None or sources is None:
        return None
    effects = [{"kind": "mana_trigger", "sources": sources, "add": what}]
    if t is not None and t.group("monarch"):
        # Regal Behemoth: "while you're the monarch" (722): no board field says who is
        return [_with_condition(effects[0], _question("you're the monarch", ctx, False))]
    # (Utopia Sprawl's "one mana of the chosen color": chosen as it entered, 105.4, read as any
    # color wider than it is: ManaTriggerKind)
    return effects


def _mana_replacement(low: str, ctx: _Ctx) -> Optional[list[dict]]:
    """"If you tap a permanent for mana, it produces twice as much of that mana instead"
    (Mana Reflection), "If a land is tapped for mana, it produces {B} instead of any other
    type and amount" (Contamination): replacement effects (106.12b)."""
    m = _PRODUCES_MORE.match(low)
    if m is not None:
        sources = _mana_sources(m.group("subj"), ctx, m.group("who") == "you tap")
        if sources is None:
            return None
        return [{"kind": "mana_replacement", "sources": sources, "multiply": 2 if m.group("n") == "twice" else 3}]
    m = _PRODUCES_INSTEAD.match(low)
    sources = _mana_sources(m.group("subj"), ctx, False) if m is not None else None
    if m is None or sources is None:
        return None
    return [{"kind": "mana_replacement", "sources": sources, "produce_instead": m.group("what").upper()}]


_TOKEN_REPLACEMENT = _lazy(r"^if (?:(?:one or more )?[^.]*\btokens? would be created|you would create (?:one or more |a )?"
                           r"(?:creature )?tokens?)\b[^.]*\binstead\b[^.]*$")
_GRANTED_MANA = _lazy(r"^(?P<subject>.+?) (?:has|have) " + _QUOTE_OPEN + r"(?P<q>\d+)" + _QUOTE_CLOSE + "$")


def _granted_mana(low: str, ctx: _Ctx) -> Optional[list[dict]]:
    """"Creatures you control have "{T}: Add one mana of any color."", "Enchanted land has
    "{T}: Add two mana of any one color."", "All Slivers have ...": the permanents named have
    that {T} mana ability (613 layer 6); None where the subject or the ability is another
    (a cost beyond {T}, a spending restriction, a condition: those stay as they were)."""
    cond = None
    lead = _AS_LONG_AS_LEAD.match(low)
    if lead is not None:  # The World Tree: "As long as you control six or more lands, lands you control have ..."
        try:
            cond = _stated_condition(lead.group("cond"), ctx, False)
        except (_Fail, _Ignore):
            return None
        if cond is None:
            return None
        low = lead.group("rest")
    m = _GRANTED_MANA.match(low)
    if m is None:
        return None
    quoted = ctx.quotes[int(m.group("q"))]
    mana = _plain_tap_mana(quoted)
    # Goldspan Dragon's "{T}, Sacrifice this artifact: Add two mana of any one color.": read as
    # its {T}, the permanent paying once (as a Treasure's own, 111.10a)
    sacrifice = mana is None and (sac := _GRANTED_SACRIFICE.fullmatch(quoted.strip().lower())) is not None
    if sacrifice and sac is not None:
        mana = _plain_tap_mana("{t}: " + sac.group("add"))
    own_colors = mana is None and _OWN_COLORS_MANA.fullmatch(quoted.strip().lower()) is not None
    if mana is None and not own_colors:
        return None
    subject = m.group("subject")
    sel = "attached" if subject in _ATTACHED else _creature_selector(subject, ctx, False, any_permanent=True)
    if not (sel == "attached" or isinstance(sel, dict) and sel):
        return None
    if own_colors:
        # Katilda: "{T}: Add one mana of any of this creature's colors": a {C} option for each
        # of its colors, given to those of that color (105.2: a colorless one makes none)
        if not isinstance(sel, dict):
            return None
        effects: list[dict[str, Any]] = [
            {"kind": "grant_mana_abilities", "permanents": {**sel, "colors": [c]}, "mana": [f"{{{c}}}"]}
            for c in sel.get("colors") or "WUBRG"]
    else:
        effects = [{"kind": "grant_mana_abilities", "permanents": sel, "mana": mana,
                    **({"sacrifice": True} if sacrifice else {})}]
    return [e if cond is None else {**e, "condition": cond} for e in effects]


_GRANTED_SACRIFICE = _lazy(r"\{t\}, sacrifice this (?:artifact|permanent): (?P<add>add [^.]+\.?)")


_OWN_COLORS_MANA = _lazy(r"\{t\}: add one mana of any of (?:this creature's|~'s) colors\.?")


_AS_LONG_AS_LEAD = _lazy(r"^as long as (?P<cond>[^,]+), (?P<rest>.+)$")
_THIS_OBJECT = _lazy(r"\bthis (?:permanent|land|artifact|creature)\b")
# "{T}: Add ...", or "{T}, Pay 1 life: Add ..." (Spire of Industry: its life as Mana Confluence's, 119.4)
_ACTIVATE_ONLY_IF = _lazy(r"^\{t\}(?:, pay \d+ life)?: (?P<add>add [^.]+\.) activate only if (?P<cond>[^.]+)\.$")
_OWN_MANA_LINE = _lazy(r"\{T\}(?:, Pay \d+ life)?: Add\b")


def _own_mana_grant(line: str, leveled: bool, name: str = "") -> Optional[list[dict]]:
    """A permanent's own {T} mana ability that exists or works only on a condition: in a
    leveler's level section (711.2b, `leveled`: the section's condition is added by the
    caller), "Activate only if you control a Swamp or a Mountain" (602.5b) where a board
    field states the condition (also after a cost of life: Spire of Industry's "{T}, Pay 1
    life", whose life is noted as Mana Confluence's, _unmodelled_mana), or a color among
    permanents you control (Mox Amber); as grants to the permanent itself (`self`), which
    loses them with its other abilities. None otherwise."""
    low = _MANA_ABILITY_WORD.sub("", line.strip()).lower()  # "Metalcraft — {T}: ...": an ability word (207.2c)
    among = _colors_among(low)
    if among is not None:
        return among
    if leveled:
        mana = _plain_tap_mana(low)
        return None if mana is None else [{"kind": "grant_mana_abilities", "permanents": "self", "mana": mana}]
    more = _more_instead(_MANA_ABILITY_WORD.sub("", line.strip()), name)
    if more is not None:
        return more
    m = _ACTIVATE_ONLY_IF.match(low)
    mana = _plain_tap_mana("{t}: " + m.group("add")) if m else None
    if m is None or mana is None:
        return None
    said = _THIS_OBJECT.sub("~", _normalise_low(m.group("cond")))  # the card's own words, as the body has them
    try:
        cond = _stated_condition(said, _Ctx("", [], [], ReadResult()), False)
    except (_Fail, _Ignore):
        return None
    if cond is None:
        return None
    return [{"kind": "grant_mana_abilities", "permanents": "self", "mana": mana, "condition": cond}]


# "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead."
_MORE_INSTEAD = _lazy(r"^(?P<ability>\{t\}: add [^.]+\.) if (?P<cond>[^.]+?), "
                      r"(?:add (?P<more>[^.]+?) instead|instead add (?P<other>[^.]+?))\.$")
# "you control an Urza's Mine and an Urza's Power-Plant", "creatures named A and B"
_CONTROL_BOTH = _lazy(r"^you control (?P<a>an? [^,]+?) and (?P<b>an? [^,]+)$")
_CONTROL_NAMED = _lazy(r"^you control creatures named (?P<a>[^,]+?) and (?P<b>[^,]+)$")


def _more_instead(line: str, name: str = "") -> Optional[list[dict]]:
    """A {T} ability that adds other mana on a condition a board field states: its mana
    while the condition fails, the other while it holds (Gemstone Caverns' luck counter,
    Leafkin Druid's four creatures). "You control an Urza's Mine and an Urza's Power-Plant"
    fails where either is missing: its mana is a grant on each of those conditions (a
    permanent's one {T} ability: two grants of the same mana are one option). None
    otherwise."""
    m = _MORE_INSTEAD.match(line.lower())
    if m is None:
        return None
    mana = _plain_tap_mana(m.group("ability"))
    more = _plain_tap_mana("{t}: add " + (m.group("more") or m.group("other")))
    if mana is None or more is None:
        return None
    said = m.group("cond")
    if name and name.lower() in said:  # the card calls itself by its name
        said = said.replace(name.lower(), "~")
    said = _THIS_OBJECT.sub("~", _normalise_low(said))
    ctx = _Ctx("", [], [], ReadResult())
    cond = _control_each(said, line[m.start("cond"):m.end("cond")], ctx)
    if cond is not None:  # each of them, or else one missing
        otherwise = [{"you_control_at_most": {"selector": c["selector"], "at_most": 0}} for c in cond["you_control"]]
    else:
        try:
            cond = _stated_condition(said, ctx, False)
            one = _stated_condition(said, ctx, True) if cond is not None else None
        except (_Fail, _Ignore):
            return None
        if one is None:
            return None
        otherwise = [one]
    return [*({"kind": "grant_mana_abilities", "permanents": "self", "mana": mana, "condition": c} for c in otherwise),
            {"kind": "grant_mana_abilities", "permanents": "self", "mana": more, "condition": cond}]


def _control_each(said: str, written: str, ctx: _Ctx) -> Optional[dict]:
    """"you control an Urza's Mine and an Urza's Power-Plant": a permanent of each (by its
    land types, 205.3i: not its name); "creatures named A and B": a creature of each name
    (as `written`, the condition in the card's own letters)."""
    named = _CONTROL_NAMED.match(said) and re.match(_CONTROL_NAMED.pattern, written, re.I)
    parts: list[Optional[dict]] = []
    if named:
        parts = [{"types": ["creature"], "names": [named.group(k)]} for k in ("a", "b")]
    elif (both := _CONTROL_BOTH.match(said)) is not None:
        for k in ("a", "b"):
            words = both.group(k).split(" ", 1)[1].split()
            if words and all(w in _LAND_TYPES for w in words):  # "an Urza's Mine": each of its land types
                parts.append({"subtypes": [_type_name(w) for w in words]})
                continue
            try:
                got = _stated_condition(f"you control {both.group(k)}", ctx, False)
            except (_Fail, _Ignore):
                return None
            one = (got or {}).get("you_control")
            parts.append(one["selector"] if isinstance(one, dict) and one.get("at_least") == 1 else None)
    if len(parts) != 2 or any(p is None for p in parts):
        return None
    return {"you_control": [{"selector": p, "at_least": 1} for p in parts]}


# "{T}: Add one mana of any color among legendary creatures and planeswalkers you control" (Mox
# Amber), "... among legendary permanents you control" (Plaza of Heroes)
_AMONG_COLORS = _lazy(r"^\{t\}: add one mana of any color among (?P<what>[a-z ]+?) you control\.?$")


def _colors_among(low: str) -> Optional[list[dict]]:
    """A {T} ability making one mana of a color among the permanents you control that a noun
    phrase names: a {C} option for each color C, while you control such a permanent of that
    color (105.2: colorless is no color, so none makes no mana). An adjective before the first
    of two nouns is read with both ("legendary creatures and planeswalkers"). None otherwise."""
    m = _AMONG_COLORS.match(low)
    if m is None:
        return None
    parts = m.group("what").split(" and ")
    if len(parts) > 2:
        return None
    lead = parts[0].split(" ")[:-1]
    sels = []
    for i, part in enumerate(parts):
        words = part.split(" ")
        sel = _permanent_selector(" ".join(lead + words if i and len(words) == 1 else words),
                                  _Ctx("", [], [], ReadResult()))
        if sel is None or "colors" in sel or "not_colors" in sel or "controller" in sel or sel.get("other"):
            return None
        sels.append(sel)
    return [{"kind": "grant_mana_abilities", "permanents": "self", "mana": [f"{{{c}}}"],
             "condition": {"you_control": {"selector": {**sel, "colors": [c]}, "at_least": 1}}}
            for c in "WUBRG" for sel in sels]


def _plain_tap_mana(ability: str) -> Optional[list]:
    """The options of a quoted "{T}: Add ..." with nothing more (no other cost, no spending
    restriction or condition), or None."""
    got = re.fullmatch(r"\{t\}: add (?P<what>[^.]+)\.?", ability.strip().lower())
    option = _mana_option_low(got.group("what")) if got else None
    if option is None:
        return None
    return _as_choices(option)


_MANA_CASE = _lazy(r"\{[wubrgcx0-9]+\}")


def _mana_option_low(what: str) -> Any:
    """_mana_option of lowercase text ("one mana of any color", "{g}{g}")."""
    return _mana_option(_MANA_CASE.sub(lambda s: s.group(0).upper(), what))


def _grant(what: str, sel: Any, ctx: _Ctx, allow_placeholders: bool) -> list[dict] | None:
    """"has flying and haste", "has defender and "..."", "gains "This creature can't attack
    alone."", "gains your choice of flying, vigilance, or lifelink": keywords and quoted
    abilities granted."""
    quotes = [int(q) for q in _QUOTE_TOKEN.findall(what)]
    rest = _QUOTE_TOKEN.sub(" ", what)
    rest = re.sub(r"\s+", " ", re.sub(r"(?:,|\band\b)(?=\s*(?:,|\band\b|$))", " ", rest)).strip(" ,")
    rest = re.sub(r"\s*,?\s*\band$", "", rest).strip(" ,")
    out: list[dict] = []
    if rest:
        choice = False
        if rest.startswith("your choice of "):
            choice, rest = True, rest[len("your choice of ") :]
        elif rest == "that ability" and ctx.choice:
            choice, rest = True, ", ".join(ctx.choice)
        kws = _keyword_list(rest)
        if kws is None:
            return None
        if kws:
            eff: dict[str, Any] = {"kind": "grant_keywords", "creatures": sel, "keywords": kws}
            if choice:
                if not allow_placeholders:
                    raise _Fail()
                eff["choice"] = True
            out.append(eff)
    for q in quotes:
        mana = _plain_tap_mana(ctx.quotes[q])
        if mana is not None:  # Esika: "have vigilance and "{T}: Add one mana of any color."" (613 layer 6)
            permanents = {"types": ["creature"], **sel} if isinstance(sel, dict) and "types" not in sel else sel
            out.append({"kind": "grant_mana_abilities", "permanents": permanents, "mana": mana})
            continue
        abilities = _granted_abilities(ctx.quotes[q], ctx)
        if abilities:
            out.append({"kind": "grant_abilities", "creatures": sel, "abilities": abilities})
    return out


def _granted_abilities(inner: str, ctx: _Ctx) -> list[dict]:
    """Read a quoted ability granted to other objects; its static effects are returned
    (with `self` meaning the object that has it), its triggered or activated parts are
    listed as resolved entries of the card; an unsupported part raises _Fail."""
    sub = ReadResult()
    prepared = _prepare("", inner)
    sub_ctx = _Ctx(ctx.name, prepared.quotes, prepared.display_quotes, sub, shown="this creature", granted=True,
                   accepts=ctx.accepts)
    _read_body(prepared.body, prepared.display, sub_ctx, False, {})
    if sub.unsupported:
        raise _Fail()
    for item in sub.resolved:
        ctx.result.resolved.append({"text": ctx.original, "via": item["via"], "effects": item["effects"]})
    # a mana ability granted by what is granted (Preston Garvey's Settlement: "Enchanted land
    # has ...") is granted to no creature; it stays mana the reader does not model
    return [e for e in sub.effects if e.get("kind") != "grant_mana_abilities"]


# "can't attack unless ..." -------------------------------------------------------------

_UNLESS_PAYS = _lazy(r"^(?:its controller|you|their controller) pays? " + _COST + r"(?: for each (?P<per>.+))?$")
_UNLESS_PAYS_ATTACKING = _lazy(
    r"^(?:their|its) controller pays " + _COST + r" for each attacking creature (?:they control|he or she controls)$")
_UNLESS_OTHERS = _lazy(r"^at least (?P<n>\w+) other creatures? attacks?$")
_UNLESS_ALSO = _lazy(r"^an? (?P<what>.+?) also attacks$")
_UNLESS_DEF_CONTROLS = _lazy(r"^defending player controls (?P<what>.+)$")
_UNLESS_MORE_THAN = _lazy(r"^you control more (?P<what>\w+) than defending player$")
_UNLESS_DEF_LIFE = _lazy(r"^defending player has (?P<n>\w+) or less life$")
_UNLESS_DEF_OTHER = _lazy(r"^defending player (?P<rest>.+)$")


def _cant_unless(m: re.Match, sel: Any, ctx: _Ctx, allow_placeholders: bool) -> list[dict]:
    cond = m.group("cond").strip()
    alone = bool(m.group("alone"))
    if alone:
        c = _condition(cond, ctx, negated=True)
        return [{"kind": "cant_attack_alone", "creatures": sel, "condition": c}]
    pm = _UNLESS_PAYS_ATTACKING.match(cond)
    if pm:
        cost = pm.group("cost").upper()
        if "{X}" in cost:
            if not allow_placeholders:
                raise _Fail()
        return [{"kind": "attack_cost", "creatures": sel, "cost": cost}]
    pm = _UNLESS_PAYS.match(cond)
    if pm:
        cost = pm.group("cost").upper()
        if "{X}" in cost and pm.group("per") is None:
            if not allow_placeholders:
                raise _Fail()
            return [{"kind": "attack_cost", "creatures": sel, "cost": cost}]
        eff: dict[str, Any] = {"kind": "attack_cost", "creatures": sel}
        eff.update(_cost_amount(cost, pm.group("per"), ctx))
        return [eff]
    pay = _nonmana_cost(cond, ctx)
    if pay is not None:
        return [{"kind": "attack_cost", "creatures": sel, "pay": pay}]
    if re.match(r"^(?:you |its controller )?(?:return|discard|exile|remove|put)\b", cond):
        raise _Fail()
    om = _UNLESS_OTHERS.match(cond)
    if om and _number(om.group("n")) is not None:
        return [{"kind": "cant_attack_unless_others", "creatures": sel, "count": _number(om.group("n"))}]
    om = _UNLESS_ALSO.match(cond)
    if om:  # "unless a black or green creature also attacks" (Scarred Puma)
        what = om.group("what")
        if "with greater power" in what:  # than this creature (Okk): only a self-restriction says whose
            if sel != "self":
                raise _Fail()
            what = what.replace("with greater power", "with power greater than ~'s power")
        others = _creature_selector(what, ctx, allow_placeholders)
        if not isinstance(others, dict) or others.get("other"):
            raise _Fail()
        return [{"kind": "cant_attack_unless_others", "creatures": sel, "count": 1, "others": others}]
    if re.search(r"\balso attacks\b|\battacks?\b", cond):
        raise _Fail()
    dm = _UNLESS_DEF_CONTROLS.match(cond)
    if dm:
        controls = _defender_selector(dm.group("what"), ctx)
        if controls is None:
            return [{"kind": "cant_attack", "creatures": sel, "unless": _defender_asked(cond, ctx, False)}]
        if set(controls) <= {"types", "subtypes"} and not allow_placeholders:
            return [{"kind": "cant_attack", "creatures": sel, "unless_defending_player_controls": controls}]
        return [{"kind": "cant_attack", "creatures": sel, "unless": {"defending_player_controls": controls}}]
    dm = _UNLESS_MORE_THAN.match(cond)
    if dm:
        what = _permanent_selector(dm.group("what"), ctx)
        if what is None:
            raise _Fail()
        return [{"kind": "cant_attack", "creatures": sel, "unless": {"controls_more_than_defending": what}}]
    dm = _UNLESS_DEF_LIFE.match(cond)
    if dm and _number(dm.group("n")) is not None:
        return [{"kind": "cant_attack", "creatures": sel, "unless": {"defending_player_life_at_most": _number(dm.group("n"))}}]
    dm = _UNLESS_DEF_OTHER.match(cond)
    if dm:
        return [{"kind": "cant_attack", "creatures": sel, "unless": _defender_asked(cond, ctx, False)}]
    c = _condition(cond, ctx, negated=True)
    return [{"kind": "cant_attack", "creatures": sel, "condition": c}]


def _defender_asked(clause: str, ctx: _Ctx, negated: bool) -> dict:
    """A fact about the defending player no DEFENDER-CONDITION field states, asked per
    defending player: the attack is allowed where `holds` says true."""
    shown = _display(clause, ctx).replace("defending player", "this defending player")
    question = f"Is it false that {shown}?" if negated else f"Is it true that {shown}?"
    return {"defending_player_asked": {"question": question, "holds": None}}


def _any_of(selectors: list[dict]) -> dict:
    """One selector matching what any of these matches: all but what matches none of them."""
    return {"except": {"except": selectors}}


def _defender_selector(what: str, ctx: _Ctx) -> Optional[dict]:
    """"an Island", "a snow land", "a creature with flying", "a blue permanent"; "an
    enchantment or an enchanted permanent" (Godhunter Octopus) matches either."""
    w = what.strip()
    om = re.fullmatch(r"(?P<a>(?:a|an) [a-z]+(?: [a-z]+)?) or (?P<b>(?:a|an) [a-z]+(?: [a-z]+)?)", w)
    if om:
        parts = [_defender_selector(om.group(g), ctx) for g in ("a", "b")]
        return _any_of([p for p in parts if p is not None]) if all(parts) else None
    w = re.sub(r"^(?:a|an) ", "", w)
    m = re.fullmatch(r"(?P<color>white|blue|black|red|green) permanent", w)
    if m:
        return {"colors": [_COLOR_WORDS[m.group("color")]]}
    sel = _permanent_selector(w, ctx)
    if sel is None:
        return None
    return {k: v for k, v in sel.items() if k != "controller"} or None


# --------------------------------------------------------------------------- resolving sentences


_DURATION_PREFIX = _lazy(
    r"^(?:(?:until your next turn|until end of turn|this turn|for each opponent|this turn and next turn"
    r"|during (?:target|that|each) (?:player|opponent)'s next turn|until the end of your next turn"
    r"|for as long as [^,]+|as long as [^,]+ remains on the battlefield)\s*,\s*|(?:then|and)\s+)"
)
# checks made while the ability resolves ("if you do", "if it was kicked"): the template
# is what exists when the check passed
_CHECK_PREFIX = _lazy(r"^(?:(?:if|when|whenever) [^,]+|you may have|you may|have)(?:,\s*|\s+(?=~|target|it\b|each|all"
                           r"|creatures))")
# (and an intervening "if" of a trigger, 603.4: "if a creature you control has haste", Odric)
_TRAIL_CHECK = _lazy(r" if (?:it|~|you|that creature|{[^}]+} was|(?:a|an|another) [a-z ]+ you control(?: or [a-z ]+)? (?:has|is))\b[^,]*$")
_EMBLEM = _lazy(r"^you get an emblem with (?P<q>(?:" + _QUOTE_OPEN + r"\d+" + _QUOTE_CLOSE + r"(?: and )?)+)$")
_CHOOSE_KEYWORDS = _lazy(r"^choose (?P<list>[a-z ,]+)$")
_KEYWORD_COUNTER = _lazy(
    r"^put (?:(?:a|an|one) (?P<kw>[a-z ]+) counter|your choice of a (?P<kws>[a-z ,]+?) counter|your choice of a counter "
    r"from among (?P<among>[a-z ,]+)) on (?P<obj>.+)$")
_CREATE_TOKEN = _lazy(r"\bcreates? (?P<what>[^.]*?\btokens?\b)(?P<rest>.*)$")
_DETAIN = _lazy(r"\bdetain (?P<obj>.+?)(?=$|,|;| and (?!detain)|\.)")
_GOAD = _lazy(r"\bgoad (?P<obj>.+?)(?=$|,|;| and (?!goad)|\.)")
_UNTIL_PLANESWALK = _lazy(r" until a player planeswalks$")


def _strip_duration(text: str, allow_placeholders: bool) -> str:
    if not allow_placeholders:
        return text
    return _STRIP_DUR.sub("", text).strip()


_TARGET_PHRASE = _lazy(r"\btarget (?!player\b|opponent\b)")
# "gains haste and gets +X/+X until end of turn, where X is ...": the power change is left to
# the board (the creature's power and toughness as they are now), the rest read
_X_PT = _lazy(r"^(?P<a>.*?)(?: and gets? [+-]x/[+-](?:x|\d+)| gets? [+-]x/[+-](?:x|\d+) and)(?P<b>(?: [^,]*?)?),? "
              r"where x is [^,]+$")
# "gets +1/+0 for each Gate you control and has vigilance and menace" (Glaive of the Guildpact)
_EACH_PT = _lazy(r"^(?P<a>.*?) gets? [+-]\d+/[+-]\d+ for each [^,]+? and (?P<b>(?:has|have) [^,]+)$")
_PT_NOTE = ("its power and toughness change by an amount not read: write the creature's power and toughness "
            "as they are now")
_BASE_PT_ASKED = ("its base power and toughness, set on a condition no board field states, are not read (the rest "
                  "of the sentence is); write the creature's power and toughness on the board where an effect "
                  "reads them")
_PT_UNREAD_STATIC = ("its \"+X\" power or toughness change is not read (the rest of the sentence is); write the "
                     "creatures' power and toughness on the board where an effect reads them")


def _without_last_item(text: str) -> str:
    """A list whose last item was read away: "has trample, attacks each combat if able," is
    "has trample and attacks each combat if able"."""
    if not text.endswith(","):
        return text
    text = text[:-1]
    head, sep, last = text.rpartition(", ")
    return f"{head} and {last}" if sep and " and " not in last else text


# a one-shot animation (Celestial Colonnade, Nissa's lands): "[until end of turn,] ~ becomes a
# 4/4 white and blue Elemental creature with flying and vigilance [until end of turn]"
_BECOMES_CREATURE = _lazy(
    r"^(?P<subj>~|it|this (?:land|artifact|permanent|enchantment|vehicle)"
    r"|(?:up to one )?target (?:noncreature |snow )?(?:land|artifact) you control"
    r"|that (?:land|artifact))"
    r" becomes? an? (?P<p>\d+)/(?P<t>\d+) (?P<words>(?:[a-z\-]+ )*?)creature(?: with (?P<kws>[a-z ,]+?))?"
    r"(?: that is still an? (?P<still>land|artifact|enchantment))?(?P<more> in addition to its other types)?"
    r"(?: until end of turn| until your next turn)?$")
_EARTHBEND = _lazy(r"^(?:then )?earthbend (?:\d+|x|one|two|three|four|five)(?:, where x is [^.]+)?$")
_EARTHBEND_ANY = _lazy(r"(?:^(?:then )?|, then )earthbend (?:\d+|x|one|two|three|four|five)\b")  # (read part by part)
_BECOMES_DEFINED_CREATURE = _lazy(
    r"^(?P<subj>~|it|this (?:land|artifact|permanent)|(?:up to one )?target (?:land|artifact) you control|that (?:land|artifact))"
    r" becomes? a creature with (?P<kws>[a-z ,]+?) and \u27e6(?P<q>\d+)\u27e7"
    r"(?P<still> that is still an? (?:land|artifact))?$")
_DEFINES_PT = _lazy(r"this creature's power and toughness are each equal to [^.\"]+\.?")
_PT_DEFINED_NOTE = ("its power and toughness, which its quoted ability defines (604.3), are not read: write the "
                    "creature's power and toughness on the board")
_STILL = _lazy(r"\b(?:it|that)(?: i|\u2019|')s still an? (?:land|artifact|enchantment)\b"
               r"|\bin addition to its other types\b")


def _becomes_creature(m: Any, ctx: _Ctx) -> Optional[list[dict]]:
    """The templates of a one-shot animation (_animation); None unless the text says the
    other types stay (205.1b: "It's still a land", "in addition to its other types",
    "artifact creature")."""
    words = [w for w in m.group("words").split() if w != "and"]  # "white and blue"
    if not (m.group("still") or m.group("more") or "artifact" in words or _STILL.search(ctx.body_low)):
        return None  # 205.1a: the new type may replace the others
    subj = m.group("subj")
    # "it" is what the ability refers to (Nissa: "Untap it. It becomes ..."), never the card
    who = "target" if subj.startswith(("target", "that", "up to one")) or subj == "it" else "self"
    return _animation(who, words, m.group("p"), m.group("t"), m.group("kws"))


def _read_resolved(low: str, ctx: _Ctx, late: bool) -> list[dict] | None:
    """Effect templates a resolving sentence (lowercase) creates; None when no template
    fits. `late`: the ability triggers once attackers are declared (attacks, blocks,
    combat damage), so only effects that last beyond this combat matter. Parts joined by
    ", then" are read one by one."""
    if ", then " not in low:
        got = _read_resolved_part(low, ctx, late)
        if got and low.count("target ") > 1 and len(_TARGET_PHRASE.findall(low)) > 1 and \
                len({e["kind"] for e in got if e.get("creatures") == "target"}) > 1:
            # "up to one target creature attacks ... and up to one target creature can't attack"
            # (Boros Battleshaper): two objects, one placeholder
            raise _Fail()
        return got
    out: list[dict] = []
    read_any = False
    for part in low.split(", then "):
        try:
            got = _read_resolved_part(part, ctx, late)
        except _Ignore:
            got = []
        if got is None:
            if _CONSTRAINT.search(part) or _UNSAFE_TO_DROP.search(part):
                return None
            continue
        read_any = True
        out.extend(got)
    return out if read_any else None


def _read_resolved_part(low: str, ctx: _Ctx, late: bool) -> list[dict] | None:
    text = low.strip()
    while True:
        m = _DURATION_PREFIX.match(text) or _CHECK_PREFIX.match(text)
        if not m:
            break
        if m.group(0).startswith("during target"):
            text = text[m.end():].replace("that player", "target player")
            continue
        text = text[m.end() :]

    text = _TRAIL_CHECK.sub("", text)
    m = _BECOMES_CREATURE.match(text)
    if m and not late and (animated := _becomes_creature(m, ctx)) is not None:
        return animated
    m = _BECOMES_DEFINED_CREATURE.match(text)
    if m and not late and _DEFINES_PT.fullmatch(ctx.quotes[int(m.group("q"))].strip().lower()) and (
            m.group("still") or _STILL.search(ctx.body_low)):
        # Druid Class's level 3: "target land you control becomes a creature with haste and "This
        # creature's power and toughness are each equal to ..." It's still a land." (205.1b); its
        # power and toughness (604.3) are the board's to write
        animated = _animation("target" if m.group("subj").startswith(("target", "that", "up to one")) else "self",
                              [], None, None, m.group("kws"))
        if animated is not None:
            ctx.pt_unread, ctx.pt_reason = True, _PT_DEFINED_NOTE
            return animated
    m = _EARTHBEND.match(text)
    if m and not late:
        # earthbend N (its reminder text): target land you control becomes a 0/0 creature with haste that's
        # still a land; its N +1/+1 counters are the board's
        return _animation("target", [], "0", "0", "haste")
    m = _EMBLEM.match(text)
    if m:
        return _emblem(m, ctx)
    m = _CHOOSE_KEYWORDS.match(text)
    if m and (kws := _keyword_list(m.group("list"))) is not None:
        ctx.choice = kws
        raise _Ignore("a choice of keywords; the sentence that grants it is read with it")
    m = _KEYWORD_COUNTER.match(text)
    if m:
        return _keyword_counter(m, ctx, late)

    # token created with a built-in requirement or keywords
    m = _CREATE_TOKEN.search(text)
    if m:
        return _token_effects(m, ctx, late)

    # detain: until your next turn, it can't attack or block and its activated abilities can't
    # be activated (701.35a), mana abilities among them (602.5)
    detained = []
    for dm in _DETAIN.finditer(text):
        obj = _detain_object(dm.group("obj").strip(), ctx)
        detained += [{"kind": "cant_attack", "creatures": obj},
                     {"kind": "cant_activate", "permanents": obj if not isinstance(obj, dict) else "chosen"}]
    if detained:
        return detained

    # goad (701.15)
    goads = []
    for gm in _GOAD.finditer(text):
        obj = gm.group("obj").strip()
        sel = _subject(_strip_duration(obj, True), ctx, allow_placeholders=True)
        if sel is None:
            sel = "chosen"
        goads.append({"kind": "goad", "creatures": sel})
    if goads:
        return goads

    m = _TAX.match(_UNTIL_PLANESWALK.sub("", text))
    if m:
        return _tax_effect(m, ctx, allow_placeholders=True)
    m = _MAX_ATTACKERS.match(text)
    if m:
        return _read_static_body(text, ctx)
    if _DIRECTION.match(text):
        return _direction_effects(ctx)
    m = _WHEN_ATTACKING.match(text)
    if m:
        return _when_attacking(m, ctx, allow_placeholders=True)
    m = _PLAYER_CANT.match(text)
    if m and m.group("who") not in ("each player",) and (m.group("who") != "they" or _they_are_players(ctx)):
        return _player_cant(m, ctx, allow_placeholders=True)
    m = _ONLY_CAN_ATTACK.match(text)
    if m:
        return _only_can_attack(m, ctx, allow_placeholders=True)
    if _ONLY_YOU_AND_CHOSEN.match(text):
        return [{"kind": "cant_attack", "creatures": {"controller": "any"}, "condition": _asked(
            f"Is the attacking player neither {ctx.shown}'s controller nor the chosen player?")}]

    m = _X_PT.match(text)
    if m and _relevant(m.group("a") + m.group("b")):
        text = m.group("a") + m.group("b")
        ctx.pt_unread = True
    relevant = _relevant(text) or _QUOTE_OPEN in text or ctx.choice is not None
    if not relevant:
        return None
    if late:
        effects = _subject_predicate(_UNTIL_PLANESWALK.sub("", text), ctx, allow_placeholders=True)
        if effects is None:
            return None
        brief = bool(_THIS_COMBAT.search(text))
        lasting = [e for e in effects if not brief or e["kind"] not in ("grant_keywords", "modify_pt", "ignore_defender",
                                                                        "remove_keywords")]
        if not lasting:
            raise _Ignore(_LATE_GRANT)
        return lasting
    return _subject_predicate(_UNTIL_PLANESWALK.sub("", text), ctx, allow_placeholders=True)


def _emblem(m: re.Match, ctx: _Ctx) -> list[dict]:
    """"You get an emblem with "..."": the emblem's static abilities are in force once the
    ability resolves, with "you" its owner (114)."""
    out: list[dict] = []
    before = len(ctx.result.resolved)
    for q in _QUOTE_TOKEN.findall(m.group("q")):
        sub = ReadResult()
        prepared = _prepare("", ctx.quotes[int(q)])
        sub_ctx = _Ctx(ctx.name, prepared.quotes, prepared.display_quotes, sub, shown="the emblem", accepts=ctx.accepts)
        _read_body(prepared.body, prepared.display, sub_ctx, False, {})
        if sub.unsupported:
            raise _Fail()
        out.extend(sub.effects)
        for item in sub.resolved:
            ctx.result.resolved.append({"text": ctx.original, "via": "emblem " + item["via"], "effects": item["effects"]})
    if not out and len(ctx.result.resolved) == before:
        raise _Ignore("an emblem whose abilities do not constrain the declaration of attackers")
    return out


def _keyword_counter(m: re.Match, ctx: _Ctx, late: bool) -> list[dict] | None:
    """"put a vigilance counter on target creature" (122.1b: a keyword counter grants its
    keyword), "put your choice of a counter from among first strike, vigilance, ... on ~"."""
    if m.group("kw"):
        kws = _keyword_list(m.group("kw"))
        choice = False
    else:
        kws = _keyword_list(m.group("kws") or m.group("among") or "")
        choice = True
    if not kws:  # not a counter of a keyword the board knows (a fuse counter, an exalted counter)
        if kws is None and _relevant(m.group(0)):
            raise _Fail()
        return None
    sel = _subject(m.group("obj"), ctx, allow_placeholders=True)
    if sel is None and not _BESIDE_COUNTERS.search(_IF_CLAUSE.sub("", m.group("obj"))):
        raise _Ignore(_COUNTERS_LISTED)  # (Kathril's "on any creature you control if ..."): on the board
    if sel is None:
        raise _Fail()
    if late:
        raise _Ignore(_LATE_GRANT)
    eff: dict[str, Any] = {"kind": "grant_keywords", "creatures": sel, "keywords": kws}
    if choice:
        eff["choice"] = True
    return [eff]


_LATE_GRANT = ("triggered ability that triggers once attackers are declared or later (508.2, 508.3); what it grants "
               "until end of turn does not change this declaration")
_THIS_COMBAT = _lazy(r"\b(?:until end of turn|this turn|this combat|until end of combat)\b")


def _detain_object(obj: str, ctx: _Ctx) -> Any:
    sel = _subject(_strip_duration(obj, True), ctx, allow_placeholders=True)
    return "chosen" if sel is None else sel


_CREATED_ATTACKING = _lazy(r"\s*(?:that|which) (?:are|is) (?:tapped and )?(?:attacking|blocking)\b[^,]*")
_TOKEN_ATTACKS = _lazy(r"^(?:that|which) attacks? (?P<t>that player|you|its owner|that opponent) if able(?: [^,]*)?$")


def _token_effects(m: re.Match, ctx: _Ctx, late: bool) -> list[dict] | None:
    """"create a 3/3 ... token that attacks that player each combat if able", "create a
    1/1 ... token with haste", "... token with "This token attacks each combat if able.""."""
    what = m.group("what")
    rest = m.group("rest").strip()
    out: list[dict] = []  # a token's keywords and abilities are its own, for every later combat
    wm = re.search(r"\bwith (?P<with>.+)$", what)
    withs = [wm.group("with")] if wm else []
    cm = re.match(r"^that is a copy of [^,]+?, except (?:it|they) (?:has|have|is|are) (?P<with>.+)$", rest)
    if cm:
        withs.append(re.sub(r"^(?:a|an) [^,]*? in addition to its other types and has ", "", cm.group("with")))
        rest = ""
    if rest.startswith("with "):
        withs.append(rest[5:])
        rest = ""
    rest = re.sub(r"^(?:and |, )", "", rest).strip()
    if rest:
        tm = _TOKEN_ATTACKS.match(_ANY_DUR.sub("", rest))
        if tm:
            target = _target_word(tm.group("t"), True)
            if target is None:
                raise _Fail()
            out.append({"kind": "attacks_target_if_able", "creatures": "created_token", "target": target})
        elif _CREATED_ATTACKING.match(rest):
            pass  # created attacking or blocking: never declared (508.4)
        elif _relevant(rest):
            raise _Fail()
    for w in withs:
        quotes = [int(q) for q in _QUOTE_TOKEN.findall(w)]
        stop = _keyword_prefix(w)
        kws = _keyword_list(w[:stop]) if stop else None
        board = kws or []
        leftover = _CREATED_ATTACKING.sub("", w[stop:]).strip()
        tm = _TOKEN_ATTACKS.match(_ANY_DUR.sub("", leftover))
        if tm:
            target = _target_word(tm.group("t"), True)
            if target is None:
                raise _Fail()
            out.append({"kind": "attacks_target_if_able", "creatures": "created_token", "target": target})
        elif _CONSTRAINT.search(_QUOTE_TOKEN.sub("", leftover)):
            raise _Fail()
        if board:
            out.append({"kind": "grant_keywords", "creatures": "created_token", "keywords": board})
        for q in quotes:
            abilities = _granted_abilities(ctx.quotes[q], ctx)
            if abilities:
                out.append({"kind": "grant_abilities", "creatures": "created_token", "abilities": abilities})
    if not out:
        return None if not _relevant(what + " " + rest) else []
    return out
