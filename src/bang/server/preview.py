"""A table link's preview: the Open Graph and Twitter tags of ``/t/ID``, made on the server.

A messenger or a forum that unfurls a pasted link reads these tags from the page's HTML
(it runs no script): the title, and a short description of the game (its expansions),
the seats taken and free, where the table stands and the table's language (the host's
page language, ``Settings.language``), worded in that language. Nothing in them is
secret: the same facts as ``GET /api/tables/ID``, counted, without even the names.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape

from . import protocol as p
from .languages import WORDS as LANGUAGE_WORDS

# Each language's words (one module a language: bang.server.languages); the digits are the
# language's own (Persian digits in Persian).
WORDS: dict[str, Mapping[str, str]] = {code: words.preview for code, words in LANGUAGE_WORDS.items()}

# The expansions' names in each language (docs/event_names.md and docs/language_names.md say
# where they come from); one the engine has and this table lacks is named by its key
# (tests/server/test_preview.py checks that none is).
EXPANSION_NAMES: dict[str, Mapping[str, str]] = {code: words.expansions for code, words in LANGUAGE_WORDS.items()}

SIDES = ("law", "outlaws", "renegade", "deputy", "outlaw", "sheriff")  # the values of ``bang.box.Winner``

IMAGE_SIZE = (1200, 630)  # the picture's (preview_image.py), the size Open Graph readers expect


def number(lang: str, n: int) -> str:
    return LANGUAGE_WORDS[lang].number(n)


def counted(lang: str, what: str, n: int) -> str:
    """``n`` of ``what`` ("people", "bots") in ``lang``: its forms split by "|", one per plural
    category of the language (one, other in English; one, few, many in Russian; one form where
    the noun does not change: ``bang.server.languages``)."""
    return LANGUAGE_WORDS[lang].counted(what, n)


def seat_counts(info: p.TableInfo) -> tuple[int, int, int]:
    """People seated, bots, free seats."""
    bots = sum(1 for s in info.seats if s.bot)
    people = sum(1 for s in info.seats if s.name is not None and not s.bot)
    return people, bots, len(info.seats) - people - bots


def expansion_names(lang: str, keys: list[str]) -> list[str]:
    names = EXPANSION_NAMES[lang]
    return [names.get(key, key) for key in keys]


def status_words(lang: str, info: p.TableInfo) -> str:
    """Where the table stands, in ``lang``: waiting, playing, or over (and who won)."""
    words = WORDS[lang]
    if info.status == "lobby":
        return words["lobby"]
    if info.status != "over":
        return words["playing"]
    return words["won"].format(side=words[info.winner]) if info.winner in SIDES else words["over"]


def preview_text(info: p.TableInfo) -> tuple[str, str, str]:
    """The title, the description and the ``og:locale`` of a table's link."""
    lang = info.settings.language
    words = WORDS[lang]
    game = " + ".join([words["game"], *expansion_names(lang, info.settings.expansions)])
    title = f"{game}{words['sep']}{words['table'].format(id=info.id)}"
    people, bots, free = seat_counts(info)
    counts = words["counts"].format(people=counted(lang, "people", people), bots=counted(lang, "bots", bots),
                                    free=number(lang, free))
    description = " ".join([
        words["seats"].format(seats=number(lang, len(info.seats)), counts=counts) + ".",
        status_words(lang, info),
        words["language"] + ".",
    ])
    return title, description, words["locale"]


def preview_tags(info: p.TableInfo | None, url: str, image: str | None = None) -> str:
    """The ``<title>`` and meta tags for the page at ``url`` (a table's, or none: the site's),
    with the picture at the URL ``image`` (preview_image.py) where there is one."""
    if info is None:
        title, description, locale = "BANG!", "", "en_US"
    else:
        title, description, locale = preview_text(info)
    tags = [
        f"<title>{escape(title)}</title>",
        '<meta property="og:type" content="website" />',
        '<meta property="og:site_name" content="BANG!" />',
        f'<meta property="og:title" content="{escape(title)}" />',
        f'<meta property="og:url" content="{escape(url)}" />',
        f'<meta property="og:locale" content="{locale}" />',
        f'<meta name="twitter:card" content="{"summary_large_image" if image else "summary"}" />',
        f'<meta name="twitter:title" content="{escape(title)}" />',
    ]
    if image:
        tags += [
            f'<meta property="og:image" content="{escape(image)}" />',
            '<meta property="og:image:type" content="image/png" />',
            f'<meta property="og:image:width" content="{IMAGE_SIZE[0]}" />',
            f'<meta property="og:image:height" content="{IMAGE_SIZE[1]}" />',
            f'<meta property="og:image:alt" content="{escape(title)}" />',
            f'<meta name="twitter:image" content="{escape(image)}" />',
        ]
    if description:
        tags += [
            f'<meta name="description" content="{escape(description)}" />',
            f'<meta property="og:description" content="{escape(description)}" />',
            f'<meta name="twitter:description" content="{escape(description)}" />',
        ]
    return "\n    ".join(tags)


def with_preview(page: str, info: p.TableInfo | None, url: str, image: str | None = None) -> str:
    """The front end's ``index.html`` with its ``<title>`` replaced by the preview's tags."""
    tags = preview_tags(info, url, image)
    start, end = page.find("<title>"), page.find("</title>")
    if start < 0 or end < start:
        return page.replace("</head>", tags + "\n  </head>", 1)
    return page[:start] + tags + page[end + len("</title>"):]
