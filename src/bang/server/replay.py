"""Replays of finished tables (docs/protocol.md, "Replays").

A replay is the game replayed from its record (``Game.to_record``: the seed and every
action) one action at a time, with one frame per version: the board as one reader saw
it then (``observation(seat).to_json()``, a spectator's with ``seat`` None) or, the
game being over, everything face up (``bang.view.revealed_json``), and how much of the
log (redacted for that reader by ``bang.view.event_view``) had been written. The client
shows only what these frames hold.

Only a table whose game is over has a replay: nothing in a finished game is secret any
more, and a table still played must show nobody more than a spectator sees (its replay
routes are refused; watch it live instead). A replay is built on demand, once per table
and view, and kept (encoded and compressed) in ``Replays``, bounded in bytes; so is the
downloadable record.
"""

from __future__ import annotations

import gzip
from collections import OrderedDict
from typing import Any, Literal

import msgspec

from ..actions import Action
from ..rules import Game
from ..view import event_view, revealed_json
from . import protocol as p

View = int | Literal["all", "spectator"]
"""A replay's reader: a seat (as it saw the game then), ``all`` (every card face up) or
``spectator`` (what anyone watching saw)."""

KEPT_BYTES = 64 * 1024 * 1024  # compressed replays and records kept in memory, at most


class ViewRefused(ValueError):
    """The ``seat`` asked for names no view of this table (the message names the field)."""


def read_view(asked: str | None, seats: int) -> View:
    """The view a request's ``seat`` names: a seat number, ``all`` or ``spectator``
    (the default)."""
    if asked is None or asked == "spectator":
        return "spectator"
    if asked == "all":
        return "all"
    if asked.isdigit() and int(asked) < seats:
        return int(asked)
    raise ViewRefused(f"seat: {asked!r} is no view of this table: a seat 0 to {seats - 1}, "
                      "'all' (every card face up) or 'spectator'")


def frames(record: dict[str, Any], view: View) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The game of ``record`` replayed for ``view``: its log (every entry as that reader
    reads it) and one frame per version (0: the deal, before any action)."""
    game = Game.from_record({**record, "actions": []})
    seat = view if isinstance(view, int) else None
    reveal = view == "all"
    log: list[dict[str, Any]] = []

    def write(events: list[Any]) -> None:
        for event in events:
            log.append({"seq": len(log), **event_view(event, seat, reveal=reveal)})

    def frame(version: int, actor: int | None) -> dict[str, Any]:
        if reveal:
            board = revealed_json(game)
        else:
            board = game.observation(seat).to_json()
            board.pop("refusals", None)  # why a card could not be played: no matter in a replay
        return {"version": version, "turn": game.turn_count, "actor": actor, "log": len(log), "view": board}

    write(list(game.setup_events))
    out = [frame(0, None)]
    for version, (player, code) in enumerate(record["actions"], start=1):
        write(game.apply(Action.decode(int(player), int(code))))
        out.append(frame(version, int(player)))
    return log, out


def replay_body(info: p.TableInfo, cards: p.CardFacts, record: dict[str, Any], view: View) -> bytes:
    """The answer to ``GET /api/tables/ID/replay`` (JSON)."""
    log, steps = frames(record, view)
    return msgspec.json.encode({
        "table": info, "cards": cards, "seat": view if isinstance(view, int) else None,
        "reveal": view == "all", "log": log, "frames": steps,
    })


class Replays:
    """Replays and records built once and kept compressed, the least recently asked
    dropped first beyond ``kept_bytes``."""

    def __init__(self, kept_bytes: int = KEPT_BYTES) -> None:
        self.kept_bytes = kept_bytes
        self.size = 0
        self.built = 0  # how many were built (the tests see that a second ask is not)
        self._kept: OrderedDict[tuple[str, str], bytes] = OrderedDict()

    def get(self, table_id: str, what: str) -> bytes | None:
        """A kept body (gzip), or None."""
        body = self._kept.get((table_id, what))
        if body is not None:
            self._kept.move_to_end((table_id, what))
        return body

    def keep(self, table_id: str, what: str, body: bytes) -> bytes:
        """Compress and keep ``body``; the compressed bytes."""
        packed = gzip.compress(body, 6, mtime=0)
        self.built += 1
        old = self._kept.pop((table_id, what), None)
        self.size += len(packed) - (len(old) if old is not None else 0)
        self._kept[(table_id, what)] = packed
        while self.size > self.kept_bytes and len(self._kept) > 1:
            _, dropped = self._kept.popitem(last=False)
            self.size -= len(dropped)
        return packed
