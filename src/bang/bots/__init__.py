"""Bots for empty seats, simulation and tests.

A bot is given only what its seat may see (``Seen``: the seat's observation and
its redacted log), never the ``Game``. Levels, weakest first: ``random``,
``basic``, ``search`` (information-set search, 100 ms a decision); ``BOT_LEVELS`` names each level's maker.
"""

from __future__ import annotations

from ..state import Rng
from .play import play_game
from .search import search_bot, search_bot_with_samples
from .seen import Bot, BotMaker, RedactedLog, Seen, decide, seen_by, wants_public_game
from .sharp import sharp_bot
from .simple import basic_bot, random_bot

BOT_LEVELS: dict[str, BotMaker] = {
    "random": random_bot,
    "basic": basic_bot,
    "sharp": sharp_bot,
    "search": search_bot,
}

DETERMINISTIC_BOT_LEVELS: dict[str, BotMaker] = {
    "search": search_bot_with_samples(3, horizon_turns=1, rollout_policy=None),
}
"""Stand-ins for tests, for the levels whose play depends on the clock: the same
play, bounded by a count instead of a time, so the same dice give the same moves
(search: three sampled games, quick rollouts)."""


MAX_SEARCH_SAMPLES = 10_000


def make_bot(level: str, rng: Rng) -> Bot:
    """The bot of ``level`` for one seat: a key of ``BOT_LEVELS``, or ``search:N``, the
    search bot stopping after N sampled games a decision instead of on the clock (its
    play then depends only on its dice and its view: tournaments that are the same for
    the same seeds on any machine, and can be resumed)."""
    name, colon, count = level.partition(":")
    if colon:
        if name != "search" or not count.isdigit() or not 1 <= int(count) <= MAX_SEARCH_SAMPLES:
            raise ValueError(f"no bot level {level!r}: only search takes a sample count, "
                             f"search:N with N from 1 to {MAX_SEARCH_SAMPLES}")
        return search_bot(rng, budget_s=None, samples=int(count))
    try:
        maker = BOT_LEVELS[level]
    except KeyError:
        raise ValueError(f"no bot level {level!r}: one of {', '.join(BOT_LEVELS)}, or search:N") from None
    return maker(rng)


__all__ = [
    "BOT_LEVELS", "DETERMINISTIC_BOT_LEVELS", "Bot", "BotMaker", "RedactedLog", "Seen", "basic_bot", "make_bot", "play_game",
    "decide", "random_bot", "search_bot", "search_bot_with_samples", "seen_by", "wants_public_game",
]
