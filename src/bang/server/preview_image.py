"""A table link's preview picture (``og:image``): a PNG drawn on the server with Pillow.

A messenger that unfurls a pasted table link shows this picture beside the preview's
words (preview.py): the game and its expansions, a token for each seat (a person seated,
a bot, a free seat), where the table stands (who won, once it is over) and the table's
language, in that language. It is drawn from the table's public facts only
(``TableInfo``, as ``GET /api/tables/ID`` answers): no name, no role, no card.

The words need a font with the languages' letters (Debian's DejaVu Sans, found by
``FONT_PATHS``: Latin, Cyrillic, Vietnamese and Arabic letters) and, for a language written
right to left (Persian), Pillow's complex layout (raqm). Where either is
missing the picture is worded in English with Pillow's own font: still right, if plainer.
"""

from __future__ import annotations

import io
from collections import OrderedDict
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont, features

from . import protocol as p
from .languages import words as language_words
from .preview import IMAGE_SIZE, WORDS, counted, expansion_names, number, seat_counts, status_words

WIDTH, HEIGHT = IMAGE_SIZE
FONT_PATHS = (  # (regular, bold) pairs, the first found used
    ("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    ("/usr/share/fonts/dejavu/DejaVuSans.ttf", "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf"),
)
KEPT = 256  # pictures kept, by what they show (a table's picture changes with its seats and status)

LEATHER, SAND, INK, RED, GREY, FREE = "#3b2415", "#f3e3c3", "#2b1d12", "#b3261e", "#5b6770", "#9c8a66"

_drawn: OrderedDict[tuple[object, ...], bytes] = OrderedDict()


@cache
def _fonts() -> tuple[str, str] | None:
    """The regular and bold font files, or None (Pillow's own font then)."""
    for regular, bold in FONT_PATHS:
        if Path(regular).is_file() and Path(bold).is_file():
            return regular, bold
    return None


@cache
def _font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The font of ``size`` (opened once: a picture tries a few sizes to fit its lines)."""
    found = _fonts()
    if found is None:
        return ImageFont.load_default(size)  # type: ignore[return-value]  # (FreeType since Pillow 10.1)
    return ImageFont.truetype(found[1] if bold else found[0], size)


def _fitted(draw: ImageDraw.ImageDraw, text: str, size: int, bold: bool = False,
            width: int = WIDTH - 160) -> ImageFont.FreeTypeFont:
    """The font of ``size`` or smaller in which ``text`` fits ``width`` pixels."""
    font = _font(size, bold)
    while size > 18 and draw.textlength(text, font=font) > width:
        size -= 2
        font = _font(size, bold)
    return font


def words_language(language: str) -> str:
    """The language the picture is worded in: the table's, where this machine can write it."""
    if _fonts() is None or (language_words(language).rtl and not features.check("raqm")):
        return "en"
    return language


def preview_png(info: p.TableInfo) -> bytes:
    """The picture of ``info``'s table, as PNG bytes (the same facts give the same bytes)."""
    lang = words_language(info.settings.language)
    key = (lang, tuple(info.settings.expansions), info.status, info.winner,
           tuple((s.name is not None, s.bot) for s in info.seats))
    png = _drawn.get(key)
    if png is None:
        png = _drawn[key] = _draw(info, lang)
        if len(_drawn) > KEPT:
            _drawn.popitem(last=False)
    return png


def _draw(info: p.TableInfo, lang: str) -> bytes:
    words = WORDS[lang]
    rtl = language_words(lang).rtl
    image = Image.new("RGB", (WIDTH, HEIGHT), LEATHER)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((28, 28, WIDTH - 28, HEIGHT - 28), radius=36, fill=SAND)
    left, right = 80, WIDTH - 80
    edge, anchor = (right, "r") if rtl else (left, "l")  # where a line starts, and how it hangs

    draw.text((edge, 130), words["game"], font=_font(108, bold=True), fill=RED, anchor=anchor + "s")
    draw.text((left if rtl else right, 100), words["language"], font=_font(28), fill=INK,
              anchor=("l" if rtl else "r") + "s")
    names = expansion_names(lang, info.settings.expansions)
    if names:
        line = " + ".join(names)
        draw.text((edge, 190), line, font=_fitted(draw, line, 40), fill=INK, anchor=anchor + "s")

    _seats(draw, info, 320)
    people, bots, free = seat_counts(info)
    counts = words["counts"].format(people=counted(lang, "people", people), bots=counted(lang, "bots", bots),
                                    free=number(lang, free))
    draw.text((WIDTH // 2, 440), counts, font=_fitted(draw, counts, 38), fill=INK, anchor="ms")
    status = status_words(lang, info)
    draw.text((WIDTH // 2, 540), status, font=_fitted(draw, status, 32, bold=True), fill=RED, anchor="ms")
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()


def _seats(draw: ImageDraw.ImageDraw, info: p.TableInfo, y: int) -> None:
    """A token a seat, in a row across the middle: a person seated (red), a bot (grey), a
    free seat (a dashed ring)."""
    n = len(info.seats)
    size, gap = 96, 32
    x = (WIDTH - (n * size + (n - 1) * gap)) // 2
    for seat in info.seats:
        box = (x, y - size // 2, x + size, y + size // 2)
        cx = x + size // 2
        if seat.bot:
            draw.ellipse(box, fill=GREY)
            draw.rounded_rectangle((cx - 26, y - 20, cx + 26, y + 18), radius=8, fill=SAND)  # a robot's head
            draw.ellipse((cx - 15, y - 8, cx - 5, y + 2), fill=GREY)
            draw.ellipse((cx + 5, y - 8, cx + 15, y + 2), fill=GREY)
            draw.line((cx, y - 20, cx, y - 32), fill=SAND, width=4)
            draw.ellipse((cx - 5, y - 38, cx + 5, y - 28), fill=SAND)
        elif seat.name is not None:
            draw.ellipse(box, fill=RED)
            draw.ellipse((cx - 16, y - 30, cx + 16, y + 2), fill=SAND)  # head and shoulders
            draw.chord((cx - 32, y + 6, cx + 32, y + 62), start=180, end=360, fill=SAND)
        else:
            for start in range(0, 360, 30):  # a dashed ring
                draw.arc(box, start=start, end=start + 18, fill=FREE, width=5)
        x += size + gap
