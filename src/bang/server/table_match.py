"""A table's game in its match: the score so far, who keeps their character, the next game's
deal ("play again" makes its table) and the players' say about both once the game is over."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, cast

from ..match import Match, MatchOptions
from . import protocol as p
from .store import MatchRecord
from .table_seats import Peer
from .table_state import TableState

if TYPE_CHECKING:
    from .table import Table


class MatchPlay(TableState):
    """The part of ``Table`` that plays a match (mixed into it)."""

    def scores(self) -> list[int]:
        """Games won by each seat in this match, this game's winners included once it is over."""
        wins = list(self.match.score) if self.match is not None else [0] * len(self.seats)
        if self.game is not None and self.game.over:
            for seat in self.game.winners():
                wins[seat] += 1
        return wins

    def keeps(self) -> list[bool]:
        """Once the game is over: who keeps their character next game (survivors who did not
        say no: bots and absent players keep theirs)."""
        assert self.game is not None
        return [p.alive and self.keep.get(p.seat, True) for p in self.game.players]

    def next_deal(self) -> tuple[int, MatchRecord]:
        """The next game of the match, once this one is over: its seed, and the roles and
        characters it deals (``bang.match``: the Sheriff passes clockwise with the option)."""
        assert self.game is not None and self.game.over
        options = MatchOptions(rotate_sheriff=self.settings.rotate_sheriff, game=self.game_options())
        match = Match([s.record.name or "" for s in self.seats], secrets.randbits(63), options)
        match.games.append(self.game)
        game = match.next_game(self.keeps())
        return game.seed, MatchRecord(
            game=(self.match.game if self.match is not None else 1) + 1,
            score=self.scores(),
            roles=[p.role.value for p in game.players],
            characters=[p.character.value for p in game.players],
            previous=self.id,
        )

    def match_info(self) -> p.MatchInfo:
        over = self.status == "over" and self.game is not None and self.game.over
        return p.MatchInfo(game=self.match.game if self.match is not None else 1, score=self.scores(),
                           keep=self.keeps() if over else None)

    def again(self, peer: Peer) -> None:
        if peer.seat is None or self.seats[peer.seat].record.bot:
            peer.send(p.error("forbidden", "only a seated player can ask for another game"))
            return
        if self.status != "over":
            peer.send(p.error("forbidden", "the game is not over"))
            return
        if self.next_table is None and self.on_again is not None:
            self.next_table = self.on_again(cast("Table", self))  # (a part of one: the table itself)
        self.send_table()

    def keep_character(self, peer: Peer, keep: bool) -> None:
        if peer.seat is None or self.seats[peer.seat].record.bot:
            peer.send(p.error("forbidden", "only a seated player chooses their character"))
            return
        if self.status != "over" or self.game is None:
            peer.send(p.error("forbidden", "the game is not over"))
            return
        if self.next_table is not None:
            peer.send(p.error("forbidden", "the next game has already been dealt"))
            return
        if not self.game.players[peer.seat].alive:
            peer.send(p.error("forbidden", "you were eliminated: you get a new character"))
            return
        self.keep[peer.seat] = keep
        self.send_table()
