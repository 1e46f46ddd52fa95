"""Today's ``bang serve`` started on a database an older bang wrote (tests/data/stored-v1:
de639ed's server, SQLite and PostgreSQL): every table and forum game is where the old
server left it, over the real HTTP API and websockets, and the games play on to the end.

What each seat, spectator and link was shown is compared with what the old server
rebuilt from the same rows (snapshots.json.gz); the fixture keeps the seats' tokens,
so the test comes back as each player.
"""

from __future__ import annotations

import asyncio
import gzip
import importlib.util
import random
import shutil
import time
from collections.abc import Callable, Iterator
from importlib.machinery import SourceFileLoader
from pathlib import Path
from typing import Any

import pytest
from serving import Server

import http_client
from bang.server.store_api import open_store

ROOT = Path(__file__).resolve().parents[2]
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


def same(stored: Any, now: Any, what: str) -> None:
    diffs = fx.differences(fx.preview_reworded(stored), fx.preview_reworded(now))
    assert not diffs, f"{what} is not what the old bang stored:\n" + "\n".join(diffs)


@pytest.fixture(params=["sqlite", "postgresql"])
def stored_db(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, str]]:
    """(which store, ``--db``): a copy of the SQLite file, or a fresh PostgreSQL schema
    holding the dump (skipped where PostgreSQL is unreachable, unless required)."""
    if request.param == "sqlite":
        shutil.copyfile(FIXTURE / "tables.sqlite", tmp_path / "tables.sqlite")
        yield "sqlite", str(tmp_path / "tables.sqlite")
        return
    import psycopg

    from postgres_db import fresh_schema

    with fresh_schema() as url:
        with psycopg.connect(url, autocommit=True) as db:
            fx.load_pg_dump(db, gzip.decompress((FIXTURE / "tables.pg.sql.gz").read_bytes()).decode(),
                            url.rsplit("search_path%3D", 1)[-1])
        yield "postgresql", url


async def _seen_by(server: Server, table_id: str, token: str | None) -> Any:
    """The state frame a connection gets on arrival (None for a lobby), and its log."""
    client = await fx.Client.open(server.ws(table_id), token)
    log: list[dict[str, Any]] = []
    try:
        if client.table["status"] == "lobby":
            return None
        while client.state is None:
            await client.next()
        log = [{k: v for k, v in e.items() if k != "seq"} for e in client.state["log"]]
        return client.state, log
    finally:
        await client.close()


def test_the_lobbies_someone_sat_at_count_from_the_upgrade(stored_db: tuple[str, str]) -> None:
    """The old database keeps no time a seated person was last at a lobby: the step that adds
    it gives the lobbies someone sat at the upgrade's time (their people may have just left:
    they are not deleted at the first start), and the other tables none."""
    which, db = stored_db
    before = time.time()
    store = open_store(db)
    try:
        records = [store.load(table_id, with_actions=False) for table_id in store.unfinished()]
    finally:
        store.close()
    sat = [r for r in records if r is not None and r.status == "lobby"
           and any(not s.bot and s.name is not None for s in r.seats)]
    assert [s.name for s in sat[0].seats if not s.bot] == ["Early bird", None, None], sat
    for record in records:
        assert record is not None
        if record in sat:
            assert record.seen is not None and before - 1 <= record.seen <= time.time(), record
        else:
            assert record.seen is None, record


def test_a_server_started_on_an_old_database_shows_every_table_as_it_was(
        make_server: Callable[..., Server], stored_db: tuple[str, str]) -> None:
    which, db = stored_db
    stored = STORED[which]
    server = make_server(bot_delay=0.0, grace=3600.0, db=db)

    async def check() -> None:
        for name, made in stored["made"].items():
            if name.startswith("forum"):
                continue
            old = stored["tables"][made["id"]]
            info = http_client.get(f"{server.http}/api/tables/{made['id']}", timeout=10).json()
            want = dict(old["info"])
            if old["status"] == "paused":  # its failed action was never stored: it plays on after a restart
                want.update(status="playing", message=None)
            same(want, info, f"{which} table {name!r}: its info")
            if "game" not in old:
                continue
            views = old["game"]["views"]
            for seat, token in [(None, None), *((int(s), t) for s, t in made["tokens"].items())]:
                key = "spectator" if seat is None else str(seat)
                seen = await _seen_by(server, made["id"], token)
                assert seen is not None, f"{which} table {name!r}: no game"
                state, log = seen
                same(views[key]["view"], state["view"], f"{which} table {name!r}: the view of {key}")
                assert [a["code"] for a in state["legal"]] == views[key]["legal"], f"{which} {name!r}: {key}'s legal"
                log = [fx.as_v1(e) for e in log]  # as v1 wrote it (a "draw!" tells more since)
                if seat is None:
                    same(old["game"]["log"]["spectator"], log, f"{which} table {name!r}: the spectators' log")
                else:
                    assert fx.sha(log) == old["game"]["log"]["seat_sha256"][key], f"{which} {name!r}: {key}'s log"

    asyncio.run(check())


def test_the_stored_forum_games_come_back_on_a_new_server(
        make_server: Callable[..., Server], stored_db: tuple[str, str]) -> None:
    which, db = stored_db
    stored = STORED[which]
    server = make_server(bot_delay=0.0, grace=3600.0, db=db)
    for name, made in stored["made"].items():
        if not name.startswith("forum"):
            continue
        old = stored["forum"][made["id"]]
        base = f"{server.http}/api/forum/{made['id']}"
        master = http_client.get(f"{base}/master/{made['master_token']}", timeout=10).json()
        pages = [http_client.get(f"{base}/player/{t}", timeout=10).json() for t in made["player_tokens"]]
        same(old["master"], fx.posts_hashed(master), f"{which} {name!r}: the master's console")
        for seat, page in enumerate(pages):
            same(old["players"][seat], fx.posts_hashed(page), f"{which} {name!r}: the page of seat {seat}")


def test_stored_games_play_on_to_the_end_on_a_new_server(
        make_server: Callable[..., Server], stored_db: tuple[str, str]) -> None:
    """The players of two stored games (one the third game of a match) come back with
    their tokens and play random legal moves until each game is over."""
    which, db = stored_db
    stored = STORED[which]
    server = make_server(bot_delay=0.0, grace=3600.0, db=db)

    async def play_on(name: str, seed: int) -> dict[str, Any]:
        made = stored["made"][name]
        clients = [await fx.Client.open(server.ws(made["id"]), t) for t in made["tokens"].values()]
        for c in clients:
            while c.state is None:
                await c.next()
        await fx.play(clients, random.Random(seed), None)
        for c in clients:
            await c.close()
        info: dict[str, Any] = http_client.get(f"{server.http}/api/tables/{made['id']}", timeout=10).json()
        return info

    for name, seed in (("8 seats, running", 1), ("match, game 3", 2)):
        info = asyncio.run(play_on(name, seed))
        assert info["status"] == "over", f"{which} {name!r}: {info}"
        before = stored["tables"][stored["made"][name]["id"]]["info"]["match"]["score"]
        assert info["match"]["game"] == (3 if name.startswith("match") else 1)
        assert sum(info["match"]["score"]) > sum(before)  # this game's winners counted
