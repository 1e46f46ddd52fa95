"""No frame tells a reader what it may not know.

Several complete games are played over real websockets by random clients, with a
spectator at every table, and every frame is recorded. Then each game is
replayed from the store with the engine, which knows every secret at every
version, and each frame is checked against the secrets of its reader at that
version: no other seat's hand cards, no deck card, no hidden revealed card, no
living player's hidden role, never the seed, never another seat's token.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from serving import Server
from table_client import TableClient, play_until, seat_players

from bang.actions import Action
from bang.box import CARD_ID, Role
from bang.events import Event
from bang.rules import Game, GameOptions

CARD_ID_TEXT = re.compile(r'"([a-z_]+/(?:10|[2-9JQKA])[SHDC])"')
KNOWN_IDS = set(CARD_ID)


@dataclass
class Secrets:
    """What the engine knows at one version of one game."""

    hands: list[set[int]]
    deck: set[int]
    revealed: list[int]
    revealed_to: int | None
    roles: list[str]
    alive: list[bool]
    over: bool
    must_play: int | None = None  # A Fistful of Cards' Law of the West: shown to all as drawn

    def hidden_ids(self, seat: int | None) -> set[str]:
        """The card ids ``seat`` may not see now (an id shown by a visible twin is not secret;
        nor is the card an event makes its holder play, which everyone saw him draw)."""
        hidden: set[int] = set(self.deck)
        for owner, hand in enumerate(self.hands):
            if owner != seat:
                hidden |= hand - {self.must_play}
        if self.revealed_to is not None and self.revealed_to != seat:
            hidden |= set(self.revealed)
        visible = {CARD_ID[c] for c in range(len(CARD_ID)) if c not in hidden}
        return {CARD_ID[c] for c in hidden} - visible

    def role_hidden(self, owner: int, seat: int | None) -> bool:
        return not (owner == seat or self.roles[owner] == Role.SHERIFF.value or not self.alive[owner] or self.over)


def snapshot(game: Game) -> Secrets:
    return Secrets(
        hands=[set(p.hand) for p in game.players], deck=set(game.deck), revealed=list(game.revealed),
        revealed_to=game.revealed_to, roles=[p.role.value for p in game.players],
        alive=[p.alive for p in game.players], over=game.over, must_play=game.rules.must_play,
    )


def replay(db_path: str, table: str) -> tuple[int, list[Secrets], list[Event]]:
    """The game of ``table`` from the store: its seed, its secrets at each version, its raw events."""
    with sqlite3.connect(db_path) as db:
        settings, seed = db.execute("SELECT settings, seed FROM tables WHERE id = ?", (table,)).fetchone()
        names = [n for (n,) in db.execute("SELECT name FROM seats WHERE table_id = ? ORDER BY seat", (table,))]
        actions = db.execute("SELECT seat, code FROM actions WHERE table_id = ? ORDER BY n", (table,)).fetchall()
    options = GameOptions(character_choice=json.loads(settings)["character_choice"], ask_even_without_choice=True)
    game = Game.new(names, seed, options)
    events = list(game._events)
    secrets = [snapshot(game)]
    for seat, code in actions:
        events.extend(game.apply(Action.decode(seat, int(code))))
        secrets.append(snapshot(game))
    assert game.over
    return seed, secrets, events


def check_frames(client: TableClient, seed: int, secrets: list[Secrets], events: list[Event],
                 foreign_tokens: set[str]) -> int:
    """Check every frame ``client`` received; returns how many state frames were checked."""
    seat = client.seat
    checked = 0
    for text in client.raw:
        assert str(seed) not in text, "the seed leaked"
        assert "seed" not in text
        for token in foreign_tokens:
            assert token not in text, "another seat's token leaked"
        frame: dict[str, Any] = json.loads(text)
        if frame["type"] != "state":
            assert not CARD_ID_TEXT.search(text), frame
            continue
        checked += 1
        now = secrets[frame["version"]]
        hidden = now.hidden_ids(seat)
        # The view and the legal actions: only what the reader may see now.
        for part in (frame["view"], frame["legal"]):
            shown = set(CARD_ID_TEXT.findall(json.dumps(part)))
            assert shown <= KNOWN_IDS
            assert not shown & hidden, (seat, frame["version"], shown & hidden)
        view = frame["view"]
        assert view["seat"] == seat
        assert sorted(view["hand"]) == sorted(CARD_ID[c] for c in (now.hands[seat] if seat is not None else ()))
        assert view["role"] == (now.roles[seat] if seat is not None else None)
        for player in view["players"]:
            if now.role_hidden(player["seat"], seat):
                assert player["role"] is None, (seat, player)
        assert "deck" not in view and view["deck_count"] == len(now.deck)
        if seat is None:
            assert frame["legal"] == [] and view["hand"] == []
        # The log: the cards of an event only for the seats the engine shows them to.
        for entry in frame["log"]:
            event = events[entry["seq"]]
            assert entry["type"] == event.type.value
            if event.visible_to(seat):
                assert entry.get("cards", []) == [CARD_ID[c] for c in event.cards]
            else:
                assert "cards" not in entry, (seat, entry)
                assert not CARD_ID_TEXT.findall(json.dumps(entry)), (seat, entry)
    return checked


def test_no_frame_leaks_a_secret(make_server: Callable[..., Server]) -> None:
    server = make_server()
    tables = [server.create(seats=n, character_choice=n == 6) for n in (4, 5, 5, 6, 7)]

    async def play() -> list[tuple[str, list[TableClient], TableClient]]:
        async def one(created: dict[str, str], seed: int) -> tuple[str, list[TableClient], TableClient]:
            url = server.ws(created["table"])
            spectator = await TableClient.open(url, label="spectator")
            await spectator.expect("welcome")
            players = await seat_players(url, server.info(created["table"])["settings"]["seats"],  # type: ignore[index]
                                         host_token=created["host_token"])
            await play_until(players, random.Random(seed))
            assert players[0].state is not None
            await spectator.state_at(players[0].state["version"])
            return created["table"], players, spectator

        return await asyncio.gather(*(one(created, i) for i, created in enumerate(tables)))

    played = asyncio.run(play())
    total = 0
    for table, players, spectator in played:
        seed, secrets, events = replay(str(server.db), table)
        tokens = {c.token for c in players if c.token} | {t["host_token"] for t in tables}
        for client in [*players, spectator]:
            own = {client.token} if client.token else set()
            total += check_frames(client, seed, secrets, events, tokens - own)
            assert len(client.log) == len(events)
    assert total > 1000

    # The check itself catches a leak: show seat 1 a card of seat 0's hand.
    table, players, _ = played[0]
    seed, secrets, events = replay(str(server.db), table)
    reader = players[1]
    index, frame = next((i, json.loads(t)) for i, t in enumerate(reader.raw) if '"type":"state"' in t)
    now = secrets[frame["version"]]
    frame["view"]["discard"].append(next(CARD_ID[c] for c in now.hands[0] if CARD_ID[c] in now.hidden_ids(1)))
    reader.raw[index] = json.dumps(frame)
    try:
        check_frames(reader, seed, secrets, events, set())
    except AssertionError:
        pass
    else:
        raise AssertionError("a leaked card went unnoticed")
