"""A table's path is read one way only: as it is sent, never percent-decoded.

In a cluster the proxy sends every request of a table to one process by a hash of the
table id in the path (deploy/haproxy.cfg). If the proxy and the server read a path
differently (``/%77s/ID`` is ``/ws/ID`` once decoded), a request can reach a process the
table does not belong to. ``CanonicalPaths`` refuses a request whose path names a
table, the API or a forum game with percent-encoding in it (the proxy also hashes the
decoded path, so such a request reaches the table's own process, which refuses it): an
HTTP request with 400 and an error naming the path; a websocket with an ``error`` frame
``malformed``, then closed with 1008. Nothing the front end or a bot sends is encoded:
table ids, tokens and the routes are plain ``[A-Za-z0-9_-]``.
"""

from __future__ import annotations

from . import protocol as p
from .limits import App, Receive, Scope, Send

# Decoded path prefixes that name a table, a forum game or the API (app.py, forum/routes.py).
ROUTED = ("/t/", "/ws/", "/api/", "/f/", "/forum")
CLOSE_ENCODED = 1008


def encoded_path(scope: Scope) -> str | None:
    """Why this request's path is refused (None: it is fine)."""
    raw = scope.get("raw_path")
    path = str(scope.get("path", ""))
    if not isinstance(raw, bytes) or b"%" not in raw or not path.startswith(ROUTED):
        return None
    shown = raw.decode("ascii", "replace")[:80]
    return (f"path: {shown} is percent-encoded; a table's path is sent as it is "
            f"(such as /ws/ID, /t/ID, /api/tables/ID), never encoded")


class CanonicalPaths:
    """ASGI middleware: refuses percent-encoded paths of tables, forum games and the API."""

    def __init__(self, app: App) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kind = scope["type"]
        why = encoded_path(scope) if kind in ("http", "websocket") else None
        if why is None:
            await self.app(scope, receive, send)
            return
        body = p.encode(p.ErrorMessage("malformed", why))
        if kind == "http":
            await send({"type": "http.response.start", "status": 400,
                        "headers": [(b"content-type", b"application/json"),
                                    (b"content-length", str(len(body)).encode())]})
            await send({"type": "http.response.body", "body": body})
            return
        message = await receive()
        if message["type"] != "websocket.connect":
            return
        await send({"type": "websocket.accept"})
        await send({"type": "websocket.send", "text": body.decode()})
        await send({"type": "websocket.close", "code": CLOSE_ENCODED, "reason": "percent-encoded path"})
