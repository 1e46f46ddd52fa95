"""Bots end their turn where the cards they play come back (Abandoned Mine puts them on
the deck, where a Stagecoach or a General Store draws them again): these seeds played
5,000 actions in one turn before (bots/patience.py)."""

from __future__ import annotations

import pytest

from bang.bots import make_bot, play_game
from bang.rules import Game
from bang.rulesets.registry import ruleset_for
from bang.state import Rng


@pytest.mark.parametrize("seed", [139, 205, 248, 379])
def test_a_game_under_abandoned_mine_ends(seed: int) -> None:
    ruleset = ruleset_for(5, None, ("dodge_city", "high_noon", "fistful_of_cards"))
    game = Game.new(players=5, seed=seed, ruleset=ruleset)
    bots = [make_bot("sharp" if s == seed % 5 else "basic", Rng(seed * 31 + s)) for s in range(5)]
    events = play_game(game, bots, max_actions=5000)
    assert game.winner is not None
    assert len(events) < 5000
