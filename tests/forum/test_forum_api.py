"""The forum game's API: legal_actions and apply agree, a refused move changes
nothing, the dice are the seed's, the game is playable from Python to its end."""

from __future__ import annotations

import copy

import pytest

from bang.errors import IllegalAction, MalformedAction
from bang.rulesets.forum import ForumGame, Move
from bang.rulesets.forum.bots import play_random_game, play_round
from bang.rulesets.forum.dice import Dice, duel_outcome
from bang.rulesets.forum.legality import candidates
from bang.rulesets.forum.refusals import ENGLISH, english, facts
from bang.rulesets.forum.roles import ROLE_SPLIT
from bang.rulesets.registry import OWN_LOOP
from bang.state import Rng

TABLE = [("Ann", "kid_curry"), ("Bob", "rosie"), ("Cid", "tuco"), ("Dan", "django")]


def _state(game: ForumGame) -> object:
    return (copy.deepcopy(game.players), game.dice.rng.state, list(game.events), list(game.moves),
            game.supply, copy.deepcopy(game.pending), list(game.table), copy.deepcopy(game.dynamite))


def test_a_game_plays_to_the_end_from_python() -> None:
    game = ForumGame.new(TABLE, seed=11)
    while not game.over:
        for seat in range(4):
            for _ in range(3):
                legal = game.legal_actions(seat)
                if legal:
                    game.apply(legal[-1])
        game.deadline()
    assert game.result is not None
    assert game.winners()
    with pytest.raises(IllegalAction):
        game.deadline()


def test_refused_moves_change_nothing_and_legal_ones_are_accepted() -> None:
    game = ForumGame.new(TABLE, seed=3)
    for _ in range(6):
        for seat in range(4):
            legal = game.legal_actions(seat)
            for move in candidates(game, seat):
                if move not in legal:
                    before = _state(game)
                    with pytest.raises(IllegalAction):
                        game.apply(move)
                    assert _state(game) == before
            if legal:
                game.apply(legal[0])
        if game.over:
            break
        game.deadline()


def test_illegal_examples() -> None:
    game = ForumGame.new(TABLE, seed=5)
    with pytest.raises(IllegalAction, match="not in your hand"):
        game.apply(Move(0, "play", card="gatling"))
    game.apply(Move(0, "draw"))
    with pytest.raises(IllegalAction, match="drawn this round"):
        game.apply(Move(0, "draw"))
    with pytest.raises(IllegalAction, match="last chance"):
        game.apply(Move(1, "last_chance", option="draw_two"))


def test_a_refusal_is_a_code_its_facts_and_their_english() -> None:
    game = ForumGame.new(TABLE, seed=5)
    move = Move(0, "play", card="beer", as_card="bang")
    game.players[0].hand.append("beer")
    reason = game.refusal(move)
    assert reason == {"code": "not_as", "card": "beer", "as_card": "bang"}
    assert english(reason) == ENGLISH["not_as"].format(card="beer", as_card="bang")
    with pytest.raises(IllegalAction) as refused_move:
        game.apply(move)
    assert str(refused_move.value) == english(reason)
    assert game.refusal(Move(0, "fly")) == {"code": "no_such_move", "kind": "fly"}
    with pytest.raises(MalformedAction):
        game.refusal(Move(9, "draw"))


def test_every_refusal_of_random_games_has_its_english() -> None:
    seen: set[str] = set()
    for seed in range(12):
        game = ForumGame.new(TABLE, seed=seed)
        rng = Rng(seed)
        for _ in range(8):
            if game.over:
                break
            for seat in range(4):
                for move in candidates(game, seat):
                    reason = game.refusal(move)
                    if reason is not None:
                        seen.add(reason["code"])
                        assert english(reason) == ENGLISH[reason["code"]].format(**facts(reason))
            play_round(game, rng)
    assert len(seen) >= 10, seen


def test_the_seed_decides_the_roles_and_the_dice() -> None:
    a, b = ForumGame.new(TABLE, seed=1), ForumGame.new(TABLE, seed=1)
    assert [p.role for p in a.players] == [p.role for p in b.players]
    assert sorted(p.role for p in a.players) == sorted(ROLE_SPLIT[4])
    a.apply(Move(0, "draw"))
    b.apply(Move(0, "draw"))
    assert a.players[0].hand == b.players[0].hand
    seeds = {tuple(p.role for p in ForumGame.new(TABLE, seed=s).players) for s in range(30)}
    assert len(seeds) > 1


def test_dice_and_duel() -> None:
    dice = Dice(7)
    rolls = dice.rolls(600, 6, "test")
    assert set(rolls) == {1, 2, 3, 4, 5, 6}
    _, cards = dice.cards(400, "test")
    assert len(set(cards)) == 20
    assert duel_outcome((2, 1, 1, 1, 1, 1), (3, 3, 1, 1, 1, 1)) == (False, True)
    assert duel_outcome((2, 3, 1, 1, 1, 1), (3, 1, 1, 1, 1, 1)) == (True, False)
    assert duel_outcome((1, 2, 2, 2, 2, 2), (1, 2, 2, 2, 2, 2)) == (True, True)
    assert duel_outcome((2,) * 6, (3,) * 6) == (False, False)


def test_two_extra_roles_from_eight_players() -> None:
    for n, roles in ROLE_SPLIT.items():
        has_extra = "bad_lieutenant" in roles and "white_indian" in roles
        assert has_extra == (n >= 8)
    game = play_random_game(8, 4)
    assert {"bad_lieutenant", "white_indian"} <= {p.role for p in game.players}


def test_the_registry_names_the_forum_ruleset() -> None:
    assert OWN_LOOP["forum"] == "bang.rulesets.forum"


def test_moves_are_plain_records() -> None:
    move = Move(2, "last_chance", option="give", to=(0, 1), private=True)
    assert Move.from_json(move.to_json()) == move
    assert Move.from_json(Move(0, "play", card="bang", target=0).to_json()).target == 0


def test_pat_garrett_draws_openly_others_in_secret() -> None:
    game = ForumGame.new([("Ann", "pat_garrett"), ("Bob", "rosie"), ("Cid", "tuco"), ("Dan", "django")], seed=2)
    game.apply(Move(0, "draw"))
    game.apply(Move(1, "draw"))
    shown = game.observation(2)["events"]
    pat, bob = [e for e in shown if e["type"] == "drew"]
    assert pat["cards"] == game.players[0].hand and pat["card_count"] == game.players[0].life + 1
    assert "cards" not in bob and "rolls" not in bob and bob["card_count"] == game.players[1].life


@pytest.mark.parametrize("data", [
    {"player": "0", "kind": "draw"}, {"player": 0, "kind": "play", "card": "bang", "target": "B"},
    {"player": 0, "kind": "heal", "cards": "bang"}, {"kind": "draw"}, {"player": True, "kind": "draw"},
])
def test_malformed_moves_are_refused(data: dict[str, object]) -> None:
    with pytest.raises(MalformedAction):
        Move.from_json(data)
