"""Consecutive games: a match of several games at one table, each next game made from the last.

After each game the survivors choose to keep their character or not; the
eliminated (and those who do not keep theirs) get new ones, drawn at random
among the characters nobody keeps (the returned ones included). Hands and cards
in play go back into the box: every game starts from a full, reshuffled deck.
With ``rotate_sheriff`` the Sheriff's role (with 3 players, the Deputy's: the
role that starts) passes clockwise each game and the other roles are dealt at
random; without it every role is dealt at random. The score is the number of
games each player has won (docs/variants.md, "Consecutive games").

A match is its seed, its options, and for each game the survivors' choices and
the actions played: ``Match.from_record(match.to_record())`` replays it exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .box import Role
from .errors import MalformedAction
from .rules import Game, GameOptions
from .state import Rng
from .vocabulary import Character

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class MatchOptions:
    rotate_sheriff: bool = False  # the Sheriff's role passes clockwise each game
    game: GameOptions = field(default_factory=GameOptions)


class Match:
    """Several games at one table; ``current`` is the one being played."""

    names: list[str]
    seed: int
    options: MatchOptions
    games: list[Game]
    kept: list[tuple[bool, ...]]  # before each game after the first: who kept their character

    def __init__(self, names: Sequence[str], seed: int, options: MatchOptions) -> None:
        self.names = list(names)
        self.seed = seed
        self.options = options
        self.games = []
        self.kept = []
        self._seeds = Rng(seed)

    @classmethod
    def new(cls, players: int | Sequence[str] = 4, seed: int = 0, options: MatchOptions | None = None) -> Match:
        """A match and its first game (roles and characters at random)."""
        names = [chr(65 + i) for i in range(players)] if isinstance(players, int) else list(players)
        match = cls(names, seed, options or MatchOptions())
        match.games.append(Game.new(names, match._next_seed(), match.options.game))
        return match

    def _next_seed(self) -> int:
        return self._seeds.next64() >> 1  # each game's own seed, drawn from the match's

    @property
    def current(self) -> Game:
        return self.games[-1]

    def scores(self) -> list[int]:
        """Games won by each seat so far."""
        wins = [0] * len(self.names)
        for game in self.games:
            for seat in game.winners():
                wins[seat] += 1
        return wins

    def next_game(self, keep: Sequence[bool] | None = None) -> Game:
        """The next game, once the current one is over. ``keep[seat]``: whether that
        player keeps their character (heard from survivors only; default: nobody)."""
        last = self.current
        if last.winner is None:
            raise MalformedAction("the game is not over yet")
        n = len(self.names)
        wanted = tuple(keep) if keep is not None else (False,) * n
        if len(wanted) != n:
            raise MalformedAction(f"keep needs one answer per player ({n})")
        kept = tuple(bool(wanted[s]) and last.players[s].alive for s in range(n))
        seed = self._next_seed()
        rng = Rng(seed ^ 0x6A7E)  # the deal's own draws; the game's deck shuffles from ``seed``
        roles = self._deal_roles(last, rng)
        characters = self._deal_characters(last, kept, rng)
        game = Game.deal(self.names, seed, roles, characters, self.options.game, last.ruleset)
        self.kept.append(kept)
        self.games.append(game)
        return game

    def _deal_roles(self, last: Game, rng: Rng) -> list[Role]:
        split = list(last.ruleset.role_split[len(self.names)])
        if not self.options.rotate_sheriff:
            return _shuffled(rng, split)
        passed = Role.SHERIFF if Role.SHERIFF in split else Role.DEPUTY  # the role that starts
        holder = next(p.seat for p in last.players if p.role is passed)
        split.remove(passed)
        roles = _shuffled(rng, split)
        roles.insert((holder + 1) % len(self.names), passed)  # clockwise: the next seat
        return roles

    def _deal_characters(self, last: Game, kept: tuple[bool, ...], rng: Rng) -> list[Character]:
        keeping = {p.character for p in last.players if kept[p.seat]}
        fresh = _shuffled(rng, [c for c in last.ruleset.characters if c not in keeping])
        return [p.character if kept[p.seat] else fresh.pop() for p in last.players]

    # --- records ---------------------------------------------------------------------------

    def to_record(self) -> dict[str, Any]:
        """The whole match as plain JSON data: seed, options, and each game's choices and actions."""
        return {
            "players": self.names,
            "seed": self.seed,
            "rotate_sheriff": self.options.rotate_sheriff,
            "options": self.current.to_record()["options"],
            "kept": [list(k) for k in self.kept],
            "games": [[[a.player, a.encode()] for a in g.history] for g in self.games],
        }

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Match:
        """Replay a match from ``to_record``'s data."""
        from .actions import Action

        options = MatchOptions(bool(record.get("rotate_sheriff", False)), GameOptions(**record.get("options", {})))
        match = cls.new(record["players"], int(record["seed"]), options)
        for index, actions in enumerate(record["games"]):
            if index:
                match.next_game(record["kept"][index - 1])
            for player, code in actions:
                match.current.apply(Action.decode(int(player), int(code)))
        return match


def _shuffled(rng: Rng, items: list[T]) -> list[T]:
    order = list(range(len(items)))
    rng.shuffle(order)
    return [items[i] for i in order]
