"""Dodge City in a real browser: the host's checkbox, green cards played and used a turn
later, a card paid for with another ("discard another card"), Brawl's picks, a green
Missed! card answering a shot, and an 8-seat table on a 360x740 phone in Persian.

The games are dealt from known seeds (``POST /api/test/tables``: tests/hooked_app.py), so the
position is the same every run: in the 4-seat game the browser's player is the Sheriff
and the test plays the other three seats over their own websockets without ever hurting
anyone, but one BANG! at the Sheriff. Screenshots land in artifacts/screenshots/dodge_city_*.png (docs/screenshots keeps the chosen ones).
"""

from __future__ import annotations

import contextlib
import json
import random
import threading
import time
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import Browser, BrowserContext, Page
from test_browser import DESKTOP, PHONE, join, new_page, take_a_decision
from test_variant_tables import check_fits, table_id
from websockets.sync.client import ClientConnection, connect

DOCS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"  # docs/screenshots keeps the chosen ones
ARTIFACTS = Path(__file__).resolve().parents[2] / "artifacts" / "screenshots"
DODGE = ["dodge_city"]
# The Sheriff (seat 0, El Gringo) holds Canteen, Bible, Brawl, Beer, BANG! and a Mustang
# in his first play phase (tests/e2e: the seeds were found by dealing games with the engine).
FOUR_SEED = 3905
# The Sheriff (seat 0, Pixie Pete) holds Bible, Pony Express, Can Can and a Barrel.
EIGHT_SEED = 91
BLUE_KEPT = ("volcanic", "schofield", "remington", "rev_carabine", "winchester", "barrel", "scope", "binocular",
             "mustang", "hideout")  # not Jail nor Dynamite: nobody is hurt


def seeded_table(server: str, seed: int, **settings: Any) -> dict[str, str]:
    answer = httpx.post(f"{server}/api/test/tables", json={"settings": settings, "seed": seed}, timeout=10)
    assert answer.status_code == 201, answer.text
    created: dict[str, str] = answer.json()
    return created


class Quiet(threading.Thread):
    """A seat the test plays over a websocket: it draws, puts its blue cards in play (but
    Jail and Dynamite), ends its turn, discards, takes every hit; ``shoot_at``: one BANG!
    at that seat, once."""

    def __init__(self, ws_url: str, name: str, shoot_at: int | None = None, host_token: str | None = None) -> None:
        super().__init__(daemon=True)
        self.opened = contextlib.ExitStack()
        self.ws: ClientConnection = self.opened.enter_context(connect(ws_url, max_size=2**23))
        self.ws.send(json.dumps({"type": "hello", "token": None}))
        self.ws.send(json.dumps({"type": "join", "name": name}))
        self.seat: int | None = None
        while self.seat is None:
            frame = json.loads(self.ws.recv(timeout=10))
            assert frame["type"] != "error", frame
            if frame["type"] == "joined":
                self.seat = frame["seat"]
        self.shoot_at = shoot_at
        self.shot = False
        self.host_token = host_token
        self.stop = threading.Event()
        self.error: BaseException | None = None

    def choose(self, legal: list[dict[str, Any]]) -> dict[str, Any]:
        def kind(a: dict[str, Any]) -> str:
            return str(a.get("card", "")).split("/")[0]

        if self.shoot_at is not None and not self.shot:
            shots = [a for a in legal if a["do"] == "play" and kind(a) == "bang" and a.get("target") == self.shoot_at]
            if shots:
                self.shot = True
                return shots[0]
        for wanted in (
            lambda a: a["do"] == "play" and kind(a) in BLUE_KEPT and "target" not in a,
            lambda a: a["do"] == "draw" and a.get("from") == "deck",
            lambda a: a["do"] in ("end", "pass", "discard", "choose", "character"),
        ):
            found = [a for a in legal if wanted(a)]
            if found:
                return found[0]
        return legal[0]

    def run(self) -> None:
        try:
            if self.host_token is not None:
                self.ws.send(json.dumps({"type": "start", "host_token": self.host_token}))
            while not self.stop.is_set():
                try:
                    frame = json.loads(self.ws.recv(timeout=0.5))
                except TimeoutError:
                    continue
                if frame["type"] != "state":
                    continue
                view, legal = frame["view"], frame["legal"]
                if view["winner"] is not None:
                    return
                pending = view["pending"]
                if pending is not None and pending["player"] == self.seat and legal:
                    action = self.choose(legal)
                    self.ws.send(json.dumps({"type": "act", "code": action["code"], "version": frame["version"]}))
        except Exception as e:  # the test reads it
            if not self.stop.is_set():
                self.error = e
        finally:
            with contextlib.suppress(Exception):
                self.opened.close()


def shoot(page: Page, name: str) -> None:
    DOCS.mkdir(parents=True, exist_ok=True)
    page.mouse.move(1, 1)  # no card pop-up under a resting mouse
    with contextlib.suppress(Exception):
        page.wait_for_function("() => !document.querySelector('.card.flying, .bullet.falling')", timeout=3_000)
    page.screenshot(path=str(DOCS / name), full_page=False)


def snap(page: Page, name: str) -> None:
    """A screenshot for a person to look at (artifacts/screenshots, not the docs)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.mouse.move(1, 1)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def failed(page: Page, name: str) -> None:
    """What the page showed when the test failed (artifacts/screenshots)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(Exception):
        page.screenshot(path=str(ARTIFACTS / f"failed_{name}.png"))


def click_and_wait(page: Page, target: Any) -> None:
    """Click, then wait for the next state (the table's version moves on)."""
    version = page.locator(".table-layout").get_attribute("data-version")
    target.click()
    page.wait_for_function(
        "(v) => document.querySelector('.table-layout')?.getAttribute('data-version') !== v", arg=version)


def discard_down(page: Page) -> None:
    """At the end of the turn, the cards over the hand limit (the first ones) are discarded."""
    confirm = page.locator(".prompt.mine .discard-confirm")
    if confirm.count() == 0:
        return
    for _ in range(int(confirm.get_attribute("data-need") or 1)):
        page.locator(".hand-cards.picking .card:not(.selected)").first.click()
    confirm.click()


def hand_card(page: Page, name: str) -> Any:
    return page.locator(f'.hand .card[aria-label^="{name}"]').first


def play_from_hand(page: Page, name: str) -> None:
    """Select a card of the hand and press its one "Play" button (no target)."""
    hand_card(page, name).click()
    page.locator(".prompt-actions .btn.primary").first.click()
    page.locator(f'.hand .card[aria-label^="{name}"]').wait_for(state="detached")


def my_play_phase(page: Page, timeout: float = 60_000) -> None:
    page.locator(".prompt.mine .end-turn").wait_for(timeout=timeout)


def log_text(page: Page) -> str:
    return page.locator("#game-log").inner_text()


def four_seats(server: str, browser: Browser, seed: int,
               shoot_at: int | None = None) -> tuple[BrowserContext, Page, list[Quiet]]:
    """A 4-seat Dodge City table dealt from ``seed``: the browser's player at seat 0, the
    test's quiet players at the others (Bob shoots ``shoot_at`` once); started."""
    created = seeded_table(server, seed, seats=4, bots=0, expansions=DODGE, turn_seconds=600)
    ctx, page = new_page(browser, DESKTOP, "en")
    join(page, f"{server}/t/{created['table']}", "Ann")
    ws_url = server.replace("http", "ws") + f"/ws/{created['table']}"
    others = [Quiet(ws_url, "Bob", shoot_at=shoot_at), Quiet(ws_url, "Cyd"),
              Quiet(ws_url, "Dee", host_token=created["host_token"])]
    for other in others:
        other.start()
    page.locator(".prompt").wait_for()
    return ctx, page, others


def test_green_cards_brawl_and_a_green_missed_at_a_four_seat_table(server: str, browser: Browser) -> None:
    ctx, page, others = four_seats(server, browser, FOUR_SEED, shoot_at=0)
    try:
        my_play_phase(page)
        me = page.locator(".seat.me")
        assert "El Gringo" in me.inner_text()

        # Two green cards go in play: fresh (an hourglass, a dashed frame) and not usable this turn.
        play_from_hand(page, "Canteen")
        play_from_hand(page, "Bible")
        assert me.locator(".in-play .card.green.fresh").count() == 2
        assert me.locator(".in-play .card.green .fresh-mark").count() == 2
        assert me.locator(".in-play .card.playable").count() == 0  # nothing to use yet
        canteen = me.locator('.in-play .card[aria-label^="Canteen"]')
        assert "usable from the next turn" in (canteen.get_attribute("aria-label") or "")
        canteen.hover()
        why = page.locator(".card-info .reason")
        why.wait_for()
        assert "usable from the next turn on" in why.inner_text()  # the "why not" of a fresh green card
        page.mouse.move(1, 1)
        shoot(page, "dodge_city_fresh_desktop.png")

        page.locator(".prompt.mine .end-turn").click()

        # Bob shoots the Sheriff: the Bible in play (no longer fresh) answers it.
        page.locator(".prompt.mine .use-btn").wait_for(timeout=30_000)
        use = page.locator(".prompt.mine .use-btn")
        assert "Bible" in use.inner_text()
        use.click()
        page.locator(".prompt.mine .use-btn").wait_for(state="detached")
        assert "Ann cancelled Bob's shot with Bible" in log_text(page)
        assert me.locator('.in-play .card[aria-label^="Bible"]').count() == 0

        # The Sheriff's next turn: the Canteen is no longer fresh, it glows and is used.
        my_play_phase(page)
        canteen = me.locator('.in-play .card[aria-label^="Canteen"]')
        canteen.wait_for()
        assert "playable" in (canteen.get_attribute("class") or "")
        assert me.locator(".in-play .card.fresh").count() == 0
        assert page.locator(".prompt .use-hint").count() == 1
        assert page.locator(".seat:not(.me) .in-play .card.blue").count() >= 1  # the others' weapons
        shoot(page, "dodge_city_green_desktop.png")
        canteen.click()
        use = page.locator(".prompt-actions .btn.primary", has_text="Use")
        assert "Canteen" in use.inner_text()
        hp, max_hp = me.locator(".life-num").inner_text().split("/")
        use.click()
        if hp == max_hp:  # a Canteen at full life heals nothing: asked once more (docs/warnings.md)
            page.locator(".warning-confirm", has_text="full life").wait_for()
            page.locator(".warning-go").click()
        me.locator('.in-play .card[aria-label^="Canteen"]').wait_for(state="detached")
        assert "Ann used Canteen" in log_text(page)

        # Brawl, paid for with the Beer: the hand asks for the card to pay with first.
        hand_card(page, "Brawl").click()
        page.locator(".hand-cards.paying").wait_for()
        assert page.locator(".prompt .pay-hint").count() == 1
        snap(page, "dodge_city_price")
        hand_card(page, "Beer").click()
        pay = page.locator(".prompt-actions .btn.primary", has_text="discarding")
        assert "Brawl" in pay.inner_text() and "Beer" in pay.inner_text()
        click_and_wait(page, pay)
        # Each other player loses a card the Sheriff picks; he is asked for those with a card
        # in play (Cyd: Binocular and Schofield; Dee: Rev. Carabine), Bob's is random at once.
        picked = []
        for _ in range(2):
            page.locator(".prompt.mine .brawl-hand").wait_for()
            prompt = page.locator(".prompt-text").inner_text()
            assert "Brawl" in prompt and "discards" in prompt, prompt
            card = page.locator(".prompt.mine .prompt-actions .card.target").first
            snap(page, f"dodge_city_brawl_{len(picked)}")
            picked.append(card.get_attribute("aria-label"))
            click_and_wait(page, card)
        assert page.locator(".prompt.mine .brawl-hand").count() == 0
        log = log_text(page)
        assert "Ann played Brawl" in log and "discarding Beer" in log, log
        assert log.count("Ann made") == 3, log
        assert page.locator(".seat:not(.me) .in-play .card.blue").count() == 1, picked  # 3 in play, 2 gone
        for other in others:
            assert other.error is None, other.error
    except BaseException:
        failed(page, "dodge_city_four_seats")
        raise
    finally:
        for other in others:
            other.stop.set()
        ctx.close()


def test_eight_dodge_city_seats_on_a_persian_phone(server: str, browser: Browser) -> None:
    created = seeded_table(server, EIGHT_SEED, seats=8, bots=7, expansions=DODGE, bot_level="basic",
                           turn_seconds=600)
    url = f"{server}/t/{created['table']}"
    ctx, page = new_page(browser, PHONE, "fa")
    join(page, url, "سارا")
    ws_url = server.replace("http", "ws") + f"/ws/{created['table']}"
    with connect(ws_url) as host:
        host.send(json.dumps({"type": "hello", "token": None}))
        host.send(json.dumps({"type": "start", "host_token": created["host_token"]}))
        page.locator(".prompt").wait_for()
    assert page.evaluate("document.documentElement.dir") == "rtl"
    assert page.locator(".seat").count() == 8
    my_play_phase(page)
    for name in ("بشکه", "انجیل", "پست سواره", "کن‌کن"):  # Barrel, Bible, Pony Express, Can Can
        play_from_hand(page, name)
        check_fits(page, "8 seats, Dodge City, phone")
    me = page.locator(".seat.me")
    assert me.locator(".in-play .card.green.fresh").count() == 3
    assert me.locator(".in-play .card.blue").count() == 1
    shoot(page, "dodge_city_fa_phone.png")
    # The eight seats and the dock stay on the screen while the game goes on.
    rng = random.Random(91)
    deadline = time.monotonic() + 90
    decisions = 0
    while time.monotonic() < deadline and decisions < 25 and page.locator(".end-list").count() == 0:
        check_fits(page, "8 seats, Dodge City, phone")
        if take_a_decision(page, rng):
            decisions += 1
        else:
            time.sleep(0.05)
    assert decisions > 0
    ctx.close()


def test_the_host_ticks_dodge_city_with_the_other_options(server: str, browser: Browser) -> None:
    ctx, page = new_page(browser, DESKTOP, "en")
    page.goto(server + "/")
    page.locator('input[name=seats][value="3"]').check(force=True)
    page.locator("input[type=range]").evaluate(
        "(el) => { el.value = '2'; el.dispatchEvent(new Event('input', { bubbles: true })); }")
    page.locator("input[name=chars]").nth(1).check()  # each player picks one of two
    page.locator("input[name=simplified]").set_checked(True)
    page.locator("input[name=dodge_city]").check()
    page.locator("form.create button[type=submit]").click()
    page.locator(".panel.ready .btn.primary").click()
    page.locator(".lobby").wait_for()
    settings = page.locator(".settings-list").inner_text()
    assert "Dodge City" in settings and "3 players" in settings and "Simplified first game" in settings
    info = httpx.get(f"{server}/api/tables/{table_id(page)}", timeout=10).json()
    assert info["settings"]["expansions"] == DODGE and info["settings"]["character_choice"] is True
    # the form remembers the choice
    page.goto(server + "/")
    assert page.locator("input[name=dodge_city]").is_checked()
    page.locator("input[name=dodge_city]").uncheck()
    ctx.close()


def test_the_dodge_city_characters_abilities(server: str, browser: Browser) -> None:
    """Vera Custer takes José Delgado's ability and trades a blue card; Doc Holyday pays for
    a Springfield and shoots with two cards; Chuck Wengam gives a life point for two cards;
    Pat Brennan takes a card in play instead of drawing (seeds found with the engine, the
    others playing as ``Quiet``)."""
    # Vera Custer (seat 0) picks José Delgado (Cyd), then discards a blue card for two.
    ctx, page, others = four_seats(server, browser, 15)
    try:
        page.locator(".prompt.mine .vera-choice").first.wait_for()
        assert page.locator(".prompt.mine .vera-choice").count() == 3
        snap(page, "dodge_city_vera_custer")
        choice = page.locator(".prompt.mine .vera-choice", has_text="José Delgado")
        assert "blue card" in choice.inner_text()  # the ability, in words
        click_and_wait(page, choice)
        assert "Ann takes José Delgado's ability (Cyd)" in log_text(page)
        my_play_phase(page)
        page.locator(".prompt.mine .ability-trade").click()
        # only the blue cards may be picked
        assert page.locator(".hand-cards.picking .card.dim").count() >= 1
        hand_card(page, "Barrel").click()
        click_and_wait(page, page.locator(".prompt-actions .btn.primary", has_text="blue card"))
        assert "Ann discarded Barrel" in log_text(page) and "to draw 2 cards" in log_text(page)
    except BaseException:
        failed(page, "dodge_city_vera")
        raise
    finally:
        for other in others:
            other.stop.set()
        ctx.close()

    # Doc Holyday: a Springfield paid for with the Stagecoach, at Cyd; then two cards at Bob.
    ctx, page, others = four_seats(server, browser, 1116)
    try:
        my_play_phase(page)
        hand_card(page, "Springfield").click()
        assert page.locator(".prompt .pay-hint").count() == 1
        assert page.locator(".prompt-actions .target-btn").count() == 0  # the price comes first
        hand_card(page, "Stagecoach").click()
        page.locator(".prompt-actions .target-btn").first.wait_for()
        assert page.locator(".prompt-actions .target-btn").count() == 3  # any distance
        assert "discarding" in page.locator(".prompt-actions .hint").inner_text()
        click_and_wait(page, page.locator(".prompt-actions .target-btn", has_text="Cyd"))
        assert "Ann played Springfield" in log_text(page) and "against Cyd, discarding Stagecoach" in log_text(page)
        my_play_phase(page)
        page.locator(".prompt.mine .ability-shoot").click()
        hand_card(page, "Duel").click()
        hand_card(page, "Missed!").click()
        targets = page.locator(".prompt-actions .target-btn")
        targets.first.wait_for()
        names = targets.all_inner_texts()
        snap(page, "dodge_city_doc_holyday")
        assert any("Bob" in n for n in names) and not any("Cyd" in n for n in names), names  # within reach
        click_and_wait(page, page.locator(".prompt-actions .target-btn", has_text="Bob"))
        shot = next(line for line in log_text(page).splitlines() if "to shoot at Bob" in line)
        assert shot.startswith("Ann discarded") and "Duel" in shot and "Missed!" in shot, shot
        assert page.locator(".prompt.mine .ability-shoot").count() == 0  # once a turn
    except BaseException:
        failed(page, "dodge_city_doc")
        raise
    finally:
        for other in others:
            other.stop.set()
        ctx.close()

    # Chuck Wengam: a life point for two cards.
    ctx, page, others = four_seats(server, browser, 95)
    try:
        my_play_phase(page)
        hand = page.locator(".hand .card").count()
        click_and_wait(page, page.locator(".prompt.mine .ability-draw"))
        assert "Ann gave up a life point to draw 2 cards" in log_text(page)
        assert page.locator(".hand .card").count() == hand + 2
        for _ in range(6):  # down to his last life point: the ability says why it is gone
            if page.locator(".prompt.mine .ability-draw").count() == 0:
                break
            click_and_wait(page, page.locator(".prompt.mine .ability-draw"))
        assert "1/5" in page.locator(".seat.me .life").inner_text()
        assert page.locator(".prompt.mine .ability-draw").count() == 0
        assert "last life point" in page.locator(".prompt.mine .ability-why").inner_text()
        # ... and so does his character on his seat: marked, its pop-up says why
        char = page.locator(".seat.me .char")
        assert "no-ability" in (char.get_attribute("class") or "")
        char.hover()
        why = page.locator(".card-info .ability-why")
        why.wait_for()
        assert "cannot be used now" in why.inner_text() and "last life point" in why.inner_text()
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "dodge_city_ability_why.png"))
        page.mouse.move(1, 1)
        page.set_viewport_size({"width": PHONE["width"], "height": PHONE["height"]})
        page.locator(".lang select").first.select_option("fa")  # the same words in Persian, on a phone's width
        page.locator(".seat.me .char").hover()
        why = page.locator(".card-info .ability-why")
        why.wait_for()
        assert "آخرین" in why.inner_text(), why.inner_text()  # "your last life point", in Persian
        page.screenshot(path=str(ARTIFACTS / "dodge_city_ability_why_fa_phone.png"))
    except BaseException:
        failed(page, "dodge_city_chuck")
        raise
    finally:
        for other in others:
            other.stop.set()
        ctx.close()

    # Pat Brennan: on his second turn the others have cards in play; he takes one of them.
    ctx, page, others = four_seats(server, browser, 177)
    try:
        my_play_phase(page)
        click_and_wait(page, page.locator(".prompt.mine .end-turn"))
        discard_down(page)
        choice = page.locator(".prompt.mine .in-play-choices .card.target")
        choice.first.wait_for(timeout=30_000)
        assert "take one card in play" in page.locator(".prompt-text").inner_text()
        snap(page, "dodge_city_pat_brennan")
        taken = (choice.first.get_attribute("aria-label") or "").split(",")[0]
        click_and_wait(page, choice.first)
        assert f"Ann took {taken}" in log_text(page) and "instead of drawing" in log_text(page)
    except BaseException:
        failed(page, "dodge_city_pat")
        raise
    finally:
        for other in others:
            other.stop.set()
        ctx.close()
