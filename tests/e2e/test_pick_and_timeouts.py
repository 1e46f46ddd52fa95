"""In a real browser: a whole game where every player picks one of two characters,
and a decision left to run out (the hit is taken, the seat stays its player's).

The server here runs its turn clocks faster (tests/hooked_app.py ``--clock-scale``): a 10-second
clock lasts a few seconds, so the 10-second warning shows at once.
"""

from __future__ import annotations

import json
import random
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import free_port, hooked_serve, stop
from playwright.sync_api import Browser, Page
from test_browser import DESKTOP, PHONE, new_page, take_a_decision

CLOCK_SCALE = 0.4  # a 10-second clock: 4 seconds
GAME_SECONDS = 300


@pytest.fixture(scope="module")
def fast_server(web_dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    port = free_port()
    folder = tmp_path_factory.mktemp("e2e-clock")
    url = f"http://127.0.0.1:{port}"
    proc = hooked_serve(["--port", str(port), "--db", str(folder / "bang.db"), "--web", str(web_dist),
                         "--bot-delay", "0.05", "--grace", "30", "--log-level", "warning",
                         "--clock-scale", str(CLOCK_SCALE)], folder / "bang.log", ready=url + "/")
    yield url
    stop(proc)


def create_table(server: str, **settings: object) -> tuple[str, str]:
    request = urllib.request.Request(server + "/api/tables", data=json.dumps(settings).encode(),
                                     headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(request, timeout=10) as answer:
        created = json.loads(answer.read())
    return created["table"], created["host_token"]


def seat(page: Page, server: str, table: str, name: str, host_token: str | None = None) -> None:
    """Open the table's link, take a seat; the host's browser also keeps the host token."""
    if host_token is not None:
        page.goto(server + "/")
        page.evaluate("([t, h]) => localStorage.setItem('bang.host.' + t, h)", [table, host_token])
    page.goto(f"{server}/t/{table}")
    page.locator("form.join input").fill(name)
    page.locator("form.join button[type=submit]").click()
    page.locator(".lobby-seats .badge").first.wait_for()


def errors_of(page: Page) -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    return errors


def test_a_whole_game_with_the_character_pick(fast_server: str, browser: Browser) -> None:
    table, host_token = create_table(fast_server, seats=5, bots=3, character_choice=True, turn_seconds=600,
                                     bot_level="basic")  # a short game (test_phone.py)
    ann_ctx, ann = new_page(browser, DESKTOP, "en")
    bob_ctx, bob = new_page(browser, PHONE, "ru")
    ann_errors, bob_errors = errors_of(ann), errors_of(bob)
    seat(ann, fast_server, table, "Ann", host_token)
    seat(bob, fast_server, table, "Bob")
    ann.locator(".lobby .btn.primary.big").click()

    # Both are offered their two characters at once; nobody waits for another to pick.
    for page in (bob, ann):
        page.locator(".prompt.pick.mine .char-choice").first.wait_for()
        assert page.locator(".prompt.pick.mine .char-choice").count() == 2
        assert page.locator(".seat .char.unknown").count() >= 1  # characters not settled yet: no crash
    picked = bob.locator(".prompt.pick .char-choice strong").nth(1).inner_text()
    bob.locator(".prompt.pick .char-choice").nth(1).click()
    bob.locator(".prompt.pick:not(.mine)").wait_for()  # Bob waits for the others
    ann.locator(".prompt.pick .char-choice").first.click()
    ann.locator(".hand").wait_for()
    bob.locator(".seat.me .char", has_text=picked).wait_for()

    rng = random.Random(11)
    deadline = time.monotonic() + GAME_SECONDS
    while not all(p.locator(".end-list").count() for p in (ann, bob)):
        assert time.monotonic() < deadline, "the game did not end in time"
        moved = False
        for page in (ann, bob):
            moved = take_a_decision(page, rng) or moved
        if not moved:
            time.sleep(0.05)
    for page in (ann, bob):
        assert page.locator(".end-list li").count() == 5
        assert page.locator(".bot-banner").count() == 0  # both kept their seats all game
    assert not ann_errors and not bob_errors, ann_errors + bob_errors

    # Play again: the next game of the match, the same seats; both browsers follow. Its
    # characters are dealt by the match (kept, or new ones): nobody picks again.
    ann.locator(".end .play-again").click()
    for page in (ann, bob):
        page.wait_for_function("(t) => !location.pathname.includes(t)", arg=table)
        page.locator(".hand").wait_for()
        assert page.locator(".prompt.pick").count() == 0
    assert ann.url == bob.url
    for ctx in (ann_ctx, bob_ctx):
        ctx.close()


SHOT_WATCH = """() => {
    // At one instant of the page: is Ann asked to answer a shot, a Duel or Indians! (a red
    // button, not a warning's "do it anyway") with two lives or more? Then from this instant
    // on, every count of her bullets the page shows, and whether the warning (the banner and
    // the page title) showed before the first change. One look, so the hit cannot come
    // between seeing the question and watching for the hit.
    const shot = document.querySelector('.prompt.mine .prompt-actions .btn.danger:not(.warning-go)');
    const count = () => document.querySelectorAll('.seat.me .bullet.full').length;
    if (shot === null || count() < 2) return null;
    const seen = window.shotSeen = {hp: [count()], hurry: false, titled: false};
    const look = () => {
        if (seen.hp.length === 1) {
            seen.hurry ||= document.querySelector('[data-testid="hurry"]') !== null;
            seen.titled ||= document.title.startsWith('⚠');
        }
        const hp = count();
        if (hp !== seen.hp[seen.hp.length - 1]) seen.hp.push(hp);
    };
    look();
    new MutationObserver(look).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
    return seen.hp[0];
}"""


def test_a_decision_out_of_time_takes_the_hit_and_keeps_the_seat(fast_server: str, browser: Browser) -> None:
    rng = random.Random(3)
    for _ in range(4):  # a new table if Ann is never shot while she has lives to spare
        # 25 s a decision, 10 s on this scaled clock: after Ann's one timeout, a loaded machine
        # still sees its banner before a next decision of hers could run out too (two in a
        # row hand the seat to a bot)
        table, host_token = create_table(fast_server, seats=4, bots=3, turn_seconds=25, bot_level="basic")
        ctx, ann = new_page(browser, DESKTOP, "en")
        errors = errors_of(ann)
        seat(ann, fast_server, table, "Ann", host_token)
        ann.locator(".lobby .btn.primary.big").click()
        ann.locator(".prompt").wait_for()
        deadline = time.monotonic() + GAME_SECONDS / 2
        while ann.locator(".end-list").count() == 0 and time.monotonic() < deadline:
            hp = ann.evaluate(SHOT_WATCH)
            if hp is not None:
                # Ann lets it run out: the warning shows (10 s or less left), then the hit is taken.
                ann.locator(".banner.timed-out").wait_for(timeout=30_000)
                # her seat is still hers in the frame that tells the timeout: read at once, since
                # a next decision of hers left to run out too (a loaded machine may lag while
                # the test waits below) would rightly hand it to a bot
                assert ann.locator(".bot-banner").count() == 0
                # the first change after the shot (nothing else moves while the table waits on
                # her; a bot's Saloon may give the life back 50 ms later: the observer saw both)
                ann.wait_for_function("() => window.shotSeen.hp.length >= 2", timeout=10_000)
                seen = ann.evaluate("() => window.shotSeen")
                assert seen["hp"][:2] == [hp, hp - 1], seen
                assert seen["hurry"] and seen["titled"], seen
                assert not errors, errors
                ctx.close()
                return
            if not take_a_decision(ann, rng):
                time.sleep(0.05)
        ctx.close()
    raise AssertionError("Ann was never shot with two lives or more")
