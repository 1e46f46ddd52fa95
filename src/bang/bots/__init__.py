"""Bots for empty seats, simulation and tests.

A bot is given only what its seat may see (``Seen``: the seat's observation and
its redacted log), never the ``Game``. Levels, weakest first: ``random``,
``basic``; ``BOT_LEVELS`` names each level's maker.
"""

from __future__ import annotations

from ..state import Rng
from .play import play_game
from .seen import Bot, BotMaker, RedactedLog, Seen, seen_by
from .simple import basic_bot, random_bot

BOT_LEVELS: dict[str, BotMaker] = {
    "random": random_bot,
    "basic": basic_bot,
}


def make_bot(level: str, rng: Rng) -> Bot:
    """The bot of ``level`` (a key of ``BOT_LEVELS``) for one seat."""
    try:
        maker = BOT_LEVELS[level]
    except KeyError:
        raise ValueError(f"no bot level {level!r}: one of {', '.join(BOT_LEVELS)}") from None
    return maker(rng)


__all__ = [
    "BOT_LEVELS", "Bot", "BotMaker", "RedactedLog", "Seen", "basic_bot", "make_bot", "play_game",
    "random_bot", "seen_by",
]
