"""Random legal players: every post a uniformly random legal move, until they stop.

Used by ``bang simulate --ruleset forum`` and the property tests. A player draws
first when they may, then posts moves one at a time, stopping with chance 1/4
after each (and when nothing is legal); the deadline comes when all have stopped.
"""

from __future__ import annotations

from ...state import Rng
from .characters import CHARACTERS
from .game import ROUND_CAP, ForumGame
from .state import DRAW


def random_table(players: int, rng: Rng) -> list[tuple[str, str]]:
    """Names P1..Pn, each with a different character picked at random."""
    chars = sorted(CHARACTERS)
    rng.shuffle(chars)  # type: ignore[arg-type]
    return [(f"P{i + 1}", chars[i]) for i in range(players)]


def play_round(game: ForumGame, rng: Rng) -> None:
    """Every player posts at random, then the deadline."""
    waiting = list(range(len(game.players)))
    while waiting:
        seat = waiting[rng.below(len(waiting))]
        legal = game.legal_actions(seat)
        draws = [m for m in legal if m.kind == DRAW]
        if draws:
            game.apply(draws[rng.below(len(draws))])
        elif not legal or rng.below(4) == 0:
            waiting.remove(seat)
        else:
            game.apply(legal[rng.below(len(legal))])
    game.deadline()


def play_random_game(players: int, seed: int, round_cap: int = ROUND_CAP,
                     fair: tuple[str, list[str]] | None = None) -> ForumGame:
    """One forum game of random legal players, to its end or the round cap (``fair``: the
    salt and the players' parts of FairDice, as the server plays)."""
    rng = Rng(seed ^ 0xF0E0)
    game = ForumGame.new(random_table(players, rng), seed, round_cap=round_cap, fair=fair)
    while not game.over:
        play_round(game, rng)
    return game
