"""Idle turn-based tables cost little (issue 31): a turn-based table that waits for people
nobody there leaves memory (``Tables.park``), comes back when someone opens it or when its
deadline comes (the clock then plays the default, as if it had stayed), and leaves again;
a restart brings back none of them until they are needed. In process, over a scaled clock
(an hour of the table in 1.8 s)."""

from __future__ import annotations

import asyncio
import gc
import time
import weakref
from pathlib import Path

from in_process import Connection

from bang.server import protocol as p
from bang.server.store import Store, TableRecord
from bang.server.store_api import open_store
from bang.server.table import Table, Timing
from bang.server.tables import Tables

TIMING = Timing(bot_delay=0, clock_scale=0.0005)  # an hour: 1.8 s
HOUR_S = 3600 * TIMING.clock_scale


async def until(what: str, check: object, seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while not check():  # type: ignore[operator]
        assert time.monotonic() < deadline, what
        await asyncio.sleep(0.02)


def started(tables: Tables) -> str:
    """A turn-based table of two people and two bots, started, its people gone."""
    created = tables.create(p.Settings(seats=4, bots=2, bot_level="basic", turn_based=True, decision_hours=1))
    table = tables.get(created.table)
    assert table is not None
    people = [Connection(), Connection()]
    for person, name in zip(people, ("Ann", "Bob"), strict=True):
        table.connect(person)
        table.receive(person, p.Hello(None))
        table.receive(person, p.Join(name))
    table.receive(people[0], p.Start(created.host_token))
    for person in people:
        table.disconnect(person)
    return created.table


def test_a_waiting_turn_based_table_leaves_memory_and_comes_back_at_its_deadline(tmp_path: Path) -> None:
    db = tmp_path / "tables.db"

    async def scenario() -> None:
        tables = Tables(Store(db), TIMING)
        table_id = started(tables)
        await until("the table waits for a person, parked", lambda: table_id in tables.parked)
        assert table_id not in tables.live
        info = tables.info(table_id)
        assert info is not None and info.status == "playing" and info.deciding in (0, 1)  # whose decision, stored
        versions = len(Store(db).load(table_id).actions)  # type: ignore[union-attr]
        # Its deadline comes: back in memory, the default played, and parked again.
        await until("the deadline's default played",
                    lambda: len(Store(db).load(table_id).actions) > versions, 3 * HOUR_S)  # type: ignore[union-attr]
        await until("parked again", lambda: table_id in tables.parked and table_id not in tables.live)
        # Someone opens it: back, its clock running; gone again when they leave.
        table = tables.get(table_id)
        assert table is not None and table_id in tables.live and table_id not in tables.parked
        watcher = Connection()
        table.connect(watcher)
        table.receive(watcher, p.Hello(None))
        assert not table.parkable()  # (someone is there)
        table.disconnect(watcher)
        assert table_id in tables.parked and table_id not in tables.live
        held: weakref.ref[Table] = weakref.ref(table)
        del table, watcher
        gc.collect()
        assert held() is None  # nothing keeps a parked table in memory
        tables.shutdown()

    asyncio.run(scenario())

    async def restarted() -> None:
        tables = Tables(Store(db), TIMING)
        assert tables.restore() == 1
        assert not tables.live and tables.parked == {next(iter(tables.parked))}
        tables.shutdown()

    asyncio.run(restarted())


def test_a_parked_table_counts_a_seats_missed_deadlines_on_when_it_comes_back(store_db: str) -> None:
    """A seat's deadlines missed in a row are stored: a parked table brought back by the next
    deadline counts on from there, and the host's ``misses_to_bot`` (2) hands the seat to a
    bot after two of them, though the table left memory between the two. On both stores."""

    async def scenario() -> None:
        tables = Tables(open_store(store_db), TIMING)
        for _ in range(5):  # Ann may be shot dead by the bots before her second miss: another game
            if await two_misses(tables):
                tables.shutdown()
                return
        raise AssertionError("Ann never missed two deadlines in a row in five games")

    asyncio.run(scenario())


async def two_misses(tables: Tables) -> bool:
    """Ann alone with three bots lets her deadlines pass, gone; False if her game ended first."""
    created = tables.create(p.Settings(seats=4, bots=3, bot_level="basic", turn_based=True,
                                       decision_hours=1, misses_to_bot=2))
    table_id = created.table
    table = tables.get(table_id)
    assert table is not None
    ann = Connection()
    table.connect(ann)
    table.receive(ann, p.Hello(None))
    table.receive(ann, p.Join("Ann"))
    table.receive(ann, p.Start(created.host_token))
    table.disconnect(ann)
    del table

    def stored() -> TableRecord:
        record = tables.store.load(table_id, with_actions=False)
        assert record is not None
        return record

    def out() -> bool:
        return stored().status != "playing"

    await until("her decision waits, parked", lambda: table_id in tables.parked or out())
    await until("her first deadline missed", lambda: stored().seats[0].timeouts >= 1 or out(), 4 * HOUR_S)
    if out():
        return False
    first = stored().seats[0]
    assert first.timeouts == 1 and not first.timed_out, first
    await until("parked again, her count with it", lambda: table_id in tables.parked or out())
    await until("her second deadline missed", lambda: stored().seats[0].timed_out or out(), 4 * HOUR_S)
    second = stored().seats[0]
    if not second.timed_out:
        return False  # she died, and the bots finished the game
    assert second.timeouts == 2, second
    back = tables.get(table_id)  # (if it left memory again) the seat is a bot's, for everyone
    assert back is not None and back.info().seats[0].bot_controlled is True
    return True
