"""The steps of A Fistful of Cards' events: what a card asks of the players (Blood
Brothers' gift, Ranch's swap, each round of Russian Roulette, the answer to a Ricochet)
or makes at a turn's end (Vendetta's "draw!"). Each resolves, asks, answers and
describes itself (``state.Step``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ...actions import Action, ActionType
from ...box import CARD_ID, Suit
from ...events import EventType
from ...state import Step
from ...steps import Hit
from ..event_cards import deck_of

if TYPE_CHECKING:
    from ...rules import Game, Pending

E: Final = EventType
EVENT: Final = ActionType.EVENT
PASS: Final = ActionType.PASS
PLAY: Final = ActionType.PLAY


@dataclass(slots=True)
class BloodBrothers(Step):
    """At the start of his turn a player may lose a life point (not his last) for another
    player of his choice to regain one."""

    player: int
    name = "blood_brothers"

    def resolve(self, game: Game) -> bool:
        if game.players[self.player].hp > 1 and game.others_clockwise(self.player):
            return False
        game.stack.pop()
        return True

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self.player
        gifts = [Action(seat, EVENT, target=t) for t in game.others_clockwise(seat) if not game.players[t].ghost]
        return game.decision(seat, "event", [*gifts, Action(seat, PASS)])

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        if action.type is PASS:
            return
        assert action.target is not None
        seat = action.player
        game.emit(E.EVENT_EFFECT, seat, action.target, detail="blood_brothers")
        game.players[seat].hp -= 1
        game.emit(E.DAMAGED, seat, seat, amount=1)
        game.heal(action.target, 1)


@dataclass(slots=True)
class Ranch(Step):
    """After phase 1, once, a player may discard cards of his hand and draw as many: he
    marks them one at a time (``EVENT`` with one card), then swaps them (``EVENT`` with
    none), or declines (``PASS``)."""

    player: int
    marked: tuple[int, ...] = ()  # (his own cards: nobody else is told which until he swaps)
    name = "ranch"

    def resolve(self, game: Game) -> bool:
        if game.players[self.player].hand:
            return False
        game.stack.pop()
        return True

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self.player
        options = [Action(seat, EVENT, cards=(c,)) for c in sorted(game.players[seat].hand) if c not in self.marked]
        if self.marked:
            options.append(Action(seat, EVENT))  # swap the marked cards now
        else:
            options.append(Action(seat, PASS))
        return game.decision(seat, "event", options)

    def answer(self, game: Game, action: Action) -> None:
        if action.type is EVENT and action.cards:
            self.marked = tuple(sorted((*self.marked, *action.cards)))
            return
        game.stack.pop()
        if action.type is PASS:
            return
        seat = action.player
        hand = game.players[seat].hand
        swapped = tuple(c for c in self.marked if c in hand)  # (an ability at any time may have spent one)
        for c in swapped:
            hand.remove(c)
            game.discard.append(c)
        game.emit(E.DISCARDED, seat, cards=swapped, count=len(swapped), detail="ranch")
        game.draw(seat, len(swapped))

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "ranch", "count": len(self.marked)}


@dataclass(slots=True)
class RussianRoulette(Step):
    """As the card is revealed: from the Sheriff on, each player in turn discards a Missed!,
    round after round, until one does not: he loses 2 life points, and it stops."""

    order: tuple[int, ...]  # the living players, clockwise from the Sheriff
    next_index: int = 0
    name = "russian_roulette"

    def _player(self, game: Game) -> int | None:
        alive = [s for s in self.order if game.players[s].alive and not game.players[s].ghost]
        if len(alive) < 2:
            return None
        for _ in range(len(self.order)):
            seat = self.order[self.next_index % len(self.order)]
            if game.players[seat].alive:
                return seat
            self.next_index += 1
        return None

    def resolve(self, game: Game) -> bool:
        if self._player(game) is not None:
            return False
        game.stack.pop()
        return True

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self._player(game)
        assert seat is not None
        missed = [a for a in game.missed_answers(seat) if a.type is PLAY]
        return game.decision(seat, "respond", [*missed, Action(seat, PASS)])

    def answer(self, game: Game, action: Action) -> None:
        seat = action.player
        if action.type is PASS:
            game.stack.pop()
            game.emit(E.PASSED, seat, detail="russian_roulette")
            game.stack.append(Hit(seat, 2, None))
            return
        assert action.card is not None
        game.discard_from_hand(seat, action.card)
        game.emit(E.ANSWERED, seat, cards=(action.card,), count=1, detail="russian_roulette")
        self.next_index += 1

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "russian_roulette"}


@dataclass(slots=True)
class Ricochet(Step):
    """A BANG! card discarded against a card in play: its owner saves it with a Missed!, or
    it is discarded."""

    player: int  # the card's owner
    card: int  # the card in play aimed at
    shooter: int
    name = "ricochet"

    def resolve(self, game: Game) -> bool:
        owner = game.players[self.player]
        if owner.alive and self.card in owner.in_play:
            return False
        game.stack.pop()  # gone already
        return True

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self.player
        return game.decision(seat, "respond", [*game.missed_answers(seat), Action(seat, PASS)])

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        seat = action.player
        if action.type is PASS:
            game.emit(E.PASSED, seat, detail="ricochet")
            game.discard_in_play(seat, self.card)
            game.emit(E.DISCARDED, seat, cards=(self.card,), count=1, detail="ricochet")
            return
        assert action.card is not None
        if action.type is ActionType.USE:
            game.discard_in_play(seat, action.card)
            game.emit(E.USED, seat, self.shooter, cards=(action.card,), count=1)
        else:
            game.discard_from_hand(seat, action.card)
            game.emit(E.ANSWERED, seat, self.shooter, cards=(action.card,), count=1, detail="ricochet")
            game.answered_out_of_turn(seat, 1)
        game.after_missed(seat, action)

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "ricochet", "from": self.shooter, "card": CARD_ID[self.card]}


@dataclass(slots=True)
class Vendetta(Step):
    """At the end of his turn a player "draws!": on Hearts he plays another turn (whose end
    draws nothing)."""

    player: int
    flip: int | None = None
    draw_purpose = "vendetta"

    def take_flip(self, card: int) -> None:
        self.flip = card

    def resolve(self, game: Game) -> bool:
        if self.flip is None:
            self.flip = game.flip(self.player, self.draw_purpose)
            if self.flip is None:
                return True  # Lucky Duke chooses first
        game.stack.pop()
        if self.flip >= 0 and game.suit_of(self.flip) is Suit.HEARTS:
            game.another_turn = True
            deck = deck_of(game)
            if deck is not None:
                deck.notes["vendetta"] = self.player  # its end draws nothing
            game.emit(E.EVENT_EFFECT, self.player, detail="vendetta")
        return True
