"""Why not, from the rule that decides: the codes of Dodge City's cards and characters, their
English words (one table, the same as the front end's English), and the reason of a
refused action (``Game.refusal``) read from the same record as the view's."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bang import Action, ActionType, Game, IllegalAction
from bang.box import CARD_ID
from bang.refusal_codes import hand_refusals
from bang.refusal_words import WORDS, WORDS_AIMED
from bang.scenario import setup
from bang.server.languages import LANGUAGES
from bang.view import observation

WEB = Path(__file__).resolve().parents[1] / "web" / "src" / "i18n" / "cardtext"
LANGS = LANGUAGES  # every language of the web client (bang.server.languages)
PLAY, USE, ABILITY = ActionType.PLAY, ActionType.USE, ActionType.ABILITY


def seat(name: str, role: str, character: str, hand: list[str] | None = None,
         in_play: list[str] | None = None, **more: Any) -> dict[str, Any]:
    return {"name": name, "role": role, "character": character, "hand": hand or [], "in_play": in_play or [],
            **more}


def dodge_city(ann: dict[str, Any], *others: dict[str, Any], **more: Any) -> Game:
    """Ann (the Sheriff) in her play phase, the others after her clockwise."""
    rest = list(others) or [seat("Bob", "outlaw", "black_jack"), seat("Cid", "outlaw", "kit_carlson"),
                            seat("Dan", "renegade", "lucky_duke")]
    return setup({"expansions": ["dodge_city"], "seed": 5, "players": [ann, *rest], **more})


def reasons(game: Game, who: int = 0) -> dict[str, dict[str, Any]]:
    return observation(game, who).refusals


def refused(game: Game, action: Action) -> str:
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    return str(info.value)


def card(game: Game, seat_: int, name: str, zone: str = "hand") -> int:
    """The card ``name`` (an id, or a kind) of ``seat_``'s hand or in play."""
    return next(c for c in getattr(game.players[seat_], zone) if name in (CARD_ID[c], CARD_ID[c].split("/")[0]))


# --- the words ------------------------------------------------------------------------------


def _reasons_of(lang: str) -> dict[str, str]:
    text = (WEB / f"{lang}.ts").read_text(encoding="utf-8")
    block = text[text.index("  reasons: {"):]
    block = block[: block.index("\n  },")]
    return dict(re.findall(r"^    (\w+): '([^']*)',$", block, re.MULTILINE))


def test_the_english_words_are_the_front_ends_and_every_language_has_every_code() -> None:
    assert _reasons_of("en") == WORDS
    for lang in LANGS:
        words = _reasons_of(lang)
        assert set(words) == set(WORDS), lang
        for code, template in words.items():
            assert set(re.findall(r"\{\w+\}", template)) == set(re.findall(r"\{\w+\}", WORDS[code])), (lang, code)
    assert set(WORDS_AIMED) <= set(WORDS)


# --- Dodge City's codes -----------------------------------------------------------------------


def test_a_green_card_put_in_play_this_turn_is_usable_from_the_next() -> None:
    game = dodge_city(seat("Ann", "sheriff", "bart_cassidy", ["beer"], ["knife", "canteen"], fresh=["knife"]))
    assert reasons(game)["knife/8H"] == {"code": "green_fresh"}
    assert "canteen/7H" not in reasons(game)  # usable: put in play before this turn
    knife = card(game, 0, "knife/8H", "in_play")
    assert refused(game, Action(0, USE, card=knife, target=1)) == WORDS["green_fresh"]


def test_a_fresh_bible_cannot_answer_a_shot_yet() -> None:
    game = dodge_city(seat("Ann", "sheriff", "bart_cassidy", ["missed/2S"], ["bible"], fresh=["bible"]),
                      seat("Bob", "outlaw", "black_jack", ["bang/AS", "stagecoach"]),
                      seat("Cid", "outlaw", "kit_carlson"), seat("Dan", "renegade", "lucky_duke"), turn="Bob")
    game.apply(next(a for a in game.legal_actions(1) if a.card is not None and a.target == 0))
    assert game.pending is not None and (game.pending.player, game.pending.kind) == (0, "respond")
    assert reasons(game) == {"bible/10H": {"code": "green_fresh"}}
    bible = card(game, 0, "bible/10H", "in_play")
    assert refused(game, Action(0, USE, card=bible)) == WORDS["green_fresh"]


def test_the_price_of_discard_another_card_needs_another_card() -> None:
    game = dodge_city(seat("Ann", "sheriff", "bart_cassidy", ["whisky"], ["canteen"], hp=3))
    assert reasons(game)["whisky/QH"] == {"code": "needs_price"}
    whisky = card(game, 0, "whisky/QH")
    assert refused(game, Action(0, PLAY, card=whisky)) == WORDS["needs_price"]


def test_brawl_with_nobody_to_hit() -> None:
    game = dodge_city(seat("Ann", "sheriff", "bart_cassidy", ["brawl", "beer"]))
    assert reasons(game)["brawl/JS"] == {"code": "brawl_no_cards"}
    brawl, beer = card(game, 0, "brawl/JS"), card(game, 0, "beer")
    assert refused(game, Action(0, PLAY, card=brawl, cards=(beer,))) == WORDS["brawl_no_cards"]


def _far_table(ann: dict[str, Any]) -> Game:
    """Bob (left) and Dan (right) on a Mustang: everybody at distance 2 from Ann."""
    return dodge_city(ann, seat("Bob", "outlaw", "black_jack", ["beer"], ["mustang/8H"]),
                      seat("Cid", "outlaw", "kit_carlson", ["beer"]),
                      seat("Dan", "renegade", "lucky_duke", ["beer"], ["mustang/9H"]))


def test_punch_knife_and_derringer_reach_only_distance_one() -> None:
    game = _far_table(seat("Ann", "sheriff", "bart_cassidy", ["punch", "beer"], ["knife", "derringer"]))
    got = reasons(game)
    for card_id in ("punch/10S", "knife/8H", "derringer/7S"):
        assert got[card_id] == {"code": "too_far", "target": 1, "distance": 2}, card_id
    punch = card(game, 0, "punch/10S")
    assert refused(game, Action(0, PLAY, card=punch, target=3)) == "Dan is at distance 2: this card does not reach that far."
    knife = card(game, 0, "knife/8H", "in_play")
    assert refused(game, Action(0, USE, card=knife, target=2)) == "Cid is at distance 2: this card does not reach that far."


def test_pepperbox_out_of_reach() -> None:
    game = _far_table(seat("Ann", "sheriff", "bart_cassidy", ["beer"], ["pepperbox"]))
    assert reasons(game)["pepperbox/AH"] == {"code": "out_of_reach", "target": 1, "distance": 2, "reach": 1}
    pepperbox = card(game, 0, "pepperbox/AH", "in_play")
    assert refused(game, Action(0, USE, card=pepperbox, target=2)) == "Cid is at distance 2, your range is 1."


def test_apache_kid_is_immune_to_diamonds() -> None:
    game = dodge_city(seat("Ann", "sheriff", "bart_cassidy", ["bang/2D", "cat_balou/9D", "beer"]),
                      seat("Bob", "outlaw", "apache_kid", ["beer"]),
                      seat("Cid", "outlaw", "kit_carlson"),
                      seat("Dan", "renegade", "lucky_duke", [], ["mustang/9H"]))
    got = reasons(game)
    assert got["bang/2D"] == {"code": "immune", "target": 1, "suit": "D"}  # Bob the only one in reach
    assert "cat_balou/9D" not in got  # Dan's Mustang can still go
    bang = card(game, 0, "bang/2D")
    assert refused(game, Action(0, PLAY, card=bang, target=1)) == "Cards of diamonds you play do nothing to Bob."
    cat_balou = card(game, 0, "cat_balou/9D")
    assert refused(game, Action(0, PLAY, card=cat_balou, target=1, target_card=-1)) == WORDS["immune"].format(
        suit="diamonds", name="Bob")


def test_a_second_card_of_the_same_name_in_play() -> None:
    game = dodge_city(seat("Ann", "sheriff", "bart_cassidy", ["iron_plate/QS", "barrel/QS", "beer"],
                           ["iron_plate/AD", "barrel/AC"]))
    got = reasons(game)
    assert got["iron_plate/QS"] == got["barrel/QS"] == {"code": "already_in_play"}
    plate = card(game, 0, "iron_plate/QS")
    assert refused(game, Action(0, PLAY, card=plate)) == WORDS["already_in_play"]


def test_dodge_and_the_green_cards_with_a_missed_symbol_only_answer() -> None:
    game = dodge_city(seat("Ann", "sheriff", "bart_cassidy", ["dodge", "beer"], ["sombrero"]))
    got = reasons(game)
    assert got["dodge/7D"] == got["sombrero/7C"] == {"code": "answer_only"}


def test_rag_time_and_can_can_with_nothing_to_take() -> None:
    game = dodge_city(seat("Ann", "sheriff", "bart_cassidy", ["rag_time", "beer"], ["can_can"]))
    got = reasons(game)
    assert got["rag_time/9H"] == got["can_can/JC"] == {"code": "no_cards"}
    can_can = card(game, 0, "can_can/JC", "in_play")
    assert refused(game, Action(0, USE, card=can_can, target=2, target_card=-1)) == "Cid has no card to take."


def test_doc_holyday_once_a_turn() -> None:
    game = dodge_city(seat("Ann", "sheriff", "doc_holyday", ["beer/6H", "beer/7H", "stagecoach", "beer/8H"]))
    assert "ability" not in reasons(game)
    use = next(a for a in game.legal_actions(0) if a.type is ABILITY)
    game.apply(use)
    while game.pending is not None and game.pending.player != 0:
        game.apply(game.legal_actions()[-1])  # Bob takes the hit
    assert reasons(game)["ability"] == {"code": "ability_used", "limit": 1}
    again = Action(0, ABILITY, target=1, cards=tuple(sorted(game.players[0].hand[:2])))
    assert refused(game, again) == "You have used your ability as often as a turn allows (1)."


def test_jose_delgado_twice_a_turn() -> None:
    game = dodge_city(seat("Ann", "sheriff", "jose_delgado", ["barrel/QS", "mustang/8H", "scope", "beer"]))
    for _ in range(2):
        game.apply(next(a for a in game.legal_actions(0) if a.type is ABILITY))
    assert reasons(game)["ability"] == {"code": "ability_used", "limit": 2}
    scope = card(game, 0, "scope/AS")
    assert refused(game, Action(0, ABILITY, cards=(scope,))) == WORDS["ability_used"].format(limit=2)


def test_jose_delgado_without_a_blue_card() -> None:
    game = dodge_city(seat("Ann", "sheriff", "jose_delgado", ["beer", "stagecoach"]))
    assert reasons(game)["ability"] == {"code": "no_blue_card"}


def test_chuck_wengam_keeps_his_last_life() -> None:
    game = dodge_city(seat("Ann", "sheriff", "chuck_wengam", ["beer", "stagecoach"], hp=1))
    assert reasons(game)["ability"] == {"code": "last_life"}
    assert refused(game, Action(0, ABILITY)) == WORDS["last_life"]


def test_sid_ketchum_explains_himself_without_his_name_in_the_refusals() -> None:
    game = setup({"seed": 3, "players": [
        seat("Ann", "sheriff", "sid_ketchum", ["beer", "stagecoach"]), seat("Bob", "outlaw", "black_jack", ["beer"]),
        seat("Cid", "outlaw", "kit_carlson", ["beer"]), seat("Dan", "renegade", "lucky_duke", ["beer"])]})
    assert reasons(game)["ability"] == {"code": "full_life"}
    pair = tuple(sorted(game.players[0].hand))
    assert refused(game, Action(0, ABILITY, cards=pair)) == "You are already at full life."
    source = (Path(__file__).resolve().parents[1] / "src" / "bang" / "refusal_words.py").read_text()
    assert "Sid" not in source and "Ketchum" not in source


def test_a_beer_that_cannot_save_says_so() -> None:
    """Bob's Dynamite explodes at 2 lives: one Beer cannot bring him back (it used to say that
    two players were left). Asked anyway, as tables ask (his hand is a secret)."""
    game = setup({"seed": 3, "deck": ["missed/5S"], "players": [
        seat("Ann", "sheriff", "bart_cassidy", ["beer/7H"]),
        seat("Bob", "outlaw", "black_jack", ["beer/6H"], ["dynamite"], hp=2),
        seat("Cid", "outlaw", "kit_carlson", ["beer/8H"]), seat("Dan", "renegade", "lucky_duke", ["beer/9H"])]})
    game.options = replace(game.options, ask_even_without_choice=True)
    game.apply(Action(0, ActionType.END))
    assert game.pending is not None and (game.pending.player, game.pending.kind) == (1, "dying")
    assert hand_refusals(game, 1) == {"beer/6H": {"code": "beers_too_few"}}
    assert refused(game, Action(1, PLAY, card=card(game, 1, "beer/6H"))) == WORDS["beers_too_few"]


def test_doc_holyday_needs_two_cards_and_a_target_his_cards_can_hurt() -> None:
    game = dodge_city(seat("Ann", "sheriff", "doc_holyday", ["beer"], ["canteen"]))
    assert reasons(game)["ability"] == {"code": "ability_cards", "count": 2}
    game = dodge_city(seat("Ann", "sheriff", "doc_holyday", ["bang/2D", "bang/3D", "beer"]),
                      seat("Bob", "outlaw", "apache_kid", ["beer"]),
                      seat("Cid", "outlaw", "kit_carlson", ["beer"]),
                      seat("Dan", "renegade", "lucky_duke", ["beer"], ["mustang/9H"]))
    assert "ability" not in reasons(game)  # a pair with the Beer (a heart) can hit Bob
    diamonds = tuple(sorted(card(game, 0, c) for c in ("bang/2D", "bang/3D")))
    assert refused(game, Action(0, ABILITY, target=1, cards=diamonds)) == "Cards of diamonds you play do nothing to Bob."
    far = _far_table(seat("Ann", "sheriff", "doc_holyday", ["beer/6H", "beer/7H"]))
    assert reasons(far)["ability"] == {"code": "out_of_reach", "target": 1, "distance": 2, "reach": 1}


def test_an_ability_aimed_wrongly_says_what_is_wrong_with_that_use() -> None:
    """Doc Holyday has legal shots (at Bob, at Dan), so his ability has no reason in the
    view; a shot asked for at a player it cannot hit names that player's own reason."""
    game = dodge_city(seat("Ann", "sheriff", "doc_holyday", ["bang/2D", "bang/3D", "beer/6H"]),
                      seat("Bob", "outlaw", "apache_kid", ["beer"]),
                      seat("Cid", "outlaw", "kit_carlson", ["beer"]),
                      seat("Dan", "renegade", "lucky_duke", ["beer"]))
    assert "ability" not in reasons(game)
    diamonds = tuple(sorted(card(game, 0, c) for c in ("bang/2D", "bang/3D")))
    mixed = tuple(sorted(card(game, 0, c) for c in ("bang/2D", "beer/6H")))
    assert Action(0, ABILITY, target=1, cards=mixed) in game.legal_actions(0)
    assert refused(game, Action(0, ABILITY, target=2, cards=mixed)) == "Cid is at distance 2, your range is 1."
    assert refused(game, Action(0, ABILITY, target=1, cards=diamonds)) == "Cards of diamonds you play do nothing to Bob."
    assert refused(game, Action(0, ABILITY, target=0, cards=mixed)) == WORDS["ability_target"]
    assert refused(game, Action(0, ABILITY, cards=mixed)) == WORDS["ability_target"]
    assert refused(game, Action(0, ABILITY, target=1, cards=mixed[:1])) == WORDS["ability_cards"].format(count=2)
    out = dodge_city(seat("Ann", "sheriff", "doc_holyday", ["bang/2D", "beer/6H"]),
                     seat("Bob", "outlaw", "kit_carlson", ["beer"]), seat("Cid", "outlaw", "black_jack", ["beer"]),
                     seat("Dan", "renegade", "lucky_duke", alive=False))
    assert refused(out, Action(0, ABILITY, target=3, cards=mixed)) == WORDS["ability_target"]  # a player out


def test_jose_delgado_aimed_at_a_card_that_is_not_blue() -> None:
    game = dodge_city(seat("Ann", "sheriff", "jose_delgado", ["barrel/QS", "beer"]))
    assert "ability" not in reasons(game)
    beer = card(game, 0, "beer")
    assert refused(game, Action(0, ABILITY, cards=(beer,))) == WORDS["blue_only"]


def test_sid_ketchum_aimed_with_three_cards() -> None:
    game = setup({"seed": 3, "players": [
        seat("Ann", "sheriff", "sid_ketchum", ["beer", "stagecoach", "panic"], hp=2),
        seat("Bob", "outlaw", "black_jack", ["beer"]), seat("Cid", "outlaw", "kit_carlson", ["beer"]),
        seat("Dan", "renegade", "lucky_duke", ["beer"])]})
    assert "ability" not in reasons(game)
    three = tuple(sorted(game.players[0].hand))
    assert refused(game, Action(0, ABILITY, cards=three)) == WORDS["ability_cards"].format(count=2)
