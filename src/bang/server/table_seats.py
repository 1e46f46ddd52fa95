"""A table's seats and the people at them: who holds which seat (its token), who is connected,
who sat down or left, taking a seat back from a bot; the spectators' cap."""

from __future__ import annotations

import asyncio
import math
import time
from dataclasses import dataclass
from typing import Protocol

from . import protocol as p
from .link_tokens import is_token_of, new_token, seat_of, token_hash
from .names import NameRefused, seat_name
from .store import SeatRecord
from .table_state import TableState

BOT_NAMES = ("Doc", "Dusty", "Hank", "Jake", "Lou", "Mabel", "Tex")  # "Bot Doc"... unlike any friend
MAX_SPECTATORS = 100  # watchers of one table (its seats' holders are always let in)


class Peer(Protocol):
    """One websocket, as a table sees it."""

    seat: int | None  # the seat it holds (None: a visitor or spectator)
    log_sent: int  # how many log entries it has been sent
    greeted: bool  # it said hello

    def send(self, frame: bytes) -> None: ...

    def close(self, code: int, reason: str) -> None: ...


@dataclass(slots=True)
class Seat:
    """A seat: what is stored (``record``) plus who is connected to it now."""

    record: SeatRecord
    peer: Peer | None = None
    away: bool = False  # disconnected past the grace period: a bot plays it
    disconnected_at: float = 0.0
    auto_answer: bool = False  # the server answers its single-choice decisions at once
    left_at: int | None = None  # the log's length when it lost its connection or its seat to a bot

    @property
    def timeouts(self) -> int:
        """Its decisions in a row that ran out of time (``SeatRecord.timeouts``: stored by
        whoever changes it, so that a restart or a parked table's return counts on)."""
        return self.record.timeouts

    @timeouts.setter
    def timeouts(self, count: int) -> None:
        self.record.timeouts = count

    @property
    def bot_controlled(self) -> bool:
        """A human seat that a bot plays for now (timed out, or away)."""
        return not self.record.bot and (self.record.timed_out or self.away)

    @property
    def played_by_bot(self) -> bool:
        return self.record.bot or self.bot_controlled


class Seating(TableState):
    """The part of ``Table`` that seats people (mixed into it)."""


    def hello(self, peer: Peer, token: str | None) -> None:
        if token is not None:
            number = seat_of(token, (s.record.token_hash for s in self.seats))
            if number is None:
                peer.send(p.error("forbidden", "this token holds no seat at this table"))
                peer.close(1008, "forbidden")
                return
            seat = self.seats[number]
            if seat.peer is not None:
                peer.send(p.error(
                    "seat_taken",
                    f"seat {seat.record.seat} is open in another tab or window: play on there, "
                    "or close it and reload this page",
                ))
                peer.close(1008, "seat_taken")
                return
            seat.peer = peer
            peer.seat = seat.record.seat
            self._seated_changed()
            if seat.away:
                seat.away = False
                self.fresh_clock_for(seat)  # back in time for a fresh clock
            self.schedule()
        elif sum(1 for other in self.peers if other.greeted and other.seat is None) >= MAX_SPECTATORS:
            peer.send(p.error("table_full", f"this table already has {MAX_SPECTATORS} spectators"))
            peer.close(1008, "table_full")
            return
        peer.greeted = True
        peer.send(p.encode(p.Welcome(peer.seat, self.info(), self.card_facts())))
        if self.game is not None:
            self.send_state(peer)
        if token is not None:
            self.send_table()
            assert peer.seat is not None
            self.tell_what_was_missed(self.seats[peer.seat])
        self.chat.welcome(peer)

    def tell_what_was_missed(self, seat: Seat) -> None:
        """A player back at the seat: where the log went on without them (``away``)."""
        since, seat.left_at = seat.left_at, None
        if seat.peer is not None and since is not None and since < seat.peer.log_sent:
            seat.peer.send(p.encode(p.Away(since)))

    def join(self, peer: Peer, name: str) -> None:
        if self.status != "lobby":
            peer.send(p.error("forbidden", "the game has started: seats are taken in the lobby only"))
            return
        if peer.seat is not None:
            peer.send(p.error("forbidden", f"you already hold seat {peer.seat}"))
            return
        try:
            name = seat_name(name, (s.record.name for s in self.seats))
        except NameRefused as refused:
            peer.send(p.error(refused.code, str(refused)))
            return
        seat = next((s for s in self.seats if s.record.name is None and not s.record.bot), None)
        if seat is None:
            peer.send(p.error("table_full", "every seat is taken"))
            return
        token = new_token()
        seat.record.name = name
        seat.record.token_hash = token_hash(token)
        self.store.save_seat(self.id, seat.record)
        seat.peer = peer
        peer.seat = seat.record.seat
        self._seated_changed()
        peer.send(p.encode(p.Joined(seat.record.seat, token)))
        self.send_table()

    def host_starts(self, peer: Peer, host_token: str) -> None:
        if self.status != "lobby":
            peer.send(p.error("forbidden", "the game has already started"))
            return
        if not is_token_of(host_token, self.host_hash):
            peer.send(p.error("forbidden", "only the host can start the game (wrong host_token)"))
            return
        taken = {s.record.name for s in self.seats}
        spare = iter(f"Bot {n}" for n in BOT_NAMES if f"Bot {n}" not in taken)
        for seat in self.seats:
            if seat.record.name is None:
                seat.record.bot = True
                seat.record.name = next(spare)
        self.start_game()

    def auto_answer(self, peer: Peer, on: bool) -> None:
        if peer.seat is None:
            peer.send(p.error("forbidden", "only a seated player answers decisions"))
            return
        if self.game is None:
            peer.send(p.error("not_started", "the game has not started yet"))
            return
        self.seats[peer.seat].auto_answer = on
        self.schedule()
        self.send_state(peer)

    def back(self, peer: Peer) -> None:
        if peer.seat is None:
            peer.send(p.error("forbidden", "only a seated player can take a seat back"))
            return
        seat = self.seats[peer.seat]
        if seat.bot_controlled:
            self.take_back(seat)
        else:
            self.send_state(peer)

    def take_back(self, seat: Seat) -> None:
        seat.away = False
        if seat.record.timed_out or seat.timeouts:
            seat.record.timed_out, seat.timeouts = False, 0
            self.store.save_seat(self.id, seat.record)
        self.fresh_clock_for(seat)
        self.schedule()
        self.send_table()
        if seat.peer is not None:
            self.send_state(seat.peer)
        self.tell_what_was_missed(seat)

    def peer_left(self, peer: Peer) -> None:
        if peer in self.peers:
            self.peers.remove(peer)
        self.chat.forget(peer)
        if peer.seat is None:
            return
        seat = self.seats[peer.seat]
        if seat.peer is not peer:
            return
        seat.peer = None
        seat.disconnected_at = asyncio.get_running_loop().time()
        if seat.left_at is None and self.game is not None:
            seat.left_at = len(self.events)
        self._seated_changed()
        self.send_table()
        self.schedule()

    def _seated_changed(self) -> None:
        """A seated person came or went: before the game, ``seen`` is inf (stored) from the
        moment one is connected, then the time the last one left (``Tables.expire_lobbies``)."""
        if self.game is not None:
            return
        here = any(s.peer is not None for s in self.seats)
        if here == (self.seen == math.inf):
            return
        self.seen = math.inf if here else time.time()
        self.store.set_seen(self.id, self.seen)
