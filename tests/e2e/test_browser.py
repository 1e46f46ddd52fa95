"""End to end in a real browser: a host and two friends play a whole game with bots.

The host creates a table through the home page, two friends open its link in their
own browser contexts (one on a 360 px phone in Persian), bots fill the other seats,
and the humans click through every decision until the end screen. Screenshots of
the table in English and Persian, desktop and phone, land in artifacts/screenshots.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

from layout import check_layout
from playwright.sync_api import Browser, BrowserContext, Page

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}
GAME_SECONDS = 600  # a whole random game of five: usually 2-5 minutes, now and then longer


def new_page(browser: Browser, viewport: dict[str, int], lang: str) -> tuple[BrowserContext, Page]:
    context = browser.new_context(viewport=viewport)  # type: ignore[arg-type]
    context.add_init_script(f"localStorage.setItem('bang.lang', '{lang}')")
    page = context.new_page()
    page.set_default_timeout(10_000)
    return context, page


def join(page: Page, url: str, name: str) -> None:
    page.goto(url)
    page.locator("form.join input").fill(name)
    page.locator("form.join button[type=submit]").click()
    page.locator(".lobby-seats .badge", has_text="").first.wait_for()


def click_first(page: Page, selector: str) -> bool:
    loc = page.locator(selector)
    if loc.count() == 0:
        return False
    try:
        loc.first.click(timeout=2_000)
    except Exception:  # the state moved on under us: try again next round
        return False
    return True


def take_a_decision(page: Page, rng: random.Random) -> bool:
    """If this page's player must decide, click one legal answer. True if it clicked."""
    if page.locator(".prompt.mine").count() == 0:
        return False
    if click_first(page, ".warning-confirm .warning-go:not([disabled])"):  # a likely mistake: meant it
        return True
    actions = ".prompt-actions"
    if page.locator(".hand-cards.picking").count():  # discard: pick cards, then confirm
        if click_first(page, f"{actions} .btn.primary:not([disabled])"):
            return True
        return click_first(page, ".hand-cards.picking .card:not(.selected)")
    for selector in (
        f"{actions} .char-choice:not([disabled])",
        f"{actions} .choice-cards .card.playable:not(.selected)",  # General Store, Kit Carlson's two
        f"{actions} .choice-cards .card:not(.selected)",
    ):
        if click_first(page, selector):
            click_first(page, f"{actions} .btn.primary:not([disabled])")
            return True
    if page.locator(f"{actions} .btn.danger").count():  # answer (Missed!, Beer...) or pass
        if rng.random() < 0.7 and click_first(page, f"{actions} .btn.primary:not([disabled])"):
            return True
        return click_first(page, f"{actions} .btn.danger:not([disabled])")
    if rng.random() < 0.5 and click_first(page, ".hand .card.playable"):
        for selector in (
            f"{actions} .target-btn:not([disabled])",
            f"{actions} .card.target",
            f"{actions} button.btn.primary:not([disabled])",
            f"{actions} button.btn:not([disabled])",
        ):
            if click_first(page, selector):
                break
        return True
    return click_first(page, f"{actions} .btn.primary:not([disabled])")


def shoot(page: Page, path: Path) -> None:
    page.screenshot(path=str(path), full_page=False)


def test_friends_play_a_whole_game(server: str, browser: Browser, artifacts: Path) -> None:
    host_ctx, host = new_page(browser, DESKTOP, "en")
    host.goto(server + "/")
    host.locator('input[name=seats][value="5"]').check()
    host.locator("input[type=range]").evaluate(
        "(el) => { el.value = '2'; el.dispatchEvent(new Event('input', { bubbles: true })); }"
    )
    # basic bots: a short game (sharp bots, the default, play long careful ones; the
    # level's own browser test is tests/e2e/test_bot_level_browser.py)
    host.locator("select[name=bot_level]").select_option("basic")
    host.locator("form.create button[type=submit]").click()
    shoot(host, artifacts / "home_created_en_desktop.png")
    host.locator(".panel.ready .btn.primary").click()
    table_url = host.url
    assert "/t/" in table_url
    join(host, table_url, "Ann")

    bob_ctx, bob = new_page(browser, DESKTOP, "ru")
    join(bob, table_url, "Bob")
    sara_ctx, sara = new_page(browser, PHONE, "fa")
    join(sara, table_url, "سارا")
    shoot(sara, artifacts / "lobby_fa_phone.png")

    host.locator(".lobby .btn.primary.big").click()
    for page in (host, bob, sara):
        page.locator(".prompt").wait_for()

    watch_desktop_ctx, watch_fa = new_page(browser, DESKTOP, "fa")
    watch_fa.goto(table_url.rstrip("/") + "/watch")
    watch_phone_ctx, watch_en = new_page(browser, PHONE, "en")
    watch_en.goto(table_url.rstrip("/") + "/watch")

    rng = random.Random(7)
    players = [host, bob, sara]
    shots_taken = False
    clicks = 0
    deadline = time.monotonic() + GAME_SECONDS
    while time.monotonic() < deadline:
        if all(p.locator(".end-list").count() for p in players):
            break
        moved = False
        for page in players:
            check_layout(page, f"5 seats, {page.url}")
            if take_a_decision(page, rng):
                moved = True
                clicks += 1
        if clicks >= 6 and not shots_taken:
            shoot(host, artifacts / "table_en_desktop.png")
            shoot(sara, artifacts / "table_fa_phone.png")
            shoot(watch_fa, artifacts / "table_fa_desktop_spectator.png")
            shoot(watch_en, artifacts / "table_en_phone_spectator.png")
            shots_taken = True
            bob.reload()  # a reload keeps the seat: the browser holds its key
            bob.locator(".hand").wait_for()
            assert bob.locator(".lobby").count() == 0
            assert watch_en.locator(".hand").count() == 0  # a spectator has no hand
        if not moved:
            time.sleep(0.05)
    else:
        shoot(host, artifacts / "stuck_host.png")
        raise AssertionError("the game did not end in time")

    assert clicks > 0, "the humans must have played"
    for page in players:
        roles = page.locator(".end-list li")
        assert roles.count() == 5  # every role is shown at the end
    shoot(host, artifacts / "end_en_desktop.png")
    shoot(sara, artifacts / "end_fa_phone.png")
    assert sara.evaluate("document.documentElement.dir") == "rtl"
    assert host.evaluate("document.documentElement.dir") in ("ltr", "")
    for ctx in (host_ctx, bob_ctx, sara_ctx, watch_desktop_ctx, watch_phone_ctx):
        ctx.close()
