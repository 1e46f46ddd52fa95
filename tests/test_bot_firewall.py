"""Bots see only what their seat may see, by construction.

A bot is handed a ``Seen`` (its seat's observation and redacted log), never the
``Game``. At sampled decisions of real games, everything the deciding seat cannot
see is scrambled (the other hands, the deck's order, the hidden roles, the cards
of the log it may not read, the engine's random state); a fresh bot with the same
dice must decide exactly the same on the scrambled game as on the real one.
Every level in ``BOT_LEVELS`` is checked, so a new level is covered when it is
registered.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from bang.bots import BOT_LEVELS, DETERMINISTIC_BOT_LEVELS, Bot, Seen, decide, make_bot, play_game, seen_by
from bang.events import Event
from bang.rules import Game, GameOptions
from bang.state import Rng
from bang.view import LazyObservation
from hidden import hidden_changed

# Games per (level, player count) for the legality sweep (over its nine tables: 540 of random,
# 1,080 of basic, 540 of sharp); slow levels play fewer.
SWEEP_GAMES = {"random": 60, "basic": 120, "sharp": 60, "search": 1}
DEFAULT_SWEEP_GAMES = 4


def bot_for_test(level: str, rng: Rng) -> Bot:
    """The bot of ``level``, or its deterministic stand-in (a sample count for a clock)."""
    maker = DETERMINISTIC_BOT_LEVELS.get(level)
    return maker(rng) if maker is not None else make_bot(level, rng)


def scrambled(game: Game, seat: int, events: list[Event], rng: random.Random) -> tuple[Game, list[Event]]:
    """A copy of ``game`` and its log that differ from them in everything ``seat`` cannot see."""
    g = hidden_changed(game, seat, rng)
    box = game.ruleset.cards  # the cards of this game's box (Dodge City's too: 0-119)
    log = [e if e.visible_to(seat) else e._replace(cards=tuple(rng.sample(box, len(e.cards))))
           for e in events]
    return g, log


def decisions(players: int, seed: int, options: GameOptions | None = None) -> list[tuple[Game, int, list[Event]]]:
    """Some positions of a game played by basic bots: (game, deciding seat, log so far)."""
    game = Game.new(players=players, seed=seed, options=options)
    bots = [make_bot("basic", Rng(seed * 10 + s)) for s in range(players)]
    events = list(game.setup_events)
    out = []
    step = 0
    while game.winner is None and game.pending is not None:
        seat = game.pending.player
        if step % 7 == 3 and len(game.legal_actions(seat)) > 1:
            out.append((game.clone(), seat, list(events)))
        events.extend(game.apply(bots[seat](seen_by(game, seat, events))))
        step += 1
    return out


DODGE_CITY = GameOptions(expansions=("dodge_city",))
VARIANTS: dict[str | None, GameOptions | None] = {
    None: None, "simplified": GameOptions(simplified=True), "character_choice": GameOptions(character_choice=True),
    "dodge_city": DODGE_CITY, "character_choice+dodge_city": GameOptions(character_choice=True, expansions=("dodge_city",)),
}


@pytest.mark.parametrize("level", sorted(BOT_LEVELS))
@pytest.mark.parametrize("players,variant", [(3, None), (4, None), (5, None), (7, None), (8, None),
                                             (5, "simplified"), (4, "character_choice"),
                                             (3, "dodge_city"), (5, "dodge_city"), (8, "dodge_city"),
                                             (6, "character_choice+dodge_city")])
def test_no_bot_decision_depends_on_what_its_seat_cannot_see(level: str, players: int, variant: str | None) -> None:
    """Every level, every variant (the simplified box, characters picked) and expansion."""
    rng = random.Random(players)
    options = VARIANTS[variant]
    checked = 0
    for seed in range(3):
        for game, seat, events in decisions(players, 100 + seed, options)[:12]:
            for trial in range(2):
                fake, fake_events = scrambled(game, seat, events, rng)
                dice = 1000 * seed + 10 * trial + seat
                real = decide(bot_for_test(level, Rng(dice)), game, seat, events)
                other = decide(bot_for_test(level, Rng(dice)), fake, seat, fake_events)
                assert real == other, (level, players, variant, seed, seat)
                checked += 1
    assert checked >= 20


def test_the_scramble_changes_what_the_seat_cannot_see() -> None:
    """The firewall test would prove nothing if the scramble changed nothing hidden."""
    rng = random.Random(1)
    game, seat, events = decisions(5, 7)[5]
    fake, _ = scrambled(game, seat, events, rng)
    hidden_hands = [p.hand for p in game.players if p.seat != seat]
    assert hidden_hands != [p.hand for p in fake.players if p.seat != seat] or game.deck != fake.deck
    assert game.rng.state != fake.rng.state
    # and nothing the seat sees: its observation is the same
    assert dataclasses.asdict(game.observation(seat)) == dataclasses.asdict(fake.observation(seat))


def test_a_bot_is_given_no_game() -> None:
    game = Game.new(players=4, seed=3)
    seen = seen_by(game, game.pending.player if game.pending else 0, list(game.setup_events))
    assert not any(isinstance(getattr(seen, f.name), Game) for f in dataclasses.fields(seen))
    observation = seen.observation
    assert isinstance(observation, LazyObservation)
    assert not any(isinstance(v, Game) for v in dataclasses.asdict(observation.whole()).values())
    # it reads the game during the decision only: once decided, a field not read yet is gone
    kept: list[Seen] = []
    decide(lambda s: kept.append(s) or s.legal[0], game, seen.seat, list(game.setup_events))
    with pytest.raises(RuntimeError):
        _ = kept[0].observation.players


@pytest.mark.parametrize("level", sorted(BOT_LEVELS))
@pytest.mark.parametrize("players,variant", [(3, None), (4, None), (5, None), (6, None), (7, None),
                                             (8, None), (5, "simplified"), (4, "dodge_city"), (7, "dodge_city")])
def test_bots_never_make_an_illegal_move(level: str, players: int, variant: str | None) -> None:
    """``play_game`` applies each move with ``Game.apply``, which raises on an illegal one."""
    options = VARIANTS[variant]
    games = SWEEP_GAMES.get(level, DEFAULT_SWEEP_GAMES)
    for seed in range(games):
        game = Game.new(players=players, seed=seed, options=options)
        bots = [bot_for_test(level, Rng(seed * 31 + s)) for s in range(players)]
        play_game(game, bots)
        assert game.winner is not None
