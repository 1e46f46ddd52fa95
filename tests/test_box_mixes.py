"""Seeded random games at tables with many boxes at once, as a host may mix them: every
game ends, each decision a legal action, the cards all there. A box's own property tests
play it alone and with Dodge City; the cards that meet only here (Lee Van Kliff repeating a
Fanning or an upgraded Arrow, Dorothy Rage ordering one) broke such games before. The
budget: 24 games a mix and table size (about 2 s of CPU)."""

from __future__ import annotations

import pytest

from bang.box import BOX_CARDS
from bang.rules import Game, GameOptions
from bang.rulesets.gold_rush.shop import GoldRush
from bang.state import Rng

MIXES = [
    ("wild_west_show", "valley_of_shadows", "armed_and_dangerous"),
    ("wild_west_show", "gold_rush", "valley_of_shadows", "armed_and_dangerous", "dodge_city"),
    ("high_noon", "fistful_of_cards", "gold_rush", "valley_of_shadows", "armed_and_dangerous", "dodge_city"),
]
GAMES = 60  # per mix and table size


def cards_of(game: Game) -> list[int]:
    cards = list(game.deck) + game.discard + game.revealed
    for p in game.players:
        cards += p.hand + p.in_play
    shop = game.pieces.get(GoldRush.key)
    if isinstance(shop, GoldRush):  # Gold Rush's equipment: its shop, its deck, in front of the players
        cards += shop.shop + shop.deck + [c for cards_in_front in shop.equipment for c in cards_in_front]
    return sorted(cards)


@pytest.mark.parametrize("expansions", MIXES, ids="+".join)
def test_random_games_of_mixed_boxes_end_with_every_card(expansions: tuple[str, ...]) -> None:
    box = sorted(c for name in ("base", *expansions) for c in BOX_CARDS.get(name, ()))
    for players in (4, 5, 6, 7):
        for seed in range(GAMES):
            game = Game.new(players=players, seed=seed, options=GameOptions(expansions=expansions))
            rng = Rng(seed * 7 + players)
            steps = 0
            while not game.over:
                legal = game.legal_actions()
                assert legal, "a game that is not over always has someone to decide"
                game.apply(legal[rng.below(len(legal))])  # (checked: each one legal)
                steps += 1
                assert steps < 8000, "a random game must end"
            assert game.winner is not None and game.winners()
            assert cards_of(game) == box
