"""Effect kinds, one module per family: each holds its kinds' board-format classes and
their rules (see base.py). Every module of this package is imported here, so a new module
is found without being listed; the board format's effect union is built from the
registered kinds.

Imports no OR-Tools: the board model (attackcheck.models.board) takes its effect union from
here without loading the solver.
"""


import importlib
import pkgutil
from typing import Annotated, Any, Union

from pydantic import Field

from .base import KINDS, EffectKind, Family, kind_of

for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    if _info.name != "base":
        importlib.import_module(f"{__name__}.{_info.name}")

_RANK = {Family.REQUIREMENT: 0, Family.GROUP_REQUIREMENT: 0, Family.DESIGNATION: 0, Family.PAIR_RESTRICTION: 1,
         Family.GROUP_RESTRICTION: 2, Family.COST: 3, Family.CHARACTERISTIC: 4, Family.RULE_CHANGE: 4,
         Family.MANA: 5}

# The kinds in a stable order: requirements, restrictions, costs, then statics.
ORDERED: list[EffectKind[Any]] = sorted(KINDS.values(), key=lambda k: _RANK[k.family])
MODELS: tuple[type, ...] = tuple(k.model for k in ORDERED)
EFFECT_KINDS: tuple[str, ...] = tuple(k.kind for k in ORDERED)

# The board format's effect: a discriminated union on `kind`.
Effect: Any = Annotated[Union[MODELS], Field(discriminator="kind")]  # type: ignore[valid-type]

# Kinds whose fields hold effects (granted abilities: `list["Effect"]`) find the union in
# their module when their validator is built, on first use (defer_build: nothing is built at
# import, which start-up time counts).
for _kind in ORDERED:
    _module = importlib.import_module(_kind.model.__module__)
    if "Effect" not in vars(_module):
        setattr(_module, "Effect", Effect)

__all__ = ["EFFECT_KINDS", "Effect", "EffectKind", "Family", "KINDS", "MODELS", "ORDERED", "kind_of"]
