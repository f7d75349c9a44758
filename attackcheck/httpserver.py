"""uvicorn as `attackcheck serve` runs it: the h11 protocol with a deadline on each request's
head, so a client that trickles its request line and headers (or sends nothing on a
keep-alive connection) is cut after HEADER_TIMEOUT seconds instead of holding a connection
forever. (uvicorn's own keep-alive timeout restarts with every byte received.) The body has
its own timeout in the app (attackcheck.service).
"""

from __future__ import annotations

import asyncio
import json
from typing import Any, Optional

import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

__all__ = ["DEFAULT_HEADER_TIMEOUT", "GuardedH11Protocol", "config"]

DEFAULT_HEADER_TIMEOUT = 10.0  # seconds from a connection (or the last answer) to a request's complete head
MAX_CONNECTIONS = 1000  # connections and requests at once per process; past it uvicorn answers 503


class GuardedH11Protocol(H11Protocol):
    """H11Protocol with a timer from the connection (or the end of the last response) to the
    end of the next request's head: past `config.header_timeout` seconds the connection is
    answered 408 (if a partial request arrived) and closed."""

    def __init__(self, config: uvicorn.Config, *args: Any, **kwargs: Any) -> None:
        super().__init__(config, *args, **kwargs)
        self.header_timeout = float(getattr(config, "header_timeout", DEFAULT_HEADER_TIMEOUT))
        self._head_timer: Optional[asyncio.TimerHandle] = None
        self._partial = False  # bytes of a request head have arrived since the timer started
        self._timed_cycle: Any = None

    def _arm(self) -> None:
        self._disarm()
        self._partial = False
        self._timed_cycle = self.cycle
        self._head_timer = self.loop.call_later(self.header_timeout, self._head_timeout)

    def _disarm(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _check_head(self) -> None:
        if self.cycle is not self._timed_cycle:  # a new request's head was read
            self._disarm()
            self._timed_cycle = self.cycle

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def connection_lost(self, exc: Optional[Exception]) -> None:
        self._disarm()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._head_timer is not None:
            self._partial = True
        super().data_received(data)
        self._check_head()

    def on_response_complete(self) -> None:
        self._arm()  # the next request's head starts now (a pipelined one disarms at once)
        super().on_response_complete()
        self._check_head()

    def _head_timeout(self) -> None:
        self._head_timer = None
        if self.transport.is_closing():
            return
        if self._partial:
            body = json.dumps({"status": "error", "violations": [
                {"kind": "input", "rule": None, "field": "",
                 "message": f"the request head did not arrive within {self.header_timeout:g} s"}]}).encode()
            self.transport.write(b"HTTP/1.1 408 Request Timeout\r\ncontent-type: application/json\r\n"
                                 b"connection: close\r\ncontent-length: " + str(len(body)).encode() + b"\r\n\r\n"
                                 + body)
        self.transport.close()


def config(app: Any, *, host: str = "127.0.0.1", port: int = 8000, header_timeout: float = DEFAULT_HEADER_TIMEOUT,
           **kwargs: Any) -> uvicorn.Config:
    """A uvicorn.Config for `app` (an ASGI app, or an import string with factory=True) with the
    guarded protocol and a bound on connections."""
    kwargs.setdefault("limit_concurrency", MAX_CONNECTIONS)
    kwargs.setdefault("timeout_keep_alive", 5)
    cfg = uvicorn.Config(app, host=host, port=port, http=GuardedH11Protocol, **kwargs)
    cfg.header_timeout = header_timeout  # type: ignore[attr-defined]  # read by GuardedH11Protocol
    return cfg
