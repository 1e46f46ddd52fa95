"""The official variants: seeded random games over 3-8 players, the simplified box, and matches."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import FrozenInstanceError, fields

import pytest

from bang import Game, GameOptions, Role, Winner
from bang.box import CARD_ID, CARD_KIND
from bang.match import Match, MatchOptions
from bang.rulesets.registry import RULESETS
from bang.rulesets.variants import BOOK_KINDS
from bang.state import Rng
from bang.view import event_view, observation

GAMES = 60  # per player count and variant; each game checks every action
VARIANTS = [None, "simplified"]


def options(variant: str | None) -> GameOptions:
    return GameOptions(simplified=variant == "simplified")


def all_cards(game: Game) -> list[int]:
    cards = list(game.deck) + game.discard + game.revealed
    for p in game.players:
        cards += p.hand + p.in_play
    return sorted(cards)


def play_out(game: Game, seed: int, check: bool = True) -> Game:
    rng = Rng(seed + 77)
    steps = 0
    box = sorted(game.ruleset.cards)
    while not game.over:
        legal = game.legal_actions()
        assert legal, "a game that is not over always has someone to decide"
        game.apply(legal[rng.below(len(legal))])
        steps += 1
        assert steps < 5000, "a random game must end"
        if check:
            assert all_cards(game) == box
            for p in game.players:
                assert p.hp <= p.max_hp
                assert p.alive or (not p.hand and not p.in_play)
    return game


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_random_games_end_and_keep_every_card(players: int, variant: str | None) -> None:
    for seed in range(GAMES):
        game = play_out(Game.new(players, seed, options(variant)), seed)
        assert game.winner is not None and game.pending is None and game.legal_actions() == []
        winners = game.winners()
        assert winners, "somebody always wins"
        if players == 3:
            assert len(winners) == 1 and game.winner.value == game.players[winners[0]].role.value
        if game.winner is Winner.RENEGADE:
            assert [game.players[s].alive for s in winners] == [True]


@pytest.mark.parametrize("players", [3, 8])
def test_roles_dealt(players: int) -> None:
    for seed in range(20):
        game = Game.new(players, seed)
        roles = Counter(p.role for p in game.players)
        if players == 3:
            assert roles == {Role.DEPUTY: 1, Role.OUTLAW: 1, Role.RENEGADE: 1}
            assert game.players[game.turn].role is Role.DEPUTY  # the Deputy plays first
            assert all(p.max_hp == game.character(p.seat).bullets for p in game.players)
        else:
            assert roles == {Role.SHERIFF: 1, Role.DEPUTY: 2, Role.OUTLAW: 3, Role.RENEGADE: 2}
            assert game.players[game.turn].role is Role.SHERIFF


def test_simplified_box_has_no_book_cards() -> None:
    game = Game.new(5, 1, GameOptions(simplified=True))
    assert len(all_cards(game)) == 67
    assert not any(CARD_KIND[c] in BOOK_KINDS for c in all_cards(game))


def test_a_variant_cannot_alter_the_base_game_in_place() -> None:
    # every table shares its ruleset's records: a variant is a copy (``replace``), never an edit
    for ruleset in RULESETS.values():
        with pytest.raises(FrozenInstanceError):
            ruleset.dynamite_damage = 4  # type: ignore[misc]
        for info in ruleset.characters.values():
            with pytest.raises(FrozenInstanceError):
                info.bullets = 9  # type: ignore[misc]
            for hooks in (info.draw, info.at_any_time):  # a DrawRule, an Ability
                if hooks is not None:
                    with pytest.raises(FrozenInstanceError):
                        setattr(hooks, fields(hooks)[0].name, None)
        for rule in ruleset.card_rules.values():
            with pytest.raises(FrozenInstanceError):
                rule.effect = None  # type: ignore[misc]


def test_every_character_is_named_as_in_the_rulebook() -> None:
    # the display name is the id of FORMAT.md read aloud: "Calamity Janet" is calamity_janet
    for ruleset in RULESETS.values():
        assert len(ruleset.characters) == 16
        for character, info in ruleset.characters.items():
            assert info.character is character
            assert info.name.lower().replace(" ", "_") == character.value


@pytest.mark.parametrize(("players", "variant"), [(3, None), (8, None), (5, "simplified")])
def test_same_seed_and_actions_give_the_same_game(players: int, variant: str | None) -> None:
    for seed in range(10):
        game = play_out(Game.new(players, seed, options(variant)), seed, check=False)
        again = Game.from_record(json.loads(json.dumps(game.to_record())))
        assert again.ruleset is game.ruleset
        assert again.winner == game.winner and again.winners() == game.winners()
        assert again.deck == game.deck and again.history == game.history


def _secret_ids(game: Game, seat: int | None) -> set[str]:
    mine = set() if seat is None else {CARD_ID[c] for c in game.players[seat].hand}
    public = {CARD_ID[c] for p in game.players for c in p.in_play} | {CARD_ID[c] for c in game.discard}
    if game.revealed_to is None or game.revealed_to == seat:
        public |= {CARD_ID[c] for c in game.revealed}
    return {CARD_ID[c] for p in game.players if p.seat != seat for c in p.hand} - mine - public


@pytest.mark.parametrize(("players", "variant"), [(3, None), (8, None), (3, "simplified"), (8, "simplified")])
def test_observations_hold_no_secret(players: int, variant: str | None) -> None:
    for n in range(8):
        seed = 987_654_321_000 + n
        game = Game.new(players, seed, options(variant))
        rng = Rng(seed)
        while not game.over:
            for seat in [None, *range(players)]:
                obs = observation(game, seat)
                text = json.dumps(obs.to_json())
                for cid in _secret_ids(game, seat):
                    assert f'"{cid}"' not in text, (seat, cid)
                assert str(game.seed) not in text and "deck" not in obs.to_json()
                for p in game.players:
                    face_up = players == 3  # the 3-player game plays every role face up
                    hidden = not face_up and p.alive and p.role is not Role.SHERIFF and p.seat != seat
                    assert (obs.players[p.seat].role is None) == hidden
            legal = game.legal_actions()
            for e in game.apply(legal[rng.below(len(legal))]):
                for seat in [None, *range(players)]:
                    if e.private_to is not None and (seat is None or seat not in e.private_to):
                        assert "cards" not in event_view(e, seat)


def test_a_match_of_three_games_with_the_sheriff_rotating() -> None:
    match = Match.new(5, seed=11, options=MatchOptions(rotate_sheriff=True))
    sheriffs = []
    for index in range(3):
        game = match.current
        sheriffs.append(next(p.seat for p in game.players if p.role is Role.SHERIFF))
        assert all(len(p.hand) <= p.hp + 3 for p in game.players)  # a fresh deal, nothing carried over
        assert all(not p.in_play for p in game.players if p.seat != game.turn)
        assert all_cards(game) == list(range(80))
        play_out(game, 100 + index)
        if index < 2:
            keep = [seat % 2 == 0 for seat in range(5)]  # even seats ask to keep their character
            nxt = match.next_game(keep)
            for p in game.players:
                if keep[p.seat] and p.alive:  # only survivors keep; the others are dealt anew
                    assert nxt.players[p.seat].character == p.character
            assert match.kept[-1] == tuple(keep[p.seat] and p.alive for p in game.players)
            assert len({p.character for p in nxt.players}) == 5
            assert sorted(r.value for r in (p.role for p in nxt.players)) == sorted(
                r.value for r in (p.role for p in game.players))
    assert sheriffs[1] == (sheriffs[0] + 1) % 5 and sheriffs[2] == (sheriffs[1] + 1) % 5
    scores = match.scores()
    assert sum(scores) == sum(len(g.winners()) for g in match.games)
    assert all(scores[s] == sum(s in g.winners() for g in match.games) for s in range(5))
    again = Match.from_record(json.loads(json.dumps(match.to_record())))
    assert [g.history for g in again.games] == [g.history for g in match.games]
    assert [[(p.role, p.character) for p in g.players] for g in again.games] == [
        [(p.role, p.character) for p in g.players] for g in match.games]
    assert again.scores() == scores


def test_a_three_player_match_passes_the_deputy() -> None:
    match = Match.new(3, seed=4, options=MatchOptions(rotate_sheriff=True))
    deputies = []
    for index in range(3):
        game = match.current
        deputies.append(next(p.seat for p in game.players if p.role is Role.DEPUTY))
        assert game.players[game.turn].role is Role.DEPUTY
        play_out(game, index)
        if index < 2:
            match.next_game([True, True, True])
    assert deputies[1] == (deputies[0] + 1) % 3 and deputies[2] == (deputies[1] + 1) % 3


def test_a_match_refuses_the_next_game_before_the_end() -> None:
    from bang import MalformedAction

    match = Match.new(4, seed=1)
    with pytest.raises(MalformedAction):
        match.next_game()


def test_a_match_names_its_players_by_letter_or_as_given() -> None:
    assert [p.name for p in Match.new(4, seed=1).current.players] == ["A", "B", "C", "D"]
    match = Match.new(["Ann", "Bob", "Cy"], seed=2)
    assert [p.name for p in match.current.players] == ["Ann", "Bob", "Cy"]
    play_out(match.current, 5, check=False)
    assert [p.name for p in match.next_game().players] == ["Ann", "Bob", "Cy"]


def test_a_game_records_its_ruleset_by_its_documented_name() -> None:
    names = {3: "three_players", 4: "base", 7: "base", 8: "eight_players"}
    for players, name in names.items():
        assert Game.new(players, 1).to_record()["ruleset"] == name
        assert Game.new(players, 1, GameOptions(simplified=True)).to_record()["ruleset"] == f"{name}_simplified"


def test_the_view_tells_whom_each_player_hunts_with_three_players() -> None:
    """The front end and the bots read the hunts from the view (no copy of the rule)."""
    game = Game.new(players=3, seed=5)
    role_of = {p.role.value: p.seat for p in game.players}
    for reader in (None, 0, 1, 2):
        shown = {p["seat"]: p.get("hunts") for p in game.observation(reader).to_json()["players"]}
        assert shown == {role_of["deputy"]: role_of["renegade"], role_of["renegade"]: role_of["outlaw"],
                         role_of["outlaw"]: role_of["deputy"]}
    assert all("hunts" not in p for p in Game.new(players=5, seed=5).observation(0).to_json()["players"])
