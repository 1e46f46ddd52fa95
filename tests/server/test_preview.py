"""A table's link previews itself (Open Graph and Twitter tags in the page's HTML, made on
the server): the game, the seats taken and free, the table's language, worded in it;
never a name, a token or the seed."""

from __future__ import annotations

import asyncio
import html
import re
from collections.abc import Callable

import httpx
from serving import Server
from table_client import seat_players

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
    assert found["og:description"] == ("Players: 5 (1 seated, 4 free). Waiting for players: open the link to "
                                       "take a seat. Language: English.")
    assert found["og:url"].endswith(f"/t/{table}") and found["og:locale"] == "en_US"
    assert found["twitter:card"] == "summary" and found["og:type"] == "website"

    _, found = tags(server, f"/t/{persian['table']}/watch")
    assert found["og:title"] == f"بنگ! + داج سیتی — میز {persian['table']}"
    assert found["og:description"] == ("بازیکنان: ۴ (۱ نشسته، ۳ جای خالی). در انتظار بازیکنان: پیوند را باز "
                                       "کنید و بنشینید. زبان: فارسی.")
    assert found["og:locale"] == "fa_IR"

    async def sit_and_start() -> None:
        players = await seat_players(server.ws(table), 2, host_token=english["host_token"])
        await players[0].expect("state")

    asyncio.run(sit_and_start())
    page, found = tags(server, f"/t/{table}")
    assert found["og:description"] == "Players: 5 (5 seated, 0 free). A game in progress: watch it live. Language: English."
    rest = page.replace(table, "")  # the random table id may hold "P1" or "Bot" itself
    for secret in (english["host_token"], "P0", "P1", "Bot", "seed"):
        assert secret not in rest

    # an unknown table, and the home page: the site's own title, no description
    _, found = tags(server, "/t/nosuchtable")
    assert found["og:title"] == "BANG!" and "og:description" not in found


def test_a_language_not_offered_is_refused(server: Server) -> None:
    answer = httpx.post(f"{server.http}/api/tables", json={"language": "de"}, timeout=10)
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
