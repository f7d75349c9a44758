"""Building card indexes: the build command, `attackcheck cards import` (Scryfall and MTGJSON,
plain or gzip) and `attackcheck cards update` against a local HTTP server; the user's index
wins over the shipped one, registered cards over both."""

from __future__ import annotations

import gzip
import http.server
import io
import json
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from typer.testing import CliRunner

from attackcheck.cli import app
from attackcheck.models import cards
from attackcheck.models.cards import build, clear_registered, describe, lookup, register_file, userdata
from attackcheck.models.cards.index import CardIndex
from attackcheck.models.cards.sources import (
    COLORS_CARD,
    COLORS_COST,
    COLORS_INDICATOR,
    COLORS_STATED,
    SourceError,
    read_cards,
)

ATTACKS = [{"kind": "attacks_if_able", "creatures": "self"}]

# Scryfall card objects as in the oracle-cards bulk file (fields this project reads, plus a few
# it ignores). Serra Angel's text is changed on purpose, to tell the user's index from the
# shipped one.
SCRYFALL = [
    {"object": "card", "name": "Serra Angel", "layout": "normal", "mana_cost": "{3}{W}{W}",
     "type_line": "Creature \u2014 Angel", "oracle_text": "Flying, vigilance\nSerra Angel attacks each combat if able.",
     "colors": ["W"], "color_identity": ["W"], "keywords": ["Flying", "Vigilance"], "power": "4", "toughness": "4",
     "prices": {"usd": "0.10"}},
    {"object": "card", "name": "Fire // Ice", "layout": "split", "mana_cost": "{1}{R} // {1}{U}",
     "type_line": "Instant // Instant", "colors": ["U", "R"], "keywords": [],
     "card_faces": [
         {"object": "card_face", "name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant",
          "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets."},
         {"object": "card_face", "name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant",
          "oracle_text": "Tap target permanent.\nDraw a card."}]},
    {"object": "card", "name": "Delver of Secrets // Insectile Aberration", "layout": "transform",
     "type_line": "Creature \u2014 Human Wizard // Creature \u2014 Human Insect", "keywords": ["Flying", "Transform"],
     "card_faces": [
         {"object": "card_face", "name": "Delver of Secrets", "mana_cost": "{U}", "type_line": "Creature \u2014 Human Wizard",
          "oracle_text": "At the beginning of your upkeep, look at the top card of your library. You may reveal that "
                         "card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.",
          "colors": ["U"], "power": "1", "toughness": "1"},
         {"object": "card_face", "name": "Insectile Aberration", "mana_cost": "", "type_line": "Creature \u2014 Human Insect",
          "oracle_text": "Flying", "color_indicator": ["U"], "power": "3", "toughness": "2"}]},
    {"object": "card", "name": "Halvar, God of Battle // Sword of the Realms", "layout": "modal_dfc",
     "type_line": "Legendary Creature \u2014 God // Legendary Artifact \u2014 Equipment", "keywords": ["Equip"],
     "card_faces": [
         {"object": "card_face", "name": "Halvar, God of Battle", "mana_cost": "{2}{W}{W}",
          "type_line": "Legendary Creature \u2014 God", "colors": ["W"], "power": "4", "toughness": "4",
          "oracle_text": "Creatures you control that are enchanted or equipped have double strike."},
         {"object": "card_face", "name": "Sword of the Realms", "mana_cost": "{1}{W}",
          "type_line": "Legendary Artifact \u2014 Equipment", "colors": ["W"],
          "oracle_text": "Equipped creature gets +2/+0 and has vigilance.\nEquip {1}{W}"}]},
    {"object": "card", "name": "Akki Lavarunner // Tok-Tok, Volcano Born", "layout": "flip", "mana_cost": "{3}{R}",
     "type_line": "Creature \u2014 Goblin Warrior // Legendary Creature \u2014 Goblin Shaman", "colors": ["R"],
     "keywords": ["Haste"],
     "card_faces": [
         {"object": "card_face", "name": "Akki Lavarunner", "mana_cost": "{3}{R}",
          "type_line": "Creature \u2014 Goblin Warrior", "power": "1", "toughness": "1",
          "oracle_text": "Haste\nWhenever Akki Lavarunner deals damage to an opponent, flip it."},
         {"object": "card_face", "name": "Tok-Tok, Volcano Born", "mana_cost": "",
          "type_line": "Legendary Creature \u2014 Goblin Shaman", "power": "2", "toughness": "2",
          "oracle_text": "Protection from red\nIf a red source would deal damage to a player, it deals that much "
                         "damage plus 1 to that player instead."}]},
    {"object": "card", "name": "Zzyzx Test Berserker", "layout": "normal", "mana_cost": "{1}{R}",
     "type_line": "Creature \u2014 Human Berserker", "oracle_text": "This creature attacks each combat if able.",
     "colors": ["R"], "keywords": [], "power": "3", "toughness": "1"},
    {"object": "card", "name": "Zzyzx Token Goblin", "layout": "token", "mana_cost": "",
     "type_line": "Token Creature \u2014 Goblin", "oracle_text": "", "colors": ["R"], "power": "1", "toughness": "1"},
]

# MTGJSON AtomicCards: card name -> face objects (side a, b, ...).
ATOMIC = {
    "meta": {"date": "2025-01-01", "version": "5.2.2"},
    "data": {
        "Fire // Ice": [
            {"name": "Fire // Ice", "faceName": "Fire", "side": "a", "layout": "split", "manaCost": "{1}{R}",
             "type": "Instant", "types": ["Instant"], "subtypes": [], "supertypes": [], "colors": ["R"],
             "colorIdentity": ["R", "U"], "text": "Fire deals 2 damage divided as you choose among one or two targets."},
            {"name": "Fire // Ice", "faceName": "Ice", "side": "b", "layout": "split", "manaCost": "{1}{U}",
             "type": "Instant", "types": ["Instant"], "subtypes": [], "supertypes": [], "colors": ["U"],
             "colorIdentity": ["R", "U"], "text": "Tap target permanent.\nDraw a card."}],
        "Delver of Secrets // Insectile Aberration": [
            {"name": "Delver of Secrets // Insectile Aberration", "faceName": "Insectile Aberration", "side": "b",
             "layout": "transform", "type": "Creature \u2014 Human Insect", "types": ["Creature"],
             "subtypes": ["Human", "Insect"], "supertypes": [], "colors": ["U"], "colorIndicator": ["U"],
             "colorIdentity": ["U"], "keywords": ["Flying"], "power": "3", "toughness": "2", "text": "Flying"},
            {"name": "Delver of Secrets // Insectile Aberration", "faceName": "Delver of Secrets", "side": "a",
             "layout": "transform", "manaCost": "{U}", "type": "Creature \u2014 Human Wizard", "types": ["Creature"],
             "subtypes": ["Human", "Wizard"], "supertypes": [], "colors": ["U"], "colorIdentity": ["U"],
             "power": "1", "toughness": "1", "text": "At the beginning of your upkeep, look at the top card of your "
             "library. You may reveal that card. If an instant or sorcery card is revealed this way, transform "
             "Delver of Secrets."}],
        "Zzyzx Test Berserker": [
            {"name": "Zzyzx Test Berserker", "layout": "normal", "manaCost": "{1}{R}",
             "type": "Creature \u2014 Human Berserker", "types": ["Creature"], "subtypes": ["Human", "Berserker"],
             "supertypes": [], "colors": ["R"], "colorIdentity": ["R"], "power": "3", "toughness": "1",
             "text": "This creature attacks each combat if able."}],
    },
}


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("ATTACKCHECK_DATA_DIR", str(folder))
    monkeypatch.delenv(userdata.BULK_DATA_ENV, raising=False)
    cards.reset()
    clear_registered()
    yield folder
    clear_registered()
    cards.reset()


@pytest.fixture
def scryfall_file(tmp_path):
    path = tmp_path / "oracle-cards.json"
    path.write_text(json.dumps(SCRYFALL), encoding="utf-8")
    return path


def _bulk_style(cards_list: list) -> str:
    """Scryfall's bulk files: a JSON list with one card per line."""
    return "[\n" + ",\n".join(json.dumps(c) for c in cards_list) + "\n]\n"


# --------------------------------------------------------------------------- reading sources


def test_scryfall_formats_read_alike(tmp_path):
    expected = [c["name"] for c in SCRYFALL if c["layout"] != "token"]
    variants = {
        "list.json": json.dumps(SCRYFALL),
        "bulk.json": _bulk_style(SCRYFALL),
        "lines.jsonl": "\n".join(json.dumps(c) for c in SCRYFALL) + "\n",
        "object.json": json.dumps({"object": "list", "has_more": False, "data": SCRYFALL}),
        "indented.json": json.dumps(SCRYFALL, indent=2),
    }
    for name, text in variants.items():
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        assert [r["name"] for r in read_cards(path)] == expected, name
    gz = tmp_path / "oracle-cards.json.gz"
    gz.write_bytes(gzip.compress(_bulk_style(SCRYFALL).encode()))
    assert [r["name"] for r in read_cards(gz)] == expected
    odd = tmp_path / "no-extension"
    odd.write_bytes(gzip.compress(json.dumps(SCRYFALL).encode()))
    assert len(list(read_cards(odd))) == len(expected)  # gzip is told by its content


def test_scryfall_faces_and_colors(scryfall_file):
    records = {r["name"]: r for r in read_cards(scryfall_file)}
    fire, ice = records["Fire // Ice"]["faces"]
    assert (fire["colors"], fire["colors_from"], ice["colors"], ice["mana_cost"]) == (["R"], COLORS_COST, ["U"], "{1}{U}")
    delver, aberration = records["Delver of Secrets // Insectile Aberration"]["faces"]
    assert (delver["colors_from"], aberration["colors"], aberration["colors_from"]) == (COLORS_STATED, ["U"], COLORS_INDICATOR)
    assert aberration["mana_cost"] is None and aberration["power"] == "3"
    akki, toktok = records["Akki Lavarunner // Tok-Tok, Volcano Born"]["faces"]
    assert (toktok["colors"], toktok["colors_from"]) == (["R"], COLORS_CARD)  # a flip card's other half
    assert records["Serra Angel"]["source"] == "scryfall"


def test_mtgjson_atomic_cards(tmp_path):
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(ATOMIC), encoding="utf-8")
    records = {r["name"]: r for r in read_cards(path)}
    assert set(records) == set(ATOMIC["data"])
    delver, aberration = records["Delver of Secrets // Insectile Aberration"]["faces"]  # sides in order a, b
    assert (delver["name"], aberration["name"]) == ("Delver of Secrets", "Insectile Aberration")
    assert (aberration["colors"], aberration["colors_from"], aberration["keywords"]) == (["U"], COLORS_STATED, ["Flying"])
    assert [f["name"] for f in records["Fire // Ice"]["faces"]] == ["Fire", "Ice"]
    assert all(r["source"] == "mtgjson" for r in records.values())


def test_unreadable_files_name_the_file(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("[{\"name\": ", encoding="utf-8")
    with pytest.raises(SourceError, match="bad.json"):
        list(read_cards(bad))
    lines = tmp_path / "bad.jsonl"
    lines.write_text(json.dumps(SCRYFALL[0]) + "\n{oops\n", encoding="utf-8")
    with pytest.raises(SourceError, match="line 2"):
        list(read_cards(lines))
    other = tmp_path / "other.json"
    other.write_text(json.dumps([{"id": 1}]), encoding="utf-8")
    with pytest.raises(SourceError, match="neither a Scryfall card object nor an MTGJSON"):
        list(read_cards(other))
    with pytest.raises(SourceError, match="no such file"):
        list(read_cards(tmp_path / "absent.json"))


# --------------------------------------------------------------------------- the build command


def test_build_command(tmp_path, scryfall_file):
    out = tmp_path / "idx.sqlite"
    assert build.main([str(scryfall_file), "--out", str(out)]) == 0
    idx = CardIndex(out, "test")
    try:
        assert idx.meta["cards"] == 6 + idx.meta["library_cards"]
        assert idx.meta["library_sha256"] == cards.library_sha256()
        assert idx.meta["sources"][0]["file"] == "oracle-cards.json"
        assert [idx.card(c)["name"] for _, c, _ in idx.matches("ice")] == ["Fire // Ice"]
    finally:
        idx.close()
    again = tmp_path / "again.sqlite"  # an index is a source too: its cards, the library merged anew
    assert build.main([str(out), "--out", str(again), "--no-library"]) == 0
    idx = CardIndex(again, "test")
    try:
        assert idx.meta["cards"] == 6 and "library_sha256" not in idx.meta
    finally:
        idx.close()
    assert build.main([str(tmp_path / "absent.json"), "--out", str(tmp_path / "x.sqlite")]) == 2


@pytest.mark.slow
def test_build_command_runs_as_a_module(tmp_path, scryfall_file):
    out = tmp_path / "idx.sqlite"
    done = subprocess.run([sys.executable, "-m", "attackcheck.models.cards.build", str(scryfall_file), "--out", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "6 cards" in done.stderr and out.is_file()


# --------------------------------------------------------------------------- import and precedence


def test_data_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("ATTACKCHECK_DATA_DIR", str(tmp_path / "explicit"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert userdata.data_dir() == tmp_path / "explicit"
    assert cards.user_index_path() == tmp_path / "explicit" / "cards.sqlite"
    monkeypatch.delenv("ATTACKCHECK_DATA_DIR")
    assert userdata.data_dir() == tmp_path / "xdg" / "attackcheck"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert userdata.data_dir() == tmp_path / "home" / ".local" / "share" / "attackcheck"


def test_import_scryfall_wins_over_the_shipped_index(data_dir, scryfall_file):
    assert lookup("Serra Angel")["abilities"] == [] and lookup("Ice") is None and lookup("Zzyzx Test Berserker") is None
    summary = userdata.import_file(scryfall_file)
    assert summary["path"] == str(data_dir / "cards.sqlite") and summary["cards"] == 6 + summary["library_cards"]
    shown = describe("Serra Angel")
    assert (shown["index"], shown["source"], shown["effects"]) == ("user", "scryfall", ATTACKS)
    ice = describe("Ice")
    assert (ice["card"], ice["colors"], ice["colors_from"], ice["index"]) == ("Fire // Ice", ["U"], COLORS_COST, "user")
    assert lookup("Sword of the Realms")["types"] == ["artifact"]
    assert lookup("Tok-Tok, Volcano Born")["colors"] == ["R"]
    assert lookup("Zzyzx Test Berserker")["abilities"] == ATTACKS
    assert lookup("Zzyzx Token Goblin") is None  # tokens are not cards
    assert describe("Juggernaut")["source"] == "library" and describe("Juggernaut")["index"] == "user"
    assert describe("Goblin Brigand")["index"] == "shipped"  # what the import lacks
    assert "Zzyzx Test Berserker" in cards.search("zzyzx")


def test_registered_cards_win_over_the_user_index(tmp_path, scryfall_file):
    userdata.import_file(scryfall_file)
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps([dict(SCRYFALL[0], oracle_text="Flying, vigilance")]), encoding="utf-8")
    assert register_file(mine) == ["Serra Angel"]
    assert describe("Serra Angel")["source"] == "registered" and lookup("Serra Angel")["abilities"] == []
    clear_registered()
    assert lookup("Serra Angel")["abilities"] == ATTACKS


def test_import_mtgjson_gzip(tmp_path):
    path = tmp_path / "AtomicCards.json.gz"
    path.write_bytes(gzip.compress(json.dumps(ATOMIC).encode()))
    userdata.import_file(path)
    ice = describe("Ice")
    assert (ice["source"], ice["colors"], ice["colors_from"], ice["index"]) == ("mtgjson", ["U"], COLORS_STATED, "user")
    assert lookup("Insectile Aberration")["keywords"] == ["flying"]
    assert lookup("Zzyzx Test Berserker")["power"] == 3


def test_a_broken_user_index_is_reported(data_dir):
    from attackcheck import Board, BoardError

    data_dir.mkdir(parents=True)
    (data_dir / "cards.sqlite").write_bytes(b"not an index at all" * 100)
    cards.reset()
    with pytest.raises(BoardError) as info:
        Board({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
               "permanents": [{"id": "x", "card": "Serra Angel", "controller": "A"}]})
    assert info.value.path == "permanents[0].card" and "user card index" in str(info.value)
    r = CliRunner().invoke(app, ["cards", "Serra Angel"])
    assert r.exit_code == 2 and "not a card index" in r.stderr


def test_register_file_reads_any_format_lazily(tmp_path):
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(ATOMIC), encoding="utf-8")
    assert set(register_file(path)) == set(ATOMIC["data"])
    assert all(r._card is None for r in cards._registered.values())  # nothing read yet
    assert lookup("ice")["name"] == "Ice"
    assert describe("Zzyzx Test Berserker")["source"] == "registered"


def test_cards_import_command(data_dir, scryfall_file):
    r = CliRunner().invoke(app, ["cards", "import", str(scryfall_file), "--json"])
    assert r.exit_code == 0, r.stderr
    assert json.loads(r.stdout)["path"] == str(data_dir / "cards.sqlite")
    r = CliRunner().invoke(app, ["cards", "Ice", "--json"])
    assert r.exit_code == 0 and json.loads(r.stdout)["name"] == "Ice"
    r = CliRunner().invoke(app, ["cards", "import"])
    assert r.exit_code == 2 and "cards import FILE" in r.stderr
    r = CliRunner().invoke(app, ["cards", "import", str(data_dir / "absent.json")])
    assert r.exit_code == 2 and "absent.json" in r.stderr.replace("\n", "")


def test_cards_from_a_file_on_the_command_line_in_any_format(tmp_path):
    path = tmp_path / "AtomicCards.json.gz"
    path.write_bytes(gzip.compress(json.dumps(ATOMIC).encode()))
    r = CliRunner().invoke(app, ["--cards", str(path), "cards", "Zzyzx Test Berserker", "--json"])
    assert r.exit_code == 0 and json.loads(r.stdout)["effects"] == ATTACKS


# --------------------------------------------------------------------------- update


class _Server:
    """A local HTTP server serving fixed paths and recording the requests' headers."""

    def __init__(self, files: dict[str, tuple[bytes, dict[str, str]]]):
        self.files = files
        self.headers: list[dict[str, str]] = []
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):  # noqa: N802 - the http.server API
                outer.headers.append(dict(self.headers))
                if self.path not in outer.files:
                    self.send_error(404)
                    return
                body, extra = outer.files[self.path]
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                for k, v in extra.items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self) -> "_Server":
        self.thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def _bulk_api(url: str, download: str) -> bytes:
    return json.dumps({"object": "list", "has_more": False, "data": [
        {"object": "bulk_data", "type": "default_cards", "download_uri": url + "/default-cards.json"},
        {"object": "bulk_data", "type": "oracle_cards", "download_uri": url + download,
         "content_type": "application/json", "content_encoding": "gzip"},
    ]}).encode()


@pytest.mark.slow
def test_cards_update_downloads_with_a_progress_bar(data_dir):
    cards_json = _bulk_style(SCRYFALL * 40).encode()  # several read chunks
    with _Server({}) as server:
        server.files["/bulk-data"] = (_bulk_api(server.url, "/oracle-cards.json"), {"Content-Type": "application/json"})
        server.files["/oracle-cards.json"] = (cards_json, {"Content-Type": "application/json"})
        r = CliRunner().invoke(app, ["cards", "update", "--url", server.url + "/bulk-data"])
    assert r.exit_code == 0, r.stderr
    bars = [line for line in r.stderr.splitlines() if line.startswith("oracle-cards [")]
    assert len(bars) >= 3 and "  0%" in bars[0] and "100%" in bars[-1]
    assert "100%" not in r.stdout and "cards" in r.stdout
    assert [h.get("User-Agent", "").split("/")[0] for h in server.headers] == ["attackcheck", "attackcheck"]
    assert all(h.get("Accept") for h in server.headers)
    assert describe("Ice")["index"] == "user"
    assert not any(p.name.startswith("oracle-cards") for p in data_dir.iterdir())  # the download is removed


@pytest.mark.slow
def test_update_follows_the_environment_and_reads_gzip(monkeypatch, data_dir):
    body = gzip.compress(_bulk_style(SCRYFALL).encode())
    seen: list[tuple[int, int | None]] = []
    with _Server({}) as server:
        server.files["/api/bulk"] = (_bulk_api(server.url, "/oracle.json"), {})
        server.files["/oracle.json"] = (body, {"Content-Encoding": "gzip", "Content-Type": "application/json"})
        monkeypatch.setenv(userdata.BULK_DATA_ENV, server.url + "/api/bulk")
        summary = userdata.update(progress=lambda done, total: seen.append((done, total)))
    assert summary["url"] == server.url + "/oracle.json"
    assert seen[0] == (0, len(body)) and seen[-1] == (len(body), len(body))
    assert lookup("Zzyzx Test Berserker")["abilities"] == ATTACKS


@pytest.mark.slow
def test_update_failures_are_reported(data_dir):
    with _Server({}) as server:
        server.files["/no-oracle"] = (json.dumps({"object": "list", "data": [{"type": "rulings"}]}).encode(), {})
        server.files["/broken"] = (_bulk_api(server.url, "/missing.json"), {})
        r = CliRunner().invoke(app, ["cards", "update", "--url", server.url + "/no-oracle"])
        assert r.exit_code == 2 and "no oracle_cards file" in r.stderr
        r = CliRunner().invoke(app, ["cards", "update", "--url", server.url + "/broken"])
        assert r.exit_code == 2 and "missing.json" in r.stderr
        # a 404 is the server's answer, not a missing connection
        assert "HTTP 404" in " ".join(r.stderr.split()) and "without a connection" not in r.stderr
    assert not (data_dir / "cards.sqlite").exists()


def test_a_name_given_twice_in_one_file_is_said_when_imported(tmp_path):
    # Scryfall's oracle-cards holds Unstable variants under one name: the last was kept silently
    cards_file = tmp_path / "twice.json"
    cards_file.write_text(json.dumps([dict(SCRYFALL[0], oracle_text="Flying"), dict(SCRYFALL[0])]), encoding="utf-8")
    said: list[str] = []
    from attackcheck.models.cards.build import build_index

    build_index([cards_file], tmp_path / "out.sqlite", log=said.append)
    assert any("given again under a name already given" in m and "Serra Angel" in m for m in said)


def test_progress_bar_text():
    stream = io.StringIO()
    bar = userdata.ProgressBar("oracle-cards", stream=stream)
    for done in range(0, 1001, 50):
        bar(done, 1000)
    lines = stream.getvalue().splitlines()
    assert len(lines) == 11 and lines[0] == "oracle-cards [" + "." * 30 + "]   0% 0.0/0.0 MB"
    assert lines[5] == "oracle-cards [" + "#" * 15 + "." * 15 + "]  50% 0.0/0.0 MB"
    assert lines[-1] == "oracle-cards [" + "#" * 30 + "] 100% 0.0/0.0 MB"
    unknown = io.StringIO()
    userdata.ProgressBar("x", stream=unknown)(25_000_000, None)
    assert unknown.getvalue() == "x 25.0 MB\n"


def test_shipped_index_path_is_package_data():
    assert cards.shipped_index_path() == Path(cards.__file__).with_name("cards.sqlite")
    assert cards.shipped_index_path().stat().st_size < 10_000_000


def test_a_running_process_reads_an_index_another_process_imported(data_dir, scryfall_file):
    # the service reads cards for as long as it runs: an import made meanwhile by `attackcheck
    # cards import` (another process) replaced the index file, but the service answered from
    # the file it had opened, until restarted
    import os
    import subprocess
    import sys

    assert lookup("Zzyzx Test Berserker") is None  # the indexes are open, the name looked up
    got = subprocess.run([sys.executable, "-m", "attackcheck", "cards", "import", str(scryfall_file)],
                         env=dict(os.environ), capture_output=True, text=True, timeout=300)
    assert got.returncode == 0, got.stderr
    cards._checked_at = 0.0  # (looked at once a second at most)
    assert lookup("Zzyzx Test Berserker")["abilities"] == ATTACKS


def test_card_file_names_that_differ_only_in_punctuation_are_told_apart(tmp_path):
    # "Lava Axe" and the playtest card "Lava, Axe" share a key: a `--cards` file registered
    # the last one under it, so "Lava Axe" found "Lava, Axe"; as the indexes do, the name as
    # written wins, else the one but for case, else the key's last
    mine = tmp_path / "mine.json"
    axe = dict(SCRYFALL[0], name="Lava Axe", oracle_text="This creature can't attack.")
    comma = dict(SCRYFALL[0], name="Lava, Axe", oracle_text="")
    mine.write_text(json.dumps([axe, comma]), encoding="utf-8")
    assert register_file(mine) == ["Lava Axe", "Lava, Axe"]
    assert describe("Lava Axe")["card"] == "Lava Axe" and describe("Lava, Axe")["card"] == "Lava, Axe"
    assert describe("lava axe")["card"] == "Lava Axe"
    assert describe("LAVA AXE!")["card"] == "Lava, Axe"  # neither as written: the last registered
