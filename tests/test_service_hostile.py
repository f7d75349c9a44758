"""The HTTP service against hostile clients and bodies: every problem is the JSON error object
with its status, an internal error (500) keeps the connection usable, slow clients are cut
by the header and body timeouts, a lying Content-Length gets an answer in bounded time, a
request never waits past its time limit plus the margin, a saturated server answers 503 with
Retry-After, and a loopback load test of all of these drops no valid request."""

import json
import random
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import yaml

pytest.importorskip("fastapi")
httpx = pytest.importorskip("httpx")
pytest.importorskip("uvicorn")

import attackcheck.service as service  # noqa: E402
from attackcheck import Board  # noqa: E402
from attackcheck.service import DEADLINE_MARGIN, create_app  # noqa: E402
from httpraw import Raw, serving  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
GOAD = yaml.safe_load((ROOT / "tests" / "examples" / "commander-goad-archon.yaml").read_text())["board"]
CHECK = json.dumps({"board": GOAD, "declaration": {"attacks": {"lion": "D"}}}).encode()

pytestmark = pytest.mark.slow  # seconds each: left out by pytest -m "not slow"


@pytest.fixture(scope="module")
def server():
    app = create_app(max_body_bytes=50_000, time_limit=10, concurrency=2, queue=8, body_timeout=1.0)
    with serving(app, header_timeout=1.0) as (base, port, _):
        yield base, port


def _violation(body):
    assert body["status"] == "error" and len(body["violations"]) >= 1
    return body["violations"][0]


# -- internal errors ---------------------------------------------------------------------------


def test_an_internal_error_is_a_json_500_and_the_connection_stays_usable(server, monkeypatch):
    _, port = server

    def boom(*args, **kwargs):
        raise RuntimeError(f"exploded at {object()!r}")

    monkeypatch.setattr(service, "solve", boom)
    raw = Raw(port)
    try:
        raw.request("POST", "/check", CHECK)
        status, headers, body = raw.json()
        assert status == 500 and headers.get("connection") != "close"
        v = _violation(body)
        assert v["kind"] == "internal" and v["field"] is None
        assert v["message"].startswith("internal error: RuntimeError: exploded") and "0x" not in v["message"]
        monkeypatch.undo()
        raw.request("POST", "/check", CHECK)  # the same connection
        status, _, body = raw.json()
        assert status == 200 and body["status"] == "legal"
    finally:
        raw.close()


# -- slow and lying clients ---------------------------------------------------------------------


def test_a_client_trickling_its_head_is_cut_by_the_header_timeout(server):
    _, port = server
    raw = Raw(port)
    try:
        start = time.monotonic()
        for b in b"POST /check HTTP/1.1\r\nhost: x\r\n"[:12]:  # 12 bytes in 0.6 s, then waits
            raw.send(bytes([b]))
            time.sleep(0.05)
        status, headers, body = raw.response()
        assert status == 408 and "did not arrive" in json.loads(body)["violations"][0]["message"]
        assert raw.closed_within(2)
        assert time.monotonic() - start < 3.5
    finally:
        raw.close()


def test_an_idle_connection_is_closed_by_the_header_timeout(server):
    _, port = server
    raw = Raw(port)
    try:
        raw.request("GET", "/health")
        assert raw.json()[0] == 200
        start = time.monotonic()
        assert raw.closed_within(3) and time.monotonic() - start < 3
    finally:
        raw.close()


def test_a_body_shorter_than_its_content_length_gets_408_in_the_body_timeout(server):
    _, port = server
    raw = Raw(port)
    try:
        start = time.monotonic()
        raw.send(b"POST /check HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n"
                 + b"{" * 100)
        status, headers, body = raw.response()
        assert status == 408 and headers["connection"] == "close"
        assert "did not arrive within 1 s" in _violation(json.loads(body))["message"]
        assert time.monotonic() - start < 1.0 + 1.5
    finally:
        raw.close()


def test_a_body_announcing_10_gb_and_sending_100_bytes_gets_413_at_once(server):
    _, port = server
    raw = Raw(port)
    try:
        start = time.monotonic()
        raw.send(b"POST /count HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n"
                 b"content-length: 10000000000\r\n\r\n" + b" " * 100)
        status, headers, body = raw.response()
        assert status == 413 and "larger than 50000 bytes" in _violation(json.loads(body))["message"]
        assert time.monotonic() - start < 3.0  # the drain waits at most 2 s for the rest
        assert raw.closed_within(2)
    finally:
        raw.close()


# -- bodies ---------------------------------------------------------------------------------------


def _post(base, path, content, ctype="application/json"):
    return httpx.post(base + path, content=content, headers={"content-type": ctype}, timeout=30)


@pytest.mark.parametrize("content, ctype, status, field, words", [
    (CHECK.decode().encode("utf-16"), "application/json; charset=utf-16", 415, "", "UTF-8"),
    (CHECK, "application/json; charset=latin-1", 415, "", "UTF-8"),
    (CHECK, "application/json; charset=UTF-8", 200, None, None),
    (b"\xef\xbb\xbf" + CHECK, "application/json", 200, None, None),
    (b'{"board": "caf\xe9"}', "application/json", 400, "", "not UTF-8"),
    (b"[" * 5000 + b"]" * 5000, "application/json", 400, "", "nested too deeply"),
    (json.dumps({"board": {**GOAD, "permanents": [{**GOAD["permanents"][0], "power": 1}] + GOAD["permanents"][1:]},
                 "declaration": {"attacks": {}}}).replace('"power": 1', '"power": ' + "9" * 4400).encode(),
     "application/json", 422, "board.permanents[0].power", "4300 digits"),
    (json.dumps({"board": {**GOAD, "permanents": [{**GOAD["permanents"][0], "power": 2 ** 70}]
                                                 + GOAD["permanents"][1:]},
                 "declaration": {"attacks": {}}}).encode(),
     "application/json", 422, "board.permanents[0].power", "out of bounds"),
    (json.dumps({"board": {**GOAD, "players": [{"id": "A", "life": 1e300}] + GOAD["players"][1:]},
                 "declaration": {"attacks": {}}}).encode(), "application/json", 422, "board.players[0].life", ""),
    (json.dumps({"board": GOAD, "declaration": {"attacks": {}}, "time_limit": float("nan")}).encode(),
     "application/json", 422, "time_limit", ""),
])
def test_hostile_bodies_get_the_error_object(server, content, ctype, status, field, words):
    base, _ = server
    r = _post(base, "/check", content, ctype)
    assert r.status_code == status, r.text
    if field is not None:
        v = _violation(r.json())
        assert v["field"] == field and words in v["message"]


def test_the_page_endpoints_refuse_deep_boards_as_input(server):
    # before: /board/yaml answered 500 (RecursionError in the YAML writer)
    base, _ = server
    deep: object = 1
    for _ in range(900):
        deep = [deep]
    for path in ("/board/yaml", "/board/view"):
        r = _post(base, path, json.dumps({"board": {**GOAD, "x": deep}}).encode())
        assert r.status_code == 422 and "nested more than 32 levels" in _violation(r.json())["message"]
    r = _post(base, "/board/read", json.dumps({"text": "[" * 5000}).encode())
    assert r.status_code == 422 and _violation(r.json())["field"] == "text"


def test_a_lone_surrogate_id_survives_every_answer(server):
    base, _ = server
    board = {**GOAD, "permanents": [{**GOAD["permanents"][0], "id": "\ud800lion"}] + GOAD["permanents"][1:],
             "designations": [{"goad": "\ud800lion", "by": "B"}, {"goad": "\ud800lion", "by": "C"}]}
    body = json.dumps({"board": board, "declaration": {"attacks": {"\ud800lion": "B"}}}).encode()  # \ud800 escapes
    r = _post(base, "/check", body)
    assert r.status_code == 200
    assert r.json()["witness"] == {"attacks": {"\ud800lion": "D"}} and b"\\ud800lion" in r.content
    r = _post(base, "/check", json.dumps({"board": board, "declaration": {"attacks": {"\udfffx": "B"}}}).encode())
    assert r.status_code == 422 and _violation(r.json())["field"] == "declaration.attacks.\udfffx"


def test_a_board_too_large_to_resolve_is_413_before_it_is_built(server):
    # 0.6 MB: 2,000 creatures under 5,001 distinct effects that may name every creature would
    # be over 10 million (effect, creature) pairs to resolve
    base, _ = server
    perms = [{"id": f"c{i}", "controller": "A", "types": ["creature"], "power": 1, "toughness": 1} for i in range(2000)]
    board = {"version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"}, "permanents": perms,
             "effects": [{"kind": "attacks_if_able", "creatures": {"types": ["creature"], "power_at_most": 100 + i}}
                         for i in range(5001)]}
    body = json.dumps({"board": board}).encode()
    big = create_app(max_body_bytes=len(body) + 10, time_limit=10)
    with serving(big) as (url, _, _thread):
        start = time.monotonic()
        r = _post(url, "/count", body)
        assert r.status_code == 413 and "pairs" in _violation(r.json())["message"]
        assert time.monotonic() - start < 5
    assert base  # the module's server is untouched


# -- time limits and saturation ----------------------------------------------------------------


def _slow_load(seconds, release=None):
    real = service.load_board

    def load(data, time_limit):
        if release is not None:
            release.wait(30)
        else:
            time.sleep(seconds)
        return real(data, time_limit)

    return load


def test_a_request_never_waits_past_its_time_limit_plus_the_margin(server, monkeypatch):
    base, _ = server
    monkeypatch.setattr(service, "load_board", _slow_load(3.0))  # loading that ignores the deadline
    start = time.monotonic()
    r = httpx.post(base + "/check", json={"board": GOAD, "declaration": {"attacks": {}}, "time_limit": 0.3},
                   timeout=30)
    took = time.monotonic() - start
    assert r.status_code == 200 and r.json()["status"] == "unknown" and r.json()["maximum"] is None
    assert 0.3 <= took < 0.3 + DEADLINE_MARGIN + 0.7, took
    r = httpx.post(base + "/count", json={"board": GOAD, "time_limit": 0.2}, timeout=30)
    assert r.json() == {"status": "unknown", "unread": [],
                        "unfinished": "loading the board or answering: the time limit passed first"}
    time.sleep(3.5)  # the abandoned loads end (no thread is left behind)


def test_a_saturated_server_answers_503_with_retry_after(monkeypatch):
    release = threading.Event()
    monkeypatch.setattr(service, "load_board", _slow_load(0, release))
    app = create_app(time_limit=20, concurrency=1, queue=1)
    with serving(app) as (base, _, _thread), ThreadPoolExecutor(3) as pool:
        def post():
            return httpx.post(base + "/count", json={"board": GOAD}, timeout=30)

        first = [pool.submit(post) for _ in range(2)]  # one at work, one waiting
        deadline = time.monotonic() + 10
        while app.state.solver.in_flight < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
        r = post()
        assert r.status_code == 503 and r.headers["retry-after"] == "1"
        assert _violation(r.json())["kind"] == "busy"
        release.set()
        assert [f.result().json() for f in first] == [{"status": "exact", "count": 1, "unread": []}] * 2
        assert post().status_code == 200  # room again


# -- the loopback load test ---------------------------------------------------------------------


def _valid(rng):
    return ("/check", {"board": GOAD, "declaration": {"attacks": {"lion": rng.choice("BCD")}}})


def test_loopback_load_with_slow_liars_and_hostile_bodies_drops_no_valid_request():
    """Valid requests from 8 clients while 20 clients trickle their heads, 10 lie about
    their Content-Length, and hostile bodies arrive: every valid request gets its answer (or a
    503 when the queue is full), no connection is dropped, and the slow clients are cut."""
    rng = random.Random(7)
    app = create_app(max_body_bytes=100_000, time_limit=10, concurrency=2, queue=8, body_timeout=1.0)
    board = Board(GOAD)
    expected = {d: board.check({"attacks": {"lion": d}}).to_dict() for d in "BCD"}
    hostile = [b"{not json", b"[" * 3000, CHECK.replace(b'"power": 2', b'"power": 99999999999'),
               b'{"board": 1}', b"\xff\xfe", json.dumps({"board": GOAD, "extra": 1}).encode()]
    stop = threading.Event()
    cut = []

    def slow_client(port):
        raw = Raw(port)
        try:
            for b in b"POST /check HTTP/1.1\r\nhost: x\r\n" * 10:
                if stop.is_set():
                    break
                raw.send(bytes([b]))
                time.sleep(0.2)
        except OSError:
            cut.append(1)
        finally:
            raw.close()

    def liar(port):
        raw = Raw(port)
        try:
            raw.send(b"POST /check HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 5000\r\n\r\n{")
            status, _, _ = raw.response()
            return status
        finally:
            raw.close()

    with serving(app, header_timeout=1.0) as (base, port, thread), ThreadPoolExecutor(40) as pool:
        slow = [pool.submit(slow_client, port) for _ in range(20)]
        liars = [pool.submit(liar, port) for _ in range(10)]

        def valid_client(n):
            out = []
            with httpx.Client(base_url=base, timeout=30) as c:
                for _ in range(n):
                    path, body = _valid(rng)
                    r = c.post(path, json=body)
                    out.append((r.status_code, r.json(), body["declaration"]["attacks"]["lion"]))
                    h = c.post("/check", content=rng.choice(hostile), headers={"content-type": "application/json"})
                    assert h.status_code in (400, 413, 415, 422, 503), h.text
            return out

        start = time.monotonic()
        answers = [a for f in [pool.submit(valid_client, 15) for _ in range(8)] for a in f.result()]
        elapsed = time.monotonic() - start
        assert all(f.result() == 408 for f in liars)
        stop.set()
        for f in slow:
            f.result()
        assert thread.is_alive()
    ok = [a for a in answers if a[0] == 200]
    assert len(answers) == 120 and all(a[0] in (200, 503) for a in answers)
    assert all(body == expected[d] for _, body, d in ok) and len(ok) >= 60
    assert len(cut) == 20  # every slow client was cut by the header timeout
    print(f"loopback load: {len(ok)} of 120 valid requests answered 200 ({120 - len(ok)} 503) in {elapsed:.1f} s")
