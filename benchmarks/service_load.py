"""A loopback load test of `attackcheck serve`:

    python -m benchmarks.service_load [--workers 2] [--concurrency 1] [--queue 4] [--seconds 20]

Starts the server as `attackcheck serve` does (its own process; the options are serve's),
then, one after the other:

1. latency: 1, 8, 32 and 64 clients each sending valid checks (the example boards, one
   request after another on a keep-alive connection) for `--seconds`: answers per second,
   the 50th and 99th percentile of the time to a 200, how many 503 (saturated), and
   connections dropped (any transport error on a valid request);
2. slow clients: 200 connections sending one byte of a request head every 2 s, while 4
   clients send valid requests: how many slow connections are still open after 30 s, and
   the valid requests' answers;
3. liars: 50 requests announcing 10 GB and sending 100 bytes, 50 announcing 5,000 bytes and
   sending 100: the slowest answer of each;
4. hostile bodies: 500 bodies from the fuzzer (tests/fuzzing.py), oversized bodies, wrong
   charsets: the statuses seen (any 500 is a failure).

Prints a JSON summary; exits 1 if a valid request lost its connection or got a 500.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Optional

import httpx
import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

EXAMPLES = [yaml.safe_load(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "tests" / "examples").glob("*.yaml"))]
VALID = [{"board": ex["board"], "declaration": c["declaration"]} for ex in EXAMPLES for c in ex["checks"]]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(args: argparse.Namespace) -> tuple[subprocess.Popen, str]:
    port = _free_port()
    cmd = [sys.executable, "-m", "attackcheck", "serve", "--port", str(port), "--workers", str(args.workers),
           "--concurrency", str(args.concurrency), "--queue", str(args.queue), "--log-level", "error"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(base + "/health", timeout=1).status_code == 200:
                return proc, base
        except httpx.TransportError:
            time.sleep(0.2)
    proc.kill()
    raise SystemExit("the server did not start")


def _percentile(values: list[float], p: float) -> Optional[float]:
    if not values:
        return None
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def latency(base: str, clients: int, seconds: float) -> dict:
    times: list[float] = []
    codes: Counter = Counter()
    dropped = 0
    lock = threading.Lock()
    end = time.monotonic() + seconds

    def client(i: int) -> None:
        nonlocal dropped
        rng = random.Random(i)
        with httpx.Client(base_url=base, timeout=60) as c:
            while time.monotonic() < end:
                body = rng.choice(VALID)
                start = time.monotonic()
                try:
                    r = c.post("/check", json=body)
                except httpx.TransportError:
                    with lock:
                        dropped += 1
                    continue
                took = time.monotonic() - start
                with lock:
                    codes[r.status_code] += 1
                    if r.status_code == 200:
                        times.append(took)
                if r.status_code == 503:
                    time.sleep(float(r.headers.get("retry-after", "1")) * rng.random())

    with ThreadPoolExecutor(clients) as pool:
        list(pool.map(client, range(clients)))
    p50, p99 = _percentile(times, 50), _percentile(times, 99)
    return {"clients": clients, "answered_per_second": round(len(times) / seconds, 1), "statuses": dict(codes),
            "p50_ms": round(p50 * 1000, 1) if p50 else None, "p99_ms": round(p99 * 1000, 1) if p99 else None,
            "dropped": dropped}


def _raw(port: int) -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=60)


def slow_clients(base: str, n: int = 200, watch: float = 30.0) -> dict:
    port = int(base.rsplit(":", 1)[1])
    socks = []
    for _ in range(n):
        s = _raw(port)
        s.setblocking(False)
        socks.append(s)
    head = b"POST /check HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n"
    open_at: dict[float, int] = {}
    valid = latency_during = None
    stop = threading.Event()

    def valid_traffic() -> dict:
        return latency(base, 4, watch)

    with ThreadPoolExecutor(1) as pool:
        fut = pool.submit(valid_traffic)
        start = time.monotonic()
        k = 0
        while time.monotonic() - start < watch:
            alive = 0
            for s in socks:
                if s.fileno() < 0:
                    continue
                try:
                    s.send(head[k % len(head):k % len(head) + 1])
                    if s.recv(65536) == b"":
                        s.close()
                        continue
                except BlockingIOError:
                    pass
                except OSError:
                    s.close()
                    continue
                alive += 1
            open_at[round(time.monotonic() - start)] = alive
            k += 1
            time.sleep(2.0)
        stop.set()
        latency_during = fut.result()
    for s in socks:
        s.close()
    valid = latency_during
    return {"slow_connections": n, "open_after_seconds": open_at, "valid_requests_meanwhile": valid}


def liars(base: str, announced: int, n: int = 50) -> dict:
    port = int(base.rsplit(":", 1)[1])

    def one(_: int) -> tuple[Optional[int], float]:
        s = _raw(port)
        start = time.monotonic()
        try:
            s.sendall(b"POST /check HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: "
                      + str(announced).encode() + b"\r\n\r\n" + b"{" * 100)
            data = b""
            while b"\r\n" not in data:
                chunk = s.recv(65536)
                if not chunk:
                    break
                data += chunk
            status = int(data.split()[1]) if data else None
            return status, time.monotonic() - start
        except OSError:
            return None, time.monotonic() - start
        finally:
            s.close()

    with ThreadPoolExecutor(n) as pool:
        results = list(pool.map(one, range(n)))
    return {"requests": n, "announced_bytes": announced, "statuses": dict(Counter(str(s) for s, _ in results)),
            "slowest_answer_s": round(max(t for _, t in results), 2)}


def hostile(base: str, n: int = 500) -> dict:
    import fuzzing

    codes: Counter = Counter()
    failures = []
    with httpx.Client(base_url=base, timeout=60) as c:
        for i in range(n):
            rng = random.Random(i)
            data = fuzzing.base_for(rng, fuzzing.EXAMPLES)
            try:
                fuzzing.http(c, rng, data)
                codes["documented"] += 1
            except fuzzing.Undocumented as exc:
                failures.append(str(exc)[:300])
        for ctype, body in (("application/json", b" " * 2_000_000), ("application/json; charset=utf-16", b"{}"),
                            ("text/plain", b"{}"), ("application/json", b"\xff\xfe{")):
            codes[str(c.post("/count", content=body, headers={"content-type": ctype}).status_code)] += 1
    return {"bodies": n + 4, "outcomes": dict(codes), "failures": failures}


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--concurrency", type=int, default=1)
    ap.add_argument("--queue", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--clients", default="1,8,32,64")
    a = ap.parse_args(argv)
    proc, base = start_server(a)
    out: dict[str, Any] = {"server": {"workers": a.workers, "concurrency": a.concurrency, "queue": a.queue},
                           "cores": os.cpu_count()}
    try:
        out["latency"] = [latency(base, int(c), a.seconds) for c in a.clients.split(",")]
        out["slow"] = slow_clients(base)
        out["liars"] = [liars(base, 10_000_000_000), liars(base, 5000)]
        out["hostile"] = hostile(base)
        out["alive_at_the_end"] = httpx.get(base + "/health", timeout=5).status_code == 200
    finally:
        proc.terminate()
        proc.wait(30)
    print(json.dumps(out, indent=1))
    dropped = sum(r["dropped"] for r in out["latency"]) + out["slow"]["valid_requests_meanwhile"]["dropped"]
    errors = sum(r["statuses"].get(500, 0) for r in out["latency"]) + len(out["hostile"]["failures"])
    return 0 if not dropped and not errors and out["alive_at_the_end"] else 1


if __name__ == "__main__":
    sys.exit(main())
