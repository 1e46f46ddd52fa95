"""The official variants in a real browser: an 8-seat table (a desktop player and a
Persian phone player, six bots) and a 3-player table played to the end, and a match of
three games ("play again" twice) with the Sheriff passing clockwise and the score shown.

At every decision the decision panel and the hand must lie inside the window, and the
page must be no wider than it. Screenshots land in artifacts/screenshots/variants_*.png (docs/screenshots keeps the chosen ones).
"""

from __future__ import annotations

import contextlib
import random
import re
import time
from pathlib import Path

import httpx
from layout import check_layout, dock_share
from playwright.sync_api import Browser, Page
from test_browser import DESKTOP, PHONE, join, new_page, take_a_decision

# The most of a phone's height the dock may take with eight seats: the play phase when it
# offers "End my turn" alone (37% as a rule), and a play phase with more in it (a hint line,
# an ability's button: 47% and 54% seen) or a decision with cards to choose from (a General
# Store, Kit Carlson's three). 55% and 69% before (issue 30).
DOCK_SHARE, DOCK_SHARE_FULLER = 0.45, 0.6

GAME_SECONDS = 300
DOCS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"  # docs/screenshots keeps the chosen ones


def create_table(page: Page, server: str, seats: int, bots: int, simplified: bool = False,
                 rotate: bool = False) -> str:
    """Create a table from the home page's form, with the variants' options."""
    page.goto(server + "/")
    page.locator(f'input[name=seats][value="{seats}"]').check(force=True)
    page.locator("input[name=simplified]").set_checked(simplified)
    page.locator("input[name=rotate_sheriff]").set_checked(rotate)
    page.locator("select[name=bot_level]").select_option("basic")  # a short game (test_phone.py)
    page.locator("input[type=range]").evaluate(
        f"(el) => {{ el.value = '{bots}'; el.dispatchEvent(new Event('input', {{ bubbles: true }})); }}"
    )
    page.locator("form.create button[type=submit]").click()
    page.locator(".panel.ready .btn.primary").click()
    page.locator(".lobby").wait_for()
    return page.url


def inside(page: Page, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    size = page.viewport_size
    assert box is not None and size is not None, f"{selector} is not rendered"
    return (box["x"] >= -0.5 and box["y"] >= -0.5 and box["x"] + box["width"] <= size["width"] + 0.5
            and box["y"] + box["height"] <= size["height"] + 0.5)


def check_fits(page: Page, label: str) -> None:
    """The decision and the hand on the screen, nothing wider than the window, no seat over
    another or over the piles' labels (``layout.check_layout``)."""
    check_layout(page, label)
    size = page.viewport_size
    assert size is not None
    if page.locator(".prompt.mine").count() == 0:
        return
    # a tall decision (eight seats' cards in play, seven characters) scrolls in its own box:
    # the box, its question and the hand stay on the screen
    for selector in (".prompt-box", ".prompt-text", ".hand"):
        assert inside(page, selector), f"{label}: {selector} left the screen"
    assert page.locator(".prompt-box").first.evaluate(
        "(box) => box.scrollHeight <= box.clientHeight + 1 || ['auto', 'scroll'].includes(getComputedStyle(box).overflowY)"
    ), f"{label}: the decision is taller than its box, which does not scroll"
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= size["width"], f"{label}: the page is {width} px wide: {wider_than_the_window(page)}"


def wider_than_the_window(page: Page) -> list[str]:
    """The innermost elements that reach past the window's sides, named by tag, class and text:
    what made the page wider."""
    found: list[str] = page.evaluate("""() => {
        const w = document.documentElement.clientWidth;
        const out = [];
        for (const el of document.body.querySelectorAll('*')) {
            const r = el.getBoundingClientRect();
            if (r.width === 0 || (r.right <= w + 0.5 && r.left >= -0.5)) continue;
            if ([...el.children].some((c) => {
                const q = c.getBoundingClientRect();
                return q.width > 0 && (q.right > w + 0.5 || q.left < -0.5);
            })) continue;
            const path = [];
            for (let a = el; a && a !== document.body && path.length < 5; a = a.parentElement) {
                path.unshift(`${a.tagName.toLowerCase()}.${[...a.classList].join('.')}`);
            }
            out.push(`${path.join(' > ')} [${Math.round(r.left)}, ${Math.round(r.right)}] ` +
                     (el.textContent || '').trim().slice(0, 40));
        }
        return out.slice(0, 8);
    }""")
    return found


def shoot(page: Page, name: str) -> None:
    DOCS.mkdir(parents=True, exist_ok=True)
    page.mouse.move(1, 1)  # no card pop-up under a resting mouse
    # the cards in flight land (the bots play on: if they never rest, take it as it is)
    with contextlib.suppress(Exception):
        page.wait_for_function("() => !document.querySelector('.card.flying, .bullet.falling')", timeout=3_000)
    page.screenshot(path=str(DOCS / name), full_page=False)


def play_to_the_end(pages: list[Page], rng: random.Random, every_decision: bool = True) -> int:
    """Random legal clicks until every page shows the end screen; the decisions taken."""
    decisions = 0
    deadline = time.monotonic() + GAME_SECONDS
    while time.monotonic() < deadline:
        if all(p.locator(".end-list").count() for p in pages):
            return decisions
        moved = False
        for page in pages:
            if every_decision:
                check_fits(page, page.url)
            if take_a_decision(page, rng):
                decisions += 1
                moved = True
        if not moved:
            time.sleep(0.05)
    raise AssertionError("the game did not end in time")


def table_id(page: Page) -> str:
    found = re.search(r"/t/([A-Za-z0-9_-]+)", page.url)
    assert found is not None, page.url
    return found.group(1)


def test_eight_seats_fit_a_desktop_and_a_persian_phone(server: str, browser: Browser) -> None:
    desk_ctx, desk = new_page(browser, DESKTOP, "en")
    url = create_table(desk, server, seats=8, bots=6, simplified=True)
    settings = desk.locator(".settings-list").inner_text()
    assert "8 players" in settings and "Simplified first game" in settings
    join(desk, url, "Ann")
    phone_ctx, phone = new_page(browser, PHONE, "fa")
    join(phone, url, "سارا")
    desk.locator(".lobby .btn.primary.big").click()
    for page in (desk, phone):
        page.locator(".prompt").wait_for()
        assert page.locator(".seat").count() == 8
    check_layout(desk, "8 seats desktop")
    rng = random.Random(8)
    docks: list[float] = []
    shot = False
    deadline = time.monotonic() + GAME_SECONDS
    decisions = 0
    while not all(p.locator(".end-list").count() for p in (desk, phone)):
        assert time.monotonic() < deadline, "the 8-seat game did not end in time"
        moved = False
        for page in (desk, phone):
            check_fits(page, "8 seats " + ("phone" if page is phone else "desktop"))
            choosing = page.locator(".prompt.mine .choice-cards").count() > 0
            playing = page.locator(".prompt.mine .end-turn").count() == 1
            plain_play = (playing and page.locator(".prompt .hint").count() == 0
                          and page.locator(".prompt-actions .btn").count() == 1)
            if page is phone and (choosing or playing):
                # in the play phase and choosing cards, the decision and the hand leave most of
                # the phone to the table (issue 30: 55% before); every play phase is measured,
                # the plain one against the lower bound (a character with a button in every
                # play phase never has a plain one)
                share = dock_share(page)
                most = DOCK_SHARE if plain_play else DOCK_SHARE_FULLER
                assert share <= most, f"the dock takes {share:.0%} of the phone: {page.locator('.prompt').inner_text()}"
                docks.append(share)
            if take_a_decision(page, rng):
                decisions += 1
                moved = True
        if decisions >= 4 and not shot:
            for page, name in ((desk, "variants_8_desktop.png"), (phone, "variants_8_fa_phone.png")):
                if page.locator(".end-list").count() == 0:
                    shoot(page, name)
            shot = True
        if not moved:
            time.sleep(0.05)
    assert decisions > 0 and docks, f"the phone's player had no play phase nor a choice ({decisions} decisions)"
    for page in (desk, phone):
        assert page.locator(".end-list li").count() == 8
        assert page.locator(".end .why").inner_text().strip()
    desk_ctx.close()
    phone_ctx.close()


def test_three_players_see_every_role_and_their_targets(server: str, browser: Browser) -> None:
    ctx, page = new_page(browser, DESKTOP, "en")
    url = create_table(page, server, seats=3, bots=2)
    join(page, url, "Sam")
    page.locator(".lobby .btn.primary.big").click()
    page.locator(".prompt").wait_for()
    roles = page.locator(".seat .role")
    assert roles.count() == 3  # every role face up
    assert sorted(r.lower() for r in roles.all_inner_texts()) == ["deputy", "outlaw", "renegade"]
    assert page.locator(".seat .hunts").count() == 3
    # each one hunts the next in the chain Deputy -> Renegade -> Outlaw -> Deputy
    by_role = {}
    for i in range(3):
        seat = page.locator(".seat").nth(i)
        by_role[seat.locator(".role").inner_text().lower()] = (
            seat.locator(".name").inner_text(), seat.locator(".hunts").inner_text())
    for hunter, prey in (("deputy", "renegade"), ("renegade", "outlaw"), ("outlaw", "deputy")):
        assert by_role[hunter][1] == f"hunts {by_role[prey][0]}"
    shoot(page, "variants_3_targets.png")
    play_to_the_end([page], random.Random(3), every_decision=False)
    side = page.locator(".end .winner-side").inner_text()
    assert any(w in side for w in ("The Deputy wins", "The Outlaw wins", "The Renegade wins")), side
    assert page.locator(".end-list li.won").count() == 1  # one winner with 3 players
    ctx.close()


def test_play_again_twice_passes_the_sheriff_and_keeps_the_score(server: str, browser: Browser) -> None:
    ctx, page = new_page(browser, DESKTOP, "en")
    url = create_table(page, server, seats=4, bots=3, rotate=True)
    assert "Sheriff passes clockwise" in page.locator(".settings-list").inner_text()
    join(page, url, "Ann")
    page.locator(".lobby .btn.primary.big").click()
    page.locator(".prompt").wait_for()
    rng = random.Random(4)
    sheriffs: list[int] = []
    for game in (1, 2, 3):
        sheriff = page.locator(".seat:has(.role-sheriff)").get_attribute("data-seat")
        assert sheriff is not None
        sheriffs.append(int(sheriff))
        if game > 1:
            assert page.locator(".seat .badge.wins").count() == 4  # the score on the table
        play_to_the_end([page], rng, every_decision=False)
        info = httpx.get(f"{server}/api/tables/{table_id(page)}", timeout=10).json()
        assert info["match"]["game"] == game
        score = info["match"]["score"]
        assert sum(score) >= game  # every game has a winner
        shown = page.locator(".end-list .score").all_inner_texts()
        assert [int(re.sub(r"\D", "", s)) for s in shown] == score
        assert page.locator(".end .match-game").inner_text() == f"Game {game} of the match"
        keep = page.locator(".end .keep-char input")
        if keep.count():  # alive: the choice is offered, keeping by default; say no
            assert keep.is_checked()
            keep.uncheck()
            page.wait_for_function("() => !document.querySelector('.end .keep-char input').checked")
        else:
            assert "new character" in page.locator(".end .keep-char").inner_text()
        if game == 3:
            shoot(page, "variants_end_score.png")
            break
        before = page.url
        page.locator(".end .play-again").click()
        page.wait_for_url(lambda u, before=before: u != before)  # type: ignore[misc]
        page.locator(".prompt").wait_for()
        page.locator(".end-list").wait_for(state="detached")
    assert sheriffs[1] == (sheriffs[0] + 1) % 4 and sheriffs[2] == (sheriffs[1] + 1) % 4, sheriffs
    ctx.close()
