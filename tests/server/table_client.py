"""A test client: one real websocket to a table, recording every frame it receives.

Every frame is also decoded with the protocol's own types (``server_decoder``),
so each test checks the contract of ``docs/protocol.schema.json`` as it goes.
"""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from bang.server.protocol import server_decoder

Frame = dict[str, Any]


class TableClient:
    def __init__(self, ws: ClientConnection, label: str) -> None:
        self.ws = ws
        self.label = label
        self.raw: list[str] = []  # every frame received, as sent
        self.seat: int | None = None
        self.token: str | None = None
        self.state: Frame | None = None  # the last state
        self.log: list[Frame] = []  # every log entry received, in order
        self.table: Frame | None = None  # the last TableInfo
        self.cards: Frame | None = None  # the card facts of the last welcome

    @classmethod
    async def open(cls, ws_url: str, token: str | None = None, label: str = "", hello: bool = True) -> TableClient:
        client = cls(await connect(ws_url, max_size=2**23), label)
        if hello:
            await client.send(type="hello", token=token)
        return client

    async def send(self, **message: Any) -> None:
        await self.ws.send(json.dumps(message))

    async def send_raw(self, text: str | bytes) -> None:
        await self.ws.send(text)

    async def next(self, timeout: float = 10) -> Frame:
        text = await asyncio.wait_for(self.ws.recv(), timeout)
        assert isinstance(text, str), "frames are JSON text"
        server_decoder.decode(text)  # the frame fits the protocol's types
        self.raw.append(text)
        frame: Frame = json.loads(text)
        kind = frame["type"]
        if kind == "state":
            assert [e["seq"] for e in frame["log"]] == list(range(len(self.log), len(self.log) + len(frame["log"])))
            self.log.extend(frame["log"])
            self.state = frame
        elif kind in ("welcome", "table"):
            self.table = frame["table"]
            if kind == "welcome":
                self.seat = frame["seat"]
                self.cards = frame["cards"]
        elif kind == "joined":
            self.seat, self.token = frame["seat"], frame["token"]
        return frame

    async def expect(self, kind: str, timeout: float = 10) -> Frame:
        """Read frames until one of type ``kind``; an unexpected error fails the test."""
        for _ in range(10_000):
            frame = await self.next(timeout)
            if frame["type"] == kind:
                return frame
            assert frame["type"] != "error", f"{self.label}: {frame}"
        raise AssertionError(f"no {kind} frame")

    async def state_at(self, version: int, timeout: float = 10) -> Frame:
        while self.state is None or self.state["version"] < version:
            await self.expect("state", timeout)
        assert self.state["version"] == version
        return self.state

    async def join(self, name: str) -> int:
        await self.send(type="join", name=name)
        await self.expect("joined")
        assert self.seat is not None
        return self.seat

    def my_turn(self) -> bool:
        state = self.state
        return (
            state is not None and self.seat is not None and state["view"]["winner"] is None
            and state["view"]["pending"] is not None and state["view"]["pending"]["player"] == self.seat
            and bool(state["legal"])
        )

    async def act_randomly(self, rng: random.Random) -> None:
        assert self.state is not None
        code = rng.choice(self.state["legal"])["code"]
        await self.send(type="act", code=code, version=self.state["version"])

    async def close(self) -> None:
        await self.ws.close()


async def seat_players(ws_url: str, count: int, host_token: str | None = None) -> list[TableClient]:
    """``count`` clients that join one table's seats in order; the first starts it if ``host_token``."""
    players = []
    for i in range(count):
        client = await TableClient.open(ws_url, label=f"P{i}")
        await client.expect("welcome")
        await client.join(f"P{i}")
        players.append(client)
    if host_token is not None:
        await players[0].send(type="start", host_token=host_token)
    return players


async def play_until(players: list[TableClient], rng: random.Random, stop_version: int | None = None,
                     max_frames: int = 100_000) -> None:
    """Each client plays random legal actions on its turn until the game is over (or
    the table reaches ``stop_version``: then nobody acts on it)."""

    async def run(client: TableClient) -> None:
        for _ in range(max_frames):
            state = client.state
            if state is not None:
                if state["view"]["winner"] is not None:
                    return
                if stop_version is not None and state["version"] >= stop_version:
                    return
                if client.my_turn():
                    await client.act_randomly(rng)
            await client.expect("state", timeout=30)

    await asyncio.gather(*(run(c) for c in players))
