"""What a shot paid with charges does once it is over: whether it was cancelled, and what
follows from that (a Buntline Special's discard, a Flintlock back in hand, the end of a Big
Fifty's hold on its target).

``AfterTheShot`` waits just below the shot (``steps.ShotAt``) it watches; the ``shot_landed``
hook marks it when the shot was not cancelled. It resolves once the shot, and the hit with
all that follows it, are over.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ...actions import Action, ActionType
from ...events import EventType
from ...state import Step
from ...steps import ShotAt

if TYPE_CHECKING:
    from ...rules import Game, Pending

E: Final = EventType

BIG_FIFTY_HOLD: Final = "big_fifty"
"""``Game.turn_uses`` key: 1 + the seat of the target of a Big Fifty's shot, while it resolves."""


@dataclass(slots=True)
class AfterTheShot(Step):
    """Below the shot of ``shooter`` at ``target``: once it is over, ``then`` follows:
    "big_fifty" (the target's cards and ability work again), "buntline_special" (cancelled:
    the target discards a card of his choice from hand), "flintlock" (cancelled: ``card``
    goes back to the shooter's hand)."""

    shooter: int
    target: int
    then: str
    card: int = -1
    landed: bool = False  # the shot was not cancelled (``shot_landed``)

    name = "after_the_shot"

    def resolve(self, game: Game) -> bool:
        game.stack.pop()
        cancelled = not self.landed and game.players[self.target].alive
        if self.then == BIG_FIFTY_HOLD:
            if game.turn_uses.pop(BIG_FIFTY_HOLD, 0):
                game.refresh_rules()
        elif not cancelled:
            pass
        elif self.then == "buntline_special" and game.players[self.target].hand:
            game.stack.append(DiscardFromHand(self.target, "buntline_special"))
        elif self.then == "flintlock" and game.players[self.shooter].alive and self.card in game.discard:
            game.discard.remove(self.card)
            game.players[self.shooter].hand.append(self.card)
            game.emit(E.PICKED, self.shooter, cards=(self.card,), count=1, detail="flintlock")
        return True


def watch(game: Game, shooter: int, target: int, then: str, card: int = -1) -> ShotAt | None:
    """Put an ``AfterTheShot`` below the shot at ``target`` just pushed (the stack's top); the
    shot, or None when there is none."""
    shot = game.stack[-1] if game.stack else None
    if not isinstance(shot, ShotAt) or shot.player != target:
        return None
    game.stack.insert(len(game.stack) - 1, AfterTheShot(shooter, target, then, card))
    return shot


def shot_landed(game: Game, shot: ShotAt) -> None:
    """The ``shot_landed`` hook: the shot was not cancelled (its ``AfterTheShot`` lies just below)."""
    below = game.stack[-1] if game.stack else None
    if isinstance(below, AfterTheShot) and below.target == shot.player:
        below.landed = True


@dataclass(slots=True)
class DiscardFromHand(Step):
    """``player`` discards a card of his choice from his hand (a Buntline Special's shot cancelled)."""

    player: int
    why: str

    name = "discard_from_hand"

    def resolve(self, game: Game) -> bool:
        p = game.players[self.player]
        if not p.alive or not p.hand:
            game.stack.pop()
            return True
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        hand = sorted(game.players[self.player].hand)
        return game.decision(self.player, "discard", [Action(self.player, ActionType.DISCARD, cards=(c,)) for c in hand])

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        for c in action.cards:
            game.discard_from_hand(self.player, c)
        game.emit(E.DISCARDED, self.player, cards=action.cards, count=len(action.cards), detail=self.why)

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": self.why, "count": 1}
