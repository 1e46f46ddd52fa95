"""Every ruleset by name: how the engine, the server, ``simulate`` and the scenarios pick one."""

from __future__ import annotations

from ..ruleset import Ruleset
from .base.ruleset import BASE
from .variants import EIGHT_PLAYERS, THREE_PLAYERS, simplified

_BY_COUNT = (BASE, THREE_PLAYERS, EIGHT_PLAYERS)
RULESETS: dict[str, Ruleset] = {
    r.name: r for r in (*_BY_COUNT, *(simplified(r) for r in _BY_COUNT))
}
VARIANTS = ("simplified",)  # what a table may add to the ruleset of its player count
# Rulesets that play with a loop of their own, not the core's Game: name -> their package.
# "forum": 004's game by posts, rounds resolved at a deadline (bang.rulesets.forum.ForumGame).
OWN_LOOP: dict[str, str] = {"forum": "bang.rulesets.forum"}


def ruleset_for(players: int, variant: str | None = None) -> Ruleset:
    """The official ruleset for a table of ``players`` (3 to 8), with ``variant`` if named."""
    if variant is not None and variant not in VARIANTS:
        raise ValueError(f"no variant {variant!r} (the variants: {', '.join(VARIANTS)})")
    for ruleset in _BY_COUNT:
        if players in ruleset.role_split:
            return RULESETS[f"{ruleset.name}_{variant}"] if variant else ruleset
    counts = sorted(n for r in _BY_COUNT for n in r.role_split)
    raise ValueError(f"BANG! is for {counts[0]} to {counts[-1]} players, not {players}")
