"""A position from a real game, written as a scenario, is set up exactly again.

Take random games at moments when the turn player is asked to play (nothing else
pending), write the table as a scenario (FORMAT.md), set it up with
``bang.scenario.setup`` and compare: the same table, the same pending decision and
the same legal actions. This checks the scenario loader that the held-out rulings use.
"""

from __future__ import annotations

from typing import Any

from bang import Game
from bang.scenario import god_view, setup
from bang.state import Rng


def as_scenario(game: Game) -> dict[str, Any]:
    view = god_view(game)
    return {
        "seed": 5,
        "players": [
            {k: p[k] for k in ("name", "role", "character", "hp", "alive", "hand", "in_play")}
            for p in view["players"]
        ],
        "deck": view["deck"],
        "discard": view["discard"],
        "turn": view["turn"],
        "phase": "play",
        "bangs_played": game.bangs_played,
    }


def test_play_positions_round_trip_through_scenarios() -> None:
    checked = 0
    for seed in range(60):
        game = Game.new(players=4 + seed % 4, seed=seed)
        rng = Rng(seed)
        while not game.over and checked < 400:
            if game.pending is not None and game.pending.kind == "play" and not game.stack:
                again = setup(as_scenario(game))
                original, copy = god_view(game), god_view(again)
                for key in ("turn", "phase", "players", "deck", "discard", "pending"):
                    assert copy[key] == original[key], key
                # compared by card ids: the two stagecoach/9S cards are interchangeable
                assert [a.describe() for a in again.legal_actions()] == [
                    a.describe() for a in game.legal_actions()
                ]
                checked += 1
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])
    assert checked >= 300
