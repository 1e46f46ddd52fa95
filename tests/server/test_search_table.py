"""Search bots at a table: they think in a worker thread, so the server keeps serving
every other table meanwhile, and a move thought for a decision the table has left
behind is dropped."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from pathlib import Path
from typing import Any, Protocol

from table_client import TableClient

from bang.actions import Action, ActionType
from bang.bots import Seen, decide, sharp_bot
from bang.scenario import parse_action, setup
from bang.server import protocol as p
from bang.server.store import Store
from bang.server.table import Timing
from bang.server.tables import Tables
from bang.state import Rng

HANG_S = 120  # only a hung table takes this long: each wait below is for an event
THINKING_S = 0.05  # a stretch between two moves this long is a search bot thinking (it thinks ~100 ms)


class Server(Protocol):
    """What this file uses of tests/server/conftest.py's ``Server`` (not imported: the
    name ``conftest`` is ambiguous when tests/e2e runs in the same session)."""

    def ws(self, table: str) -> str: ...
    def create(self, **settings: object) -> dict[str, str]: ...
    def info(self, table: str) -> dict[str, object]: ...


def _quickest(legal: list[dict[str, Any]]) -> int:
    """The test player's move: take the hit, end the turn (so the game ends sooner)."""
    for wanted in ("pass", "end"):
        for action in legal:
            if action.get("do") == wanted:
                return int(action["code"])
    return int(legal[0]["code"])


def test_search_bots_play_to_the_end_while_another_table_is_served(server: Server) -> None:
    async def scenario() -> None:
        created = server.create(seats=4, bots=3, bot_level="search")
        table = created["table"]
        player = await TableClient.open(server.ws(table), label="player")
        await player.expect("welcome")
        await player.join("Ann")
        other = await TableClient.open(server.ws(server.create(seats=4, bots=1)["table"]), label="other")
        await other.expect("welcome")
        await player.send(type="start", host_token=created["host_token"])

        # When each pong from the other table came, and each move of this one (and whether a bot
        # was to decide after it): while a search bot thinks, a server whose loop is free answers
        # the other table's pings; one that thought on its loop would answer them only after the
        # move. Read from the order of events, not from how long they took.
        pongs: list[float] = []
        moves: list[tuple[float, bool]] = []
        done = asyncio.Event()

        async def ping() -> None:
            while not done.is_set():
                await other.send(type="ping")
                await other.expect("pong", timeout=HANG_S)
                pongs.append(time.perf_counter())
                await asyncio.sleep(0.02)

        async def play() -> None:
            try:
                while True:
                    state = player.state
                    if state is not None and state["view"]["winner"] is not None:
                        return
                    if player.my_turn():
                        assert state is not None
                        await player.send(type="act", code=_quickest(state["legal"]), version=state["version"])
                    await player.expect("state", timeout=HANG_S)  # an error frame (an illegal move) fails
                    moves.append((time.perf_counter(), not player.my_turn()))
            finally:
                done.set()

        started = time.perf_counter()
        await asyncio.gather(play(), ping())
        assert player.state is not None
        thinking = [(at, moves[i + 1][0]) for i, (at, bots) in enumerate(moves[:-1])
                    if bots and moves[i + 1][0] - at >= THINKING_S]
        answered = sum(1 for pong in pongs for start, end in thinking if start < pong < end)
        print(f"\nsearch table: {player.state['version']} actions in {time.perf_counter() - started:.1f} s; "
              f"{len(pongs)} pongs from another table, {answered} while a bot thought ({len(thinking)} thoughts)")
        assert thinking and answered >= len(thinking), "the other table waited while the bots thought"
        deadline = time.monotonic() + 10
        while server.info(table)["status"] != "over":  # over, not paused: every move was legal
            assert time.monotonic() < deadline, server.info(table)
            await asyncio.sleep(0.05)
        await player.close()
        await other.close()

    asyncio.run(scenario())


class _Peer:
    """A connection as the table sees it, keeping every frame sent to it."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.log_sent = 0
        self.greeted = False
        self.frames: list[dict[str, Any]] = []

    def send(self, frame: bytes) -> None:
        self.frames.append(json.loads(frame))

    def close(self, code: int, reason: str) -> None:
        pass


def test_a_move_thought_for_a_decision_left_behind_is_dropped(tmp_path: Path) -> None:
    """Seat 0's player is away: its bot thinks (held on a gate) while the player comes
    back and acts; the bot's answer, now stale, is dropped and the game plays on."""
    gate = threading.Event()
    thought: list[Action] = []

    def held_bot(seen: Seen) -> Action:
        assert gate.wait(10), "the test never opened the gate"
        # A copy: the same move as the player's may be the only one (or the player may pick
        # it), and only the object tells the bot's answer from the player's in ``played``.
        move = seen.legal[-1]._replace()
        thought.append(move)
        return move

    async def scenario() -> None:
        tables = Tables(Store(tmp_path / "tables.db"), Timing(bot_delay=0, grace=0.05))
        created = tables.create(p.Settings(seats=4, bots=3, bot_level="search"))
        table = tables.get(created.table)
        assert table is not None
        played: list[Action] = []
        real_play = table.play

        def recording_play(action: Action) -> None:
            played.append(action)
            real_play(action)

        # The moment the held answer is back on the loop and judged: the test waits for
        # it, not for ``thinking`` to fall (the other seats' search bots think after it,
        # so on a slow machine ``thinking`` may stay up from one bot to the next).
        judged = asyncio.Event()
        real_thought = table._thought

        def recording_thought(seat: int, version: int, done: asyncio.Future[Action]) -> None:
            try:
                real_thought(seat, version, done)
            finally:
                if not done.cancelled() and done.exception() is None and done.result() in thought:
                    judged.set()

        table.play = recording_play  # type: ignore[method-assign]
        table._thought = recording_thought  # type: ignore[method-assign]
        table.bots[0] = held_bot  # seat 0's bot, once its player is away
        ann = _Peer()
        table.connect(ann)
        table.receive(ann, p.Hello(token=None))
        table.receive(ann, p.Join(name="Ann"))
        token = next(f["token"] for f in ann.frames if f["type"] == "joined")
        table.receive(ann, p.Start(host_token=created.host_token))
        table.disconnect(ann)  # away after the grace: the other search bots play on, then seat 0's thinks
        loop = asyncio.get_running_loop()
        deadline = loop.time() + HANG_S
        while not (table.thinking and table.game is not None and table.game.pending is not None
                   and table.game.pending.player == 0):
            assert table.status == "playing" and loop.time() < deadline, table.status
            await asyncio.sleep(0.01)
        version = table.version

        back = _Peer()  # the player is back, and answers before the bot does
        table.connect(back)
        table.receive(back, p.Hello(token=token))
        assert table.game is not None
        mine = table.game.legal_actions(0)[0]
        table.receive(back, p.Act(code=mine.encode(), version=version))
        assert table.version == version + 1
        gate.set()
        await asyncio.wait_for(judged.wait(), HANG_S)
        # Judged: had it been played, it would have been in that very callback.
        assert thought and all(a is not thought[0] for a in played), "the stale move was played"
        assert table.status in ("playing", "over"), table.message
        assert not [f for f in back.frames if f["type"] == "error"], back.frames
        assert played[version] == mine  # the player's move, not the bot's
        table.stop_clock()

    asyncio.run(scenario())



def test_an_error_in_the_thinking_thread_pauses_the_table(tmp_path: Path) -> None:
    def broken_bot(seen: Seen) -> Action:
        raise RuntimeError("the bot broke (test)")

    async def scenario() -> None:
        tables = Tables(Store(tmp_path / "tables.db"), Timing(bot_delay=0, grace=0.05))
        created = tables.create(p.Settings(seats=4, bots=3, bot_level="search"))
        table = tables.get(created.table)
        assert table is not None
        table.bots.update((seat, broken_bot) for seat in range(4))
        ann = _Peer()
        table.connect(ann)
        table.receive(ann, p.Hello(token=None))
        table.receive(ann, p.Join(name="Ann"))
        table.receive(ann, p.Start(host_token=created.host_token))
        table.disconnect(ann)  # every seat is played by a (broken) bot
        loop = asyncio.get_running_loop()
        deadline = loop.time() + 10
        while table.status == "playing":
            assert loop.time() < deadline
            await asyncio.sleep(0.01)
        assert table.status == "paused" and table.version == 0 and not table.thinking
        table.stop_clock()

    asyncio.run(scenario())


def test_an_out_of_time_choice_at_a_search_table_is_made_by_a_quick_bot(tmp_path: Path) -> None:
    """A player out of time at a General Store pick (no natural default): the choice is
    made on the loop, so not by the seat's search bot (100 ms of thinking each) but by
    a quick sharp one."""

    def searching(seen: Seen) -> Action:
        raise AssertionError("the seat's search bot was asked on the loop")

    tables = Tables(Store(tmp_path / "tables.db"), Timing(bot_delay=0, grace=0.05))
    created = tables.create(p.Settings(seats=4, bots=3, bot_level="search"))
    table = tables.get(created.table)
    assert table is not None
    players = [{"name": n, "role": r, "character": "bart_cassidy", "hand": h}
               for n, r, h in (("A", "sheriff", ["general_store"]), ("B", "outlaw", []),
                               ("C", "outlaw", []), ("D", "renegade", []))]
    game = setup({"seed": 3, "players": players, "turn": "A", "phase": "play",
                  "deck": ["barrel", "bang", "beer", "missed"]})
    game.apply(parse_action(game, {"player": "A", "do": "play", "card": "general_store"}))
    assert game.pending is not None and game.pending.player == 0 and game.pending.kind == "choose"
    table.game = game
    table.bots[0] = searching
    move = table.natural_default(table.seats[0])
    assert move.type is ActionType.CHOOSE and move in game.legal_actions(0)
    assert move == decide(sharp_bot(Rng(0)), game, 0, table.events)  # sharp's pick
