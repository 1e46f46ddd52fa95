"""Seats belong to their tokens: a second tab is refused, a reconnect gets the seat back."""

from __future__ import annotations

import asyncio
import random

from serving import Server
from table_client import TableClient, play_until, seat_players


def test_second_tab_refused_and_reconnect(server: Server) -> None:
    async def scenario() -> None:
        created = server.create(seats=4, bots=2)
        url = server.ws(created["table"])
        ann, bob = await seat_players(url, 2, host_token=created["host_token"])
        await ann.expect("state")
        await bob.expect("state")
        await play_until([ann, bob], random.Random(3), stop_version=6)  # bots play on by themselves

        # A second tab with Ann's token is refused, and Ann's first tab keeps the seat.
        assert ann.token is not None
        tab = await TableClient.open(url, token=ann.token, label="second tab")
        error = await tab.expect("error")
        assert error["code"] == "seat_taken" and "another tab" in error["message"]
        await ann.send(type="ping")
        await ann.expect("pong")

        # A token of no seat here controls nothing.
        stranger = await TableClient.open(url, token="made-up-token")
        assert (await stranger.expect("error"))["code"] == "forbidden"

        # The table link alone controls nothing: a visitor is a spectator.
        visitor = await TableClient.open(url)
        assert (await visitor.expect("welcome"))["seat"] is None
        spectator = await visitor.expect("state")
        assert spectator["view"]["seat"] is None and spectator["legal"] == []

        # Ann leaves and comes back with her token: her seat, her hand, the whole log again.
        await ann.close()
        seen = await bob.expect("table")
        while seen["table"]["seats"][0]["connected"]:
            seen = await bob.expect("table")
        back = await TableClient.open(url, token=ann.token, label="ann again")
        welcome = await back.expect("welcome")
        assert welcome["seat"] == 0 and welcome["table"]["seats"][0]["connected"]
        state = await back.expect("state")
        assert state["view"]["seat"] == 0 and state["log"][0]["seq"] == 0
        assert back.log[: len(ann.log)] == ann.log
        back.token = ann.token
        await play_until([back, bob], random.Random(4))
        assert back.state is not None and back.state["view"]["winner"] is not None
        for client in (back, bob, visitor):
            await client.close()

    asyncio.run(scenario())
