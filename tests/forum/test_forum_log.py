"""The forum's log is the core's events: one Event type, its visibility, one redaction."""

from __future__ import annotations

import pytest

from bang.events import Event, EventKind, EventType, redact
from bang.rulesets.forum import ForumGame
from bang.rulesets.forum.bots import play_random_game
from bang.rulesets.forum.cards import CARD_NUMBER, NUMBERED, TABLE, card_named
from bang.rulesets.forum.log import UNTOLD, ForumEventType, entry, told

TABLE4 = [("Ann", "kid_curry"), ("Bob", "rosie"), ("Cid", "tuco"), ("Dan", "django")]


def test_every_entry_holds_a_core_event() -> None:
    game = play_random_game(8, 3)
    kinds = {x.event.type for x in game.events}
    assert all(isinstance(x.event, Event) for x in game.events)
    assert all(isinstance(k, EventKind) for k in kinds)
    assert {EventType.DREW, EventType.PLAYED, EventType.DAMAGED, ForumEventType.CHECK} <= kinds
    assert not set(ForumEventType) & set(EventType)  # the base game's kinds are left as they were
    assert {k.value for k in ForumEventType}.isdisjoint(k.value for k in EventType)


def test_what_a_reader_is_told_is_the_cores_redaction() -> None:
    game = play_random_game(8, 4)
    for reader in [None, *range(len(game.players))]:
        shown = told(game.events, reader)
        kept = [x for x in game.events if x.event.type not in UNTOLD or x.event.visible_to(reader)]
        assert [x.event for x in shown] == [redact(x.event, reader) for x in kept]
        assert [(x.round, x.dice) for x in shown] == [(x.round, x.dice) for x in kept]


def test_a_draw_rolls_its_cards_lines_and_hides_them_with_the_cards() -> None:
    game = ForumGame.new(TABLE4, seed=7)
    game.apply(game.legal_actions(0)[0])
    drew = game.events[-1]
    assert drew.event.type is EventType.DREW and drew.event.private_to == (0,)
    assert drew.rolls == drew.event.cards and [TABLE[r - 1] for r in drew.rolls] == list(drew.cards)
    assert "rolls" in drew.to_json() and drew.to_json()["cards"] == list(drew.cards)
    hidden = told([drew], 1)[0]
    assert hidden.to_json() == {"type": "drew", "round": 1, "player": 0,
                                  "card_count": drew.event.card_count, "detail": "draw"}


def test_a_private_event_keeps_no_dice_beside_its_cards() -> None:
    with pytest.raises(ValueError, match="private"):
        entry(ForumEventType.CHECK, 1, 0, dice=(3,), private_to=(0,))


def test_cards_are_numbered_by_their_d20_line() -> None:
    assert [CARD_NUMBER[c] for c in TABLE] == list(range(1, 21))
    assert CARD_NUMBER["holed_hat"] == 21 and card_named(21) == "holed_hat"
    assert all(card_named(CARD_NUMBER[c]) == c for c in NUMBERED)
