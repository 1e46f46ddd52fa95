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
        "seats": "Seats: {seats} ({counts})", "counts": "{people}, {bots}, {free} free",
        "people": "{n} player|{n} players", "bots": "{n} bot|{n} bots",
        "lobby": "Waiting for players: open the link to take a seat.",
        "playing": "A game in progress: watch it live.",
        "over": "The game is over: watch its replay.", "won": "The game is over: {side}. Watch its replay.",
        "law": "the Sheriff and the Deputies won", "outlaws": "the Outlaws won", "renegade": "the Renegade won",
        "deputy": "the Deputy won", "outlaw": "the Outlaw won", "sheriff": "the Sheriff won",
        "language": "Language: English", "sep": " · ", "locale": "en_US",
    },
    "fa": {
        "game": "بنگ!", "table": "میز {id}",
        "seats": "صندلی‌ها: {seats} ({counts})", "counts": "{people}، {bots}، {free} جای خالی",
        "people": "{n} بازیکن", "bots": "{n} ربات",
        "lobby": "در انتظار بازیکنان: پیوند را باز کنید و بنشینید.",
        "playing": "بازی در جریان است: زنده تماشا کنید.",
        "over": "بازی تمام شده است: بازپخش آن را ببینید.",
        "won": "بازی تمام شده است: {side}. بازپخش آن را ببینید.",
        "law": "کالنتر و معاون‌هایش برنده شدند", "outlaws": "یاغی‌ها برنده شدند", "renegade": "خائن برنده شد",
        "deputy": "معاون برنده شد", "outlaw": "یاغی برنده شد", "sheriff": "کالنتر برنده شد",
        "language": "زبان: فارسی", "sep": " — ", "locale": "fa_IR",
    },
    "ru": {
        "game": "Бэнг!", "table": "стол {id}",
        "seats": "Мест: {seats} ({counts})", "counts": "{people}, {bots}, свободно: {free}",
        "people": "{n} игрок|{n} игрока|{n} игроков", "bots": "{n} бот|{n} бота|{n} ботов",
        "lobby": "Ждём игроков: откройте ссылку, чтобы занять место.",
        "playing": "Идёт игра: смотрите её вживую.",
        "over": "Игра окончена: смотрите её повтор.", "won": "Игра окончена: {side}. Смотрите её повтор.",
        "law": "победили шериф и его помощники", "outlaws": "победили бандиты", "renegade": "победил ренегат",
        "deputy": "победил помощник", "outlaw": "победил бандит", "sheriff": "победил шериф",
        "language": "Язык: русский", "sep": " · ", "locale": "ru_RU",
    },
    "tr": {
        "game": "BANG!", "table": "masa {id}",
        "seats": "Yer: {seats} ({counts})", "counts": "{people}, {bots}, {free} boş yer",
        "people": "{n} oyuncu", "bots": "{n} bot",
        "lobby": "Oyuncular bekleniyor: bir yer almak için bağlantıyı açın.",
        "playing": "Oyun sürüyor: canlı izleyin.",
        "over": "Oyun bitti: tekrarını izleyin.", "won": "Oyun bitti: {side}. Tekrarını izleyin.",
        "law": "Şerif ve Aynasızlar kazandı", "outlaws": "Haydutlar kazandı", "renegade": "Hain kazandı",
        "deputy": "Aynasız kazandı", "outlaw": "Haydut kazandı", "sheriff": "Şerif kazandı",
        "language": "Dil: Türkçe", "sep": " · ", "locale": "tr_TR",
    },
    "vi": {
        "game": "BANG!", "table": "bàn {id}",
        "seats": "Chỗ ngồi: {seats} ({counts})", "counts": "{people}, {bots}, {free} chỗ trống",
        "people": "{n} người chơi", "bots": "{n} bot",
        "lobby": "Đang chờ người chơi: mở liên kết để vào chỗ.",
        "playing": "Ván đang diễn ra: xem trực tiếp.",
        "over": "Ván đã kết thúc: xem lại ván đấu.", "won": "Ván đã kết thúc: {side}. Xem lại ván đấu.",
        "law": "Cảnh sát trưởng và Cảnh sát phó thắng", "outlaws": "Tội phạm thắng",
        "renegade": "Kẻ phản bội thắng", "deputy": "Cảnh sát phó thắng", "outlaw": "Tội phạm thắng",
        "sheriff": "Cảnh sát trưởng thắng",
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

SIDES = ("law", "outlaws", "renegade", "deputy", "outlaw", "sheriff")  # the values of ``bang.box.Winner``

IMAGE_SIZE = (1200, 630)  # the picture's (preview_image.py), the size Open Graph readers expect

PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


def number(lang: str, n: int) -> str:
    return str(n).translate(PERSIAN_DIGITS) if lang == "fa" else str(n)


def counted(lang: str, what: str, n: int) -> str:
    """``n`` of ``what`` ("people", "bots") in ``lang``: its forms split by "|" (one, other in
    English; one, few, many in Russian; one form where the noun does not change)."""
    forms = WORDS[lang][what].split("|")
    if len(forms) == 3:  # Russian
        form = forms[0] if n % 10 == 1 and n % 100 != 11 else \
            forms[1] if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else forms[2]
    else:
        form = forms[0] if n == 1 or len(forms) == 1 else forms[1]
    return form.format(n=number(lang, n))


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
