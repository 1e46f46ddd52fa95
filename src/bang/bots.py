"""Bots: a random one (for simulation and tests) and a basic one (for empty seats).

A bot is a function from (game, seat) to one of that seat's legal actions. The
basic bot only reads what ``observation(seat)`` shows, so it never cheats.
"""

from __future__ import annotations

from collections.abc import Callable

from .actions import HAND, Action, ActionType
from .cards import CARD_KIND, Kind
from .characters import Role
from .rules import Game
from .state import Rng
from .view import role_visible

Bot = Callable[[Game, int], Action]


def random_bot(rng: Rng) -> Bot:
    """Picks uniformly among the legal actions."""

    def choose(game: Game, seat: int) -> Action:
        legal = game.legal_actions(seat)
        return legal[rng.below(len(legal))]

    return choose


def _foe_score(me: Role, role: Role | None, alive: int) -> int:
    """How much a player of role ``me`` wants to hurt a player whose role it knows
    (``None``: unknown): > 0 a foe, < 0 a friend, 0 no idea."""
    if me in (Role.SHERIFF, Role.DEPUTY):
        return -10 if role in (Role.SHERIFF, Role.DEPUTY) else 3 if role is None else 5
    if me is Role.OUTLAW:
        return 10 if role is Role.SHERIFF else 1
    # the Renegade thins the Outlaws first and keeps the Sheriff for last
    if role is Role.SHERIFF:
        return 5 if alive <= 2 else -2
    return 2


_CHOICES = frozenset((ActionType.DISCARD, ActionType.CHOOSE, ActionType.DRAW, ActionType.PICK_CHARACTER))


def _score(game: Game, seat: int, kind_asked: str, foe: Callable[[int], int], action: Action) -> float:
    """How much the bot likes ``action``; ``foe(s)`` is ``_foe_score`` of seat ``s``."""
    t = action.type
    if t is ActionType.PLAY:
        if kind_asked == "respond" or kind_asked == "dying":
            return 5  # answering beats taking the hit
        if action.target is not None:
            score = foe(action.target)
            if score <= 0:
                return -5
            return score + (1 if action.target_card is not None and action.target_card != HAND else 0)
        assert action.card is not None
        kind = CARD_KIND[action.card]
        me = game.players[seat]
        if kind is Kind.BEER:
            return 3 if me.hp < me.max_hp else -0.5
        if kind is Kind.GATLING or kind is Kind.INDIANS:
            return 1 if me.role is not Role.DEPUTY else -1
        return 1.5  # equipment, card draw, Saloon, General Store
    if t is ActionType.PASS:
        return -1
    if t is ActionType.END:
        return 0
    if t in _CHOICES:
        return 0.5
    return 2 if kind_asked == "dying" else 0.1  # Sid Ketchum's ability


def basic_bot(rng: Rng) -> Bot:
    """A legal, not suicidal bot: answers when it can, never shoots its own side
    when it knows it, equips and draws, then ends its turn. It reads only what the
    seat may know (its own role, the roles ``view.role_visible`` shows)."""

    def choose(game: Game, seat: int) -> Action:
        legal = game.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        pending = game.pending
        kind_asked = pending.kind if pending is not None and pending.player == seat else ""
        me = game.players[seat].role
        foes: dict[int, int] = {}

        def foe(target: int) -> int:  # asked only for actions with a target, once a seat
            score = foes.get(target)
            if score is None:
                alive = sum(1 for p in game.players if p.alive)
                role = game.players[target].role if role_visible(game, target, seat) else None
                score = foes[target] = _foe_score(me, role, alive)
            return score

        scores = [_score(game, seat, kind_asked, foe, a) for a in legal]
        best = max(scores)
        top = [a for a, sc in zip(legal, scores, strict=True) if sc == best]
        return top[rng.below(len(top))]

    return choose
