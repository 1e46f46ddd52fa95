"""Seeded random Armed & Dangerous games (alone and with Dodge City): the invariants every
position must keep.

Legal moves only (every action applied is one the engine offered, each refused one changes
nothing), no crash, every card in exactly one place, at most 4 charges on a place and none on a
card out of play, every game ends, no seat's view holds another's secret, the same record
replays the same game (every action's code decodes back to it).
"""

from __future__ import annotations

import json

import pytest

from bang import Action, ActionType, Game, GameOptions, IllegalAction
from bang.actions import ON_CHARACTER
from bang.box import BOX_CARDS, CARD_ID
from bang.rulesets.armed_and_dangerous.charges import MOST, Charges, is_orange
from bang.state import Rng
from bang.view import observation

ALONE = GameOptions(expansions=("armed_and_dangerous",))
WITH_DODGE_CITY = GameOptions(expansions=("dodge_city", "armed_and_dangerous"))
GAMES = 120  # per table: a few hundred games in all


def all_cards(game: Game) -> list[int]:
    cards = list(game.deck) + game.discard + game.revealed
    for p in game.players:
        cards += p.hand + p.in_play
    return sorted(cards)


def check_charges(game: Game) -> None:
    piece = game.pieces.get(Charges.key)
    assert isinstance(piece, Charges)
    in_play = {c for p in game.players for c in p.in_play}
    for p in game.players:
        for place, n in piece.places(game, p.seat).items():
            assert 0 <= n <= MOST
            assert place == ON_CHARACTER or is_orange(place)
    for card, n in piece.cards.items():
        if card in in_play and n > 0:
            assert is_orange(card)


def play(players: int, seed: int, options: GameOptions, check: bool = True) -> Game:
    box = sorted(c for name in ("base", *options.expansions) for c in BOX_CARDS[name])
    game = Game.new(players=players, seed=seed, options=options)
    rng = Rng(seed + 2019)
    steps = 0
    while not game.over:
        legal = game.legal_actions()
        assert legal, "a game that is not over always has someone to decide"
        game.apply(legal[rng.below(len(legal))])
        steps += 1
        assert steps < 6000, "a random game must end"
        if check:
            assert all_cards(game) == box
            check_charges(game)
            for p in game.players:
                assert p.hp <= p.max_hp
    return game


@pytest.mark.parametrize("options", [ALONE, WITH_DODGE_CITY], ids=["alone", "with_dodge_city"])
def test_random_games_end_keep_every_card_and_charge_rules(options: GameOptions) -> None:
    used: set[str] = set()
    paid: set[str] = set()  # cards played with charges paid (an upgrade, a weapon's effect on a BANG!)
    charged = 0
    for seed in range(GAMES):
        game = play(4 + seed % 4, seed, options)
        assert game.winner is not None and game.winners()
        assert game.pending is None and game.legal_actions() == []
        used |= {CARD_ID[a.card].split("/")[0] for a in game.history if a.type is ActionType.USE and a.card is not None}
        charged += sum(1 for a in game.history if a.type is ActionType.CHARGE)
        paid |= {CARD_ID[a.card].split("/")[0] for a in game.history
                 if a.type is ActionType.PLAY and a.charges and a.card is not None}
        for a in game.history:
            assert Action.decode(a.player, a.encode()) == a
    assert {"ace_up_the_sleeve", "crate", "whip", "lockpick", "tumbleweed"} <= used, sorted(used)
    assert {"bang", "caravan", "arrow", "quick_shot", "squaw"} <= paid, sorted(paid)
    assert charged > 0


def test_the_same_record_replays_the_same_game() -> None:
    for seed in range(10):
        game = play(5, seed, ALONE, check=False)
        again = Game.from_record(json.loads(json.dumps(game.to_record())))
        assert again.winner == game.winner and again.history == game.history
        assert [p.hand for p in again.players] == [p.hand for p in game.players]
        assert again.pieces[Charges.key].seen_by(again, None) == game.pieces[Charges.key].seen_by(game, None)


def test_refused_actions_change_nothing_and_no_secret_leaks() -> None:
    rng = Rng(5)
    box = sorted(BOX_CARDS["base"] + BOX_CARDS["armed_and_dangerous"])
    for seed in range(20):
        game = Game.new(players=4 + seed % 4, seed=seed, options=ALONE)
        for _ in range(150):
            if game.over:
                break
            pending = game.pending
            assert pending is not None
            before = (json.dumps(observation(game, None).to_json()), game.rng.state, len(game.history))
            other = (pending.player + 1) % len(game.players)
            for action in (Action(pending.player, ActionType.USE, card=box[rng.below(len(box))], target=other),
                           Action(pending.player, ActionType.CHARGE, card=box[rng.below(len(box))]),
                           Action(other, ActionType.ABILITY, target=pending.player, charges=((ON_CHARACTER, 2),))):
                if action in game.legal_actions(action.player):
                    continue
                with pytest.raises(IllegalAction):
                    game.apply(action)
                assert (json.dumps(observation(game, None).to_json()), game.rng.state, len(game.history)) == before
            for seat in range(len(game.players)):
                text = json.dumps(observation(game, seat).to_json())
                assert '"charges"' in text
                for cid in _secret_ids(game, seat):
                    assert f'"{cid}"' not in text, (seat, cid)
            legal = game.legal_actions()
            game.apply(legal[rng.below(len(legal))])


def _secret_ids(game: Game, seat: int) -> set[str]:
    mine = {CARD_ID[c] for c in game.players[seat].hand}
    public = {CARD_ID[c] for p in game.players for c in p.in_play} | {CARD_ID[c] for c in game.discard}
    if game.revealed_to is None or game.revealed_to == seat:
        public |= {CARD_ID[c] for c in game.revealed}
    return {CARD_ID[c] for p in game.players if p.seat != seat for c in p.hand} - mine - public


def test_red_ringo_starts_with_4_charges() -> None:
    from bang.rulesets.armed_and_dangerous import box as ad

    for seed in range(400):
        game = Game.new(players=7, seed=seed, options=ALONE)
        ringo = [p.seat for p in game.players if p.character is ad.RED_RINGO]
        if ringo:
            assert game.pieces[Charges.key].seen_by(game, None)["charges"][str(ringo[0])].get("character", 0) >= 1
            return
    pytest.fail("no Red Ringo dealt")
