"""``scripts/bench-cluster``: figures for docs/scaling.md (a benchmark, not a test).

On this machine, with loopback ports and temporary databases:

- ``bang loadtest``'s two modes against one ``bang serve`` and against two
  ``bang serve --cluster`` behind HAProxy (deploy/haproxy.cfg), on SQLite and on
  PostgreSQL (``--pg URL``: a fresh schema is made and dropped): games per server
  CPU-second (the CPU of every server process summed), actions/s, act -> state
  latency, memory per table.
- Failover: two processes behind HAProxy, tables of one test player and three bots;
  one process is killed with kill -9 and each of its tables is timed from the kill
  to the first new state its player receives through the proxy (having come back by
  itself), and the actions its player had been shown are looked for in the log.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import re
import secrets
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from . import loadtest

HOST = "127.0.0.1"
# Every table and socket comes from this one address: the public server's count limits off.
NO_LIMITS = ["--tables-per-minute", "0", "--forum-posts-per-minute", "0", "--max-live-tables", "0", "--max-connections", "0",
             "--max-connections-per-address", "0"]
ROOT = Path(__file__).resolve().parents[3]


# --- HAProxy and the processes -------------------------------------------------------------


def haproxy_config(template: str, port: int, backends: list[int], maxconn: int = 4000) -> str:
    """deploy/haproxy.cfg (``template``) listening on ``port`` in front of these ports."""
    assert template.count("    bind :8080\n") == 1, "deploy/haproxy.cfg no longer binds :8080"
    config = template.replace("    bind :8080\n", f"    bind {HOST}:{port}\n")
    config = re.sub(r"\n    maxconn \d+", f"\n    maxconn {maxconn}", config)
    servers = "".join(f"    server bang{i + 1} {HOST}:{p}\n" for i, p in enumerate(backends))
    config, count = re.subn(r"(?:    server bang\d+ \S+\n)+(?=\n|$)", lambda m: servers, config)
    assert count == 2, "deploy/haproxy.cfg: the two backends list their servers"
    assert config.count("    peer bang_proxy 127.0.0.1:10000\n") == 1, "deploy/haproxy.cfg: the local peer moved"
    config = config.replace("    peer bang_proxy 127.0.0.1:10000\n", f"    peer bang_proxy {HOST}:{free_port()}\n")
    forum = "".join(f"    server bang{i + 1} {HOST}:{p}{' backup' if i else ''}\n" for i, p in enumerate(backends))
    config, count = re.subn(r"(?:    server bang\d+ \S+( backup)?\n)+$", lambda m: forum, config)
    assert count == 1, "deploy/haproxy.cfg: the forum's backend lists its servers last"
    return config


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def _wait_http(url: str, proc: subprocess.Popen[bytes], what: str) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=1):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"{what} did not answer in 30 s")


@dataclass
class Servers:
    """The server processes (and HAProxy, if any) of one measurement."""

    base: str  # host:port the clients use
    procs: list[subprocess.Popen[bytes]] = field(default_factory=list)
    proxy: subprocess.Popen[bytes] | None = None
    names: list[str] = field(default_factory=list)  # each process's lease owner (cluster)

    @property
    def pids(self) -> list[int]:
        return [p.pid for p in self.procs if p.poll() is None]


@contextlib.contextmanager
def running(db: str, count: int, cluster: bool, folder: Path, bot_delay: float = 0.0,
            grace: float = 30.0) -> Iterator[Servers]:
    """``count`` ``bang serve`` processes on ``db``; behind HAProxy if ``cluster``."""
    ports = [free_port() for _ in range(count)]
    servers = Servers(base="")
    try:
        for port in ports:
            cmd = [sys.executable, "-m", "bang.cli", "serve", "--host", HOST, "--port", str(port), "--db", db,
                   "--bot-delay", str(bot_delay), "--grace", str(grace), "--log-level", "warning", *NO_LIMITS]
            if cluster:
                cmd.append("--cluster")
            proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=(folder / f"serve-{port}.log").open("ab"),
                                    preexec_fn=loadtest.die_with_parent)
            servers.procs.append(proc)
            _wait_http(f"http://{HOST}:{port}/api/schema", proc, "bang serve")
            if cluster:
                with urllib.request.urlopen(f"http://{HOST}:{port}/api/cluster", timeout=5) as answer:
                    servers.names.append(json.loads(answer.read())["process"])
        if not cluster:
            servers.base = f"{HOST}:{ports[0]}"
            yield servers
            return
        binary = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin:/sbin")
        if binary is None:
            raise RuntimeError("haproxy is not installed (apt-get install haproxy)")
        proxy_port = free_port()
        config = folder / "haproxy.cfg"
        config.write_text(haproxy_config((ROOT / "deploy" / "haproxy.cfg").read_text(), proxy_port, ports))
        servers.proxy = subprocess.Popen([binary, "-db", "-f", str(config)], stdout=subprocess.DEVNULL,
                                         stderr=(folder / "haproxy.log").open("ab"),
                                         preexec_fn=loadtest.die_with_parent)
        _wait_http(f"http://{HOST}:{proxy_port}/api/schema", servers.proxy, "haproxy")
        time.sleep(2.5)  # every server up in the proxy's checks (rise 2, 1 s apart)
        servers.base = f"{HOST}:{proxy_port}"
        yield servers
    finally:
        for proc in [*servers.procs, *([servers.proxy] if servers.proxy else [])]:
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(10)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()


# --- databases -------------------------------------------------------------------------------


@contextlib.contextmanager
def database(kind: str, folder: Path, pg_url: str | None) -> Iterator[tuple[Path | str, Callable[[], list[int]]]]:
    """A fresh database: a SQLite file in ``folder``, or a new schema of ``pg_url`` (dropped
    afterwards, its connections named after it); its ``--db``, and how to find the pids of
    the PostgreSQL backends serving it."""
    if kind == "sqlite":
        yield folder / f"bench-{secrets.token_hex(3)}.db", list
        return
    assert pg_url is not None, "--pg URL is needed for PostgreSQL"
    with loadtest.postgres_schema(pg_url) as (url, backends):
        yield url, backends


def statuses(db: str, ids: list[str]) -> list[tuple[str, str]]:
    """(id, status) of these tables, read from the database directly."""
    if db.startswith(("postgresql://", "postgres://")):
        import psycopg

        with psycopg.connect(db) as conn:
            rows = conn.execute("SELECT id, status FROM tables WHERE id = ANY(%s)", (ids,)).fetchall()
            return [(str(a), str(b)) for a, b in rows]
    import sqlite3

    with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)) as conn:
        marks = ",".join("?" * len(ids))
        return [(str(a), str(b)) for a, b in conn.execute(f"SELECT id, status FROM tables WHERE id IN ({marks})", ids)]


def action_count(db: str, table: str) -> int:
    if db.startswith(("postgresql://", "postgres://")):
        import psycopg

        with psycopg.connect(db) as conn:
            row = conn.execute("SELECT count(*) FROM actions WHERE table_id = %s", (table,)).fetchone()
            return int(row[0]) if row else 0
    import sqlite3

    with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)) as conn:
        return int(conn.execute("SELECT count(*) FROM actions WHERE table_id = ?", (table,)).fetchone()[0])


# --- the load test against a running set of servers ---------------------------------------------


def measure(db: Path | str, backends: Callable[[], list[int]], count: int, cluster: bool, folder: Path, tables: int,
            players: int, seconds: float, think: float, mode: str) -> dict[str, Any]:
    with running(str(db), count, cluster, folder) as servers:
        before = _write_counters(str(db))
        result = asyncio.run(loadtest.measure_servers(servers.base, servers.pids, db, tables, players, seconds,
                                                      think, mode, backends()))
        after = _write_counters(str(db))
        if servers.proxy is not None:
            result["proxy_cpu_seconds"] = round(loadtest.cpu_seconds(servers.proxy.pid), 2)
    result["processes"] = count
    result["proxy"] = "haproxy" if cluster else None
    actions = after["actions"] - before["actions"]
    result["stored_actions"] = actions
    if actions and "commits" in after:  # the whole run, fill and wind-down included
        result["pg_commits_per_action"] = round((after["commits"] - before["commits"]) / actions, 3)
        result["pg_wal_bytes_per_action"] = round((after["wal_bytes"] - before["wal_bytes"]) / actions)
    return result


def _write_counters(db: str) -> dict[str, int]:
    """Actions stored so far; on PostgreSQL also the database's commits and the server's
    WAL position in bytes (every database of that server: other users count too)."""
    if not db.startswith(("postgresql://", "postgres://")):
        import sqlite3

        with contextlib.closing(sqlite3.connect(db, timeout=10)) as conn:
            return {"actions": int(conn.execute("SELECT count(*) FROM actions").fetchone()[0])}
    import psycopg

    with psycopg.connect(db, autocommit=True) as conn:
        conn.execute("SELECT pg_stat_clear_snapshot()")
        actions = conn.execute("SELECT count(*) FROM actions").fetchone()
        commits = conn.execute("SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()"
                               ).fetchone()
        wal = conn.execute("SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')").fetchone()
    assert actions is not None and commits is not None and wal is not None
    return {"actions": int(actions[0]), "commits": int(commits[0]), "wal_bytes": int(wal[0])}


# --- failover -----------------------------------------------------------------------------------


@dataclass
class Watcher:
    """The one test player of a table: plays at once when it is its turn, comes back
    by itself after a drop; remembers the highest version it was shown."""

    url: str
    token: str
    rng: random.Random
    shown: int = 0
    dropped_at: float | None = None
    back_at: float | None = None
    over: bool = False

    async def play(self, stop_at: float) -> None:
        while time.monotonic() < stop_at and not self.over:
            try:
                async with connect(self.url, max_size=2**23) as ws:
                    await ws.send(json.dumps({"type": "hello", "token": self.token}))
                    seen = self.shown
                    async for text in ws:
                        frame = json.loads(text)
                        if frame["type"] != "state":
                            continue
                        self.shown = max(self.shown, frame["version"])
                        if self.dropped_at is not None and self.back_at is None and frame["version"] > seen:
                            self.back_at = time.monotonic()
                        if frame["view"]["winner"] is not None:
                            self.over = True
                            return
                        pending = frame["view"]["pending"]
                        if pending is not None and pending["player"] == 0 and frame["legal"]:
                            code = self.rng.choice(frame["legal"])["code"]
                            await ws.send(json.dumps({"type": "act", "code": code, "version": frame["version"]}))
            except (OSError, ConnectionClosed, InvalidStatus, TimeoutError):
                pass
            if self.dropped_at is None:
                self.dropped_at = time.monotonic()
            await asyncio.sleep(0.2)


async def _failover(servers: Servers, db: str, tables: int) -> dict[str, Any]:
    base = servers.base
    watchers: dict[str, Watcher] = {}
    for i in range(tables):
        created = await asyncio.to_thread(loadtest.post_json, f"http://{base}/api/tables", {"seats": 4, "bots": 3})
        table = created["table"]
        async with connect(f"ws://{base}/ws/{table}") as ws:
            await ws.send('{"type":"hello","token":null}')
            await ws.send('{"type":"join","name":"Ann"}')
            token = None
            while token is None:
                frame = json.loads(await ws.recv())
                token = frame.get("token") if frame["type"] == "joined" else None
            await ws.send(json.dumps({"type": "start", "host_token": created["host_token"]}))
        watchers[table] = Watcher(f"ws://{base}/ws/{table}", token, random.Random(i))
    unwatched = []  # bots only: nobody reconnects to them; the scan of expired leases takes them
    for _ in range(tables // 2):
        created = await asyncio.to_thread(loadtest.post_json, f"http://{base}/api/tables", {"seats": 4, "bots": 3})
        async with connect(f"ws://{base}/ws/{created['table']}") as ws:
            await ws.send('{"type":"hello","token":null}')
            await ws.send(json.dumps({"type": "start", "host_token": created["host_token"]}))
            while json.loads(await ws.recv())["type"] != "state":
                pass
        unwatched.append(created["table"])
    stop_at = time.monotonic() + 120
    tasks = [asyncio.create_task(w.play(stop_at)) for w in watchers.values()]
    await asyncio.sleep(2.0)
    owners = dict(await asyncio.to_thread(_owners, db))
    victim = max(range(len(servers.procs)), key=lambda i: sum(o == servers.names[i] for o in owners.values()))
    theirs = [t for t, o in owners.items() if o == servers.names[victim] and t in watchers
              and not watchers[t].over]
    shown_at_kill = {t: watchers[t].shown for t in theirs}
    killed_at = time.monotonic()
    servers.procs[victim].send_signal(signal.SIGKILL)
    servers.procs[victim].wait()
    orphans = {t: await asyncio.to_thread(action_count, db, t) for t in unwatched
               if owners.get(t) == servers.names[victim]}
    orphans = {t: n for t, n in orphans.items() if (await asyncio.to_thread(statuses, db, [t]))[0][1] == "playing"}
    adopted: list[float] = []
    while orphans and time.monotonic() < killed_at + 30:
        await asyncio.sleep(0.1)
        for table, count in list(orphans.items()):
            if await asyncio.to_thread(action_count, db, table) > count:
                adopted.append(time.monotonic() - killed_at)
                del orphans[table]
    await asyncio.gather(*tasks)
    times = sorted(watchers[t].back_at - killed_at for t in theirs  # type: ignore[operator]
                   if watchers[t].back_at is not None)
    lost = 0
    for table in theirs:
        lost += max(0, shown_at_kill[table] - await asyncio.to_thread(action_count, db, table))
    finished = sum(w.over for w in watchers.values())
    return {
        "tables": tables, "tables_of_killed_process": len(theirs),
        "came_back": len(times), "finished": finished,
        "seconds_to_playing_again": {"median": round(statistics.median(times), 2) if times else None,
                                     "max": round(times[-1], 2) if times else None},
        "acknowledged_actions_lost": lost,
        "unwatched_tables_of_killed_process": len(adopted) + len(orphans),
        "unwatched_seconds_to_playing_again": {"median": round(statistics.median(adopted), 2) if adopted else None,
                                               "max": round(max(adopted), 2) if adopted else None,
                                               "never": len(orphans)},
    }


def _owners(db: str) -> list[tuple[str, str]]:
    table = "table_leases"
    if db.startswith(("postgresql://", "postgres://")):
        import psycopg

        with psycopg.connect(db) as conn:
            return [(str(a), str(b)) for a, b in conn.execute(f"SELECT table_id, owner FROM {table}")]
    import sqlite3

    with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)) as conn:
        return [(str(a), str(b)) for a, b in conn.execute(f"SELECT table_id, owner FROM {table}")]


def failover(db: str, folder: Path, tables: int) -> dict[str, Any]:
    with running(db, 2, True, folder, bot_delay=0.05) as servers:
        return asyncio.run(_failover(servers, db, tables))


# --- lease renewal -------------------------------------------------------------------------------


def renewal_cost(pg_url: str, counts: tuple[int, ...] = (100, 1000, 5000), runs: int = 10) -> list[dict[str, Any]]:
    """What one process's renewal (one UPDATE of all its lease rows, as cluster_pg does)
    costs PostgreSQL: milliseconds and WAL bytes per lease row, in a schema of its own."""
    import psycopg

    rows: list[dict[str, Any]] = []
    with loadtest.postgres_schema(pg_url) as (url, _), psycopg.connect(url, autocommit=True) as db:
        db.execute("CREATE TABLE table_leases (table_id TEXT PRIMARY KEY, owner TEXT NOT NULL, "
                   "expires TIMESTAMPTZ NOT NULL)")
        db.execute("CREATE INDEX table_leases_by_owner ON table_leases (owner)")
        for count in counts:
            db.execute("DELETE FROM table_leases")
            db.cursor().executemany("INSERT INTO table_leases VALUES (%s, 'p', now())",
                                    [(f"t{i}",) for i in range(count)])
            start = db.execute("SELECT pg_current_wal_lsn()").fetchone()
            began = time.perf_counter()
            for _ in range(runs):
                db.execute("UPDATE table_leases SET expires = now() + make_interval(secs => 3) WHERE owner = 'p' "
                           "RETURNING table_id").fetchall()
            seconds = (time.perf_counter() - began) / runs
            assert start is not None
            wal = db.execute("SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), %s)", (start[0],)).fetchone()
            assert wal is not None
            rows.append({"leases": count, "ms_per_renewal": round(1000 * seconds, 1),
                         "wal_bytes_per_lease": round(float(wal[0]) / runs / count)})
    return rows


# --- the whole run -------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="bench-cluster", description=__doc__.splitlines()[0])
    parser.add_argument("--pg", default=os.environ.get("BANG_BENCH_PG"),
                        help="a PostgreSQL URL (a schema is made in it and dropped); none: SQLite only")
    parser.add_argument("--tables", type=int, default=100, help="tables in play at once (loadtest)")
    parser.add_argument("--seconds", type=float, default=20.0, help="seconds measured per run")
    parser.add_argument("--think", type=float, default=0.0, help="clients mode: seconds before a client acts")
    parser.add_argument("--modes", nargs="+", default=["bots", "clients"], choices=["bots", "clients"])
    parser.add_argument("--failover-tables", type=int, default=20)
    parser.add_argument("--only", choices=["load", "failover", "leases"], default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    loadtest.raise_file_limit()
    stores = ["sqlite", *(["postgresql"] if args.pg else [])]
    results: dict[str, Any] = {"load": [], "failover": [], "leases": []}
    with tempfile.TemporaryDirectory(prefix="bang-bench-cluster-") as tmp:
        folder = Path(tmp)
        if args.only in (None, "load"):
            for kind in stores:
                for mode in args.modes:
                    for count, cluster in ((1, False), (2, True)):
                        with database(kind, folder, args.pg) as (db, backends):
                            row = measure(db, backends, count, cluster, folder, args.tables, 5, args.seconds,
                                          args.think, mode)
                        row["store"] = kind
                        results["load"].append(row)
                        _print_load(row)
        if args.only in (None, "leases") and args.pg:
            results["leases"] = renewal_cost(args.pg)
            for r in results["leases"]:
                print(f"postgresql renewing {r['leases']} leases of one process: {r['ms_per_renewal']} ms, "
                      f"{r['wal_bytes_per_lease']} WAL bytes per lease", flush=True)
        if args.only in (None, "failover"):
            for kind in stores:
                with database(kind, folder, args.pg) as (db, _):
                    row = failover(str(db), folder, args.failover_tables)
                row["store"] = kind
                results["failover"].append(row)
                _print_failover(row)
    if args.json:
        print(json.dumps(results, indent=1))
    return 0


def _print_load(r: dict[str, Any]) -> None:
    where = "2 processes behind HAProxy" if r["proxy"] else "1 process"
    lat = r["latency_ms"]
    line = (f"{r['store']:10} {r['mode']:7} {where:26} games/CPU-s {r['games_per_server_cpu_second']}, "
            f"games {r['games_completed']}, server CPU {r['server_cpu_seconds']} s")
    if r["mode"] == "clients":
        line += (f", actions/s {r['actions_per_second']}, p50 {lat['p50']} ms, p99 {lat['p99']} ms, "
                 f"{r['server_kib_per_table']} KiB/table, errors {r['client_errors']}")
    if r.get("proxy_cpu_seconds") is not None:
        line += f", haproxy CPU {r['proxy_cpu_seconds']} s"
    if r.get("pg_commits_per_action") is not None:
        line += (f", PostgreSQL: its backends' CPU {r['database_cpu_seconds']} s "
                 f"({r['cpu_ms_per_game_with_database']} ms per game with the server's), "
                 f"{r['pg_commits_per_action']} commits and {r['pg_wal_bytes_per_action']} WAL bytes per action "
                 f"({r['stored_actions']} actions stored)")
    print(line, flush=True)


def _print_failover(r: dict[str, Any]) -> None:
    s, u = r["seconds_to_playing_again"], r["unwatched_seconds_to_playing_again"]
    print(f"{r['store']:10} failover: kill -9 of the process holding {r['tables_of_killed_process']} of "
          f"{r['tables']} tables; {r['came_back']} came back, playing again after {s['median']} s median, "
          f"{s['max']} s max; {r['finished']} games finished; acknowledged actions lost: "
          f"{r['acknowledged_actions_lost']}; its {r['unwatched_tables_of_killed_process']} unwatched bot games "
          f"playing again after {u['median']} s median, {u['max']} s max ({u['never']} never)", flush=True)


if __name__ == "__main__":
    sys.exit(main())
