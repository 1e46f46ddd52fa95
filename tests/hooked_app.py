"""The tests' server: ``bang serve`` plus what a test needs and a served app never has.

    python tests/hooked_app.py [bang serve's flags] [--clock-scale X]

- ``POST /api/test/tables`` ``{settings, seed}``: a table dealt from a known seed (the
  browser tests' positions);
- ``POST /api/test/tables/ID/fail-next-apply``: the next move the table applies raises, as
  a bug in the rules would, and the table pauses (tests/server/test_faults.py);
- ``POST /api/test/forum`` ``{players, deadline_seconds, language, seed, salt}``: a forum
  game of a known seed and salt (the golden posts);
- ``--clock-scale X``: real seconds per second of the turn clocks (0.1: a 10-second clock
  runs out in one second).

Everything else is ``bang serve``'s own (``bang.cli.serve``: its flags, its uvicorn, its
limits). The app ``bang serve`` serves has none of the above:
tests/server/test_served_app.py checks so.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys

import msgspec
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from bang.actions import Action
from bang.cli import add_serve_arguments, serve
from bang.events import Event
from bang.server import protocol as p
from bang.server.app import MAX_BODY, ServerConfig, create_app
from bang.server.bodies import capped_body
from bang.server.forum.checks import Refused
from bang.server.forum.routes import ForumGames
from bang.server.table import Table
from bang.server.tables import Tables

INJECTED_FAULT = "injected fault (test hook)"  # the error of a failed apply, in the server's log


class SeededTable(msgspec.Struct, forbid_unknown_fields=True):
    """The body of ``POST /api/test/tables``: the table's settings and its deal's seed."""

    settings: p.Settings
    seed: int


def fail_next_apply(table: Table) -> None:
    """The next move ``table`` applies raises instead, before its game changes; the game's
    own ``apply`` is back after it."""
    game = table.game
    if game is None:
        raise ValueError("the table's game has not begun")

    def failing(action: Action) -> list[Event]:
        del game.apply  # the class's apply again
        raise RuntimeError(INJECTED_FAULT)

    game.apply = failing  # type: ignore[method-assign]


def hooked_routes(tables: Tables, forum_games: ForumGames) -> list[BaseRoute]:
    """The test routes of the module's docstring, over the app's tables and forum games."""

    def error(code: p.ErrorCode, message: str, status: int) -> Response:
        return Response(p.encode(p.ErrorMessage(code, message)), status, media_type="application/json")

    async def create_seeded_table(request: Request) -> Response:
        body = await capped_body(request, MAX_BODY)
        try:
            seeded = msgspec.json.decode(body or b"", type=SeededTable)
            created = tables.create(seeded.settings, seeded.seed)
        except (msgspec.ValidationError, msgspec.DecodeError, ValueError) as e:
            return error("malformed", str(e), 400)
        return Response(p.encode(created), 201, media_type="application/json")

    async def fail_next_apply_of(request: Request) -> Response:
        table = tables.get(request.path_params["id"])
        if table is None:
            return error("not_found", "no such table", 404)
        try:
            fail_next_apply(table)
        except ValueError as e:
            return error("not_started", str(e), 409)
        return JSONResponse({"ok": True})

    async def create_seeded_forum(request: Request) -> Response:
        body = await request.json()
        seed, salt = body.pop("seed"), body.pop("salt", None)
        try:
            created = forum_games.create(body, int(seed), None if salt is None else str(salt))
        except Refused as refused:
            return JSONResponse(refused.body(), 400)
        return JSONResponse(created, 201)

    return [
        Route("/api/test/tables", create_seeded_table, methods=["POST"]),
        Route("/api/test/tables/{id}/fail-next-apply", fail_next_apply_of, methods=["POST"]),
        Route("/api/test/forum", create_seeded_forum, methods=["POST"]),
    ]


def hooked_app(config: ServerConfig, clock_scale: float = 1.0) -> Starlette:
    """``create_app(config)`` with the test routes, its turn clocks ``clock_scale`` times as long."""
    timing = dataclasses.replace(config.timing, clock_scale=clock_scale)
    return create_app(dataclasses.replace(config, timing=timing), hooked_routes)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tests/hooked_app.py",
                                     description="the tests' server: bang serve plus the test routes")
    add_serve_arguments(parser)
    parser.add_argument("--clock-scale", type=float, default=1.0,
                        help="real seconds per second of the turn clocks (default 1)")
    args = parser.parse_args(argv)
    return serve(args, lambda config: hooked_app(config, args.clock_scale))


if __name__ == "__main__":
    sys.exit(main())
