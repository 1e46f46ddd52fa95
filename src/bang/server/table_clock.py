"""A table's clock, every rule of time in one place: each decision's deadline (the table's
``turn_seconds``; a turn-based table's ``decision_hours``, an absolute time kept in the
store), a bot's wait before it answers, a single choice answered at once for a
player who asked, the grace a disconnected player's seat waits, and what the clock does when
it goes off (the rule's natural default for a player out of time; a bot for the seat after
``TIMEOUTS_TO_BOT`` of them in a row, or once the grace is over; at a turn-based table, a bot
only after the host's ``misses_to_bot``, never by default, and none for a player away)."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass

from ..actions import Action
from .deadlines import loop_time_of
from .table_seats import Seat
from .table_state import TableState

TIMEOUTS_TO_BOT = 2  # decisions in a row out of time before a bot plays the seat


@dataclass(frozen=True, slots=True)
class Timing:
    bot_delay: float = 0.6  # a bot waits between half and one and a half times this before it plays
    grace: float = 15.0  # seconds a disconnected player's seat waits before a bot plays it
    # real seconds per second of a table's turn clock: 1 at a server; tests run 10-second
    # clocks in 1 second with 0.1 (tests/hooked_app.py --clock-scale)
    clock_scale: float = 1.0


class Clock(TableState):
    """The part of ``Table`` that keeps its clock (mixed into it)."""

    _timer: asyncio.TimerHandle | None
    _deadline: float | None  # loop time when the pending human's time is up
    _deadline_version: int  # the version that deadline belongs to
    _bot_at: float  # loop time when a bot answers the decision at hand
    # a turn-based table's deadline (time.time()) and the version of its decision, as stored
    _kept_deadline: tuple[float | None, int | None]

    def init_clock(self, deadline: float | None = None, deadline_version: int | None = None) -> None:
        """The clock of a table just made or rebuilt: ``deadline`` is the one a turn-based
        table stored for the decision at ``deadline_version`` (``TableRecord.deadline``)."""
        self._timer = None
        self.clock_stopped = False  # for good: the server is stopping
        self._deadline = None
        self._deadline_version = -1  # the version that deadline belongs to
        self._bot_at = 0.0  # loop time when a bot answers the decision at hand
        self._kept_deadline = (deadline, deadline_version)

    def same_decision_waits(self) -> None:
        """An action of another seat left the decision at hand as it was: its clock runs on
        (no new deadline for it)."""
        if self._deadline_version == self.version:
            self._deadline_version = self.version + 1
            kept, version = self._kept_deadline
            if kept is not None and version == self.version:
                self._kept_deadline = (kept, self.version + 1)
                self.store.set_deadline(self.id, kept, self.version + 1, self._deciding())

    def stop_clock(self) -> None:
        """For good: the server is stopping."""
        self.clock_stopped = True
        self.cancel_timer()

    def cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def waiting_for(self) -> list[Seat]:
        """The seats the game waits for: the pending one, or every seat yet to pick."""
        game = self.game
        if self.status != "playing" or game is None or game.pending is None or self.held:
            return []  # (held by its host: nobody is waited for, no clock runs)
        if self.picking():
            return [s for s in self.seats if s.record.seat not in self.picks]
        return [self.seats[game.pending.player]]

    def single_choice(self, seat: Seat) -> Action | None:
        """The seat's only legal action, if it has exactly one (and characters are not picked)."""
        if self.game is None or self.picking():
            return None
        legal = self.game.legal_actions(seat.record.seat)
        return legal[0] if len(legal) == 1 else None

    def schedule(self) -> None:
        """Set the one clock of the table: a bot's move, a single choice answered for a
        player who asked for that, a human's time, or a disconnected player's grace."""
        self.cancel_timer()
        if self.clock_stopped:
            return
        waiting = self.waiting_for()
        if not waiting:
            self._deadline = None
            return
        loop = asyncio.get_running_loop()
        now = loop.time()
        if self._deadline_version != self.version:  # a new decision: a new clock
            self._deadline_version = self.version
            self._deadline = None
            self._bot_at = now + self.bot_wait()
        humans = [s for s in waiting if not s.played_by_bot]
        if not humans:
            self._deadline = None
        elif self._deadline is None:
            self._deadline = self._new_deadline(now)
        times = [self._bot_at] if len(humans) < len(waiting) and not self.thinking else []
        for seat in humans:
            assert self._deadline is not None
            times.append(now if seat.auto_answer and self.single_choice(seat) else self._deadline)
            if seat.peer is None and not self.settings.turn_based:
                times.append(seat.disconnected_at + self.timing.grace)
        if times:  # none: a bot thinks, and its answer comes back by itself (``_thought``)
            self._timer = loop.call_at(min(times), self._on_timer)

    def _new_deadline(self, now: float) -> float:
        """The loop time at which the decision at hand is out of time: ``turn_seconds`` from
        now, or at a turn-based table ``decision_hours`` from when the decision began, kept in
        the store as an absolute time (the one kept for this decision if there is one: a
        restart changes nothing, and a deadline passed while the server was down is met at
        once when it comes back)."""
        settings, scale = self.settings, self.timing.clock_scale
        if not settings.turn_based:
            return now + settings.turn_seconds * scale
        kept, version = self._kept_deadline
        if kept is None or version != self.version:
            kept = time.time() + settings.decision_hours * 3600 * scale
            self._kept_deadline = (kept, self.version)
            self.store.set_deadline(self.id, kept, self.version, self._deciding())
        return loop_time_of(kept)

    def _deciding(self) -> int | None:
        """The seat the decision at hand waits for (None: every seat picks a character)."""
        pending = self.game.pending if self.game is not None else None
        return pending.player if pending is not None and not self.picking() else None

    def parkable(self) -> bool:
        """A turn-based table nobody is at, that waits only for people (or that its host
        holds): nothing happens there until a deadline or a visitor, so it need not stay in
        memory (``Tables.park``; ``wake_at`` says when it must be back)."""
        if (not self.settings.turn_based or self.status != "playing" or self.peers or self.unannounced
                or self.thinking):
            return False
        if self.held:
            return True
        waiting = self.waiting_for()
        return (bool(waiting) and not any(s.played_by_bot for s in waiting)
                and self._kept_deadline[0] is not None and self._kept_deadline[1] == self.version)

    def wake_at(self) -> float | None:
        """When a parked table must be back (time.time()): its deadline; None while held."""
        return None if self.held else self._kept_deadline[0]

    def misses_to_bot(self) -> int:
        """Decisions in a row out of time before a bot plays the seat (0: never): the host's
        choice at a turn-based table (never by default), else ``TIMEOUTS_TO_BOT``."""
        return self.settings.misses_to_bot if self.settings.turn_based else TIMEOUTS_TO_BOT

    def _on_timer(self) -> None:
        self._timer = None
        self.guarded(self._clock)

    def _clock(self) -> None:
        """The clock went off: each waiting seat whose time has come is answered for."""
        game = self.game
        waiting = self.waiting_for()
        if game is None or not waiting:
            return
        now = asyncio.get_running_loop().time()
        moves: list[Action] = []
        seats_changed = False
        out_of_time: Seat | None = None
        missed: list[Seat] = []  # their counts are stored once their defaults are played
        for seat in waiting:
            move = None
            if seat.played_by_bot:
                if now >= self._bot_at:
                    move = self.bots_move(seat)
            elif seat.auto_answer and (single := self.single_choice(seat)) is not None:
                move = single
            elif self._deadline is not None and now >= self._deadline:
                # Out of time: this decision only, with the rule's natural default; a bot
                # plays the seat only after misses_to_bot() of them in a row.
                seat.timeouts += 1
                out_of_time = seat
                missed.append(seat)
                move = self.natural_default(seat)
                if 0 < self.misses_to_bot() <= seat.timeouts:
                    seat.record.timed_out = True
                    seat.left_at = len(self.events) if seat.left_at is None else seat.left_at
                    seats_changed = True
            elif (seat.peer is None and not self.settings.turn_based
                  and now >= seat.disconnected_at + self.timing.grace):
                seat.away = True
                seats_changed = True
                move = self.bots_move(seat)
            if move is not None:
                moves.append(move)
        if seats_changed:
            self.send_table()
        if not moves:
            self.schedule()  # woke early
            return
        if self.picking():
            self.picks.update((m.player, m) for m in moves)
            self.picks_made()
            self._store_misses(missed)
            return
        self.play(moves[0])
        pending = game.pending
        while (out_of_time is not None and pending is not None and pending.kind == "discard"
               and pending.player == out_of_time.record.seat):
            self.play(self.natural_default(out_of_time))  # one timeout discards every card over the limit
            pending = game.pending
        self._store_misses(missed)
        if self.timing.bot_delay <= 0:
            self.play_bots_on()

    def _store_misses(self, missed: list[Seat]) -> None:
        """The seats that just ran out of time: their count (and whether a bot plays them now)
        stored, in the same transaction as the defaults played for them, so that a restart,
        or a parked table's return, counts on from there toward ``misses_to_bot``."""
        for seat in missed:
            self.store.save_seat(self.id, seat.record)

    def fresh_clock_for(self, seat: Seat) -> None:
        """A seat taken back from a bot gets a fresh clock if the decision at hand is its own."""
        pending = self.game.pending if self.game is not None else None
        if pending is not None and pending.player == seat.record.seat and not self.picking():
            self.fresh_clock()

    def fresh_clock(self) -> None:
        """The decision at hand gets its whole time again (a new deadline, stored anew)."""
        self._deadline_version = -1
        self._kept_deadline = (None, None)

    def seconds_left(self) -> float | None:
        if self._deadline is None or self.status != "playing" or self.held:
            return None
        return round(max(0.0, self._deadline - asyncio.get_running_loop().time()), 1)
