"""``ARMED_AND_DANGEROUS``: the expansion as one ``Expansion`` value."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...actions import Action, ActionType
from ...ruleset import Expansion, Hooks
from .box import CARDS
from .cards import CARD_RULES, turn_start
from .characters import CHARACTER_INFO, preacher_watches
from .characters import setup as characters_setup
from .charges import card_played, hand_limit_discard, scenario
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


def _bell_tower_spent(game: Game, seat: int, action: Action) -> None:
    if action.type is ActionType.PLAY and game.turn_uses.pop("bell_tower", 0):
        game.refresh_rules()


def goes_with(expansions: tuple[str, ...]) -> str | None:
    """Armed & Dangerous adds cards, characters and charges: it goes with every other box here."""
    return None


ARMED_AND_DANGEROUS: Final = Expansion(
    name="armed_and_dangerous", cards=CARDS, card_rules=CARD_RULES, characters=CHARACTER_INFO,
    hooks=Hooks(setup=(charges_setup, characters_setup), turn_start=(turn_start,),
                card_played=(card_played, preacher_watches, _bell_tower_spent, paid),
                hand_limit_discard=(hand_limit_discard,), rules=(_bell_tower_rules, big_fifty_rules),
                shot_landed=(shot_landed,), moves=(moves,), check_drawn=(check_drawn,),
                answers=(duck_answers,)),
    scenario=scenario, goes_with=goes_with)
