"""A seat's public copy of a game, and the games it may be (for search bots).

``public_copy(game, seat)`` is a clone of ``game`` that holds nothing ``seat``
may not know: the cards it cannot see (the other hands, the deck, Kit Carlson's
cards shown to another seat) are pooled and laid back in sorted order, the same
number in each place; the roles hidden from it are laid out in a canonical order;
the engine's random state, the seed and the history (which would replay the
secrets) are reset. Two games that differ only in what ``seat`` cannot see give
equal public copies, so a bot may be handed one.

``determinize(public, seat, rng)`` turns a public copy back into a game that could
be the real one: the pooled cards dealt at random into the same places (each
hand keeps its size), the hidden roles permuted (weighted by beliefs, if given),
the engine's random state drawn anew. It plays like any game.

The discard pile, the cards in play, life, the stack of steps (whose cards are
"draw!"s and General Store cards, face up) and who must decide are public and
kept as they are; so are the expansions' public pieces (``Piece.public``: with Dodge
City, the green cards put in play this turn, usable from the next), the abilities used this turn
(``Game.turn_uses``) and the one Vera Custer copied (``Player.borrowed``). The
pooled cards are whatever cards of the game's box are hidden, Dodge City's
(80-119) among them: nothing here counts on the base game's 80.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from itertools import permutations

from .box import Role
from .rules import Game
from .state import Phase, Player, Rng
from .view import role_visible

PUBLIC_RNG_STATE = 0
"""The engine's random state in every public copy."""

RoleWeights = Mapping[int, Mapping[Role, float]]
"""Beliefs about hidden roles: seat -> role -> weight (need not sum to 1)."""


def _hidden_places(game: Game, seat: int | None) -> tuple[list[Player], bool]:
    """The hands ``seat`` cannot see (seat order) and whether the revealed cards are hidden from it."""
    others = [p for p in game.players if p.seat != seat]
    hidden_revealed = game.revealed_to is not None and game.revealed_to != seat
    return others, hidden_revealed


def _pool(game: Game, seat: int | None) -> list[int]:
    """Every card ``seat`` cannot see, wherever it lies."""
    others, hidden_revealed = _hidden_places(game, seat)
    pool = [c for p in others for c in p.hand]
    if hidden_revealed:
        pool += game.revealed
    return pool + game.deck


def _lay_out(game: Game, seat: int | None, pool: list[int]) -> None:
    """Put ``pool`` back into the hidden places, each keeping its size: the hands
    in seat order, then the hidden revealed cards, then the deck (bottom first)."""
    others, hidden_revealed = _hidden_places(game, seat)
    i = 0
    for p in others:
        n = len(p.hand)
        p.hand = pool[i:i + n]
        i += n
    if hidden_revealed:
        n = len(game.revealed)
        game.revealed = pool[i:i + n]
        i += n
    game.deck = pool[i:]


def hidden_role_seats(game: Game, seat: int | None) -> list[int]:
    """The seats whose role ``seat`` may not know, in seat order."""
    return [p.seat for p in game.players if not role_visible(game, p.seat, seat)]


def public_copy(game: Game, seat: int | None) -> Game:
    """A clone of ``game`` holding only what ``seat`` (None: a spectator) may know.

    Raises ``ValueError`` while characters are being picked (the offers are secret
    and not modelled here).
    """
    if game.phase is Phase.SETUP:
        raise ValueError("no public copy while characters are being picked")
    g = game.clone()
    _lay_out(g, seat, sorted(_pool(g, seat)))
    hidden = hidden_role_seats(game, seat)
    roles = sorted((g.players[s].role for s in hidden), key=lambda r: r.value)
    for s, role in zip(hidden, roles, strict=True):
        g.players[s].role = role
    g.rng = Rng(PUBLIC_RNG_STATE)
    g.seed = 0
    g.history = []
    g.setup_events = []
    g.character_offers = []
    g.dealt = False
    if g.pending is not None and g.pending.player != seat:
        g.hide_decision()  # another player's choices would show their hand
    return g


def determinize(public: Game, seat: int | None, rng: Rng, role_weights: RoleWeights | None = None,
                roles: Mapping[int, Role] | None = None) -> Game:
    """A game ``public`` may be, as ``seat`` sees it: the cards it cannot see dealt at
    random into their places (sizes kept), the hidden roles permuted (each
    assignment weighted by the product of ``role_weights[seat][role]`` if given;
    or exactly ``roles``, seat -> role, when that is a permutation of them), the
    engine's random state drawn from ``rng``. ``public`` is not changed."""
    g = public.clone()
    pool = _pool(g, seat)
    rng.shuffle(pool)
    _lay_out(g, seat, pool)
    hidden = hidden_role_seats(g, seat)
    current = [g.players[s].role for s in hidden]
    given = [roles.get(s) for s in hidden] if roles is not None else None
    if given is not None and sorted(r.value for r in given if r is not None) == sorted(r.value for r in current):
        dealt = [r for r in given if r is not None]
    else:
        dealt = _assign_roles(hidden, current, rng, role_weights)
    for s, role in zip(hidden, dealt, strict=True):
        g.players[s].role = role
    g.rng = Rng(rng.next64())
    if g.pending is not None and g.pending.player != seat:
        g.decide_again()  # the pending player's choices follow from the hand now dealt
    return g


@lru_cache(maxsize=64)
def _distinct_orders(roles: tuple[Role, ...]) -> list[tuple[Role, ...]]:
    """Every distinct ordering of ``roles``, in a fixed order."""
    return sorted(set(permutations(roles)), key=lambda a: [r.value for r in a])


def _assign_roles(seats: list[int], roles: list[Role], rng: Rng, weights: RoleWeights | None) -> list[Role]:
    """``roles`` permuted for ``seats``: uniformly, or each distinct assignment with
    probability proportional to the product of its weights."""
    if weights is None:
        out = roles[:]
        order = list(range(len(out)))
        rng.shuffle(order)
        return [out[i] for i in order]
    assignments = _distinct_orders(tuple(sorted(roles, key=lambda r: r.value)))
    scores = []
    for assignment in assignments:
        w = 1.0
        for s, role in zip(seats, assignment, strict=True):
            w *= max(0.0, weights.get(s, {}).get(role, 1.0))
        scores.append(w)
    total = sum(scores)
    if total <= 0:
        return list(assignments[rng.below(len(assignments))])
    x = rng.next64() / 2**64 * total
    for assignment, w in zip(assignments, scores, strict=True):
        x -= w
        if x < 0:
            return list(assignment)
    return list(assignments[-1])
