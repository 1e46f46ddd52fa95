"""Tumbleweed: an orange card whose holder may spend 1 of its charges to have any player's
"draw!" made again, once its card is known (Lucky Duke's pick made) and before it counts.

The ``check_drawn`` hook asks the holder (``TumbleweedAsk``: ``use`` the Tumbleweed, or
``pass``); the card drawn again may be made again too, a charge each time. The card that
counts goes to the step that asked for the "draw!" (``Step.take_flip``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ...actions import Action, ActionType
from ...box import CARD_ID, kind_cards
from ...events import EventType
from ...state import Step
from . import box as ad
from .charges import count, in_play_anywhere, take

if TYPE_CHECKING:
    from ...rules import Game, Pending

E: Final = EventType
COST: Final = 1  # charges a "draw!" made again costs
TUMBLEWEED_CARDS: Final[frozenset[int]] = kind_cards(ad.TUMBLEWEED)
"""The box's Tumbleweed (numbered as it was imported)."""


def _tumbleweed(game: Game, seat: int) -> int | None:
    """``seat``'s Tumbleweed, if it can be used now (a charge on it, his cards working)."""
    card = game.card_in_play(seat, ad.TUMBLEWEED)
    if card is None or count(game, seat, card) < COST or not game.cards_work(seat):
        return None
    return card


def _holder(game: Game, seat: int) -> int | None:
    """Who may have ``seat``'s "draw!" made again: the first living player clockwise from him
    (he first) with a Tumbleweed ready (the box has one)."""
    if not in_play_anywhere(game, TUMBLEWEED_CARDS):
        return None  # (none in play: the usual case)
    for s in (seat, *game.others_clockwise(seat)):
        if game.players[s].alive and _tumbleweed(game, s) is not None:
            return s
    return None


def check_drawn(game: Game, seat: int, card: int, purpose: str) -> bool:
    """The ``check_drawn`` hook: a holder of a Tumbleweed ready is asked first."""
    holder = _holder(game, seat)
    if holder is None:
        return False
    game.stack.append(TumbleweedAsk(holder, seat, card, purpose))
    return True


@dataclass(slots=True)
class TumbleweedAsk(Step):
    """``holder`` may spend a charge of his Tumbleweed to have ``player``'s "draw!" (``card``,
    for ``purpose``) made again; the step below asked for it."""

    holder: int
    player: int
    card: int
    purpose: str

    name = "tumbleweed"

    def resolve(self, game: Game) -> bool:
        if game.players[self.holder].alive and _tumbleweed(game, self.holder) is not None:
            return False
        game.stack.pop()
        game.stack[-1].take_flip(self.card)
        return True

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        card = _tumbleweed(game, self.holder)
        assert card is not None
        return game.decision(self.holder, "respond", [
            Action(self.holder, ActionType.USE, card=card, target=self.player), Action(self.holder, ActionType.PASS)])

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        if action.type is ActionType.PASS:
            game.stack[-1].take_flip(self.card)
            return
        assert action.card is not None
        take(game, self.holder, action.card, COST)
        game.emit(E.USED, self.holder, self.player, cards=(action.card,), count=1, detail="tumbleweed")
        again = game.flip(self.player, self.purpose)  # (Lucky Duke picks again; it may be made again too)
        if again is not None:
            game.stack[-1].take_flip(again)

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "tumbleweed", "player": self.player, "card": CARD_ID[self.card], "for": self.purpose}


_LUCKY_SUITS: Final = {"barrel": "H", "jail": "H", "bomb": "HD", "julie_cutter": "HD", "rattlesnake": "HDC"}
"""The suits that go the drawing player's way, for the "draw!"s a bot weighs."""


def went_against(prompt: dict[str, Any], seat: int | None) -> bool:
    """Whether the "draw!" a ``tumbleweed`` prompt shows went against ``seat``'s own interest
    (his own Barrel or Jail failing, his Dynamite exploding, his Bomb losing charges): what a
    plain bot holding the Tumbleweed has made again."""
    card, purpose = str(prompt.get("card", "")), prompt.get("for")
    if prompt.get("player") != seat or "/" not in card:
        return False
    code = card.split("/")[1]
    rank, suit = code[:-1], code[-1:]
    if purpose == "dynamite":
        return suit == "S" and rank in ("2", "3", "4", "5", "6", "7", "8", "9")
    lucky = _LUCKY_SUITS.get(str(purpose))
    return lucky is not None and suit not in lucky
