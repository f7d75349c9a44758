"""The building blocks of board format v1 that effect kinds share: the frozen pydantic base,
selectors, amounts read from the board, mana strings checked where they stand, and the
fields every effect has. Effect kinds themselves live in attackcheck.solver.effects, one
module per family, each beside its rule.
"""

from __future__ import annotations

from typing import Annotated, Any, Callable, Literal, Optional, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from .mana import ManaCost, ManaOption, parse_pool

PlayerRef = str  # a player id, or "you" (the effect's controller)


class Model(BaseModel):
    # Validators are built when first used (a board's first validation builds one validator
    # for the whole board format), not one per class at import (start-up time).
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class SelectorObject(Model):
    """Names creatures by their characteristics (selectors match all listed types, subtypes
    and keywords, any listed color, none of not_colors or lacks_keywords)."""

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


Amount = Union[int, Literal["paid"], CountOf]  # X of a cost: fixed, the X paid, or a count


def _parses(parse: Callable[[str], Any]) -> Any:
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
    """What every effect has: the permanent it comes from and the player who controls it
    (by default the source's controller)."""

    source: Optional[str] = None
    controller: Optional[str] = None
