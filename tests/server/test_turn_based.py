"""Turn-based tables (issue 31): each decision has the host's ``decision_hours`` as an
absolute time kept in the store, so a restart changes no deadline and a deadline passed while
the server was down is met once it is back; a decision out of time gets its natural default,
and a bot plays the seat only after the host's ``misses_to_bot`` (never by default), never
because its player closed the page. The clocks are scaled (``--clock-scale``): an hour of
the table is a few seconds of the test."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from serving import Server
from table_client import TableClient, seat_players

HOUR_S = 3.6  # an hour of the table in the tests: --clock-scale 0.001


async def ann_pending(server: Server, **settings: object) -> tuple[str, TableClient]:
    """A started turn-based table (Ann at seat 0, three bots) where Ann must decide now."""
    for _ in range(5):
        created = server.create(seats=4, bots=3, turn_based=True, **settings)
        (ann,) = await seat_players(server.ws(created["table"]), 1, host_token=created["host_token"])
        while True:
            state = await ann.expect("state", timeout=30)
            if ann.my_turn() or state["view"]["winner"] or not state["view"]["players"][0]["alive"]:
                break
        if ann.my_turn():
            return created["table"], ann
        await ann.close()
    raise AssertionError("Ann never had a decision")


async def next_decision_of_ann(ann: TableClient, after: int) -> dict[str, object] | None:
    """The state where Ann must decide again after version ``after``; None if she is out."""
    while True:
        state = await ann.expect("state", timeout=30)
        if state["view"]["winner"] or not state["view"]["players"][0]["alive"]:
            return None
        if ann.my_turn() and state["version"] > after:
            return state


def test_a_deadline_is_kept_across_a_restart_and_one_passed_meanwhile_is_met_once(
        make_server: Callable[..., Server], store_db: str) -> None:
    server = make_server(bot_delay=0.05, grace=0.2, db=store_db, clock_scale=0.001)

    async def before() -> tuple[str, str, float]:
        table, ann = await ann_pending(server, decision_hours=72)  # 259 s here: not over during the test
        assert ann.state is not None
        left = ann.state["deadline"]
        assert 200 < left <= 72 * HOUR_S, left  # hours, not turn_seconds
        await ann.close()
        assert ann.token is not None
        return table, ann.token, left

    table, token, left_before = asyncio.run(before())
    stopped = time.monotonic()
    server.stop()
    server.start()

    async def after() -> None:
        ann = await TableClient.open(server.ws(table), token=token, label="Ann again")
        await ann.expect("welcome")
        state = await ann.expect("state")
        # the same deadline, as far off as before less the time that passed (a new one would be 259 s)
        assert ann.my_turn() and state["deadline"] <= left_before - (time.monotonic() - stopped) + 0.5, \
            (state["deadline"], left_before)
        await ann.close()

    asyncio.run(after())

    # A deadline that passes while the server is stopped: met once, as soon as it is back.
    async def short() -> tuple[str, str, int]:
        table, ann = await ann_pending(server, decision_hours=1)
        assert ann.state is not None and ann.token is not None
        await ann.close()
        return table, ann.token, ann.state["version"]

    table, token, version = asyncio.run(short())
    server.stop()
    time.sleep(HOUR_S + 0.5)
    server.start()

    async def met() -> None:
        # (the server may have met it before she is back: the table, parked, comes back at its deadline)
        ann = await TableClient.open(server.ws(table), token=token, label="Ann back")
        await ann.expect("welcome")
        state = await ann.expect("state")
        while state["version"] == version:  # her default, played on the server's first clock
            state = await ann.expect("state", timeout=15)
        assert state["bot_controlled"] is False  # one deadline missed: the seat is hers
        if ann.my_turn():  # her next decision: a deadline of its own
            assert 0 < state["deadline"] <= HOUR_S, state["deadline"]
        await ann.close()

    asyncio.run(met())


def test_missed_deadlines_hand_the_seat_to_a_bot_only_as_the_host_chose(make_server: Callable[..., Server]) -> None:
    server = make_server(bot_delay=0.05, grace=0.2, clock_scale=0.001)

    async def away_and_idle() -> None:
        table, ann = await ann_pending(server, decision_hours=1)
        assert ann.state is not None and ann.token is not None
        version = ann.state["version"]
        await ann.close()  # she closes the page: with a grace of 0.2 s a bot would take a live table's seat
        await asyncio.sleep(1.0)  # five graces, well within her hour (3.6 s)
        info = server.info(table)
        assert info["deciding"] == 0 and info["seats"][0]["bot_controlled"] is False, info  # type: ignore[index]
        ann = await TableClient.open(server.ws(table), token=ann.token, label="Ann back")
        await ann.expect("welcome")
        state = await ann.expect("state")
        assert state["version"] == version  # nobody played for her meanwhile
        # She lets three decisions run out: each gets its natural default, the seat stays hers.
        while state["timeouts"] < 3:
            state = await ann.expect("state", timeout=30)
            if state["view"]["winner"] or not state["view"]["players"][0]["alive"]:
                break
            assert state["bot_controlled"] is False, state["timeouts"]
            assert state["misses_to_bot"] == 0 and state["timed_out"] is False, state  # never: the page says so
        await ann.close()

    async def after_two() -> None:
        for _ in range(5):
            table, ann = await ann_pending(server, decision_hours=1, misses_to_bot=2)
            assert ann.state is not None
            state = await next_decision_of_ann(ann, ann.state["version"])  # the first ran out
            if state is None:
                await ann.close()
                continue
            assert state["timeouts"] == 1 and state["bot_controlled"] is False
            assert state["misses_to_bot"] == 2 and state["timed_out"] is False
            frame = await ann.expect("table", timeout=15)  # the second: a bot plays her seat
            while not frame["table"]["seats"][0]["bot_controlled"]:
                frame = await ann.expect("table", timeout=15)
            await ann.close()
            return
        raise AssertionError("Ann never had two decisions in a row to let run out")

    asyncio.run(away_and_idle())
    asyncio.run(after_two())


def test_a_state_frame_tells_the_page_the_tables_misses_to_bot(make_server: Callable[..., Server]) -> None:
    """Each ``state`` carries the table's ``misses_to_bot`` (the host's choice at a
    turn-based table, 0 for never) and ``timed_out``: the page words its banner from them
    ("2 more missed deadlines and a bot takes your seat"), never from a rule of its own."""
    server = make_server(bot_delay=0.05, grace=0.2, clock_scale=0.001)

    async def told() -> None:
        for misses in (3, 0):
            table, ann = await ann_pending(server, decision_hours=72, misses_to_bot=misses)
            assert ann.state is not None
            assert ann.state["misses_to_bot"] == misses, ann.state
            assert ann.state["timeouts"] == 0 and ann.state["timed_out"] is False, ann.state
            await ann.close()

    asyncio.run(told())


def test_a_missed_deadline_still_counts_after_a_restart(make_server: Callable[..., Server], store_db: str) -> None:
    """The deadlines a seat missed in a row are stored: with ``misses_to_bot`` 2, one missed
    before a restart and one after hand the seat to a bot (on both stores)."""
    server = make_server(bot_delay=0.05, grace=0.2, db=store_db, clock_scale=0.001)

    async def one_missed() -> tuple[str, str, int]:
        for _ in range(5):
            table, ann = await ann_pending(server, decision_hours=1, misses_to_bot=2)
            assert ann.state is not None and ann.token is not None
            state = await next_decision_of_ann(ann, ann.state["version"])  # the first ran out
            await ann.close()
            if state is not None:  # her next decision waits: the restart comes within its hour
                assert state["timeouts"] == 1 and state["bot_controlled"] is False, state
                return table, ann.token, state["version"]
        raise AssertionError("Ann never had a decision after a first one ran out")

    table, token, version = asyncio.run(one_missed())
    server.stop()
    server.start()

    async def second_missed() -> None:
        ann = await TableClient.open(server.ws(table), token=token, label="Ann again")
        await ann.expect("welcome")
        state = await ann.expect("state")
        if state["version"] == version:  # her hour is not over yet: the count came back with the table
            assert state["timeouts"] == 1 and state["bot_controlled"] is False, state
        while not state["bot_controlled"]:  # her second deadline in a row: a bot plays her seat
            state = await ann.expect("state", timeout=15)
        assert state["timeouts"] == 2 and state["timed_out"] is True and state["misses_to_bot"] == 2
        await ann.close()

    asyncio.run(second_missed())


def test_the_host_holds_the_game_and_gives_a_gone_players_seat_to_a_bot(make_server: Callable[..., Server]) -> None:
    server = make_server(bot_delay=0.05, grace=0.2, clock_scale=0.001)
    created = server.create(seats=4, bots=2, turn_based=True, decision_hours=1)
    table, host = created["table"], created["host_token"]

    async def held() -> tuple[str, int]:
        ann, bob = await seat_players(server.ws(table), 2, host_token=host)
        state = await ann.expect("state", timeout=30)
        while not (ann.my_turn() or bob.my_turn()):  # (the bots play until a person must decide)
            state = await ann.expect("state", timeout=30)
        deciding = ann if ann.my_turn() else bob
        await bob.send(type="hold", host_token="not the host's", on=True)
        assert (await bob.expect("error"))["code"] == "forbidden"
        await ann.send(type="hold", host_token=host, on=True)
        frame = await ann.expect("table")
        assert frame["table"]["held"] is True
        state = await ann.expect("state")
        assert state["deadline"] is None  # no clock runs
        assert deciding.state is not None
        await deciding.send(type="act", code=deciding.state["legal"][0]["code"], version=state["version"])
        assert (await deciding.expect("error"))["code"] == "held"
        await asyncio.sleep(HOUR_S + 0.5)  # past the decision's hour: nothing is played while held
        assert server.info(table)["held"] is True
        version = state["version"]
        await ann.send(type="hold", host_token=host, on=False)
        frame = await ann.expect("table")
        assert frame["table"]["held"] is False
        state = await ann.expect("state")
        assert state["version"] == version and HOUR_S - 1 < state["deadline"] <= HOUR_S  # its whole hour again
        await ann.send(type="hold", host_token=host, on=True)  # held again, across a restart
        await ann.expect("table")
        assert bob.token is not None
        token = bob.token
        await ann.close()
        await bob.close()
        return token, version

    bob_token, version = asyncio.run(held())
    server.stop()
    server.start()

    async def replaced() -> None:
        info = server.info(table)
        assert info["held"] is True and info["status"] == "playing"
        watcher = await TableClient.open(server.ws(table), label="host")
        await watcher.expect("welcome")
        await watcher.send(type="replace", host_token=host, seat=2)  # a bot's seat: nobody to replace
        assert (await watcher.expect("error"))["code"] == "forbidden"
        await watcher.send(type="replace", host_token=host, seat=1)  # Bob is gone for good
        frame = await watcher.expect("table")
        assert frame["table"]["seats"][1]["bot"] is True and frame["table"]["seats"][1]["name"] == "P1"
        bob = await TableClient.open(server.ws(table), token=bob_token, hello=True, label="Bob")
        assert (await bob.next())["code"] == "forbidden"  # his token holds no seat any more
        await watcher.send(type="hold", host_token=host, on=False)
        while True:  # the game plays on, Bob's seat played by its bot
            state = await watcher.expect("state", timeout=30)
            if state["version"] > version:
                break
        await watcher.close()

    asyncio.run(replaced())
