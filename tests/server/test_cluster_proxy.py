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
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from cluster_harness import Cluster, database, need_haproxy, owner_of, owners, query
from cluster_players import ComingBackPlayer
from table_client import TableClient, play_until, seat_players
from test_leak import check_frames, replay
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed


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


async def _started_table(cluster: Cluster) -> tuple[str, str]:
    """A 4-seat table through the proxy, Ann at seat 0 and three bots, started: (id, Ann's token)."""
    created = cluster.create(seats=4, bots=3)
    host = await TableClient.open(cluster.ws(created["table"]))
    await host.expect("welcome")
    await host.join("Ann")
    await host.send(type="start", host_token=created["host_token"])
    await host.expect("state")
    await host.close()
    return created["table"], host.token or ""


def _encoded(table: str) -> list[str]:
    """Paths that are ``/ws/TABLE`` once percent-decoded."""
    first = f"%{ord(table[0]):02X}"
    return [f"/%77s/{table}", f"/ws/{first}{table[1:]}", f"/ws%2F{table}", f"/ws/{table[:-1]}%{ord(table[-1]):02x}"]


async def _closed(url: str) -> tuple[list[dict[str, object]], int | None, str]:
    """Open a websocket, say hello as a spectator, read until it is closed: (frames, code, reason)."""
    frames: list[dict[str, object]] = []
    async with connect(url) as ws:
        with contextlib.suppress(ConnectionClosed):
            await ws.send(json.dumps({"type": "hello", "token": None}))
        try:
            while True:
                frames.append(json.loads(await asyncio.wait_for(ws.recv(), 10)))
        except ConnectionClosed as closed:
            return frames, closed.rcvd.code if closed.rcvd else None, closed.rcvd.reason if closed.rcvd else ""
        except TimeoutError:  # served, not refused: the assertions say what it was sent
            return frames, None, "still open after 10 s"


async def _watch(client: TableClient) -> None:
    """Read a spectator's frames until its socket closes."""
    with contextlib.suppress(ConnectionClosed):
        while True:
            await client.next(timeout=300)


def test_an_encoded_path_or_another_process_never_takes_a_table_from_its_live_process(
        any_cluster: Cluster) -> None:
    """A spectator at a percent-encoded path (``/%77s/ID``: the proxy once hashed it to another
    process, which took the table and dropped its players with 1012), through the proxy or
    straight at a process's port: refused, its player never drops, the lease never moves."""
    cluster = any_cluster

    async def run() -> None:
        table, token = await _started_table(cluster)
        # A spectator stays at the table: once its game is over and nobody is at it, its process
        # forgets it and lets go of its lease, and then any process may load it (a short game
        # ended during these requests in CI, and the other process served the plain path).
        watcher = await TableClient.open(cluster.ws(table), label="spectator")
        await watcher.expect("welcome")
        watching = asyncio.create_task(_watch(watcher))
        player = ComingBackPlayer(cluster.ws(table), token, 0, random.Random(2))
        task = asyncio.create_task(player.play(time.monotonic() + 90))
        await asyncio.sleep(1.0)
        db = cluster.processes[0].db
        owner = await owner_of(db, table)
        other = next(p for p in cluster.processes if p.status()["process"] != owner)
        proxy = f"ws://127.0.0.1:{cluster.port}"
        for _attempt in range(2):  # the attack was six in a row: twice each way here
            for path in _encoded(table):
                for base in (proxy, f"ws://127.0.0.1:{other.port}"):
                    frames, code, reason = await _closed(base + path)
                    assert code == 1008 and "encoded" in reason, (path, code, reason, frames)
                    assert frames and frames[0]["type"] == "error" and frames[0]["code"] == "malformed", frames
                    assert "percent-encoded" in str(frames[0]["message"]), frames
                    assert owners(db)[table] == owner, path
            # Straight at the other process's port, the plain path: it does not play this table.
            frames, code, reason = await _closed(f"ws://127.0.0.1:{other.port}/ws/{table}")
            assert (code, frames) == (1013, []) and "another process" in reason, (code, reason, frames)
            assert owners(db)[table] == owner
        async with httpx.AsyncClient(base_url=cluster.http) as http:
            for path in (f"/api/tables/%{ord(table[0]):02X}{table[1:]}", f"/t/%{ord(table[0]):02X}{table[1:]}",
                         f"/%74/{table}/watch"):
                answer = await http.get(path)
                assert answer.status_code == 400 and answer.json()["code"] == "malformed", (path, answer.text)
        await task
        assert player.winner is not None
        assert player.drops == [] and player.close_codes == [], player.close_codes  # never dropped
        assert owners(db)[table] == owner  # the spectator is still there: the lease is still its process's
        await watcher.close()
        await watching
        statuses = [p.status() for p in cluster.processes]
        assert sum(int(str(s["taken_over"])) for s in statuses) == 1, statuses  # loaded once, by its process
        assert sum(int(str(s["handed_over"])) for s in statuses) == 0, statuses

    asyncio.run(run())


def test_a_process_frozen_past_its_lease_writes_nothing_more_of_the_table(any_cluster: Cluster) -> None:
    """The owner stops (SIGSTOP) longer than its lease: the other process takes the table
    over by the expired lease. Resumed, the first writes nothing more of it, its player
    gets 1012 and comes back through the proxy; the proxy still sends the table to the
    first process, whose client asks for it: the other, nobody being at it there, hands
    it over (or, if the proxy's checks took the first out meanwhile, the proxy sends the
    player to the other). Nothing the player was shown is lost."""
    cluster = any_cluster

    async def run() -> None:
        table, token = await _started_table(cluster)
        player = ComingBackPlayer(cluster.ws(table), token, 0, random.Random(1))
        task = asyncio.create_task(player.play(time.monotonic() + 120))
        await asyncio.sleep(1.0)
        db = cluster.processes[0].db
        first = await owner_of(db, table)
        frozen = next(p for p in cluster.processes if p.status()["process"] == first)
        other = next(p for p in cluster.processes if p is not frozen)
        assert frozen.proc is not None
        frozen.proc.send_signal(signal.SIGSTOP)
        try:
            for _ in range(100):  # the lease expires (3 s) and the other's scan adopts it
                await asyncio.sleep(0.1)
                if owners(db).get(table) not in (None, first):
                    break
            assert owners(db)[table] == other.status()["process"]
        finally:
            frozen.proc.send_signal(signal.SIGCONT)
        await task
        assert player.winner is not None
        assert 1012 in player.close_codes, player.close_codes  # "moved: reconnect"
        numbers = [n for (n,) in query(db, "SELECT n FROM actions WHERE table_id = ? ORDER BY n", table)]
        count = len(numbers)
        assert numbers == list(range(count))
        reference = await TableClient.open(cluster.ws(table), token=token)
        await reference.expect("state")
        await reference.close()
        for connection in player.connections:
            assert connection.log == reference.log[:len(connection.log)]
        assert player.highest_version == count

    asyncio.run(run())


def test_a_table_nobody_is_at_is_handed_to_the_process_a_client_asks(any_cluster: Cluster) -> None:
    """A lobby held by one process, nobody connected to it there; a client asks another
    process for it: refused at first (1013, try again), the holder hands it over at its
    next renewal, and the client's next try is served there. A table somebody is at is
    never handed over (the test above)."""
    cluster = any_cluster

    async def run() -> None:
        holder, asked = cluster.processes
        created = cluster.create(seats=4)
        table = created["table"]
        ann = await TableClient.open(holder.ws(table))
        await ann.expect("welcome")
        await ann.join("Ann")
        await ann.close()
        db = holder.db
        assert owners(db)[table] == holder.status()["process"]
        frames, code, reason = await _closed(asked.ws(table))
        assert (code, frames) == (1013, []) and "another process" in reason, (code, reason)
        deadline = time.monotonic() + 10
        while True:
            try:
                back = await TableClient.open(asked.ws(table), token=ann.token)
                welcome = await back.expect("welcome")
                break
            except (ConnectionClosed, AssertionError):
                assert time.monotonic() < deadline, "the table was never handed over"
                await asyncio.sleep(0.2)
        assert welcome["seat"] == 0
        assert owners(db)[table] == asked.status()["process"]
        assert int(str(holder.status()["handed_over"])) == 1
        await back.close()

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
    encoded = httpx.get(f"{cluster.http}/api/tables/%00", timeout=10)  # a percent-encoded path: refused
    assert encoded.status_code == 400 and json.loads(encoded.text)["code"] == "malformed", encoded.text
