"""Legal actions as the protocol writes them (``bang.view.action_json``), and their codes.

Each kind of decision, in a position the test knows, must read exactly as a
player's screen shows it, and its code must decode back to the same action.
"""

from __future__ import annotations

from typing import Any

from bang import Action, Game, GameOptions
from bang.view import action_json
from positions import act, seat, table

S = seat


def readable(game: Game, seat_: int) -> list[dict[str, Any]]:
    out = []
    for a in game.legal_actions(seat_):
        assert Action.decode(seat_, a.encode()) == a
        j = action_json(a)
        assert j.pop("code") == a.encode()
        out.append(j)
    return out


def test_play_phase_actions_of_calamity_janet() -> None:
    game = table(S("sheriff", "calamity_janet", ["missed/10C", "panic/JH"]),
                 S("outlaw", "slab_the_killer", ["beer/6H"], ["barrel/QS"]), S("outlaw", "black_jack"),
                 S("renegade", "vulture_sam"))
    assert readable(game, 0) == [
        {"do": "end"},
        {"do": "play", "card": "missed/10C", "target": 1, "as": "bang"},
        {"do": "play", "card": "missed/10C", "target": 3, "as": "bang"},
        {"do": "play", "card": "panic/JH", "target": 1, "target_card": "hand"},
        {"do": "play", "card": "panic/JH", "target": 1, "target_card": "barrel/QS"},
    ]


def test_answers_pass_and_sid_ketchum_ability() -> None:
    game = table(S("sheriff", "willy_the_kid", ["bang/AS", "beer/7H"]),
                 S("outlaw", "sid_ketchum", ["missed/10C", "bang/2D"], hp=3), S("outlaw", "black_jack"),
                 S("renegade", "vulture_sam"))
    act(game, "A", "play", card="bang/AS", target="B")
    assert readable(game, 1) == [
        {"do": "play", "card": "missed/10C"},
        {"do": "pass"},
        {"do": "ability", "cards": ["bang/2D", "missed/10C"]},
    ]


def test_draw_choices_of_pedro_ramirez_and_jesse_jones() -> None:
    pedro = table(S("sheriff", "pedro_ramirez", ["beer/7H"]), S("outlaw", "slab_the_killer"),
                  S("outlaw", "black_jack"), S("renegade", "vulture_sam"), phase="start", discard=["bang/2D"])
    assert readable(pedro, 0) == [{"do": "draw", "from": "deck"}, {"do": "draw", "from": "discard"}]
    jesse = table(S("sheriff", "jesse_jones", ["beer/7H"]), S("outlaw", "slab_the_killer", ["bang/2D"]),
                  S("outlaw", "black_jack"), S("renegade", "vulture_sam", ["bang/3D"]), phase="start")
    assert readable(jesse, 0) == [
        {"do": "draw", "from": "deck"},
        {"do": "draw", "target": 1, "from": "player"},
        {"do": "draw", "target": 3, "from": "player"},
    ]


def test_choices_among_cards_shown_and_the_discard_phase() -> None:
    kit = table(S("sheriff", "kit_carlson", ["beer/7H"]), S("outlaw", "slab_the_killer"),
                S("outlaw", "black_jack"), S("renegade", "vulture_sam"), phase="start",
                deck=["bang/2D", "beer/6H", "duel/QD"])
    assert readable(kit, 0) == [
        {"do": "choose", "cards": ["bang/2D", "beer/6H"]},
        {"do": "choose", "cards": ["bang/2D", "duel/QD"]},
        {"do": "choose", "cards": ["beer/6H", "duel/QD"]},
    ]
    full = table(S("sheriff", "willy_the_kid", ["beer/7H", "bang/2D"], hp=1), S("outlaw", "slab_the_killer"),
                 S("outlaw", "black_jack"), S("renegade", "vulture_sam"))
    act(full, "A", "end")
    assert readable(full, 0) == [{"do": "discard", "cards": ["bang/2D"]}, {"do": "discard", "cards": ["beer/7H"]}]


def test_character_picks() -> None:
    game = Game.new(players=4, seed=6, options=GameOptions(character_choice=True))
    offered = [c.value for c in game.character_offers[0]]
    assert readable(game, 0) == [{"do": "character", "character": c} for c in offered]
