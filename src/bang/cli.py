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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bang", description="BANG! the card game")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("scenario", help="play a rules scenario and print the table as JSON")
    p.add_argument("file")
    p.set_defaults(func=_cmd_scenario)
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
