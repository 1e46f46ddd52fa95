"""Why each card of a player's hand cannot be played now, as a code and its facts.

The browser dims the cards it cannot play and says why, in the player's language,
so the reason travels as a code plus numbers (seats, distances), never as English
text. Only the deciding player's own hand is explained, and only while they may
play a card (their play phase, an answer, or dying); every fact named here is one
that player may already see (distances, their weapon's reach, cards in play).

Codes: ``missed_answer_only``, ``bang_used``, ``out_of_reach`` (``target``,
``distance``, ``reach``), ``panic_too_far`` (``target``, ``distance``),
``no_cards``, ``jail_no_target``, ``already_in_play``, ``cannot_answer``,
``beer_two_left``, ``only_beer``, ``not_now``.
"""

from __future__ import annotations

from typing import Any

from .actions import ActionType
from .cards import CARD_ID, CARD_IS_BLUE, CARD_KIND, Kind
from .rules import WEAPON_KINDS, Game

Reason = dict[str, Any]


def hand_refusals(game: Game, seat: int) -> dict[str, Reason]:
    """``{card id: reason}`` for every card of ``seat``'s hand that has no legal play now."""
    pending = game.pending
    if game.winner is not None or pending is None or pending.player != seat:
        return {}
    if pending.kind not in ("play", "respond", "dying"):
        return {}
    playable = {a.card for a in game.legal_actions(seat) if a.type is ActionType.PLAY}
    out: dict[str, Reason] = {}
    for card in game.players[seat].hand:
        card_id = CARD_ID[card]
        if card in playable or card_id in out:
            continue  # two copies share an id, a kind and so a reason
        if pending.kind == "respond":
            out[card_id] = {"code": "cannot_answer"}
        elif pending.kind == "dying":
            beer = CARD_KIND[card] is Kind.BEER
            out[card_id] = {"code": "beer_two_left" if beer else "only_beer"}
        else:
            out[card_id] = _play_reason(game, seat, card)
    return out


def _play_reason(game: Game, seat: int, card: int) -> Reason:
    kind = CARD_KIND[card]
    janet = game.counts_as(seat, card, Kind.BANG) is not None
    if kind is Kind.MISSED and not janet:
        return {"code": "missed_answer_only"}
    if kind in (Kind.BANG, Kind.MISSED):
        if not game.can_play_bang(seat):
            return {"code": "bang_used"}
        nearest = _nearest(game, seat)
        if nearest is not None:
            return {"code": "out_of_reach", "target": nearest[0], "distance": nearest[1],
                    "reach": game.reach(seat)}
    if kind is Kind.PANIC:
        nearest = _nearest(game, seat)
        if nearest is not None and nearest[1] > 1:
            return {"code": "panic_too_far", "target": nearest[0], "distance": nearest[1]}
        return {"code": "no_cards"}
    if kind is Kind.CAT_BALOU:
        return {"code": "no_cards"}
    if kind is Kind.JAIL:
        return {"code": "jail_no_target"}
    if CARD_IS_BLUE[card] and kind not in WEAPON_KINDS and game.has_kind(seat, kind):
        return {"code": "already_in_play"}
    return {"code": "not_now"}


def _nearest(game: Game, seat: int) -> tuple[int, int] | None:
    """The closest other living player and their distance (the first clockwise on a tie)."""
    others = game.distances_from(seat)
    return min(others, key=lambda sd: sd[1]) if others else None
