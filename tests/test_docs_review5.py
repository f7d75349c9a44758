"""What a stranger following the docs runs into: each error names the field and says what to
do (a near id or field, where a field belongs, the indentation to look at, how a token is
written), card files cut short or of the wrong kind are bad input naming the file, and the
judge's page lets a token be added and shows no dead control."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from attackcheck import Board, InputError
from attackcheck.cli import app
from attackcheck.models import cards
from attackcheck.models.cards import clear_registered, userdata
from attackcheck.models.cards.sources import SourceError, read_cards
from test_web_page import Page, driver, server  # noqa: F401  (the browser and the server, as fixtures)

ROOT = Path(__file__).resolve().parents[1]
GOAD = ROOT / "tests" / "examples" / "commander-goad-archon.yaml"
BASE = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}}
BEAR = {"id": "bear", "name": "Grizzly Bears", "controller": "A", "types": ["creature"], "power": 2, "toughness": 2}
SCRYFALL_CARD = {"object": "card", "name": "Zzyzx Review Berserker", "layout": "normal", "mana_cost": "{1}{R}",
                 "type_line": "Creature — Goblin Berserker", "oracle_text": "This creature attacks each combat if able.",
                 "power": "2", "toughness": "1", "colors": ["R"], "keywords": []}


def _error(source) -> InputError:
    with pytest.raises(InputError) as info:
        Board(source)
    return info.value


def _board(**fields) -> dict:
    return {**BASE, "permanents": [BEAR], **fields}


# --------------------------------------------------------------------------- declarations


def test_an_unknown_creature_or_defender_gets_the_near_id_and_what_can_be_named():
    board = Board.from_file(GOAD)
    with pytest.raises(InputError) as info:
        board.check({"attacks": {"Lion": "B"}})
    assert info.value.path == "declaration.attacks.Lion"
    assert "unknown creature 'Lion'; did you mean 'lion'?" in info.value.message
    assert "the active player's are: lion" in info.value.message
    with pytest.raises(InputError) as info:
        board.check({"attacks": {"lion": "Jace"}})
    assert info.value.path == "declaration.attacks.lion"
    assert "unknown defender 'Jace'; did you mean 'jace'?" in info.value.message
    assert info.value.message.endswith("by its id: B, C, D, jace)")  # never A, the active player (506.2)
    with pytest.raises(InputError) as info:
        board.propose(keep_home=["lino"])
    assert info.value.path == "keep_home.lino" and "did you mean 'lion'?" in info.value.message


def test_the_verdicts_are_unchanged_by_the_messages():
    board = Board.from_file(GOAD)
    assert board.is_legal({"attacks": {"lion": "D"}}) and not board.is_legal({"attacks": {"lion": "B"}})


# --------------------------------------------------------------------------- fields


def test_a_misspelled_field_gets_the_field_meant():
    bad = dict(BEAR, toughnes=2)
    del bad["toughness"]
    err = _error(_board(permanents=[bad]))
    assert ("permanents[0].toughnes", "unknown field; did you mean 'toughness'?") in err.errors
    err = _error(_board(effects=[{"kind": "attack_tax", "target": "you", "cots": "{2}", "controller": "B"}]))
    assert ("effects[0].cots", "unknown field; did you mean 'cost'?") in err.errors
    err = _error(_board(effects=[{"kind": "cant_attack", "creatures": "self", "source": "bear",
                                  "condition": {"sourse_tapped": True}}]))
    assert ("effects[0].condition.sourse_tapped", "unknown field; did you mean 'source_tapped'?") in err.errors
    with pytest.raises(InputError) as info:
        Board(_board()).check({"attack": {"bear": "B"}})
    assert info.value.errors == [("declaration.attack", "unknown field; did you mean 'attacks'?")]


def test_a_field_at_the_wrong_level_says_where_it_belongs():
    err = _error({"version": 1, "players": [{"id": "A"}, {"id": "B"}], "active": "A", "permanents": []})
    assert ("active", "unknown field; 'active' is a field of turn: check the indentation") in err.errors
    assert err.errors[0][0] == "turn" and "turn: {active: PLAYER}" in err.errors[0][1]
    err = _error({**BASE, "permanents": [{"id": "x", "card": "Silvercoat Lion"}], "controller": "A"})
    assert ("controller", "unknown field; 'controller' is a field of a permanent (under permanents): "
                          "check the indentation") in err.errors


def test_missing_fields_and_the_wrong_version_say_what_to_write():
    assert _error({**BASE, "turn": {}}).errors == [
        ("turn.active", "missing: the id of the player whose turn it is (the attacking player, 506.2)")]
    err = _error({**BASE, "version": 2})
    assert err.path == "version" and "write version: 1" in err.message
    err = _error({k: v for k, v in BASE.items() if k != "version"})
    assert err.errors == [("version", "missing: write version: 1 (board format v1)")]
    err = _error(_board(permanents=[{k: v for k, v in BEAR.items() if k != "controller"}]))
    assert err.errors == [("permanents[0].controller", "missing: this field is required")]


def test_yaml_errors_point_at_indentation_tabs_and_text_cut_short():
    text = "version: 1\nplayers: [{id: A}, {id: B}]\nturn: {active: A}\npermanents:\n  - id: x\n    card: Silvercoat Lion\n   controller: A\n"
    err = _error(text)
    assert "at line 7" in err.message and "check the indentation of line 7" in err.message
    err = _error("version: 1\nplayers: [{id: A}, {id: B}]\nturn: {active: A}\npermanents:\n\t- {id: x, controller: A}\n")
    assert "YAML indents with spaces, never tabs" in err.message
    err = _error('{"version": 1, "players": [{"id": "A"}],\n "turn": {"active": "A"}')
    assert "is it cut short?" in err.message and "indentation" not in err.message


def test_the_command_line_says_what_a_declaration_is_when_it_is_no_file():
    r = CliRunner().invoke(app, ["check", str(GOAD), "lion: B"])
    assert r.exit_code == 2
    out = " ".join((r.output or "").split())
    assert "no file 'lion: B': a declaration is a file, - (standard input) or inline JSON" in out


# --------------------------------------------------------------------------- tokens


def test_a_creature_type_as_a_card_name_shows_the_token_written_out():
    err = _error(_board(permanents=[{"id": "t", "card": "Goblin", "controller": "A", "token": True}]))
    assert err.path == "permanents[0].card"
    assert "unknown card 'Goblin'" in err.message  # with its "did you mean"
    assert ("a token named Goblin has no card: write it out instead, {id: t, name: Goblin, controller: A, "
            "token: true, types: [creature], subtypes: [Goblin], power: 1, toughness: 1}") in err.message


def test_a_card_that_is_never_a_permanent_is_refused():
    # Illusion is an instant: `card: Illusion` made a permanent that is no creature, silently
    err = _error(_board(permanents=[{"id": "i", "card": "Illusion", "controller": "A", "token": True}]))
    assert err.path == "permanents[0].card"
    assert "'Illusion' is an instant card, which is never on the battlefield (110.4)" in err.message
    assert "a token named Illusion has no card" in err.message
    err = _error(_board(permanents=[{"id": "b", "card": "Lightning Bolt", "controller": "A"}]))
    assert "'Lightning Bolt' is an instant card" in err.message and "token" not in err.message


def test_tokens_written_out_and_token_copies_of_cards_load():
    board = Board(_board(permanents=[
        {"id": "g", "name": "Goblin", "controller": "A", "token": True, "types": ["creature"], "subtypes": ["Goblin"],
         "power": 1, "toughness": 1},
        {"id": "i", "card": "Illusion", "controller": "A", "token": True, "types": ["creature"], "power": 1,
         "toughness": 1},  # types written on the board win over the card's
        {"id": "angel", "card": "Serra Angel", "controller": "A", "token": True}]))
    assert board.legal_attacks.count() == 2 ** 3


# --------------------------------------------------------------------------- card files


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    folder = tmp_path / "data"
    monkeypatch.setenv("ATTACKCHECK_DATA_DIR", str(folder))
    cards.reset()
    clear_registered()
    yield folder
    clear_registered()
    cards.reset()


def _bulk(cards_list: list) -> str:
    return "[\n" + ",\n".join(json.dumps(c) for c in cards_list) + "\n]\n"


def _source_error(path: Path) -> str:
    with pytest.raises(SourceError) as info:
        list(read_cards(path))
    return str(info.value)


def test_card_files_cut_short_are_told_so(tmp_path):
    whole = _bulk([SCRYFALL_CARD, dict(SCRYFALL_CARD, name="Zzyzx Review Other")])
    cut = tmp_path / "oracle-cards.json"
    cut.write_text(whole[:len(whole) // 2 + 40], encoding="utf-8")
    assert "the file is cut short (download it again)" in _source_error(cut)
    at_a_line = tmp_path / "at-a-line.json"
    at_a_line.write_text("\n".join(whole.splitlines()[:2]) + "\n", encoding="utf-8")  # "[" and one card, no "]"
    assert "no closing ']' after 1 cards: the file is cut short" in _source_error(at_a_line)
    gz = tmp_path / "oracle-cards.json.gz"
    gz.write_bytes(gzip.compress(whole.encode())[:60])
    assert "the gzip file ends early" in _source_error(gz)  # was an internal error (EOFError)


def test_card_files_of_another_kind_say_which_file_to_import(tmp_path):
    rulings = tmp_path / "rulings.json"
    rulings.write_text(json.dumps([{"object": "ruling", "oracle_id": "x", "comment": "hi"}]), encoding="utf-8")
    assert "a Scryfall 'ruling' object, not a card: import the oracle_cards bulk file" in _source_error(rulings)
    bulk = tmp_path / "bulk.json"
    bulk.write_text(json.dumps([{"object": "bulk_data", "type": "oracle_cards"}]), encoding="utf-8")
    assert "a Scryfall 'bulk_data' object" in _source_error(bulk)
    printings = tmp_path / "AllPrintings.json"
    printings.write_text(json.dumps({"meta": {}, "data": {"10E": {"name": "Tenth Edition", "cards": []}}}),
                         encoding="utf-8")
    assert "import AtomicCards.json instead" in _source_error(printings)
    board = tmp_path / "board.yaml"
    board.write_text("version: 1\n", encoding="utf-8")
    assert "Scryfall's oracle-cards JSON" in _source_error(board)


def test_an_import_with_no_cards_is_refused_and_keeps_the_index(data_dir, tmp_path):
    good = tmp_path / "oracle-cards.json"
    good.write_text(_bulk([SCRYFALL_CARD]), encoding="utf-8")
    userdata.import_file(good)
    assert cards.lookup("Zzyzx Review Berserker") is not None
    for name, text in (("empty.json", ""), ("list.json", "[]"),
                       ("tokens.json", json.dumps([{"object": "card", "name": "Goblin", "layout": "token",
                                                    "type_line": "Token Creature — Goblin"}]))):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        r = CliRunner().invoke(app, ["cards", "import", str(path)])
        assert r.exit_code == 2 and "holds no cards" in " ".join(r.output.split()), r.output
    cut = tmp_path / "cut.json.gz"
    cut.write_bytes(gzip.compress(_bulk([SCRYFALL_CARD]).encode())[:50])
    r = CliRunner().invoke(app, ["cards", "import", str(cut)])
    assert r.exit_code == 2 and "ends early" in " ".join(r.output.split()), r.output
    cards.reset()
    assert cards.lookup("Zzyzx Review Berserker") is not None  # the index before stays


def test_cards_coverage_reads_mtgjson_atomic_cards(tmp_path):
    from benchmarks.cards_coverage import faces_from_corpus

    atomic = tmp_path / "AtomicCards.json"
    atomic.write_text(json.dumps({"meta": {}, "data": {"Zzyzx": [{"name": "Zzyzx", "type": "Creature — Goblin",
                                                                  "text": "Haste"}]}}), encoding="utf-8")
    assert [(f.name, f.text) for f in faces_from_corpus(atomic)] == [("Zzyzx", "Haste")]


# --------------------------------------------------------------------------- the judge's page


@pytest.mark.slow
def test_the_page_adds_tokens_and_shows_no_dead_control(driver, server):  # noqa: F811
    page = Page(driver, server)
    page.open()
    assert not page.d.find_element(page.By.ID, "io-download").is_displayed()  # nothing exported yet
    assert [c.text for c in page.css("#examples code")] == ["card:"]  # `card:` in an example's text
    page.click("example:commander-goad-archon")
    page.declare("lion", "B")
    page.wait(lambda: page.d.find_element(page.By.ID, "io-command").text
              == """attackcheck check board.yaml '{"attacks":{"lion":"B"}}'""", "the command of the declaration")
    for typed, offer in (("Goblin Token", "Add a 1/1 creature token named Goblin"),  # no card
                         ("Illusion", "Add a 1/1 creature token named Illusion"),  # an instant
                         ("Treasure", "Add a Treasure token (an artifact)")):  # 111.10
        box = page.el("add-card:A")
        page.d.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
        box.clear()
        box.send_keys(typed)
        page.click("add-card:A:go")
        message = page.wait(lambda: page.el("add-card:A").find_element(
            page.By.XPATH, "following::div[contains(@class, 'combo-message')][1]"), "the message")
        button = page.wait(lambda: [b for b in message.find_elements(page.By.TAG_NAME, "button")
                                    if b.text == offer], "the token button")[0]
        button.click()
        page.idle()
    tokens = {p["id"]: p for p in page.board()["permanents"] if p.get("token")}
    assert tokens == {
        "goblin": {"id": "goblin", "name": "Goblin", "controller": "A", "token": True, "types": ["creature"],
                   "power": 1, "toughness": 1, "subtypes": ["Goblin"]},
        "illusion": {"id": "illusion", "name": "Illusion", "controller": "A", "token": True, "types": ["creature"],
                     "power": 1, "toughness": 1, "subtypes": ["Illusion"]},
        "treasure": {"id": "treasure", "name": "Treasure", "controller": "A", "token": True, "types": ["artifact"],
                     "subtypes": ["Treasure"], "mana": ["any"]}}
    assert page.d.find_element(page.By.ID, "io-download").is_displayed()  # after the export


def test_unknown_players_and_permanents_get_the_near_id():
    err = _error({**BASE, "turn": {"active": "a"}, "permanents": []})
    assert err.errors == [("turn.active", "unknown player 'a'; did you mean 'A'? (the players: A, B)")]
    err = _error(_board(designations=[{"goad": "Bear", "by": "B"}]))
    assert err.errors == [("designations[0].goad", "unknown permanent 'Bear'; did you mean 'bear'?")]
    err = _error(_board(effects=[{"kind": "cant_attack", "creatures": ["baer"], "controller": "B"}]))
    assert err.errors == [("effects[0].creatures[0]", "unknown permanent 'baer'; did you mean 'bear'?")]
    err = _error(_board(effects=[{"kind": "cant_attack", "creatures": ["bear"], "controller": "Z"}]))
    assert err.errors == [("effects[0].controller", "unknown player 'Z' (the players: A, B)")]


@pytest.mark.slow
def test_the_page_asks_how_unread_card_text_applies(driver, server):  # noqa: F811
    page = Page(driver, server)
    page.open()
    page.click("new-board")
    page.add_card("A", "Titania's", "Titania's Song")  # a power equal to a mana value, abilities lost: not read
    assert page.verdict()["word"] == "Unknown"
    why = page.d.find_element(page.By.CSS_SELECTOR, "#verdict .why-unknown").text
    assert "Titania's Song (titania-s-song): Each noncreature artifact loses all abilities" in why
    assert "How this text applies now" in why
    assert not page.css("#verdict .unsupported")  # nothing is taken as said yet
    page.choose("perm:titania-s-song:unread-text", "inactive")
    assert page.verdict()["word"] == "Legal"
    assert page.board()["permanents"][0]["unread_text"] == "inactive"
    note = page.d.find_element(page.By.CSS_SELECTOR, "#verdict .unsupported").text
    assert "taken as the board says" in note and "Titania's Song (titania-s-song), it does not apply now" in note
    page.choose("perm:titania-s-song:unread-text", "")
    assert page.verdict()["word"] == "Unknown" and "unread_text" not in page.board()["permanents"][0]


def test_an_update_without_a_connection_says_how_to_import_instead(data_dir):
    import socket

    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    r = CliRunner().invoke(app, ["cards", "update", "--url", f"http://127.0.0.1:{port}/bulk-data"])
    out = " ".join(r.output.split())
    assert r.exit_code == 2 and "download Scryfall's oracle-cards file elsewhere" in out
    assert "and run: attackcheck cards import FILE" in out


def test_a_color_is_a_letter_and_a_color_name_says_which():
    # `colors: [red]` was read as the color "RED", which no selector of R matches: silently
    # another board
    err = _error(_board(permanents=[dict(BEAR, colors=["red"])]))
    assert err.errors == [("permanents[0].colors[0]", "'red' is not a color: write W, U, B, R or G (R for red)")]
    err = _error(_board(effects=[{"kind": "cant_attack", "creatures": {"colors": ["Black"]}, "controller": "B"}]))
    assert ("effects[0].creatures.colors[0]", "'Black' is not a color: write W, U, B, R or G (B for black)") in err.errors
    err = _error(_board(effects=[{"kind": "cant_attack", "creatures": {"not_colors": ["X"]}, "controller": "B"}]))
    assert ("effects[0].creatures.not_colors[0]", "'X' is not a color: write W, U, B, R or G") in err.errors
    light = {"kind": "cant_attack", "creatures": {"colors": ["g"]}, "controller": "B"}  # any case, as before
    assert Board(_board(permanents=[dict(BEAR, colors=["G"])], effects=[light])).legal_attacks.count() == 1


def test_a_field_named_like_an_effect_kind_keeps_its_name_in_the_path():
    # `goad` is an effect kind: the path of a designation's missing `goad` lost the field
    err = _error(_board(designations=[{"goaded": "bear", "by": "B"}]))
    assert err.errors == [("designations[0].goad", "missing: this field is required"),
                          ("designations[0].goaded", "unknown field; did you mean 'goad'?")]
    granted = {"kind": "grant_abilities", "creatures": ["bear"], "controller": "A",
               "abilities": [{"kind": "goad", "creatures": "self", "cretures": "self"}]}
    err = _error(_board(effects=[granted]))
    assert ("effects[0].abilities[0].cretures", "unknown field; did you mean 'creatures'?") in err.errors


def test_an_object_written_as_something_else_shows_its_shape_and_kinds_their_near_name():
    err = _error({**BASE, "players": ["A", "B"]})
    assert err.errors[:2] == [("players[0]", "should be a mapping of fields ({field: value, ...}), such as {id: A}"),
                              ("players[1]", "should be a mapping of fields ({field: value, ...}), such as {id: B}")]
    err = _error({**BASE, "players": [3]})
    assert err.errors[0] == ("players[0]", "should be a mapping of fields ({field: value, ...}), such as "
                                           "{id: A, life: 20}")
    err = _error({**BASE, "turn": "A"})
    assert err.errors == [("turn", "should be a mapping of fields ({field: value, ...}), such as {active: A}")]
    err = _error(_board(effects=[{"kind": "attacks_if_abel", "creatures": ["bear"]}]))
    assert err.path == "effects[0].kind" and "unknown effect kind 'attacks_if_abel'; did you mean " \
                                               "'attacks_if_able'?; known kinds: " in err.message


def test_json_lines_cut_short_are_told_so(tmp_path):
    lines = "".join(json.dumps(dict(SCRYFALL_CARD, name=f"Zzyzx Review {i}")) + "\n" for i in range(3))
    cut = tmp_path / "oracle-cards.jsonl"
    cut.write_text(lines[:-30], encoding="utf-8")
    assert "line 3: not JSON" in _source_error(cut) and "the file is cut short" in _source_error(cut)
    broken = tmp_path / "broken.jsonl"
    broken.write_text(lines.replace("Zzyzx Review 1\"", "Zzyzx Review 1"), encoding="utf-8")
    assert "line 2: not JSON" in _source_error(broken) and "cut short" not in _source_error(broken)
