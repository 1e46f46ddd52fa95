"""A table's mail: a seated player of a turn-based table may give an address, to be told by
e-mail when the table waits on them and they are not connected (``bang.server.mail``).

The address is kept in the store per (table, seat) and read only here: no frame, replay,
record, log line or ``TableInfo`` holds it; its player is told only whether one is set (the
``mail`` frame, to their own connection). At most one mail a turn for a seat: the turn is the
game's ``turn_count`` (the picks of the characters are turn 0), and a decision out of turn (an
answer to a BANG!, a General Store's pick) is of the turn it is asked in, so a seat asked to
answer during another's turn and then to play its own gets two mails, one for each turn, and
a seat asked twice in one turn (a BANG!, then Indians!) one. The addresses of a table are
deleted when its game ends, and a seat's when its player removes it or follows a mail's stop
link.
"""

from __future__ import annotations

import time

from . import protocol as p
from .link_tokens import new_token, token_hash
from .mail import Mailer, TurnMail, address_refusal
from .table_seats import Peer
from .table_state import TableState


class Mailing(TableState):
    """The part of ``Table`` that mails its players (mixed into it)."""

    mailer: Mailer | None  # None: this server sends no mail (no --smtp)
    _mail_cleared: bool  # the table's addresses are deleted (its game is over)

    def init_mail(self, mailer: Mailer | None) -> None:
        self.mailer = mailer
        self._mail_cleared = False

    def mail_offered(self) -> bool:
        """Whether this table's seated players may give an address."""
        return self.mailer is not None and self.settings.turn_based and self.status in ("lobby", "playing")

    def tell_mail(self, peer: Peer) -> None:
        """After ``welcome``: a seated player of a table that mails learns whether an address is set."""
        if peer.seat is not None and peer.greeted and self.mail_offered():
            peer.send(p.encode(p.MailSet(self.store.load_mail(self.id, peer.seat) is not None)))

    def set_mail(self, peer: Peer, address: str | None, lang: str) -> None:
        """A seated player gives their address, or removes it (None)."""
        if peer.seat is None:
            peer.send(p.error("forbidden", "only a seated player gives an address, for their own seat"))
            return
        if self.mailer is None:
            peer.send(p.error("no_mail", "this server sends no mail (it was started without --smtp)"))
            return
        if not self.settings.turn_based:
            peer.send(p.error("no_mail", "mail is for turn-based tables only"))
            return
        if self.status not in ("lobby", "playing"):
            peer.send(p.error("no_mail", "this table's game is over: it sends no more mail"))
            return
        if address is None:
            self.store.clear_mail(self.id, peer.seat)
        else:
            refusal = address_refusal(address)
            if refusal is not None:
                peer.send(p.error("bad_address", refusal))
                return
            self.store.set_mail(self.id, peer.seat, address, lang)
        peer.send(p.encode(p.MailSet(address is not None)))

    def mail_waiting_seats(self) -> None:
        """The table announced a new state: each seat it waits on whose person is not connected
        (and no bot plays it) is mailed, once a turn, if it gave an address; once the game is
        over, every address of the table is deleted."""
        if self.mailer is None or not self.settings.turn_based:
            return
        if self.status == "over":
            if not self._mail_cleared:
                self._mail_cleared = True
                self.store.clear_mail(self.id)
            return
        game = self.game
        if self.status != "playing" or game is None or game.pending is None:
            return
        for seat in self.waiting_for():
            if seat.record.bot or seat.played_by_bot or seat.peer is not None:
                continue
            number = seat.record.seat
            found = self.store.load_mail(self.id, number)
            if found is None or found.mailed_turn >= game.turn_count:
                continue
            token = new_token()
            self.store.mailed(self.id, number, game.turn_count, token_hash(token))
            left = self.seconds_left()
            self.mailer.send(TurnMail(
                address=found.address, lang=found.lang, name=seat.record.name or "", table=self.id,
                decision="character" if self.picking() else game.pending.kind, turn=game.turn_count,
                deadline=None if left is None else time.time() + left, stop_token=token,
            ))
