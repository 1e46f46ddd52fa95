"""``bang.env``: PettingZoo's own API checker, the fixed action space, the rewards,
and the example of docs/env.md."""

from __future__ import annotations

import re
import warnings
from pathlib import Path

import numpy as np
import pytest
from pettingzoo.test import api_test

from bang.actions import ActionType
from bang.env import ACTIONS, OBSERVATION_SIZE, BangEnv, action_index, encode, layout_for, legal_by_index
from bang.rules import Game, GameOptions
from bang.state import Rng
from bang.view import observation

DOC = Path(__file__).resolve().parents[1] / "docs" / "env.md"


@pytest.mark.parametrize(("players", "learners"), [(5, None), (4, [0, 1, 2, 3]), (3, [1]), (8, [0, 5])])
def test_passes_pettingzoo_api_test(players: int, learners: list[int] | None) -> None:
    with warnings.catch_warnings():
        # the checker's advice for a Dict observation (the usual shape with an action mask)
        warnings.filterwarnings("ignore", message="Observation", category=UserWarning)
        api_test(BangEnv(players=players, learners=learners, opponents="basic"), num_cycles=300)


def test_every_legal_action_has_its_own_index_in_every_game() -> None:
    """Over random games of every player count, with and without character choice and
    the simplified deck, the legal actions at each decision have distinct indices
    within the action space."""
    decisions = 0
    for players in range(3, 9):
        for seed in range(6):
            options = GameOptions(character_choice=seed % 2 == 0, simplified=seed % 3 == 0,
                                  ask_even_without_choice=seed % 2 == 1)
            game = Game.new(players=players, seed=seed, options=options)
            rng = Rng(seed)
            while game.winner is None:
                legal = game.legal_actions()
                by_index = legal_by_index(legal)  # raises on two actions sharing an index
                assert len(by_index) == len(legal)
                assert all(0 <= i < ACTIONS for i in by_index)
                decisions += 1
                game.apply(legal[rng.below(len(legal))])
    assert decisions > 1000


def test_observation_array_and_mask_match_the_seat_view() -> None:
    env = BangEnv(players=5, learners=[0, 1, 2, 3, 4], opponents="basic")
    env.reset(seed=3)
    agent = env.agent_selection
    obs = env.observe(agent)
    seat = int(agent.removeprefix("seat_"))
    assert env.game is not None
    view = observation(env.game, seat)
    assert obs["observation"].shape == (OBSERVATION_SIZE,) and obs["observation"].dtype == np.float32
    assert np.array_equal(obs["observation"], encode(view))
    marked = set(np.flatnonzero(obs["action_mask"]))
    assert marked == {action_index(a) for a in view.legal_actions}
    hand = obs["observation"][8 + 4:8 + 4 + 80]  # after the seat and role one-hots
    assert set(np.flatnonzero(hand)) == set(view.hand)
    others = [a for a in env.agents if a != agent]
    assert not env.observe(others[0])["action_mask"].any()  # only the agent asked has moves
    with pytest.raises(ValueError, match="not legal"):
        env.step(next(i for i in range(ACTIONS) if i not in marked))


def test_rewards_at_the_end_follow_the_winners() -> None:
    env = BangEnv(players=6, learners=range(6), opponents="basic")
    env.reset(seed=11)
    rng = np.random.default_rng(0)
    final: dict[str, float] = {}
    for agent in env.agent_iter(max_iter=20_000):
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            final[agent] = reward
            env.step(None)
            continue
        assert reward == 0
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert env.game is not None and env.game.winner is not None
    winners = set(env.game.winners())
    # each agent, eliminated or not, is told its end reward when it is last selected
    assert final == {f"seat_{s}": (1.0 if s in winners else -1.0) for s in range(6)}
    assert not env.agents


def test_final_rewards_are_plus_one_for_winners_minus_one_for_losers() -> None:
    env = BangEnv(players=4, learners=range(4), opponents="basic")
    env.reset(seed=2)
    rng = np.random.default_rng(1)
    while env.game is not None and env.game.winner is None:
        mask = env.observe(env.agent_selection)["action_mask"]
        env.step(int(rng.choice(np.flatnonzero(mask))))
    winners = set(env.game.winners())
    assert env.rewards == {
        f"seat_{s}": (1.0 if s in winners else -1.0) for s in range(4)}
    assert all(env.terminations.values())


def test_the_docs_example_runs() -> None:
    code = re.search(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert code is not None
    lines = [line for line in code.group(1).splitlines() if line.strip()]
    assert len(lines) <= 10 + 1  # ten lines, and a print of the outcome
    scope: dict[str, object] = {}
    exec(compile(code.group(1), str(DOC), "exec"), scope)
    assert scope["info"]["winner"] in ("law", "outlaws", "renegade")  # type: ignore[index]


# --- Dodge City: its own box, its own sizes -------------------------------------------------------

DODGE_CITY = ("dodge_city",)


def test_the_base_games_sizes_are_unchanged() -> None:
    """Expansions give their own layout; the base game's (the module's constants) stays as it was."""
    assert (ACTIONS, OBSERVATION_SIZE) == (22028, 1141)
    assert BangEnv(players=5, opponents="basic").layout is layout_for()
    dc = layout_for(DODGE_CITY)
    assert (dc.cards, len(dc.characters)) == (120, 31)
    assert dc.actions > ACTIONS and dc.observation_size > OBSERVATION_SIZE
    env = BangEnv(players=5, opponents="basic", expansions=DODGE_CITY)
    assert env.action_space("seat_0").n == dc.actions
    assert env.observation_space("seat_0")["observation"].shape == (dc.observation_size,)


@pytest.mark.parametrize(("players", "learners"), [(5, None), (3, [0, 1, 2]), (8, [2])])
def test_a_dodge_city_env_passes_pettingzoo_api_test(players: int, learners: list[int] | None) -> None:
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Observation", category=UserWarning)
        api_test(BangEnv(players=players, learners=learners, opponents="sharp", expansions=DODGE_CITY),
                 num_cycles=300)


def test_every_legal_action_of_a_dodge_city_game_has_its_own_index() -> None:
    """Over random Dodge City games of every player count (character choice, the
    simplified deck, asked without a choice), the legal actions at each decision have
    distinct indices in Dodge City's layout; the base game's layout refuses the actions
    it has no index for."""
    layout = layout_for(DODGE_CITY)
    decisions = 0
    new_types = set()
    for players in range(3, 9):
        for seed in range(6):
            options = GameOptions(character_choice=seed % 2 == 0, simplified=seed % 3 == 0,
                                  ask_even_without_choice=seed % 2 == 1, expansions=DODGE_CITY)
            game = Game.new(players=players, seed=seed, options=options)
            rng = Rng(seed)
            while game.winner is None:
                legal = game.legal_actions()
                by_index = layout.legal_by_index(legal)  # raises on two actions sharing an index
                assert len(by_index) == len(legal)
                assert all(0 <= i < layout.actions for i in by_index)
                for a in legal:
                    try:
                        action_index(a)
                    except ValueError:
                        new_types.add(a.type)
                obs = layout.encode(observation(game, legal[0].player))
                assert obs.shape == (layout.observation_size,) and obs.max() <= 127
                decisions += 1
                game.apply(legal[rng.below(len(legal))])
    assert decisions > 1000
    assert ActionType.USE in new_types and ActionType.PLAY in new_types  # green cards used, cards bought


def test_a_dodge_city_observation_marks_hand_and_fresh_green_cards() -> None:
    from bang.scenario import setup

    players = [{"name": n, "role": r, "character": "bart_cassidy" if n == "A" else c, "hand": h,
                "in_play": ip, "fresh": fr}
               for n, r, c, h, ip, fr in (("A", "sheriff", "", ["punch", "bible"], ["knife"], ["knife"]),
                                          ("B", "deputy", "pat_brennan", ["beer"], [], []),
                                          ("C", "outlaw", "vera_custer", ["beer"], ["canteen"], []),
                                          ("D", "outlaw", "elena_fuente", ["beer"], [], []))]
    game = setup({"seed": 1, "players": players, "turn": "A", "expansions": ["dodge_city"]})
    layout = layout_for(DODGE_CITY)
    vec = layout.encode(observation(game, 0))
    hand = vec[8 + 4:8 + 4 + 120]
    assert set(np.flatnonzero(hand)) == set(game.players[0].hand)
    fresh = vec[-120:]
    assert set(np.flatnonzero(fresh)) == set(game.players[0].in_play)  # the Knife, played this turn
    assert not set(np.flatnonzero(fresh)) & set(game.players[2].in_play)
    with pytest.raises(ValueError):
        encode(observation(game, 0))  # a Dodge City card has no place in the base game's layout


def test_unknown_level_or_seat_refused() -> None:
    with pytest.raises(ValueError, match="no bot level"):
        BangEnv(opponents="genius")
    with pytest.raises(ValueError, match="learners"):
        BangEnv(players=4, learners=[4])
