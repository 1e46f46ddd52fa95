"""The host picks the bots' level at creation: every bot at the table plays at it,
the one that takes over a dropped player's seat too, and it survives a restart."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol, get_args

import httpx
import pytest

from bang.bots import BOT_LEVELS, Bot
from bang.server import protocol as p
from bang.server import table_bots as table_module
from bang.server.store import Store
from bang.server.table import Timing
from bang.server.tables import Tables
from bang.state import Rng


class Server(Protocol):
    """What this file uses of tests/server/conftest.py's ``Server`` (not imported: the
    name ``conftest`` is ambiguous when tests/e2e runs in the same session)."""

    @property
    def http(self) -> str: ...
    def create(self, **settings: object) -> dict[str, str]: ...
    def info(self, table: str) -> dict[str, object]: ...


def test_every_level_offered_is_a_bot_level() -> None:
    offered = get_args(p.BotLevel)
    assert p.DEFAULT_BOT_LEVEL in offered
    assert set(offered) <= set(BOT_LEVELS)


def test_the_table_makes_every_seat_bot_at_its_level(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[str] = []
    real = table_module.make_bot

    def recording(level: str, rng: Rng) -> Bot:
        made.append(level)
        return real(level, rng)

    monkeypatch.setattr(table_module, "make_bot", recording)
    db = tmp_path / "tables.db"
    tables = Tables(Store(db), Timing(bot_delay=0))
    created = tables.create(p.Settings(seats=4, bots=2, bot_level="random"))
    table = tables.get(created.table)
    assert table is not None and table.bot_level == "random"
    table.seat_bot(3)  # a bot's seat
    table.seat_bot(0)  # a human's seat, played by a bot once its player dropped out
    assert made == ["random", "random"]
    # the level is stored with the table: read back after a restart
    again = Tables(Store(db), Timing(bot_delay=0))
    again.live.clear()
    reread = again.get(created.table)
    assert reread is not None and reread.bot_level == "random"
    default = tables.get(tables.create(p.Settings(seats=4, bots=1)).table)
    assert default is not None and default.bot_level == p.DEFAULT_BOT_LEVEL


def test_the_level_is_chosen_over_http_and_a_wrong_one_refused(server: Server) -> None:
    created = server.create(seats=4, bots=3, bot_level="random")
    settings = server.info(created["table"])["settings"]
    assert isinstance(settings, dict) and settings["bot_level"] == "random"
    plain = server.info(server.create(seats=4, bots=1)["table"])["settings"]
    assert isinstance(plain, dict) and plain["bot_level"] == p.DEFAULT_BOT_LEVEL
    answer = httpx.post(f"{server.http}/api/tables", json={"seats": 4, "bot_level": "genius"}, timeout=10)
    assert answer.status_code == 400
    assert "bot_level" in answer.json()["message"]
