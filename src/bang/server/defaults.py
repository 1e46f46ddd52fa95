"""What a player out of time does: the rule's natural default for the decision at hand.

Only that one decision is taken for them (``Table`` hands the seat to a bot only after
two timeouts in a row): take the hit or be out ("pass"), end the turn ("end"), draw from
the deck, discard the least useful card; anything else (a card to choose) is the bot's
choice.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action, ActionType, DrawSource
from ..bots import Bot, decide
from ..cards import CARD_KIND, Kind
from ..events import Event
from ..rules import Game

# How much a card in hand is worth keeping, most useful last: a discard out of time
# drops the lowest first (Dynamite and Jail before weapons, BANG!, Beer and Missed!).
USEFULNESS = {
    Kind.DYNAMITE: 0, Kind.JAIL: 1, Kind.VOLCANIC: 2, Kind.SCHOFIELD: 2, Kind.REMINGTON: 2,
    Kind.REV_CARABINE: 2, Kind.WINCHESTER: 2, Kind.SCOPE: 3, Kind.MUSTANG: 3,
    Kind.GENERAL_STORE: 3, Kind.SALOON: 4, Kind.DUEL: 4, Kind.INDIANS: 4,
    Kind.STAGECOACH: 5, Kind.WELLS_FARGO: 5, Kind.PANIC: 5, Kind.CAT_BALOU: 5,
    Kind.GATLING: 6, Kind.BARREL: 6, Kind.BANG: 7, Kind.BEER: 8, Kind.MISSED: 9,
    # Dodge City's: green cards like the brown ones they stand for, a Missed! symbol high
    Kind.HIDEOUT: 3, Kind.BINOCULAR: 3, Kind.BRAWL: 5, Kind.RAG_TIME: 5, Kind.CAN_CAN: 5,
    Kind.CONESTOGA: 5, Kind.PONY_EXPRESS: 5, Kind.PUNCH: 6, Kind.SPRINGFIELD: 6, Kind.KNIFE: 6,
    Kind.DERRINGER: 6, Kind.PEPPERBOX: 6, Kind.BUFFALO_RIFLE: 6, Kind.HOWITZER: 6, Kind.TEQUILA: 7,
    Kind.WHISKY: 7, Kind.CANTEEN: 7, Kind.BIBLE: 8, Kind.IRON_PLATE: 8, Kind.SOMBRERO: 8,
    Kind.TEN_GALLON_HAT: 8, Kind.DODGE: 9,
}
MIDDLE = 5  # a kind of an expansion not rated above


def natural_default(game: Game, seat: int, bot: Bot, events: Sequence[Event] = ()) -> Action:
    """The action taken for ``seat`` when its time for the pending decision is up
    (``events``: the game's log, for the bot that makes the choices with no default)."""
    legal = game.legal_actions(seat)
    for kind in (ActionType.PASS, ActionType.END):
        for action in legal:
            if action.type is kind:
                return action
    discards = [a for a in legal if a.type is ActionType.DISCARD]
    if discards:
        return min(discards, key=lambda a: USEFULNESS.get(CARD_KIND[a.cards[0]], MIDDLE))
    for action in legal:
        if action.type is ActionType.DRAW and action.source is DrawSource.DECK:
            return action
    return decide(bot, game, seat, events)
