"""Several ``bang serve --cluster`` processes on one database behind HAProxy running
``deploy/haproxy.cfg`` (its ports and servers filled in), for the cluster tests and
``scripts/bench-cluster``.

Where haproxy is missing the tests are skipped (test.sh installs it with apt), unless
``BANG_REQUIRE_PROXY=1``: then they fail.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from serving import HOST, ServeProcess, free_port

import http_client
from bang.server import cluster_bench

ROOT = Path(__file__).resolve().parents[2]


def haproxy_binary() -> str | None:
    return shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin:/sbin")


def need_haproxy() -> None:
    """Skip the test where haproxy is missing (fail if ``BANG_REQUIRE_PROXY=1``)."""
    if haproxy_binary() is None:
        if os.environ.get("BANG_REQUIRE_PROXY") == "1":
            pytest.fail("haproxy is missing and BANG_REQUIRE_PROXY=1 requires it: test.sh installs it with apt")
        pytest.skip("haproxy is not installed (test.sh installs it with apt)")


def haproxy_config(port: int, backends: list[int]) -> str:
    """deploy/haproxy.cfg listening on ``port`` in front of these ``bang serve`` ports."""
    return cluster_bench.haproxy_config((ROOT / "deploy" / "haproxy.cfg").read_text(), port, backends)


@contextlib.contextmanager
def database(kind: str, folder: Path) -> Iterator[str]:
    """A fresh database for one test: a SQLite file, or a new PostgreSQL schema
    (tests/postgres_db.py: skipped where PostgreSQL is not reachable)."""
    if kind == "sqlite":
        yield str(folder / "bang.db")
        return
    from postgres_db import fresh_schema

    with fresh_schema() as url:
        yield url


def query(db: str, sql: str, *params: object) -> list[tuple[Any, ...]]:
    """Rows read by another connection (``?`` placeholders, either database)."""
    if db.startswith("postgresql://"):
        import psycopg

        with psycopg.connect(db, autocommit=True) as conn:
            return conn.execute(sql.replace("?", "%s").encode(), params).fetchall()
    import sqlite3

    with contextlib.closing(sqlite3.connect(db, timeout=10)) as conn:
        return conn.execute(sql, params).fetchall()


def owners(db: str) -> dict[str, str]:
    """Every table's lease holder."""
    return {str(t): str(o) for t, o in query(db, "SELECT table_id, owner FROM table_leases")}


async def owner_of(db: str, table: str, seconds: float = 30.0) -> str:
    """``table``'s lease holder, once its process has written the lease (a loaded machine
    may take more than a second after the table was made and its game begun)."""
    deadline = time.monotonic() + seconds
    while (owner := owners(db).get(table)) is None:
        assert time.monotonic() < deadline, f"no process holds a lease of {table}"
        await asyncio.sleep(0.1)
    return owner


class Process(ServeProcess):
    """One ``bang serve --cluster`` (with the test routes: serving.py); ``kill()`` is kill -9."""

    ready_path = "/api/cluster"

    def __init__(self, db: str, folder: Path, name: str, bot_delay: float = 0.0, grace: float = 30.0,
                 extra_env: dict[str, str] | None = None, flags: Sequence[str] = ()) -> None:
        super().__init__(db, folder / f"{name}.log", extra_env)
        self.name = name
        self.bot_delay = bot_delay
        self.grace = grace
        self.flags = list(flags)  # more of ``bang serve``'s flags (--smtp, --public-url...)

    def serve_flags(self) -> list[str]:
        return ["--cluster", "--bot-delay", str(self.bot_delay), "--grace", str(self.grace),
                *super().serve_flags(), *cluster_bench.NO_LIMITS, *self.flags]

    def start(self) -> Process:
        super().start()
        return self

    def status(self) -> dict[str, object]:
        answer: dict[str, object] = http_client.get(f"{self.http}/api/cluster", timeout=5).json()
        return answer


def wait_for(ready: object, seconds: float, message: str) -> None:
    deadline = time.monotonic() + seconds
    while not ready():  # type: ignore[operator]
        assert time.monotonic() < deadline, message
        time.sleep(0.05)


@contextlib.contextmanager
def running_haproxy(folder: Path, port: int, backends: list[int]) -> Iterator[subprocess.Popen[bytes]]:
    """HAProxy with deploy/haproxy.cfg in the foreground, listening when the block starts
    and every backend up in its checks."""
    binary = haproxy_binary()
    assert binary is not None, "haproxy is not installed"
    config = folder / "haproxy.cfg"
    config.write_text(haproxy_config(port, backends))
    log = (folder / "haproxy.log").open("ab")
    proc = subprocess.Popen([binary, "-db", "-f", str(config)], stdout=log, stderr=subprocess.STDOUT)
    try:
        def listening() -> bool:
            assert proc.poll() is None, f"haproxy exited: {(folder / 'haproxy.log').read_text()}"
            with contextlib.suppress(OSError), socket.create_connection((HOST, port), timeout=1):
                return True
            return False

        wait_for(listening, 30, "haproxy did not listen in 30 s")
        time.sleep(2.5)  # rise 2 checks, 1 s apart: every backend is up
        yield proc
    finally:
        proc.terminate()
        proc.wait(10)
        log.close()


class Cluster:
    """N processes on one database behind HAProxy (on ``port``: a free one if None), each
    started with ``flags`` besides the harness's own."""

    def __init__(self, db: str, folder: Path, count: int = 2, bot_delay: float = 0.0, grace: float = 30.0,
                 flags: Sequence[str] = (), port: int | None = None) -> None:
        self.folder = folder
        self.processes = [Process(db, folder, f"bang{i + 1}", bot_delay, grace, flags=flags) for i in range(count)]
        self.port = port or free_port()
        self.proxy: subprocess.Popen[bytes] | None = None  # HAProxy, while running

    @property
    def http(self) -> str:
        return f"http://{HOST}:{self.port}"

    def ws(self, table: str) -> str:
        return f"ws://{HOST}:{self.port}/ws/{table}"

    def create(self, **settings: object) -> dict[str, str]:
        answer = http_client.post(f"{self.http}/api/tables", json=settings, timeout=10)
        assert answer.status_code == 201, answer.text
        created: dict[str, str] = answer.json()
        return created

    @contextlib.contextmanager
    def running(self) -> Iterator[Cluster]:
        try:
            for process in self.processes:
                process.start()
            with running_haproxy(self.folder, self.port, [p.port for p in self.processes]) as proxy:
                self.proxy = proxy
                yield self
        finally:
            for process in self.processes:
                process.stop()
