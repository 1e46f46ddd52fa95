"""A player's name at a table: trimmed, checked, unlike every other seat's, never a bot's.

``seat_name`` gives the name to store or raises ``NameRefused`` naming what was
wrong (``bad_name``: the name itself; ``name_taken``: another seat's looks the same).
The rules:

- spaces at either end are trimmed, a run of spaces inside becomes one; so is a zero-width
  non-joiner at either end (a Persian name cut after one: it joins nothing there);
- 1 to 24 visible characters (accents and other combining marks count with their letter,
  at most 4 of them on one letter);
- no control characters (NUL, tab, line breaks), nothing that changes the direction of
  text (bidi embeddings, overrides, isolates, marks), nothing of zero width or blank
  (zero-width space, word joiner, BOM, Hangul fillers...), no private-use, unassigned or
  surrogate code points. The zero-width non-joiner is kept between two letters of the
  Arabic script (Persian writes with it) and only there;
- unique at the table: compared after NFKC, case folded, and with the Latin look-alikes of
  Cyrillic and Greek letters (``а`` for ``a``) and of digits (``0`` for ``o``) folded;
- never passing for a bot: a bot is shown as "Bot Doc" (``table.BOT_NAMES``), in the web's
  languages also "Бот Док" and "ربات داک" (``screen.botName`` in ``web/src/i18n/*.ts``, each
  language's ``BOT_WORD`` in ``bang.server.languages``); a
  name that is, or starts with, one of those words (then a space, a digit, a sign...) is
  refused, look-alike letters and accents included.

The name is stored in NFC: as typed, accents composed.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from .languages import WORDS as LANGUAGE_WORDS
from .protocol import ErrorCode

MAX_VISIBLE = 24
MAX_MARKS = 4  # combining marks on one letter (Vietnamese stacks two)

BOT_WORDS = tuple(dict.fromkeys(words.bot_word for words in LANGUAGE_WORDS.values()))
"""The word "Bot" of each language ("Bot {name}", "Бот {name}", "ربات {name}": bang.server.languages)."""
ZWNJ = "\u200c"
DIRECTION = {0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)}
# Letters and marks that draw nothing (the categories catch the rest).
BLANK = {0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x2800, 0x3164, 0xFFA0, 0x180E}
# Look-alikes folded when names are compared (after case folding).
LOOK_ALIKES = str.maketrans({
    "а": "a", "в": "b", "е": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c",
    "т": "t", "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s", "ь": "b",
    "α": "a", "β": "b", "ε": "e", "ζ": "z", "η": "h", "ι": "i", "κ": "k", "μ": "m", "ν": "v",
    "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "0": "o", "ı": "i",
})


class NameRefused(ValueError):
    """A name that cannot be used; ``code`` is the protocol's error code."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code


def seat_name(name: str, taken: Iterable[str | None]) -> str:
    """``name`` trimmed and checked against the rules and the names ``taken`` at the table."""
    name = _trimmed(name)
    check_characters(name)
    visible = sum(1 for c in name if not _mark(c) and c != ZWNJ)
    if visible == 0:
        raise NameRefused("bad_name", "name: it is blank")
    if visible > MAX_VISIBLE:
        raise NameRefused("bad_name", f"name: {visible} characters, at most {MAX_VISIBLE}")
    if passes_for_bot(name):
        raise NameRefused("bad_name", f"name: {name!r} would pass for a bot (bots are called \"Bot ...\")")
    looks = skeleton(name)
    for other in taken:
        if other is not None and skeleton(other) == looks:
            raise NameRefused("name_taken", f"name: {other!r} is already at this table; choose another name")
    return unicodedata.normalize("NFC", name)


def skeleton(name: str) -> str:
    """What a name looks like, for comparing: NFKC, case folded, look-alikes folded,
    spaces collapsed, zero-width non-joiners out."""
    folded = unicodedata.normalize("NFKC", name).casefold().translate(LOOK_ALIKES).replace(ZWNJ, "")
    return " ".join(folded.split())


def passes_for_bot(name: str) -> bool:
    """Whether the name is, or starts with, the word "Bot" of a language the web speaks
    (look-alike letters and accents too), not followed by a letter ("Botanist" is fine)."""
    plain = " ".join(_without_marks(unicodedata.normalize("NFKC", name).casefold()).translate(LOOK_ALIKES).split())
    for word in BOT_WORDS:
        rest = plain.removeprefix(word.translate(LOOK_ALIKES))
        if len(rest) < len(plain) and (not rest or not rest[0].isalpha()):
            return True
    return False


def _trimmed(name: str) -> str:
    """Spaces and non-joiners trimmed at the ends; a run of spaces (any width) inside becomes one space."""
    out: list[str] = []
    for c in name.strip().strip(ZWNJ).strip():
        if unicodedata.category(c) == "Zs":
            if out and out[-1] != " ":
                out.append(" ")
        else:
            out.append(c)
    return "".join(out)


def check_characters(name: str, label: str = "name") -> None:
    """NameRefused (``bad_name``) at the first character the rules above refuse; the
    message starts with ``label`` (a forum override's ``reason`` is checked the same way)."""
    marks = 0
    for i, c in enumerate(name):
        code = ord(c)
        category = unicodedata.category(c)
        what = f"U+{code:04X}" + (f" ({unicodedata.name(c)})" if unicodedata.name(c, "") else "")
        if code in DIRECTION:
            raise NameRefused("bad_name", f"{label}: {what} changes the direction of text; it is not allowed")
        if c == ZWNJ and _between_arabic_letters(name, i):
            continue
        if category in ("Cc", "Zl", "Zp"):
            raise NameRefused("bad_name", f"{label}: {what} is a control character; it is not allowed")
        if category == "Cf" or code in BLANK:
            raise NameRefused("bad_name", f"{label}: {what} is invisible (zero width or blank); it is not allowed")
        if category in ("Co", "Cn", "Cs"):
            raise NameRefused("bad_name", f"{label}: {what} is not a character every screen shows")
        marks = marks + 1 if _mark(c) else 0
        if marks > MAX_MARKS:
            raise NameRefused("bad_name", f"{label}: more than {MAX_MARKS} accents or marks on one character")


def _mark(c: str) -> bool:
    return unicodedata.category(c) in ("Mn", "Me")


def _without_marks(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not _mark(c))


def _between_arabic_letters(name: str, i: int) -> bool:
    def arabic_letter(c: str) -> bool:
        return unicodedata.category(c).startswith("L") and unicodedata.name(c, "").startswith("ARABIC")

    return 0 < i < len(name) - 1 and arabic_letter(name[i - 1]) and arabic_letter(name[i + 1])
