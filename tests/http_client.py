"""Plain HTTP for the tests, without building a TLS context per request.

``httpx.get``/``httpx.post`` make a new ``httpx.Client`` each call, and with it a TLS
context that reads the whole CA bundle: about 25 ms of CPU for a request to loopback
that itself takes 1 ms (a server's start, polled every 50 ms, and a forum game of
hundreds of requests paid it each time). These clients are made once per process;
keep-alive is off, so every request still opens its own connection, as before: a
server killed with -9 and started again on its port leaves no stale connection behind.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import httpx

_NO_KEEPALIVE = httpx.Limits(max_keepalive_connections=0)


@cache
def client(local_address: str | None = None) -> httpx.Client:
    """The process's client; with ``local_address`` (127.0.0.x), one that connects from there."""
    transport = httpx.HTTPTransport(local_address=local_address, limits=_NO_KEEPALIVE)
    return httpx.Client(transport=transport, timeout=10)


def get(url: str, **kwargs: Any) -> httpx.Response:
    return client().get(url, **kwargs)


def post(url: str, **kwargs: Any) -> httpx.Response:
    return client().post(url, **kwargs)
