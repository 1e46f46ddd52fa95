"""The web application: HTTP routes, the websocket of each table, the front end's files.

Routes (docs/protocol.md): ``POST /api/tables``, ``GET /api/tables/ID``,
``GET /api/schema``, ``GET /api/links`` (the address friends open: links.py), ``GET /t/ID`` and ``/t/ID/watch`` (the front end's page),
the websocket ``/ws/ID``, and the built front end (``web/dist``) at ``/``.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
from collections import deque
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import msgspec
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from . import protocol as p
from .bodies import capped_body
from .cluster import Cluster
from .forum.routes import ForumGames, forum_routes
from .limits import LimitReached, Limits, PublicLimits
from .links import links_for
from .store_api import describe, open_forum_store, open_store
from .table import Table, Timing
from .tables import Tables

log = logging.getLogger("bang.server")

MAX_QUEUED_FRAMES = 2000  # a client this far behind is cut off (it reconnects and catches up)
HELLO_SECONDS = 15.0  # a socket that has not said hello by then is closed
MAX_BODY = 16 * 1024  # bytes in an HTTP request body (a table's settings are tiny)

NOT_BUILT = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bang</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 4em auto">
<h1>Bang</h1>
<p>The server is running, but the front end is not built: <code>web/dist</code> is missing.
Run <code>./run.sh</code> (it builds it), or <code>npm ci &amp;&amp; npm run build</code> in <code>web/</code>.</p>
<p>The API is up: <a href="/api/schema">/api/schema</a>.</p>
</body></html>
"""


@dataclass(frozen=True, slots=True)
class ServerConfig:
    db: str = "bang.db"
    web_dir: Path | None = None  # the built front end; None: look for web/dist
    timing: Timing = field(default_factory=Timing)
    test_hooks: bool = False  # POST /api/test/tables (a known seed), /api/test/tables/ID/fail-next-apply (tests only)
    public_url: str | None = None  # --public-url: the origin of the links friends open
    listen_host: str = "127.0.0.1"  # --host: 0.0.0.0 or :: lets the page offer a LAN address
    cluster: bool = False  # --cluster: one of several processes on one database (cluster.py)
    limits: Limits = field(default_factory=Limits)  # a public server's limits (limits.py)


class SeededTable(msgspec.Struct, forbid_unknown_fields=True):
    """The body of ``POST /api/test/tables`` (test hooks only): settings and the deal's seed."""

    settings: p.Settings
    seed: int


def find_web_dir() -> Path | None:
    """web/dist in the current folder, else beside the source tree, else the copy
    that ``pip install .`` builds into the package (bang/web)."""
    here = Path(__file__).resolve()
    for dist in (Path.cwd() / "web" / "dist", here.parents[3] / "web" / "dist", here.parents[1] / "web"):
        if (dist / "index.html").is_file():
            return dist
    return None


class Client:
    """One websocket: frames are queued by the table and sent in order by ``run_sender``."""

    __slots__ = ("ws", "seat", "log_sent", "greeted", "_queue", "_wake", "_closing")

    def __init__(self, ws: WebSocket) -> None:
        self.ws = ws
        self.seat: int | None = None
        self.log_sent = 0
        self.greeted = False
        self._queue: deque[bytes] = deque()
        self._wake = asyncio.Event()
        self._closing: tuple[int, str] | None = None

    def send(self, frame: bytes) -> None:
        if self._closing is not None:
            return
        if len(self._queue) >= MAX_QUEUED_FRAMES:
            self.close(1013, "too far behind: reconnect")
            return
        self._queue.append(frame)
        self._wake.set()

    def close(self, code: int, reason: str) -> None:
        if self._closing is None:
            self._closing = (code, reason)
            self._wake.set()

    async def run_sender(self) -> None:
        ws = self.ws
        try:
            while True:
                await self._wake.wait()
                self._wake.clear()
                while self._queue:
                    await ws.send({"type": "websocket.send", "text": self._queue.popleft().decode()})
                if self._closing is not None:
                    await ws.close(*self._closing)
                    return
        except (OSError, RuntimeError, WebSocketDisconnect):
            return  # the socket went away; the receiving side notices too


def tune_gc() -> None:
    """Fewer, larger young collections, and what exists at startup (the restored
    tables) left out of them. Measured with 1,000 tables of 5 websocket clients
    (``bang loadtest --tables 1000 --think 2``): with CPython's default thresholds
    the full collections while the heap grows took up to 0.6 s (p99 0.7 s); with
    these, p99 0.13 s."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 50, 1000)


def create_app(config: ServerConfig) -> Starlette:
    cluster = Cluster(config.db, config.timing, config.limits) if config.cluster else None
    # a SQLite file, or PostgreSQL for a postgresql:// URL
    store = cluster.store if cluster is not None else open_store(config.db)
    tables = cluster.tables if cluster is not None else Tables(store, config.timing, config.limits)
    forum_games = ForumGames(open_forum_store(store), config.test_hooks, shared=cluster is not None)
    web_dir = config.web_dir or find_web_dir()

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        count = tables.restore()
        log.info("%d unfinished tables restored from %s", count, describe(config.db))
        log.info("%d unfinished forum games restored", forum_games.restore())
        tune_gc()
        sweeper = asyncio.create_task(_expire_lobbies(tables, config.limits))
        if cluster is not None:
            cluster.start()
        yield
        if cluster is not None:
            await cluster.stop()
        sweeper.cancel()
        forum_games.close()
        tables.shutdown()
        store.close()

    async def create_table(request: Request) -> Response:
        body = await capped_body(request, MAX_BODY)
        if body is None:
            return _json(p.ErrorMessage("malformed", f"the request body is over {MAX_BODY} bytes"), 413)
        try:
            settings = msgspec.json.decode(body, type=p.Settings)
            created = tables.create(settings)
        except LimitReached as refused:
            return Response(refused.body(), 503, {"retry-after": str(round(refused.retry_after or 60))},
                            media_type="application/json")
        except (msgspec.ValidationError, msgspec.DecodeError, ValueError) as e:
            return _json(p.ErrorMessage("malformed", str(e)), 400)
        return _json(created, 201)

    async def table_info(request: Request) -> Response:
        info = tables.info(request.path_params["id"])
        if info is None:
            return _json(p.ErrorMessage("not_found", "no such table"), 404)
        return _json(info)

    schema = msgspec.json.encode(p.json_schema())

    async def get_schema(request: Request) -> Response:
        return Response(schema, media_type="application/json")

    async def get_links(request: Request) -> Response:
        url = request.url  # scheme and host as the browser (or a trusted proxy) gave them
        return _json(links_for(config.public_url, config.listen_host, url.scheme, url.hostname or "", url.port))

    async def table_page(request: Request) -> Response:
        if web_dir is None:
            return HTMLResponse(NOT_BUILT)
        return FileResponse(web_dir / "index.html")

    async def fail_next_apply(request: Request) -> Response:
        table = tables.get(request.path_params["id"])
        if table is None:
            return _json(p.ErrorMessage("not_found", "no such table"), 404)
        table.fail_next_apply = True
        return JSONResponse({"ok": True})

    async def create_seeded_table(request: Request) -> Response:
        """A table dealt from a known seed (the browser tests' positions)."""
        body = await capped_body(request, MAX_BODY)
        try:
            seeded = msgspec.json.decode(body or b"", type=SeededTable)
            created = tables.create(seeded.settings, seeded.seed)
        except (msgspec.ValidationError, msgspec.DecodeError, ValueError) as e:
            return _json(p.ErrorMessage("malformed", str(e)), 400)
        return _json(created, 201)

    async def table_socket(ws: WebSocket) -> None:
        await ws.accept()
        client = Client(ws)
        sender = asyncio.create_task(client.run_sender())
        table = tables.get(ws.path_params["id"])
        try:
            if table is None:
                client.send(p.error("not_found", "no such table"))
                client.close(1008, "not_found")
            else:
                table.connect(client)
                await _serve(ws, client, table)
        finally:
            if table is not None:
                table.disconnect(client)
                tables.release(table)
            client.close(1000, "")
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(sender, 5)

    routes = [
        Route("/api/tables", create_table, methods=["POST"]),
        Route("/api/tables/{id}", table_info),
        Route("/api/schema", get_schema),
        Route("/api/links", get_links),
        Route("/t/{id}", table_page),
        Route("/t/{id}/watch", table_page),
        WebSocketRoute("/ws/{id}", table_socket),
        *forum_routes(forum_games),
        Route("/forum", table_page),
        Route("/f/{id}/master/{token}", table_page),
        Route("/f/{id}/p/{token}", table_page),
        *(cluster.routes() if cluster is not None else []),
    ]
    if config.test_hooks:
        routes.append(Route("/api/test/tables/{id}/fail-next-apply", fail_next_apply, methods=["POST"]))
        routes.append(Route("/api/test/tables", create_seeded_table, methods=["POST"]))
    if web_dir is not None:
        routes.append(Mount("/", StaticFiles(directory=web_dir, html=True)))
    else:
        routes.append(Route("/", table_page))
    return Starlette(routes=routes, lifespan=lifespan, middleware=[Middleware(PublicLimits, limits=config.limits)])


async def _expire_lobbies(tables: Tables, limits: Limits) -> None:
    """Every minute (sooner with a short ``lobby_hours``), the lobbies nobody joined expire."""
    if limits.lobby_hours <= 0:
        return
    every = min(60.0, limits.lobby_hours * 3600 / 4)
    while True:
        await asyncio.sleep(every)
        try:
            tables.expire_lobbies()
        except Exception:  # the store failed: try again next time
            log.exception("expiring the lobbies nobody joined")


async def _serve(ws: WebSocket, client: Client, table: Table) -> None:
    """Read frames until the client leaves; each goes to the table, decoded."""
    loop = asyncio.get_running_loop()
    hello_by = loop.time() + HELLO_SECONDS
    while True:
        if client.greeted:
            message = await ws.receive()
        else:
            try:
                message = await asyncio.wait_for(ws.receive(), max(0.0, hello_by - loop.time()))
            except TimeoutError:
                client.send(p.error("forbidden", f"no hello within {HELLO_SECONDS:g} seconds"))
                client.close(1008, "no hello")
                return
        if message["type"] == "websocket.disconnect":
            return
        data = message.get("text")
        if data is None:  # a binary frame: refused, never read as text
            client.send(p.error("malformed", "a binary frame: every message is one JSON object in a text frame"))
            continue
        try:
            decoded = p.read_client_message(data)
        except (msgspec.ValidationError, msgspec.DecodeError) as e:
            client.send(p.error("malformed", str(e)))
            continue
        except RecursionError:
            client.send(p.error("malformed", "the frame is nested too deeply"))
            continue
        table.receive(client, decoded)


def _json(body: msgspec.Struct, status: int = 200) -> Response:
    return Response(p.encode(body), status_code=status, media_type="application/json")


def config_from_env(db: str, bot_delay: float, grace: float, web: str | None,
                    public_url: str | None = None, listen_host: str = "127.0.0.1",
                    limits: Limits | None = None, cluster: bool = False) -> ServerConfig:
    return ServerConfig(
        db=db,
        web_dir=Path(web) if web else None,
        timing=Timing(bot_delay=bot_delay, grace=grace),
        test_hooks=os.environ.get("BANG_TEST_HOOKS") == "1",
        public_url=public_url,
        listen_host=listen_host,
        limits=limits or Limits(),
        cluster=cluster,
    )
