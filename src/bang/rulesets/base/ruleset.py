"""``BASE``: the official base game, 4 to 7 players, as one ``Ruleset`` value."""

from __future__ import annotations

from ...ruleset import CheckFor, Ruleset
from . import roles
from .box import DECK_SIZE, explodes, hearts
from .cards import CARD_RULES
from .characters import CHARACTER_INFO
from .steps import turn_checks

BASE = Ruleset(
    name="base",
    role_split=roles.ROLE_SPLIT,
    characters=CHARACTER_INFO,
    cards=tuple(range(DECK_SIZE)),
    card_rules=CARD_RULES,
    check_passes={
        CheckFor.BARREL: hearts,
        CheckFor.JAIL: hearts,
        CheckFor.DYNAMITE: explodes,
    },
    starting_life=roles.starting_life,
    first_player=roles.sheriff_first,
    game_over=roles.game_over,
    after_elimination=roles.rewards_and_penalties,
    winners=roles.winners,
    turn_checks=turn_checks,
)
