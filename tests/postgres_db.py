"""A PostgreSQL schema of a test's own, in the machine's PostgreSQL.

The server is ``$BANG_TEST_POSTGRES`` (default: postgresql://postgres@127.0.0.1:5432/test,
trust authentication). Each ``fresh_schema`` is a new schema there, dropped at the
end; its URL sets ``search_path`` to it, so a store (or a ``bang serve --db URL``)
opened on the URL sees that schema only. Where PostgreSQL cannot be reached the test
is skipped with the reason, unless ``BANG_REQUIRE_POSTGRES=1`` (CI): then it fails.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import quote

import psycopg
import pytest

SERVER = os.environ.get("BANG_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/test")


def _unreachable(error: Exception) -> None:
    reason = f"PostgreSQL is not reachable at {SERVER} ({error}); set BANG_TEST_POSTGRES to one"
    if os.environ.get("BANG_REQUIRE_POSTGRES") == "1":
        pytest.fail(f"{reason}, and BANG_REQUIRE_POSTGRES=1 requires it")
    pytest.skip(reason)


def with_schema(url: str, schema: str) -> str:
    """``url`` with every connection's search_path set to ``schema``."""
    joiner = "&" if "?" in url else "?"
    return f"{url}{joiner}options={quote(f'-csearch_path={schema}')}"


@contextmanager
def fresh_schema() -> Iterator[str]:
    """A new, empty schema; yields the URL that opens it. Dropped (with its rows) afterwards."""
    schema = f"bang_test_{secrets.token_hex(6)}"
    try:
        admin = psycopg.connect(SERVER, autocommit=True, connect_timeout=5)
    except psycopg.OperationalError as e:
        _unreachable(e)
    with admin:
        admin.execute(f"CREATE SCHEMA {schema}".encode())
        try:
            yield with_schema(SERVER, schema)
        finally:
            # Sessions still open on it (a killed server's) must not keep the schema alive.
            admin.execute(f"DROP SCHEMA {schema} CASCADE".encode())


def query(url: str, sql: str, *params: object) -> list[tuple[object, ...]]:
    """What another process would read now, on a connection of its own."""
    with psycopg.connect(url, autocommit=True) as db:
        return db.execute(sql.encode(), params).fetchall()
