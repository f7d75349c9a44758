"""The board model of attackcheck: board format v1, mana strings, loading and resolution.

Imports no OR-Tools: data flows one way, file -> models -> solver.
"""

if __name__ != "attackcheck.models":  # reached as top-level `models` from the repository root
    raise ImportError("models/ is the package attackcheck.models; import it as attackcheck.models "
                      "(as `models` it would be a second copy with classes of its own)")


from .board import BoardModel, Declaration, board_schema
from .errors import BoardError, DeclarationError, InputError
from .load import load_board_source, load_declaration_source
from .mana import ManaCost, ManaError, ManaOption
from .resolve import ResolvedBoard, resolve_board

__all__ = [
    "BoardModel", "Declaration", "board_schema", "BoardError", "DeclarationError", "InputError",
    "load_board_source", "load_declaration_source", "ManaCost", "ManaError", "ManaOption",
    "ResolvedBoard", "resolve_board",
]
