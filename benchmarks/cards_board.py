"""What `card:` names cost when a board loads: `python -m benchmarks.cards_board`.

A four-player board names 100 different real cards (none of them in the curated library, so
each is read from the shipped index and its Oracle text read by the reader); the same board
is then written out with the fields those cards give. Both load as `attackcheck.Board`
(validate, resolve, build the context) in one process, which a child process spared from
reading any card (it writes the explicit board):

- first: the explicit board, then the named board, in a process that has read no card yet
  (the index opened, 100 rows and Oracle texts read): what one CLI call pays;
- later: the median of 7 further loads (cards cached for the process).

It also times `lookup` of a card not yet read, "did you mean" suggestions and `search`.
Not a test: the numbers are printed, README.md quotes a run.
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


def main() -> int:
    if sys.argv[1:2] == ["--write-explicit"]:  # the child: reads the cards so the parent has not
        Path(sys.argv[2]).write_text(json.dumps(_explicit_board()), encoding="utf-8")
        return 0
    os.environ.setdefault("ATTACKCHECK_DATA_DIR", tempfile.mkdtemp(prefix="attackcheck-bench-"))  # no user index
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "explicit.json"
        subprocess.run([sys.executable, "-m", "benchmarks.cards_board", "--write-explicit", str(path)], check=True,
                       timeout=600)
        explicit = json.loads(path.read_text(encoding="utf-8"))
    from attackcheck import Board
    from attackcheck.models import cards

    named = _named_board()
    # Warm the loading machinery (imports, pydantic) on a board without cards; no card is read yet.
    Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "x", "controller": "A", "types": ["creature"], "power": 1, "toughness": 1}]})
    first_explicit = _time(lambda: Board(explicit))
    first_named = _time(lambda: Board(named))
    again_explicit = statistics.median(_time(lambda: Board(explicit)) for _ in range(7))
    again_named = statistics.median(_time(lambda: Board(named)) for _ in range(7))
    assert not set(NAMES) & set(cards.names()) and len(set(NAMES)) == 100
    print(f"board of {len(NAMES)} permanents naming 100 different cards, 4 players")
    print(f"first load (no card read yet in this process): explicit fields {first_explicit * 1e3:6.1f} ms, "
          f"card names {first_named * 1e3:6.1f} ms, difference {(first_named - first_explicit) * 1e3:5.1f} ms")
    print(f"later loads (median of 7):                     explicit fields {again_explicit * 1e3:6.1f} ms, "
          f"card names {again_named * 1e3:6.1f} ms, difference {(again_named - again_explicit) * 1e3:5.1f} ms")

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
