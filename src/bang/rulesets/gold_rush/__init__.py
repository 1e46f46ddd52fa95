"""Gold Rush: 24 equipment cards bought with gold nuggets (a shop beside the playing deck)
and 8 characters.

``box`` names its kinds and characters, ``shop`` keeps the nuggets, the shop and the
equipment in front of the players (``GoldRush``, a piece of the game) and does what they
do, ``characters`` holds the characters; ``GOLD_RUSH`` is the ``Expansion``.
docs/rulings.md lists every ruling with its source.
"""

from __future__ import annotations

from ...actions import ActionType
from ...ruleset import Expansion, Hooks
from .characters import CHARACTER_INFO
from .shop import (
    buy,
    card_played,
    discard_equipment,
    elimination,
    in_force,
    life_lost,
    moves,
    phase_one_end,
    refusal,
    rescue,
    scenario,
    sell,
    setup,
    use,
)


def goes_with(expansions: tuple[str, ...]) -> str | None:
    """Gold Rush is played with the base game, with Dodge City and with the event decks
    (the rulebook names no exclusion; docs/rulings.md)."""
    return None


GOLD_RUSH = Expansion(
    name="gold_rush", cards=(), card_rules={}, characters=CHARACTER_INFO,
    hooks=Hooks(setup=(setup,), phase_one_end=(phase_one_end,), card_played=(card_played,),
                elimination=(elimination,), rules=(in_force,), moves=(moves,), life_lost=(life_lost,),
                rescue=(rescue,)),
    scenario=scenario, goes_with=goes_with,
    decisions={ActionType.BUY: buy, ActionType.SELL: sell, ActionType.DISCARD_EQUIPMENT: discard_equipment,
               ActionType.USE: use},
    refusals={t: refusal for t in (ActionType.BUY, ActionType.SELL, ActionType.DISCARD_EQUIPMENT, ActionType.USE)},
)

__all__ = ["GOLD_RUSH"]
