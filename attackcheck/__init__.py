"""attackcheck: exact legality of attack declarations (CR 508.1) with OR-Tools CP-SAT.

    >>> from attackcheck import Board
    >>> board = Board.from_file("tests/examples/commander-goad-archon.yaml")
    >>> board.is_legal({"attacks": {"lion": "D"}})
    True
"""

from attackcheck.models import BoardError, Declaration, DeclarationError, InputError, board_schema

from .api import Board, IllegalAttackError, LegalAttacks

__all__ = [
    "Board", "BoardError", "Declaration", "DeclarationError", "IllegalAttackError", "InputError",
    "LegalAttacks", "board_schema",
]
__version__ = "0.1.0"
