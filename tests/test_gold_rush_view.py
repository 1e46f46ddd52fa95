"""What a seat sees of Gold Rush's shop besides the cards (``GoldRush.seen_by``): what each
card costs it, why it cannot buy one now (codes the web client words, as the hand's
``refusals``), what another's black card costs to discard, the paid ability it holds; and
the log details that tell a purchase from a paid discard."""

from __future__ import annotations

from typing import Any

import pytest

from bang import Action, ActionType, Game, GameOptions
from bang.box import CARD_ID
from bang.refusal_words import WORDS
from bang.rulesets.gold_rush.shop import GoldRush
from bang.scenario import setup
from bang.state import Rng
from bang.view import observation

BUY, DISCARD_EQUIPMENT = ActionType.BUY, ActionType.DISCARD_EQUIPMENT


def seat(name: str, role: str, character: str, hand: list[str] | None = None,
         in_play: list[str] | None = None, **more: Any) -> dict[str, Any]:
    return {"name": name, "role": role, "character": character, "hand": hand or [], "in_play": in_play or [],
            **more}


def gold_rush(ann: dict[str, Any], *others: dict[str, Any], **more: Any) -> Game:
    """Ann (the Sheriff) in her play phase, the others after her clockwise."""
    rest = list(others) or [seat("Bob", "outlaw", "black_jack"), seat("Cid", "outlaw", "kit_carlson"),
                            seat("Dan", "renegade", "lucky_duke")]
    return setup({"expansions": ["gold_rush"], "seed": 5, "players": [ann, *rest], "turn": "Ann",
                  "phase": "play", **more})


def shop_of(game: Game, reader: int | None) -> dict[str, Any]:
    seen: dict[str, Any] = observation(game, reader).pieces["gold_rush"]
    return seen


def test_the_reader_sees_why_each_card_of_the_shop_cannot_be_bought() -> None:
    game = gold_rush(seat("Ann", "sheriff", "bart_cassidy", ["beer"], ["gun_belt"], gold=2),
                     shop=["shot", "wanted", "calumet"])
    mine = shop_of(game, 0)
    assert mine["costs"] == {"shot": 1, "wanted": 2, "calumet": 3}
    # the Shot and a Wanted can be bought: no reason; the Calumet is too dear
    assert mine["refusals"] == {"calumet": {"code": "not_enough_gold", "cost": 3, "gold": 2}}
    bought = {CARD_ID[a.card] for a in game.legal_actions(0) if a.type is BUY and a.card is not None}
    assert bought == {"shot", "wanted"}
    # out of her play phase, every card is refused with the same reason; a spectator gets none
    assert shop_of(game, 1)["refusals"] == {k: {"code": "shop_closed"} for k in ("shot", "wanted", "calumet")}
    assert "refusals" not in shop_of(game, None) and "ability" not in shop_of(game, None)
    for reason in (*mine["refusals"].values(), {"code": "shop_closed"}):
        assert reason["code"] in WORDS


def test_the_price_of_another_players_black_card_and_the_paid_ability() -> None:
    game = gold_rush(seat("Ann", "sheriff", "jacky_murieta", gold=4),
                     seat("Bob", "outlaw", "raddie_snake", in_play=["calumet", "wanted"]),
                     seat("Cid", "outlaw", "kit_carlson"), seat("Dan", "renegade", "josh_mccloud"))
    assert shop_of(game, 0)["discard_costs"] == {"calumet": 4, "wanted": 3}
    assert shop_of(game, None)["discard_costs"] == {"calumet": 4, "wanted": 3}  # public: printed prices
    assert shop_of(game, 0)["ability"] == "jacky_murieta"
    assert shop_of(game, 1)["ability"] == "raddie_snake"
    assert shop_of(game, 3)["ability"] == "josh_mccloud"
    assert "ability" not in shop_of(game, 2)  # Kit Carlson pays for nothing


def test_a_purchase_and_a_paid_discard_are_told_apart_in_the_log() -> None:
    game = gold_rush(seat("Ann", "sheriff", "bart_cassidy", ["beer"], gold=6),
                     seat("Bob", "outlaw", "black_jack", in_play=["calumet"]),
                     seat("Cid", "outlaw", "kit_carlson"), seat("Dan", "renegade", "lucky_duke"),
                     shop=["gun_belt", "shot", "rhum"])
    gun_belt = next(a for a in game.legal_actions(0) if a.type is BUY and a.card is not None
                    and CARD_ID[a.card] == "gun_belt")
    events = game.apply(gun_belt)
    assert [(e.type.value, e.amount, e.detail) for e in events if e.detail.startswith("paid")] == [
        ("ability", 2, "paid buy gun_belt")]
    discard = next(a for a in game.legal_actions(0) if a.type is DISCARD_EQUIPMENT)
    events = game.apply(discard)
    assert [(e.type.value, e.amount, e.detail) for e in events if e.detail.startswith("paid")] == [
        ("ability", 4, "paid discard calumet")]
    gr = game.pieces[GoldRush.key]
    assert isinstance(gr, GoldRush) and gr.gold[0] == 0
    assert shop_of(game, 0)["refusals"]["shot"] == {"code": "not_enough_gold", "cost": 1, "gold": 0}


@pytest.mark.parametrize("players", [4, 7])
def test_in_random_games_a_shop_card_has_a_reason_exactly_when_it_cannot_be_bought(players: int) -> None:
    seen_codes: set[str] = set()
    for seed in range(6):
        game = Game.new(players=players, seed=seed, options=GameOptions(expansions=("gold_rush",)))
        rng = Rng(seed + 7)
        while not game.over:
            pending = game.pending
            assert pending is not None
            shown = shop_of(game, pending.player)
            legal = game.legal_actions(pending.player)
            bought = {CARD_ID[a.card] for a in legal if a.type is BUY and a.card is not None}
            for card in shown["shop"]:
                reason = shown["refusals"].get(card)
                assert (reason is None) == (card in bought), (card, reason)
                if reason is not None:
                    seen_codes.add(reason["code"])
                    assert reason["code"] in WORDS and reason["code"] != "not_now"
                    if reason["code"] == "not_enough_gold":
                        assert reason["cost"] == shown["costs"][card] > reason["gold"]
            game.apply(legal[rng.below(len(legal))])
    assert {"shop_closed", "not_enough_gold"} <= seen_codes


def test_a_refused_purchase_is_worded_in_english() -> None:
    game = gold_rush(seat("Ann", "sheriff", "bart_cassidy", ["beer"], gold=0), shop=["rhum", "shot", "calumet"])
    gr = game.pieces[GoldRush.key]
    assert isinstance(gr, GoldRush)
    rhum = next(c for c in gr.shop if CARD_ID[c] == "rhum")
    assert game.refusal(Action(0, BUY, rhum)) == "rhum costs 3 gold nuggets and Ann has 0"
