"""Words that change with their number or their case: plurals in both languages, and a
player's name in a Russian case (pymorphy3 with its Russian dictionary).

A name is put in a case only when the dictionary is sure it is a Russian first name or
surname in the nominative (``in_case``); otherwise the post says the sentence another
way, with the name as it was typed (post_text.py: each line that needs a case has a
``~`` wording without one).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

CASES = ("gent", "datv", "accs")  # of, to, the object (Russian: родительный, дательный, винительный)
_CYRILLIC_WORD = re.compile(r"[А-ЯЁ][а-яё]+(?:-[А-ЯЁ][а-яё]+)?")
_SURE = 0.5  # the dictionary's score for its first reading, at least


@cache
def _morph() -> Any:
    import pymorphy3  # type: ignore[import-untyped]

    return pymorphy3.MorphAnalyzer(lang="ru")


@cache
def in_case(name: str, case: str) -> str | None:
    """``name`` in the Russian ``case``, or None when the dictionary is not sure of it."""
    if case not in CASES or not _CYRILLIC_WORD.fullmatch(name):
        return None
    best = _morph().parse(name)[0]
    tag = best.tag
    if best.score < _SURE or tag.POS != "NOUN" or tag.case != "nomn" or tag.number != "sing" \
            or not ({"Name", "Surn"} & set(tag.grammemes)):
        return None
    if "Fixd" in tag.grammemes:  # Джо, Кэт: the same in every case
        return name
    form = best.inflect({case})
    if form is None:
        return None
    word: str = form.word
    return "-".join(part[:1].upper() + part[1:] for part in word.split("-"))


def cases_of(name: str) -> dict[str, str]:
    """``name`` in each Russian case the dictionary is sure of (none for a name it is not
    sure of: a page then says its sentence another way, as the post does)."""
    return {case: form for case in CASES if (form := in_case(name, case)) is not None}


def plural(lang: str, n: int, forms: tuple[str, ...]) -> str:
    """``n`` with its noun: English (one, many), Russian (one, two to four, five and more)."""
    if lang == "ru":
        one, few, many = forms
        if n % 10 == 1 and n % 100 != 11:
            word = one
        elif 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            word = few
        else:
            word = many
    else:
        word = forms[0] if n == 1 else forms[1]
    return f"{n} {word}"


CARDS = {"ru": ("карту", "карты", "карт"), "en": ("card", "cards")}  # the object of a verb
LIVES = {"ru": ("жизнь", "жизни", "жизней"), "en": ("life", "lives")}


def cards(lang: str, n: int) -> str:
    return plural(lang, n, CARDS.get(lang, CARDS["en"]))


def lives(lang: str, n: int) -> str:
    return plural(lang, n, LIVES.get(lang, LIVES["en"]))
