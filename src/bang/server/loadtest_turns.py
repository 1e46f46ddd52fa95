"""``bang loadtest --mode turn-based``: many turn-based tables waiting for their people.

Fills the server (``loadtest.start_server``: its own process, a temporary database) with
``--tables`` turn-based tables of three seats (one person, two bots, a day per decision):
each is made over HTTP, its person sits down over a websocket, starts the game, waits for
their own decision and leaves, so the table is parked (``Tables.park``). Then the server's
memory per waiting table is read from /proc, and ``--actions`` of those people come back
one after another, each to a random table: the time from ``hello`` to its ``state`` (the
table brought back from the store) and from ``act`` to the next ``state`` is measured.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import time
from dataclasses import dataclass
from typing import Any

import msgspec
from websockets.asyncio.client import ClientConnection, connect

from .loadtest import CONNECT_AT_ONCE, Frame, decode_frame, post_json, rss_kib


@dataclass
class Waiting:
    """A table parked while it waits for its person: their seat's token."""

    table: str
    token: str


async def _until_mine(ws: ClientConnection, seat: int) -> Frame | None:
    """Frames until the state where ``seat`` must decide (None: the game ended first)."""
    while True:
        frame = decode_frame(await asyncio.wait_for(ws.recv(), 30))
        if frame.type == "error":
            raise RuntimeError(f"the server refused: {frame.code} {frame.message}")
        if frame.type != "state" or frame.view is None:
            continue
        if frame.view.winner is not None:
            return None
        if frame.view.pending is not None and frame.view.pending.player == seat and frame.legal:
            return frame


async def _fill_one(base: str, gate: asyncio.Semaphore) -> Waiting | None:
    created = await asyncio.to_thread(post_json, f"http://{base}/api/tables", {
        "seats": 3, "bots": 2, "bot_level": "basic", "turn_based": True, "decision_hours": 24})
    async with gate, connect(f"ws://{base}/ws/{created['table']}", max_size=None) as ws:
        await ws.send('{"type":"hello","token":null}')
        await ws.send('{"type":"join","name":"Ann"}')
        while (frame := decode_frame(await asyncio.wait_for(ws.recv(), 30))).type != "joined":
            pass
        assert frame.seat is not None and frame.token is not None
        await ws.send(msgspec.json.encode({"type": "start", "host_token": created["host_token"]}).decode())
        mine = await _until_mine(ws, frame.seat)
    return None if mine is None else Waiting(created["table"], frame.token)


async def _come_back(base: str, waiting: Waiting, rng: random.Random) -> tuple[float, float] | None:
    """A person opens their table and acts: (hello -> state, act -> state) in seconds."""
    async with connect(f"ws://{base}/ws/{waiting.table}", max_size=None) as ws:
        opened = time.perf_counter()
        await ws.send(msgspec.json.encode({"type": "hello", "token": waiting.token}).decode())
        seat: int | None = None
        while True:
            frame = decode_frame(await asyncio.wait_for(ws.recv(), 30))
            if frame.type == "welcome":
                seat = frame.seat
            elif frame.type == "state":
                break
        loaded = time.perf_counter() - opened
        if seat is None or frame.view is None or frame.view.pending is None or frame.view.pending.player != seat:
            return None  # its deadline came meanwhile (a day: not in a load test), or the game is over
        acted = time.perf_counter()
        await ws.send(msgspec.json.encode({"type": "act", "code": rng.choice(frame.legal).code,
                                           "version": frame.version}).decode())
        while (answer := decode_frame(await asyncio.wait_for(ws.recv(), 30))).type != "state":
            if answer.type == "error":
                raise RuntimeError(f"the server refused: {answer.code} {answer.message}")
        return loaded, time.perf_counter() - acted


def _ms(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return round(1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1) if ordered else 0.0


async def measure_turn_based(base: str, pid: int, tables: int, actions: int, seed: int = 1) -> dict[str, Any]:
    """Fill, measure memory, then come back ``actions`` times (see the module's docstring)."""
    rng = random.Random(seed)
    rss_before = rss_kib(pid)
    gate = asyncio.Semaphore(CONNECT_AT_ONCE)
    started = time.monotonic()
    filled = await asyncio.gather(*(_fill_one(base, gate) for _ in range(tables)))
    waiting = [w for w in filled if w is not None]
    fill_s = time.monotonic() - started
    await asyncio.sleep(1.0)  # (the last ones parked)
    rss_waiting = rss_kib(pid)
    opened: list[float] = []
    acted: list[float] = []
    for w in rng.sample(waiting, min(actions, len(waiting))):
        timed = await _come_back(base, w, rng)
        if timed is not None:
            opened.append(timed[0])
            acted.append(timed[1])
    return {
        "mode": "turn-based", "tables": tables, "waiting": len(waiting), "fill_seconds": round(fill_s, 1),
        "server_rss_mib": {"before": round(rss_before / 1024, 1), "waiting": round(rss_waiting / 1024, 1)},
        "server_kib_per_waiting_table": round((rss_waiting - rss_before) / max(1, len(waiting)), 1),
        "came_back": len(acted),
        "open_ms": {"p50": _ms(opened, 0.5), "p99": _ms(opened, 0.99)},
        "act_ms": {"p50": _ms(acted, 0.5), "p99": _ms(acted, 0.99),
                   "mean": round(1000 * statistics.fmean(acted), 1) if acted else 0.0},
    }


def report(result: dict[str, Any]) -> None:
    rss = result["server_rss_mib"]
    print(f"bang loadtest --mode turn-based: {result['tables']} tables (1 person, 2 bots, a day per decision), "
          f"{result['waiting']} waiting for their person, parked; filled in {result['fill_seconds']} s")
    print(f"  server memory     {rss['before']} MiB empty, {rss['waiting']} MiB with them: "
          f"{result['server_kib_per_waiting_table']} KiB per waiting table")
    print(f"  {result['came_back']} people came back, one after another:")
    print(f"  hello -> state    p50 {result['open_ms']['p50']} ms, p99 {result['open_ms']['p99']} ms "
          f"(the table brought back from the store)")
    print(f"  act -> state      p50 {result['act_ms']['p50']} ms, p99 {result['act_ms']['p99']} ms")


