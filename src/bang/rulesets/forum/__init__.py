"""004's forum game: BANG! played by posts, a d20 for a deck, a round for a turn.

The game master's rules (rulebook 004) as a ruleset of its own: ``ForumGame`` plays
it (game.py), rounds.py resolves a round at its deadline, docs/forum-rules.md
restates 004 and the readings this engine chose.
"""

from __future__ import annotations

from .cards import TABLE
from .characters import CHARACTERS
from .game import ForumGame
from .log import Entry, ForumEventType
from .roles import ROLE_SPLIT
from .state import Move

NAME = "forum"

__all__ = ["CHARACTERS", "NAME", "ROLE_SPLIT", "TABLE", "Entry", "ForumEventType", "ForumGame", "Move"]
