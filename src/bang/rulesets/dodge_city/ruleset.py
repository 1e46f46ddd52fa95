"""``DODGE_CITY``: the expansion as one ``Expansion`` value (its cards, their rules, its characters)."""

from __future__ import annotations

from typing import Final

from ...ruleset import Expansion, Hooks
from .box import CARDS
from .cards import CARD_RULES
from .characters import CHARACTER_INFO
from .green import put_in_play, scenario

DODGE_CITY: Final = Expansion(name="dodge_city", cards=CARDS, card_rules=CARD_RULES, characters=CHARACTER_INFO,
                              hooks=Hooks(card_played=(put_in_play,)), scenario=scenario)
