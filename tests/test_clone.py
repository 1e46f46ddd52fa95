"""clone(), prompt(), distance(), reach() and alive_seats(): their contents, checked from outside.

A clone is an independent copy: whatever is done to one leaves the other as it
was, in everything a player, a spectator or the god view can see, and both go on
alike, their chance included (the same actions give the same results, a reshuffle
the same order). The god view (``bang.scenario.god_view``) shows the whole table,
deck order included; the observations show what each seat may see.
"""

from __future__ import annotations

from typing import Any

import pytest

from bang import Game, GameOptions
from bang.scenario import god_view
from bang.state import Rng
from bang.view import action_json
from positions import act, every_card_but, seat, table

S = seat


def snapshot(game: Game) -> dict[str, Any]:
    """Everything observable about a game."""
    seats: list[int | None] = [*range(len(game.players)), None]
    return {
        "god": god_view(game),
        "observations": [game.observation(s).to_json() for s in seats],
        "legal": [[action_json(a) for a in game.legal_actions(s)] for s in seats],
        "prompt": game.prompt(),
        "record": game.to_record(),
        "over": game.over,
        "turn_count": game.turn_count,
        "setup_events": list(game.setup_events),
        "offers": list(game.character_offers),
    }


def random_game(players: int, seed: int, steps: int) -> tuple[Game, Rng]:
    game = Game.new(players=players, seed=seed)
    rng = Rng(seed + 5)
    for _ in range(steps):
        if game.over:
            break
        legal = game.legal_actions()
        game.apply(legal[rng.below(len(legal))])
    return game, rng


def play_out(game: Game, rng: Rng, limit: int = 3000) -> list[Any]:
    """Play random legal actions to the end; every event, in order."""
    events: list[Any] = []
    for _ in range(limit):
        if game.over:
            break
        legal = game.legal_actions()
        events.append(game.apply(legal[rng.below(len(legal))]))
    return events


@pytest.mark.parametrize("players", [4, 7])
def test_playing_a_clone_leaves_the_original_unchanged(players: int) -> None:
    for seed in range(4):
        for steps in (0, 7, 40, 120):
            game, _ = random_game(players, seed, steps)
            before = snapshot(game)
            copy = game.clone()
            assert snapshot(copy) == before
            play_out(copy, Rng(seed + steps))
            assert snapshot(game) == before


@pytest.mark.parametrize("players", [4, 7])
def test_playing_the_original_leaves_the_clone_unchanged(players: int) -> None:
    for seed in range(4):
        for steps in (0, 9, 60):
            game, _ = random_game(players, seed, steps)
            copy = game.clone()
            before = snapshot(copy)
            play_out(game, Rng(seed))
            assert snapshot(copy) == before


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_a_clone_and_its_original_play_on_alike_chance_included(players: int) -> None:
    for seed in range(5):
        for steps in (0, 30, 90):
            game, _ = random_game(players, seed, steps)
            copy = game.clone()
            ours, theirs = play_out(game, Rng(seed * 7 + steps)), play_out(copy, Rng(seed * 7 + steps))
            assert ours == theirs
            assert snapshot(copy) == snapshot(game)


def test_a_clone_taken_before_a_reshuffle_reshuffles_identically() -> None:
    hand = ["stagecoach/9S", "beer/7H"]
    game = table(S("sheriff", "willy_the_kid", hand), S("outlaw", "slab_the_killer"),
                 S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"),
                 deck=["bang/2D"], discard=every_card_but("bang/2D", *hand), seed=77)
    copy = game.clone()
    a = act(game, "A", "play", card="stagecoach/9S")
    b = act(copy, "A", "play", card="stagecoach/9S")
    assert a == b and any(e.type.value == "reshuffled" for e in a)
    assert god_view(game)["deck"] == god_view(copy)["deck"]
    assert god_view(game)["deck"] != every_card_but("bang/2D", *hand)[:-1]  # shuffled, not as it lay


def test_a_clone_mid_decision_keeps_the_decision_and_its_steps() -> None:
    game = table(S("sheriff", "slab_the_killer", ["bang/AS", "beer/7H"]),
                 S("outlaw", "lucky_duke", ["missed/10C", "missed/JC"], ["barrel/QS"]),
                 S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"),
                 deck=["bang/2D", "beer/6H", "bang/3D", "bang/4D"])
    act(game, "A", "play", card="bang/AS", target="B")
    assert game.prompt() == {"reason": "lucky_duke", "for": "barrel"}
    copy = game.clone()
    assert snapshot(copy) == snapshot(game)
    act(copy, "B", "choose", cards=["beer/6H"])
    assert copy.prompt() == {"reason": "bang", "from": 0, "missed_needed": 1}
    assert game.prompt() == {"reason": "lucky_duke", "for": "barrel"}
    act(game, "B", "choose", cards=["bang/2D"])
    assert game.prompt() == {"reason": "bang", "from": 0, "missed_needed": 2}
    act(copy, "B", "play", card="missed/10C")
    assert copy.players[1].hp == 4 and game.players[1].hp == 4 and game.pending == (1, "respond")


def test_a_clone_while_characters_are_picked() -> None:
    game = Game.new(players=4, seed=3, options=GameOptions(character_choice=True))
    game.apply(game.legal_actions()[0])
    copy = game.clone()
    assert snapshot(copy) == snapshot(game)
    for g in (game, copy):
        while g.pending is not None and g.pending.kind == "character":
            g.apply(g.legal_actions()[-1])
    assert snapshot(copy) == snapshot(game)
    assert Game.from_record(game.to_record()).to_record() == copy.to_record()


# --- prompt() ---------------------------------------------------------------------------


def test_prompt_of_the_play_phase_says_whether_a_bang_may_be_played() -> None:
    game = table(S("sheriff", "slab_the_killer", ["bang/AS", "bang/2D", "beer/7H"]),
                 S("outlaw", "calamity_janet", ["missed/10C", "beer/6H"]), S("outlaw", "calamity_janet"),
                 S("renegade", "rose_doolan"))
    assert game.prompt() == {"reason": "play", "bangs_played": 0, "can_bang": True}
    act(game, "A", "play", card="bang/AS", target="B")  # one Missed! cannot stop Slab: it lands
    assert game.prompt() == {"reason": "play", "bangs_played": 1, "can_bang": False}
    assert game.observation(3).prompt == game.prompt()


def test_prompt_while_dying_counts_the_lives_needed() -> None:
    game = table(
        S("sheriff", "willy_the_kid", ["beer/7H", "beer/8H", "beer/9H"], ["dynamite/2H"], hp=2),
        S("outlaw", "slab_the_killer"), S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"),
        phase="start", deck=["missed/2S"])
    assert game.prompt() == {"reason": "dying", "from": None, "lives_needed": 2}
    act(game, "A", "play", card="beer/7H")
    assert game.prompt() == {"reason": "dying", "from": None, "lives_needed": 1}


def test_prompt_of_kit_carlson_and_lucky_duke_at_the_start_of_a_turn() -> None:
    kit = table(S("sheriff", "kit_carlson", ["beer/7H"]), S("outlaw", "slab_the_killer"),
                S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"), phase="start")
    assert kit.prompt() == {"reason": "kit_carlson"}
    duke = table(S("sheriff", "lucky_duke", ["beer/7H"], ["dynamite/2H"]), S("outlaw", "slab_the_killer"),
                 S("outlaw", "calamity_janet"), S("renegade", "rose_doolan"), phase="start",
                 deck=["bang/2D", "beer/6H"])
    assert duke.prompt() == {"reason": "lucky_duke", "for": "dynamite"}


def test_prompt_is_none_once_the_game_is_over() -> None:
    game = table(S("sheriff", "willy_the_kid", ["bang/AS", "beer/7H"]), S("outlaw", "slab_the_killer", hp=1),
                 S("outlaw", "calamity_janet", alive=False), S("renegade", "rose_doolan", alive=False))
    act(game, "A", "play", card="bang/AS", target="B")
    assert game.over and game.prompt() is None and game.observation(0).prompt is None


def test_prompt_of_a_character_pick() -> None:
    game = Game.new(players=4, seed=1, options=GameOptions(character_choice=True))
    assert game.prompt() == {"reason": "character"}


# --- distance() and reach() ----------------------------------------------------------------


def five(a: dict[str, Any] | None = None, c: dict[str, Any] | None = None, b_alive: bool = True) -> Game:
    return table(a or S("sheriff", "willy_the_kid", ["beer/7H"]), S("outlaw", "slab_the_killer", alive=b_alive),
                 c or S("outlaw", "calamity_janet"), S("renegade", "kit_carlson"), S("deputy", "black_jack"))


def distances(game: Game, seat_: int) -> list[int | None]:
    return [game.distance(seat_, t) if t != seat_ and game.players[t].alive else None
            for t in range(len(game.players))]


def test_distance_counts_seats_the_shorter_way() -> None:
    game = five()
    assert distances(game, 0) == [None, 1, 2, 2, 1]
    assert distances(game, 2) == [2, 1, None, 1, 2]
    assert [p["distance"] for p in game.observation(0).to_json()["players"]] == [None, 1, 2, 2, 1]


def test_the_dead_are_not_counted() -> None:
    game = five(b_alive=False)
    assert distances(game, 0) == [None, None, 1, 2, 1]
    with pytest.raises(ValueError):
        game.distance(0, 1)
    with pytest.raises(ValueError):
        game.distance(0, 0)
    assert game.alive_seats() == [0, 2, 3, 4]
    assert five().alive_seats() == [0, 1, 2, 3, 4]


@pytest.mark.parametrize(("a", "c", "from_a", "from_c"), [
    # Mustang: the others see its owner one farther; its owner sees them as before
    (S("sheriff", "willy_the_kid", ["beer/7H"]), S("outlaw", "calamity_janet", [], ["mustang/8H"]),
     [None, 1, 3, 2, 1], [2, 1, None, 1, 2]),
    # Paul Regret: the same, built in; with a Mustang, two farther
    (S("sheriff", "willy_the_kid", ["beer/7H"]), S("outlaw", "paul_regret", [], ["mustang/8H"]),
     [None, 1, 4, 2, 1], [2, 1, None, 1, 2]),
    # Scope: its owner sees the others one closer, never closer than 1
    (S("sheriff", "willy_the_kid", ["beer/7H"], ["scope/AS"]), S("outlaw", "calamity_janet"),
     [None, 1, 1, 1, 1], [2, 1, None, 1, 2]),
    # Rose Doolan with a Scope: two closer, still at least 1; a Mustang in front brings one back
    (S("sheriff", "rose_doolan", ["beer/7H"], ["scope/AS"]), S("outlaw", "calamity_janet", [], ["mustang/8H"]),
     [None, 1, 1, 1, 1], [2, 1, None, 1, 2]),
    (S("sheriff", "rose_doolan", ["beer/7H"], ["scope/AS"]), S("outlaw", "paul_regret", [], ["mustang/8H"]),
     [None, 1, 2, 1, 1], [2, 1, None, 1, 2]),
    # Rose Doolan alone: one closer
    (S("sheriff", "rose_doolan", ["beer/7H"]), S("outlaw", "paul_regret"),
     [None, 1, 2, 1, 1], [2, 1, None, 1, 2]),
    # the Sheriff's own Mustang: the others see him farther
    (S("sheriff", "willy_the_kid", ["beer/7H"], ["mustang/8H"]), S("outlaw", "calamity_janet"),
     [None, 1, 2, 2, 1], [3, 1, None, 1, 2]),
])
def test_distance_modifiers_add_up_then_the_floor_is_one(
        a: dict[str, Any], c: dict[str, Any], from_a: list[int | None], from_c: list[int | None]) -> None:
    game = five(a, c)
    assert distances(game, 0) == from_a
    assert distances(game, 2) == from_c


@pytest.mark.parametrize(("in_play", "reach"), [
    ([], 1), (["volcanic/10S"], 1), (["schofield/JC"], 2), (["remington/KC"], 3),
    (["rev_carabine/AC"], 4), (["winchester/8S"], 5),
    (["scope/AS", "mustang/8H", "barrel/QS", "dynamite/2H", "jail/JS"], 1),
    (["scope/AS", "winchester/8S"], 5),
])
def test_reach_is_the_weapons_range_and_nothing_else(in_play: list[str], reach: int) -> None:
    game = table(S("sheriff", "willy_the_kid", ["beer/7H"]), S("outlaw", "slab_the_killer", [], in_play),
                 S("outlaw", "calamity_janet"), S("renegade", "kit_carlson"))
    assert game.reach(1) == reach
    assert game.reach(0) == 1


# --- the record of a game, the count of turns --------------------------------------------


def test_the_record_is_the_setup_and_every_action_encoded() -> None:
    game = Game.new(["ann", "bob", "cy", "dee"], seed=5)
    assert game.to_record() == {"players": ["ann", "bob", "cy", "dee"], "seed": 5, "ruleset": "base",
                                "options": {"character_choice": False, "ask_even_without_choice": False}, "actions": []}
    first = game.legal_actions()[0]
    game.apply(first)
    assert game.to_record()["actions"] == [[first.player, first.encode()]]
    picks = Game.new(players=4, seed=2, options=GameOptions(character_choice=True))
    assert picks.to_record()["options"] == {"character_choice": True, "ask_even_without_choice": False}


def test_turns_are_counted_from_the_sheriffs_first() -> None:
    game = Game.new(players=4, seed=5)
    assert game.turn_count == 1
    sheriff = game.turn
    while game.turn == sheriff:
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.type.name == "END"), legal[0]))
    assert game.turn_count == 2
