"""The languages of the web client on the server's side: which it accepts (``codes``), the
plural forms of a counted word (``plurals``), and each language's words the server writes
itself, one module a language named by its code (``en.py``, ``it.py``...): a table link's
preview (``bang.server.preview``, ``preview_image``) and the word "Bot" a player's name may
not start with (``bang.server.names``). The table, the chat's phrases and the replay are
worded by the web client (``web/src/i18n``); docs/adding-a-language.md lists every file.

A language module holds:

- ``PREVIEW``: the preview's words, exactly the keys of ``en.PREVIEW``; ``people`` and ``bots``
  list their forms split by "|", one per plural category in ``plurals.categories`` order (or
  one form where the noun does not change with the number);
- ``EXPANSIONS``: each box's name (``bang.rulesets.registry.EXPANSIONS``);
- optionally ``MAIL``: the words of the mail that tells a player of a turn-based table it waits
  on them (``bang.server.mail``), keys of ``en.MAIL`` (a key missing is said in English);
- optionally ``SAME_AS_ENGLISH`` (the keys of both rightly worded as in English: a box's own
  name), ``DIGITS`` (the ten digits it writes numbers with, "0123456789" if none), ``BOT_WORD``
  (the first word of its ``screen.botName``, "bot" if none) and ``RTL`` (written right to left).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass

from .codes import LANGUAGES, Language
from .plurals import categories, category

__all__ = ["LANGUAGES", "WORDS", "Language", "Words", "categories", "category", "mail_words", "words"]


@dataclass(frozen=True, slots=True)
class Words:
    """One language's words and ways, read from its module."""

    code: str
    preview: Mapping[str, str]
    expansions: Mapping[str, str]
    same_as_english: frozenset[str]
    digits: str
    bot_word: str
    rtl: bool
    mail: Mapping[str, str]  # its own MAIL words (``mail_words``: with English for those it lacks)

    def number(self, n: int) -> str:
        """``n`` in the language's digits."""
        return str(n).translate(str.maketrans("0123456789", self.digits))

    def counted(self, what: str, n: int) -> str:
        """``n`` of ``what`` (a "|"-separated word of ``preview``, "{n}" its number) in its plural form."""
        forms = self.preview[what].split("|")
        form = forms[0] if len(forms) == 1 else forms[categories(self.code).index(category(self.code, n))]
        return form.format(n=self.number(n))


def _strings(module: object, name: str) -> dict[str, str]:
    value = getattr(module, name)
    if not isinstance(value, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        raise TypeError(f"{module!r}.{name}: a dict of str to str")
    return dict(value)


def _load(code: str) -> Words:
    module = importlib.import_module(f"{__name__}.{code}")
    same: object = getattr(module, "SAME_AS_ENGLISH", frozenset())
    digits: object = getattr(module, "DIGITS", "0123456789")
    bot_word: object = getattr(module, "BOT_WORD", "bot")
    rtl: object = getattr(module, "RTL", False)
    if not (isinstance(same, frozenset) and isinstance(digits, str) and len(digits) == 10
            and isinstance(bot_word, str) and isinstance(rtl, bool)):
        raise TypeError(f"{module.__name__}: SAME_AS_ENGLISH, DIGITS, BOT_WORD or RTL of the wrong type")
    mail = _strings(module, "MAIL") if hasattr(module, "MAIL") else {}
    return Words(code, _strings(module, "PREVIEW"), _strings(module, "EXPANSIONS"),
                 frozenset(str(k) for k in same), digits, bot_word, rtl, mail)


WORDS: dict[str, Words] = {code: _load(code) for code in LANGUAGES}
"""Every language's words, by code."""


def words(lang: str) -> Words:
    """The words of ``lang`` (a code of ``LANGUAGES``)."""
    return WORDS[lang]


def mail_words(lang: str) -> dict[str, str]:
    """The mail's words in ``lang`` (English for a key it lacks, and for a code it does not know)."""
    own = WORDS[lang].mail if lang in WORDS else {}
    return {**WORDS["en"].mail, **own}
