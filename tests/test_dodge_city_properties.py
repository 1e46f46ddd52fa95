"""Seeded random Dodge City games at 3-8 players: the invariants every position must keep.

Legal moves only (every action applied is one the engine offered, and each refused
one changes nothing), no crash, every card in exactly one place, every game ends, no
seat's view holds another's secret, the same record replays the same game.
"""

from __future__ import annotations

import json

import pytest

from bang import Action, ActionType, Game, GameOptions, IllegalAction, Role
from bang.box import BOX_CARDS, CARD_ID, CARD_IS_GREEN
from bang.rulesets.dodge_city import box as dodge_city
from bang.state import Rng
from bang.view import event_view, observation
from bang.vocabulary import Character

DODGE_CITY = GameOptions(expansions=("dodge_city",))
BOX = sorted(BOX_CARDS["base"] + BOX_CARDS["dodge_city"])
GAMES = 500  # per player count: 3,000 games in all
PARTS = 2  # each player count's games in this many tests, which pytest-xdist runs side by side


def all_cards(game: Game) -> list[int]:
    cards = list(game.deck) + game.discard + game.revealed
    for p in game.players:
        cards += p.hand + p.in_play
    return sorted(cards)


def sharing(game: Game) -> bool:
    return (game.prompt() or {}).get("reason") == "vulture_sam"


def play(players: int, seed: int, check: bool = True) -> Game:
    game = Game.new(players=players, seed=seed, options=DODGE_CITY)
    rng = Rng(seed + 1977)
    steps = 0
    while not game.over:
        legal = game.legal_actions()
        assert legal, "a game that is not over always has someone to decide"
        game.apply(legal[rng.below(len(legal))])
        steps += 1
        assert steps < 6000, "a random game must end"
        if check:
            assert all_cards(game) == BOX
            for p in game.players:
                assert p.hp <= p.max_hp
                # a dead player's cards wait only while two Vulture Sams share them out
                assert p.alive or (not p.hand and not p.in_play) or sharing(game)
                kinds = [CARD_ID[c].split("/")[0] for c in p.in_play]
                assert len(kinds) == len(set(kinds)), "two cards of a name in play"
                assert all(CARD_IS_GREEN[c] for c in game.not_usable_yet(p.seat))
    return game


@pytest.mark.parametrize("part", range(PARTS))
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_random_dodge_city_games_end_and_keep_every_card(players: int, part: int) -> None:
    used: set[str] = set()
    for seed in range(part, GAMES, PARTS):
        game = play(players, seed)
        assert game.winner is not None and game.winners()
        assert game.pending is None and game.legal_actions() == []
        used |= {CARD_ID[a.card].split("/")[0] for a in game.history if a.type is ActionType.USE and a.card is not None}
    assert len(used) >= 8, f"green cards used in these games: {sorted(used)}"


@pytest.mark.parametrize("players", [3, 5, 8])
def test_the_same_record_replays_the_same_dodge_city_game(players: int) -> None:
    for seed in range(15):
        game = play(players, seed, check=False)
        again = Game.from_record(json.loads(json.dumps(game.to_record())))
        assert again.ruleset.name == game.ruleset.name
        assert again.winner == game.winner and again.history == game.history
        assert [p.hand for p in again.players] == [p.hand for p in game.players]
        assert again.deck == game.deck and again.discard == game.discard
        for a in game.history:
            assert Action.decode(a.player, a.encode()) == a


def test_refused_actions_change_nothing() -> None:
    rng = Rng(11)
    for seed in range(40):
        game = Game.new(players=3 + seed % 6, seed=seed, options=DODGE_CITY)
        for _ in range(200):
            if game.over:
                break
            pending = game.pending
            assert pending is not None
            before = (json.dumps(observation(game, None).to_json()), game.rng.state, len(game.history),
                      [repr(s) for s in game.stack], [game.not_usable_yet(p.seat) for p in game.players])
            other = (pending.player + 1) % len(game.players)
            for action in (Action(pending.player, ActionType.USE, card=BOX[rng.below(len(BOX))], target=other),
                           Action(pending.player, ActionType.PLAY, card=BOX[rng.below(len(BOX))], target=other,
                                  cards=(BOX[rng.below(len(BOX))],)),
                           Action(other, ActionType.ABILITY, target=pending.player)):
                if action in game.legal_actions(action.player):
                    continue
                with pytest.raises(IllegalAction) as info:
                    game.apply(action)
                assert str(info.value)
                after = (json.dumps(observation(game, None).to_json()), game.rng.state, len(game.history),
                         [repr(s) for s in game.stack], [game.not_usable_yet(p.seat) for p in game.players])
                assert after == before
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])


def _secret_ids(game: Game, seat: int | None) -> set[str]:
    mine = set() if seat is None else {CARD_ID[c] for c in game.players[seat].hand}
    public = {CARD_ID[c] for p in game.players for c in p.in_play} | {CARD_ID[c] for c in game.discard}
    if game.revealed_to is None or game.revealed_to == seat:
        public |= {CARD_ID[c] for c in game.revealed}
    return {CARD_ID[c] for p in game.players if p.seat != seat for c in p.hand} - mine - public


def test_no_seat_sees_a_secret() -> None:
    for n in range(30):
        seed = 123_456_789_000 + n
        game = Game.new(players=3 + n % 6, seed=seed, options=DODGE_CITY)
        rng = Rng(seed)
        while not game.over:
            for seat in [None, *range(len(game.players))]:
                obs = observation(game, seat)
                text = json.dumps(obs.to_json())
                for cid in _secret_ids(game, seat):
                    assert f'"{cid}"' not in text, (seat, cid)
                assert str(game.seed) not in text
                for p in game.players:
                    hidden = (p.alive and p.role is not Role.SHERIFF and p.seat != seat
                              and not game.ruleset.roles_face_up)
                    assert (obs.players[p.seat].role is None) == hidden
            legal = game.legal_actions()
            events = game.apply(legal[rng.below(len(legal))])
            for e in events:
                for seat in [None, *range(len(game.players))]:
                    view = event_view(e, seat)
                    if e.private_to is not None and (seat is None or seat not in e.private_to):
                        assert "cards" not in view


def test_two_vulture_sams_share_out_every_dead_players_cards_in_turn() -> None:
    """FAQ-it D03 in random games where Vera Custer and Vulture Sam are both dealt: while a
    dead player's cards are shared, the takers pick in turn (the first after the dead player
    clockwise first), each pick moves one of them into the taker's hand, until none is left
    (a pick with a single way is made by the engine, and ends the share)."""
    shares = 0
    seed = 0
    while shares < 12:
        seed += 1
        assert seed < 20_000, f"only {shares} shares found"
        game = Game.new(players=4 + seed % 5, seed=seed, options=DODGE_CITY)
        if not {dodge_city.VERA_CUSTER, Character.VULTURE_SAM} <= {p.character for p in game.players}:
            continue
        rng = Rng(seed)
        while not game.over:
            prompt = game.prompt() or {}
            if prompt.get("reason") == "vulture_sam":
                shares += 1
                dead = game.players[prompt["target"]]
                takers = [s for s in game.others_clockwise(dead.seat) if game.character(s).on_elimination is not None]
                assert len(takers) == 2
                picks = 0
                while (game.prompt() or {}).get("reason") == "vulture_sam":
                    taker = game.players[takers[picks % 2]]
                    assert game.pending is not None and game.pending.player == taker.seat
                    left, had = set(dead.hand + dead.in_play), set(taker.hand)
                    legal = game.legal_actions()
                    game.apply(legal[rng.below(len(legal))])
                    picks += 1
                    if (game.prompt() or {}).get("reason") == "vulture_sam":  # (after the last: rewards...)
                        taken = set(taker.hand) - had
                        assert len(taken) == 1 and taken <= left
                        assert set(dead.hand + dead.in_play) == left - taken
                assert not dead.hand and not dead.in_play
                continue
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])
