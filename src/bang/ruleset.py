"""A ruleset: the parts of the game a variant swaps, gathered as data.

The engine reads roles, characters, the cards in the box and the rule of each
"draw!" from ``Game.ruleset`` and nowhere else. The official base game is
``BASE``; a variant is a new ``Ruleset`` value (``dataclasses.replace(BASE, ...)``
for a small change such as the simplified first game's smaller deck).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum

from .cards import DECK_SIZE, dynamite_explodes, is_heart
from .characters import CHARACTER_INFO, ROLE_SPLIT, Character, CharacterInfo, Role


class CheckFor(Enum):
    """What a "draw!" decides."""

    BARREL = "barrel"  # success: the shot is missed
    JAIL = "jail"  # success: the player escapes and plays the turn
    DYNAMITE = "dynamite"  # success: it explodes


@dataclass(frozen=True, slots=True)
class Ruleset:
    name: str
    role_split: Mapping[int, tuple[Role, ...]]  # players -> the roles dealt
    characters: Mapping[Character, CharacterInfo]
    cards: tuple[int, ...]  # the cards in the box (numbers into the tables of bang.cards)
    check_passes: Mapping[CheckFor, Callable[[int], bool]]  # the "draw!" rule of each check
    reward_cards: int = 3  # for eliminating an Outlaw
    dynamite_damage: int = 3


BASE = Ruleset(
    name="base",
    role_split=ROLE_SPLIT,
    characters=CHARACTER_INFO,
    cards=tuple(range(DECK_SIZE)),
    check_passes={
        CheckFor.BARREL: is_heart,
        CheckFor.JAIL: is_heart,
        CheckFor.DYNAMITE: dynamite_explodes,
    },
)

RULESETS: dict[str, Ruleset] = {BASE.name: BASE}
