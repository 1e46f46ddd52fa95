"""Replays of finished tables over HTTP (docs/protocol.md, "Replays"): each frame equal to
the engine's observation of its reader at that version, nothing a reader could not see
then, the record that replays the game exactly, the chat's versions, refusals for a table
still played, and the same after a restart on SQLite and PostgreSQL, for the next game of
a match and for Dodge City."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
from collections.abc import Callable
from typing import Any

import httpx
from serving import Server
from table_client import TableClient, play_until, seat_players
from test_leak import CARD_ID_TEXT, Secrets, snapshot

from bang.actions import Action
from bang.rules import Game
from bang.server.replay import Replays
from bang.server.store import Store
from bang.server.table import Timing
from bang.server.tables import Tables
from bang.view import event_view


def get(server: Server, path: str, **params: str) -> httpx.Response:
    return httpx.get(f"{server.http}{path}", params=params, timeout=30)


def engine_steps(record: dict[str, Any]) -> tuple[list[Game], list[Secrets], list[Any]]:
    """The game of ``record`` at each version (copies), its secrets, its events."""
    game = Game.from_record({**record, "actions": []})
    events = list(game.setup_events)
    games, secrets = [game.clone()], [snapshot(game)]
    for player, code in record["actions"]:
        events.extend(game.apply(Action.decode(player, code)))
        games.append(game.clone())
        secrets.append(snapshot(game))
    return games, secrets, events


def check_replay(server: Server, table: str, record: dict[str, Any]) -> None:
    """Every view of the table's replay against the engine, frame by frame."""
    games, secrets, events = engine_steps(record)
    seats = len(record["players"])
    for asked in [*map(str, range(seats)), "spectator", "all"]:
        answer = get(server, f"/api/tables/{table}/replay", seat=asked)
        assert answer.status_code == 200, answer.text
        assert answer.headers["content-encoding"] == "gzip"  # kept compressed, sent as it is kept
        body = answer.json()
        seat = int(asked) if asked.isdigit() else None
        reveal = asked == "all"
        assert body["seat"] == seat and body["reveal"] == reveal and body["table"]["id"] == table
        assert "seed" not in answer.text
        assert [e["type"] for e in body["log"]] == [e.type.value for e in events]
        for entry, event in zip(body["log"], events, strict=True):
            assert {k: v for k, v in entry.items() if k != "seq"} == event_view(event, seat, reveal=reveal)
        frames = body["frames"]
        assert len(frames) == len(games) == len(record["actions"]) + 1
        for version, (frame, game, now) in enumerate(zip(frames, games, secrets, strict=True)):
            assert frame["version"] == version and frame["turn"] == game.turn_count
            assert frame["actor"] == (record["actions"][version - 1][0] if version else None)
            view = frame["view"]
            if reveal:
                assert [p["hand"] for p in view["players"]] == [
                    [c for c in json.loads(json.dumps(game.observation(p.seat).to_json()))["hand"]]
                    for p in game.players]
                assert all(p["role"] for p in view["players"])
                continue
            expected = game.observation(seat).to_json()
            expected.pop("refusals")
            assert view == json.loads(json.dumps(expected)), (asked, version)
            # nothing this reader could not see at that version: no card, no hidden role
            hidden = now.hidden_ids(seat)
            assert not set(CARD_ID_TEXT.findall(json.dumps(view))) & hidden, (asked, version)
            for player in view["players"]:
                if now.role_hidden(player["seat"], seat) and not game.ruleset.roles_face_up:
                    assert player["role"] is None
            # the log shown at a frame ends with its own action's events
            assert frame["log"] == (len(game.setup_events) if version == 0 else frame["log"])
        # the log a frame shows ends with the events of its own action
        assert frames[-1]["log"] == len(events)


def stored_record(db: str, table: str) -> tuple[int, list[list[int]]]:
    with sqlite3.connect(db) as conn:
        (seed,) = conn.execute("SELECT seed FROM tables WHERE id = ?", (table,)).fetchone()
        actions = [[s, int(c)] for s, c in conn.execute(
            "SELECT seat, code FROM actions WHERE table_id = ? ORDER BY n", (table,))]
    return seed, actions


async def play_to_the_end(server: Server, created: dict[str, str], humans: int, seed: int,
                          say: bool = False) -> list[TableClient]:
    players = await seat_players(server.ws(created["table"]), humans, host_token=created["host_token"])
    await players[0].expect("state")
    if say:
        await players[0].send(type="say", phrase="hello", lang="en")
    await play_until(players, random.Random(seed))
    return players


def test_a_finished_table_replays_frame_by_frame_and_a_running_one_is_refused(
        make_server: Callable[..., Server]) -> None:
    # the running table's players leave at version 6: with a grace of an hour no bot takes
    # their seats and ends that game before the last check (30 s did on a loaded machine)
    server = make_server(grace=3600.0)
    done = server.create(seats=4, bots=2, character_choice=True)
    running = server.create(seats=4, bots=2)

    async def play() -> tuple[list[TableClient], list[TableClient]]:
        finished = await play_to_the_end(server, done, 2, 7, say=True)
        await finished[1].send(type="say", phrase="gg", lang="en")
        started = await seat_players(server.ws(running["table"]), 2, host_token=running["host_token"])
        await play_until(started, random.Random(3), stop_version=6)
        return finished, started

    finished, started = asyncio.run(play())
    table = done["table"]

    # the record: the stored seed and actions, as the engine replays them
    answer = get(server, f"/api/tables/{table}/record")
    assert answer.status_code == 200 and "attachment" in answer.headers["content-disposition"]
    record = answer.json()
    seed, actions = stored_record(str(server.db), table)
    assert record["seed"] == seed and record["actions"] == actions and record["table"] == table
    final = Game.from_record(record)
    assert final.over
    live = finished[0].state
    assert live is not None and live["view"]["winner"] == final.winner.value  # type: ignore[union-attr]
    check_replay(server, table, record)

    # the chat: every message with the version it was said at
    chat = get(server, f"/api/tables/{table}/chat").json()["messages"]
    said = [m for m in chat if not m["bot"]]
    assert [m["phrase"] for m in said] == ["hello", "gg"]
    assert said[0]["version"] < said[1]["version"] == len(actions)

    # a table still played: every replay route refused, whatever the view, with no card in it
    for path in ("replay", "record", "chat"):
        for asked in ("0", "1", "all", "spectator"):
            refused = get(server, f"/api/tables/{running['table']}/{path}", seat=asked)
            assert refused.status_code == 403, refused.text
            assert "not over" in refused.json()["message"]
            assert not CARD_ID_TEXT.search(refused.text) and "seed" not in refused.text
    # a view that is none, a table that is none
    for asked in ("4", "-1", "x", "01x"):
        bad = get(server, f"/api/tables/{table}/replay", seat=asked)
        assert bad.status_code == 400 and "seat" in bad.json()["message"], bad.text
    assert get(server, "/api/tables/nosuchtable/replay").status_code == 404
    # a client that takes no gzip gets the same JSON unpacked
    plain = httpx.get(f"{server.http}/api/tables/{table}/replay", params={"seat": "all"},
                      headers={"accept-encoding": "identity"}, timeout=30)
    assert "content-encoding" not in plain.headers and plain.json()["reveal"] is True

    # a finished table's facts: replayed once, then kept; it is not kept among the live tables
    server.stop()
    tables = Tables(Store(server.db), Timing())
    first = tables.info(table)
    assert first is not None and first.status == "over" and tables.info(table) is first
    assert tables.live == {}
    assert tables.info(running["table"]) is not None and tables.finished(running["table"]) is None


def test_replays_are_kept_compressed_within_their_bytes() -> None:
    replays = Replays(kept_bytes=1000)
    assert replays.get("t1", "all") is None
    packed = replays.keep("t1", "all", b"x" * 5000)
    assert replays.get("t1", "all") == packed and len(packed) < 100 and replays.built == 1
    noise = random.Random(1).randbytes(1000)  # does not compress: about 1 KB kept
    replays.keep("t2", "0", noise)
    assert replays.get("t1", "all") is None  # the least recently asked went first
    assert replays.get("t2", "0") is not None and replays.size <= 1100


def test_replays_after_a_restart_for_a_match_game_and_dodge_city(
        make_server: Callable[..., Server], store_db: str) -> None:
    server = make_server(db=store_db)  # on SQLite, then on PostgreSQL
    first = server.create(seats=3, bots=2, expansions=["dodge_city"])

    async def play() -> str:
        [me] = await play_to_the_end(server, first, 1, 11)
        while me.table is None or me.table["status"] != "over":
            await me.expect("table")
        await me.send(type="again")
        while me.table is None or me.table.get("next_table") is None:
            await me.expect("table")
        following = await TableClient.open(server.ws(me.table["next_table"]), token=me.token, label="next")
        await following.expect("welcome")
        await play_until([following], random.Random(12))
        await following.close()
        await me.close()
        return str(me.table["next_table"])

    second = asyncio.run(play())
    records = {t: get(server, f"/api/tables/{t}/record").json() for t in (first["table"], second)}
    assert "roles" in records[second]  # the next game of the match is dealt, not drawn
    assert records[first["table"]]["options"]["expansions"] == ["dodge_city"]
    server.stop()
    again = make_server(db=store_db)
    for table, record in records.items():
        assert get(again, f"/api/tables/{table}/record").json() == record
        info = again.info(table)
        assert info["status"] == "over"
        check_replay(again, table, record)
