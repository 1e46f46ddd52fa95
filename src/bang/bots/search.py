"""``search``: information-set search over the games the seat's view may be.

At each decision with a choice, the bot takes its seat's public copy of the game
(``Seen.public_game``: no secret in it) and deals it into games it may be
(``bang.determinize.determinize``: the hidden hands and deck dealt anew, the
hidden roles drawn from ``sharp``'s role beliefs). It tries every legal move on
the same sampled games (paired samples: the moves are compared on equal luck),
plays each try on with ``sharp`` at every seat to the end of the next turn, and
scores the position for its side (1 a win, 0 a loss, between: the sides' life and
cards, the Sheriff's life). The weaker half of the moves is dropped each time the
sample count doubles (successive halving), so the time goes to the close calls.

It is anchored on ``sharp``: sharp's own move is played unless the best move beats
it on the same sampled games by more than ``confidence`` standard errors, so a
few noisy samples never make it play worse than sharp.

It stops on a time budget (default 100 ms a decision: the clock is read at every
rollout step, p99 within a step of the budget) or, for reproducible play (tests),
after a fixed number of sampled games (``samples``): then its decision depends
only on its dice and its view.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import NamedTuple

from ..actions import Action, ActionType
from ..box import CARD_KIND, Role
from ..determinize import determinize
from ..events import Event
from ..rules import Game
from ..rulesets.dodge_city import box as dodge_city
from ..state import Rng
from ..view import role_visible
from ..vocabulary import Kind
from .beliefs import ROLES, RoleBeliefs
from .seen import Bot, BotMaker, Seen, decide
from .sharp import sharp_bot
from .simple import _foe_score

DEFAULT_BUDGET_S = 0.100
DEFAULT_HORIZON_TURNS = 1
MAX_ROLLOUT_ACTIONS = 400
DEFAULT_CONFIDENCE = 1.5  # standard errors a move must beat the anchor's by
MIN_GAIN = 0.005  # and a margin on the score, so that ties keep the anchor's move
MIN_WORLDS = 3  # fewer sampled games than this: the anchor's move

# --- scoring a position ---------------------------------------------------------------


def _power(game: Game, seat: int) -> float:
    p = game.players[seat]
    if not p.alive:
        return 0.0
    return p.hp + 0.3 * len(p.hand) + 0.4 * len(p.in_play)


def evaluate(game: Game, seat: int) -> float:
    """How good ``game`` is for ``seat``'s side, in [0, 1]: 1 won, 0 lost; in
    between, its side's share of life and cards, and the Sheriff's life."""
    if game.winner is not None:
        return 1.0 if seat in game.winners() else 0.0
    me = game.players[seat]
    if game.ruleset.roles_face_up:  # 3 players: each for themselves
        total3 = sum(_power(game, p.seat) for p in game.players) or 1.0
        return _power(game, seat) / total3
    law = outlaws = renegade = 0.0
    sheriff_life = 1.0
    for p in game.players:
        power = _power(game, p.seat)
        if p.role is Role.SHERIFF:
            law += power
            sheriff_life = p.hp / p.max_hp if p.max_hp else 0.0
        elif p.role is Role.DEPUTY:
            law += power
        elif p.role is Role.OUTLAW:
            outlaws += power
        else:
            renegade += power
    total = law + outlaws + renegade or 1.0
    if me.role in (Role.SHERIFF, Role.DEPUTY):
        return 0.5 * sheriff_life + 0.5 * law / total
    if me.role is Role.OUTLAW:
        return 0.5 * (1 - sheriff_life) + 0.5 * outlaws / total
    if not me.alive:
        return 0.0
    alive = sum(1 for p in game.players if p.alive)
    return 0.6 * renegade / total + 0.4 / alive


# --- the rollout policy -----------------------------------------------------------------


def rollout_choice(game: Game, rng: Rng) -> Action:
    """A quick ``basic``-like move for whoever must decide in ``game`` (a sampled
    game: it reads the game directly, knowing the roles its player may see only):
    answers when it can (a green Missed! card in play first), hurts known foes
    (never known friends), equips and draws, drinks a Beer when hurt (Tequila,
    Whisky, Canteen: on itself), then ends its turn; no ability but to survive."""
    legal = game.pending_actions()
    if len(legal) == 1:
        return legal[0]
    pending = game.pending
    assert pending is not None
    seat, kind = pending.player, pending.kind
    me = game.players[seat]
    alive = game.alive_count()
    best: list[Action] = []
    best_score = -1e9
    for action in legal:
        t = action.type
        if t is ActionType.PLAY:
            if kind == "respond" or kind == "dying":
                score = 5.0
            elif action.card is not None and CARD_KIND[action.card] in _HEALS:  # Tequila, Whisky
                healed = seat if action.target is None else action.target
                score = 3.0 if healed == seat and me.hp < me.max_hp else -5.0
            elif action.target is not None:
                other = game.players[action.target]
                known = other.role if role_visible(game, action.target, seat) else None
                foe = _foe_score(me.role, known, alive)
                score = -5.0 if foe <= 0 else foe + (0.5 if action.target_card is not None else 0.0)
            else:
                assert action.card is not None
                k = CARD_KIND[action.card]
                if k is Kind.BEER:
                    score = 3.0 if me.hp < me.max_hp else -0.5
                elif k is Kind.GATLING or k is Kind.INDIANS:
                    score = -1.0 if me.role is Role.DEPUTY else 1.0
                else:
                    score = 1.5
        elif t is ActionType.USE:  # a green card in play (Dodge City)
            assert action.card is not None
            if kind == "respond":
                score = 6.0
            elif action.target is not None:
                other = game.players[action.target]
                known = other.role if role_visible(game, action.target, seat) else None
                score = -5.0 if _foe_score(me.role, known, alive) <= 0 else 1.0
            elif CARD_KIND[action.card] is dodge_city.CANTEEN:
                score = 3.0 if me.hp < me.max_hp else -0.5
            else:
                score = -1.0 if me.role is Role.DEPUTY else 1.0
        elif t is ActionType.PASS:
            score = -1.0
        elif t is ActionType.END:
            score = 0.0
        elif t is ActionType.ABILITY:
            score = 2.0 if kind == "dying" else -2.0
        else:
            score = 0.5
        if score > best_score:
            best_score, best = score, [action]
        elif score == best_score:
            best.append(action)
    return best[rng.below(len(best))] if len(best) > 1 else best[0]


_HEALS = frozenset((dodge_city.TEQUILA, dodge_city.WHISKY))

Clock = Callable[[], float]


class SearchRecord(NamedTuple):
    """One search: how many moves, how many sampled games, whether it overruled the anchor."""

    moves: int
    worlds: int
    overruled: bool


def rollout(game: Game, seat: int, rng: Rng, horizon_turns: int, deadline: float | None,
            clock: Clock = time.perf_counter, policy: BotMaker | None = None) -> float | None:
    """Play ``game`` on for ``horizon_turns`` more turns (or to its end) and score it
    for ``seat``; None if ``deadline`` (on ``clock``) passed. Every seat is played by
    ``rollout_choice``, or by a fresh bot of ``policy`` given its own ``Seen`` (its
    log: the events of the rollout)."""
    last_turn = game.turn_count + horizon_turns
    bots: list[Bot] | None = None
    events: list[Event] = []
    if policy is not None:
        bots = [policy(Rng(rng.next64())) for _ in game.players]
    for _ in range(MAX_ROLLOUT_ACTIONS):
        pending = game.pending
        if game.winner is not None or pending is None or game.turn_count > last_turn:
            break
        if deadline is not None and clock() > deadline:
            return None
        if bots is None:
            game.apply_legal(rollout_choice(game, rng))
        else:
            who = pending.player
            action = decide(bots[who], game, who, events)
            events.extend(game.apply_legal(action))
    return evaluate(game, seat)


def _sampled_roles(beliefs: RoleBeliefs, rng: Rng) -> dict[int, Role]:
    """One deal of the hidden roles, drawn with the beliefs' weights."""
    total = sum(beliefs.weights)
    x = rng.next64() / 2**64 * total
    deal = beliefs.deals[-1]
    for d, w in zip(beliefs.deals, beliefs.weights, strict=True):
        x -= w
        if x < 0:
            deal = d
            break
    return {s: ROLES[r] for s, r in zip(beliefs.hidden, deal, strict=True)}


# --- the search -------------------------------------------------------------------------


def search_bot(
    rng: Rng,
    budget_s: float | None = DEFAULT_BUDGET_S,
    samples: int | None = None,
    horizon_turns: int = DEFAULT_HORIZON_TURNS,
    use_beliefs: bool = True,
    rollout_policy: BotMaker | None = sharp_bot,
    anchor: BotMaker = sharp_bot,
    confidence: float = DEFAULT_CONFIDENCE,
    clock: Clock = time.perf_counter,
    record: list[SearchRecord] | None = None,
) -> Bot:
    """The search bot for one seat: at most ``budget_s`` seconds a decision on
    ``clock`` (None: no clock) and at most ``samples`` sampled games (None: no
    limit; one of the two must be set).

    With ``use_beliefs`` the hidden roles are drawn from ``sharp``'s role beliefs
    (``RoleBeliefs``, fed from the seat's log), else uniformly. ``rollout_policy``
    plays the rollouts (None: the quick ``rollout_choice``). The ``anchor`` bot's
    move is kept unless another does better on the same sampled games by more than
    ``confidence`` standard errors of the paired differences; it also decides where
    there is no public copy (characters being picked) or no time for one sample.
    ``record`` collects a ``SearchRecord`` per search (for measurements)."""
    if budget_s is None and samples is None:
        raise ValueError("search needs a time budget or a sample count")
    plain = anchor(rng)
    beliefs: RoleBeliefs | None = None

    def choose(seen: Seen) -> Action:
        nonlocal beliefs
        start = clock()
        legal = seen.legal
        default = plain(seen)  # (a stateful anchor keeps up with the log)
        if len(legal) == 1 or seen.public_game is None:
            return default
        deadline = None if budget_s is None else start + budget_s
        public = seen.public_game
        if use_beliefs and not public.ruleset.roles_face_up:
            if beliefs is None:
                beliefs = RoleBeliefs(seen.observation)
            beliefs.update(seen.log)
        seat = seen.seat
        arms = list(legal)
        anchor_arm = arms.index(default)
        values: list[list[float]] = [[] for _ in arms]  # by sampled game, for paired differences
        alive = list(range(len(arms)))
        worlds = 0
        next_halving = 2
        while samples is None or worlds < samples:
            if deadline is not None and clock() > deadline:
                break  # (a rollout that ends at once, the game over, never reads the clock)
            roles = _sampled_roles(beliefs, rng) if beliefs is not None else None
            world = determinize(public, seat, rng, roles=roles)
            done: list[tuple[int, float]] = []
            for i in alive:
                game = world.clone()
                game.apply_legal(arms[i])
                value = rollout(game, seat, rng, horizon_turns, deadline, clock, rollout_policy)
                if value is None:
                    break
                done.append((i, value))
            else:
                for i, value in done:
                    values[i].append(value)
                worlds += 1
                if worlds == next_halving:
                    next_halving *= 2
                    if len(alive) > 2:
                        ranked = sorted(alive, key=lambda i: (-sum(values[i]), i))
                        kept = ranked[:max(2, (len(alive) + 1) // 2)]
                        if anchor_arm not in kept:
                            kept[-1] = anchor_arm
                        alive = sorted(kept)
                continue
            break  # out of time: the unfinished sampled game is dropped (pairs stay whole)
        picked = _pick(values, alive, anchor_arm, worlds, confidence)
        if record is not None:
            record.append(SearchRecord(len(arms), worlds, picked != anchor_arm))
        return arms[picked]

    choose.wants_public_game = True  # type: ignore[attr-defined]  # (seen.py: decide)
    return choose


def _pick(values: list[list[float]], alive: list[int], anchor: int, worlds: int, confidence: float) -> int:
    """The best arm on the last ``worlds`` sampled games, if it beats ``anchor`` on
    the same games by ``confidence`` standard errors; else ``anchor``."""
    if worlds < MIN_WORLDS:
        return anchor
    best = max(alive, key=lambda i: (sum(values[i][-worlds:]), -i))
    if best == anchor:
        return anchor
    diffs = [a - b for a, b in zip(values[best][-worlds:], values[anchor][-worlds:], strict=True)]
    mean = sum(diffs) / worlds
    var = sum((d - mean) ** 2 for d in diffs) / (worlds - 1)
    return best if mean > confidence * math.sqrt(var / worlds) + MIN_GAIN else anchor


def search_bot_with_samples(samples: int, horizon_turns: int = DEFAULT_HORIZON_TURNS,
                            rollout_policy: BotMaker | None = sharp_bot) -> BotMaker:
    """A ``search`` maker that stops after ``samples`` sampled games and never reads
    the clock: its play depends only on its dice and its view (for tests)."""

    def make(rng: Rng) -> Bot:
        return search_bot(rng, budget_s=None, samples=samples, horizon_turns=horizon_turns,
                          rollout_policy=rollout_policy)

    return make
