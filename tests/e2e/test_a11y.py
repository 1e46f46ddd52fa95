"""Accessibility in a real browser: axe finds no critical or serious violation on
the home page, the lobby, the table and the end screen, in English and in
Persian; and a player takes every decision of a turn with Tab and Enter alone,
the focus moving to each new prompt.

axe-core comes from web/node_modules (a devDependency) and is injected into the
page; nothing is fetched from outside.
"""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Browser, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from test_browser import DESKTOP, PHONE, join, new_page, shoot, take_a_decision
from test_phone import create_table_on

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "web" / "node_modules" / "axe-core" / "axe.min.js"
GAME_SECONDS = 300
TAB_LIMIT = 120


def axe_violations(page: Page) -> list[dict[str, Any]]:
    """The critical and serious violations axe finds on the page as it is now."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    found: list[dict[str, Any]] = page.evaluate(
        "async () => (await axe.run(document, { resultTypes: ['violations'] })).violations"
    )
    return [v for v in found if v.get("impact") in ("critical", "serious")]


def assert_accessible(page: Page, where: str) -> None:
    bad = axe_violations(page)
    report = "\n".join(
        f"{v['id']} ({v['impact']}): {v['help']} -> {[n['target'] for n in v['nodes'][:4]]}" for v in bad
    )
    assert not bad, f"axe on {where}:\n{report}"


def set_lang(page: Page, lang: str) -> None:
    page.locator(".lang select").select_option(lang)
    page.wait_for_function(f"document.documentElement.lang === '{lang}'")


def test_axe_home_and_lobby(server: str, browser: Browser) -> None:
    for lang, viewport in (("en", DESKTOP), ("fa", PHONE)):
        ctx, page = new_page(browser, viewport, lang)
        page.goto(server + "/")
        page.locator("form.create").wait_for()
        assert_accessible(page, f"home ({lang})")
        # the sound switch is remembered
        toggle = page.locator(".sound-toggle")
        assert toggle.get_attribute("aria-pressed") == "true"
        toggle.click()
        page.reload()
        assert page.locator(".sound-toggle").get_attribute("aria-pressed") == "false"
        url = create_table_on(page, server, seats=4, bots=2)
        assert_accessible(page, f"lobby before joining ({lang})")
        # the host's form is filled as they left it
        page.goto(server + "/")
        assert page.locator('input[name=seats][value="4"]').is_checked()
        assert page.locator("input[type=range]").input_value() == "2"
        page.goto(url)
        page.locator(".lobby").wait_for()
        join(page, url, "Ann")
        assert_accessible(page, f"lobby ({lang})")
        ctx.close()


def focused(page: Page, selector: str) -> bool:
    return bool(page.evaluate("(s) => document.activeElement?.matches(s) ?? false", selector))


def tab_to(page: Page, selector: str) -> bool:
    """Press Tab until the focus is on an element matching selector."""
    for _ in range(TAB_LIMIT):
        if focused(page, selector):
            return True
        page.keyboard.press("Tab")
    return focused(page, selector)


def wait_mine(page: Page, seconds: float = 60) -> bool:
    """Wait until this page's player has a decision (and it is not yet being sent)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if page.locator(".end-list").count():
            return False
        # aria-busy: the page is sending an answer (a button disabled for want of a pick,
        # like Kit Carlson's "keep these two", is no sign of that)
        if page.locator(".prompt.mine:not([aria-busy=true])").count():
            return True
        time.sleep(0.05)
    return False


def version(page: Page) -> int:
    return int(page.locator(".table-layout").get_attribute("data-version") or "0")


def press_enter_on(page: Page, selector: str) -> None:
    assert tab_to(page, selector), f"Tab never reached {selector}"
    page.keyboard.press("Enter")


def confirm_warning(page: Page) -> None:
    """A move the page asks about once more (docs/warnings.md): its button has the focus."""
    if page.locator(".warning-confirm .warning-go").count():
        page.wait_for_function("document.activeElement?.classList.contains('warning-go')", timeout=5_000)
        page.keyboard.press("Enter")


def pick_then_confirm(page: Page, cards: str) -> bool:
    """Pick cards with the keyboard until the prompt's confirm button is enabled, then press it.
    False when it never was (nothing was sent)."""
    confirm = ".prompt-actions .btn.primary:not([disabled])"
    for _ in range(8):
        if page.locator(confirm).count():
            press_enter_on(page, confirm)
            return True
        press_enter_on(page, cards)
    return False


def keyboard_decision(page: Page, played: int) -> str:
    """Take the decision in front of the player with the keyboard; what was done."""
    # the focus has moved to the new prompt
    page.wait_for_function("document.activeElement?.classList.contains('prompt-box')", timeout=5_000)
    actions = ".prompt-actions"
    if page.locator(".hand-cards.picking").count():
        return "discarded" if pick_then_confirm(page, ".hand-cards.picking .card:not(.selected)") else "picked"
    if page.locator(f"{actions} .char-choice").count():
        press_enter_on(page, f"{actions} .char-choice")
        return "character"
    if page.locator(f"{actions} .choice-cards .card").count():
        if page.locator(f"{actions} .btn.primary").count():  # keep some of them (Kit Carlson), then confirm
            return "chose" if pick_then_confirm(page, f"{actions} .choice-cards .card:not(.selected)") else "picked"
        press_enter_on(page, f"{actions} .choice-cards .card")  # one card, sent at once (General Store)
        return "chose"
    end_turn = page.locator(f"{actions} .btn.primary", has_text="End my turn")
    if end_turn.count():
        if played == 0 and page.locator(".hand .card.playable").count():
            press_enter_on(page, ".hand .card.playable")
            # picking a card brings the focus back to the prompt: its target or its button
            page.wait_for_function("document.activeElement?.classList.contains('prompt-box')", timeout=5_000)
            for _ in range(2):  # a target seat, then maybe a card of theirs
                selector = f"{actions} .target-btn:not([disabled]), {actions} .card.target, {actions} .btn.primary:not([disabled])"
                if not page.locator(selector).count():
                    break
                press_enter_on(page, selector)
                page.wait_for_timeout(100)
                if page.locator(f"{actions} .card.target").count() == 0:
                    break
            confirm_warning(page)
            return "played"
        press_enter_on(page, f"{actions} .btn.primary:not([disabled])")
        return "ended"
    press_enter_on(page, f"{actions} .btn:not([disabled])")
    confirm_warning(page)
    return "answered"


def test_keyboard_turn_and_axe_on_table_and_end(server: str, browser: Browser, artifacts: Path) -> None:
    ctx, page = new_page(browser, DESKTOP, "fa")
    url = create_table_on(page, server, seats=4, bots=3)
    join(page, url, "Kay")
    page.locator(".lobby .btn.primary.big").click()
    page.locator(".prompt").wait_for()

    assert_accessible(page, "table (fa)")
    set_lang(page, "en")
    assert_accessible(page, "table (en)")
    page.evaluate("window.scrollTo(0, 0)")
    shoot(page, artifacts / "table_en_desktop_top.png")

    # keyboard only, until this player has ended one turn of their own
    done: list[str] = []
    played = 0
    deadline = time.monotonic() + GAME_SECONDS
    while "ended" not in done and time.monotonic() < deadline:
        if not wait_mine(page):
            break
        before = version(page)
        did = keyboard_decision(page, played)
        done.append(did)
        if did == "played":
            played += 1
        if did != "picked":  # the answer went to the server: wait for the table to move on
            try:
                page.wait_for_function(
                    "(v) => Number(document.querySelector('.table-layout')?.dataset.version) > v"
                    " || !!document.querySelector('.end-list')",
                    arg=before,
                )
            except PlaywrightTimeout:
                # a choice that needs one more step (a card of the target's, a second
                # card to discard) sent nothing yet: the next round takes that step
                done.append(f"{did}, one more step")
    if page.locator(".end-list").count() == 0:
        assert "ended" in done, f"the turn was not ended by keyboard: {done}"
        shoot(page, artifacts / "keyboard_en_desktop.png")

    # then mouse clicks to the end of the game
    rng = random.Random(5)
    while time.monotonic() < deadline and page.locator(".end-list").count() == 0:
        if not take_a_decision(page, rng):
            time.sleep(0.05)
    assert page.locator(".end-list").count(), "the game did not end in time"
    assert focused(page, "[role=dialog]"), "the end screen takes the focus"
    assert_accessible(page, "end screen (en)")
    set_lang(page, "fa")
    assert_accessible(page, "end screen (fa)")
    page.keyboard.press("Escape")  # closes the end screen
    assert page.locator(".end-list").count() == 0
    ctx.close()


KIT_SEED = 31  # a 4-seat deal whose seat 0 is the Sheriff, Kit Carlson: he draws first


def test_kit_carlson_keeps_two_of_three_by_keyboard(server: str, browser: Browser) -> None:
    """Kit Carlson's draw shows three cards and a "keep these two" button that stays
    disabled until two are picked: a prompt with a disabled button is still his to answer
    (the random deal of the test above once dealt him, and waited on that button)."""
    answer = httpx.post(f"{server}/api/test/tables", timeout=10,
                        json={"settings": {"seats": 4, "bots": 3, "turn_seconds": 600}, "seed": KIT_SEED})
    assert answer.status_code == 201, answer.text
    created: dict[str, Any] = answer.json()
    ctx, page = new_page(browser, DESKTOP, "en")
    ctx.add_init_script(f"localStorage.setItem('bang.host.{created['table']}', '{created['host_token']}')")
    join(page, f"{server}/t/{created['table']}", "Kit")
    page.locator(".lobby .start-game").click()
    assert wait_mine(page, 30), "the Sheriff's first decision never came"
    assert page.locator(".prompt-actions .choice-cards .card").count() == 3
    assert page.locator(".prompt-actions .btn.primary[disabled]").count() == 1  # nothing picked yet
    hand = page.locator(".hand .card").count()
    assert keyboard_decision(page, 0) == "chose"
    page.locator(".prompt.mine .end-turn").wait_for()
    assert page.locator(".hand .card").count() == hand + 2
    ctx.close()
