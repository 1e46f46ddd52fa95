"""Golden counts: 50 seeded random games per table size must play out exactly so.

Any change to the rules, the order of chance or the legal actions moves these
numbers. When a change is meant to (a ruling fixed, a rule added), check the new
figures and update them here in the same commit, saying why.
"""

from __future__ import annotations

import pytest

from bang.simulate import simulate

GOLDEN = {
    4: ({"law": 16, "outlaws": 27, "renegade": 7}, 1562, 5298),
    5: ({"law": 22, "outlaws": 25, "renegade": 3}, 1458, 5361),
    6: ({"law": 24, "outlaws": 23, "renegade": 3}, 1946, 7275),
    7: ({"law": 17, "outlaws": 31, "renegade": 2}, 1825, 7101),
}


@pytest.mark.parametrize("players", sorted(GOLDEN))
def test_random_games_play_out_exactly_as_before(players: int) -> None:
    result = simulate(players, 50, 2026)
    wins, turns, actions = GOLDEN[players]
    assert dict(result.wins) == wins
    assert (result.turns, result.actions) == (turns, actions)
