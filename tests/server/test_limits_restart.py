"""After a restart: a paused table plays on to its end, a lobby paused before its game
began is a lobby again; and the tables' file is its owner's alone."""

from __future__ import annotations

import asyncio
import os
import random
import stat
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from limits_serving import LimitedServer
from table_client import TableClient, play_until, seat_players


@pytest.fixture
def servers() -> Iterator[list[LimitedServer]]:
    made: list[LimitedServer] = []
    yield made
    for server in made:
        server.stop()


def test_a_paused_table_is_resumed_after_a_restart(tmp_path: Path, servers: list[LimitedServer]) -> None:
    server = LimitedServer(tmp_path / "paused.db", "--grace", "60").start()
    servers.append(server)
    created = server.create(seats=4, turn_seconds=120)
    table = created["table"]

    async def until_paused() -> dict[int, str]:
        players = await seat_players(server.ws(table), 4, host_token=created["host_token"])
        for client in players:
            await client.expect("state")
        await play_until(players, random.Random(5), stop_version=4)
        assert httpx.post(f"{server.http}/api/test/tables/{table}/fail-next-apply", timeout=10).status_code == 200
        mover = next(c for c in players if c.my_turn())
        await mover.act_randomly(random.Random(6))
        for _ in range(20):
            if server.info(table).json()["status"] == "paused":
                break
            await asyncio.sleep(0.1)
        await mover.act_randomly(random.Random(6))  # refused while paused: nothing stored
        tokens = {c.seat: c.token for c in players if c.seat is not None and c.token is not None}
        for client in players:
            await client.close()
        return tokens

    tokens = asyncio.run(until_paused())
    paused = server.info(table).json()
    assert paused["status"] == "paused" and paused["message"]
    stored = server.stored("SELECT count(*) FROM actions WHERE table_id = ?", table)
    server.stop()
    server.start()

    async def plays_on() -> None:
        info = server.info(table).json()
        assert info["status"] == "playing" and info["message"] is None
        players = []
        for seat, token in sorted(tokens.items()):
            client = await TableClient.open(server.ws(table), token=token, label=f"P{seat}")
            assert (await client.expect("welcome"))["seat"] == seat
            state = await client.expect("state")
            assert state["version"] == stored[0][0] == 4  # where it was; the failed action was never stored
            players.append(client)
        await play_until(players, random.Random(7))
        assert players[0].state is not None and players[0].state["view"]["winner"] is not None
        for client in players:
            await client.close()

    asyncio.run(plays_on())
    assert server.info(table).json()["status"] == "over"


def test_a_lobby_paused_before_its_game_began_is_a_lobby_again(
        tmp_path: Path, servers: list[LimitedServer]) -> None:
    server = LimitedServer(tmp_path / "lobby.db").start()
    servers.append(server)
    created = server.create(seats=4, bots=1)
    table = created["table"]

    async def seat_ann() -> str:
        ann = (await seat_players(server.ws(table), 1))[0]
        await ann.close()
        assert ann.token is not None
        return ann.token

    token = asyncio.run(seat_ann())
    server.stop()
    # What an error in the lobby leaves (a failed write while a seat is taken, say):
    import sqlite3

    with sqlite3.connect(server.db) as db:
        db.execute("UPDATE tables SET status = 'paused', message = 'an internal error' WHERE id = ?", (table,))
    server.start()

    async def plays() -> None:
        info = server.info(table).json()
        assert info["status"] == "lobby" and info["message"] is None
        assert [s["name"] for s in info["seats"]][:3] == ["P0", None, None]
        ann = await TableClient.open(server.ws(table), token=token)
        assert (await ann.expect("welcome"))["seat"] == 0
        bob = await TableClient.open(server.ws(table))
        await bob.expect("welcome")
        assert await bob.join("Bob") == 1
        await ann.send(type="start", host_token=created["host_token"])
        state = await ann.expect("state")
        assert [p["name"] for p in state["view"]["players"]][:2] == ["P0", "Bob"]
        for client in (ann, bob):
            await client.close()

    asyncio.run(plays())
    assert server.stored("SELECT status FROM tables WHERE id = ?", table) == [("playing",)]


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_the_tables_file_is_its_owners_alone(tmp_path: Path, servers: list[LimitedServer]) -> None:
    old_umask = os.umask(0o022)  # a usual umask: files 0644, folders 0755 unless asked otherwise
    try:
        data = tmp_path / "data"
        server = LimitedServer(tmp_path / "unused.db", env={"XDG_DATA_HOME": str(data)})
        server.db = data / "bang" / "tables.db"  # the default place: no --db
        servers.append(server)
        _start_without_db(server)
        server.create(seats=4)
        folder = data / "bang"
        assert _mode(folder) == 0o700
        files = [folder / "tables.db", folder / "tables.db-wal", folder / "tables.db-shm"]
        for file in files:
            assert file.exists() and _mode(file) == 0o600, (file, oct(_mode(file)))
        server.stop()

        # A file an older version made readable by everyone is narrowed at start; a folder
        # chosen with --db is left as it is.
        shared = tmp_path / "shared"
        shared.mkdir(mode=0o755)
        old = LimitedServer(shared / "old.db")
        servers.append(old)
        old.start()
        old.create(seats=4)
        old.stop()
        for file in shared.glob("old.db*"):
            file.chmod(0o644)
        old.start()
        old.create(seats=4)
        assert _mode(shared) == 0o755
        for file in [shared / "old.db", shared / "old.db-wal", shared / "old.db-shm"]:
            assert _mode(file) == 0o600, (file, oct(_mode(file)))
    finally:
        os.umask(old_umask)


def test_under_umask_000_no_folder_is_opened_to_all_and_the_data_folder_is_narrowed(
        tmp_path: Path, servers: list[LimitedServer]) -> None:
    """The server started with umask 000: the folders it makes (the data folder and the
    parents it lacks) are 0700, not 0777; an existing data folder of 0755 is narrowed at start."""
    old_umask = os.umask(0)  # the server inherits it
    try:
        data = tmp_path / "home" / "share"  # neither exists: XDG_DATA_HOME and its parent are made too
        server = LimitedServer(tmp_path / "unused.db", env={"XDG_DATA_HOME": str(data)})
        server.db = data / "bang" / "tables.db"
        servers.append(server)
        _start_without_db(server)
        server.create(seats=4)
        server.stop()
        for folder in (tmp_path / "home", data, data / "bang"):
            assert _mode(folder) == 0o700, (folder, oct(_mode(folder)))
        assert _mode(data / "bang" / "tables.db") == 0o600

        (data / "bang").chmod(0o755)  # as an older version left it
        _start_without_db(server)
        assert _mode(data / "bang") == 0o700
        assert len(server.stored("SELECT id FROM tables")) == 1  # the same tables, nothing lost
    finally:
        os.umask(old_umask)


def _start_without_db(server: LimitedServer) -> None:
    """``bang serve`` with no --db (the user's data folder), on the server's port."""
    import subprocess
    import sys

    cmd = [sys.executable, "-m", "bang.cli", "serve", "--host", "127.0.0.1", "--port", str(server.port),
           "--log-level", "warning"]
    with server.log_path.open("ab") as log:
        server.proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT,
                                       env={**os.environ, **server.env}, cwd=server.log_path.parent)
    deadline = time.monotonic() + 30
    while True:
        assert server.proc.poll() is None, server.log()
        try:
            httpx.get(f"{server.http}/api/schema", timeout=1)
            return
        except httpx.TransportError:
            assert time.monotonic() < deadline
            time.sleep(0.05)
