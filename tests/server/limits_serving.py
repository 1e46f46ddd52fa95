"""A real ``bang serve`` with limit flags, for the tests of a public server's limits."""

from __future__ import annotations

import os
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx

HOST = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


class LimitedServer:
    """``bang serve --db DB FLAGS...`` on a free loopback port; ``restart`` keeps the db."""

    def __init__(self, db: Path, *flags: str, env: dict[str, str] | None = None) -> None:
        self.db = db
        self.flags = list(flags)
        self.env = env or {}
        self.port = free_port()
        self.proc: subprocess.Popen[bytes] | None = None
        self.log_path = db.with_suffix(".log")

    @property
    def http(self) -> str:
        return f"http://{HOST}:{self.port}"

    def ws(self, table: str) -> str:
        return f"ws://{HOST}:{self.port}/ws/{table}"

    def start(self, *flags: str) -> LimitedServer:
        """Start (again, on the same db); ``flags`` replace the ones given before, if any."""
        if flags:
            self.flags = list(flags)
        cmd = [sys.executable, "-m", "bang.cli", "serve", "--host", HOST, "--port", str(self.port),
               "--db", str(self.db), "--bot-delay", "0", "--log-level", "warning", *self.flags]
        env = {**os.environ, "BANG_TEST_HOOKS": "1", **self.env}
        with self.log_path.open("ab") as log:
            self.proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            assert self.proc.poll() is None, f"the server exited: {self.log()}"
            try:
                httpx.get(f"{self.http}/api/schema", timeout=1)
                return self
            except httpx.TransportError:
                time.sleep(0.05)
        raise AssertionError("the server did not start in 30 s")

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

    def post(self, path: str = "/api/tables", body: dict[str, Any] | None = None, source: str = HOST,
             headers: dict[str, str] | None = None) -> httpx.Response:
        """A POST from the loopback address ``source`` (127.0.0.x: each one another client)."""
        transport = httpx.HTTPTransport(local_address=source)
        with httpx.Client(transport=transport, timeout=10) as client:
            return client.post(self.http + path, json={"seats": 4} if body is None else body,
                               headers=headers or {})

    def create(self, **settings: object) -> dict[str, str]:
        answer = self.post(body=settings or {"seats": 4})
        assert answer.status_code == 201, answer.text
        created: dict[str, str] = answer.json()
        return created

    def info(self, table: str) -> httpx.Response:
        return httpx.get(f"{self.http}/api/tables/{table}", timeout=10)

    def stored(self, sql: str, *args: object) -> list[tuple[Any, ...]]:
        with sqlite3.connect(self.db) as db:
            return db.execute(sql, args).fetchall()

    def table_count(self) -> int:
        return int(self.stored("SELECT count(*) FROM tables")[0][0])
