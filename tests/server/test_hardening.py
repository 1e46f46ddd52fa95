"""Hostile and unlucky cases found by review: each leaves the table as it was, or
comes back from a crash exactly where it should."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Callable

import httpx
from serving import Server
from table_client import TableClient, seat_players


async def _started(server: Server, seats: int = 4, bots: int = 2, **settings: object) -> tuple[str, list[TableClient]]:
    created = server.create(seats=seats, bots=bots, **settings)
    players = await seat_players(server.ws(created["table"]), seats - bots, host_token=created["host_token"])
    for client in players:
        await client.expect("state")
    return created["table"], players


async def _until_my_decision(client: TableClient, others: list[TableClient]) -> None:
    """Everybody but ``client`` passes or ends until ``client`` must decide."""
    for _ in range(500):
        if client.my_turn():
            return
        for other in others:
            if other.my_turn():
                assert other.state is not None
                legal = other.state["legal"]
                pick = next((a for a in legal if a["do"] in ("end", "pass")), legal[0])
                await other.send(type="act", code=pick["code"], version=other.state["version"])
        await asyncio.sleep(0.02)
        for c in [client, *others]:
            while True:
                try:
                    await c.next(timeout=0.05)
                except TimeoutError:
                    break
    raise AssertionError("never this client's decision")


def test_a_code_naming_a_card_that_does_not_exist_is_refused_not_a_crash(server: Server) -> None:
    async def scenario() -> None:
        table, players = await _started(server, seats=4, bots=0)
        mover = next(c for c in players if c.my_turn())
        assert mover.state is not None
        version = mover.state["version"]
        # past every card of every box (the base game's 80 and Dodge City's 40: 0-119)
        for code in (126 << 3, 2 | 124 << 14, 3 | (1 << 125) << 33):
            await mover.send(type="act", code=code, version=version)
            error = await mover.next()
            assert error["type"] == "error" and error["code"] == "illegal", error
            assert "does not exist" in error["message"]
        assert server.info(table)["status"] == "playing"
        await mover.send(type="act", code=mover.state["legal"][0]["code"], version=version)
        assert (await mover.expect("state"))["version"] > version  # the table plays on
        for client in players:
            await client.close()

    asyncio.run(scenario())


def test_idle_sockets_never_lock_a_seat_holder_out(server: Server) -> None:
    async def scenario() -> None:
        created = server.create(seats=4, bots=2)
        table = created["table"]
        ann = (await seat_players(server.ws(table), 1))[0]
        await ann.close()
        idle = [await TableClient.open(server.ws(table), hello=False) for _ in range(120)]
        back = await TableClient.open(server.ws(table), token=ann.token)  # her seat: always let in
        assert (await back.expect("welcome"))["seat"] == 0
        watchers = [await TableClient.open(server.ws(table)) for _ in range(100)]
        for w in watchers:
            await w.expect("welcome")
        extra = await TableClient.open(server.ws(table))
        refused = await extra.next()
        assert refused["type"] == "error" and refused["code"] == "table_full"
        await back.send(type="start", host_token=created["host_token"])  # the host still starts it
        await back.expect("state")
        for client in [*idle, *watchers, back, extra]:
            await client.close()

    asyncio.run(scenario())


def test_a_deeply_nested_frame_is_malformed_and_the_connection_stays(server: Server) -> None:
    async def scenario() -> None:
        created = server.create(seats=4, bots=3)
        client = await TableClient.open(server.ws(created["table"]))
        await client.expect("welcome")
        await client.send_raw('{"x": ' + "[" * 20000 + "]" * 20000 + ', "type": "ping"}')
        error = await client.next()
        assert error["type"] == "error" and error["code"] == "malformed"
        await client.send(type="ping")
        assert (await client.next())["type"] == "pong"
        await client.close()

    asyncio.run(scenario())


def test_a_socket_that_never_says_hello_is_closed(make_server: Callable[..., Server]) -> None:
    import bang.server.app as app

    server = make_server()
    created = server.create(seats=4, bots=3)

    async def scenario() -> None:
        client = await TableClient.open(server.ws(created["table"]), hello=False)
        error = await client.next(timeout=app.HELLO_SECONDS + 10)
        assert error["type"] == "error" and "no hello" in error["message"]

    asyncio.run(scenario())


def test_an_oversized_request_body_is_refused_unread(server: Server) -> None:
    answer = httpx.post(f"{server.http}/api/tables", content=b'{"seats": 5, "pad": "' + b"x" * 200_000 + b'"}',
                        headers={"content-type": "application/json"}, timeout=10)
    assert answer.status_code == 413 and answer.json()["code"] == "malformed"
    assert server.create(seats=5)["table"]  # and the server is fine


def test_a_game_whose_last_action_was_stored_but_not_its_end_is_over_after_restart(
    make_server: Callable[..., Server],
) -> None:
    server = make_server()
    created = server.create(seats=4, bots=3)

    async def play_to_the_end() -> None:
        watcher = await TableClient.open(server.ws(created["table"]))
        await watcher.expect("welcome")
        await watcher.send(type="start", host_token=created["host_token"])
        while watcher.state is None or watcher.state["view"]["winner"] is None:
            await watcher.expect("state", timeout=30)
        await watcher.close()

    asyncio.run(play_to_the_end())
    assert server.info(created["table"])["status"] == "over"
    server.kill()
    with sqlite3.connect(server.db) as db:  # as if the server died between the two writes
        db.execute("UPDATE tables SET status = 'playing' WHERE id = ?", (created["table"],))
    server.start()
    assert server.info(created["table"])["status"] == "over"


def test_one_unreadable_stored_table_does_not_stop_the_others(make_server: Callable[..., Server]) -> None:
    server = make_server()
    good = server.create(seats=4, bots=3)
    bad = server.create(seats=4, bots=3)
    server.kill()
    with sqlite3.connect(server.db) as db:
        db.execute("UPDATE tables SET settings = ? WHERE id = ?",
                   (json.dumps({"seats": 5, "turn_seconds": 7200}), bad["table"]))
    server.start()
    assert server.info(good["table"])["status"] == "lobby"
    assert httpx.get(f"{server.http}/api/tables/{bad['table']}", timeout=10).status_code == 404
    assert "cannot be read" in server.log()


TURN_S = 300


def test_a_player_coming_back_does_not_reset_another_players_clock(make_server: Callable[..., Server]) -> None:
    server = make_server(grace=0.3)

    async def scenario() -> None:
        # Four people and no bot: the others only pass or end their turns, so nobody
        # is hurt and Ann's decision comes within the first round, whoever the
        # Sheriff is (with bots, Ann could be out, or the game over, before she
        # was ever asked).
        # Ann's clock is long enough that no machine, however loaded, runs it out here (with
        # 20 s, a slow one could, and her decision would be gone before she asked again).
        table, (ann, bob, *others) = await _started(server, seats=4, bots=0, turn_seconds=TURN_S)
        await _until_my_decision(ann, [bob, *others])
        assert ann.state is not None
        version = ann.state["version"]
        await bob.close()
        await asyncio.sleep(2.5)  # Bob's seat is away (a bot plays it) while Ann's clock runs
        again = await TableClient.open(server.ws(table), token=bob.token)
        await again.expect("welcome")
        await asyncio.sleep(0.2)
        await ann.send(type="back")  # ask for the state again: the same decision, the same clock
        state = await ann.expect("state")
        assert state["version"] == version
        assert state["deadline"] is not None and state["deadline"] < TURN_S - 1.5, state["deadline"]  # not reset
        for client in (ann, again, *others):
            await client.close()

    asyncio.run(scenario())
