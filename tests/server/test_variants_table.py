"""The official variants at an online table: 3 and 8 seats, the simplified deck, and a
match of consecutive games ("play again") with the Sheriff's rotation and the score,
durable across a restart. Real servers, real websockets, real SQLite."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

import httpx
from serving import Server
from table_client import TableClient, play_until, seat_players


def cards_in_the_box(view: dict[str, Any]) -> int:
    """Every card the view counts: deck, discard, hands and cards in play."""
    players = view["players"]
    return (view["deck_count"] + len(view["discard"]) + sum(p["hand_count"] for p in players)
            + sum(len(p["in_play"]) for p in players) + view["revealed_count"])


def winners_of(view: dict[str, Any]) -> set[int]:
    """The seats that won, read from a finished game's view (every role is shown then)."""
    roles = {p["seat"]: p["role"] for p in view["players"]}
    winner = view["winner"]
    if winner == "law":
        return {s for s, r in roles.items() if r in ("sheriff", "deputy")}
    if winner == "outlaws":
        return {s for s, r in roles.items() if r == "outlaw"}
    if winner == "renegade" and "sheriff" in roles.values():
        return {p["seat"] for p in view["players"] if p["alive"] and p["role"] == "renegade"}
    return {s for s, r in roles.items() if r == winner}  # 3 players: deputy, outlaw or renegade


def test_three_and_eight_seat_tables_and_the_simplified_deck(server: Server) -> None:
    async def run() -> None:
        for seats, simplified, roles in ((3, False, {"deputy", "outlaw", "renegade"}),
                                         (8, True, {"sheriff"}), (4, True, {"sheriff"})):
            created = server.create(seats=seats, bots=seats - 1, simplified=simplified)
            info = server.info(created["table"])
            assert info["settings"]["seats"] == seats and info["settings"]["simplified"] is simplified
            assert len(info["seats"]) == seats  # type: ignore[arg-type]
            [me] = await seat_players(server.ws(created["table"]), 1, host_token=created["host_token"])
            state = await me.expect("state")
            view = state["view"]
            assert len(view["players"]) == seats
            assert cards_in_the_box(view) == (67 if simplified else 80)
            # With 3 players every role is face up from the start; otherwise only the Sheriff's.
            shown = {p["role"] for p in view["players"] if p["role"] is not None and p["seat"] != me.seat}
            assert shown == roles - {view["role"]} if seats == 3 else shown <= roles
            if seats == 3:
                assert view["players"][view["turn"]]["role"] == "deputy"  # the Deputy starts
            await play_until([me], random.Random(seats))
            assert me.state is not None and me.state["view"]["winner"] is not None
            await me.close()

    asyncio.run(run())


def test_invalid_seat_counts_are_refused_with_a_clear_error(server: Server) -> None:
    for seats in (2, 9, 0):
        answer = httpx.post(f"{server.http}/api/tables", json={"seats": seats}, timeout=10)
        assert answer.status_code == 400
        assert "seats" in answer.text and ("3" in answer.text or "8" in answer.text), answer.text
    answer = httpx.post(f"{server.http}/api/tables", json={"seats": 8, "bots": 8}, timeout=10)
    assert answer.status_code == 400 and "bots" in answer.text, answer.text


async def play_out(client: TableClient, seed: int) -> dict[str, Any]:
    """The human plays random legal moves (bots play the rest at once) to the game's end."""
    await play_until([client], random.Random(seed))
    assert client.state is not None
    view: dict[str, Any] = client.state["view"]
    assert view["winner"] is not None
    while client.table is None or client.table["status"] != "over":
        await client.expect("table")
    return view


async def next_game(client: TableClient, server: Server) -> TableClient:
    """Ask for the next game of the match; the same token opens its seat."""
    await client.send(type="again")
    while client.table is None or client.table.get("next_table") is None:
        await client.expect("table")
    assert client.token is not None
    following = await TableClient.open(server.ws(client.table["next_table"]), token=client.token, label="next")
    following.token = client.token
    await following.expect("welcome")
    await following.expect("state")
    await client.close()
    return following


def sheriff_of(view: dict[str, Any]) -> int:
    return next(p["seat"] for p in view["players"] if p["role"] == "sheriff")


def test_a_match_of_three_games_with_the_sheriff_rotating_the_score_and_a_restart(
        make_server: Callable[..., Server], store_db: str) -> None:
    server = make_server(db=store_db)  # on SQLite, then on PostgreSQL
    created = server.create(seats=4, bots=3, rotate_sheriff=True)
    expected = [0, 0, 0, 0]

    async def first_two_games() -> tuple[str, str, dict[str, Any]]:
        [me] = await seat_players(server.ws(created["table"]), 1, host_token=created["host_token"])
        await me.expect("state")
        assert me.table is not None and me.table["match"] == {"game": 1, "score": [0, 0, 0, 0], "keep": None}
        view = await play_out(me, 1)
        for seat in winners_of(view):
            expected[seat] += 1
        assert me.table["match"]["score"] == expected
        alive = [p["alive"] for p in view["players"]]
        assert me.table["match"]["keep"] == alive  # survivors keep theirs unless they say no
        if alive[me.seat or 0]:
            await me.send(type="keep", keep=False)
            while me.table["match"]["keep"][me.seat] is not False:
                await me.expect("table")
        else:
            await me.send(type="keep", keep=True)
            error = await me.next()
            while error["type"] != "error":
                error = await me.next()
            assert "eliminated" in error["message"]
        last_characters = [p["character"] for p in view["players"]]
        last_sheriff = sheriff_of(view)

        me = await next_game(me, server)
        assert me.table is not None and me.state is not None
        assert me.table["match"]["game"] == 2 and me.table["match"]["score"] == expected
        view = me.state["view"]
        assert sheriff_of(view) == (last_sheriff + 1) % 4  # the star passed clockwise
        # the Sheriff plays first (the bots may have played on before this state came)
        first_turn = next(e for e in me.log if e["type"] == "turn_started")
        assert first_turn["player"] == sheriff_of(view)
        for seat in range(1, 4):  # the bots: kept if they survived
            if alive[seat]:
                assert view["players"][seat]["character"] == last_characters[seat]
        assert len({p["character"] for p in view["players"]}) == 4
        table_two = me.table["id"]
        # Play a little of game 2, then the server is killed.
        await play_until([me], random.Random(2), stop_version=6)
        assert me.state is not None
        seen = me.state
        await me.close()
        assert me.token is not None
        return table_two, me.token, seen

    table_two, token, seen = asyncio.run(first_two_games())
    server.kill()
    server.start()

    async def after_restart() -> None:
        me = await TableClient.open(server.ws(table_two), token=token, label="back")
        me.token = token
        await me.expect("welcome")
        state = await me.expect("state")
        assert me.table is not None
        assert me.table["match"]["game"] == 2 and me.table["match"]["score"] == expected
        assert [s["name"] for s in me.table["seats"]] == ["P0", "Bot Doc", "Bot Dusty", "Bot Hank"]
        if seen["view"]["winner"] is None:
            assert state["version"] >= seen["version"]
        assert [p["character"] for p in state["view"]["players"]] == [p["character"] for p in seen["view"]["players"]]
        assert sheriff_of(state["view"]) == sheriff_of(seen["view"])
        second_sheriff = sheriff_of(state["view"])
        view = await play_out(me, 3)
        for seat in winners_of(view):
            expected[seat] += 1
        assert me.table["match"]["score"] == expected
        me = await next_game(me, server)
        assert me.table is not None and me.state is not None
        assert me.table["match"] == {"game": 3, "score": expected, "keep": None}
        assert sheriff_of(me.state["view"]) == (second_sheriff + 1) % 4
        view = await play_out(me, 4)
        for seat in winners_of(view):
            expected[seat] += 1
        assert me.table["match"]["score"] == expected
        assert sum(expected) >= 3  # every game has a winner
        await me.close()
        # A finished game of the match read from the store shows its final score.
        assert server.info(me.table["id"])["match"]["score"] == expected  # type: ignore[index]

    asyncio.run(after_restart())
