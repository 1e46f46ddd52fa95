"""What one player may see of a forum game: ``observation`` alone decides.

Public: lives, characters, equipment, how many cards each holds, the cards played
openly, the Sheriff's role and the roles of those out of the game (every role once
the game is over, and its winners), the Dynamite's path, the deck's limit. Private:
one's own hand, own role, own hidden d20 rolls (and the cards given in private), and
the Bad Lieutenant's choice, to him alone.
The events are told through the core's ``redact`` (log.py, ``told``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .log import told
from .roles import SHERIFF
from .state import JSON

if TYPE_CHECKING:
    from .game import ForumGame


def _player(game: ForumGame, seat: int, viewer: int | None) -> JSON:
    p = game.players[seat]
    mine = seat == viewer
    out: JSON = {
        "seat": seat, "name": p.name, "character": p.character, "life": p.life,
        "max_life": p.max_life, "alive": p.alive, "unconscious": p.unconscious,
        "equipment": dict(sorted(p.equipment.items())), "hand_count": len(p.hand),
        "played": list(p.played),
    }
    if mine or p.role == SHERIFF or not p.alive or game.over:
        out["role"] = p.role
    if mine:
        out["hand"] = list(p.hand)
        out["turned"] = p.turned
        out["draws_fewer"] = p.short
    return out


def observation(game: ForumGame, viewer: int | None) -> JSON:
    """The table as ``viewer`` (a seat, or None for a spectator) may see it."""
    dyn = game.dynamite
    return {
        "ruleset": "forum",
        "round": game.round,
        "deck_limit": game.supply,
        "players": [_player(game, s, viewer) for s in range(len(game.players))],
        "table": list(game.table[-3:]),
        "dynamite": None if dyn is None else {"holder": dyn.holder, "had": sorted(dyn.had)},
        "events": [x.to_json() for x in told(game.events, viewer)],
        "result": game.result,
        "capped": game.capped,
        "winners": game.winners(),
    }
