"""BANG! the card game: a typed, deterministic rules engine.

    >>> from bang import Game
    >>> game = Game.new(players=5, seed=42)
    >>> action = game.legal_actions()[0]
    >>> events = game.apply(action)
"""

from .actions import HAND, Action, ActionType, DrawSource
from .box import Role, Suit, Winner, card_id, card_label
from .errors import BangError, IllegalAction, MalformedAction
from .events import Event, EventType, redact
from .match import Match, MatchOptions
from .rules import Game, GameOptions, Pending
from .rulesets import registry as _registry  # noqa: F401  (registers the rulesets the core finds)
from .state import Phase
from .vocabulary import Character, Kind

__all__ = [
    "HAND", "Action", "ActionType", "BangError", "Character", "DrawSource", "Event",
    "EventType", "Game", "GameOptions", "IllegalAction", "Kind", "MalformedAction", "Match", "MatchOptions",
    "Pending", "Phase", "Role", "Suit", "Winner", "card_id", "card_label", "redact",
]
