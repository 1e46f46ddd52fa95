"""Gold Rush at the table, in a real browser: the host form offers it; the shop over the board
(three equipment cards anyone can read, each one's price, a buy button off with the server's
reason), the nuggets on every seat, a Beer sold from the hand, a nugget for a wound, a black
card bought and drawn in front of its owner, the log's lines; and an 8-seat table on a
360x740 phone in Persian where the shop and the nuggets fit.

The 4-seat game is dealt from a known seed (``POST /api/test/tables``: tests/hooked_app.py): the
browser's player (seat 0, the Sheriff) holds a Beer and two BANG!s in his first play phase,
Bob is in reach and the shop shows a Gun Belt, a Horseshoe and a Lucky Charm; the test's
players (``Quiet``) take every hit. The seed was found by playing those moves with the engine.
Screenshots land in artifacts/screenshots (docs/screenshots keeps the chosen ones:
gold_rush_desktop.png, gold_rush_fa_phone.png).
"""

from __future__ import annotations

import json
import random
import threading
import time
from typing import Any

import httpx
from playwright.sync_api import Browser, Page
from test_a11y import assert_accessible
from test_browser import PHONE, join, new_page, take_a_decision
from test_dodge_city_browser import (
    Quiet,
    click_and_wait,
    failed,
    hand_card,
    log_text,
    my_play_phase,
    seeded_table,
    shoot,
    snap,
)
from test_variant_tables import check_fits, wider_than_the_window
from websockets.sync.client import connect

DESKTOP = {"width": 1366, "height": 800}
GOLD_RUSH = ["gold_rush"]
# The Sheriff (Simeon Picos) holds a Beer and two BANG!s, Bob (Rose Doolan) is in reach; the
# shop shows a Gun Belt (2 nuggets), a Horseshoe (2) and a Lucky Charm (3).
PURCHASE_SEED = 15
EIGHT_SEED = 4


class Waiting(Quiet):
    """A quiet player who, in its play phase, waits for ``go`` (the test looks at the table
    meanwhile) before it ends its turn."""

    def __init__(self, ws_url: str, name: str, host_token: str | None = None) -> None:
        super().__init__(ws_url, name, host_token=host_token)
        self.waiting = threading.Event()
        self.go = threading.Event()

    def choose(self, legal: list[dict[str, Any]]) -> dict[str, Any]:
        if any(a["do"] == "end" for a in legal) and not self.go.is_set():
            self.waiting.set()
            self.go.wait(timeout=120)
        return super().choose(legal)


def my_gold(page: Page) -> str:
    return page.locator(".seat.me .gold-count .amount").inner_text().strip()


def test_the_host_form_offers_gold_rush(server: str, browser: Browser) -> None:
    ctx, page = new_page(browser, DESKTOP, "en")
    try:
        page.goto(server + "/")
        keys = [e["key"] for e in httpx.get(f"{server}/api/expansions", timeout=10).json()["expansions"]]
        assert {"gold_rush", "valley_of_shadows", "armed_and_dangerous"} <= set(keys)
        box = page.locator('label[data-expansion="gold_rush"]')
        box.wait_for()
        text = box.inner_text()
        assert "Gold Rush" in text and "24 equipment cards" in text and "8 more characters" in text, text
        page.locator("input[name=gold_rush]").check()
        page.locator("form.create button[type=submit]").click()
        page.locator(".panel.ready .btn.primary").click()
        page.locator(".lobby").wait_for()
        assert "Gold Rush" in page.locator(".settings-list").inner_text()
    finally:
        ctx.close()


def test_a_gold_rush_purchase_on_a_desktop(server: str, browser: Browser) -> None:
    created = seeded_table(server, PURCHASE_SEED, seats=4, bots=0, expansions=GOLD_RUSH, turn_seconds=600)
    ctx, page = new_page(browser, DESKTOP, "en")
    join(page, f"{server}/t/{created['table']}", "Ann")
    ws_url = server.replace("http", "ws") + f"/ws/{created['table']}"
    bob = Waiting(ws_url, "Bob")
    others = [bob, Quiet(ws_url, "Cyd"), Quiet(ws_url, "Dee", host_token=created["host_token"])]
    for other in others:
        other.start()
    try:
        my_play_phase(page)
        shop = page.locator("section.shop")
        assert shop.is_visible()
        # three cards anyone can read, each with its price; the equipment deck's count
        items = shop.locator(".shop-item")
        assert [items.nth(i).get_attribute("data-card") for i in range(3)] == ["gun_belt", "horseshoe", "lucky_charm"]
        prices = [items.nth(i).locator(".price .amount").inner_text().strip() for i in range(3)]
        assert prices == ["2", "2", "3"], prices
        assert shop.get_attribute("data-shop-deck") == "21"
        assert "21 equipment cards left in the deck" in (shop.locator(".shop-deck").get_attribute("title") or "")
        # nuggets on every seat: nobody has any yet
        golds = page.locator(".seat .gold-count .amount")
        assert golds.count() == 4 and all(golds.nth(i).inner_text().strip() == "0" for i in range(4))
        assert page.locator(".seat.me .gold-count .sr-only").inner_text() == "0 gold nuggets"
        # no nugget: every button off, each card saying why (its price: the server's reason)
        for i, cost in enumerate((2, 2, 3)):
            button = items.nth(i).locator("button.buy")
            assert button.is_disabled()
            why = items.nth(i).locator(".shop-why").inner_text()
            assert why == f"It costs {cost} gold nuggets.", why
            assert page.locator(f"#{button.get_attribute('aria-describedby')}").inner_text() == why  # said to a screen reader
        # the Lucky Charm's rules text, a hover away as every card's
        items.nth(2).locator(".card").hover()
        info = page.locator(".card-info")
        info.wait_for()
        assert "Lucky Charm" in info.inner_text() and "nugget" in info.inner_text(), info.inner_text()
        page.mouse.move(1, 1)

        # A Beer sold for a nugget, from the hand
        hand_card(page, "Beer").click()
        sell = page.locator(".prompt-actions button", has_text="Sell Beer")
        sell.wait_for()
        click_and_wait(page, sell)
        my_play_phase(page)
        assert my_gold(page) == "1"
        assert "Ann sold Beer" in log_text(page) and "for a gold nugget." in log_text(page)
        assert page.locator('.hand .card[aria-label^="Beer"]').count() == 0

        # A BANG! at Bob, who takes the hit: a nugget for the wound
        hand_card(page, "BANG!").click()
        target = page.locator(".prompt-actions .target-btn", has_text="Bob")
        target.wait_for()
        click_and_wait(page, target)
        page.wait_for_function("() => document.querySelector('.seat.me .gold-count .amount')?.textContent === '2'",
                               timeout=30_000)
        my_play_phase(page)
        assert "Ann takes a gold nugget for the life point lost." in log_text(page)

        # Two nuggets: the Gun Belt and the Horseshoe can be bought, the Lucky Charm not (why: its price)
        assert items.nth(0).locator("button.buy").is_enabled() and items.nth(1).locator("button.buy").is_enabled()
        assert items.nth(2).locator("button.buy").is_disabled()
        assert items.nth(2).locator(".shop-why").inner_text() == "It costs 3 gold nuggets."
        assert items.nth(0).locator(".shop-why").count() == 0
        snap(page, "gold_rush_before_buying_desktop")

        click_and_wait(page, items.nth(0).locator("button.buy"))
        my_play_phase(page)
        me = page.locator(".seat.me")
        belt = me.locator('.in-play .card.black[data-card="gun_belt"]')
        belt.wait_for()
        # drawn apart from the other cards in play: a dark chip
        colours = belt.evaluate("(el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]")
        assert colours[0] == "rgb(36, 28, 22)", colours
        assert my_gold(page) == "0"
        log = log_text(page)
        assert "Ann bought Gun Belt for 2 gold nuggets." in log and "Ann put Gun Belt in play." in log, log[-400:]
        # the shop filled up again from its deck
        assert shop.locator(".shop-item").count() == 3 and shop.get_attribute("data-shop-deck") == "20"
        assert shop.locator('.shop-item[data-card="gun_belt"]').count() == 0
        for i in range(3):
            assert shop.locator(".shop-item").nth(i).locator("button.buy").is_disabled()
        # the black card's pop-up says what it is
        belt.hover()
        info.wait_for()
        assert "Black equipment" in info.inner_text(), info.inner_text()
        page.mouse.move(1, 1)
        page.locator(".card-info").wait_for(state="detached")
        page.evaluate("window.scrollTo(0, 0)")
        # the shop, the table under it, the decision and the hand: one screen, nothing scrolled
        boxes = page.evaluate("""() => Object.fromEntries(['section.shop', '.board', '.table-main']
            .map((s) => { const r = document.querySelector(s).getBoundingClientRect(); return [s, [r.top, r.bottom]]; }))""")
        assert boxes["section.shop"][0] >= 48 and boxes["section.shop"][1] <= boxes[".board"][0], boxes
        assert boxes[".table-main"][1] <= DESKTOP["height"], boxes
        shoot(page, "gold_rush_desktop.png")
        assert_accessible(page, "a Gold Rush table (en)")

        # out of the own turn (Bob's now), every card says the same why, once
        click_and_wait(page, page.locator(".prompt.mine .end-turn"))
        assert bob.waiting.wait(timeout=30)
        page.locator("section.shop .shop-why.all").wait_for()
        assert page.locator("section.shop .shop-why.all").inner_text() == (
            "The shop sells in your own turn, in your play phase.")
        assert page.locator("section.shop .shop-item .shop-why").count() == 0
        assert all(b.get_attribute("aria-describedby") == "shop-why-all" for b in page.locator("section.shop button.buy").all())
        bob.go.set()
        for other in others:
            other.stop.set()
        for other in others:
            assert other.error is None, other.error
    except BaseException:
        failed(page, "gold_rush_desktop")
        raise
    finally:
        bob.go.set()
        for other in others:
            other.stop.set()
        ctx.close()


def test_eight_gold_rush_seats_on_a_persian_phone(server: str, browser: Browser) -> None:
    """Seven bots and the browser's player, who answers whatever is asked, until somebody has
    gold nuggets: the shop, the eight seats' nuggets, the dock stay on the screen all along."""
    created = seeded_table(server, EIGHT_SEED, seats=8, bots=7, expansions=GOLD_RUSH, bot_level="basic",
                           turn_seconds=600)
    ctx, page = new_page(browser, PHONE, "fa")
    join(page, f"{server}/t/{created['table']}", "سارا")
    with connect(server.replace("http", "ws") + f"/ws/{created['table']}") as host:
        host.send(json.dumps({"type": "hello", "token": None}))
        host.send(json.dumps({"type": "start", "host_token": created["host_token"]}))
        page.locator(".prompt").wait_for()
    try:
        assert page.evaluate("document.documentElement.dir") == "rtl"
        shop = page.locator("section.shop")
        shop.wait_for()
        assert "فروشگاه" in shop.inner_text()
        golds = page.locator(".seat .gold-count")
        amounts = page.locator(".seat .gold-count .amount")
        assert golds.count() == 8

        def somebody_has_gold() -> bool:
            return any(amounts.nth(i).inner_text().strip() not in ("۰", "0") for i in range(8))

        rng = random.Random(4)
        deadline = time.monotonic() + 150
        while time.monotonic() < deadline and not somebody_has_gold() and page.locator(".end-list").count() == 0:
            check_fits(page, "8 seats, Gold Rush, phone")
            if not take_a_decision(page, rng):
                time.sleep(0.05)
        assert somebody_has_gold(), "nobody took a nugget in 150 s"
        page.locator(".card-info").wait_for(state="detached")
        # the shop: three cards side by side, inside the phone; nothing wider than the window
        box = shop.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box
        cards = shop.locator(".shop-item")
        assert cards.count() == 3
        tops = {round((cards.nth(i).bounding_box() or {"y": -1})["y"]) for i in range(3)}
        assert len(tops) == 1, f"the shop's cards are not side by side: {tops}"
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= PHONE["width"], f"the page is {width} px wide: {wider_than_the_window(page)}"
        # every seat's nuggets: a number in Persian digits and a gold icon, big enough to read
        for i in range(8):
            gold = golds.nth(i)
            assert gold.locator(".nugget svg").count() == 1
            amount = amounts.nth(i).inner_text().strip()
            assert amount and all(c in "۰۱۲۳۴۵۶۷۸۹" for c in amount), amount
            size = gold.evaluate("(el) => parseFloat(getComputedStyle(el).fontSize)")
            assert size >= 12, size
            seat_box = page.locator(".seat").nth(i).bounding_box()
            own = gold.bounding_box()
            assert seat_box is not None and own is not None
            assert seat_box["x"] - 1 <= own["x"] and own["x"] + own["width"] <= seat_box["x"] + seat_box["width"] + 1
        # the prices and the reasons in Persian
        price = cards.nth(0).locator(".price .amount").inner_text().strip()
        assert price and all(ch in "۰۱۲۳۴۵" for ch in price), price
        page.evaluate("window.scrollTo(0, 300)")
        snap(page, "gold_rush_fa_phone_seats")  # the seats' nuggets, for a person to look at
        page.evaluate("window.scrollTo(0, 0)")
        shoot(page, "gold_rush_fa_phone.png")
        check_fits(page, "8 seats, Gold Rush, phone, with nuggets")
        assert_accessible(page, "a Gold Rush table (fa, phone)")
    except BaseException:
        failed(page, "gold_rush_fa_phone")
        raise
    finally:
        ctx.close()
