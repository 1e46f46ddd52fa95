"""The forum game's HTTP routes and websocket (docs/protocol.md, "Forum games").

    POST /api/forum                              make a game: names, deadline, language
    GET  /api/forum/{id}/master/{token}          the master's console (everything)
    POST /api/forum/{id}/master/{token}/resolve  the deadline's sums now
    POST /api/forum/{id}/master/{token}/override {kind, player, value, card, reason}
    POST /api/forum/{id}/master/{token}/publish  the round's posts published
    GET  /api/forum/{id}/master/{token}/game.json  the finished game's file for ``bang verify``
    GET  /api/forum/{id}/player/{token}          a player's page (that player's view only)
    GET  /api/forum/{id}/player/{token}/game.json  the same file, from a player's link
    POST /api/forum/{id}/player/{token}/pick     {character}
    POST /api/forum/{id}/player/{token}/move     {kind, card, target, ...}
    POST /api/forum/{id}/player/{token}/undo     {index, move}: take back a move of this round
    WS   /ws/forum/{id}/{token}                  the same view, sent again at each change

A token is the secret of one link; the server keeps its sha256 only (``link_tokens``:
made, hashed and checked as the tables' seat and host tokens are). A body is read
up to ``MAX_BODY`` bytes and ``bodies.MAX_DEPTH`` levels of JSON (413, 400 beyond);
every refusal names its ``code`` and ``params`` (the page words it) and its English
``message``. In a cluster (``shared``) each request first reads the game again if
another process has written to it; a write that another process made first is tried
once more on the game as it now is, then refused (409 ``conflict``), never a 500.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Callable

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from ...rulesets.forum.dice import FAIR
from ...rulesets.forum.game import RULES
from ...rulesets.forum.proof import new_salt, new_seed
from ..bodies import BodyRefused, json_body
from ..link_tokens import ID_SHAPE, new_id, new_token, token_hash
from ..store import Store
from ..store_api import TableStore
from . import checks
from .checks import Refused
from .store import JSON, ForumRecord, ForumStore, LogConflict, SqliteForumStore
from .table import CHOOSING, ForumTable
from .views import game_file_of, master_view, player_view

log = logging.getLogger("bang.server")

# The pages of the links a new game gives (app.py serves the web client's page there).
MASTER_PAGE = "/f/{id}/master/{token}"
PLAYER_PAGE = "/f/{id}/p/{token}"
MAX_BODY = 16 * 1024


def open_forum_store(store: TableStore) -> ForumStore:
    """The forum games' store, in the same database as the tables (``store_api.open_store``)."""
    if isinstance(store, Store):
        return SqliteForumStore(store)
    from ..store_pg import PgStore
    from .store_pg import PgForumStore

    assert isinstance(store, PgStore)
    return PgForumStore(store)


class ForumGames:
    """Every forum game in memory, backed by the store; restored after a restart."""

    def __init__(self, store: ForumStore, shared: bool = False) -> None:
        self.store = store
        self.shared = shared  # other processes write to the same store (a cluster)
        self.live: dict[str, ForumTable] = {}

    def restore(self) -> int:
        for game_id in self.store.unfinished():
            table = self.get(game_id)
            if table is not None:
                table.schedule()
        return len(self.live)

    def get(self, game_id: str) -> ForumTable | None:
        if game_id in self.live:
            if self.shared:
                self.live[game_id].refresh()
            return self.live[game_id]
        if not ID_SHAPE.fullmatch(game_id):
            return None
        record = self.store.load(game_id)
        if record is None:
            return None
        self.live[game_id] = ForumTable(record, self.store)
        return self.live[game_id]

    def create(self, body: object, seed: int | None = None, salt: str | None = None) -> JSON:
        """A new game from the body of ``POST /api/forum``, its seed and salt drawn here
        unless given (tests only: tests/hooked_app.py fixes them for the golden posts)."""
        if not isinstance(body, dict):
            raise Refused("create_object", "send an object: players, deadline_seconds, language")
        names = checks.player_names(body.get("players"))
        period = checks.deadline_seconds(body.get("deadline_seconds", 24 * 3600))
        language = checks.language(body.get("language", "ru"))
        seed = new_seed() if seed is None else seed
        salt = new_salt() if salt is None else salt
        game_id = new_id()
        master = new_token()
        tokens = [new_token() for _ in names]
        record = ForumRecord(
            id=game_id, settings={"deadline_seconds": period, "language": language, "dice": FAIR,
                                  "rules": RULES}, seed=seed,
            salt=salt, master_hash=token_hash(master), status=CHOOSING, deadline=None,
            players=[(n, token_hash(t)) for n, t in zip(names, tokens, strict=True)])
        self.store.create(record)
        self.live[game_id] = ForumTable(record, self.store)
        return {"game": game_id, "master_token": master, "player_tokens": tokens,
                "master_link": MASTER_PAGE.format(id=game_id, token=master),
                "player_links": [PLAYER_PAGE.format(id=game_id, token=t) for t in tokens],
                "seed_hash": self.live[game_id].seed_hash}

    def close(self) -> None:
        for table in self.live.values():
            table.close()


def _error(code: str, message: str, status: int) -> Response:
    return JSONResponse({"error": code, "code": code, "params": {}, "message": message}, status_code=status)


async def _attempt(request: Request, act: Callable[[object], object]) -> Response | None:
    """Read the body and do ``act`` with it: None when done, else the refusal's response.
    A write another process made first (``LogConflict``: the game was read again) is tried
    once more; a second one is refused."""
    try:
        body = await json_body(request, MAX_BODY)
    except BodyRefused as e:
        return JSONResponse({"error": "malformed", "code": e.code, "params": {}, "message": str(e)},
                            status_code=e.status)
    for attempt in (1, 2):
        try:
            act(body)
            return None
        except Refused as e:
            # the shape of the request (400) or the game's refusal of it (409)
            malformed = e.code in checks.MALFORMED
            return JSONResponse(e.body() | {"error": "malformed" if malformed else "refused"},
                                status_code=400 if malformed else 409)
        except LogConflict:
            if attempt == 2:
                log.warning("forum game %s: a write conflict twice in a row", request.path_params.get("id"))
    return _error("conflict", "another server changed this game at the same moment; try again", 409)


def forum_routes(games: ForumGames) -> list[BaseRoute]:
    def find(request: Request | WebSocket) -> tuple[ForumTable | None, int | None, bool]:
        """(table, seat, is the master) for the link's token; (None, None, False) if none."""
        table = games.get(request.path_params["id"])
        if table is None:
            return None, None, False
        token = request.path_params["token"]
        if table.is_master(token):
            return table, None, True
        return table, table.seat_of(token), False

    def not_found() -> Response:
        return _error("not_found", "no such game, or the link is wrong", 404)

    async def create(request: Request) -> Response:
        created: list[JSON] = []
        refusal = await _attempt(request, lambda body: created.append(games.create(body)))
        return refusal or JSONResponse(created[0], status_code=201)

    async def master(request: Request) -> Response:
        table, _, is_master = find(request)
        if table is None or not is_master:
            return not_found()
        return JSONResponse(master_view(table))

    async def master_act(request: Request) -> Response:
        table, _, is_master = find(request)
        if table is None or not is_master:
            return not_found()
        actions: dict[str, Callable[[object], object]] = {
            "resolve": lambda body: table.resolve(),
            "override": table.override,
            "publish": lambda body: table.publish(),
        }
        act = actions.get(request.path_params["action"])
        if act is None:
            return not_found()
        return await _attempt(request, act) or JSONResponse(master_view(table))

    async def player(request: Request) -> Response:
        table, seat, _ = find(request)
        if table is None or seat is None:
            return not_found()
        return JSONResponse(player_view(table, seat))

    async def player_act(request: Request) -> Response:
        table, seat, _ = find(request)
        if table is None or seat is None:
            return not_found()
        actions: dict[str, Callable[[object], object]] = {
            "pick": lambda body: table.pick(
                seat, str(body.get("character") if isinstance(body, dict) else None),
                body.get("entropy", "") if isinstance(body, dict) else ""),
            "move": lambda body: table.move(seat, body),
            "undo": lambda body: table.undo(seat, body),
        }
        act = actions.get(request.path_params["action"])
        if act is None:
            return not_found()
        return await _attempt(request, act) or JSONResponse(player_view(table, seat))

    async def file(request: Request) -> Response:
        """The finished game's file, as the server wrote it: the page links here rather than
        rebuilding it, since JavaScript's numbers would round its 64-bit seed."""
        table, seat, is_master = find(request)
        if table is None or (seat is None and not is_master):
            return not_found()
        data = game_file_of(table)
        if data is None:
            return _error("not_over", "the game is not over: its file (and seed) comes with the last post", 409)
        return Response(json.dumps(data, ensure_ascii=False, indent=1).encode(), media_type="application/json",
                        headers={"content-disposition": 'attachment; filename="GAME.json"'})

    async def socket(ws: WebSocket) -> None:
        await ws.accept()
        table, seat, is_master = find(ws)
        if table is None or (seat is None and not is_master):
            await ws.send_json({"type": "error", "error": "not_found", "message": "no such game, or the link is wrong"})
            await ws.close(1008, "not_found")
            return
        changed = asyncio.Event()
        changed.set()
        table.listeners.add(changed.set)

        async def push() -> None:
            while True:
                await changed.wait()
                changed.clear()
                view = master_view(table) if is_master else player_view(table, seat)  # type: ignore[arg-type]
                await ws.send_json({"type": "forum_view", "view": view})

        pusher = asyncio.create_task(push())
        try:
            while True:
                message = await ws.receive()
                if message["type"] == "websocket.disconnect":
                    return
        except WebSocketDisconnect:
            return
        finally:
            table.listeners.discard(changed.set)
            pusher.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await pusher

    return [
        Route("/api/forum", create, methods=["POST"]),
        Route("/api/forum/{id}/master/{token}", master),
        Route("/api/forum/{id}/master/{token}/game.json", file),
        Route("/api/forum/{id}/master/{token}/{action}", master_act, methods=["POST"]),
        Route("/api/forum/{id}/player/{token}", player),
        Route("/api/forum/{id}/player/{token}/game.json", file),
        Route("/api/forum/{id}/player/{token}/{action}", player_act, methods=["POST"]),
        WebSocketRoute("/ws/forum/{id}/{token}", socket),
    ]
