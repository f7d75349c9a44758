"""JSON text for every output (batch lines, HTTP bodies) that survives whatever a board holds.

Python's strings may hold lone surrogates (JSON's "\\ud800" reads as one), which UTF-8 can't
encode; they are written back as the same `\\ud800` escape, so the output is valid UTF-8 JSON
that reads as the very string given. NaN and infinities are refused (they are not JSON).
"""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = ["dumps", "encode"]

_SURROGATE = re.compile("[\ud800-\udfff]")


def _escape(match: "re.Match[str]") -> str:
    return f"\\u{ord(match.group()):04x}"


def dumps(obj: Any, **kw: Any) -> str:
    """Compact JSON, non-ASCII kept as is, lone surrogates escaped."""
    kw.setdefault("separators", (",", ":"))
    text = json.dumps(obj, ensure_ascii=False, allow_nan=False, **kw)
    return _SURROGATE.sub(_escape, text)


def encode(obj: Any, **kw: Any) -> bytes:
    """dumps() as UTF-8."""
    return dumps(obj, **kw).encode("utf-8")
