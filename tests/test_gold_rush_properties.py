"""Seeded random Gold Rush games (alone and with Dodge City) at 3-8 players: the invariants
every position must keep.

Legal moves only (every action applied is one the engine offered), no crash, every game
ends, every playing card in exactly one place and every equipment card in exactly one
(the shop, the equipment deck, in front of a player), no nugget below zero, the view keeps
the equipment deck's order secret, the same record replays the same game, each action's
code decodes to it.
"""

from __future__ import annotations

import json

import pytest

from bang import Action, ActionType, Game, GameOptions
from bang.box import BOX_CARDS, CARD_ID
from bang.rulesets.gold_rush.box import EQUIPMENT
from bang.rulesets.gold_rush.shop import GoldRush, UseEquipment
from bang.state import Rng
from bang.view import observation

GOLD_RUSH = GameOptions(expansions=("gold_rush",))
WITH_DODGE_CITY = GameOptions(expansions=("dodge_city", "gold_rush"))
OWN = {ActionType.BUY, ActionType.SELL, ActionType.DISCARD_EQUIPMENT}


def _piece(game: Game) -> GoldRush:
    piece = game.pieces[GoldRush.key]
    assert isinstance(piece, GoldRush)
    return piece


def play(players: int, seed: int, options: GameOptions, check: bool = True) -> Game:
    game = Game.new(players=players, seed=seed, options=options)
    box = sorted(BOX_CARDS["base"] + (BOX_CARDS["dodge_city"] if "dodge_city" in options.expansions else ()))
    rng = Rng(seed + 1849)
    steps = 0
    while not game.over:
        legal = game.legal_actions()
        assert legal, "a game that is not over always has someone to decide"
        game.apply(legal[rng.below(len(legal))])
        steps += 1
        assert steps < 6000, "a random game must end"
        if check:
            cards = list(game.deck) + game.discard + game.revealed
            for p in game.players:
                cards += p.hand + p.in_play
            assert sorted(cards) == box
            gr = _piece(game)
            equipment = gr.shop + gr.deck + [c for e in gr.equipment for c in e]
            equipment += [s.card for s in game.stack if isinstance(s, UseEquipment)]  # Josh McCloud's, being used
            assert sorted(equipment) == list(EQUIPMENT)
            assert len(gr.shop) == min(3, len(gr.shop) + len(gr.deck))
            assert all(g >= 0 for g in gr.gold)
            for p in game.players:
                assert p.hp <= p.max_hp
                assert p.alive or game.over or not gr.equipment[p.seat]
                kinds = [CARD_ID[c] for c in gr.equipment[p.seat]]
                assert len(kinds) == len(set(kinds)), "two equipment cards of a name in front of a player"
    return game


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_random_gold_rush_games_end_and_keep_every_card(players: int) -> None:
    kinds: set[ActionType] = set()
    for seed in range(40):
        game = play(players, seed, GOLD_RUSH)
        assert game.winner is not None and game.winners()
        assert game.pending is None and game.legal_actions() == []
        kinds |= {a.type for a in game.history}
    assert kinds >= OWN, f"the random games bought, sold and paid to discard: {kinds}"


@pytest.mark.parametrize("players", [4, 5, 7])
def test_random_gold_rush_games_with_dodge_city(players: int) -> None:
    for seed in range(25):
        game = play(players, seed, WITH_DODGE_CITY)
        assert game.winner is not None


@pytest.mark.parametrize("players", [3, 5, 8])
def test_the_same_record_replays_the_same_gold_rush_game(players: int) -> None:
    for seed in range(8):
        game = play(players, seed, GOLD_RUSH, check=False)
        again = Game.from_record(json.loads(json.dumps(game.to_record())))
        assert again.winner == game.winner and again.history == game.history
        assert _piece(again).gold == _piece(game).gold and _piece(again).deck == _piece(game).deck
        for a in game.history:
            assert Action.decode(a.player, a.encode()) == a


def test_the_view_shows_the_nuggets_and_the_shop_not_the_deck_order() -> None:
    game = Game.new(players=5, seed=3, options=GOLD_RUSH)
    rng = Rng(5)
    for _ in range(150):
        if game.over:
            break
        gr = _piece(game)
        for seat in (None, *range(5)):
            seen = observation(game, seat).to_json()
            text = json.dumps(seen)
            assert '"gold_rush"' in text
            part = json.loads(text)
            found = _find(part, "shop_deck")
            assert found == len(gr.deck)
            assert _find(part, "gold") == gr.gold
        legal = game.legal_actions()
        game.apply(legal[rng.below(len(legal))])


def _find(value: object, key: str) -> object:
    if isinstance(value, dict):
        if key in value:
            return value[key]
        for v in value.values():
            found = _find(v, key)
            if found is not None:
                return found
    return None


def test_a_clone_copies_the_piece() -> None:
    game = Game.new(players=4, seed=9, options=GOLD_RUSH)
    twin = game.clone()
    _piece(twin).gold[0] += 5
    _piece(twin).shop.clear()
    assert _piece(game).gold[0] == 0 and len(_piece(game).shop) == 3
