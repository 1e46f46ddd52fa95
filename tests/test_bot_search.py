"""The seat's public copy of a game, the games it may be, and the ``search`` bot.

``public_copy`` must hold no secret (two games that differ only in what a seat
cannot see give the same copy, field by field) and keep everything the seat sees;
``determinize`` must give games that keep every size and everything the seat
sees, and that play to their end; ``search`` must play legal moves and, bounded by
a sample count, decide the same on the same dice.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any

import pytest

from bang.actions import ActionType
from bang.bots import make_bot, play_game, search_bot, search_bot_with_samples, seen_by
from bang.bots import search as search_module
from bang.bots.search import SearchRecord
from bang.box import Role
from bang.determinize import PUBLIC_RNG_STATE, determinize, hidden_role_seats, public_copy
from bang.events import Event
from bang.rules import Game, GameOptions
from bang.rulesets.base.roles import ROLE_SPLIT
from bang.state import Rng
from bang.view import observation, role_visible
from bang.vocabulary import Character
from hidden import hidden_changed


def fields(game: Game) -> dict[str, Any]:
    """Every piece of a game's state, as plain data."""
    return {
        "players": [(p.seat, p.name, p.role, p.character, p.max_hp, p.hp, p.hand, p.in_play, p.alive,
                     game.not_usable_yet(p.seat), p.borrowed) for p in game.players],
        "turn_uses": game.turn_uses,
        "deck": game.deck, "discard": game.discard, "revealed": game.revealed,
        "revealed_to": game.revealed_to,
        "stack": [(type(s).__name__, [getattr(s, f.name) for f in dataclasses.fields(s)])  # type: ignore[arg-type]
                  for s in game.stack],
        "turn": game.turn, "phase": game.phase, "bangs_played": game.bangs_played,
        "turn_count": game.turn_count, "winner": game.winner, "rng": game.rng.state, "seed": game.seed,
        "options": game.options, "ruleset": game.ruleset.name, "history": game.history, "dealt": game.dealt,
        "pending": game.pending, "legal": game._legal, "setup_events": game.setup_events,
        "offers": game.character_offers, "ring": game._ring, "record": game.to_record(),
    }


def positions(players: int, seed: int, every: int = 5,
              options: GameOptions | None = None) -> list[tuple[Game, int, list[Event]]]:
    """Positions of a game played by basic bots: (game, seat to decide, log so far)."""
    game = Game.new(players=players, seed=seed, options=options)
    bots = [make_bot("basic", Rng(seed * 10 + s)) for s in range(players)]
    events = list(game.setup_events)
    out = []
    step = 0
    while game.winner is None and game.pending is not None:
        seat = game.pending.player
        if step % every == min(2, every - 1):
            out.append((game.clone(), seat, list(events)))
        events.extend(game.apply(bots[seat](seen_by(game, seat, events))))
        step += 1
    return out


def all_cards(game: Game) -> list[int]:
    return sorted([c for p in game.players for c in p.hand + p.in_play]
                  + game.deck + game.discard + game.revealed)


def kit_carlson_choosing() -> tuple[Game, int]:
    """A game where Kit Carlson (seat 0) looks at his three cards, and a seat that is not his."""
    characters = [Character.KIT_CARLSON] + [c for c in Character if c is not Character.KIT_CARLSON][:4]
    game = Game.deal(list("ABCDE"), 1, list(ROLE_SPLIT[5]), characters)
    assert game.revealed_to == 0 and len(game.revealed) == 3
    return game, 1


# --- the public copy ------------------------------------------------------------------


DODGE_CITY = GameOptions(expansions=("dodge_city",))


@pytest.mark.parametrize("players,options", [(3, None), (4, None), (5, None), (7, None), (8, None),
                                             (3, DODGE_CITY), (5, DODGE_CITY), (8, DODGE_CITY)])
def test_the_public_copy_is_the_same_whatever_the_seat_cannot_see(players: int, options: GameOptions | None) -> None:
    rng = random.Random(players)
    checked = 0
    for game, seat, _ in [pos for seed in range(3) for pos in positions(players, 40 + seed, options=options)[:10]]:
        for looker in (seat, (seat + 1) % players):
            public = fields(public_copy(game, looker))
            for _ in range(2):
                other = hidden_changed(game, looker, rng)
                assert fields(public_copy(other, looker)) == public
                checked += 1
    assert checked >= 40


def test_the_public_copy_hides_kit_carlsons_cards_from_the_others() -> None:
    game, seat = kit_carlson_choosing()
    rng = random.Random(3)
    other = hidden_changed(game, seat, rng)
    assert fields(public_copy(other, seat)) == fields(public_copy(game, seat))
    # ...and the public copy of Kit himself keeps them
    kit = game.revealed_to
    assert kit is not None
    assert public_copy(game, kit).revealed == game.revealed


@pytest.mark.parametrize("players,options", [(4, None), (6, None), (6, DODGE_CITY)])
def test_the_public_copy_keeps_what_the_seat_sees_and_nothing_else(players: int, options: GameOptions | None) -> None:
    differs = 0
    for game, seat, _ in positions(players, 7, options=options)[:15]:
        public = public_copy(game, seat)
        assert dataclasses.asdict(observation(public, seat)) == dataclasses.asdict(observation(game, seat))
        assert all_cards(public) == all_cards(game)
        assert public.rng.state == PUBLIC_RNG_STATE and public.seed == 0
        assert public.history == [] and public.setup_events == []
        # the other hands and the deck: the pooled cards in sorted order
        laid = [c for p in public.players if p.seat != seat for c in p.hand] + public.deck
        assert laid == sorted(laid)
        # the hidden roles in the canonical order
        hidden = [public.players[s].role.value for s in hidden_role_seats(game, seat)]
        assert hidden == sorted(hidden)
        differs += any(p.hand != q.hand for p, q in zip(game.players, public.players, strict=True)
                       if p.seat != seat)
    assert differs > 0  # the copy did hide hands


def test_a_spectators_public_copy_hides_every_hand() -> None:
    rng = random.Random(8)
    for game, _seat, _ in positions(5, 12)[:6]:
        public = public_copy(game, None)
        assert dataclasses.asdict(observation(public, None)) == dataclasses.asdict(observation(game, None))
        changed = hidden_changed(game, -1, rng)  # no seat of its own: every hand hidden
        assert fields(public_copy(changed, None)) == fields(public)
        laid = [c for p in public.players for c in p.hand] + public.deck
        assert laid == sorted(laid)


def test_a_public_copy_of_another_seats_decision_shows_no_choice_of_theirs() -> None:
    game, seat, _ = positions(5, 11)[4]
    looker = (seat + 1) % 5
    public = public_copy(game, looker)
    assert public.pending == game.pending and public.pending_actions() == ()
    assert public.legal_actions(seat) == []


def test_no_public_copy_while_characters_are_picked() -> None:
    game = Game.new(players=4, seed=1, options=GameOptions(character_choice=True))
    with pytest.raises(ValueError):
        public_copy(game, 0)
    assert seen_by(game, 0, list(game.setup_events), public_game=True).public_game is None


# --- determinize --------------------------------------------------------------------------


@pytest.mark.parametrize("players,options", [(3, None), (5, None), (7, None), (4, DODGE_CITY), (7, DODGE_CITY)])
def test_a_determinized_game_keeps_sizes_and_what_the_seat_sees(players: int, options: GameOptions | None) -> None:
    for game, seat, _ in positions(players, 20 + players, options=options)[:15]:
        public = public_copy(game, seat)
        for k in range(3):
            world = determinize(public, seat, Rng(k))
            assert dataclasses.asdict(observation(world, seat)) == dataclasses.asdict(observation(game, seat))
            assert all_cards(world) == all_cards(game)
            assert [len(p.hand) for p in world.players] == [len(p.hand) for p in game.players]
            assert len(world.deck) == len(game.deck)
            assert Counter(p.role for p in world.players) == Counter(p.role for p in game.players)
            for p in game.players:
                if role_visible(game, p.seat, seat):
                    assert world.players[p.seat].role is p.role
            assert fields(public) == fields(public_copy(game, seat))  # the copy is not changed


def test_determinize_deals_differently_on_other_dice() -> None:
    game, seat, _ = positions(5, 3)[6]
    public = public_copy(game, seat)
    deals = {tuple(tuple(p.hand) for p in determinize(public, seat, Rng(k)).players) for k in range(10)}
    assert len(deals) > 5
    states = {determinize(public, seat, Rng(k)).rng.state for k in range(10)}
    assert len(states) == 10


@pytest.mark.parametrize("players,options", [(4, None), (5, None), (8, None), (5, DODGE_CITY), (8, DODGE_CITY)])
def test_determinized_games_play_to_their_end(players: int, options: GameOptions | None) -> None:
    played = 0
    for game, seat, _ in positions(players, 60 + players, every=9, options=options)[:8]:
        world = determinize(public_copy(game, seat), seat, Rng(seat))
        bots = [make_bot("basic", Rng(s)) for s in range(players)]
        play_game(world, bots)  # every move checked by ``Game.apply``
        assert world.winner is not None
        played += 1
    assert played >= 5


def test_determinizing_for_a_seat_that_is_not_to_decide_gives_the_decider_legal_choices() -> None:
    game, seat, _ = positions(5, 13)[3]
    looker = (seat + 1) % 5
    public = public_copy(game, looker)
    for k in range(5):
        world = determinize(public, looker, Rng(k))
        assert world.pending is not None or world.winner is not None
        if world.pending is not None:
            assert world.legal_actions()  # recomputed from the hand dealt
            play_game(world, [make_bot("random", Rng(s)) for s in range(5)])
            assert world.winner is not None


def test_role_weights_decide_the_hidden_roles() -> None:
    game, seat, _ = positions(5, 5)[2]
    public = public_copy(game, seat)
    hidden = hidden_role_seats(game, seat)
    roles = sorted({public.players[s].role for s in hidden}, key=lambda r: r.value)
    target, role = hidden[0], roles[0]
    never = {target: {role: 0.0}}
    always = {s: {r: (1.0 if (s == target) == (r is role) else 0.0) for r in Role} for s in hidden}
    for k in range(30):
        assert determinize(public, seat, Rng(k), never).players[target].role is not role
        assert determinize(public, seat, Rng(k), always).players[target].role is role
    uniform = Counter(determinize(public, seat, Rng(k)).players[target].role for k in range(200))
    assert uniform[role] > 0 and len(uniform) == len(roles)


def test_determinize_deals_the_roles_given() -> None:
    game, seat, _ = positions(6, 5)[2]
    public = public_copy(game, seat)
    hidden = hidden_role_seats(game, seat)
    truth = {s: game.players[s].role for s in hidden}
    for k in range(5):
        assert {s: determinize(public, seat, Rng(k), roles=truth).players[s].role for s in hidden} == truth
    # roles that are not the hidden ones (a Sheriff among them): ignored, drawn as usual
    wrong = {s: Role.SHERIFF for s in hidden}
    world = determinize(public, seat, Rng(1), roles=wrong)
    assert Counter(world.players[s].role for s in hidden) == Counter(truth.values())


# --- the search bot ----------------------------------------------------------------------


@pytest.mark.parametrize("players,options", [(4, None), (5, None), (7, None), (5, DODGE_CITY)])
def test_search_returns_a_legal_action_at_each_decision(players: int, options: GameOptions | None) -> None:
    bot = search_bot_with_samples(3, horizon_turns=1)(Rng(players))
    checked = 0
    for game, seat, events in positions(players, 80 + players, every=6, options=options)[:12]:
        seen = seen_by(game, seat, events, public_game=True)
        assert bot(seen) in seen.legal
        checked += 1
    assert checked >= 8


def test_search_plays_whole_games_legally() -> None:
    for players, variant in ((5, None), (6, GameOptions(simplified=True)),
                             (4, GameOptions(character_choice=True)), (5, DODGE_CITY),
                             (3, GameOptions(character_choice=True, expansions=("dodge_city",)))):
        game = Game.new(players=players, seed=2, options=variant)
        bots = [search_bot_with_samples(2, horizon_turns=1)(Rng(s)) if s % 2 == 0
                else make_bot("basic", Rng(s)) for s in range(players)]
        play_game(game, bots)
        assert game.winner is not None


def test_search_with_a_sample_count_is_deterministic() -> None:
    decided = []
    for game, seat, events in positions(5, 9, every=4)[:10]:
        seen = seen_by(game, seat, events, public_game=True)
        once = search_bot_with_samples(4)(Rng(seat))(seen)
        again = search_bot_with_samples(4)(Rng(seat))(seen)
        assert once == again
        decided.append(once)
    assert len(decided) == 10


def test_the_level_search_n_is_search_bounded_by_n_sampled_games() -> None:
    """``search:N`` (tournaments that repeat on any machine) decides as the search bot
    stopped after N sampled games, on the same dice."""
    decided = []
    for game, seat, events in positions(5, 11, every=5)[:6]:
        seen = seen_by(game, seat, events, public_game=True)
        by_name = make_bot("search:4", Rng(seat + 7))(seen)
        by_maker = search_bot(Rng(seat + 7), budget_s=None, samples=4)(seen)
        assert by_name == by_maker
        decided.append(by_name)
    assert len(decided) == 6


@pytest.mark.parametrize("level", ["search:0", "search:x", "search:", "sharp:4", "search:10001", "nope"])
def test_a_bad_level_is_refused_by_name(level: str) -> None:
    with pytest.raises(ValueError, match=repr(level).replace("[", r"\[")):
        make_bot(level, Rng(0))


def test_search_decides_the_same_whatever_the_seat_cannot_see() -> None:
    """The firewall test (tests/test_bot_firewall.py) covers ``search`` too; here its
    sampled games are checked to matter: with no confidence asked, it overrules
    sharp's move at some positions, and still decides the same on a changed game."""
    rng = random.Random(5)
    overruled = 0
    for game, seat, events in [pos for seed in (1, 2) for pos in positions(5, seed, every=4)[:8]]:
        other = hidden_changed(game, seat, rng)
        records: list[list[SearchRecord]] = [[], []]
        decided = [search_bot(Rng(seat), budget_s=None, samples=4, horizon_turns=1, rollout_policy=None,
                              confidence=0.0, record=record)(seen_by(g, seat, events, public_game=True))
                   for g, record in zip((game, other), records, strict=True)]
        assert decided[0] == decided[1]
        assert records[0] == records[1]
        overruled += sum(r.overruled for r in records[0])
    assert overruled > 0


def test_search_out_of_time_still_answers_legally() -> None:
    """With no time for a single sample, it falls back on its plain policy."""
    for game, seat, events in positions(5, 4, every=3)[:6]:
        seen = seen_by(game, seat, events, public_game=True)
        assert search_bot(Rng(1), budget_s=1e-9)(seen) in seen.legal


def test_search_stops_at_its_deadline_when_no_rollout_reads_the_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """When every move ends the game at once, no rollout reads the clock: the search
    must still stop at its deadline (it sampled worlds forever, holding a worker, and
    its tallies grew without end)."""
    calls = 0

    def game_over_at_once(*args: Any, **kwargs: Any) -> float:
        nonlocal calls
        calls += 1
        assert calls < 100_000, "the search never looked at its deadline"
        return 1.0

    now = 0.0

    def clock() -> float:
        nonlocal now
        now += 0.001
        return now

    monkeypatch.setattr(search_module, "rollout", game_over_at_once)
    for game, seat, events in positions(5, 4, every=3)[:6]:
        seen = seen_by(game, seat, events, public_game=True)
        calls = 0
        assert search_bot(Rng(1), budget_s=0.1, clock=clock)(seen) in seen.legal
        assert calls < 1_000  # about 100 clock readings: a few sampled worlds, each move once


def test_search_needs_a_bound() -> None:
    with pytest.raises(ValueError):
        search_bot(Rng(0), budget_s=None, samples=None)


def test_the_public_copy_and_its_games_keep_dodge_citys_public_state() -> None:
    """The green cards put in play this turn, the abilities used this turn and the one
    Vera Custer copied are public: kept in the public copy and in every game it may be;
    the hidden cards, Dodge City's among them (80-119), are dealt anew."""
    from bang.scenario import parse_action, setup

    players = [
        {"name": "A", "role": "sheriff", "character": "vera_custer", "hand": ["bang", "bang", "knife"]},
        {"name": "B", "role": "deputy", "character": "willy_the_kid", "hand": ["bible", "dodge", "punch"]},
        {"name": "C", "role": "outlaw", "character": "doc_holyday", "hand": ["beer", "whisky", "brawl"]},
        {"name": "D", "role": "renegade", "character": "pat_brennan", "hand": ["missed", "sombrero"]},
    ]
    game = setup({"seed": 3, "players": players, "turn": "A", "phase": "start", "expansions": ["dodge_city"]})
    game.apply(parse_action(game, {"player": "A", "do": "ability", "target": "B"}))  # Vera copies Willy
    game.apply(parse_action(game, {"player": "A", "do": "play", "card": "knife"}))
    assert game.players[0].borrowed is Character.WILLY_THE_KID and game.not_usable_yet(0)
    rng = random.Random(4)
    for looker in range(4):
        public = public_copy(game, looker)
        assert fields(public_copy(hidden_changed(game, looker, rng), looker)) == fields(public)
        assert public.players[0].borrowed is Character.WILLY_THE_KID
        assert public.not_usable_yet(0) == game.not_usable_yet(0) and public.turn_uses == game.turn_uses
        for k in range(3):
            world = determinize(public, looker, Rng(k))
            assert all_cards(world) == all_cards(game) and max(all_cards(world)) >= 80
            assert world.not_usable_yet(0) == game.not_usable_yet(0) and world.turn_uses == game.turn_uses
            assert world.players[0].borrowed is Character.WILLY_THE_KID
            assert dataclasses.asdict(observation(world, looker)) == dataclasses.asdict(observation(game, looker))
            if looker == 0:
                assert world.legal_actions() == game.legal_actions()  # the Knife not usable yet
                assert all(a.type is not ActionType.USE for a in world.legal_actions())
