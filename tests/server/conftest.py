"""Real servers for the server tests: ``bang serve`` subprocesses on free loopback ports."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest

HOST = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


class Server:
    """One ``bang serve`` process; ``kill()`` is kill -9, ``start()`` starts it again on the same db."""

    def __init__(self, db: Path | str, bot_delay: float = 0.0, grace: float = 30.0,
                 log_path: Path | None = None) -> None:
        self.db = db  # a SQLite file, or a postgresql:// URL
        self.port = free_port()
        self.bot_delay = bot_delay
        self.grace = grace
        self.proc: subprocess.Popen[bytes] | None = None
        self.log_path = log_path or Path(db).with_suffix(".log")

    @property
    def http(self) -> str:
        return f"http://{HOST}:{self.port}"

    def ws(self, table: str) -> str:
        return f"ws://{HOST}:{self.port}/ws/{table}"

    def start(self) -> Server:
        cmd = [sys.executable, "-m", "bang.cli", "serve", "--host", HOST, "--port", str(self.port),
               "--db", str(self.db), "--bot-delay", str(self.bot_delay), "--grace", str(self.grace),
               "--log-level", "warning"]
        env = {**os.environ, "BANG_TEST_HOOKS": "1"}
        log = self.log_path.open("ab")
        self.proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            assert self.proc.poll() is None, f"the server exited: {self.log_path.read_text()}"
            try:
                httpx.get(f"{self.http}/api/schema", timeout=1)
                return self
            except httpx.TransportError:
                time.sleep(0.05)
        raise AssertionError("the server did not start in 30 s")

    def kill(self) -> None:
        """kill -9: no shutdown handler runs."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)
        self.proc = None

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
            self.proc = None

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def create(self, **settings: object) -> dict[str, str]:
        answer = httpx.post(f"{self.http}/api/tables", json=settings, timeout=10)
        assert answer.status_code == 201, answer.text
        created: dict[str, str] = answer.json()
        return created

    def info(self, table: str) -> dict[str, object]:
        answer = httpx.get(f"{self.http}/api/tables/{table}", timeout=10)
        assert answer.status_code == 200, answer.text
        info: dict[str, object] = answer.json()
        return info

    def fail_next_apply(self, table: str) -> None:
        answer = httpx.post(f"{self.http}/api/test/tables/{table}/fail-next-apply", timeout=10)
        assert answer.status_code == 200, answer.text


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server shared by a module's tests: bots play at once, a long grace."""
    srv = Server(tmp_path_factory.mktemp("srv") / "bang.db").start()
    yield srv
    srv.stop()


@pytest.fixture
def make_server(tmp_path: Path) -> Iterator[Callable[..., Server]]:
    """Servers of one test's own (stopped at its end)."""
    made: list[Server] = []

    def make(bot_delay: float = 0.0, grace: float = 30.0, db: Path | str | None = None) -> Server:
        srv = Server(db or tmp_path / f"bang{len(made)}.db", bot_delay, grace,
                     log_path=tmp_path / f"bang{len(made)}.log").start()
        made.append(srv)
        return srv

    yield make
    for srv in made:
        srv.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def store_db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """The ``--db`` of a test run once on each store: a fresh SQLite file, then a fresh
    PostgreSQL schema (tests/postgres_db.py: skipped where PostgreSQL is unreachable,
    failed instead under BANG_REQUIRE_POSTGRES=1)."""
    if request.param == "sqlite":
        yield str(tmp_path / "tables.db")
        return
    from postgres_db import fresh_schema

    with fresh_schema() as url:
        yield url
