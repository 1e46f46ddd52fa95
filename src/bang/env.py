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

Those sizes are the base game's box (``BASE_LAYOUT``). A game with expansions has
a bigger box, so its own sizes (``layout_for(("dodge_city",))``, ``BangEnv(...,
expansions=("dodge_city",))``): the same sections over every card and character
of its box (Dodge City: 120 cards, 31 characters), then the actions the base game
never offers (a card played with its price, a green card used, Pat Brennan's card
in play, Brawl's picks, Chuck Wengam's, José Delgado's, Doc Holyday's and Vera
Custer's abilities), and the green cards in play not usable before the next turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import accumulate
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from .actions import HAND, Action, ActionType, DrawSource
from .bots import BOT_LEVELS, Bot, decide, make_bot
from .box import CARD_IS_GREEN, CARD_KIND, KIND_INFO, Role
from .events import Event
from .rules import Game, GameOptions
from .rulesets.registry import ruleset_for
from .state import Phase, Rng
from .view import Observation, observation
from .vocabulary import Character

SEATS = 8
_ROLES = list(Role)
_PHASES = [p.value for p in Phase]
KINDS = ("play", "respond", "dying", "discard", "draw", "choose", "character")
"""The kinds of decision (``Pending.kind``)."""
OBSERVATION_HIGH = 127.0

Vector = np.ndarray[Any, np.dtype[np.float32]]


class Layout:
    """The fixed sizes of one box: each action's index and the observation's layout.

    The base game's (``BASE_LAYOUT``) is the environment's first one, unchanged; a box
    with expansions (``layout_for``) has more cards and characters, and the sections of
    the actions only expansions offer (``extended``)."""

    def __init__(self, cards: int, characters: Sequence[Character], greens: Sequence[int] = (),
                 priced: Sequence[int] = (), extended: bool = False) -> None:
        self.cards = cards
        self.characters = list(characters)
        self._character = {c: i for i, c in enumerate(self.characters)}
        self._names = {c.value for c in self.characters}
        self.extended = extended
        self._green = {c: i for i, c in enumerate(greens)}  # green cards, used in play
        self._priced = {c: i for i, c in enumerate(priced)}  # cards played with a price
        n = cards
        self.slots = 1 + SEATS + SEATS + n  # no target; a seat; a seat's hand; a card in play
        self.pairs = n * (n - 1) // 2
        sizes = [("play", n * self.slots * 2), ("pass", 1), ("end", 1), ("discard", n),
                 ("draw", 2 + SEATS), ("choose", n), ("choose_two", self.pairs), ("ability", self.pairs),
                 ("pick", len(self.characters))]
        if extended:
            sizes += [("paid", len(self._priced) * self.slots * n), ("use", len(self._green) * self.slots),
                      ("draw_in_play", n), ("choose_at", SEATS + n), ("ability_alone", 1),
                      ("ability_one", n), ("ability_at", SEATS), ("ability_at_two", SEATS * self.pairs)]
        starts = [0, *accumulate(size for _, size in sizes)]
        self.start = {name: start for (name, _), start in zip(sizes, starts, strict=False)}
        self.actions = starts[-1]
        """The size of the action space."""
        self.seat_size = 7 + len(self.characters) + len(_ROLES) + n
        self.head = SEATS + len(_ROLES) + n
        self.observation_size = (self.head + SEATS * self.seat_size + len(_PHASES) + len(KINDS) + 2 * SEATS + 4
                                 + 2 * n + (n if extended else 0))

    # --- actions ------------------------------------------------------------------------------

    def _pair(self, cards: tuple[int, ...]) -> int:
        low, high = sorted(cards)
        return high * (high - 1) // 2 + low

    def _slot(self, action: Action) -> int:
        if action.target_card is not None and action.target_card != HAND:
            return 1 + 2 * SEATS + action.target_card  # the card says whose it is
        if action.target is not None:
            return 1 + action.target + (SEATS if action.target_card == HAND else 0)
        return 0

    def action_index(self, action: Action) -> int:
        """The index of ``action`` in this action space (the player is not encoded)."""
        for c in (action.card, action.target_card, *action.cards):
            if c is not None and c >= self.cards:
                raise ValueError(f"{action.describe()}: a card of another box")
        t = action.type
        start = self.start
        if t is ActionType.PLAY:
            assert action.card is not None
            if action.cards:  # a card with the "discard another card" price (Dodge City)
                priced = self._extension(action, self._priced.get(action.card))
                return start["paid"] + (priced * self.slots + self._slot(action)) * self.cards + action.cards[0]
            return start["play"] + (action.card * self.slots + self._slot(action)) * 2 + (action.as_kind is not None)
        if t is ActionType.PASS:
            return start["pass"]
        if t is ActionType.END:
            return start["end"]
        if t is ActionType.DISCARD:
            return start["discard"] + action.cards[0]
        if t is ActionType.DRAW:
            if action.source is DrawSource.IN_PLAY:
                assert action.target_card is not None
                self._extension(action)
                return start["draw_in_play"] + action.target_card
            if action.source is DrawSource.PLAYER:
                assert action.target is not None
                return start["draw"] + 2 + action.target
            return start["draw"] + (action.source is DrawSource.DISCARD)
        if t is ActionType.CHOOSE:
            if action.target is not None:  # Brawl: a card of a seat's hand or in play
                self._extension(action)
                tc = action.target_card
                return start["choose_at"] + (action.target if tc is None or tc == HAND else SEATS + tc)
            if len(action.cards) == 1:
                return start["choose"] + action.cards[0]
            return start["choose_two"] + self._pair(action.cards)
        if t is ActionType.ABILITY:
            if action.target is None and len(action.cards) == 2:  # Sid Ketchum
                return start["ability"] + self._pair(action.cards)
            self._extension(action)
            if action.target is None:
                return start["ability_one"] + action.cards[0] if action.cards else start["ability_alone"]
            if not action.cards:  # Vera Custer's choice
                return start["ability_at"] + action.target
            return start["ability_at_two"] + action.target * self.pairs + self._pair(action.cards)  # Doc Holyday
        if t is ActionType.USE:
            assert action.card is not None
            green = self._extension(action, self._green.get(action.card))
            return start["use"] + green * self.slots + self._slot(action)
        assert action.character is not None
        if action.character not in self._character:
            raise ValueError(f"{action.describe()}: a character of another box")
        return start["pick"] + self._character[action.character]

    def _extension(self, action: Action, index: int | None = 0) -> int:
        """``index`` in a section only expansions have (0: a section not by card); raises
        for an action this layout has no index for."""
        if not self.extended or index is None:
            raise ValueError(f"{action.describe()}: an action this box's layout has no index for")
        return index

    def legal_by_index(self, legal: Sequence[Action]) -> dict[int, Action]:
        """The legal actions by their index (each index names one action)."""
        out: dict[int, Action] = {}
        for action in legal:
            index = self.action_index(action)
            if index in out:
                raise AssertionError(f"two legal actions share index {index}: {out[index]} and {action}")
            out[index] = action
        return out

    # --- the observation ----------------------------------------------------------------------

    def encode(self, obs: Observation) -> Vector:
        """A seat's observation as one flat float32 array (see the module's doc)."""
        n = self.cards
        for p in obs.players:
            if p.in_play and max(p.in_play) >= n or p.character is not None and p.character not in self._names:
                raise ValueError(f"seat {p.seat}: a card or character of another box than this layout's")
        if any(c >= n for c in (*obs.hand, *obs.discard[-1:], *obs.revealed)):
            raise ValueError("a card of another box than this layout's")
        v = np.zeros(self.observation_size, dtype=np.float32)
        if obs.seat is not None:
            v[obs.seat] = 1
        if obs.role is not None:
            v[SEATS + _ROLES.index(Role(obs.role))] = 1
        for c in obs.hand:
            v[SEATS + len(_ROLES) + c] = 1
        at = self.head
        chars = len(self.characters)
        for p in obs.players:
            base = at + p.seat * self.seat_size
            v[base:base + 6] = (1, p.alive, p.hp, p.max_hp, p.hand_count,
                                -1 if p.distance is None else p.distance)
            v[base + 6] = obs.pending_player == p.seat
            if p.character is not None:
                v[base + 7 + self._character[Character(p.character)]] = 1
            if p.role is not None:
                v[base + 7 + chars + _ROLES.index(Role(p.role))] = 1
            for c in p.in_play:
                v[base + 7 + chars + len(_ROLES) + c] = 1
        at += SEATS * self.seat_size
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
        at += n
        for c in obs.revealed:
            v[at + c] = 1
        at += n
        if self.extended:  # the green cards in play not usable before the next turn
            for p in obs.players:
                for c in p.fresh:
                    v[at + c] = 1
        return v


def layout_for(expansions: Sequence[str] = ()) -> Layout:
    """The layout of the box with ``expansions`` (none: the base game's, ``BASE_LAYOUT``),
    one object for each set of expansions."""
    return _layout(tuple(expansions))


@lru_cache(maxsize=16)
def _layout(expansions: tuple[str, ...]) -> Layout:
    rulesets = [ruleset_for(n, expansions=expansions) for n in (3, 5, 8)]
    characters = sorted({c for r in rulesets for c in r.characters}, key=list(Character).index)
    box = sorted({c for r in rulesets for c in r.cards})
    cards = box[-1] + 1
    if not expansions:
        return Layout(cards, characters)
    greens = [c for c in box if CARD_IS_GREEN[c]]
    priced = [c for c in box if KIND_INFO[CARD_KIND[c]].pay]
    return Layout(cards, characters, greens, priced, extended=True)


BASE_LAYOUT = layout_for()
CARDS = BASE_LAYOUT.cards  # 80: the base game's box
ACTIONS = BASE_LAYOUT.actions
"""The size of the base game's action space."""
OBSERVATION_SIZE = BASE_LAYOUT.observation_size


def action_index(action: Action) -> int:
    """The index of ``action`` in the base game's action space (the player is not encoded)."""
    return BASE_LAYOUT.action_index(action)


def legal_by_index(legal: Sequence[Action]) -> dict[int, Action]:
    """The legal actions by their index in the base game's action space."""
    return BASE_LAYOUT.legal_by_index(legal)


def encode(obs: Observation) -> Vector:
    """A seat's observation of a base game as one flat float32 array (see the module's doc)."""
    return BASE_LAYOUT.encode(obs)


# --- the environment ------------------------------------------------------------------------


def default_opponents() -> str:
    """``sharp`` when registered, else the strongest level (``BOT_LEVELS`` is weakest first)."""
    return "sharp" if "sharp" in BOT_LEVELS else list(BOT_LEVELS)[-1]


class BangEnv(AECEnv[str, dict[str, Any], int | None]):  # type: ignore[misc]  # AECEnv is untyped
    """BANG! for ``players`` seats: the ``learners`` seats are agents (``seat_0``...),
    every other seat the bot ``opponents``. Roles and characters are dealt by the
    seed given to ``reset``. With ``expansions`` (``("dodge_city",)``) the games are
    played with them, and the spaces are that box's (``self.layout``)."""

    metadata = {"name": "bang_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, players: int = 5, learners: Sequence[int] | None = None, opponents: str | None = None,
                 simplified: bool = False, max_actions: int = 5000, render_mode: str | None = None,
                 expansions: Sequence[str] = ()) -> None:
        super().__init__()
        learners = (0,) if learners is None else tuple(sorted(set(learners)))
        if not learners or any(not 0 <= s < players for s in learners):
            raise ValueError(f"learners: seats of 0..{players - 1}, at least one")
        self.players = players
        self.learners = learners
        self.opponents = opponents or default_opponents()
        make_bot(self.opponents, Rng(0))  # an unknown level fails now
        self.options = GameOptions(simplified=simplified, expansions=tuple(expansions))
        Game.new(players=players, seed=0, options=self.options)  # a player count (and expansions) the engine has
        self.layout = layout_for(self.options.expansions)
        self.max_actions = max_actions
        self.render_mode = render_mode
        self.possible_agents = [f"seat_{s}" for s in learners]
        self._seat = {f"seat_{s}": s for s in learners}
        box = spaces.Box(-1.0, OBSERVATION_HIGH, (self.layout.observation_size,), np.float32)
        mask = spaces.Box(0, 1, (self.layout.actions,), np.int8)
        self.observation_spaces = {a: spaces.Dict({"observation": box, "action_mask": mask})
                                   for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.layout.actions) for a in self.possible_agents}
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
        mask = np.zeros(self.layout.actions, dtype=np.int8)
        pending = self.game.pending
        if pending is not None and pending.player == seat and agent == self.agent_selection:
            mask[list(self._legal)] = 1
        return {"observation": self.layout.encode(observation(self.game, seat)), "action_mask": mask}

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
                self._legal = self.layout.legal_by_index(game.legal_actions(seat))
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
