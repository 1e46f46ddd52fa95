"""A real SMTP server for the tests (aiosmtpd on a free loopback port) and what it receives:
the ``inbox`` fixture (tests/server/conftest.py) gives its ``Inbox`` and port."""

from __future__ import annotations

import asyncio
import email
import email.policy
import queue
from dataclasses import dataclass
from email.message import EmailMessage
from typing import Any

SENDER = "bang@example.net"  # the servers' --mail-from in the tests


@dataclass
class Mail:
    to: list[str]
    message: EmailMessage

    def text(self) -> str:
        part = self.message.get_body(("plain",))
        assert part is not None
        return str(part.get_content())  # type: ignore[attr-defined]


class Inbox:
    """aiosmtpd's handler: every message it is given, in order."""

    def __init__(self) -> None:
        self.mails: queue.Queue[Mail] = queue.Queue()

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:  # noqa: N802 (aiosmtpd's name)
        message = email.message_from_bytes(envelope.content, policy=email.policy.default)
        assert isinstance(message, EmailMessage)
        self.mails.put(Mail(list(envelope.rcpt_tos), message))
        return "250 OK"

    async def next(self, timeout: float) -> Mail | None:
        """The next mail, or None if none comes within ``timeout`` seconds."""
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(None, lambda: self.mails.get(timeout=timeout))
        except queue.Empty:
            return None
