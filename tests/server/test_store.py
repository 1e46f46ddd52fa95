"""The store suite, run on both stores: a real SQLite file and a real PostgreSQL schema.

Actions are committed in batches, and a table hears of its actions only once they
are committed (or of the error that stopped them); every other write is committed
before it returns; a store opened again on the same database reads back exactly what
was written.
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import msgspec
import psycopg
import pytest

from bang.server.migrations import SchemaTooNew, apply_pg, apply_sqlite
from bang.server.protocol import Settings
from bang.server.store import (
    SCHEMA,
    SQLITE_STEPS,
    TABLE_COLUMNS,
    MailRecord,
    MatchRecord,
    SeatRecord,
    TableRecord,
)
from bang.server.store_api import TableStore, open_store
from bang.server.store_pg import STEPS as PG_STEPS


@dataclass
class Backend:
    """One database, and how to look into it from outside the store."""

    name: str
    db: str  # what ``bang serve --db`` takes
    integrity_error: type[Exception]
    read: Callable[[str], list[tuple[object, ...]]]  # a query on a connection of its own

    def open(self) -> TableStore:
        return open_store(self.db)

    def committed_rows(self) -> list[tuple[object, ...]]:
        """The actions another process would read now."""
        return self.read("SELECT table_id, n, seat, code FROM actions ORDER BY table_id, n")


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Backend]:
    if request.param == "sqlite":
        path = tmp_path / "store.db"

        def read_sqlite(sql: str) -> list[tuple[object, ...]]:
            with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
                return db.execute(sql).fetchall()

        yield Backend("sqlite", str(path), sqlite3.IntegrityError, read_sqlite)
        return
    from postgres_db import fresh_schema, query

    with fresh_schema() as url:
        yield Backend("postgresql", url, psycopg.IntegrityError, lambda sql: query(url, sql))


def _table(table_id: str, created: float = 0.0, status: str = "playing") -> TableRecord:
    seats = [SeatRecord(s, f"P{s}", False, None) for s in range(4)]
    return TableRecord(table_id, created, Settings(seats=4), 7, "hash", status, None, seats)  # type: ignore[arg-type]


async def _until(told: list[object], count: int) -> None:
    """Turns of the loop until ``count`` tables were told (PostgreSQL's writer thread commits
    while the loop goes on; SQLite commits at the next turn)."""
    for _ in range(5000):
        if len(told) >= count:
            return
        await asyncio.sleep(0.001)
    raise AssertionError(f"{len(told)} of {count} actions committed after 5 s")


def _store(backend: Backend) -> TableStore:
    """A store on a fresh database, holding table ``a``."""
    store = backend.open()
    store.create_table(_table("a"))
    return store


def test_actions_of_one_loop_turn_are_committed_together_then_announced(backend: Backend) -> None:
    store = _store(backend)
    store.create_table(_table("b"))
    told: list[tuple[str, Exception | None]] = []

    async def play() -> None:
        store.append_action("a", 0, 0, 2**70, lambda e: told.append(("a0", e)))
        store.append_action("b", 0, 1, 5, lambda e: told.append(("b0", e)))
        store.append_action("a", 1, 2, 6, lambda e: told.append(("a1", e)))
        # Nothing is committed and nobody is told within this turn of the loop...
        assert backend.committed_rows() == [] and told == []
        await _until(told, 3)
        # ...and then all of it is, in one go.
        assert told == [("a0", None), ("b0", None), ("a1", None)]
        assert backend.committed_rows() == [("a", 0, 0, str(2**70)), ("a", 1, 2, "6"), ("b", 0, 1, "5")]

    asyncio.run(play())
    loaded = store.load("a")
    assert loaded is not None and loaded.actions == [(0, 2**70), (2, 6)]
    store.close()


def test_another_write_commits_the_waiting_actions_first(backend: Backend) -> None:
    store = _store(backend)
    told: list[Exception | None] = []

    async def play() -> None:
        store.append_action("a", 0, 0, 3, told.append)
        store.set_status("a", "over")
        assert backend.committed_rows() == [("a", 0, 0, "3")]
        assert backend.read("SELECT status FROM tables WHERE id = 'a'") == [("over",)]
        assert told == []  # the table is still told at the next turn, as always
        await asyncio.sleep(0)
        assert told == [None]

    asyncio.run(play())
    store.close()


def test_a_failed_commit_is_reported_to_every_waiting_table(backend: Backend) -> None:
    store = _store(backend)
    told: list[Exception | None] = []

    async def play() -> None:
        store.append_action("a", 0, 0, 3, told.append)
        store.append_action("a", 0, 1, 4, told.append)  # the same action number twice: refused
        await _until(told, 2)

    asyncio.run(play())
    assert len(told) == 2 and all(isinstance(e, backend.integrity_error) for e in told)
    assert backend.committed_rows() == []  # all or nothing

    async def fail_early() -> None:  # the failure met by another write reaches the tables too
        store.append_action("a", 0, 0, 3, told.append)
        store.append_action("a", 0, 1, 4, told.append)
        with pytest.raises(backend.integrity_error):
            store.set_status("a", "over")
        await asyncio.sleep(0)

    told.clear()
    asyncio.run(fail_early())
    assert len(told) == 2 and all(isinstance(e, backend.integrity_error) for e in told)
    assert backend.read("SELECT status FROM tables WHERE id = 'a'") == [("playing",)]

    async def recover() -> None:  # the store goes on after a failure
        store.append_action("a", 0, 2, 9, told.append)
        await _until(told, 1)

    told.clear()
    asyncio.run(recover())
    assert told == [None] and backend.committed_rows() == [("a", 0, 2, "9")]
    store.close()


def test_every_write_reads_back_the_same_after_reopening(backend: Backend) -> None:
    store = backend.open()
    lobby = _table("lobby", created=1.0, status="lobby")
    lobby.seats[1] = SeatRecord(1, None, False, None)
    lobby.seats[3] = SeatRecord(3, "Bot Hank", True, None)
    store.create_table(lobby)
    second = _table("second", created=2.0)
    second.match = MatchRecord(2, [1, 0, 0, 1], ["sheriff", "outlaw", "outlaw", "renegade"],
                               ["willy_the_kid", "jourdonnais", "calamity_janet", "kit_carlson"], "first")
    store.create_table(second)
    store.create_table(_table("done", created=0.5, status="over"))

    store.save_seat("lobby", SeatRecord(1, "Ann", False, "tokenhash", timed_out=True))
    store.start("lobby", [SeatRecord(0, "P0", False, "h0", timeouts=1), SeatRecord(1, "Ann", False, "tokenhash"),
                          SeatRecord(2, "P2", False, None), SeatRecord(3, "Bot Hank", True, None)])

    async def play() -> None:
        for n in range(5):
            store.append_action("lobby", n, n % 4, 2**200 + n, lambda e: None)
        await asyncio.sleep(0)  # on PostgreSQL the batch may still be in flight: set_status waits for it
        store.set_status("second", "paused", "an internal error stopped this table")

    asyncio.run(play())
    store.close()

    again = backend.open()
    loaded = again.load("lobby")
    assert loaded is not None
    assert (loaded.status, loaded.seed, loaded.host_hash, loaded.settings) == ("playing", 7, "hash", Settings(seats=4))
    assert [(s.seat, s.name, s.bot, s.token_hash, s.timed_out, s.timeouts) for s in loaded.seats] == [
        (0, "P0", False, "h0", False, 1), (1, "Ann", False, "tokenhash", False, 0),
        (2, "P2", False, None, False, 0), (3, "Bot Hank", True, None, False, 0)]
    assert loaded.actions == [(n % 4, 2**200 + n) for n in range(5)] and loaded.match is None
    header = again.load("lobby", with_actions=False)
    assert header is not None and header.actions == [] and header.seats == loaded.seats
    paused = again.load("second")
    assert paused is not None and paused.match == second.match
    assert (paused.status, paused.message) == ("paused", "an internal error stopped this table")
    assert again.load("nope") is None
    # Unfinished: oldest first, the finished one left out.
    assert again.unfinished() == ["lobby", "second"]
    again.close()


def test_when_a_seated_person_was_last_at_a_lobby_reads_back(backend: Backend) -> None:
    store = backend.open()
    for table_id in ("never", "here", "left"):
        store.create_table(_table(table_id, status="lobby"))
    store.set_seen("here", math.inf)  # a seated person is connected
    store.set_seen("left", math.inf)
    store.set_seen("left", 1234.5)  # the last one left then
    store.close()
    again = backend.open()
    seen = [record.seen if (record := again.load(t, with_actions=False)) is not None else "gone"
            for t in ("never", "here", "left")]
    assert seen == [None, math.inf, 1234.5]
    again.close()


def test_the_schema_version_is_recorded_and_a_newer_one_refused(backend: Backend) -> None:
    backend.open().close()
    backend.open().close()  # opening again applies nothing twice
    versions = backend.read("SELECT version FROM schema_migrations ORDER BY version")
    assert versions and [v for (v,) in versions] == list(range(1, len(versions) + 1))
    newer = len(versions) + 1
    if backend.name == "sqlite":
        with sqlite3.connect(backend.db) as db:
            db.execute("INSERT INTO schema_migrations (version, applied) VALUES (?, 0)", (newer,))
    else:
        with psycopg.connect(backend.db, autocommit=True) as pg:
            pg.execute("INSERT INTO schema_migrations (version) VALUES (%s)", (newer,))
    with pytest.raises(SchemaTooNew, match=f"version {newer}, newer than this bang knows"):
        backend.open()


def test_a_seats_missed_deadlines_are_kept_and_a_table_stored_before_them_reads_zero(backend: Backend) -> None:
    """``SeatRecord.timeouts`` (the last schema step of each store) reads back after reopening;
    a table written by a bang before that step loads, its seats with none missed."""
    seat_columns = "table_id, seat, name, bot, token_hash, timed_out"
    if backend.name == "sqlite":
        with contextlib.closing(sqlite3.connect(backend.db, isolation_level=None)) as db:
            db.executescript(SCHEMA)
            apply_sqlite(db, SQLITE_STEPS[:-1])
            db.execute(f"INSERT INTO tables ({TABLE_COLUMNS}) VALUES ('old', 0, ?, 7, 'hash', 'playing', NULL, NULL, "
                       "NULL, NULL, 0, NULL)", (msgspec.json.encode(Settings(seats=4)).decode(),))
            db.executemany(f"INSERT INTO seats ({seat_columns}) VALUES ('old', ?, ?, 0, NULL, 0)",
                           [(s, f"P{s}") for s in range(4)])
    else:
        with psycopg.connect(backend.db, autocommit=True) as pg:
            apply_pg(pg, PG_STEPS[:-1])
            pg.execute(f"INSERT INTO tables ({TABLE_COLUMNS}) VALUES ('old', 0, %s, 7, 'hash', 'playing', NULL, "
                       "NULL, NULL, NULL, 0, NULL)".encode(), (msgspec.json.encode(Settings(seats=4)).decode(),))
            pg.cursor().executemany(f"INSERT INTO seats ({seat_columns}) VALUES ('old', %s, %s, false, NULL, false)"
                                    .encode(), [(s, f"P{s}") for s in range(4)])
    store = backend.open()  # the last step applied now
    old = store.load("old")
    assert old is not None and [s.timeouts for s in old.seats] == [0, 0, 0, 0]
    store.create_table(_table("a"))
    store.save_seat("a", SeatRecord(2, "P2", False, None, timeouts=1))
    store.save_seat("old", SeatRecord(0, "P0", False, None, timed_out=True, timeouts=2))
    store.close()
    again = backend.open()
    a, old = again.load("a"), again.load("old")
    assert a is not None and [s.timeouts for s in a.seats] == [0, 0, 1, 0]
    assert old is not None and [(s.timed_out, s.timeouts) for s in old.seats][0] == (True, 2)
    again.close()


def test_a_write_waits_for_the_batch_in_flight_and_everything_lands_in_order(backend: Backend) -> None:
    store = _store(backend)
    told: list[tuple[int, Exception | None]] = []

    async def play() -> None:
        store.append_action("a", 0, 0, 1, lambda e: told.append((0, e)))
        await asyncio.sleep(0)  # SQLite: committed; PostgreSQL: the writer thread is on it
        store.append_action("a", 1, 1, 2, lambda e: told.append((1, e)))
        store.append_action("a", 2, 2, 3, lambda e: told.append((2, e)))
        store.set_status("a", "over")  # the game's end: after every action before it
        assert backend.committed_rows() == [("a", 0, 0, "1"), ("a", 1, 1, "2"), ("a", 2, 2, "3")]
        assert backend.read("SELECT status FROM tables WHERE id = 'a'") == [("over",)]
        await _until(told, 3)
        assert told == [(0, None), (1, None), (2, None)]
        for n in range(3, 40):  # a burst: batch after batch, each table told in its order
            store.append_action("a", n, 0, n, lambda e, n=n: told.append((n, e)))
            if n % 7 == 0:
                await asyncio.sleep(0)
        await _until(told, 40)
        assert told == [(n, None) for n in range(40)]

    asyncio.run(play())
    loaded = store.load("a")
    assert loaded is not None and [code for _, code in loaded.actions] == [1, 2, 3, *range(3, 40)]
    store.close()


def test_the_chat_and_its_mutes_read_back_after_reopening(backend: Backend) -> None:
    store = _store(backend)
    store.append_chat("a", 0, '{"seq": 0, "text": "hi"}')
    store.append_chat("a", 1, '{"seq": 1, "text": "¡Hola, Анна!"}')
    with pytest.raises(backend.integrity_error):  # the same number twice
        store.append_chat("a", 1, '{"seq": 1, "text": "again"}')
    store.set_chat_mute("a", 1, 2, True)
    store.set_chat_mute("a", 1, 2, True)  # twice: still one mute
    store.set_chat_mute("a", -1, 3, True)  # the host's, for the whole table
    store.set_chat_mute("a", -1, 3, False)
    store.set_chat_mute("a", 0, -1, True)  # the spectators' channel
    store.close()

    again = backend.open()
    assert again.load_chat("a") == ['{"seq": 0, "text": "hi"}', '{"seq": 1, "text": "¡Hola, Анна!"}']
    assert sorted(again.load_chat_mutes("a")) == [(0, -1), (1, 2)]
    assert again.load_chat("nope") == [] and again.load_chat_mutes("nope") == []
    again.close()


def test_a_deleted_table_is_gone_and_the_others_stay(backend: Backend) -> None:
    store = _store(backend)
    store.create_table(_table("b", created=1.0))
    second = _table("a2", created=2.0)
    second.match = MatchRecord(2, [0, 0, 0, 0], ["sheriff", "outlaw", "outlaw", "renegade"],
                               ["willy_the_kid", "jourdonnais", "calamity_janet", "kit_carlson"], "a")
    store.create_table(second)
    store.append_chat("a2", 0, '{"seq": 0}')
    store.set_chat_mute("a2", 0, 1, True)

    async def play() -> None:
        store.append_action("a2", 0, 0, 3, lambda e: None)
        store.append_action("b", 0, 0, 4, lambda e: None)
        await asyncio.sleep(0)

    asyncio.run(play())
    store.delete_table("a2")
    assert store.load("a2") is None and store.load_chat("a2") == [] and store.load_chat_mutes("a2") == []
    assert backend.committed_rows() == [("b", 0, 0, "4")]
    assert backend.read("SELECT count(*) FROM seats WHERE table_id = 'a2'") == [(0,)]
    assert backend.read("SELECT count(*) FROM matches") == [(0,)]
    assert store.unfinished() == ["a", "b"]
    store.close()


def test_a_seats_mail_address_its_turns_and_its_stop_links(backend: Backend) -> None:
    """An address per (table, seat) reads back after reopening, with the turn it was last
    mailed for; each mail's stop link (its hash) forgets that seat's address and every stop
    link of it, once; a new address makes the old links stop nothing; the table's end
    (clear_mail) and its deletion forget them all."""
    store = _store(backend)
    store.create_table(_table("b"))
    store.set_mail("a", 1, "one@example.org", "ru")
    store.set_mail("a", 2, "two@example.org", "en")
    store.set_mail("b", 1, "b1@example.org", "it")
    store.mailed("a", 1, 3, "stop-a1-t3")
    store.mailed("a", 1, 5, "stop-a1-t5")
    store.mailed("a", 2, 4, "stop-a2-t4")
    store.close()
    store = backend.open()
    assert store.load_mail("a", 1) == MailRecord("a", 1, "one@example.org", "ru", 5)
    assert store.load_mail("a", 2) == MailRecord("a", 2, "two@example.org", "en", 4)
    assert store.load_mail("b", 1) == MailRecord("b", 1, "b1@example.org", "it", -1)
    assert store.load_mail("a", 0) is None
    assert store.stop_mail("stop-a1-t3") == MailRecord("a", 1, "one@example.org", "ru", 5)
    assert store.load_mail("a", 1) is None
    assert store.stop_mail("stop-a1-t5") is None and store.stop_mail("stop-a1-t3") is None  # gone with it
    store.set_mail("a", 2, "new@example.org", "fa")  # another address: the old mails' links stop nothing
    assert store.stop_mail("stop-a2-t4") is None
    assert store.load_mail("a", 2) == MailRecord("a", 2, "new@example.org", "fa", 4)  # the turn is the seat's
    store.clear_mail("a")
    assert store.load_mail("a", 2) is None and store.load_mail("b", 1) is not None
    store.mailed("b", 1, 1, "stop-b1")
    store.delete_table("b")
    assert store.load_mail("b", 1) is None and store.stop_mail("stop-b1") is None
    assert backend.read("SELECT count(*) FROM seat_mail") == [(0,)]
    assert backend.read("SELECT count(*) FROM mail_stops") == [(0,)]
    store.close()


def test_a_failed_write_with_no_action_waiting_does_not_fail_the_next_batch(backend: Backend) -> None:
    store = _store(backend)
    store.append_chat("a", 0, "{}")
    with pytest.raises(backend.integrity_error):
        store.append_chat("a", 0, "{}")  # refused, and nobody was waiting on it
    told: list[Exception | None] = []

    async def play() -> None:
        store.append_action("a", 0, 0, 3, told.append)
        await _until(told, 1)

    asyncio.run(play())
    assert told == [None] and backend.committed_rows() == [("a", 0, 0, "3")]
    store.close()
