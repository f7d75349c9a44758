"""The user's card index: `attackcheck cards import FILE` and `attackcheck cards update`.

The index lives in the data folder: ``ATTACKCHECK_DATA_DIR`` if set, else
``$XDG_DATA_HOME/attackcheck``, else ``~/.local/share/attackcheck``. It wins over the
shipped index (after cards registered with ``--cards``).

``update`` asks Scryfall's bulk-data API (``https://api.scryfall.com/bulk-data``, or
``--url`` / ``ATTACKCHECK_SCRYFALL_BULK_DATA``) for the ``oracle_cards`` file, downloads its
``download_uri`` into the data folder with a progress bar on standard error, imports it and
deletes the download.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import IO, TYPE_CHECKING, Callable, Optional

if TYPE_CHECKING:
    import urllib.request

__all__ = [
    "BULK_DATA_URL",
    "ProgressBar",
    "UpdateError",
    "data_dir",
    "download",
    "import_file",
    "oracle_cards_uri",
    "update",
]

BULK_DATA_URL = "https://api.scryfall.com/bulk-data"
BULK_DATA_ENV = "ATTACKCHECK_SCRYFALL_BULK_DATA"
USER_AGENT = "attackcheck/0.1 (card index update)"  # Scryfall asks for an accurate User-Agent and an Accept

Progress = Callable[[int, Optional[int]], None]
# what to do where the download can't be made here
OFFLINE = ("without a connection, download Scryfall's oracle-cards file elsewhere "
           "(https://scryfall.com/docs/api/bulk-data) and run: attackcheck cards import FILE")


class UpdateError(ValueError):
    """The bulk-data API or the download failed, or gave something that is not card data."""


def _failed(url: str, exc: BaseException) -> UpdateError:
    """A failed request: an HTTP error as the server answered it, else no connection."""
    import urllib.error

    if isinstance(exc, urllib.error.HTTPError):
        return UpdateError(f"{url}: the server answered HTTP {exc.code} {exc.reason}; download Scryfall's "
                           "oracle-cards file from https://scryfall.com/docs/api/bulk-data and run: attackcheck cards "
                           "import FILE")
    return UpdateError(f"{url}: {getattr(exc, 'reason', exc)}; {OFFLINE}")


def data_dir() -> Path:
    """ATTACKCHECK_DATA_DIR, else $XDG_DATA_HOME/attackcheck, else ~/.local/share/attackcheck."""
    explicit = os.environ.get("ATTACKCHECK_DATA_DIR")
    if explicit:
        return Path(explicit).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME")
    if xdg:
        return Path(xdg).expanduser() / "attackcheck"
    return Path.home() / ".local" / "share" / "attackcheck"


def import_file(path: str | Path, *, log: Optional[Callable[[str], None]] = None) -> dict:
    """Build the user's index from a Scryfall or MTGJSON file (or any source `build`
    reads), with the curated library merged in; it replaces the previous user index.
    Returns the build summary with `path`, the index written."""
    from . import reset, user_index_path
    from .build import build_index

    out = user_index_path()
    summary = build_index([path], out, log=log)
    reset()  # this process reads the new index from now on
    return {**summary, "path": str(out)}


# --------------------------------------------------------------------------- download


class ProgressBar:
    """A text progress bar written to a stream (standard error by default): redrawn in
    place on a terminal, a line per tenth otherwise."""

    def __init__(self, label: str, stream: Optional[IO[str]] = None, width: int = 30):
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self._tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self._last_step = -1
        self._last_draw = 0.0

    def __call__(self, done: int, total: Optional[int]) -> None:
        if total:
            fraction = min(done / total, 1.0)
            step = int(fraction * 10)
            filled = int(fraction * self.width)
            text = (f"{self.label} [{'#' * filled}{'.' * (self.width - filled)}] {fraction:4.0%} "
                    f"{done / 1e6:.1f}/{total / 1e6:.1f} MB")
        else:
            step = done // 10_000_000
            text = f"{self.label} {done / 1e6:.1f} MB"
        finished = bool(total) and done >= (total or 0)
        if self._tty:
            now = time.monotonic()
            if finished or now - self._last_draw > 0.1:
                self.stream.write("\r" + text + ("\n" if finished else ""))
                self.stream.flush()
                self._last_draw = now
        elif step != self._last_step or finished:
            if step != self._last_step:
                self.stream.write(text + "\n")
                self.stream.flush()
            self._last_step = step


def _request(url: str) -> "urllib.request.Request":
    import urllib.request

    return urllib.request.Request(url, headers={"User-Agent": USER_AGENT, "Accept": "application/json;q=0.9,*/*;q=0.8"})


def oracle_cards_uri(bulk_url: Optional[str] = None, timeout: float = 60) -> str:
    """The `download_uri` of the oracle_cards bulk file, read from the bulk-data API (a list
    of bulk_data objects, or one such object)."""
    import urllib.error
    import urllib.request

    url = bulk_url or os.environ.get(BULK_DATA_ENV) or BULK_DATA_URL
    try:
        with urllib.request.urlopen(_request(url), timeout=timeout) as response:
            data = json.loads(response.read().decode("utf-8"))
    except (urllib.error.URLError, OSError) as exc:
        raise _failed(url, exc) from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise UpdateError(f"{url}: not the bulk-data API's JSON ({exc})") from None
    items: list = data["data"] if isinstance(data, dict) and isinstance(data.get("data"), list) else [data]
    for item in items:
        if isinstance(item, dict) and item.get("type") == "oracle_cards" and item.get("download_uri"):
            return str(item["download_uri"])
    raise UpdateError(f"{url}: no oracle_cards file among the bulk data")


def download(url: str, dest: str | Path, *, progress: Optional[Progress] = None, timeout: float = 60,
             chunk: int = 1 << 16) -> int:
    """Download `url` to `dest` (through a temporary file beside it), calling
    progress(bytes so far, total or None). Returns the size written."""
    import urllib.error
    import urllib.request

    dest = Path(dest)
    dest.parent.mkdir(parents=True, exist_ok=True)
    part = dest.with_name(dest.name + ".part")
    done = 0
    try:
        with urllib.request.urlopen(_request(url), timeout=timeout) as response, part.open("wb") as out:
            length = response.headers.get("Content-Length")
            total = int(length) if length and length.isdigit() else None
            if progress:
                progress(0, total)
            while True:
                block = response.read(chunk)
                if not block:
                    break
                out.write(block)
                done += len(block)
                if progress:
                    progress(done, total)
        if total is not None and done != total:
            raise UpdateError(f"{url}: the download stopped at {done} of {total} bytes")
        if progress and total is None:
            progress(done, done)
    except (urllib.error.URLError, OSError) as exc:
        part.unlink(missing_ok=True)
        raise _failed(url, exc) from None
    except BaseException:
        part.unlink(missing_ok=True)
        raise
    part.replace(dest)
    return done


def update(bulk_url: Optional[str] = None, *, progress: Optional[Progress] = None,
           log: Optional[Callable[[str], None]] = None, keep: bool = False) -> dict:
    """Download Scryfall's current oracle-cards file and import it as the user's index.
    The download (gzip or plain JSON: the reader tells them apart) is deleted afterwards
    unless keep=True. Returns the import summary plus `url`."""
    say = log or (lambda _msg: None)
    uri = oracle_cards_uri(bulk_url)
    say(f"downloading {uri}")
    target = data_dir() / "oracle-cards.download"
    download(uri, target, progress=progress)
    try:
        summary = import_file(target, log=log)
    finally:
        if not keep:
            target.unlink(missing_ok=True)
    return {**summary, "url": uri}
