"""Wild West Show's Gag over real websockets: while it is in force the players may not talk.
The server refuses every seat's chat message with ``gagged`` (nothing is kept, nobody is
sent it), the spectators still talk in their own channel, and the players talked before it.

The table is dealt from a known seed (the test hooks): the Sheriff, at seat 0, holds a
Stagecoach in his first turn, and the first event card his Stagecoach reveals is Gag."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from serving import Server
from table_client import Frame, TableClient, seat_players

import http_client

GAG_SEED = 85  # seat 0 (the Sheriff, Rose Doolan) holds Stagecoach 9♠; the top event card is Gag


async def _refusal(client: TableClient, message: dict[str, Any]) -> Frame:
    """Send a chat message and read until the error it gets (no chat frame meanwhile)."""
    await client.send_raw(json.dumps(message))
    for _ in range(100):
        answer = await client.next()
        if answer["type"] == "error":
            return answer
        assert answer["type"] != "chat", f"{client.label} was sent {answer} instead of a refusal"
    raise AssertionError("no refusal")


def _said(client: TableClient) -> list[Frame]:
    """Every chat message this client was sent."""
    frames = [json.loads(raw) for raw in client.raw]
    return [m for f in frames if f["type"] == "chat" for m in f["messages"]]


def test_gag_in_force_refuses_the_players_chat_and_not_the_spectators(server: Server) -> None:
    answer = http_client.post(f"{server.http}/api/test/tables", timeout=10, json={
        "seed": GAG_SEED,
        "settings": {"seats": 4, "bots": 0, "expansions": ["wild_west_show"], "turn_seconds": 600}})
    assert answer.status_code == 201, answer.text
    created = answer.json()

    async def scenario() -> None:
        ws = server.ws(created["table"])
        players = await seat_players(ws, 4, host_token=created["host_token"])
        sheriff, bob = players[0], players[1]
        watcher = await TableClient.open(ws, label="watcher")
        await watcher.expect("welcome")
        state = await sheriff.expect("state")
        while not sheriff.my_turn() or state["view"]["pending"]["kind"] != "play":
            state = await sheriff.expect("state")
        assert "gag" not in state["view"]["in_force"]

        await bob.send(type="say", phrase="hello")  # before Gag the players talk
        assert (await sheriff.expect("chat"))["messages"][0]["phrase"] == "hello"
        await bob.expect("chat")  # his own, as everyone's

        coach = next(a for a in state["legal"] if a["do"] == "play" and a["card"].startswith("stagecoach/"))
        await sheriff.send(type="act", code=coach["code"], version=state["version"])
        state = await sheriff.state_at(state["version"] + 1)
        assert state["view"]["pieces"]["events"]["event"] == "gag"
        assert state["view"]["in_force"]["gag"] is True  # every seat's view tells it

        for speaker, message in ((bob, {"type": "say", "text": "psst"}),
                                 (sheriff, {"type": "say", "phrase": "claim_deputy"})):
            refused = await _refusal(speaker, message)
            assert refused["code"] == "gagged" and "Gag" in refused["message"], refused
        await watcher.send(type="say", text="quiet table", name="Zed")  # a spectator is no player
        heard = (await watcher.expect("chat"))["messages"]
        while heard[-1]["text"] is None:  # (Bob's hello first)
            heard = (await watcher.expect("chat"))["messages"]
        assert heard[-1]["text"] == "quiet table" and heard[-1]["channel"] == "spectators"

        for client in players:
            # what is left, up to a pong: a frame answered after every refusal above, so any
            # chat those refusals had let through would have come before it
            await client.send(type="ping")
            await client.expect("pong")
            assert [m.get("phrase") or m.get("text") for m in _said(client)] == ["hello"], client.label
        for client in (*players, watcher):
            await client.close()

    asyncio.run(scenario())
