"""Bots: a random one (for simulation and tests) and a basic one (for empty seats).

A bot is a function from (game, seat) to one of that seat's legal actions. The
basic bot only reads what ``observation(seat)`` shows, so it never cheats.
"""

from __future__ import annotations

from collections.abc import Callable

from .actions import HAND, Action, ActionType
from .cards import CARD_KIND, Kind
from .rules import Game
from .state import Rng
from .view import Observation

Bot = Callable[[Game, int], Action]


def random_bot(rng: Rng) -> Bot:
    """Picks uniformly among the legal actions."""

    def choose(game: Game, seat: int) -> Action:
        legal = game.legal_actions(seat)
        return legal[rng.below(len(legal))]

    return choose


def _foe_score(obs: Observation, target: int) -> int:
    """How much the viewer wants to hurt ``target``: > 0 foe, < 0 friend, 0 unknown."""
    me = obs.role
    role = obs.players[target].role
    if me in ("sheriff", "deputy"):
        return -10 if role in ("sheriff", "deputy") else 3 if role is None else 5
    if me == "outlaw":
        return 10 if role == "sheriff" else 1
    # renegade: thin the outlaws first, keep the Sheriff for last
    alive = sum(1 for p in obs.players if p.alive)
    if role == "sheriff":
        return 5 if alive <= 2 else -2
    return 2


def _score(obs: Observation, action: Action) -> float:
    t = action.type
    if t is ActionType.PASS:
        return -1
    if t is ActionType.END:
        return 0
    if t in (ActionType.DISCARD, ActionType.CHOOSE, ActionType.DRAW, ActionType.PICK_CHARACTER):
        return 0.5
    if t is ActionType.ABILITY:
        return 2 if obs.pending_kind == "dying" else 0.1
    assert action.card is not None
    kind = CARD_KIND[action.card] if action.as_kind is None else action.as_kind
    if obs.pending_kind in ("respond", "dying"):
        return 5  # answering beats taking the hit
    if kind in (Kind.BEER,):
        me = obs.players[obs.seat] if obs.seat is not None else None
        return 3 if me is not None and me.hp < me.max_hp else -0.5
    if action.target is not None:
        foe = _foe_score(obs, action.target)
        if foe <= 0:
            return -5
        bonus = 1 if action.target_card not in (None, HAND) else 0
        return foe + bonus
    if kind in (Kind.GATLING, Kind.INDIANS):
        return 1 if obs.role != "deputy" else -1
    return 1.5  # equipment, card draw, Saloon, General Store


def basic_bot(rng: Rng) -> Bot:
    """A legal, not suicidal bot: answers when it can, never shoots its own side
    when it knows it, equips and draws, then ends its turn."""

    def choose(game: Game, seat: int) -> Action:
        obs = game.observation(seat)
        legal = list(obs.legal_actions)
        best = max(_score(obs, a) for a in legal)
        top = [a for a in legal if _score(obs, a) == best]
        return top[rng.below(len(top))]

    return choose
