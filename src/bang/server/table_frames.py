"""What a table tells the people connected to it: its public facts (``TableInfo``, the card
facts) and each reader's state frame, built only from ``observation(seat)``, the legal
actions and the log as that reader may read it; one frame for spectators at the same point."""

from __future__ import annotations

from typing import Any

from ..view import action_json, event_view, picked
from . import protocol as p
from .no_effect import NO_EFFECT, no_effect_moves
from .table_seats import Peer
from .table_state import TableState


class Frames(TableState):
    """The part of ``Table`` that writes what its readers are sent (mixed into it)."""

    def info(self) -> p.TableInfo:
        game = self.game
        # what every spectator sees: each settled character, and whose decision it is
        settled = game is not None and not self.picking()  # (picks: every seat at once, none shown)
        characters = [pl.character.value if picked(game, pl.seat) else None for pl in game.players] \
            if game is not None and settled else [None] * len(self.seats)
        deciding = game.pending.player if game is not None and settled and game.pending is not None \
            and not game.over else None
        return p.TableInfo(
            id=self.id,
            status=self.status,
            settings=self.settings,
            seats=[
                p.SeatInfo(
                    seat=s.record.seat, name=s.record.name, bot=s.record.bot,
                    connected=s.peer is not None, bot_controlled=s.bot_controlled,
                    character=characters[s.record.seat] if s.record.seat < len(characters) else None,
                )
                for s in self.seats
            ],
            message=self.message,
            next_table=self.next_table,
            picked=sorted(self.picks) if self.picking() else None,
            match=self.match_info(),
            deciding=deciding,
            winner=game.winner.value if game is not None and game.over and game.winner is not None else None,
            held=self.held,
        )

    def send_table(self) -> None:
        frame = p.encode(p.TableChanged(self.info()))
        for peer in self.peers:
            if peer.greeted:
                peer.send(frame)

    def send_states(self) -> None:
        if self.game is None or self.unannounced:
            return
        shared: dict[int, bytes] = {}  # spectators at the same point of the log get one frame
        for peer in self.peers:
            if not peer.greeted:
                continue
            if peer.seat is None:
                start = peer.log_sent
                if start not in shared:
                    shared[start] = self._state_frame(None, start)
                peer.send(shared[start])
                peer.log_sent = len(self.events)
            else:
                self.send_state(peer)

    def send_state(self, peer: Peer) -> None:
        if self.game is None or self.unannounced:
            return  # it is sent with everybody's once the action is committed
        peer.send(self._state_frame(peer.seat, peer.log_sent))
        peer.log_sent = len(self.events)

    def _state_frame(self, seat: int | None, log_start: int) -> bytes:
        assert self.game is not None
        obs = self.game.observation(seat)
        log_entries = []
        for seq in range(log_start, len(self.events)):
            entry: dict[str, Any] = {"seq": seq}
            entry.update(event_view(self.events[seq], seat))
            log_entries.append(entry)
        seat_state = self.seats[seat] if seat is not None else None
        view = obs.to_json()
        legal = list(obs.legal_actions)
        picking = self.picking()
        if picking:  # every seat picks at once: each is offered its own two characters
            to_pick = seat is not None and seat not in self.picks
            legal = self.offers(seat) if seat is not None and to_pick else []
            first = seat if seat is not None and to_pick else min(set(range(len(self.seats))) - set(self.picks))
            view["pending"] = {"player": first, "kind": "character"}
        # the moves that would change nothing but spend their cards: the page asks before it
        # sends one (no_effect.py; docs/warnings.md)
        wasted = no_effect_moves(self.game, seat, legal) if seat is not None and legal and not picking else set()
        return p.encode_state(
            version=self.version,
            view=view,
            legal=[{**action_json(a), "warn": NO_EFFECT} if a in wasted else action_json(a) for a in legal],
            log=log_entries,
            deadline=self.seconds_left(),
            bot_controlled=seat_state is not None and seat_state.bot_controlled,
            auto_answer=seat_state is not None and seat_state.auto_answer,
            timeouts=seat_state.timeouts if seat_state is not None else 0,
            misses_to_bot=self.misses_to_bot(),
            timed_out=seat_state is not None and seat_state.bot_controlled and seat_state.record.timed_out,
        )
