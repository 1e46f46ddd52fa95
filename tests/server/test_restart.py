"""kill -9 in the middle of games, restart: every table is exactly where it was."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

from serving import Server
from table_client import TableClient, play_until, seat_players


def test_kill_9_and_restart_restores_everything(make_server: Callable[..., Server], store_db: str) -> None:
    server = make_server(db=store_db)  # on SQLite, then on PostgreSQL

    async def before_kill() -> tuple[dict[str, Any], dict[str, Any]]:
        # A game in progress (all humans), and a lobby with one player seated.
        # The server deals from its own secret seed, so a random game may rarely be over
        # by version 25; then take another table (the test needs one in progress).
        for attempt in range(5):
            game = server.create(seats=5, turn_seconds=120)
            players = await seat_players(server.ws(game["table"]), 5, host_token=game["host_token"])
            await play_until(players, random.Random(9 + attempt), stop_version=25)
            assert players[0].state is not None
            if players[0].state["view"]["winner"] is None:
                break
            for client in players:
                await client.close()
        else:
            raise AssertionError("five random games in a row were over by version 25")
        seen = {c.seat: (c.state, list(c.log), c.token) for c in players}
        watcher = await TableClient.open(server.ws(game["table"]))
        await watcher.state_at(25)
        lobby = server.create(seats=4, bots=1)
        waiting = await seat_players(server.ws(lobby["table"]), 1)
        return ({"created": game, "seen": seen, "watcher": (watcher.state, list(watcher.log)),
                 "info": server.info(game["table"])},
                {"created": lobby, "token": waiting[0].token, "info": server.info(lobby["table"])})

    game, lobby = asyncio.run(before_kill())
    server.kill()  # no shutdown handler, no goodbye to anyone
    server.start()

    async def after_restart() -> None:
        table = game["created"]["table"]
        info = server.info(table)
        assert info["status"] == "playing"
        assert [(s["name"], s["bot"]) for s in info["seats"]] == [
            (s["name"], s["bot"]) for s in game["info"]["seats"]]
        assert not any(s["connected"] for s in info["seats"])

        players = []
        for seat, (state, log, token) in game["seen"].items():
            client = await TableClient.open(server.ws(table), token=token, label=f"P{seat}")
            assert (await client.expect("welcome"))["seat"] == seat
            again = await client.expect("state")
            # The same view, the same legal actions, the same log, at the same version.
            assert again["version"] == state["version"] == 25
            assert again["view"] == state["view"]
            assert again["legal"] == state["legal"]
            assert again["bot_controlled"] is False
            assert client.log == log
            client.token = token
            players.append(client)
        watcher = await TableClient.open(server.ws(table))
        spectator = await watcher.expect("state")
        assert spectator["view"] == game["watcher"][0]["view"] and watcher.log == game["watcher"][1]

        # The lobby is there too, its seat still Ann's; and the game plays on to its end.
        lobby_info = server.info(lobby["created"]["table"])
        assert lobby_info == lobby["info"] | {"seats": [s | {"connected": False} for s in lobby["info"]["seats"]]}
        seated = await TableClient.open(server.ws(lobby["created"]["table"]), token=lobby["token"])
        assert (await seated.expect("welcome"))["seat"] == 0
        await seated.send(type="start", host_token=lobby["created"]["host_token"])
        assert (await seated.expect("state"))["view"]["seat"] == 0

        await play_until(players, random.Random(10))
        assert players[0].state is not None and players[0].state["view"]["winner"] is not None
        for client in [*players, watcher, seated]:
            await client.close()

    asyncio.run(after_restart())
