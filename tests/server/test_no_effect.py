"""The moves that would change nothing but spend their cards (bang.server.no_effect): the
page asks once more before it sends one (docs/warnings.md). Each position is a scenario
position, played as the online table plays it (every player holding cards is asked)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bang.box import CARD_ID
from bang.rules import Game
from bang.scenario import setup
from bang.server.no_effect import no_effect_moves


def _game(hand: list[str], *, hp: int | None = None, others_hp: int | None = None, alive: int = 4,
          in_play: list[str] | None = None, character: str = "bart_cassidy", **more: Any) -> Game:
    """Ann (the Sheriff, seat 0) in her play phase, three others (those past ``alive`` out)."""
    roles = ["sheriff", "outlaw", "outlaw", "renegade"]
    characters = ["bart_cassidy", "black_jack", "kit_carlson", "el_gringo"]
    seats: list[dict[str, Any]] = [
        {"name": "ABCD"[i], "role": roles[i], "character": characters[i],
         **({"hand": ["missed"]} if i < alive else {"alive": False}),
         **({"hp": others_hp} if others_hp is not None and i < alive else {})}
        for i in range(1, 4)
    ]
    me: dict[str, Any] = {"name": "A", "role": "sheriff", "character": character, "hand": hand,
                          "in_play": in_play or [], **({"hp": hp} if hp is not None else {})}
    game = setup({"seed": 3, "players": [me, *seats], **more})
    game.options = replace(game.options, ask_even_without_choice=True)  # as every online table
    return game


def _wasted(game: Game) -> list[str]:
    """The cards of the moves that would change nothing (sorted, "use:" for a card in play used)."""
    found = no_effect_moves(game, 0, game.legal_actions(0))
    return sorted(("use:" if a.type.name == "USE" else "") + CARD_ID[a.card] for a in found if a.card is not None)


def test_a_beer_at_full_life_or_with_two_players_left_changes_nothing() -> None:
    assert _wasted(_game(["beer/6H", "bang/AS"])) == ["beer/6H"]  # the Sheriff at 5 of 5
    assert _wasted(_game(["beer/6H", "bang/AS"], hp=4)) == []  # a life point back
    two_left = _game(["beer/6H", "bang/AS"], hp=3, alive=2)
    assert _wasted(two_left) == ["beer/6H"]  # (the rule: no effect with two players left)


def test_a_saloon_when_nobody_is_hurt_and_only_then() -> None:
    assert _wasted(_game(["saloon/5H", "bang/AS"])) == ["saloon/5H"]
    assert _wasted(_game(["saloon/5H", "bang/AS"], others_hp=2)) == []  # it heals the others


def test_dodge_citys_whisky_canteen_and_tequila() -> None:
    dodge = {"expansions": ["dodge_city"]}
    whisky = _game(["whisky/QH", "bang/AS", "missed/2S"], **dodge)
    assert _wasted(whisky) == ["whisky/QH", "whisky/QH"]  # paid with either card: both spend for nothing
    assert _wasted(_game(["whisky/QH", "bang/AS"], hp=3, **dodge)) == []
    canteen = _game(["bang/AS"], in_play=["canteen/7H"], **dodge)
    assert _wasted(canteen) == ["use:canteen/7H"]  # used at full life
    assert _wasted(_game(["canteen/7H", "bang/AS"], **dodge)) == []  # put in play: never nothing
    tequila = _game(["tequila/9C", "missed/2S", "bang/AS"], others_hp=2, **dodge)
    moves = no_effect_moves(tequila, 0, tequila.legal_actions(0))
    assert {a.target for a in moves} == {0}  # on herself at full life: nothing; on a hurt player: a heal


def test_moves_that_do_something_are_never_flagged() -> None:
    assert _wasted(_game(["bang/AS", "panic/JH", "stagecoach/9S", "general_store/QS", "indians/KD"])) == []
    # Suzy Lafayette's last card: a Beer at full life, and she draws a card for her empty hand
    assert _wasted(_game(["beer/6H"], character="suzy_lafayette")) == []


def test_only_the_deciding_player_in_the_play_phase() -> None:
    game = _game(["beer/6H", "bang/AS"])
    assert no_effect_moves(game, 1, game.legal_actions(1)) == set()  # not Bob's decision


def test_an_event_that_sends_the_cards_onto_the_deck() -> None:
    mine = _game(["beer/6H", "bang/AS"], expansions=["fistful_of_cards"], event="abandoned_mine")
    assert _wasted(mine) == ["beer/6H"]  # Abandoned Mine: the Beer goes face down on the deck
