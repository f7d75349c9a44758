"""The fuzzer of attackcheck's inputs, shared by tests/test_fuzz.py (small, in CI) and
benchmarks/fuzz.py (100,000 inputs): hostile mutations of boards (the example boards and
random boards of tests/strategies.py), of declarations, of batch lines and of HTTP bodies, fed
to the API, `attackcheck batch`'s line solver, the HTTP service and the command line's
readable report. Each target asserts only the documented outcomes:

- API: a Board, or InputError; a result, or InputError for a bad declaration; never another
  exception, and each call within its time limit (loading within LOAD_SECONDS);
- batch: an output line that is valid UTF-8 JSON, a result or an error whose field is a path
  (an internal error, `"field": null`, is a failure);
- HTTP: 200 with a result, or 400, 408, 413, 415, 422 with the error object (503 under load);
  a 500 is a failure;
- CLI: exit 0, 1, 2 or 3, no traceback (exit 4, an internal error, is a failure).

A failure raises Undocumented with what happened; `run(target, rng, base)` runs one input.
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any, Callable, Optional

import yaml

from attackcheck import Board
from attackcheck.models import InputError
from attackcheck.solver.deadline import TimeLimitReached

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = [yaml.safe_load(p.read_text(encoding="utf-8"))["board"]
            for p in sorted((ROOT / "tests" / "examples").glob("*.yaml"))]

TIME_LIMIT = 1.0  # seconds each solve may take in the fuzzer
SLACK = 2.0  # seconds a call may take past its time limit (start-up of a solve, the witness search's end)
LOAD_SECONDS = 10.0  # a load of these small boards taking longer is a hang
OBJECTIVES = ("forced", "max-attackers", "max-power", "min-cost", "max-power-against:B", "max-power-against:Z",
              "chaos", "")
KINDS = ("attacks_if_able", "cant_attack", "max_attackers", "attack_tax", "goad", "mana_replacement",
         "mana_trigger", "modify_pt", "grant_keywords", "cant_attack_unless_others", "nonsense")
UNKNOWN_KEYS = ("colour", "x", "count", "multiply", "power", "__proto__", "", "\ud800", "card", "abilities")

SCALARS: list[Any] = [
    None, True, False, 0, 1, -1, 2, 1.5, -0.0, 2 ** 31 - 1, 2 ** 31, -2 ** 31, 2 ** 63, 2 ** 64 + 1, 2 ** 70,
    10 ** 6 - 1, 10 ** 6, 999, 1000, 10 ** 9, 1e10, 1e300, float("inf"), float("nan"), 10 ** 5000,
    "", " ", "\x00", "\ud800", "\udfff", "a\ud800b", "[red]x[/red]", "[/x]", ":fire:", "\\", "\x1b[31m",
    "x" * 5000, "9" * 30, "99999999999", "{G}", "{X}", "{1000001}", "{1000000}", "{99999999999999}", "{\u00b2}",
    "{G}" * 400, "any", "same", "self", "attached", "creature", "land", "you", "opponents", "A", "B", "lion",
    "Silvercoat Lion", "2023-02-30", "-", "/dev/zero", "../../etc/passwd", "tests/examples/goad-under-arbiter.yaml",
    "\ufeff", "NaN", "1e999", "caf\u00e9", "\u202e", "Grizzly Bears\n- x: 1",
]


class Undocumented(AssertionError):
    """An outcome the documentation does not allow (a crash, a hang, a wrong status)."""


# -- hostile data ---------------------------------------------------------------------------------


def nest(depth: int, leaf: Any = 1) -> Any:
    """A list nested `depth` deep, built without recursion."""
    out = leaf
    for _ in range(depth):
        out = [out]
    return out


def hostile_value(rng: random.Random) -> Any:
    r = rng.random()
    if r < 0.7:
        return rng.choice(SCALARS)
    if r < 0.8:
        return rng.choice([[], {}, [[]], [rng.choice(SCALARS)], {"kind": rng.choice(KINDS)},
                           {"count": {"types": ["creature"]}}, {"types": [rng.choice(SCALARS)]}])
    if r < 0.9:
        return nest(rng.choice([5, 33, 200, 1200]), rng.choice(SCALARS))
    return {rng.choice(UNKNOWN_KEYS): rng.choice(SCALARS)}


def clone(data: Any) -> Any:
    """A deep copy of lists and dicts, without recursion (the data may be nested deep)."""
    if not isinstance(data, (dict, list)):
        return data
    root: Any = {} if isinstance(data, dict) else []
    stack = [(data, root)]
    while stack:
        src, dst = stack.pop()
        for k, v in (src.items() if isinstance(src, dict) else enumerate(src)):
            if isinstance(v, (dict, list)):
                new: Any = {} if isinstance(v, dict) else []
                stack.append((v, new))
                v = new
            if isinstance(dst, dict):
                dst[k] = v
            else:
                dst.append(v)
    return root


def _positions(data: Any, limit: int = 3000) -> list[tuple[Any, Any]]:
    """(container, key) for values inside `data` (lists and dicts), breadth first, capped."""
    out: list[tuple[Any, Any]] = []
    queue = [data]
    i = 0
    while i < len(queue) and len(out) < limit:
        obj = queue[i]
        i += 1
        items = obj.items() if isinstance(obj, dict) else enumerate(obj) if isinstance(obj, list) else ()
        for k, v in items:
            out.append((obj, k))
            if isinstance(v, (dict, list)) and len(queue) < limit:
                queue.append(v)
    return out


def _structural(rng: random.Random, board: dict) -> None:
    """A mutation that builds something big: copy chains, many effects, mana multipliers."""
    perms = board.get("permanents")
    if not isinstance(perms, list):
        return
    choice = rng.randrange(5)
    if choice == 0:  # a copy chain, written in reverse (no recursion may follow it)
        n = rng.choice([10, 1200])
        first = next((p.get("id") for p in perms if isinstance(p, dict) and isinstance(p.get("id"), str)), None)
        if first is None:
            return
        for i in reversed(range(n)):
            perms.append({"id": f"copy{i}", "controller": board.get("turn", {}).get("active", "A")
                          if isinstance(board.get("turn"), dict) else "A",
                          "copy_of": first if i == 0 else f"copy{i - 1}"})
    elif choice == 1:  # many effects naming every creature
        effects = board.setdefault("effects", []) if isinstance(board.get("effects", []), list) else []
        effects.extend([{"kind": "attacks_if_able", "creatures": {"types": ["creature"]}}] * rng.choice([3, 400]))
        perms.extend({"id": f"t{i}", "controller": "A", "types": ["creature"], "power": 1, "toughness": 1}
                     for i in range(rng.choice([5, 3000])))
    elif choice == 2:  # mana replacement effects that multiply
        effects = board.setdefault("effects", []) if isinstance(board.get("effects", []), list) else []
        effects.extend({"kind": "mana_replacement", "sources": {"types": ["land"]},
                        "multiply": rng.choice([2, 999, 1000, 10 ** 9]), "controller": "A"}
                       for _ in range(rng.choice([1, 3, 7])))
        perms.append({"id": "land", "controller": "A", "types": ["land"], "mana": ["{G}"]})
    elif choice == 3:  # a card with odd abilities
        perms.append({"id": "carded", "card": "Silvercoat Lion", "controller": "A",
                      "abilities": rng.choice([5, True, 1.5, "x", {}, None, [{"kind": "goad"}]])})
    else:  # many unknown fields
        board.update({f"x{i}": i for i in range(rng.choice([3, 3000]))})


def _string(rng: random.Random, value: str) -> str:
    r = rng.randrange(5)
    if r == 0:
        return value + "\ud800"
    if r == 1:
        return value + "\x00"
    if r == 2:
        return "[b]" + value + "[/b]"
    if r == 3:
        return value * 200
    return value[: len(value) // 2]


def mutate(rng: random.Random, data: Any, count: Optional[int] = None) -> Any:
    """A deep copy of `data` with `count` (1 to 3) random hostile mutations."""
    data = clone(data)
    for _ in range(count or rng.randint(1, 3)):
        op = rng.random()
        if op < 0.08 and isinstance(data, dict):
            _structural(rng, data)
            continue
        positions = _positions(data)
        if not positions:
            return hostile_value(rng)
        parent, key = rng.choice(positions)
        if op < 0.5:
            parent[key] = hostile_value(rng)
        elif op < 0.6:
            del parent[key]
        elif op < 0.7 and isinstance(parent, dict):
            parent[rng.choice(UNKNOWN_KEYS)] = hostile_value(rng)
        elif op < 0.75 and isinstance(parent, list):
            parent.extend([clone(parent[key])] * rng.choice([1, 2, 50]))  # duplicated ids
        elif op < 0.82:
            v = parent[key]
            parent[key] = list(v.values()) if isinstance(v, dict) else (
                {str(i): x for i, x in enumerate(v)} if isinstance(v, list) else [v])
        elif op < 0.92 and isinstance(parent[key], str):
            parent[key] = _string(rng, parent[key])
        else:
            parent[key] = nest(rng.choice([40, 1100]), parent[key])
    return data


def to_text(rng: random.Random, data: Any) -> str:
    """`data` as JSON or YAML text, sometimes damaged: cut, a huge number, deep brackets, a
    BOM, a NUL, a lone surrogate written raw."""
    try:
        if rng.random() < 0.5:
            text = json.dumps(data)
        else:
            text = yaml.safe_dump(data, allow_unicode=rng.random() < 0.5)
    except (RecursionError, ValueError, TypeError, yaml.YAMLError):
        text = json.dumps("not serialisable")
    r = rng.random()
    if r < 0.1:
        text = text[: rng.randrange(len(text) + 1)]
    elif r < 0.15:
        text = text.replace("1", "9" * rng.choice([20, 4400]), 1)
    elif r < 0.2:
        text = "[" * rng.choice([40, 600, 1200]) + text
    elif r < 0.25:
        text = "\ufeff" + text
    elif r < 0.3:
        i = rng.randrange(len(text) + 1)
        text = text[:i] + rng.choice(["\x00", "\ud800", "\x1b", "\t", "&a", "*a", "!!python/object:os.system"]) + text[i:]
    return text


def to_bytes(rng: random.Random, text: str) -> bytes:
    """Text as UTF-8 bytes, sometimes not UTF-8 at all."""
    data = text.encode("utf-8", "surrogatepass")
    r = rng.random()
    if r < 0.05:
        data = text.encode("utf-16", "surrogatepass")
    elif r < 0.1 and data:
        i = rng.randrange(len(data))
        data = data[:i] + bytes([rng.choice([0xff, 0xc3, 0x80, 0xed])]) + data[i:]
    return data


def declaration_for(rng: random.Random, board: Any) -> Any:
    """A declaration for `board`: some of its creatures against its other players or
    planeswalkers (now and then a permanent that isn't one), sometimes mutated."""
    perms = board.get("permanents") if isinstance(board, dict) else None
    players = board.get("players") if isinstance(board, dict) else None
    perms = [p for p in perms if isinstance(p, dict) and isinstance(p.get("id"), str)] if isinstance(perms, list) else []
    players = [p.get("id") for p in players if isinstance(p, dict)] if isinstance(players, list) else []
    def has(p: dict, t: str) -> bool:
        types = p.get("types")
        return isinstance(types, list) and t in types

    creatures = [p["id"] for p in perms if has(p, "creature") or p.get("card") or rng.random() < 0.1]
    defenders = players + [p["id"] for p in perms if has(p, "planeswalker") or rng.random() < 0.05]
    attacks = {}
    for c in creatures:
        if rng.random() < 0.5 and defenders:
            attacks[c] = rng.choice(defenders)
    decl: Any = {"attacks": attacks}
    if rng.random() < 0.25:
        decl = mutate(rng, decl, 1)
    return decl


# -- targets ----------------------------------------------------------------------------------------


def _timed(what: str, limit: float, call: Callable[[], Any]) -> Any:
    start = time.monotonic()
    try:
        return call()
    finally:
        took = time.monotonic() - start
        if took > limit:
            raise Undocumented(f"{what} took {took:.1f} s, past {limit:.1f} s")


def _crash(what: str, exc: BaseException) -> Undocumented:
    return Undocumented(f"{what} raised {type(exc).__name__}: {str(exc)[:300]}")


def api(rng: random.Random, data: Any) -> str:
    """Board(data or its text), then check, propose, count and is_legal on it."""
    as_text = rng.random() < 0.3
    source = to_text(rng, data) if as_text else data
    try:
        board = _timed("load", LOAD_SECONDS, lambda: Board(source, time_limit=TIME_LIMIT))
    except InputError:
        return "input error"
    except TimeLimitReached:  # documented: loading, resolution included, ran past the board's time limit
        return "load: time limit"
    except Undocumented:
        raise
    except Exception as exc:
        raise _crash("Board()", exc) from exc
    decl = declaration_for(rng, data)
    if rng.random() < 0.2:
        decl = to_text(rng, decl)
    calls: list[tuple[str, Callable[[], Any]]] = [
        ("check", lambda: board.check(decl)),
        ("propose", lambda: board.propose(objective=rng.choice(OBJECTIVES))),
        ("count", lambda: board.count()),
        ("is_legal", lambda: board.is_legal(decl)),
    ]
    name, call = rng.choice(calls)
    try:
        result = _timed(name, TIME_LIMIT + SLACK, call)
        if hasattr(result, "to_dict"):
            json.dumps(result.to_dict())
    except InputError:
        return f"{name}: input error"
    except Undocumented:
        raise
    except TimeoutError as exc:
        if name == "is_legal" and str(exc).startswith(("unknown:", "the check could not be proved")):
            return f"{name}: unknown"  # documented: an unknown answer is no guessed False
        raise _crash(name, exc) from exc
    except Exception as exc:
        raise _crash(name, exc) from exc
    return name


def batch_line(rng: random.Random, data: Any) -> str:
    """One `attackcheck batch` line built around the board, solved and written."""
    from attackcheck.batch import _decode, _dump_line, solve_line

    line: Any = {"id": rng.choice([1, "g-1", None] * 5 + ["\ud800", [1, {"a": 2}], 1e300, 10 ** 5000]), "board": data}
    r = rng.random()
    if r < 0.6:
        line["declaration"] = declaration_for(rng, data)
    elif r < 0.8:
        line.update(request="propose", objective=rng.choice(OBJECTIVES))
    else:
        line["request"] = rng.choice(["count", "enumerate", 5])
    if rng.random() < 0.2:
        line = mutate(rng, line, 1)
    try:
        text = json.dumps(line)
    except (ValueError, RecursionError):  # 10 ** 5000 (Python won't write it), too deep: written by hand
        text = '{"id": ' + "9" * 5000 + ', "board": ' + "[" * 1100 + "]" * 1100 + "}"
    if rng.random() < 0.2:
        text = to_text(rng, line).replace("\n", " ")
    raw = to_bytes(rng, text)
    out = _timed("batch line", LOAD_SECONDS + TIME_LIMIT + SLACK,
                 lambda: solve_line(_decode(raw), 7, time_limit=TIME_LIMIT))
    written, obj = _dump_line(out)
    parsed = json.loads(written.encode("utf-8").decode("utf-8"))
    if parsed["line"] != 7 or ("result" in parsed) == ("error" in parsed):
        raise Undocumented(f"batch line shape: {written[:300]}")
    if "error" in parsed and parsed["error"]["field"] is None:
        raise Undocumented(f"batch internal error: {parsed['error']['message'][:300]}")
    return "batch error" if "error" in parsed else "batch result"


HTTP_STATUSES = {200, 400, 408, 413, 415, 422, 503}


def http(client: Any, rng: random.Random, data: Any) -> str:
    """One POST to the service (a starlette TestClient) with a body built around the board."""
    path = rng.choice(["/check", "/check", "/propose", "/count"])
    body: Any = {"board": data}
    if path == "/check":
        body["declaration"] = declaration_for(rng, data)
    elif path == "/propose" and rng.random() < 0.5:
        body["objective"] = rng.choice(OBJECTIVES)
    if rng.random() < 0.2:
        body["time_limit"] = rng.choice([0, 0.01, -1, "x", None, float("nan"), 1e300])
    if rng.random() < 0.2:
        body = mutate(rng, body, 1)
    try:
        text = json.dumps(body)
    except (ValueError, RecursionError):
        text = "{}"
    if rng.random() < 0.15:
        text = to_text(rng, body)
    content = to_bytes(rng, text)
    ctype = rng.choice(["application/json"] * 15 + ["application/json; charset=utf-16", "text/plain", "",
                                                    "application/json; charset=latin-1", "application/ld+json",
                                                    "application/json; charset=utf-8"])
    r = _timed(f"POST {path}", TIME_LIMIT + 1.0 + LOAD_SECONDS,
               lambda: client.post(path, content=content, headers={"content-type": ctype}))
    if r.status_code not in HTTP_STATUSES:
        raise Undocumented(f"POST {path} answered {r.status_code}: {r.text[:300]}")
    answer = r.json()
    if r.status_code != 200:
        v = answer["violations"][0]
        if answer["status"] != "error" or "field" not in v or v["kind"] == "internal":
            raise Undocumented(f"POST {path} {r.status_code} without the error object: {r.text[:300]}")
    elif answer.get("status") not in ("legal", "illegal", "unknown", "none", "exact", "bounds"):
        raise Undocumented(f"POST {path} 200 without a result: {r.text[:300]}")
    return str(r.status_code)


def cli(runner: Any, rng: random.Random, data: Any) -> str:
    """The readable report of `check`, `propose`, `count` or `validate` on the board given inline."""
    from attackcheck.cli import app

    text = "\n" + to_text(rng, data)  # inline: an argument holding a newline is the board's text
    command = rng.choice(["check", "check", "propose", "count", "validate"])
    args = [command, text]
    if command == "check":
        decl = declaration_for(rng, data)
        try:
            args.append(json.dumps(decl))
        except (ValueError, RecursionError):
            args.append("{")
    if command != "validate":
        args += ["--time-limit", str(TIME_LIMIT)]
    if command == "propose" and rng.random() < 0.5:
        args += ["--objective", rng.choice(OBJECTIVES)]
    r = _timed(command, LOAD_SECONDS + TIME_LIMIT + SLACK, lambda: runner.invoke(app, args))
    shown = (r.stdout or "") + (r.stderr or "")
    if r.exit_code not in (0, 1, 2, 3) or (r.exception is not None and not isinstance(r.exception, SystemExit)) \
            or "Traceback" in shown:
        raise Undocumented(f"attackcheck {command} exited {r.exit_code}: {shown[-300:]!r} {r.exception!r}")
    return f"exit {r.exit_code}"


def base_for(rng: random.Random, pool: list) -> Any:
    """A board to start from: an example or a random board, as it is (a third of the time) or
    mutated (once, or up to three times)."""
    board = rng.choice(pool)
    r = rng.random()
    return board if r < 0.33 else mutate(rng, board, 1 if r < 0.8 else None)


def random_boards(n: int) -> list:
    """`n` random boards of tests/strategies.py, the same on every run (hypothesis,
    derandomized, generation only)."""
    from hypothesis import HealthCheck, Phase, given, settings

    import strategies

    out: list = []

    @settings(max_examples=n, database=None, derandomize=True, phases=[Phase.generate], deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(strategies.boards())
    def collect(board: Any) -> None:
        out.append(board)

    collect()
    return out[:n]
