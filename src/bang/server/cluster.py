"""Several ``bang serve`` processes on one database (``bang serve --cluster``).

A proxy (deploy/haproxy.cfg) sends every request and websocket of a table to one
process, by a consistent hash of the table's id. Here each process makes sure it
alone plays the tables it has in memory:

- **A lease per table** (``Leases``): the process that holds a table has a row in
  ``table_leases`` with its own id and an expiry that a thread of its own
  (``Renewer``) pushes forward every ``RENEW_SECONDS`` (``LEASE_SECONDS`` ahead).
- **Taking a table over**: only from an owner that is gone. A websocket for a table
  not in memory here takes the table (lease, then its log) if nobody holds its lease,
  the lease expired, or (PostgreSQL) its owner's database session is closed, as when
  that process was killed: each process holds an advisory lock of its name on the
  renewal thread's connection (``OWNER_LOCK``). A live owner keeps its table whatever
  a client asks where (a request that reaches another process, through a path the
  proxy read differently or straight at its port, is refused: 1013, try again) and
  never drops its players because of it. A table whose lease expired and that nobody
  connects to (bots only) is taken by the scan of the next renewal, by any live process.
- **Fencing**: every write of a table (``FencedStore``) checks, in the transaction
  that writes it, that this process still holds its lease. A process that lost a
  table writes nothing more of it: its unwritten actions are never announced, its
  clients are closed with 1012 ("moved") and reconnect through the proxy to the
  table's new process, which has every action that was ever announced.
- A table made by ``POST /api/tables`` is stored and not kept: its first websocket
  gives it to the process its id hashes to.

On PostgreSQL (cluster_pg.py, store_pg.py) the leases expire on the database's clock.
On SQLite (processes of one machine sharing one file) they expire on the machine's.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import socket
import sqlite3
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from . import protocol as p
from .limits import Limits
from .link_tokens import ID_SHAPE
from .store import Committed, SeatRecord, Store, TableRecord
from .store_api import is_postgres
from .table import Table, Timing
from .tables import Tables

if TYPE_CHECKING:
    from .cluster_pg import FencedPgStore

log = logging.getLogger("bang.server.cluster")

LEASE_SECONDS = 3.0  # a lease not renewed for this long is free: its process is taken for dead
RENEW_SECONDS = 1.0  # how often a process renews its leases and looks for tables left without one
ADOPT_AT_ONCE = 200  # tables taken over by one scan at most (the rest at the next)
MOVED = (1012, "moved: reconnect")  # the close a client gets when its table went to another process

LEASES_SCHEMA = """
CREATE TABLE IF NOT EXISTS table_leases (
    table_id TEXT PRIMARY KEY,
    owner    TEXT NOT NULL,
    expires  REAL NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS table_leases_by_owner ON table_leases (owner);
CREATE TABLE IF NOT EXISTS table_wanted (
    table_id TEXT PRIMARY KEY,
    wanted_by TEXT NOT NULL,
    at       REAL NOT NULL
) WITHOUT ROWID;
"""
WANTED_SECONDS = 5.0  # a process's wish for a table counts this long (its client tries again meanwhile)


def process_name() -> str:
    """This process's owner id in ``leases``: the machine, the pid and a random part
    (a restarted process with the same pid is another owner)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


class Leases(Protocol):
    """The ``table_leases`` rows of one process (``owner``)."""

    owner: str

    def exists(self, table_id: str) -> bool:
        """Whether the table is in the database at all."""

    def claim(self, table_id: str, asked: bool) -> bool:
        """Hold the lease of a table where it is free, expired or this process's already;
        if ``asked`` (a client asked for it here) also where its owner is known to be
        gone before its lease runs out (PostgreSQL: the owner's session is closed). Never
        from a live owner, whatever a client asked where. Whether it is held now."""

    def renew(self) -> set[str]:
        """Push every lease of this process forward; the tables it still holds."""

    def renewal(self) -> Callable[[], set[str]]:
        """``renew`` on a connection of its own, for the renewal thread (``Renewer``)."""

    def release(self, table_id: str) -> None: ...

    def release_all(self) -> None: ...

    def want(self, table_id: str) -> None:
        """A client asked this process for a table another live process holds: say so."""

    def wanted(self) -> dict[str, str]:
        """The tables this process holds that another wants now: table -> that process."""

    def hand_over(self, table_id: str, to: str) -> bool:
        """Give this process's lease of a table to ``to``; whether it was this process's."""

    def orphans(self, limit: int = ADOPT_AT_ONCE) -> list[str]:
        """Unfinished tables that need a process: their lease expired, or a game under
        way has none (a lobby nobody is at needs nobody). Oldest first."""


class SqliteLeases:
    """The leases in the SQLite file shared by the processes of one machine; they
    expire by the processes' clock."""

    def __init__(self, db: sqlite3.Connection, owner: str, clock: Callable[[], float] = time.time) -> None:
        self.db = db
        self.owner = owner
        self.clock = clock
        db.executescript(LEASES_SCHEMA)

    def exists(self, table_id: str) -> bool:
        return self.db.execute("SELECT 1 FROM tables WHERE id = ?", (table_id,)).fetchone() is not None

    def claim(self, table_id: str, asked: bool) -> bool:
        now = self.clock()
        self.db.execute("BEGIN IMMEDIATE")
        try:
            row = self.db.execute("SELECT owner, expires FROM table_leases WHERE table_id = ?", (table_id,)).fetchone()
            if row is not None and row[0] != self.owner and row[1] > now:
                self.db.execute("ROLLBACK")
                return False
            self.db.execute(
                "INSERT INTO table_leases (table_id, owner, expires) VALUES (?, ?, ?) "
                "ON CONFLICT (table_id) DO UPDATE SET owner = excluded.owner, expires = excluded.expires",
                (table_id, self.owner, now + LEASE_SECONDS),
            )
            self.db.execute("COMMIT")
        except Exception:
            with contextlib.suppress(sqlite3.Error):
                self.db.execute("ROLLBACK")
            raise
        if row is not None and row[0] != self.owner:
            log.info("table %s taken over from %s (its lease expired)", table_id, row[0])
        return True

    def renew(self) -> set[str]:
        return self._renew(self.db)

    def _renew(self, db: sqlite3.Connection) -> set[str]:
        db.execute("UPDATE table_leases SET expires = ? WHERE owner = ?", (self.clock() + LEASE_SECONDS, self.owner))
        return {t for (t,) in db.execute("SELECT table_id FROM table_leases WHERE owner = ?", (self.owner,))}

    def renewal(self) -> Callable[[], set[str]]:
        path = self.db.execute("PRAGMA database_list").fetchone()[2]
        db = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=5)
        return lambda: self._renew(db)

    def release(self, table_id: str) -> None:
        self.db.execute("DELETE FROM table_leases WHERE table_id = ? AND owner = ?", (table_id, self.owner))

    def release_all(self) -> None:
        self.db.execute("DELETE FROM table_leases WHERE owner = ?", (self.owner,))

    def orphans(self, limit: int = ADOPT_AT_ONCE) -> list[str]:
        rows = self.db.execute(
            "SELECT t.id FROM tables t LEFT JOIN table_leases l ON l.table_id = t.id "
            "WHERE t.status != 'over' AND (l.expires < ? OR (l.table_id IS NULL AND t.status != 'lobby')) "
            "ORDER BY t.created LIMIT ?",
            (self.clock(), limit),
        ).fetchall()
        return [table_id for (table_id,) in rows]

    def want(self, table_id: str) -> None:
        self.db.execute("INSERT INTO table_wanted (table_id, wanted_by, at) VALUES (?, ?, ?) "
                        "ON CONFLICT (table_id) DO UPDATE SET wanted_by = excluded.wanted_by, at = excluded.at",
                        (table_id, self.owner, self.clock()))

    def wanted(self) -> dict[str, str]:
        self.db.execute("DELETE FROM table_wanted WHERE at < ?", (self.clock() - 12 * WANTED_SECONDS,))
        rows = self.db.execute(
            "SELECT w.table_id, w.wanted_by FROM table_wanted w JOIN table_leases l ON l.table_id = w.table_id "
            "WHERE l.owner = ? AND w.wanted_by != ? AND w.at > ?",
            (self.owner, self.owner, self.clock() - WANTED_SECONDS)).fetchall()
        return {str(t): str(by) for t, by in rows}

    def hand_over(self, table_id: str, to: str) -> bool:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            done = self.db.execute("UPDATE table_leases SET owner = ?, expires = ? WHERE table_id = ? AND owner = ?",
                                   (to, self.clock() + LEASE_SECONDS, table_id, self.owner)).rowcount
            self.db.execute("DELETE FROM table_wanted WHERE table_id = ?", (table_id,))
            self.db.execute("COMMIT")
        except Exception:
            with contextlib.suppress(sqlite3.Error):
                self.db.execute("ROLLBACK")
            raise
        return done == 1

    def holds(self, table_ids: set[str]) -> set[str]:
        """Of these tables, the ones whose lease this process holds (read in the caller's transaction)."""
        if not table_ids:
            return set()
        ids = list(table_ids)
        rows = self.db.execute(
            f"SELECT table_id FROM table_leases WHERE owner = ? AND table_id IN ({','.join('?' * len(ids))})",
            (self.owner, *ids),
        ).fetchall()
        return {t for (t,) in rows}


class FencedStore(Store):
    """The store of one process of several: a table's writes are refused once another
    process holds its lease. The writes of a table it lost are not made, and that table
    leaves this process (``on_lost``) instead of being told they were."""

    def __init__(self, path: str, owner: str) -> None:
        super().__init__(path)
        self.ownership = SqliteLeases(self.db, owner)
        self._lost_now: set[str] = set()  # tables whose actions the last write dropped
        self.on_lost: Callable[[str], None] = lambda table_id: None

    def append_action(self, table_id: str, n: int, seat: int, code: int, then: Committed) -> None:
        def committed(error: Exception | None, table_id: str = table_id) -> None:
            if table_id in self._lost_now:
                self.on_lost(table_id)
            else:
                then(error)

        super().append_action(table_id, n, seat, code, committed)

    def commit(self) -> None:
        super().commit()
        self._lost_now = set()

    def _write_rows(self, also: tuple[str, tuple[object, ...]] | None = None) -> None:
        rows, self._rows = self._rows, []
        if not rows and also is None:
            return
        also_table = self._fenced_table(also)
        self.db.execute("BEGIN IMMEDIATE")
        try:
            held = self.ownership.holds({r[0] for r in rows} | ({also_table} if also_table else set()))
            lost = {r[0] for r in rows} - held
            if lost:
                log.warning("tables %s: their leases are held elsewhere; %d actions not written",
                            sorted(lost), sum(r[0] in lost for r in rows))
                self._lost_now |= lost
            self.db.executemany("INSERT INTO actions (table_id, n, seat, code) VALUES (?, ?, ?, ?)",
                                [r for r in rows if r[0] in held])
            if also is not None and (also_table is None or also_table in held):
                self.db.execute(*also)
            self.db.execute("COMMIT")
        except Exception:
            with contextlib.suppress(sqlite3.Error):
                self.db.execute("ROLLBACK")
            raise
        if also_table is not None and also_table not in held:
            self.on_lost(also_table)  # the write is not made; the table leaves this process now

    @staticmethod
    def _fenced_table(also: tuple[str, tuple[object, ...]] | None) -> str | None:
        """The table a single write (``set_status``, ``save_seat``, the chat's) is about."""
        if also is None:
            return None
        sql, params = also
        if sql.startswith("UPDATE tables"):
            return str(params[-1])
        if sql.startswith("UPDATE seats"):
            return str(params[-2])
        if "chat" in sql.split("(")[0]:  # INSERT INTO chat (table_id, ...), chat_mutes ... table_id = ?
            return str(params[0])
        return None

    def start(self, table_id: str, seats: list[SeatRecord]) -> None:
        if self.ownership.holds({table_id}):
            super().start(table_id, seats)
        else:
            self.on_lost(table_id)

    def delete_table(self, table_id: str) -> None:
        """A table this process holds, its lease and the wishes for it too; another's is
        left alone (and leaves this process)."""
        with self.transaction():
            held = bool(self.ownership.holds({table_id}))
            if held:
                self._delete_rows(table_id)
                self.db.execute("DELETE FROM table_leases WHERE table_id = ?", (table_id,))
                self.db.execute("DELETE FROM table_wanted WHERE table_id = ?", (table_id,))
        if not held:
            self.on_lost(table_id)


class ClusterTables(Tables):
    """The tables of one process of several: those it holds the lease of."""

    def __init__(self, store: FencedStore | FencedPgStore, timing: Timing, limits: Limits | None = None) -> None:
        super().__init__(store, timing, limits)
        self.ownership: Leases = store.ownership
        store.on_lost = self.lost
        self.taken_over = 0  # tables this process took over from another (or from none)
        self.handed_over = 0  # tables this process gave to another that asked, nobody being at them here
        self.claimed: dict[str, float] = {}  # when this process took each table it has (monotonic)
        self.wanting: dict[str, float] = {}  # tables asked for here that another holds -> when (monotonic)

    def create(self, settings: p.Settings, seed: int | None = None) -> p.CreatedTable:
        """Stored, not kept: the process its first websocket reaches plays it."""
        created = super().create(settings, seed)
        self.live.pop(created.table, None)
        self.ownership.release(created.table)  # PostgreSQL's store takes it with the table
        return created

    def get(self, table_id: str) -> Table | None:
        """A table in memory, else one taken (lease and log) from the database if nobody
        live holds it: None if another live process plays it (``held_elsewhere``)."""
        return self.live.get(table_id) or self.take(table_id, asked=True)

    def held_elsewhere(self, table_id: str) -> bool:
        """After ``get`` gave None: whether the table exists, so another live process holds
        it. That process is told this one wants it: it hands the table over once nobody is
        connected to it there (``renewed``), and never drops a client for it."""
        if table_id in self.live or not ID_SHAPE.fullmatch(table_id) or not self.ownership.exists(table_id):
            return False
        self.ownership.want(table_id)
        self.wanting[table_id] = time.monotonic()
        return True

    def take(self, table_id: str, asked: bool) -> Table | None:
        if not ID_SHAPE.fullmatch(table_id) or not self.ownership.exists(table_id):
            return None
        if not self.ownership.claim(table_id, asked):
            return None
        self.claimed[table_id] = time.monotonic()  # after: a renewal that began before may miss it
        table = super().get(table_id)  # read from its log (nothing of it is in memory)
        if table is None:  # unreadable (logged)
            self.ownership.release(table_id)
            return None
        self.taken_over += 1
        if table.status != "over":
            table.resume_after_restart()  # its clocks start here
        return table

    def _table(self, record: TableRecord) -> Table:
        if record.status == "lobby" and record.match is not None:  # "play again": dealt here at once
            self.ownership.claim(record.id, asked=True)  # a new id: nobody else holds it
            self.claimed[record.id] = time.monotonic()
        table = super()._table(record)
        table.on_idle = None  # a cluster's process keeps the tables it holds (their leases, its takeovers)
        return table

    def release(self, table: Table) -> None:
        super().release(table)
        if table.id not in self.live:
            self.claimed.pop(table.id, None)
            self.ownership.release(table.id)

    def restore(self) -> int:
        """At start: the tables left without a live process (none where others run)."""
        return self.adopt()

    def expire_lobbies(self) -> int:
        """This process's lobbies that expired (each process sweeps the tables it holds,
        whose connections are all its own); their claims go with them."""
        deleted = super().expire_lobbies()
        for table_id in [t for t in self.claimed if t not in self.live]:
            del self.claimed[table_id]
        return deleted

    def adopt(self) -> int:
        """Take the unfinished tables whose process is gone."""
        count = 0
        for table_id in self.ownership.orphans():
            if table_id not in self.live and self.take(table_id, asked=False) is not None:
                count += 1
        if count:
            log.info("%d tables without a live process taken over", count)
        return count

    def renewed(self, held: set[str], since: float) -> None:
        """The leases were renewed (``Renewer``, from ``since``): drop the tables this process
        had before then and does not hold now (another took them); take the tables handed
        over to it; hand over those another wants and nobody here is at; adopt orphans."""
        for table_id in [t for t in self.live if t not in held and self.claimed.get(t, 0.0) < since]:
            self.lost(table_id)
        for table_id in [t for t, at in self.wanting.items() if at < since - WANTED_SECONDS]:
            del self.wanting[table_id]
        for table_id in [t for t in self.wanting if t in held and t not in self.live]:
            del self.wanting[table_id]
            self.take(table_id, asked=False)  # its lease is this process's now: the table follows
        self.hand_over_wanted()
        self.adopt()

    def hand_over_wanted(self) -> None:
        """The tables another process asked for (a client of theirs wants it) and that nobody
        is connected to here: their writes committed, their leases given to that process."""
        wanted = {t: by for t, by in self.ownership.wanted().items()
                  if (table := self.live.get(t)) is not None and not table.peers}
        if not wanted:
            return
        self.store.commit()
        for table_id, to in wanted.items():
            table = self.live.pop(table_id)
            self.claimed.pop(table_id, None)
            table.stop_clock()
            if self.ownership.hand_over(table_id, to):
                self.handed_over += 1
                log.info("table %s handed over to %s, which a client asked (nobody was at it here)", table_id, to)

    def lost(self, table_id: str) -> None:
        """Another process holds this table now: forget it here, send its clients there."""
        table = self.live.pop(table_id, None)
        self.claimed.pop(table_id, None)
        if table is None:
            return
        log.warning("table %s: its lease went to another process; its %d clients are sent there",
                 table_id, len(table.peers))
        table.stop_clock()
        for peer in list(table.peers):
            peer.close(*MOVED)

    def shutdown(self) -> None:
        super().shutdown()
        try:
            self.ownership.release_all()  # the others take them at their next scan
        except Exception:
            log.exception("releasing the leases of %s", self.ownership.owner)


class Renewer(threading.Thread):
    """Renews the leases every ``RENEW_SECONDS`` on a connection and thread of its own:
    a process whose event loop is busy (or waits on the database) a few seconds keeps
    its tables; only a dead one loses them. What it holds is handed to the loop."""

    def __init__(self, renew: Callable[[], set[str]], renewed: Callable[[set[str], float], None],
                 loop: asyncio.AbstractEventLoop) -> None:
        super().__init__(name="bang-lease-renewer", daemon=True)
        self.renew = renew
        self.renewed = renewed
        self.loop = loop
        self.halt = threading.Event()

    def run(self) -> None:
        while not self.halt.wait(RENEW_SECONDS):
            since = time.monotonic()
            try:
                held = self.renew()
            except Exception:  # the database is away a moment: the next renewal tries again
                log.exception("renewing the leases")
                continue
            with contextlib.suppress(RuntimeError):  # the loop has stopped
                self.loop.call_soon_threadsafe(self.renewed, held, since)


class Cluster:
    """What ``create_app`` adds for ``--cluster``: the fenced store, the tables, the
    renewal task, and ``GET /api/cluster`` (the proxy's health check)."""

    def __init__(self, db: str, timing: Timing, limits: Limits | None = None) -> None:
        self.name = process_name()
        self.store: FencedStore | FencedPgStore
        if is_postgres(db):
            from .cluster_pg import FencedPgStore

            self.store = FencedPgStore(db, self.name, LEASE_SECONDS)
        else:
            self.store = FencedStore(db, self.name)
        self.tables = ClusterTables(self.store, timing, limits)
        self._renewer: Renewer | None = None

    def start(self) -> None:
        self._renewer = Renewer(self.tables.ownership.renewal(), self._renewed, asyncio.get_running_loop())
        self._renewer.start()

    async def stop(self) -> None:
        if self._renewer is not None:
            self._renewer.halt.set()
            await asyncio.to_thread(self._renewer.join, 5)

    def _renewed(self, held: set[str], since: float) -> None:
        try:
            self.tables.renewed(held, since)
        except Exception:  # the database is away a moment: the next renewal tries again
            log.exception("adopting the tables left without a process")

    def routes(self) -> list[BaseRoute]:
        async def status(request: Request) -> Response:
            return JSONResponse({"process": self.name, "tables": len(self.tables.live),
                                 "taken_over": self.tables.taken_over, "handed_over": self.tables.handed_over})

        return [Route("/api/cluster", status)]
