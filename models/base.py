"""The building blocks of board format v1 that effect kinds share: the frozen pydantic base,
selectors, amounts read from the board, conditions, non-mana costs, mana strings checked
where they stand, and the fields every effect has. Effect kinds themselves live in
attackcheck.solver.effects, one module per family, each beside its rule.
"""


from functools import cached_property
from typing import Annotated, Any, Callable, Literal, Optional, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from .mana import ManaCost, ManaOption, parse_pool

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 305.6
# 205.3i: the land types
LAND_SUBTYPES = frozenset(BASIC_LAND_TYPES + ("Cave", "Cloud", "Desert", "Gate", "Lair", "Locus", "Mine", "Planet",
                                              "Power-Plant", "Sphere", "Tower", "Town", "Urza's"))
# 205.3g, 205.3h, 205.3j: the artifact, enchantment and battle types; a creature's other
# subtypes are its creature types (205.3m), which a new creature type replaces (205.1b)
NONCREATURE_SUBTYPES = LAND_SUBTYPES | frozenset((
    "Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food", "Fortification", "Gold",
    "Incubator", "Infinity", "Junk", "Lander", "Map", "Powerstone", "Spacecraft", "Stone", "Treasure", "Vehicle",
    "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga", "Shard", "Shrine",
    "Siege"))

PlayerRef = str  # a player id, or a word: you | owner | self | attached_controller (see REFERENCE_WORDS)

# Words a `target` or `player` field may hold besides ids: the effect's controller, each
# creature's owner, the source permanent, the controller of what the source is attached to.
REFERENCE_WORDS = ("you", "owner", "self", "attached_controller")


def new_list() -> list[Any]:
    """An empty list (a default factory whose signature pydantic reads faster than `list`'s)."""
    return []


def new_dict() -> dict[Any, Any]:
    """An empty dict (as `new_list`)."""
    return {}


class Model(BaseModel):
    # Validators are built when first used (a board's first validation builds one validator
    # for the whole board format), not one per class at import (start-up time).
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True, strict=True)


# The selector fields added after the first ones: `matches` reads them only when one is set.
EXTENDED_SELECTOR_FIELDS = frozenset({"names", "not_subtypes", "supertypes", "not_supertypes", "counters", "modified", "enchanted", "equipped",
                                      "commander", "token", "except_", "tapped", "sick", "toughness_greater_than",
                                      "toughness_at_most", "any_subtypes", "enchanted_by"})


_COLOR_NAMES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
COLOR_WORDS = {letter: word for word, letter in _COLOR_NAMES.items()}  # "W" -> "white"


def _color(value: str) -> str:
    """A color as the format writes it (W U B R G, any case: 105.1); else an error saying which letter."""
    if value.upper() in ("W", "U", "B", "R", "G"):
        return value
    letter = _COLOR_NAMES.get(value.strip().lower())
    raise ValueError(f"{value!r} is not a color: write W, U, B, R or G"
                     + (f" ({letter} for {value.strip().lower()})" if letter else ""))


ColorText = Annotated[str, AfterValidator(_color)]

# 205.2a: the card types, in any case ("tribal" is kindred's former name)
CARD_TYPES = ("artifact", "battle", "conspiracy", "creature", "dungeon", "enchantment", "instant", "kindred", "land",
              "phenomenon", "plane", "planeswalker", "scheme", "sorcery", "tribal", "vanguard")
_CARD_TYPE_SET = frozenset(CARD_TYPES)
_SUPERTYPES = frozenset({"basic", "legendary", "ongoing", "snow", "world", "elite", "host"})  # 205.4a


def _card_type(value: str) -> str:
    """A card type (205.2a); else an error with the one meant, or where the word belongs."""
    low = value.lower()
    if low in _CARD_TYPE_SET:
        return value
    if low in _SUPERTYPES:
        raise ValueError(f"{value!r} is a supertype (205.4a), not a card type: write it in supertypes")
    from .errors import did_you_mean, near_names

    near = near_names(low, CARD_TYPES)
    if near:
        raise ValueError(f"{value!r} is not a card type (205.2a){did_you_mean(near)}")
    raise ValueError(f"{value!r} is not a card type (205.2a: artifact, creature, land, ...); a subtype (Goblin, "
                     "Equipment, Forest) goes in subtypes")


CardTypeText = Annotated[str, AfterValidator(_card_type)]

# the evergreen keywords (702.2-702.21) that selectors and attacks read most: a word close to
# one of them and none of them is a misspelling, not another keyword ("hasted", "vigilence")
_EVERGREEN = ("deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste", "hexproof",
              "indestructible", "lifelink", "menace", "reach", "trample", "vigilance")
_EVERGREEN_SET = frozenset(_EVERGREEN)


def _keyword(value: str) -> str:
    """A keyword (any; lower case reads as the rules write it), unless a near miss of an
    evergreen one."""
    low = value.lower()
    if low in _EVERGREEN_SET or len(low) < 4 or " from" in low:
        return value
    from .errors import near_names

    near = near_names(low, _EVERGREEN, cutoff=0.85)
    if near and near[0] != low:
        raise ValueError(f"{value!r} is no keyword ability attackcheck knows; did you mean {near[0]!r}? (702)")
    return value


KeywordText = Annotated[str, AfterValidator(_keyword)]


class SelectorObject(Model):
    """Names creatures by their characteristics (selectors match all listed types, subtypes
    and keywords, any listed color or name, none of not_colors, not_subtypes or
    lacks_keywords, and every state given)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, serialize_by_alias=True)

    controller: Optional[str] = None  # you | opponents | any | attached_player | player id
    other: bool = False
    types: list[CardTypeText] = Field(default_factory=new_list)
    subtypes: list[str] = Field(default_factory=new_list)
    colors: list[ColorText] = Field(default_factory=new_list)
    not_colors: list[ColorText] = Field(default_factory=new_list)
    keywords: list[KeywordText] = Field(default_factory=new_list)
    lacks_keywords: list[KeywordText] = Field(default_factory=new_list)
    power_greater_than: Optional[Union[int, Literal["hand", "source"]]] = None
    power_at_most: Optional[int] = None
    power_less_than: Optional[Union[int, Literal["source"]]] = None
    toughness_greater_than: Optional[int] = None
    toughness_at_most: Optional[int] = None
    names: list[str] = Field(default_factory=new_list)  # any of these names
    not_subtypes: list[str] = Field(default_factory=new_list)
    supertypes: list[str] = Field(default_factory=new_list)  # all of these (205.4a: basic, legendary, snow)
    not_supertypes: list[str] = Field(default_factory=new_list)  # none of these ("nonbasic lands")
    any_subtypes: list[str] = Field(default_factory=new_list)  # at least one of these ("outlaws")
    counters: Optional[str] = None  # has at least one counter of this kind ("any": of any kind)
    modified: Optional[bool] = None  # 700.9: counters, equipped, or enchanted by an Aura its controller controls
    enchanted: Optional[bool] = None  # an Aura is attached to it
    enchanted_by: Optional[str] = None  # an Aura controlled by: you | opponents | player id
    equipped: Optional[bool] = None  # an Equipment is attached to it
    commander: Optional[bool] = None  # it is a commander (903.3)
    token: Optional[bool] = None
    tapped: Optional[bool] = None
    sick: Optional[bool] = None  # its `sick`: not controlled continuously since the turn began (302.6)
    # all but what this selects, or (a list of selectors) all but what any of them selects
    except_: Optional["ExceptSelector"] = Field(None, alias="except")

    @cached_property
    def extended(self) -> bool:
        """Whether any of the later fields is set (the common selectors skip them)."""
        return bool(self.model_fields_set & EXTENDED_SELECTOR_FIELDS)

    @property
    def excepts(self) -> tuple[Any, ...]:
        """The selectors of `except`, each leaving out what it selects (none: ()); not cached,
        as a copy with ids renamed (707.2) copies what is cached."""
        return except_selectors(self.except_)


def _words_first(schema: dict[str, Any]) -> None:
    """The selector's JSON Schema lists the words first, the ids, then the object."""
    branches = schema.get("anyOf")
    if isinstance(branches, list) and len(branches) == 3:
        branches.insert(0, branches.pop(1))


# A list of ids, an object, or (extension) "self" for the source and "attached" for the
# permanent the source is attached to. The JSON types of the three differ, so the first that
# takes a value is the one: the list of ids (most selectors of a big board) is tried first.
Selector = Annotated[Union[list[str], Literal["self", "attached"], SelectorObject],
                     Field(union_mode="left_to_right", json_schema_extra=_words_first)]
# SelectorObject's `except`: a selector, or a list of selectors (a creature any of them
# selects is left out). A list of strings is a list of ids (tried first, as in Selector).
ExceptSelector = Annotated[Union[list[str], Literal["self", "attached"], SelectorObject, list[Selector]],
                     Field(union_mode="left_to_right")]
# Its validator, built on first use, finds Selector and ExceptSelector here.


def except_selectors(value: Any) -> tuple[Any, ...]:
    """An `except` value as the selectors it holds: a list holding anything but strings is a
    list of selectors; anything else is one selector."""
    if value is None:
        return ()
    if isinstance(value, list) and not all(isinstance(v, str) for v in value):
        return tuple(value)
    return (value,)


def selector_key(value: Any) -> Any:
    """A selector (or any value of its fields) as a dictionary key: lists, mappings and
    nested selectors included, whatever characters its strings hold."""
    if isinstance(value, SelectorObject):
        return ("selector", *(selector_key(getattr(value, f)) for f in SelectorObject.model_fields))
    if isinstance(value, (list, tuple)):
        return tuple(selector_key(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, selector_key(v)) for k, v in value.items()))
    return value


class CountOf(Model):
    """An amount read from the board: the number of permanents matching a selector."""

    count: SelectorObject


class CountersOnAttacker(Model):
    """X is the number of counters of a kind ("any": of every kind) on each attacking
    creature, per attacker (Phyrexian Marauder, Nils, Discipline Enforcer)."""

    counters_on_attacker: str


class BasicLandTypes(Model):
    """Domain: the number of basic land types among the lands a player controls (Collective
    Restraint)."""

    basic_land_types: str = "you"


class HandOf(Model):
    """The number of cards in a player's hand (needs that player's `hand`)."""

    hand: str = "you"


# X of a cost: fixed, the X paid, a count, per attacker, domain, or a hand size.
Amount = Union[int, Literal["paid"], CountOf, CountersOnAttacker, BasicLandTypes, HandOf]


# -- conditions ----------------------------------------------------------------------------


class _Range(Model):
    """A number between at_least and at_most: a range that no number is in is refused."""

    @model_validator(mode="after")
    def _a_number_fits(self):
        low, high = getattr(self, "at_least", None), getattr(self, "at_most", None)
        if low is not None and high is not None and high < low:
            raise ValueError(f"at_most ({high}) is less than at_least ({low}): no number is in that range")
        return self


class Counted(Model):
    """At least `at_least` permanents matching `selector`."""

    selector: Selector
    at_least: int = Field(1, ge=0)


class CountedAtMost(Model):
    selector: Selector
    at_most: int = Field(ge=0)


class CountedBetween(_Range):
    selector: Selector
    at_least: Optional[int] = Field(None, ge=0)
    at_most: Optional[int] = Field(None, ge=0)


class SourceCounters(_Range):
    kind: str  # a counter's name, or "any"
    at_least: int = Field(1, ge=0)
    at_most: Optional[int] = Field(None, ge=0)  # a leveler's "LEVEL 1-3" section (711.2b)


class GraveyardCount(_Range):
    """At least / at most this many cards (or card types among them) in a player's graveyard
    (`player` as in PlayerNumber: `an_opponent`, `each_opponent`, `a_player`, `each_player`)."""

    player: PlayerRef = "you"
    at_least: Optional[int] = Field(None, ge=0)
    at_most: Optional[int] = Field(None, ge=0)
    of: Literal["cards", "card_types"] = "cards"

    @model_validator(mode="after")
    def _a_bound(self):
        if self.at_least is None and self.at_most is None:
            raise ValueError("a graveyard condition has at_least, at_most or both")
        return self


class PlayerNumber(_Range):
    """A number of a player's (cards in hand, life) between bounds; `an_opponent`: of at least
    one opponent of the effect's controller (Bloodghast: "an opponent has 10 or less life"),
    `each_opponent` of every one, `a_player` and `each_player` likewise of the players."""

    player: PlayerRef = "you"
    at_least: Optional[int] = None
    at_most: Optional[int] = None


class Devotion(_Range):
    """A player's devotion to one color or a combination of colors (700.5), at least / at
    most: the mana symbols of any of those colors among the mana costs of the permanents that
    player controls (a symbol of two of them counts once; hybrid and Phyrexian symbols count)."""

    player: PlayerRef = "you"
    to: list[ColorText] = Field(min_length=1)  # the color, or the colors of a combination
    at_least: Optional[int] = Field(None, ge=0)
    at_most: Optional[int] = Field(None, ge=0)


class CombatNumber(_Range):
    """Which combat phase of the turn this is (`turn.combat`), at least / at most."""

    at_least: Optional[int] = Field(None, ge=1)
    at_most: Optional[int] = Field(None, ge=1)


class Asked(Model):
    """A fact no board field states; `holds` is the board's answer (null: not answered).
    `negated`: the condition holds when the answer is no (two effects that exclude each
    other ask one question: Mystic Barrier's left and right)."""

    question: str
    holds: Optional[bool] = None
    negated: Optional[Literal[True]] = None


class Condition(Model):
    """The effect applies only while every key given holds (all of them: AND)."""

    source_untapped: Optional[Literal[True]] = None
    source_tapped: Optional[Literal[True]] = None
    source_attached: Optional[Literal[True]] = None
    attached: Optional[Selector] = None
    source: Optional[Selector] = None
    source_counters: Optional[SourceCounters] = None
    # a list: each holds (Urza's Tower's "you control an Urza's Mine and an Urza's Power-Plant")
    you_control: Optional[Union[Counted, Annotated[list[Counted], Field(min_length=1)]]] = None
    you_control_at_most: Optional[CountedAtMost] = None
    battlefield: Optional[CountedBetween] = None
    graveyard: Optional[GraveyardCount] = None
    hand: Optional[PlayerNumber] = None
    life: Optional[PlayerNumber] = None
    devotion: Optional[Devotion] = None
    your_turn: Optional[bool] = None
    combat: Optional[CombatNumber] = None
    asked: Optional[Asked] = None

    def you_control_each(self) -> list[tuple[str, Counted]]:
        """`you_control`'s counts, each with its path after the key ("" alone, "[k]" in a list)."""
        yc = self.you_control
        if yc is None:
            return []
        return [(f"[{k}]", c) for k, c in enumerate(yc)] if isinstance(yc, list) else [("", yc)]


class DefenderAsked(Model):
    """A fact about each defending player no board field states: `holds` per player id (null:
    not answered)."""

    question: str
    holds: Optional[dict[str, bool]] = None


class DefenderCondition(Model):
    """A condition on the defending player of an attack (the player attacked, a
    planeswalker's controller, a battle's protector): every key given must hold."""

    defending_player_controls: Optional[Selector] = None
    defending_player_controls_none: Optional[Selector] = None  # controls no matching permanent (Orgg)
    controls_more_than_defending: Optional[Selector] = None
    controls_fewer_than_defending: Optional[Selector] = None
    defending_player_life_at_most: Optional[int] = None
    defending_player_asked: Optional[DefenderAsked] = None


# -- non-mana costs ---------------------------------------------------------------------------


class PermanentsCost(Model):
    """Sacrifice, tap or return to their owner's hand `count` permanents you control matching
    `selector`."""

    selector: Selector
    count: int = Field(1, ge=1)


class CountersCost(Model):
    kind: str
    count: int = Field(1, ge=1)


class NonManaCost(Model):
    """A cost to attack paid with something other than mana (508.1h), per attacking creature."""

    sacrifice: Optional[PermanentsCost] = None
    tap: Optional[PermanentsCost] = None
    discard: Optional[int] = Field(None, ge=1)
    life: Optional[int] = Field(None, ge=1)
    remove_counters: Optional[CountersCost] = None
    return_to_hand: Optional[PermanentsCost] = None  # Floodtide Serpent: "return an enchantment you control"

    @model_validator(mode="after")
    def _something(self) -> "NonManaCost":
        if not self.model_fields_set:
            raise ValueError("a non-mana cost names what is paid: sacrifice, tap, discard, life, remove_counters or "
                             "return_to_hand")
        return self

    def text(self) -> str:
        parts = []
        if self.sacrifice is not None:
            parts.append(f"sacrifice {self.sacrifice.count} permanent(s)")
        if self.tap is not None:
            parts.append(f"tap {self.tap.count} untapped permanent(s)")
        if self.discard is not None:
            parts.append(f"discard {self.discard} card(s)")
        if self.life is not None:
            parts.append(f"pay {self.life} life")
        if self.remove_counters is not None:
            parts.append(f"remove {self.remove_counters.count} {self.remove_counters.kind} counter(s)")
        if self.return_to_hand is not None:
            parts.append(f"return {self.return_to_hand.count} permanent(s) to their owner's hand")
        return ", ".join(parts)


def _parses(parse: Callable[[str], Any]) -> Any:
    """A string checked where it stands, so an error names the field that holds it."""

    valid: set[str] = set()  # strings already parsed (a board repeats its mana strings)

    def check(v: str) -> str:
        if v not in valid:
            parse(v)
            if len(valid) < 10_000:
                valid.add(v)
        return v

    return AfterValidator(check)


ManaCostText = Annotated[str, _parses(ManaCost.parse)]  # a cost: "{2}{W/P}"
ManaOptionText = Annotated[str, _parses(ManaOption.parse)]  # mana a source makes: "{G}", "any"
ManaPoolText = Annotated[str, _parses(parse_pool)]  # typed mana: "{R}{G}"
# what a triggered mana ability adds: a mana string, "any", "same" (a type the source produced)
# or "chosen" (one mana of the color chosen as the effect's permanent entered: Utopia Sprawl)
ManaAddText = Annotated[str, _parses(lambda v: v in ("same", "chosen") or ManaOption.parse(v))]


class EffectBase(Model):
    """What every effect has: the permanent it comes from, the player who controls it (by
    default the source's controller), and the condition under which it applies."""

    source: Optional[str] = None
    controller: Optional[str] = None
    condition: Optional[Condition] = None
