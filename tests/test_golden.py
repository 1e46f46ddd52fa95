"""Golden counts: 50 seeded random games per table size must play out exactly so.

Any change to the rules, the order of chance or the legal actions moves these
numbers. When a change is meant to (a ruling fixed, a rule added), check the new
figures and update them here in the same commit, saying why.
"""

from __future__ import annotations

import pytest

from bang.simulate import simulate

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
