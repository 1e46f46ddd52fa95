"""The secrets of the links: a table's and a forum game's, one rule for both.

A link that lets its holder act (a seat, the host of a table, a forum game's master or
player, a turn mail's stop link) carries a token made here. The server keeps only the
token's sha256 (``token_hash``): the store holds no secret, so the link cannot be shown
again. A token is checked by hashing it and comparing the hashes in constant time; the
seat a token holds is the one whose stored hash is the token's. Ids (``new_id``) are in
the links too, but name a table or a game rather than prove anything.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from collections.abc import Iterable

TOKEN_BYTES = 24  # 32 URL-safe characters
ID_BYTES = 6  # 8 URL-safe characters: a table's or a forum game's id
# What an id in a link may be (new_id's, and those of older servers): anything else is looked
# up nowhere.
ID_SHAPE = re.compile(r"[A-Za-z0-9_-]{4,32}")


def new_token() -> str:
    """A fresh secret for a link."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def new_id() -> str:
    """A fresh id for a table or a forum game (the caller makes sure it is not taken)."""
    return secrets.token_urlsafe(ID_BYTES)


def token_hash(token: str) -> str:
    """What the server keeps of a token: its sha256, in hex."""
    return hashlib.sha256(token.encode()).hexdigest()


def is_token_of(token: str, stored_hash: str | None) -> bool:
    """Whether ``token`` is the one whose hash was stored (compared in constant time)."""
    return stored_hash is not None and hmac.compare_digest(token_hash(token), stored_hash)


def seat_of(token: str, stored_hashes: Iterable[str | None]) -> int | None:
    """The position (the seat) of the token's hash among ``stored_hashes`` (None for a seat
    that has no token yet), or None if the token holds none of them."""
    digest = token_hash(token)
    for seat, stored in enumerate(stored_hashes):
        if stored is not None and hmac.compare_digest(digest, stored):
            return seat
    return None
