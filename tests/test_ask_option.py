"""``GameOptions.ask_even_without_choice``: a player who holds cards is asked even
when the rules leave one choice, so being asked tells nothing about the hand.

Off (the default, and ``bang scenario``), a single choice is taken at once: the
golden counts (tests/test_golden.py) and every scenario stay as they were.
"""

from __future__ import annotations

from typing import Any

from bang.actions import ActionType
from bang.rules import Game, GameOptions
from bang.scenario import parse_action, setup
from bang.state import Rng

ASK = GameOptions(ask_even_without_choice=True)


def table(a_hand: list[str], b_hand: list[str], *, b_character: str = "pedro_ramirez",
          a_character: str = "willy_the_kid", b_hp: int = 4, options: GameOptions = ASK) -> Game:
    """A (Sheriff, to play) and B next to each other; the options set before A acts."""
    chars = {"A": a_character, "B": b_character, "C": "jesse_jones", "D": "black_jack", "E": "kit_carlson"}
    roles = {"A": "sheriff", "B": "outlaw", "C": "outlaw", "D": "deputy", "E": "renegade"}
    players: list[dict[str, Any]] = [
        {"name": n, "role": roles[n], "character": chars[n],
         "hand": a_hand if n == "A" else b_hand if n == "B" else ["bang"]}
        for n in "ABCDE"
    ]
    players[1]["hp"] = b_hp
    game = setup({"seed": 3, "players": players, "turn": "A", "phase": "play"})
    game.options = options
    return game


def act(game: Game, **spec: Any) -> None:
    game.apply(parse_action(game, spec))


def kinds(game: Game) -> list[ActionType]:
    return [a.type for a in game.legal_actions()]


def test_off_by_default_a_shot_nobody_can_answer_lands_at_once() -> None:
    assert GameOptions().ask_even_without_choice is False
    game = table(["bang", "beer"], ["beer"], options=GameOptions())
    act(game, player="A", do="play", card="bang", target="B")
    assert game.players[1].hp == 3
    assert game.pending is not None and (game.pending.player, game.pending.kind) == (0, "play")


def test_on_a_shot_nobody_can_answer_is_asked_with_only_take_the_hit() -> None:
    game = table(["bang", "beer"], ["beer"])
    act(game, player="A", do="play", card="bang", target="B")
    assert game.pending is not None and (game.pending.player, game.pending.kind) == (1, "respond")
    assert kinds(game) == [ActionType.PASS]
    assert game.players[1].hp == 4
    act(game, player="B", do="pass")
    assert game.players[1].hp == 3
    assert game.pending is not None and game.pending.player == 0


def test_on_the_table_sees_the_same_whether_or_not_the_target_holds_a_missed() -> None:
    seen: list[list[object]] = []
    for b_hand in (["missed"], ["beer"]):
        game = table(["bang", "beer"], b_hand)
        act(game, player="A", do="play", card="bang", target="B")
        views = [game.observation(None).to_json(), game.observation(2).to_json()]
        act(game, player="B", do="pass")
        views += [game.observation(None).to_json(), game.observation(2).to_json()]
        seen.append(views)
    assert seen[0] == seen[1]


def test_on_one_missed_against_slab_the_killer_offers_only_the_hit() -> None:
    game = table(["bang", "beer"], ["missed"], a_character="slab_the_killer")
    act(game, player="A", do="play", card="bang", target="B")
    assert game.pending is not None and game.pending.kind == "respond"
    assert kinds(game) == [ActionType.PASS]


def test_on_a_duel_without_bang_is_asked() -> None:
    off = table(["duel", "beer"], ["beer"], options=GameOptions())
    act(off, player="A", do="play", card="duel", target="B")
    assert off.players[1].hp == 3
    game = table(["duel", "beer"], ["beer"])
    act(game, player="A", do="play", card="duel", target="B")
    assert game.pending is not None and (game.pending.player, game.pending.kind) == (1, "respond")
    assert kinds(game) == [ActionType.PASS]


def test_on_dying_without_beer_is_asked_then_out() -> None:
    off = table(["bang", "beer"], ["panic"], b_hp=1, options=GameOptions())
    act(off, player="A", do="play", card="bang", target="B")
    assert not off.players[1].alive
    game = table(["bang", "beer"], ["panic"], b_hp=1)
    act(game, player="A", do="play", card="bang", target="B")
    act(game, player="B", do="pass")  # takes the hit
    assert game.pending is not None and (game.pending.player, game.pending.kind) == (1, "dying")
    assert kinds(game) == [ActionType.PASS]
    act(game, player="B", do="pass")
    assert not game.players[1].alive


def test_on_a_play_phase_with_nothing_playable_waits_for_end() -> None:
    off = table(["bang", "missed"], ["beer"], options=GameOptions())
    act(off, player="A", do="play", card="bang", target="B")  # Willy: BANG! again is legal; hold Missed! only
    assert off.pending is not None and off.pending.player != 0  # the turn went on by itself
    game = table(["bang", "missed"], ["beer"])
    act(game, player="A", do="play", card="bang", target="B")
    act(game, player="B", do="pass")
    assert game.pending is not None and (game.pending.player, game.pending.kind) == (0, "play")
    assert kinds(game) == [ActionType.END]


def test_on_an_empty_hand_keeps_no_secret_and_is_not_asked() -> None:
    game = table(["bang", "beer"], [])
    act(game, player="A", do="play", card="bang", target="B")
    assert game.players[1].hp == 3
    assert game.pending is not None and game.pending.player == 0


def test_on_random_games_play_out_and_replay_from_their_record() -> None:
    for seed in range(30):
        game = Game.new(5, seed, ASK)
        rng = Rng(seed)
        while not game.over:
            legal = game.legal_actions()
            assert game.pending is not None
            if len(legal) == 1 and legal[0].type is not ActionType.ABILITY:
                player = game.players[game.pending.player]
                assert game.pending.kind in ("respond", "dying", "play") and player.hand
            game.apply(legal[rng.below(len(legal))])
        again = Game.from_record(game.to_record())
        assert again.winner == game.winner and again.history == game.history
        assert again.options == ASK


def test_off_random_games_never_ask_a_single_choice() -> None:
    for seed in range(30):
        game = Game.new(5, seed)
        rng = Rng(seed)
        while not game.over:
            legal = game.legal_actions()
            assert len(legal) > 1 or legal[0].type is ActionType.ABILITY or (
                game.pending is not None and game.pending.kind == "character")
            game.apply(legal[rng.below(len(legal))])
