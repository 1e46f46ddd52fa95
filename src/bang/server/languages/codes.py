"""The languages of the web client, as the server accepts them (a table's ``Settings.language``,
a chat line's ``lang``): one line each, the codes of ``web/src/i18n/languages.ts`` in its
order (``tests/server/test_languages.py`` checks both lists). Git merges this file line by line
(``.gitattributes``: merge=union), so languages added side by side on their own branches merge
cleanly: one code a line, nothing else between the brackets (docs/adding-a-language.md).
"""

from typing import Literal, get_args

Language = Literal[
    "en",
    "fa",
    "ru",
    "tr",
    "vi",
    "it",
    "es",
    "pt",
    "de",
    "fr",
    "pl",
    "cs",
]

LANGUAGES: tuple[str, ...] = get_args(Language)
