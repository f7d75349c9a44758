"""Pydantic's plugins, found without importlib.metadata when there are none (start-up time).

Pydantic looks its plugins up once per process, the first time it builds a validator: the
distributions' `pydantic` entry points, read through importlib.metadata, whose import (email,
zipfile, csv...) is a good part of a quick `attackcheck check`. The command line looks at the
installed distributions' entry_points.txt itself first; only when it can tell that none of
them names pydantic does it give pydantic a plugin loader that returns none, what the real
one would return. Anything it can't read plainly (a zip or egg on the path, another finder
of distributions, a file that mentions pydantic) leaves pydantic's own lookup in place.
The library never does this: a program importing attackcheck keeps its plugins as it has them.
"""

from __future__ import annotations

import os
import sys
import types

__all__ = ["skip_plugin_lookup"]

_LOADER = "pydantic.plugin._loader"
_SUFFIXES = (".dist-info", ".egg-info")


def _none_installed() -> bool:
    """True when no distribution on sys.path can declare a `pydantic` entry point (as
    importlib.metadata would find them); False when unsure."""
    from importlib.machinery import PathFinder

    if any(hasattr(f, "find_distributions") and f is not PathFinder for f in sys.meta_path):
        return False  # another finder of distributions: only importlib.metadata knows
    for entry in sys.path:
        if not isinstance(entry, str) or entry.lower().endswith(".egg"):
            return False
        try:
            children = os.listdir(entry or ".")
        except FileNotFoundError:
            continue
        except OSError:  # a zip file, or a folder it can't list
            if os.path.exists(entry or "."):
                return False
            continue
        for child in children:
            if not child.lower().endswith(_SUFFIXES):
                continue
            try:
                with open(os.path.join(entry or ".", child, "entry_points.txt"), "rb") as f:
                    text = f.read()
            except (FileNotFoundError, NotADirectoryError):
                continue
            except OSError:
                return False
            if b"pydantic" in text.lower():
                return False
    return True


def skip_plugin_lookup() -> None:
    """Before pydantic builds its first validator: when no installed distribution declares a
    pydantic plugin, pydantic's plugin loader is one that returns none, without importing
    importlib.metadata. Otherwise (or once pydantic has looked) nothing changes."""
    if _LOADER in sys.modules or not _none_installed():
        return
    loader = types.ModuleType(_LOADER, "Pydantic's plugin loader where no distribution declares a plugin.")
    loader.PYDANTIC_ENTRY_POINT_GROUP = "pydantic"  # type: ignore[attr-defined]
    loader._plugins = {}  # type: ignore[attr-defined]
    loader._loading_plugins = False  # type: ignore[attr-defined]
    loader.get_plugins = lambda: ()  # type: ignore[attr-defined]
    setattr(loader, "__getattr__", _real_loader)  # a name another pydantic version asks for (PEP 562)
    sys.modules[_LOADER] = loader
    parent = sys.modules.get("pydantic.plugin")
    if parent is not None:
        setattr(parent, "_loader", loader)


def _real_loader(name: str) -> object:
    """A name the stand-in doesn't have (a pydantic version whose loader has more): pydantic's
    own loader takes its place, and the name is its."""
    import importlib

    if name.startswith("__"):  # the import system's own questions (__path__, ...)
        raise AttributeError(f"module {_LOADER!r} has no attribute {name!r}")
    sys.modules.pop(_LOADER, None)
    real = importlib.import_module(_LOADER)
    parent = sys.modules.get("pydantic.plugin")
    if parent is not None:
        setattr(parent, "_loader", real)
    try:
        return getattr(real, name)
    except AttributeError:
        raise AttributeError(f"module {_LOADER!r} has no attribute {name!r}") from None
