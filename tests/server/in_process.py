"""A connection to a table played in the test's own process (``Table.connect``): it keeps
every frame it is sent, and is never closed by the table (a closing fails the test)."""

from __future__ import annotations


class Connection:
    """One client of a table in process (the table's ``Peer``)."""

    def __init__(self) -> None:
        self.seat: int | None = None
        self.log_sent = 0
        self.greeted = False
        self.frames: list[bytes] = []

    def send(self, frame: bytes) -> None:
        self.frames.append(frame)

    def close(self, code: int, reason: str) -> None:
        raise AssertionError(f"closed: {code} {reason}")
