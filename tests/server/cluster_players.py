"""Test players that come back by themselves, as the web page does (web/src/lib/ws.ts):
when their websocket drops they open a new one through the proxy, say hello with
their token, and play on from the state they are sent. Every connection's frames
are kept, to check afterwards that nothing once shown was lost."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field

from table_client import Frame, TableClient
from websockets.exceptions import ConnectionClosed, InvalidStatus

RECONNECT_PAUSE = 0.2  # seconds between tries (the page starts at 0.5 s)


@dataclass
class Connection:
    """What one websocket of a player was told."""

    log: list[Frame] = field(default_factory=list)
    versions: list[int] = field(default_factory=list)  # of every state, in order


class ComingBackPlayer:
    """One seat played by random legal actions until the game is over."""

    def __init__(self, ws_url: str, token: str, seat: int, rng: random.Random) -> None:
        self.ws_url = ws_url
        self.token = token
        self.seat = seat
        self.rng = rng
        self.connections: list[Connection] = []
        self.drops: list[float] = []  # monotonic times its connection dropped
        self.back: list[float] = []  # monotonic times it got a state newer than before the drop
        self.winner: str | None = None
        self.close_codes: list[int | None] = []  # why each dropped connection was closed

    @property
    def highest_version(self) -> int:
        return max((v for c in self.connections for v in c.versions), default=0)

    async def play(self, deadline: float) -> None:
        while time.monotonic() < deadline:
            try:
                client = await TableClient.open(self.ws_url, token=self.token, label=f"seat {self.seat}")
            except (TimeoutError, OSError, InvalidStatus, ConnectionClosed):
                await asyncio.sleep(RECONNECT_PAUSE)
                continue
            seen = self.highest_version
            connection = Connection()
            self.connections.append(connection)
            try:
                await self._play_on(client, connection, seen, deadline)
                return
            except (TimeoutError, ConnectionClosed, OSError) as e:
                self.drops.append(time.monotonic())
                self.close_codes.append(e.rcvd.code if isinstance(e, ConnectionClosed) and e.rcvd else None)
                await asyncio.sleep(RECONNECT_PAUSE)
            finally:
                await client.close()
        raise AssertionError(f"seat {self.seat}: the game did not end in time")

    async def _play_on(self, client: TableClient, connection: Connection, seen: int, deadline: float) -> None:
        welcomed = False
        while time.monotonic() < deadline:
            frame = await client.next(timeout=max(0.1, deadline - time.monotonic()))
            kind = frame["type"]
            if kind == "error":  # stale or not-yet-started answers are part of random play; not others
                assert frame["code"] in ("stale", "not_started"), f"seat {self.seat}: {frame}"
                continue
            if kind == "welcome":
                assert frame["seat"] == self.seat, frame
                welcomed = True
            if kind != "state":
                continue
            assert welcomed
            connection.log = list(client.log)
            connection.versions.append(frame["version"])
            if self.drops and len(self.back) < len(self.drops) and frame["version"] > seen:
                self.back.append(time.monotonic())
            if frame["view"]["winner"] is not None:
                self.winner = frame["view"]["winner"]
                return
            if client.my_turn():
                await client.act_randomly(self.rng)
