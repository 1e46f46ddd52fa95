"""The web application: HTTP routes, the websocket of each table, the front end's files.

Routes (docs/protocol.md): ``POST /api/tables``, ``GET /api/tables/ID``, a finished
table's ``GET /api/tables/ID/replay``, ``/record`` and ``/chat`` (replay.py),
``GET /api/schema``, ``GET /api/expansions`` (expansions.py), ``GET /api/links`` (the address
friends open: links.py), ``GET /t/ID`` and ``/t/ID/watch`` (the front end's page), a turn mail's
stop link ``GET /mail/stop/TOKEN`` (mail.py), the websocket ``/ws/ID``, and the built front end (``web/dist``) at ``/``.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import gzip
import json
import logging
from collections import deque
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeAlias

import msgspec
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, HTMLResponse, Response
from starlette.routing import BaseRoute, Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from . import protocol as p
from .bodies import capped_body
from .cluster import Cluster
from .expansions import expansion_list
from .forum.routes import MASTER_PAGE, PLAYER_PAGE, ForumGames, forum_routes, open_forum_store
from .languages import LANGUAGES
from .limits import AddressCounts, LimitReached, Limits, PublicLimits
from .link_tokens import token_hash
from .links import links_for
from .mail import MailConfig, Mailer, stop_page
from .paths import CanonicalPaths
from .preview import with_preview
from .preview_image import preview_png
from .replay import Replays, ViewRefused, read_view, replay_body
from .store_api import describe, is_postgres, open_store
from .table import Table, Timing, facts_of
from .tables import Tables

log = logging.getLogger("bang.server")

MAX_QUEUED_FRAMES = 2000  # a client this far behind is cut off (it reconnects and catches up)
HELLO_SECONDS = 15.0  # a socket that has not said hello by then is closed
# The close of a socket that reached a process of a cluster that does not play its table
# (its live owner keeps it): the client tries again, as after 1012 (cluster.py).
ELSEWHERE = (1013, "this table is played by another process: try again")
MAX_BODY = 16 * 1024  # bytes in an HTTP request body (a table's settings are tiny)
# create_app's extra_routes: routes made from the app's tables and forum games
ExtraRoutes: TypeAlias = Callable[[Tables, ForumGames], Sequence[BaseRoute]]

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
    public_url: str | None = None  # --public-url: the origin of the links friends open
    listen_host: str = "127.0.0.1"  # --host: 0.0.0.0 or :: lets the page offer a LAN address
    cluster: bool = False  # --cluster: one of several processes on one database (cluster.py)
    limits: Limits = field(default_factory=Limits)  # a public server's limits (limits.py)
    mail: MailConfig | None = None  # --smtp, --mail-from: turn-based tables mail their players (mail.py)


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


def create_app(config: ServerConfig, extra_routes: ExtraRoutes | None = None) -> Starlette:
    """The server's app. ``extra_routes`` makes routes of its own from the app's tables and
    forum games, matched before the front end's files: the tests' (tests/hooked_app.py);
    ``bang serve`` adds none."""
    cluster = Cluster(config.db, config.timing, config.limits) if config.cluster else None
    # a SQLite file, or PostgreSQL for a postgresql:// URL
    store = cluster.store if cluster is not None else open_store(config.db)
    tables = cluster.tables if cluster is not None else Tables(store, config.timing, config.limits)
    mailer = tables.mailer = Mailer(config.mail) if config.mail is not None else None
    forum_games = ForumGames(open_forum_store(store), shared=cluster is not None)
    web_dir = config.web_dir or find_web_dir()
    counts: AddressCounts | None = None  # the limits per address: this process's memory
    if cluster is not None and is_postgres(config.db):  # or the cluster's, in PostgreSQL
        from .limits_pg import SharedCounts

        counts = SharedCounts(config.db, cluster.name, config.limits)
    replays = Replays()
    page_html = (web_dir / "index.html").read_text(encoding="utf-8") if web_dir is not None else None

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
        if counts is not None:
            await counts.close()
        forum_games.close()
        tables.shutdown()
        if mailer is not None:
            mailer.close()
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
    expansions = msgspec.json.encode(expansion_list())  # the engine's, fixed while it runs

    async def get_expansions(request: Request) -> Response:
        return Response(expansions, media_type="application/json")

    async def get_schema(request: Request) -> Response:
        return Response(schema, media_type="application/json")

    async def get_links(request: Request) -> Response:
        url = request.url  # scheme and host as the browser (or a trusted proxy) gave them
        return _json(links_for(config.public_url, config.listen_host, url.scheme, url.hostname or "", url.port))

    async def table_page(request: Request) -> Response:
        if web_dir is None:
            return HTMLResponse(NOT_BUILT)
        return FileResponse(web_dir / "index.html")

    async def table_link(request: Request) -> Response:
        """``/t/ID`` and ``/t/ID/watch``: the front end's page, with the table's link
        preview (Open Graph tags, preview.py) in its HTML."""
        if page_html is None:
            return HTMLResponse(NOT_BUILT)
        url = request.url
        origin = links_for(config.public_url, config.listen_host, url.scheme, url.hostname or "", url.port).origin
        info = tables.info(request.path_params["id"])
        image = f"{origin}/t/{info.id}/preview.png" if info is not None else None
        return HTMLResponse(with_preview(page_html, info, origin + url.path, image))

    async def table_picture(request: Request) -> Response:
        """``/t/ID/preview.png``: the table link's preview picture (preview_image.py)."""
        info = tables.info(request.path_params["id"])
        if info is None:
            return _json(p.ErrorMessage("not_found", "no such table"), 404)
        png = await run_in_threadpool(preview_png, info)  # (a few milliseconds of drawing, off the loop)
        return Response(png, media_type="image/png", headers={"Cache-Control": "public, max-age=60"})

    def finished_only(table_id: str) -> Response | p.TableInfo:
        """A finished table's facts, or the refusal of a replay route for any other table."""
        info = tables.info(table_id)
        if info is None:
            return _json(p.ErrorMessage("not_found", "no such table"), 404)
        if info.status != "over":
            return _json(p.ErrorMessage("forbidden", "this table's game is not over: its replay opens when it "
                                                     f"ends (watch it live: /t/{table_id}/watch)"), 403)
        return info

    async def table_replay(request: Request) -> Response:
        table_id = request.path_params["id"]
        info = finished_only(table_id)
        if isinstance(info, Response):
            return info
        try:
            view = read_view(request.query_params.get("seat"), len(info.seats))
        except ViewRefused as refused:
            return _json(p.ErrorMessage("malformed", str(refused)), 400)
        packed = replays.get(table_id, str(view))
        if packed is None:
            found = tables.finished(table_id)
            if found is None:
                return _json(p.ErrorMessage("forbidden", "this table's game is not over"), 403)
            info, game = found
            record, cards = game.to_record(), facts_of(game.ruleset)
            # built in a worker thread (a long game takes a while): the tables play on meanwhile
            body = await asyncio.get_running_loop().run_in_executor(None, replay_body, info, cards, record, view)
            packed = replays.keep(table_id, str(view), body)
        return _packed(request, packed, "application/json")

    async def table_record(request: Request) -> Response:
        """The whole game (seed and actions) as ``Game.from_record`` replays it; once over only."""
        table_id = request.path_params["id"]
        refused = finished_only(table_id)
        if isinstance(refused, Response):
            return refused
        packed = replays.get(table_id, "record")
        if packed is None:
            found = tables.finished(table_id)
            if found is None:
                return _json(p.ErrorMessage("forbidden", "this table's game is not over"), 403)
            packed = replays.keep(table_id, "record", json.dumps({"table": table_id, **found[1].to_record()}).encode())
        response = _packed(request, packed, "application/json")
        response.headers["content-disposition"] = f'attachment; filename="bang-{table_id}.json"'
        return response

    async def table_chat(request: Request) -> Response:
        """A finished table's chat, both channels (everyone reads both once it is over)."""
        table_id = request.path_params["id"]
        refused = finished_only(table_id)
        if isinstance(refused, Response):
            return refused
        table = tables.live.get(table_id)
        rows = ([p.encode(m) for m in table.chat.messages] if table is not None
                else [m.encode() for m in tables.store.load_chat(table_id)])
        return Response(b'{"messages":[' + b",".join(rows) + b"]}", media_type="application/json")

    async def stop_mail(request: Request) -> Response:
        """A turn mail's stop link: its seat's address is forgotten; a page says so, in the
        mails' language (404 and the same kind of page for a link that stops nothing)."""
        stopped = store.stop_mail(token_hash(request.path_params["token"]))
        lang = stopped.lang if stopped is not None else _page_language(request.headers.get("accept-language", ""))
        return HTMLResponse(stop_page(lang, stopped is not None), 200 if stopped is not None else 404,
                            headers={"cache-control": "no-store", "referrer-policy": "no-referrer"})

    async def table_socket(ws: WebSocket) -> None:
        await ws.accept()
        client = Client(ws)
        sender = asyncio.create_task(client.run_sender())
        table = tables.get(ws.path_params["id"])
        try:
            if table is None and tables.held_elsewhere(ws.path_params["id"]):
                client.close(*ELSEWHERE)  # a live process of the cluster plays it: never taken from it
            elif table is None:
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
        Route("/api/tables/{id}/replay", table_replay),
        Route("/api/tables/{id}/record", table_record),
        Route("/api/tables/{id}/chat", table_chat),
        Route("/api/schema", get_schema),
        Route("/api/expansions", get_expansions),
        Route("/api/links", get_links),
        Route("/t/{id}", table_link),
        Route("/t/{id}/watch", table_link),
        Route("/t/{id}/preview.png", table_picture),
        Route("/mail/stop/{token}", stop_mail),
        WebSocketRoute("/ws/{id}", table_socket),
        *forum_routes(forum_games),
        Route("/forum", table_page),
        Route(MASTER_PAGE, table_page),
        Route(PLAYER_PAGE, table_page),
        *(cluster.routes() if cluster is not None else []),
    ]
    if extra_routes is not None:
        routes.extend(extra_routes(tables, forum_games))
    if web_dir is not None:
        routes.append(Mount("/", StaticFiles(directory=web_dir, html=True)))
    else:
        routes.append(Route("/", table_page))
    middleware = [Middleware(CanonicalPaths), Middleware(PublicLimits, limits=config.limits, counts=counts)]
    return Starlette(routes=routes, lifespan=lifespan, middleware=middleware)


async def _expire_lobbies(tables: Tables, limits: Limits) -> None:
    """Every minute (sooner with a short ``lobby_hours``), the lobbies nobody uses expire
    (``Tables.expire_lobbies``)."""
    if limits.lobby_hours <= 0:
        return
    every = min(60.0, limits.lobby_hours * 3600 / 4)
    while True:
        await asyncio.sleep(every)
        try:
            tables.expire_lobbies()
        except Exception:  # the store failed: try again next time
            log.exception("expiring the lobbies nobody uses")


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


def _page_language(accept: str) -> str:
    """The first language of an Accept-Language header that the server speaks, else English."""
    for part in accept.split(","):
        code = part.split(";")[0].strip().lower().split("-")[0]
        if code in LANGUAGES:
            return code
    return "en"


def _packed(request: Request, packed: bytes, media_type: str) -> Response:
    """A kept gzip body: as it is to a client that takes gzip (every browser), else unpacked."""
    if "gzip" in request.headers.get("accept-encoding", ""):
        return Response(packed, media_type=media_type, headers={"content-encoding": "gzip", "vary": "accept-encoding"})
    return Response(gzip.decompress(packed), media_type=media_type, headers={"vary": "accept-encoding"})


def _json(body: msgspec.Struct, status: int = 200) -> Response:
    return Response(p.encode(body), status_code=status, media_type="application/json")

