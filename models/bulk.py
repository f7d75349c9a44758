"""Building a big board at once.

Loading a board creates objects that all survive (models, resolved permanents, facts).
Python's cyclic garbage collector runs after every few hundred new container objects and
walks them, so a board of 100,000 creatures was loaded about three times slower with it
than without. `paused_gc` pauses it while a board is built (and while a call on it runs);
reference counting still frees what is dropped, and the collector runs again afterwards,
as it was.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def paused_gc() -> Iterator[None]:
    """The cyclic garbage collector paused inside the block (re-entrant; restored after)."""
    was = gc.isenabled()
    if was:
        gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
