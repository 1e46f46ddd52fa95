"""The base game's own steps: the "draw!"s of Dynamite and Jail at the start of a turn,
the Duel, Indians! and the General Store. Each resolves, asks, answers and describes
itself (``state.Step``); ``turn_checks`` is the ruleset's hook that pushes the two
"draw!"s when a turn begins.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ...actions import Action, ActionType
from ...events import EventType
from ...ruleset import CheckFor
from ...state import Step
from ...steps import Hit, played_as
from ...vocabulary import Kind

if TYPE_CHECKING:
    from ...rules import Game, Pending

E: Final = EventType
PASS: Final = ActionType.PASS
CHOOSE: Final = ActionType.CHOOSE


def turn_checks(game: Game, seat: int) -> None:
    """A turn begins: Dynamite's "draw!", then Jail's (the last pushed is resolved first)."""
    if game.players[seat].in_play:  # nothing to check in front of an empty board
        game.stack.append(JailCheck(seat))
        game.stack.append(DynamiteCheck(seat))


@dataclass(slots=True)
class DynamiteCheck(Step):
    player: int
    flip: int | None = None  # the "draw!" card, once flipped

    draw_purpose = "dynamite"

    def take_flip(self, card: int) -> None:
        self.flip = card

    def resolve(self, game: Game) -> bool:
        seat = self.player
        dynamite = game.flip_for_card(self, Kind.DYNAMITE)
        if dynamite is None or self.flip is None:
            return True
        game.players[seat].in_play.remove(dynamite)
        if game.check_passes(self.flip, CheckFor.DYNAMITE):
            game.discard.append(dynamite)
            damage = game.ruleset.dynamite_damage
            game.emit(E.DYNAMITE_EXPLODED, seat, cards=(dynamite,), amount=damage)
            game.stack.append(Hit(seat, damage, None))
        else:
            # to the next player on the left without a Dynamite (two are in the box with
            # Dodge City); with none such, it stays
            nxt = game.next_alive(seat)
            while nxt != seat and game.has_kind(nxt, Kind.DYNAMITE):
                nxt = game.next_alive(nxt)
            game.players[nxt].in_play.append(dynamite)
            if nxt != seat:
                game.emit(E.DYNAMITE_PASSED, seat, nxt, cards=(dynamite,))
        return True


@dataclass(slots=True)
class JailCheck(Step):
    player: int
    flip: int | None = None

    draw_purpose = "jail"

    def take_flip(self, card: int) -> None:
        self.flip = card

    def resolve(self, game: Game) -> bool:
        seat = self.player
        jail = game.flip_for_card(self, Kind.JAIL)
        if jail is None or self.flip is None:
            return True
        game.players[seat].in_play.remove(jail)
        game.discard.append(jail)
        if game.check_passes(self.flip, CheckFor.JAIL):
            game.emit(E.JAIL_ESCAPED, seat, cards=(jail,))
        else:
            game.emit(E.JAIL_STAYED, seat, cards=(jail,))
            game.end_turn()
        return True


@dataclass(slots=True)
class Duel(Step):
    player: int  # who must discard a BANG! now
    other: int
    source: int  # who played the Duel
    # BANG!s each duelist discarded so far: (the one who played the Duel, the other),
    # read when it ends (Molly Stark draws for hers then)
    discarded: tuple[int, int] = (0, 0)

    def resolve(self, game: Game) -> bool:
        if not game.players[self.player].alive or not game.players[self.other].alive:
            game.stack.pop()
            self._over(game)
            return True
        return False

    def _over(self, game: Game) -> None:
        """The Duel is over: a duelist who answered out of turn draws for the BANG!s (Molly Stark)."""
        challenged = self.other if self.player == self.source else self.player
        for seat, count in zip((self.source, challenged), self.discarded, strict=True):
            game.answered_out_of_turn(seat, count)

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self.player
        return game.decision(seat, "respond", game.answer_cards(seat, Kind.BANG) + [Action(seat, PASS)])

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        if action.type is PASS:
            game.emit(E.PASSED, action.player)
            self._over(game)
            game.stack.append(Hit(self.player, 1, self.source))
            return
        assert action.card is not None
        game.discard_from_hand(action.player, action.card)
        game.emit(E.ANSWERED, action.player, self.other, cards=(action.card,), count=1, detail=played_as(action))
        mine, theirs = self.discarded
        discarded = (mine + 1, theirs) if action.player == self.source else (mine, theirs + 1)
        game.stack.append(Duel(self.other, self.player, self.source, discarded))

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "duel", "from": self.other, "source": self.source}


@dataclass(slots=True)
class Indians(Step):
    player: int
    source: int

    def resolve(self, game: Game) -> bool:
        if not game.players[self.player].alive:
            game.stack.pop()
            return True
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self.player
        return game.decision(seat, "respond", game.answer_cards(seat, Kind.BANG) + [Action(seat, PASS)])

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        if action.type is PASS:
            game.emit(E.PASSED, action.player)
            game.stack.append(Hit(self.player, 1, self.source))
            return
        assert action.card is not None
        game.discard_from_hand(action.player, action.card)
        game.emit(E.ANSWERED, action.player, self.source, cards=(action.card,), count=1, detail=played_as(action))
        game.answered_out_of_turn(action.player, 1)

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "indians", "from": self.source}


@dataclass(slots=True)
class GeneralStore(Step):
    order: tuple[int, ...]  # who picks, in order
    next_index: int = 0

    def resolve(self, game: Game) -> bool:
        while self.next_index < len(self.order) and not game.players[self.order[self.next_index]].alive:
            self.next_index += 1
        if self.next_index >= len(self.order) or not game.revealed:
            game.stack.pop()
            for c in game.revealed:  # nobody left to pick: the rest is discarded
                game.discard.append(c)
            game.revealed.clear()
            return True
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self.order[self.next_index]
        return game.decision(seat, "choose", [Action(seat, CHOOSE, cards=(c,)) for c in game.revealed])

    def answer(self, game: Game, action: Action) -> None:
        card = action.cards[0]
        game.revealed.remove(card)
        game.players[action.player].hand.append(card)
        game.emit(E.PICKED, action.player, cards=(card,), count=1)
        self.next_index += 1

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "general_store", "from": self.order[0]}
