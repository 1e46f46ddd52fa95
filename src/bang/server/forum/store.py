"""Forum games on disk: their settings, their players' token hashes, and their log.

A forum game is its seed and an ordered log of entries: a character picked, a move,
the master's override, a deadline, a publication. Replaying the log on the seed gives
back the game exactly; the posts published are stored as they were published (their
character sheets are the table of that moment). Every write commits before it
returns, so nobody is told of a move the disk does not hold. The tables live in the
same database as the online tables, under their own names, and are made and migrated
with theirs (``store.SCHEMA``, ``store_pg.STEPS``' step 3).

``ForumStore`` holds the rows and their SQL (written with ``?`` placeholders), once for
both databases; ``SqliteForumStore`` runs it in ``Store.transaction``, and
``store_pg.PgForumStore`` on ``PgStore.connection``, each turning its database's
unique-key violation into ``LogConflict``.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from dataclasses import dataclass, field
from typing import Any

from ..store import Store

JSON = dict[str, Any]


class LogConflict(Exception):
    """Another process wrote that log entry (or that game) first: this process's copy is stale."""


@dataclass
class ForumRecord:
    id: str
    settings: JSON
    seed: int
    salt: str
    master_hash: str
    status: str  # choosing, playing, resolved (the master's post waits), over
    deadline: float | None
    players: list[tuple[str, str]]  # (name, token hash), by seat
    log: list[tuple[str, JSON]] = field(default_factory=list)
    posts: dict[int, JSON] = field(default_factory=dict)


Statement = tuple[str, tuple[object, ...]]  # SQL with ? placeholders, and its parameters


class ForumStore:
    """The forum games' rows; the database's access is a subclass's (``_write``, ``_rows``,
    ``_snapshot``)."""

    def _write(self, *statements: Statement) -> None:
        """The statements in one transaction, committed before it returns; ``LogConflict``
        when a row's key is taken (another process wrote it first)."""
        raise NotImplementedError

    def _rows(self, sql: str, args: tuple[object, ...]) -> list[tuple[Any, ...]]:
        """What one query reads."""
        raise NotImplementedError

    def _snapshot(self) -> contextlib.AbstractContextManager[object]:
        """Around several queries that must read the same moment of the game."""
        raise NotImplementedError

    def create(self, r: ForumRecord) -> None:
        self._write(
            ("INSERT INTO forum_games (id, created, settings, seed, salt, master_hash, status, deadline) "
             "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
             (r.id, time.time(), json.dumps(r.settings), r.seed, r.salt, r.master_hash, r.status, r.deadline)),
            *(("INSERT INTO forum_players (game_id, seat, name, token_hash) VALUES (?, ?, ?, ?)",
               (r.id, seat, name, token)) for seat, (name, token) in enumerate(r.players)),
        )

    def append(self, game_id: str, n: int, kind: str, body: JSON, status: str | None = None,
               deadline: float | None = None) -> None:
        """Log entry ``n``; with it, in the same transaction, the game's status and deadline."""
        statements: list[Statement] = [
            ("INSERT INTO forum_log (game_id, n, kind, body, at) VALUES (?, ?, ?, ?, ?)",
             (game_id, n, kind, json.dumps(body, ensure_ascii=False), time.time()))]
        if status is not None:
            statements.append(("UPDATE forum_games SET status = ?, deadline = ? WHERE id = ?",
                               (status, deadline, game_id)))
        self._write(*statements)

    def save_post(self, game_id: str, round_no: int, post: JSON) -> None:
        self._write(("INSERT INTO forum_posts (game_id, round, body) VALUES (?, ?, ?) "
                     "ON CONFLICT (game_id, round) DO UPDATE SET body = excluded.body",
                     (game_id, round_no, json.dumps(post, ensure_ascii=False))))

    def log_length(self, game_id: str) -> int:
        """How many entries the game's log holds on disk (another process may have added some)."""
        rows = self._rows("SELECT count(*) FROM forum_log WHERE game_id = ?", (game_id,))
        return int(rows[0][0]) if rows else 0

    def unfinished(self) -> list[str]:
        rows = self._rows("SELECT id FROM forum_games WHERE status != 'over' ORDER BY created", ())
        return [game_id for (game_id,) in rows]

    def load(self, game_id: str) -> ForumRecord | None:
        with self._snapshot():
            found = self._rows(
                "SELECT id, settings, seed, salt, master_hash, status, deadline FROM forum_games WHERE id = ?",
                (game_id,))
            if not found:
                return None
            players = [(name, token) for name, token in self._rows(
                "SELECT name, token_hash FROM forum_players WHERE game_id = ? ORDER BY seat", (game_id,))]
            log = [(kind, json.loads(body)) for kind, body in self._rows(
                "SELECT kind, body FROM forum_log WHERE game_id = ? ORDER BY n", (game_id,))]
            posts = {round_no: json.loads(body) for round_no, body in self._rows(
                "SELECT round, body FROM forum_posts WHERE game_id = ?", (game_id,))}
        row = found[0]
        return ForumRecord(row[0], json.loads(row[1]), row[2], row[3], row[4], row[5], row[6],
                           players, log, posts)


class SqliteForumStore(ForumStore):
    """The forum games in the server's SQLite file, on ``Store``'s connection."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def _write(self, *statements: Statement) -> None:
        with self.store.transaction() as db:
            try:
                for sql, args in statements:
                    db.execute(sql, args)
            except sqlite3.IntegrityError as e:
                raise LogConflict(str(e)) from e

    def _rows(self, sql: str, args: tuple[object, ...]) -> list[tuple[Any, ...]]:
        return self.store.db.execute(sql, args).fetchall()

    def _snapshot(self) -> contextlib.AbstractContextManager[object]:
        return contextlib.nullcontext()  # as before: each query reads the file as it is then
