"""The HTTP API (FastAPI): `attackcheck serve`, or any ASGI server with

    uvicorn --factory attackcheck.service:create_app

(`attackcheck serve` adds the connection timeouts of attackcheck.httpserver.)

Endpoints (bodies and answers are the JSON of docs/board-format.md and docs/semantics.md):

- `POST /check`   {"board": BOARD, "declaration": {"attacks": {...}}, "time_limit"?: S}
                  -> the check result (200 whatever the status).
- `POST /propose` {"board": BOARD, "objective"?: NAME, "fix"?: {C: D}, "keep_home"?: [C], "time_limit"?: S}
                  -> the proposal.
- `POST /count`   {"board": BOARD, "time_limit"?: S} -> {"status": "exact", "count": N, "unread": []}, proven
                  bounds {"status": "bounds", "lower": L, "upper": U, "unread": []}, or unknown.
- `GET /health`   -> {"status": "ok"};  `GET /schema` -> the JSON Schema of board format v1;
  `GET /openapi.json` -> the OpenAPI document; `GET /docs` -> a plain page of the endpoints
  from it, with nothing loaded from elsewhere (no CDN: the server works offline).

Every answer but a result is the error object `{"status": "error", "violations": [{"kind":
"input", "rule": null, "message": ..., "field": PATH}]}`: 400 when the body is not UTF-8 JSON,
408 when the body did not arrive in time, 413 past the size limit (or a board too large to
resolve), 415 when it isn't `application/json` in UTF-8, 422 when a field is wrong (its path in
the body, e.g. `board.permanents[1].power`), 503 with Retry-After when the server is saturated,
(`"kind": "busy"`) and 500 (`"kind": "internal"`, `"field": null`) for an internal error, after which the
connection stays usable. Each request gets `time_limit` seconds for loading and solving (the
server's limit, or less when the request asks), past which the answer is `unknown`; the server
never waits more than that plus DEADLINE_MARGIN. Solving runs on a bounded pool of threads
with a bounded queue (`concurrency`, `queue`). No state is kept between requests.
"""

from __future__ import annotations

import asyncio
import html
import json
import logging
import os
import re
import threading
import time
from typing import Any, Callable, Dict, List, Optional, Union

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from attackcheck.models import InputError, board_schema
from attackcheck.models.errors import MAX_ERRORS, SizeLimitError, distinct_errors, near_names
from attackcheck.models.limits import MAX_DIGITS, TooManyDigits, TwiceWritten, loads_json

from . import jsontext
from .dispatch import FIELD_SHAPES, internal_message, load_board, solve, unknown_field

__all__ = ["create_app", "DEFAULT_MAX_BODY_BYTES", "DEFAULT_TIME_LIMIT", "DEFAULT_CONCURRENCY", "DEFAULT_QUEUE",
           "DEFAULT_BODY_TIMEOUT", "DEADLINE_MARGIN", "SafeJSONResponse"]

DEFAULT_MAX_BODY_BYTES = 1_000_000
DEFAULT_TIME_LIMIT = 10.0
DEFAULT_CONCURRENCY = 1  # requests solved at once by one server process (the GIL: more rarely helps)
DEFAULT_QUEUE = 4  # requests waiting their turn; past concurrency + queue the answer is 503
DEFAULT_BODY_TIMEOUT = 20.0  # seconds from the request's head to the end of its body
DEADLINE_MARGIN = 1.0  # seconds past a request's time limit the server still waits for its answer
RETRY_AFTER = 1  # seconds, in a 503's Retry-After

log = logging.getLogger("attackcheck.service")

_BOARD_DOC = "A board in board format v1 as a JSON object; GET /schema gives its JSON Schema."
_TIME_DOC = ("Seconds for loading and solving (at most the server's limit); past it the status is unknown. "
             "0 answers unknown at once.")

_EXAMPLE_BOARD = {
    "version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
    "permanents": [{"id": "bear", "name": "Grizzly Bears", "controller": "A", "types": ["creature"],
                    "power": 2, "toughness": 2}],
}


class SafeJSONResponse(JSONResponse):
    """JSON that survives lone surrogates in what a board holds (attackcheck.jsontext)."""

    def render(self, content: Any) -> bytes:
        return jsontext.encode(content)


class _Request(BaseModel):
    model_config = ConfigDict(extra="forbid")

    board: Dict[str, Any] = Field(..., description=_BOARD_DOC, examples=[_EXAMPLE_BOARD])
    time_limit: Optional[float] = Field(None, ge=0, allow_inf_nan=False, strict=True, description=_TIME_DOC)


class CheckRequest(_Request):
    declaration: Dict[str, Any] = Field(..., description='{"attacks": {creature id: defender id}}',
                                        examples=[{"attacks": {"bear": "B"}}])


class ProposeRequest(_Request):
    objective: str = Field("forced", description="forced (the fewest attackers: only what requirements force) | "
                                                 "max-attackers | max-power (the most power attacking) | "
                                                 "max-power-against:PLAYER (the most power attacking PLAYER, their "
                                                 "planeswalkers and the battles they protect) | min-cost (the least "
                                                 "mana plus life). Every proposal reaches M (508.1d) first; ties "
                                                 "go to the least mana plus life, then the fewest attackers.")
    fix: Dict[str, str] = Field(default_factory=dict, description="Attacks the proposal keeps: {creature: defender}.")
    keep_home: List[str] = Field(default_factory=list, description="Creatures that must not attack.")


class CountRequest(_Request):
    pass


def _error_body(errors, omitted: int = 0, kind: str = "input") -> dict:
    out: dict = {"status": "error",
                 "violations": [{"kind": kind, "rule": None, "message": m, "field": p} for p, m in errors]}
    if omitted:
        out["omitted"] = omitted
    return out


def _internal_body(exc: BaseException) -> dict:
    return {"status": "error", "violations": [{"kind": "internal", "rule": None, "message": internal_message(exc),
                                               "field": None}]}


def _loc_path(loc) -> str:
    parts = list(loc)
    if parts and parts[0] == "body":
        parts = parts[1:]
    out = ""
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else (("." if out else "") + str(part))
    return out


def _validation_errors(errors, model: Optional[type[BaseModel]] = None) -> tuple[list, int]:
    """pydantic's errors as (path, message), each once (linear), at most MAX_ERRORS. With the
    body's model, a field of the body says what it holds, and an unknown one the field meant
    ("time-limit": did you mean 'time_limit'?), as the command line and batch lines do."""
    fields = [info.alias or name for name, info in model.model_fields.items()] if model is not None else []

    def message(e: dict) -> str:
        loc = [p for p in e.get("loc", ()) if p != "body"]
        top = loc[0] if len(loc) == 1 and isinstance(loc[0], str) else None
        if e.get("type") == "missing":
            return f"missing: {FIELD_SHAPES[top]}" if top in FIELD_SHAPES and top in fields else "missing"
        if e.get("type") == "extra_forbidden":
            return unknown_field(top, fields) if top is not None and fields else "unknown field"
        msg = e.get("msg", "invalid")
        if top is None and loc and loc[0] in ("fix", "keep_home") and loc[0] in fields:
            top = loc[0]  # an entry of one: what the whole holds
        return f"{msg}: {top} is {FIELD_SHAPES[top]}" if top in FIELD_SHAPES and top in fields else msg

    return distinct_errors((_loc_path(e.get("loc", ())), message(e)) for e in errors)


def _body_model(request: Request) -> Optional[type[BaseModel]]:
    """The pydantic model of the body of the request's route (the page's endpoints), if any."""
    import typing

    try:
        hints = typing.get_type_hints(request.scope["route"].endpoint)
    except Exception:  # a hint only: never an error of its own
        return None
    return next((h for h in hints.values() if isinstance(h, type) and issubclass(h, BaseModel)), None)


_CHECK_EXAMPLE = {"status": "legal", "obeyed": 0, "maximum": 0, "violations": [],
                  "witness": {"attacks": {"bear": "B"}}, "cost": {"mana": "{0}", "life": 0},
                  "payment": {"mana": [], "life": 0}}
_ERROR_EXAMPLE = _error_body([("board.permanents[0].power", "Input should be a valid integer")])
_ERRORS: Dict[Union[int, str], Dict[str, Any]] = {
    400: {"description": "The body is not UTF-8 JSON.",
          "content": {"application/json": {"example": _error_body([("", "the body is not valid JSON")])}}},
    408: {"description": "The body did not arrive within the server's body timeout."},
    413: {"description": "The body is larger than the server's limit, or the board too large to resolve."},
    415: {"description": "The body is not sent as application/json in UTF-8."},
    422: {"description": "A field is wrong; `field` is its path in the body.",
          "content": {"application/json": {"example": _ERROR_EXAMPLE}}},
    500: {"description": "An internal error (a bug): the error object with kind internal."},
    503: {"description": "The server is saturated; retry after Retry-After seconds."},
}

# What the answer is when the time limit passed before a result was ready (docs/semantics.md).
_UNKNOWN: Dict[str, Dict[str, Any]] = {
    "check": {"status": "unknown", "obeyed": None, "maximum": None, "violations": [], "witness": None, "cost": None,
              "payment": None, "moves": [], "witness_closest": False, "blocked": None, "unread": []},
    "propose": {"status": "unknown", "violations": [], "unread": []},
    "count": {"status": "unknown", "unread": []},
}


def _unknown(name: str, unfinished: str) -> Dict[str, Any]:
    """The answer past the time limit, with every field a result carries and what was left."""
    return {**_UNKNOWN[name], "unfinished": unfinished}


# the endpoints by path, for the near one of a path not found
_PATHS = {"/check": "POST", "/propose": "POST", "/count": "POST", "/health": "GET", "/schema": "GET",
          "/openapi.json": "GET", "/docs": "GET", "/cards": "GET", "/examples": "GET", "/board/read": "POST",
          "/board/yaml": "POST", "/board/view": "POST"}


def _docs_page(doc: Dict[str, Any]) -> str:
    """The OpenAPI document as a plain page: each endpoint, what it does, its parameters and
    body, and links to the document itself. Self-contained (no script, style sheet or font
    from elsewhere), so it reads the same offline."""
    e = html.escape
    rows = []
    for path, ops in doc.get("paths", {}).items():
        for method, op in ops.items():
            params = ", ".join(f"{p['name']} ({p.get('in', '')})" for p in op.get("parameters", []))
            ref = (((op.get("requestBody") or {}).get("content") or {}).get("application/json") or {}).get("schema", {})
            body = ref.get("$ref", "").rsplit("/", 1)[-1]
            rows.append(f"<tr><td><code>{e(method.upper())}</code></td><td><code>{e(path)}</code></td>"
                        f"<td>{e(op.get('description') or op.get('summary') or '')}</td>"
                        f"<td>{e(params)}{'; ' if params and body else ''}{e(body)}</td></tr>")
    info = doc.get("info", {})
    return (f"<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>{e(info.get('title', ''))} API</title>"
            "<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:70rem}"
            "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;"
            "vertical-align:top}</style></head><body>"
            f"<h1>{e(info.get('title', ''))} {e(str(info.get('version', '')))}: the HTTP API</h1>"
            f"<p>{e(info.get('description', ''))}</p>"
            "<p>The whole API, bodies and answers with their schemas, is the OpenAPI document "
            "<a href=\"/openapi.json\">/openapi.json</a> (for any OpenAPI viewer or client generator); "
            "boards are in board format v1, whose JSON Schema is <a href=\"/schema\">/schema</a>; "
            "the judge's page is <a href=\"/\">/</a>.</p>"
            "<table><thead><tr><th>method</th><th>path</th><th>what it does</th><th>parameters; body</th></tr>"
            f"</thead><tbody>{''.join(rows)}</tbody></table></body></html>\n")


class _Refused(Exception):
    """An HTTP answer other than a result: a status and the error object."""

    def __init__(self, status: int, errors: list, headers: Optional[dict] = None, omitted: int = 0,
                 kind: str = "input"):
        self.status = status
        self.body = _error_body(errors, omitted, kind)
        self.headers = headers

    def response(self) -> SafeJSONResponse:
        return SafeJSONResponse(self.body, status_code=self.status, headers=self.headers)


async def _send_json(send, status: int, body: dict, close: bool = False, headers: Optional[list] = None) -> None:
    data = jsontext.encode(body)
    head = [(b"content-type", b"application/json"), (b"content-length", str(len(data)).encode())]
    if close:
        head.append((b"connection", b"close"))
    await send({"type": "http.response.start", "status": status, "headers": head + list(headers or ())})
    await send({"type": "http.response.body", "body": data})


class _Guard:
    """ASGI middleware around every route.

    - A body over `limit` bytes is answered 413 before anything is parsed (by Content-Length,
      or by counting a streamed body); the body is read and replayed to the app otherwise.
    - The whole body must arrive within `body_timeout` seconds, else 408 (and the connection
      closes): a client that announces more than it sends is cut.
    - An exception the app did not turn into an answer (a bug) is answered 500 with the JSON
      error object, and is not raised on: the server keeps the connection open."""

    def __init__(self, app, limit: int, body_timeout: float):
        self.app = app
        self.limit = limit
        self.body_timeout = body_timeout

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        started = False

        async def tracked_send(message):
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self._http(scope, receive, tracked_send)
        except Exception as exc:  # a bug: answered, logged, and the connection kept
            log.exception("internal error on %s %s", scope.get("method"), scope.get("path"))
            if not started:
                await _send_json(send, 500, _internal_body(exc))

    async def _http(self, scope, receive, send):
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.body_timeout
        for name, value in scope.get("headers") or ():
            if name == b"content-length":
                try:
                    too_big = int(value) > self.limit
                except ValueError:
                    too_big = False
                if too_big:
                    await self._drain(receive, deadline)
                    return await self._reject(send)
        chunks = []
        seen = 0
        while True:
            try:
                message = await asyncio.wait_for(receive(), timeout=max(0.0, deadline - loop.time()))
            except asyncio.TimeoutError:
                return await _send_json(send, 408, _error_body([("", f"the request body did not arrive within "
                                                                     f"{self.body_timeout:g} s")]), close=True)
            if message["type"] != "http.request":  # the client went away
                return
            body = message.get("body", b"")
            seen += len(body)
            if seen > self.limit:
                if message.get("more_body", False):
                    await self._drain(receive, deadline)
                return await self._reject(send)
            chunks.append(body)
            if not message.get("more_body", False):
                break
        replayed = False

        async def replay():
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": b"".join(chunks), "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _drain(self, receive, deadline: float):
        """Read (and drop) the rest of a too-large body for a little while, so that a client
        still sending can read the 413 instead of a reset connection: at most 16 times the
        limit and 2 seconds (and never past the body timeout); then the 413 and close."""
        loop = asyncio.get_running_loop()
        until = min(deadline, loop.time() + 2.0)
        budget = 16 * self.limit + (1 << 20)
        while budget > 0:
            try:
                message = await asyncio.wait_for(receive(), timeout=max(0.0, until - loop.time()))
            except asyncio.TimeoutError:
                return
            if message["type"] != "http.request":
                return
            budget -= len(message.get("body", b""))
            if not message.get("more_body", False):
                return

    async def _reject(self, send):
        await _send_json(send, 413, _error_body([("", f"the request body is larger than {self.limit} bytes")]),
                         close=True)


_JSON_CHARSETS = {"utf-8", "utf8", "us-ascii", "ascii"}
_LONG_NUMBER = re.compile(r"\d{%d}" % (MAX_DIGITS + 1))


def _json_body(raw: bytes, content_type: str) -> Any:
    """The body as JSON: `application/json` (or `+json`) in UTF-8; a charset other than
    UTF-8 is refused (415), bytes that are not UTF-8 or not JSON are 400, a number of more
    than 4,300 digits is the 422 of its field."""
    media, _, params = content_type.partition(";")
    media = media.strip().lower()
    if not (media == "application/json" or media.endswith("+json")):
        raise _Refused(415, [("", f"the body must be JSON (Content-Type: application/json), "
                                  f"not {content_type or 'untyped'}")])
    for param in params.split(";"):
        key, _, value = param.partition("=")
        if key.strip().lower() == "charset" and value.strip().strip('"').lower() not in _JSON_CHARSETS:
            raise _Refused(415, [("", f"the body must be JSON in UTF-8, not charset={value.strip()}")])
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise _Refused(400, [("", f"the body is not UTF-8: byte 0x{raw[exc.start]:02x} at offset {exc.start}")])
    if text.startswith("\ufeff"):
        text = text[1:]
    try:
        data = loads_json(text, keep_twice=True)  # a declaration with a creature written twice is refused
    except json.JSONDecodeError as exc:
        raise _Refused(400, [("", f"the body is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})")])
    except RecursionError:
        raise _Refused(400, [("", "the body is nested too deeply to read")])
    found = _too_many_digits(data) if _LONG_NUMBER.search(text) else []
    if found:
        raise _Refused(422, [(p, f"a number of more than {MAX_DIGITS} digits") for p in found])
    if isinstance(data, TwiceWritten):  # {"board": ..., "board": ...}: which one was meant?
        raise _Refused(422, [(k, f"{k!r} is written twice in the body; keep one") for k in data.twice])
    return data


def _too_many_digits(data: Any) -> list[str]:
    """Paths of the TooManyDigits in parsed JSON (without recursion)."""
    out: list[str] = []
    stack: list[tuple[Any, str]] = [(data, "")]
    while stack and len(out) < MAX_ERRORS:
        obj, path = stack.pop()
        if isinstance(obj, TooManyDigits):
            out.append(path)
        elif isinstance(obj, dict):
            stack.extend((v, f"{path}.{k}" if path else str(k)) for k, v in obj.items())
        elif isinstance(obj, list):
            stack.extend((v, f"{path}[{i}]") for i, v in enumerate(obj))
    return sorted(out)


class _Solver:
    """Loads and solves on threads of its own: at most `concurrency` at work and `queue`
    waiting their turn; past that, 503. A thread lives as long as its request's work (one
    past its deadline still counts until it ends), so nothing is left behind when idle. The
    counter is kept on the event loop's thread (no lock)."""

    def __init__(self, concurrency: int, queue: int):
        self.concurrency = concurrency
        self.capacity = concurrency + queue
        self.in_flight = 0
        self._turns = threading.BoundedSemaphore(concurrency)

    async def run(self, work: Callable[[], Any], wait: float) -> tuple[bool, Any]:
        """(True, result) or (False, None) when `wait` seconds passed first; _Refused(503)
        when saturated."""
        if self.in_flight >= self.capacity:
            raise _Refused(503, [("", f"the server is busy ({self.in_flight} requests in hand); retry after "
                                      f"{RETRY_AFTER} s")], headers={"Retry-After": str(RETRY_AFTER)}, kind="busy")
        loop = asyncio.get_running_loop()
        fut: asyncio.Future = loop.create_future()

        def settle(ok: bool, value: Any) -> None:
            self.in_flight -= 1
            if not fut.done():
                (fut.set_result if ok else fut.set_exception)(value)

        def target() -> None:
            with self._turns:
                try:
                    outcome: tuple[bool, Any] = (True, work())
                except BaseException as exc:  # handed to the request, which answers it
                    outcome = (False, exc)
            try:
                loop.call_soon_threadsafe(settle, *outcome)
            except RuntimeError:  # the server stopped meanwhile
                pass

        self.in_flight += 1
        threading.Thread(target=target, name="attackcheck-solve", daemon=True).start()
        try:
            return True, await asyncio.wait_for(asyncio.shield(fut), timeout=max(0.0, wait))
        except asyncio.TimeoutError:
            return False, None


# commands of the command line the HTTP API does not serve, and what does their work
_NOT_SERVED = {
    "/validate": "the command line's validate is not served: every request validates its board (POST /board/view "
                 "shows the board as read)",
    "/enumerate": "the command line's enumerate is not served: POST /count counts the legal declarations, "
                  "`attackcheck enumerate` or Python's Board.enumerate lists them",
}


def create_app(max_body_bytes: Optional[int] = None, time_limit: Optional[float] = None,
               concurrency: Optional[int] = None, queue: Optional[int] = None,
               body_timeout: Optional[float] = None) -> FastAPI:
    """The ASGI app. Defaults come from ATTACKCHECK_MAX_BODY_BYTES, ATTACKCHECK_REQUEST_TIME_LIMIT,
    ATTACKCHECK_CONCURRENCY, ATTACKCHECK_QUEUE and ATTACKCHECK_BODY_TIMEOUT (set by `attackcheck
    serve`), else 1 MB, 10 s, 1 request at a time with 4 waiting, 20 s."""
    from . import __version__

    env = os.environ.get
    if max_body_bytes is None:
        max_body_bytes = int(env("ATTACKCHECK_MAX_BODY_BYTES", DEFAULT_MAX_BODY_BYTES))
    if time_limit is None:
        time_limit = float(env("ATTACKCHECK_REQUEST_TIME_LIMIT", DEFAULT_TIME_LIMIT))
    if concurrency is None:
        concurrency = int(env("ATTACKCHECK_CONCURRENCY", DEFAULT_CONCURRENCY))
    if queue is None:
        queue = int(env("ATTACKCHECK_QUEUE", DEFAULT_QUEUE))
    if body_timeout is None:
        body_timeout = float(env("ATTACKCHECK_BODY_TIMEOUT", DEFAULT_BODY_TIMEOUT))
    server_limit = float(time_limit)
    solver = _Solver(max(1, concurrency), max(0, queue))

    app = FastAPI(
        title="attackcheck",
        version=__version__,
        docs_url=None,  # FastAPI's pages load Swagger UI and ReDoc from a CDN: /docs is served below instead
        redoc_url=None,
        default_response_class=SafeJSONResponse,
        description="Exact legality of attack declarations in Magic: The Gathering (CR 508.1). "
                    "Bodies are boards in board format v1 (GET /schema) and results the JSON of the command line's --json. "
                    f"Request bodies are limited to {max_body_bytes} bytes, arriving within {body_timeout:g} s; "
                    f"each request to {server_limit:g} s of loading and solving.",
    )
    app.state.max_body_bytes = max_body_bytes
    app.state.time_limit = server_limit
    app.state.body_timeout = body_timeout
    app.state.solver = solver
    app.add_middleware(_Guard, limit=max_body_bytes, body_timeout=body_timeout)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError):
        errors = exc.errors()
        ctype = request.headers.get("content-type", "")
        if "json" not in ctype.lower() and any(tuple(e.get("loc", ())) == ("body",) for e in errors):
            return SafeJSONResponse(_error_body([("", f"the body must be JSON (Content-Type: application/json), "
                                                      f"not {ctype or 'untyped'}")]), status_code=415)
        if any(e.get("type") == "json_invalid" for e in errors):
            e = next(e for e in errors if e.get("type") == "json_invalid")
            detail = (e.get("ctx") or {}).get("error")
            return SafeJSONResponse(_error_body([("", "the body is not valid JSON" + (f": {detail}" if detail else ""))]),
                                    status_code=400)
        out, omitted = _validation_errors(errors, _body_model(request))
        return SafeJSONResponse(_error_body(out or [("", "invalid request")], omitted), status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException):  # 404, 405: in the same shape
        message = f"{exc.detail}: {request.method} {request.url.path}"
        if exc.status_code == 404:
            close = near_names(request.url.path, list(_PATHS), cutoff=0.7)
            if close:
                message += f"; did you mean {_PATHS[close[0]]} {close[0]}?"
            elif request.url.path.rstrip("/") in _NOT_SERVED:
                message += f"; {_NOT_SERVED[request.url.path.rstrip('/')]}"
        if exc.status_code in (404, 405):
            message += ("; the API is POST /check, /propose, /count, /board/read, /board/yaml, /board/view and GET "
                        "/health, /schema, /openapi.json, /docs, /cards, /examples; the judge's page is GET /")
        return SafeJSONResponse(_error_body([("", message)]), status_code=exc.status_code,
                                headers=getattr(exc, "headers", None))

    @app.exception_handler(InputError)
    async def _input(request: Request, exc: InputError):
        return SafeJSONResponse(_error_body(exc.errors, exc.omitted),
                                status_code=413 if isinstance(exc, SizeLimitError) else 422)

    async def answer(request: Request, name: str, model: type[_Request],
                     fields: Callable[[Any], Dict[str, Any]]) -> SafeJSONResponse:
        try:
            body = _json_body(await request.body(), request.headers.get("content-type", ""))
            try:
                req = model.model_validate(body)
            except ValidationError as exc:
                out, omitted = _validation_errors(exc.errors(include_url=False, include_input=False), model)
                raise _Refused(422, out, omitted=omitted) from None
            limit = server_limit if req.time_limit is None else min(req.time_limit, server_limit)
            deadline = time.monotonic() + limit

            def work() -> Any:
                if time.monotonic() >= deadline + DEADLINE_MARGIN:  # queued so long its answer is sent
                    return None
                try:  # loading gets what waiting in the queue left of the request's limit
                    board = load_board(req.board, max(0.0, deadline - time.monotonic()))
                except TimeoutError:  # loading stopped at the deadline
                    return None
                board.time_limit = max(0.0, deadline - time.monotonic())  # what loading left
                return solve(name, board, **fields(req))

            done, result = await solver.run(work, deadline + DEADLINE_MARGIN - time.monotonic())
            if done and result is not None:
                return SafeJSONResponse(result)
            return SafeJSONResponse(_unknown(name, "waiting for a solver or loading the board" if done
                                             else "loading the board or answering: the time limit passed first"))
        except _Refused as exc:
            return exc.response()
        except InputError as exc:
            return SafeJSONResponse(_error_body(exc.errors, exc.omitted),
                                    status_code=413 if isinstance(exc, SizeLimitError) else 422)
        except Exception as exc:  # a bug: the error object, and the connection stays usable
            log.exception("internal error on POST /%s", name)
            return SafeJSONResponse(_internal_body(exc), status_code=500)

    def body_of(model: type[BaseModel]) -> Dict[str, Any]:
        return {"requestBody": {"required": True, "content": {"application/json": {
            "schema": {"$ref": f"#/components/schemas/{model.__name__}"}}}}}

    @app.post("/check", openapi_extra=body_of(CheckRequest),
              responses={200: {"description": "The check result.",
                               "content": {"application/json": {"example": _CHECK_EXAMPLE}}}, **_ERRORS})
    async def check(request: Request) -> SafeJSONResponse:
        """Is this attack declaration legal (CR 508.1)? If not, why, and a legal witness."""
        return await answer(request, "check", CheckRequest, lambda r: {"declaration": r.declaration})

    @app.post("/propose", openapi_extra=body_of(ProposeRequest),
              responses={200: {"description": "The proposal: status legal, none or unknown."}, **_ERRORS})
    async def propose(request: Request) -> SafeJSONResponse:
        """A legal declaration: reaches M (508.1d), then best for the objective, then spends least."""
        return await answer(request, "propose", ProposeRequest,
                            lambda r: {"objective": r.objective, "fix": r.fix, "keep_home": r.keep_home})

    @app.post("/count", openapi_extra=body_of(CountRequest),
              responses={200: {"description": '{"status": "exact", "count": N, "unread": []}, proven '
                                              'bounds {"status": "bounds", "lower": L, "upper": U, '
                                              '"unread": []} when the exact count is not proved in time, '
                                              'or {"status": "unknown", "unread": [...]}.'},
                         **_ERRORS})
    async def count(request: Request) -> SafeJSONResponse:
        """The exact number of legal declarations, or proven bounds on it."""
        return await answer(request, "count", CountRequest, lambda r: {})

    @app.get("/health")
    def health() -> Dict[str, Any]:
        """Liveness: {"status": "ok"}."""
        return {"status": "ok", "version": __version__}

    @app.get("/schema")
    def schema() -> Dict[str, Any]:
        """The JSON Schema of board format v1."""
        return board_schema()

    from .web import add_routes

    add_routes(app)

    def openapi() -> Dict[str, Any]:
        if app.openapi_schema is None:
            from fastapi.openapi.utils import get_openapi

            doc = get_openapi(title=app.title, version=app.version, description=app.description, routes=app.routes)
            schemas = doc.setdefault("components", {}).setdefault("schemas", {})
            for model in (CheckRequest, ProposeRequest, CountRequest):
                schema = model.model_json_schema(ref_template="#/components/schemas/{model}")
                schemas.update(schema.pop("$defs", {}))
                schemas[model.__name__] = schema
            app.openapi_schema = doc
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]

    @app.get("/docs", include_in_schema=False)
    def docs() -> HTMLResponse:
        return HTMLResponse(_docs_page(app.openapi()), headers={"Cache-Control": "no-cache"})

    return app
