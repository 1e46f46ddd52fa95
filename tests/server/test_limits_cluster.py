"""The limits in a cluster: two ``bang serve --cluster`` processes on one PostgreSQL schema
count an address's tables per minute and its websockets together (limits_pg.py), so more
processes give an address no more than one gives; and a lobby expires at the process
that holds it, on either database."""

from __future__ import annotations

import asyncio
import json
import math
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from cluster_harness import Process, database, query
from table_client import TableClient, seat_players
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

FLAGS = ["--tables-per-minute", "3", "--max-connections-per-address", "2"]


class LimitedProcess(Process):
    """A cluster's process with the limits of ``FLAGS`` (the harness turns them off)."""

    def serve_flags(self) -> list[str]:
        return [*super().serve_flags(), *FLAGS]


@pytest.fixture
def two(tmp_path: Path) -> Iterator[list[LimitedProcess]]:
    from postgres_db import fresh_schema

    with fresh_schema() as url:
        processes = [LimitedProcess(url, tmp_path, f"bang{i}") for i in (1, 2)]
        try:
            for process in processes:
                process.start()
            yield processes
        finally:
            for process in processes:
                process.stop()


def _create(process: Process) -> httpx.Response:
    return httpx.post(f"{process.http}/api/tables", json={"seats": 4}, timeout=10)


def _limit(answer: httpx.Response, limit: str) -> None:
    assert answer.status_code == 429, answer.text
    body = answer.json()
    assert body["code"] == "limit" and f"limit {limit}" in body["message"], body
    assert "every process" in body["message"] and body["retry_after"] > 0


def test_two_processes_count_an_address_s_tables_together(two: list[LimitedProcess]) -> None:
    one, other = two
    assert _create(one).status_code == 201
    assert httpx.post(f"{other.http}/api/tables", json={"seats": 99}, timeout=10).status_code == 400  # not counted
    assert _create(other).status_code == 201
    assert _create(one).status_code == 201
    _limit(_create(other), "tables_per_minute")
    _limit(_create(one), "tables_per_minute")
    assert query(one.db, "SELECT count(*) FROM tables") == [(3,)]  # nothing more was made
    assert query(one.db, "SELECT count(*) FROM address_creations") == [(3,)]


def test_two_processes_count_an_address_s_sockets_together(two: list[LimitedProcess]) -> None:
    one, other = two
    tables = [str(_create(p).json()["table"]) for p in (one, other)]

    async def opened(process: Process, table: str) -> TableClient:
        client = await TableClient.open(process.ws(table))
        await client.expect("welcome")
        return client

    async def refused(process: Process, table: str) -> None:
        async with connect(process.ws(table)) as ws:
            error = json.loads(await asyncio.wait_for(ws.recv(), 10))
            assert error["type"] == "error" and error["code"] == "limit", error
            assert "limit connections_per_address" in error["message"] and "every process" in error["message"]
            with pytest.raises(ConnectionClosed) as closed:
                await asyncio.wait_for(ws.recv(), 10)
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1013

    async def scenario() -> None:
        first = await opened(one, tables[0])
        second = await opened(other, tables[1])
        await refused(one, tables[0])  # one socket here, one there: the address has its two
        await refused(other, tables[1])
        await second.close()
        deadline = time.monotonic() + 5
        while True:  # the place it left is free again, on either process
            try:
                third = await opened(one, tables[0])
                break
            except (AssertionError, ConnectionClosed):
                assert time.monotonic() < deadline, "the closed socket still counts"
                await asyncio.sleep(0.1)
        await refused(other, tables[1])
        await first.close()
        await third.close()

    asyncio.run(scenario())
    deadline = time.monotonic() + 5
    while query(one.db, "SELECT coalesce(sum(open), 0) FROM address_sockets") != [(0,)]:
        assert time.monotonic() < deadline, query(one.db, "SELECT * FROM address_sockets")
        time.sleep(0.1)


class LobbyProcess(Process):
    """A cluster's process whose lobbies expire after four seconds."""

    def serve_flags(self) -> list[str]:
        return [*super().serve_flags(), "--lobby-hours", f"{4 / 3600}"]


async def _until(check: Callable[[], bool], seconds: float, what: str) -> None:
    """Wait for ``check``, at most ``seconds`` (the loop runs meanwhile: the clients answer pings)."""
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, what
        await asyncio.sleep(0.05)


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_in_a_cluster_a_lobby_expires_at_the_process_that_holds_it(kind: str, tmp_path: Path) -> None:
    """A lobby expires at the process its people were connected to, lobby_hours after they
    left; never while one of them is there. Killed with a person connected, its lobby is
    taken by another process, which counts lobby_hours from then."""
    with database(kind, tmp_path) as db:
        one, other = processes = [LobbyProcess(db, tmp_path, f"bang{i}") for i in (1, 2)]
        try:
            for process in processes:
                process.start()
            stay, left = (str(_create(other).json()["table"]) for _ in range(2))  # stored, held by nobody

            def seen(table: str) -> float | None:
                rows = query(db, "SELECT seen FROM tables WHERE id = ?", table)
                return float(rows[0][0]) if rows and rows[0][0] is not None else None

            def stored(table: str) -> bool:
                return bool(query(db, "SELECT 1 FROM tables WHERE id = ?", table))

            def owner(table: str) -> str | None:
                rows = query(db, "SELECT owner FROM table_leases WHERE table_id = ?", table)
                return str(rows[0][0]) if rows else None

            async def scenario() -> None:
                ann = (await seat_players(one.ws(stay), 1))[0]  # at `one`: it takes both tables
                bob = (await seat_players(one.ws(left), 1))[0]
                await bob.close()
                await _until(lambda: (s := seen(left)) is not None and math.isfinite(s), 10, "Bob's leaving not stored")
                bob_left = seen(left)
                assert bob_left is not None
                await _until(lambda: not stored(left), 20, "the lobby Bob left did not expire")
                assert time.time() >= bob_left + 4 and owner(left) is None
                # Ann's stays: she is connected (to `one`, which holds it; `other` sweeps its own)
                assert time.time() > float(query(db, "SELECT created FROM tables WHERE id = ?", stay)[0][0]) + 4
                assert stored(stay) and seen(stay) == math.inf and owner(stay) == one.status()["process"]
                one.kill()  # with Ann connected
                killed = time.time()
                name = other.status()["process"]
                await _until(lambda: owner(stay) == name, 20, "the lobby of the killed process was not taken over")
                await _until(lambda: (s := seen(stay)) is not None and math.isfinite(s), 10, "its takeover not stored")
                taken = seen(stay)
                assert taken is not None and taken >= killed and stored(stay)
                await _until(lambda: not stored(stay), 20, "the lobby taken over did not expire")
                assert time.time() >= taken + 4 and owner(stay) is None
                await ann.close()

            asyncio.run(scenario())
        finally:
            for process in processes:
                process.stop()
