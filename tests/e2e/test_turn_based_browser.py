"""A turn-based table in the browser (issue 31): the host opens it from the home page's form
(turn-based, a day per decision, a bot only after two missed deadlines), the lobby says so,
the clock counts hours; the host pauses the game, everyone is told, and plays it on; a
friend who left is given to a bot by the host (asked once)."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, expect
from test_browser import DESKTOP, join, new_page


def test_the_host_opens_a_turn_based_table_pauses_it_and_replaces_a_friend(server: str, browser: Browser) -> None:
    host_ctx, host = new_page(browser, DESKTOP, "en")
    host.goto(server + "/")
    host.locator('input[name=seats][value="4"]').check(force=True)
    host.locator("input[type=range]").evaluate(
        "(el) => { el.value = '2'; el.dispatchEvent(new Event('input', { bubbles: true })); }")
    host.locator('input[name=pace][value="turn_based"]').check()
    expect(host.locator("input[name=turn_seconds]")).to_have_count(0)  # no seconds: hours
    host.locator("select[name=decision_hours]").select_option("24")
    host.locator("select[name=misses_to_bot]").select_option("2")
    host.locator("form.create button[type=submit]").click()
    host.locator(".panel.ready .btn.primary").click()
    host.locator(".lobby").wait_for()
    expect(host.locator(".settings-list")).to_contain_text("Turn-based: 24 h per decision")
    url = host.url
    join(host, url, "Ann")
    friend_ctx, friend = new_page(browser, DESKTOP, "en")
    join(friend, url, "Bob")
    host.locator(".lobby .btn.primary.big").click()
    host.locator(".prompt").wait_for()

    # a person's decision comes: its clock counts hours (bots play on until then)
    timer = host.locator(".prompt .timer")
    expect(timer).to_have_text(re.compile(r"^2[34]:[0-5]\d:[0-5]\d$"), timeout=60_000)

    host.get_by_test_id("hold").click()
    for page in (host, friend):
        expect(page.locator(".held-banner")).to_have_text("The host has paused the game.")
    expect(host.locator(".prompt .timer")).to_have_count(0)  # no clock runs
    expect(friend.get_by_test_id("hold")).to_have_count(0)  # the host's alone
    host.get_by_test_id("hold").click()  # play on
    expect(host.locator(".held-banner")).to_have_count(0)
    expect(host.locator(".prompt .timer")).to_have_text(re.compile(r"^2[34]:[0-5]\d:[0-5]\d$"))

    # Bob leaves for good: the host gives his seat to a bot, once asked
    friend_ctx.close()
    button = host.locator("[data-replace='1']")
    expect(button).to_have_text("Give Bob’s seat to a bot")
    host.once("dialog", lambda dialog: dialog.accept())
    button.click()
    bob_seat = host.locator(".table-layout .seat[data-seat='1']")
    expect(bob_seat.locator(".badge.bot")).to_have_count(1)  # a bot plays it now, under his name
    expect(bob_seat).to_contain_text("Bob")
    expect(host.locator("[data-replace='1']")).to_have_count(0)
    host_ctx.close()
