"""Every ruleset by name: how the engine, the server, ``simulate`` and the scenarios pick one.

A table's ruleset is the one of its player count (``BASE``, ``THREE_PLAYERS``,
``EIGHT_PLAYERS``), plus the expansions the host ticked (``EXPANSIONS``, each an
``Expansion`` that adds its cards and characters), plus the variant (the simplified
first game takes the cards with the book symbol out of all of them). Its name says
all three, e.g. ``eight_players+dodge_city_simplified``; ``ruleset_named`` reads it back.
"""

from __future__ import annotations

from typing import Final

from ..rules import RULESET_FINDER
from ..ruleset import Expansion, Ruleset
from .armed_and_dangerous.ruleset import ARMED_AND_DANGEROUS
from .base.ruleset import BASE
from .dodge_city.ruleset import DODGE_CITY
from .fistful_of_cards import FISTFUL_OF_CARDS
from .gold_rush import GOLD_RUSH
from .high_noon import HIGH_NOON
from .high_noon.bullet import THE_BULLET
from .valley_of_shadows import VALLEY_OF_SHADOWS
from .variants import EIGHT_PLAYERS, THREE_PLAYERS, simplified
from .wild_west_show import WILD_WEST_SHOW

_BY_COUNT: Final[tuple[Ruleset, ...]] = (BASE, THREE_PLAYERS, EIGHT_PLAYERS)
RULESETS: Final[dict[str, Ruleset]] = {
    r.name: r for r in (*_BY_COUNT, *(simplified(r) for r in _BY_COUNT))
}
VARIANTS: Final[tuple[str, ...]] = ("simplified",)  # what a table may add to the ruleset of its player count
EXPANSIONS: Final[dict[str, Expansion]] = {
    e.name: e for e in (DODGE_CITY, GOLD_RUSH, VALLEY_OF_SHADOWS, ARMED_AND_DANGEROUS, HIGH_NOON, THE_BULLET,
                        FISTFUL_OF_CARDS, WILD_WEST_SHOW)}
# Rulesets that play with a loop of their own, not the core's Game: name -> their package.
# "forum": 004's game by posts, rounds resolved at a deadline (bang.rulesets.forum.ForumGame).
OWN_LOOP: Final[dict[str, str]] = {"forum": "bang.rulesets.forum"}


def ruleset_for(players: int, variant: str | None = None, expansions: tuple[str, ...] = ()) -> Ruleset:
    """The official ruleset for a table of ``players`` (3 to 8), with the ``expansions``
    and the ``variant`` named."""
    if variant is not None and variant not in VARIANTS:
        raise ValueError(f"no variant {variant!r} (the variants: {', '.join(VARIANTS)})")
    for name in expansions:
        if name not in EXPANSIONS:
            raise ValueError(f"no expansion {name!r} (the expansions: {', '.join(EXPANSIONS)})")
    if len(set(expansions)) != len(expansions):
        raise ValueError("an expansion is named twice")
    for name in expansions:
        missing = [n for n in EXPANSIONS[name].needs if n not in expansions]
        if missing:
            raise ValueError(f"{name} is an option of {', '.join(missing)}: name it too")
        goes_with = EXPANSIONS[name].goes_with
        why = goes_with(expansions) if goes_with is not None else None
        if why is not None:
            raise ValueError(why)
    for ruleset in _BY_COUNT:
        if players in ruleset.role_split:
            return _combined(ruleset, expansions, variant)
    counts = sorted(n for r in _BY_COUNT for n in r.role_split)
    raise ValueError(f"BANG! is for {counts[0]} to {counts[-1]} players, not {players}")


_COMBINED: Final[dict[str, Ruleset]] = {}


def _combined(ruleset: Ruleset, expansions: tuple[str, ...], variant: str | None) -> Ruleset:
    if not expansions:
        return RULESETS[f"{ruleset.name}_{variant}"] if variant else ruleset
    name = "+".join((ruleset.name, *expansions)) + (f"_{variant}" if variant else "")
    made = _COMBINED.get(name)
    if made is None:
        for expansion in expansions:
            ruleset = EXPANSIONS[expansion].add(ruleset)
        made = _COMBINED[name] = simplified(ruleset) if variant else ruleset
    return made


def ruleset_named(name: str) -> Ruleset:
    """The ruleset a stored game names (``Ruleset.name``)."""
    if name in RULESETS:
        return RULESETS[name]
    head, _, variant = name.partition("_simplified")
    base, *expansions = head.split("+")
    if base not in RULESETS or variant:
        raise ValueError(f"no ruleset {name!r}")
    count = min(RULESETS[base].role_split)
    return ruleset_for(count, "simplified" if name.endswith("_simplified") else None, tuple(expansions))


RULESET_FINDER.register(ruleset_for, ruleset_named)  # how Game.new and Game.from_record find them
