"""A table link's preview: the Open Graph and Twitter tags of ``/t/ID``, made on the server.

A messenger or a forum that unfurls a pasted link reads these tags from the page's HTML
(it runs no script): the title, and a short description of the game (its expansions),
the seats taken and free, where the table stands and the table's language (the host's
page language, ``Settings.language``), worded in that language. Nothing in them is
secret: the same facts as ``GET /api/tables/ID``, counted, without even the names.
"""

from __future__ import annotations

from html import escape

from . import protocol as p

# Each language's words; the digits are the language's own (Persian digits in Persian).
WORDS: dict[str, dict[str, str]] = {
    "en": {
        "game": "BANG!", "table": "table {id}",
        "seats": "Players: {seats} ({taken} seated, {free} free)",
        "lobby": "Waiting for players: open the link to take a seat.",
        "playing": "A game in progress: watch it live.",
        "over": "The game is over: watch its replay.",
        "language": "Language: English", "sep": " · ", "locale": "en_US",
    },
    "fa": {
        "game": "بنگ!", "table": "میز {id}",
        "seats": "بازیکنان: {seats} ({taken} نشسته، {free} جای خالی)",
        "lobby": "در انتظار بازیکنان: پیوند را باز کنید و بنشینید.",
        "playing": "بازی در جریان است: زنده تماشا کنید.",
        "over": "بازی تمام شده است: بازپخش آن را ببینید.",
        "language": "زبان: فارسی", "sep": " — ", "locale": "fa_IR",
    },
    "ru": {
        "game": "Бэнг!", "table": "стол {id}",
        "seats": "Игроков: {seats} (занято мест: {taken}, свободно: {free})",
        "lobby": "Ждём игроков: откройте ссылку, чтобы занять место.",
        "playing": "Идёт игра: смотрите её вживую.",
        "over": "Игра окончена: смотрите её повтор.",
        "language": "Язык: русский", "sep": " · ", "locale": "ru_RU",
    },
    "tr": {
        "game": "BANG!", "table": "masa {id}",
        "seats": "Oyuncu: {seats} ({taken} dolu, {free} boş yer)",
        "lobby": "Oyuncular bekleniyor: bir yer almak için bağlantıyı açın.",
        "playing": "Oyun sürüyor: canlı izleyin.",
        "over": "Oyun bitti: tekrarını izleyin.",
        "language": "Dil: Türkçe", "sep": " · ", "locale": "tr_TR",
    },
    "vi": {
        "game": "BANG!", "table": "bàn {id}",
        "seats": "Người chơi: {seats} ({taken} đã ngồi, {free} chỗ trống)",
        "lobby": "Đang chờ người chơi: mở liên kết để vào chỗ.",
        "playing": "Ván đang diễn ra: xem trực tiếp.",
        "over": "Ván đã kết thúc: xem lại ván đấu.",
        "language": "Ngôn ngữ: Tiếng Việt", "sep": " · ", "locale": "vi_VN",
    },
}

# The expansions' names in each language (docs/event_names.md says where they come from);
# one the engine has and this table lacks is named by its key (tests/server/test_preview.py
# checks that none is).
EXPANSION_NAMES: dict[str, dict[str, str]] = {
    "en": {"dodge_city": "Dodge City", "high_noon": "High Noon", "the_bullet": "The Bullet",
           "fistful_of_cards": "A Fistful of Cards", "wild_west_show": "Wild West Show",
           "gold_rush": "Gold Rush",
           "valley_of_shadows": "The Valley of Shadows", "armed_and_dangerous": "Armed & Dangerous"},
    "fa": {"dodge_city": "داج سیتی", "high_noon": "نیمروز", "the_bullet": "گلوله",
           "fistful_of_cards": "به خاطر یک مشت کارت", "wild_west_show": "نمایش غرب وحشی",
           "gold_rush": "تب طلا",
           "valley_of_shadows": "دره‌ی سایه‌ها", "armed_and_dangerous": "مسلح و خطرناک"},
    "ru": {"dodge_city": "Додж-Сити", "high_noon": "Ровно в полдень", "the_bullet": "Пуля",
           "fistful_of_cards": "За пригоршню карт", "wild_west_show": "Шоу Дикого Запада",
           "gold_rush": "Золотая лихорадка",
           "valley_of_shadows": "Долина теней", "armed_and_dangerous": "Вооружён и опасен"},
    "tr": {"dodge_city": "Dodge City", "high_noon": "Tam Öğle Vakti", "the_bullet": "The Bullet",
           "fistful_of_cards": "Bir Avuç Kart İçin", "wild_west_show": "Vahşi Batı Şovu",
           "gold_rush": "Altına Hücum",
           "valley_of_shadows": "Gölgeler Vadisi", "armed_and_dangerous": "Silahlı ve Tehlikeli"},
    "vi": {"dodge_city": "Dodge City", "high_noon": "Giữa Trưa", "the_bullet": "The Bullet",
           "fistful_of_cards": "Một Nắm Lá Bài", "wild_west_show": "Buổi Diễn Miền Viễn Tây",
           "gold_rush": "Cơn Sốt Vàng",
           "valley_of_shadows": "Thung Lũng Bóng Tối", "armed_and_dangerous": "Vũ Trang và Nguy Hiểm"},
}

PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


def number(lang: str, n: int) -> str:
    return str(n).translate(PERSIAN_DIGITS) if lang == "fa" else str(n)


def preview_text(info: p.TableInfo) -> tuple[str, str, str]:
    """The title, the description and the ``og:locale`` of a table's link."""
    lang = info.settings.language
    words = WORDS[lang]
    names = EXPANSION_NAMES[lang]
    game = " + ".join([words["game"], *(names.get(key, key) for key in info.settings.expansions)])
    title = f"{game}{words['sep']}{words['table'].format(id=info.id)}"
    seats = len(info.seats)
    taken = sum(1 for s in info.seats if s.name is not None or s.bot)
    status = "lobby" if info.status == "lobby" else "over" if info.status == "over" else "playing"
    description = " ".join([
        words["seats"].format(seats=number(lang, seats), taken=number(lang, taken),
                              free=number(lang, seats - taken)) + ".",
        words[status],
        words["language"] + ".",
    ])
    return title, description, words["locale"]


def preview_tags(info: p.TableInfo | None, url: str) -> str:
    """The ``<title>`` and meta tags for the page at ``url`` (a table's, or none: the site's)."""
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
        '<meta name="twitter:card" content="summary" />',
        f'<meta name="twitter:title" content="{escape(title)}" />',
    ]
    if description:
        tags += [
            f'<meta name="description" content="{escape(description)}" />',
            f'<meta property="og:description" content="{escape(description)}" />',
            f'<meta name="twitter:description" content="{escape(description)}" />',
        ]
    return "\n    ".join(tags)


def with_preview(page: str, info: p.TableInfo | None, url: str) -> str:
    """The front end's ``index.html`` with its ``<title>`` replaced by the preview's tags."""
    start, end = page.find("<title>"), page.find("</title>")
    if start < 0 or end < start:
        return page.replace("</head>", preview_tags(info, url) + "\n  </head>", 1)
    return page[:start] + preview_tags(info, url) + page[end + len("</title>"):]
