"""The Valley of Shadows and Armed & Dangerous at the table, in a real browser.

A ghost's turn on a 360x740 phone in Persian: a 4-seat Valley of Shadows game dealt from a
known seed (``POST /api/test/tables``: tests/hooked_app.py). The browser's player (seat 0, an
Outlaw, Evelyn Shebang) draws, ends his turns and takes every hit; the test's three players
shoot him whenever they can, and play a Ghost on him once he is out. He comes back as a ghost
(a pale seat, the ghost's mark, "ghost" for a screen reader, the ghost's words where the life
would be), draws, shoots Dee with a BANG! and ends his turn, still a ghost with no life point.
The seed was found by playing those moves with the engine.

The charges of Armed & Dangerous on eight seats, on a desktop and on a Persian phone: seven
bots and the browser's player, who answers whatever is asked, until an orange card in play
holds charges; each shows its count and a cartridge on the card, inside its seat, and says
them to a screen reader. Screenshots land in docs/screenshots (valley_*, armed_*) and
artifacts/screenshots.
"""

from __future__ import annotations

import json
import random
import time
from typing import Any

from playwright.sync_api import Browser, Page
from test_a11y import assert_accessible
from test_browser import PHONE, join, new_page, take_a_decision
from test_dodge_city_browser import Quiet, click_and_wait, failed, my_play_phase, seeded_table, shoot, snap
from test_variant_tables import check_fits, wider_than_the_window
from websockets.sync.client import connect

DESKTOP = {"width": 1366, "height": 800}
GHOST_SEED = 36  # seat 0: an Outlaw (Evelyn Shebang), out in the second round, a Ghost on him then
PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹"


def kind(action: dict[str, Any]) -> str:
    return str(action.get("card", "")).split("/")[0]


class Shooter(Quiet):
    """A test player who plays a Ghost on seat 0 once he is out, shoots seat 0 with every BANG!
    it can, and otherwise draws, ends its turn, takes every hit."""

    def choose(self, legal: list[dict[str, Any]]) -> dict[str, Any]:
        for wanted in (
            lambda a: a["do"] == "play" and kind(a) == "ghost" and a.get("target") == 0,
            lambda a: a["do"] == "play" and kind(a) == "bang" and a.get("target") == 0 and "as" not in a
            and "cards" not in a,
            lambda a: a["do"] == "draw" and a.get("from") == "deck",
            lambda a: a["do"] in ("end", "pass"),
            lambda a: a["do"] in ("discard", "choose", "character"),
        ):
            found = [a for a in legal if wanted(a)]
            if found:
                return found[0]
        return legal[0]


def whole_log(page: Page) -> str:
    """The log's text, also while its drawer is closed (a phone)."""
    return page.locator("#game-log").text_content() or ""


def ghost_turn(page: Page) -> bool:
    """The browser's player is a ghost, and his own turn asks him to draw."""
    return page.locator(".seat.me.ghost.turn").count() > 0 and page.locator(".prompt.mine").count() > 0


def quiet_decision(page: Page) -> bool:
    """The browser's player's decision as the seed's moves have it: the first cards of the hand
    discarded, every hit taken, the turn ended, two cards from the deck; none once his ghost's
    turn has come (read in one go: a new state may come between two reads). True if it clicked."""
    what = page.evaluate("""() => {
        if (!document.querySelector('.prompt.mine')) return null;
        if (document.querySelector('.seat.me.ghost.turn')) return 'ghost';
        if (document.querySelector('.hand-cards.picking')) return 'discard';
        if (document.querySelector('.prompt.mine .end-turn')) return 'end';
        if (document.querySelector('.prompt.mine .btn.danger')) return 'pass';
        return 'draw';
    }""")
    if what in (None, "ghost"):
        return False
    version = page.locator(".table-layout").get_attribute("data-version")
    if what == "discard":
        confirm = page.locator(".prompt.mine .discard-confirm")
        need = int(confirm.get_attribute("data-need") or "1")
        for i in range(need):
            page.locator(".hand-cards.picking .card").nth(i).click()
        confirm.click()
    elif what == "end":
        page.locator(".prompt.mine .end-turn").click()
    elif what == "pass":
        page.locator(".prompt.mine .btn.danger").first.click()
    else:
        page.locator(".prompt.mine .prompt-actions .btn.primary:has(.mini-back)").first.click()
    page.wait_for_function(
        "(v) => document.querySelector('.table-layout')?.getAttribute('data-version') !== v", arg=version)
    return True


def test_a_ghost_plays_his_turn_on_a_persian_phone(server: str, browser: Browser) -> None:
    created = seeded_table(server, GHOST_SEED, seats=4, bots=0, expansions=["valley_of_shadows"], turn_seconds=600)
    ctx, page = new_page(browser, PHONE, "fa")
    join(page, f"{server}/t/{created['table']}", "سارا")
    ws_url = server.replace("http", "ws") + f"/ws/{created['table']}"
    others = [Shooter(ws_url, "Bob"), Shooter(ws_url, "Cyd"), Shooter(ws_url, "Dee", host_token=created["host_token"])]
    for other in others:
        other.start()
    try:
        page.locator(".prompt").wait_for(timeout=30_000)
        assert page.evaluate("document.documentElement.dir") == "rtl"
        me = page.locator(".seat.me")
        deadline = time.monotonic() + 120
        decisions = 0
        while not ghost_turn(page):
            assert time.monotonic() < deadline, "no ghost's turn in 120 s"
            for other in others:
                assert other.error is None, other.error
            check_fits(page, "Valley of Shadows, phone")
            if quiet_decision(page):
                decisions += 1
            else:
                time.sleep(0.05)
        assert decisions >= 5, decisions  # his turns and the hits he took (the server answers some alone)
        # out, then back as a ghost: a pale seat with the ghost's mark, no bullets, the words
        me.locator(".ghost-mark").wait_for()
        assert "روح" in me.locator(".ghost-mark").inner_text()
        assert me.locator(".bullets").count() == 0 and me.locator(".dead-mark").count() == 0
        assert me.locator(".ghost-life .sr-only").inner_text() == "روح: نه جان از دست می‌دهد و نه جان می‌گیرد"
        assert me.locator(".ghost-life svg").count() == 1
        look = me.evaluate("(el) => { const s = getComputedStyle(el); return [s.borderTopStyle, s.backgroundImage]; }")
        assert look[0] == "dashed" and "rgba" in look[1], look  # pale and translucent, set apart at a glance
        assert me.locator(".ghost-mark svg").count() == 1
        assert "سارا در نقش روح به بازی برمی‌گردد." in whole_log(page)
        assert page.locator(".seat:not(.me) .ghost-mark").count() == 0
        check_fits(page, "a ghost's turn, phone")
        page.evaluate("window.scrollTo(0, 0)")
        snap(page, "valley_ghost_fa_phone_top")
        me.scroll_into_view_if_needed()
        shoot(page, "valley_ghost_fa_phone.png")
        assert_accessible(page, "a ghost's turn (fa, phone)")

        # his turn from the UI: two cards from the deck, a BANG! at Dee, the turn ended
        click_and_wait(page, page.locator(".prompt.mine .prompt-actions .btn.primary:has(.mini-back)").first)
        my_play_phase(page)
        assert me.locator(".ghost-life").count() == 1  # still a ghost, drawing as one
        bang = page.locator('.hand .card.playable[data-card^="bang/"]').first
        bang.click()
        target = page.locator(".prompt-actions .target-btn", has_text="Dee")
        target.wait_for()
        check_fits(page, "a ghost aims, phone")
        click_and_wait(page, target)
        my_play_phase(page)
        dee = page.locator('.seat[data-seat="3"] .life .sr-only')
        assert dee.inner_text().startswith("۳ از"), dee.inner_text()  # Dee took the hit (4 life points, one lost)
        assert me.locator(".ghost-life").count() == 1 and page.locator(".hand .card").count() == 1
        click_and_wait(page, page.locator(".prompt.mine .end-turn"))
        # still a ghost once his turn is over (the Ghost card stays in front of him)
        assert me.locator(".ghost-mark").count() == 1 and me.locator(".ghost-life").count() == 1
        assert me.locator('.in-play .card[data-card^="ghost/"]').count() == 1
        # the same seat on a desktop: pale, dashed, the ghost's mark where the life would be
        page.set_viewport_size(DESKTOP)
        page.evaluate("window.scrollTo(0, 0)")
        assert me.locator(".ghost-life").is_visible() and me.locator(".ghost-mark").is_visible()
        shoot(page, "valley_ghost_desktop.png")
        for other in others:
            assert other.error is None, other.error
    except BaseException:
        failed(page, "valley_ghost_fa_phone")
        raise
    finally:
        for other in others:
            other.stop.set()
        ctx.close()


def charges_show(page: Page) -> bool:
    """An orange card in play holds charges while the browser's player must decide (nothing
    moves meanwhile: the bots wait for him)."""
    return bool(page.evaluate(
        "() => Boolean(document.querySelector('.prompt.mine') && document.querySelector('.seat .in-play .card .charges-mark'))"))


def eight_armed_seats(server: str, browser: Browser, viewport: dict[str, int], lang: str, seed: int,
                      label: str) -> tuple[Any, Page]:
    created = seeded_table(server, seed, seats=8, bots=7, expansions=["armed_and_dangerous"], bot_level="basic",
                           turn_seconds=600)
    ctx, page = new_page(browser, viewport, lang)
    join(page, f"{server}/t/{created['table']}", "سارا" if lang == "fa" else "Ann")
    with connect(server.replace("http", "ws") + f"/ws/{created['table']}") as host:
        host.send(json.dumps({"type": "hello", "token": None}))
        host.send(json.dumps({"type": "start", "host_token": created["host_token"]}))
        page.locator(".prompt").wait_for()
    rng = random.Random(seed)
    deadline = time.monotonic() + 150
    while time.monotonic() < deadline and not charges_show(page) and page.locator(".end-list").count() == 0:
        check_fits(page, label)
        if not (page.locator(".seat .in-play .card .charges-mark").count() == 0 and take_a_decision(page, rng)):
            time.sleep(0.05)
    assert charges_show(page), f"{label}: no orange card in play held charges in 150 s"
    # The mouse off every card first: left over the last card tapped, it opens that card's hover
    # pop-up a moment later (after any look for one), and a hover pop-up stays while it is there.
    page.mouse.move(1, 1)
    if page.locator(".card-info").count():  # a pop-up the last tap opened (a card that plays nothing now)
        page.keyboard.press("Escape")
    page.locator(".card-info").wait_for(state="detached")
    return ctx, page


def check_charge_marks(page: Page, label: str, digits: str) -> None:
    """Every orange card in play shows its charges: a cartridge and a number, inside its seat,
    big enough to read, said to a screen reader."""
    marks = page.locator(".seat .in-play .card.orange")
    assert marks.count() > 0
    width = page.viewport_size["width"] if page.viewport_size else 0
    for i in range(marks.count()):
        card = marks.nth(i)
        mark = card.locator(".charges-mark")
        assert mark.count() == 1, f"{label}: an orange card without its charges"
        assert mark.locator("svg").count() == 1
        count = mark.locator(".drawn").get_attribute("data-text") or ""
        assert count and all(c in digits for c in count), count
        assert float(mark.evaluate("(el) => parseFloat(getComputedStyle(el).fontSize)")) >= 11
        seat = card.locator("xpath=ancestor::div[contains(@class, 'seat ')][1]").bounding_box()
        own = mark.bounding_box()
        assert seat is not None and own is not None
        assert seat["x"] - 1 <= own["x"] and own["x"] + own["width"] <= seat["x"] + seat["width"] + 1, (seat, own)
        assert own["x"] >= 0 and own["x"] + own["width"] <= width
        spoken = card.get_attribute("aria-label") or ""
        assert ("شارژ" if digits == PERSIAN_DIGITS else "charge") in spoken, spoken
    assert page.evaluate("document.documentElement.scrollWidth") <= width, wider_than_the_window(page)


def test_charges_on_eight_seats_on_a_desktop(server: str, browser: Browser) -> None:
    ctx, page = eight_armed_seats(server, browser, DESKTOP, "en", 7, "8 seats, Armed & Dangerous, desktop")
    try:
        check_charge_marks(page, "desktop", "0123456789")
        check_fits(page, "8 seats, Armed & Dangerous, desktop, with charges")
        page.evaluate("window.scrollTo(0, 0)")
        shoot(page, "armed_charges_desktop.png")
        assert_accessible(page, "an Armed & Dangerous table (en)")
    except BaseException:
        failed(page, "armed_charges_desktop")
        raise
    finally:
        ctx.close()


def test_charges_on_eight_seats_on_a_persian_phone(server: str, browser: Browser) -> None:
    ctx, page = eight_armed_seats(server, browser, PHONE, "fa", 8, "8 seats, Armed & Dangerous, phone")
    try:
        assert page.evaluate("document.documentElement.dir") == "rtl"
        check_charge_marks(page, "phone", PERSIAN_DIGITS)
        check_fits(page, "8 seats, Armed & Dangerous, phone, with charges")
        first = page.locator(".seat .in-play .card.orange").first
        first.scroll_into_view_if_needed()
        snap(page, "armed_charges_fa_phone_seats")
        shoot(page, "armed_charges_fa_phone.png")
        assert_accessible(page, "an Armed & Dangerous table (fa, phone)")
    except BaseException:
        failed(page, "armed_charges_fa_phone")
        raise
    finally:
        ctx.close()
