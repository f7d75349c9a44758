"""Card names as the index matches them: without regard to case, accents or punctuation.

``keys(name)`` are the normalised forms a name is stored under; ``key(query)`` is the one a
query is looked up by. "Lim-Dûl's Vault", "lim-dul's vault" and "LIM DUL'S VAULT" all give
``lim duls vault``. Apostrophes are dropped ("norns annex" finds Norn's Annex); a name with
an apostrophe is also stored with a space in its place, so "will o the wisp" finds
Will-o'-the-Wisp.
"""

from __future__ import annotations

import unicodedata

__all__ = ["key", "keys", "trigrams"]

_APOSTROPHES = "'\u2019\u2018\u02bc`\u00b4"
# Letters NFKD does not decompose.
_FOLD = str.maketrans({"æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i"})


def _fold(name: str, apostrophe: str) -> str:
    text = name
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
        text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = text.casefold().translate(_FOLD)
    for a in _APOSTROPHES:
        if a in text:
            text = text.replace(a, apostrophe)
    return " ".join("".join(ch if ch.isalnum() else " " for ch in text).split())


def key(name: str) -> str:
    """The normalised form a query is looked up by ('' for a name with no letter or digit)."""
    return _fold(name or "", "")


def keys(name: str) -> list[str]:
    """Every normalised form a card name is stored under (the first is `key(name)`)."""
    first = key(name)
    spaced = _fold(name or "", " ")
    return [first] if spaced == first else [first, spaced]


def trigrams(text: str) -> set[str]:
    """The three-letter pieces of a normalised name, padded so starts and ends count."""
    padded = f"  {text} "
    return {padded[i:i + 3] for i in range(len(padded) - 2)}
