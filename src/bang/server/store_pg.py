"""Tables in PostgreSQL: the same event log as ``store.Store``, shared by many servers.

The rows are those of the SQLite store (settings, seed, seats with their token
hashes, the match, and every accepted action as (seat, code) with the code as
decimal text), and so is the contract (``store_api``): other writes commit before
they return; the actions of one turn of the event loop are committed in one
transaction at the start of the next turn, then their tables are told. Like the
SQLite store it works from the event loop's thread, on one connection; a commit
costs a round trip to the server and its WAL flush (``synchronous_commit`` is left
on: an acknowledged action survives PostgreSQL's crash too).

Ownership (for several servers): a server made with ``owner`` writes only to the
tables it holds a lease on. The leases are rows of ``table_leases`` (table, owner,
expiry on PostgreSQL's clock) rather than advisory locks, because:

- the fence is one statement in the write's own transaction: every write first reads
  its tables' lease rows ``FOR SHARE`` and skips the tables another owner holds, so a
  server that lost a table can append nothing to it, and a ``claim`` waits for the
  write in flight, so the new owner reads a log that already holds it;
- an advisory lock belongs to a connection: it is gone, unseen, when the connection
  breaks and reconnects, it does not pass through a transaction-pooling proxy, and
  another server cannot tell who holds it or since when; a lease row can be read by
  anyone (``lease_owner``) and expires on one clock, the database's, however far
  apart the servers' clocks are;
- a server that dies stops renewing: its tables are free ``ttl`` seconds later
  (``unfinished`` lists them), with no connection timeout to wait for.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Iterable
from urllib.parse import urlsplit, urlunsplit

import msgspec
import psycopg
from psycopg.rows import TupleRow

from .migrations import Step, apply_pg
from .protocol import Settings, Status
from .store import Committed, MatchRecord, SeatRecord, TableRecord

log = logging.getLogger("bang.server")

STEPS: list[Step] = [
    (1, [
        """CREATE TABLE tables (
            id        TEXT PRIMARY KEY,
            created   DOUBLE PRECISION NOT NULL,
            settings  TEXT NOT NULL,
            seed      BIGINT NOT NULL,
            host_hash TEXT NOT NULL,
            status    TEXT NOT NULL,
            message   TEXT
        )""",
        "CREATE INDEX tables_by_status ON tables (status)",
        """CREATE TABLE seats (
            table_id   TEXT NOT NULL,
            seat       INTEGER NOT NULL,
            name       TEXT,
            bot        BOOLEAN NOT NULL,
            token_hash TEXT,
            timed_out  BOOLEAN NOT NULL DEFAULT false,
            PRIMARY KEY (table_id, seat)
        )""",
        """CREATE TABLE matches (
            table_id   TEXT PRIMARY KEY,
            game       INTEGER NOT NULL,
            score      TEXT NOT NULL,
            roles      TEXT NOT NULL,
            characters TEXT NOT NULL,
            previous   TEXT NOT NULL
        )""",
        """CREATE TABLE actions (
            table_id TEXT NOT NULL,
            n        INTEGER NOT NULL,
            seat     INTEGER NOT NULL,
            code     TEXT NOT NULL,
            PRIMARY KEY (table_id, n)
        )""",
    ]),
    (2, [
        """CREATE TABLE table_leases (
            table_id TEXT PRIMARY KEY,
            owner    TEXT NOT NULL,
            expires  TIMESTAMPTZ NOT NULL
        )""",
        "CREATE INDEX table_leases_by_owner ON table_leases (owner)",
    ]),
    (3, [
        """CREATE TABLE forum_games (
            id          TEXT PRIMARY KEY,
            created     DOUBLE PRECISION NOT NULL,
            settings    TEXT NOT NULL,
            seed        BIGINT NOT NULL,
            salt        TEXT NOT NULL,
            master_hash TEXT NOT NULL,
            status      TEXT NOT NULL,
            deadline    DOUBLE PRECISION
        )""",
        """CREATE TABLE forum_players (
            game_id    TEXT NOT NULL,
            seat       INTEGER NOT NULL,
            name       TEXT NOT NULL,
            token_hash TEXT NOT NULL,
            PRIMARY KEY (game_id, seat)
        )""",
        """CREATE TABLE forum_log (
            game_id TEXT NOT NULL,
            n       INTEGER NOT NULL,
            kind    TEXT NOT NULL,
            body    TEXT NOT NULL,
            at      DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (game_id, n)
        )""",
        """CREATE TABLE forum_posts (
            game_id TEXT NOT NULL,
            round   INTEGER NOT NULL,
            body    TEXT NOT NULL,
            PRIMARY KEY (game_id, round)
        )""",
    ]),
]

INSERT_ACTION = "INSERT INTO actions (table_id, n, seat, code) VALUES (%s, %s, %s, %s)"
Statement = tuple[str, str, tuple[object, ...]]  # (the table it writes to, SQL, its parameters)


class LeaseLost(RuntimeError):
    """A write to a table this server no longer owns (another server took it over)."""

    def __init__(self, table_id: str) -> None:
        super().__init__(f"table {table_id}: this server's lease on it is gone; another server owns it")
        self.table_id = table_id


def safe_url(url: str) -> str:
    """The URL without its password, for logs."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit(parts._replace(netloc=f"{parts.username}:***@{netloc}"))


class PgStore:
    """One server's connection to the shared PostgreSQL (used from the event loop's thread).

    ``owner``: this server's name among several; with it, writes are fenced by the
    table leases (see the module's docstring) and ``unfinished`` lists only the tables
    nobody else holds. Without it (one server alone) there are no leases.
    """

    def __init__(self, url: str, owner: str | None = None, lease_seconds: float = 10.0) -> None:
        self.url = url
        self.owner = owner
        self.lease_seconds = lease_seconds
        self.db = self._connect()
        self.version = apply_pg(self.db, STEPS)
        self._rows: list[tuple[str, int, int, str]] = []  # actions not yet written
        self._waiting: list[tuple[str, Committed]] = []  # (table, told once committed)
        self._failed: Exception | None = None  # an early write of them failed
        self._lost: set[str] = set()  # tables of the waiting actions whose lease was gone

    def _connect(self) -> psycopg.Connection[TupleRow]:
        return psycopg.connect(self.url, autocommit=True)

    def _conn(self) -> psycopg.Connection[TupleRow]:
        """The connection, made again if the last one broke (PostgreSQL restarted)."""
        if self.db.closed or self.db.broken:
            log.warning("the connection to PostgreSQL was lost; connecting again")
            self.db = self._connect()
        return self.db

    def close(self) -> None:
        self.commit()
        self.db.close()

    # --- actions: committed in batches, one per turn of the event loop -------------

    def append_action(self, table_id: str, n: int, seat: int, code: int, then: Committed) -> None:
        """Store action number ``n`` (0-based) of a table; ``then`` runs once it is committed."""
        if not self._waiting:
            asyncio.get_running_loop().call_soon(self.commit)
        self._rows.append((table_id, n, seat, str(code)))
        self._waiting.append((table_id, then))

    def commit(self) -> None:
        """Commit the actions waiting, then call their ``then`` (with the error if the commit failed,
        or ``LeaseLost`` for a table another server owns now)."""
        error, self._failed = self._failed, None
        try:
            self._write()
        except Exception as e:  # the server is gone, a constraint...
            error = e
        waiting, self._waiting = self._waiting, []
        lost, self._lost = self._lost, set()
        for table_id, then in waiting:
            then(error if error is not None or table_id not in lost else LeaseLost(table_id))

    def _write(self, *also: Statement) -> None:
        """Write the actions waiting, and ``also`` (more statements), in one transaction.

        With an owner, the tables written to are fenced: the rows of a table whose
        lease is held by another owner (or by none) are left out, and if one of
        ``also`` is for such a table, ``LeaseLost`` is raised once the rest is committed.
        """
        rows, self._rows = self._rows, []
        if not rows and not also:
            return
        db = self._conn()
        with db.transaction():
            lost = self._fence(db, {row[0] for row in rows} | {table for table, _, _ in also})
            kept = [row for row in rows if row[0] not in lost]
            if kept:
                db.cursor().executemany(INSERT_ACTION, kept)
            for table_id, sql, params in also:
                if table_id not in lost:
                    db.execute(sql.encode(), params)
        self._lost |= lost
        for table_id, _, _ in also:
            if table_id in lost:
                raise LeaseLost(table_id)

    def _fence(self, db: psycopg.Connection[TupleRow], tables: set[str]) -> set[str]:
        """The tables (of ``tables``) this server does not own; the owned ones' lease rows
        stay locked until the transaction ends, so no claim can come between."""
        if self.owner is None or not tables:
            return set()
        held = db.execute(
            "SELECT table_id FROM table_leases WHERE table_id = ANY(%s) AND owner = %s FOR SHARE",
            (list(tables), self.owner),
        ).fetchall()
        lost = tables - {table_id for (table_id,) in held}
        if lost:
            log.warning("tables %s: lease lost, their writes refused", ", ".join(sorted(lost)))
        return lost

    def _commit_now(self, *also: Statement) -> None:
        """Other writes go with the actions waiting, in one transaction (their ``then`` still runs
        later): a game's last action and its status ``over`` land together."""
        try:
            self._write(*also)
        except LeaseLost:
            raise
        except Exception as e:
            self._failed = e  # their tables learn it in ``commit``
            raise

    # --- other writes (each one committed before it returns) ------------------------

    def create_table(self, record: TableRecord) -> None:
        """A new table; with an owner, its lease is taken in the same transaction."""
        self._commit_now()
        db = self._conn()
        with db.transaction():
            db.execute(
                "INSERT INTO tables (id, created, settings, seed, host_hash, status, message) "
                "VALUES (%s, %s, %s, %s, %s, %s, %s)",
                (record.id, record.created, msgspec.json.encode(record.settings).decode(),
                 record.seed, record.host_hash, record.status, record.message),
            )
            db.cursor().executemany(
                "INSERT INTO seats (table_id, seat, name, bot, token_hash, timed_out) "
                "VALUES (%s, %s, %s, %s, %s, %s)",
                [(record.id, s.seat, s.name, s.bot, s.token_hash, s.timed_out) for s in record.seats],
            )
            if record.match is not None:
                m = record.match
                db.execute(
                    "INSERT INTO matches (table_id, game, score, roles, characters, previous) "
                    "VALUES (%s, %s, %s, %s, %s, %s)",
                    (record.id, m.game, json.dumps(m.score), json.dumps(m.roles), json.dumps(m.characters),
                     m.previous),
                )
            if self.owner is not None:
                db.execute(
                    "INSERT INTO table_leases (table_id, owner, expires) "
                    "VALUES (%s, %s, now() + make_interval(secs => %s))",
                    (record.id, self.owner, self.lease_seconds),
                )

    def save_seat(self, table_id: str, seat: SeatRecord) -> None:
        self._commit_now(self._seat_update(table_id, seat))

    def start(self, table_id: str, seats: list[SeatRecord]) -> None:
        """The game begins: the seats as they are now, and the status ``playing``."""
        self._commit_now(*(self._seat_update(table_id, seat) for seat in seats),
                         (table_id, "UPDATE tables SET status = 'playing' WHERE id = %s", (table_id,)))

    def set_status(self, table_id: str, status: Status, message: str | None = None) -> None:
        self._commit_now((table_id, "UPDATE tables SET status = %s, message = %s WHERE id = %s",
                          (status, message, table_id)))

    @staticmethod
    def _seat_update(table_id: str, seat: SeatRecord) -> Statement:
        return (
            table_id,
            "UPDATE seats SET name = %s, bot = %s, token_hash = %s, timed_out = %s "
            "WHERE table_id = %s AND seat = %s",
            (seat.name, seat.bot, seat.token_hash, seat.timed_out, table_id, seat.seat),
        )

    # --- reads ---------------------------------------------------------------

    def load(self, table_id: str, with_actions: bool = True) -> TableRecord | None:
        db = self._conn()
        with db.transaction():
            row = db.execute(
                "SELECT id, created, settings, seed, host_hash, status, message FROM tables WHERE id = %s",
                (table_id,),
            ).fetchone()
            if row is None:
                return None
            _, created, settings, seed, host_hash, status, message = row
            seats = [
                SeatRecord(seat, name, bot, token, timed_out)
                for seat, name, bot, token, timed_out in db.execute(
                    "SELECT seat, name, bot, token_hash, timed_out FROM seats WHERE table_id = %s ORDER BY seat",
                    (table_id,),
                )
            ]
            actions = [
                (seat, int(code))
                for seat, code in db.execute(
                    "SELECT seat, code FROM actions WHERE table_id = %s ORDER BY n", (table_id,)
                )
            ] if with_actions else []
            match_row = db.execute(
                "SELECT game, score, roles, characters, previous FROM matches WHERE table_id = %s", (table_id,)
            ).fetchone()
        match = None
        if match_row is not None:
            game, score, roles, characters, previous = match_row
            match = MatchRecord(game, json.loads(score), json.loads(roles), json.loads(characters), previous)
        return TableRecord(
            id=table_id, created=created, settings=msgspec.json.decode(settings, type=Settings), seed=seed,
            host_hash=host_hash, status=status, message=message, seats=seats, actions=actions, match=match,
        )

    def unfinished(self) -> list[str]:
        """The ids of every table still in the lobby, playing or paused, oldest first; with an
        owner, only those whose lease has expired (or is this owner's, or never was)."""
        if self.owner is None:
            rows = self._conn().execute("SELECT id FROM tables WHERE status != 'over' ORDER BY created")
        else:
            rows = self._conn().execute(
                "SELECT t.id FROM tables t LEFT JOIN table_leases l ON l.table_id = t.id "
                "WHERE t.status != 'over' AND (l.table_id IS NULL OR l.expires < now() OR l.owner = %s) "
                "ORDER BY t.created",
                (self.owner,),
            )
        return [table_id for (table_id,) in rows.fetchall()]

    # --- leases: which server owns a live table -------------------------------------

    def claim(self, table_id: str, owner: str, ttl: float) -> bool:
        """Take the lease of a table for ``ttl`` seconds: True if it was free (none, expired)
        or already ``owner``'s. A write in flight by the old owner is waited for."""
        row = self._conn().execute(
            "INSERT INTO table_leases (table_id, owner, expires) "
            "VALUES (%s, %s, now() + make_interval(secs => %s)) "
            "ON CONFLICT (table_id) DO UPDATE SET owner = excluded.owner, expires = excluded.expires "
            "WHERE table_leases.expires < now() OR table_leases.owner = excluded.owner "
            "RETURNING owner",
            (table_id, owner, ttl),
        ).fetchone()
        return row is not None

    def renew(self, table_id: str, owner: str, ttl: float) -> bool:
        """Extend ``owner``'s lease by ``ttl`` seconds from now; False if it is not theirs any more."""
        row = self._conn().execute(
            "UPDATE table_leases SET expires = now() + make_interval(secs => %s) "
            "WHERE table_id = %s AND owner = %s RETURNING table_id",
            (ttl, table_id, owner),
        ).fetchone()
        return row is not None

    def renew_all(self, owner: str, ttl: float) -> set[str]:
        """Extend every lease of ``owner`` (one statement: a server's heartbeat); the tables it still holds."""
        rows = self._conn().execute(
            "UPDATE table_leases SET expires = now() + make_interval(secs => %s) WHERE owner = %s "
            "RETURNING table_id",
            (ttl, owner),
        ).fetchall()
        return {table_id for (table_id,) in rows}

    def release(self, table_id: str, owner: str) -> bool:
        """Give a table's lease up (the table is over, or the server stops); False if it was not ``owner``'s."""
        row = self._conn().execute(
            "DELETE FROM table_leases WHERE table_id = %s AND owner = %s RETURNING table_id", (table_id, owner)
        ).fetchone()
        return row is not None

    def lease_owner(self, table_id: str) -> str | None:
        """Who holds a table's lease now (None: nobody, or it has expired)."""
        row = self._conn().execute(
            "SELECT owner FROM table_leases WHERE table_id = %s AND expires >= now()", (table_id,)
        ).fetchone()
        return None if row is None else str(row[0])

    def leases(self, tables: Iterable[str]) -> dict[str, str]:
        """The live leases of some tables: table -> owner."""
        rows = self._conn().execute(
            "SELECT table_id, owner FROM table_leases WHERE table_id = ANY(%s) AND expires >= now()",
            (list(tables),),
        ).fetchall()
        return {str(table_id): str(owner) for table_id, owner in rows}
