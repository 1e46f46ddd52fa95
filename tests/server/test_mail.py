"""The turn mail's parts in process: the addresses taken and refused, ``--smtp`` read, each
language's mail and stop page, and a mail that cannot be sent (logged without its address,
never raised). The mails over a real server and SMTP server: test_turn_mail.py."""

from __future__ import annotations

import logging
import time

import pytest
from serving import HOST, free_port

from bang.server.languages import LANGUAGES, WORDS, mail_words
from bang.server.mail import MailConfig, Mailer, SmtpServer, TurnMail, address_refusal, stop_page


@pytest.mark.parametrize("address", ["anna@example.org", "a.b+table@sub.example.co", "Ünal@örnek.com.tr",
                                     "x" * 240 + "@example.org"])
def test_an_address_is_taken(address: str) -> None:
    assert address_refusal(address) is None


@pytest.mark.parametrize(("address", "why"), [
    ("x" * 250 + "@a.bc", "254"), ("anna", "one @"), ("a@b@c.org", "one @"), ("@example.org", "before its @"),
    ("anna@", "before its @"), ("anna smith@example.org", "no space"), ("anna@exa\nmple.org", "no space"),
    ("anna@example.org\r\nBcc: eve@example.org", "one @"), ("anna@example.org,eve", "no space"),
    ("<anna@example.org>", "no space"), ("anna\u200e@example.org", "no space"), ("anna@ex\tample.org", "no space"),
])
def test_an_address_is_refused_with_its_reason(address: str, why: str) -> None:
    refusal = address_refusal(address)
    assert refusal is not None and why in refusal


def test_the_smtp_url_is_read_and_a_wrong_one_refused_without_its_password() -> None:
    assert SmtpServer.parse("smtp://localhost") == SmtpServer("localhost", 25, False, False, None, None)
    assert SmtpServer.parse("smtps://bang%40example.org:p%40ss@smtp.example.org") == \
        SmtpServer("smtp.example.org", 465, True, False, "bang@example.org", "p@ss")
    assert SmtpServer.parse("smtp://u:pw@smtp.example.org:587?starttls=1") == \
        SmtpServer("smtp.example.org", 587, False, True, "u", "pw")
    for wrong in ("http://u:secret@host", "smtp://u:secret@host/path", "smtps://u:secret@host?starttls=1",
                  "smtp://u:secret@host?tls=1", "smtp://u:secret@host:port", "smtp://"):
        with pytest.raises(ValueError) as refused:
            SmtpServer.parse(wrong)
        assert "secret" not in str(refused.value)
    with pytest.raises(ValueError, match="--mail-from"):
        Mailer(MailConfig("smtp://localhost", "not an address", "http://x"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_words_the_mail_with_the_links_the_decision_and_the_deadline(lang: str) -> None:
    """Each language has every word of the English mail (none left out, none more); its mail
    says the decision, the turn and the deadline in its own words and digits, with the table's
    link and the stop link in both parts."""
    assert set(WORDS[lang].mail) == set(WORDS["en"].mail)
    mailer = Mailer(MailConfig("smtp://localhost", "bang@example.net", "https://bang.example.org/"))
    try:
        message = mailer.message(TurnMail("anna@example.org", lang, "Anna", "tAbLe1", "respond", 12,
                                          time.mktime((2030, 1, 2, 3, 4, 0, 0, 0, -1)) - time.timezone, "TOKEN"))
    finally:
        mailer.close()
    words = mail_words(lang)
    digits = WORDS[lang].digits
    assert message["To"] == "anna@example.org" and message["Content-Language"] == lang
    assert words["respond"] in str(message["Subject"]) and "tAbLe1" in str(message["Subject"])
    for part in ("plain", "html"):
        body = message.get_body((part,))
        assert body is not None
        content = str(body.get_content())  # type: ignore[attr-defined]
        assert "https://bang.example.org/t/tAbLe1" in content and "https://bang.example.org/mail/stop/TOKEN" in content
        assert "Anna" in content and digits[1] + digits[2] in content  # turn 12
        assert "2030-01-02 03:04 UTC".translate(str.maketrans("0123456789", digits)) in content
    assert str(message["List-Unsubscribe"]).strip() == "<https://bang.example.org/mail/stop/TOKEN>"


def test_a_decision_the_mail_has_no_word_for_is_said_in_general_and_the_stop_page_in_each_language() -> None:
    mailer = Mailer(MailConfig("smtp://localhost", "bang@example.net", "http://h:1"))
    try:
        message = mailer.message(TurnMail("a@b.c", "it", "Anna", "t", "charge", 3, None, "T"))
    finally:
        mailer.close()
    assert mail_words("it")["other"] in str(message["Subject"])
    body = message.get_body(("plain",))
    assert body is not None and "Decidi entro" not in str(body.get_content())  # type: ignore[attr-defined]
    assert 'lang="fa" dir=rtl' in stop_page("fa", True) and mail_words("fa")["stopped"] in stop_page("fa", True)
    assert mail_words("ru")["unknown"] in stop_page("ru", False)


def test_a_mail_that_cannot_be_sent_is_logged_without_its_address(caplog: pytest.LogCaptureFixture) -> None:
    closed = free_port()  # nothing listens there
    mailer = Mailer(MailConfig(f"smtp://{HOST}:{closed}", "bang@example.net", "http://h"))
    with caplog.at_level(logging.WARNING, logger="bang.server"):
        mailer.send(TurnMail("secret.person@example.org", "en", "Anna", "tbl", "play", 1, None, "T"))
        for _ in range(200):
            if caplog.records:
                break
            time.sleep(0.02)
        mailer.close()
    assert [r.getMessage() for r in caplog.records] == ["table tbl: a mail was not sent (ConnectionRefusedError)"]
    assert "secret.person" not in caplog.text
