"""kill -9 and restart: the chat of every table is there, messages and mutes alike."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from serving import Server
from table_client import Frame, TableClient, seat_players


def test_a_restart_keeps_every_message_and_mute(make_server: Callable[..., Server], store_db: str) -> None:
    server = make_server(db=store_db)  # on SQLite, then on PostgreSQL
    created = server.create(seats=3, bots=1, turn_seconds=600)
    table = created["table"]

    async def before() -> tuple[list[Frame], list[str | None]]:
        ann, bob = await seat_players(server.ws(table), 2, host_token=created["host_token"])
        for client in (ann, bob):
            await client.expect("state")
        watcher = await TableClient.open(server.ws(table), label="watcher")
        await watcher.expect("welcome")
        await ann.send(type="say", phrase="accuse_outlaw", args={"player": 1}, lang="fa")
        await bob.send(type="say", text="نه، من نیستم", lang="fa")
        await watcher.send(type="say", text="watching", name="Sam")
        await ann.send(type="mute", seat=-1, on=True)
        await ann.expect("mutes")
        await ann.send(type="host_mute", host_token=created["host_token"], seat=1, on=True)
        await ann.expect("mutes")
        seen = []
        while len(seen) < 3:  # the watcher reads all three (the bot may speak too)
            seen += [m for m in (await watcher.expect("chat"))["messages"] if not m["bot"]]
        tokens = [ann.token, bob.token]
        for client in (ann, bob, watcher):
            await client.close()
        return seen, tokens

    seen, (ann_token, bob_token) = asyncio.run(before())
    assert [m["seq"] for m in seen][:2] == [1, 2]
    server.kill()
    server.start()

    async def after() -> None:
        watcher = await TableClient.open(server.ws(table), label="watcher again")
        await watcher.expect("welcome")
        history = [m for m in (await watcher.expect("chat"))["messages"] if not m["bot"]]
        assert history == seen  # every field, to the time
        ann = await TableClient.open(server.ws(table), token=ann_token, label="ann")
        await ann.expect("welcome")
        assert [m for m in (await ann.expect("chat"))["messages"] if not m["bot"]] == seen[:2]
        assert await ann.expect("mutes") == {"type": "mutes", "mine": [], "spectators": True, "host": [1],
                                             "hidden_players": 0, "hidden_spectators": 0}  # not hers to read yet
        bob = await TableClient.open(server.ws(table), token=bob_token, label="bob")
        await bob.expect("welcome")
        await bob.send(type="say", phrase="sorry")
        while (frame := await bob.next())["type"] != "error":
            pass
        assert frame["code"] == "muted"
        for client in (ann, bob, watcher):
            await client.close()

    asyncio.run(after())
