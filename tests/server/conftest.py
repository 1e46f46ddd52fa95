"""Real servers for the server tests: subprocesses on free loopback ports (serving.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from aiosmtpd.controller import Controller
from mail_inbox import Inbox
from serving import HOST, Server, free_port


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

    def make(bot_delay: float = 0.0, grace: float = 30.0, db: Path | str | None = None,
             clock_scale: float = 1.0) -> Server:
        srv = Server(db or tmp_path / f"bang{len(made)}.db", bot_delay, grace,
                     log_path=tmp_path / f"bang{len(made)}.log", clock_scale=clock_scale).start()
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


@pytest.fixture
def inbox() -> Iterator[tuple[Inbox, int]]:
    """A real SMTP server on a free loopback port, and its inbox (mail_inbox.py)."""
    handler = Inbox()
    port = free_port()
    controller = Controller(handler, hostname=HOST, port=port)
    controller.start()
    yield handler, port
    controller.stop()
