"""Forum games in PostgreSQL: ``ForumStore``'s rows and SQL, on ``PgStore``'s connection.

Every write commits before it returns, as in SQLite; the tables are made by
``store_pg``'s migration step 3.
"""

from __future__ import annotations

import contextlib
from typing import Any

import psycopg

from ..store_pg import PgStore
from .store import ForumStore, LogConflict, Statement


def _pg(sql: str) -> bytes:
    """``ForumStore``'s SQL with PostgreSQL's placeholders (none of it has a ``?`` or a ``%`` of its own)."""
    return sql.replace("?", "%s").encode()


class PgForumStore(ForumStore):
    def __init__(self, store: PgStore) -> None:
        self.store = store

    def _write(self, *statements: Statement) -> None:
        db = self.store.connection()
        try:
            with db.transaction():
                for sql, args in statements:
                    db.execute(_pg(sql), args)
        except psycopg.errors.UniqueViolation as e:
            raise LogConflict(str(e)) from e

    def _rows(self, sql: str, args: tuple[object, ...]) -> list[tuple[Any, ...]]:
        return self.store.connection().execute(_pg(sql), args).fetchall()

    def _snapshot(self) -> contextlib.AbstractContextManager[object]:
        return self.store.connection().transaction()  # a load reads one moment of the game
