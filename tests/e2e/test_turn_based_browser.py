"""A turn-based table in the browser (issue 31): the host opens it from the home page's form
(turn-based, a day per decision, a bot only after two missed deadlines), the lobby says so,
the clock counts hours; the host pauses the game, everyone is told, no button sends a move
meanwhile (a line beside them says why), and the host plays it on; a friend who left is
given to a bot by the host (asked once)."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import pytest
from aiosmtpd.controller import Controller
from conftest import free_port, hooked_serve, stop
from playwright.sync_api import Browser, BrowserContext, Page, expect
from test_browser import DESKTOP, PHONE, join, new_page

HELD_LINE = "The host has paused the game: your moves wait until it plays on."
HELD_LINE_FA = "میزبان بازی را متوقف کرده است: وقتی بازی ادامه پیدا کند، می‌توانید حرکت کنید."
SHOTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"
SHERIFF_SEED = 1  # seat 0 is the Sheriff: a human's turn comes first (test_issue18_browser's BEER_SEED)


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

    deciding = next(page for page in (host, friend) if page.locator(".prompt.mine").count())
    expect(deciding.locator(".prompt-actions button:enabled").first).to_be_visible()
    host.get_by_test_id("hold").click()
    for page in (host, friend):
        expect(page.locator(".held-banner")).to_have_text("The host has paused the game.")
        expect(page.locator(".held-moves")).to_have_text(HELD_LINE)
    # whoever decides can send no move (the server would refuse it): every button is disabled,
    # and a card the decision offers (Kit Carlson's three, a General Store's) is not offered
    # (it stays a button that shows the card's text)
    expect(deciding.locator(".prompt-actions button:enabled:not(.card)")).to_have_count(0)
    expect(deciding.locator(".prompt-actions .card.playable, .prompt-actions .card.target")).to_have_count(0)
    expect(deciding.locator(".hand .card.playable")).to_have_count(0)
    expect(host.locator(".prompt .timer")).to_have_count(0)  # no clock runs
    expect(friend.get_by_test_id("hold")).to_have_count(0)  # the host's alone
    host.get_by_test_id("hold").click()  # play on
    expect(host.locator(".held-banner")).to_have_count(0)
    expect(deciding.locator(".held-moves")).to_have_count(0)
    expect(deciding.locator(".prompt-actions button:enabled").first).to_be_visible()
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


def host_a_game(server: str, browser: Browser, viewport: dict[str, int], lang: str,
                seed: int) -> tuple[BrowserContext, Page]:
    """Ann hosts a turn-based table of four dealt from ``seed`` (three bots) and starts it."""
    answer = httpx.post(f"{server}/api/test/tables", timeout=10, json={
        "settings": {"seats": 4, "bots": 3, "turn_based": True, "decision_hours": 24}, "seed": seed})
    assert answer.status_code == 201, answer.text
    created = answer.json()
    ctx, page = new_page(browser, viewport, lang)
    ctx.add_init_script(f"localStorage.setItem('bang.host.{created['table']}', '{created['host_token']}')")
    join(page, f"{server}/t/{created['table']}", "Ann")
    page.locator(".lobby .start-game").click()
    return ctx, page


@pytest.mark.parametrize(("viewport", "lang"), [(DESKTOP, "en"), (PHONE, "fa")], ids=["desktop-en", "phone-fa"])
def test_no_button_sends_a_move_while_the_host_holds_the_game(
        server: str, browser: Browser, viewport: dict[str, int], lang: str) -> None:
    """The host holds the game at their own turn: "End my turn" and the cards of the hand are
    disabled, a line beside them says why (in the player's language, inside a phone's window);
    once the host plays on they are back, and the turn ends."""
    ctx, page = host_a_game(server, browser, viewport, lang, SHERIFF_SEED)
    end = page.locator(".prompt.mine .end-turn")
    expect(end).to_be_enabled()  # the Sheriff's turn comes first
    expect(page.locator(".hand .card.playable").first).to_be_visible()
    version = page.locator(".table-layout").get_attribute("data-version")

    page.get_by_test_id("hold").click()
    expect(page.locator(".held-moves")).to_have_text(HELD_LINE if lang == "en" else HELD_LINE_FA)
    line = page.locator(".held-moves").bounding_box()
    assert line is not None and line["x"] >= 0 and line["x"] + line["width"] <= viewport["width"] + 0.5, line
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"held_{lang}.png"))
    expect(end).to_be_disabled()
    expect(page.locator(".prompt-actions button:enabled")).to_have_count(0)
    expect(page.locator(".hand .card.playable")).to_have_count(0)

    page.get_by_test_id("hold").click()  # play on
    expect(page.locator(".held-moves")).to_have_count(0)
    expect(end).to_be_enabled()
    end.click()
    expect(page.locator(".table-layout")).not_to_have_attribute("data-version", version or "")
    ctx.close()


KIT_CARLSON_SEED = 31  # seat 0 is the Sheriff and Kit Carlson: the game opens on her three cards


@pytest.mark.parametrize(("viewport", "lang"), [(DESKTOP, "en"), (PHONE, "fa")], ids=["desktop-en", "phone-fa"])
def test_while_the_host_holds_the_game_the_cards_a_decision_shows_are_to_read_only(
        server: str, browser: Browser, viewport: dict[str, int], lang: str) -> None:
    """Kit Carlson's three cards (the decision's own cards, buttons on the page) are offered
    to pick; once the host holds the game, none of them is shown playable and a tap on one
    sends nothing (the page's version stays); once the host plays on, they are offered
    again."""
    ctx, page = host_a_game(server, browser, viewport, lang, KIT_CARLSON_SEED)
    cards = page.locator(".prompt.mine .prompt-actions .card")
    expect(cards).to_have_count(3)
    expect(page.locator(".prompt.mine .prompt-actions .card.playable")).to_have_count(3)
    version = page.locator(".table-layout").get_attribute("data-version")

    page.get_by_test_id("hold").click()
    expect(page.locator(".held-moves")).to_have_text(HELD_LINE if lang == "en" else HELD_LINE_FA)
    expect(page.locator(".prompt-actions .card.playable, .prompt-actions .card.target")).to_have_count(0)
    expect(page.locator(".prompt-actions button:enabled:not(.card)")).to_have_count(0)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"held_kit_carlson_{lang}.png"))
    cards.first.click()  # its text, not a pick
    page.keyboard.press("Escape")
    expect(page.locator(".prompt-actions .selected")).to_have_count(0)
    assert page.locator(".table-layout").get_attribute("data-version") == version

    page.get_by_test_id("hold").click()  # play on
    expect(page.locator(".held-moves")).to_have_count(0)
    expect(page.locator(".prompt.mine .prompt-actions .card.playable")).to_have_count(3)
    ctx.close()


def test_a_player_gives_an_address_for_turn_mails_and_it_is_never_shown(
        browser: Browser, web_dist: Path, tmp_path: Path) -> None:
    """At a turn-based table of a server that sends mail (a real SMTP server here, aiosmtpd),
    the page offers to tell the player by e-mail; once given, it says so and shows the address
    nowhere, a reload included; "No more e-mails" removes it."""
    smtp = Controller(_Nowhere(), hostname="127.0.0.1", port=free_port())
    smtp.start()
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    proc = hooked_serve(["--port", str(port), "--db", str(tmp_path / "bang.db"), "--web", str(web_dist),
                         "--bot-delay", "0.05", "--log-level", "warning", "--public-url", url,
                         "--smtp", f"smtp://127.0.0.1:{smtp.port}", "--mail-from", "bang@example.net"],
                        tmp_path / "bang.log", ready=url + "/")
    try:
        created = httpx.post(f"{url}/api/tables", json={"seats": 3, "bots": 2, "turn_based": True}, timeout=10).json()
        context, page = new_page(browser, DESKTOP, "en")
        context.add_init_script(f"localStorage.setItem('bang.host.{created['table']}', '{created['host_token']}')")
        join(page, f"{url}/t/{created['table']}", "Ann")
        page.locator(".lobby .btn.primary.big").click()
        form = page.get_by_test_id("mail-form")
        expect(form).to_contain_text("Tell me by e-mail when it is my turn")
        form.locator("input[name=mail]").fill("ann.turns@example.org")
        form.locator("button[type=submit]").click()
        expect(page.get_by_test_id("mail-on")).to_contain_text("You get an e-mail when it is your turn")
        page.reload()
        expect(page.get_by_test_id("mail-on")).to_be_visible()
        assert "ann.turns@example.org" not in page.content()
        page.get_by_test_id("mail-on").get_by_role("button", name="No more e-mails").click()
        expect(page.get_by_test_id("mail-form")).to_be_visible()
        context.close()
    finally:
        stop(proc)
        smtp.stop()


class _Nowhere:
    """An SMTP server's handler that takes every mail and keeps none."""

    async def handle_DATA(self, server: object, session: object, envelope: object) -> str:  # noqa: N802 (aiosmtpd's name)
        return "250 OK"
