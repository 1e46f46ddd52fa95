"""A finished table nobody looks at is freed as soon as it is released.

The server collects the oldest objects rarely (``app.tune_gc``), so a finished table
kept alive by a reference cycle stayed in memory until a full collection: a server
playing bot games grew by about 110 KiB a game (``bang loadtest --mode bots``). With
the collector off, reference counting alone must free a released table.
"""

from __future__ import annotations

import asyncio
import gc
import types
import weakref
from pathlib import Path

import pytest
from in_process import Connection

from bang.server import protocol as p
from bang.server import tables as tables_module
from bang.server.store import Store
from bang.server.table import Table, Timing
from bang.server.tables import Tables


async def _play_to_the_end(tables: Tables, seed: int) -> weakref.ref[Table]:
    created = tables.create(p.Settings(seats=5, bots=4, bot_level="sharp"), seed=seed)
    table = tables.get(created.table)
    assert table is not None
    over = asyncio.get_running_loop().create_future()
    release = table.on_over
    assert release is not None

    def told(t: Table) -> None:
        release(t)
        over.set_result(t.status)

    table.on_over = told
    host = Connection()  # the host, just long enough to start the game
    table.connect(host)
    table.receive(host, p.Hello(None))
    table.receive(host, p.Start(created.host_token))
    table.disconnect(host)
    assert host.frames, "the host was answered"
    held = weakref.ref(table)
    del table, host
    assert await asyncio.wait_for(over, 60) == "over"
    await asyncio.sleep(0)  # (the last commit's callbacks)
    return held


def test_a_released_table_is_freed_without_the_garbage_collector(tmp_path: Path) -> None:
    tables = Tables(Store(tmp_path / "tables.db"), Timing(bot_delay=0))
    gc.collect()
    gc.disable()
    try:
        held = [asyncio.run(_play_to_the_end(tables, seed)) for seed in (1, 2, 3)]
        assert not tables.live
        assert [ref() for ref in held] == [None, None, None]
    finally:
        gc.enable()


def test_the_server_collects_its_garbage_every_so_many_tables_forgotten(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What the connections leave in reference cycles is collected as tables finish."""
    collections: list[int] = []
    monkeypatch.setattr(tables_module, "gc", types.SimpleNamespace(collect=lambda: collections.append(1)))
    monkeypatch.setattr(tables_module, "COLLECT_EVERY", 2)
    tables = Tables(Store(tmp_path / "tables.db"), Timing(bot_delay=0))
    for seed in (1, 2, 3, 4, 5):
        asyncio.run(_play_to_the_end(tables, seed))
    assert len(collections) == 2  # after the second table forgotten, and the fourth
