"""A table's link previews itself (Open Graph and Twitter tags in the page's HTML, made on
the server): the game, the people, bots and free seats, the table's language, worded in it,
who won once it is over, and a picture of it all (``/t/ID/preview.png``); never a name, a
token or the seed."""

from __future__ import annotations

import asyncio
import html
import io
import re
from collections.abc import Callable
from pathlib import Path

import httpx
from PIL import Image, features
from serving import Server
from table_client import seat_players
from test_replay import play_to_the_end

from bang.server import protocol as p
from bang.server.preview import counted, preview_text
from bang.server.preview_image import FONT_PATHS, preview_png, words_language

META = re.compile(r'<meta (?:property|name)="([a-z:_]+)" content="([^"]*)" />')


def tags(server: Server, path: str) -> tuple[str, dict[str, str]]:
    answer = httpx.get(f"{server.http}{path}", timeout=10)
    assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/html")
    assert '<div id="app">' in answer.text  # the front end's page all the same
    found = {name: html.unescape(value) for name, value in META.findall(answer.text)}
    return answer.text, found


def test_a_table_link_previews_the_game_its_seats_and_its_language(make_server: Callable[..., Server]) -> None:
    server = make_server()
    english = server.create(seats=5, bots=1)
    persian = server.create(seats=4, bots=1, expansions=["dodge_city"], language="fa")
    table = english["table"]

    page, found = tags(server, f"/t/{table}")
    assert found["og:title"] == f"BANG! · table {table}" == found["twitter:title"]
    assert f"<title>BANG! · table {table}</title>" in page
    assert found["og:description"] == ("Seats: 5 (0 players, 1 bot, 4 free). Waiting for players: open the link "
                                       "to take a seat. Language: English.")
    assert found["og:url"].endswith(f"/t/{table}") and found["og:locale"] == "en_US"
    assert found["twitter:card"] == "summary_large_image" and found["og:type"] == "website"
    assert found["og:image"] == found["twitter:image"] and found["og:image"].endswith(f"/t/{table}/preview.png")
    picture = httpx.get(found["og:image"], timeout=10)
    assert picture.status_code == 200 and picture.headers["content-type"] == "image/png"
    assert Image.open(io.BytesIO(picture.content)).size == (1200, 630) == (
        int(found["og:image:width"]), int(found["og:image:height"]))

    _, found = tags(server, f"/t/{persian['table']}/watch")
    assert found["og:title"] == f"بنگ! + داج سیتی — میز {persian['table']}"
    assert found["og:description"] == ("صندلی‌ها: ۴ (۰ بازیکن، ۱ ربات، ۳ جای خالی). در انتظار بازیکنان: پیوند "
                                       "را باز کنید و بنشینید. زبان: فارسی.")
    assert found["og:locale"] == "fa_IR"

    async def sit_and_start() -> None:
        players = await seat_players(server.ws(table), 2, host_token=english["host_token"])
        await players[0].expect("state")

    asyncio.run(sit_and_start())
    page, found = tags(server, f"/t/{table}")
    assert found["og:description"] == ("Seats: 5 (2 players, 3 bots, 0 free). A game in progress: watch it live. "
                                       "Language: English.")
    rest = page.replace(table, "")  # the random table id may hold "P1" or "Bot" itself
    for secret in (english["host_token"], "P0", "P1", "Bot", "seed"):
        assert secret not in rest

    # an unknown table, and the home page: the site's own title, no description
    _, found = tags(server, "/t/nosuchtable")
    assert found["og:title"] == "BANG!" and "og:description" not in found and "og:image" not in found
    assert httpx.get(f"{server.http}/t/nosuchtable/preview.png", timeout=10).status_code == 404


def test_a_finished_tables_preview_says_who_won(make_server: Callable[..., Server]) -> None:
    server = make_server()
    created = server.create(seats=4, bots=3, language="ru")
    asyncio.run(play_to_the_end(server, created, 1, 5))
    info = server.info(created["table"])
    while info["status"] != "over":  # (the last frame may come before the table's status is stored)
        info = server.info(created["table"])
    sides = {"law": "победили шериф и его помощники", "outlaws": "победили бандиты",
             "renegade": "победил ренегат", "outlaw": "победил бандит", "deputy": "победил помощник"}
    assert info["winner"] in sides
    _, found = tags(server, f"/t/{created['table']}")
    assert found["og:description"] == (f"Мест: 4 (1 игрок, 3 бота, свободно: 0). Игра окончена: "
                                       f"{sides[str(info['winner'])]}. Смотрите её повтор. Язык: русский.")
    assert httpx.get(found["og:image"], timeout=10).status_code == 200


def _info(language: str, seats: list[tuple[str | None, bool]], status: p.Status = "lobby",
          winner: str | None = None) -> p.TableInfo:
    return p.TableInfo(id="Ab12Cd34", status=status, settings=p.Settings(language=language),  # type: ignore[arg-type]
                       seats=[p.SeatInfo(seat=i, name=name, bot=bot, connected=False, bot_controlled=False)
                              for i, (name, bot) in enumerate(seats)], winner=winner)


def test_people_and_bots_are_counted_by_each_languages_plural_rules() -> None:
    assert [counted("ru", "bots", n) for n in (1, 2, 5, 11, 21, 22)] == [
        "1 бот", "2 бота", "5 ботов", "11 ботов", "21 бот", "22 бота"]
    assert [counted("en", "people", n) for n in (0, 1, 2)] == ["0 players", "1 player", "2 players"]
    assert counted("fa", "people", 3) == "۳ بازیکن" and counted("tr", "bots", 4) == "4 bot"
    assert [counted("it", "people", n) for n in (0, 1, 2)] == ["0 giocatori", "1 giocatore", "2 giocatori"]
    title, text, locale = preview_text(p.TableInfo(
        id="Ab12Cd34", status="lobby", seats=[p.SeatInfo(seat=0, name=None, bot=True, connected=False, bot_controlled=False)],
        settings=p.Settings(language="it", expansions=["dodge_city", "high_noon"])))
    assert title == "BANG! + Dodge City + Mezzogiorno di Fuoco · tavolo Ab12Cd34" and locale == "it_IT"
    assert text == "Posti: 1 (0 giocatori, 1 bot, liberi: 0). In attesa di giocatori: apri il link per prendere posto. " \
                   "Lingua: italiano."
    assert [counted("es", "people", n) for n in (0, 1, 2)] == ["0 jugadores", "1 jugador", "2 jugadores"]
    title, text, locale = preview_text(p.TableInfo(
        id="Ab12Cd34", status="lobby", seats=[p.SeatInfo(seat=0, name=None, bot=True, connected=False, bot_controlled=False)],
        settings=p.Settings(language="es", expansions=["dodge_city", "high_noon"])))
    assert title == "BANG! + Dodge City + Solo ante el peligro · mesa Ab12Cd34" and locale == "es_ES"
    assert text == "Asientos: 1 (0 jugadores, 1 bot, libres: 0). Esperando jugadores: abre el enlace para sentarte. " \
                   "Idioma: español."
    assert [counted("pt", "people", n) for n in (0, 1, 2)] == ["0 jogador", "1 jogador", "2 jogadores"]
    title, text, locale = preview_text(p.TableInfo(
        id="Ab12Cd34", status="lobby", seats=[p.SeatInfo(seat=0, name=None, bot=True, connected=False, bot_controlled=False)],
        settings=p.Settings(language="pt", expansions=["dodge_city", "high_noon"])))
    assert title == "BANG! + Dodge City + Matar ou Morrer · mesa Ab12Cd34" and locale == "pt_BR"
    assert text == "Lugares: 1 (0 jogador, 1 bot, livres: 0). Esperando jogadores: abra o link para se sentar. " \
                   "Idioma: português."
    assert [counted("de", "bots", n) for n in (0, 1, 2)] == ["0 Bots", "1 Bot", "2 Bots"]
    title, text, locale = preview_text(p.TableInfo(
        id="Ab12Cd34", status="lobby", seats=[p.SeatInfo(seat=0, name=None, bot=True, connected=False, bot_controlled=False)],
        settings=p.Settings(language="de", expansions=["dodge_city", "high_noon"])))
    assert title == "BANG! + Dodge City + High Noon · Tisch Ab12Cd34" and locale == "de_DE"
    assert text == "Plätze: 1 (0 Spieler, 1 Bot, frei: 0). Warten auf Spieler: Öffne den Link, um Platz zu nehmen. " \
                   "Sprache: Deutsch."
    assert [counted("fr", "people", n) for n in (0, 1, 2)] == ["0 joueur", "1 joueur", "2 joueurs"]
    assert [counted("pl", "bots", n) for n in (0, 1, 2, 5, 12, 22)] == [
        "0 botów", "1 bot", "2 boty", "5 botów", "12 botów", "22 boty"]
    title, text, locale = preview_text(_info("pl", [("Ann", False), ("Bot", True)]))
    assert (title, locale) == ("BANG! · stół Ab12Cd34", "pl_PL")
    assert text.startswith("Miejsca: 2 (1 gracz, 1 bot, wolne: 0). Czekamy na graczy")
    assert [counted("cs", "people", n) for n in (0, 1, 2, 4, 5, 22)] == [
        "0 hráčů", "1 hráč", "2 hráči", "4 hráči", "5 hráčů", "22 hráčů"]
    title, text, locale = preview_text(_info("cs", [("Ann", False), ("Bot", True)]))
    assert (title, locale) == ("BANG! · stůl Ab12Cd34", "cs_CZ")
    assert text.startswith("Místa: 2 (1 hráč, 1 bot, volná: 0). Čekáme na hráče")
    text = preview_text(_info("en", [("Ann", False), ("Bot", True), (None, False)], "over", "renegade"))[1]
    assert text.startswith("Seats: 3 (1 player, 1 bot, 1 free). The game is over: the Renegade won.")


def test_the_picture_shows_what_changes_and_nothing_else() -> None:
    seats: list[tuple[str | None, bool]] = [("Ann", False), ("Bot", True), (None, False)]
    lobby = preview_png(_info("fa", seats))
    assert lobby[:8] == b"\x89PNG\r\n\x1a\n" and Image.open(io.BytesIO(lobby)).size == (1200, 630)
    assert preview_png(_info("fa", [("Bob", False), ("Bot", True), (None, False)])) == lobby  # names are not drawn
    assert preview_png(_info("fa", [("Ann", False), ("Bot", True), ("Cy", False)])) != lobby  # a seat taken is
    assert preview_png(_info("fa", seats, "over", "law")) != preview_png(_info("fa", seats, "over", "outlaws"))
    # worded in Persian where this machine has a font with its letters and Pillow's layout (raqm), else in English
    fonts = any(Path(regular).is_file() and Path(bold).is_file() for regular, bold in FONT_PATHS)
    assert words_language("ru") == ("ru" if fonts else "en")
    assert words_language("fa") == ("fa" if fonts and features.check("raqm") else "en")


def test_a_language_not_offered_is_refused(server: Server) -> None:
    answer = httpx.post(f"{server.http}/api/tables", json={"language": "xx"}, timeout=10)
    assert answer.status_code == 400 and "language" in answer.text, answer.text


def test_every_expansion_is_named_in_every_language_of_the_preview() -> None:
    from bang.rulesets.registry import EXPANSIONS
    from bang.server.preview import EXPANSION_NAMES, WORDS

    assert set(EXPANSION_NAMES) == set(WORDS)
    for lang, names in EXPANSION_NAMES.items():
        for key in EXPANSIONS:
            assert names.get(key), f"{lang}: no name for the expansion {key}"
        assert len(set(names.values())) == len(names), lang


def test_a_table_of_two_expansions_names_both(server: Server) -> None:
    created = server.create(seats=5, bots=1, expansions=["dodge_city", "high_noon"], language="ru")
    _, found = tags(server, f"/t/{created['table']}")
    assert found["og:title"] == f"Бэнг! + Додж-Сити + Ровно в полдень · стол {created['table']}"
