"""Which of a player's moves would change nothing at the table but spend their cards: a Beer
at full life, a Saloon when nobody is hurt, a Canteen used at full life... (docs/warnings.md).

The web table asks once more before it sends such a move. It learns which they are from the
server (``LegalAction.warn``: ``"no_effect"``), not from a copy of the cards' rules: each card
played or used in the play phase is tried on a copy of the game, and the move has no effect
when the table its player would see afterwards is the table before, less the cards it spent
(gone to the discard pile, or onto the deck under Abandoned Mine) and with the same player
still to play. No card is named here; an event that changes what a card does is read with it.

Only what the deciding player may see is compared (``observation(seat)``): whether a move
changes it never tells anything that player could not see. A move that takes a card from the
deck ("draw!", drawing) changes the deck's count, whatever the card: it is never "no effect".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Action, ActionType
from ..box import CARD_GOES_IN_PLAY, CARD_ID
from ..view import observation

if TYPE_CHECKING:
    from ..rules import Game

NO_EFFECT = "no_effect"
_TRIED = (ActionType.PLAY, ActionType.USE)


def no_effect_moves(game: Game, seat: int, legal: tuple[Action, ...] | list[Action]) -> set[Action]:
    """The moves of ``legal`` (``seat``'s, in their play phase) that would change nothing but
    spend their cards; empty for any other decision."""
    pending = game.pending
    if pending is None or pending.player != seat or pending.kind != "play" or game.winner is not None:
        return set()
    before = observation(game, seat).to_json()
    out: set[Action] = set()
    for action in legal:
        if action.type not in _TRIED or action.card is None:
            continue
        if action.type is ActionType.PLAY and action.as_kind is None and CARD_GOES_IN_PLAY[action.card]:
            continue  # a card put in play stays there: never "nothing"
        trial = game.clone()
        trial.apply_legal(action)
        if _only_spent(before, observation(trial, seat).to_json(), action, seat):
            out.add(action)
    return out


def _only_spent(before: dict[str, Any], after: dict[str, Any], action: Action, seat: int) -> bool:
    """Whether ``after`` is ``before`` less the cards ``action`` spent."""
    used = CARD_ID[action.card] if action.type is ActionType.USE and action.card is not None else None
    spent = [CARD_ID[c] for c in (action.card, *action.cards) if c is not None]
    from_hand = [c for c in spent if c != used]
    expected = {k: v for k, v in before.items() if k not in _LOOSE}
    hand = list(expected["hand"])
    for card in from_hand:
        if card not in hand:
            return False
        hand.remove(card)
    expected["hand"] = hand
    me = dict(expected["players"][seat])
    me["hand_count"] -= len(from_hand)
    if used is not None:
        me["in_play"] = [c for c in me["in_play"] if c != used]
    if "hand" in me:  # every hand face up (Sacagaway)
        me["hand"] = hand
    expected["players"] = [me if i == seat else p for i, p in enumerate(expected["players"])]
    if expected != {k: v for k, v in after.items() if k not in _LOOSE}:
        return False
    old: list[str] = before["discard"]
    new: list[str] = after["discard"]
    deck: int = before["deck_count"]
    on_discard = new[:len(old)] == old and sorted(new[len(old):]) == sorted(spent) and after["deck_count"] == deck
    on_deck = new == old and after["deck_count"] == deck + len(spent)  # (Abandoned Mine)
    return on_discard or on_deck


# what a move's cards change by themselves (compared apart), and why each card cannot be played
_LOOSE = frozenset({"discard", "deck_count", "refusals"})
