"""``bang tournament`` and ``bang balance``: their statistics on cases with a known answer."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from bang.actions import Action, ActionType
from bang.bots import BOT_LEVELS, Bot, Seen
from bang.box import Role
from bang.cli import main
from bang.events import Event, EventType
from bang.rules import GameOptions
from bang.state import Rng
from bang.tournament import (
    MAX_GAME_ACTIONS,
    GameSpec,
    ResultsFile,
    TournamentResult,
    balance,
    faults_in,
    percentile,
    play_spec,
    side_of,
    sides_for,
    tournament,
    tournament_specs,
    wilson,
)

# Newcombe (1998), "Two-sided confidence intervals for the single proportion", method 3 (Wilson)
NEWCOMBE = [((81, 263), (0.2553, 0.3662)), ((15, 148), (0.0624, 0.1605)), ((0, 20), (0.0, 0.1611)),
            ((1, 29), (0.0061, 0.1718))]


@pytest.mark.parametrize(("counts", "interval"), NEWCOMBE)
def test_wilson_interval_matches_published_values(counts: tuple[int, int], interval: tuple[float, float]) -> None:
    low, high = wilson(*counts)
    assert (round(low, 4), round(high, 4)) == interval


def test_wilson_interval_edges() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(5, 10)
    assert abs(low + high - 1) < 1e-12  # symmetric around one half
    assert wilson(10, 10)[1] == 1.0 and wilson(0, 10)[0] == 0.0


def test_percentile_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 0.5) == 50.0
    assert percentile(values, 0.99) == 99.0
    assert percentile(values, 1.0) == 100.0
    assert percentile([], 0.5) == 0.0


def test_sides() -> None:
    assert sides_for(3) == ("deputy", "outlaw", "renegade")
    assert sides_for(7) == ("law", "outlaws", "renegade")
    assert side_of(Role.DEPUTY, 5) == "law" and side_of(Role.SHERIFF, 8) == "law"
    assert side_of(Role.DEPUTY, 3) == "deputy" and side_of(Role.OUTLAW, 4) == "outlaws"


def test_faults_read_from_a_log() -> None:
    roles = [Role.SHERIFF, Role.DEPUTY, Role.OUTLAW, Role.RENEGADE, Role.DEPUTY]
    d, e = EventType.DAMAGED, EventType.ELIMINATED
    log = [
        Event(d, 0, 2, amount=1),  # an Outlaw hurts the Sheriff: no fault
        Event(d, 0, 1, amount=1),  # Deputy 1 hurts the Sheriff
        Event(d, 0, None, amount=3),  # Dynamite: nobody's fault
        Event(e, 4, 0, detail="deputy"),  # the Sheriff eliminates Deputy 4
        Event(e, 0, 3, detail="sheriff"),  # the Renegade eliminates the Sheriff, Outlaw 2 alive
    ]
    assert faults_in(log, roles) == {
        "deputy_hurt_sheriff": {1}, "sheriff_killed_deputy": {0}, "renegade_killed_sheriff": {3},
    }
    late = [Event(e, 2, 1, detail="outlaw"), Event(e, 0, 3, detail="sheriff")]  # no Outlaw left
    assert faults_in(late, roles)["renegade_killed_sheriff"] == set()


def test_a_ghost_out_twice_is_one_outlaw_out() -> None:
    """An Outlaw back as a ghost (The Valley of Shadows) and out again is out once: with both
    Outlaws out, a Renegade who eliminates the Sheriff commits no fault; while the ghost plays,
    he does (the Outlaws' side is still in the game)."""
    roles = [Role.SHERIFF, Role.OUTLAW, Role.OUTLAW, Role.RENEGADE]
    e, back = EventType.ELIMINATED, EventType.RETURNED
    both_out = [Event(e, 1, 0), Event(back, 1, detail="ghost"), Event(e, 1, None), Event(e, 2, 0),
                Event(e, 0, 3)]
    assert faults_in(both_out, roles)["renegade_killed_sheriff"] == set()
    ghost_plays = [Event(e, 2, 0), Event(e, 1, 0), Event(back, 1, detail="ghost"), Event(e, 0, 3)]
    assert faults_in(ghost_plays, roles)["renegade_killed_sheriff"] == {3}


def test_each_game_gives_a_side_to_a_in_turn_and_a_baseline_on_its_seed() -> None:
    specs = tournament_specs("sharp", "random", 5, 4, 10, baseline="basic")
    assert [(s.seed, s.side, s.a, s.baseline) for s in specs] == [
        (10, "law", "sharp", False), (10, "law", "basic", True), (11, "outlaws", "sharp", False),
        (11, "outlaws", "basic", True), (12, "renegade", "sharp", False), (12, "renegade", "basic", True),
        (13, "law", "sharp", False), (13, "law", "basic", True)]
    assert all(s.b == "random" for s in specs)


def test_a_plays_exactly_the_seats_of_its_side() -> None:
    from bang.rules import Game

    spec = tournament_specs("basic", "random", 6, 1, 3, baseline=None)[0]
    result = play_spec(spec)
    game = Game.new(players=6, seed=3)
    law = sum(1 for p in game.players if p.role in (Role.SHERIFF, Role.DEPUTY))
    assert result.spec.side == "law" and law == 2
    assert result.faults["sheriff_killed_deputy"]["a"][1] == 1  # A plays the Sheriff
    assert result.faults["renegade_killed_sheriff"]["a"][1] == 0  # and not the Renegade


def test_a_against_itself_equals_its_baseline() -> None:
    """A known answer: when A and B are the same level, every game and its baseline
    are the same game, so each side's rate equals the baseline's exactly."""
    result = tournament("basic", "basic", 5, 30, seed=7, baseline="basic")
    data = result.to_json()
    for side in sides_for(5):
        assert data["sides"][side]["a"] == data["sides"][side]["baseline"]
        assert data["sides"][side]["a"]["games"] == 10
    assert result.unfinished == 0
    assert [label for _, label in result.controllers()] == ["every seat basic", "baseline: basic"]


def test_the_baseline_is_the_same_games_with_its_level_in_a_place() -> None:
    """A known answer: the baseline of (random against basic, baseline basic) is the
    tournament of basic against basic on the same seeds."""
    mixed = tournament("random", "basic", 4, 9, seed=4, baseline="basic")
    plain = tournament("basic", "basic", 4, 9, seed=4, baseline=None)
    assert mixed.base_sides == plain.sides
    assert mixed.faults["baseline"]["renegade_killed_sheriff"].games == 3  # the Renegade's games


def _passer(rng: Rng) -> Bot:
    """A bot that never does anything it may decline: takes every hit, ends every turn at once."""

    def choose(seen: Seen) -> Action:
        for kind in (ActionType.PASS, ActionType.END):
            for action in seen.legal:
                if action.type is kind:
                    return action
        return seen.legal[0]

    return choose


def test_a_side_that_never_plays_loses_to_one_that_does(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Outlaws played by a bot that never shoots nor dodges cannot kill the Sheriff
    unless their foes hurt him: against `basic`, they win far less than `basic`'s own
    Outlaws on the same deals."""
    monkeypatch.setitem(BOT_LEVELS, "passer", _passer)
    result = tournament("passer", "basic", 4, 60, seed=1)
    outlaws = result.sides["outlaws"]
    assert outlaws.games == 20
    assert outlaws.wins < result.base_sides["outlaws"].wins
    assert outlaws.rate <= 0.2
    assert "passer" in result.times and len(result.times["passer"]) > 0


class _CopyWatcher:
    """A bot that asks for its public copy of the game and records whether it got one."""

    wants_public_game = True
    given: list[bool] = []

    def __init__(self, rng: Rng) -> None:
        self.rng = rng

    def __call__(self, seen: Seen) -> Action:
        if seen.observation.pending_kind != "character":
            _CopyWatcher.given.append(seen.public_game is not None)
        return seen.legal[0]


def test_a_searching_bot_is_handed_its_public_copy_in_a_tournament(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tournament times every decision through a wrapper; the wrapper must still ask
    for the public copy a searching bot plays out (without it, `search` quietly played
    as `sharp`)."""
    monkeypatch.setitem(BOT_LEVELS, "watcher", _CopyWatcher)
    monkeypatch.setattr(_CopyWatcher, "given", [])
    tournament("watcher", "basic", 4, 3, seed=2, baseline=None)
    assert _CopyWatcher.given and all(_CopyWatcher.given)


def test_a_game_nobody_can_end_is_counted_unfinished_at_the_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every seat a passer: nobody is ever hurt, so the game stops at MAX_GAME_ACTIONS
    and counts as unfinished (it used to run to 100,000 actions)."""
    monkeypatch.setitem(BOT_LEVELS, "passer", _passer)
    result = play_spec(GameSpec(4, 3, "passer", "passer", None))
    assert result.winner is None
    assert result.turns > 0 and sum(len(t) for t in result.times.values()) == MAX_GAME_ACTIONS
    assert tournament("passer", "passer", 4, 2, seed=3).unfinished == 2


def test_results_do_not_depend_on_the_number_of_processes() -> None:
    one = tournament("basic", "random", 4, 12, seed=5, jobs=1).to_json()
    two = tournament("basic", "random", 4, 12, seed=5, jobs=2).to_json()
    for data in (one, two):
        del data["decision_times"], data["seconds"]
    assert one == two


def test_balance_counts_the_baseline_games() -> None:
    rows = balance("random", [3, 5], 9, seed=2)
    assert [r.players for r in rows] == [3, 5]
    for row in rows:
        assert row.games == 9 and sum(row.wins.values()) == 9 - row.unfinished
        assert set(row.wins) <= set(sides_for(row.players))
    # the same games as a tournament's baseline on those seeds
    winners = [play_spec(GameSpec(5, 2 + i, "basic", "random", None)).winner for i in range(9)]
    assert Counter(winners) == rows[1].wins
    t = tournament("basic", "random", 5, 9, seed=2)
    for k, side in enumerate(sides_for(5)):
        assert t.base_sides[side].wins == sum(1 for w in winners[k::3] if w == side)


def test_cli_tournament_json_and_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--bots", "basic,random", "--players", "4", "--games", "6", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["bots"] == ["basic", "random"] and set(data["sides"]) == {"law", "outlaws", "renegade"}
    assert set(data["decision_times"]) == {"basic", "random"}
    assert main(["tournament", "--bots", "basic,random", "--players", "3", "--games", "3"]) == 0
    out = capsys.readouterr().out
    assert "deputy" in out and "p99" in out
    assert main(["tournament", "--bots", "basic,nobody", "--games", "3"]) == 2
    assert "no bot level 'nobody'" in capsys.readouterr().err
    assert main(["tournament", "--bots", "random,random", "--baseline", "basic", "--players", "4",
                 "--games", "3"]) == 0
    assert "basic plays it, same seeds" in capsys.readouterr().out


def test_cli_balance_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["balance", "--games", "3", "--players", "4-5", "--bots", "random"]) == 0
    out = capsys.readouterr().out
    assert "| 4 | 3 |" in out and "| 5 | 3 |" in out
    assert main(["balance", "--games", "3", "--players", "2"]) == 2


def test_cli_balance_plot_is_a_png(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    png = tmp_path / "balance.png"
    assert main(["balance", "--games", "4", "--players", "3-4", "--bots", "random", "--plot", str(png),
                 "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [row["players"] for row in data["rows"]] == [3, 4]
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 10_000


# --- Dodge City -------------------------------------------------------------------------------


def test_a_tournament_with_dodge_city_plays_every_game_with_it() -> None:
    specs = tournament_specs("sharp", "basic", 5, 3, 10, baseline="basic", expansions=("dodge_city",))
    assert all(s.expansions == ("dodge_city",) for s in specs)
    result = tournament("sharp", "basic", 5, 6, seed=3, expansions=("dodge_city",))
    data = result.to_json()
    assert data["expansions"] == ["dodge_city"] and result.unfinished == 0
    assert sum(t.games for t in result.sides.values()) == 6
    assert "expansions" not in tournament("basic", "basic", 5, 1, seed=3).to_json()  # the base game's JSON as before
    with pytest.raises(ValueError, match="no expansion"):
        tournament("basic", "basic", 5, 1, expansions=("armed_and_dangerous_not_yet",))


def test_a_dodge_city_game_deals_dodge_city_cards_and_characters(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: set[str] = set()

    class Watcher:
        def __init__(self, rng: Rng) -> None:
            self.inner = BOT_LEVELS["basic"](rng)

        def __call__(self, s: Seen) -> Action:
            obs = s.observation
            seen.update(p.character or "" for p in obs.players)
            seen.update(f"card {c}" for c in obs.hand if c >= 80)
            return self.inner(s)

    monkeypatch.setitem(BOT_LEVELS, "watcher", Watcher)
    for seed in range(4):
        play_spec(GameSpec(6, seed, "watcher", "watcher", None, expansions=("dodge_city",)))
    assert any(name.startswith("card ") for name in seen)
    from bang.rulesets.dodge_city.characters import CHARACTER_INFO

    assert {c.value for c in CHARACTER_INFO} & seen


def test_balance_with_dodge_city() -> None:
    rows = balance("basic", [4], 4, seed=1, expansions=("dodge_city",))
    assert rows[0].games == 4 and sum(rows[0].wins.values()) == 4 - rows[0].unfinished


def test_cli_tournament_simulate_and_bench_take_expansions(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--bots", "sharp,basic", "--players", "4", "--games", "3", "--expansions",
                 "dodge_city", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["expansions"] == ["dodge_city"]
    assert main(["tournament", "--bots", "sharp,basic", "--players", "4", "--games", "3", "--expansions",
                 "dodge_city"]) == 0
    assert "--expansions dodge_city" in capsys.readouterr().out
    assert main(["simulate", "--players", "6", "--games", "20", "--expansions", "dodge_city", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 20 and sum(data["wins"].values()) == 20
    assert main(["simulate", "--players", "6", "--games", "5", "--expansions", "dodge_city"]) == 0
    assert "dodge_city" in capsys.readouterr().out
    assert main(["bench", "--seconds", "0.05", "--repeats", "1", "--players", "4", "--expansions",
                 "dodge_city", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["expansions"] == ["dodge_city"]
    with pytest.raises(SystemExit):
        main(["simulate", "--expansions", "no_such_box"])
    assert "not expansions" in capsys.readouterr().err
    assert main(["simulate", "--ruleset", "forum", "--players", "5", "--expansions", "dodge_city"]) == 2


def test_simulate_with_dodge_city_plays_its_cards() -> None:
    from bang.simulate import play_random_game, simulate

    result = simulate(5, 10, 3, expansions=("dodge_city",))
    assert result.games == 10 and sum(result.wins.values()) == 10
    game = play_random_game(5, 3, GameOptions(expansions=("dodge_city",)))
    assert game.ruleset.expansions == ("dodge_city",)
    assert any(a.card is not None and a.card >= 80 for a in game.history)  # Dodge City's cards are 80-119


# --- a results file: resume, grow, merge --------------------------------------------------------

_RUN_ONLY = ("decision_times", "seconds", "games_from_results_file")  # of the games played in this run


def _totals(result: TournamentResult) -> dict[str, object]:
    data = result.to_json()
    return {k: v for k, v in data.items() if k not in _RUN_ONLY}


def test_a_tournament_resumed_from_its_results_file_totals_the_same_as_one_run(tmp_path: Path) -> None:
    one_run = tournament("basic", "random", 5, 12, seed=70)
    path = tmp_path / "results.jsonl"
    first = ResultsFile(path)
    tournament("basic", "random", 5, 5, seed=70, results=first)  # stopped after 5 games...
    first.close()
    lines = path.read_text().splitlines()
    assert len(lines) == 10  # each game and its baseline game
    path.write_text("\n".join(lines[:7]) + "\n" + lines[7][:20])  # ...and killed while writing one
    again = ResultsFile(path)
    resumed = tournament("basic", "random", 5, 12, seed=70, results=again)
    again.close()
    assert resumed.kept == 7
    assert _totals(resumed) == _totals(one_run)
    # every game is in the file once more; a third run plays nothing and counts the same
    final = ResultsFile(path)
    assert len(final.kept) == 24
    counted = tournament("basic", "random", 5, 12, seed=70, results=final)
    final.close()
    assert counted.kept == 24 and not counted.times["basic"] and _totals(counted) == _totals(one_run)


def test_results_files_of_two_machines_concatenated_count_as_one_run(tmp_path: Path) -> None:
    one_run = balance("random", [4, 5], 8, seed=3)
    halves = []
    for start in (3, 7):  # one machine plays seeds 3-6, another 7-10
        path = tmp_path / f"machine{start}.jsonl"
        results = ResultsFile(path)
        balance("random", [4, 5], 4, seed=start, results=results)
        results.close()
        halves.append(path.read_text())
    merged = tmp_path / "merged.jsonl"
    merged.write_text("".join(halves))
    results = ResultsFile(merged)
    rows = balance("random", [4, 5], 8, seed=3, results=results)
    results.close()
    assert merged.read_text() == "".join(halves)  # nothing left to play: nothing written
    assert [r.to_json() for r in rows] == [r.to_json() for r in one_run]


def test_cli_results_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "r.jsonl"
    args = ["tournament", "--bots", "basic,random", "--players", "4", "--games", "4", "--results", str(path)]
    assert main([*args, "--json"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    assert f"8 games read from {path}" in capsys.readouterr().out
    assert main(["balance", "--games", "3", "--players", "4", "--bots", "random", "--results", str(path)]) == 0
    assert len(path.read_text().splitlines()) == 8 + 3
    assert first["games_from_results_file"] == 0
    path.write_text("not json\n" + path.read_text())  # a line that is no result, not the last: refused
    assert main(args) == 2
    assert "r.jsonl:1: not a game result" in capsys.readouterr().err
