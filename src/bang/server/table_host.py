"""What a table's host may do once its game is under way: hold the game (no clock runs and
nobody acts until it plays on; the decision at hand then gets its whole time again) and give
the seat of a player gone for good to a bot, for the rest of the game. The host proves it
with the host token, as for starting the game."""

from __future__ import annotations

from . import protocol as p
from .link_tokens import is_token_of
from .table_seats import Peer
from .table_state import TableState


class HostPowers(TableState):
    """The part of ``Table`` that does what its host asks (mixed into it)."""

    def _host_may(self, peer: Peer, host_token: str, what: str) -> bool:
        """Whether ``host_token`` is the host's and the game is under way; else ``peer`` is told."""
        if not is_token_of(host_token, self.host_hash):
            peer.send(p.error("forbidden", f"only the host can {what} (wrong host_token)"))
            return False
        if self.status != "playing" or self.game is None:
            peer.send(p.error("forbidden", f"only a game under way: the host cannot {what} now"))
            return False
        return True

    def hold(self, peer: Peer, host_token: str, on: bool) -> None:
        """The host holds the game (``on``) or plays it on (stored: a restart keeps it held)."""
        if not self._host_may(peer, host_token, "pause the game" if on else "play the game on"):
            return
        if self.held != on:
            self.held = on
            self.store.set_held(self.id, on)
            if not on:
                self.fresh_clock()  # the decision at hand: its whole time again
            self.schedule()
        self.send_table()
        self.send_states()

    def replace(self, peer: Peer, host_token: str, seat_no: int) -> None:
        """A bot plays seat ``seat_no`` for the rest of the game; its token holds it no more."""
        if not self._host_may(peer, host_token, "give a seat to a bot"):
            return
        if seat_no >= len(self.seats) or self.seats[seat_no].record.bot:
            peer.send(p.error("forbidden", f"seat {seat_no} holds no player to replace"))
            return
        seat = self.seats[seat_no]
        if seat.peer is not None:
            peer.send(p.error("forbidden", f"seat {seat_no}'s player is at the table: only a seat whose "
                                           "player is gone can be given to a bot"))
            return
        seat.record.bot, seat.record.token_hash, seat.record.timed_out = True, None, False
        seat.timeouts, seat.away = 0, False
        self.store.save_seat(self.id, seat.record)
        self.schedule()
        self.send_table()
