"""A cluster's failover keeps a turn-based table's deadline (issue 31): the process that plays
the table is killed (kill -9) while the table waits for its person; the process that takes it
over reads the deadline from the store, so the person finds the same deadline, not a new day."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from cluster_harness import Cluster, database, need_haproxy, owner_of
from table_client import TableClient, seat_players
from websockets.exceptions import ConnectionClosed


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_a_failover_keeps_a_turn_based_tables_deadline(tmp_path: Path, kind: str) -> None:
    need_haproxy()
    with database(kind, tmp_path) as db:
        cluster = Cluster(db, tmp_path)
        with cluster.running():
            created = cluster.create(seats=3, bots=2, turn_based=True, decision_hours=72)
            table = created["table"]

            async def waiting() -> tuple[str, float]:
                for _ in range(5):
                    (ann,) = await seat_players(cluster.ws(table), 1, host_token=created["host_token"])
                    while not ann.my_turn():
                        state = await ann.expect("state", timeout=30)
                        assert state["view"]["winner"] is None, "the game ended before Ann's decision"
                    assert ann.state is not None and ann.token is not None
                    left = float(ann.state["deadline"])
                    await ann.close()
                    return ann.token, left
                raise AssertionError("unreachable")

            token, left_before = asyncio.run(waiting())
            owner = asyncio.run(owner_of(db, table))
            victim = next(p for p in cluster.processes if p.status()["process"] == owner)
            seen_at = time.monotonic()
            victim.kill()

            async def back() -> float:
                deadline = time.monotonic() + 60
                while True:  # until the survivor has taken the table over
                    assert time.monotonic() < deadline, "no process took the table over"
                    try:
                        ann = await TableClient.open(cluster.ws(table), token=token, label="Ann back")
                        await ann.expect("welcome")
                        state = await ann.expect("state")
                    except (OSError, AssertionError, TimeoutError, ConnectionClosed):  # (not taken over yet)
                        await asyncio.sleep(0.5)
                        continue
                    await ann.close()
                    return float(state["deadline"])

            left_after = asyncio.run(back())
            # the same deadline, less the time that passed (a new one would be 72 hours again)
            assert left_after <= left_before - (time.monotonic() - seen_at) + 1.0, (left_before, left_after)
            assert left_after > left_before - 120
