"""Every ruleset by name: how the engine, the server, ``simulate`` and the scenarios pick one."""

from __future__ import annotations

from ..ruleset import Ruleset
from .base.ruleset import BASE

RULESETS: dict[str, Ruleset] = {r.name: r for r in (BASE,)}


def ruleset_for(players: int) -> Ruleset:
    """The official ruleset for a table of ``players``."""
    for ruleset in RULESETS.values():
        if players in ruleset.role_split:
            return ruleset
    counts = sorted(n for r in RULESETS.values() for n in r.role_split)
    raise ValueError(f"BANG! is for {counts[0]} to {counts[-1]} players, not {players}")
