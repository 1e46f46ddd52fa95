"""Bot against bot: ``bang tournament`` (and the games ``bang balance`` counts).

In a tournament of ``A`` against ``B``, each game gives one side (the law: the
Sheriff and his Deputies; the Outlaws; the Renegade(s); with 3 players each
role is a side) to ``A`` and every other seat to ``B``. The side ``A`` plays
cycles game by game; the seats come from each game's seed (the engine deals the
roles), so many seeds cover every seat. Each game is also played on the same
seed with a *baseline* level in A's place (B by default, so every seat B):
"A controlling a side" and "the baseline controlling the same side against the
same opponents, on the same deals" are then two numbers of one run
(``--bots sharp,random --baseline basic``: sharp and basic each playing a side
against random).

With ``expansions`` (``("dodge_city",)``) every game is played with them.

Counted from each game's log: who won, its length in turns, and three faults (a
Deputy damaging the Sheriff, the Sheriff eliminating a Deputy, a Renegade
eliminating the Sheriff while an Outlaw is alive), each charged to the bot that
played the seat at fault. Each bot's decisions are timed. Everything but the
times is the same for a given seed, whatever the number of processes.

A *results file* (``--results FILE``, ``ResultsFile``) keeps every game's result,
one JSON line a game, appended as each game ends. A run given the file plays only
the games of its seeds not in it yet and counts the others from it: an interrupted
run resumes where it stopped, ``--games 2000`` after ``--games 1000`` plays the
second thousand, and files of other machines (other ``--seed`` ranges) concatenated
count as one. The same seed gives the same game, so the totals are those of one run
(the decision times are of the games played in this run only). One file is for one
version of the bots: a game is known by its seed, player count, levels, side and
expansions, not by the code that played it.
"""

from __future__ import annotations

import json
import math
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path
from typing import Any, TextIO

from .bots import Bot, Seen, make_bot, play_game, wants_public_game
from .box import Role
from .events import Event, EventType
from .rules import Game, GameOptions
from .rulesets.registry import ruleset_for
from .state import Rng

Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval

LAW_SIDES = ("law", "outlaws", "renegade")
THREE_PLAYER_SIDES = ("deputy", "outlaw", "renegade")
_SIDE_OF_ROLE = {Role.SHERIFF: "law", Role.DEPUTY: "law", Role.OUTLAW: "outlaws", Role.RENEGADE: "renegade"}
MAX_GAME_ACTIONS = 5_000
"""A game still going after this many actions (ten times a long 8-player game's) is
counted unfinished: bots that never hurt each other would otherwise hold a worker for
hours, and a searching bot's copies of a game grow with its history."""
FAULTS = ("deputy_hurt_sheriff", "sheriff_killed_deputy", "renegade_killed_sheriff")
"""The faults counted, each once a game at most."""
_FAULT_ROLE = {
    "deputy_hurt_sheriff": Role.DEPUTY,
    "sheriff_killed_deputy": Role.SHERIFF,
    "renegade_killed_sheriff": Role.RENEGADE,
}
"""The role whose player commits each fault: a game counts as a chance for a bot when it plays that role."""


def player_counts() -> tuple[int, ...]:
    """Every player count the engine plays (3 to 8)."""
    counts = []
    for n in range(1, 20):
        try:
            ruleset_for(n)
        except ValueError:
            continue
        counts.append(n)
    return tuple(counts)


def sides_for(players: int) -> tuple[str, ...]:
    """The sides of a ``players``-player game, as ``Winner`` names them."""
    return THREE_PLAYER_SIDES if players == 3 else LAW_SIDES


def side_of(role: Role, players: int) -> str:
    """The side a role plays on (with 3 players, the role itself)."""
    return role.value if players == 3 else _SIDE_OF_ROLE[role]


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a rate of ``wins`` in ``games`` (95% by default);
    (0, 1) when there is no game."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    z2 = z * z
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = z / (1 + z2 / games) * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games))
    low = 0.0 if wins == 0 else max(0.0, centre - half)  # exact at the edges, not 1 - 1e-16
    high = 1.0 if wins == games else min(1.0, centre + half)
    return (low, high)


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) of already sorted values, nearest rank; 0 when empty."""
    if not sorted_values:
        return 0.0
    rank = max(1, math.ceil(q * len(sorted_values)))
    return sorted_values[rank - 1]


def faults_in(events: Iterable[Event], roles: Sequence[Role]) -> dict[str, set[int]]:
    """The seats that committed each fault in a game's (whole) log, ``roles`` the
    seats' roles: a Deputy who damaged the Sheriff, a Sheriff who eliminated a
    Deputy, a Renegade who eliminated the Sheriff while an Outlaw was alive."""
    found: dict[str, set[int]] = {f: set() for f in FAULTS}
    outlaws = sum(1 for r in roles if r is Role.OUTLAW)
    outlaws_out: set[int] = set()  # (a set: a player back in play, a ghost, may go out twice)
    for e in events:
        if e.type is EventType.DAMAGED:
            victim, source = e.player, e.target  # DAMAGED: ``player`` hurt by ``target``
            if (victim is not None and source is not None and roles[victim] is Role.SHERIFF
                    and roles[source] is Role.DEPUTY):
                found["deputy_hurt_sheriff"].add(source)
        elif e.type is EventType.ELIMINATED:
            dead, killer = e.player, e.target  # ELIMINATED: ``player`` by ``target``
            assert dead is not None
            if killer is not None and killer != dead:
                if roles[dead] is Role.DEPUTY and roles[killer] is Role.SHERIFF:
                    found["sheriff_killed_deputy"].add(killer)
                elif (roles[dead] is Role.SHERIFF and roles[killer] is Role.RENEGADE
                      and len(outlaws_out) < outlaws):
                    found["renegade_killed_sheriff"].add(killer)
            if roles[dead] is Role.OUTLAW:
                outlaws_out.add(dead)
        elif e.type is EventType.RETURNED and e.player is not None:
            outlaws_out.discard(e.player)  # back in play (a ghost plays for his side)
    return found


# --- one game -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game to play: ``players`` seats, ``seed``, and who plays which side.

    ``side`` is the side played by ``a`` (every other seat ``b``); None: every seat ``b``.
    ``baseline``: the game played on a tournament game's seed with the baseline level as ``a``;
    ``expansions``: the expansions the game is played with."""

    players: int
    seed: int
    a: str
    b: str
    side: str | None
    baseline: bool = False
    expansions: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GameResult:
    spec: GameSpec
    winner: str | None  # None: the game did not end within the action cap
    turns: int
    # each fault: (committed, chances) by the player of that role, "a" or "b"
    faults: dict[str, dict[str, tuple[int, int]]]
    times: dict[str, list[float]]  # "a" / "b": seconds of each decision (wall clock)
    cpu: dict[str, list[float]]  # the same decisions' CPU seconds (this thread's)


def bot_dice(seed: int, seat: int) -> Rng:
    """The dice of the bot at ``seat`` in the game of ``seed`` (one stream each)."""
    mix = Rng(seed ^ 0xB07B07)
    for _ in range(seat + 1):
        mix.next64()
    return Rng(mix.next64())


def _timed(bot: Bot, times: list[float], cpu: list[float]) -> Bot:
    """``bot``, each decision's wall-clock and CPU time appended to ``times`` and ``cpu``
    (on a loaded machine the wall clock counts the time the process waits for a core)."""
    clock, cpu_clock = time.perf_counter, time.thread_time

    def decide(seen: Seen) -> Any:
        start, cpu_start = clock(), cpu_clock()
        action = bot(seen)
        cpu.append(cpu_clock() - cpu_start)
        times.append(clock() - start)
        return action

    if wants_public_game(bot):  # a searching bot must still be handed its public copy
        decide.wants_public_game = True  # type: ignore[attr-defined]
    return decide


def play_spec(spec: GameSpec) -> GameResult:
    """Play one game of a tournament and read its result."""
    options = GameOptions(expansions=spec.expansions) if spec.expansions else None
    game = Game.new(players=spec.players, seed=spec.seed, options=options)
    roles = [p.role for p in game.players]
    who = ["a" if spec.side is not None and side_of(r, spec.players) == spec.side else "b" for r in roles]
    times: dict[str, list[float]] = {"a": [], "b": []}
    cpu: dict[str, list[float]] = {"a": [], "b": []}
    bots = [
        _timed(make_bot(spec.a if w == "a" else spec.b, bot_dice(spec.seed, seat)), times[w], cpu[w])
        for seat, w in enumerate(who)
    ]
    events = play_game(game, bots, max_actions=MAX_GAME_ACTIONS)
    found = faults_in(events, roles)
    faults: dict[str, dict[str, tuple[int, int]]] = {}
    for fault, seats in found.items():
        role = _FAULT_ROLE[fault]
        possible = Role.SHERIFF in roles and (role is not Role.SHERIFF or Role.DEPUTY in roles)
        faults[fault] = {
            w: (int(any(who[s] == w for s in seats)),
                int(possible and any(r is role and who[s] == w for s, r in enumerate(roles))))
            for w in ("a", "b")
        }
    winner = game.winner.value if game.winner is not None else None
    if winner is not None and spec.players != 3 and game.rules.last_one_standing:
        # every player for himself at the end (Wild West Show): the last one standing wins
        # for the side of the role he was dealt (the side his seat plays in the tournament)
        winner = side_of(roles[game.winners()[0]], spec.players)
    return GameResult(spec, winner, game.turn_count, faults, times, cpu)


def play_all(specs: Sequence[GameSpec], jobs: int = 1) -> Iterator[GameResult]:
    """Every game of ``specs``, in order, on ``jobs`` processes."""
    if jobs <= 1 or len(specs) < 2:
        yield from map(play_spec, specs)
        return
    with get_context("fork").Pool(jobs) as pool:
        yield from pool.imap(play_spec, specs, chunksize=max(1, min(50, len(specs) // (jobs * 8))))


# --- a results file: games kept across runs ---------------------------------------------


def _key(spec: GameSpec) -> tuple[Any, ...]:
    return (spec.players, spec.seed, spec.a, spec.b, spec.side, spec.baseline, tuple(spec.expansions))


class ResultsFile:
    """Every game result of a file of JSON lines (one a game), and more appended to it.

    A run killed while writing may leave its last line torn: that line is skipped (its
    game is played again) and cut off before the next line is written."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.kept: dict[tuple[Any, ...], GameResult] = {}
        self._out: TextIO | None = None
        self._keep_bytes: int | None = None  # where a torn last line starts (cut off before writing)
        if not path.exists():
            return
        text = path.read_bytes()
        lines = text.split(b"\n")
        for n, line in enumerate(lines):
            if not line.strip():
                continue
            try:
                result = _from_record(json.loads(line))
            except (ValueError, KeyError, TypeError) as e:
                if n == len(lines) - 1:  # the last line, torn: its game is played again
                    self._keep_bytes = len(text) - len(line)
                    continue
                raise ValueError(f"{path}:{n + 1}: not a game result ({e})") from None
            self.kept[_key(result.spec)] = result
        if self._keep_bytes is None and text and not text.endswith(b"\n"):
            self._keep_bytes = -1  # a whole last line without its end: ended before writing

    def get(self, spec: GameSpec) -> GameResult | None:
        return self.kept.get(_key(spec))

    def add(self, result: GameResult) -> None:
        """Append ``result`` (written through at once: a run stopped keeps its games)."""
        if self._out is None:
            if self._keep_bytes is not None and self._keep_bytes >= 0:
                with self.path.open("r+b") as f:
                    f.truncate(self._keep_bytes)
            self._out = self.path.open("a", encoding="utf-8")
            if self._keep_bytes == -1:
                self._out.write("\n")
        self._out.write(json.dumps(_record(result), separators=(",", ":")) + "\n")
        self._out.flush()
        self.kept[_key(result.spec)] = result

    def close(self) -> None:
        if self._out is not None:
            self._out.close()
            self._out = None


def _record(r: GameResult) -> dict[str, Any]:
    s = r.spec
    return {"players": s.players, "seed": s.seed, "a": s.a, "b": s.b, "side": s.side, "baseline": s.baseline,
            "expansions": list(s.expansions), "winner": r.winner, "turns": r.turns,
            "faults": {f: {w: list(v) for w, v in by.items()} for f, by in r.faults.items()}}


def _from_record(d: dict[str, Any]) -> GameResult:
    spec = GameSpec(int(d["players"]), int(d["seed"]), str(d["a"]), str(d["b"]), d["side"],
                    bool(d["baseline"]), tuple(str(e) for e in d["expansions"]))
    faults = {str(f): {str(w): (int(v[0]), int(v[1])) for w, v in by.items()} for f, by in d["faults"].items()}
    winner = d["winner"]
    return GameResult(spec, None if winner is None else str(winner), int(d["turns"]), faults,
                      {"a": [], "b": []}, {"a": [], "b": []})


def play_kept(specs: Sequence[GameSpec], jobs: int = 1, results: ResultsFile | None = None) -> Iterator[GameResult]:
    """Every game of ``specs``, in order: those in ``results`` read from it, the others
    played on ``jobs`` processes and appended to it."""
    if results is None:
        yield from play_all(specs, jobs)
        return
    missing = [s for s in specs if results.get(s) is None]
    played = play_all(missing, jobs)
    for spec in specs:
        kept = results.get(spec)
        if kept is None:
            kept = next(played)
            assert kept.spec == spec
            results.add(kept)
        yield kept


# --- a tournament ---------------------------------------------------------------------------


@dataclass
class Tally:
    """Wins of one side (or one role) over some games."""

    wins: int = 0
    games: int = 0

    def add(self, won: bool) -> None:
        self.wins += won
        self.games += 1

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def to_json(self) -> dict[str, Any]:
        low, high = wilson(self.wins, self.games)
        return {"wins": self.wins, "games": self.games, "rate": round(self.rate, 4),
                "low": round(low, 4), "high": round(high, 4)}


@dataclass
class TournamentResult:
    a: str
    b: str
    players: int
    games: int
    seed: int
    baseline: str | None  # the level that plays A's side in the baseline games (None: none played)
    expansions: tuple[str, ...] = ()
    sides: dict[str, Tally] = field(default_factory=dict)  # A playing each side
    base_sides: dict[str, Tally] = field(default_factory=dict)  # the baseline level playing it, same seeds
    faults: dict[str, dict[str, Tally]] = field(default_factory=dict)  # row -> fault -> tally
    times: dict[str, list[float]] = field(default_factory=dict)  # level -> seconds (wall clock)
    cpu: dict[str, list[float]] = field(default_factory=dict)  # level -> CPU seconds
    turns: int = 0
    unfinished: int = 0
    seconds: float = 0.0
    kept: int = 0  # games read from the results file (not played in this run)

    def controllers(self) -> list[tuple[str, str]]:
        """(key, label) of each row of the fault table: A's seats and B's in A's games
        (every seat, when A is B), and A's side played by the baseline level."""
        rows = [("every", f"every seat {self.a}")] if self.a == self.b else [
            ("a", f"A: {self.a}"), ("b", f"B: {self.b}")]
        if self.baseline is not None:
            rows.append(("baseline", f"baseline: {self.baseline}"))
        return rows

    def to_json(self) -> dict[str, Any]:
        times = {}
        for level, values in self.times.items():
            ordered, cpu = sorted(values), sorted(self.cpu[level])
            times[level] = {"decisions": len(ordered), "p50_ms": round(1000 * percentile(ordered, 0.5), 4),
                            "p99_ms": round(1000 * percentile(ordered, 0.99), 4),
                            "cpu_p50_ms": round(1000 * percentile(cpu, 0.5), 4),
                            "cpu_p99_ms": round(1000 * percentile(cpu, 0.99), 4)}
        return {
            "bots": [self.a, self.b],
            "baseline": self.baseline,
            **({"expansions": list(self.expansions)} if self.expansions else {}),
            "players": self.players,
            "games": self.games,
            "seed": self.seed,
            "sides": {
                side: {"a": t.to_json(), **({"baseline": self.base_sides[side].to_json()} if self.baseline else {})}
                for side, t in self.sides.items()
            },
            "faults": {c: {f: t.to_json() for f, t in fs.items()} for c, fs in self.faults.items()},
            "decision_times": times,
            "mean_turns": round(self.turns / self.games, 2) if self.games else 0,
            "unfinished": self.unfinished,
            "seconds": round(self.seconds, 2),
            "games_from_results_file": self.kept,
        }


def tournament_specs(a: str, b: str, players: int, games: int, seed: int,
                     baseline: str | None, expansions: tuple[str, ...] = ()) -> list[GameSpec]:
    """The games of a tournament: game ``i`` on seed ``seed + i``, A on the side ``i``
    cycles to; with a ``baseline`` level, each followed by the same seed and side with
    that level in A's place."""
    sides = sides_for(players)
    specs = []
    for i in range(games):
        side = sides[i % len(sides)]
        specs.append(GameSpec(players, seed + i, a, b, side, expansions=expansions))
        if baseline is not None:
            specs.append(GameSpec(players, seed + i, baseline, b, side, baseline=True, expansions=expansions))
    return specs


def _count_faults(tallies: dict[str, Tally], faults: dict[str, dict[str, tuple[int, int]]],
                  whose: tuple[str, ...]) -> None:
    """Add one game's faults by the seats of ``whose`` ("a", "b" or both) to ``tallies``."""
    for fault, by in faults.items():
        if any(by[w][1] for w in whose):
            tallies[fault].add(any(by[w][0] for w in whose))


def tournament(a: str, b: str, players: int, games: int, seed: int = 0, jobs: int = 1,
               baseline: str | None = "", expansions: tuple[str, ...] = (),
               results: ResultsFile | None = None) -> TournamentResult:
    """``games`` games of A (one side) against B (every other seat). Each seed is also
    played with the level ``baseline`` in A's place (by default B, when A is not B;
    None: no baseline games); every game with the ``expansions`` named. With a
    ``results`` file, the games in it are counted from it, the others played and added."""
    if baseline == "":
        baseline = b if a != b else None
    for level in (a, b, baseline):
        if level is not None:
            make_bot(level, Rng(0))  # an unknown level fails here, not in a worker
    expansions = tuple(expansions)
    ruleset_for(players, expansions=expansions)  # an unknown expansion fails here
    result = TournamentResult(a, b, players, games, seed, baseline, expansions)
    sides = sides_for(players)
    result.sides = {s: Tally() for s in sides}
    result.base_sides = {s: Tally() for s in sides}
    result.faults = {c: {f: Tally() for f in FAULTS} for c, _ in result.controllers()}
    result.times = {level: [] for level in (a, b)}
    result.cpu = {level: [] for level in (a, b)}
    start = time.perf_counter()
    specs = tournament_specs(a, b, players, games, seed, baseline, expansions)
    if results is not None:
        result.kept = sum(1 for s in specs if results.get(s) is not None)
    for r in play_kept(specs, jobs, results):
        side = r.spec.side
        assert side is not None
        if r.winner is None:
            result.unfinished += 1
        if r.spec.baseline:
            result.base_sides[side].add(r.winner == side)
            _count_faults(result.faults["baseline"], r.faults, ("a",))
            continue
        result.sides[side].add(r.winner == side)
        result.turns += r.turns
        result.times[a].extend(r.times["a"])
        result.times[b].extend(r.times["b"])
        result.cpu[a].extend(r.cpu["a"])
        result.cpu[b].extend(r.cpu["b"])
        if a == b:
            _count_faults(result.faults["every"], r.faults, ("a", "b"))
        else:
            _count_faults(result.faults["a"], r.faults, ("a",))
            _count_faults(result.faults["b"], r.faults, ("b",))
    result.seconds = time.perf_counter() - start
    return result


# --- every seat one bot: ``bang balance`` ---------------------------------------------------


@dataclass
class BalanceRow:
    players: int
    games: int = 0
    wins: Counter[str] = field(default_factory=Counter)
    turns: int = 0
    unfinished: int = 0

    def to_json(self) -> dict[str, Any]:
        sides = {}
        for side in sides_for(self.players):
            low, high = wilson(self.wins[side], self.games)
            sides[side] = {"wins": self.wins[side], "rate": round(self.wins[side] / max(self.games, 1), 4),
                           "low": round(low, 4), "high": round(high, 4)}
        return {"players": self.players, "games": self.games, "sides": sides,
                "mean_turns": round(self.turns / self.games, 2) if self.games else 0,
                "unfinished": self.unfinished}


def balance(level: str, counts: Sequence[int], games: int, seed: int = 0, jobs: int = 1,
            expansions: tuple[str, ...] = (), results: ResultsFile | None = None) -> list[BalanceRow]:
    """``games`` games for each player count of ``counts``, every seat ``level`` (with
    the ``expansions`` named; with a ``results`` file as ``tournament``'s)."""
    make_bot(level, Rng(0))
    expansions = tuple(expansions)
    for n in counts:
        ruleset_for(n, expansions=expansions)
    specs = [GameSpec(n, seed + i, level, level, None, expansions=expansions) for n in counts for i in range(games)]
    rows = {n: BalanceRow(n) for n in counts}
    for r in play_kept(specs, jobs, results):
        row = rows[r.spec.players]
        row.games += 1
        row.turns += r.turns
        if r.winner is None:
            row.unfinished += 1
        else:
            row.wins[r.winner] += 1
    return [rows[n] for n in counts]
