"""A PettingZoo environment for learning agents: ``BangEnv`` (the optional extra ``env``).

Turn-based (PettingZoo's AEC API): the agent whose seat must decide is
``agent_selection``; it gets its seat's redacted observation as arrays and a mask
of its legal actions, and answers with one index of a fixed action space. The
seats that are not agents are played by a bot level (``sharp`` by default when
it is registered, else the strongest), each given only what its seat may see, so
a single agent trains against that level::

    from bang.env import BangEnv

    env = BangEnv(players=5, opponents="basic")
    env.reset(seed=0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else env.action_space(agent).sample(obs["action_mask"])
        env.step(action)

Rewards: at the end of the game, +1 to each agent whose seat won (a dead Deputy
whose side won too), -1 to the others; 0 before. An agent stays in the game
until it ends, eliminated or not (it is simply never asked).

The action space (``ACTIONS`` indices, ``action_index``): every action the engine
may offer has one index, whatever the state: PLAY a card (with no target, at a
seat, at a seat's hand, at a card in play; as itself or as the other kind for
Calamity Janet), PASS, END, DISCARD a card, DRAW from the deck, the discard pile
or a seat, CHOOSE one card or two, Sid Ketchum's ABILITY with two cards, and
PICK_CHARACTER. The observation (``OBSERVATION_SIZE`` floats, ``encode``):
the own seat, role and hand (one-hot over the 80 cards); for each of 8 seats
whether it is there and alive, its life, hand size, distance, character,
visible role and cards in play; the phase, the kind of decision pending, whose
turn and decision it is, the deck's size, the discard pile's top and size, the
cards shown and the BANG!s played this turn. Nothing a seat may not see.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from .actions import HAND, Action, ActionType, DrawSource
from .bots import BOT_LEVELS, Bot, decide, make_bot
from .cards import CARD_KIND
from .characters import Character, Role
from .events import Event
from .rules import Game, GameOptions
from .state import Phase, Rng
from .view import Observation, observation

CARDS = len(CARD_KIND)  # 80
SEATS = 8
_CHARACTERS = list(Character)
_ROLES = list(Role)
_PHASES = [p.value for p in Phase]
KINDS = ("play", "respond", "dying", "discard", "draw", "choose", "character")
"""The kinds of decision (``Pending.kind``)."""

# --- the action space -----------------------------------------------------------------------

_SLOTS = 1 + SEATS + SEATS + CARDS  # no target; a seat; a seat's hand; a card in play
_PAIRS = CARDS * (CARDS - 1) // 2
_PLAY = 0
_PASS = _PLAY + CARDS * _SLOTS * 2
_END = _PASS + 1
_DISCARD = _END + 1
_DRAW = _DISCARD + CARDS  # deck, discard pile, then a seat's hand
_CHOOSE = _DRAW + 2 + SEATS
_CHOOSE_TWO = _CHOOSE + CARDS
_ABILITY = _CHOOSE_TWO + _PAIRS
_PICK = _ABILITY + _PAIRS
ACTIONS = _PICK + len(_CHARACTERS)
"""The size of the action space."""


def _pair(cards: tuple[int, ...]) -> int:
    low, high = sorted(cards)
    return high * (high - 1) // 2 + low


def action_index(action: Action) -> int:
    """The index of ``action`` in the fixed action space (the player is not encoded)."""
    t = action.type
    if t is ActionType.PLAY:
        assert action.card is not None
        if action.target_card is not None and action.target_card != HAND:
            slot = 1 + 2 * SEATS + action.target_card  # the card says whose it is
        elif action.target is not None:
            slot = 1 + action.target + (SEATS if action.target_card == HAND else 0)
        else:
            slot = 0
        return _PLAY + (action.card * _SLOTS + slot) * 2 + (action.as_kind is not None)
    if t is ActionType.PASS:
        return _PASS
    if t is ActionType.END:
        return _END
    if t is ActionType.DISCARD:
        return _DISCARD + action.cards[0]
    if t is ActionType.DRAW:
        if action.source is DrawSource.PLAYER:
            assert action.target is not None
            return _DRAW + 2 + action.target
        return _DRAW + (action.source is DrawSource.DISCARD)
    if t is ActionType.CHOOSE:
        return _CHOOSE + action.cards[0] if len(action.cards) == 1 else _CHOOSE_TWO + _pair(action.cards)
    if t is ActionType.ABILITY:
        return _ABILITY + _pair(action.cards)
    assert action.character is not None
    return _PICK + _CHARACTERS.index(action.character)


def legal_by_index(legal: Sequence[Action]) -> dict[int, Action]:
    """The legal actions by their index (each index names one action)."""
    out: dict[int, Action] = {}
    for action in legal:
        index = action_index(action)
        if index in out:
            raise AssertionError(f"two legal actions share index {index}: {out[index]} and {action}")
        out[index] = action
    return out


# --- the observation ------------------------------------------------------------------------

_SEAT_SIZE = 7 + len(_CHARACTERS) + len(_ROLES) + CARDS
_HEAD = SEATS + len(_ROLES) + CARDS
OBSERVATION_SIZE = _HEAD + SEATS * _SEAT_SIZE + len(_PHASES) + len(KINDS) + 2 * SEATS + 4 + 2 * CARDS
OBSERVATION_HIGH = 127.0


def encode(obs: Observation) -> np.ndarray[Any, np.dtype[np.float32]]:
    """A seat's observation as one flat float32 array (see the module's doc)."""
    v = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    if obs.seat is not None:
        v[obs.seat] = 1
    if obs.role is not None:
        v[SEATS + _ROLES.index(Role(obs.role))] = 1
    for c in obs.hand:
        v[SEATS + len(_ROLES) + c] = 1
    at = _HEAD
    for p in obs.players:
        base = at + p.seat * _SEAT_SIZE
        v[base:base + 6] = (1, p.alive, p.hp, p.max_hp, p.hand_count,
                            -1 if p.distance is None else p.distance)
        v[base + 6] = obs.pending_player == p.seat
        if p.character is not None:
            v[base + 7 + _CHARACTERS.index(Character(p.character))] = 1
        if p.role is not None:
            v[base + 7 + len(_CHARACTERS) + _ROLES.index(Role(p.role))] = 1
        for c in p.in_play:
            v[base + 7 + len(_CHARACTERS) + len(_ROLES) + c] = 1
    at += SEATS * _SEAT_SIZE
    v[at + _PHASES.index(obs.phase)] = 1
    at += len(_PHASES)
    if obs.pending_kind in KINDS:
        v[at + KINDS.index(obs.pending_kind)] = 1
    at += len(KINDS)
    v[at + obs.turn] = 1
    at += SEATS
    if obs.pending_player is not None:
        v[at + obs.pending_player] = 1
    at += SEATS
    v[at:at + 4] = (obs.deck_count, len(obs.discard), obs.revealed_count, obs.bangs_played)
    at += 4
    if obs.discard:
        v[at + obs.discard[-1]] = 1
    at += CARDS
    for c in obs.revealed:
        v[at + c] = 1
    return v


# --- the environment ------------------------------------------------------------------------


def default_opponents() -> str:
    """``sharp`` when registered, else the strongest level (``BOT_LEVELS`` is weakest first)."""
    return "sharp" if "sharp" in BOT_LEVELS else list(BOT_LEVELS)[-1]


class BangEnv(AECEnv[str, dict[str, Any], int | None]):  # type: ignore[misc]  # AECEnv is untyped
    """BANG! for ``players`` seats: the ``learners`` seats are agents (``seat_0``...),
    every other seat the bot ``opponents``. Roles and characters are dealt by the
    seed given to ``reset``."""

    metadata = {"name": "bang_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, players: int = 5, learners: Sequence[int] | None = None, opponents: str | None = None,
                 simplified: bool = False, max_actions: int = 5000, render_mode: str | None = None) -> None:
        super().__init__()
        learners = (0,) if learners is None else tuple(sorted(set(learners)))
        if not learners or any(not 0 <= s < players for s in learners):
            raise ValueError(f"learners: seats of 0..{players - 1}, at least one")
        self.players = players
        self.learners = learners
        self.opponents = opponents or default_opponents()
        make_bot(self.opponents, Rng(0))  # an unknown level fails now
        self.options = GameOptions(simplified=simplified)
        Game.new(players=players, seed=0, options=self.options)  # a player count the engine has
        self.max_actions = max_actions
        self.render_mode = render_mode
        self.possible_agents = [f"seat_{s}" for s in learners]
        self._seat = {f"seat_{s}": s for s in learners}
        box = spaces.Box(-1.0, OBSERVATION_HIGH, (OBSERVATION_SIZE,), np.float32)
        mask = spaces.Box(0, 1, (ACTIONS,), np.int8)
        self.observation_spaces = {a: spaces.Dict({"observation": box, "action_mask": mask})
                                   for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(ACTIONS) for a in self.possible_agents}
        self._dice = Rng(0)
        self.game: Game | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._dice = Rng(seed)
        game_seed = self._dice.next64() >> 1
        self.game = Game.new(players=self.players, seed=game_seed, options=self.options)
        self.events: list[Event] = list(self.game.setup_events)
        self.bots: dict[int, Bot] = {
            s: make_bot(self.opponents, Rng(self._dice.next64())) for s in range(self.players)
            if s not in self.learners
        }
        self.actions_played = 0
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._legal: dict[int, Action] = {}
        self.agent_selection = self.agents[0]
        self._play_bots()

    def observe(self, agent: str) -> dict[str, Any]:
        assert self.game is not None
        seat = self._seat[agent]
        mask = np.zeros(ACTIONS, dtype=np.int8)
        pending = self.game.pending
        if pending is not None and pending.player == seat and agent == self.agent_selection:
            mask[list(self._legal)] = 1
        return {"observation": encode(observation(self.game, seat)), "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.game is not None
        if action is None or int(action) not in self._legal:
            raise ValueError(f"{agent}: action {action} is not legal now (see the observation's action_mask)")
        self._cumulative_rewards[agent] = 0.0
        self.events.extend(self.game.apply(self._legal[int(action)]))
        self.actions_played += 1
        self._play_bots()
        self._accumulate_rewards()

    def _play_bots(self) -> None:
        """Let the bots play until an agent must decide or the game ends; then set who is asked."""
        game = self.game
        assert game is not None
        while game.winner is None and game.pending is not None and self.actions_played < self.max_actions:
            seat = game.pending.player
            if seat in self.learners:
                self.agent_selection = f"seat_{seat}"
                self._legal = legal_by_index(game.legal_actions(seat))
                return
            self.events.extend(game.apply(decide(self.bots[seat], game, seat, self.events)))
            self.actions_played += 1
        self._legal = {}
        winners = set(game.winners())
        for a in self.agents:
            if game.winner is not None:
                self.rewards[a] = 1.0 if self._seat[a] in winners else -1.0
                self.terminations[a] = True
            else:
                self.truncations[a] = True
            self.infos[a] = {"winner": game.winner.value if game.winner else None}
        self.agent_selection = self.agents[0]

    def render(self) -> str | None:
        if self.render_mode != "ansi" or self.game is None:
            return None
        obs = observation(self.game, None)  # a spectator's view: no secret
        lines = [f"turn of seat {obs.turn}, {obs.phase}; pending {obs.pending_kind} of seat {obs.pending_player}"]
        for p in obs.players:
            role = p.role or "?"
            lines.append(f"  seat {p.seat} {p.character} {role}: {p.hp}/{p.max_hp} life, "
                         f"{p.hand_count} cards{'' if p.alive else ' (out)'}")
        return "\n".join(lines)

    def close(self) -> None:
        pass
