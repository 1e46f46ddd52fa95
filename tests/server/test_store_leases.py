"""Table leases in PostgreSQL: one owner per live table, and a server that lost a table
cannot write to it (fencing), whatever it believes."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator

import psycopg
import pytest

from bang.server.protocol import Settings
from bang.server.store import SeatRecord, TableRecord
from bang.server.store_pg import LeaseLost, PgStore
from postgres_db import fresh_schema, query


@pytest.fixture
def url() -> Iterator[str]:
    with fresh_schema() as made:
        yield made


def _table(table_id: str, created: float = 0.0) -> TableRecord:
    seats = [SeatRecord(s, f"P{s}", False, None) for s in range(4)]
    return TableRecord(table_id, created, Settings(seats=4), 7, "hash", "playing", None, seats)


async def _until(told: list[object], count: int) -> None:
    """Until the writer thread has committed ``count`` actions and their tables were told."""
    for _ in range(5000):
        if len(told) >= count:
            return
        await asyncio.sleep(0.001)
    raise AssertionError(f"{len(told)} of {count} actions committed after 5 s")


def _expire(url: str, table_id: str) -> None:
    """The owner stopped renewing long enough ago (as after kill -9)."""
    query(url, "UPDATE table_leases SET expires = now() - interval '1 second' WHERE table_id = %s "
               "RETURNING table_id", table_id)


def test_claim_renew_release(url: str) -> None:
    store = PgStore(url)
    store.create_table(_table("t"))
    assert store.lease_owner("t") is None  # no owner: no lease
    assert store.claim("t", "one", 30)
    assert store.claim("t", "one", 30)  # again: still one's
    assert not store.claim("t", "two", 30)  # held: refused
    assert store.lease_owner("t") == "one"
    assert store.renew("t", "one", 30) and not store.renew("t", "two", 30)
    assert store.renew_all("one", 30) == {"t"} and store.renew_all("two", 30) == set()

    _expire(url, "t")
    assert store.lease_owner("t") is None
    assert store.claim("t", "two", 30)  # expired: free
    assert not store.renew("t", "one", 30)  # one learns it lost the table
    assert not store.release("t", "one")
    assert store.release("t", "two") and store.lease_owner("t") is None
    assert store.claim("t", "one", 0.2)
    time.sleep(0.3)
    assert store.claim("t", "two", 30)  # a short lease runs out on PostgreSQL's clock
    store.close()


def test_a_server_only_restores_the_tables_nobody_else_holds(url: str) -> None:
    one = PgStore(url, owner="one", lease_seconds=30)
    two = PgStore(url, owner="two", lease_seconds=30)
    one.create_table(_table("held", 1.0))  # a new table is leased to its creator, in the same transaction
    one.create_table(_table("expired", 2.0))
    two.create_table(_table("mine", 3.0))
    PgStore(url).create_table(_table("unleased", 4.0))
    one.create_table(_table("over", 5.0))
    one.set_status("over", "over")
    _expire(url, "expired")
    assert one.leases(["held", "expired", "mine", "unleased"]) == {"held": "one", "mine": "two"}
    assert two.unfinished() == ["expired", "mine", "unleased"]
    assert one.unfinished() == ["held", "expired", "unleased"]
    assert PgStore(url).unfinished() == ["held", "expired", "mine", "unleased"]  # no owner: every one
    for store in (one, two):
        store.close()


def test_a_server_that_lost_a_table_cannot_append_to_it(url: str) -> None:
    old = PgStore(url, owner="old", lease_seconds=30)
    old.create_table(_table("taken"))
    old.create_table(_table("kept"))
    told: list[tuple[str, Exception | None]] = []

    async def play(n: int) -> None:
        old.append_action("taken", n, 0, 10 + n, lambda e: told.append(("taken", e)))
        old.append_action("kept", n, 0, 20 + n, lambda e: told.append(("kept", e)))
        await _until(told, 2)

    asyncio.run(play(0))
    assert told == [("taken", None), ("kept", None)]

    _expire(url, "taken")  # old stalled; new takes the table over
    new = PgStore(url, owner="new", lease_seconds=30)
    assert new.claim("taken", "new", 30)
    told.clear()
    asyncio.run(play(1))  # old does not know yet: one batch, both tables
    (table, error), kept = told
    assert table == "taken" and isinstance(error, LeaseLost) and "another server owns it" in str(error)
    assert kept == ("kept", None)  # the other table of the same batch is committed
    assert query(url, "SELECT table_id, n, code FROM actions ORDER BY table_id, n") == [
        ("kept", 0, "20"), ("kept", 1, "21"), ("taken", 0, "10")]
    with pytest.raises(LeaseLost):
        old.set_status("taken", "paused", "nope")
    with pytest.raises(LeaseLost):
        old.save_seat("taken", SeatRecord(0, "Mallory", False, None))

    loaded = new.load("taken")  # the new owner replays what was acknowledged, and plays on
    assert loaded is not None and loaded.actions == [(0, 10)] and loaded.status == "playing"
    assert loaded.seats[0].name == "P0"

    async def play_on() -> None:
        new.append_action("taken", 1, 2, 99, lambda e: told.append(("new", e)))
        await _until(told, 1)

    told.clear()
    asyncio.run(play_on())
    assert told == [("new", None)]
    for store in (old, new):
        store.close()


def test_a_claim_waits_for_the_write_in_flight(url: str) -> None:
    """The fence locks the lease row in the write's transaction: a takeover that comes
    during the write waits for it, so the new owner's replay holds that write."""
    old = PgStore(url, owner="old", lease_seconds=30)
    old.create_table(_table("t"))
    _expire(url, "t")
    with psycopg.connect(url, autocommit=True) as other:
        with old.db.transaction():  # old's fence, its transaction left open a moment
            assert old._fence(old.db, {"t"}) == set()
            old.db.execute("INSERT INTO actions (table_id, n, seat, code) VALUES ('t', 0, 0, '5')")
            claimed: list[bool] = []
            thread = threading.Thread(target=lambda: claimed.append(PgStore(url).claim("t", "new", 30)))
            thread.start()
            thread.join(0.5)
            assert thread.is_alive() and claimed == []  # waiting on the lease row
        thread.join(10)
        assert claimed == [True]
        assert other.execute("SELECT n FROM actions WHERE table_id = 't'").fetchall() == [(0,)]
    old.close()


def test_a_lost_connection_fails_the_batch_and_the_store_connects_again(url: str) -> None:
    """PostgreSQL restarted (here: the store's backend terminated): the actions waiting
    are reported failed, never as committed, and the next ones go through a new connection."""
    store = PgStore(url)
    store.create_table(_table("t"))
    told: list[Exception | None] = []
    pid = store.db.info.backend_pid
    query(url, "SELECT pg_terminate_backend(%s)", pid)

    async def play(n: int) -> None:
        store.append_action("t", n, 0, 7, told.append)
        await _until(told, 1)

    asyncio.run(play(0))
    assert isinstance(told[0], psycopg.OperationalError)
    told.clear()
    asyncio.run(play(0))
    assert told == [None] and store.db.info.backend_pid != pid
    assert query(url, "SELECT n, code FROM actions") == [(0, "7")]
    store.close()
