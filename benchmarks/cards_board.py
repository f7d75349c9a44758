"""What `card:` names cost when a board loads: `python -m benchmarks.cards_board`.

A four-player board names 100 different real cards (none of them in the curated library, so
each is read from the shipped index and its Oracle text read by the reader); the same board
is then written out with the fields those cards give (by a child process, so the measuring
ones have read no card). Each measuring run is a fresh process, as one CLI call is, and loads
both boards as `attackcheck.Board` (validate, resolve, build the context):

- first: the explicit board, then the named board (the index opened, 100 rows and Oracle
  texts read): what one CLI call pays;
- later: the median of 7 further loads of each (cards cached for the process).

`python -m benchmarks.cards_board [RUNS]` (5 runs by default). It also times `lookup` of a
card not yet read, "did you mean" suggestions and `search`. Not a test: the numbers are
printed, README.md quotes a run. Bytecode matters: an installed package has it, a checkout
run with PYTHONDONTWRITEBYTECODE compiles every module again (tens of ms).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

NAMES = [
    "Kor Castigator", "Quillspike", "Whispering Specter", "Army Ants", "Telekinetic Sliver", "Kiku, Night's Flower",
    "Blight Pile", "Fire Nation Sentinels", "Deserter's Disciple", "Renegade Wheelsmith", "Tezzeret's Simulacrum",
    "Keeper of the Light", "Rootha, Mercurial Artist", "Zacama, Primal Calamity", "Cyclops of One-Eyed Pass",
    "Kiln Walker", "Akroan Skyguard", "Horizon Seeker", "Shantotto, Tactician Magician", "Magmatic Hellkite",
    "Gloomfang Mauler", "Sami, Wildcat Captain", "Flanking Troops", "Canyon Wildcat", "Emil, Vastlands Roamer",
    "Starlit Soothsayer", "Drudge Sentinel", "Eddytrail Hawk", "Goblin Brigand", "Aboshan, Cephalid Emperor",
    "Heliod, Sun-Crowned", "Homarid Explorer", "Frenzied Goblin", "Frilled Sea Serpent", "Memnarch",
    "Nessian Courser", "Guardian of New Benalia", "Wrexial, the Risen Deep", "Harbor Serpent", "Glister Bairn",
    "Gristleback", "Rubblebelt Boar", "Misthollow Griffin", "Anti-Venom, Horrifying Healer", "Railway Brawler",
    "Sifter of Skulls", "Frenzied Saddlebrute", "Evolution Witness", "Lecturing Scornmage",
    "Bringer of the Blue Dawn", "Oura, the Imitator", "Momentum Rumbler", "Ember Beast", "Pegasus Courser",
    "Brood Sliver", "Nahiri, Forged in Fury", "Putrefying Rotboar", "Mudbutton Torchrunner", "Thraben Valiant",
    "Nick Fury, Agent of S.H.I.E.L.D.",
    "Daxos's Torment", "Manabond", "Magma Vein", "Season of the Witch", "Customs Depot", "Back from the Brink",
    "Equilibrium", "Alms", "Spirit-Sister's Call", "Happily Ever After", "Unifying Theory", "Ineffable Blessing",
    "Ajani's Last Stand", "Oblivion Ring", "Tainted Aether", "Jeskai Ascendancy", "Heat Wave", "Hidden Stag",
    "Palace Siege", "Sandwurm Convergence",
    "Adventurers' Guildhouse", "Turbulent Springs", "Bojuka Bog", "Guildmages' Forum", "Hinterland Harbor",
    "Ebon Stronghold", "Maze of Shadows", "Undiscovered Paradise", "Scalding Tarn", "Secret Base",
    "Mercadian Bazaar", "Unholy Citadel", "Dimir Guildgate", "Shire Terrace", "Planar Nexus", "Blast Zone",
    "Thespian's Stage", "Crypt of Agadeem", "Irrigated Farmland", "Saprazzan Cove",
]
PLAYERS = ["A", "B", "C", "D"]


def _named_board() -> dict:
    perms = [{"id": f"p{i}", "card": name, "controller": PLAYERS[i % 4]} for i, name in enumerate(NAMES)]
    return {"version": 1, "players": [{"id": p, "life": 40} for p in PLAYERS], "turn": {"active": "A"},
            "permanents": perms}


def _explicit_board() -> dict:
    """The same board with every field the cards give written out (no `card`)."""
    from attackcheck.models.load import _fill_from_cards

    filled = _fill_from_cards(_named_board())
    filled["permanents"] = [{k: v for k, v in p.items() if k != "card"} for p in filled["permanents"]]
    return filled


def _time(fn: Callable[[], object]) -> float:
    started = time.perf_counter()
    fn()
    return time.perf_counter() - started


def _both(fn: Callable[[], object]) -> tuple[float, float]:
    """Wall-clock time, and processor time of this process (what the wall clock would show on
    an idle machine: the machine this was written on is shared)."""
    wall, cpu = time.perf_counter(), time.process_time()
    fn()
    return time.perf_counter() - wall, time.process_time() - cpu


def _measure(explicit: dict) -> dict:
    """Both loads in this process, which has read no card yet."""
    from attackcheck import Board

    named = _named_board()
    # Warm the loading machinery (imports, pydantic) on a board without cards; no card is read yet.
    Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "x", "controller": "A", "types": ["creature"], "power": 1, "toughness": 1}]})
    first_explicit = _both(lambda: Board(explicit))
    first_named = _both(lambda: Board(named))
    again_explicit = [_both(lambda: Board(explicit)) for _ in range(7)]
    again_named = [_both(lambda: Board(named)) for _ in range(7)]
    return {"first_explicit": first_explicit, "first_named": first_named,
            "again_explicit": [statistics.median(t[i] for t in again_explicit) for i in (0, 1)],
            "again_named": [statistics.median(t[i] for t in again_named) for i in (0, 1)]}


def _ms(seconds: float) -> str:
    return f"{seconds * 1e3:6.1f} ms"


def main() -> int:
    if sys.argv[1:2] == ["--write-explicit"]:  # a child: reads the cards, so the measuring ones have not
        Path(sys.argv[2]).write_text(json.dumps(_explicit_board()), encoding="utf-8")
        return 0
    if sys.argv[1:2] == ["--measure"]:  # a child: a fresh process, as one CLI call
        print(json.dumps(_measure(json.loads(Path(sys.argv[2]).read_text(encoding="utf-8")))))
        return 0
    runs = int(sys.argv[1]) if sys.argv[1:] else 5
    os.environ.setdefault("ATTACKCHECK_DATA_DIR", tempfile.mkdtemp(prefix="attackcheck-bench-"))  # no user index
    child = [sys.executable, "-m", "benchmarks.cards_board"]
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # bytecode caches as after an install (the first child writes them)
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "explicit.json"
        subprocess.run(child + ["--write-explicit", str(path)], check=True, timeout=600, env=env)
        for _ in range(runs):
            done = subprocess.run(child + ["--measure", str(path)], check=True, timeout=600, capture_output=True,
                                  text=True, env=env)
            results.append(json.loads(done.stdout))
    print(f"a board of {len(NAMES)} permanents naming 100 different cards (none curated), 4 players; "
          f"{runs} fresh processes; wall clock (processor time)")
    print("first load in a process (no card read yet):")
    for r in results:
        (we, ce), (wn, cn) = r["first_explicit"], r["first_named"]
        print(f"  explicit fields {_ms(we)} ({_ms(ce)})   card names {_ms(wn)} ({_ms(cn)})   "
              f"difference {_ms(wn - we)} ({_ms(cn - ce)})")
    for i, what in ((0, "wall clock"), (1, "processor time")):
        diffs = [r["first_named"][i] - r["first_explicit"][i] for r in results]
        print(f"  difference, {what}: median {_ms(statistics.median(diffs))}, min {_ms(min(diffs))}, "
              f"max {_ms(max(diffs))}")
    print("later loads in the same process (median of 7 each):")
    for i, what in ((0, "wall clock"), (1, "processor time")):
        e = statistics.median(r["again_explicit"][i] for r in results)
        n = statistics.median(r["again_named"][i] for r in results)
        print(f"  {what}: explicit fields {_ms(e)}, card names {_ms(n)}, difference {_ms(n - e)}")

    from attackcheck.models import cards

    assert not set(NAMES) & set(cards.names()) and len(set(NAMES)) == 100
    print(f"shipped index: {cards.shipped_index_path().stat().st_size / 1e6:.1f} MB")
    cards.reset()
    fresh = ["Serra Angel", "Lightning Bolt", "Llanowar Elves", "Wrath of God", "Counterspell", "Shivan Dragon",
             "Birds of Paradise", "Dark Ritual", "Giant Growth", "Swords to Plowshares"]
    cards.lookup("Grizzly Bears")  # the index opened
    per_card = statistics.median(_time(lambda n=n: cards.lookup(n)) for n in fresh)
    print(f"lookup of a card not yet read: median {per_card * 1e3:.2f} ms (index row + Oracle text read)")
    misses = ["Serra Angle", "Lightnin Bolt", "Grizly Bears", "Sheoldred the Apocalypce", "zzqqxx", "Lim Dul Vault"]
    suggest = [_time(lambda m=m: cards._suggest(m)) for m in misses]
    print(f"did-you-mean suggestions: median {statistics.median(suggest) * 1e3:.1f} ms, max {max(suggest) * 1e3:.1f} ms")
    queries = ["a", "se", "serra", "bolt", "lightning bol", "the"]
    found = [_time(lambda q=q: cards.search(q)) for q in queries]
    print(f"search (limit 20): median {statistics.median(found) * 1e3:.1f} ms, max {max(found) * 1e3:.1f} ms "
          f"(the one-letter query)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
