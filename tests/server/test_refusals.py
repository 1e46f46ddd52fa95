"""Malformed, illegal, stale and forbidden frames are refused, and the table stays as it was."""

from __future__ import annotations

import asyncio
import random
import sqlite3

from serving import Server
from table_client import TableClient, seat_players


def stored_actions(server: Server, table: str) -> int:
    with sqlite3.connect(server.db) as db:
        (count,) = db.execute("SELECT count(*) FROM actions WHERE table_id = ?", (table,)).fetchone()
    return int(count)


def test_bad_frames_change_nothing(server: Server) -> None:
    async def scenario() -> None:
        created = server.create(seats=4)
        table = created["table"]
        early = await TableClient.open(server.ws(table), hello=False)
        await early.send(type="ping")
        assert (await early.expect("pong"))["type"] == "pong"
        await early.send(type="join", name="Early")
        error = await early.expect("error")
        assert error["code"] == "forbidden" and "hello" in error["message"]

        players = await seat_players(server.ws(table), 4)
        current = players[0]
        await current.send(type="act", code=1, version=0)
        assert (await current.expect("error"))["code"] == "not_started"
        await current.send(type="start", host_token=created["host_token"])
        for client in players:
            await client.expect("state")
        pending = next(c for c in players if c.my_turn())
        other = next(c for c in players if c is not pending)
        assert pending.state is not None
        before = server.info(table), stored_actions(server, table), pending.state

        malformed: list[tuple[str | bytes, str]] = [
            ("not json", "JSON"),
            ("[1, 2]", "object"),
            ('{"type": "dance"}', "type"),
            ('{"type": "act", "code": "x", "version": 0}', "$.code"),
            ('{"type": "act", "code": 5}', "version"),
            ('{"type": "act", "code": -1, "version": 0}', "$.code"),
            ('{"type": "act", "code": 5, "version": 0, "extra": 1}', "extra"),
            ('{"type": "join", "name": ""}', "$.name"),
            ('{"type": "join", "name": "' + "x" * 25 + '"}', "$.name"),
            ('{"type": "hello"}', "token"),
            (b"\xff\xfe", "JSON"),
        ]
        for frame, word in malformed:
            await pending.send_raw(frame)
            error = await pending.expect("error")
            assert error["code"] == "malformed", frame
            assert word.lower() in error["message"].lower(), (frame, error)

        legal = {a["code"] for a in pending.state["legal"]}
        version = pending.state["version"]
        not_legal = next(c for c in (2, 5, 1 << 40, 123456789) if c not in legal)
        await pending.send(type="act", code=not_legal, version=version)
        error = await pending.expect("error")
        assert error["code"] == "illegal" and error["message"]

        await other.send(type="act", code=next(iter(legal)), version=version)  # not their decision
        error = await other.expect("error")
        assert error["code"] == "illegal" and error["message"]

        await pending.send(type="act", code=next(iter(legal)), version=version + 1)
        error = await pending.expect("error")
        assert error["code"] == "stale" and str(version) in error["message"]

        watcher = await TableClient.open(server.ws(table))
        await watcher.expect("state")
        await watcher.send(type="act", code=next(iter(legal)), version=version)
        assert (await watcher.expect("error"))["code"] == "forbidden"
        await watcher.send(type="back")
        assert (await watcher.expect("error"))["code"] == "forbidden"
        await pending.send(type="hello", token=None)
        assert (await pending.expect("error"))["code"] == "forbidden"

        # Nothing changed: no state was sent, nothing stored, the same table.
        await pending.send(type="ping")
        await pending.expect("pong")
        assert pending.state is before[2]
        assert (server.info(table), stored_actions(server, table)) == before[:2]

        # ... and the game goes on from exactly there.
        await pending.act_randomly(random.Random(0))
        state = await pending.state_at(version + 1)
        assert state["version"] == version + 1 and stored_actions(server, table) == before[1] + 1
        for client in [*players, watcher, early]:
            await client.close()

    asyncio.run(scenario())
