"""The bots with the event cards (High Noon, A Fistful of Cards, Wild West Show and its
characters): whole games with legal moves only at every level, and ``sharp``'s (and
``basic``'s) choices in hand-built positions. The firewall is ``tests/test_bot_firewall.py``'s."""

from __future__ import annotations

from typing import Any

import pytest

from bang.actions import Action, ActionType
from bang.bots import make_bot, play_game, seen_by
from bang.box import CARD_ID, CARD_KIND, is_red
from bang.rules import Game, GameOptions
from bang.scenario import setup
from bang.state import Rng
from bang.tournament import GameSpec, play_spec
from bang.vocabulary import Kind

NAMES = "ABCD"
ROLES = ["sheriff", "deputy", "outlaw", "renegade"]
CHARACTERS = ["bart_cassidy", "el_gringo", "vulture_sam", "suzy_lafayette"]
EXPANSIONS = ("high_noon", "fistful_of_cards", "wild_west_show", "gold_rush", "valley_of_shadows", "armed_and_dangerous")


def table(expansion: str, event: str, turn: str = "A", phase: str = "play", **seats: dict[str, Any]) -> Game:
    """A 4-player position with ``event`` in force; ``seats`` overrides each named seat's spec."""
    players = []
    for name, role, character in zip(NAMES, ROLES, CHARACTERS, strict=True):
        spec: dict[str, Any] = {"name": name, "role": role, "character": character, "hand": ["beer"]}
        spec.update(seats.get(name, {}))
        players.append(spec)
    extra = {k: v for k, v in seats.items() if k not in NAMES}
    return setup({"seed": 5, "players": players, "turn": turn, "phase": phase, "expansions": [expansion],
                  "event": event, **extra})


def decide(game: Game, level: str = "sharp") -> Action:
    assert game.pending is not None
    seat = game.pending.player
    action = make_bot(level, Rng(7))(seen_by(game, seat, game.setup_events))
    assert action in game.legal_actions(seat)
    return action


@pytest.mark.parametrize("expansion", EXPANSIONS)
@pytest.mark.parametrize("level,games", [("random", 12), ("basic", 16), ("sharp", 16), ("search", 1)])
def test_bots_play_event_games_to_their_end_with_legal_moves(level: str, games: int, expansion: str) -> None:
    """``play_game`` applies every move with ``Game.apply``, which raises on an illegal one."""
    for i in range(games):
        players = 4 + i % 4
        game = Game.new(players=players, seed=900 + i, options=GameOptions(expansions=(expansion,)))
        maker = "search:2" if level == "search" else level
        play_game(game, [make_bot(maker, Rng(i * 31 + s)) for s in range(players)], max_actions=20_000)
        assert game.winner is not None, (level, expansion, players, 900 + i)


def test_once_the_last_one_standing_wins_a_deputy_shoots_the_sheriff() -> None:
    """Wild West Show's last card: roles no longer matter, the weakest in reach is shot."""
    game = table("wild_west_show", "wild_west_show", turn="B", A={"hp": 1}, B={"hand": ["bang"]})
    action = decide(game)
    assert action.type is ActionType.PLAY and action.target == 0


def test_before_it_a_deputy_never_shoots_the_sheriff() -> None:
    game = table("wild_west_show", "gag", turn="B", A={"hp": 1}, B={"hand": ["bang"]})
    action = decide(game)
    assert action.target != 0


def _lady_rose_swaps(game: Game) -> list[int | None]:
    """The players ``sharp`` swaps seats with, in turn, before it plays a card or ends its turn."""
    events = list(game.setup_events)
    swapped = []
    while game.pending is not None:
        seat = game.pending.player
        action = make_bot("sharp", Rng(7))(seen_by(game, seat, events))
        if action.type is not ActionType.EVENT:
            break
        swapped.append(action.target)
        events.extend(game.apply(action))
    return swapped


def test_lady_rose_swaps_round_the_table_friends_too() -> None:
    """The player on B's right is A: B swaps with him, then with each other player (each
    skips his next turn; all swapped, the next turn is B's own again): an Outlaw B, and a
    Deputy B too, whose Sheriff loses a turn to his (2,000-game Wild West Show tournament:
    the law +24.1 -> +30.1 points with friends swapped as well)."""
    outlaw = table("wild_west_show", "lady_rose_of_texas", turn="B", B={"role": "outlaw"},
                   C={"role": "deputy"})
    assert _lady_rose_swaps(outlaw) == [0, 3, 2]
    deputy = table("wild_west_show", "lady_rose_of_texas", turn="B")
    assert _lady_rose_swaps(deputy) == [0, 3, 2]


def test_miss_susanna_plays_three_cards_rather_than_lose_a_life() -> None:
    """At full life a Beer does nothing, but three played keep the life Miss Susanna takes."""
    game = table("wild_west_show", "miss_susanna", A={"hand": ["beer", "beer", "beer"]})
    action = decide(game)
    assert action.type is ActionType.PLAY and CARD_KIND[action.card] is Kind.BEER  # type: ignore[index]
    plain = table("wild_west_show", "gag", A={"hand": ["beer", "beer", "beer"]})
    assert decide(plain).type is ActionType.END


def test_youl_grinner_is_given_the_least_useful_card() -> None:
    game = table("wild_west_show", "gag", phase="start", A={"character": "youl_grinner", "hand": []},
                 B={"hand": ["missed", "general_store"]})
    action = decide(game)
    assert action.type is ActionType.CHOOSE and CARD_KIND[action.cards[0]] is Kind.GENERAL_STORE


def test_peyote_guesses_the_colour_less_seen() -> None:
    """Most red cards of the box in the discard pile: the top card is likelier black."""
    reds = [CARD_ID[c] for c in range(80) if is_red(c) and CARD_KIND[c] is not Kind.BEER][:30]
    game = table("fistful_of_cards", "peyote", phase="start", discard=reds)
    action = decide(game)
    assert action.type is ActionType.EVENT and action.choice == "black"


def test_blood_brothers_give_a_life_to_the_sheriff_only() -> None:
    game = table("fistful_of_cards", "blood_brothers", turn="B", phase="start", A={"hp": 1})
    action = decide(game)
    assert action.type is ActionType.EVENT and action.target == 0
    stranger = table("fistful_of_cards", "blood_brothers", turn="B", phase="start", C={"hp": 1})
    assert decide(stranger).type is ActionType.PASS
    assert decide(stranger, "basic").type is ActionType.PASS


def test_hard_liquor_heals_when_low() -> None:
    low = table("fistful_of_cards", "hard_liquor", phase="start", A={"hp": 2})
    assert decide(low).type is ActionType.EVENT
    healthy = table("fistful_of_cards", "hard_liquor", phase="start")
    assert decide(healthy).type is ActionType.DRAW


def test_the_last_one_standing_wins_for_the_side_of_his_role() -> None:
    """A tournament credits a game won by the last one standing to the side he was dealt."""
    spec = GameSpec(5, 1089, "sharp", "basic", "law", expansions=("wild_west_show",))
    result = play_spec(spec)
    assert result.winner in ("law", "outlaws", "renegade")
