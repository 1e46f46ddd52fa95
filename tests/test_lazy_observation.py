"""A bot's lazy observation (``bang.view.LazyObservation``) is the whole one, field by field.

Bots are handed a ``LazyObservation``: each field is worked out when first read. At
every decision of many seeded games (every bot level, every player count, the
simplified variant, Dodge City) the fields a bot read while deciding, and the ones it
did not, must equal ``observation(game, seat)`` taken before it decided; a fresh one
read in a shuffled order too. Once ``decide`` has its answer the lazy observation
forgets the game: a field not read by then cannot be read.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from bang.actions import Action
from bang.bots import (
    BOT_LEVELS,
    DETERMINISTIC_BOT_LEVELS,
    Bot,
    Seen,
    decide,
    make_bot,
    seen_by,
    wants_public_game,
)
from bang.rules import Game, GameOptions
from bang.state import Rng
from bang.view import LazyObservation, Observation, observation

FIELDS = [f.name for f in dataclasses.fields(Observation)]
DODGE_CITY = GameOptions(expansions=("dodge_city",))
SIMPLIFIED = GameOptions(simplified=True)
LEVELS = sorted(set(BOT_LEVELS) - {"search"})  # search: its own deterministic stand-in below


def _bot(level: str, rng: Rng) -> Bot:
    maker = DETERMINISTIC_BOT_LEVELS.get(level)
    return maker(rng) if maker is not None else make_bot(level, rng)


def _checked_game(level: str, players: int, seed: int, options: GameOptions | None, shuffle: random.Random) -> int:
    """Play one game, checking the lazy observation at each decision; the decisions checked."""
    game = Game.new(players=players, seed=seed, options=options)
    bots = [_bot(level, Rng(seed * 17 + s)) for s in range(players)]
    events = list(game.setup_events)
    checked = 0
    while game.winner is None and game.pending is not None and len(game.history) < 3000:
        seat = game.pending.player
        whole = observation(game, seat)
        seen = seen_by(game, seat, events, public_game=wants_public_game(bots[seat]))
        lazy = seen.observation
        assert isinstance(lazy, LazyObservation)
        action = bots[seat](seen)  # reads what it needs (cached from then on)
        assert lazy.whole() == whole  # what it read, and what it did not
        fresh = LazyObservation(game, seat)
        order = list(FIELDS)
        shuffle.shuffle(order)
        for name in order:
            assert getattr(fresh, name) == getattr(whole, name), (level, players, seed, name)
        assert whole.legal_actions == tuple(game.legal_actions(seat))
        events.extend(game.apply(action))
        checked += 1
    return checked


@pytest.mark.parametrize("level", LEVELS + ["search"])
@pytest.mark.parametrize("players,options", [
    (3, None), (4, None), (5, None), (6, None), (7, None), (8, None), (5, SIMPLIFIED),
    (3, DODGE_CITY), (4, DODGE_CITY), (6, DODGE_CITY), (8, DODGE_CITY),
])
def test_the_lazy_observation_is_the_whole_one_at_every_decision(
        level: str, players: int, options: GameOptions | None) -> None:
    shuffle = random.Random(players)
    games = 1 if level == "search" else 3
    checked = sum(_checked_game(level, players, 40 + seed, options, shuffle) for seed in range(games))
    assert checked >= 20 * games


def test_the_observation_is_read_during_the_decision_only() -> None:
    game = Game.new(players=5, seed=4)
    kept: list[Seen] = []

    def keeps(seen: Seen) -> Action:
        kept.append(seen)
        _ = seen.observation.hand  # read now: kept as it was
        return seen.legal[0]

    assert game.pending is not None
    seat = game.pending.player
    hand = tuple(game.players[seat].hand)
    game.apply(decide(keeps, game, seat, list(game.setup_events)))
    (seen,) = kept
    assert seen.observation.hand == hand
    with pytest.raises(RuntimeError, match="during its decision only"):
        _ = seen.observation.players


def test_a_snapshot_is_the_whole_observation() -> None:
    """A bot that thinks in another thread gets the whole observation, built at once."""
    game = Game.new(players=6, seed=9)
    assert game.pending is not None
    seat = game.pending.player
    seen = seen_by(game, seat, list(game.setup_events), lazy=False)
    assert isinstance(seen.observation, Observation)
    assert seen.observation == observation(game, seat)
