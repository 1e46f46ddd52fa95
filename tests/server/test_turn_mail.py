"""Turn mails over a real server and a real SMTP server (aiosmtpd, on a free port).

At a turn-based table, two people and bots play; Boris gives an address (his mails in
Russian) and leaves. Each time the table waits on him, a mail comes (one a turn, never more),
in Russian, with the table's link and a stop link; he opens the table with his token, plays
until the turn moves on, and leaves again. Once he follows a stop link, no more mail comes
while the table waits on him. No frame to anyone, no replay, no record and no line of the
server's log holds his address; once the game is over the store holds it no more.
"""

from __future__ import annotations

import asyncio
import random
import re
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from mail_inbox import SENDER, Inbox
from serving import HOST, Server
from table_client import TableClient

import http_client

ADDRESS = "boris.turns@example.org"
STOP = re.compile(r"/mail/stop/([A-Za-z0-9_-]+)")


class MailServer(Server):
    """The tests' server, sending mail to the inbox's SMTP server."""

    def __init__(self, db: Path, smtp_port: int | None) -> None:
        super().__init__(db, bot_delay=0.0, grace=3600.0)  # a dropped player's seat is his for the test
        self.smtp_port = smtp_port

    def serve_flags(self) -> list[str]:
        mail = ["--smtp", f"smtp://{HOST}:{self.smtp_port}", "--mail-from", SENDER] if self.smtp_port else []
        return [*super().serve_flags(), *mail]


@pytest.fixture
def mail_server(tmp_path: Path, inbox: tuple[Inbox, int]) -> Iterator[MailServer]:
    srv = MailServer(tmp_path / "mail.db", inbox[1]).start()
    yield srv
    srv.stop()


async def _seated(server: Server, table: str, name: str) -> tuple[TableClient, str]:
    client = await TableClient.open(server.ws(table), label=name)
    await client.expect("welcome")
    await client.join(name)
    assert client.token is not None
    return client, client.token


def _brief(state: dict[str, Any] | None) -> object:
    return None if state is None else (state["version"], state["view"]["turn"], state["view"]["pending"])


async def _act_carefully(client: TableClient, rng: random.Random) -> None:
    """Boris stays alive as long as he can: he answers with a card when he has one, and
    ends his turn as soon as he may."""
    state = client.state
    assert state is not None
    legal = state["legal"]
    kind = state["view"]["pending"]["kind"]
    played = [a for a in legal if a["do"] != "pass"] if kind in ("respond", "dying") else []
    ends = [a for a in legal if a["do"] == "end"] if kind == "play" else []
    action = rng.choice(played or ends or legal)
    await client.send(type="act", code=action["code"], version=state["version"])


async def _answer(client: TableClient) -> dict[str, Any]:
    """The answer to a ``mail`` message: the next ``mail`` or ``error`` frame."""
    while True:
        frame = await client.next()
        if frame["type"] in ("mail", "error"):
            return frame


def _waits_on(state: dict[str, Any] | None, seat: int) -> bool:
    return (state is not None and state["view"]["winner"] is None and state["view"]["pending"] is not None
            and state["view"]["pending"]["player"] == seat)


def test_a_disconnected_player_is_mailed_once_a_turn_until_he_stops_it(
        mail_server: MailServer, inbox: tuple[Inbox, int]) -> None:
    """Boris must live through five waits of the table on him; a game where he dies (or that
    ends) sooner is checked as far as it went, and another is played (four at most)."""
    box = inbox[0]
    every_frame: list[str] = []  # what anyone was sent
    tables: list[str] = []
    rng = random.Random(31)

    async def game() -> bool:
        # random bots: a long game, where the table waits on Boris often
        created = mail_server.create(seats=7, bots=5, turn_based=True, language="en", bot_level="random")
        table = created["table"]
        tables.append(table)
        link = f"{mail_server.http}/t/{table}"
        anna, _ = await _seated(mail_server, table, "Anna")
        boris, token = await _seated(mail_server, table, "Boris")
        assert await _answer(boris) == {"type": "mail", "set": False}  # offered: nothing set yet
        await boris.send(type="mail", address="boris at example.org", lang="ru")
        assert (await _answer(boris))["code"] == "bad_address"
        await boris.send(type="mail", address=ADDRESS, lang="ru")
        assert await _answer(boris) == {"type": "mail", "set": True}
        seat, anna_seat = boris.seat, anna.seat
        assert seat is not None and anna_seat is not None
        every_frame.extend(boris.raw)
        await boris.close()
        watcher = await TableClient.open(mail_server.ws(table), label="watcher")
        await anna.send(type="start", host_token=created["host_token"])
        clients = [anna, watcher]
        over = asyncio.Event()
        # While Boris is at the table, Anna waits once the turn has moved on: he leaves while
        # the table waits on her, so that it waits on him next only once he is gone (no race).
        hold: list[int] = []  # the turn Boris came in, while he is there
        released = asyncio.Event()
        released.set()
        last_seen = [0]  # the version Boris saw last

        async def anna_plays() -> None:
            while True:
                state = anna.state
                if state is not None and state["view"]["winner"] is not None:
                    over.set()
                    return
                if anna.my_turn():
                    assert state is not None
                    if hold and state["view"]["turn"] != hold[0]:
                        await released.wait()
                        continue
                    await anna.act_randomly(rng)
                await anna.expect("state", timeout=60)

        async def watch() -> None:
            while watcher.state is None or watcher.state["view"]["winner"] is None:
                await watcher.expect("state", timeout=60)

        async def boris_plays_his_turn(mailed: bool) -> None:
            """Boris opens the table, plays until the turn is another's, and leaves."""
            back = await TableClient.open(mail_server.ws(table), token=token, label="boris")
            clients.append(back)
            await back.expect("welcome")
            assert await _answer(back) == {"type": "mail", "set": mailed}  # after his state
            assert back.state is not None
            began = back.state["view"]["turn"]
            released.clear()
            hold[:] = [began]
            while True:
                state = back.state
                assert state is not None
                view = state["view"]
                if view["winner"] is not None:
                    break
                if back.my_turn():
                    await _act_carefully(back, rng)
                elif view["turn"] != began and (view["pending"]["player"] == anna_seat
                                                or not view["players"][anna_seat]["alive"]):
                    break
                await back.expect("state", timeout=60)
            last_seen[0] = state["version"]
            await back.close()
            while not over.is_set() and (watcher.table is None or watcher.table["seats"][seat]["connected"]):
                await asyncio.sleep(0.02)  # until the server knows he is gone (watch reads it)
            hold.clear()
            released.set()

        async def waited_on() -> bool:
            """Until the table waits on Boris (True) or the game is over (False)."""
            while not over.is_set():
                if players.done():
                    players.result()  # a player's error, raised here
                if watcher.state is not None and watcher.state["version"] >= last_seen[0] \
                        and _waits_on(watcher.state, seat):
                    return True
                await asyncio.sleep(0.02)
            return False

        turns: list[int] = []
        stop_links: list[str] = []
        players = asyncio.gather(anna_plays(), watch())
        while len(turns) < 3 and await waited_on():
            mail = await box.next(timeout=20)
            assert mail is not None, f"the table waits on Boris and no mail came: {turns} {_brief(watcher.state)}"
            assert mail.to == [ADDRESS] and mail.message["To"] == ADDRESS and mail.message["From"] == SENDER
            assert mail.message["Content-Language"] == "ru" and table in str(mail.message["Subject"])
            text = mail.text()
            assert "Здравствуйте, Boris!" in text and "Стол ждёт вас" in text and link in text
            found = re.search(r"Ход (\d+)\.", text)
            assert found is not None, text
            turns.append(int(found.group(1)))
            stop = STOP.search(text)
            assert stop is not None
            assert str(mail.message["List-Unsubscribe"]).strip() == f"<{mail_server.http}/mail/stop/{stop.group(1)}>"
            stop_links.append(stop.group(0))
            if len(turns) == 3:  # he has had enough: the first mail's link stops them (the game still on)
                stopped = http_client.get(f"{mail_server.http}{stop_links[0]}", timeout=10)
                assert stopped.status_code == 200
                assert "Вы больше не будете получать письма с этого стола." in stopped.text
            await boris_plays_his_turn(mailed=len(turns) < 3)
        if len(turns) < 3:  # he died, or the game ended: what it did is checked below, then another
            await players
            every_frame.extend(frame for client in clients for frame in client.raw)
            return False
        assert turns == sorted(set(turns)), f"one mail a turn, in order: {turns}"
        assert box.mails.empty()
        for used in stop_links:  # every link of his stops nothing now
            again = http_client.get(f"{mail_server.http}{used}", timeout=10)
            assert again.status_code == 404 and "This link stops nothing" in again.text
        unknown = http_client.get(f"{mail_server.http}/mail/stop/nothing-at-all", timeout=10,
                                  headers={"accept-language": "it-IT,it;q=0.9"})
        assert unknown.status_code == 404 and "Questo link non ferma nulla" in unknown.text

        quiet = 0  # the waits on Boris after the stop: no mail for any
        while quiet < 2 and await waited_on():
            assert await box.next(timeout=1.5) is None, "a mail after the stop link"
            quiet += 1
            await boris_plays_his_turn(mailed=False)
        if quiet < 2:
            await players
            every_frame.extend(frame for client in clients for frame in client.raw)
            return False
        back = await TableClient.open(mail_server.ws(table), token=token, label="boris")
        clients.append(back)
        while back.state is None or back.state["view"]["winner"] is None:  # he plays on, to the end
            if back.my_turn():
                await back.act_randomly(rng)
            await back.expect("state", timeout=60)
        await players
        for client in clients:
            every_frame.extend(client.raw)
        assert not any('"type":"mail"' in frame for frame in watcher.raw)  # a spectator: never
        assert [f for f in anna.raw if '"type":"mail"' in f] == ['{"type":"mail","set":false}']  # hers, after join
        return True

    async def games() -> bool:
        for _ in range(4):
            if await asyncio.wait_for(game(), 300):
                return True
        return False

    assert asyncio.run(games()), "Boris died before the table waited on him five times, in four games"
    assert box.mails.empty()
    assert every_frame and not any(ADDRESS in frame for frame in every_frame)
    for table in tables:
        for path in (f"/api/tables/{table}", f"/api/tables/{table}/replay", f"/api/tables/{table}/record",
                     f"/api/tables/{table}/replay?seat=1", f"/api/tables/{table}/chat"):
            answer = http_client.get(f"{mail_server.http}{path}", timeout=30)
            assert answer.status_code == 200 and ADDRESS not in answer.text, path
    with sqlite3.connect(mail_server.db) as db:
        assert db.execute("SELECT count(*) FROM seat_mail").fetchone() == (0,)
        assert db.execute("SELECT count(*) FROM mail_stops").fetchone() == (0,)
    assert ADDRESS not in mail_server.log() and "boris.turns" not in mail_server.log()


def test_the_address_is_kept_for_the_seat_and_deleted_when_the_game_ends(
        mail_server: MailServer, inbox: tuple[Inbox, int]) -> None:
    """An address given and left is deleted with the table's end, though no mail was sent;
    it is refused with its reason at a table that is not turn-based, to a spectator, and
    removed by ``address: null``."""
    plain = mail_server.create(seats=3, bots=2)["table"]
    timed = mail_server.create(seats=3, bots=1, turn_based=True)
    table = timed["table"]

    async def game() -> None:
        spectator = await TableClient.open(mail_server.ws(table), label="spectator")
        await spectator.expect("welcome")
        await spectator.send(type="mail", address=ADDRESS)
        assert (await _answer(spectator))["code"] == "forbidden"
        elsewhere, _ = await _seated(mail_server, plain, "Cleo")
        await elsewhere.send(type="mail", address=ADDRESS)
        assert (await _answer(elsewhere))["code"] == "no_mail"
        assert not any('"type":"mail"' in frame for frame in elsewhere.raw)
        anna, _ = await _seated(mail_server, table, "Anna")
        boris, _ = await _seated(mail_server, table, "Boris")
        assert await _answer(boris) == {"type": "mail", "set": False}
        for address, kept in ((ADDRESS, True), (None, False), ("x" * 250 + "@a.bc", None), (ADDRESS, True)):
            await boris.send(type="mail", address=address)
            frame = await _answer(boris)
            if kept is None:
                assert frame["code"] == "bad_address" and "254" in frame["message"]
            else:
                assert frame == {"type": "mail", "set": kept}
        with sqlite3.connect(mail_server.db) as db:
            assert db.execute("SELECT table_id, seat, address, lang FROM seat_mail").fetchall() == \
                [(table, boris.seat, ADDRESS, "en")]
        await anna.send(type="start", host_token=timed["host_token"])
        rng = random.Random(7)

        async def play(client: TableClient) -> None:
            while True:
                state = client.state
                if state is not None and state["view"]["winner"] is not None:
                    return
                if client.my_turn():
                    await client.act_randomly(rng)
                await client.expect("state", timeout=60)

        await asyncio.gather(play(anna), play(boris))
        await boris.send(type="mail", address=ADDRESS)
        assert (await boris.expect("error"))["code"] == "no_mail"
        for client in (spectator, anna, boris):
            assert not any(ADDRESS in frame for frame in client.raw)

    asyncio.run(game())
    assert inbox[0].mails.empty()  # both were there all along: nobody to mail
    with sqlite3.connect(mail_server.db) as db:
        assert db.execute("SELECT count(*) FROM seat_mail").fetchone() == (0,)


def test_a_server_without_smtp_offers_no_mail(make_server: Callable[..., Server]) -> None:
    server = make_server()
    created = server.create(seats=3, bots=2, turn_based=True)

    async def ask() -> None:
        client, _ = await _seated(server, created["table"], "Anna")
        await client.send(type="mail", address=ADDRESS)
        frame = await _answer(client)
        assert frame["code"] == "no_mail" and "--smtp" in frame["message"]
        assert not any('"type":"mail"' in frame for frame in client.raw)

    asyncio.run(ask())
