"""Two ``bang serve --cluster`` processes on one database behind HAProxy
(deploy/haproxy.cfg): tables spread over both, one is killed with kill -9 in the
middle of the games, and the other takes its tables over from the log. Every
player comes back through the proxy by itself, every game finishes, and what any
player was ever shown (every acknowledged action) is in the log as it was shown.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import subprocess
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from cluster_harness import Cluster, database, haproxy_binary, need_haproxy, owner_of, owners, query
from cluster_players import ComingBackPlayer
from table_client import TableClient
from websockets.exceptions import ConnectionClosed

HUMAN_TABLES = 6  # one test player and three bots each
BOT_TABLES = 2  # bots only, nobody watching: taken over by the scan of expired leases


@pytest.fixture(params=["sqlite", "postgresql"])
def cluster(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Cluster]:
    need_haproxy()
    with database(request.param, tmp_path) as db, \
            Cluster(db, tmp_path, count=2, bot_delay=0.04).running() as running:
        yield running


def stored(db: str, table: str) -> tuple[str, int]:
    ((status,),) = query(db, "SELECT status FROM tables WHERE id = ?", table)
    ((count,),) = query(db, "SELECT count(*) FROM actions WHERE table_id = ?", table)
    return str(status), int(count)


async def start_table(cluster: Cluster, player: bool) -> tuple[str, str]:
    """A 4-seat table made and started through the proxy, three bots and a test player
    at seat 0 (else a fourth bot): its id and the player's token ("" for none)."""
    created = cluster.create(seats=4, bots=3)
    client = await TableClient.open(cluster.ws(created["table"]))
    await client.expect("welcome")
    if player:
        await client.join("Ann")
    await client.send(type="start", host_token=created["host_token"])
    await client.expect("state")
    await client.close()
    return created["table"], client.token or ""


def test_kill_9_of_one_process_loses_no_table_and_no_acknowledged_action(cluster: Cluster) -> None:
    db = cluster.processes[0].db

    async def run() -> None:
        humans = dict([await start_table(cluster, player=True) for _ in range(HUMAN_TABLES)])
        unwatched = [(await start_table(cluster, player=False))[0] for _ in range(BOT_TABLES)]
        for _ in range(20):  # each process holds a game of each kind (the hash spreads them)
            held = owners(db)
            if len({held.get(t) for t in humans}) == 2 and len({held.get(t) for t in unwatched}) == 2:
                break
            table, token = await start_table(cluster, player=len({held.get(t) for t in humans}) < 2)
            (humans.__setitem__(table, token) if token else unwatched.append(table))
        deadline = time.monotonic() + 120
        players = {}
        for i, (table, token) in enumerate(humans.items()):
            players[table] = ComingBackPlayer(cluster.ws(table), token, 0, random.Random(i))
        tasks = [asyncio.create_task(p.play(deadline)) for p in players.values()]

        spread_by = time.monotonic() + 60
        while True:  # the games are under way on both processes, each player at its table
            held = owners(db)
            by_process = Counter(held.values())
            under_way = {owner for t, owner in held.items() if t in humans and stored(db, t)[0] == "playing"}
            if len(by_process) == 2 and under_way and all(p.highest_version > 0 for p in players.values()):
                break
            assert time.monotonic() < spread_by, f"the tables are not spread over both processes: {by_process}"
            await asyncio.sleep(0.1)
        # The process to kill: one that plays a test player's game still under way, and an
        # unwatched one if it can (a table goes where its players' sockets hash; a table
        # nobody is at may have been handed to that process since it was made).
        def worth(name: str) -> tuple[bool, bool, int]:
            mine = {t for t, owner in held.items() if owner == name}
            playing = {t for t in mine & set(humans) if stored(db, t)[0] == "playing"}
            return bool(playing), bool(mine & set(unwatched)), len(playing)

        victim_name = max(by_process, key=worth)
        victim = next(p for p in cluster.processes if p.status()["process"] == victim_name)
        victims = {t for t, owner in held.items() if owner == victim_name}
        assert victims & set(humans), "the process to kill plays no test player's table"
        versions_at_kill = {t: p.highest_version for t, p in players.items()}
        unfinished_victims = {t for t in victims if stored(db, t)[0] == "playing"}
        assert unfinished_victims, "the process killed had no game under way"
        victim.kill()
        killed_at = time.monotonic()

        await asyncio.gather(*tasks)
        for table, player in players.items():
            assert player.winner is not None, table
            if table in unfinished_victims:  # (a game that ended just before the kill noticed nothing)
                assert player.drops, f"{table}: its process was killed, its player never noticed"
                assert player.back, f"{table}: its player did not come back"
                print(f"table {table}: playing again {player.back[0] - killed_at:.2f} s after kill -9 "
                      f"(version {versions_at_kill[table]} at the kill)")

        for table in unwatched:  # nobody connects to these: the scan of expired leases takes the victim's
            for _ in range(600):
                if stored(db, table)[0] == "over":
                    break
                await asyncio.sleep(0.1)
            assert stored(db, table)[0] == "over", f"{table}: its game never finished"

        for table, player in players.items():
            status, count = stored(db, table)
            assert status == "over"
            assert player.highest_version <= count
            # What every connection was shown is the stored game's, entry for entry: a fresh
            # connection with the same seat replays the whole log from the store.
            reference = await TableClient.open(cluster.ws(table), token=humans[table])
            await reference.expect("state")
            await reference.close()
            for connection in player.connections:
                assert connection.log == reference.log[:len(connection.log)], table
            assert max(player.connections[-1].versions) == count

        survivor = next(p for p in cluster.processes if p is not victim)
        assert int(str(survivor.status()["taken_over"])) >= len(unfinished_victims)

    asyncio.run(run())


def test_a_table_stays_with_the_process_that_took_it_when_the_dead_one_comes_back(cluster: Cluster) -> None:
    """kill -9 of a table's process; its player comes back to the other, which takes the
    table over. The dead process starts again on its port: the proxy's ring would send the
    table there, but the proxy keeps it with the process that plays it (its stick table),
    so spectators who come now are served there and the player's socket stays."""
    db = cluster.processes[0].db

    async def back_through_the_proxy(table: str, token: str) -> TableClient:
        for _ in range(100):
            try:
                client = await TableClient.open(cluster.ws(table), token=token, label="Ann")
                await client.expect("state")
                return client
            except (ConnectionClosed, OSError, AssertionError):
                await asyncio.sleep(0.2)
        raise AssertionError("the player did not come back")

    async def reading(client: TableClient, seconds: float) -> None:
        """Wait, reading what the client is sent (an unread socket stops answering pings)."""
        until = time.monotonic() + seconds
        with contextlib.suppress(TimeoutError):
            while (left := until - time.monotonic()) > 0:
                await client.next(timeout=left)

    async def run() -> None:
        created = cluster.create(seats=4, bots=3, turn_seconds=600)
        table = created["table"]
        ann = await TableClient.open(cluster.ws(table), label="Ann")
        await ann.expect("welcome")
        await ann.join("Ann")
        await ann.send(type="start", host_token=created["host_token"])
        await ann.expect("state")  # Ann does not play: the game waits for her (600 s a turn)
        first = await owner_of(db, table)
        victim = next(p for p in cluster.processes if p.status()["process"] == first)
        survivor = next(p for p in cluster.processes if p is not victim)
        victim.kill()
        with pytest.raises(ConnectionClosed):
            while True:
                await ann.next(timeout=10)
        ann = await back_through_the_proxy(table, ann.token or "")
        assert owners(db)[table] == survivor.status()["process"]
        starting = asyncio.create_task(asyncio.to_thread(victim.start))  # Ann's socket keeps answering pings
        while not starting.done():
            await reading(ann, 0.2)
        await starting
        await reading(ann, 3.0)  # the proxy's checks see it up again (rise 2, 1 s apart)
        for _ in range(3):
            spectator = await TableClient.open(cluster.ws(table), label="spectator")
            assert (await spectator.expect("welcome"))["seat"] is None
            await spectator.close()
            await reading(ann, 0.2)
        await ann.send(type="ping")
        assert (await ann.expect("pong"))["type"] == "pong"  # the player's socket stayed

        # A reload of HAProxy (a new one takes over the port, -sf) keeps its stick table:
        # the old one hands it over through the local peer (peers bang_proxies).
        assert cluster.proxy is not None
        binary = haproxy_binary()
        assert binary is not None
        with (cluster.folder / "haproxy.log").open("ab") as log:
            reloaded = subprocess.Popen([binary, "-db", "-f", str(cluster.folder / "haproxy.cfg"),
                                         "-sf", str(cluster.proxy.pid)], stdout=log, stderr=subprocess.STDOUT)
        try:
            await reading(ann, 3.0)  # the new one listens, its checks see both processes up
            assert reloaded.poll() is None, (cluster.folder / "haproxy.log").read_text()
            for _ in range(3):
                spectator = await TableClient.open(cluster.ws(table), label="spectator after the reload")
                assert (await spectator.expect("welcome"))["seat"] is None
                await spectator.close()
                await reading(ann, 0.2)
        finally:
            reloaded.terminate()
            reloaded.wait(10)
        assert query(db, "SELECT status FROM tables WHERE id = ?", table) == [("playing",)]
        assert owners(db)[table] == survivor.status()["process"]
        assert int(str(victim.status()["taken_over"])) == 0
        await ann.close()

    asyncio.run(run())
