"""The Valley of Shadows and Armed & Dangerous at tables over real websockets: in each, three
people who play at random and two bots play a game to the end; every frame of every seat is
checked against the engine's secrets at its version (tests/server/test_leak.py: no other hand,
no deck card, no hidden role); the Armed & Dangerous frames carry every seat's charges, on its
orange cards in play and on its character; a ghost of The Valley of Shadows is a living seat
with no life points that plays its turns."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
from typing import Any

from serving import Server
from table_client import TableClient, play_until, seat_players
from test_leak import Secrets, check_frames, snapshot

from bang.actions import Action
from bang.box import KIND_INFO, Colour
from bang.events import Event
from bang.rules import Game, GameOptions
from bang.rulesets.armed_and_dangerous.charges import MOST

ORANGE = {k.key for k, info in KIND_INFO.items() if info.colour is Colour.ORANGE}


def replay(db_path: str, table: str) -> tuple[int, list[Secrets], list[Event], Game]:
    """The game of ``table`` from the store, with its expansions: its seed, its secrets at each
    version, its raw events and the game at its end."""
    with sqlite3.connect(db_path) as db:
        settings, seed = db.execute("SELECT settings, seed FROM tables WHERE id = ?", (table,)).fetchone()
        names = [n for (n,) in db.execute("SELECT name FROM seats WHERE table_id = ? ORDER BY seat", (table,))]
        actions = db.execute("SELECT seat, code FROM actions WHERE table_id = ? ORDER BY n", (table,)).fetchall()
    chosen = json.loads(settings)
    options = GameOptions(character_choice=chosen["character_choice"], ask_even_without_choice=True,
                          expansions=tuple(chosen["expansions"]))
    game = Game.new(names, seed, options)
    events = list(game.setup_events)
    secrets = [snapshot(game)]
    for seat, code in actions:
        events.extend(game.apply(Action.decode(seat, int(code))))
        secrets.append(snapshot(game))
    assert game.over
    return seed, secrets, events, game


async def play_a_table(server: Server, box: str | list[str], seed: int, seats: int = 5,
                       people: int = 3) -> tuple[str, list[TableClient], TableClient, dict[str, str]]:
    boxes = [box] if isinstance(box, str) else box
    created = server.create(seats=seats, bots=seats - people, expansions=boxes, bot_level="sharp", turn_seconds=600)
    url = server.ws(created["table"])
    spectator = await TableClient.open(url, label="spectator")
    await spectator.expect("welcome")
    players = await seat_players(url, people, host_token=created["host_token"])
    await play_until(players, random.Random(seed))
    state = players[0].state
    assert state is not None and state["view"]["winner"] is not None and state["view"]["winners"]
    await spectator.state_at(state["version"])
    return created["table"], players, spectator, created


def check_no_leak(server: Server, table: str, players: list[TableClient], spectator: TableClient,
                  created: dict[str, str]) -> None:
    seed, secrets, events, game = replay(str(server.db), table)
    tokens = {c.token for c in players if c.token} | {created["host_token"]}
    for client in [*players, spectator]:
        own = {client.token} if client.token else set()
        # Every reader's frames were checked, down to the game's end (a game may be short: a
        # Sheriff can fall in the first round, so no count of frames is promised), and its log
        # holds every event of the game, each checked against what that reader may see.
        assert check_frames(client, seed, secrets, events, tokens - own) >= 1
        assert states(client)[-1]["version"] == len(secrets) - 1
        assert len(client.log) == len(events)


def states(client: TableClient) -> list[dict[str, Any]]:
    return [frame for frame in map(json.loads, client.raw) if frame.get("type") == "state"]


def test_an_armed_and_dangerous_table_with_bots_plays_to_the_end(server: Server) -> None:
    async def run() -> tuple[str, list[TableClient], TableClient, dict[str, str]]:
        return await play_a_table(server, "armed_and_dangerous", 63)

    table, players, spectator, created = asyncio.run(run())
    check_no_leak(server, table, players, spectator, created)
    charged = 0
    kinds: set[str] = set()
    for client in [*players, spectator]:
        for frame in states(client):
            view = frame["view"]
            charges = view["pieces"]["armed_and_dangerous"]["charges"]
            assert set(charges) == {str(p["seat"]) for p in view["players"]}  # every seat's, to every reader
            for player in view["players"]:
                held = charges[str(player["seat"])]
                for place, n in held.items():
                    assert 1 <= n <= MOST, (place, n)
                    if place != "character":  # an orange card in play in front of that seat
                        assert place in player["in_play"] and kind_of(place) in ORANGE, (place, player)
                        charged += 1
                # an orange card in play holds a charge at least (with none left it is discarded)
                for card in player["in_play"]:
                    if kind_of(card) in ORANGE:
                        assert card in held, (card, held)
            if view["pending"] is not None and view["pending"]["player"] == view["seat"]:
                kinds.add(view["pending"]["kind"])
                if view["pending"]["kind"] == "charge":  # where a charge goes: a place with room
                    assert frame["legal"] and all(a["do"] == "charge" for a in frame["legal"])
                    assert view["prompt"]["reason"] == "charge" and view["prompt"]["left"] >= 1
    assert charged > 0, "no orange card in play held a charge in a whole game"
    assert "play" in kinds, kinds


def kind_of(card_id: str) -> str:
    """A card id's kind: "bomb/7D" -> "bomb"."""
    return card_id.split("/")[0]


def test_a_valley_of_shadows_table_with_bots_plays_to_the_end(server: Server) -> None:
    async def run() -> tuple[str, list[TableClient], TableClient, dict[str, str]]:
        return await play_a_table(server, "valley_of_shadows", 59)

    table, players, spectator, created = asyncio.run(run())
    check_no_leak(server, table, players, spectator, created)
    reasons: set[str] = set()
    for client in [*players, spectator]:
        for frame in states(client):
            view = frame["view"]
            for player in view["players"]:
                if player.get("ghost"):  # back in play with no life points, neither lost nor gained
                    assert player["alive"] and player["hp"] == 0, player
            prompt = view["prompt"]
            if prompt is not None and view["pending"] is not None:
                reasons.add(str(prompt.get("reason")))
            if view["pending"] is not None and view["pending"]["player"] == view["seat"]:
                assert frame["legal"], "a decision with no way to answer it"
    assert "play" in reasons, reasons


EVERY_BOX = ["dodge_city", "high_noon", "fistful_of_cards", "gold_rush", "valley_of_shadows", "armed_and_dangerous"]
"""Every expansion that combines with the others (Wild West Show goes with no other event deck)."""


def test_eight_friends_at_a_table_of_every_box_play_to_the_end(server: Server) -> None:
    """Issue 29's "done when": a table of eight with every box that combines, three people
    playing at random and five `sharp` bots, plays to the end; no frame of any seat leaks."""
    async def run() -> tuple[str, list[TableClient], TableClient, dict[str, str]]:
        return await play_a_table(server, EVERY_BOX, 88, seats=8, people=3)

    table, players, spectator, created = asyncio.run(run())
    check_no_leak(server, table, players, spectator, created)
    final = states(spectator)[-1]["view"]
    assert final["winner"] is not None and len(final["players"]) == 8
    assert {"events", "gold_rush", "armed_and_dangerous"} <= set(final["pieces"]), sorted(final["pieces"])

