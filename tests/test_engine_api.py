"""The engine's public API: setup, options, observations, events, errors."""

from __future__ import annotations

import pytest

from bang import Action, ActionType, Game, GameOptions, IllegalAction, MalformedAction, Role
from bang.events import EventType
from bang.rulesets.base.characters import CHARACTER_INFO
from bang.view import action_json, event_view


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_new_game_setup(players: int) -> None:
    game = Game.new(players=players, seed=11)
    roles = sorted(p.role.value for p in game.players)
    expected = {4: 2, 5: 2, 6: 3, 7: 3}[players]
    assert roles.count("outlaw") == expected and roles.count("sheriff") == 1
    assert roles.count("renegade") == 1 and roles.count("deputy") == players - 2 - expected
    assert len({p.character for p in game.players}) == players
    sheriff = next(p for p in game.players if p.role is Role.SHERIFF)
    assert game.turn == sheriff.seat
    for p in game.players:
        assert p.max_hp == CHARACTER_INFO[p.character].bullets + (p is sheriff)
        assert p.hp == p.max_hp


def test_starting_hands_are_as_many_cards_as_life() -> None:
    game = Game.new(players=5, seed=4)
    assert game.observation(None).turn == game.turn
    total = sum(p.max_hp for p in game.players)
    drawn_in_first_turn = len(game.players[game.turn].hand) - game.players[game.turn].max_hp
    assert drawn_in_first_turn >= 2 or game.players[game.turn].character.value == "suzy_lafayette"
    assert len(game.deck) + len(game.discard) == 80 - total - drawn_in_first_turn


@pytest.mark.parametrize("players", [2, 9])
def test_wrong_player_count_is_malformed(players: int) -> None:
    with pytest.raises(MalformedAction):  # BANG! is for 3 to 8 players
        Game.new(players=players)


def test_character_choice_option() -> None:
    game = Game.new(players=4, seed=5, options=GameOptions(character_choice=True))
    for seat in range(4):
        assert game.pending is not None and game.pending == (seat, "character")
        offered = game.legal_actions()
        assert len(offered) == 2 and all(a.type is ActionType.PICK_CHARACTER for a in offered)
        assert all(not p.hand for p in game.players)  # nothing dealt before the picks
        game.apply(offered[1])
        assert game.players[seat].character == offered[1].character
    assert all(len(p.hand) >= p.hp for p in game.players)
    replay = Game.from_record(game.to_record())
    assert [p.character for p in replay.players] == [p.character for p in game.players]


def test_illegal_action_names_the_problem() -> None:
    game = Game.new(players=4, seed=2)
    pending = game.pending
    assert pending is not None
    other = (pending.player + 1) % 4
    with pytest.raises(IllegalAction, match="not .*decision"):
        game.apply(Action(other, ActionType.END))


def test_drawn_cards_are_private_in_the_log() -> None:
    game = Game.new(players=4, seed=8)
    seat = game.turn
    end = next(a for a in game.legal_actions() if a.type is ActionType.END)
    events = game.apply(end)
    for _ in range(10):  # play on until someone draws
        drew = [e for e in events if e.type is EventType.DREW and e.private_to]
        if drew:
            break
        events = game.apply(game.legal_actions()[0])
    e = drew[0]
    owner = e.player
    assert owner is not None
    mine = event_view(e, owner)
    theirs = event_view(e, (owner + 1) % 4)
    spectator = event_view(e, None)
    assert mine["cards"] and mine["count"] == len(mine["cards"])
    assert "cards" not in theirs and theirs["count"] == mine["count"]
    assert "cards" not in spectator
    assert seat is not None


def test_spectator_sees_no_hand_and_no_hidden_role() -> None:
    game = Game.new(players=7, seed=3)
    obs = game.observation(None)
    assert obs.hand == () and obs.role is None and obs.legal_actions == ()
    for p in obs.players:
        assert (p.role is not None) == (p.role == "sheriff")


def test_legal_actions_as_json_carry_their_code() -> None:
    game = Game.new(players=5, seed=9)
    for a in game.legal_actions():
        data = action_json(a)
        assert Action.decode(a.player, data["code"]) == a


def test_characters_stay_hidden_while_being_picked() -> None:
    game = Game.new(players=5, seed=1, options=GameOptions(character_choice=True))
    for seat in [None, 0, 1]:
        assert all(p.character is None for p in game.observation(seat).players)
    game.apply(game.legal_actions()[0])
    obs = game.observation(3)
    assert obs.players[0].character is not None and obs.players[1].character is None


def test_distances_give_no_character_away_while_characters_are_picked() -> None:
    # Paul Regret or Rose Doolan among the first offers would change a distance.
    for seed in range(40):
        game = Game.new(players=5, seed=seed, options=GameOptions(character_choice=True))
        while game.phase.value == "setup":
            for seat in range(5):
                assert all(p.distance is None for p in game.observation(seat).players)
            game.apply(game.legal_actions()[0])
        assert any(p.distance is not None for p in game.observation(0).players)


def test_calamity_janet_swap_is_in_the_log() -> None:
    from bang.scenario import setup

    game = setup({
        "seed": 1, "turn": "A", "phase": "play",
        "players": [
            {"name": "A", "role": "sheriff", "character": "willy_the_kid", "hand": ["bang/AS", "beer"]},
            {"name": "B", "role": "outlaw", "character": "calamity_janet", "hand": ["bang/2D", "beer"]},
            {"name": "C", "role": "outlaw", "character": "black_jack"},
            {"name": "D", "role": "renegade", "character": "vulture_sam"},
        ],
    })
    game.apply(next(a for a in game.legal_actions() if a.target == 1))
    answer = next(a for a in game.legal_actions() if a.type is ActionType.PLAY)
    events = game.apply(answer)
    answered = next(e for e in events if e.type is EventType.ANSWERED)
    assert answered.detail == "as missed"


def test_a_big_hand_is_discarded_one_card_at_a_time() -> None:
    # 30 cards over a limit of 2: choosing 28 of 30 at once would be 435 actions; of 35
    # cards down to 5, 324,632. One card at a time, a decision never has more than the hand.
    from bang.scenario import setup

    game = setup({
        "seed": 1, "turn": "A", "phase": "play",
        "players": [
            {"name": "A", "role": "sheriff", "character": "vulture_sam", "hp": 2,
             "hand": ["missed"] * 10 + ["beer"] * 5 + ["bang"] * 15},
            {"name": "B", "role": "outlaw", "character": "black_jack"},
            {"name": "C", "role": "outlaw", "character": "kit_carlson"},
            {"name": "D", "role": "renegade", "character": "paul_regret"},
        ],
    })
    game.apply(Action(0, ActionType.END))
    for left in range(28, 0, -1):
        legal = game.legal_actions()
        assert game.pending is not None and game.pending.kind == "discard"
        assert game.prompt() == {"reason": "discard", "count": left}
        assert len(legal) == len(game.players[0].hand) and all(len(a.cards) == 1 for a in legal)
        two = Action(0, ActionType.DISCARD, cards=tuple(sorted(game.players[0].hand)[:2]))
        assert game.refusal(two) == f"discard one card of your hand at a time ({left} to discard)"
        game.apply(legal[0])
    assert len(game.players[0].hand) == 2 and game.turn == 1
