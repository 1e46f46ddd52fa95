"""Issue 31, done when: three friends and two bots play a turn-based table over days (a
scaled clock: an hour of the table is 0.36 s of the test) across a restart, each told by
mail when it is their turn (a real SMTP server, aiosmtpd).

Each friend gives an address and leaves. A friend who gets a mail opens the table with their
token after a while (two hours and a half of the table), plays every decision the table
waits on them for, and leaves; now and then they let a deadline pass (the default is played).
Each decision has six hours (the friend comes with three and a half to spare, a loaded machine too). Half-way the server is stopped and started again: the deadlines and the addresses are kept,
the mails go on. The game ends; nobody had their seat given to a bot (never, by default)."""

from __future__ import annotations

import asyncio
import random
import re
import time
from pathlib import Path
from typing import Any

from mail_inbox import SENDER, Inbox
from serving import HOST, Server
from table_client import TableClient

SCALE = 0.0001  # an hour of the table: 0.36 s
FRIENDS = ("Anna", "Boris", "Vera")
STOP = re.compile(r"/mail/stop/[A-Za-z0-9_-]+")


def waits_on(state: dict[str, Any] | None, seat: int) -> bool:
    return (state is not None and state["view"]["winner"] is None and state["view"]["pending"] is not None
            and state["view"]["pending"]["player"] == seat)


class DaysServer(Server):
    """The tests' server on a scaled clock, sending mail to the inbox's SMTP server."""

    def __init__(self, db: Path, smtp_port: int) -> None:
        super().__init__(db, bot_delay=0.0, grace=3600.0, clock_scale=SCALE)
        self.smtp_port = smtp_port

    def serve_flags(self) -> list[str]:
        return [*super().serve_flags(), "--smtp", f"smtp://{HOST}:{self.smtp_port}", "--mail-from", SENDER]


def test_three_friends_and_two_bots_play_over_days_across_a_restart_told_by_mail(
        tmp_path: Path, inbox: tuple[Inbox, int]) -> None:
    handler, smtp_port = inbox
    server = DaysServer(tmp_path / "days.db", smtp_port).start()
    created = server.create(seats=5, bots=2, turn_based=True, decision_hours=6)
    table = created["table"]
    tokens: dict[str, str] = {}
    seats: dict[str, int] = {}
    mails = {name: 0 for name in FRIENDS}
    rng = random.Random(31)

    async def sit_down() -> None:
        clients = []
        for name in FRIENDS:
            client = await TableClient.open(server.ws(table), label=name)
            await client.expect("welcome")
            await client.join(name)
            await client.send(type="mail", address=f"{name.lower()}@example.org", lang="en")
            while not (await client.expect("mail"))["set"]:  # (the one after joining says none yet)
                pass
            assert client.seat is not None and client.token is not None
            tokens[name], seats[name] = client.token, client.seat
            clients.append(client)
        await clients[0].send(type="start", host_token=created["host_token"])
        await clients[0].expect("state")
        for client in clients:
            await client.close()

    late = 0

    async def act_or_late(friend: TableClient) -> None:
        """A random legal act, answered by the next state; or refused as ``stale`` where the
        decision's deadline passed while the friend read it (a loaded machine stretches the
        test's seconds, not the table's hours): its default was played, the table moved on."""
        nonlocal late
        assert friend.state is not None
        version = friend.state["version"]
        await friend.act_randomly(rng)
        while True:
            frame = await friend.next()
            if frame["type"] == "error":
                assert frame["code"] == "stale", frame
                late += 1
            elif frame["type"] == "state" and frame["version"] > version:
                return

    async def days(until_mails: int, seconds: float) -> bool:
        """Friends answer their mails until ``until_mails`` came in all or the game is over (True)."""
        deadline = time.monotonic() + seconds
        while sum(mails.values()) < until_mails:
            assert time.monotonic() < deadline, f"the game did not go on: {mails}"
            mail = await handler.next(timeout=5)
            if mail is None:
                if server.info(table)["status"] == "over":
                    return True
                continue
            (to,) = mail.to
            name = next(n for n in FRIENDS if to == f"{n.lower()}@example.org")
            text = mail.text()
            assert f"/t/{table}" in text and STOP.search(text), text
            mails[name] += 1
            if rng.random() < 0.2:
                continue  # this one lets the deadline pass: the default is played
            await asyncio.sleep(2.5 * 3600 * SCALE)  # two hours and a half later, the friend comes
            friend = await TableClient.open(server.ws(table), token=tokens[name], label=name)
            await friend.expect("welcome")
            state = await friend.expect("state")
            assert state["bot_controlled"] is False, name  # never given to a bot
            while waits_on(friend.state, seats[name]):
                await act_or_late(friend)
            await friend.close()
        return server.info(table)["status"] == "over"

    try:
        asyncio.run(sit_down())
        started = time.monotonic()
        over = asyncio.run(days(until_mails=6, seconds=120))
        assert not over, "the game ended before the restart"
        server.stop()  # the server stops for a while: the deadlines are kept in the store
        time.sleep(0.5)
        server.start()
        over = asyncio.run(days(until_mails=10_000, seconds=240))
        hours = (time.monotonic() - started) / (3600 * SCALE)
        assert over, f"the game did not end: {mails}"
        assert all(mails[name] >= 1 for name in FRIENDS), mails  # each told by mail when it was their turn
        assert hours >= 72, f"{hours:.0f} hours: not three days"  # (131 to 250 seen)
        print(f"\nturn-based game: {hours:.0f} hours of the table ({hours / 24:.1f} days), mails {mails},"
              f" {late} acts too late")
        info = server.info(table)
        assert not any(s["bot_controlled"] for s in info["seats"])  # type: ignore[union-attr]
    finally:
        server.stop()
