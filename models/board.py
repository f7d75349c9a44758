"""Board format v1 (SPEC section 3) as pydantic models: frozen, unknown fields forbidden.

Effects are a discriminated union on `kind`. Mana strings are checked where they stand so
an error names the field that holds them.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Optional, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from .mana import ManaCost, ManaOption, parse_pool

PlayerRef = str  # a player id, or "you" (the effect's controller)


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- selectors -------------------------------------------------------------------


class SelectorObject(Model):
    """Names creatures by their characteristics (SPEC section 3, 6)."""

    controller: Optional[str] = None  # you | opponents | any | attached_player | player id
    other: bool = False
    types: list[str] = Field(default_factory=list)
    subtypes: list[str] = Field(default_factory=list)
    colors: list[str] = Field(default_factory=list)
    not_colors: list[str] = Field(default_factory=list)
    keywords: list[str] = Field(default_factory=list)
    lacks_keywords: list[str] = Field(default_factory=list)
    power_greater_than: Optional[Union[int, Literal["hand"]]] = None
    power_at_most: Optional[int] = None


# A list of ids, an object, or (extension) "self" for the source and "attached" for the
# permanent the source is attached to.
Selector = Union[Literal["self", "attached"], list[str], SelectorObject]


class CountOf(Model):
    """An amount read from the board: the number of permanents matching a selector."""

    count: SelectorObject


def _parses(parse):
    """A string checked where it stands, so an error names the field that holds it."""

    def check(v: str) -> str:
        parse(v)
        return v

    return AfterValidator(check)


ManaCostText = Annotated[str, _parses(ManaCost.parse)]  # a cost: "{2}{W/P}"
ManaOptionText = Annotated[str, _parses(ManaOption.parse)]  # mana a source makes: "{G}", "any"
ManaPoolText = Annotated[str, _parses(parse_pool)]  # typed mana: "{R}{G}"
ManaAddText = Annotated[str, _parses(lambda v: v == "same" or ManaOption.parse(v))]


class EffectBase(Model):
    source: Optional[str] = None
    controller: Optional[str] = None


# --- requirements (508.1d) --------------------------------------------------------


class AttacksIfAble(EffectBase):
    kind: Literal["attacks_if_able"]
    creatures: Selector


class AttacksTargetIfAble(EffectBase):
    kind: Literal["attacks_target_if_able"]
    creatures: Selector
    target: PlayerRef
    include_planeswalkers: bool = False


class AttacksOtherThanIfAble(EffectBase):
    kind: Literal["attacks_other_than_if_able"]
    creatures: Selector
    player: PlayerRef


class PlayerAttacksTargetIfAble(EffectBase):
    kind: Literal["player_attacks_target_if_able"]
    target: PlayerRef
    include_planeswalkers: bool = True
    count: int = Field(1, ge=1)


class Goad(EffectBase):
    """Extension: every matching creature is goaded by the effect's controller (701.15)."""

    kind: Literal["goad"]
    creatures: Selector


# --- restrictions (508.1c) --------------------------------------------------------


class CantAttack(EffectBase):
    kind: Literal["cant_attack"]
    creatures: Selector
    unless_defending_player_controls: Optional[SelectorObject] = None


class CantAttackTarget(EffectBase):
    kind: Literal["cant_attack_target"]
    creatures: Selector
    target: PlayerRef
    include_planeswalkers: bool = False


class CantAttackAlone(EffectBase):
    kind: Literal["cant_attack_alone"]
    creatures: Selector


class AttacksOnlyAlone(EffectBase):
    kind: Literal["attacks_only_alone"]
    creatures: Selector


class CantAttackUnlessOthers(EffectBase):
    kind: Literal["cant_attack_unless_others"]
    creatures: Selector
    count: int = Field(ge=1)


class MaxAttackers(EffectBase):
    kind: Literal["max_attackers"]
    count: int = Field(ge=0)


class MaxAttackersAgainst(EffectBase):
    kind: Literal["max_attackers_against"]
    target: PlayerRef
    count: int = Field(ge=0)
    include_planeswalkers: bool = False


# --- costs (508.1g-j) -------------------------------------------------------------


class AttackTax(EffectBase):
    kind: Literal["attack_tax"]
    target: PlayerRef
    cost: ManaCostText
    include_planeswalkers: bool = False
    creatures: Optional[Selector] = None
    x: Optional[Union[int, Literal["paid"], CountOf]] = None


class AttackCost(EffectBase):
    kind: Literal["attack_cost"]
    creatures: Selector
    cost: ManaCostText
    x: Optional[Union[int, Literal["paid"], CountOf]] = None


# --- characteristic-changing statics (extension; layers 6 and 7c of 613) -----------


class GrantKeywords(EffectBase):
    kind: Literal["grant_keywords"]
    creatures: Selector
    keywords: list[str]


class ModifyPT(EffectBase):
    kind: Literal["modify_pt"]
    creatures: Selector
    power: int = 0
    toughness: int = 0


# --- mana: replacement effects and triggered mana abilities (605.1b, 106.12) -----------------


class ManaReplacement(EffectBase):
    """"If [a source] is tapped for mana, it produces twice as much / {B} instead"."""

    kind: Literal["mana_replacement"]
    sources: Selector
    multiply: int = Field(1, ge=1)
    produce_instead: Optional[ManaOptionText] = None


class ManaTrigger(EffectBase):
    """"Whenever [a source] is tapped for mana, add one more mana of a type it produced"
    (add: same) or of a given type (add: "{G}")."""

    kind: Literal["mana_trigger"]
    sources: Selector
    add: ManaAddText = "same"


Effect = Annotated[
    Union[
        AttacksIfAble,
        AttacksTargetIfAble,
        AttacksOtherThanIfAble,
        PlayerAttacksTargetIfAble,
        Goad,
        CantAttack,
        CantAttackTarget,
        CantAttackAlone,
        AttacksOnlyAlone,
        CantAttackUnlessOthers,
        MaxAttackers,
        MaxAttackersAgainst,
        AttackTax,
        AttackCost,
        GrantKeywords,
        ModifyPT,
        ManaReplacement,
        ManaTrigger,
    ],
    Field(discriminator="kind"),
]

EFFECT_KINDS = (
    "attacks_if_able attacks_target_if_able attacks_other_than_if_able player_attacks_target_if_able "
    "goad cant_attack cant_attack_target cant_attack_alone attacks_only_alone cant_attack_unless_others "
    "max_attackers max_attackers_against attack_tax attack_cost grant_keywords modify_pt mana_replacement mana_trigger"
).split()


# --- players, turn, permanents ----------------------------------------------------


class Card(Model):
    """A card in a library or graveyard (SPEC section 7)."""

    name: Optional[str] = None
    types: list[str] = Field(default_factory=list)


class ExiledCard(Model):
    """A card in exile that its owner owns (seed 003, Ugin, the Ineffable's +1): face down or
    not, the tokens it is linked to (the first of them to leave the battlefield puts it into
    its owner's hand), and the players who may look at it while it is face down."""

    name: Optional[str] = None
    types: list[str] = Field(default_factory=list)
    face_down: bool = False
    source: Optional[str] = None  # the permanent whose ability exiled it (may be gone)
    linked_tokens: list[str] = Field(default_factory=list)  # token ids (they may have left the battlefield)
    can_look: list[str] = Field(default_factory=list)  # player ids who may look at it while face down


class Player(Model):
    id: str
    life: int = 20  # 103.4
    hand: Optional[int] = Field(None, ge=0)
    hand_cards: list[Card] = Field(default_factory=list)  # known cards in the hand (at most `hand` of them)
    mana_pool: Optional[ManaPoolText] = None
    library: Optional[list[Card]] = None
    library_size: Optional[int] = Field(None, ge=0)
    graveyard: list[Card] = Field(default_factory=list)
    exile: list[ExiledCard] = Field(default_factory=list)  # cards this player owns in exile

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
    types: Optional[list[str]] = None
    types_add: list[str] = Field(default_factory=list)
    subtypes: Optional[list[str]] = None
    subtypes_add: list[str] = Field(default_factory=list)
    supertypes: Optional[list[str]] = None
    supertypes_add: list[str] = Field(default_factory=list)
    colors: Optional[list[str]] = None
    colors_add: list[str] = Field(default_factory=list)
    power: Optional[int] = None
    toughness: Optional[int] = None
    keywords: Optional[list[str]] = None
    keywords_add: list[str] = Field(default_factory=list)
    mana: Optional[list[ManaEntry]] = None
    mana_add: list[ManaEntry] = Field(default_factory=list)
    mana_abilities: Optional[list["ManaAbility"]] = None
    mana_abilities_add: list["ManaAbility"] = Field(default_factory=list)
    abilities: Optional[list[Effect]] = None
    abilities_add: list[Effect] = Field(default_factory=list)
    mana_cost: Optional[ManaCostText] = None


class ManaAbility(Model):
    """A mana ability (605): {T} or {Q} in its cost, making fixed mana or mana of a type
    that other permanents "could produce" (Reflecting Pool, Exotic Orchard)."""

    cost: Literal["{T}", "{Q}"] = "{T}"
    produce: Optional[list[ManaEntry]] = None
    could_produce: Optional[Selector] = None  # permanents whose producible types it copies
    of: Literal["type", "color"] = "type"  # Reflecting Pool: any type; Exotic Orchard: any color

    @model_validator(mode="after")
    def _one_way(self):
        if (self.produce is None) == (self.could_produce is None):
            raise ValueError("a mana ability has exactly one of produce or could_produce")
        return self


CopyExcept.model_rebuild()


class CopiableValues(Model):
    """A permanent's copiable values (707.2) where non-copy effects written into its fields
    (a pump until end of turn, a keyword granted by a resolved ability) make them differ."""

    name: Optional[str] = None
    types: Optional[list[str]] = None
    subtypes: Optional[list[str]] = None
    supertypes: Optional[list[str]] = None
    colors: Optional[list[str]] = None
    power: Optional[int] = None
    toughness: Optional[int] = None
    keywords: Optional[list[str]] = None
    mana_cost: Optional[ManaCostText] = None


class Permanent(Model):
    id: str
    card: Optional[str] = None
    name: Optional[str] = None
    controller: str
    owner: Optional[str] = None
    types: list[str] = Field(default_factory=list)
    subtypes: list[str] = Field(default_factory=list)
    supertypes: list[str] = Field(default_factory=list)
    colors: list[str] = Field(default_factory=list)
    mana_cost: Optional[ManaCostText] = None
    power: Optional[int] = None
    toughness: Optional[int] = None
    loyalty: Optional[int] = None
    defense: Optional[int] = None
    protector: Optional[str] = None
    keywords: list[str] = Field(default_factory=list)
    tapped: bool = False
    sick: bool = False
    token: bool = False
    mana: list[ManaEntry] = Field(default_factory=list)
    mana_abilities: list[ManaAbility] = Field(default_factory=list)
    abilities: list[Effect] = Field(default_factory=list)
    copy_of: Optional[str] = None
    copy_except: Optional[CopyExcept] = None
    copiable: Optional[CopiableValues] = None
    attached_to: Optional[str] = None
    damage: int = Field(0, ge=0)
    x_paid: int = Field(0, ge=0)  # the X chosen for the spell it was (never copied, 707.9)
    damage_by: dict[str, int] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _battle_protector(self):
        if "battle" in self.types and self.protector is None and self.copy_of is None:
            raise ValueError("a battle needs a protector (310.8)")
        return self


class GoadDesignation(Model):
    goad: str
    by: str


class Declaration(Model):
    """An attack declaration: creature id to defender id (a value, like a chess move)."""

    attacks: dict[str, str] = Field(default_factory=dict)

    def __hash__(self):
        return hash(tuple(sorted(self.attacks.items())))

    def __eq__(self, other):
        return isinstance(other, Declaration) and self.attacks == other.attacks


class BoardModel(Model):
    version: Literal[1]
    players: list[Player] = Field(min_length=1)
    turn: Turn
    permanents: list[Permanent] = Field(default_factory=list)
    designations: list[GoadDesignation] = Field(default_factory=list)
    effects: list[Effect] = Field(default_factory=list)


def board_schema() -> dict[str, Any]:
    """The JSON Schema of board format v1."""
    return BoardModel.model_json_schema()
