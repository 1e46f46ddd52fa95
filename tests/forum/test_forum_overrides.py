"""The master's overrides: logged with their reason, kept in the record, replayed at the
same point; one that cannot be done changes nothing."""

from __future__ import annotations

import copy

import pytest

from bang.errors import MalformedAction
from bang.rulesets.forum import ForumGame
from bang.rulesets.forum.bots import play_round
from bang.rulesets.forum.log import ForumEventType
from bang.rulesets.forum.overrides import Override
from bang.state import Rng

TABLE = [("Ann", "kid_curry"), ("Bob", "rosie"), ("Cid", "tuco"), ("Dan", "django")]


def _game() -> ForumGame:
    game = ForumGame.new(TABLE, seed=31)
    play_round(game, Rng(4))
    return game


def test_a_life_override_is_logged_with_its_reason_and_replayed() -> None:
    game = _game()
    seat = next(s for s, p in enumerate(game.players) if p.conscious)
    game.override(Override("life", "the Missed! came in time", player=seat, value=1, amends=1))
    assert game.players[seat].life == 1
    logged = game.events[-1]
    event = logged.event
    assert (event.type, event.player, event.amount, event.detail, logged.round) == (
        ForumEventType.OVERRIDE_LIFE, seat, 1, "the Missed! came in time", 1)
    assert event.private_to is None
    play_round(game, Rng(5))
    replayed = ForumGame.from_record(game.to_record())
    assert replayed.events == game.events
    assert [p.life for p in replayed.players] == [p.life for p in game.players]
    assert replayed.overrides == game.overrides


def test_an_override_in_the_middle_of_a_round_is_replayed_between_the_same_moves() -> None:
    game = ForumGame.new(TABLE, seed=8)
    draw = game.legal_actions(0)[0]
    game.apply(draw)
    game.override(Override("give_card", "a card lost in the post", player=1, card="beer"))
    assert game.overrides[0].at_round == 1 and game.overrides[0].after_moves == 1
    assert game.events[-1].event.private_to == (1,)  # a hand is a secret
    game.apply(game.legal_actions(1)[0])
    replayed = ForumGame.from_record(game.to_record())
    assert replayed.events == game.events
    assert replayed.players[1].hand == game.players[1].hand


def test_life_zero_makes_the_player_fall() -> None:
    game = _game()
    seat = next(s for s, p in enumerate(game.players) if p.conscious)
    game.override(Override("life", "the master's sums", player=seat, value=0))
    assert game.players[seat].unconscious
    assert [x.event.type for x in game.events[-2:]] == [ForumEventType.OVERRIDE_LIFE, ForumEventType.UNCONSCIOUS]


def test_equipment_and_a_ruling() -> None:
    game = _game()
    game.override(Override("equip", "the Barrel was played before the deadline", player=2, card="barrel"))
    assert game.players[2].equipment["barrel"] == "barrel"
    game.override(Override("unequip", "given back", player=2, card="barrel"))
    assert "barrel" not in game.players[2].equipment
    game.override(Override("ruling", "a Duel at the deadline is rolled by the master"))
    assert game.events[-1].event.type is ForumEventType.OVERRIDE_RULING


@pytest.mark.parametrize("override", [
    Override("life", "too much", player=0, value=99),
    Override("take_card", "not there", player=0, card="gatling_gun"),
    Override("equip", "not equipment", player=0, card="bang"),
    Override("unequip", "not in play", player=0, card="volcanic"),
    Override("life", "nobody", player=None, value=1),
    Override("life", "no such seat", player=9, value=1),
])
def test_an_override_that_cannot_be_done_changes_nothing(override: Override) -> None:
    game = _game()
    before = (copy.deepcopy(game.players), list(game.events), list(game.overrides))
    with pytest.raises(MalformedAction):
        game.override(override)
    assert (game.players, game.events, game.overrides) == before


def test_an_override_needs_a_reason_and_a_known_kind() -> None:
    with pytest.raises(MalformedAction):
        Override.from_json({"kind": "life", "player": 0, "value": 2, "reason": "  "})
    with pytest.raises(MalformedAction):
        Override.from_json({"kind": "resurrect", "player": 0, "reason": "why not"})
    with pytest.raises(MalformedAction):
        Override.from_json({"kind": "life", "player": "0", "value": 2, "reason": "r"})
    o = Override.from_json({"kind": "life", "player": 0, "value": 2, "reason": "r", "amends": 3})
    assert Override.from_json(o.to_json()) == o
