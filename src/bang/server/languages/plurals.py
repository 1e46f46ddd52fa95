"""Each language's plural categories of a whole number, as CLDR gives them (the web reads the
same rules from ``Intl.PluralRules``): the forms a counted word takes ("1 bot", "2 bots").

The twelve languages issue 30 names are here already, so a language added needs no line of
its own in this file; the numbers counted (seats, bots) are below a million, where French,
Italian, Spanish and Portuguese use their "many" form for no number.
"""

from __future__ import annotations

from collections.abc import Callable


def _one_other(n: int) -> str:  # English, German, Italian, Spanish, Turkish
    return "one" if n == 1 else "other"


def _zero_one_other(n: int) -> str:  # French, Portuguese (Brazil), Persian: 0 and 1 are "one"
    return "one" if n in (0, 1) else "other"


def _russian(n: int) -> str:  # one (1, 21, 31...), few (2-4, 22-24...), many (0, 5-20, 25...)
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


def _polish(n: int) -> str:  # one (1 alone), few (2-4, 22-24...), many (0, 5-21, 25...)
    if n == 1:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


def _czech(n: int) -> str:  # Czech: one (1), few (2-4), other
    return "one" if n == 1 else "few" if 2 <= n <= 4 else "other"


def _other(n: int) -> str:  # Vietnamese: a number does not change the noun
    return "other"


RULES: dict[str, tuple[tuple[str, ...], Callable[[int], str]]] = {
    # code: (the categories whole numbers take, in the order a "|"-separated word lists its forms; the rule)
    "en": (("one", "other"), _one_other),
    "de": (("one", "other"), _one_other),
    "es": (("one", "other"), _one_other),
    "it": (("one", "other"), _one_other),
    "tr": (("one", "other"), _one_other),
    "fr": (("one", "other"), _zero_one_other),
    "pt": (("one", "other"), _zero_one_other),
    "fa": (("one", "other"), _zero_one_other),
    "ru": (("one", "few", "many"), _russian),
    "pl": (("one", "few", "many"), _polish),
    "cs": (("one", "few", "other"), _czech),
    "vi": (("other",), _other),
}


def categories(lang: str) -> tuple[str, ...]:
    """The plural categories ``lang`` gives whole numbers, in the order its forms are listed."""
    return RULES[lang][0]


def category(lang: str, n: int) -> str:
    """The plural category of ``n`` (a whole number, at least 0) in ``lang``."""
    return RULES[lang][1](n)
