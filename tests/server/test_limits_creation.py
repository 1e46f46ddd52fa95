"""A public server's limits on tables: created per address per minute, held in memory,
lobbies nobody uses, finished tables archived. Each refusal names its limit and
changes nothing."""

from __future__ import annotations

import asyncio
import math
import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from limits_serving import LimitedServer
from table_client import TableClient, play_until, seat_players

from bang.server.limits import CreationRate, LimitReached, Limits, address_key
from bang.server.protocol import Settings
from bang.server.store import Store
from bang.server.table import Table, Timing
from bang.server.tables import Tables


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


def test_which_tables_the_lobby_expiry_deletes(tmp_path: Path) -> None:
    """Tables made two hours ago, lobby_hours 1: a lobby goes once nobody seated has been
    connected for an hour (a lobby an error paused before its game began too); a game,
    even paused, stays; so does a lobby whose person left lately or is connected."""

    async def sweep() -> None:
        store = Store(tmp_path / "rule.db")
        tables = Tables(store, Timing(), Limits(lobby_hours=1.0))

        def made(seats: int = 4, bots: int = 0) -> Table:
            table = tables.live[tables.create(Settings(seats=seats, bots=bots)).table]
            table.created -= 2 * 3600
            return table

        now = time.time()
        nobody, left_long_ago, left_lately, here, paused = (made() for _ in range(5))
        game, paused_game = made(3, 2), made(3, 2)
        left_long_ago.seen = now - 3601
        left_lately.seen = now - 3500
        here.seen = math.inf
        paused.seen = now - 7000
        paused.pause(RuntimeError("a failed write in the lobby"))
        for table in (game, paused_game):
            table.seats[0].record.name = "Ann"
            table.start_game()
        paused_game.pause(RuntimeError("a failed move"))
        assert tables.expire_lobbies() == 3
        assert sorted(tables.live) == sorted(t.id for t in (left_lately, here, game, paused_game))
        for table in (nobody, left_long_ago, paused):
            assert store.load(table.id) is None
        tables.shutdown()
        store.close()

    asyncio.run(sweep())


def test_live_tables_per_process_and_lobbies_nobody_uses_expire(
        tmp_path: Path, servers: list[LimitedServer]) -> None:
    hours = 3.0 / 3600  # three seconds
    server = LimitedServer(tmp_path / "live.db", "--max-live-tables", "2", "--lobby-hours", f"{hours}").start()
    servers.append(server)

    async def scenario() -> None:
        empty = server.create(seats=4)
        joined = server.create(seats=4)
        ann = (await seat_players(server.ws(joined["table"]), 1))[0]  # she stays connected
        before = server.table_count()
        _refused(server.post(), 503, "live_tables")
        assert server.table_count() == before == 2
        # A watcher keeps a lobby from expiring while it looks.
        watcher = await TableClient.open(server.ws(empty["table"]))
        await watcher.expect("welcome")
        await asyncio.sleep(4)
        assert server.info(empty["table"]).status_code == 200
        await watcher.close()
        await _gone(server, empty["table"], "the lobby nobody joined")
        assert server.info(empty["table"]).json()["code"] == "not_found"
        assert server.stored("SELECT count(*) FROM seats WHERE table_id = ?", empty["table"]) == [(0,)]
        # Ann's lobby stays while she is connected, and there is room for one more table again.
        kept = server.info(joined["table"]).json()
        assert kept["status"] == "lobby" and kept["seats"][0]["name"] == "P0" and kept["seats"][0]["connected"]
        assert server.post().status_code == 201
        # Once she leaves it is kept lobby_hours more, counted from then, not from its creation.
        assert server.stored("SELECT seen FROM tables WHERE id = ?", joined["table"]) == [(math.inf,)]
        await ann.close()
        left = await _left(server, joined["table"])
        assert server.info(joined["table"]).status_code == 200
        await _gone(server, joined["table"], "the lobby Ann left")
        assert time.time() >= left + 3
        assert server.stored("SELECT count(*) FROM seats WHERE table_id = ?", joined["table"]) == [(0,)]

    asyncio.run(scenario())


def test_lobbies_people_sat_at_and_left_expire_and_make_room(tmp_path: Path, servers: list[LimitedServer]) -> None:
    """Issue 30, item 14: one address fills the cap of live tables with lobbies where it sat
    down and left. They expire lobby_hours after it left, and a new table is made again."""
    hours = 4.0 / 3600  # four seconds
    server = LimitedServer(tmp_path / "cap.db", "--max-live-tables", "3", "--lobby-hours", f"{hours}").start()
    servers.append(server)

    async def scenario() -> None:
        tables: list[str] = []
        while (answer := server.post()).status_code == 201:
            assert len(tables) < 3, "the cap of live tables let a fourth table in"
            table = str(answer.json()["table"])
            sitter = (await seat_players(server.ws(table), 1))[0]
            await sitter.close()
            tables.append(table)
        _refused(answer, 503, "live_tables")
        assert len(tables) == 3 and server.table_count() == 3
        left = [await _left(server, table) for table in tables]
        for table in tables:  # kept meanwhile, their seats taken
            info = server.info(table).json()
            assert info["status"] == "lobby" and info["seats"][0]["name"] == "P0", info
        deadline = time.monotonic() + 20
        while (answer := server.post()).status_code != 201:
            _refused(answer, 503, "live_tables")
            assert time.monotonic() < deadline, "the lobbies people left never made room"
            await asyncio.sleep(0.2)
        assert time.time() >= min(left) + 4
        for table in tables:
            await _gone(server, table, "a lobby its sitter left")
            assert server.stored("SELECT count(*) FROM seats WHERE table_id = ?", table) == [(0,)]

    asyncio.run(scenario())


async def _left(server: LimitedServer, table: str) -> float:
    """When the last seated person left ``table``, once the server has stored it (``seen``)."""
    deadline = time.monotonic() + 10
    while not math.isfinite(seen := server.stored("SELECT seen FROM tables WHERE id = ?", table)[0][0]):
        assert time.monotonic() < deadline, "the server did not store when she left"
        await asyncio.sleep(0.05)
    assert time.time() - 2 < seen <= time.time()
    return float(seen)


async def _gone(server: LimitedServer, table: str, what: str, seconds: float = 15) -> None:
    """Wait until ``table`` is deleted (404), at most ``seconds``."""
    deadline = time.monotonic() + seconds
    while server.info(table).status_code == 200:
        assert time.monotonic() < deadline, f"{what} did not expire"
        await asyncio.sleep(0.2)
    assert server.info(table).status_code == 404


def test_an_expired_lobby_is_not_restored_at_start(tmp_path: Path, servers: list[LimitedServer]) -> None:
    server = LimitedServer(tmp_path / "restart.db").start()
    servers.append(server)
    lobby = server.create(seats=5, bots=2)  # bots do not count as somebody joining
    server.stop()
    time.sleep(1.5)
    server.start("--lobby-hours", f"{1 / 3600}")
    assert server.info(lobby["table"]).status_code == 404
    assert server.table_count() == 0


LOBBY_SECONDS = 12
"""How long a lobby people left is kept, in the restart test."""


def test_a_restarted_server_expires_the_lobbies_people_left(
        tmp_path: Path, servers: list[LimitedServer], store_db: str) -> None:
    """Across a restart, on either store: a lobby its people left long before (a lobby paused
    before its game began too) is deleted at start; one they left just before, or were
    at when the server was killed, is kept lobby_hours from then, then deleted."""
    server = LimitedServer(store_db, log_path=tmp_path / "restart.log").start()
    servers.append(server)
    here, paused, old, recent = (server.create(seats=4)["table"] for _ in range(4))

    async def scenario() -> None:
        cat = (await seat_players(server.ws(here), 1))[0]  # connected when the server is killed
        for table in (paused, old, recent):
            sitter = (await seat_players(server.ws(table), 1))[0]
            await sitter.close()
            await _left(server, table)
        server.kill()
        # As if every table were made a minute ago, and two of them left a minute ago.
        server.stored("UPDATE tables SET created = created - 60")
        server.stored("UPDATE tables SET seen = seen - 60 WHERE id IN (?, ?)", old, paused)
        server.stored("UPDATE tables SET status = 'paused', message = 'an internal error' WHERE id = ?", paused)
        assert server.stored("SELECT seen FROM tables WHERE id = ?", here) == [(math.inf,)]
        killed = time.time()
        # 12 s kept: a start slowed by a loaded machine (6 s once expired ``recent`` before
        # it was looked at) still finds both lobbies there.
        server.start("--lobby-hours", f"{LOBBY_SECONDS / 3600}")
        for table in (old, paused):
            assert server.info(table).status_code == 404
            assert server.stored("SELECT count(*) FROM seats WHERE table_id = ?", table) == [(0,)]
        for table in (here, recent):
            assert server.info(table).json()["status"] == "lobby"
        [(seen,)] = server.stored("SELECT seen FROM tables WHERE id = ?", here)
        assert killed <= seen <= time.time()  # Cat was there until the restart, as far as it knows
        await _gone(server, recent, "the lobby left just before the restart", LOBBY_SECONDS + 15)
        await _gone(server, here, "the lobby Cat was at when the server was killed", LOBBY_SECONDS + 15)
        assert time.time() >= seen + LOBBY_SECONDS
        await cat.close()

    asyncio.run(scenario())


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
