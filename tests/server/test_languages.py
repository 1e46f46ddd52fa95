"""The languages on the server's side (bang.server.languages): the same codes as the web client's
registry, every language's words of a link preview with English's keys and none left in English,
each counted word in its language's plural forms, and the word "Bot" of each refused as a name
(docs/adding-a-language.md)."""

from __future__ import annotations

import re
from pathlib import Path

import msgspec
import pytest

from bang.rulesets.registry import EXPANSIONS
from bang.server import protocol as p
from bang.server.languages import LANGUAGES, WORDS, categories, category
from bang.server.names import NameRefused, seat_name

WEB = Path(__file__).resolve().parents[2] / "web" / "src" / "i18n"
FOLDERS = ("", "cardtext/", "events/", "chat/", "replay/", "checks/")
PLACEHOLDER = re.compile(r"\{(\w+)\}")
ENGLISH = WORDS["en"]
OTHERS = [code for code in LANGUAGES if code != "en"]


def web_languages() -> list[str]:
    """The codes of web/src/i18n/languages.ts, in its order."""
    text = (WEB / "languages.ts").read_text(encoding="utf-8")
    block = text[text.index("export const LANGUAGES = {"):text.index("} as const")]
    return re.findall(r"^ {2}([a-z]{2,3}(?:-[A-Z]{2})?): \{ name: '[^']+', dir: '(?:ltr|rtl)' \},$", block, re.MULTILINE)


def test_the_server_and_the_web_list_the_same_languages_in_the_same_order() -> None:
    assert web_languages() == list(LANGUAGES)
    assert LANGUAGES[0] == "en" and len(set(LANGUAGES)) == len(LANGUAGES)
    for code in LANGUAGES:
        for folder in FOLDERS:
            assert (WEB / f"{folder}{code}.ts").is_file(), f"web/src/i18n/{folder}{code}.ts"


def test_a_table_and_a_chat_line_take_every_language_and_no_other() -> None:
    for code in LANGUAGES:
        assert msgspec.json.decode(f'{{"language": "{code}"}}'.encode(), type=p.Settings).language == code
        assert msgspec.json.decode(f'{{"text": "hi", "lang": "{code}"}}'.encode(), type=p.Say).lang == code
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"language": "xx"}', type=p.Settings)


@pytest.mark.parametrize("code", OTHERS)
def test_a_preview_has_the_english_keys_and_placeholders(code: str) -> None:
    words = WORDS[code]
    assert set(words.preview) == set(ENGLISH.preview)
    for key, text in words.preview.items():
        assert text.strip(), (code, key)
        assert set(PLACEHOLDER.findall(text)) <= set(PLACEHOLDER.findall(ENGLISH.preview[key])), (code, key)
        if "{" in ENGLISH.preview[key] and key not in ("people", "bots"):  # (a count may be worded apart)
            assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(ENGLISH.preview[key])), (code, key)
    assert re.fullmatch(r"[a-z]{2}_[A-Z]{2}", words.preview["locale"]), code
    assert set(words.expansions) == set(EXPANSIONS) | {"the_bullet"}, code
    assert len(set(words.expansions.values())) == len(words.expansions), code


@pytest.mark.parametrize("code", OTHERS)
def test_nothing_is_left_in_english_but_the_words_listed(code: str) -> None:
    words = WORDS[code]
    both = {**{k: v for k, v in words.preview.items() if k != "locale"}, **words.expansions}
    english = {**ENGLISH.preview, **ENGLISH.expansions}

    def wordless(text: str) -> bool:  # signs and placeholders only (" · ")
        return not any(c.isalpha() for c in PLACEHOLDER.sub("", text))

    same = sorted(k for k, v in both.items() if v == english[k] and not wordless(v) and k not in words.same_as_english)
    assert same == [], f"{code}: the same as English (translate, or list in SAME_AS_ENGLISH)"
    for key in words.same_as_english:  # the list holds no word translated after all, nor a key that is none
        assert key in both and both[key] == english[key], (code, key)


@pytest.mark.parametrize("code", LANGUAGES)
def test_counted_words_have_the_forms_of_the_languages_plural_rules(code: str) -> None:
    words = WORDS[code]
    for what in ("people", "bots"):
        forms = words.preview[what].split("|")
        assert len(forms) in (1, len(categories(code))), (code, what, forms)
        assert all("{n}" in form for form in forms), (code, what)
        for n in range(30):
            assert words.number(n) in words.counted(what, n), (code, what, n)
    assert len(words.digits) == 10 and words.number(1234567890) == "".join(words.digits[int(d)] for d in "1234567890")


def test_the_plural_rules_are_cldrs() -> None:
    """What Intl.PluralRules answers in the browser (the web's plurals) for the same numbers."""
    expected = {
        "en": {0: "other", 1: "one", 2: "other", 21: "other"},
        "it": {0: "other", 1: "one", 2: "other"},
        "fr": {0: "one", 1: "one", 2: "other"},
        "pt": {0: "one", 1: "one", 2: "other"},
        "fa": {0: "one", 1: "one", 2: "other"},
        "ru": {0: "many", 1: "one", 2: "few", 5: "many", 11: "many", 12: "many", 21: "one", 22: "few", 111: "many"},
        "pl": {0: "many", 1: "one", 2: "few", 5: "many", 12: "many", 21: "many", 22: "few", 104: "few", 112: "many"},
        "cs": {0: "other", 1: "one", 2: "few", 4: "few", 5: "other", 22: "other"},
        "vi": {0: "other", 1: "other", 2: "other"},
    }
    for code, numbers in expected.items():
        for n, cat in numbers.items():
            assert category(code, n) == cat, (code, n)
            assert cat in categories(code), (code, cat)
    for code in LANGUAGES:  # every language served has its rules
        assert categories(code) and category(code, 1) in categories(code)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_word_bot_of_each_language_is_refused_as_a_name(code: str) -> None:
    text = (WEB / f"{code}.ts").read_text(encoding="utf-8")
    found = re.search(r"^ {4}botName: '([^']*)',$", text, re.MULTILINE)
    assert found, f"web/src/i18n/{code}.ts: botName"
    first = found.group(1).replace("{name}", "").strip()
    assert first.casefold() == WORDS[code].bot_word.casefold(), (code, first)
    with pytest.raises(NameRefused):
        seat_name(f"{first} Doc", [])
