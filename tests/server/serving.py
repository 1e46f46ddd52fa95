"""Real servers for the server tests: subprocesses on free loopback ports, each
``bang serve`` with the test routes (tests/hooked_app.py: a table of a known seed, a
failing move, a forum game of a known seed; faster turn clocks).

``ServeProcess`` starts one (and starts it again on the same database after
``kill()``, which is kill -9, or ``stop()``); ``Server`` (tests/server/conftest.py's
fixtures), ``LimitedServer`` (the limits tests) and the cluster's ``Process`` are
it with their own flags.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

import hooked_app
import http_client

HOST = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


class ServeProcess:
    """``launcher() --host 127.0.0.1 --port P --db DB`` plus ``serve_flags()`` (those of
    ``bang serve``), its output in ``log_path``; ``start()`` returns once ``ready_path``
    answers 200."""

    ready_path = "/api/schema"

    def __init__(self, db: Path | str, log_path: Path, env: dict[str, str] | None = None) -> None:
        self.db = db  # a SQLite file, or a postgresql:// URL
        self.port = free_port()
        self.log_path = log_path
        self.env = env or {}
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def http(self) -> str:
        return f"http://{HOST}:{self.port}"

    def ws(self, table: str) -> str:
        return f"ws://{HOST}:{self.port}/ws/{table}"

    def launcher(self) -> list[str]:
        """The command before the flags: ``bang serve`` with the test routes (tests/hooked_app.py)."""
        return [sys.executable, hooked_app.__file__]

    def serve_flags(self) -> list[str]:
        return ["--log-level", "warning"]

    def start(self) -> ServeProcess:
        cmd = [*self.launcher(), "--host", HOST, "--port", str(self.port), "--db", str(self.db), *self.serve_flags()]
        env = {**os.environ, **self.env}
        with self.log_path.open("ab") as log:
            self.proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + 60  # a loaded machine starts it slowly
        while time.monotonic() < deadline:
            assert self.proc.poll() is None, f"the server exited: {self.log()}"
            try:
                if http_client.get(f"{self.http}{self.ready_path}", timeout=1).status_code == 200:
                    return self
            except httpx.TransportError:
                pass
            time.sleep(0.05)
        raise AssertionError(f"the server did not start in 60 s: {self.log()}")

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
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""


class Server(ServeProcess):
    """The server of most tests: bots play at once, a long grace for a dropped player;
    ``clock_scale`` 0.1 runs a 10-second turn clock out in one second."""

    def __init__(self, db: Path | str, bot_delay: float = 0.0, grace: float = 30.0,
                 log_path: Path | None = None, clock_scale: float = 1.0) -> None:
        super().__init__(db, log_path or Path(db).with_suffix(".log"))
        self.bot_delay = bot_delay
        self.grace = grace
        self.clock_scale = clock_scale

    def serve_flags(self) -> list[str]:
        # a test posts forum moves faster than people do (test_forum_robustness.py checks that limit)
        return ["--bot-delay", str(self.bot_delay), "--grace", str(self.grace), "--forum-posts-per-minute", "0",
                "--clock-scale", str(self.clock_scale), *super().serve_flags()]

    def start(self) -> Server:
        super().start()
        return self

    def create(self, **settings: object) -> dict[str, str]:
        answer = http_client.post(f"{self.http}/api/tables", json=settings, timeout=10)
        assert answer.status_code == 201, answer.text
        created: dict[str, str] = answer.json()
        return created

    def info(self, table: str) -> dict[str, object]:
        answer = http_client.get(f"{self.http}/api/tables/{table}", timeout=10)
        assert answer.status_code == 200, answer.text
        info: dict[str, object] = answer.json()
        return info

    def fail_next_apply(self, table: str) -> None:
        """The table's next move raises (tests/hooked_app.py): the table pauses."""
        answer = http_client.post(f"{self.http}/api/test/tables/{table}/fail-next-apply", timeout=10)
        assert answer.status_code == 200, answer.text
