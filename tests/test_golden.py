"""Golden counts: 50 seeded random games per table size must play out exactly so.

Any change to the rules, the order of chance or the legal actions moves these
numbers. When a change is meant to (a ruling fixed, a rule added), check the new
figures and update them here in the same commit, saying why.
"""

from __future__ import annotations

from collections import Counter

import pytest

from bang.rules import GameOptions
from bang.simulate import play_random_game, simulate

GOLDEN = {
    4: ({"law": 24, "outlaws": 20, "renegade": 6}, 1358, 5200),
    5: ({"law": 26, "outlaws": 22, "renegade": 2}, 1597, 6175),
    6: ({"law": 24, "outlaws": 26}, 1972, 7745),
    7: ({"law": 20, "outlaws": 28, "renegade": 2}, 2014, 8420),
}


@pytest.mark.parametrize("players", sorted(GOLDEN))
def test_random_games_play_out_exactly_as_before(players: int) -> None:
    result = simulate(players, 50, 2026)
    wins, turns, actions = GOLDEN[players]
    assert dict(result.wins) == wins
    assert (result.turns, result.actions) == (turns, actions)


# The same with Dodge City's cards and characters (3-8 players). Measured when the
# expansion was added; a change to its rules or to the order of chance moves them.
GOLDEN_DODGE_CITY = {
    3: ({"deputy": 26, "outlaw": 8, "renegade": 16}, 1016, 3729),
    4: ({"law": 21, "outlaws": 25, "renegade": 4}, 1772, 6361),
    5: ({"outlaws": 37, "law": 11, "renegade": 2}, 1419, 5661),
    6: ({"outlaws": 34, "renegade": 2, "law": 14}, 1774, 7197),
    7: ({"law": 18, "outlaws": 32}, 1967, 8207),
    8: ({"outlaws": 37, "law": 13}, 1877, 8460),
}


@pytest.mark.parametrize("players", sorted(GOLDEN_DODGE_CITY))
def test_random_dodge_city_games_play_out_exactly_as_before(players: int) -> None:
    options = GameOptions(expansions=("dodge_city",))
    wins: Counter[str] = Counter()
    turns = actions = 0
    for i in range(50):
        game = play_random_game(players, 2026 + i, options)
        assert game.winner is not None
        wins[game.winner.value] += 1
        turns += game.turn_count
        actions += len(game.history)
    want_wins, want_turns, want_actions = GOLDEN_DODGE_CITY[players]
    assert dict(wins) == want_wins
    assert (turns, actions) == (want_turns, want_actions)
