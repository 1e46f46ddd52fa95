"""A public server's limits on tables: created per address per minute, held in memory,
lobbies nobody joined, finished tables archived. Each refusal names its limit and
changes nothing."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from limits_serving import LimitedServer
from table_client import TableClient, play_until, seat_players

from bang.server.limits import CreationRate, LimitReached, address_key


@pytest.fixture
def servers(tmp_path: Path) -> Iterator[list[LimitedServer]]:
    made: list[LimitedServer] = []
    yield made
    for server in made:
        server.stop()


def _refused(answer: object, status: int, limit: str) -> dict[str, object]:
    import httpx

    assert isinstance(answer, httpx.Response)
    assert answer.status_code == status, answer.text
    body: dict[str, object] = answer.json()
    assert body["type"] == "error" and body["code"] == "limit", body
    assert f"limit {limit}" in str(body["message"]), body
    assert isinstance(body["retry_after"], (int, float)) and body["retry_after"] > 0
    assert int(answer.headers["retry-after"]) > 0
    return body


def test_tables_per_address_per_minute(tmp_path: Path, servers: list[LimitedServer]) -> None:
    server = LimitedServer(tmp_path / "rate.db", "--tables-per-minute", "3").start()
    servers.append(server)
    for _ in range(3):
        assert server.post().status_code == 201
    body = _refused(server.post(), 429, "tables_per_minute")
    assert "try again in" in str(body["message"]) and 0 < float(str(body["retry_after"])) <= 61
    assert server.table_count() == 3  # nothing was made
    _refused(server.post("/api/forum", {}), 429, "tables_per_minute")  # a forum game is a table too
    # Another address has its own budget.
    assert server.post(source="127.0.0.2").status_code == 201
    assert server.table_count() == 4


def test_only_tables_made_use_up_the_creation_quota(tmp_path: Path, servers: list[LimitedServer]) -> None:
    """Requests refused (413, 400) made no table, so they do not count; nor does a 429."""
    server = LimitedServer(tmp_path / "quota.db", "--tables-per-minute", "3").start()
    servers.append(server)
    import httpx

    refused = [
        server.post(body={"seats": 99}), server.post(body={"seats": 4, "bots": 4}),
        server.post(body={"seats": 4, "expansions": ["moon"]}), server.post(body={"seats": 4, "x": 1}),
        server.post("/api/forum", {"players": 99}),
    ]
    with httpx.Client(timeout=10) as client:
        for body in (b"{" * 20_000, b"{not json", b"[]"):
            refused.append(client.post(f"{server.http}/api/tables", content=body,
                                       headers={"content-type": "application/json"}))
    assert [r.status_code for r in refused] == [400, 400, 400, 400, 400, 413, 400, 400], [r.text for r in refused]
    assert all("malformed" in r.text for r in refused), [r.text for r in refused]
    assert server.table_count() == 0
    for _ in range(3):
        assert server.post().status_code == 201
    _refused(server.post(), 429, "tables_per_minute")
    _refused(server.post(), 429, "tables_per_minute")  # a 429 does not count either: the same wait
    assert server.table_count() == 3


def test_behind_a_trusted_proxy_the_forwarded_address_counts(tmp_path: Path, servers: list[LimitedServer]) -> None:
    server = LimitedServer(tmp_path / "proxy.db", "--tables-per-minute", "2",
                           "--forwarded-allow-ips", "127.0.0.3").start()
    servers.append(server)
    proxy = "127.0.0.3"
    for _ in range(2):
        assert server.post(source=proxy, headers={"X-Forwarded-For": "203.0.113.5"}).status_code == 201
    _refused(server.post(source=proxy, headers={"X-Forwarded-For": "203.0.113.5"}), 429, "tables_per_minute")
    # Another browser behind the same proxy is another address.
    assert server.post(source=proxy, headers={"X-Forwarded-For": "203.0.113.6"}).status_code == 201
    # A client that is not the proxy cannot choose its address by the header.
    for forwarded in ("198.51.100.1", "198.51.100.2"):
        assert server.post(headers={"X-Forwarded-For": forwarded}).status_code == 201
    _refused(server.post(headers={"X-Forwarded-For": "198.51.100.3"}), 429, "tables_per_minute")
    assert server.table_count() == 5


def test_the_creation_window_slides_and_ipv6_counts_by_its_64() -> None:
    now = [1000.0]
    rate = CreationRate(2, clock=lambda: now[0])
    rate.take("a")
    now[0] += 30
    rate.take("a")
    with pytest.raises(LimitReached, match="try again in 30 s"):
        rate.take("a")
    now[0] += 29
    with pytest.raises(LimitReached, match="try again in 1 s"):
        rate.take("a")
    now[0] += 1  # the first creation is a minute old: one more may be made
    rate.take("a")
    with pytest.raises(LimitReached):
        rate.take("a")
    assert address_key("2001:db8:1:2:aaaa::1") == address_key("2001:db8:1:2:bbbb::9") == "2001:db8:1:2::/64"
    assert address_key("2001:db8:1:3::1") != address_key("2001:db8:1:2::1")
    assert address_key("::ffff:192.0.2.7") == "192.0.2.7"


def test_live_tables_per_process_and_lobbies_nobody_joined_expire(
        tmp_path: Path, servers: list[LimitedServer]) -> None:
    hours = 3.0 / 3600  # three seconds
    server = LimitedServer(tmp_path / "live.db", "--max-live-tables", "2", "--lobby-hours", f"{hours}").start()
    servers.append(server)

    async def scenario() -> None:
        empty = server.create(seats=4)
        joined = server.create(seats=4)
        ann = (await seat_players(server.ws(joined["table"]), 1))[0]
        await ann.close()
        before = server.table_count()
        _refused(server.post(), 503, "live_tables")
        assert server.table_count() == before == 2
        # A watcher keeps a lobby from expiring while it looks.
        watcher = await TableClient.open(server.ws(empty["table"]))
        await watcher.expect("welcome")
        await asyncio.sleep(4)
        assert server.info(empty["table"]).status_code == 200
        await watcher.close()
        deadline = time.monotonic() + 10
        while server.info(empty["table"]).status_code == 200:
            assert time.monotonic() < deadline, "the lobby nobody joined did not expire"
            await asyncio.sleep(0.2)
        assert server.info(empty["table"]).json()["code"] == "not_found"
        assert server.stored("SELECT count(*) FROM seats WHERE table_id = ?", empty["table"]) == [(0,)]
        # Ann's lobby stays (she sat down), and there is room for one more table again.
        kept = server.info(joined["table"]).json()
        assert kept["status"] == "lobby" and kept["seats"][0]["name"] == "P0"
        assert server.post().status_code == 201

    asyncio.run(scenario())


def test_an_expired_lobby_is_not_restored_at_start(tmp_path: Path, servers: list[LimitedServer]) -> None:
    server = LimitedServer(tmp_path / "restart.db").start()
    servers.append(server)
    lobby = server.create(seats=5, bots=2)  # bots do not count as somebody joining
    server.stop()
    time.sleep(1.5)
    server.start("--lobby-hours", f"{1 / 3600}")
    assert server.info(lobby["table"]).status_code == 404
    assert server.table_count() == 0


def test_a_finished_table_is_archived_not_kept_in_memory(tmp_path: Path, servers: list[LimitedServer]) -> None:
    server = LimitedServer(tmp_path / "archive.db", "--max-live-tables", "1").start()
    servers.append(server)
    game = server.create(seats=3, bots=2)

    async def play() -> None:
        players = await seat_players(server.ws(game["table"]), 1, host_token=game["host_token"])
        await players[0].expect("state")
        await play_until(players, random.Random(4))
        assert players[0].state is not None and players[0].state["view"]["winner"] is not None
        await players[0].close()

    asyncio.run(play())
    deadline = time.monotonic() + 10
    while (answer := server.post()).status_code != 201:  # the finished table is let go once they left
        assert answer.status_code == 503 and time.monotonic() < deadline, answer.text
        time.sleep(0.1)
    lobby = answer.json()
    server.stop()
    server.start("--max-live-tables", "2")  # the lobby comes back; the finished game does not
    assert server.post().status_code == 201
    _refused(server.post(), 503, "live_tables")
    archived = server.info(game["table"]).json()  # still answered, from the database
    assert archived["status"] == "over" and archived["match"]["score"].count(1) >= 1
    assert server.info(lobby["table"]).json()["status"] == "lobby"
    assert server.stored("SELECT status FROM tables WHERE id = ?", game["table"]) == [("over",)]
