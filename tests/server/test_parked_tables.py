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
from bang.server.store import Store
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
