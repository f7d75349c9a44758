"""Building a big board at once.

Loading a board creates objects that all survive (models, resolved permanents, facts).
Python's cyclic garbage collector runs after every few hundred new container objects and
walks them, so a board of 100,000 creatures was loaded about three times slower with it
than without. The library never touches the collector; an application that builds one
big board for the rest of its process (the command line) may pause it while the board is
built (`paused_gc`: reference counting still frees what is dropped, and the collector runs
again afterwards, as it was) and then keep what exists out of later collections
(`keep_for_process`, or `paused_gc(keep=True)`, which does so before the collector runs
again).
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Iterator, Optional

from pydantic import BaseModel


@contextmanager
def paused_gc(keep: bool = False) -> Iterator[None]:
    """The cyclic garbage collector paused inside the block (re-entrant; restored after).
    With `keep`, what exists when the block ends normally is kept for the process
    (keep_for_process) before the collector runs again: else its first collection walks
    every object the block made (half a second for a board of 100,000 creatures)."""
    was = gc.isenabled()
    if was:
        gc.disable()
    try:
        yield
        if keep:
            keep_for_process()
    finally:
        if was:
            gc.enable()


def keep_for_process() -> None:
    """Every object that exists now is left out of later collections (gc.freeze): a
    one-shot command's board, which lives until the process ends."""
    gc.freeze()


_TEXTS = ("name", "controller", "owner", "card")  # permanents' fields that repeat across a board
_LISTS = ("types", "subtypes", "supertypes", "colors", "keywords", "mana")
_EMPTY_ONLY = ("mana_abilities", "abilities", "damage_by", "counters")
_SET_GIVEN = BaseModel.__dict__["__pydantic_fields_set__"].__set__  # a model's set of fields given, by its slot


class Sharer:
    """Makes equal values of frozen permanents one object: names, controllers, lists of
    types, colors, keywords and mana (and empty lists and mappings), and the sets of fields
    given. A board of 100,000 tokens repeats a few dozen distinct values, and each model
    otherwise holds its own copies (about half of its memory). Nothing changes a frozen
    model's values in place, so sharing them is safe."""

    def __init__(self, texts: bool = True) -> None:
        self.text_fields = _TEXTS if texts else ()
        self.texts: dict[str, str] = {}
        self.lists: dict[Any, Any] = {}
        self.given: dict[tuple[str, ...], set[str]] = {}
        self.empty_list: list[Any] = []
        self.empty_dict: dict[Any, Any] = {}
        self.abilities: list[Any] = []  # the abilities of the permanents shared, as share found them

    def share(self, m: Any) -> None:
        d = m.__dict__
        texts, lists = self.texts, self.lists
        for k in self.text_fields:
            v = d.get(k)
            if v is not None:
                d[k] = texts.setdefault(v, v)
        for k in _LISTS:
            v = d.get(k)
            if not v:
                if v is not None:
                    d[k] = self.empty_list
                continue
            try:
                d[k] = lists.setdefault(tuple(v), v)
            except TypeError:  # a nested list (mana options)
                pass
        for k in _EMPTY_ONLY:
            v = d.get(k)
            if v is not None and not v:
                d[k] = self.empty_list if type(v) is list else self.empty_dict
        abilities = d.get("abilities")
        if abilities:
            self.abilities += abilities
        fs = m.__pydantic_fields_set__
        object.__setattr__(m, "__pydantic_fields_set__", self.given.setdefault(tuple(fs), fs))  # equal tuples: equal sets

    def share_given(self, board: Any, seen: bool = False) -> None:
        """The sets of fields given of the board's effects (its own and the permanents') and
        goad designations, one per distinct set: a board of 100,000 effects has a few dozen
        (each set is about 200 bytes). `seen`: every permanent of the board that has
        abilities went through `share` (no pass over the permanents)."""
        given = self.given
        models = [*board.effects, *board.designations]
        if seen:
            models += self.abilities
        else:
            for p in board.permanents:
                if p.abilities:
                    models += p.abilities
        set_given = _SET_GIVEN  # (the slot's own setter: quicker than object.__setattr__ by name)
        for m in models:
            fs = m.__pydantic_fields_set__
            set_given(m, given.setdefault(tuple(fs), fs))


_ACTIVE: ContextVar[Optional[Sharer]] = ContextVar("attackcheck_sharer", default=None)


@contextmanager
def sharing(texts: bool = True) -> Iterator[Sharer]:
    """Inside the block, each permanent validated shares its values as it is made (share_new,
    called by the permanent's validator), so that a big board's copies never all exist at
    once (the peak memory of loading it). Without `texts`, its names and controllers are
    left as they are (pydantic reading JSON makes equal short strings one object)."""
    sharer = Sharer(texts)
    token = _ACTIVE.set(sharer)
    try:
        yield sharer
    finally:
        _ACTIVE.reset(token)


def active_sharer() -> Optional[Sharer]:
    """The Sharer of the `sharing` block this runs in, if any."""
    return _ACTIVE.get()


def share_new(m: Any) -> None:
    """A permanent just validated: its values shared inside a `sharing` block."""
    sharer = _ACTIVE.get()
    if sharer is not None:
        sharer.share(m)


def share_alike(models: list[Any]) -> None:
    """Make equal values of these frozen permanents one object (see Sharer)."""
    sharer = Sharer()
    for m in models:
        sharer.share(m)


def share_board(board: Any) -> None:
    """A board just validated: the sets of fields given of its effects and designations
    shared (Sharer.share_given), with those of its permanents inside a `sharing` block, where
    every permanent with abilities was validated by pydantic, which shares it (share_new)."""
    sharer = _ACTIVE.get()
    (sharer or Sharer()).share_given(board, seen=sharer is not None)
