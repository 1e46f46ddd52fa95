"""The store on a real SQLite file: actions are committed in batches, and a table
hears of its actions only once they are on disk (or of the error that stopped them)."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from bang.server.protocol import Settings
from bang.server.store import SeatRecord, Store, TableRecord


def _table(table_id: str) -> TableRecord:
    seats = [SeatRecord(s, f"P{s}", False, None) for s in range(4)]
    return TableRecord(table_id, 0.0, Settings(seats=4), 7, "hash", "playing", None, seats)


def _store(tmp_path: Path) -> tuple[Path, Store]:
    """A store on a fresh file, holding table ``a``."""
    path = tmp_path / "store.db"
    store = Store(path)
    store.create_table(_table("a"))
    return path, store


def _committed_rows(path: Path) -> list[tuple[str, int, int, str]]:
    """What another process would read from the file now."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        return db.execute("SELECT table_id, n, seat, code FROM actions ORDER BY table_id, n").fetchall()


def test_actions_of_one_loop_turn_are_committed_together_then_announced(tmp_path: Path) -> None:
    path, store = _store(tmp_path)
    store.create_table(_table("b"))
    told: list[tuple[str, Exception | None]] = []

    async def play() -> None:
        store.append_action("a", 0, 0, 2**70, lambda e: told.append(("a0", e)))
        store.append_action("b", 0, 1, 5, lambda e: told.append(("b0", e)))
        store.append_action("a", 1, 2, 6, lambda e: told.append(("a1", e)))
        # Nothing is on disk and nobody is told within this turn of the loop...
        assert _committed_rows(path) == [] and told == []
        await asyncio.sleep(0)
        # ...and at the next turn, all of it is, in one go.
        assert told == [("a0", None), ("b0", None), ("a1", None)]
        assert _committed_rows(path) == [("a", 0, 0, str(2**70)), ("a", 1, 2, "6"), ("b", 0, 1, "5")]

    asyncio.run(play())
    loaded = store.load("a")
    assert loaded is not None and loaded.actions == [(0, 2**70), (2, 6)]
    store.close()


def test_another_write_commits_the_waiting_actions_first(tmp_path: Path) -> None:
    path, store = _store(tmp_path)
    told: list[Exception | None] = []

    async def play() -> None:
        store.append_action("a", 0, 0, 3, told.append)
        store.set_status("a", "over")
        assert _committed_rows(path) == [("a", 0, 0, "3")]
        assert told == []  # the table is still told at the next turn, as always
        await asyncio.sleep(0)
        assert told == [None]

    asyncio.run(play())
    store.close()


def test_a_failed_commit_is_reported_to_every_waiting_table(tmp_path: Path) -> None:
    path, store = _store(tmp_path)
    told: list[Exception | None] = []

    async def play() -> None:
        store.append_action("a", 0, 0, 3, told.append)
        store.append_action("a", 0, 1, 4, told.append)  # the same action number twice: refused
        await asyncio.sleep(0)

    asyncio.run(play())
    assert len(told) == 2 and all(isinstance(e, sqlite3.IntegrityError) for e in told)
    assert _committed_rows(path) == []  # all or nothing

    async def fail_early() -> None:  # the failure met by another write reaches the tables too
        store.append_action("a", 0, 0, 3, told.append)
        store.append_action("a", 0, 1, 4, told.append)
        with pytest.raises(sqlite3.IntegrityError):
            store.set_status("a", "over")
        await asyncio.sleep(0)

    told.clear()
    asyncio.run(fail_early())
    assert len(told) == 2 and all(isinstance(e, sqlite3.IntegrityError) for e in told)
    store.close()
