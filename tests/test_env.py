"""``bang.env``: PettingZoo's own API checker, the fixed action space, the rewards,
and the example of docs/env.md."""

from __future__ import annotations

import re
import warnings
from pathlib import Path

import numpy as np
import pytest
from pettingzoo.test import api_test

from bang.env import ACTIONS, OBSERVATION_SIZE, BangEnv, action_index, encode, legal_by_index
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


def test_unknown_level_or_seat_refused() -> None:
    with pytest.raises(ValueError, match="no bot level"):
        BangEnv(opponents="genius")
    with pytest.raises(ValueError, match="learners"):
        BangEnv(players=4, learners=[4])
