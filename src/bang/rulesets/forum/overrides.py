"""The master's overrides: a life, a card, a ruling set by hand, each with its reason.

004 leaves the master the last word. An override is a record like a move: it is kept
in the game's record at the point it was made (``at_round``, ``after_moves``: the
round and how many of its moves were posted), so a replay meets it at the same place,
and it is logged as an ``override_*`` event in the round whose post it amends.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from typing import TYPE_CHECKING

from ...errors import MalformedAction
from .cards import EQUIPMENT, TABLE, slot_of
from .log import ForumEventType
from .state import JSON

if TYPE_CHECKING:
    from .game import ForumGame

LIFE, GIVE_CARD, TAKE_CARD, EQUIP, UNEQUIP, RULING = (
    "life", "give_card", "take_card", "equip", "unequip", "ruling")
KINDS = (LIFE, GIVE_CARD, TAKE_CARD, EQUIP, UNEQUIP, RULING)
PRIVATE_KINDS = frozenset({GIVE_CARD, TAKE_CARD})  # a hand is its player's secret


@dataclass(frozen=True)
class Override:
    """``kind`` done to ``player``: ``life`` sets the life to ``value``; ``give_card`` and
    ``take_card`` add a card to or remove one from the hand; ``equip`` and ``unequip``
    put a card in play or take it away; ``ruling`` is the master's word alone."""

    kind: str
    reason: str
    player: int | None = None
    value: int = 0
    card: str = ""
    amends: int = 0  # the round whose post shows it (0: the round it was made in)
    at_round: int = 0
    after_moves: int = 0

    def placed(self, at_round: int, after_moves: int) -> Override:
        return replace(self, at_round=at_round, after_moves=after_moves)

    def to_json(self) -> JSON:
        return {k: v for k, v in asdict(self).items()
                if v not in ("", None) and (v != 0 or k in ("value", "player"))}

    @staticmethod
    def from_json(data: object) -> Override:
        if not isinstance(data, dict):
            raise MalformedAction("an override is an object")
        kind, reason = data.get("kind"), data.get("reason")
        if kind not in KINDS:
            raise MalformedAction(f"no override {kind!r}; one of {', '.join(KINDS)}")
        if not isinstance(reason, str) or not reason.strip():
            raise MalformedAction("an override needs its reason")
        player, card = data.get("player"), data.get("card", "")
        if player is not None and (isinstance(player, bool) or not isinstance(player, int)):
            raise MalformedAction("player must be a seat number")
        if not isinstance(card, str):
            raise MalformedAction("card must be a card name")
        numbers = {}
        for key in ("value", "amends", "at_round", "after_moves"):
            value = data.get(key, 0)
            if isinstance(value, bool) or not isinstance(value, int):
                raise MalformedAction(f"{key} must be a whole number")
            numbers[key] = value
        return Override(kind=kind, reason=reason.strip(), player=player, card=card, **numbers)


def apply_override(game: ForumGame, o: Override) -> None:
    """Do ``o`` to the game and log it; MalformedAction (nothing changed) when it cannot be."""
    seat = _check(game, o)
    if o.kind == LIFE:
        p = game.players[seat]
        p.life = o.value
        if o.value == 0 and p.conscious:
            _log(game, o)
            game.fall(seat, None)
            return
        if o.value > 0:
            p.unconscious = False
    elif o.kind == GIVE_CARD:
        game.players[seat].hand.append(o.card)
    elif o.kind == TAKE_CARD:
        game.players[seat].hand.remove(o.card)
    elif o.kind == EQUIP:
        game.players[seat].equipment[slot_of(o.card)] = o.card
    elif o.kind == UNEQUIP:
        del game.players[seat].equipment[slot_of(o.card)]
    _log(game, o)


def _log(game: ForumGame, o: Override) -> None:
    game.log(ForumEventType(f"override_{o.kind}"), o.player, cards=(o.card,) if o.card else (),
             card_count=1 if o.card else 0, amount=o.value, detail=o.reason, round_no=o.amends,
             private_to=(o.player,) if o.kind in PRIVATE_KINDS and o.player is not None else None)


def _check(game: ForumGame, o: Override) -> int:
    if o.kind == RULING:
        if o.player is not None and not 0 <= o.player < len(game.players):
            raise MalformedAction(f"no player {o.player}")
        return -1
    if o.player is None or not 0 <= o.player < len(game.players):
        raise MalformedAction("this override needs a player")
    p = game.players[o.player]
    if not p.alive:
        raise MalformedAction(f"{p.name} is out of the game")
    if o.kind == LIFE and not 0 <= o.value <= p.max_life:
        raise MalformedAction(f"{p.name}'s life is 0 to {p.max_life}, not {o.value}")
    if o.kind in (GIVE_CARD, TAKE_CARD, EQUIP, UNEQUIP) and o.card not in TABLE:
        raise MalformedAction(f"no card {o.card!r}")
    if o.kind == TAKE_CARD and o.card not in p.hand:
        raise MalformedAction(f"{p.name} holds no {o.card}")
    if o.kind == EQUIP and o.card not in EQUIPMENT:
        raise MalformedAction(f"{o.card} does not go in play")
    if o.kind == UNEQUIP and p.equipment.get(slot_of(o.card)) != o.card:
        raise MalformedAction(f"{p.name} has no {o.card} in play")
    if o.kind == GIVE_CARD and not p.conscious:
        raise MalformedAction(f"{p.name} is unconscious and holds no cards")
    return o.player
