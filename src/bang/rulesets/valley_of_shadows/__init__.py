"""The Valley of Shadows: 16 playing cards and 8 characters (``VALLEY_OF_SHADOWS``).

``box`` names its kinds and characters, ``cards`` holds the cards' rules, ``characters`` the
characters, ``ghosts`` what its Ghost cards do. docs/rulings.md lists every ruling with its
source.
"""

from __future__ import annotations

from ...ruleset import Expansion, Hooks
from .box import CARDS
from .cards import (
    CARD_RULES,
    bang_card_hit,
    bang_card_played,
    entered_play,
    escape_rules,
    rattlesnake_in_force,
    rattlesnake_turn,
    saved_chance,
)
from .characters import CHARACTER_INFO, characters_played, henry_block_drawn_from
from .ghosts import after_card, at_turn, ghosts_in_force, scenario

VALLEY_OF_SHADOWS = Expansion(
    name="valley_of_shadows", cards=CARDS, card_rules=CARD_RULES, characters=CHARACTER_INFO,
    hooks=Hooks(turn_start=(at_turn, rattlesnake_turn), turn_end=(at_turn,), phase_one_end=(henry_block_drawn_from,),
                card_played=(bang_card_played, characters_played, after_card, entered_play),
                rules=(escape_rules, ghosts_in_force, rattlesnake_in_force),
                shot_landed=(bang_card_hit,), life_loss=(saved_chance,)),
    scenario=scenario,
)

__all__ = ["VALLEY_OF_SHADOWS"]
