"""A real ``bang serve`` with limit flags (and the test routes: serving.py), for the tests
of a public server's limits."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path
from typing import Any

import httpx
from serving import HOST, ServeProcess

import http_client


class LimitedServer(ServeProcess):
    """``bang serve --db DB FLAGS...`` (tests/hooked_app.py) on a free loopback port; ``start``
    again keeps the db (a SQLite file, or a postgresql:// URL with ``log_path``)."""

    def __init__(self, db: Path | str, *flags: str, env: dict[str, str] | None = None,
                 log_path: Path | None = None) -> None:
        super().__init__(db, log_path or Path(db).with_suffix(".log"), env)
        self.flags = list(flags)

    def serve_flags(self) -> list[str]:
        return ["--bot-delay", "0", *super().serve_flags(), *self.flags]

    def start(self, *flags: str) -> LimitedServer:
        """Start (again, on the same db); ``flags`` replace the ones given before, if any."""
        if flags:
            self.flags = list(flags)
        super().start()
        return self

    def post(self, path: str = "/api/tables", body: dict[str, Any] | None = None, source: str = HOST,
             headers: dict[str, str] | None = None) -> httpx.Response:
        """A POST from the loopback address ``source`` (127.0.0.x: each one another client)."""
        return http_client.client(source).post(self.http + path, json={"seats": 4} if body is None else body,
                                               headers=headers or {})

    def create(self, **settings: object) -> dict[str, str]:
        answer = self.post(body=settings or {"seats": 4})
        assert answer.status_code == 201, answer.text
        created: dict[str, str] = answer.json()
        return created

    def info(self, table: str) -> httpx.Response:
        return http_client.get(f"{self.http}/api/tables/{table}", timeout=10)

    def stored(self, sql: str, *args: object) -> list[tuple[Any, ...]]:
        """Run ``sql`` (``?`` placeholders) on a connection of its own, committed; its rows."""
        if str(self.db).startswith("postgresql://"):
            import psycopg

            with psycopg.connect(str(self.db), autocommit=True) as pg:
                cursor = pg.execute(sql.replace("?", "%s").encode(), args)
                return cursor.fetchall() if cursor.description is not None else []
        with contextlib.closing(sqlite3.connect(self.db)) as db, db:
            return db.execute(sql, args).fetchall()

    def table_count(self) -> int:
        return int(self.stored("SELECT count(*) FROM tables")[0][0])
