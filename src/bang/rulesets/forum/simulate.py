"""``bang simulate --ruleset forum``: random legal players, many games, the figures."""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field

from .bots import play_random_game
from .game import ROUND_CAP
from .roles import LIEUTENANT


@dataclass
class ForumSimulation:
    players: int
    games: int
    round_cap: int = ROUND_CAP
    results: Counter[str] = field(default_factory=Counter)  # the side, or "round_cap"
    role_wins: Counter[str] = field(default_factory=Counter)  # games each role won
    lieutenant_turned: int = 0
    rounds: int = 0
    max_rounds: int = 0
    moves: int = 0
    seconds: float = 0.0

    def to_json(self) -> dict[str, object]:
        return {
            "ruleset": "forum", "players": self.players, "games": self.games,
            "round_cap": self.round_cap, "results": dict(self.results),
            "role_wins": dict(self.role_wins), "lieutenant_turned": self.lieutenant_turned,
            "mean_rounds": round(self.rounds / self.games, 2) if self.games else 0,
            "max_rounds": self.max_rounds,
            "mean_moves": round(self.moves / self.games, 1) if self.games else 0,
            "games_per_second": round(self.games / self.seconds, 1) if self.seconds else 0,
        }


def simulate_forum(players: int, games: int, seed: int, round_cap: int = ROUND_CAP) -> ForumSimulation:
    result = ForumSimulation(players, games, round_cap)
    start = time.perf_counter()
    for i in range(games):
        game = play_random_game(players, seed + i, round_cap)
        result.results[game.result or "round_cap"] += 1
        for role in {game.players[s].role for s in game.winners()}:
            result.role_wins[role] += 1
        result.lieutenant_turned += any(p.role == LIEUTENANT and p.turned for p in game.players)
        result.rounds += game.round
        result.max_rounds = max(result.max_rounds, game.round)
        result.moves += sum(len(r) for r in game.history)
    result.seconds = time.perf_counter() - start
    return result
