"""The forum game's HTTP routes and websocket (docs/protocol.md, "Forum games").

    POST /api/forum                              make a game: names, deadline, language
    GET  /api/forum/{id}/master/{token}          the master's console (everything)
    POST /api/forum/{id}/master/{token}/resolve  the deadline's sums now
    POST /api/forum/{id}/master/{token}/override {kind, player, value, card, reason}
    POST /api/forum/{id}/master/{token}/publish  the round's posts published
    GET  /api/forum/{id}/player/{token}          a player's page (that player's view only)
    POST /api/forum/{id}/player/{token}/pick     {character}
    POST /api/forum/{id}/player/{token}/move     {kind, card, target, ...}
    WS   /ws/forum/{id}/{token}                  the same view, sent again at each change

A token is the secret of one link; the server keeps its sha256 only.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import secrets

from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from ...rulesets.forum.dice import FAIR
from ...rulesets.forum.game import RULES
from ...rulesets.forum.proof import new_salt, new_seed
from ...rulesets.forum.refusals import facts
from ...rulesets.forum.roles import ROLE_SPLIT
from ..store import token_hash
from .store import JSON, ForumRecord, ForumStore
from .table import CHOOSING, ForumTable, Refused
from .views import master_view, player_view

log = logging.getLogger("bang.server")

GAME_ID = re.compile(r"[A-Za-z0-9_-]{4,32}")
MAX_BODY = 16 * 1024
MIN_DEADLINE_SECONDS = 1.0  # tests shorten the round; a forum uses hours
MAX_NAME = 40


class ForumGames:
    """Every forum game in memory, backed by the store; restored after a restart."""

    def __init__(self, store: ForumStore, test_hooks: bool = False) -> None:
        self.store = store
        self.test_hooks = test_hooks  # BANG_TEST_HOOKS=1: a test may fix the seed (golden posts)
        self.live: dict[str, ForumTable] = {}

    def restore(self) -> int:
        for game_id in self.store.unfinished():
            table = self.get(game_id)
            if table is not None:
                table.schedule()
        return len(self.live)

    def get(self, game_id: str) -> ForumTable | None:
        if game_id in self.live or not GAME_ID.fullmatch(game_id):
            return self.live.get(game_id)
        record = self.store.load(game_id)
        if record is None:
            return None
        self.live[game_id] = ForumTable(record, self.store)
        return self.live[game_id]

    def create(self, body: object) -> JSON:
        if not isinstance(body, dict):
            raise ValueError("send an object: players, deadline_seconds, language")
        names = body.get("players")
        if not isinstance(names, list) or not all(isinstance(n, str) and n.strip() for n in names):
            raise ValueError("players: a list of the players' names")
        names = [n.strip()[:MAX_NAME] for n in names]
        if len(names) not in ROLE_SPLIT or len(set(names)) != len(names):
            raise ValueError(f"the forum game is for {min(ROLE_SPLIT)} to {max(ROLE_SPLIT)} players, "
                             "each with a name of their own")
        period = body.get("deadline_seconds", 24 * 3600)
        if isinstance(period, bool) or not isinstance(period, int | float) or period < MIN_DEADLINE_SECONDS:
            raise ValueError(f"deadline_seconds: a number of seconds, at least {MIN_DEADLINE_SECONDS:g}")
        language = body.get("language", "ru")
        if language not in ("ru", "en"):
            raise ValueError("language: ru or en")
        seed, salt = new_seed(), new_salt()
        if self.test_hooks and isinstance(body.get("seed"), int):
            seed, salt = int(body["seed"]), str(body.get("salt", salt))
        game_id = secrets.token_urlsafe(6)
        master = secrets.token_urlsafe(24)
        tokens = [secrets.token_urlsafe(24) for _ in names]
        record = ForumRecord(
            id=game_id, settings={"deadline_seconds": period, "language": language, "dice": FAIR,
                                  "rules": RULES}, seed=seed,
            salt=salt, master_hash=token_hash(master), status=CHOOSING, deadline=None,
            players=[(n, token_hash(t)) for n, t in zip(names, tokens, strict=True)])
        self.store.create(record)
        self.live[game_id] = ForumTable(record, self.store)
        return {"game": game_id, "master_token": master, "player_tokens": tokens,
                "master_link": f"/f/{game_id}/master/{master}",
                "player_links": [f"/f/{game_id}/p/{t}" for t in tokens],
                "seed_hash": self.live[game_id].seed_hash}

    def close(self) -> None:
        for table in self.live.values():
            table.close()


def _error(code: str, message: str, status: int) -> Response:
    return JSONResponse({"error": code, "message": message}, status_code=status)


def _refused(e: Refused) -> Response:
    """409 with the English reason and, for a player's refusal, its code and parameters."""
    body: dict[str, object] = {"error": "refused", "message": str(e)}
    if e.reason is not None:
        body["code"], body["params"] = e.reason["code"], facts(e.reason)
    return JSONResponse(body, status_code=409)


async def _body(request: Request) -> object:
    try:
        raw = await request.body()
    except ClientDisconnect:  # left (or closed for being slow) before it was all sent
        raise ValueError("the request's body was not all sent") from None
    if len(raw) > MAX_BODY:
        raise ValueError(f"the request body is over {MAX_BODY} bytes")
    try:
        return json.loads(raw or b"{}")
    except json.JSONDecodeError as e:
        raise ValueError(f"not JSON: {e}") from e


def forum_routes(games: ForumGames) -> list[BaseRoute]:
    def find(request: Request | WebSocket) -> tuple[ForumTable | None, int | None, bool]:
        """(table, seat, is the master) for the link's token; (None, None, False) if none."""
        table = games.get(request.path_params["id"])
        if table is None:
            return None, None, False
        h = token_hash(request.path_params["token"])
        if secrets.compare_digest(h, table.record.master_hash):
            return table, None, True
        return table, table.seat_of(h), False

    def not_found() -> Response:
        return _error("not_found", "no such game, or the link is wrong", 404)

    async def create(request: Request) -> Response:
        try:
            return JSONResponse(games.create(await _body(request)), status_code=201)
        except ValueError as e:
            return _error("malformed", str(e), 400)

    async def master(request: Request) -> Response:
        table, _, is_master = find(request)
        if table is None or not is_master:
            return not_found()
        return JSONResponse(master_view(table))

    async def master_act(request: Request) -> Response:
        table, _, is_master = find(request)
        if table is None or not is_master:
            return not_found()
        action = request.path_params["action"]
        try:
            body = await _body(request)
            if action == "resolve":
                table.resolve()
            elif action == "override":
                table.override(body)
            elif action == "publish":
                table.publish()
            else:
                return not_found()
        except ValueError as e:
            return _error("malformed", str(e), 400)
        except Refused as e:
            return _refused(e)
        return JSONResponse(master_view(table))

    async def player(request: Request) -> Response:
        table, seat, _ = find(request)
        if table is None or seat is None:
            return not_found()
        return JSONResponse(player_view(table, seat))

    async def player_act(request: Request) -> Response:
        table, seat, _ = find(request)
        if table is None or seat is None:
            return not_found()
        action = request.path_params["action"]
        try:
            body = await _body(request)
            if action == "pick":
                character = body.get("character") if isinstance(body, dict) else None
                entropy = body.get("entropy", "") if isinstance(body, dict) else ""
                table.pick(seat, str(character), entropy)
            elif action == "move":
                table.move(seat, body)
            else:
                return not_found()
        except ValueError as e:
            return _error("malformed", str(e), 400)
        except Refused as e:
            return _refused(e)
        return JSONResponse(player_view(table, seat))

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
        Route("/api/forum/{id}/master/{token}/{action}", master_act, methods=["POST"]),
        Route("/api/forum/{id}/player/{token}", player),
        Route("/api/forum/{id}/player/{token}/{action}", player_act, methods=["POST"]),
        WebSocketRoute("/ws/forum/{id}/{token}", socket),
    ]
