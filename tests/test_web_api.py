"""The judge's page's endpoints (attackcheck/web): card search and details, the bundled
examples, reading and writing board files as the command line does, the board as the solver
reads it, and the page's static files. No browser here (tests/test_web_page.py drives one)."""

import json
import os
import subprocess
import sys
import warnings
from pathlib import Path

import pytest
import yaml

pytest.importorskip("fastapi")
pytest.importorskip("httpx")

with warnings.catch_warnings():  # starlette's note about its httpx-based client
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient  # noqa: E402

from attackcheck import Board  # noqa: E402
from attackcheck.models import cards  # noqa: E402
from attackcheck.service import create_app  # noqa: E402
from attackcheck.web.routes import EXAMPLES_DIR, STATIC_DIR  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE_FILES = sorted((ROOT / "tests" / "examples").glob("*.yaml"))
GOAD = yaml.safe_load((ROOT / "tests" / "examples" / "commander-goad-archon.yaml").read_text())["board"]


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(time_limit=10)) as c:
        yield c


def test_cards_search_endpoint(client):
    r = client.get("/cards", params={"q": "silvercoat"})
    assert r.status_code == 200 and r.json() == {"cards": cards.search("silvercoat", 20)}
    assert "Silvercoat Lion" in r.json()["cards"]
    assert client.get("/cards", params={"q": "lion"}).json() == {"cards": cards.search("lion", 20)}
    assert client.get("/cards", params={"q": "", "limit": 5}).json() == {"cards": []}  # no query, no names
    bad = client.get("/cards", params={"q": "a", "limit": 0})
    assert bad.status_code == 422 and bad.json()["violations"][0]["field"] == "query.limit"


def test_card_details_and_unknown_card(client):
    r = client.get("/cards/Blazing Archon")
    assert r.status_code == 200
    body = r.json()
    described = cards.describe("Blazing Archon")
    assert {k: body[k] for k in described} == described
    assert body["types"] == ["creature"] and body["effects"][0]["kind"] == "cant_attack_target"
    taunt = client.get("/cards/taunt").json()  # names are case-insensitive
    assert taunt["resolved"][0]["effects"][0]["kind"] == "attacks_target_if_able"
    assert "target_player" in taunt["placeholders"]
    halls = client.get("/cards/Halls of Mist").json()  # a template no effect kind states
    assert halls["unsupported"] and "during their controller's last turn can't attack" in halls["unsupported"][0]
    assert [s["outcome"] for s in halls["sentences"]][-1] == "unsupported"
    missing = client.get("/cards/Silvercoat Lio")
    assert missing.status_code == 404
    err = missing.json()
    assert err["status"] == "error" and err["violations"][0]["kind"] == "input"
    assert err["violations"][0]["field"] == "name" and "unknown card" in err["violations"][0]["message"]
    assert err["suggestions"] == ["Silvercoat Lion"]


def test_examples_are_the_test_examples(client):
    listed = client.get("/examples").json()["examples"]
    assert [e["name"] for e in listed] == [p.stem for p in EXAMPLE_FILES]
    assert sorted(p.name for p in EXAMPLES_DIR.glob("*.yaml")) == [p.name for p in EXAMPLE_FILES]
    for path in EXAMPLE_FILES:
        data = yaml.safe_load(path.read_text())
        one = client.get(f"/examples/{path.stem}").json()
        assert one["board"] == data["board"] and one["checks"] == data["checks"] and one["title"] == data["name"]
    for bad in ("nothing-here", "..%2Fexamples%2FREADME", "README"):
        r = client.get(f"/examples/{bad}")
        assert r.status_code == 404 and r.json()["status"] == "error"


def test_board_read_reads_like_the_cli(client):
    text = (ROOT / "tests" / "examples" / "commander-goad-archon.yaml").read_text()
    assert client.post("/board/read", json={"text": text}).json() == {"board": GOAD}
    assert client.post("/board/read", json={"text": json.dumps(GOAD)}).json() == {"board": GOAD}
    r = client.post("/board/read", json={"text": "players: [a, b\n"})
    assert r.status_code == 422
    v = r.json()["violations"][0]
    assert v["field"] == "text" and "not valid YAML or JSON" in v["message"]
    r = client.post("/board/read", json={"text": "- just a list"})
    assert r.status_code == 422 and r.json()["violations"][0]["field"] == "text"
    for empty in ("", "~", "# a comment only", "3"):  # were a 500, "internal error: TypeError"
        r = client.post("/board/read", json={"text": empty})
        assert r.status_code == 422 and r.json()["violations"][0]["field"] == "text", (empty, r.text)


@pytest.mark.slow
def test_board_yaml_round_trips_through_the_cli(client, tmp_path):
    board = {**GOAD, "permanents": [{"id": "lion", "card": "Silvercoat Lion", "controller": "A"},
                                    *GOAD["permanents"][1:]]}
    text = client.post("/board/yaml", json={"board": board}).json()["yaml"]
    assert yaml.safe_load(text) == board
    path = tmp_path / "board.yaml"
    path.write_text(text)
    for decl, status, code in (({"attacks": {"lion": "B"}}, "illegal", 1), ({"attacks": {"lion": "D"}}, "legal", 0)):
        run = subprocess.run([sys.executable, "-m", "attackcheck", "check", str(path), json.dumps(decl), "--json"],
                             capture_output=True, text=True, timeout=120)
        assert run.returncode == code, run.stderr
        result = json.loads(run.stdout)
        assert result["status"] == status
        assert result == client.post("/check", json={"board": board, "declaration": decl}).json()


def test_board_view_is_the_solvers_reading(client):
    view = client.post("/board/view", json={"board": GOAD}).json()
    assert [p["id"] for p in view["players"]] == ["A", "B", "C", "D"]
    assert view["active"] == "A" and view["attackers"] == ["lion"]
    assert [d["id"] for d in view["defenders"]] == ["B", "C", "D", "jace"]
    assert view["defenders"][3] == {"id": "jace", "label": "Jace Beleren (jace)", "kind": "planeswalker", "player": "D"}
    assert view["others"] == []  # every opponent defends; A, the active player, is never one to attack (506.2)
    lion = view["permanents"][0]
    assert lion["goaded_by"] == ["B"] and lion["power"] == 2 and lion["ineligible"] is None

    by_card = {**GOAD, "permanents": [{"id": "lion", "card": "Silvercoat Lion", "controller": "A", "sick": True},
                                      {"id": "g", "card": "Gideon Jura", "controller": "B"}]}
    view = client.post("/board/view", json={"board": by_card}).json()
    lion, gideon = view["permanents"]
    assert lion["types"] == ["creature"] and lion["power"] == 2 and "302.6" not in (lion["ineligible"] or "x")
    assert "has no haste" in lion["ineligible"]
    assert gideon["types"] == ["planeswalker"] and gideon["loyalty"] == 6
    assert "g" in [d["id"] for d in view["defenders"]]

    bad = client.post("/board/view", json={"board": {**GOAD, "permanents": [{**GOAD["permanents"][0], "power": "x"}]}})
    assert bad.status_code == 422 and bad.json()["violations"][0]["field"] == "board.permanents[0].power"
    assert client.post("/board/view", json={"board": GOAD, "more": 1}).status_code == 422


def test_counters_answer_what_this_server_knows(client):
    """The page sends `counters` only when set; a server without the field says so by name."""
    board = {**GOAD, "permanents": [{**GOAD["permanents"][0], "counters": {"+1/+1": 2}}, *GOAD["permanents"][1:]]}
    r = client.post("/check", json={"board": board, "declaration": {"attacks": {}}})
    known = "counters" in client.get("/schema").json()["$defs"]["Permanent"]["properties"]
    if known:
        assert r.status_code == 200
    else:
        assert r.status_code == 422
        assert r.json()["violations"][0]["field"] == "board.permanents[0].counters"


def test_page_and_static_files(client):
    r = client.get("/")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    assert '<script type="module" src="/static/app.js">' in r.text
    for name in ("app.js", "api.js", "dom.js", "combobox.js", "schemaform.js", "share.js", "style.css"):
        assert (STATIC_DIR / name).is_file()
        got = client.get(f"/static/{name}")
        assert got.status_code == 200 and got.text == (STATIC_DIR / name).read_text()
    assert "javascript" in client.get("/static/app.js").headers["content-type"]
    # no CDN, nothing fetched from elsewhere
    for path in STATIC_DIR.iterdir():
        text = path.read_text()
        assert "http://" not in text and "https://" not in text, path.name
    missing = client.get("/static/nothing.js")
    assert missing.status_code == 404 and missing.json()["status"] == "error"
    message = client.get("/nothing").json()["violations"][0]["message"]
    assert "/cards, /examples" in message and "page is GET /" in message


def test_the_goad_board_built_by_card_names_answers_like_the_example(client):
    """What the page builds for the Commander example (permanents by card name) is the same board."""
    example = yaml.safe_load((ROOT / "tests" / "examples" / "commander-goad-archon.yaml").read_text())
    built = {"version": 1, "players": [{"id": p, "life": 40} for p in "ABCD"], "turn": {"active": "A"},
             "permanents": [{"id": "lion", "card": "Silvercoat Lion", "controller": "A"},
                            {"id": "archon", "card": "Blazing Archon", "controller": "C"},
                            {"id": "jace", "card": "Jace Beleren", "controller": "D"}],
             "designations": [{"goad": "lion", "by": "B"}]}
    for c in example["checks"]:
        assert Board(built).check(c["declaration"]).status == c["status"]
    assert Board(built).count().count == example["count"]


TAUNT = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
         "permanents": [{"id": "lion", "card": "Silvercoat Lion", "controller": "A"}],
         "effects": [{"kind": "attacks_target_if_able", "creatures": {"controller": "A"}, "target": "you",
                      "controller": "B"}]}


def test_a_resolved_effect_without_a_source_is_named_by_its_kind_and_place(client, tmp_path):
    """Taunt resolved (one of the board's `effects`, no source permanent): the answers name it
    by its kind and its place in that list, alike in the JSON and the command line's text; the
    `effect` field keeps its label."""
    answer = client.post("/check", json={"board": TAUNT, "declaration": {"attacks": {}}}).json()
    (v,) = answer["violations"]
    assert "(attacks_target_if_able (resolved effect 1))" in v["message"] and "effects[0]" not in v["message"]
    assert v["effect"] == "effects[0]"
    path = tmp_path / "taunt.json"
    path.write_text(json.dumps(TAUNT))
    run = subprocess.run([sys.executable, "-m", "attackcheck", "check", str(path), '{"attacks": {}}'],
                         capture_output=True, text=True, timeout=120, env={**os.environ, "COLUMNS": "1000"})
    assert run.returncode == 1, run.stderr
    assert "attacks_target_if_able (resolved effect 1)" in run.stdout and "effects[0]" not in run.stdout
    # with a source, its source permanent's name
    gideon = {"id": "gideon", "card": "Gideon Jura", "controller": "B"}
    sourced = {**TAUNT, "permanents": TAUNT["permanents"] + [gideon],
               "effects": [{**TAUNT["effects"][0], "source": "gideon"}]}
    (v,) = client.post("/check", json={"board": sourced, "declaration": {"attacks": {}}}).json()["violations"]
    assert "(Gideon Jura (gideon))" in v["message"]


def test_the_active_player_is_never_among_what_else_a_creature_may_attack(client):
    """`others` lists what a declaration may name besides the defenders (here an opponent not
    chosen, 506.2a); a creature never attacks its controller (506.2, 508.1a), so the active
    player is not there."""
    board = {**GOAD, "players": [{"id": p, "life": 40} for p in "ABC"], "turn": {"active": "A", "attack_mode": "B"},
             "permanents": [GOAD["permanents"][0]], "designations": []}
    view = client.post("/board/view", json={"board": board}).json()
    assert [d["id"] for d in view["defenders"]] == ["B"]
    assert [o["id"] for o in view["others"]] == ["C"]
    assert view["active"] == "A" and "A" not in [o["id"] for o in view["others"]]
