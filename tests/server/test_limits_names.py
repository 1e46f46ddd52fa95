"""Names at a table: trimmed, 1-24 visible characters, no control, direction or invisible
characters, unique at the table, never passing for a bot. A refused name names what was
wrong and changes nothing."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from limits_serving import LimitedServer
from table_client import TableClient

from bang.server.names import NameRefused, seat_name


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LimitedServer]:
    srv = LimitedServer(tmp_path / "names.db").start()
    yield srv
    srv.stop()


REFUSED = [  # (name, code, a word of the message)
    ("   ", "bad_name", "blank"),
    ("\u3000\u00a0", "bad_name", "blank"),
    ("Ann\u202eX", "bad_name", "direction"),
    ("\u2067Bo\u2069", "bad_name", "direction"),
    ("Zed\u200f", "bad_name", "direction"),
    ("A\u200bnn", "bad_name", "invisible"),
    ("Kim\u2060", "bad_name", "invisible"),
    ("\ufeffKim", "bad_name", "invisible"),
    ("\u3164", "bad_name", "invisible"),
    ("Ann\u0000", "bad_name", "control"),
    ("Ann\tLee", "bad_name", "control"),
    ("Ann\nLee", "bad_name", "control"),
    ("Z" + "\u0301" * 5, "bad_name", "marks"),
    ("Bot Hank", "bad_name", "bot"),
    ("bot", "bad_name", "bot"),
    ("BOT-7", "bad_name", "bot"),
    ("B0t Doc", "bad_name", "bot"),
    ("Вот Hank", "bad_name", "bot"),  # a Cyrillic Ve and o
    ("Бот Док", "bad_name", "bot"),
    ("ربات داک", "bad_name", "bot"),
    ("Ｂｏｔ Ｔｅｘ", "bad_name", "bot"),
    ("ann", "name_taken", "Ann"),
    ("  ANN ", "name_taken", "Ann"),
    ("Аnn", "name_taken", "Ann"),  # a Cyrillic A
    ("Ａｎｎ", "name_taken", "Ann"),
]
MALFORMED = ["", "x" * 25]  # the schema's own bounds: 1-24


def test_names_are_trimmed_and_checked(server: LimitedServer) -> None:
    async def scenario() -> None:
        created = server.create(seats=5, bots=1)
        table = created["table"]
        ann = await _visitor(server, table, "Ann")
        assert await ann.join(" Ann ") == 0
        bob = await _visitor(server, table, "Bob")
        before = server.info(table).json(), server.stored("SELECT * FROM seats WHERE table_id = ?", table)
        for name, code, word in REFUSED:
            await bob.send(type="join", name=name)
            error = await bob.next()
            assert error["type"] == "error" and error["code"] == code, (name, error)
            assert word.lower() in error["message"].lower(), (name, error)
        for name in MALFORMED:
            await bob.send(type="join", name=name)
            error = await bob.next()
            assert error["type"] == "error" and error["code"] == "malformed" and "$.name" in error["message"]
        # Nothing changed: no seat, nothing stored, nobody told anything.
        await bob.send(type="ping")
        assert (await bob.next())["type"] == "pong"
        assert bob.seat is None
        assert (server.info(table).json(), server.stored("SELECT * FROM seats WHERE table_id = ?", table)) == before

        # Spaces trimmed and collapsed; accents count with their letters; Persian keeps its ZWNJ.
        assert await bob.join("  Zoë \u3000 Lee  ") == 1
        cleo = await _visitor(server, table, "Cleo")
        decomposed = "Nguye\u0302\u0303n " + "x" * 17  # 24 visible characters in 26 code points...
        await cleo.send_raw(json.dumps({"type": "join", "name": decomposed}))
        error = await cleo.next()  # ...over the schema's 24 code points: the schema counts those
        assert error["code"] == "malformed" and "$.name" in error["message"]
        assert await cleo.join("Nguye\u0302\u0303n " + "x" * 15) == 2  # stored composed (NFC)
        dara = await _visitor(server, table, "Dara")
        assert await dara.join("علی\u200cرضا") == 3
        names = [s["name"] for s in server.info(table).json()["seats"]]
        assert names[:4] == ["Ann", "Zoë Lee", "Nguyễn " + "x" * 15, "علی\u200cرضا"]
        assert names[4].startswith("Bot ")
        await ann.send(type="start", host_token=created["host_token"])
        state = await ann.expect("state")
        assert [p["name"] for p in state["view"]["players"]][:2] == ["Ann", "Zoë Lee"]
        for client in (ann, bob, cleo, dara):
            await client.close()

    asyncio.run(scenario())


def test_a_bot_filled_seat_keeps_its_name_and_a_human_cannot_take_it(server: LimitedServer) -> None:
    async def scenario() -> None:
        created = server.create(seats=3, bots=1)
        table = created["table"]
        bot_name = server.info(table).json()["seats"][2]["name"]
        assert bot_name.startswith("Bot ")
        eve = await _visitor(server, table, "Eve")
        await eve.send(type="join", name=bot_name)
        error = await eve.next()
        assert error["code"] == "bad_name" and "bot" in error["message"]
        await eve.send(type="join", name=bot_name.removeprefix("Bot "))  # "Doc" alone is a name like any
        assert (await eve.expect("joined"))["seat"] == 0
        await eve.close()

    asyncio.run(scenario())


async def _visitor(server: LimitedServer, table: str, label: str) -> TableClient:
    client = await TableClient.open(server.ws(table), label=label)
    await client.expect("welcome")
    return client


def test_a_non_joiner_left_at_either_end_of_a_name_is_trimmed() -> None:
    """A Persian name cut just after its zero-width non-joiner (issue 18, defect 3) is taken
    without it; inside a Persian word the non-joiner stays, elsewhere it is still refused."""
    assert seat_name("\u200cسارا\u200c ", []) == "سارا"
    assert seat_name(" علی\u200cرضا\u200c", []) == "علی\u200cرضا"
    with pytest.raises(NameRefused, match="invisible"):
        seat_name("Ann\u200cLee", [])
