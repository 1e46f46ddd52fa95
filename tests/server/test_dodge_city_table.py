"""Dodge City at an online table: the host's setting, the card facts every client gets,
whole games at 3 and 8 seats, a clear refusal of bad settings, a kill -9 in the middle
of a game and the next game of a match ("play again"), on SQLite and on PostgreSQL.
Real servers, real websockets."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

import httpx
from serving import Server
from table_client import TableClient, play_until, seat_players
from test_variants_table import cards_in_the_box, next_game

from bang.rulesets.registry import ruleset_for
from bang.view import card_facts

DODGE = ["dodge_city"]
BOTS = "basic"  # quick games (every level plays Dodge City: tests/test_dodge_city_bots.py)


def test_a_dodge_city_table_at_three_and_eight_seats(server: Server) -> None:
    async def run() -> None:
        for seats, simplified, level in ((8, False, "sharp"), (3, True, BOTS)):  # sharp: the default
            created = server.create(seats=seats, bots=seats - 1, expansions=DODGE, simplified=simplified,
                                   bot_level=level)
            info = server.info(created["table"])
            assert info["settings"]["expansions"] == DODGE  # type: ignore[index]
            [me] = await seat_players(server.ws(created["table"]), 1, host_token=created["host_token"])
            state = await me.expect("state")
            # The card facts are the engine's, for this table's ruleset
            ruleset = ruleset_for(seats, "simplified" if simplified else None, ("dodge_city",))
            facts = card_facts(ruleset)  # the engine's, less the ids of each kind's copies
            for kind in facts["kinds"].values():
                del kind["cards"]
            assert me.cards == facts
            assert me.cards["kinds"]["brawl"]["pay"] is True
            assert me.cards["kinds"]["sombrero"] == {
                "name": "Sombrero", "colour": "green", "target": "none", "range": 0, "missed": True,
                "pay": False, "box": "dodge_city"}
            assert me.cards["characters"]["vera_custer"]["lives"] == 3
            assert cards_in_the_box(state["view"]) == len(ruleset.cards) == (104 if simplified else 120)
            await play_until([me], random.Random(seats))
            assert me.state is not None and me.state["view"]["winner"] is not None
            await me.close()

    asyncio.run(run())


def test_the_base_game_has_only_its_own_cards(server: Server) -> None:
    async def run() -> None:
        created = server.create(seats=4, bots=3)
        assert server.info(created["table"])["settings"]["expansions"] == []  # type: ignore[index]
        watcher = await TableClient.open(server.ws(created["table"]))
        await watcher.expect("welcome")
        assert watcher.cards is not None and "brawl" not in watcher.cards["kinds"]
        assert len(watcher.cards["kinds"]) == 22 and len(watcher.cards["characters"]) == 16
        await watcher.close()

    asyncio.run(run())


def test_bad_expansions_are_refused_with_a_clear_error(server: Server) -> None:
    for body, words in (
        ({"expansions": ["no_such_box"]}, ("no_such_box", "dodge_city", "high_noon")),
        ({"expansions": ["high_noon", "wild_west_show"]}, ("Wild West Show",)),
        ({"expansions": ["dodge_city", "dodge_city"]}, ("twice",)),
        ({"expansions": "dodge_city"}, ("array",)),
        ({"expansions": [3]}, ("str",)),
        ({"seats": 9, "expansions": DODGE}, ("8",)),
    ):
        answer = httpx.post(f"{server.http}/api/tables", json=body, timeout=10)
        assert answer.status_code == 400, (body, answer.text)
        error = answer.json()
        assert error["type"] == "error" and error["code"] == "malformed"
        field = "seats" if "seats" in body else "expansions"
        assert field in error["message"], error
        for word in words:
            assert word in error["message"], error


def test_a_dodge_city_game_survives_kill_9_and_its_match_plays_again(
        make_server: Callable[..., Server], store_db: str) -> None:
    server = make_server(db=store_db)  # on SQLite, then on PostgreSQL

    async def before_kill() -> tuple[str, dict[int, tuple[dict[str, Any], list[Any], str]]]:
        for attempt in range(5):
            game = server.create(seats=4, turn_seconds=120, expansions=DODGE)
            players = await seat_players(server.ws(game["table"]), 4, host_token=game["host_token"])
            await play_until(players, random.Random(30 + attempt), stop_version=40)
            assert players[0].state is not None
            if players[0].state["view"]["winner"] is None:
                break
            for client in players:
                await client.close()
        else:
            raise AssertionError("five random games in a row were over by version 40")
        seen = {}
        for c in players:
            assert c.state is not None and c.seat is not None and c.token is not None
            seen[c.seat] = (c.state, list(c.log), c.token)
            await c.close()
        return game["table"], seen

    table, seen = asyncio.run(before_kill())
    server.kill()
    server.start()

    async def after_restart() -> None:
        info = server.info(table)
        assert info["status"] == "playing" and info["settings"]["expansions"] == DODGE  # type: ignore[index]
        players = []
        for seat, (state, log, token) in seen.items():
            client = await TableClient.open(server.ws(table), token=token, label=f"P{seat}")
            client.token = token
            assert (await client.expect("welcome"))["seat"] == seat
            assert client.cards is not None and "ten_gallon_hat" in client.cards["kinds"]
            again = await client.expect("state")
            assert again["version"] == state["version"] == 40
            assert again["view"] == state["view"] and again["legal"] == state["legal"]
            assert client.log == log
            players.append(client)
        assert cards_in_the_box(players[0].state["view"]) == 120  # type: ignore[index]
        # The game plays on to its end; one player asks for the next game of the match.
        await play_until(players, random.Random(11))
        for client in players[1:]:
            await client.close()
        me = players[0]
        while me.table is None or me.table["status"] != "over":
            await me.expect("table")
        following = await next_game(me, server)
        assert following.table is not None and following.state is not None
        assert following.table["settings"]["expansions"] == DODGE
        assert following.table["match"]["game"] == 2
        assert following.cards is not None and "brawl" in following.cards["kinds"]
        assert cards_in_the_box(following.state["view"]) == 120
        next_table = following.table["id"]
        await following.close()
        return next_table

    next_table = asyncio.run(after_restart())
    # The next game is stored with the expansion too: it comes back after another restart.
    server.kill()
    server.start()
    info = server.info(next_table)
    assert info["settings"]["expansions"] == DODGE  # type: ignore[index]

    async def last() -> None:
        watcher = await TableClient.open(server.ws(next_table))
        await watcher.expect("welcome")
        state = await watcher.expect("state")
        assert watcher.cards is not None and "pony_express" in watcher.cards["kinds"]
        assert cards_in_the_box(state["view"]) == 120
        await watcher.close()

    asyncio.run(last())


def test_the_host_form_asks_the_server_for_its_expansions() -> None:
    """The front end keeps no list of the expansions: the host form asks ``GET /api/expansions``
    (tests/server/test_expansions_api.py) and the pages name what the settings hold."""
    from pathlib import Path

    web = Path(__file__).resolve().parents[2] / "web" / "src"
    assert "export const EXPANSIONS" not in (web / "lib" / "protocol.ts").read_text(encoding="utf-8")
    assert "/api/expansions" in (web / "lib" / "expansions.ts").read_text(encoding="utf-8")
    for page in ("Home.svelte", "Lobby.svelte", "MyTables.svelte"):
        assert "dodge_city" not in (web / "components" / page).read_text(encoding="utf-8"), page
