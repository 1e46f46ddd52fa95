"""``bang loadtest``: a benchmark of the online table on this machine (not a test).

It starts ``bang serve`` as a subprocess on 127.0.0.1 (a free port, a temporary
database, bots with no delay) and keeps N tables playing at once:

- ``clients`` mode: every seat is a websocket client that plays a random legal
  action as soon as the decision is its own (after ``--think`` seconds). The
  latency is from an ``act`` sent to the next ``state`` that client receives.
- ``bots`` mode: the server's own bots play every seat; nobody watches. This is
  the cost of the engine, the bots and the store alone. ``--bot-level`` picks
  their level (``random``, ``basic``, ``sharp``...; default: the server's, sharp).

When a game ends its slot starts a new table, so N tables are always in play.
It reports actions/s, latency percentiles, the server's memory (RSS) per table
and its CPU seconds per complete game, read from /proc. Every loop is bounded in
time and count; nothing leaves the loopback interface.

``--db postgresql://...`` runs the server on PostgreSQL instead of a temporary
SQLite file: in a fresh schema of that database, dropped at the end. The CPU of
the server's PostgreSQL backend (found by its application_name; it must run on
this machine to be read from /proc) is reported beside the server's and counted in
the cost per game.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import gc
import json
import os
import random
import resource
import secrets
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import msgspec
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

HOST = "127.0.0.1"  # loopback only
CONNECT_AT_ONCE = 64  # websocket handshakes in flight at once while tables fill
MAX_GAMES_PER_SLOT = 10_000
MAX_ACTIONS_PER_GAME = 5_000


# --- what a client reads of the frames (everything else is skipped) --------------


class _Pending(msgspec.Struct):
    player: int


class _View(msgspec.Struct):
    pending: _Pending | None
    winner: str | None


class _Legal(msgspec.Struct):
    code: int


class Frame(msgspec.Struct):
    type: str
    version: int = 0
    view: _View | None = None
    legal: list[_Legal] = []
    seat: int | None = None
    token: str | None = None
    code: str | None = None
    message: str | None = None


decode_frame = msgspec.json.Decoder(Frame).decode  # (the turn-based mode reads frames so too)


@dataclass
class Stats:
    measuring: bool = False
    actions: int = 0
    games: int = 0
    game_actions: int = 0  # actions of the games completed in the window
    errors: int = 0
    latencies: list[float] = field(default_factory=list)
    client_lag: float = 0.0  # the load test's own worst event-loop delay (its clients' share of latency)


async def _watch_lag(stats: Stats, stop_at: float) -> None:
    """How late the load test's own event loop runs (a late client inflates the latency)."""
    loop = asyncio.get_running_loop()
    while loop.time() < stop_at:
        before = loop.time()
        await asyncio.sleep(0.01)
        if stats.measuring:
            stats.client_lag = max(stats.client_lag, loop.time() - before - 0.01)


# --- the server process -------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def die_with_parent() -> None:
    """In the server's process: get SIGTERM if the load test dies first (Linux)."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


def start_server(db: Path | str, port: int) -> subprocess.Popen[bytes]:
    cmd = [sys.executable, "-m", "bang.cli", "serve", "--host", HOST, "--port", str(port), "--db", str(db),
           "--bot-delay", "0", "--log-level", "warning",
           # every table and socket comes from this one address: the count limits off
           "--tables-per-minute", "0", "--max-live-tables", "0", "--max-connections", "0",
           "--max-connections-per-address", "0"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, preexec_fn=die_with_parent)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the server exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(f"http://{HOST}:{port}/api/schema", timeout=1):
                return proc
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError("the server did not start in 30 s")


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def post_json(url: str, body: dict[str, Any]) -> dict[str, Any]:
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                     headers={"content-type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        data: dict[str, Any] = json.loads(answer.read())
        return data


def get_json(url: str) -> dict[str, Any]:
    with urllib.request.urlopen(url, timeout=30) as answer:
        data: dict[str, Any] = json.loads(answer.read())
        return data


# --- one table slot -------------------------------------------------------------------


class Slot:
    """One of the N tables in play: plays games one after another until ``stop_at``."""

    def __init__(self, base: str, players: int, think: float, stats: Stats, gate: asyncio.Semaphore,
                 stop_at: float, rng: random.Random, bot_level: str | None = None) -> None:
        self.base = base
        self.bot_level = bot_level  # bots mode: the level of every bot (None: the server's default)
        self.players = players
        self.think = think
        self.stats = stats
        self.gate = gate
        self.stop_at = stop_at
        self.rng = rng
        self.ready = asyncio.Event()  # set once the first game is under way
        self.finished: FinishWatcher | None = None  # bots mode: who says a game is over

    async def run(self, mode: str) -> None:
        game = self._client_game if mode == "clients" else self._bot_game
        for _ in range(MAX_GAMES_PER_SLOT):
            if time.monotonic() >= self.stop_at:
                break
            try:
                await game()
            except (OSError, RuntimeError, ConnectionClosed) as e:
                self.stats.errors += 1
                if self.stats.errors <= 5:
                    print(f"loadtest: a table failed: {e!r}", file=sys.stderr)
                await asyncio.sleep(0.5)
        self.ready.set()

    async def _client_game(self) -> None:
        created = await asyncio.to_thread(post_json, f"http://{self.base}/api/tables",
                                          {"seats": self.players, "bots": 0})
        url = f"ws://{self.base}/ws/{created['table']}"
        sockets: list[ClientConnection] = []
        try:
            async with self.gate:
                for i in range(self.players):
                    ws = await connect(url, max_size=2**22, compression=None)
                    sockets.append(ws)
                    await ws.send('{"type":"hello","token":null}')
                    await ws.recv()  # welcome
                    await ws.send(json.dumps({"type": "join", "name": f"P{i}"}))
                    joined = await self._until(ws, "joined")
                    assert joined.seat == i
            await sockets[0].send(json.dumps({"type": "start", "host_token": created["host_token"]}))
            self.ready.set()
            counts = await asyncio.gather(*(self._play(ws, seat) for seat, ws in enumerate(sockets)))
            if self.stats.measuring:
                self.stats.games += 1
                self.stats.game_actions += sum(counts)
        finally:
            for ws in sockets:
                await ws.close()

    async def _until(self, ws: ClientConnection, kind: str) -> Frame:
        for _ in range(100):
            frame = decode_frame(await ws.recv())
            if frame.type == kind:
                return frame
            if frame.type == "error":
                raise RuntimeError(f"{frame.code}: {frame.message}")
        raise RuntimeError(f"no {kind} frame")

    async def _play(self, ws: ClientConnection, seat: int) -> int:
        """Play one seat to the end of the game; returns how many actions it played."""
        sent_at: float | None = None
        stats = self.stats
        played = 0
        for _ in range(MAX_ACTIONS_PER_GAME * self.players):
            frame = decode_frame(await ws.recv())
            if frame.type == "error":
                stats.errors += 1
                sent_at = None
                continue
            if frame.type != "state" or frame.view is None:
                continue
            now = time.perf_counter()
            if sent_at is not None:
                if stats.measuring:
                    stats.latencies.append(now - sent_at)
                    stats.actions += 1
                sent_at = None
            if frame.view.winner is not None or time.monotonic() >= self.stop_at:
                return played
            pending = frame.view.pending
            if pending is not None and pending.player == seat and frame.legal:
                if self.think:
                    await asyncio.sleep(self.think * (0.5 + self.rng.random()))
                code = frame.legal[self.rng.randrange(len(frame.legal))].code
                sent_at = time.perf_counter()
                played += 1
                await ws.send(f'{{"type":"act","code":{code},"version":{frame.version}}}')
        return played

    async def _bot_game(self) -> None:
        settings: dict[str, Any] = {"seats": self.players, "bots": self.players - 1}
        if self.bot_level is not None:
            settings["bot_level"] = self.bot_level
        created = await asyncio.to_thread(post_json, f"http://{self.base}/api/tables", settings)
        async with self.gate, connect(f"ws://{self.base}/ws/{created['table']}") as ws:
            await ws.send('{"type":"hello","token":null}')
            await ws.send(json.dumps({"type": "start", "host_token": created["host_token"]}))
            await self._until(ws, "state")
        self.ready.set()
        assert self.finished is not None, "bots mode needs the database watcher"
        status = await self.finished.wait_for(created["table"], self.stop_at)
        self.stats.games += self.stats.measuring and status == "over"


class FinishWatcher:
    """Tells the bot-mode slots when their table's game is over, by reading the
    server's database (read-only, from this process) rather than asking the server:
    nobody watches a bot table, so its cost is the server's alone."""

    def __init__(self, db: Path | str) -> None:
        self.db = db
        self.waiting: dict[str, asyncio.Future[str]] = {}

    async def wait_for(self, table: str, stop_at: float) -> str:
        future: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        self.waiting[table] = future
        try:
            return await asyncio.wait_for(future, max(0.0, stop_at - time.monotonic()))
        except TimeoutError:
            return "playing"
        finally:
            self.waiting.pop(table, None)

    async def run(self, stop_at: float) -> None:
        if isinstance(self.db, str):  # PostgreSQL
            import psycopg

            with psycopg.connect(self.db, autocommit=True, application_name="bang-loadtest-watcher") as pg:
                await self._poll(stop_at, lambda ids: pg.execute(
                    "SELECT id, status FROM tables WHERE status != 'playing' AND id = ANY(%s)", (ids,)
                ).fetchall())
            return
        with contextlib.closing(sqlite3.connect(f"file:{self.db}?mode=ro", uri=True, timeout=5)) as db:
            await self._poll(stop_at, lambda ids: db.execute(
                f"SELECT id, status FROM tables WHERE status != 'playing' AND id IN ({','.join('?' * len(ids))})",
                ids,
            ).fetchall())

    async def _poll(self, stop_at: float, finished: Callable[[list[str]], list[tuple[Any, ...]]]) -> None:
        while time.monotonic() < stop_at:
            await asyncio.sleep(0.2)
            ids = list(self.waiting)
            if ids:
                for table, status in finished(ids):
                    future = self.waiting.get(table)
                    if future is not None and not future.done():
                        future.set_result(status)


# --- the whole run --------------------------------------------------------------------------


async def _measure(base: str, pid: int | list[int], db: Path | str, tables: int, players: int, seconds: float,
                   think: float, mode: str, db_pids: list[int] | None = None,
                   bot_level: str | None = None) -> dict[str, Any]:
    stats = Stats()
    pids = pid if isinstance(pid, list) else [pid]  # bench-cluster: every server process, summed
    rss_before = sum(map(rss_kib, pids))
    fill_started = time.monotonic()
    stop_at = fill_started + 600 + seconds  # the hard stop; the window below ends sooner
    gate = asyncio.Semaphore(CONNECT_AT_ONCE // (players if mode == "clients" else 1) or 1)
    slots = [Slot(base, players, think, stats, gate, stop_at, random.Random(i), bot_level) for i in range(tables)]
    if mode == "bots":
        watcher = FinishWatcher(db)
        for slot in slots:
            slot.finished = watcher
    tasks = [asyncio.create_task(s.run(mode)) for s in slots]
    if mode == "bots":
        tasks.append(asyncio.create_task(watcher.run(stop_at)))
    tasks.append(asyncio.create_task(_watch_lag(stats, stop_at)))
    for slot in slots:
        await slot.ready.wait()
    filled = time.monotonic() - fill_started
    await asyncio.sleep(min(2.0, seconds / 4))  # let the games get going
    db_pids = db_pids or []
    cpu0, db0, t0 = sum(map(cpu_seconds, pids)), sum(map(cpu_seconds, db_pids)), time.monotonic()
    stats.measuring = True
    await asyncio.sleep(seconds)
    stats.measuring = False
    cpu1, db1, t1 = sum(map(cpu_seconds, pids)), sum(map(cpu_seconds, db_pids)), time.monotonic()
    rss_during = sum(map(rss_kib, pids))
    for slot in slots:
        slot.stop_at = 0
    for task in tasks:
        task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await asyncio.gather(*tasks, return_exceptions=True)
    lat = sorted(stats.latencies)

    def pct(q: float) -> float | None:
        return round(1000 * lat[min(len(lat) - 1, int(q * len(lat)))], 2) if lat else None

    cpu = cpu1 - cpu0
    per_action = cpu / stats.actions if stats.actions else None
    per_game = (cpu / stats.games if mode == "bots" or not per_action or not stats.games
                else per_action * stats.game_actions / stats.games) if stats.games else None
    db_cpu = db1 - db0  # the server's PostgreSQL backend (0 with SQLite: it runs inside the server)
    with_db = per_game * (cpu + db_cpu) / cpu if per_game and cpu else None
    return {
        "mode": mode, "tables": tables, "players": players, "think_s": think,
        **({"bot_level": bot_level or "default"} if mode == "bots" else {}),
        "seconds": round(t1 - t0, 2), "fill_seconds": round(filled, 1),
        "games_completed": stats.games, "actions": stats.actions,
        "actions_per_second": round(stats.actions / (t1 - t0), 1),
        "latency_ms": {"p50": pct(0.5), "p90": pct(0.9), "p99": pct(0.99), "max": pct(1.0)},
        "client_errors": stats.errors,
        "server_rss_mib": {"before": round(rss_before / 1024, 1), "during": round(rss_during / 1024, 1)},
        "server_kib_per_table": round((rss_during - rss_before) / tables, 1),
        "server_cpu_seconds": round(cpu, 2),
        "server_cpu_share": round(cpu / (t1 - t0), 2),
        "server_cpu_us_per_action": round(1e6 * per_action, 1) if per_action else None,
        "mean_actions_per_game": round(stats.game_actions / stats.games, 1) if stats.games else None,
        "server_cpu_ms_per_game": round(1000 * per_game, 2) if per_game else None,
        "games_per_server_cpu_second": round(1 / per_game, 1) if per_game else None,
        "client_max_loop_lag_ms": round(1000 * stats.client_lag, 1),
        "store": "postgresql" if isinstance(db, str) else "sqlite",
        "database_cpu_seconds": round(db_cpu, 2),
        "cpu_ms_per_game_with_database": round(1000 * with_db, 2) if with_db else None,
    }


measure_servers = _measure  # scripts/bench-cluster: servers it started itself (cluster_bench.py)


def raise_file_limit() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


@contextlib.contextmanager
def postgres_schema(url: str) -> Iterator[tuple[str, Callable[[], list[int]]]]:
    """A fresh schema in the database of ``url``, dropped afterwards: the URL that opens it
    (with an application_name of its own), and how to find the server's backends' pids."""
    import psycopg

    name = f"bang_loadtest_{secrets.token_hex(4)}"
    options = urllib.parse.urlencode({"options": f"-csearch_path={name}", "application_name": name})
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {name}".encode())
        try:
            def backends() -> list[int]:
                rows = admin.execute("SELECT pid FROM pg_stat_activity WHERE application_name = %s", (name,))
                return [int(pid) for (pid,) in rows.fetchall() if Path(f"/proc/{pid}/stat").exists()]

            yield f"{url}{'&' if '?' in url else '?'}{options}", backends
        finally:
            admin.execute(f"DROP SCHEMA {name} CASCADE".encode())


def loadtest(tables: int, players: int, seconds: float, think: float, mode: str, as_json: bool,
             db: str | None = None, bot_level: str | None = None, actions: int = 200) -> int:
    raise_file_limit()  # the server inherits it
    gc.set_threshold(50_000, 50, 1000)  # the clients' own GC pauses would count as latency
    with tempfile.TemporaryDirectory(prefix="bang-loadtest-") as tmp, contextlib.ExitStack() as stack:
        port = free_port()
        where: Path | str = Path(db) if db else Path(tmp) / "loadtest.db"
        backends: Callable[[], list[int]] = list
        if db and db.startswith(("postgresql://", "postgres://")):
            where, backends = stack.enter_context(postgres_schema(db))
        proc = start_server(where, port)
        try:
            if mode == "turn-based":
                from .loadtest_turns import measure_turn_based

                result = asyncio.run(measure_turn_based(f"{HOST}:{port}", proc.pid, tables, actions))
            else:
                result = asyncio.run(_measure(f"{HOST}:{port}", proc.pid, where, tables, players, seconds, think,
                                              mode, backends(), bot_level))
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    if as_json:
        print(json.dumps(result, indent=1))
        return 0
    if mode == "turn-based":
        from .loadtest_turns import report

        report(result)
        return 0
    lat = result["latency_ms"]
    who = "websocket clients" if mode == "clients" else f"the server's bots ({bot_level or 'default'} level)"
    print(f"bang loadtest: {tables} tables x {players} players, every seat {who}, think {think}s; "
          f"{result['seconds']}s measured (tables filled in {result['fill_seconds']}s)")
    print(f"  games completed   {result['games_completed']}")
    if mode == "clients":
        print(f"  actions/s         {result['actions_per_second']}")
        print(f"  act -> state      p50 {lat['p50']} ms, p90 {lat['p90']} ms, p99 {lat['p99']} ms, "
              f"max {lat['max']} ms")
        print(f"  client errors     {result['client_errors']}; the load test's own worst loop lag "
              f"{result['client_max_loop_lag_ms']} ms")
    rss = result["server_rss_mib"]
    print(f"  server memory     {rss['before']} MiB idle, {rss['during']} MiB with the tables: "
          f"{result['server_kib_per_table']} KiB per table")
    print(f"  server CPU        {result['server_cpu_seconds']} s ({100 * result['server_cpu_share']:.0f}% of "
          f"one core)")
    if mode == "clients":
        print(f"                    {result['server_cpu_us_per_action']} us per action")
    if result["server_cpu_ms_per_game"] is not None:
        per_game = "" if mode == "bots" else f" ({result['mean_actions_per_game']} client actions)"
        print(f"                    {result['server_cpu_ms_per_game']} ms per complete game{per_game}: "
              f"{result['games_per_server_cpu_second']} games per CPU-second")
    else:
        print("                    no game completed in the window (see --think)")
    if result["store"] == "postgresql":
        with_db = result["cpu_ms_per_game_with_database"]
        print(f"  PostgreSQL CPU    {result['database_cpu_seconds']} s (the server's backend)"
              + (f": {with_db} ms per complete game with the server's" if with_db else ""))
    return 0
