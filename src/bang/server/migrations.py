"""Schema versions: numbered steps, each applied once, in order, when a store opens.

Both stores keep a ``schema_migrations`` table: the number of every step applied and
when. A step is a list of SQL statements; a database that already holds a step newer
than this version of bang knows is refused (an older bang must not write to a newer
schema). In PostgreSQL every process of a cluster may start at once: the steps are
applied in one transaction under an advisory lock, so exactly one of them applies
each step and the others find it done.
"""

from __future__ import annotations

import sqlite3
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import psycopg
    from psycopg.rows import TupleRow

Step = tuple[int, list[str]]  # (version, its statements)

# pg_advisory_xact_lock's key while migrating: "bang" in ASCII, any fixed number would do.
MIGRATION_LOCK = 0x62616E67


class SchemaTooNew(RuntimeError):
    """The database was migrated by a newer bang."""


def _check(applied: set[int], steps: list[Step]) -> list[Step]:
    """The steps still to apply (an error if the database is ahead of this bang)."""
    known = {version for version, _ in steps}
    newer = sorted(applied - known)
    if newer and newer[-1] > max(known, default=0):
        raise SchemaTooNew(f"the database's schema is at version {newer[-1]}, newer than this bang knows "
                           f"({max(known, default=0)}): upgrade bang, or use another database")
    return [step for step in sorted(steps) if step[0] not in applied]


def apply_sqlite(db: sqlite3.Connection, steps: list[Step]) -> int:
    """Apply the steps not yet applied to a SQLite database (autocommit connection); the version."""
    db.execute("BEGIN IMMEDIATE")
    try:
        db.execute("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied REAL NOT NULL)")
        applied = {version for (version,) in db.execute("SELECT version FROM schema_migrations")}
        for version, statements in _check(applied, steps):
            for sql in statements:
                db.execute(sql)
            db.execute("INSERT INTO schema_migrations (version, applied) VALUES (?, ?)", (version, time.time()))
            applied.add(version)
        db.execute("COMMIT")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    return max(applied, default=0)


def apply_pg(db: psycopg.Connection[TupleRow], steps: list[Step]) -> int:
    """Apply the steps not yet applied to a PostgreSQL schema (autocommit connection); the version."""
    with db.transaction():
        db.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        db.execute("CREATE TABLE IF NOT EXISTS schema_migrations "
                   "(version INTEGER PRIMARY KEY, applied TIMESTAMPTZ NOT NULL DEFAULT now())")
        applied = {int(version) for (version,) in db.execute("SELECT version FROM schema_migrations")}
        for version, statements in _check(applied, steps):
            for sql in statements:
                db.execute(sql.encode())
            db.execute("INSERT INTO schema_migrations (version) VALUES (%s)", (version,))
            applied.add(version)
    return max(applied, default=0)
