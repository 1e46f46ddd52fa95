"""The event log, which is what players read: every kind of event, exactly.

Each test plays one position and compares the whole log each reader receives
through ``bang.view.event_view``: the turn player, another player and a
spectator (``None``). A log entry is ``{"type", "player", "target", "cards",
"count", "amount", "detail"}`` with empty fields left out; cards dealt into a
hand are shown to their owner only, the others read the count.

The seat named A is the Sheriff and keeps a spare Beer at full life, so that
the turn does not end by itself after the play under test.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bang import EventType, Game
from bang.view import event_view
from positions import act, every_card_but, legal, log, seat, table

S = seat
KEEP = "beer/7H"  # A's spare card: a Beer is always playable, so A is asked again


def four(a_hand: list[str], b: dict[str, Any] | None = None, c: dict[str, Any] | None = None,
         d: dict[str, Any] | None = None, **kw: Any) -> Game:
    """A four-seat table: A Sheriff (Willy the Kid), B and C Outlaws, D Renegade."""
    return table(
        S("sheriff", "willy_the_kid", [*a_hand, KEEP]),
        b or S("outlaw", "slab_the_killer"),
        c or S("outlaw", "calamity_janet"),
        d or S("renegade", "rose_doolan"),
        **kw,
    )


def same_for_all(events: list[Any], readers: int = 4) -> list[dict[str, Any]]:
    """The log when it holds no secret: every seat and a spectator read the same."""
    seen = log(events, None)
    for s in range(readers):
        assert log(events, s) == seen, f"seat {s} reads a different log"
    return seen


# --- the start of a game ---------------------------------------------------------------------


def test_new_game_log_deals_every_hand_privately() -> None:
    game = Game.new(players=4, seed=0)
    events = game.setup_events
    assert event_view(events[0], None) == {"type": "game_started", "count": 4}
    deals = events[1:5]
    for s, e in enumerate(deals):
        p = game.players[s]
        assert e.type is EventType.DREW and e.player == s and e.card_count == p.max_hp
        for reader in (0, 1, 2, 3, None):
            view = event_view(e, reader)
            if reader == s:
                assert len(view["cards"]) == p.max_hp
            else:
                assert view == {"type": "drew", "player": s, "count": p.max_hp}
    sheriff = game.turn
    rest = log(events[5:], None)
    assert rest[0] == {"type": "turn_started", "player": sheriff}
    assert rest[1] == {"type": "drew", "player": sheriff, "count": 2}
    assert len(events) == 7  # this Sheriff draws the plain way


def test_turn_start_draws_two_privately() -> None:
    game = four([], phase="start", deck=["bang/2D", "bang/3D"])
    assert log(game.setup_events, 0) == [
        {"type": "turn_started", "player": 0},
        {"type": "drew", "player": 0, "cards": ["bang/2D", "bang/3D"], "count": 2},
    ]
    for reader in (1, None):
        assert log(game.setup_events, reader) == [
            {"type": "turn_started", "player": 0},
            {"type": "drew", "player": 0, "count": 2},
        ]


# --- cards that draw ------------------------------------------------------------------------


def test_stagecoach_one_draw_of_two_cards_count_public_cards_private() -> None:
    game = four(["stagecoach/9S"], deck=["bang/2D", "bang/3D", "bang/4D"])
    events = act(game, "A", "play", card="stagecoach/9S")
    played = {"type": "played", "player": 0, "cards": ["stagecoach/9S"], "count": 1}
    assert log(events, 0) == [played, {"type": "drew", "player": 0, "cards": ["bang/2D", "bang/3D"], "count": 2}]
    for reader in (1, 2, 3, None):
        assert log(events, reader) == [played, {"type": "drew", "player": 0, "count": 2}]


def test_wells_fargo_one_draw_of_three() -> None:
    game = four(["wells_fargo/3H"], deck=["bang/2D", "bang/3D", "bang/4D", "bang/5D"])
    events = act(game, "A", "play", card="wells_fargo/3H")
    played = {"type": "played", "player": 0, "cards": ["wells_fargo/3H"], "count": 1}
    assert log(events, 0) == [
        played, {"type": "drew", "player": 0, "cards": ["bang/2D", "bang/3D", "bang/4D"], "count": 3}]
    assert log(events, 2) == [played, {"type": "drew", "player": 0, "count": 3}]
    assert log(events, None) == log(events, 2)


def test_reshuffle_is_announced_with_its_count_before_the_draw() -> None:
    a_hand = ["stagecoach/9S", KEEP]
    discard = every_card_but("bang/2D", *a_hand)
    game = four(["stagecoach/9S"], deck=["bang/2D"], discard=discard)
    assert game.observation(None).deck_count == 1
    events = act(game, "A", "play", card="stagecoach/9S")
    # the first card drawn empties the pile: the discard pile, the Stagecoach on it, is shuffled in
    assert log(events, 1) == [
        {"type": "played", "player": 0, "cards": ["stagecoach/9S"], "count": 1},
        {"type": "reshuffled", "count": len(discard) + 1},
        {"type": "drew", "player": 0, "count": 2},
    ]
    drew = log(events, 0)[2]
    assert drew["cards"][0] == "bang/2D" and len(drew["cards"]) == 2
    assert game.observation(None).deck_count == len(discard) and game.observation(None).discard == ()


# --- BANG! and its answers ---------------------------------------------------------------


def test_bang_answered_with_missed() -> None:
    game = four(["bang/AS"], b=S("outlaw", "slab_the_killer", ["missed/10C", "beer/6H"]))
    events = act(game, "A", "play", card="bang/AS", target="B")
    assert same_for_all(events) == [
        {"type": "played", "player": 0, "target": 1, "cards": ["bang/AS"], "count": 1}]
    assert game.pending is not None and game.pending.player == 1
    events = act(game, "B", "play", card="missed/10C")
    assert same_for_all(events) == [
        {"type": "answered", "player": 1, "target": 0, "cards": ["missed/10C"], "count": 1},
        {"type": "shot_missed", "player": 1, "target": 0},
    ]


def test_bang_taken_and_bart_cassidy_draws_privately() -> None:
    game = four(["bang/AS"], b=S("outlaw", "bart_cassidy", ["missed/10C"]), deck=["bang/2D"])
    act(game, "A", "play", card="bang/AS", target="B")
    events = act(game, "B", "pass")
    public = [{"type": "passed", "player": 1}, {"type": "damaged", "player": 1, "target": 0, "amount": 1}]
    assert log(events, 1) == [*public, {"type": "drew", "player": 1, "cards": ["bang/2D"], "count": 1}]
    for reader in (0, 2, None):
        assert log(events, reader) == [*public, {"type": "drew", "player": 1, "count": 1}]


def test_shot_without_answer_lands_at_once() -> None:
    game = four(["bang/AS"], b=S("outlaw", "slab_the_killer", ["beer/6H"]))
    events = act(game, "A", "play", card="bang/AS", target="B")
    assert same_for_all(events) == [
        {"type": "played", "player": 0, "target": 1, "cards": ["bang/AS"], "count": 1},
        {"type": "damaged", "player": 1, "target": 0, "amount": 1},
    ]


def test_barrel_draw_is_public_and_cancels() -> None:
    game = four(["bang/AS"], b=S("outlaw", "slab_the_killer", ["missed/10C"], ["barrel/QS"]), deck=["beer/6H"])
    events = act(game, "A", "play", card="bang/AS", target="B")
    assert same_for_all(events) == [
        {"type": "played", "player": 0, "target": 1, "cards": ["bang/AS"], "count": 1},
        {"type": "draw_check", "player": 1, "cards": ["beer/6H"], "count": 1, "detail": "barrel lucky"},
        {"type": "shot_missed", "player": 1, "target": 0},
    ]


def test_slab_needs_two_missed_each_answer_logged() -> None:
    game = table(S("sheriff", "slab_the_killer", ["bang/AS", KEEP]),
                 S("outlaw", "slab_the_killer", ["missed/10C", "missed/JC"]),
                 S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"))
    act(game, "A", "play", card="bang/AS", target="B")
    assert game.prompt() == {"reason": "bang", "from": 0, "missed_needed": 2}
    first = act(game, "B", "play", card="missed/10C")
    assert same_for_all(first) == [
        {"type": "answered", "player": 1, "target": 0, "cards": ["missed/10C"], "count": 1}]
    assert game.prompt() == {"reason": "bang", "from": 0, "missed_needed": 1}
    second = act(game, "B", "play", card="missed/JC")
    assert same_for_all(second) == [
        {"type": "answered", "player": 1, "target": 0, "cards": ["missed/JC"], "count": 1},
        {"type": "shot_missed", "player": 1, "target": 0},
    ]


def test_calamity_janet_swap_is_written_in_the_log() -> None:
    game = table(S("sheriff", "calamity_janet", ["missed/10C", KEEP]),
                 S("outlaw", "slab_the_killer", []),
                 S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"))
    events = act(game, "A", "play", card="missed/10C", target="B", **{"as": "bang"})
    assert same_for_all(events) == [
        {"type": "played", "player": 0, "target": 1, "cards": ["missed/10C"], "count": 1, "detail": "as bang"},
        {"type": "damaged", "player": 1, "target": 0, "amount": 1},
    ]
    janet = table(S("sheriff", "willy_the_kid", ["bang/AS", KEEP]),
                  S("outlaw", "calamity_janet", ["bang/2D", "beer/6H"]),
                  S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"))
    act(janet, "A", "play", card="bang/AS", target="B")
    events = act(janet, "B", "play", card="bang/2D", **{"as": "missed"})
    assert same_for_all(events) == [
        {"type": "answered", "player": 1, "target": 0, "cards": ["bang/2D"], "count": 1, "detail": "as missed"},
        {"type": "shot_missed", "player": 1, "target": 0},
    ]


def test_el_gringo_takes_from_the_shooter_seen_by_both_only() -> None:
    game = four(["bang/AS", "panic/JH"], b=S("outlaw", "el_gringo", ["beer/6H"]))
    events = act(game, "A", "play", card="bang/AS", target="B")  # no Missed!: the shot lands at once
    public = [{"type": "played", "player": 0, "target": 1, "cards": ["bang/AS"], "count": 1},
              {"type": "damaged", "player": 1, "target": 0, "amount": 1}]
    stolen = log(events, 1)[2]
    assert stolen["type"] == "stole" and stolen["player"] == 1 and stolen["target"] == 0
    assert stolen["count"] == 1 and stolen["cards"][0] in ("panic/JH", KEEP)
    assert log(events, 0) == log(events, 1) == [*public, stolen]
    for reader in (2, 3, None):
        assert log(events, reader) == [*public, {"type": "stole", "player": 1, "target": 0, "count": 1}]


# --- Duel, Indians!, Gatling --------------------------------------------------------------


def test_duel_answers_alternate_and_the_loser_is_hit() -> None:
    game = four(["duel/QD", "bang/2D"], b=S("outlaw", "slab_the_killer", ["bang/3D", "beer/6H"]))
    events = act(game, "A", "play", card="duel/QD", target="B")
    assert same_for_all(events) == [
        {"type": "played", "player": 0, "target": 1, "cards": ["duel/QD"], "count": 1}]
    events = act(game, "B", "play", card="bang/3D")
    assert same_for_all(events) == [
        {"type": "answered", "player": 1, "target": 0, "cards": ["bang/3D"], "count": 1}]
    assert game.prompt() == {"reason": "duel", "from": 1, "source": 0}
    events = act(game, "A", "play", card="bang/2D")
    # B holds no BANG! now: B loses at once, without being asked
    assert same_for_all(events) == [
        {"type": "answered", "player": 0, "target": 1, "cards": ["bang/2D"], "count": 1},
        {"type": "passed", "player": 1},
        {"type": "damaged", "player": 1, "target": 0, "amount": 1},
    ]
    assert game.observation(None).bangs_played == 0  # BANG! cards of a Duel are not played BANG!s


def test_duel_lost_by_its_player() -> None:
    game = four(["duel/QD"], b=S("outlaw", "slab_the_killer", ["bang/3D", "beer/6H"]))
    act(game, "A", "play", card="duel/QD", target="B")
    # A holds no BANG!: A loses at once, hurt by his own Duel
    assert same_for_all(act(game, "B", "play", card="bang/3D")) == [
        {"type": "answered", "player": 1, "target": 0, "cards": ["bang/3D"], "count": 1},
        {"type": "passed", "player": 0},
        {"type": "damaged", "player": 0, "target": 0, "amount": 1},
    ]


def test_indians_answered_clockwise_each_logged() -> None:
    game = four(["indians/KD"], b=S("outlaw", "slab_the_killer", ["bang/3D", "beer/6H"]),
                c=S("outlaw", "calamity_janet", ["beer/8H"]), d=S("renegade", "rose_doolan", ["bang/4D"]))
    events = act(game, "A", "play", card="indians/KD")
    assert same_for_all(events) == [{"type": "played", "player": 0, "cards": ["indians/KD"], "count": 1}]
    assert game.prompt() == {"reason": "indians", "from": 0}
    events = act(game, "B", "play", card="bang/3D")
    # C has no BANG!: hit at once; D has a single card to answer with, but may also pass
    assert same_for_all(events) == [
        {"type": "answered", "player": 1, "target": 0, "cards": ["bang/3D"], "count": 1},
        {"type": "passed", "player": 2},
        {"type": "damaged", "player": 2, "target": 0, "amount": 1},
    ]
    assert game.pending is not None and game.pending.player == 3
    events = act(game, "D", "pass")
    assert same_for_all(events) == [
        {"type": "passed", "player": 3},
        {"type": "damaged", "player": 3, "target": 0, "amount": 1},
    ]


def test_gatling_each_target_in_turn() -> None:
    game = four(["gatling/10H"], b=S("outlaw", "slab_the_killer", ["missed/10C", "beer/6H"]))
    events = act(game, "A", "play", card="gatling/10H")
    assert same_for_all(events) == [{"type": "played", "player": 0, "cards": ["gatling/10H"], "count": 1}]
    assert game.prompt() == {"reason": "gatling", "from": 0, "missed_needed": 1}
    events = act(game, "B", "play", card="missed/10C")
    assert same_for_all(events) == [
        {"type": "answered", "player": 1, "target": 0, "cards": ["missed/10C"], "count": 1},
        {"type": "shot_missed", "player": 1, "target": 0},
        {"type": "damaged", "player": 2, "target": 0, "amount": 1},
        {"type": "damaged", "player": 3, "target": 0, "amount": 1},
    ]


# --- life, death and the end -------------------------------------------------------------


def test_beer_heals_one_and_saloon_heals_each_hurt_player() -> None:
    game = table(S("sheriff", "willy_the_kid", ["beer/6H", "saloon/5H", KEEP], hp=3),
                 S("outlaw", "slab_the_killer", hp=2), S("outlaw", "calamity_janet"),
                 S("renegade", "rose_doolan", hp=1))
    assert same_for_all(act(game, "A", "play", card="beer/6H")) == [
        {"type": "played", "player": 0, "cards": ["beer/6H"], "count": 1},
        {"type": "healed", "player": 0, "amount": 1},
    ]
    assert same_for_all(act(game, "A", "play", card="saloon/5H")) == [
        {"type": "played", "player": 0, "cards": ["saloon/5H"], "count": 1},
        {"type": "healed", "player": 0, "amount": 1},
        {"type": "healed", "player": 1, "amount": 1},
        {"type": "healed", "player": 3, "amount": 1},
    ]


def test_dying_player_drinks_a_beer() -> None:
    game = four(["bang/AS"], b=S("outlaw", "slab_the_killer", ["beer/6H", "duel/QD"], hp=1))
    events = act(game, "A", "play", card="bang/AS", target="B")
    assert same_for_all(events)[-1] == {"type": "damaged", "player": 1, "target": 0, "amount": 1}
    assert game.prompt() == {"reason": "dying", "from": 0, "lives_needed": 1}
    assert same_for_all(act(game, "B", "play", card="beer/6H")) == [
        {"type": "played", "player": 1, "cards": ["beer/6H"], "count": 1, "detail": "dying"},
        {"type": "healed", "player": 1, "amount": 1},
    ]


def test_dying_player_who_passes_is_eliminated() -> None:
    game = four(["bang/AS"], b=S("outlaw", "slab_the_killer", ["beer/6H"], hp=1),
                deck=["bang/2D", "bang/3D", "bang/4D"])
    act(game, "A", "play", card="bang/AS", target="B")
    events = act(game, "B", "pass")
    assert log(events, 2) == [
        {"type": "passed", "player": 1, "detail": "dying"},
        {"type": "eliminated", "player": 1, "target": 0, "detail": "outlaw"},
        {"type": "discarded", "player": 1, "cards": ["beer/6H"], "count": 1, "detail": "eliminated"},
        {"type": "reward", "player": 0, "target": 1, "count": 3},
        {"type": "drew", "player": 0, "count": 3},
    ]


def test_outlaw_eliminated_role_shown_cards_discarded_reward_drawn_privately() -> None:
    game = four(["bang/AS"], b=S("outlaw", "slab_the_killer", ["duel/QD"], ["volcanic/10S"], hp=1),
                deck=["bang/2D", "bang/3D", "bang/4D"])
    events = act(game, "A", "play", card="bang/AS", target="B")
    public = [
        {"type": "played", "player": 0, "target": 1, "cards": ["bang/AS"], "count": 1},
        {"type": "damaged", "player": 1, "target": 0, "amount": 1},
        {"type": "eliminated", "player": 1, "target": 0, "detail": "outlaw"},
        {"type": "discarded", "player": 1, "cards": ["duel/QD", "volcanic/10S"], "count": 2,
         "detail": "eliminated"},
        {"type": "reward", "player": 0, "target": 1, "count": 3},
    ]
    assert log(events, 0) == [
        *public, {"type": "drew", "player": 0, "cards": ["bang/2D", "bang/3D", "bang/4D"], "count": 3}]
    for reader in (1, 2, 3, None):
        assert log(events, reader) == [*public, {"type": "drew", "player": 0, "count": 3}]


def test_vulture_sam_takes_the_dead_cards_seen_by_the_two_only() -> None:
    game = four(["bang/AS"], b=S("outlaw", "slab_the_killer", ["duel/QD"], ["volcanic/10S"], hp=1),
                c=S("outlaw", "vulture_sam"), deck=["bang/2D", "bang/3D", "bang/4D"])
    events = act(game, "A", "play", card="bang/AS", target="B")
    picked = {"type": "picked", "player": 2, "target": 1, "count": 2, "detail": "vulture_sam"}
    for reader, sees in ((2, True), (1, True), (0, False), (3, False), (None, False)):
        entry = log(events, reader)[3]
        assert entry == ({**picked, "cards": ["duel/QD", "volcanic/10S"]} if sees else picked)
    assert [e["type"] for e in log(events, None)] == [
        "played", "damaged", "eliminated", "picked", "reward", "drew"]


def test_sheriff_kills_a_deputy_and_loses_every_card() -> None:
    game = table(S("sheriff", "willy_the_kid", ["bang/AS", KEEP], ["barrel/QS"]),
                 S("deputy", "slab_the_killer", [], hp=1), S("outlaw", "calamity_janet"),
                 S("renegade", "rose_doolan"), S("outlaw", "slab_the_killer"))
    events = act(game, "A", "play", card="bang/AS", target="B")
    assert log(events, 0) == log(events, None) == [
        {"type": "played", "player": 0, "target": 1, "cards": ["bang/AS"], "count": 1},
        {"type": "damaged", "player": 1, "target": 0, "amount": 1},
        {"type": "eliminated", "player": 1, "target": 0, "detail": "deputy"},
        {"type": "penalty", "player": 0, "target": 1, "cards": [KEEP, "barrel/QS"], "count": 2},
        {"type": "phase", "player": 0, "detail": "discard"},
        {"type": "turn_started", "player": 2},
        {"type": "drew", "player": 2, "count": 2},
    ]


def test_last_outlaw_dead_law_wins() -> None:
    game = four(["bang/AS"], b=S("outlaw", "slab_the_killer", hp=1), c=S("outlaw", "calamity_janet", alive=False),
                d=S("renegade", "rose_doolan", alive=False))
    events = act(game, "A", "play", card="bang/AS", target="B")
    assert same_for_all(events) == [
        {"type": "played", "player": 0, "target": 1, "cards": ["bang/AS"], "count": 1},
        {"type": "damaged", "player": 1, "target": 0, "amount": 1},
        {"type": "eliminated", "player": 1, "target": 0, "detail": "outlaw"},
        {"type": "game_over", "detail": "law"},
    ]
    assert game.legal_actions() == [] and game.pending is None


# --- cards put in play --------------------------------------------------------------------


def test_equipping_a_weapon_discards_the_old_one() -> None:
    game = table(
        S("sheriff", "willy_the_kid", ["schofield/JC", "mustang/8H", KEEP], ["volcanic/10S"]),
        S("outlaw", "slab_the_killer"), S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"))
    assert same_for_all(act(game, "A", "play", card="schofield/JC")) == [
        {"type": "discarded", "player": 0, "cards": ["volcanic/10S"], "count": 1, "detail": "replaced"},
        {"type": "equipped", "player": 0, "target": 0, "cards": ["schofield/JC"], "count": 1},
    ]
    assert same_for_all(act(game, "A", "play", card="mustang/8H")) == [
        {"type": "equipped", "player": 0, "target": 0, "cards": ["mustang/8H"], "count": 1}]


def test_jail_is_put_in_front_of_its_target() -> None:
    game = four(["jail/JS"])
    assert same_for_all(act(game, "A", "play", card="jail/JS", target="C")) == [
        {"type": "equipped", "player": 0, "target": 2, "cards": ["jail/JS"], "count": 1}]


def test_panic_on_a_card_in_play_is_public_on_a_hand_private_to_the_two() -> None:
    game = four(["panic/JH", "panic/QH"], b=S("outlaw", "slab_the_killer", ["duel/QD"], ["barrel/QS"]))
    assert same_for_all(act(game, "A", "play", card="panic/JH", target="B", target_card="barrel/QS")) == [
        {"type": "played", "player": 0, "target": 1, "cards": ["panic/JH"], "count": 1},
        {"type": "took", "player": 0, "target": 1, "cards": ["barrel/QS"], "count": 1},
    ]
    events = act(game, "A", "play", card="panic/QH", target="B", target_card="hand")
    played = {"type": "played", "player": 0, "target": 1, "cards": ["panic/QH"], "count": 1}
    stole = {"type": "stole", "player": 0, "target": 1, "count": 1}
    assert log(events, 0) == log(events, 1) == [played, {**stole, "cards": ["duel/QD"]}]
    for reader in (2, 3, None):
        assert log(events, reader) == [played, stole]


def test_cat_balou_discard_is_public() -> None:
    game = four(["cat_balou/KH", "cat_balou/9D"], b=S("outlaw", "slab_the_killer", ["duel/QD"], ["barrel/QS"]))
    assert same_for_all(act(game, "A", "play", card="cat_balou/KH", target="B", target_card="barrel/QS")) == [
        {"type": "played", "player": 0, "target": 1, "cards": ["cat_balou/KH"], "count": 1},
        {"type": "discarded", "player": 1, "target": 0, "cards": ["barrel/QS"], "count": 1, "detail": "cat_balou"},
    ]
    assert same_for_all(act(game, "A", "play", card="cat_balou/9D", target="B", target_card="hand")) == [
        {"type": "played", "player": 0, "target": 1, "cards": ["cat_balou/9D"], "count": 1},
        {"type": "discarded", "player": 1, "target": 0, "cards": ["duel/QD"], "count": 1, "detail": "cat_balou"},
    ]


# --- the start of a turn: Dynamite, Jail -------------------------------------------------


def test_dynamite_explodes_for_three() -> None:
    game = table(
        S("sheriff", "willy_the_kid", [KEEP], ["dynamite/2H"]), S("outlaw", "slab_the_killer"),
        S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"),
        phase="start", deck=["missed/2S", "bang/2D", "bang/3D"])
    assert log(game.setup_events, 1) == [
        {"type": "turn_started", "player": 0},
        {"type": "draw_check", "player": 0, "cards": ["missed/2S"], "count": 1, "detail": "dynamite unlucky"},
        {"type": "dynamite_exploded", "player": 0, "cards": ["dynamite/2H"], "amount": 3},
        {"type": "damaged", "player": 0, "amount": 3},
        {"type": "drew", "player": 0, "count": 2},
    ]


def test_dynamite_passes_to_the_next_player() -> None:
    game = table(S("sheriff", "willy_the_kid", [KEEP], ["dynamite/2H"]), S("outlaw", "slab_the_killer", alive=False),
                 S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"),
                 phase="start", deck=["beer/6H", "bang/2D", "bang/3D"])
    assert log(game.setup_events, None) == [
        {"type": "turn_started", "player": 0},
        {"type": "draw_check", "player": 0, "cards": ["beer/6H"], "count": 1, "detail": "dynamite lucky"},
        {"type": "dynamite_passed", "player": 0, "target": 2, "cards": ["dynamite/2H"]},
        {"type": "drew", "player": 0, "count": 2},
    ]


def test_jail_escaped_on_a_heart_and_stayed_otherwise() -> None:
    game = table(S("sheriff", "willy_the_kid", [KEEP]), S("outlaw", "slab_the_killer", [], ["jail/JS"]),
                 S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"),
                 turn="B", phase="start", deck=["beer/6H", "bang/2D", "bang/3D"])
    assert log(game.setup_events, None) == [
        {"type": "turn_started", "player": 1},
        {"type": "draw_check", "player": 1, "cards": ["beer/6H"], "count": 1, "detail": "jail lucky"},
        {"type": "jail_escaped", "player": 1, "cards": ["jail/JS"]},
        {"type": "drew", "player": 1, "count": 2},
    ]
    game = table(S("sheriff", "willy_the_kid", [KEEP]), S("outlaw", "slab_the_killer", [], ["jail/JS"]),
                 S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"),
                 turn="B", phase="start", deck=["bang/2D", "bang/3D", "bang/4D"])
    assert log(game.setup_events, None) == [
        {"type": "turn_started", "player": 1},
        {"type": "draw_check", "player": 1, "cards": ["bang/2D"], "count": 1, "detail": "jail unlucky"},
        {"type": "jail_stayed", "player": 1, "cards": ["jail/JS"]},
        {"type": "turn_started", "player": 2},
        {"type": "drew", "player": 2, "count": 2},
    ]


# --- the draw phase of each character -----------------------------------------------------


def test_kit_carlson_sees_three_keeps_two_puts_one_back_all_his_alone() -> None:
    game = table(S("sheriff", "kit_carlson", [KEEP]), S("outlaw", "slab_the_killer"),
                 S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"),
                 phase="start", deck=["bang/2D", "bang/3D", "bang/4D"])
    assert log(game.setup_events, 0) == [
        {"type": "turn_started", "player": 0},
        {"type": "revealed", "player": 0, "cards": ["bang/2D", "bang/3D", "bang/4D"], "count": 3},
    ]
    for reader in (1, None):
        assert log(game.setup_events, reader) == [
            {"type": "turn_started", "player": 0}, {"type": "revealed", "player": 0, "count": 3}]
    events = act(game, "A", "choose", cards=["bang/2D", "bang/4D"])
    assert log(events, 0) == [
        {"type": "picked", "player": 0, "cards": ["bang/2D", "bang/4D"], "count": 2},
        {"type": "put_back", "player": 0, "cards": ["bang/3D"], "count": 1},
    ]
    for reader in (1, 2, 3, None):
        assert log(events, reader) == [
            {"type": "picked", "player": 0, "count": 2}, {"type": "put_back", "player": 0, "count": 1}]


def test_lucky_duke_shows_two_and_chooses_publicly() -> None:
    game = table(S("sheriff", "willy_the_kid", [KEEP]),
                 S("outlaw", "lucky_duke", [], ["jail/JS"]), S("outlaw", "calamity_janet"),
                 S("renegade", "rose_doolan"), turn="B", phase="start",
                 deck=["bang/2D", "beer/6H", "bang/3D", "bang/4D"])
    assert same_for_all(game.setup_events) == [
        {"type": "turn_started", "player": 1},
        {"type": "revealed", "player": 1, "cards": ["bang/2D", "beer/6H"], "count": 2, "detail": "draw!"},
    ]
    assert game.prompt() == {"reason": "lucky_duke", "for": "jail"}
    events = act(game, "B", "choose", cards=["beer/6H"])
    assert log(events, None)[:2] == log(events, 1)[:2] == [
        {"type": "draw_check", "player": 1, "cards": ["beer/6H"], "count": 1, "detail": "chosen jail lucky"},
        {"type": "jail_escaped", "player": 1, "cards": ["jail/JS"]},
    ]
    assert log(events, 1)[2] == {"type": "drew", "player": 1, "cards": ["bang/3D", "bang/4D"], "count": 2}


def test_black_jack_shows_his_second_card_and_draws_again_on_red() -> None:
    game = table(S("sheriff", "black_jack", [KEEP]), S("outlaw", "slab_the_killer"),
                 S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"),
                 phase="start", deck=["bang/AS", "beer/6H", "bang/2D"])
    assert log(game.setup_events, 0) == [
        {"type": "turn_started", "player": 0},
        {"type": "drew", "player": 0, "cards": ["bang/AS"], "count": 1},
        {"type": "drew", "player": 0, "cards": ["beer/6H"], "count": 1, "detail": "shown"},
        {"type": "drew", "player": 0, "cards": ["bang/2D"], "count": 1},
    ]
    assert log(game.setup_events, 2) == [
        {"type": "turn_started", "player": 0},
        {"type": "drew", "player": 0, "count": 1},
        {"type": "drew", "player": 0, "cards": ["beer/6H"], "count": 1, "detail": "shown"},
        {"type": "drew", "player": 0, "count": 1},
    ]


def test_pedro_ramirez_takes_the_discard_top_publicly() -> None:
    game = table(S("sheriff", "pedro_ramirez", [KEEP]), S("outlaw", "slab_the_killer"),
                 S("outlaw", "willy_the_kid"), S("renegade", "rose_doolan"),
                 phase="start", deck=["bang/2D", "bang/3D"], discard=["duel/QD", "beer/6H"])
    assert game.prompt() == {"reason": "pedro_ramirez"}
    events = act(game, "A", "draw", **{"from": "discard"})
    assert log(events, 0) == [
        {"type": "drew_from_discard", "player": 0, "cards": ["beer/6H"], "count": 1},
        {"type": "drew", "player": 0, "cards": ["bang/2D"], "count": 1},
    ]
    assert log(events, 1) == [
        {"type": "drew_from_discard", "player": 0, "cards": ["beer/6H"], "count": 1},
        {"type": "drew", "player": 0, "count": 1},
    ]


@pytest.mark.parametrize("character", ["jesse_jones", "pedro_ramirez"])
def test_jesse_or_pedro_without_a_choice_draws_like_anyone(character: str) -> None:
    # nobody else holds a card, the discard pile is empty: one draw of two from the deck
    game = table(S("sheriff", character, [KEEP]), S("outlaw", "slab_the_killer"),
                 S("outlaw", "willy_the_kid"), S("renegade", "rose_doolan"),
                 phase="start", deck=["bang/2D", "bang/3D", "bang/4D"])
    assert log(game.setup_events, 0) == [
        {"type": "turn_started", "player": 0},
        {"type": "drew", "player": 0, "cards": ["bang/2D", "bang/3D"], "count": 2},
    ]
    assert game.history == [] and game.to_record()["actions"] == []


def test_jesse_jones_steal_seen_by_the_two_involved() -> None:
    game = table(S("sheriff", "jesse_jones", [KEEP]), S("outlaw", "slab_the_killer", ["duel/QD"]),
                 S("outlaw", "willy_the_kid"), S("renegade", "rose_doolan"),
                 phase="start", deck=["bang/2D", "bang/3D"])
    assert game.prompt() == {"reason": "jesse_jones"}
    events = act(game, "A", "draw", **{"from": "B"})
    stole = {"type": "stole", "player": 0, "target": 1, "count": 1}
    assert log(events, 0) == [{**stole, "cards": ["duel/QD"]},
                              {"type": "drew", "player": 0, "cards": ["bang/2D"], "count": 1}]
    assert log(events, 1) == [{**stole, "cards": ["duel/QD"]}, {"type": "drew", "player": 0, "count": 1}]
    for reader in (2, 3, None):
        assert log(events, reader) == [stole, {"type": "drew", "player": 0, "count": 1}]


def test_general_store_cards_and_picks_are_public() -> None:
    game = four(["general_store/9C"], deck=["bang/2D", "beer/6H", "duel/QD", "mustang/8H", "bang/3D"])
    events = act(game, "A", "play", card="general_store/9C")
    assert same_for_all(events) == [
        {"type": "played", "player": 0, "cards": ["general_store/9C"], "count": 1},
        {"type": "revealed", "player": 0, "cards": ["bang/2D", "beer/6H", "duel/QD", "mustang/8H"], "count": 4,
         "detail": "general_store"},
    ]
    assert game.prompt() == {"reason": "general_store", "from": 0}
    assert same_for_all(act(game, "A", "choose", cards=["duel/QD"])) == [
        {"type": "picked", "player": 0, "cards": ["duel/QD"], "count": 1}]
    act(game, "B", "choose", cards=["bang/2D"])
    events = act(game, "C", "choose", cards=["beer/6H"])
    assert same_for_all(events) == [
        {"type": "picked", "player": 2, "cards": ["beer/6H"], "count": 1},
        {"type": "picked", "player": 3, "cards": ["mustang/8H"], "count": 1},
    ]


def test_suzy_draws_when_her_last_card_leaves() -> None:
    game = table(S("sheriff", "suzy_lafayette", ["bang/AS"]), S("outlaw", "slab_the_killer", ["beer/6H"]),
                 S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"), deck=["duel/QD"])
    assert log(act(game, "A", "play", card="bang/AS", target="B"), 0) == [
        {"type": "played", "player": 0, "target": 1, "cards": ["bang/AS"], "count": 1},
        {"type": "drew", "player": 0, "cards": ["duel/QD"], "count": 1},
        {"type": "damaged", "player": 1, "target": 0, "amount": 1},
    ]


# --- Sid Ketchum, the end of a turn -------------------------------------------------------


def test_sid_ketchum_ability_cards_are_public() -> None:
    game = table(S("sheriff", "willy_the_kid", [KEEP]), S("outlaw", "sid_ketchum", ["bang/2D", "duel/QD"], hp=2),
                 S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"))
    assert same_for_all(act(game, "B", "ability", cards=["bang/2D", "duel/QD"])) == [
        {"type": "ability", "player": 1, "cards": ["bang/2D", "duel/QD"], "count": 2},
        {"type": "healed", "player": 1, "amount": 1},
    ]


def test_end_of_play_then_one_discard_then_next_turn() -> None:
    game = table(S("sheriff", "willy_the_kid", ["bang/2D", "bang/3D", "duel/QD", KEEP], hp=2),
                 S("outlaw", "slab_the_killer"), S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"),
                 deck=["bang/4D", "bang/5D"])
    assert same_for_all(act(game, "A", "end")) == [{"type": "phase", "player": 0, "detail": "discard"}]
    assert game.prompt() == {"reason": "discard", "count": 2}
    assert same_for_all(game.apply(legal(game, 0, "discard", cards=["duel/QD"]))) == [
        {"type": "discarded", "player": 0, "cards": ["duel/QD"], "count": 1}]
    assert game.prompt() == {"reason": "discard", "count": 1}
    assert log(game.apply(legal(game, 0, "discard", cards=["bang/2D"])), 1) == [
        {"type": "discarded", "player": 0, "cards": ["bang/2D"], "count": 1},
        {"type": "turn_started", "player": 1},
        {"type": "drew", "player": 1, "cards": ["bang/4D", "bang/5D"], "count": 2},
    ]


def test_a_green_card_used_is_public() -> None:
    game = table(S("sheriff", "willy_the_kid", [KEEP], in_play=["knife/8H"]), S("outlaw", "slab_the_killer"),
                 S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"), expansions=("dodge_city",))
    assert same_for_all(act(game, "A", "use", card="knife/8H", target="B")) == [
        {"type": "used", "player": 0, "target": 1, "cards": ["knife/8H"], "count": 1},
        {"type": "damaged", "player": 1, "target": 0, "amount": 1},
    ]


# --- event cards ---------------------------------------------------------------------------


def test_an_event_card_revealed_and_what_it_does_are_public() -> None:
    game = table(S("sheriff", "willy_the_kid", [KEEP]), S("outlaw", "slab_the_killer", hp=2),
                 S("outlaw", "calamity_janet"), S("renegade", "rose_doolan", ["beer/9H"]), turn="D",
                 expansions=("high_noon",), event_deck=["the_doctor", "high_noon"])
    events = act(game, "D", "end")
    assert same_for_all(events[:-1])[1:] == [
        {"type": "turn_started", "player": 0},
        {"type": "event_revealed", "player": 0, "detail": "the_doctor"},
        {"type": "event_effect", "player": 1, "detail": "the_doctor"},
        {"type": "healed", "player": 1, "amount": 1},
    ]
    assert log(events[-1:], None) == [{"type": "drew", "player": 0, "count": 2}]


def test_a_ghost_returning_is_public() -> None:
    game = table(S("sheriff", "willy_the_kid", [KEEP]), S("outlaw", "slab_the_killer", alive=False),
                 S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"),
                 expansions=("high_noon",), event="ghost_town", deck=["beer/6H", "beer/8H", "beer/9H"])
    assert log(act(game, "A", "end"), None)[1:4] == [
        {"type": "turn_started", "player": 1},
        {"type": "returned", "player": 1, "detail": "ghost"},
        {"type": "drew", "player": 1, "count": 3},
    ]


def test_every_event_type_is_exercised_here() -> None:
    """A guard for this file: a new kind of event needs a test above."""
    source = Path(__file__).read_text(encoding="utf-8")
    missing = [t.value for t in EventType if f'"type": "{t.value}"' not in source]
    assert missing == []
