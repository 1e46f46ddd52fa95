"""Games stored by bang before expansions (tests/data/stored-v1, written by
scripts/make-stored-fixture from de639ed) come back exactly as that bang left them.

- A SQLite database the old ``bang serve`` wrote, opened by today's store (a copy: a
  migration may write): every table rebuilt from its rows shows what the old server
  showed (its status, the god view, each seat's and the spectators' view and legal
  codes, each one's log, the chat); every forum game too; a restart's ``restore``
  brings every unfinished table back without pausing one.
- The same from a PostgreSQL dump the old server's PostgreSQL store wrote, loaded into
  a fresh schema of the test database (skipped where PostgreSQL is unreachable, failed
  instead under BANG_REQUIRE_POSTGRES=1).
- Game, match and forum records of the old engine replay to the same end.
- Every running stored game plays on to its end with today's rules.

"The same" is ``differences`` of the script: every key stored is there with the same
value (a view may have gained keys; none may have lost or changed one).
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import shutil
import sqlite3
from collections.abc import Iterator
from importlib.machinery import SourceFileLoader
from pathlib import Path
from typing import Any

import pytest

from bang.rules import Game
from bang.server.forum.routes import ForumGames, open_forum_store
from bang.server.store import Store
from bang.server.store_api import TableStore
from bang.server.table import Timing
from bang.server.tables import Tables
from bang.state import Rng

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests/data/stored-v1"


def _script() -> Any:
    loader = SourceFileLoader("make_stored_fixture", str(ROOT / "scripts/make-stored-fixture"))
    spec = importlib.util.spec_from_loader(loader.name, loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


fx = _script()
STORED = fx.read_json(FIXTURE / "snapshots.json.gz")
RECORDS = fx.read_json(FIXTURE / "records.json.gz")["records"]
DBS = ("sqlite", "postgresql")


def same(stored: Any, now: Any, what: str) -> None:
    diffs = fx.differences(fx.preview_reworded(stored), fx.preview_reworded(now))
    assert not diffs, f"{what} is not what the old bang stored:\n" + "\n".join(diffs)


def _tables(db: str) -> list[str]:
    return [name for name in STORED[db]["made"] if not name.startswith("forum")]


def _forum(db: str) -> list[str]:
    return [name for name in STORED[db]["made"] if name.startswith("forum")]


@pytest.fixture(scope="module")
def sqlite_store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TableStore]:
    copy = tmp_path_factory.mktemp("stored") / "tables.sqlite"
    shutil.copyfile(FIXTURE / "tables.sqlite", copy)
    store = Store(copy)
    yield store
    store.close()


@pytest.fixture(scope="module")
def pg_url() -> Iterator[str]:
    """A fresh schema holding the old server's PostgreSQL rows."""
    import gzip

    import psycopg

    from postgres_db import fresh_schema

    with fresh_schema() as url:
        schema = url.rsplit("search_path%3D", 1)[-1]
        with psycopg.connect(url, autocommit=True) as db:
            fx.load_pg_dump(db, gzip.decompress((FIXTURE / "tables.pg.sql.gz").read_bytes()).decode(), schema)
        yield url


@pytest.fixture(scope="module")
def pg_store(pg_url: str) -> Iterator[TableStore]:
    from bang.server.store_pg import PgStore

    store = PgStore(pg_url)
    yield store
    store.close()


@pytest.fixture(scope="module")
def rebuilt() -> dict[str, Any]:
    return {}


def restored(request: pytest.FixtureRequest, rebuilt: dict[str, Any], db: str) -> Any:
    """Every stored table and forum game of ``db``, as today's code rebuilds them (once)."""
    if db not in rebuilt:
        store = request.getfixturevalue("sqlite_store" if db == "sqlite" else "pg_store")
        rebuilt[db] = fx.snapshots(store, STORED[db]["made"])
    return rebuilt[db]


def test_the_fixture_is_what_an_old_bang_wrote(tmp_path: Path) -> None:
    assert STORED["made_by"].startswith("de639ed")
    shutil.copyfile(FIXTURE / "tables.sqlite", tmp_path / "tables.sqlite")  # even a reader writes beside it
    with contextlib.closing(sqlite3.connect(tmp_path / "tables.sqlite")) as db:
        ids = {table_id for (table_id,) in db.execute("SELECT id FROM tables")}
        forum = {game_id for (game_id,) in db.execute("SELECT id FROM forum_games")}
        versions = [v for (v,) in db.execute("SELECT version FROM schema_migrations")]
    assert ids == {e["id"] for n, e in STORED["sqlite"]["made"].items() if not n.startswith("forum")}
    assert forum == {e["id"] for n, e in STORED["sqlite"]["made"].items() if n.startswith("forum")}
    assert versions == [1]
    for db_name in DBS:
        statuses = {t["status"] for t in STORED[db_name]["tables"].values()}
        assert statuses == {"lobby", "playing", "paused", "over"}
        sizes = {len(t["info"]["seats"]) for t in STORED[db_name]["tables"].values()}
        assert sizes == {3, 4, 5, 6, 7, 8}
        assert {t["status"] for t in STORED[db_name]["forum"].values()} == {"playing", "resolved"}


@pytest.mark.parametrize(("db", "name"), [(db, name) for db in DBS for name in _tables(db)])
def test_a_stored_table_comes_back_as_it_was(request: pytest.FixtureRequest, rebuilt: dict[str, Any], db: str,
                                             name: str) -> None:
    table_id = STORED[db]["made"][name]["id"]
    now = restored(request, rebuilt, db)["tables"][table_id]
    same(STORED[db]["tables"][table_id], now, f"{db} table {name!r} ({table_id})")


@pytest.mark.parametrize(("db", "name"), [(db, name) for db in DBS for name in _forum(db)])
def test_a_stored_forum_game_comes_back_as_it_was(request: pytest.FixtureRequest, rebuilt: dict[str, Any], db: str,
                                                  name: str) -> None:
    game_id = STORED[db]["made"][name]["id"]
    now = restored(request, rebuilt, db)["forum"][game_id]
    same(STORED[db]["forum"][game_id], now, f"{db} forum game {name!r} ({game_id})")


@pytest.mark.parametrize("db", DBS)
def test_a_restart_restores_every_unfinished_table(request: pytest.FixtureRequest, tmp_path: Path, db: str) -> None:
    """``Tables.restore`` as ``bang serve`` runs it at start: every table not over comes
    back (the paused one plays on: its failed action was never stored), its game where
    the old server left it."""
    if db == "sqlite":
        shutil.copyfile(FIXTURE / "tables.sqlite", tmp_path / "tables.sqlite")
        store: TableStore = Store(tmp_path / "tables.sqlite")
    else:
        from bang.server.store_pg import PgStore

        store = PgStore(request.getfixturevalue("pg_url"))
    stored = STORED[db]

    async def restart() -> None:
        tables = Tables(store, Timing(bot_delay=3600.0, grace=3600.0))
        try:
            unfinished = [t for t in stored["tables"] if stored["tables"][t]["status"] != "over"]
            assert tables.restore() == len(unfinished)
            for table_id in unfinished:
                table, old = tables.live[table_id], stored["tables"][table_id]
                assert table.message is None and table.status == ("playing" if old["status"] == "paused"
                                                                  else old["status"])
                if "game" in old:
                    assert table.game is not None
                    same(old["game"], fx.game_snapshot(table.game, table.events), f"{db} table {old['name']!r}")
            forum = ForumGames(open_forum_store(store))
            assert forum.restore() == len(stored["forum"])
            for game_id, old in stored["forum"].items():
                assert forum.live[game_id].status == old["status"]
                same(old, {"name": old["name"], **fx.forum_snapshot(forum.live[game_id])}, f"{db} {old['name']!r}")
        finally:
            tables.shutdown()

    try:
        asyncio.run(restart())
    finally:
        store.close()


@pytest.mark.parametrize("index", range(len(RECORDS)), ids=[r["name"] for r in RECORDS])
def test_a_stored_record_replays_to_its_end(index: int) -> None:
    entry = RECORDS[index]
    same(entry["end"], fx.record_snapshot(entry["kind"], entry["record"]), f"the {entry['kind']} record "
         f"{entry['name']!r}")


@pytest.mark.parametrize("db", DBS)
def test_every_running_stored_game_plays_on_to_its_end(request: pytest.FixtureRequest, db: str) -> None:
    """Today's rules take each stored game from where it stopped: random legal moves, no
    crash, and every game ends."""
    store = request.getfixturevalue("sqlite_store" if db == "sqlite" else "pg_store")
    tables = Tables(store, Timing(bot_delay=3600.0, grace=3600.0))
    played = 0
    for table_id, old in STORED[db]["tables"].items():
        if old["status"] == "over" or "game" not in old:
            continue
        table = tables.get(table_id)
        assert table is not None and table.game is not None
        game: Game = table.game
        rng = Rng(len(game.history))
        for _ in range(20_000):
            if game.winner is not None:
                break
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])
        assert game.winner is not None, f"{db} table {old['name']!r} did not end"
        played += 1
    assert played >= 10


def test_a_stored_forum_game_file_verifies_the_old_way() -> None:
    """A game file published before the players' parts (no ``dice``, no ``rules``): ``bang
    verify`` checks its seed's hash and replays it by the first reading; a changed roll
    still fails."""
    import copy

    from bang.rulesets.forum.proof import verify

    data = next(r["record"] for r in RECORDS if r["kind"] == "forum" and "seed_hash" in r["record"])
    assert "dice" not in data and "rules" not in data and "parts" not in data
    problems, checked = verify(data)
    assert problems == [] and checked > 0
    bad = copy.deepcopy(data)
    event = next(e for e in bad["events"] if e.get("rolls") and e["type"] == "check")
    event["rolls"][0] = 7 - event["rolls"][0]
    assert any("tampered roll" in p for p in verify(bad)[0])
