"""Turn mails in a cluster, end to end (issue 31): two ``bang serve --cluster`` processes behind
HAProxy, both mailing through the test's SMTP server (aiosmtpd), with the proxy's address as
``--public-url`` (the links a mail holds).

At a turn-based table where the characters are picked, Anna and Boris sit with two bots; Boris
gives an address and leaves. The game starts and waits on his pick: one mail comes, for turn
0, with the proxy's link to the table. While the table still waits on his pick, the process
that plays it is killed (kill -9); the other takes it over, and reads from the store that turn
0 was mailed: no second mail for it. Boris comes back through the proxy, picks, and leaves
while the table waits on Anna; she plays until the table waits on him again: exactly one
mail, for that turn, from the survivor. No frame to anyone holds his address.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from cluster_harness import Cluster, database, need_haproxy, owner_of, owners, query
from mail_inbox import SENDER, Inbox, Mail
from serving import HOST, free_port
from table_client import TableClient
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from bang.server.languages import mail_words
from bang.server.mail import DECISIONS

ADDRESS = "boris.cluster@example.org"
TURN = re.compile(r"Turn (\d+)\.")
SECONDS = 60.0  # the deadline of every wait on a condition (a loaded machine is slow, never this slow)


async def until(ready: Callable[[], bool], message: str, tasks: list[asyncio.Task[None]] | None = None) -> None:
    """Wait for a condition (at most SECONDS); a reading task's failure is raised here."""
    deadline = time.monotonic() + SECONDS
    while not ready():
        for task in tasks or []:
            if task.done():
                task.result()  # its error, if it failed
        assert time.monotonic() < deadline, message
        await asyncio.sleep(0.02)


async def read_all(client: TableClient) -> None:
    """Every frame the client is sent, until its connection closes (``raw``, ``state`` and
    ``table`` kept up to date); an error frame fails the test."""
    with contextlib.suppress(ConnectionClosed):
        while True:
            frame = await client.next(timeout=3600)
            assert frame["type"] != "error", f"{client.label}: {frame}"


async def answer(client: TableClient) -> dict[str, Any]:
    """The answer to a ``mail`` message: the next ``mail`` or ``error`` frame."""
    while True:
        frame = await client.next(timeout=SECONDS)
        if frame["type"] in ("mail", "error"):
            return frame


async def reopen(cluster: Cluster, table: str, label: str, token: str | None = None) -> TableClient:
    """A connection through the proxy once a process plays the table (after the kill: once
    the survivor took it over; until then the proxy or the process refuses, or closes)."""
    deadline = time.monotonic() + SECONDS
    while True:
        try:
            client = await TableClient.open(cluster.ws(table), token=token, label=label)
            await client.expect("welcome")
            return client
        except (OSError, TimeoutError, ConnectionClosed, InvalidHandshake):
            assert time.monotonic() < deadline, f"{label}: no process took the table over"
            await asyncio.sleep(0.3)


def checked_mail(mail: Mail | None, link: str, what: str) -> tuple[int, str]:
    """A turn mail to Boris with the proxy's link: its turn and subject."""
    assert mail is not None, f"no mail came: {what}"
    assert mail.to == [ADDRESS] and mail.message["To"] == ADDRESS and mail.message["From"] == SENDER
    text = mail.text()
    assert "Hello Boris," in text and link in text, text
    found = TURN.search(text)
    assert found is not None, text
    return int(found.group(1)), str(mail.message["Subject"])


def waits_on(state: dict[str, Any] | None, seat: int) -> bool:
    """The table's game (characters picked) waits on the seat."""
    if state is None or state["view"]["winner"] is not None:
        return False
    pending = state["view"]["pending"]
    return pending is not None and pending["kind"] != "character" and pending["player"] == seat


@pytest.mark.parametrize("kind", ["sqlite", "postgresql"])
def test_a_failover_neither_repeats_nor_loses_a_turn_mail(tmp_path: Path, kind: str,
                                                          inbox: tuple[Inbox, int]) -> None:
    need_haproxy()
    box, smtp_port = inbox
    port = free_port()
    public = f"http://{HOST}:{port}"
    flags = ["--smtp", f"smtp://{HOST}:{smtp_port}", "--mail-from", SENDER, "--public-url", public]
    every_frame: list[str] = []
    with database(kind, tmp_path) as db:
        cluster = Cluster(db, tmp_path, flags=flags, port=port)
        with cluster.running():
            created = cluster.create(seats=4, bots=2, turn_based=True, decision_hours=72, character_choice=True,
                                     language="en")
            table = created["table"]
            link = f"{public}/t/{table}"
            rng = random.Random(31)
            clients: list[TableClient] = []

            async def before_the_kill() -> tuple[int, str, str, str]:
                anna = await TableClient.open(cluster.ws(table), label="Anna")
                await anna.expect("welcome")
                await anna.join("Anna")
                boris = await TableClient.open(cluster.ws(table), label="Boris")
                await boris.expect("welcome")
                seat = await boris.join("Boris")
                assert await answer(boris) == {"type": "mail", "set": False}
                await boris.send(type="mail", address=ADDRESS, lang="en")
                assert await answer(boris) == {"type": "mail", "set": True}
                await boris.close()
                watcher = await TableClient.open(cluster.ws(table), label="watcher")
                await watcher.expect("welcome")
                clients.extend((anna, boris, watcher))
                assert anna.token is not None and boris.token is not None
                readers = [asyncio.create_task(read_all(c)) for c in (anna, watcher)]
                await until(lambda: watcher.table is not None and not watcher.table["seats"][seat]["connected"],
                            "the server did not see Boris leave", readers)
                await anna.send(type="start", host_token=created["host_token"])
                # the table waits on every seat's pick; the bots' are made at once, Anna holds hers
                first, subject = checked_mail(await box.next(timeout=SECONDS), link, "the table waits on his pick")
                assert first == 0 and "pick your character" in subject, (first, subject)  # the picks: turn 0
                await until(lambda: watcher.table is not None and watcher.table["picked"] is not None
                            and seat not in watcher.table["picked"] and len(watcher.table["picked"]) == 2,
                            "the bots did not pick", readers)
                owner = await owner_of(db, table)
                victim = next(p for p in cluster.processes if p.status()["process"] == owner)
                victim.kill()
                await asyncio.wait_for(asyncio.gather(*readers), SECONDS)  # their sockets closed with it
                return seat, anna.token, boris.token, owner

            seat, anna_token, boris_token, killed = asyncio.run(before_the_kill())

            async def after_the_kill() -> int:
                watcher = await reopen(cluster, table, "watcher again")
                clients.append(watcher)
                readers = [asyncio.create_task(read_all(watcher))]
                assert owners(db)[table] != killed  # the survivor's now
                boris = await reopen(cluster, table, "Boris back", boris_token)
                clients.append(boris)
                assert await answer(boris) == {"type": "mail", "set": True}  # after his state: his pick
                assert boris.my_turn() and boris.state is not None
                assert boris.state["view"]["pending"]["kind"] == "character"
                await boris.act_randomly(rng)
                while boris.table is None or seat not in (boris.table["picked"] or []):
                    await boris.next(timeout=SECONDS)
                await boris.close()
                await until(lambda: watcher.table is not None and not watcher.table["seats"][seat]["connected"],
                            "the survivor did not see Boris leave", readers)
                anna = await reopen(cluster, table, "Anna back", anna_token)
                clients.append(anna)
                readers.append(asyncio.create_task(read_all(anna)))

                async def anna_plays() -> None:
                    """Once a version (a refusal would fail her reader), the pick first."""
                    acted = -1
                    while True:
                        state = anna.state
                        if state is not None and state["version"] != acted and anna.my_turn():
                            acted = state["version"]
                            await anna.act_randomly(rng)
                        await asyncio.sleep(0.01)

                readers.append(asyncio.create_task(anna_plays()))
                await until(lambda: waits_on(watcher.state, seat), "the table never waited on Boris again", readers)
                assert watcher.state is not None
                turn = sum(1 for e in watcher.log if e["type"] == "turn_started")  # the game's turn_count
                kind = watcher.state["view"]["pending"]["kind"]
                # the next mail: a copy of turn 0's (the survivor's restore) would come before it
                second, subject = checked_mail(await box.next(timeout=SECONDS), link, f"the table waits on him: {kind}")
                assert second == turn > 0, (second, turn)
                decision = mail_words("en")[kind if kind in DECISIONS else "other"]
                assert subject == f"BANG! table {table}: {decision}", (subject, kind)
                # the table waits on him (72 hours) and nothing else happens: no more mail
                assert await box.next(timeout=2.0) is None, "a second mail for one wait"
                for task in readers:
                    task.cancel()
                for client in (watcher, anna):
                    await client.close()
                return turn

            turn = asyncio.run(after_the_kill())
            for client in clients:
                every_frame.extend(client.raw)
            assert query(db, "SELECT mailed_turn FROM seat_mail WHERE table_id = ?", table) == [(turn,)]
            logs = "".join(p.log() for p in cluster.processes)
        assert every_frame and not any(ADDRESS in frame for frame in every_frame)
        assert ADDRESS not in logs
