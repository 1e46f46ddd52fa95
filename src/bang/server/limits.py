"""A public server's limits: each a setting with a default fit for one on the internet.

``Limits`` holds them all (``bang serve`` flags set the main ones; README, "Limits of a
public server"). ``PublicLimits`` is the ASGI middleware that keeps two of them for
every route: the tables one client address creates per minute (``POST /api/tables``,
``POST /api/forum``: 429; a request that made no table does not count), the requests
it posts to forum games' links per minute (a player's move, pick or undo, the master's
resolve, override or publish: 429; counted in this process's memory) and the websockets
open to the process and from one address (refused with an ``error`` frame ``limit``, then
closed with 1013, "try again later"). The counts of creations and sockets per address
are kept in the process's memory, or, for the processes of a cluster on PostgreSQL,
shared in the database (limits_pg.py): through the proxy an address has the same budget
however many processes serve it.

The client address is the one uvicorn puts in the request's scope: behind a proxy of
``--forwarded-allow-ips`` it is the browser's (``X-Forwarded-For``), otherwise the
peer's own, whatever headers it sends. An IPv6 address counts by its /64 (what one
household or one host is given).
"""

from __future__ import annotations

import ipaddress
import math
import time
from collections import deque
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from typing import Any, Protocol

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]

CREATE_PATHS = ("/api/tables", "/api/forum")  # POST to these makes a table
FORUM_LINKS = "/api/forum/"  # POST under it: a forum player's or master's request
WINDOW = 60.0  # seconds: "per minute"


@dataclass(frozen=True, slots=True)
class Limits:
    """Every limit of one ``bang serve`` process (0 turns a count limit off)."""

    tables_per_minute: int = 20  # tables one client address may create in any 60 seconds
    live_tables: int = 5000  # tables in this process's memory (lobbies, games, finished ones watched)
    connections: int = 10_000  # websockets open to this process
    connections_per_address: int = 256  # of those, from one client address
    forum_posts_per_minute: int = 300  # requests one client address may post to forum links in 60 s
    # a lobby is deleted once this old with no seated person connected for this long (0: never)
    lobby_hours: float = 6.0
    ws_ping_interval: float = 5.0  # seconds between the server's websocket pings
    ws_ping_timeout: float = 5.0  # a socket that has not answered a ping by then is dropped
    request_seconds: float = 10.0  # to send an HTTP request's headers and body (slow_clients.py; 0: no limit)


class LimitReached(Exception):
    """A limit refused a request; ``str()`` names it. ``retry_after``: seconds, if known."""

    def __init__(self, message: str, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after

    def body(self) -> bytes:
        from . import protocol as p  # not at import: ``bang --help`` reads the defaults above

        return p.encode(p.ErrorMessage("limit", str(self), retry_after=self.retry_after))


def address_key(host: str | None) -> str:
    """The key a client's address counts under: itself, or its /64 for IPv6."""
    if not host:
        return "?"
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return host  # a unix socket's peer, a test client's name
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


class CreationRate:
    """Tables created (or, with another ``limit`` and ``noun``, forum requests posted) per
    address in the last ``WINDOW`` seconds (a sliding window)."""

    def __init__(self, per_minute: int, clock: Callable[[], float] = time.monotonic,
                 limit: str = "tables_per_minute", noun: str = "created {n} tables") -> None:
        self.per_minute = per_minute
        self.limit = limit
        self.noun = noun
        self.clock = clock
        self._times: dict[str, deque[float]] = {}
        self._swept = clock()

    def take(self, address: str) -> float | None:
        """Count one creation for ``address``, or raise ``LimitReached`` (nothing counted).
        The ticket ``refund`` takes back (None: nothing was counted)."""
        if self.per_minute <= 0:
            return None
        now = self.clock()
        self._sweep(now)
        times = self._times.setdefault(address, deque())
        while times and times[0] <= now - WINDOW:
            times.popleft()
        if len(times) >= self.per_minute:
            wait = max(1, math.ceil(times[0] + WINDOW - now))
            raise LimitReached(
                f"limit {self.limit}: this address {self.noun.format(n=len(times))} in the last minute "
                f"(at most {self.per_minute}); try again in {wait} s", retry_after=wait)
        times.append(now)
        return now

    def refund(self, address: str, ticket: float | None) -> None:
        """The request ``take`` counted made no table: it does not count."""
        times = self._times.get(address)
        if ticket is not None and times is not None and ticket in times:
            times.remove(ticket)

    def _sweep(self, now: float) -> None:
        """Forget the addresses that created nothing in the last window (once a window)."""
        if now - self._swept < WINDOW:
            return
        self._swept = now
        for address in [a for a, t in self._times.items() if not t or t[-1] <= now - WINDOW]:
            del self._times[address]


class Connections:
    """The websockets open now: in all and per address."""

    def __init__(self, limit: int, per_address: int) -> None:
        self.limit = limit
        self.per_address = per_address
        self.total = 0
        self.by_address: dict[str, int] = {}

    def open(self, address: str) -> None:
        """Count one more socket from ``address``, or raise ``LimitReached`` (nothing counted)."""
        if self.limit > 0 and self.total >= self.limit:
            raise LimitReached(f"limit connections: this server has {self.total} connections open "
                               f"(at most {self.limit}); try again later", retry_after=30)
        mine = self.by_address.get(address, 0)
        if self.per_address > 0 and mine >= self.per_address:
            raise LimitReached(f"limit connections_per_address: this address has {mine} connections open "
                               f"(at most {self.per_address}); close some tabs", retry_after=30)
        self.total += 1
        self.by_address[address] = mine + 1

    def close(self, address: str) -> None:
        self.total -= 1
        left = self.by_address[address] - 1
        if left:
            self.by_address[address] = left
        else:
            del self.by_address[address]


class AddressCounts(Protocol):
    """The counts per client address: in this process's memory (``LocalCounts``), or
    shared by the processes of a cluster (``limits_pg.SharedCounts``, in PostgreSQL).
    ``take_creation`` and ``open_socket`` raise ``LimitReached`` (nothing counted then)."""

    async def take_creation(self, address: str) -> object:
        """Count a table's creation; the ticket ``refund_creation`` takes back."""

    async def refund_creation(self, address: str, ticket: object) -> None: ...

    async def open_socket(self, address: str) -> None: ...

    async def close_socket(self, address: str) -> None: ...

    async def close(self) -> None:
        """The process stops."""


class LocalCounts:
    """The counts per address of one process, in its memory."""

    def __init__(self, limits: Limits) -> None:
        self.rate = CreationRate(limits.tables_per_minute)
        self.sockets = Connections(0, limits.connections_per_address)

    async def take_creation(self, address: str) -> object:
        return self.rate.take(address)

    async def refund_creation(self, address: str, ticket: object) -> None:
        self.rate.refund(address, ticket if isinstance(ticket, float) else None)

    async def open_socket(self, address: str) -> None:
        self.sockets.open(address)

    async def close_socket(self, address: str) -> None:
        self.sockets.close(address)

    async def close(self) -> None:
        return None


class PublicLimits:
    """ASGI middleware: the creation rate per address (only a request that made a table
    counts: one answered 400, 413, 429 or 503 does not) and the websocket counts (in all,
    this process's; per address, ``counts``'s)."""

    def __init__(self, app: App, limits: Limits, counts: AddressCounts | None = None) -> None:
        self.app = app
        self.counts = counts or LocalCounts(limits)
        self.connections = Connections(limits.connections, 0)
        self.forum_rate = CreationRate(limits.forum_posts_per_minute, limit="forum_posts_per_minute",
                                       noun="posted {n} requests to forum games")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kind = scope["type"]
        if kind == "http" and scope["method"] == "POST" and scope["path"] in CREATE_PATHS:
            await self._create(scope, receive, send)
        elif kind == "http" and scope["method"] == "POST" and scope["path"].startswith(FORUM_LINKS):
            try:
                self.forum_rate.take(address_key(_host(scope)))
            except LimitReached as refused:
                await _http_refusal(send, 429, refused)
                return
            await self.app(scope, receive, send)
        elif kind == "websocket":
            await self._socket(scope, receive, send)
        else:
            await self.app(scope, receive, send)

    async def _create(self, scope: Scope, receive: Receive, send: Send) -> None:
        address = address_key(_host(scope))
        try:
            ticket = await self.counts.take_creation(address)
        except LimitReached as refused:
            await _http_refusal(send, 429, refused)
            return
        created = False

        async def answer(message: Message) -> None:
            nonlocal created
            if message["type"] == "http.response.start":
                created = message["status"] == 201
            await send(message)

        try:
            await self.app(scope, receive, answer)
        finally:
            if not created:
                await self.counts.refund_creation(address, ticket)

    async def _socket(self, scope: Scope, receive: Receive, send: Send) -> None:
        address = address_key(_host(scope))
        try:
            self.connections.open(address)
        except LimitReached as refused:
            await _socket_refusal(receive, send, refused)
            return
        try:
            try:
                await self.counts.open_socket(address)
            except LimitReached as refused:
                await _socket_refusal(receive, send, refused)
                return
            try:
                await self.app(scope, receive, send)
            finally:
                await self.counts.close_socket(address)
        finally:
            self.connections.close(address)


def _host(scope: Scope) -> str | None:
    client = scope.get("client")
    return str(client[0]) if client else None


async def _http_refusal(send: Send, status: int, refused: LimitReached) -> None:
    body = refused.body()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    if refused.retry_after is not None:
        headers.append((b"retry-after", str(round(refused.retry_after)).encode()))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def _socket_refusal(receive: Receive, send: Send, refused: LimitReached) -> None:
    """Accept, say which limit in an ``error`` frame, close with 1013 (try again later)."""
    message = await receive()
    if message["type"] != "websocket.connect":
        return
    await send({"type": "websocket.accept"})
    await send({"type": "websocket.send", "text": refused.body().decode()})
    await send({"type": "websocket.close", "code": 1013, "reason": "limit"})
