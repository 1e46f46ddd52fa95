"""Chance at the table: roles, characters and the deck are shuffled by the seed.

The same seed deals the same game; different seeds deal different games; over
many seeds every seat is sometimes the Sheriff, every character is dealt, and
the cards dealt follow the box's proportions. A reshuffled discard pile comes
back in an order chosen by chance, the same for the same seed.
"""

from __future__ import annotations

from collections import Counter

import pytest

from bang import Game, Role
from bang.box import CARD_ID
from bang.rulesets.base.ruleset import BASE
from bang.scenario import god_view
from bang.state import Rng
from positions import act, every_card_but, seat, table

SEEDS = range(240)


def deal(game: Game) -> tuple[object, ...]:
    return (
        tuple(p.role for p in game.players),
        tuple(p.character for p in game.players),
        tuple(tuple(p.hand) for p in game.players),
        tuple(game.deck),
    )


def test_the_same_seed_deals_the_same_game() -> None:
    for seed in (0, 1, 99, 2**40 + 3):
        assert deal(Game.new(players=6, seed=seed)) == deal(Game.new(players=6, seed=seed))


def test_different_seeds_deal_different_games() -> None:
    deals = [deal(Game.new(players=5, seed=s)) for s in range(30)]
    assert len({d[0] for d in deals}) > 5, "roles"
    assert len({d[1] for d in deals}) == 30, "characters"
    assert len({d[2] for d in deals}) == 30, "hands"
    assert len({d[3] for d in deals}) == 30, "decks"


@pytest.mark.parametrize("players", [4, 7])
def test_every_seat_is_sometimes_the_sheriff(players: int) -> None:
    sheriffs = Counter(next(p.seat for p in Game.new(players=players, seed=s).players
                            if p.role is Role.SHERIFF) for s in SEEDS)
    expected = len(SEEDS) / players
    assert set(sheriffs) == set(range(players))
    assert all(expected / 2 < n < expected * 2 for n in sheriffs.values()), sheriffs


def test_roles_keep_the_box_split_and_move_around() -> None:
    renegade_seats = Counter(next(p.seat for p in Game.new(players=5, seed=s).players
                                  if p.role is Role.RENEGADE) for s in SEEDS)
    assert set(renegade_seats) == set(range(5))


def test_every_character_is_dealt_at_every_place() -> None:
    first = Counter(Game.new(players=4, seed=s).players[0].character for s in SEEDS)
    last = Counter(Game.new(players=4, seed=s).players[3].character for s in SEEDS)
    box = set(BASE.characters)  # the base game's 16
    assert set(first) == box and set(last) == box
    expected = len(SEEDS) / len(box)
    assert all(n < expected * 3 for n in first.values()), first


def test_the_deck_is_shuffled_in_proportion() -> None:
    first_cards = Counter(CARD_ID[Game.new(players=4, seed=s).players[0].hand[0]].split("/")[0] for s in SEEDS)
    # 25 BANG! of 80 cards: about 75 of 240 first cards
    assert 40 < first_cards["bang"] < 115, first_cards
    assert len(first_cards) > 12  # most of the 22 kinds come up
    tops = Counter(Game.new(players=4, seed=s).deck[-1] for s in SEEDS)
    assert len(tops) > 60  # the top card of the draw pile is all over the box


def test_the_names_given_or_letters() -> None:
    assert [p["name"] for p in Game.new(seed=1).observation(None).to_json()["players"]] == ["A", "B", "C", "D"]
    names = ["ann", "bob", "cy", "dee", "eve"]
    assert [p["name"] for p in Game.new(names, seed=1).observation(None).to_json()["players"]] == names


def test_character_choice_offers_two_different_characters_each_none_twice() -> None:
    from bang import GameOptions

    for seed in range(40):
        game = Game.new(players=7, seed=seed, options=GameOptions(character_choice=True))
        offered = [c for pair in game.character_offers for c in pair]
        assert len(offered) == 14 and len(set(offered)) == 14
        # the same seed deals the same characters: each first offer is the one dealt without a choice
        plain = Game.new(players=7, seed=seed)
        assert [pair[0] for pair in game.character_offers] == [p.character for p in plain.players]


def reshuffled_deck(seed: int) -> tuple[list[str], list[str]]:
    """The draw pile after a Stagecoach drew its last card, and the hand it drew into."""
    hand = ["stagecoach/9S", "beer/7H"]
    game = table(seat("sheriff", "willy_the_kid", hand), seat("outlaw", "slab_the_killer"),
                 seat("outlaw", "calamity_janet"), seat("renegade", "rose_doolan"),
                 deck=["bang/2D"], discard=every_card_but("bang/2D", *hand), seed=seed)
    act(game, "A", "play", card="stagecoach/9S")
    view = god_view(game)
    return list(view["deck"]), list(view["players"][0]["hand"])


def test_a_reshuffle_is_random_and_seeded() -> None:
    pile = every_card_but("bang/2D", "stagecoach/9S", "beer/7H") + ["stagecoach/9S"]  # the Stagecoach on top
    orders = [reshuffled_deck(s) for s in range(6)]
    assert reshuffled_deck(3) == orders[3]
    assert len({tuple(deck) for deck, _ in orders}) == 6
    for deck, hand in orders:
        drawn = [c for c in hand if c not in ("beer/7H", "bang/2D")]
        assert len(drawn) == 1 and "bang/2D" in hand
        assert Counter(deck) + Counter(drawn) == Counter(pile)
        assert deck != pile[:-1] and deck != pile[::-1][1:]


def test_chance_is_splitmix64_so_a_seed_deals_the_same_game_in_every_version() -> None:
    # the reference outputs of splitmix64 (Vigna's splitmix64.c): a record replays alike anywhere
    rng = Rng(1234567)
    assert [rng.next64() for _ in range(3)] == [6457827717110365317, 3203168211198807973, 9817491932198370423]
    rng = Rng(0)
    assert [rng.next64() for _ in range(2)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4]
