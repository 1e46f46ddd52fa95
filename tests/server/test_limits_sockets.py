"""Websockets on a public server: binary frames refused, connections counted per process
and per address, a dead tab's seat freed in seconds. Each refusal changes nothing."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from limits_serving import LimitedServer
from table_client import TableClient, seat_players
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

# Only a seat never freed takes this long: the wait is for the event (the seat no longer
# connected), about 10 s with the default pings; a loaded machine may take longer.
DEAD_TAB_GUARD_S = 60


@pytest.fixture
def servers() -> Iterator[list[LimitedServer]]:
    made: list[LimitedServer] = []
    yield made
    for server in made:
        server.stop()


def _actions(server: LimitedServer, table: str) -> int:
    return int(server.stored("SELECT count(*) FROM actions WHERE table_id = ?", table)[0][0])


def test_binary_frames_are_refused_as_malformed(tmp_path: Path, servers: list[LimitedServer]) -> None:
    server = LimitedServer(tmp_path / "binary.db").start()
    servers.append(server)

    async def scenario() -> None:
        created = server.create(seats=4)
        table = created["table"]
        players = await seat_players(server.ws(table), 4, host_token=created["host_token"])
        for client in players:
            await client.expect("state")
        mover = next(c for c in players if c.my_turn())
        assert mover.state is not None
        version, legal = mover.state["version"], mover.state["legal"][0]["code"]
        before = server.info(table).json(), _actions(server, table)
        for frame in ({"type": "act", "code": legal, "version": version}, {"type": "ping"},
                      {"type": "join", "name": "Zed"}):
            await mover.send_raw(json.dumps(frame).encode())  # well-formed JSON, but in a binary frame
            error = await mover.next()
            assert error["type"] == "error" and error["code"] == "malformed", error
            assert "binary" in error["message"] and "text" in error["message"]
        await mover.send(type="ping")
        assert (await mover.next())["type"] == "pong"  # nothing else was sent meanwhile
        assert (server.info(table).json(), _actions(server, table)) == before
        assert mover.state["version"] == version
        await mover.send(type="act", code=legal, version=version)  # the same frame as text is played
        assert (await mover.expect("state"))["version"] > version
        for client in players:
            await client.close()

    asyncio.run(scenario())


async def _refused_socket(url: str, source: str, limit: str) -> None:
    async with connect(url, local_addr=(source, 0)) as ws:
        error = json.loads(await asyncio.wait_for(ws.recv(), 10))
        assert error["type"] == "error" and error["code"] == "limit", error
        assert f"limit {limit}" in error["message"] and error["retry_after"] > 0
        with pytest.raises(ConnectionClosed) as closed:
            await asyncio.wait_for(ws.recv(), 10)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1013


def test_connections_per_process_and_per_address(tmp_path: Path, servers: list[LimitedServer]) -> None:
    server = LimitedServer(tmp_path / "conns.db", "--max-connections", "4",
                           "--max-connections-per-address", "2").start()
    servers.append(server)

    async def open_from(table: str, source: str) -> TableClient:
        client = TableClient(await connect(server.ws(table), local_addr=(source, 0)), source)
        await client.send(type="hello", token=None)
        await client.expect("welcome")
        return client

    async def scenario() -> None:
        table = server.create(seats=4)["table"]
        before = server.info(table).json()
        first = [await open_from(table, "127.0.0.1") for _ in range(2)]
        await _refused_socket(server.ws(table), "127.0.0.1", "connections_per_address")
        second = [await open_from(table, "127.0.0.2") for _ in range(2)]
        await _refused_socket(server.ws(table), "127.0.0.3", "connections")  # the process is full
        assert server.info(table).json() == before  # the refused ones never reached the table
        await first[0].close()
        deadline = time.monotonic() + 5
        while True:  # the closed one's place is free again (once the server saw it go)
            try:
                again = await open_from(table, "127.0.0.3")
                break
            except (AssertionError, ConnectionClosed):
                assert time.monotonic() < deadline
                await asyncio.sleep(0.1)
        for client in [first[1], *second, again]:
            await client.close()

    asyncio.run(scenario())


def test_a_dead_tabs_seat_is_freed_in_seconds(tmp_path: Path, servers: list[LimitedServer]) -> None:
    server = LimitedServer(tmp_path / "dead.db").start()  # the default pings: every 5 s, 5 s to answer
    servers.append(server)

    async def scenario() -> None:
        table = server.create(seats=4)["table"]
        ann = (await seat_players(server.ws(table), 1))[0]
        assert server.info(table).json()["seats"][0]["connected"] is True
        # The tab dies without a word: its socket stays open but nothing on it answers any more.
        transport = ann.ws.transport
        transport.pause_reading()
        died = time.monotonic()
        other_tab = await TableClient.open(server.ws(table), token=ann.token)
        assert (await other_tab.next())["code"] == "seat_taken"  # while the server thinks she is there
        while server.info(table).json()["seats"][0]["connected"]:
            assert time.monotonic() - died < DEAD_TAB_GUARD_S, "the dead socket still holds the seat"
            await asyncio.sleep(0.2)
        freed = time.monotonic() - died
        print(f"a dead tab's seat freed after {freed:.1f} s (pings every 5 s, 5 s to answer)")
        assert freed > 4  # it was the keepalive that let it go, not something else
        back = await TableClient.open(server.ws(table), token=ann.token)
        assert (await back.expect("welcome"))["seat"] == 0
        await back.close()
        transport.abort()

    asyncio.run(scenario())


def test_behind_a_trusted_proxy_sockets_count_by_the_forwarded_address(
        tmp_path: Path, servers: list[LimitedServer]) -> None:
    server = LimitedServer(tmp_path / "proxied.db", "--max-connections-per-address", "1",
                           "--forwarded-allow-ips", "127.0.0.3").start()
    servers.append(server)

    async def through_proxy(table: str, browser: str) -> dict[str, object]:
        ws = await connect(server.ws(table), local_addr=("127.0.0.3", 0),
                           additional_headers={"X-Forwarded-For": browser})
        with contextlib.suppress(ConnectionClosed):  # a refused socket may be closed already
            await ws.send(json.dumps({"type": "hello", "token": None}))
        frame: dict[str, object] = json.loads(await asyncio.wait_for(ws.recv(), 10))
        sockets.append(ws)
        return frame

    sockets: list[ClientConnection] = []

    async def scenario() -> None:
        table = server.create(seats=4)["table"]
        assert (await through_proxy(table, "203.0.113.5"))["type"] == "welcome"
        refused = await through_proxy(table, "203.0.113.5")
        assert refused["code"] == "limit" and "connections_per_address" in str(refused["message"])
        assert (await through_proxy(table, "203.0.113.6"))["type"] == "welcome"  # another browser
        for ws in sockets:
            with contextlib.suppress(ConnectionClosed):
                await ws.close()

    asyncio.run(scenario())
