"""Two simple bots: ``random`` (for simulation and tests) and ``basic`` (legal, not
suicidal, no deduction)."""

from __future__ import annotations

from collections.abc import Callable

from ..actions import HAND, Action, ActionType
from ..cards import CARD_KIND, Kind
from ..characters import Role
from ..state import Rng
from ..view import Observation
from .seen import Bot, Seen


def random_bot(rng: Rng) -> Bot:
    """Picks uniformly among the legal actions."""

    def choose(seen: Seen) -> Action:
        legal = seen.legal
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


def _score(obs: Observation, kind_asked: str, foe: Callable[[int], int], action: Action) -> float:
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
        assert obs.seat is not None
        me = obs.players[obs.seat]
        if kind is Kind.BEER:
            return 3 if me.hp < me.max_hp else -0.5
        if kind is Kind.GATLING or kind is Kind.INDIANS:
            return 1 if obs.role != Role.DEPUTY.value else -1
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
    when it knows it, equips and draws, then ends its turn. It knows the roles its
    observation shows (its own, the Sheriff's, the eliminated players')."""

    def choose(seen: Seen) -> Action:
        legal = seen.legal
        if len(legal) == 1:
            return legal[0]
        obs = seen.observation
        kind_asked = obs.pending_kind or "" if obs.pending_player == obs.seat else ""
        assert obs.role is not None
        me = Role(obs.role)
        foes: dict[int, int] = {}

        def foe(target: int) -> int:  # asked only for actions with a target, once a seat
            score = foes.get(target)
            if score is None:
                alive = sum(1 for p in obs.players if p.alive)
                shown = obs.players[target].role
                score = foes[target] = _foe_score(me, Role(shown) if shown is not None else None, alive)
            return score

        scores = [_score(obs, kind_asked, foe, a) for a in legal]
        best = max(scores)
        top = [a for a, sc in zip(legal, scores, strict=True) if sc == best]
        return top[rng.below(len(top))]

    return choose
