"""Seeded random games with the event-card expansions (High Noon, A Fistful of Cards, Wild
West Show), alone, together where they combine, and with Dodge City, at 3-8 players: the
invariants every position must keep.

Legal moves only (every action applied is one the engine offered), no crash, every card
in exactly one place, life within bounds (a ghost at 0), every game ends with winners, no
seat's view holds another's hand (but where every hand is face up) or the event deck's
order, the same record replays the same game.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from bang import Action, Game, GameOptions
from bang.box import BOX_CARDS, CARD_ID
from bang.rulesets.event_cards import DECKS, EVENT_CARDS, REVEALED_BY, ROUND, deck_of
from bang.state import Rng
from bang.view import event_view, observation

COMBINATIONS = [
    ("high_noon",), ("fistful_of_cards",), ("high_noon", "fistful_of_cards"), ("wild_west_show",),
    ("dodge_city", "high_noon", "fistful_of_cards"), ("dodge_city", "wild_west_show"),
]
GAMES = 120  # per combination and player count: 4,320 games in all (about a minute of CPU)


def _box(expansions: tuple[str, ...]) -> list[int]:
    return sorted(c for box in ("base", *expansions) for c in BOX_CARDS.get(box, ()))


def all_cards(game: Game) -> list[int]:
    cards = list(game.deck) + game.discard + game.revealed
    for p in game.players:
        cards += p.hand + p.in_play
    return sorted(cards)


def play(players: int, seed: int, expansions: tuple[str, ...], check: bool = True) -> Game:
    game = Game.new(players=players, seed=seed, options=GameOptions(expansions=expansions))
    box = _box(expansions)
    rng = Rng(seed + 2028)
    steps = 0
    while not game.over:
        legal = game.legal_actions()
        assert legal, "a game that is not over always has someone to decide"
        game.apply_legal(legal[rng.below(len(legal))])
        steps += 1
        assert steps < 8000, "a random game must end"
        if check:
            assert all_cards(game) == box
            for p in game.players:
                assert (p.hp == 0) if p.ghost else (p.hp <= p.max_hp)
                assert p.alive or p.ghost or (not p.hand and not p.in_play) or game.stack
    return game


@pytest.mark.parametrize("expansions", COMBINATIONS, ids="+".join)
def test_random_games_with_event_cards_end_and_keep_every_card(expansions: tuple[str, ...]) -> None:
    revealed: Counter[str] = Counter()
    for players in range(3, 9):
        for seed in range(GAMES):
            game = play(players, seed, expansions)
            assert game.winner is not None and game.winners()
            assert game.pending is None and game.legal_actions() == []
            deck = deck_of(game)
            assert deck is not None
            revealed.update(deck.shown)
    # every card of the boxes came into force in these games (a final card: the first,
    # where a round reveals one; Wild West Show's comes after nine Stagecoaches or so)
    keys = [k for e in expansions for k in DECKS.get(e, ())]
    finals = [k for k in keys if EVENT_CARDS[k].final and REVEALED_BY[EVENT_CARDS[k].box] == ROUND]
    wanted = {k for k in keys if not EVENT_CARDS[k].final} | set(finals[:1])
    assert wanted <= set(revealed), f"never revealed: {sorted(wanted - set(revealed))}"


@pytest.mark.parametrize("expansions", COMBINATIONS[:4], ids="+".join)
def test_the_same_record_replays_the_same_game(expansions: tuple[str, ...]) -> None:
    for seed in range(12):
        game = play(3 + seed % 6, seed, expansions, check=False)
        again = Game.from_record(json.loads(json.dumps(game.to_record())))
        assert again.winner == game.winner and again.history == game.history
        assert [p.hand for p in again.players] == [p.hand for p in game.players]
        assert again.deck == game.deck and again.discard == game.discard
        assert again.pieces["events"].god(again) == game.pieces["events"].god(game)
        for a in game.history:
            assert Action.decode(a.player, a.encode()) == a


def _secret_ids(game: Game, seat: int | None) -> set[str]:
    if game.rules.hands_face_up:
        return set()
    mine = set() if seat is None else {CARD_ID[c] for c in game.players[seat].hand}
    public = {CARD_ID[c] for p in game.players for c in p.in_play} | {CARD_ID[c] for c in game.discard}
    if game.revealed_to is None or game.revealed_to == seat:
        public |= {CARD_ID[c] for c in game.revealed}
    if game.rules.must_play is not None:  # shown to all as it was drawn (Law of the West)
        public.add(CARD_ID[game.rules.must_play])
    return {CARD_ID[c] for p in game.players if p.seat != seat for c in p.hand} - mine - public


@pytest.mark.parametrize("expansions", [("high_noon", "fistful_of_cards"), ("dodge_city", "wild_west_show")],
                         ids="+".join)
def test_no_seat_sees_a_hand_or_the_event_deck(expansions: tuple[str, ...]) -> None:
    for n in range(12):
        seed = 987_654_321_000 + n
        game = Game.new(players=3 + n % 6, seed=seed, options=GameOptions(expansions=expansions))
        rng = Rng(seed)
        while not game.over:
            deck = deck_of(game)
            assert deck is not None
            for seat in [None, *range(len(game.players))]:
                view = observation(game, seat).to_json()
                text = json.dumps(view)
                for cid in _secret_ids(game, seat):
                    assert f'"{cid}"' not in text, (seat, cid)
                assert str(game.seed) not in text
                events = view["pieces"]["events"]
                assert set(events) == {"event", "event_deck_count", "events_shown", "event_final",
                                       "event_revealed_by"}
                assert events["event_deck_count"] == len(deck.deck)
            legal = game.legal_actions()
            for e in game.apply_legal(legal[rng.below(len(legal))]):
                for seat in [None, *range(len(game.players))]:
                    if e.private_to is not None and (seat is None or seat not in e.private_to):
                        assert "cards" not in event_view(e, seat)
