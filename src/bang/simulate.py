"""Random games in bulk: ``bang simulate`` and ``bang bench``.

Figures are printed, never asserted: this machine is noisy, so the benchmark
repeats each measurement and reports medians.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from dataclasses import dataclass, field

from .rules import Game, GameOptions
from .state import Rng


@dataclass
class SimulationResult:
    players: int
    games: int
    wins: Counter[str] = field(default_factory=Counter)
    turns: int = 0
    actions: int = 0
    seconds: float = 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def to_json(self) -> dict[str, object]:
        return {
            "players": self.players,
            "games": self.games,
            "wins": dict(self.wins),
            "mean_turns": self.turns / self.games if self.games else 0,
            "mean_actions": self.actions / self.games if self.games else 0,
            "games_per_second": round(self.games_per_second, 1),
            "actions_per_second": round(self.actions / self.seconds, 1) if self.seconds else 0,
        }


def play_random_game(players: int, seed: int, options: GameOptions | None = None) -> Game:
    """One complete game where every decision is a uniformly random legal action."""
    game = Game.new(players=players, seed=seed, options=options)
    rng = Rng(seed ^ 0x5EED)
    while game.winner is None:
        legal = game.legal_actions()
        game.apply_legal(legal[rng.below(len(legal))])  # legal by construction
    return game


def options_for(variant: str | None, expansions: tuple[str, ...] = ()) -> GameOptions | None:
    """The table options that play ``variant`` with ``expansions`` (neither: the official
    game of the player count)."""
    if variant is not None and variant != "simplified":
        raise ValueError(f"no variant {variant!r}")
    expansions = tuple(expansions)
    if variant is None and not expansions:
        return None
    return GameOptions(simplified=variant == "simplified", expansions=expansions)


def simulate(players: int, games: int, seed: int, variant: str | None = None,
             expansions: tuple[str, ...] = ()) -> SimulationResult:
    """``games`` random games of ``players`` on seeds ``seed`` and on (with the
    ``variant`` and the ``expansions`` named, e.g. ``("dodge_city",)``)."""
    result = SimulationResult(players, games)
    options = options_for(variant, expansions)
    start = time.perf_counter()
    for i in range(games):
        game = play_random_game(players, seed + i, options)
        assert game.winner is not None
        result.wins[game.winner.value] += 1
        result.turns += game.turn_count
        result.actions += len(game.history)
    result.seconds = time.perf_counter() - start
    return result


def _median_rate(fn: object, repeats: int, seconds: float) -> float:
    """Calls per second of ``fn``, the median of ``repeats`` timed rounds."""
    assert callable(fn)
    rates = []
    for _ in range(repeats):
        n = 0
        start = time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds:
            fn()
            n += 1
        rates.append(n / elapsed)
    return statistics.median(rates)


def bench(seconds: float = 1.0, repeats: int = 5, players: tuple[int, ...] = (4, 5, 6, 7),
          variant: str | None = None, expansions: tuple[str, ...] = ()) -> dict[str, object]:
    """Games and actions per second for each player count (by default 4-7, the figure
    compared across versions), and the cost of clone/observation (with the ``variant``
    and ``expansions`` named)."""
    options = options_for(variant, expansions)
    rows = {}
    medians = []
    for n in players:
        per_round = []
        for r in range(repeats):
            res = SimulationResult(n, 0)
            start = time.perf_counter()
            seed = 1000 * r
            while time.perf_counter() - start < seconds:
                game = play_random_game(n, seed, options)
                seed += 1
                res.games += 1
                res.actions += len(game.history)
                res.turns += game.turn_count
            res.seconds = time.perf_counter() - start
            per_round.append(res)
        med = sorted(per_round, key=lambda r: r.games_per_second)[len(per_round) // 2]
        rows[n] = med.to_json()
        medians.append(med.games_per_second)
    mid = Game.new(players=5, seed=3, options=GameOptions(expansions=tuple(expansions)) if expansions else None)
    rng = Rng(9)
    for _ in range(40):  # a position some way into a game
        if mid.winner is not None:
            break
        legal = mid.legal_actions()
        mid.apply(legal[rng.below(len(legal))])
    clone_rate = _median_rate(mid.clone, repeats, seconds / 2)
    obs_rate = _median_rate(lambda: mid.observation(0), repeats, seconds / 2)
    median_games = round(statistics.median(medians), 1)
    from . import rules

    return {
        "compiled": not rules.__file__.endswith(".py"),
        "variant": variant,
        **({"expansions": list(expansions)} if expansions else {}),
        "players": rows,
        "median_games_per_second": median_games,
        "clone_us": round(1e6 / clone_rate, 2),
        "observation_us": round(1e6 / obs_rate, 2),
    }
