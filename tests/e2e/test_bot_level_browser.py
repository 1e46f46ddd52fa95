"""The host picks the bots' level on the home page's form: the select lists every level
in the page's language, `sharp` first chosen, and the table is made with the level
picked (remembered for the next table)."""

from __future__ import annotations

import httpx
from playwright.sync_api import Browser
from test_browser import DESKTOP, new_page


def test_host_picks_the_bots_level(browser: Browser, server: str) -> None:
    context, page = new_page(browser, DESKTOP, "ru")
    try:
        page.goto(server + "/")
        select = page.locator("select[name=bot_level]")
        assert select.input_value() == "sharp"
        options = select.locator("option")
        assert options.evaluate_all("(os) => os.map((o) => o.value)") == ["random", "basic", "sharp", "search"]
        assert "Базовый" in options.nth(1).inner_text()  # the page's language
        select.select_option("basic")
        page.locator("form.create button[type=submit]").click()
        page.locator(".panel.ready").wait_for()
        table = page.locator(".panel.ready input").first.input_value().rstrip("/").rsplit("/", 1)[-1]
        info = httpx.get(f"{server}/api/tables/{table}", timeout=10).json()
        assert info["settings"]["bot_level"] == "basic"
        page.goto(server + "/")  # the form starts as the host last filled it
        assert page.locator("select[name=bot_level]").input_value() == "basic"
    finally:
        context.close()
