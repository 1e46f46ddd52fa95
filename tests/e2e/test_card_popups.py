"""Cards in a real browser: the rules pop-up, dimmed cards that say why, the discard phase.

Each test opens a table of one human and three bots through the HTTP API, plays the
human's decisions through the page until the situation it checks comes up (the
deal is random: a test plays on, or starts a new table, until it does), and checks
what the page shows. Screenshots land in artifacts/screenshots (cards_*.png).
"""

from __future__ import annotations

import json
import re
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import Browser, BrowserContext, Page

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 360, "height": 740}
PATIENCE = 240  # seconds a test may play on until its situation comes up

POPUP = ".card-info"
ACTIONS = ".prompt-actions"


def open_table(browser: Browser, server: str, lang: str, phone: bool = False) -> tuple[BrowserContext, Page]:
    body = json.dumps({"seats": 4, "bots": 3, "turn_seconds": 600}).encode()
    request = urllib.request.Request(server + "/api/tables", data=body,
                                     headers={"content-type": "application/json"})
    created = json.loads(urllib.request.urlopen(request, timeout=10).read())
    table, host = created["table"], created["host_token"]
    context = browser.new_context(
        viewport=PHONE if phone else DESKTOP,  # type: ignore[arg-type]
        has_touch=phone, is_mobile=phone,
    )
    context.add_init_script(
        f"localStorage.setItem('bang.lang', '{lang}'); localStorage.setItem('bang.host.{table}', '{host}')"
    )
    page = context.new_page()
    page.set_default_timeout(10_000)
    page.goto(f"{server}/t/{table}")
    page.locator("form.join input").fill("Ann")
    page.locator("form.join button[type=submit]").click()
    page.locator(".lobby .btn.primary.big").click()
    page.locator(".hand").wait_for()
    return context, page


def game_lost(page: Page) -> bool:
    return page.locator(".end-list").count() > 0 or page.locator(".seat.me.dead").count() > 0


def press(page: Page, selector: str) -> bool:
    loc = page.locator(selector)
    if loc.count() == 0:
        return False
    try:
        loc.first.click(timeout=2_000)
    except Exception:  # the state moved on under us: look again
        return False
    return True


def discard_all_at_once(page: Page) -> int:
    """Pick every card the discard asks for, confirm once; the number discarded."""
    confirm = page.locator(f"{ACTIONS} .discard-confirm")
    need = int(confirm.get_attribute("data-need") or "0")
    mine = ".log li.ev-discarded:has(.pname.me)"  # each discard is one line of the log
    logged = page.locator(mine).count()
    cards = page.locator(".hand-cards.picking .card")
    for i in range(need):
        assert confirm.is_disabled(), "the confirm waits for every card to be picked"
        cards.nth(i).click()
    assert page.locator(".hand-cards.picking .card.selected").count() == need
    confirm.click()  # once, for all of them
    page.wait_for_function(
        "([sel, n]) => document.querySelectorAll(sel).length >= n && !document.querySelector('.hand-cards.picking')",
        arg=[mine, logged + need],
    )
    return need


def step(page: Page) -> None:
    """Answer whatever the human is asked, other than playing cards in their own turn."""
    if page.locator(".prompt.mine").count() == 0:
        return
    if page.locator(".hand-cards.picking").count():
        discard_all_at_once(page)
        return
    for selector in (
        ".warning-confirm .warning-go:not([disabled])",  # a likely mistake (docs/warnings.md): meant it
        f"{ACTIONS} .btn.primary:not([disabled]):not(.end-turn)",  # draw, answer, Kit Carlson's two
        f"{ACTIONS} .choice-cards .card.playable:not(.selected)",  # General Store, Kit Carlson
        f"{ACTIONS} .btn.danger:not([disabled])",  # take the hit
    ):
        if press(page, selector):
            return


def my_play_phase(page: Page, deadline: float) -> bool:
    """Play on until the human's play phase; False if the game is lost for them first."""
    while time.monotonic() < deadline:
        if game_lost(page):
            return False
        if page.locator(f"{ACTIONS} .end-turn:not([disabled])").count():
            return True
        step(page)
        time.sleep(0.05)
    raise AssertionError("the human's play phase did not come")


def card_name(card_label: str) -> str:
    """The name part of a card's spoken label ("BANG!, king of diamonds"; Persian: "،")."""
    return re.split(r"[,،]", card_label)[0].strip()


def until_my_decision(page: Page) -> None:
    """Play on until the human decides with the seats not being chosen (Jesse Jones's
    draw makes them click targets): the hand and the seats hold still meanwhile."""
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        if page.locator(".prompt.mine").count() and not page.locator(".seat.targetable").count():
            return
        step(page)
        time.sleep(0.05)
    raise AssertionError("the human was not asked anything")


def test_card_text_on_hover_and_click_desktop(server: str, browser: Browser, artifacts: Path) -> None:
    context, page = open_table(browser, server, "en")
    until_my_decision(page)
    card = page.locator(".hand .card").first
    label = card.get_attribute("aria-label") or ""
    assert re.search(r", (\d+|jack|queen|king|ace) of (spades|hearts|diamonds|clubs)", label), label
    card.hover()
    popup = page.locator(POPUP)
    popup.wait_for()
    assert popup.locator("h3").inner_text() == card_name(label)
    assert len(popup.locator(".rules").inner_text()) > 20
    assert popup.evaluate("(el) => el.matches(':popover-open')"), "the pop-up is in the top layer"
    page.mouse.move(5, 5)
    popup.wait_for(state="detached")

    other = page.locator(".seat:not(.me) button.char").first
    other.click()
    popup.wait_for()
    assert popup.locator("h3").inner_text() == other.inner_text().strip()
    assert "life points" in popup.inner_text()
    page.keyboard.press("Escape")
    popup.wait_for(state="detached")

    card.hover()
    popup.wait_for()
    page.screenshot(path=str(artifacts / "cards_en_desktop.png"))
    page.mouse.move(5, 5)
    popup.wait_for(state="detached")

    # a card named in the log and the top of the discard pile open on a click too
    deadline = time.monotonic() + PATIENCE
    while page.locator(".log .chip").count() == 0 or page.locator(".pile .card.info-only").count() == 0:
        assert time.monotonic() < deadline and not game_lost(page), "no card was played"
        if page.locator(f"{ACTIONS} .end-turn:not([disabled])").count():
            press(page, f"{ACTIONS} .end-turn")
        step(page)
        time.sleep(0.05)
    for selector in (".log .chip", ".pile .card.info-only"):
        # the bots play on meanwhile: a new chip or a new top card between reading the name
        # and the click opens that card, so a mismatch is tried again; a pop-up that names
        # the wrong card fails all three tries
        shown: list[tuple[str, str]] = []
        for _ in range(3):
            target = page.locator(selector).last
            name = card_name(target.get_attribute("aria-label") or "")
            target.click()
            popup.wait_for()
            shown.append((popup.locator("h3").inner_text(), name))
            if shown[-1][0] == name:
                break
            page.keyboard.press("Escape")
            popup.wait_for(state="detached")
        assert shown[-1][0] == shown[-1][1], shown
        page.keyboard.press("Escape")
        popup.wait_for(state="detached")

    # the same pop-up in Persian, right to left, after switching the language live
    page.locator("header select").select_option("fa")
    assert page.evaluate("document.documentElement.dir") == "rtl"
    card = page.locator(".hand .card").first
    card.hover()
    popup.wait_for()
    assert popup.locator("h3").inner_text() == card_name(card.get_attribute("aria-label") or "")
    assert re.search("[\u0600-\u06FF]", popup.locator(".rules").inner_text())
    page.screenshot(path=str(artifacts / "cards_fa_desktop.png"))
    context.close()


def test_dimmed_card_says_why_and_the_seat_is_the_target(server: str, browser: Browser, artifacts: Path) -> None:
    deadline = time.monotonic() + PATIENCE
    seen_reason = seen_target = False
    while not (seen_reason and seen_target):
        context, page = open_table(browser, server, "en")
        while not (seen_reason and seen_target) and my_play_phase(page, deadline):
            assert re.fullmatch(r"◎\s\d", page.locator(".seat.me .reach").inner_text()), "your range on your seat"
            dim = page.locator(".hand .card.dim")
            if not seen_reason and dim.count():
                label = dim.first.get_attribute("aria-label") or ""
                assert "You cannot play it now: " in label
                dim.first.click()  # a tap or click on a dimmed card opens its pop-up with the reason
                reason = page.locator(f"{POPUP} .reason")
                reason.wait_for()
                text = reason.inner_text()
                assert text.startswith("You cannot play it now:") and "{" not in text
                assert label.endswith(text.split(":", 1)[1].strip())
                page.screenshot(path=str(artifacts / "cards_en_desktop_reason.png"))
                page.keyboard.press("Escape")
                seen_reason = True
            bang = page.locator(".hand .card.playable[aria-label^='BANG!']")
            if not seen_target and bang.count():
                assert page.locator(".seat.in-range").count() > 0, "players in range are marked"
                bang.first.click()
                seat = page.locator(".seat.targetable").first
                seat.wait_for()
                # while choosing a target, the character is no pop-up button: the seat takes the click
                assert seat.locator("button.char").count() == 0 and seat.locator(".char").count() == 1
                seat.locator(".seat-hit").click(position={"x": 8, "y": 8})  # anywhere on the seat
                page.locator(".seat.targetable").first.wait_for(state="detached")
                seen_target = True
                continue
            press(page, f"{ACTIONS} .end-turn")
        context.close()


def test_touch_tap_long_press_and_one_confirm_discard_phone_fa(server: str, browser: Browser, artifacts: Path) -> None:
    deadline = time.monotonic() + PATIENCE
    context, page = open_table(browser, server, "fa", phone=True)
    assert page.evaluate("document.documentElement.dir") == "rtl"
    popup = page.locator(POPUP)

    page.locator(".seat button.char").first.tap()  # a tap on a character
    popup.wait_for()
    assert "جان" in popup.inner_text()
    popup.locator(".x").tap()
    popup.wait_for(state="detached")

    # a long press on a card of the hand opens its text and neither plays nor picks it
    while not my_play_phase(page, deadline):
        context.close()
        context, page = open_table(browser, server, "fa", phone=True)
    popup = page.locator(POPUP)
    playable = page.locator(".hand .card.playable")
    card = playable.first if playable.count() else page.locator(".hand .card").first
    card.scroll_into_view_if_needed()
    box = card.bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    cdp = context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    popup.wait_for()  # while the finger is still down
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    assert popup.locator("h3").inner_text() == card_name(card.get_attribute("aria-label") or "")
    assert page.locator(".hand .card.selected").count() == 0 and page.locator(".seat.targetable").count() == 0
    page.screenshot(path=str(artifacts / "cards_fa_phone.png"))
    popup.locator(".x").tap()

    discarded = 0
    while discarded < 2:
        if not my_play_phase(page, deadline):
            context.close()
            context, page = open_table(browser, server, "fa", phone=True)
            continue
        page.locator(f"{ACTIONS} .end-turn").tap()
        try:
            page.locator(".hand-cards.picking").wait_for(timeout=3_000)
        except Exception:
            continue  # not over the limit this turn
        confirm = page.locator(f"{ACTIONS} .discard-confirm")
        need = int(confirm.get_attribute("data-need") or "0")
        if need >= 2:
            for i in range(need):
                page.locator(".hand-cards.picking .card").nth(i).tap()
            page.screenshot(path=str(artifacts / "cards_fa_phone_discard.png"))
            for i in range(need):  # unpick, so that discard_all_at_once picks them again
                page.locator(".hand-cards.picking .card").nth(i).tap()
        discarded = max(discarded, discard_all_at_once(page))
    context.close()
