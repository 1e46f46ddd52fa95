"""The limits per client address shared by the processes of a cluster on PostgreSQL
(``bang serve --cluster --db postgresql://...``): behind the proxy an address has one
budget of tables per minute and one of websockets, however many processes serve it.

- **Creations** (``address_creations``): a row per table made, with PostgreSQL's time;
  an address's rows of the last ``WINDOW`` seconds are its count (a sliding window, as in
  one process's memory). A request that made no table deletes its row again.
- **Sockets** (``address_sockets``): per address and process, the websockets open now.
  A process pushes its rows' expiry forward every ``RENEW_SECONDS``; the rows of a process
  that died expire after ``SOCKETS_SECONDS`` (its clients come back to the others meanwhile,
  so for that long they may count twice).

Each check and count is one transaction under an advisory lock of the address, so two
processes never both take the last place. One connection of its own (asynchronous: the
event loop does not wait on it), one transaction at a time. If PostgreSQL cannot be
reached the request is let through and the failure logged: the limits guard against abuse,
they must not take the server down with the database.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections.abc import AsyncIterator

import psycopg
from psycopg.rows import TupleRow

from .limits import WINDOW, LimitReached, Limits

log = logging.getLogger("bang.server.limits")

CREATION_LOCK = 0x62616E63  # pg_advisory_xact_lock(key, hashtext(address)): "banc", creations
SOCKET_LOCK = 0x62616E73  # "bans", sockets
SOCKETS_SECONDS = 30.0  # a process's socket rows count this long after its last renewal
RENEW_SECONDS = 5.0


class SharedCounts:
    """``limits.AddressCounts`` in PostgreSQL, for the process ``owner`` of a cluster."""

    def __init__(self, url: str, owner: str, limits: Limits) -> None:
        self.url = url
        self.owner = owner
        self.per_minute = limits.tables_per_minute
        self.per_address = limits.connections_per_address
        self._db: psycopg.AsyncConnection[TupleRow] | None = None
        self._lock: asyncio.Lock | None = None
        self._renewal: asyncio.Task[None] | None = None
        self._swept = 0.0

    async def take_creation(self, address: str) -> object:
        if self.per_minute <= 0:
            return None
        async with self._transaction() as db:
            if db is None:
                return None
            await db.execute("SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (CREATION_LOCK, address))
            if time.monotonic() - self._swept > WINDOW:  # every address's old rows, once a minute
                self._swept = time.monotonic()
                await db.execute("DELETE FROM address_creations WHERE at <= now() - make_interval(secs => %s)",
                                 (WINDOW,))
            row = await (await db.execute(
                "SELECT count(*), extract(epoch FROM min(at) + make_interval(secs => %s) - now()) "
                "FROM address_creations WHERE address = %s AND at > now() - make_interval(secs => %s)",
                (WINDOW, address, WINDOW))).fetchone()
            count, first_leaves = (int(row[0]), float(row[1] or 0)) if row else (0, 0.0)
            if count >= self.per_minute:
                wait = max(1, math.ceil(first_leaves))
                raise LimitReached(
                    f"limit tables_per_minute: this address created {count} tables in the last minute "
                    f"(at most {self.per_minute}, counted over every process); try again in {wait} s",
                    retry_after=wait)
            made = await (await db.execute("INSERT INTO address_creations (address) VALUES (%s) RETURNING id",
                                           (address,))).fetchone()
            return None if made is None else int(made[0])

    async def refund_creation(self, address: str, ticket: object) -> None:
        if not isinstance(ticket, int):
            return
        async with self._transaction() as db:
            if db is not None:
                await db.execute("DELETE FROM address_creations WHERE id = %s", (ticket,))

    async def open_socket(self, address: str) -> None:
        if self.per_address <= 0:
            return
        async with self._transaction() as db:
            if db is None:
                return
            await db.execute("SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (SOCKET_LOCK, address))
            row = await (await db.execute(
                "SELECT coalesce(sum(open), 0) FROM address_sockets WHERE address = %s AND expires > now()",
                (address,))).fetchone()
            count = int(row[0]) if row else 0
            if count >= self.per_address:
                raise LimitReached(
                    f"limit connections_per_address: this address has {count} connections open "
                    f"(at most {self.per_address}, counted over every process); close some tabs", retry_after=30)
            await db.execute(
                "INSERT INTO address_sockets (address, owner, open, expires) "
                "VALUES (%s, %s, 1, now() + make_interval(secs => %s)) "
                "ON CONFLICT (address, owner) DO UPDATE SET open = address_sockets.open + 1, "
                "expires = excluded.expires", (address, self.owner, SOCKETS_SECONDS))
        self._keep_renewing()

    async def close_socket(self, address: str) -> None:
        if self.per_address <= 0:
            return
        async with self._transaction() as db:
            if db is not None:
                await db.execute("UPDATE address_sockets SET open = open - 1 WHERE address = %s AND owner = %s",
                                 (address, self.owner))
                await db.execute("DELETE FROM address_sockets WHERE address = %s AND owner = %s AND open <= 0",
                                 (address, self.owner))

    async def close(self) -> None:
        """The process stops: its sockets no longer count."""
        if self._renewal is not None:
            self._renewal.cancel()
        async with self._transaction() as db:
            if db is not None:
                await db.execute("DELETE FROM address_sockets WHERE owner = %s", (self.owner,))
        if self._db is not None:
            await self._db.close()

    def _keep_renewing(self) -> None:
        if self._renewal is None or self._renewal.done():
            self._renewal = asyncio.get_running_loop().create_task(self._renew())

    async def _renew(self) -> None:
        """This process's socket rows stay counted; those of processes gone for long are deleted."""
        while True:
            await asyncio.sleep(RENEW_SECONDS)
            async with self._transaction() as db:
                if db is not None:
                    await db.execute("UPDATE address_sockets SET expires = now() + make_interval(secs => %s) "
                                     "WHERE owner = %s", (SOCKETS_SECONDS, self.owner))
                    await db.execute("DELETE FROM address_sockets WHERE expires < now() - make_interval(secs => %s)",
                                     (SOCKETS_SECONDS,))

    @contextlib.asynccontextmanager
    async def _transaction(self) -> AsyncIterator[psycopg.AsyncConnection[TupleRow] | None]:
        """One transaction on this process's connection (None: PostgreSQL is away, logged).
        A ``LimitReached`` raised inside rolls it back and goes to the caller."""
        if self._lock is None:
            self._lock = asyncio.Lock()
        async with self._lock:
            try:
                if self._db is None or self._db.closed or self._db.broken:
                    self._db = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
                db = self._db
            except psycopg.Error:
                log.exception("the limits per address cannot reach PostgreSQL; this request is let through")
                yield None
                return
            try:
                async with db.transaction():
                    yield db
            except psycopg.Error:
                log.exception("the limits per address failed in PostgreSQL; this request is let through")
