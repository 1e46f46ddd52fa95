"""Tables in PostgreSQL: the same event log as ``store.Store``, shared by many servers.

The rows are those of the SQLite store (settings, seed, seats with their token
hashes, the match, and every accepted action as (seat, code) with the code as
decimal text), and so is the contract (``store_api``): other writes commit before
they return; the actions of one turn of the event loop are committed in one
transaction, then their tables are told. A commit costs a round trip and
PostgreSQL's WAL flush (``synchronous_commit`` stays on: an acknowledged action
survives PostgreSQL's crash too), about 4 ms here against SQLite's 0.1 ms, so a
batch of actions is one statement sent with libpq's asynchronous calls: the event
loop goes on while PostgreSQL commits it, watches the socket, and tells the tables
when the answer comes (the actions arriving meanwhile make the next batch). The
other writes and the reads, on the same connection, first wait for the batch in
flight, so everything lands in the order it was written.

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
import contextlib
import json
import logging
import select
from collections.abc import Iterable
from dataclasses import dataclass, field
from urllib.parse import urlsplit, urlunsplit

import msgspec
import psycopg
from psycopg import pq
from psycopg.rows import TupleRow

from .migrations import Step, apply_pg
from .protocol import Status
from .store import TABLE_COLUMNS, Committed, MailRecord, SeatRecord, TableRecord, table_record

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
    (4, [  # the table chat (chat.py)
        """CREATE TABLE chat (
            table_id TEXT NOT NULL,
            seq      INTEGER NOT NULL,
            message  TEXT NOT NULL,
            PRIMARY KEY (table_id, seq)
        )""",
        """CREATE TABLE chat_mutes (
            table_id TEXT NOT NULL,
            reader   INTEGER NOT NULL,
            seat     INTEGER NOT NULL,
            PRIMARY KEY (table_id, reader, seat)
        )""",
    ]),
    (5, [  # the limits per client address, shared by a cluster's processes (limits_pg.py)
        """CREATE TABLE address_creations (
            id      BIGSERIAL PRIMARY KEY,
            address TEXT NOT NULL,
            at      TIMESTAMPTZ NOT NULL DEFAULT now()
        )""",
        "CREATE INDEX address_creations_by_address ON address_creations (address, at)",
        """CREATE TABLE address_sockets (
            address TEXT NOT NULL,
            owner   TEXT NOT NULL,
            open    INTEGER NOT NULL,
            expires TIMESTAMPTZ NOT NULL,
            PRIMARY KEY (address, owner)
        )""",
        "CREATE INDEX address_sockets_by_owner ON address_sockets (owner)",
    ]),
    (6, [  # a table asked of a process that another live one holds (cluster.py: the hand-over)
        """CREATE TABLE table_wanted (
            table_id  TEXT PRIMARY KEY,
            wanted_by TEXT NOT NULL,
            at        TIMESTAMPTZ NOT NULL
        )""",
    ]),
    (7, [  # when a seated person was last connected to a lobby (TableRecord.seen); the lobbies
        # someone sat at (paused before their game began too) count from this step's time:
        # their people may have just left
        "ALTER TABLE tables ADD COLUMN seen DOUBLE PRECISION",
        "UPDATE tables SET seen = extract(epoch FROM now()) WHERE (status = 'lobby' OR (status = 'paused' "
        "AND NOT EXISTS (SELECT 1 FROM actions a WHERE a.table_id = tables.id))) "
        "AND EXISTS (SELECT 1 FROM seats s WHERE s.table_id = tables.id AND NOT s.bot AND s.name IS NOT NULL)",
    ]),
    (8, [  # a turn-based table's deadline for the decision at hand (TableRecord.deadline)
        "ALTER TABLE tables ADD COLUMN deadline DOUBLE PRECISION",
        "ALTER TABLE tables ADD COLUMN deadline_version INTEGER",
        "ALTER TABLE tables ADD COLUMN held INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE tables ADD COLUMN deciding INTEGER",
    ]),
    (9, [  # a seat's address for the turn mails (table_mail.py), and the hash of each mail's stop link
        """CREATE TABLE seat_mail (
            table_id    TEXT NOT NULL,
            seat        INTEGER NOT NULL,
            address     TEXT NOT NULL,
            lang        TEXT NOT NULL,
            mailed_turn INTEGER NOT NULL DEFAULT -1,
            PRIMARY KEY (table_id, seat)
        )""",
        """CREATE TABLE mail_stops (
            stop_hash TEXT PRIMARY KEY,
            table_id  TEXT NOT NULL,
            seat      INTEGER NOT NULL
        )""",
        "CREATE INDEX mail_stops_by_seat ON mail_stops (table_id, seat)",
    ]),
    (10, [  # a seat's decisions in a row that ran out of time (SeatRecord.timeouts; none before this step)
        "ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0",
    ]),
]

# The batches sent with libpq's asynchronous calls: the same statements, $n placeholders.
INSERT_BATCH = (b"INSERT INTO actions (table_id, n, seat, code) "
                b"SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[])")
INSERT_BATCH_FENCED = (
    b"WITH held AS (SELECT table_id FROM table_leases WHERE owner = $1 AND table_id = ANY($2::text[]) FOR SHARE) "
    b"INSERT INTO actions (table_id, n, seat, code) "
    b"SELECT * FROM unnest($3::text[], $4::int[], $5::int[], $6::text[]) AS r(t, n, s, c) "
    b"WHERE r.t IN (SELECT table_id FROM held) RETURNING table_id"
)
# A batch of actions is one statement (one round trip, atomic on its own): its rows as arrays.
INSERT_ACTIONS = ("INSERT INTO actions (table_id, n, seat, code) "
                  "SELECT * FROM unnest(%s::text[], %s::int[], %s::int[], %s::text[])")
# The same, fenced: only the rows of the tables whose lease this owner holds, those lease
# rows locked FOR SHARE until the statement commits; it returns the tables written to.
INSERT_ACTIONS_FENCED = (
    "WITH held AS (SELECT table_id FROM table_leases WHERE owner = %s AND table_id = ANY(%s) FOR SHARE) "
    "INSERT INTO actions (table_id, n, seat, code) "
    "SELECT * FROM unnest(%s::text[], %s::int[], %s::int[], %s::text[]) AS r(t, n, s, c) "
    "WHERE r.t IN (SELECT table_id FROM held) RETURNING table_id"
)
Statement = tuple[str, str, tuple[object, ...]]  # (the table it writes to, SQL, its parameters)
Row = tuple[str, int, int, str]  # an action: table, number, seat, code
Waiting = tuple[str, Committed]  # an action's table, and who is told once it is committed


class LeaseLost(RuntimeError):
    """A write to a table this server no longer owns (another server took it over)."""

    def __init__(self, table_id: str) -> None:
        super().__init__(f"table {table_id}: this server's lease on it is gone; another server owns it")
        self.table_id = table_id


@dataclass(eq=False)
class _Batch:
    """Actions sent to PostgreSQL, whom to tell once they are committed, and the answer so far."""

    waiting: list[Waiting]
    fenced: set[str]  # with an owner: the tables of the batch (those not written were lost)
    db: psycopg.Connection[TupleRow]
    socket: int  # the connection's, watched by the loop until the answer is whole
    written: set[bytes] = field(default_factory=set)  # the tables the answer says were written
    error: Exception | None = None
    complete: bool = False

    def read(self, block: bool) -> bool:
        """Read what has come of the answer; True once it is whole (``block``: wait for it)."""
        pgconn = self.db.pgconn
        try:
            while not self.complete:
                pgconn.consume_input()
                if pgconn.is_busy():
                    if not block:
                        return False
                    select.select([pgconn.socket], [], [], 1.0)
                    continue
                result = pgconn.get_result()
                if result is None:
                    self.complete = True
                elif result.status in (pq.ExecStatus.COMMAND_OK, pq.ExecStatus.TUPLES_OK):
                    self.written |= {result.get_value(i, 0) or b"" for i in range(result.ntuples)}
                else:
                    self.error = self.error or _result_error(result)
        except psycopg.Error as e:  # the connection broke
            self.error, self.complete = e, True
        return True

    def lost(self) -> set[str]:
        if self.error is not None or not self.fenced:
            return set()
        return self.fenced - {table.decode() for table in self.written}


def _result_error(result: pq.abc.PGresult) -> Exception:
    """The psycopg exception of a failed statement (IntegrityError for a duplicate action...)."""
    sqlstate = (result.error_field(pq.DiagnosticField.SQLSTATE) or b"").decode()
    message = (result.error_message or b"").decode(errors="replace").strip()
    try:
        error_class = psycopg.errors.lookup(sqlstate)
    except KeyError:
        error_class = psycopg.DatabaseError
    return error_class(message)


def _text_array(items: Iterable[object]) -> bytes:
    """A text[] literal: every item quoted."""
    quoted = ('"' + str(item).replace("\\", "\\\\").replace('"', '\\"') + '"' for item in items)
    return ("{" + ",".join(quoted) + "}").encode()


def _int_array(items: Iterable[object]) -> bytes:
    return ("{" + ",".join(str(int(str(item))) for item in items) + "}").encode()


def _tell(waiting: list[Waiting], error: Exception | None, lost: set[str]) -> None:
    for table_id, then in waiting:
        then(error if error is not None or table_id not in lost else LeaseLost(table_id))


def _tell_soon(waiting: list[Waiting], error: Exception | None, lost: set[str]) -> None:
    """``_tell`` at the next turn of the loop (now, if no loop runs)."""
    if not waiting:
        return
    try:
        asyncio.get_running_loop().call_soon(_tell, waiting, error, lost)
    except RuntimeError:
        _tell(waiting, error, lost)


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
        self._rows: list[Row] = []  # actions not yet sent to be written
        self._waiting: list[Waiting] = []  # (table, told once they are committed)
        self._flush_soon = False  # a ``_flush`` is scheduled
        self._in_flight: _Batch | None = None  # the batch PostgreSQL is committing

    def _connect(self) -> psycopg.Connection[TupleRow]:
        return psycopg.connect(self.url, autocommit=True)

    def _conn(self) -> psycopg.Connection[TupleRow]:
        """The connection (once the batch in flight is done), made again if the last one broke."""
        self._settle()
        if self.db.closed or self.db.broken:
            log.warning("the connection to PostgreSQL was lost; connecting again")
            self.db = self._connect()
        return self.db

    def connection(self) -> psycopg.Connection[TupleRow]:
        """The connection for the statements of the modules beside this one (the forum
        games, the cluster's leases): once the batch in flight is done, made again if it
        broke. From the event loop's thread only, as every use of this store."""
        return self._conn()

    def close(self) -> None:
        self.commit()
        self.db.close()

    # --- actions: committed in batches, while the event loop goes on ----------------

    def append_action(self, table_id: str, n: int, seat: int, code: int, then: Committed) -> None:
        """Store action number ``n`` (0-based) of a table; ``then`` runs once it is committed.

        The actions of every table that arrive in one turn of the event loop are sent
        at the start of the next turn as one statement (one transaction); the loop goes
        on while PostgreSQL commits it (a commit waits for the WAL flush: milliseconds,
        not the microseconds of SQLite's), and the tables are told when the answer
        comes. Actions that arrive meanwhile make the next batch.
        """
        if not self._flush_soon:
            self._flush_soon = True
            asyncio.get_running_loop().call_soon(self._flush)
        self._rows.append((table_id, n, seat, str(code)))
        self._waiting.append((table_id, then))

    def commit(self) -> None:
        """Commit every action waiting now (blocking), then call their ``then`` (with the error
        if the commit failed, or ``LeaseLost`` for a table another server owns now)."""
        self._settle(later=False)
        if not self._rows:
            return
        rows, waiting = self._take()
        try:
            lost = self._write(self._conn(), rows)
        except Exception as e:  # the server is gone, a constraint...
            _tell(waiting, e, set())
            return
        _tell(waiting, None, lost)

    def _take(self) -> tuple[list[Row], list[Waiting]]:
        rows, waiting = self._rows, self._waiting
        self._rows, self._waiting = [], []
        return rows, waiting

    def _flush(self) -> None:
        """In the loop: the actions waiting are sent as one statement, with libpq's
        asynchronous calls on the loop's connection; the loop watches its socket for the
        answer (``_on_answer``). Unless a batch is in flight already: then they follow it."""
        self._flush_soon = False
        if self._in_flight is not None or not self._rows:
            return
        db = self._conn()
        rows, waiting = self._take()
        fenced = self.owner is not None
        columns = [list(column) for column in zip(*rows, strict=True)]
        tables, numbers, seats, codes = columns
        params = [_text_array(tables), _int_array(numbers), _int_array(seats), _text_array(codes)]
        if fenced:
            params = [str(self.owner).encode(), _text_array(sorted(set(tables))), *params]
        try:
            db.pgconn.send_query_params(INSERT_BATCH_FENCED if fenced else INSERT_BATCH, params)
            while db.pgconn.flush():  # a batch larger than the socket's buffer: the rest
                select.select([], [db.pgconn.socket], [], 1.0)
        except psycopg.Error as e:
            _tell(waiting, e, set())
            return
        batch = self._in_flight = _Batch(waiting, set(tables) if fenced else set(), db, db.pgconn.socket)
        asyncio.get_running_loop().add_reader(batch.socket, self._on_answer, batch)

    def _on_answer(self, batch: _Batch) -> None:
        """In the loop: the socket has (part of) the answer; once it is whole, tell the tables."""
        if self._in_flight is not batch or not batch.read(block=False):
            return
        self._done(batch)
        _tell(batch.waiting, batch.error, batch.lost())
        if self._rows and not self._flush_soon:
            self._flush_soon = True
            asyncio.get_running_loop().call_soon(self._flush)

    def _done(self, batch: _Batch) -> None:
        self._in_flight = None
        with contextlib.suppress(RuntimeError):  # no loop runs (close() after it ended)
            asyncio.get_running_loop().remove_reader(batch.socket)

    def _settle(self, later: bool = True) -> None:
        """Wait for the answer to the batch in flight (blocking the loop that long), so the
        connection is free and what comes next lands after it; its tables are told at the
        next turn of the loop (``later``) or now."""
        batch = self._in_flight
        if batch is None:
            return
        batch.read(block=True)
        self._done(batch)
        if later:
            _tell_soon(batch.waiting, batch.error, batch.lost())
        else:
            _tell(batch.waiting, batch.error, batch.lost())
        if self._rows and not self._flush_soon:
            with contextlib.suppress(RuntimeError):  # no loop: commit() writes them
                asyncio.get_running_loop().call_soon(self._flush)
                self._flush_soon = True

    def _write(self, db: psycopg.Connection[TupleRow], rows: list[Row], also: tuple[Statement, ...] = ()
               ) -> set[str]:
        """Write actions, and ``also`` (more statements), in one transaction; the tables whose
        rows were left out because their lease is gone.

        With an owner, the tables written to are fenced: the rows of a table whose
        lease is held by another owner (or by none) are left out, and so are the
        statements of ``also`` for such a table.
        """
        if not also:  # a batch of actions alone: one statement
            return self._insert(db, rows, fenced=True)
        with db.transaction():
            lost = self._fence(db, {row[0] for row in rows} | {table for table, _, _ in also})
            self._insert(db, [row for row in rows if row[0] not in lost], fenced=False)
            for table_id, sql, params in also:
                if table_id not in lost:
                    db.execute(sql.encode(), params)
        return lost

    def _insert(self, db: psycopg.Connection[TupleRow], rows: list[Row], fenced: bool) -> set[str]:
        """Insert actions in one statement; the tables left out (``fenced``: not this owner's)."""
        if not rows:
            return set()
        columns = [list(column) for column in zip(*rows, strict=True)]
        if not fenced or self.owner is None:
            db.execute(INSERT_ACTIONS, columns)
            return set()
        tables = set(columns[0])
        written = db.execute(INSERT_ACTIONS_FENCED, [self.owner, list(tables), *columns]).fetchall()
        lost = tables - {table_id for (table_id,) in written}
        if lost:
            log.warning("tables %s: lease lost, their actions refused", ", ".join(sorted(lost)))
        return lost

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
        """Other writes wait for the batch being committed, then go with the actions waiting,
        in one transaction (their ``then`` still runs later): a game's last action and its
        status ``over`` land together. ``LeaseLost`` if the table of one of ``also`` is gone."""
        self._settle()
        rows, waiting = self._take()
        try:
            lost = self._write(self._conn(), rows, also)
        except Exception as e:
            _tell_soon(waiting, e, set())  # their tables learn it at the next turn
            raise
        _tell_soon(waiting, None, lost)
        for table_id, _, _ in also:
            if table_id in lost:
                raise LeaseLost(table_id)

    # --- other writes (each one committed before it returns) ------------------------

    def create_table(self, record: TableRecord) -> None:
        """A new table; with an owner, its lease is taken in the same transaction."""
        self._commit_now()
        db = self._conn()
        with db.transaction():
            db.execute(
                f"INSERT INTO tables ({TABLE_COLUMNS}) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                (record.id, record.created, msgspec.json.encode(record.settings).decode(),
                 record.seed, record.host_hash, record.status, record.message, record.seen,
                 record.deadline, record.deadline_version, int(record.held), record.deciding),
            )
            db.cursor().executemany(
                "INSERT INTO seats (table_id, seat, name, bot, token_hash, timed_out, timeouts) "
                "VALUES (%s, %s, %s, %s, %s, %s, %s)",
                [(record.id, s.seat, s.name, s.bot, s.token_hash, s.timed_out, s.timeouts) for s in record.seats],
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

    def set_seen(self, table_id: str, seen: float) -> None:
        """When a seated person was last connected to a lobby (``TableRecord.seen``)."""
        self._commit_now((table_id, "UPDATE tables SET seen = %s WHERE id = %s", (seen, table_id)))

    def set_deadline(self, table_id: str, deadline: float | None, version: int | None,
                     deciding: int | None = None) -> None:
        """A turn-based table's deadline for the decision at ``version``, which waits for
        seat ``deciding`` (``TableRecord.deadline``)."""
        self._commit_now((table_id, "UPDATE tables SET deadline = %s, deadline_version = %s, deciding = %s "
                                    "WHERE id = %s", (deadline, version, deciding, table_id)))

    def set_held(self, table_id: str, held: bool) -> None:
        """Whether the host paused the game (``TableRecord.held``)."""
        self._commit_now((table_id, "UPDATE tables SET held = %s WHERE id = %s", (int(held), table_id)))

    def delete_table(self, table_id: str) -> None:
        """Forget a table for good (a lobby that expired), its lease and the wishes for it too."""
        self._commit_now(*((table_id, f"DELETE FROM {table} WHERE table_id = %s", (table_id,))
                           for table in ("actions", "matches", "seats", "chat", "chat_mutes", "seat_mail",
                                         "mail_stops")),
                         (table_id, "DELETE FROM tables WHERE id = %s", (table_id,)),
                         (table_id, "DELETE FROM table_leases WHERE table_id = %s", (table_id,)),
                         (table_id, "DELETE FROM table_wanted WHERE table_id = %s", (table_id,)))

    @staticmethod
    def _seat_update(table_id: str, seat: SeatRecord) -> Statement:
        return (
            table_id,
            "UPDATE seats SET name = %s, bot = %s, token_hash = %s, timed_out = %s, timeouts = %s "
            "WHERE table_id = %s AND seat = %s",
            (seat.name, seat.bot, seat.token_hash, seat.timed_out, seat.timeouts, table_id, seat.seat),
        )

    # --- reads ---------------------------------------------------------------

    def load(self, table_id: str, with_actions: bool = True) -> TableRecord | None:
        db = self._conn()
        with db.transaction():
            row = db.execute(f"SELECT {TABLE_COLUMNS} FROM tables WHERE id = %s", (table_id,)).fetchone()
            if row is None:
                return None
            seats = [
                SeatRecord(seat, name, bot, token, timed_out, timeouts)
                for seat, name, bot, token, timed_out, timeouts in db.execute(
                    "SELECT seat, name, bot, token_hash, timed_out, timeouts FROM seats WHERE table_id = %s "
                    "ORDER BY seat",
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
        return table_record(row, seats, actions, match_row)

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

    # --- the table chat (chat.py): committed before anyone is told, fenced like the rest

    def append_chat(self, table_id: str, seq: int, message: str) -> None:
        self._commit_now((table_id, "INSERT INTO chat (table_id, seq, message) VALUES (%s, %s, %s)",
                          (table_id, seq, message)))

    def load_chat(self, table_id: str) -> list[str]:
        rows = self._conn().execute("SELECT message FROM chat WHERE table_id = %s ORDER BY seq", (table_id,))
        return [str(message) for (message,) in rows.fetchall()]

    def set_chat_mute(self, table_id: str, reader: int, seat: int, on: bool) -> None:
        if on:
            sql = ("INSERT INTO chat_mutes (table_id, reader, seat) VALUES (%s, %s, %s) "
                   "ON CONFLICT (table_id, reader, seat) DO NOTHING")
        else:
            sql = "DELETE FROM chat_mutes WHERE table_id = %s AND reader = %s AND seat = %s"
        self._commit_now((table_id, sql, (table_id, reader, seat)))

    def load_chat_mutes(self, table_id: str) -> list[tuple[int, int]]:
        rows = self._conn().execute("SELECT reader, seat FROM chat_mutes WHERE table_id = %s", (table_id,))
        return [(int(reader), int(seat)) for reader, seat in rows.fetchall()]

    # --- the turn mails (table_mail.py): not fenced (they are no part of the log, and a
    # stop link is followed at whichever process of a cluster the browser reaches)

    def set_mail(self, table_id: str, seat: int, address: str, lang: str) -> None:
        """A seat's address (another one's stop links stop nothing any more)."""
        self._commit_now()
        db = self._conn()
        with db.transaction():
            db.execute("DELETE FROM mail_stops WHERE table_id = %s AND seat = %s", (table_id, seat))
            db.execute(
                "INSERT INTO seat_mail (table_id, seat, address, lang) VALUES (%s, %s, %s, %s) ON CONFLICT "
                "(table_id, seat) DO UPDATE SET address = excluded.address, lang = excluded.lang",
                (table_id, seat, address, lang))

    def clear_mail(self, table_id: str, seat: int | None = None) -> None:
        """Forget a seat's address and its stop links (``seat`` None: every seat's of the table)."""
        self._commit_now()
        db = self._conn()
        with db.transaction():
            for table in ("seat_mail", "mail_stops"):
                if seat is None:
                    db.execute(f"DELETE FROM {table} WHERE table_id = %s".encode(), (table_id,))
                else:
                    db.execute(f"DELETE FROM {table} WHERE table_id = %s AND seat = %s".encode(), (table_id, seat))

    def load_mail(self, table_id: str, seat: int) -> MailRecord | None:
        row = self._conn().execute(
            "SELECT address, lang, mailed_turn FROM seat_mail WHERE table_id = %s AND seat = %s", (table_id, seat)
        ).fetchone()
        return None if row is None else MailRecord(table_id, seat, str(row[0]), str(row[1]), int(row[2]))

    def mailed(self, table_id: str, seat: int, turn: int, stop_hash: str) -> None:
        """A mail is sent to the seat for ``turn``, with the stop link of this hash."""
        self._commit_now()
        db = self._conn()
        with db.transaction():
            db.execute("UPDATE seat_mail SET mailed_turn = %s WHERE table_id = %s AND seat = %s",
                       (turn, table_id, seat))
            db.execute("INSERT INTO mail_stops (stop_hash, table_id, seat) VALUES (%s, %s, %s)",
                       (stop_hash, table_id, seat))

    def stop_mail(self, stop_hash: str) -> MailRecord | None:
        """A stop link followed: its seat's address and stop links forgotten; what they were
        (None: the link stops nothing)."""
        found = self._conn().execute(
            "SELECT table_id, seat FROM mail_stops WHERE stop_hash = %s", (stop_hash,)).fetchone()
        if found is None:
            return None
        record = self.load_mail(str(found[0]), int(found[1]))
        self.clear_mail(str(found[0]), int(found[1]))
        return record

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
