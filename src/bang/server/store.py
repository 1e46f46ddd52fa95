"""Tables on disk: each one is its event log, in SQLite (WAL).

A table is its settings, its seed, its seats (with the sha256 of each seat's
token, never the token) and every accepted action as (seat, code). Replaying
those actions on ``Game.new(names, seed, options)`` gives back the game exactly,
so nothing else is stored; a table that is the next game of a match also keeps the
roles and characters it was dealt and the score before it (``MatchRecord``), and its
game is ``Game.deal`` of those. Nobody is told of a write before it is committed:
the other writes commit before they return, and the actions of one turn of the
event loop (from every table) are committed together, then announced.

The table chat (``bang.server.chat``) is stored beside: each message as its JSON, and
each mute, every one committed before anyone is told of it. The forum games' tables
(``bang.server.forum.store`` reads and writes them, in ``Store.transaction``) are made
here too, with every table of the file, so that a change to them is a step of
``SQLITE_STEPS`` like any other (PostgreSQL's are ``store_pg.STEPS``' step 3).

Action codes can be wider than SQLite's 64-bit integers (a discard of several
cards sets one bit per card), so they are stored as decimal text.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec

from .datadir import private_db_file
from .migrations import Step, apply_sqlite
from .protocol import Settings, Status

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id        TEXT PRIMARY KEY,
    created   REAL NOT NULL,
    settings  TEXT NOT NULL,
    seed      INTEGER NOT NULL,
    host_hash TEXT NOT NULL,
    status    TEXT NOT NULL,
    message   TEXT
);
CREATE INDEX IF NOT EXISTS tables_by_status ON tables (status);
CREATE TABLE IF NOT EXISTS seats (
    table_id  TEXT NOT NULL,
    seat      INTEGER NOT NULL,
    name      TEXT,
    bot       INTEGER NOT NULL,
    token_hash TEXT,
    timed_out INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, seat)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS matches (
    table_id   TEXT PRIMARY KEY,
    game       INTEGER NOT NULL,
    score      TEXT NOT NULL,
    roles      TEXT NOT NULL,
    characters TEXT NOT NULL,
    previous   TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL,
    n        INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    code     TEXT NOT NULL,
    PRIMARY KEY (table_id, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS chat (
    table_id TEXT NOT NULL,
    seq      INTEGER NOT NULL,
    message  TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS chat_mutes (
    table_id TEXT NOT NULL,
    reader   INTEGER NOT NULL,
    seat     INTEGER NOT NULL,
    PRIMARY KEY (table_id, reader, seat)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS forum_games (
    id          TEXT PRIMARY KEY,
    created     REAL NOT NULL,
    settings    TEXT NOT NULL,
    seed        INTEGER NOT NULL,
    salt        TEXT NOT NULL,
    master_hash TEXT NOT NULL,
    status      TEXT NOT NULL,
    deadline    REAL
);
CREATE TABLE IF NOT EXISTS forum_players (
    game_id    TEXT NOT NULL,
    seat       INTEGER NOT NULL,
    name       TEXT NOT NULL,
    token_hash TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS forum_log (
    game_id TEXT NOT NULL,
    n       INTEGER NOT NULL,
    kind    TEXT NOT NULL,
    body    TEXT NOT NULL,
    at      REAL NOT NULL,
    PRIMARY KEY (game_id, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS forum_posts (
    game_id TEXT NOT NULL,
    round   INTEGER NOT NULL,
    body    TEXT NOT NULL,
    PRIMARY KEY (game_id, round)
) WITHOUT ROWID;
"""

# Numbered schema steps after SCHEMA (which only creates what is missing): step 1 is
# SCHEMA itself; a change that CREATE ... IF NOT EXISTS cannot make (a new column) is
# the next step, and PostgreSQL's store_pg.STEPS gets its own.
SQLITE_STEPS: list[Step] = [
    (1, []),
    (2, [  # when a seated person was last connected to a lobby (TableRecord.seen); the lobbies
        # someone sat at (paused before their game began too) count from this step's time:
        # their people may have just left
        "ALTER TABLE tables ADD COLUMN seen REAL",
        "UPDATE tables SET seen = CAST(strftime('%s', 'now') AS REAL) WHERE (status = 'lobby' OR (status = 'paused' "
        "AND NOT EXISTS (SELECT 1 FROM actions a WHERE a.table_id = tables.id))) "
        "AND EXISTS (SELECT 1 FROM seats s WHERE s.table_id = tables.id AND s.bot = 0 AND s.name IS NOT NULL)",
    ]),
    (3, [  # a turn-based table's deadline for the decision at hand (TableRecord.deadline); held by its host
        "ALTER TABLE tables ADD COLUMN deadline REAL",
        "ALTER TABLE tables ADD COLUMN deadline_version INTEGER",
        "ALTER TABLE tables ADD COLUMN held INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE tables ADD COLUMN deciding INTEGER",
    ]),
    (4, [  # a seat's address for the turn mails (table_mail.py), and the hash of each mail's stop link
        """CREATE TABLE IF NOT EXISTS seat_mail (
            table_id    TEXT NOT NULL,
            seat        INTEGER NOT NULL,
            address     TEXT NOT NULL,
            lang        TEXT NOT NULL,
            mailed_turn INTEGER NOT NULL DEFAULT -1,
            PRIMARY KEY (table_id, seat)
        ) WITHOUT ROWID""",
        """CREATE TABLE IF NOT EXISTS mail_stops (
            stop_hash TEXT PRIMARY KEY,
            table_id  TEXT NOT NULL,
            seat      INTEGER NOT NULL
        ) WITHOUT ROWID""",
        "CREATE INDEX IF NOT EXISTS mail_stops_by_seat ON mail_stops (table_id, seat)",
    ]),
    (5, [  # a seat's decisions in a row that ran out of time (SeatRecord.timeouts; none before this step)
        "ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0",
    ]),
]


Committed = Callable[[Exception | None], None]  # told when an action is committed (or failed to be)


@dataclass(slots=True)
class SeatRecord:
    seat: int
    name: str | None  # None: free
    bot: bool
    token_hash: str | None
    timed_out: bool = False  # a bot plays it: it ran out of time too often (``timeouts``)
    # its decisions in a row that ran out of time (kept: a restart or a parked table's return
    # counts on from there toward the table's misses_to_bot)
    timeouts: int = 0


@dataclass(slots=True)
class MailRecord:
    """A seat's address for the turn mails (table_mail.py): read by its table only, never
    sent to anyone; deleted when the table ends or the player stops the mails."""

    table_id: str
    seat: int
    address: str
    lang: str  # the mails' language
    mailed_turn: int  # the turn (``Game.turn_count``) it was last mailed for; -1: never


@dataclass(slots=True)
class MatchRecord:
    """A table that is the next game of a match: its number, the score before it, and
    the roles and characters dealt to its seats (secret: never sent to anyone)."""

    game: int
    score: list[int]
    roles: list[str]
    characters: list[str]
    previous: str  # the table of the game before


@dataclass(slots=True)
class TableRecord:
    """Everything stored about one table."""

    id: str
    created: float
    settings: Settings
    seed: int
    host_hash: str
    status: Status
    message: str | None
    seats: list[SeatRecord]
    actions: list[tuple[int, int]] = field(default_factory=list)  # (seat, code), in order
    match: MatchRecord | None = None  # None: the first game of its match
    # In a lobby: when (time.time()) a seated person was last connected to it; inf: one
    # was when it was written (the server stopped meanwhile); None: nobody ever sat there.
    seen: float | None = None
    # A turn-based table: when (time.time()) the decision at hand is out of time, and the
    # version that decision belongs to (a restart keeps it; None: none set).
    deadline: float | None = None
    deadline_version: int | None = None
    held: bool = False  # the host paused the game (``Hold``)
    deciding: int | None = None  # with ``deadline``: the seat that decision waits for (None: every seat picks)


# TABLE_COLUMNS
TableRow = tuple[str, float, str, int, str, Status, str | None, float | None, float | None, int | None, int,
                 int | None]
TABLE_COLUMNS = ("id, created, settings, seed, host_hash, status, message, seen, deadline, deadline_version, held, "
                 "deciding")


def table_record(row: TableRow, seats: list[SeatRecord],
                 actions: list[tuple[int, int]], match_row: tuple[Any, ...] | None) -> TableRecord:
    """A ``TableRecord`` from its stored rows (the same columns in both stores): the
    ``tables`` row (``TABLE_COLUMNS``), its seats, its actions and its ``matches`` row, if any."""
    (table_id, created, settings, seed, host_hash, status, message, seen, deadline, deadline_version, held,
     deciding) = row
    match = None
    if match_row is not None:
        game, score, roles, characters, previous = match_row
        match = MatchRecord(game, json.loads(score), json.loads(roles), json.loads(characters), previous)
    return TableRecord(
        id=table_id, created=created, settings=msgspec.json.decode(settings, type=Settings), seed=seed,
        host_hash=host_hash, status=status, message=message, seats=seats, actions=actions, match=match,
        seen=seen, deadline=deadline, deadline_version=deadline_version, held=bool(held), deciding=deciding,
    )


class Store:
    """The one SQLite connection of the server (used from the event loop's thread)."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        private_db_file(self.path)  # 0600: it holds every table's seed
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        # NORMAL in WAL mode: a commit survives the process being killed (kill -9);
        # only an OS crash or power cut may lose the last commits.
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA busy_timeout=5000")
        self.db.executescript(SCHEMA)
        self.version = apply_sqlite(self.db, SQLITE_STEPS)
        self._rows: list[tuple[str, int, int, str]] = []  # actions not yet written
        self._waiting: list[Committed] = []  # told once those actions are committed
        self._failed: Exception | None = None  # an early write of them failed

    def close(self) -> None:
        self.commit()
        self.db.close()

    # --- actions: committed in batches, one per turn of the event loop -------------

    def append_action(self, table_id: str, n: int, seat: int, code: int, then: Committed) -> None:
        """Store action number ``n`` (0-based) of a table; ``then`` runs once it is committed.

        The actions of every table that arrive in one turn of the event loop are
        written in one transaction, committed at the start of the next turn
        (``commit``); only then are their tables told to announce them.
        """
        if not self._waiting:
            asyncio.get_running_loop().call_soon(self.commit)
        self._rows.append((table_id, n, seat, str(code)))
        self._waiting.append(then)

    def commit(self) -> None:
        """Commit the actions waiting, then call their ``then`` (with the error if the commit failed)."""
        error, self._failed = self._failed, None
        try:
            self._write_rows()
        except Exception as e:  # the disk is full, the file is gone...
            error = e
        waiting, self._waiting = self._waiting, []
        for then in waiting:
            then(error)

    def _write_rows(self, also: tuple[str, tuple[object, ...]] | None = None) -> None:
        """Write the actions waiting, and ``also`` (one more statement), in one transaction."""
        rows, self._rows = self._rows, []
        if not rows and also is None:
            return
        self.db.execute("BEGIN")
        try:
            self.db.executemany("INSERT INTO actions (table_id, n, seat, code) VALUES (?, ?, ?, ?)", rows)
            if also is not None:
                self.db.execute(*also)
            self.db.execute("COMMIT")
        except Exception:
            with contextlib.suppress(sqlite3.Error):
                self.db.execute("ROLLBACK")
            raise

    def _commit_now(self, also: tuple[str, tuple[object, ...]] | None = None) -> None:
        """Other writes go with the actions waiting, in one transaction (their ``then``
        still runs later): a game's last action and its status ``over`` land together."""
        try:
            self._write_rows(also)
        except Exception as e:
            if self._waiting:  # none waiting: nobody to tell (a later batch must not hear of it)
                self._failed = e  # their tables learn it in ``commit``
            raise

    # --- other writes (each one committed before it returns) ------------------------

    def create_table(self, record: TableRecord) -> None:
        with self.transaction():
            self.db.execute(
                f"INSERT INTO tables ({TABLE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (record.id, record.created, msgspec.json.encode(record.settings).decode(),
                 record.seed, record.host_hash, record.status, record.message, record.seen,
                 record.deadline, record.deadline_version, int(record.held), record.deciding),
            )
            self.db.executemany(
                "INSERT INTO seats (table_id, seat, name, bot, token_hash, timed_out, timeouts) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(record.id, s.seat, s.name, int(s.bot), s.token_hash, int(s.timed_out), s.timeouts)
                 for s in record.seats],
            )
            if record.match is not None:
                m = record.match
                self.db.execute(
                    "INSERT INTO matches (table_id, game, score, roles, characters, previous) "
                    "VALUES (?, ?, ?, ?, ?, ?)",
                    (record.id, m.game, json.dumps(m.score), json.dumps(m.roles), json.dumps(m.characters),
                     m.previous),
                )

    def save_seat(self, table_id: str, seat: SeatRecord) -> None:
        self._commit_now(self._seat_update(table_id, seat))

    def start(self, table_id: str, seats: list[SeatRecord]) -> None:
        """The game begins: the seats as they are now, and the status ``playing``."""
        with self.transaction():
            for seat in seats:
                self._update_seat(table_id, seat)
            self.db.execute("UPDATE tables SET status = 'playing' WHERE id = ?", (table_id,))

    def delete_table(self, table_id: str) -> None:
        """Forget a table for good (a lobby that expired)."""
        with self.transaction():
            self._delete_rows(table_id)

    def _delete_rows(self, table_id: str) -> None:
        """Every row of a table (in the caller's transaction)."""
        for table in ("actions", "matches", "seats", "chat", "chat_mutes", "seat_mail", "mail_stops"):
            self.db.execute(f"DELETE FROM {table} WHERE table_id = ?", (table_id,))
        self.db.execute("DELETE FROM tables WHERE id = ?", (table_id,))

    def set_status(self, table_id: str, status: Status, message: str | None = None) -> None:
        self._commit_now(("UPDATE tables SET status = ?, message = ? WHERE id = ?", (status, message, table_id)))

    def set_seen(self, table_id: str, seen: float) -> None:
        """When a seated person was last connected to a lobby (``TableRecord.seen``)."""
        self._commit_now(("UPDATE tables SET seen = ? WHERE id = ?", (seen, table_id)))

    def set_deadline(self, table_id: str, deadline: float | None, version: int | None,
                     deciding: int | None = None) -> None:
        """A turn-based table's deadline for the decision at ``version``, which waits for
        seat ``deciding`` (``TableRecord.deadline``)."""
        self._commit_now(("UPDATE tables SET deadline = ?, deadline_version = ?, deciding = ? WHERE id = ?",
                          (deadline, version, deciding, table_id)))

    def set_held(self, table_id: str, held: bool) -> None:
        """Whether the host paused the game (``TableRecord.held``)."""
        self._commit_now(("UPDATE tables SET held = ? WHERE id = ?", (int(held), table_id)))

    def _update_seat(self, table_id: str, seat: SeatRecord) -> None:
        self.db.execute(*self._seat_update(table_id, seat))

    @staticmethod
    def _seat_update(table_id: str, seat: SeatRecord) -> tuple[str, tuple[object, ...]]:
        return (
            "UPDATE seats SET name = ?, bot = ?, token_hash = ?, timed_out = ?, timeouts = ? "
            "WHERE table_id = ? AND seat = ?",
            (seat.name, int(seat.bot), seat.token_hash, int(seat.timed_out), seat.timeouts, table_id, seat.seat),
        )

    def transaction(self) -> _Transaction:
        """``with store.transaction() as db:`` one write transaction on the connection, after the
        actions waiting (rolled back on an error): for this store's other writes and for the
        modules beside it (the forum games), as ``PgStore.connection`` is in PostgreSQL."""
        # isolation_level=None: autocommit; ``with`` on the connection would not
        # open a transaction, so BEGIN/COMMIT are explicit here.
        self._commit_now()
        return _Transaction(self.db)

    # --- reads ---------------------------------------------------------------

    def load(self, table_id: str, with_actions: bool = True) -> TableRecord | None:
        row = self.db.execute(f"SELECT {TABLE_COLUMNS} FROM tables WHERE id = ?", (table_id,)).fetchone()
        return None if row is None else self._record(row, with_actions)

    def unfinished(self) -> list[str]:
        """The ids of every table still in the lobby, playing or paused, oldest first."""
        rows = self.db.execute("SELECT id FROM tables WHERE status != 'over' ORDER BY created").fetchall()
        return [table_id for (table_id,) in rows]

    def _record(self, row: TableRow, with_actions: bool = True) -> TableRecord:
        table_id = row[0]
        seats = [
            SeatRecord(seat, name, bool(bot), token, bool(timed_out), timeouts)
            for seat, name, bot, token, timed_out, timeouts in self.db.execute(
                "SELECT seat, name, bot, token_hash, timed_out, timeouts FROM seats WHERE table_id = ? ORDER BY seat",
                (table_id,),
            )
        ]
        actions = [
            (seat, int(code))
            for seat, code in self.db.execute(
                "SELECT seat, code FROM actions WHERE table_id = ? ORDER BY n", (table_id,)
            )
        ] if with_actions else []
        match_row = self.db.execute(
            "SELECT game, score, roles, characters, previous FROM matches WHERE table_id = ?", (table_id,)
        ).fetchone()
        return table_record(row, seats, actions, match_row)

    # --- the table chat (bang.server.chat) ---------------------------------------------
    # A message is stored as its ChatMessage JSON, committed before anyone is told of it.
    # A mute is a row (reader, seat): reader a seat muting for itself, or -1 the host for
    # the whole table; seat the seat muted, or -1 the spectators' channel.

    def append_chat(self, table_id: str, seq: int, message: str) -> None:
        self._commit_now(("INSERT INTO chat (table_id, seq, message) VALUES (?, ?, ?)", (table_id, seq, message)))

    def load_chat(self, table_id: str) -> list[str]:
        rows = self.db.execute("SELECT message FROM chat WHERE table_id = ? ORDER BY seq", (table_id,))
        return [message for (message,) in rows]

    def set_chat_mute(self, table_id: str, reader: int, seat: int, on: bool) -> None:
        if on:
            statement = "INSERT OR IGNORE INTO chat_mutes (table_id, reader, seat) VALUES (?, ?, ?)"
        else:
            statement = "DELETE FROM chat_mutes WHERE table_id = ? AND reader = ? AND seat = ?"
        self._commit_now((statement, (table_id, reader, seat)))

    def load_chat_mutes(self, table_id: str) -> list[tuple[int, int]]:
        rows = self.db.execute("SELECT reader, seat FROM chat_mutes WHERE table_id = ?", (table_id,))
        return [(reader, seat) for reader, seat in rows]


    # --- the turn mails (table_mail.py): not fenced in a cluster (they are no part of the log,
    # and a stop link is followed at whichever process the browser reaches)

    def set_mail(self, table_id: str, seat: int, address: str, lang: str) -> None:
        """A seat's address (another one's stop links stop nothing any more)."""
        with self.transaction():
            self.db.execute("DELETE FROM mail_stops WHERE table_id = ? AND seat = ?", (table_id, seat))
            self.db.execute(
                "INSERT INTO seat_mail (table_id, seat, address, lang) VALUES (?, ?, ?, ?) ON CONFLICT "
                "(table_id, seat) DO UPDATE SET address = excluded.address, lang = excluded.lang",
                (table_id, seat, address, lang))

    def clear_mail(self, table_id: str, seat: int | None = None) -> None:
        """Forget a seat's address and its stop links (``seat`` None: every seat's of the table)."""
        where, params = ("table_id = ?", (table_id,)) if seat is None else \
            ("table_id = ? AND seat = ?", (table_id, seat))
        with self.transaction():
            self.db.execute(f"DELETE FROM seat_mail WHERE {where}", params)
            self.db.execute(f"DELETE FROM mail_stops WHERE {where}", params)

    def load_mail(self, table_id: str, seat: int) -> MailRecord | None:
        row = self.db.execute("SELECT address, lang, mailed_turn FROM seat_mail WHERE table_id = ? AND seat = ?",
                              (table_id, seat)).fetchone()
        return None if row is None else MailRecord(table_id, seat, row[0], row[1], row[2])

    def mailed(self, table_id: str, seat: int, turn: int, stop_hash: str) -> None:
        """A mail is sent to the seat for ``turn``, with the stop link of this hash."""
        with self.transaction():
            self.db.execute("UPDATE seat_mail SET mailed_turn = ? WHERE table_id = ? AND seat = ?",
                            (turn, table_id, seat))
            self.db.execute("INSERT INTO mail_stops (stop_hash, table_id, seat) VALUES (?, ?, ?)",
                            (stop_hash, table_id, seat))

    def stop_mail(self, stop_hash: str) -> MailRecord | None:
        """A stop link followed: its seat's address and stop links forgotten; what they were
        (None: the link stops nothing)."""
        found = self.db.execute("SELECT table_id, seat FROM mail_stops WHERE stop_hash = ?", (stop_hash,)).fetchone()
        record = None if found is None else self.load_mail(found[0], found[1])
        if found is not None:
            self.clear_mail(found[0], found[1])
        return record


class _Transaction:
    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db

    def __enter__(self) -> sqlite3.Connection:
        self.db.execute("BEGIN IMMEDIATE")
        return self.db

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        self.db.execute("COMMIT" if exc_type is None else "ROLLBACK")

