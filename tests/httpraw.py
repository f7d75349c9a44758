"""A raw HTTP/1.1 client over one socket, for tests that need to see the connection itself:
whether it stays open after an answer, what a server does with a client that trickles its
bytes or announces more than it sends."""

from __future__ import annotations

import json
import socket
import time
from typing import Optional


class Raw:
    def __init__(self, port: int, timeout: float = 30.0):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        self.buf = b""

    def send(self, data: bytes) -> None:
        self.sock.sendall(data)

    def request(self, method: str, path: str, body: Optional[bytes] = None, headers: Optional[dict] = None) -> None:
        head = {"host": "127.0.0.1", "connection": "keep-alive"}
        if body is not None:
            head["content-type"] = "application/json"
            head["content-length"] = str(len(body))
        head.update(headers or {})
        lines = [f"{method} {path} HTTP/1.1"] + [f"{k}: {v}" for k, v in head.items()]
        self.send(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + (body or b""))

    def _fill(self) -> bool:
        chunk = self.sock.recv(65536)
        if not chunk:
            return False
        self.buf += chunk
        return True

    def response(self) -> tuple[int, dict, bytes]:
        """(status, headers, body) of the next response; ConnectionError when the server closed
        the connection first."""
        while b"\r\n\r\n" not in self.buf:
            if not self._fill():
                raise ConnectionError("closed before a response")
        head, self.buf = self.buf.split(b"\r\n\r\n", 1)
        lines = head.decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        headers = {k.strip().lower(): v.strip() for k, v in (line.split(":", 1) for line in lines[1:])}
        n = int(headers.get("content-length", "0"))
        while len(self.buf) < n:
            if not self._fill():
                raise ConnectionError("closed inside a response")
        body, self.buf = self.buf[:n], self.buf[n:]
        return status, headers, body

    def json(self) -> tuple[int, dict, dict]:
        status, headers, body = self.response()
        return status, headers, json.loads(body)

    def closed_within(self, seconds: float) -> bool:
        """Whether the server closes the connection within `seconds` (what it sends is kept)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.sock.settimeout(max(0.01, end - time.monotonic()))
            try:
                if not self._fill():
                    return True
            except socket.timeout:
                return False
            except OSError:  # reset
                return True
        return False

    def close(self) -> None:
        self.sock.close()


def free_socket() -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    return sock


class serving:
    """`with serving(app, header_timeout=...) as (base_url, port, thread):` uvicorn as
    `attackcheck serve` runs it (attackcheck.httpserver), on a free loopback port, in a
    background thread that is stopped and joined on exit."""

    def __init__(self, app, **kwargs):
        self.app = app
        self.kwargs = kwargs

    def __enter__(self):
        import threading

        import uvicorn

        from attackcheck import httpserver

        self.sock = free_socket()
        port = self.sock.getsockname()[1]
        self.kwargs.setdefault("log_level", "warning")
        self.kwargs.setdefault("backlog", 512)
        config = httpserver.config(self.app, port=port, **self.kwargs)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started and time.monotonic() < deadline and self.thread.is_alive():
            time.sleep(0.02)
        assert self.server.started
        return f"http://127.0.0.1:{port}", port, self.thread

    def __exit__(self, *exc):
        self.server.should_exit = True
        self.thread.join(30)
        self.sock.close()
        return False
