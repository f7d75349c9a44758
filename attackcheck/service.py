"""The HTTP API (FastAPI): `attackcheck serve`, or any ASGI server with

    uvicorn --factory attackcheck.service:create_app

Endpoints (bodies and answers are the JSON of docs/board-format.md and docs/semantics.md):

- `POST /check`   {"board": BOARD, "declaration": {"attacks": {...}}, "time_limit"?: S}
                  -> the check result (200 whatever the status).
- `POST /propose` {"board": BOARD, "objective"?: NAME, "fix"?: {C: D}, "keep_home"?: [C], "time_limit"?: S}
                  -> the proposal.
- `POST /count`   {"board": BOARD, "time_limit"?: S} -> {"status": "exact", "count": N}, proven
                  bounds {"status": "bounds", "lower": L, "upper": U}, or unknown.
- `GET /health`   -> {"status": "ok"};  `GET /schema` -> the JSON Schema of board format v1;
  `GET /openapi.json`, `/docs` -> the OpenAPI document and its pages.

Bad input is a 4xx with the error object `{"status": "error", "violations": [{"kind":
"input", "rule": null, "message": ..., "field": PATH}]}`: 400 when the body is not JSON, 413
past the size limit, 422 when a field is wrong (its path in the body, e.g.
`board.permanents[1].power`). Each solve of a request may take `time_limit` seconds (the
server's limit, or less when the request asks), past which the answer is `unknown`. No state
is kept between requests; solving runs in the threadpool so the event loop stays free.
"""

from __future__ import annotations

import json
import os
from typing import Any, Dict, List, Optional, Union

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from attackcheck.models import InputError, board_schema

from .dispatch import load_board, solve

__all__ = ["create_app", "DEFAULT_MAX_BODY_BYTES", "DEFAULT_TIME_LIMIT"]

DEFAULT_MAX_BODY_BYTES = 1_000_000
DEFAULT_TIME_LIMIT = 10.0

_BOARD_DOC = "A board in board format v1 as a JSON object; GET /schema gives its JSON Schema."
_TIME_DOC = "Seconds each solve may take (at most the server's limit); past it the status is unknown."

_EXAMPLE_BOARD = {
    "version": 1, "players": [{"id": "A"}, {"id": "B"}], "turn": {"active": "A"},
    "permanents": [{"id": "bear", "name": "Grizzly Bears", "controller": "A", "types": ["creature"],
                    "power": 2, "toughness": 2}],
}


class _Request(BaseModel):
    model_config = ConfigDict(extra="forbid")

    board: Dict[str, Any] = Field(..., description=_BOARD_DOC, examples=[_EXAMPLE_BOARD])
    time_limit: Optional[float] = Field(None, gt=0, description=_TIME_DOC)


class CheckRequest(_Request):
    declaration: Dict[str, Any] = Field(..., description='{"attacks": {creature id: defender id}}',
                                        examples=[{"attacks": {"bear": "B"}}])


class ProposeRequest(_Request):
    objective: str = Field("forced", description="forced | max-attackers | max-power | "
                                                 "max-power-against:PLAYER | min-cost")
    fix: Dict[str, str] = Field(default_factory=dict, description="Attacks the proposal keeps: {creature: defender}.")
    keep_home: List[str] = Field(default_factory=list, description="Creatures that must not attack.")


class CountRequest(_Request):
    pass


def _error_body(errors) -> dict:
    return {"status": "error",
            "violations": [{"kind": "input", "rule": None, "message": m, "field": p} for p, m in errors]}


def _loc_path(loc) -> str:
    parts = list(loc)
    if parts and parts[0] == "body":
        parts = parts[1:]
    out = ""
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else (("." if out else "") + str(part))
    return out


_CHECK_EXAMPLE = {"status": "legal", "obeyed": 0, "maximum": 0, "violations": [],
                  "witness": {"attacks": {"bear": "B"}}, "cost": {"mana": "{0}", "life": 0},
                  "payment": {"mana": [], "life": 0}}
_ERROR_EXAMPLE = _error_body([("board.permanents[0].power", "Input should be a valid integer")])
_ERRORS: Dict[Union[int, str], Dict[str, Any]] = {
    400: {"description": "The body is not JSON.", "content": {"application/json": {"example": _error_body([("", "the body is not valid JSON")])}}},
    413: {"description": "The body is larger than the server's limit."},
    415: {"description": "The body is not sent as application/json."},
    422: {"description": "A field is wrong; `field` is its path in the body.",
          "content": {"application/json": {"example": _ERROR_EXAMPLE}}},
}


class _BodyLimit:
    """ASGI middleware: bodies over `limit` bytes get 413 before anything is parsed (by
    Content-Length, or by counting a streamed body, which is read here and replayed)."""

    def __init__(self, app, limit: int):
        self.app = app
        self.limit = limit

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        for name, value in scope.get("headers") or ():
            if name == b"content-length":
                try:
                    too_big = int(value) > self.limit
                except ValueError:
                    too_big = False
                if too_big:
                    await self._drain(receive)
                    return await self._reject(send)
        chunks = []
        seen = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":  # the client went away
                return
            body = message.get("body", b"")
            seen += len(body)
            if seen > self.limit:
                if message.get("more_body", False):
                    await self._drain(receive)
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

    async def _drain(self, receive):
        """Read (and drop) the rest of a too-large body, so the client, still sending, can read
        the 413 instead of a reset connection. Bounded: past 16 times the limit, just answer."""
        budget = 16 * self.limit + (1 << 20)
        while budget > 0:
            message = await receive()
            if message["type"] != "http.request":
                return
            budget -= len(message.get("body", b""))
            if not message.get("more_body", False):
                return

    async def _reject(self, send):
        body = json.dumps(_error_body([("", f"the request body is larger than {self.limit} bytes")])).encode()
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                                (b"connection", b"close")]})
        await send({"type": "http.response.body", "body": body})


def create_app(max_body_bytes: Optional[int] = None, time_limit: Optional[float] = None) -> FastAPI:
    """The ASGI app. Defaults come from ATTACKCHECK_MAX_BODY_BYTES and
    ATTACKCHECK_REQUEST_TIME_LIMIT (set by `attackcheck serve`), else 1 MB and 10 s."""
    from . import __version__

    if max_body_bytes is None:
        max_body_bytes = int(os.environ.get("ATTACKCHECK_MAX_BODY_BYTES", DEFAULT_MAX_BODY_BYTES))
    if time_limit is None:
        time_limit = float(os.environ.get("ATTACKCHECK_REQUEST_TIME_LIMIT", DEFAULT_TIME_LIMIT))
    server_limit = float(time_limit)

    app = FastAPI(
        title="attackcheck",
        version=__version__,
        description="Exact legality of attack declarations in Magic: The Gathering (CR 508.1). "
                    "Bodies are boards in board format v1 (GET /schema) and results the JSON of the command line's --json. "
                    f"Request bodies are limited to {max_body_bytes} bytes; each solve to {server_limit:g} s.",
    )
    app.state.max_body_bytes = max_body_bytes
    app.state.time_limit = server_limit
    app.add_middleware(_BodyLimit, limit=max_body_bytes)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError):
        errors = exc.errors()
        ctype = request.headers.get("content-type", "")
        if "json" not in ctype.lower() and any(tuple(e.get("loc", ())) == ("body",) for e in errors):
            return JSONResponse(_error_body([("", f"the body must be JSON (Content-Type: application/json), "
                                                  f"not {ctype or 'untyped'}")]), status_code=415)
        if any(e.get("type") == "json_invalid" for e in errors):
            e = next(e for e in errors if e.get("type") == "json_invalid")
            detail = (e.get("ctx") or {}).get("error")
            return JSONResponse(_error_body([("", "the body is not valid JSON" + (f": {detail}" if detail else ""))]),
                                status_code=400)
        out = []
        for e in errors:
            path = _loc_path(e.get("loc", ()))
            msg = "unknown field" if e.get("type") == "extra_forbidden" else e.get("msg", "invalid")
            if e.get("type") == "missing":
                msg = "missing"
            if (path, msg) not in out:
                out.append((path, msg))
        return JSONResponse(_error_body(out or [("", "invalid request")]), status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException):  # 404, 405: in the same shape
        message = f"{exc.detail}: {request.method} {request.url.path}"
        if exc.status_code in (404, 405):
            message += ("; the API is POST /check, /propose, /count and GET /health, /schema, /openapi.json, "
                        "/cards, /examples; the judge's page is GET /")
        return JSONResponse(_error_body([("", message)]), status_code=exc.status_code,
                            headers=getattr(exc, "headers", None))

    @app.exception_handler(InputError)
    async def _input(request: Request, exc: InputError):
        return JSONResponse(_error_body(exc.errors), status_code=422)

    def _board(req: _Request):
        limit = server_limit if req.time_limit is None else min(req.time_limit, server_limit)
        return load_board(req.board, limit)

    @app.post("/check", responses={200: {"description": "The check result.",
                                         "content": {"application/json": {"example": _CHECK_EXAMPLE}}}, **_ERRORS})
    def check(req: CheckRequest) -> Dict[str, Any]:
        """Is this attack declaration legal (CR 508.1)? If not, why, and a legal witness."""
        return solve("check", _board(req), declaration=req.declaration)

    @app.post("/propose", responses={200: {"description": "The proposal: status legal, none or unknown."},
                                     **_ERRORS})
    def propose(req: ProposeRequest) -> Dict[str, Any]:
        """A legal declaration: reaches M (508.1d), then best for the objective, then spends least."""
        return solve("propose", _board(req), objective=req.objective, fix=req.fix, keep_home=req.keep_home)

    @app.post("/count", responses={200: {"description": '{"status": "exact", "count": N}, proven bounds '
                                                        '{"status": "bounds", "lower": L, "upper": U} when the '
                                                        'exact count is not proved in time, or {"status": "unknown"}.'},
                                   **_ERRORS})
    def count(req: CountRequest) -> Dict[str, Any]:
        """The exact number of legal declarations, or proven bounds on it."""
        return solve("count", _board(req))

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
    return app
