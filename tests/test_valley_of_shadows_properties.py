"""Seeded random games of The Valley of Shadows (alone, and with Dodge City) at 3-8 players:
the invariants every position must keep.

Legal moves only (every action applied is one the engine offered), no crash, every card in
exactly one place (no leak), every game ends, a ghost never has life points, the same record
replays the same game, and every action's code decodes back to it.
"""

from __future__ import annotations

import json

import pytest

from bang import Action, Game, GameOptions, IllegalAction
from bang.box import BOX_CARDS, CARD_KIND
from bang.rulesets.valley_of_shadows import box as valley
from bang.state import Rng

VALLEY = GameOptions(expansions=("valley_of_shadows",))
WITH_DODGE_CITY = GameOptions(expansions=("valley_of_shadows", "dodge_city"))
BOXES = {VALLEY: sorted(BOX_CARDS["base"] + BOX_CARDS["valley_of_shadows"]),
         WITH_DODGE_CITY: sorted(BOX_CARDS["base"] + BOX_CARDS["valley_of_shadows"] + BOX_CARDS["dodge_city"])}
GAMES = 50  # per player count and box: 600 games in all


def all_cards(game: Game) -> list[int]:
    cards = list(game.deck) + game.discard + game.revealed
    for p in game.players:
        cards += p.hand + p.in_play
    return sorted(cards)


def play(players: int, seed: int, options: GameOptions, check: bool = True) -> Game:
    game = Game.new(players=players, seed=seed, options=options)
    rng = Rng(seed + 2014)
    box = BOXES[options]
    steps = 0
    while not game.over:
        legal = game.legal_actions()
        assert legal, "a game that is not over always has someone to decide"
        action = legal[rng.below(len(legal))]
        assert game.can_apply(action)
        game.apply_legal(action)
        steps += 1
        assert steps < 6000, "a random game must end"
        if check:
            assert all_cards(game) == box
            for p in game.players:
                assert p.hp <= p.max_hp
                if p.ghost:  # (his Ghost taken by a Dodge City card, he is out as the turn ends)
                    assert p.hp == 0
                assert p.alive or (not p.hand and not p.in_play) or (game.prompt() or {}).get("reason") == "vulture_sam"
    return game


@pytest.mark.parametrize("options", [VALLEY, WITH_DODGE_CITY], ids=["valley", "valley+dodge_city"])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_random_valley_games_end_and_keep_every_card(players: int, options: GameOptions) -> None:
    played: set[str] = set()
    for seed in range(GAMES):
        game = play(players, seed, options)
        assert game.winner is not None and game.winners()
        assert game.pending is None and game.legal_actions() == []
        played |= {CARD_KIND[c].key for a in game.history if a.card is not None for c in (a.card, *a.cards)}
    assert len(played & {k.key for k in (valley.GHOST, valley.LEMAT, valley.FANNING, valley.BANDIDOS)}) >= 2


@pytest.mark.parametrize("players", [4, 7])
def test_the_same_record_replays_the_same_valley_game(players: int) -> None:
    for seed in range(10):
        game = play(players, seed, WITH_DODGE_CITY, check=False)
        again = Game.from_record(json.loads(json.dumps(game.to_record())))
        assert again.ruleset.name == game.ruleset.name
        assert again.winner == game.winner and again.history == game.history
        assert again.deck == game.deck and again.discard == game.discard
        for a in game.history:
            assert Action.decode(a.player, a.encode()) == a


def test_an_action_with_targets_has_a_code_of_its_own() -> None:
    from bang import ActionType

    plain = Action(0, ActionType.PLAY, card=81)
    for targets in [(1,), (2, 0), (0, 3), (0,)]:
        with_targets = plain._replace(targets=targets)
        assert with_targets.encode() != plain.encode()
        assert Action.decode(0, with_targets.encode()) == with_targets
    both = Action(0, ActionType.EVENT, choice="red", targets=(0, 1), cards=(3, 5))
    assert Action.decode(0, both.encode()) == both


def test_refused_valley_actions_change_nothing() -> None:
    from bang import ActionType
    from bang.view import observation

    rng = Rng(5)
    box = BOXES[VALLEY]
    for seed in range(15):
        game = Game.new(players=4 + seed % 4, seed=seed, options=VALLEY)
        for _ in range(150):
            if game.over:
                break
            pending = game.pending
            assert pending is not None
            before = (json.dumps(observation(game, None).to_json()), game.rng.state, len(game.history))
            other = (pending.player + 1) % len(game.players)
            action = Action(pending.player, ActionType.PLAY, card=box[rng.below(len(box))], targets=(other, pending.player))
            if action not in game.legal_actions(action.player):
                with pytest.raises(IllegalAction):
                    game.apply(action)
                assert (json.dumps(observation(game, None).to_json()), game.rng.state, len(game.history)) == before
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])
