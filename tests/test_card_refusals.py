"""Why a card of the hand cannot be played: one code and its facts per card (bang.refusal_codes)."""

from __future__ import annotations

from typing import Any

from bang.scenario import setup
from bang.view import observation


def seat(name: str, role: str, character: str, hand: list[str], in_play: list[str] | None = None,
         hp: int | None = None) -> dict[str, Any]:
    spec: dict[str, Any] = {"name": name, "role": role, "character": character, "hand": hand,
                            "in_play": in_play or []}
    if hp is not None:
        spec["hp"] = hp
    return spec


def table(hand: list[str], in_play: list[str] | None = None, bangs_played: int = 0,
          character: str = "bart_cassidy", others_cards: bool = True) -> dict[str, Any]:
    other_hand = ["bang"] if others_cards else []
    return {
        "seed": 3, "bangs_played": bangs_played,
        "players": [
            seat("Ann", "sheriff", character, hand, in_play),
            seat("Bob", "outlaw", "black_jack", other_hand),
            seat("Cid", "outlaw", "kit_carlson", other_hand),
            seat("Dan", "renegade", "lucky_duke", other_hand),
            seat("Eve", "deputy", "jourdonnais", other_hand),
            seat("Fay", "outlaw", "sid_ketchum", other_hand),
        ],
    }


def test_each_unplayable_card_says_why_in_codes() -> None:
    game = setup(table(["missed/2S", "mustang/8H", "beer/6H", "panic/JH"], in_play=["mustang/9H"]))
    refusals = observation(game, 0).refusals
    assert refusals["missed/2S"] == {"code": "missed_answer_only"}
    assert refusals["mustang/8H"] == {"code": "already_in_play"}
    assert "beer/6H" not in refusals and "panic/JH" not in refusals  # both can be played


def test_a_bang_out_of_reach_names_the_nearest_player_and_the_reach() -> None:
    spec = table(["bang/AS", "panic/JH", "beer/6H"])  # a Beer keeps the play phase open
    spec["players"][1]["in_play"] = ["mustang/9H"]  # Bob, on Ann's left, at 2
    spec["players"][5]["in_play"] = ["mustang/8H"]  # Fay, on Ann's right, at 2
    refusals = observation(setup(spec), 0).refusals
    assert refusals["bang/AS"] == {"code": "out_of_reach", "target": 1, "distance": 2, "reach": 1}
    assert refusals["panic/JH"] == {"code": "panic_too_far", "target": 1, "distance": 2}


def test_a_second_bang_and_cards_with_nothing_to_take() -> None:
    spec = table(["bang/AS", "cat_balou/KH", "panic/JH", "beer/6H"], bangs_played=1, others_cards=False)
    refusals = observation(setup(spec), 0).refusals
    assert refusals["bang/AS"] == {"code": "bang_used"}
    assert refusals["cat_balou/KH"] == {"code": "no_cards"}
    assert refusals["panic/JH"] == {"code": "no_cards"}


def test_nobody_else_is_told_and_nothing_while_not_deciding() -> None:
    game = setup(table(["missed/2S"]))
    assert observation(game, 1).refusals == {}  # Bob is not deciding
    assert observation(game, None).refusals == {}  # a spectator
    assert "refusals" in observation(game, 0).to_json()


def test_an_answer_names_the_cards_that_cannot_answer() -> None:
    spec = table(["beer/6H", "missed/2S"])
    spec["turn"] = "Bob"
    spec["players"][1]["hand"] = ["bang/AS", "stagecoach"]
    game = setup(spec)
    shot = next(a for a in game.legal_actions(1) if a.card is not None and a.target == 0)
    game.apply(shot)
    assert game.pending is not None and game.pending.player == 0 and game.pending.kind == "respond"
    assert observation(game, 0).refusals == {"beer/6H": {"code": "cannot_answer"}}
