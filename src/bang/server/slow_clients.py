"""Slow or idle clients of ``bang serve`` facing the internet itself (no proxy in front).

uvicorn closes a connection idle between two requests (``timeout_keep_alive``), but not
one that opened and never finishes its request: a client that sends a byte of its
headers now and then ("slowloris") holds a connection, and a file descriptor, for ever.
A thousand of them filled the process's file limit and nobody could connect.

``guarded_protocol`` gives uvicorn an HTTP protocol that

- **gives every request ``request_seconds``** from the moment the connection opens (or
  the last answer was sent) until its headers and body are in: past it the client gets
  ``408 Request Timeout`` and the connection is closed. A websocket's handshake is a
  request like any other; once upgraded the socket is the websocket's (pings, limits.py);
- **keeps the open connections (HTTP and websockets) below ``max_open``**, set under the
  process's file limit (``open_files_cap``): a connection over it is closed at once, so
  the process always has descriptors left for its database and for the clients it serves.

A proxy in front (nginx, HAProxy, Caddy) does all this too and more: README, "Limits of
a public server".
"""

from __future__ import annotations

import asyncio
import importlib.util
import logging
import sys
from typing import Any

from uvicorn.protocols.http.h11_impl import H11Protocol

log = logging.getLogger("bang.server")

SPARE_FILES = 64  # descriptors kept for the database, logs, the front end's files...
_SAID = b"the request was not sent in time: the connection is closed\n"
TIMEOUT_ANSWER = (b"HTTP/1.1 408 Request Timeout\r\ncontent-type: text/plain; charset=utf-8\r\n"
                  b"connection: close\r\ncontent-length: %d\r\n\r\n%s" % (len(_SAID), _SAID))


def open_files_cap() -> int:
    """The connections this process may hold open: its file limit, raised to the hard limit
    (the usual soft limit is 1024), less ``SPARE_FILES``; 0 where there is no such limit."""
    if sys.platform == "win32":
        return 0
    import resource

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and soft < hard:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
            soft = hard
        except (ValueError, OSError):
            pass
    if soft == resource.RLIM_INFINITY:
        return 0
    return max(16, soft - SPARE_FILES)


class _Deadline:
    """The timer of one connection's request; ``protocol`` is uvicorn's (either kind)."""

    def __init__(self, protocol: Any, seconds: float) -> None:
        self.protocol = protocol
        self.seconds = seconds
        self.timer: asyncio.TimerHandle | None = None
        self.waiting_for: object = None  # the request cycle being answered when armed

    def arm(self) -> None:
        self.cancel()
        if self.seconds > 0:
            self.waiting_for = self.protocol.cycle
            self.timer = asyncio.get_running_loop().call_later(self.seconds, self.expired)

    def cancel(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    def expired(self) -> None:
        self.timer = None
        transport = self.protocol.transport
        if transport is None or transport.is_closing() or transport.get_protocol() is not self.protocol:
            return  # closed already, or upgraded to a websocket
        cycle = self.protocol.cycle
        if cycle is not None and cycle is not self.waiting_for and (not cycle.more_body or cycle.response_started):
            return  # the whole request is in (the application is answering it), or it was answered
        log.info("a request not sent within %g s: closed", self.seconds)
        transport.write(TIMEOUT_ANSWER)
        transport.close()


def _over(protocol: Any, max_open: int) -> bool:
    """Whether this new connection is one too many (it is closed then)."""
    if max_open > 0 and len(protocol.connections) > max_open:
        protocol.transport.close()
        return True
    return False


def guarded_protocol(request_seconds: float, max_open: int = 0) -> type[asyncio.Protocol]:
    """uvicorn's HTTP protocol (httptools where installed, else h11) with the request
    deadline and the cap on open connections (``max_open``; 0: none)."""
    base: type[Any]
    if importlib.util.find_spec("httptools") is not None:  # optional for uvicorn, faster than h11
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

        base = HttpToolsProtocol
    else:
        base = H11Protocol

    class Guarded(base):  # type: ignore[misc]
        def connection_made(self, transport: asyncio.Transport) -> None:
            super().connection_made(transport)
            self.deadline = _Deadline(self, request_seconds)
            if not _over(self, max_open):
                self.deadline.arm()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            self.deadline.arm()

        def connection_lost(self, exc: Exception | None) -> None:
            self.deadline.cancel()
            super().connection_lost(exc)

    return Guarded
