"""Text typed by people (chat messages, names), made safe to show anywhere.

``clean_text`` removes what a reader cannot see but what changes how the rest
reads: control characters (NUL included), the bidi embeddings, overrides and
isolates (U+202A-202E, U+2066-2069), the direction marks (U+200E, U+200F,
U+061C) and the other invisible format characters (zero-width space, word
joiner, BOM...). Line breaks and tabs become spaces; the ends are trimmed.

The zero-width non-joiner and joiner (U+200C, U+200D) are kept inside a word
(``joiners=True``): Persian spells with the non-joiner ("می‌خواهم") and emoji
sequences use the joiner. At either end of a word, or with ``joiners=False``
(names), they go too.
"""

from __future__ import annotations

import unicodedata

JOINERS = frozenset("\u200c\u200d")


def _invisible(char: str) -> bool:
    """A control, format (Cf) or lone surrogate character: never shown as typed."""
    return unicodedata.category(char) in ("Cc", "Cf", "Cs")


def _spacing(char: str) -> bool:
    """A line break, tab or separator that reads as a space."""
    return char in "\t\n\v\f\r\x1c\x1d\x1e\x1f\x85" or unicodedata.category(char) in ("Zl", "Zp")


def clean_text(text: str, *, joiners: bool = True) -> str:
    """``text`` without invisible characters, line breaks as spaces, trimmed."""
    kept: list[str] = []
    for char in text:
        if _spacing(char):
            kept.append(" ")
        elif not _invisible(char) or (joiners and char in JOINERS):
            kept.append(char)
    if joiners:  # a joiner stays only between two visible characters
        kept = [
            char for i, char in enumerate(kept)
            if char not in JOINERS or (0 < i < len(kept) - 1 and _joinable(kept[i - 1]) and _joinable(kept[i + 1]))
        ]
    return "".join(kept).strip()


def _joinable(char: str) -> bool:
    return not char.isspace() and char not in JOINERS


def clean_name(name: str) -> str:
    """A name: ``clean_text`` without joiners, inner runs of spaces made one."""
    return " ".join(clean_text(name, joiners=False).split())
