"""Seeded random games: the invariants every position must keep."""

from __future__ import annotations

import json

import pytest

from bang import Action, ActionType, Game, IllegalAction, Role
from bang.box import CARD_ID
from bang.state import Rng
from bang.view import event_view, observation

GAMES = 300  # per player count; each game checks every action


def all_cards(game: Game) -> list[int]:
    cards = list(game.deck) + game.discard + game.revealed
    for p in game.players:
        cards += p.hand + p.in_play
    return sorted(cards)


def play(players: int, seed: int, check: bool = True) -> Game:
    game = Game.new(players=players, seed=seed)
    rng = Rng(seed + 77)
    steps = 0
    while not game.over:
        legal = game.legal_actions()
        assert legal, "a game that is not over always has someone to decide"
        game.apply(legal[rng.below(len(legal))])
        steps += 1
        assert steps < 5000, "a random game must end"
        if check:
            assert all_cards(game) == list(range(80))
            for p in game.players:
                assert p.hp <= p.max_hp
                assert p.alive or (not p.hand and not p.in_play)
    return game


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_random_games_end_and_keep_every_card(players: int) -> None:
    for seed in range(GAMES):
        game = play(players, seed)
        assert game.winner is not None
        assert game.pending is None and game.legal_actions() == []


@pytest.mark.parametrize("players", [4, 7])
def test_same_seed_and_actions_give_the_same_game(players: int) -> None:
    for seed in range(20):
        game = play(players, seed, check=False)
        again = Game.from_record(json.loads(json.dumps(game.to_record())))
        assert again.winner == game.winner
        assert [p.hand for p in again.players] == [p.hand for p in game.players]
        assert again.deck == game.deck and again.discard == game.discard
        assert again.history == game.history


def test_action_codes_round_trip() -> None:
    for seed in range(20):
        game = play(5, seed, check=False)
        for a in game.history:
            assert Action.decode(a.player, a.encode()) == a


def _snapshot(game: Game) -> object:
    return (
        [(p.hp, p.alive, tuple(p.hand), tuple(p.in_play)) for p in game.players],
        tuple(game.deck), tuple(game.discard), tuple(game.revealed), game.turn, game.phase,
        game.pending, tuple(game.legal_actions()), len(game.history), game.rng.state,
        [repr(s) for s in game.stack],
    )


def test_illegal_actions_are_refused_and_change_nothing() -> None:
    rng = Rng(5)
    for seed in range(60):
        game = Game.new(players=4 + seed % 4, seed=seed)
        for _ in range(150):
            if game.over:
                break
            pending = game.pending
            assert pending is not None
            before = _snapshot(game)
            other = (pending.player + 1) % len(game.players)
            bogus = [
                Action(other, ActionType.END),  # not this player's decision
                Action(pending.player, ActionType.PLAY, card=rng.below(80), target=other),
                Action(pending.player, ActionType.DISCARD, cards=(rng.below(80),)),
                Action(pending.player, ActionType.CHOOSE, cards=(rng.below(80),)),
            ]
            for action in bogus:
                if action in game.legal_actions(action.player):
                    continue
                with pytest.raises(IllegalAction) as info:
                    game.apply(action)
                assert str(info.value)  # a reason is always given
                assert _snapshot(game) == before
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])


def test_clone_is_independent() -> None:
    game = Game.new(players=6, seed=3)
    rng = Rng(1)
    for _ in range(30):
        legal = game.legal_actions()
        game.apply(legal[rng.below(len(legal))])
    copy = game.clone()
    before = _snapshot(game)
    while not copy.over:
        legal = copy.legal_actions()
        copy.apply(legal[rng.below(len(legal))])
    assert _snapshot(game) == before


def _secret_ids(game: Game, seat: int | None) -> set[str]:
    """Card ids another player holds that ``seat`` does not share (ambiguous ids aside)."""
    mine = set() if seat is None else {CARD_ID[c] for c in game.players[seat].hand}
    public = {CARD_ID[c] for p in game.players for c in p.in_play} | {CARD_ID[c] for c in game.discard}
    if game.revealed_to is None or game.revealed_to == seat:
        public |= {CARD_ID[c] for c in game.revealed}
    return {
        CARD_ID[c]
        for p in game.players
        if p.seat != seat
        for c in p.hand
    } - mine - public


def test_observations_hold_no_secret() -> None:
    for n in range(40):
        seed = 987_654_321_000 + n  # long enough to spot if it ever leaks
        game = Game.new(players=4 + n % 4, seed=seed)
        rng = Rng(seed)
        while not game.over:
            for seat in [None, *range(len(game.players))]:
                obs = observation(game, seat)
                text = json.dumps(obs.to_json())
                for cid in _secret_ids(game, seat):
                    assert f'"{cid}"' not in text, (seat, cid)
                assert str(game.seed) not in text
                for p in game.players:
                    hidden = p.alive and p.role is not Role.SHERIFF and p.seat != seat
                    assert (obs.players[p.seat].role is None) == hidden
                assert obs.deck_count == len(game.deck)
                assert "deck" not in obs.to_json()
            legal = game.legal_actions()
            events = game.apply(legal[rng.below(len(legal))])
            for e in events:
                for seat in [None, *range(len(game.players))]:
                    view = event_view(e, seat)
                    if e.private_to is not None and (seat is None or seat not in e.private_to):
                        assert "cards" not in view
