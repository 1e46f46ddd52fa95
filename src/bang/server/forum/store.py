"""Forum games on disk: their settings, their players' token hashes, and their log.

A forum game is its seed and an ordered log of entries: a character picked, a move,
the master's override, a deadline, a publication. Replaying the log on the seed gives
back the game exactly; the posts published are stored as they were published (their
character sheets are the table of that moment). Every write commits before it
returns, so nobody is told of a move the disk does not hold. The tables live in the
same SQLite file as the online tables (``Store``'s connection), under their own names.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass, field
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS forum_games (
    id          TEXT PRIMARY KEY,
    created     REAL NOT NULL,
    settings    TEXT NOT NULL,
    seed        INTEGER NOT NULL,
    salt        TEXT NOT NULL,
    master_hash TEXT NOT NULL,
    status      TEXT NOT NULL,
    deadline    REAL
);
CREATE TABLE IF NOT EXISTS forum_players (
    game_id    TEXT NOT NULL,
    seat       INTEGER NOT NULL,
    name       TEXT NOT NULL,
    token_hash TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS forum_log (
    game_id TEXT NOT NULL,
    n       INTEGER NOT NULL,
    kind    TEXT NOT NULL,
    body    TEXT NOT NULL,
    at      REAL NOT NULL,
    PRIMARY KEY (game_id, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS forum_posts (
    game_id TEXT NOT NULL,
    round   INTEGER NOT NULL,
    body    TEXT NOT NULL,
    PRIMARY KEY (game_id, round)
) WITHOUT ROWID;
"""

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


class ForumStore:
    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db
        self.db.executescript(SCHEMA)

    def _write(self, *statements: tuple[str, tuple[object, ...]]) -> None:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            for sql, args in statements:
                self.db.execute(sql, args)
            self.db.execute("COMMIT")
        except sqlite3.IntegrityError as e:
            self.db.execute("ROLLBACK")
            raise LogConflict(str(e)) from e
        except Exception:
            self.db.execute("ROLLBACK")
            raise

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
        statements: list[tuple[str, tuple[object, ...]]] = [
            ("INSERT INTO forum_log (game_id, n, kind, body, at) VALUES (?, ?, ?, ?, ?)",
             (game_id, n, kind, json.dumps(body, ensure_ascii=False), time.time()))]
        if status is not None:
            statements.append(("UPDATE forum_games SET status = ?, deadline = ? WHERE id = ?",
                               (status, deadline, game_id)))
        self._write(*statements)

    def save_post(self, game_id: str, round_no: int, post: JSON) -> None:
        self._write(("INSERT OR REPLACE INTO forum_posts (game_id, round, body) VALUES (?, ?, ?)",
                     (game_id, round_no, json.dumps(post, ensure_ascii=False))))

    def log_length(self, game_id: str) -> int:
        """How many entries the game's log holds on disk (another process may have added some)."""
        row = self.db.execute("SELECT count(*) FROM forum_log WHERE game_id = ?", (game_id,)).fetchone()
        return int(row[0]) if row else 0

    def unfinished(self) -> list[str]:
        rows = self.db.execute("SELECT id FROM forum_games WHERE status != 'over' ORDER BY created")
        return [game_id for (game_id,) in rows.fetchall()]

    def load(self, game_id: str) -> ForumRecord | None:
        row = self.db.execute(
            "SELECT id, settings, seed, salt, master_hash, status, deadline FROM forum_games WHERE id = ?",
            (game_id,)).fetchone()
        if row is None:
            return None
        players = [(name, token) for name, token in self.db.execute(
            "SELECT name, token_hash FROM forum_players WHERE game_id = ? ORDER BY seat", (game_id,))]
        log = [(kind, json.loads(body)) for kind, body in self.db.execute(
            "SELECT kind, body FROM forum_log WHERE game_id = ? ORDER BY n", (game_id,))]
        posts = {round_no: json.loads(body) for round_no, body in self.db.execute(
            "SELECT round, body FROM forum_posts WHERE game_id = ?", (game_id,))}
        return ForumRecord(row[0], json.loads(row[1]), row[2], row[3], row[4], row[5], row[6],
                           players, log, posts)
