"""The seed documents' cards, each resolved on its own, outside the legality core:

- `ursine`: Ursine Monstrosity's beginning-of-combat trigger (`begin_combat`);
- `grothama`: Grothama, All-Devouring's optional fights, planned with CP-SAT (`plan_fights`);
- `ugin`: Ugin, the Ineffable's +1, its Spirit leaving, who may look at the exiled card, the
  -3's targets (`ugin_plus_one`, `spirit_leaves`, `can_look`, `ugin_minus_three_targets`);
- `urza`: Urza, Prince of Kroog's token copy (`urza_token_copy`).

The board model and the solver core never import this package.
"""

from .grothama import OBJECTIVES as FIGHT_OBJECTIVES
from .grothama import plan_fights
from .ugin import can_look, spirit_leaves, ugin_minus_three_targets, ugin_plus_one
from .ursine import begin_combat
from .urza import urza_token_copy

__all__ = [
    "FIGHT_OBJECTIVES", "begin_combat", "can_look", "plan_fights", "spirit_leaves", "ugin_minus_three_targets",
    "ugin_plus_one", "urza_token_copy",
]
