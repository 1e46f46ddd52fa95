"""The store the table server writes its event log to, whichever database holds it.

``TableStore`` is what ``Tables`` and ``Table`` use; two stores implement it:
``store.Store`` (SQLite, one file beside the server: the embedded default) and
``store_pg.PgStore`` (PostgreSQL, shared by any number of servers). Both keep the
same contract: every other write is committed before it returns; the actions of one
turn of the event loop are committed together at the start of the next, and only
then is each one's ``then`` called (with the error, if the commit failed), so nobody
is told of an action the database does not hold.

``open_store`` picks the store from ``bang serve --db``: a ``postgresql://`` (or
``postgres://``) URL opens PostgreSQL, anything else is a SQLite file's path.
"""

from __future__ import annotations

from typing import Protocol

from .protocol import Status
from .store import Committed, MailRecord, SeatRecord, Store, TableRecord

POSTGRES_SCHEMES = ("postgresql://", "postgres://")


class TableStore(Protocol):
    """The event log of every table: settings, seed, seats, accepted actions."""

    def close(self) -> None:
        """Commit what is waiting, then let go of the database."""

    def append_action(self, table_id: str, n: int, seat: int, code: int, then: Committed) -> None:
        """Action number ``n`` of a table; ``then`` runs once it is committed (next loop turn)."""

    def commit(self) -> None:
        """Commit the actions waiting now, then call their ``then``."""

    def create_table(self, record: TableRecord) -> None: ...

    def save_seat(self, table_id: str, seat: SeatRecord) -> None: ...

    def start(self, table_id: str, seats: list[SeatRecord]) -> None: ...

    def set_status(self, table_id: str, status: Status, message: str | None = None) -> None: ...

    def set_seen(self, table_id: str, seen: float) -> None:
        """When a seated person was last connected to a lobby (``TableRecord.seen``)."""

    def set_deadline(self, table_id: str, deadline: float | None, version: int | None,
                     deciding: int | None = None) -> None:
        """A turn-based table's deadline for the decision at ``version``, which waits for
        seat ``deciding`` (``TableRecord.deadline``)."""

    def set_held(self, table_id: str, held: bool) -> None:
        """Whether the host paused the game (``TableRecord.held``)."""

    def delete_table(self, table_id: str) -> None:
        """Forget a table for good (a lobby that expired)."""

    def load(self, table_id: str, with_actions: bool = True) -> TableRecord | None: ...

    def unfinished(self) -> list[str]:
        """The ids of the tables to restore at start, oldest first."""

    # The table chat (chat.py): each message as its JSON, each mute a row (reader, seat).

    def append_chat(self, table_id: str, seq: int, message: str) -> None: ...

    def load_chat(self, table_id: str) -> list[str]: ...

    def set_chat_mute(self, table_id: str, reader: int, seat: int, on: bool) -> None: ...

    def load_chat_mutes(self, table_id: str) -> list[tuple[int, int]]: ...

    # The turn mails (table_mail.py): a seat's address, and the hash of each mail's stop link.

    def set_mail(self, table_id: str, seat: int, address: str, lang: str) -> None:
        """A seat's address (another one's stop links stop nothing any more)."""

    def clear_mail(self, table_id: str, seat: int | None = None) -> None:
        """Forget a seat's address and its stop links (``seat`` None: every seat's of the table)."""

    def load_mail(self, table_id: str, seat: int) -> MailRecord | None: ...

    def mailed(self, table_id: str, seat: int, turn: int, stop_hash: str) -> None:
        """A mail is sent to the seat for ``turn``, with the stop link of this hash."""

    def stop_mail(self, stop_hash: str) -> MailRecord | None:
        """A stop link followed: its seat's address and stop links forgotten; what they were."""


def is_postgres(db: str) -> bool:
    return db.startswith(POSTGRES_SCHEMES)


def open_store(db: str) -> TableStore:
    """The store of ``--db``: PostgreSQL for a postgresql:// URL, else a SQLite file."""
    if is_postgres(db):
        from .store_pg import PgStore

        return PgStore(db)
    return Store(db)


def describe(db: str) -> str:
    """``--db`` as it may be logged: a URL without its password."""
    if not is_postgres(db):
        return db
    from .store_pg import safe_url

    return safe_url(db)
