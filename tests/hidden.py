"""Games that differ from a game only in what one seat cannot see, for the tests that
check that no bot (``test_bot_firewall.py``, ``test_bot_search.py``) and no bot talk
(``tests/server/test_chat_parts.py``) depends on it."""

from __future__ import annotations

import random

from bang.rules import Game
from bang.view import role_visible


def hidden_changed(game: Game, seat: int, rng: random.Random) -> Game:
    """``game`` with everything ``seat`` cannot see changed: the cards it cannot see
    (the other hands, Kit Carlson's cards shown to another seat, the deck) dealt anew
    into the same places, the hidden roles permuted, another random state and seed."""
    g = game.clone()
    others = [p for p in g.players if p.seat != seat]
    kit = g.revealed_to is not None and g.revealed_to != seat
    pool = [c for p in others for c in p.hand] + (g.revealed if kit else []) + g.deck
    rng.shuffle(pool)
    for p in others:
        p.hand, pool = pool[:len(p.hand)], pool[len(p.hand):]
    if kit:
        g.revealed, pool = pool[:len(g.revealed)], pool[len(g.revealed):]
    g.deck = pool
    hidden = [p for p in g.players if not role_visible(game, p.seat, seat)]
    roles = [p.role for p in hidden]
    rng.shuffle(roles)
    for p, role in zip(hidden, roles, strict=True):
        p.role = role
    g.rng.state = rng.getrandbits(64) | 1
    g.seed = rng.getrandbits(32)
    return g
