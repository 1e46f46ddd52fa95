"""The ``bang`` command: scenario, simulate, bench."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def _cmd_scenario(args: argparse.Namespace) -> int:
    from .errors import BangError
    from .scenario import run_scenario

    try:
        scenario = json.loads(Path(args.file).read_text(encoding="utf-8"))
        out = run_scenario(scenario)
    except (OSError, json.JSONDecodeError, BangError) as e:
        print(f"bang scenario: {e}", file=sys.stderr)
        return 2
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1)
    print()
    return 0


def _cmd_simulate(args: argparse.Namespace) -> int:
    from .simulate import simulate

    result = simulate(args.players, args.games, args.seed)
    data = result.to_json()
    if args.json:
        json.dump(data, sys.stdout, indent=1)
        print()
        return 0
    print(f"{result.games} random games, {result.players} players, seed {args.seed}")
    for side in ("law", "outlaws", "renegade"):
        wins = result.wins.get(side, 0)
        print(f"  {side:9} {wins:6} wins ({100 * wins / max(result.games, 1):.1f}%)")
    print(f"  mean turns   {data['mean_turns']:.1f}")
    print(f"  mean actions {data['mean_actions']:.1f}")
    print(f"  {data['games_per_second']} games/s, {data['actions_per_second']} actions/s")
    return 0


def _cmd_bench(args: argparse.Namespace) -> int:
    from .simulate import bench

    data = bench(seconds=args.seconds, repeats=args.repeats)
    if args.json:
        json.dump(data, sys.stdout, indent=1)
        print()
        return 0
    print(f"bang bench: random complete games, one core, median of {args.repeats} rounds "
          f"of {args.seconds}s")
    rows = data["players"]
    assert isinstance(rows, dict)
    for n, row in rows.items():
        print(f"  {n} players: {row['games_per_second']:8.1f} games/s "
              f"{row['actions_per_second']:10.1f} actions/s  "
              f"({row['mean_actions']:.0f} actions, {row['mean_turns']:.0f} turns a game)")
    print(f"  median over 4-7 players: {data['median_games_per_second']:.1f} games/s")
    print(f"  clone():       {data['clone_us']} us")
    print(f"  observation(): {data['observation_us']} us")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bang", description="BANG! the card game")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("scenario", help="play a rules scenario and print the table as JSON")
    p.add_argument("file")
    p.set_defaults(func=_cmd_scenario)
    p = sub.add_parser("simulate", help="random-legal-move bots play many games")
    p.add_argument("--players", type=int, default=5, choices=range(4, 8))
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cmd_simulate)
    p = sub.add_parser("bench", help="the engine's benchmark (prints figures)")
    p.add_argument("--seconds", type=float, default=1.0, help="length of one timed round")
    p.add_argument("--repeats", type=int, default=5, help="rounds per figure (median)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cmd_bench)
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
