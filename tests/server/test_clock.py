"""The server's clocks: a player out of time, or away too long, is played by a bot until back."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

from conftest import Server
from table_client import TableClient, seat_players


async def seated_until_pending(server: Server, bots: int, turn_seconds: int) -> list[TableClient]:
    """A started table whose only human (seat 0) must decide now; a new table if seat 0
    is out before its first decision."""
    for _ in range(5):
        created = server.create(seats=4, bots=bots, turn_seconds=turn_seconds)
        players = await seat_players(server.ws(created["table"]), 4 - bots, host_token=created["host_token"])
        ann = players[0]
        while True:
            state = await ann.expect("state")
            if ann.my_turn() or state["view"]["winner"] or not state["view"]["players"][0]["alive"]:
                break
        if ann.my_turn():
            return players
        for client in players:
            await client.close()
    raise AssertionError("seat 0 never had a decision")


def test_timeout_and_away(make_server: Callable[..., Server]) -> None:
    server = make_server(bot_delay=0.05, grace=0.5)

    async def out_of_time() -> None:
        (ann,) = await seated_until_pending(server, bots=3, turn_seconds=10)
        assert ann.state is not None
        assert 9 <= ann.state["deadline"] <= 10
        version = ann.state["version"]
        # Ann does nothing: after 10 s a bot plays for her, and her seat says so.
        frame = await ann.expect("table", timeout=15)
        assert frame["table"]["seats"][0]["bot_controlled"] is True
        state = await ann.expect("state")
        assert state["bot_controlled"] is True
        await ann.state_at(version + 1)
        # She takes her seat back.
        await ann.send(type="back")
        frame = await ann.expect("table")
        while frame["table"]["seats"][0]["bot_controlled"]:
            frame = await ann.expect("table")
        state = await ann.expect("state")
        assert state["bot_controlled"] is False
        await ann.close()

    async def away() -> None:
        (ann,) = await seated_until_pending(server, bots=3, turn_seconds=600)
        assert ann.table is not None
        url = server.ws(ann.table["id"])
        watcher = await TableClient.open(url, label="watcher")

        async def watch() -> None:
            with contextlib.suppress(Exception):
                for _ in range(100_000):
                    await watcher.next(timeout=60)

        watching = asyncio.create_task(watch())
        await ann.close()  # Ann's decision waits the grace period (0.5 s), then a bot plays her seat
        for _ in range(200):
            seat = watcher.table["seats"][0] if watcher.table else {}
            if not seat.get("connected", True) and seat["bot_controlled"]:
                break
            await asyncio.sleep(0.05)
        else:
            raise AssertionError("no bot took the seat of the absent player")
        again = await TableClient.open(url, token=ann.token)
        welcome = await again.expect("welcome")
        assert welcome["seat"] == 0
        assert welcome["table"]["seats"][0]["connected"] and not welcome["table"]["seats"][0]["bot_controlled"]
        assert (await again.expect("state"))["bot_controlled"] is False
        await watcher.close()  # ends the watch (a cancel could be lost inside wait_for on 3.11)
        await asyncio.gather(watching, return_exceptions=True)
        await again.close()

    async def both() -> None:
        await asyncio.gather(out_of_time(), away())

    asyncio.run(both())
