"""Playing whole games with bots, each seat its own bot, each given only its ``Seen``."""

from __future__ import annotations

from collections.abc import Sequence

from ..events import Event
from ..rules import Game
from .seen import Bot, decide


def play_game(game: Game, bots: Sequence[Bot], max_actions: int = 100_000) -> list[Event]:
    """Play ``game`` to its end, ``bots[seat]`` deciding for each seat; returns the
    whole log (the deal included). Every action a bot returns must be legal."""
    events = list(game.setup_events)
    for _ in range(max_actions):
        pending = game.pending
        if game.winner is not None or pending is None:
            break
        seat = pending.player
        action = decide(bots[seat], game, seat, events)
        events.extend(game.apply(action))  # raises IllegalAction on a bot's mistake
    return events
