"""The natural default of a decision out of time (``bang.server.defaults``)."""

from __future__ import annotations

from typing import Any

from bang.actions import ActionType
from bang.bots import basic_bot
from bang.box import CARD_KIND
from bang.rules import GameOptions
from bang.rulesets.dodge_city import box as dodge_city
from bang.scenario import parse_action, setup
from bang.server.defaults import USEFULNESS, natural_default
from bang.state import Rng
from bang.vocabulary import Kind

BOT = basic_bot(Rng(1))


def table(a_hand: list[str], a_hp: int = 5) -> Any:
    chars = ["willy_the_kid", "pedro_ramirez", "jesse_jones", "black_jack", "kit_carlson"]
    roles = ["sheriff", "outlaw", "outlaw", "deputy", "renegade"]
    players = [{"name": n, "role": r, "character": c, "hand": a_hand if n == "A" else ["bang"]}
               for n, r, c in zip("ABCDE", roles, chars, strict=True)]
    players[0]["hp"] = a_hp
    game = setup({"seed": 3, "players": players, "turn": "A", "phase": "play"})
    game.options = GameOptions(ask_even_without_choice=True)
    return game


def test_out_of_time_in_the_play_phase_ends_it() -> None:
    game = table(["bang", "beer"])
    assert natural_default(game, 0, BOT).type is ActionType.END


def test_out_of_time_when_shot_takes_the_hit() -> None:
    game = table(["bang", "beer"])
    game.apply(parse_action(game, {"player": "A", "do": "play", "card": "bang", "target": "B"}))
    assert game.pending.player == 1 and game.pending.kind == "respond"
    assert natural_default(game, 1, BOT).type is ActionType.PASS


def test_out_of_time_when_discarding_drops_the_least_useful_card() -> None:
    game = table(["missed", "dynamite", "beer", "bang"], a_hp=2)
    game.apply(parse_action(game, {"player": "A", "do": "end"}))
    assert game.pending.kind == "discard"
    first = natural_default(game, 0, BOT)
    assert first.type is ActionType.DISCARD and CARD_KIND[first.cards[0]] is Kind.DYNAMITE
    game.apply(first)
    second = natural_default(game, 0, BOT)
    assert CARD_KIND[second.cards[0]] is Kind.BANG  # Missed! and Beer are kept


def test_out_of_time_with_dodge_city_cards_discards_one_of_them_by_its_use() -> None:
    players = [{"name": n, "role": r, "character": "willy_the_kid", "hand": ["bang"]}
               for n, r in zip("ABCD", ["sheriff", "outlaw", "outlaw", "renegade"], strict=True)]
    players[0].update(hp=2, hand=["sombrero", "binocular", "whisky", "dodge"])
    game = setup({"seed": 3, "expansions": ["dodge_city"], "players": players, "turn": "A", "phase": "play"})
    game.apply(parse_action(game, {"player": "A", "do": "end"}))
    assert game.pending.kind == "discard"
    first = natural_default(game, 0, BOT)
    assert first.type is ActionType.DISCARD and CARD_KIND[first.cards[0]] is dodge_city.BINOCULAR
    game.apply(first)
    assert CARD_KIND[natural_default(game, 0, BOT).cards[0]] is dodge_city.WHISKY  # Dodge and Sombrero stay
    assert all(k in USEFULNESS for k in Kind)
