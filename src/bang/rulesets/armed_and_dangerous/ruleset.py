"""``ARMED_AND_DANGEROUS``: the expansion as one ``Expansion`` value."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...actions import Action, ActionType
from ...box import CARD_GOES_IN_PLAY, CARD_IS_BLUE, CARD_IS_ORANGE
from ...ruleset import Expansion, Hooks
from .box import CARDS
from .cards import BOMB_CARDS, CARD_RULES, bomb_in_force, turn_start
from .characters import CHARACTER_INFO, preacher_in_force, preacher_watches
from .characters import setup as characters_setup
from .charges import entered_play, hand_limit_discard, scenario
from .charges import setup as charges_setup
from .shots import shot_landed
from .tumbleweed import check_drawn
from .upgrades import duck_answers
from .weapons import big_fifty_rules, moves, paid

if TYPE_CHECKING:
    from ...in_force import RulesInForce
    from ...rules import Game


def _bell_tower_rules(game: Game, rules: RulesInForce) -> None:
    """The Bell Tower used: the next card its player plays sees everyone at distance 1."""
    if game.turn_uses.get("bell_tower"):
        rules.distance_one = True
        rules.turn_bound = True


PLAY: Final = ActionType.PLAY


def _in_play_elsewhere(game: Game, card: int, target: int | None) -> bool:
    """Whether ``card``, just played and not in front of its player, is in play in front of
    another (his target, the usual place, asked first)."""
    players = game.players
    if target is not None and card in players[target].in_play:
        return True
    return any(card in p.in_play for p in players)


def card_played(game: Game, seat: int, action: Action) -> None:
    """The ``card_played`` hook, the box's moments in one (asked at every card played, once):
    a blue or orange card put in play gets its charges (``charges.entered_play``) and asks
    Al Preacher (``characters.preacher_watches``); the Bell Tower's distance is spent; a
    BANG! card's weapon effect is paid (``weapons.paid``); a Bomb put in play builds the
    rules again (``cards.bomb_in_force``)."""
    card = action.card
    if (card is not None and CARD_GOES_IN_PLAY[card] and action.as_kind is None and action.type is PLAY
            and (CARD_IS_ORANGE[card] or CARD_IS_BLUE[card])
            and (card in game.players[seat].in_play or _in_play_elsewhere(game, card, action.target))):
        # (a brown card, most of those played, asked once)
        if preacher_in_force(game):
            entered_play(game, seat, card)
            preacher_watches(game, seat)
        else:  # (nothing asked before a charge earned is placed, where no hook comes after this one: at once)
            entered_play(game, seat, card, game.rules.hooks.card_played[-1] is card_played)
        if card in BOMB_CARDS:
            game.refresh_rules()
    turn_uses = game.turn_uses
    if "bell_tower" in turn_uses and turn_uses.pop("bell_tower"):
        game.refresh_rules()
    if action.charges:
        paid(game, seat, action)


def goes_with(expansions: tuple[str, ...]) -> str | None:
    """Armed & Dangerous adds cards, characters and charges: it goes with every other box here."""
    return None


ARMED_AND_DANGEROUS: Final = Expansion(
    name="armed_and_dangerous", cards=CARDS, card_rules=CARD_RULES, characters=CHARACTER_INFO,
    hooks=Hooks(setup=(charges_setup, characters_setup), turn_start=(turn_start,),
                card_played=(card_played,),
                hand_limit_discard=(hand_limit_discard,), rules=(_bell_tower_rules, big_fifty_rules, bomb_in_force),
                shot_landed=(shot_landed,), moves=(moves,), check_drawn=(check_drawn,),
                answers=(duck_answers,)),
    scenario=scenario, goes_with=goes_with)
