"""Create a table, join it, start it, play it to the end; the HTTP routes."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import httpx
from serving import Server
from table_client import TableClient, play_until, seat_players

from bang.cli import main as bang_main
from bang.server.protocol import json_schema

SCHEMA_FILE = Path(__file__).resolve().parents[2] / "docs" / "protocol.schema.json"


def test_schema_file_is_current(capsys: object, server: Server) -> None:
    """docs/protocol.schema.json is exactly what ``bang schema`` prints (regenerate:
    ``bang schema > docs/protocol.schema.json``), and what GET /api/schema answers."""
    assert bang_main(["schema"]) == 0
    printed = json.loads(capsys.readouterr().out)  # type: ignore[attr-defined]
    assert printed == json_schema()
    assert json.loads(SCHEMA_FILE.read_text()) == printed
    assert httpx.get(f"{server.http}/api/schema").json() == printed


def test_create_table_validates_settings(server: Server) -> None:
    for body, word in [({"seats": 9}, "seats"), ({"seats": 5, "bots": 5}, "bots"),
                       ({"turn_seconds": 5}, "turn_seconds"), ({"colour": "red"}, "colour")]:
        answer = httpx.post(f"{server.http}/api/tables", json=body)
        assert answer.status_code == 400, body
        assert answer.json()["code"] == "malformed" and word in answer.json()["message"]
    answer = httpx.post(f"{server.http}/api/tables", content=b"{nope")
    assert answer.status_code == 400 and answer.json()["code"] == "malformed"
    assert httpx.get(f"{server.http}/api/tables/nosuchtable").status_code == 404


def test_pages(server: Server) -> None:
    created = server.create()
    for path in (f"/t/{created['table']}", f"/t/{created['table']}/watch", "/"):
        answer = httpx.get(server.http + path)
        assert answer.status_code == 200 and "<html" in answer.text.lower(), path


def test_create_join_start_and_play_to_the_end(server: Server) -> None:
    async def scenario() -> None:
        created = server.create(seats=6, bots=2, character_choice=True, turn_seconds=60)
        table = created["table"]
        info = server.info(table)
        assert info["status"] == "lobby"
        assert [(s["name"], s["bot"]) for s in info["seats"]] == [  # type: ignore[index, union-attr]
            (None, False)] * 4 + [("Bot Doc", True), ("Bot Dusty", True)]

        visitor = await TableClient.open(server.ws(table), label="visitor")
        welcome = await visitor.expect("welcome")
        assert welcome["seat"] is None and welcome["table"]["status"] == "lobby"

        ann = await TableClient.open(server.ws(table), label="ann")
        await ann.expect("welcome")
        assert await ann.join("Ann") == 0
        bob = await TableClient.open(server.ws(table), label="bob")
        await bob.expect("welcome")
        assert await bob.join("  Bob  ") == 1
        seen = await visitor.expect("table")
        while seen["table"]["seats"][1]["name"] != "Bob":
            seen = await visitor.expect("table")
        assert seen["table"]["seats"][1] == {"seat": 1, "name": "Bob", "bot": False, "connected": True,
                                             "bot_controlled": False, "character": None}
        assert ann.token and bob.token and ann.token != bob.token

        await bob.send(type="start", host_token="not the host token")
        refused = await bob.expect("error")
        assert refused["code"] == "forbidden"
        await ann.send(type="join", name="Ann again")
        assert (await ann.expect("error"))["code"] == "forbidden"

        await visitor.send(type="start", host_token=created["host_token"])  # the host token starts it
        started = await visitor.expect("table")
        assert started["table"]["status"] == "playing"
        names = [s["name"] for s in started["table"]["seats"]]
        assert names[:2] == ["Ann", "Bob"] and all(n.startswith("Bot ") for n in names[2:])
        assert len(set(names)) == 6 and all(s["bot"] for s in started["table"]["seats"][2:])

        spectator_state = await visitor.expect("state")
        assert spectator_state["view"]["seat"] is None and spectator_state["legal"] == []
        assert spectator_state["view"]["hand"] == []
        for client, seat in ((ann, 0), (bob, 1)):
            state = await client.expect("state")
            assert state["view"]["seat"] == seat and state["version"] == 0
            assert state["log"][0]["seq"] == 0 and state["log"][0]["type"] == "game_started"

        late = await TableClient.open(server.ws(table), label="late")
        await late.expect("welcome")
        await late.send(type="join", name="Late")
        assert (await late.expect("error"))["code"] == "forbidden"

        await play_until([ann, bob], random.Random(1))
        assert ann.state is not None and ann.state["view"]["winner"] is not None
        final = await visitor.state_at(ann.state["version"])
        assert final["view"]["winner"] == ann.state["view"]["winner"]
        assert len(visitor.log) == len(ann.log) == len(bob.log)
        deadline = asyncio.get_running_loop().time() + 10
        while server.info(table)["status"] != "over":
            assert asyncio.get_running_loop().time() < deadline
            await asyncio.sleep(0.05)
        for client in (visitor, ann, bob, late):
            await client.close()

    asyncio.run(scenario())


def test_table_full_and_ping(server: Server) -> None:
    async def scenario() -> None:
        created = server.create(seats=4, bots=3)
        url = server.ws(created["table"])
        players = await seat_players(url, 1)
        extra = await TableClient.open(url)
        await extra.expect("welcome")
        await extra.send(type="ping")
        assert (await extra.expect("pong"))["type"] == "pong"
        await extra.send(type="join", name="Fifth")
        assert (await extra.expect("error"))["code"] == "table_full"
        for client in [*players, extra]:
            await client.close()

    asyncio.run(scenario())


def test_unknown_table_over_websocket(server: Server) -> None:
    async def scenario() -> None:
        client = await TableClient.open(server.ws("nosuchtable"), hello=False)
        error = await client.expect("error")
        assert error["code"] == "not_found"

    asyncio.run(scenario())


def test_table_info_tells_whose_decision_and_the_settled_characters(server: Server) -> None:
    """``GET /api/tables/ID`` says which seat the game waits on and each seat's character
    ("Your tables" lists first the tables waiting on you, with your character); while every
    seat picks its character, neither (a pick is secret until all have picked)."""
    async def run(choice: bool) -> dict[str, object]:
        created = server.create(seats=4, bots=3, character_choice=choice, turn_seconds=600)
        players = await seat_players(server.ws(created["table"]), 1, host_token=created["host_token"])
        await players[0].expect("state")
        info = server.info(created["table"])
        for client in players:
            await client.close()
        return info

    dealt = asyncio.run(run(False))
    seats = dealt["seats"]
    assert isinstance(seats, list) and all(isinstance(s["character"], str) for s in seats), seats
    assert isinstance(dealt["deciding"], int) and 0 <= dealt["deciding"] < 4
    picking = asyncio.run(run(True))
    assert isinstance(picking["seats"], list) and all(s["character"] is None for s in picking["seats"])
    assert picking["deciding"] is None and picking["picked"] is not None
