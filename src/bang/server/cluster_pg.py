"""The PostgreSQL side of ``bang serve --cluster`` (cluster.py): the leases of
``store_pg`` seen as ``cluster.Leases``, and its store whose lost tables leave the
process. Imported only for a postgresql:// ``--db``."""

from __future__ import annotations

import logging
from collections.abc import Callable

import psycopg
from psycopg.rows import TupleRow

from .cluster import ADOPT_AT_ONCE, WANTED_SECONDS
from .protocol import Status
from .store import Committed, SeatRecord
from .store_pg import LeaseLost, PgStore

log = logging.getLogger("bang.server.cluster")

# pg_advisory_lock(OWNER_LOCK, hashtext(owner)): held by each process on its renewal's
# connection while it lives; free once the process is gone (its session closed), so a
# client that comes back through the proxy to another process is served at once, not
# after the lease runs out. "bano" in ASCII.
OWNER_LOCK = 0x62616E6F


class PgLeases:
    """The leases of ``store_pg`` (``table_leases``, expiring on PostgreSQL's clock)."""

    def __init__(self, store: PgStore, owner: str, lease_seconds: float) -> None:
        self.store = store
        self.owner = owner
        self.lease_seconds = lease_seconds

    def exists(self, table_id: str) -> bool:
        return self.store.connection().execute("SELECT 1 FROM tables WHERE id = %s", (table_id,)).fetchone() is not None

    def claim(self, table_id: str, asked: bool) -> bool:
        if not asked:
            return self.store.claim(table_id, self.owner, self.lease_seconds)
        # Also from an owner whose session is closed (its lock is free: it died); the row
        # lock waits for a write of the old owner in flight.
        row = self.store.connection().execute(
            "INSERT INTO table_leases (table_id, owner, expires) VALUES (%s, %s, now() + make_interval(secs => %s)) "
            "ON CONFLICT (table_id) DO UPDATE SET owner = excluded.owner, expires = excluded.expires "
            "WHERE table_leases.expires < now() OR table_leases.owner = excluded.owner "
            "OR pg_try_advisory_xact_lock(%s, hashtext(table_leases.owner)) RETURNING owner",
            (table_id, self.owner, self.lease_seconds, OWNER_LOCK),
        ).fetchone()
        return row is not None

    def renew(self) -> set[str]:
        return self.store.renew_all(self.owner, self.lease_seconds)

    def renewal(self) -> Callable[[], set[str]]:
        url, owner, seconds = self.store.url, self.owner, self.lease_seconds

        def connect() -> psycopg.Connection[TupleRow]:
            """The renewal's connection, holding this process's lock while it lives."""
            db = psycopg.connect(url, autocommit=True)
            row = db.execute("SELECT pg_try_advisory_lock(%s, hashtext(%s))", (OWNER_LOCK, owner)).fetchone()
            if not (row and row[0]):  # another name with the same hash: leases then only expire
                log.warning("the lock of %s is held by another session; its tables are taken over "
                            "only once their leases expire", owner)
            return db

        db = connect()

        def renew() -> set[str]:
            nonlocal db
            if db.closed or db.broken:
                db = connect()
            rows = db.execute("UPDATE table_leases SET expires = now() + make_interval(secs => %s) "
                              "WHERE owner = %s RETURNING table_id", (seconds, owner)).fetchall()
            return {str(table_id) for (table_id,) in rows}

        return renew

    def release(self, table_id: str) -> None:
        self.store.release(table_id, self.owner)

    def release_all(self) -> None:
        self.store.connection().execute("DELETE FROM table_leases WHERE owner = %s", (self.owner,))

    def want(self, table_id: str) -> None:
        self.store.connection().execute(
            "INSERT INTO table_wanted (table_id, wanted_by, at) VALUES (%s, %s, now()) "
            "ON CONFLICT (table_id) DO UPDATE SET wanted_by = excluded.wanted_by, at = excluded.at",
            (table_id, self.owner))

    def wanted(self) -> dict[str, str]:
        self.store.connection().execute("DELETE FROM table_wanted WHERE at < now() - make_interval(secs => %s)",
                                   (12 * WANTED_SECONDS,))
        rows = self.store.connection().execute(
            "SELECT w.table_id, w.wanted_by FROM table_wanted w JOIN table_leases l ON l.table_id = w.table_id "
            "WHERE l.owner = %s AND w.wanted_by != %s AND w.at > now() - make_interval(secs => %s)",
            (self.owner, self.owner, WANTED_SECONDS)).fetchall()
        return {str(t): str(by) for t, by in rows}

    def hand_over(self, table_id: str, to: str) -> bool:
        db = self.store.connection()
        with db.transaction():
            row = db.execute("UPDATE table_leases SET owner = %s, expires = now() + make_interval(secs => %s) "
                             "WHERE table_id = %s AND owner = %s RETURNING table_id",
                             (to, self.lease_seconds, table_id, self.owner)).fetchone()
            db.execute("DELETE FROM table_wanted WHERE table_id = %s", (table_id,))
        return row is not None

    def orphans(self, limit: int = ADOPT_AT_ONCE) -> list[str]:
        rows = self.store.connection().execute(
            "SELECT t.id FROM tables t LEFT JOIN table_leases l ON l.table_id = t.id "
            "WHERE t.status != 'over' AND (l.expires < now() OR (l.table_id IS NULL AND t.status != 'lobby')) "
            "ORDER BY t.created LIMIT %s",
            (limit,),
        ).fetchall()
        return [str(table_id) for (table_id,) in rows]


class FencedPgStore(PgStore):
    """``PgStore`` with an owner (its writes fenced by the leases), whose lost tables
    leave this process (``on_lost``) rather than pause."""

    def __init__(self, url: str, owner: str, lease_seconds: float) -> None:
        super().__init__(url, owner=owner, lease_seconds=lease_seconds)
        self.ownership = PgLeases(self, owner, lease_seconds)
        self.on_lost: Callable[[str], None] = lambda table_id: None

    def append_action(self, table_id: str, n: int, seat: int, code: int, then: Committed) -> None:
        def committed(error: Exception | None, table_id: str = table_id) -> None:
            if isinstance(error, LeaseLost):
                self.on_lost(table_id)
            else:
                then(error)

        super().append_action(table_id, n, seat, code, committed)

    def save_seat(self, table_id: str, seat: SeatRecord) -> None:
        try:
            super().save_seat(table_id, seat)
        except LeaseLost:
            self.on_lost(table_id)

    def start(self, table_id: str, seats: list[SeatRecord]) -> None:
        try:
            super().start(table_id, seats)
        except LeaseLost:
            self.on_lost(table_id)

    def set_status(self, table_id: str, status: Status, message: str | None = None) -> None:
        try:
            super().set_status(table_id, status, message)
        except LeaseLost:
            self.on_lost(table_id)

    def set_seen(self, table_id: str, seen: float) -> None:
        try:
            super().set_seen(table_id, seen)
        except LeaseLost:
            self.on_lost(table_id)

    def set_deadline(self, table_id: str, deadline: float | None, version: int | None,
                     deciding: int | None = None) -> None:
        try:
            super().set_deadline(table_id, deadline, version, deciding)
        except LeaseLost:
            self.on_lost(table_id)

    def set_held(self, table_id: str, held: bool) -> None:
        try:
            super().set_held(table_id, held)
        except LeaseLost:
            self.on_lost(table_id)

    def delete_table(self, table_id: str) -> None:
        try:
            super().delete_table(table_id)
        except LeaseLost:
            self.on_lost(table_id)

    def append_chat(self, table_id: str, seq: int, message: str) -> None:
        try:
            super().append_chat(table_id, seq, message)
        except LeaseLost:
            self.on_lost(table_id)

    def set_chat_mute(self, table_id: str, reader: int, seat: int, on: bool) -> None:
        try:
            super().set_chat_mute(table_id, reader, seat, on)
        except LeaseLost:
            self.on_lost(table_id)
