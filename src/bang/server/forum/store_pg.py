"""Forum games in PostgreSQL: ``ForumStore``'s rows and contract, on ``PgStore``'s connection.

Every write commits before it returns, as in SQLite; the tables are made by
``store_pg``'s migration step 3.
"""

from __future__ import annotations

import json
import time

import psycopg

from ..store_pg import PgStore
from .store import JSON, ForumRecord, ForumStore, LogConflict


class PgForumStore(ForumStore):
    def __init__(self, store: PgStore) -> None:  # noqa: D107 - no SQLite connection, no schema script
        self.store = store

    def _write(self, *statements: tuple[str, tuple[object, ...]]) -> None:
        db = self.store.connection()
        try:
            with db.transaction():
                for sql, args in statements:
                    db.execute(sql.replace("?", "%s").encode(), args)
        except psycopg.errors.UniqueViolation as e:
            raise LogConflict(str(e)) from e

    def create(self, r: ForumRecord) -> None:
        self._write(
            ("INSERT INTO forum_games (id, created, settings, seed, salt, master_hash, status, deadline) "
             "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
             (r.id, time.time(), json.dumps(r.settings), r.seed, r.salt, r.master_hash, r.status, r.deadline)),
            *(("INSERT INTO forum_players (game_id, seat, name, token_hash) VALUES (?, ?, ?, ?)",
               (r.id, seat, name, token)) for seat, (name, token) in enumerate(r.players)),
        )

    def save_post(self, game_id: str, round_no: int, post: JSON) -> None:
        self._write(("INSERT INTO forum_posts (game_id, round, body) VALUES (?, ?, ?) "
                     "ON CONFLICT (game_id, round) DO UPDATE SET body = excluded.body",
                     (game_id, round_no, json.dumps(post, ensure_ascii=False))))

    def log_length(self, game_id: str) -> int:
        row = self.store.connection().execute(
            "SELECT count(*) FROM forum_log WHERE game_id = %s", (game_id,)).fetchone()
        return int(row[0]) if row else 0

    def unfinished(self) -> list[str]:
        rows = self.store.connection().execute("SELECT id FROM forum_games WHERE status != 'over' ORDER BY created")
        return [game_id for (game_id,) in rows.fetchall()]

    def load(self, game_id: str) -> ForumRecord | None:
        db = self.store.connection()
        with db.transaction():
            row = db.execute(
                "SELECT id, settings, seed, salt, master_hash, status, deadline FROM forum_games WHERE id = %s",
                (game_id,)).fetchone()
            if row is None:
                return None
            players = [(name, token) for name, token in db.execute(
                "SELECT name, token_hash FROM forum_players WHERE game_id = %s ORDER BY seat", (game_id,))]
            log = [(kind, json.loads(body)) for kind, body in db.execute(
                "SELECT kind, body FROM forum_log WHERE game_id = %s ORDER BY n", (game_id,))]
            posts = {round_no: json.loads(body) for round_no, body in db.execute(
                "SELECT round, body FROM forum_posts WHERE game_id = %s", (game_id,))}
        return ForumRecord(row[0], json.loads(row[1]), row[2], row[3], row[4], row[5], row[6],
                           players, log, posts)
