"""The HTTP API. Endpoints answer the JSON of docs/semantics.md, bad input is a clear 4xx naming the
field, a time limit answers `unknown`, and a load test on loopback (1,000 requests from 16
concurrent clients, valid and malformed mixed) leaves the server healthy."""

import importlib.util
import json
import random
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

import pytest
import yaml

pytest.importorskip("fastapi")
httpx = pytest.importorskip("httpx")
uvicorn = pytest.importorskip("uvicorn")

from attackcheck import Board  # noqa: E402
from attackcheck.service import create_app  # noqa: E402
from httpraw import free_socket  # noqa: E402
from httpraw import serving as Serving  # noqa: E402

pytestmark = pytest.mark.slow  # seconds each: left out by pytest -m "not slow"

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = [yaml.safe_load(p.read_text()) for p in sorted((ROOT / "tests" / "examples").glob("*.yaml"))]
GOAD = yaml.safe_load((ROOT / "tests" / "examples" / "commander-goad-archon.yaml").read_text())["board"]


def _generator():
    spec = importlib.util.spec_from_file_location("batch_generate", ROOT / "benchmarks" / "batch" / "generate.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@contextmanager
def serving(app):
    """uvicorn as `attackcheck serve` runs it, on 127.0.0.1 (a free port) in a background
    thread; yields (base URL, thread)."""
    with Serving(app, limit_concurrency=1000, backlog=256) as (base, _port, thread):
        yield base, thread


@contextmanager
def client_of(app):
    with serving(app) as (base, _), httpx.Client(base_url=base, timeout=60) as c:
        yield c


@pytest.fixture(scope="module")
def client():
    with client_of(create_app(max_body_bytes=20_000, time_limit=10)) as c:
        yield c


def _fields(resp):
    body = resp.json()
    assert body["status"] == "error"
    assert all(v["kind"] == "input" for v in body["violations"])
    return [v["field"] for v in body["violations"]]


def test_check_propose_count_answer_the_spec_json(client):
    board = Board(GOAD)
    for decl in ({"attacks": {"lion": "D"}}, {"attacks": {"lion": "B"}}, {"attacks": {}}):
        r = client.post("/check", json={"board": GOAD, "declaration": decl})
        assert r.status_code == 200
        assert r.json() == board.check(decl).to_dict()
    r = client.post("/propose", json={"board": GOAD, "objective": "max-power"})
    assert r.status_code == 200 and r.json() == board.propose(objective="max-power").to_dict()
    r = client.post("/propose", json={"board": GOAD, "keep_home": ["lion"]})
    assert r.status_code == 200 and r.json() == board.propose(keep_home=["lion"]).to_dict()
    assert r.json()["status"] == "none"
    r = client.post("/count", json={"board": GOAD})
    assert r.status_code == 200 and r.json() == {"status": "exact", "count": 1, "unread": []}


def test_examples_over_http(client):
    for ex in EXAMPLES:
        for c in ex["checks"]:
            r = client.post("/check", json={"board": ex["board"], "declaration": c["declaration"]})
            assert r.status_code == 200 and r.json()["status"] == c["status"]
        assert client.post("/count", json={"board": ex["board"]}).json()["count"] == ex["count"]


@pytest.mark.parametrize("path, body, status, field", [
    ("/check", {"board": GOAD}, 422, "declaration"),
    ("/check", {"declaration": {"attacks": {}}}, 422, "board"),
    ("/check", {"board": "board.yaml", "declaration": {"attacks": {}}}, 422, "board"),
    ("/check", {"board": {**GOAD, "version": 2}, "declaration": {"attacks": {}}}, 422, "board.version"),
    ("/check", {"board": {**GOAD, "permanents": [{**GOAD["permanents"][0], "power": "x"}] + GOAD["permanents"][1:]},
                "declaration": {"attacks": {}}}, 422, "board.permanents[0].power"),
    ("/check", {"board": GOAD, "declaration": {"attacks": {"ghost": "B"}}}, 422, "declaration.attacks.ghost"),
    ("/check", {"board": GOAD, "declaration": {"attacks": {"lion": "jace2"}}}, 422, "declaration.attacks.lion"),
    ("/check", {"board": GOAD, "declaration": {"attacks": {}}, "colour": 1}, 422, "colour"),
    ("/check", [GOAD], 422, ""),
    ("/propose", {"board": GOAD, "objective": "max-fun"}, 422, "objective"),
    ("/propose", {"board": GOAD, "fix": {"lion": "Z"}}, 422, "fix.lion"),
    ("/propose", {"board": GOAD, "keep_home": ["ghost"]}, 422, "keep_home.ghost"),
    ("/propose", {"board": GOAD, "keep_home": "lion"}, 422, "keep_home"),
    ("/count", {"board": GOAD, "time_limit": -1}, 422, "time_limit"),
])
def test_bad_input_is_422_with_the_field(client, path, body, status, field):
    r = client.post(path, json=body)
    assert r.status_code == status
    assert _fields(r)[0] == field


def test_not_json_is_400_wrong_type_415_too_big_413(client):
    r = client.post("/check", content=b'{"board": ', headers={"content-type": "application/json"})
    assert r.status_code == 400 and "not valid JSON" in r.json()["violations"][0]["message"]
    r = client.post("/check", content=json.dumps({"board": GOAD}), headers={"content-type": "text/plain"})
    assert r.status_code == 415
    r = client.post("/count", content=b"[" + b"1," * 20_000 + b"1]", headers={"content-type": "application/json"})
    assert r.status_code == 413 and "larger than 20000 bytes" in r.json()["violations"][0]["message"]

    def chunks():  # no Content-Length: counted while streaming
        for _ in range(30):
            yield b" " * 1000

    r = client.post("/count", content=chunks(), headers={"content-type": "application/json"})
    assert r.status_code == 413
    r = client.get("/check")
    assert r.status_code == 405 and "POST /check" in r.json()["violations"][0]["message"]
    assert client.post("/nothing", json={}).status_code == 404


def test_time_limit_answers_unknown():
    # Goad makes M a real maximisation; a limit far below a millisecond stops CP-SAT first.
    with client_of(create_app(time_limit=1e-9)) as c:
        r = c.post("/check", json={"board": GOAD, "declaration": {"attacks": {"lion": "B"}}})
        assert r.status_code == 200 and r.json()["status"] == "unknown"
        # loading the board counts against the limit too: it says what was unfinished
        assert c.post("/count", json={"board": GOAD}).json() == {"status": "unknown", "unfinished": "validating the board",
                                                                 "unread": []}
        assert c.post("/propose", json={"board": GOAD}).json()["status"] == "unknown"
    with client_of(create_app(time_limit=10)) as c:  # a request may ask for less, never more
        r = c.post("/count", json={"board": GOAD, "time_limit": 1e-9})
        assert r.json() == {"status": "unknown", "unfinished": "validating the board", "unread": []}


def test_openapi_health_schema(client):
    doc = client.get("/openapi.json").json()
    assert {"/check", "/propose", "/count", "/health"} <= set(doc["paths"])
    check = doc["paths"]["/check"]["post"]
    assert {"200", "400", "413", "422"} <= set(check["responses"])
    assert "CheckRequest" in doc["components"]["schemas"]
    assert client.get("/health").json()["status"] == "ok"
    assert client.get("/schema").json()["type"] == "object"


def test_the_docs_page_loads_nothing_from_elsewhere(client):
    """/docs works offline: a plain page of every endpoint of the OpenAPI document, linking
    /openapi.json, with no script, style sheet or font from a CDN (FastAPI's own Swagger UI
    and ReDoc pages, which load theirs from one, are not served)."""
    import re

    r = client.get("/docs")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    page = r.text
    assert 'href="/openapi.json"' in page and 'href="/schema"' in page
    assert re.findall(r'(?:src|href)="([^"]*)"', page) == ["/openapi.json", "/schema", "/"]
    assert "<script" not in page and "<link" not in page and "@import" not in page and "url(" not in page
    assert "http://" not in page and "https://" not in page and "cdn" not in page.lower()
    doc = client.get("/openapi.json").json()
    for path, ops in doc["paths"].items():
        for method in ops:
            assert f"<code>{method.upper()}</code></td><td><code>{path}</code>" in page
    assert "/docs" not in doc["paths"]  # the page, not an endpoint of the API
    for gone in ("/redoc", "/docs/oauth2-redirect"):
        assert client.get(gone).status_code == 404


def test_settings_from_the_environment(monkeypatch):
    monkeypatch.setenv("ATTACKCHECK_MAX_BODY_BYTES", "100")
    monkeypatch.setenv("ATTACKCHECK_REQUEST_TIME_LIMIT", "2.5")
    app = create_app()
    assert app.state.max_body_bytes == 100 and app.state.time_limit == 2.5


# -- the load test -------------------------------------------------------------------------


@pytest.fixture
def live_server():
    # room for all 16 clients at once (saturation has its own test)
    with serving(create_app(max_body_bytes=200_000, time_limit=10, concurrency=2, queue=16)) as (base, thread):
        yield base, thread


def _load_requests(n: int, seed: int = 20):
    """(method, path, kwargs, expected): expected is the JSON answer, or a set of 4xx codes."""
    rng = random.Random(seed)
    gen = _generator()
    valid = []
    for text in gen.generate(300, seed=seed, boards=40, malformed=0.0):
        obj = json.loads(text)
        req = obj.pop("request", "check")
        obj.pop("id")
        valid.append((req, obj))
    for ex in EXAMPLES:
        for c in ex["checks"]:
            valid.append(("check", {"board": ex["board"], "declaration": c["declaration"]}))
    expected = {}  # computed with the library directly, in this process

    def answer(req, obj):
        key = json.dumps([req, obj], sort_keys=True)
        if key not in expected:
            board = Board(obj["board"])
            if req == "check":
                expected[key] = board.check(obj["declaration"]).to_dict()
            elif req == "propose":
                expected[key] = board.propose(objective=obj.get("objective", "forced"), fix=obj.get("fix"),
                                              keep_home=obj.get("keep_home", ())).to_dict()
            else:
                expected[key] = board.count().to_dict()
        return expected[key]

    big = {"board": {**GOAD, "permanents": GOAD["permanents"] * 1}, "declaration": {"attacks": {}},
           "pad": "x" * 250_000}
    malformed = [
        ("POST", "/check", {"content": b"{not json", "headers": {"content-type": "application/json"}}, {400}),
        ("POST", "/check", {"content": b"", "headers": {"content-type": "application/json"}}, {400, 422}),
        ("POST", "/check", {"json": {"board": GOAD}}, {422}),
        ("POST", "/check", {"json": {"board": GOAD, "declaration": {"attacks": {"ghost": "B"}}}}, {422}),
        ("POST", "/check", {"json": {"board": {**GOAD, "version": 2}, "declaration": {"attacks": {}}}}, {422}),
        ("POST", "/check", {"json": {"board": "/etc/passwd", "declaration": {"attacks": {}}}}, {422}),
        ("POST", "/check", {"json": [1, 2, 3]}, {422}),
        ("POST", "/check", {"content": json.dumps(big).encode(), "headers": {"content-type": "application/json"}}, {413}),
        ("POST", "/check", {"content": b"{}", "headers": {"content-type": "text/plain"}}, {415}),
        ("POST", "/propose", {"json": {"board": GOAD, "objective": "max-fun"}}, {422}),
        ("POST", "/propose", {"json": {"board": GOAD, "fix": {"lion": "nowhere"}}}, {422}),
        ("POST", "/count", {"json": {"board": GOAD, "extra": True}}, {422}),
        ("GET", "/check", {}, {405}),
        ("POST", "/enumerate", {"json": {"board": GOAD}}, {404}),
    ]
    out = []
    for i in range(n):
        if rng.random() < 0.3:
            out.append(malformed[i % len(malformed)])
        else:
            req, obj = rng.choice(valid)
            out.append(("POST", f"/{req}", {"json": obj}, answer(req, obj)))
    return out


def test_load_1000_requests_from_16_clients(live_server):
    base, thread = live_server
    requests = _load_requests(1000)
    local = threading.local()

    def one(item):
        method, path, kwargs, expected = item
        if not hasattr(local, "client"):
            local.client = httpx.Client(base_url=base, timeout=60)
        r = local.client.request(method, path, **kwargs)
        if isinstance(expected, set):
            ok = r.status_code in expected
            if ok and r.status_code in (400, 413, 415, 422):  # the error object, field named
                body = r.json()
                ok = body["status"] == "error" and "field" in body["violations"][0]
            return ok, (path, r.status_code, r.text[:200], expected)
        return r.status_code == 200 and r.json() == expected, (path, r.status_code, r.text[:200])

    start = time.monotonic()
    with ThreadPoolExecutor(16) as pool:
        results = list(pool.map(one, requests))
    elapsed = time.monotonic() - start
    failures = [detail for ok, detail in results if not ok]
    assert not failures, failures[:5]
    n_bad = sum(isinstance(item[3], set) for item in requests)
    assert len(results) == 1000 and 200 < n_bad < 400
    with httpx.Client(base_url=base, timeout=10) as c:
        assert c.get("/health").json()["status"] == "ok"
        # still answering correctly afterwards
        assert c.post("/count", json={"board": GOAD}).json() == {"status": "exact", "count": 1, "unread": []}
    assert thread.is_alive()
    print(f"load test: 1000 requests in {elapsed:.1f} s")


def test_serve_command_starts_uvicorn(tmp_path):
    sock = free_socket()
    port = sock.getsockname()[1]
    sock.close()
    proc = subprocess.Popen([sys.executable, "-m", "attackcheck", "serve", "--port", str(port),
                             "--max-body-bytes", "1000", "--time-limit", "3", "--log-level", "warning"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        health = None
        while time.monotonic() < deadline and proc.poll() is None:
            try:
                health = httpx.get(f"http://127.0.0.1:{port}/health", timeout=1)
                break
            except httpx.TransportError:
                time.sleep(0.1)
        assert health is not None and health.json()["status"] == "ok"
        r = httpx.post(f"http://127.0.0.1:{port}/count", json={"board": GOAD, "pad": "x" * 2000})
        assert r.status_code == 413
    finally:
        proc.terminate()
        proc.wait(30)
