"""Dodge City's green-bordered cards: put in play like blue ones, used from there by
discarding them, but only from the turn after the one they were put there in.

What the rule needs to remember, the cards put in play this turn, is a ``Piece`` of
the game (``GreenCards``) that the expansion's ``card_played`` hook fills; each green
card's rule reads it through ``CardRule.usable`` (``not_yet``). The core only asks
``Game.usable_now``: it knows no colour of border.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ...actions import Action
from ...box import CARD_ID, CARD_IS_GREEN, CARD_KIND
from ...errors import MalformedAction
from ...ruleset import Piece

if TYPE_CHECKING:
    from ...rules import Game
    from ...ruleset import Reason


class GreenCards(Piece):
    """The green cards put in play during the turn numbered ``turn`` (``Game.turn_count``):
    from any later turn they are usable. Public: everybody saw them put there."""

    key: ClassVar[str] = "dodge_city"
    __slots__ = ("turn", "cards")

    def __init__(self, turn: int, cards: list[int]) -> None:
        self.turn = turn
        self.cards = cards

    def copy(self) -> GreenCards:
        return GreenCards(self.turn, self.cards[:])

    def god(self, game: Game) -> dict[str, Any]:
        return {}  # printed as each player's "fresh" (``Game.not_usable_yet``)


def _piece(game: Game) -> GreenCards | None:
    piece = game.pieces.get(GreenCards.key)
    return piece if isinstance(piece, GreenCards) else None


def not_yet(game: Game, seat: int, card: int) -> Reason | None:
    """A green card's ``usable``: not in the turn it was put in play."""
    piece = _piece(game)
    if piece is not None and piece.turn == game.turn_count and card in piece.cards:
        return {"code": "green_fresh"}
    return None


def put_in_play(game: Game, seat: int, action: Action) -> None:
    """The ``card_played`` hook: a green card put in play is noted with the turn."""
    card = action.card
    if card is None or not CARD_IS_GREEN[card] or action.as_kind is not None:
        return
    if card not in game.players[seat].in_play and all(card not in p.in_play for p in game.players):
        return  # it did not stay in play
    piece = _piece(game)
    if piece is None or piece.turn != game.turn_count:
        piece = game.pieces[GreenCards.key] = GreenCards(game.turn_count, [])
    piece.cards.append(card)


def scenario(game: Game, position: dict[str, Any]) -> None:
    """A scenario's ``fresh`` (FORMAT.md): each player's green cards put in play this turn.
    In a position at the start of a turn they are usable already (the turn is a new one)."""
    cards: list[int] = []
    for spec, p in zip(position.get("players", []), game.players, strict=False):
        named = spec.get("fresh") if isinstance(spec, dict) else None
        if named is None:
            continue
        if not isinstance(named, list):
            raise MalformedAction(f"{p.name}: 'fresh' must be a list of cards")
        rest = list(p.in_play)
        for name in named:
            card = next((c for c in rest if _names(name, c)), None)
            if card is None:
                raise MalformedAction(f"{p.name}: 'fresh' names {name!r}, not in play in front of {p.name}")
            if not CARD_IS_GREEN[card]:
                raise MalformedAction(f"{p.name}: only green-bordered cards are 'fresh'")
            rest.remove(card)
            cards.append(card)
    if cards and position.get("phase", "play") == "play":
        game.pieces[GreenCards.key] = GreenCards(1, cards)  # the turn in progress is turn 1 (``Game.settle``)


def _names(spec: object, card: int) -> bool:
    """Whether a scenario's card (a kind's key, or a card's id ``kind/rank/suit``) names ``card``."""
    if not isinstance(spec, str):
        return False
    return CARD_ID[card] == spec if "/" in spec else CARD_KIND[card].key == spec
