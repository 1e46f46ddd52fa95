"""Seeded random forum games: they never crash, they end or stop at the round cap
(reported), lives stay within bounds, a record replays the game, and no observation
shows a player what is another's secret."""

from __future__ import annotations

import pytest

from bang.events import EventType
from bang.rulesets.forum.bots import play_random_game, play_round, random_table
from bang.rulesets.forum.game import ForumGame
from bang.rulesets.forum.log import UNTOLD
from bang.rulesets.forum.roles import SHERIFF
from bang.rulesets.forum.view import observation
from bang.state import Rng

SIZES = (4, 5, 6, 7, 8, 9, 10)


def _check_bounds(game: ForumGame) -> None:
    for p in game.players:
        assert 0 <= p.life <= p.max_life, (p.name, p.life, p.max_life)
        if not p.alive or p.unconscious:
            assert p.life == 0
        if p.alive and not p.unconscious:
            assert p.life >= 1
    assert game.supply >= 0


PARTS = 4  # the thousand games in this many tests, which pytest-xdist runs side by side


@pytest.mark.parametrize("part", range(PARTS))
def test_thousand_games_end_or_are_capped_with_lives_in_bounds(part: int) -> None:
    ended = capped = 0
    for seed in range(part, 1000, PARTS):
        rng = Rng(seed ^ 0xF0E0)
        game = ForumGame.new(random_table(SIZES[seed % len(SIZES)], rng), seed, round_cap=60)
        while not game.over:
            play_round(game, rng)
            _check_bounds(game)
        if game.capped:
            capped += 1
            assert game.result is None and game.winners() == []
            last = game.events[-1].event
            assert last.type is EventType.GAME_OVER and last.detail == "round_cap"
        else:
            ended += 1
            assert game.result is not None
        assert game.round <= 60
    assert ended + capped == 1000 // PARTS
    assert ended > 0.95 * (1000 // PARTS)  # random players finish nearly every game well before the cap
    print(f"forum random games: {ended} ended, {capped} stopped at round 60")


def test_records_replay_exactly() -> None:
    for seed in range(40):
        game = play_random_game(SIZES[seed % len(SIZES)], 5000 + seed)
        again = ForumGame.from_record(game.to_record())
        assert again.events == game.events
        assert again.result == game.result and again.winners() == game.winners()


def _secrets_hidden(game: ForumGame) -> None:
    for viewer in [None, *range(len(game.players))]:
        seen = observation(game, viewer)
        for seat, shown in enumerate(seen["players"]):
            other = game.players[seat]
            if seat == viewer:
                assert sorted(shown["hand"]) == sorted(other.hand) and shown["role"] == other.role
                continue
            assert "hand" not in shown and "turned" not in shown
            if game.over:  # the game is over: every role is told, and who won
                assert shown["role"] == other.role
            elif other.role != SHERIFF and other.alive:
                assert "role" not in shown
        assert seen["winners"] == (game.winners() if game.over else [])
        for event in seen["events"]:
            private = event.get("private_to")
            assert private is None or viewer in private
            assert event["type"] != "lieutenant_turned" or event.get("player") == viewer
        for raw, shown_event in zip([x.event for x in game.events if x.event.type not in UNTOLD
                                     or x.event.player == viewer], seen["events"], strict=True):
            if raw.private_to is not None and viewer not in raw.private_to:
                assert "cards" not in shown_event and "rolls" not in shown_event


def test_no_secret_in_another_players_observation() -> None:
    for seed in range(60):
        rng = Rng(seed)
        game = ForumGame.new(random_table(SIZES[seed % len(SIZES)], rng), 9000 + seed, round_cap=60)
        while not game.over:
            play_round(game, rng)
            _secrets_hidden(game)
