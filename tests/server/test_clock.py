"""The server's clocks: a decision out of time gets its natural default; two in a row, or
a player away too long, and a bot plays the seat until its player takes it back."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

from serving import Server
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


async def two_timeouts(ann: TableClient) -> bool:
    """Ann, pending, lets two decisions run out; False if the game ended between them."""
    assert ann.state is not None
    assert 0 < ann.state["deadline"] <= 1
    # Ann does nothing: her decision gets its natural default; she keeps her seat.
    version = ann.state["version"]
    legal = {a["do"] for a in ann.state["legal"]}
    state = ann.state
    while state["version"] == version:  # several at once when every card over the limit is discarded
        state = await ann.expect("state", timeout=15)
    assert state["bot_controlled"] is False and state["timeouts"] == 1
    assert state["misses_to_bot"] == 2 and state["timed_out"] is False  # a live table's rule, told to the page
    if legal & {"pass", "end"}:  # take the hit (or be out), or end the turn
        assert any(e.get("player") == 0 and e["type"] in ("passed", "phase") for e in state["log"]), state["log"]
    # Twice in a row: her seat goes to a bot, and her page is told so.
    while not ann.my_turn():
        state = await ann.expect("state", timeout=15)
        if state["view"]["winner"] or not state["view"]["players"][0]["alive"]:
            return False
    frame = await ann.expect("table", timeout=15)
    assert frame["table"]["seats"][0]["bot_controlled"] is True
    state = await ann.expect("state")
    assert state["bot_controlled"] is True and state["timeouts"] == 2 and state["timed_out"] is True
    # She takes her seat back.
    await ann.send(type="back")
    frame = await ann.expect("table")
    while frame["table"]["seats"][0]["bot_controlled"]:
        frame = await ann.expect("table")
    state = await ann.expect("state")
    assert state["bot_controlled"] is False and state["timeouts"] == 0 and state["timed_out"] is False
    await ann.close()
    return True


def test_timeouts_and_away(make_server: Callable[..., Server]) -> None:
    server = make_server(bot_delay=0.05, grace=0.5, clock_scale=0.1)  # a 10-second clock runs out in 1 second

    async def out_of_time() -> None:
        for _ in range(5):  # a new table if Ann's game ends between her two decisions
            (ann,) = await seated_until_pending(server, bots=3, turn_seconds=10)
            if await two_timeouts(ann):
                return
            await ann.close()
        raise AssertionError("Ann never had two decisions in a row to let run out")

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
        seen = len(ann.log)
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
        state = await again.expect("state")
        assert state["bot_controlled"] is False
        if state["version"] > ann.state["version"]:  # the bot played for her: she is told from where
            missed = await again.expect("away")
            assert seen <= missed["since"] < len(again.log)
        await watcher.close()  # ends the watch (a cancel could be lost inside wait_for on 3.11)
        await asyncio.gather(watching, return_exceptions=True)
        await again.close()

    async def both() -> None:
        await asyncio.gather(out_of_time(), away())

    asyncio.run(both())
