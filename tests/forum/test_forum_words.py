"""The forum pages' words (web/src/i18n/forum/*.ts) and the posts' words
(post_text.py) name the cards, characters, roles and causes alike, in every language."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bang.rulesets.forum.characters import CHARACTERS
from bang.rulesets.forum.post_text import CARDS_SHOWN, LANGUAGES, TEXTS, card_name, character_name
from bang.rulesets.forum.refusals import ENGLISH

WEB = Path(__file__).resolve().parents[2] / "web" / "src" / "i18n" / "forum"


def _dictionary(lang: str) -> dict[str, dict[str, str]]:
    source = (WEB / f"{lang}.ts").read_text(encoding="utf-8")
    body = source.split(f"const {lang}: ForumMessages = ", 1)[1].rsplit(";\n\nexport default", 1)[0]
    words: dict[str, dict[str, str]] = json.loads(body)
    return words


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_pages_and_the_posts_use_the_same_words(lang: str) -> None:
    words = _dictionary(lang)
    assert words["card"] == {c: card_name(c, lang) for c in CARDS_SHOWN}
    assert words["character"] == {k: character_name(k, lang) for k in CHARACTERS}
    texts = TEXTS[lang]
    assert words["role"] == {k[5:]: v for k, v in texts.items() if k.startswith("role.")}
    assert words["why"] == {k[4:]: v for k, v in texts.items() if k.startswith("why.")}
    assert words["side"] == {k[5:]: v for k, v in texts.items() if k.startswith("side.")}


def test_a_russian_accusative_is_given_for_cards_only_where_it_differs() -> None:
    """"Сыграть Шляпу": each card whose Russian accusative differs from its name has it."""
    accusative = _dictionary("ru")["cardAccusative"]
    assert set(accusative) <= set(CARDS_SHOWN)
    assert all(form != card_name(card, "ru") for card, form in accusative.items())
    assert accusative["hat"] == "Шляпу" and accusative["barrel"] == "Бочку"
    assert "bang" not in accusative and "duel" not in accusative  # "Сыграть Бэнг!", "Сыграть Дуэль"


def test_every_language_has_every_word() -> None:
    assert set(TEXTS["ru"]) == set(TEXTS["en"])
    assert set(_dictionary("ru")["ui"]) == set(_dictionary("en")["ui"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_refusal_code_has_a_wording_with_the_same_parameters(lang: str) -> None:
    """The rules' refusals (refusals.ENGLISH) and the server's own (a request's shape, undo,
    limits: server/forum/checks.py and routes.py) are worded alike in both languages."""
    wordings = _dictionary(lang)["refusal"]
    page_english = _dictionary("en")["refusal"]
    assert set(ENGLISH) <= set(wordings)
    assert set(wordings) == set(page_english)
    for code, english in {**page_english, **ENGLISH}.items():
        assert wordings[code].strip(), code
        assert lang != "ru" or re.search("[а-яё]", wordings[code]), code  # said in Russian, not copied
        assert _fields(wordings[code]) == _fields(english), code


def _fields(text: str) -> list[str]:
    return sorted(re.findall(r"\{(\w+)", text))


def test_the_russian_pages_call_each_card_by_its_one_name() -> None:
    """"Бэнг!" with its mark everywhere, never "Бэнг" or "БЭНГ!"; the forum's own names
    ("Грабёж", "Мимо"), not the table's ("Паника!", "Мимо!"); dice in "к", never "d"."""
    words = _dictionary("ru")
    said = [v for section in ("ui", "refusal", "ability", "card", "why") for v in words[section].values()]
    said += [v for k, v in TEXTS["ru"].items()]
    for text in said:
        assert not re.search(r"Бэнг(?!!)|БЭНГ|Паника|Мимо!|\bd\d|\dd\d|1dX", text), text
