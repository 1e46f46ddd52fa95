"""Mail: a player of a turn-based table told by e-mail when the table waits on them
(``bang serve --smtp URL --mail-from ADDRESS``; no ``--smtp``: no mail, and no page offers it).

``--smtp`` is ``smtp://[USER:PASSWORD@]HOST[:PORT]`` (port 25; ``?starttls=1``: STARTTLS,
required, before anything is sent: a provider's port 587) or ``smtps://...`` (TLS from the
start, port 465). A mail is sent by one worker thread of its own: the event loop never waits
for the SMTP server, and a failure is logged (without the address) and never reaches the table.

Each mail is plain text with an HTML twin, in the player's language (``languages``' ``MAIL``,
English for what a language lacks): the decision asked, the turn, its deadline, the table's link
and a link that stops the mails (``GET /mail/stop/TOKEN``: a random token per mail, whose
hash alone is stored). The address is checked by ``address_refusal`` before it is kept.
"""

from __future__ import annotations

import html
import logging
import smtplib
import ssl
import time
import unicodedata
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import formatdate, make_msgid
from urllib.parse import parse_qs, unquote, urlsplit

from .languages import WORDS, mail_words, words

log = logging.getLogger("bang.server")

MAX_ADDRESS = 254  # characters of an address (RFC 5321's path, less its brackets)
FORBIDDEN = set(' <>(),;:"[]\\')  # besides spaces and control characters: no second recipient, no header trick
DECISIONS = ("play", "draw", "respond", "dying", "discard", "choose", "character")  # MAIL's words for them
SMTP_SECONDS = 30.0  # the SMTP server's time to answer each step


def address_refusal(address: str) -> str | None:
    """Why an address is refused (None: it is taken): at most 254 characters, one @ with
    something on each side, no space, control character or one of ``<>(),;:"[]\\``."""
    if len(address) > MAX_ADDRESS:
        return f"an address has at most {MAX_ADDRESS} characters"
    if address.count("@") != 1:
        return "an address has exactly one @"
    local, domain = address.split("@")
    if not local or not domain:
        return "an address has a name before its @ and a domain after it"
    if any(c in FORBIDDEN or c.isspace() or unicodedata.category(c).startswith("C") for c in address):
        return 'an address has no space, control character or one of <>(),;:"[]\\'
    return None


@dataclass(frozen=True, slots=True)
class SmtpServer:
    """Where mail goes: ``--smtp`` read."""

    host: str
    port: int
    tls: bool  # smtps://: TLS from the start
    starttls: bool  # smtp://...?starttls=1: STARTTLS before anything else
    user: str | None
    password: str | None

    @classmethod
    def parse(cls, url: str) -> SmtpServer:
        """``--smtp``'s URL, or ValueError saying what is wrong (never its password)."""
        parts = urlsplit(url.strip())
        if parts.scheme not in ("smtp", "smtps") or not parts.hostname:
            raise ValueError("--smtp takes smtp://[USER:PASSWORD@]HOST[:PORT] or smtps://...")
        if parts.path not in ("", "/") or parts.fragment:
            raise ValueError("--smtp: no path after HOST[:PORT]")
        query = parse_qs(parts.query)
        if set(query) - {"starttls"}:
            raise ValueError("--smtp: the only option is ?starttls=1")
        starttls = query.get("starttls", ["0"])[-1] in ("1", "true", "yes")
        if starttls and parts.scheme == "smtps":
            raise ValueError("--smtp: smtps:// is TLS already (starttls is for smtp://)")
        try:
            port = parts.port or (465 if parts.scheme == "smtps" else 25)
        except ValueError:
            raise ValueError("--smtp: the port is a number") from None
        return cls(parts.hostname, port, parts.scheme == "smtps", starttls,
                   unquote(parts.username) if parts.username else None,
                   unquote(parts.password) if parts.password is not None else None)


@dataclass(frozen=True, slots=True)
class MailConfig:
    """``--smtp``, ``--mail-from`` and the origin of the links in a mail (``--public-url``, else
    the address ``bang serve`` prints for friends)."""

    smtp: str
    sender: str
    origin: str


@dataclass(frozen=True, slots=True)
class TurnMail:
    """What one mail says: whom, where, what is asked and until when."""

    address: str
    lang: str
    name: str  # the seat's name
    table: str  # the table's id
    decision: str  # the pending decision's kind (``Pending.kind``)
    turn: int
    deadline: float | None  # Unix seconds; None: no deadline
    stop_token: str


class Mailer:
    """Sends each mail in a worker thread of its own (one at a time, in order)."""

    def __init__(self, config: MailConfig) -> None:
        self.server = SmtpServer.parse(config.smtp)
        refusal = address_refusal(config.sender)
        if refusal is not None:
            raise ValueError(f"--mail-from: {refusal}")
        self.sender = config.sender
        self.origin = config.origin.rstrip("/")
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bang-mail")

    def table_link(self, table_id: str) -> str:
        return f"{self.origin}/t/{table_id}"

    def stop_link(self, token: str) -> str:
        return f"{self.origin}/mail/stop/{token}"

    def send(self, mail: TurnMail) -> None:
        """Queue the mail; returns at once. A failure is logged, never raised."""
        message = self.message(mail)
        self._pool.submit(self._send_now, message, mail.table)

    def close(self) -> None:
        """The server stops: mails not yet sent are dropped."""
        self._pool.shutdown(wait=False, cancel_futures=True)

    def message(self, mail: TurnMail) -> EmailMessage:
        """The mail, plain text and HTML, in the player's language."""
        w, lang = mail_words(mail.lang), words(mail.lang)
        digits = str.maketrans("0123456789", lang.digits)
        decision = w[mail.decision] if mail.decision in DECISIONS else w["other"]
        link, stop = self.table_link(mail.table), self.stop_link(mail.stop_token)
        lines = [w["hello"].format(name=mail.name), "", _capital(w["waiting"].format(decision=decision)),
                 w["turn"].format(turn=lang.number(mail.turn))]
        if mail.deadline is not None:
            when = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(mail.deadline))
            lines.append(w["deadline"].format(deadline=when.translate(digits)))
        text = "\n".join([*lines, "", w["open"], link, "", "--", w["why"], w["stop"], stop, ""])
        rtl = lang.rtl
        body = "".join(f"<p>{html.escape(line)}</p>" for line in lines if line)
        page = (f'<!doctype html><html lang="{mail.lang}"{" dir=rtl" if rtl else ""}><body>{body}'
                f'<p><a href="{html.escape(link)}">{html.escape(w["open"])} {html.escape(link)}</a></p>'
                f'<hr><p><small>{html.escape(w["why"])}<br><a href="{html.escape(stop)}">'
                f'{html.escape(w["stop"])}</a></small></p></body></html>')
        message = EmailMessage()
        message["From"] = self.sender
        message["To"] = mail.address
        message["Subject"] = w["subject"].format(table=mail.table, decision=decision)
        message["Date"] = formatdate(localtime=False)
        message["Message-ID"] = make_msgid(domain=self.sender.split("@")[1])
        message["Auto-Submitted"] = "auto-generated"
        message["List-Unsubscribe"] = f"<{stop}>"
        message.set_content(text)
        message.add_alternative(page, subtype="html")
        message["Content-Language"] = mail.lang  # (after the content: setting it clears content-* headers)
        return message

    def _send_now(self, message: EmailMessage, table_id: str) -> None:
        """In the worker thread: one SMTP session for one mail."""
        s = self.server
        try:
            context = ssl.create_default_context()
            smtp = (smtplib.SMTP_SSL(s.host, s.port, timeout=SMTP_SECONDS, context=context) if s.tls
                    else smtplib.SMTP(s.host, s.port, timeout=SMTP_SECONDS))
            with smtp:
                if s.starttls:
                    smtp.starttls(context=context)
                if s.user is not None:
                    smtp.login(s.user, s.password or "")
                smtp.send_message(message)
        except Exception as e:  # never the address: an SMTP error's text may name it
            code = getattr(e, "smtp_code", None)
            log.warning("table %s: a mail was not sent (%s%s)", table_id, type(e).__name__,
                        f" {code}" if code is not None else "")


def stop_page(lang: str, stopped: bool) -> str:
    """The page of ``GET /mail/stop/TOKEN``: the mail stopped, or the link stops nothing."""
    w = mail_words(lang)
    rtl = lang in WORDS and WORDS[lang].rtl
    title = html.escape(w["stopped_title"])
    said = html.escape(w["stopped"] if stopped else w["unknown"])
    return (f'<!doctype html><html lang="{html.escape(lang)}"{" dir=rtl" if rtl else ""}><head><meta charset="utf-8">'
            f'<meta name="robots" content="noindex"><title>{title}</title></head>'
            f'<body style="font-family: sans-serif; max-width: 40em; margin: 4em auto"><h1>{title}</h1>'
            f"<p>{said}</p></body></html>")


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
