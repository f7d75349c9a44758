"""Board format v1 as pydantic models: frozen, unknown fields forbidden.

Effects are a discriminated union on `kind`, built from the effect kinds registered in
attackcheck.solver.effects (each kind's class lives beside its rule). Mana strings are
checked where they stand so an error names the field that holds them.
"""


import re
from typing import Annotated, Any, Literal, Optional, Union

from pydantic import BeforeValidator, Field, PrivateAttr, model_validator

from attackcheck.solver.effects import EFFECT_KINDS, Effect

from .bulk import share_new
from .mana import ManaCost
from .base import new_dict, new_list
from .base import CardTypeText, ColorText, KeywordText, ManaCostText, ManaOptionText, ManaPoolText, Model, Selector, SelectorObject, CountOf, SourceCounters

__all__ = ["EFFECT_KINDS", "Effect", "BoardModel", "Declaration", "Permanent", "Player", "Turn",
           "SelectorObject", "CountOf", "board_schema"]


# --- players, turn, permanents ----------------------------------------------------


class Card(Model):
    """A card in a library or graveyard (for the seed commands)."""

    name: Optional[str] = None
    types: list[str] = Field(default_factory=new_list)


class ExiledCard(Model):
    """A card in exile that its owner owns (seed 003, Ugin, the Ineffable's +1): face down or
    not, the tokens it is linked to (the first of them to leave the battlefield puts it into
    its owner's hand), and the players who may look at it while it is face down."""

    name: Optional[str] = None
    types: list[str] = Field(default_factory=new_list)
    face_down: bool = False
    source: Optional[str] = None  # the permanent whose ability exiled it (may be gone)
    linked_tokens: list[str] = Field(default_factory=new_list)  # token ids (they may have left the battlefield)
    can_look: list[str] = Field(default_factory=new_list)  # player ids who may look at it while face down


class Player(Model):
    id: str
    life: int = 20  # 103.4
    hand: Optional[int] = Field(None, ge=0)
    hand_cards: list[Card] = Field(default_factory=new_list)  # known cards in the hand (at most `hand` of them)
    mana_pool: Optional[ManaPoolText] = None
    library: Optional[list[Card]] = None
    library_size: Optional[int] = Field(None, ge=0)
    graveyard: list[Card] = Field(default_factory=new_list)
    exile: list[ExiledCard] = Field(default_factory=new_list)  # cards this player owns in exile
    # 903.4: the colors of this player's commander(s), partners' together ([]: colorless or none)
    commander_color_identity: Optional[list[ColorText]] = None

    @model_validator(mode="after")
    def _known_hand(self):
        if self.hand is not None and len(self.hand_cards) > self.hand:
            raise ValueError(f"hand_cards lists {len(self.hand_cards)} cards but hand is {self.hand}")
        return self



class Turn(Model):
    active: str
    combat: int = Field(1, ge=1)
    attack_mode: str = "multiple"  # multiple | left | right | <player id>
    range_of_influence: Optional[int] = Field(None, ge=0)


ManaEntry = Union[ManaOptionText, list[ManaOptionText]]


class CopyExcept(Model):
    """Exceptions of a copy effect (707.9): `field` replaces, `field_add` appends."""

    name: Optional[str] = None
    types: Optional[list[CardTypeText]] = None
    types_add: list[CardTypeText] = Field(default_factory=new_list)
    subtypes: Optional[list[str]] = None
    subtypes_add: list[str] = Field(default_factory=new_list)
    supertypes: Optional[list[str]] = None
    supertypes_add: list[str] = Field(default_factory=new_list)
    colors: Optional[list[ColorText]] = None
    colors_add: list[ColorText] = Field(default_factory=new_list)
    power: Optional[int] = None
    toughness: Optional[int] = None
    keywords: Optional[list[KeywordText]] = None
    keywords_add: list[KeywordText] = Field(default_factory=new_list)
    mana: Optional[list[ManaEntry]] = None
    mana_add: list[ManaEntry] = Field(default_factory=new_list)
    mana_abilities: Optional[list["ManaAbility"]] = None
    mana_abilities_add: list["ManaAbility"] = Field(default_factory=new_list)
    abilities: Optional[list[Effect]] = None
    abilities_add: list[Effect] = Field(default_factory=new_list)
    mana_cost: Optional[ManaCostText] = None


def _activation_cost(value: Any) -> Any:
    """A mana ability's cost: {T}, {Q}, or mana and {T}: generic mana ("{1}, {T}", a Signet's;
    "{2}, {T}", Cabal Coffers'), or one colored or hybrid symbol ("{W/U}, {T}", a filter
    land's; "{U}, {T}"), written in any spacing and order of the hybrid's colors."""
    if not isinstance(value, str):
        return value
    if not value.strip():
        return ""  # no {T} nor mana: a counter removed is its whole cost (`remove_counter`)
    parts = [p.strip() for p in value.split(",")]
    if len(parts) == 1 and parts[0].upper() in ("{T}", "{Q}"):
        return parts[0].upper()
    if len(parts) == 2 and parts[1].upper() == "{T}":
        try:
            paid = ManaCost.parse(parts[0])
        except ValueError:
            paid = None
        if paid is not None and not (paid.phyrexian or paid.twobrid or paid.x) and (
                (paid.generic and not (paid.colored or paid.hybrid)) or paid.mana_value() == 1):
            return f"{paid}, {{T}}"
    raise ValueError(f"{value!r} is no mana ability cost attackcheck reads: {{T}}, {{Q}}, or generic mana or one "
                     f"colored or hybrid symbol and {{T}}: \"{{1}}, {{T}}\" (a Signet's), \"{{2}}, {{T}}\" (Cabal "
                     f"Coffers'), \"{{W/U}}, {{T}}\" (a filter land's), \"{{U}}, {{T}}\"; or \"\" with remove_counter "
                     f"(Pentad Prism's \"Remove a charge counter from this artifact\")")


def _one_or_list(value: Any) -> Any:
    return [value] if isinstance(value, dict) else value


class ManaAbility(Model):
    """A mana ability (605): {T} or {Q} in its cost, or mana and {T} (a Signet's {1}, Cabal
    Coffers' {2}, a filter land's {W/U}: paid with mana made before it, 605.3a, 601.2g), or
    counters removed alone (cost "": Pentad Prism, 602.2b), or other untapped permanents
    tapped, with {T} or alone (Springleaf Drum, Heritage Druid), making fixed mana or mana of
    a type that other permanents "could produce" (Reflecting Pool, Exotic Orchard)."""

    cost: Annotated[str, BeforeValidator(_activation_cost)] = "{T}"
    produce: Optional[list[ManaEntry]] = None
    could_produce: Optional[Selector] = None  # permanents whose producible types it copies
    of: Literal["type", "color"] = "type"  # Reflecting Pool: any type; Exotic Orchard: any color
    # with could_produce: that many mana of the one type (Incubation Druid's "three mana of that type")
    times: int = Field(1, ge=1, le=1000)
    # the ability is there only while its permanent has this many counters of a kind (Incubation
    # Druid's "If this creature has a +1/+1 counter on it, add three mana of that type instead")
    with_counters: Optional[SourceCounters] = None
    # one mana of any color in its controller's commander's color identity (903.4: Command Tower)
    commander_color_identity: Optional[Literal[True]] = None
    # its one `produce` symbol once for each permanent this selects (Gaea's Cradle: "Add {G}
    # for each creature you control"), counted as attackers are declared
    for_each: Optional[Selector] = None
    # its one `produce` symbol once for each counter of this kind on the permanent itself
    # (Everflowing Chalice: "Add {C} for each charge counter on this artifact")
    per_counter: Optional[str] = None
    # "{T}, Remove a charge counter from this land": it can be activated only while the
    # permanent has `remove_count` counters of this kind (Vivid lands, Gemstone Mine: 602.2b,
    # 122.1). With `cost: ""` (no {T}: Pentad Prism's "Remove a charge counter from this
    # artifact: Add one mana of any color.") those counters are its whole cost, paid again for
    # each activation: `produce` once for each `remove_count` of them, at most once with
    # `once_each_turn` (Mana Bloom)
    remove_counter: Optional[str] = None
    remove_count: int = Field(1, ge=1, le=1000)
    once_each_turn: Optional[Literal[True]] = None
    # "Tap N untapped X you control" in its cost (Springleaf Drum's "{T}, Tap an untapped
    # creature you control"; Heritage Druid's "Tap three untapped Elves you control", cost
    # ""): the permanents one of these selectors selects among its controller's untapped
    # ones (not itself where the cost has {T}), `tap_count` of them for each activation
    tap_untapped: Annotated[Optional[list[SelectorObject]], BeforeValidator(_one_or_list)] = None
    tap_count: int = Field(1, ge=1, le=1000)
    # its `produce` (one symbol, or one choice of symbols) once for each point of the
    # permanent's power as attackers are declared (Viridian Joiner's "Add an amount of {G}
    # equal to this creature's power"; Heronblade Elite's "X mana of any one color")
    per_power: Optional[Literal[True]] = None
    # likewise once for each point of the greatest power among the creatures this selects
    # (Bighorner Rancher: "Add an amount of {G} equal to the greatest power among creatures you
    # control"; Avatar Kyoshi's "X mana of any one color"; Selvala's "X mana in any combination
    # of colors": produce [any])
    greatest_power_among: Optional[Selector] = None
    # each option's color once for each point of its controller's devotion to that color
    # (700.5: Karametra's Acolyte's "Add an amount of {G} equal to your devotion to green";
    # Nykthos' "Choose a color. Add an amount of mana of that color equal to your devotion to
    # that color": produce [["{W}", "{U}", "{B}", "{R}", "{G}"]])
    per_devotion: Optional[Literal[True]] = None
    # one mana of each color among the permanents this selects, as attackers are declared
    # (Bloom Tender: "For each color among permanents you control, add one mana of that
    # color"; colors after layer 5, 613.1e), instead of `produce`
    colors_among: Optional[Selector] = None
    # with cost "": sacrificing the permanent is its whole cost ("Sacrifice this creature: Add
    # {R}{R}.", Reckless Barbarian): activated once, tapped, attacking or summoning sick alike
    sacrifice: Optional[Literal[True]] = None
    # with cost "": its cost sacrifices one permanent its controller controls that one of these
    # selectors selects ("Sacrifice a creature: Add {C}{C}.", Ashnod's Altar), tapped, attacking
    # or summoning sick alike, each permanent once; activated once for each sacrificed. With cost
    # "{T}": a {T} ability whose cost sacrifices one of them too ("{T}, Sacrifice a creature: Add
    # {B}{B}.", Phyrexian Tower; Gilded Goose's Food): there while one may be sacrificed
    sacrifice_one: Annotated[Optional[list[SelectorObject]], BeforeValidator(_one_or_list)] = None

    @property
    def counted(self) -> bool:
        """Whether its mana is counted: for each permanent, counter or point of power."""
        return (self.for_each is not None or self.per_counter is not None or bool(self.per_power)
                or self.greatest_power_among is not None or bool(self.per_devotion))

    @model_validator(mode="after")
    def _one_way(self):
        if (self.produce is not None) + (self.could_produce is not None) + bool(self.commander_color_identity) + (
                self.colors_among is not None) != 1:
            raise ValueError("a mana ability has exactly one of produce, could_produce, commander_color_identity or "
                             "colors_among")
        if self.colors_among is not None and (self.cost not in ("{T}", "{Q}") or self.remove_counter is not None
                                              or self.tap_untapped is not None or self.counted):
            raise ValueError("colors_among makes one mana of each color among the permanents it selects for {T} or "
                             "{Q} alone (Bloom Tender: {colors_among: {controller: you}})")
        if (self.for_each is not None or self.per_counter is not None) and (
                self.produce is None or len(self.produce) != 1 or not (
                    str(self.produce[0]).strip().lower() == "any" or all(
                        re.fullmatch(r"\{[WUBRGC]\}", str(one).strip(), re.I)
                        for one in (self.produce[0] if isinstance(self.produce[0], list) else [self.produce[0]])))):
            raise ValueError("for_each and per_counter make one mana symbol, one of a choice of symbols, or one mana "
                             "of any color (any combination: [any]) for each permanent or counter: write produce as "
                             "['{G}'] (Gaea's Cradle), [['{W}', '{U}', '{B}', '{R}', '{G}']] (Wirewood Channeler's "
                             "\"X mana of any one color\") or [any]")
        if (self.for_each is not None) + (self.per_counter is not None) + bool(self.per_power) + (
                self.greatest_power_among is not None) + bool(self.per_devotion) > 1:
            raise ValueError("a mana ability counts either permanents (for_each), counters (per_counter), its "
                             "power (per_power), the greatest power among creatures (greatest_power_among) or its "
                             "controller's devotion (per_devotion)")
        if self.per_devotion and (self.produce is None or len(self.produce) != 1 or not all(
                re.fullmatch(r"\{[WUBRG]\}", str(one).strip(), re.I)
                for one in (self.produce[0] if isinstance(self.produce[0], list) else [self.produce[0]]))
                or self.cost == "" or self.remove_counter is not None or self.tap_untapped is not None):
            raise ValueError("per_devotion makes one colored symbol, or one of a choice of them, for each point of "
                             "devotion to its color: write produce as ['{G}'] or [['{W}', '{U}', '{B}', '{R}', "
                             "'{G}']]")
        if self.greatest_power_among is not None and (
                self.produce is None or len(self.produce) != 1 or not (
                    str(self.produce[0]).strip().lower() == "any" or all(
                        re.fullmatch(r"\{[WUBRGC]\}", str(one).strip(), re.I)
                        for one in (self.produce[0] if isinstance(self.produce[0], list) else [self.produce[0]])))
                or self.cost == "" or self.remove_counter is not None or self.tap_untapped is not None):
            raise ValueError("greatest_power_among makes one mana symbol, one of a choice of symbols, or one mana of "
                             "any color (any combination: [any]) for each point of that power: write produce as "
                             "['{G}'], [['{W}', '{U}', '{B}', '{R}', '{G}']] or [any]")
        if self.per_power and (self.produce is None or len(self.produce) != 1 or not all(
                re.fullmatch(r"\{[WUBRGC]\}", str(one).strip(), re.I)
                for one in (self.produce[0] if isinstance(self.produce[0], list) else [self.produce[0]]))):
            raise ValueError("per_power makes one mana symbol, or one of a choice of symbols, for each point of "
                             "power: write produce as ['{G}'] or [['{W}', '{U}', '{B}', '{R}', '{G}']]")
        if self.sacrifice and (self.cost != "" or self.produce is None or self.remove_counter is not None
                               or self.tap_untapped is not None or self.counted):
            raise ValueError("sacrifice: true is a mana ability whose whole cost sacrifices its permanent: cost \"\" "
                             "and its mana in produce (Reckless Barbarian: {cost: \"\", sacrifice: true, produce: "
                             "[\"{R}{R}\"]})")
        if self.sacrifice_one is not None and (self.cost not in ("", "{T}") or self.produce is None or self.sacrifice
                                               or self.remove_counter is not None or self.tap_untapped is not None
                                               or self.counted):
            raise ValueError("sacrifice_one is a mana ability whose cost sacrifices one permanent it selects, alone "
                             "(cost \"\": Ashnod's Altar, {cost: \"\", sacrifice_one: {types: [creature]}, produce: "
                             "[\"{C}{C}\"]}) or with {T} (cost \"{T}\": Phyrexian Tower), its mana in produce")
        if self.cost == "" and self.tap_untapped is None and not self.sacrifice and self.sacrifice_one is None and (
                self.remove_counter is None or self.produce is None or len(self.produce) != 1
                or isinstance(self.produce[0], list)
                or self.counted):
            raise ValueError("a mana ability without {T} (cost \"\") removes counters for its whole cost: give "
                             "remove_counter and one option in produce, no choice (Pentad Prism: {cost: \"\", "
                             "remove_counter: charge, produce: [any]})")
        if self.times != 1 and self.could_produce is None:
            raise ValueError("times goes with could_produce (Incubation Druid: {could_produce: {types: [land], "
                             "controller: you}, times: 3}); write other mana in produce")
        if (self.remove_count != 1 or self.once_each_turn) and self.remove_counter is None:
            raise ValueError("remove_count and once_each_turn go with remove_counter")
        if self.tap_count != 1 and self.tap_untapped is None:
            raise ValueError("tap_count goes with tap_untapped")
        if self.tap_untapped is not None and (
                self.cost not in ("{T}", "") or self.produce is None or self.remove_counter is not None
                or self.counted):
            raise ValueError("a mana ability that taps untapped permanents for its cost has cost \"{T}\" (Springleaf "
                             "Drum's \"{T}, Tap an untapped creature you control\") or \"\" (Heritage Druid's \"Tap "
                             "three untapped Elves you control\"), its mana in produce, and no counters removed or "
                             "counted: {cost: \"\", tap_untapped: {subtypes: [Elf]}, tap_count: 3, produce: "
                             "[\"{G}{G}{G}\"]}")
        return self



class CopiableValues(Model):
    """A permanent's copiable values (707.2) where non-copy effects written into its fields
    (a pump until end of turn, a keyword granted by a resolved ability) make them differ."""

    name: Optional[str] = None
    types: Optional[list[CardTypeText]] = None
    subtypes: Optional[list[str]] = None
    supertypes: Optional[list[str]] = None
    colors: Optional[list[ColorText]] = None
    power: Optional[int] = None
    toughness: Optional[int] = None
    keywords: Optional[list[KeywordText]] = None
    mana_cost: Optional[ManaCostText] = None


class Permanent(Model):
    id: str
    card: Optional[str] = None
    name: Optional[str] = None
    controller: str
    owner: Optional[str] = None
    types: list[CardTypeText] = Field(default_factory=new_list)
    subtypes: list[str] = Field(default_factory=new_list)
    supertypes: list[str] = Field(default_factory=new_list)
    colors: list[ColorText] = Field(default_factory=new_list)
    mana_cost: Optional[ManaCostText] = None
    power: Optional[int] = None
    toughness: Optional[int] = None
    loyalty: Optional[int] = None
    defense: Optional[int] = None
    protector: Optional[str] = None
    keywords: list[KeywordText] = Field(default_factory=new_list)
    tapped: bool = False
    sick: bool = False
    token: bool = False
    mana: list[ManaEntry] = Field(default_factory=new_list)
    mana_abilities: list[ManaAbility] = Field(default_factory=new_list)
    abilities: list[Effect] = Field(default_factory=new_list)
    copy_of: Optional[str] = None
    copy_except: Optional[CopyExcept] = None
    copiable: Optional[CopiableValues] = None
    attached_to: Optional[str] = None
    damage: int = Field(0, ge=0)
    x_paid: int = Field(0, ge=0)  # the X chosen for the spell it was (never copied, 707.9)
    damage_by: dict[str, int] = Field(default_factory=new_dict)
    # counters by name (122): +1/+1 and -1/-1 change power and toughness (613.4c); not copied (707.2)
    counters: dict[str, Annotated[int, Field(ge=0)]] = Field(default_factory=new_dict)
    commander: bool = False  # a commander (903.3); not copied
    # the players it attacked in earlier combat phases of this turn (none before the second);
    # not given: not stated (Port Razer: "can't attack a player it has already attacked this turn")
    attacked_this_turn: Optional[list[str]] = None
    # how its card's text that the reader did not understand applies: written out in
    # `abilities` or the board's effects, or inactive at this moment (else the answers are unknown)
    unread_text: Optional[Literal["written", "inactive"]] = None

    @model_validator(mode="after")
    def _battle_protector(self):
        if "battle" in self.types and self.protector is None and self.copy_of is None:
            raise ValueError("a battle needs a protector (310.8)")
        if len(self.mana_abilities) > 1 or any(a.with_counters is not None for a in self.mana_abilities):
            _counters_removed_once(self.mana_abilities)
            if sum(bool(a.sacrifice) for a in self.mana_abilities) > 1:
                raise ValueError("mana_abilities: two sacrifice the permanent: once sacrificed it pays no other cost "
                                 "(602.2b); write one with a choice in produce")
        share_new(self)  # while a big board is read: alike values one object at once
        return self


def _counters_removed_once(abilities: list[ManaAbility]) -> None:
    """A mana ability without {T} (cost "") removes counters that no other mana ability of the
    permanent removes: their activations would share those counters (602.2b), which the
    board format does not hold."""
    alone = {a.remove_counter for a in abilities if a.cost == "" and a.remove_counter is not None}
    removed = [a.remove_counter for a in abilities if a.remove_counter is not None]
    for kind in alone:
        if removed.count(kind) > 1:
            raise ValueError(f"two mana abilities remove {kind} counters, one without {{T}} (cost \"\"): their "
                             "activations would share the counters (602.2b), which the board format does not hold")
    # with_counters reads the counters as the board gives them: not ones a mana ability removes
    read = {a.with_counters.kind for a in abilities if a.with_counters is not None}
    for kind in sorted(read & set(removed)) + (["any"] if "any" in read and removed else []):
        raise ValueError(f"a mana ability is there only with {kind} counters (with_counters) that a mana ability of "
                         "the permanent removes: which abilities it has would change as it pays (602.2b), which "
                         "the board format does not hold")


class GoadDesignation(Model):
    goad: str
    by: str


class Answer(Model):
    """The board's answer to a question a permanent's effect asks (an `asked` condition),
    as `unread` words it: Heraldic Banner's "Is the color chosen for Heraldic Banner red?"."""

    permanent: Optional[str] = None  # the permanent asking; none: an effect of the board without a source
    # ("(for B, C)", which `unread` adds after a question about each defending player, may be
    # left in: validation reads it where the question is per player)
    question: str
    # a question about each defending player (`defending_player_asked`) is answered per player
    holds: Union[bool, dict[str, bool]]


class Declaration(Model):
    """An attack declaration: creature id to defender id (a value, like a chess move)."""

    attacks: dict[str, str] = Field(default_factory=new_dict)

    def __hash__(self):
        return hash(tuple(sorted(self.attacks.items())))

    def __eq__(self, other):
        return isinstance(other, Declaration) and self.attacks == other.attacks


def _whole_one(value: Any) -> Any:
    if type(value) in (bool, float):  # strict as every field: a JSON true or 1.0 is no version
        shown = str(value).lower() if type(value) is bool else repr(value)
        raise ValueError(f"{shown} is no version number: this is board format v1, so write version: 1")
    return value


class BoardModel(Model):
    version: Annotated[Literal[1], BeforeValidator(_whole_one)]
    players: list[Player] = Field(min_length=1)
    turn: Turn
    permanents: list[Permanent] = Field(default_factory=new_list)
    designations: list[GoadDesignation] = Field(default_factory=new_list)
    effects: list[Effect] = Field(default_factory=new_list)
    answers: list[Answer] = Field(default_factory=new_list)
    # permanent id -> the attack-relevant sentences of its card that the card reader did not
    # understand (filled while loading from `card:`; not a field of the format)
    _card_text: dict[str, tuple[str, list[str]]] = PrivateAttr(default_factory=new_dict)
    # (permanent asking, question) -> the answer, as validation reads `answers`: a per-player
    # question without "(for B, C)", the options of a choice settled (validate.settled_answers)
    _answers: Optional[dict[tuple[Optional[str], str], Union[bool, dict[str, bool]]]] = PrivateAttr(default=None)

    @property
    def card_text(self) -> dict[str, tuple[str, list[str]]]:
        """Permanent id -> (card name, its unsupported attack-relevant sentences)."""
        return self._card_text

    # permanent id -> (card name, its card's sentences about making mana that the reader
    # does not model, each with whose mana it is about: own, attached or any)
    _mana_text: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = PrivateAttr(default_factory=dict)

    @property
    def mana_text(self) -> dict[str, tuple[str, tuple[tuple[str, str], ...]]]:
        """Permanent id -> (card name, the mana sentences its card has that the reader does
        not model): unread where a cost to attack applies (508.1h)."""
        return self._mana_text

    # permanent id -> (card name, its card's static sentences about power, colors or subtypes
    # that the reader does not read, each with the trait)
    _trait_text: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = PrivateAttr(default_factory=dict)

    # permanent id -> the mana value of a back face filled from the card library, which is its
    # front face's (712); its mana cost is none (no devotion)
    _face_mana_value: dict[str, int] = PrivateAttr(default_factory=dict)

    # index of a permanent filled from `card:` -> the fields written for it; how many effects
    # were written, where cards added some (an animated Mutavault's): what Board.to_dict()
    # writes back
    _given: dict[int, dict[str, Any]] = PrivateAttr(default_factory=dict)
    _given_effects: Optional[int] = PrivateAttr(default=None)

    @property
    def face_mana_value(self) -> dict[str, int]:
        return self._face_mana_value

    @property
    def trait_text(self) -> dict[str, tuple[str, tuple[tuple[str, str], ...]]]:
        """Permanent id -> (card name, (sentence, trait) its card has that the reader does not
        read; trait: power, colors or subtypes): unread where an effect reads that trait."""
        return self._trait_text


def board_schema() -> dict[str, Any]:
    """The JSON Schema of board format v1."""
    return BoardModel.model_json_schema()
