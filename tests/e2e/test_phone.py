"""A whole game on a 360 x 740 phone, in Persian (4 players) and in English (7,
each picking one of two characters): the decision panel and the hand never leave
the screen.

At every decision the player is asked, the prompt and the hand must lie inside
the viewport without scrolling, and the page must not be wider than the phone.
Bots fill the other seats; the human answers with random legal clicks until the
end screen. Screenshots land in artifacts/screenshots.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page
from test_browser import PHONE, join, new_page, shoot, take_a_decision

GAME_SECONDS = 300
# what the tab's title starts with when the phone's player must decide
TITLES = {
    "fa": ("نوبت شما", "به شما شلیک شد!", "شخصیت خود را انتخاب کنید"),
    "en": ("Your turn", "You are shot!", "Pick your character"),
}


def inside_viewport(page: Page, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, f"{selector} is not rendered"
    return (
        box["x"] >= -0.5
        and box["y"] >= -0.5
        and box["x"] + box["width"] <= PHONE["width"] + 0.5
        and box["y"] + box["height"] <= PHONE["height"] + 0.5
    )


def create_table_on(page: Page, server: str, seats: int, bots: int, pick: bool = False) -> str:
    """Create a table from the home page's form; pick: each player picks one of two characters."""
    page.goto(server + "/")
    page.locator(f'input[name=seats][value="{seats}"]').check(force=True)
    page.locator("input[name=chars]").nth(1 if pick else 0).check(force=True)
    # basic bots: a short game (sharp, the default, plays long careful ones; the level's
    # own browser test is tests/e2e/test_bot_level_browser.py)
    page.locator("select[name=bot_level]").select_option("basic")
    page.locator("input[type=range]").evaluate(
        f"(el) => {{ el.value = '{bots}'; el.dispatchEvent(new Event('input', {{ bubbles: true }})); }}"
    )
    page.locator("form.create button[type=submit]").click()
    page.locator(".panel.ready .btn.primary").click()
    page.locator(".lobby").wait_for()
    return page.url


@pytest.mark.parametrize(("lang", "seats", "name", "pick"), [("fa", 4, "سارا", False), ("en", 7, "Sam", True)])
def test_phone_keeps_prompt_and_hand_on_screen(
    server: str, browser: Browser, artifacts: Path, lang: str, seats: int, name: str, pick: bool
) -> None:
    ctx, phone = new_page(browser, PHONE, lang)
    url = create_table_on(phone, server, seats=seats, bots=seats - 1, pick=pick)
    assert phone.locator(".settings-list li").count() >= 3  # the table's settings are shown
    join(phone, url, name)
    # this player's system asks for little motion (no card flies); the Persian one's does not
    phone.emulate_media(reduced_motion="reduce" if lang == "en" else "no-preference")
    phone.locator(".lobby .btn.primary.big").click()
    phone.locator(".prompt").wait_for()
    if pick:  # two characters offered, both on the screen
        choices = phone.locator(".prompt.pick.mine .char-choice")
        choices.first.wait_for()
        assert choices.count() == 2
        assert inside_viewport(phone, ".prompt.pick")
        assert phone.title().startswith(TITLES[lang][2])
        shoot(phone, artifacts / f"pick_{lang}_phone.png")
        picked = choices.nth(1).locator("strong").inner_text()
        choices.nth(1).click()
        phone.locator(".seat.me .char", has_text=picked).wait_for()

    # the log opens as a drawer over the table and closes again (Escape)
    phone.locator(".log-toggle").click()
    phone.locator("#game-log.open").wait_for()
    phone.wait_for_function(  # the drawer slides in
        "() => { const r = document.querySelector('#game-log').getBoundingClientRect();"
        " return r.left >= 0 && r.right <= innerWidth && r.width > 0; }"
    )
    assert inside_viewport(phone, "#game-log")
    phone.wait_for_function("document.activeElement?.closest('#game-log') !== null")  # focus went in
    phone.keyboard.press("Escape")
    phone.locator("#game-log.open").wait_for(state="detached")
    # and came back (or went to a decision that arrived meanwhile)
    assert phone.evaluate("!!document.activeElement?.matches('.log-toggle, .prompt-box')")

    rng = random.Random(11)
    decisions = 0
    shot = False
    deadline = time.monotonic() + GAME_SECONDS
    while time.monotonic() < deadline:
        if phone.locator(".end-list").count():
            break
        if phone.locator(".prompt.mine").count():
            # both boxes measured in one look: the decision may go (answered, game over) meanwhile
            boxes = phone.evaluate(
                "() => ['.prompt.mine', '.hand'].map(s => { const e = document.querySelector(s);"
                " if (!e) return null; const r = e.getBoundingClientRect();"
                " return [r.left, r.top, r.right, r.bottom]; })"
            )
            if boxes[0] is None:
                continue
            for selector, box in zip((".prompt", ".hand"), boxes, strict=True):
                assert box is not None, f"{selector} is not rendered at decision {decisions}"
                left, top, right, bottom = box
                assert (left >= -0.5 and top >= -0.5 and right <= PHONE["width"] + 0.5
                        and bottom <= PHONE["height"] + 0.5), f"{selector} left the screen at decision {decisions}"
            width = phone.evaluate("document.documentElement.scrollWidth")
            assert width <= PHONE["width"], f"the page is {width} px wide"
            # read together: the decision may be answered between two reads
            mine, title = phone.evaluate("() => [!!document.querySelector('.prompt.mine'), document.title]")
            assert not mine or title.startswith(TITLES[lang]), f"the tab says {title!r}"
            if lang == "en":
                assert phone.locator(".card.flying, .bullet.falling").count() == 0
            if decisions == 3 and not shot:
                shoot(phone, artifacts / f"dock_{lang}_phone.png")
                shot = True
            if take_a_decision(phone, rng):
                decisions += 1
                continue
        time.sleep(0.05)
    else:
        shoot(phone, artifacts / "stuck_phone.png")
        raise AssertionError("the game did not end in time")

    assert decisions > 0, "the phone player must have decided"
    assert phone.locator(".end-list li").count() == seats
    assert phone.locator(".end .why").inner_text().strip()  # why the side won
    assert phone.evaluate("document.documentElement.dir") == ("rtl" if lang == "fa" else "ltr")
    shoot(phone, artifacts / f"end_{lang}_phone_dock.png")
    # the end screen takes the focus
    assert phone.evaluate("document.activeElement.closest('[role=dialog]') !== null")
    ctx.close()
