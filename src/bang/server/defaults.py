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
from ..box import CARD_KIND
from ..events import Event
from ..rules import Game
from ..rulesets.armed_and_dangerous import box as armed
from ..rulesets.dodge_city import box as dodge_city
from ..rulesets.gold_rush import box as gold_rush
from ..rulesets.valley_of_shadows import box as valley
from ..vocabulary import Kind

MIDDLE_WORTH = 5
# How much a card in hand is worth keeping, most useful last: a discard out of time
# drops the lowest first (Dynamite and Jail before weapons, BANG!, Beer and Missed!).
USEFULNESS = {
    Kind.DYNAMITE: 0, Kind.JAIL: 1, Kind.VOLCANIC: 2, Kind.SCHOFIELD: 2, Kind.REMINGTON: 2,
    Kind.REV_CARABINE: 2, Kind.WINCHESTER: 2, Kind.SCOPE: 3, Kind.MUSTANG: 3,
    Kind.GENERAL_STORE: 3, Kind.SALOON: 4, Kind.DUEL: 4, Kind.INDIANS: 4,
    Kind.STAGECOACH: 5, Kind.WELLS_FARGO: 5, Kind.PANIC: 5, Kind.CAT_BALOU: 5,
    Kind.GATLING: 6, Kind.BARREL: 6, Kind.BANG: 7, Kind.BEER: 8, Kind.MISSED: 9,
    # Dodge City's: green cards like the brown ones they stand for, a Missed! symbol high
    dodge_city.HIDEOUT: 3, dodge_city.BINOCULAR: 3, dodge_city.BRAWL: 5, dodge_city.RAG_TIME: 5, dodge_city.CAN_CAN: 5,
    dodge_city.CONESTOGA: 5, dodge_city.PONY_EXPRESS: 5, dodge_city.PUNCH: 6, dodge_city.SPRINGFIELD: 6, dodge_city.KNIFE: 6,
    dodge_city.DERRINGER: 6, dodge_city.PEPPERBOX: 6, dodge_city.BUFFALO_RIFLE: 6, dodge_city.HOWITZER: 6, dodge_city.TEQUILA: 7,
    dodge_city.WHISKY: 7, dodge_city.CANTEEN: 7, dodge_city.BIBLE: 8, dodge_city.IRON_PLATE: 8, dodge_city.SOMBRERO: 8,
    dodge_city.TEN_GALLON_HAT: 8, dodge_city.DODGE: 9,
    # Gold Rush's equipment: never in a hand (bought from the shop, kept apart)
    **{info.kind: MIDDLE_WORTH for info in gold_rush.KINDS},
    # The Valley of Shadows': its answers high, the cards in front of a player low
    valley.RATTLESNAKE: 1, valley.BOUNTY: 1, valley.LEMAT: 2, valley.SHOTGUN: 2, valley.GHOST: 3,
    valley.TORNADO: 4, valley.BANDIDOS: 5, valley.POKER: 5, valley.AIM: 6, valley.FANNING: 6,
    valley.TOMAHAWK: 6, valley.SAVED: 7, valley.LAST_CALL: 7, valley.ESCAPE: 8, valley.BACKFIRE: 9,
    # Armed & Dangerous': the Bomb first to go, the weapons low, a Crate (a Missed!) high
    armed.BOMB: 0, armed.BIG_FIFTY: 2, armed.BUNTLINE_SPECIAL: 2, armed.DOUBLE_BARREL: 2, armed.THUNDERER: 2,
    armed.TUMBLEWEED: 3, armed.BELL_TOWER: 3, armed.BANDOLIER: 3, armed.RUST: 4, armed.RELOAD: 4,
    armed.WHIP: 5, armed.LOCKPICK: 5, armed.ACE_UP_THE_SLEEVE: 5, armed.ARROW: 5, armed.FLINTLOCK: 5,
    armed.SQUAW: 5, armed.CARAVAN: 5, armed.QUICK_SHOT: 6, armed.A_LITTLE_NIP: 7, armed.BEER_KEG: 7,
    armed.DUCK: 8, armed.CRATE: 8,
}
MIDDLE = MIDDLE_WORTH  # a kind of an expansion not rated above


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
