"""A request's body, read with a cap, and JSON decoded with a cap on its nesting.

``capped_body`` streams the body and stops at ``limit`` bytes (a declared
Content-Length over it is refused before a byte is read), so a 1 GB upload costs the
server ``limit`` bytes, not a gigabyte. ``json_body`` refuses a body nested deeper
than ``MAX_DEPTH`` before decoding it: Python's decoder recurses once per level and
a thousand ``[`` would raise ``RecursionError`` (an HTTP 500) instead of a clear 400.
"""

from __future__ import annotations

import json

from starlette.requests import ClientDisconnect, Request

MAX_DEPTH = 32  # the API's bodies nest 3 levels deep at most
OPEN, CLOSE, QUOTE, BACKSLASH = frozenset(b"[{"), frozenset(b"]}"), ord('"'), ord("\\")


class BodyRefused(ValueError):
    """A body that cannot be read: ``code`` (too_large, too_deep, not_json) and why, in English."""

    def __init__(self, code: str, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.code = code
        self.status = status


async def capped_body(request: Request, limit: int) -> bytes | None:
    """The request's body, or None as soon as it is known to be over ``limit`` bytes. A
    client that leaves before it was all sent (or is closed for being too slow:
    slow_clients.py) gets ``b""``, refused as malformed, to nobody."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        return None
    body = bytearray()
    try:
        async for chunk in request.stream():
            body += chunk
            if len(body) > limit:
                return None
    except ClientDisconnect:
        return b""
    return bytes(body)


def depth(raw: bytes) -> int:
    """How deep the arrays and objects of a JSON text nest (brackets in strings skipped):
    one pass over the bytes, so a body of ``limit`` bytes costs ``limit`` steps."""
    deepest = level = 0
    in_string = escaped = False
    for byte in raw:
        if in_string:
            if escaped:
                escaped = False
            elif byte == BACKSLASH:
                escaped = True
            elif byte == QUOTE:
                in_string = False
        elif byte == QUOTE:
            in_string = True
        elif byte in OPEN:
            level += 1
            deepest = max(deepest, level)
        elif byte in CLOSE:
            level -= 1
    return deepest


async def json_body(request: Request, limit: int) -> object:
    """The body's JSON (``{}`` when empty); BodyRefused when over ``limit``, too deep or not JSON."""
    raw = await capped_body(request, limit)
    if raw is None:
        raise BodyRefused("too_large", f"the request body is over {limit} bytes", 413)
    if depth(raw) > MAX_DEPTH:
        raise BodyRefused("too_deep", f"the JSON is nested more than {MAX_DEPTH} levels deep")
    try:
        return json.loads(raw or b"{}")
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise BodyRefused("not_json", f"not JSON: {e}") from e
