"""The ``bang`` command: scenario, simulate, bench, serve, loadtest, schema, verify, tournament, balance."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from starlette.applications import Starlette

    from .server.app import ServerConfig
    from .server.limits import Limits
    from .server.mail import MailConfig
    from .tournament import ResultsFile


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

    if args.ruleset == "forum":
        return _simulate_forum(args)
    if args.players > 8:
        print("bang simulate: the base game is for 3 to 8 players", file=sys.stderr)
        return 2
    result = simulate(args.players, args.games, args.seed, args.variant, args.expansions)
    data = result.to_json()
    if args.json:
        json.dump(data, sys.stdout, indent=1)
        print()
        return 0
    variant = "".join(f", {name}" for name in (*args.expansions, args.variant) if name)
    print(f"{result.games} random games, {result.players} players{variant}, seed {args.seed}")
    sides = ("deputy", "outlaw", "renegade") if result.players == 3 else ("law", "outlaws", "renegade")
    for side in sides:
        wins = result.wins.get(side, 0)
        print(f"  {side:9} {wins:6} wins ({100 * wins / max(result.games, 1):.1f}%)")
    print(f"  mean turns   {data['mean_turns']:.1f}")
    print(f"  mean actions {data['mean_actions']:.1f}")
    print(f"  {data['games_per_second']} games/s, {data['actions_per_second']} actions/s")
    return 0


def _simulate_forum(args: argparse.Namespace) -> int:
    from .rulesets.forum.roles import ROLE_SPLIT
    from .rulesets.forum.simulate import simulate_forum

    if args.players not in ROLE_SPLIT or args.variant or args.expansions:
        print(f"bang simulate: the forum game is for {min(ROLE_SPLIT)} to {max(ROLE_SPLIT)} players, "
              "no variant, no expansion", file=sys.stderr)
        return 2
    result = simulate_forum(args.players, args.games, args.seed)
    data = result.to_json()
    if args.json:
        json.dump(data, sys.stdout, indent=1)
        print()
        return 0
    print(f"{result.games} random forum games (004), {result.players} players, seed {args.seed}")
    for side, count in sorted(result.results.items(), key=lambda kv: -kv[1]):
        print(f"  {side:10} {count:6} games ({100 * count / max(result.games, 1):.1f}%)")
    wins = ", ".join(f"{role} {n}" for role, n in sorted(result.role_wins.items()))
    print(f"  games won by role: {wins}")
    if any(r == "bad_lieutenant" for r in ROLE_SPLIT[args.players]):
        print(f"  Bad Lieutenant turned in {result.lieutenant_turned} games")
    print(f"  mean rounds {data['mean_rounds']}, longest {data['max_rounds']} (cap {result.round_cap})")
    print(f"  mean moves {data['mean_moves']}, {data['games_per_second']} games/s")
    return 0


def _cmd_bench(args: argparse.Namespace) -> int:
    from .simulate import bench

    data = bench(seconds=args.seconds, repeats=args.repeats, players=tuple(args.players), variant=args.variant,
                 expansions=args.expansions)
    if args.json:
        json.dump(data, sys.stdout, indent=1)
        print()
        return 0
    build = "compiled with mypyc" if data["compiled"] else "pure Python"
    variant = "".join(f", {name}" for name in (*args.expansions, args.variant) if name)
    print(f"bang bench ({build}{variant}): random complete games, one core, median of {args.repeats} "
          f"rounds of {args.seconds}s")
    rows = data["players"]
    assert isinstance(rows, dict)
    for n, row in rows.items():
        print(f"  {n} players: {row['games_per_second']:8.1f} games/s "
              f"{row['actions_per_second']:10.1f} actions/s  "
              f"({row['mean_actions']:.0f} actions, {row['mean_turns']:.0f} turns a game)")
    counts = ", ".join(str(n) for n in args.players)
    print(f"  median over {counts} players: {data['median_games_per_second']:.1f} games/s")
    print(f"  clone():       {data['clone_us']} us")
    print(f"  observation(): {data['observation_us']} us")
    return 0


def _cmd_serve(args: argparse.Namespace) -> int:
    from .server.app import create_app

    return serve(args, create_app)


def serve(args: argparse.Namespace, make_app: Callable[[ServerConfig], Starlette]) -> int:
    """``bang serve`` with ``args`` (``add_serve_arguments``' flags), serving the app that
    ``make_app`` builds from their config: ``create_app`` for ``bang serve``, the tests'
    own app for tests/hooked_app.py."""
    import logging

    import uvicorn

    from .server.app import ServerConfig
    from .server.datadir import default_db, private_folder
    from .server.slow_clients import guarded_protocol, open_files_cap
    from .server.store_api import describe, is_postgres
    from .server.table import Timing

    logging.basicConfig(level=args.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    postgres = bool(args.db) and is_postgres(args.db)
    db = Path(args.db) if args.db and not postgres else default_db()
    if not postgres:
        # 0700 if missing (the tables' file holds every seed); the user's data folder also if wider
        private_folder(db.parent, narrow=not args.db)
    if not args.db and Path("bang.db").is_file():
        print("bang serve: ./bang.db holds the tables of an older version: `--db bang.db` keeps them",
              file=sys.stderr)
    limits = _limits(args)
    mail = _mail(args)
    config = ServerConfig(db=args.db if postgres else str(db), web_dir=Path(args.web) if args.web else None,
                          timing=Timing(bot_delay=args.bot_delay, grace=args.grace), public_url=args.public_url,
                          listen_host=args.host, limits=limits, cluster=args.cluster, mail=mail)
    app = make_app(config)
    _print_welcome(args.host, args.port, args.public_url, describe(config.db))
    max_open = open_files_cap()  # connections of every kind, kept under the file limit
    if max_open and limits.connections > 0 and max_open < limits.connections:
        print(f"bang serve: the file limit allows {max_open} open connections, fewer than "
              f"--max-connections {limits.connections}: raise `ulimit -n`", file=sys.stderr)
    uvicorn.run(app, host=args.host, port=args.port, ws_max_size=65536, log_level=args.log_level,
                http=guarded_protocol(limits.request_seconds, max_open), timeout_keep_alive=5,
                access_log=args.log_level == "debug", proxy_headers=True,
                forwarded_allow_ips=args.forwarded_allow_ips,
                ws_ping_interval=limits.ws_ping_interval or None, ws_ping_timeout=limits.ws_ping_timeout or None)
    return 0


def add_serve_arguments(p: argparse.ArgumentParser) -> None:
    """``bang serve``'s flags (tests/hooked_app.py takes them too)."""
    p.add_argument("--host", default="127.0.0.1",
                   help="the address to listen on: 0.0.0.0 for the other machines of your network")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--public-url", type=_public_url, default=os.environ.get("BANG_PUBLIC_URL") or None,
                   help="the address friends open (https://bang.example.org behind a reverse proxy); "
                        "default: $BANG_PUBLIC_URL, else decided per browser (README)")
    p.add_argument("--forwarded-allow-ips", default=os.environ.get("FORWARDED_ALLOW_IPS", "127.0.0.1"),
                   help="the reverse proxies whose X-Forwarded-Proto/-For are believed "
                        "(comma-separated addresses or networks; default 127.0.0.1)")
    p.add_argument("--db", default=None,
                   help="the SQLite file of the tables (default: tables.db in the user's data folder), "
                        "or a postgresql://USER@HOST/DB URL: the tables in PostgreSQL")
    p.add_argument("--web", default=None, help="the built front end (default: web/dist)")
    p.add_argument("--bot-delay", type=float, default=0.6, help="seconds a bot waits before it plays")
    p.add_argument("--grace", type=float, default=15.0,
                   help="seconds before a bot plays for a disconnected player")
    p.add_argument("--log-level", default="info", choices=["debug", "info", "warning", "error"])
    p.add_argument("--smtp", default=os.environ.get("BANG_SMTP") or None,
                   help="smtp://[USER:PASSWORD@]HOST[:PORT][?starttls=1] or smtps://...: turn-based tables "
                        "mail a player they wait on who gave an address (default: $BANG_SMTP; none: no mail)")
    p.add_argument("--mail-from", default=os.environ.get("BANG_MAIL_FROM") or None,
                   help="the From address of those mails (default: $BANG_MAIL_FROM)")
    _add_limit_flags(p)
    p.add_argument("--cluster", action="store_true", default=os.environ.get("BANG_CLUSTER") == "1",
                   help="one of several processes sharing --db behind a proxy (docs/scaling.md): "
                        "each table is played by the one process that holds its lease")


def _mail(args: argparse.Namespace) -> MailConfig | None:
    """``--smtp`` and ``--mail-from`` checked (exits with the reason if wrong); None: no mail."""
    from .server.links import startup_links
    from .server.mail import MailConfig, Mailer

    if not args.smtp and not args.mail_from:
        return None
    if not args.smtp or not args.mail_from:
        sys.exit("bang serve: --smtp and --mail-from go together (docs/hosting.md, 'Mail')")
    config = MailConfig(args.smtp, args.mail_from, startup_links(args.public_url, args.host, args.port).origin)
    try:
        Mailer(config).close()
    except ValueError as e:
        sys.exit(f"bang serve: {e}")
    if args.public_url is None:
        print(f"bang serve: the mails' links start with {config.origin}: give --public-url if friends open "
              "another address", file=sys.stderr)
    return config


def _limits(args: argparse.Namespace) -> Limits:
    from .server.limits import Limits

    return Limits(tables_per_minute=args.tables_per_minute, forum_posts_per_minute=args.forum_posts_per_minute,
                  live_tables=args.max_live_tables,
                  connections=args.max_connections, connections_per_address=args.max_connections_per_address,
                  lobby_hours=args.lobby_hours, ws_ping_interval=args.ws_ping_interval,
                  ws_ping_timeout=args.ws_ping_timeout, request_seconds=args.request_timeout)


def _add_limit_flags(p: argparse.ArgumentParser) -> None:
    """``bang serve``'s limits for a public server (README, "Limits of a public server")."""
    from .server.limits import Limits

    d = Limits()
    g = p.add_argument_group("limits", "a public server's limits (0 turns a count off)")
    g.add_argument("--tables-per-minute", type=int, default=d.tables_per_minute,
                   help=f"tables one client address may create per minute, else 429 (default {d.tables_per_minute})")
    g.add_argument("--forum-posts-per-minute", type=int, default=d.forum_posts_per_minute,
                   help="requests one client address may post to forum games' links (moves, the master's "
                        f"actions) per minute, else 429 (default {d.forum_posts_per_minute})")
    g.add_argument("--max-live-tables", type=int, default=d.live_tables,
                   help=f"tables held in memory by this process, else 503 (default {d.live_tables})")
    g.add_argument("--max-connections", type=int, default=d.connections,
                   help=f"websockets open to this process (default {d.connections})")
    g.add_argument("--max-connections-per-address", type=int, default=d.connections_per_address,
                   help=f"websockets open from one client address (default {d.connections_per_address})")
    g.add_argument("--lobby-hours", type=float, default=d.lobby_hours,
                   help="a lobby is deleted once this many hours old with no seated person connected "
                        f"for as long (nobody sat down, or the last one left then; default {d.lobby_hours:g})")
    g.add_argument("--request-timeout", type=float, default=d.request_seconds,
                   help="seconds a client has to send a whole HTTP request (headers and body), from "
                        "its connection or the last answer, else 408 and closed (default "
                        f"{d.request_seconds:g}; 0: none)")
    g.add_argument("--ws-ping-interval", type=float, default=d.ws_ping_interval,
                   help=f"seconds between websocket pings (default {d.ws_ping_interval:g})")
    g.add_argument("--ws-ping-timeout", type=float, default=d.ws_ping_timeout,
                   help="seconds a socket has to answer a ping before it is dropped and its seat "
                        f"freed (default {d.ws_ping_timeout:g})")


def _print_welcome(host: str, port: int, public: str | None, db: str) -> None:
    """The address to open, and the one to send friends (or why there is none yet)."""
    from .server.links import EVERY_INTERFACE, startup_links

    links = startup_links(public, host, port)
    shown = f"[{host}]" if ":" in host else host
    print(f"bang serve: open http://{'127.0.0.1' if host in EVERY_INTERFACE else shown}:{port}/"
          f" on this machine (tables in {db})")
    if links.local_only:
        print("  Only this machine can open it. For friends on your network, start it with --host 0.0.0.0;"
              " for the internet, see 'Host a table for friends' in README.md.")
    else:
        for origin in [links.origin, *links.others]:
            print(f"  Friends open: {origin}/ (the page's table links start with it)")
    sys.stdout.flush()


def _public_url(text: str) -> str:
    from .server.links import public_url

    try:
        return public_url(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def _cmd_loadtest(args: argparse.Namespace) -> int:
    from .server.loadtest import loadtest

    return loadtest(tables=args.tables, players=args.players, seconds=args.seconds, think=args.think,
                    mode=args.mode, as_json=args.json, db=args.db, bot_level=args.bot_level, actions=args.actions)


def _cmd_schema(args: argparse.Namespace) -> int:
    from .server.protocol import json_schema

    json.dump(json_schema(), sys.stdout, indent=2)
    print()
    return 0


def _cmd_verify(args: argparse.Namespace) -> int:
    """A finished forum game's file: its seed against the first post's hash, every roll replayed."""
    from .rulesets.forum.proof import verify

    try:
        data = json.loads(Path(args.file).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as e:
        print(f"bang verify: {e}", file=sys.stderr)
        return 2
    if not isinstance(data, dict):
        print("bang verify: the file is not a forum game", file=sys.stderr)
        return 2
    problems, rolls = verify(data)
    for problem in problems:
        print(f"FAILED: {problem}")
    if problems:
        return 1
    if "dice" not in data:
        print(f"OK: the seed matches its published hash {data['seed_hash']}; "
              f"{rolls} dice replayed from the seed, none changed")
        return 0
    print(f"OK: the secret (seed:salt) matches its published hash {data['seed_hash']}; "
          f"{rolls} dice, each HMAC-SHA-256 of the secret and the players' parts, replayed from the moves")
    print("The players' parts (check yours is the one your page showed at your pick):")
    for player, part in zip(data["players"], data["parts"], strict=False):
        print(f"  {player.get('name')}: {part!r}")
    return 0


def _pct(tally_json: dict[str, object]) -> str:
    """``wins/games rate% [low, high]`` of a tally's JSON."""
    t = tally_json
    assert isinstance(t["rate"], float | int) and isinstance(t["low"], float | int) and isinstance(t["high"], float | int)
    return f"{t['wins']:>5}/{t['games']:<5} {100 * t['rate']:5.1f}% [{100 * t['low']:4.1f}, {100 * t['high']:4.1f}]"


def _cmd_tournament(args: argparse.Namespace) -> int:
    from .tournament import tournament

    try:
        results = _results_file(args.results)
    except (OSError, ValueError) as e:
        print(f"bang tournament: --results {args.results}: {e}", file=sys.stderr)
        return 2
    try:
        a, b = args.bots.split(",")
        result = tournament(a.strip(), b.strip(), args.players, args.games, args.seed, args.jobs,
                            baseline=None if args.no_baseline else args.baseline or "",
                            expansions=args.expansions, results=results)
    except ValueError as e:
        print(f"bang tournament: {e} (--bots A,B: two bot levels)", file=sys.stderr)
        return 2
    finally:
        if results is not None:
            results.close()
    data = result.to_json()
    if args.json:
        json.dump(data, sys.stdout, indent=1)
        print()
        return 0
    base = f" --baseline {result.baseline}" if result.baseline not in (None, result.b) else ""
    if result.expansions:
        base += f" --expansions {','.join(result.expansions)}"
    print(f"bang tournament --bots {result.a},{result.b}{base} --players {result.players} --games {result.games} "
          f"--seed {result.seed}: A = {result.a} plays one side, B = {result.b} every other seat "
          f"({result.seconds:.1f} s" + (f"; {result.kept} games read from {args.results}" if result.kept else "")
          + ")")
    head = f"  {'side':9} {'A plays it: wins, rate [95% interval]':38}"
    if result.baseline:
        head += f" {result.baseline + ' plays it, same seeds':38} A - base"
    print(head)
    for side, row in data["sides"].items():
        line = f"  {side:9} {_pct(row['a']):38}"
        if result.baseline:
            line += f" {_pct(row['baseline']):38} {100 * (row['a']['rate'] - row['baseline']['rate']):+5.1f}"
        print(line)
    print("  faults: games with it / games the bot plays that role")
    rows = result.controllers()
    print(f"  {'':24}" + "".join(f" {label:30}" for _, label in rows))
    for fault in data["faults"][rows[0][0]]:
        print(f"  {fault.replace('_', ' '):24}" + "".join(
            f" {_pct(data['faults'][key][fault]):30}" for key, _ in rows))
    for level, t in data["decision_times"].items():
        print(f"  decision time {level}: p50 {t['p50_ms']:.3f} ms, p99 {t['p99_ms']:.3f} ms wall clock; "
              f"CPU p50 {t['cpu_p50_ms']:.3f} ms, p99 {t['cpu_p99_ms']:.3f} ms ({t['decisions']} decisions)")
    print(f"  mean game length {data['mean_turns']} turns" +
          (f"; {result.unfinished} games unfinished (baseline included)" if result.unfinished else ""))
    return 0


def _results_file(path: str | None) -> ResultsFile | None:
    """The ``--results`` file, read (None: none asked); OSError or ValueError when it cannot be."""
    if path is None:
        return None
    from .tournament import ResultsFile

    return ResultsFile(Path(path))


def _expansions(text: str) -> tuple[str, ...]:
    """``dodge_city`` or ``a,b``: expansions by name (``bang.rulesets.registry.EXPANSIONS``)."""
    from .rulesets.registry import EXPANSIONS

    names = tuple(n.strip() for n in text.split(",") if n.strip())
    unknown = [n for n in names if n not in EXPANSIONS]
    if unknown or len(set(names)) != len(names):
        raise argparse.ArgumentTypeError(
            f"not expansions: {text!r} (each once, of: {', '.join(EXPANSIONS)})")
    for name in names:
        goes_with = EXPANSIONS[name].goes_with
        why = goes_with(names) if goes_with is not None else None
        if why is not None:
            raise argparse.ArgumentTypeError(f"{text!r}: {why}")
    return names


def _add_expansions_flag(p: argparse.ArgumentParser) -> None:
    p.add_argument("--expansions", type=_expansions, default=(), metavar="NAMES",
                   help="the expansions to play with, comma-separated (dodge_city, high_noon, "
                        "fistful_of_cards, wild_west_show)")


def _add_results_flag(p: argparse.ArgumentParser) -> None:
    p.add_argument("--results", default=None, metavar="FILE",
                   help="a file of game results (JSON lines): the games in it are counted, not played "
                        "again; each game played is appended (resume a run, grow it, merge machines' files)")


def _player_range(text: str) -> list[int]:
    """``3-8`` or ``5`` or ``4,6``: player counts."""
    counts: list[int] = []
    try:
        for part in text.split(","):
            low, _, high = part.partition("-")
            counts.extend(range(int(low), int(high or low) + 1))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not player counts: {text!r} (e.g. 3-8, 5 or 4,6)") from None
    return counts


def _cmd_balance(args: argparse.Namespace) -> int:
    from .balance import markdown
    from .bots import BOT_LEVELS
    from .tournament import balance, player_counts

    level = args.bots or ("sharp" if "sharp" in BOT_LEVELS else list(BOT_LEVELS)[-1])  # weakest first
    bad = [n for n in args.players if n not in player_counts()]
    if bad or level not in BOT_LEVELS:
        print(f"bang balance: the engine plays {', '.join(map(str, player_counts()))} players; "
              f"the bot levels: {', '.join(BOT_LEVELS)}", file=sys.stderr)
        return 2
    try:
        results = _results_file(args.results)
    except (OSError, ValueError) as e:
        print(f"bang balance: --results {args.results}: {e}", file=sys.stderr)
        return 2
    try:
        rows = balance(level, args.players, args.games, args.seed, args.jobs, expansions=args.expansions,
                       results=results)
    finally:
        if results is not None:
            results.close()
    data = [r.to_json() for r in rows]
    if args.plot:
        from .balance import plot

        plot(data, level, Path(args.plot))  # rows as JSON: a table can be drawn again from --json
    if args.json:
        extra = {"expansions": list(args.expansions)} if args.expansions else {}
        json.dump({"bots": level, "seed": args.seed, **extra, "rows": data}, sys.stdout, indent=1)
        print()
        return 0
    print(markdown(data, level, args.seed, args.expansions))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bang", description="BANG! the card game")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("scenario", help="play a rules scenario and print the table as JSON")
    p.add_argument("file")
    p.set_defaults(func=_cmd_scenario)
    p = sub.add_parser("simulate", help="random-legal-move bots play many games")
    p.add_argument("--ruleset", choices=["base", "forum"], default="base",
                   help="forum: 004's game by posts (4-10 players)")
    p.add_argument("--players", type=int, default=5, choices=range(3, 11))
    p.add_argument("--variant", choices=["simplified"], default=None,
                   help="simplified: the first game, without the cards with the book symbol")
    _add_expansions_flag(p)
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cmd_simulate)
    p = sub.add_parser("bench", help="the engine's benchmark (prints figures)")
    p.add_argument("--seconds", type=float, default=1.0, help="length of one timed round")
    p.add_argument("--repeats", type=int, default=5, help="rounds per figure (median)")
    p.add_argument("--players", type=int, nargs="+", default=[4, 5, 6, 7], choices=range(3, 9),
                   help="the player counts to time (default 4 5 6 7: the figure compared across versions)")
    p.add_argument("--variant", choices=["simplified"], default=None)
    _add_expansions_flag(p)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cmd_bench)
    p = sub.add_parser("serve", help="the online table: web server, websockets, front end")
    add_serve_arguments(p)
    p.set_defaults(func=_cmd_serve)
    p = sub.add_parser("loadtest", help="a benchmark: many tables of websocket bots against a local server")
    p.add_argument("--tables", type=int, default=100)
    p.add_argument("--players", type=int, default=5, choices=range(4, 8))
    p.add_argument("--seconds", type=float, default=20.0, help="how long to measure")
    p.add_argument("--think", type=float, default=0.0, help="seconds a client waits before it acts")
    p.add_argument("--mode", choices=["clients", "bots", "turn-based"], default="clients",
                   help="clients: every seat a websocket client; bots: the server's bots play every seat; "
                        "turn-based: --tables turn-based tables waiting for their person, then --actions of them "
                        "come back and act (memory per waiting table, latencies)")
    p.add_argument("--actions", type=int, default=200, help="with --mode turn-based: the people who come back")
    p.add_argument("--bot-level", default=None, choices=["random", "basic", "sharp", "search"],
                   help="with --mode bots: the level of the server's bots (default: the server's, sharp)")
    p.add_argument("--db", default=None,
                   help="a postgresql:// URL: the server on PostgreSQL, in a fresh schema of that database "
                        "(dropped at the end); or a SQLite file; default: a temporary SQLite file")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cmd_loadtest)
    p = sub.add_parser("verify", help="check a finished forum game: its seed's hash and every roll")
    p.add_argument("file", help="the game file the server published at the end (GAME.json)")
    p.set_defaults(func=_cmd_verify)
    p = sub.add_parser("schema", help="print the JSON Schema of the table protocol")
    p.set_defaults(func=_cmd_schema)
    p = sub.add_parser("tournament", help="bot against bot: one side played by A, every other seat by B")
    p.add_argument("--bots", default="basic,random", help="A,B: two bot levels (bang.bots.BOT_LEVELS)")
    p.add_argument("--players", type=int, default=5, choices=range(3, 9))
    p.add_argument("--games", type=int, default=300, help="games A plays (each side in turn)")
    p.add_argument("--seed", type=int, default=0, help="game i is played on seed SEED + i")
    p.add_argument("--jobs", type=int, default=1, help="processes")
    p.add_argument("--baseline", default=None,
                   help="the level that plays A's side on the same seeds, for comparison (default: B)")
    p.add_argument("--no-baseline", action="store_true", help="no baseline games (half the time)")
    _add_expansions_flag(p)
    _add_results_flag(p)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cmd_tournament)
    p = sub.add_parser("balance", help="every seat one bot: each side's win rate for each player count")
    p.add_argument("--games", type=int, default=1000, help="games a player count")
    p.add_argument("--players", type=_player_range, default=[3, 4, 5, 6, 7, 8], help="e.g. 3-8 (default), 5, 4,6")
    p.add_argument("--bots", default=None, help="the bot level of every seat (default: sharp, else the strongest)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--jobs", type=int, default=1, help="processes")
    p.add_argument("--plot", default=None, help="draw the table into this PNG (needs the 'plot' extra)")
    _add_expansions_flag(p)
    _add_results_flag(p)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=_cmd_balance)
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except BrokenPipeError:
        # The reader went away (`bang schema | head`): end quietly, like `cat` does.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # nothing more reaches the closed pipe at exit
        return 141  # 128 + SIGPIPE


if __name__ == "__main__":
    sys.exit(main())
