"""Through HAProxy (deploy/haproxy.cfg) in front of two ``bang serve --cluster``
processes: every request of a table reaches the process that plays it; a process
that lost a table's lease writes nothing more of it; and a subset of the leak and
malformed-frame checks (test_leak.py, test_hardening.py) passes through the proxy.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from cluster_harness import Cluster, database, need_haproxy, owners, query
from cluster_players import ComingBackPlayer
from table_client import TableClient, play_until, seat_players
from test_leak import check_frames, replay


@contextlib.contextmanager
def two_processes(kind: str, folder: Path) -> Iterator[Cluster]:
    need_haproxy()
    with database(kind, folder) as db, Cluster(db, folder, count=2, bot_delay=0.04).running() as running:
        yield running


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[Cluster]:
    """On PostgreSQL (the leak check replays the SQLite file: ``sqlite_cluster``)."""
    with two_processes("postgresql", tmp_path) as running:
        yield running


@pytest.fixture
def sqlite_cluster(tmp_path: Path) -> Iterator[Cluster]:
    with two_processes("sqlite", tmp_path) as running:
        yield running


@pytest.fixture(params=["sqlite", "postgresql"])
def any_cluster(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Cluster]:
    with two_processes(request.param, tmp_path) as running:
        yield running


def test_every_request_of_a_table_reaches_the_process_that_plays_it(cluster: Cluster) -> None:
    async def run() -> None:
        seated: dict[str, TableClient] = {}
        for _ in range(20):
            created = cluster.create(seats=4)
            client = await TableClient.open(cluster.ws(created["table"]))
            await client.expect("welcome")
            await client.join("Ann")
            seated[created["table"]] = client
            if len(seated) >= 6 and len(set(owners(cluster.processes[0].db).values())) == 2:
                break
        assert len(set(owners(cluster.processes[0].db).values())) == 2, "the tables are not spread over both processes"
        async with httpx.AsyncClient(base_url=cluster.http) as http:
            for table in seated:
                for _ in range(4):  # round robin would reach the other process every other time
                    info = (await http.get(f"/api/tables/{table}")).json()
                    assert info["seats"][0]["connected"], "the info came from a process without the table"
                page = await http.get(f"/t/{table}")
                assert page.status_code == 200
        for client in seated.values():
            await client.close()
        statuses = [p.status() for p in cluster.processes]
        assert sum(int(str(s["taken_over"])) for s in statuses) == len(seated)  # each table loaded once

    asyncio.run(run())


def test_a_process_that_lost_a_tables_lease_writes_nothing_more_of_it(any_cluster: Cluster) -> None:
    """A websocket that reaches the other process directly (as after a change of the
    proxy's ring) takes the table there; the first process's player is sent away
    (1012) and comes back through the proxy; nothing it was shown is lost."""

    cluster = any_cluster

    async def run() -> None:
        created = cluster.create(seats=4, bots=3)
        host = await TableClient.open(cluster.ws(created["table"]))
        await host.expect("welcome")
        await host.join("Ann")
        await host.send(type="start", host_token=created["host_token"])
        await host.expect("state")
        await host.close()
        table = created["table"]
        player = ComingBackPlayer(cluster.ws(table), host.token or "", 0, random.Random(1))
        task = asyncio.create_task(player.play(time.monotonic() + 90))
        await asyncio.sleep(1.0)
        first = owners(cluster.processes[0].db)[table]
        other = next(p for p in cluster.processes if p.status()["process"] != first)
        intruder = await TableClient.open(f"ws://127.0.0.1:{other.port}/ws/{table}")  # around the proxy
        await intruder.expect("welcome")
        assert owners(cluster.processes[0].db)[table] == other.status()["process"]
        await intruder.close()
        await task
        assert player.winner is not None
        assert 1012 in player.close_codes, player.close_codes  # "moved: reconnect"
        numbers = [n for (n,) in query(cluster.processes[0].db, "SELECT n FROM actions WHERE table_id = ? ORDER BY n",
                                       table)]
        count = len(numbers)
        assert numbers == list(range(count))
        reference = await TableClient.open(cluster.ws(table), token=host.token)
        await reference.expect("state")
        await reference.close()
        for connection in player.connections:
            assert connection.log == reference.log[:len(connection.log)]
        assert player.highest_version == count

    asyncio.run(run())


def test_no_frame_through_the_proxy_leaks_a_secret(sqlite_cluster: Cluster) -> None:
    cluster = sqlite_cluster
    tables = [cluster.create(seats=n) for n in (4, 5)]

    async def one(created: dict[str, str], seed: int) -> tuple[str, list[TableClient], TableClient]:
        url = cluster.ws(created["table"])
        spectator = await TableClient.open(url, label="spectator")
        await spectator.expect("welcome")
        players = await seat_players(url, 4 + seed, host_token=created["host_token"])  # the seats of (4, 5)
        await play_until(players, random.Random(seed))
        assert players[0].state is not None
        await spectator.state_at(players[0].state["version"])
        return created["table"], players, spectator

    async def play() -> list[tuple[str, list[TableClient], TableClient]]:
        return await asyncio.gather(*(one(created, i) for i, created in enumerate(tables)))

    total = 0
    for table, players, spectator in asyncio.run(play()):
        seed, secrets, events = replay(cluster.processes[0].db, table)
        tokens = {c.token for c in players if c.token} | {t["host_token"] for t in tables}
        for client in [*players, spectator]:
            total += check_frames(client, seed, secrets, events, tokens - ({client.token} if client.token else set()))
            assert len(client.log) == len(events)
    assert total > 200


def test_malformed_input_through_the_proxy_is_refused_and_harmless(cluster: Cluster) -> None:
    created = cluster.create(seats=4)

    async def run() -> None:
        client = await TableClient.open(cluster.ws(created["table"]))
        await client.expect("welcome")
        for text, says in [("{not json", "malformed"), ('{"type":"fly"}', "malformed"),
                           ("[" * 5000 + "]" * 5000, "malformed")]:
            await client.send_raw(text)
            frame = await client.next()
            assert frame["type"] == "error" and frame["code"] == says, frame
        await client.send(type="ping")
        assert (await client.next())["type"] == "pong"  # the connection stayed
        await client.join("Ann")
        await client.close()

    asyncio.run(run())
    answer = httpx.post(f"{cluster.http}/api/tables", content=b"{" * 20_000,
                        headers={"content-type": "application/json"}, timeout=10)
    assert answer.status_code == 413 and answer.json()["code"] == "malformed"
    assert httpx.post(f"{cluster.http}/api/tables", json={"seats": 99}, timeout=10).status_code == 400
    info = httpx.get(f"{cluster.http}/api/tables/{created['table']}", timeout=10).json()
    assert [s["name"] for s in info["seats"]] == ["Ann", None, None, None]
    assert httpx.get(f"{cluster.http}/api/tables/no-such-table", timeout=10).status_code == 404
    assert json.loads(httpx.get(f"{cluster.http}/api/tables/%00", timeout=10).text)["code"] == "not_found"
