"""An error inside one table pauses that table only; the others play on."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable

from serving import Server
from table_client import TableClient, play_until, seat_players


def test_an_error_pauses_one_table_only(make_server: Callable[..., Server], store_db: str) -> None:
    server = make_server(db=store_db)  # on SQLite, then on PostgreSQL

    async def scenario() -> None:
        broken = server.create(seats=4)
        healthy = server.create(seats=4)
        broken_players = await seat_players(server.ws(broken["table"]), 4, host_token=broken["host_token"])
        healthy_players = await seat_players(server.ws(healthy["table"]), 4, host_token=healthy["host_token"])
        for client in broken_players + healthy_players:
            await client.expect("state")
        await play_until(broken_players, random.Random(1), stop_version=3)

        server.fail_next_apply(broken["table"])  # the test hook: the next apply raises
        pending = next(c for c in broken_players if c.my_turn())
        await pending.act_randomly(random.Random(2))
        for client in broken_players:  # everyone at the table is told
            frame = await client.next()
            while frame["type"] != "error":
                if frame["type"] == "table":
                    assert frame["table"]["status"] == "paused" and frame["table"]["message"]
                frame = await client.next()
            assert frame["code"] == "table_error"
        info = server.info(broken["table"])
        assert info["status"] == "paused" and info["message"]

        # The other table plays to its end meanwhile.
        await play_until(healthy_players, random.Random(3))
        assert healthy_players[0].state is not None and healthy_players[0].state["view"]["winner"]
        assert server.info(healthy["table"])["status"] == "over"

        # The paused table refuses actions, but still shows what it stored.
        await pending.act_randomly(random.Random(2))
        assert (await pending.expect("error"))["code"] == "table_error"
        watcher = await TableClient.open(server.ws(broken["table"]))
        assert (await watcher.expect("welcome"))["table"]["status"] == "paused"
        assert (await watcher.expect("state"))["version"] == 3
        for client in [*broken_players, *healthy_players, watcher]:
            await client.close()

    asyncio.run(scenario())
    assert "table" in server.log() and "paused by an internal error" in server.log()
    assert "injected fault" in server.log()

    # A restart replays the stored log (the failed action was never stored) and plays on.
    server.stop()
    server.start()
    table = next(t for t in _tables(server) if server.info(t)["status"] == "playing")
    assert server.info(table)["message"] is None


def _tables(server: Server) -> list[str]:
    from bang.server.store_api import open_store

    store = open_store(str(server.db))
    try:
        return store.unfinished()
    finally:
        store.close()
