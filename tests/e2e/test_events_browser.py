"""The event cards at the table, in a real browser: the host ticks High Noon; the event deck
waits, then an event is revealed at the Sheriff's second turn and shown to everyone (its
name and rule in the reader's language, what it changes now, how many are left, the final
card); a card the event forbids is dimmed and says why, on a 360x740 phone in Persian.

The games are dealt from known seeds (``POST /api/test/tables``: tests/hooked_app.py) and every
seat plays the same way each run: the browser's player (seat 0, the Sheriff) ends his first
turn without playing a card and discards the first cards of his hand; the test's players
(``Quiet``) put their blue cards in play, draw, end and take every hit. The seeds were found
by playing those same moves with the engine. Screenshots land in artifacts/screenshots
(docs/screenshots keeps the chosen ones: events_high_noon_desktop.png, events_fa_phone.png).
"""

from __future__ import annotations

import json
import random
import time
from typing import Any

import httpx
from playwright.sync_api import Browser, BrowserContext, Page
from test_a11y import assert_accessible
from test_browser import PHONE, join, new_page, take_a_decision
from test_dodge_city_browser import (
    Quiet,
    click_and_wait,
    discard_down,
    failed,
    hand_card,
    log_text,
    my_play_phase,
    play_from_hand,
    seeded_table,
    shoot,
    snap,
)
from test_variant_tables import check_fits, table_id
from websockets.sync.client import connect

DESKTOP = {"width": 1366, "height": 800}
HIGH_NOON = ["high_noon"]
# The first event revealed is Shootout; the Sheriff (Suzy Lafayette) then holds two BANG!s,
# Bob (Rose Doolan) at distance 1.
SHOOTOUT_SEED = 37
# The first event revealed is The Reverend; the Sheriff (Jourdonnais) then holds a Beer.
REVEREND_SEED = 1
# The first event revealed is The Daltons; the Sheriff (Bart Cassidy) put a Schofield and a
# Barrel in play in his first turn, as the quiet players would have.
DALTONS_SEED = 89
# Eight seats: the browser's player is a Deputy (Suzy Lafayette), the Sheriff a bot.
EIGHT_SEED = 10
# A Fistful of Cards: the first event revealed is The Judge (at the Sheriff's second turn, Bob);
# the browser's player (Rose Doolan, a Renegade) then holds a Remington, which it forbids to put in play.
JUDGE_SEED = 9
# A Fistful of Cards: Law of the West is revealed first; in his second turn the browser's
# player (seat 0) shows the Stagecoach he drew second: it must be played.
LAW_SEED = 25
# Wild West Show: the Sheriff (Rose Doolan) holds a Stagecoach in his first turn; it reveals
# Gag (tests/server/test_chat_gag.py plays the same deal over websockets).
GAG_SEED = 85


def seated_game(server: str, browser: Browser, seed: int, viewport: dict[str, int], lang: str,
                name: str, expansions: list[str] = HIGH_NOON) -> tuple[BrowserContext, Page, list[Quiet]]:
    """A 4-seat table (High Noon unless ``expansions`` say) dealt from ``seed``: the browser's
    player at seat 0, the test's quiet players at the others; started."""
    created = seeded_table(server, seed, seats=4, bots=0, expansions=expansions, turn_seconds=600)
    ctx, page = new_page(browser, viewport, lang)
    join(page, f"{server}/t/{created['table']}", name)
    ws_url = server.replace("http", "ws") + f"/ws/{created['table']}"
    others = [Quiet(ws_url, "Bob"), Quiet(ws_url, "Cyd"), Quiet(ws_url, "Dee", host_token=created["host_token"])]
    for other in others:
        other.start()
    page.locator(".prompt").wait_for()
    return ctx, page, others


def first_turn_then_the_reveal(page: Page, event: str) -> None:
    """The Sheriff ends his first turn at once; at the start of his second one the first
    event card is revealed (the page shows it for a few seconds over the table)."""
    my_play_phase(page)
    click_and_wait(page, page.locator(".prompt.mine .end-turn"))
    discard_down(page)
    page.locator(f'.event[data-event="{event}"]:visible').wait_for(timeout=60_000)


def whole_log(page: Page) -> str:
    """The game log's text, also where it is a closed drawer (a phone)."""
    return page.locator("#game-log .log").text_content() or ""


def stop(others: list[Quiet]) -> None:
    for other in others:
        other.stop.set()
    for other in others:
        assert other.error is None, other.error


def test_the_host_ticks_high_noon(server: str, browser: Browser) -> None:
    ctx, page = new_page(browser, DESKTOP, "en")
    page.goto(server + "/")
    expansions = httpx.get(f"{server}/api/expansions", timeout=10).json()["expansions"]
    boxes = page.locator("fieldset.expansions label")
    boxes.first.wait_for()
    # the form offers what the server lists, in its order, each with what it adds
    assert [boxes.nth(i).get_attribute("data-expansion") for i in range(boxes.count())] == [
        e["key"] for e in expansions]
    high_noon = page.locator('label[data-expansion="high_noon"]')
    assert "High Noon" in high_noon.inner_text() and "13 event cards" in high_noon.inner_text()
    # The Bullet's two cards: an option of High Noon, under it, ticked only with it
    bullet = page.locator('label[data-expansion="the_bullet"]')
    assert "option" in (bullet.get_attribute("class") or "")
    assert "Only with High Noon" in bullet.inner_text(), bullet.inner_text()
    assert page.locator("input[name=the_bullet]").is_disabled()
    page.locator("input[name=high_noon]").check()
    assert page.locator("input[name=the_bullet]").is_enabled()
    assert "Handcuffs and New Identity" in bullet.inner_text() and "Only with" not in bullet.inner_text()
    page.locator("input[name=the_bullet]").check()
    page.locator("input[name=high_noon]").uncheck()  # its option goes with it
    assert not page.locator("input[name=the_bullet]").is_checked()
    assert page.locator("input[name=the_bullet]").is_disabled()
    page.locator("input[name=high_noon]").check()
    page.locator("input[name=dodge_city]").check()
    page.locator("fieldset.expansions").scroll_into_view_if_needed()
    snap(page, "events_host_form")
    page.locator("form.create button[type=submit]").click()
    page.locator(".panel.ready .btn.primary").click()
    page.locator(".lobby").wait_for()
    settings = page.locator(".settings-list").inner_text()
    assert "High Noon" in settings and "Dodge City" in settings
    info = httpx.get(f"{server}/api/tables/{table_id(page)}", timeout=10).json()
    assert sorted(info["settings"]["expansions"]) == ["dodge_city", "high_noon"]
    page.goto(server + "/")  # the form remembers the choice
    page.locator("input[name=high_noon]").wait_for()
    assert page.locator("input[name=high_noon]").is_checked()
    ctx.close()


def test_high_noon_on_a_desktop_an_event_is_revealed_and_shown(server: str, browser: Browser) -> None:
    ctx, page, others = seated_game(server, browser, SHOOTOUT_SEED, DESKTOP, "en", "Ann")
    try:
        # Before the first reveal: the deck waits, and says when it comes and what is last.
        strip = page.locator("section.event")
        strip.wait_for()
        assert page.locator(".event-more").is_hidden()  # on a desktop every fact is in view
        waiting = strip.inner_text()
        assert "No event yet" in waiting and "The first: at the Sheriff’s second turn." in waiting, waiting
        assert "13 event cards left" in waiting and "Last: High Noon, in force to the end." in waiting, waiting

        first_turn_then_the_reveal(page, "shootout")
        # the moment: the card over the table, then the panel keeps it
        reveal = page.locator(".event-reveal")
        if reveal.count():  # (gone after a few seconds: a slow machine may miss it)
            assert "Shootout" in reveal.inner_text()
            snap(page, "events_reveal_desktop")
        shown = page.locator('section.event[data-event="shootout"]')
        text = shown.inner_text()
        assert "Shootout" in text and "second BANG!" in text, text
        assert "2 BANG! cards a turn" in text, text  # what it changes now (view.in_force)
        assert "12 event cards left" in text, text
        assert "Next: at the Sheriff’s next turn." in text, text
        assert "Last: High Noon, in force to the end." in text, text
        assert "Ann reveals a new event: Shootout." in log_text(page)

        # Shootout: a second BANG! this turn, both at Bob
        my_play_phase(page)
        for shot in range(2):
            hand_card(page, "BANG!").click()
            target = page.locator(".prompt-actions .target-btn", has_text="Bob")
            target.wait_for()
            click_and_wait(page, target)
            my_play_phase(page)
            if shot == 0:
                assert page.locator('.hand .card.playable[aria-label^="BANG!"]').count() >= 1  # still allowed
        assert log_text(page).count("Ann played BANG!") == 2
        page.locator(".event-reveal").wait_for(state="detached", timeout=10_000)
        shoot(page, "events_high_noon_desktop.png")
        assert_accessible(page, "a High Noon table (en)")
        stop(others)
    except BaseException:
        failed(page, "events_high_noon_desktop")
        raise
    finally:
        for other in others:
            other.stop.set()
        ctx.close()


def test_a_card_the_event_forbids_on_a_persian_phone(server: str, browser: Browser) -> None:
    ctx, page, others = seated_game(server, browser, REVEREND_SEED, PHONE, "fa", "سارا")
    try:
        assert page.evaluate("document.documentElement.dir") == "rtl"
        banner = page.locator("section.event")
        banner.wait_for()
        assert "هنوز رویدادی نیست" in banner.inner_text()  # no event yet
        assert banner.locator(".event-deck").is_hidden()  # the deck's facts: a tap away on a phone

        first_turn_then_the_reveal(page, "the_reverend")
        my_play_phase(page)
        check_fits(page, "High Noon, phone")
        shown = page.locator('section.event[data-event="the_reverend"]')
        assert "کشیش" in shown.inner_text() and "نوشیدنی" in shown.inner_text()  # The Reverend: no Beer
        # big enough to read: the name at 18 px or more, the rule at 13 px or more, on the screen
        sizes = shown.evaluate("""(el) => [el.querySelector('.event-name'), el.querySelector('.event-text')]
            .map((x) => parseFloat(getComputedStyle(x).fontSize))""")
        assert sizes[0] >= 18 and sizes[1] >= 13, sizes
        box = shown.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
        # the deck's facts, a tap away
        page.locator(".event-reveal").wait_for(state="detached", timeout=10_000)
        shoot(page, "events_fa_phone.png")
        shown.locator(".event-more").focus()
        page.keyboard.press("Enter")  # the keyboard opens it as a tap does
        deck = shown.locator(".event-deck").inner_text()
        assert "۱۲ کارت رویداد مانده" in deck and "نیمروز" in deck, deck  # 12 left; the last: High Noon
        assert shown.locator(".event-more").get_attribute("aria-expanded") == "true"
        snap(page, "events_deck_fa_phone")
        shown.locator(".event-more").click()

        # The Beer in hand is dimmed, and a tap says why: the event in force forbids it.
        beer = hand_card(page, "نوشیدنی")
        assert "dim" in (beer.get_attribute("class") or "")
        assert "playable" not in (beer.get_attribute("class") or "")
        label = beer.get_attribute("aria-label") or ""
        assert "کشیش" in label, label  # said to a screen reader too
        beer.click()
        why = page.locator(".card-info .reason")
        why.wait_for()
        assert "کشیش" in why.inner_text() and "اجازه" in why.inner_text(), why.inner_text()
        snap(page, "events_forbidden_fa_phone")
        check_fits(page, "High Noon, phone, a card's why")
        page.keyboard.press("Escape")
        assert_accessible(page, "a High Noon table (fa, phone)")
        stop(others)
    except BaseException:
        failed(page, "events_fa_phone")
        raise
    finally:
        for other in others:
            other.stop.set()
        ctx.close()


def test_a_fistful_of_cards_on_a_persian_phone_the_judge_refuses_a_blue_card(server: str, browser: Browser) -> None:
    """A Fistful of Cards on a 360x740 phone in Persian: The Judge is revealed at the
    Sheriff's second turn, and the Remington in the browser's player's hand is refused with
    its reason: the event in force forbids putting a card in play."""
    ctx, page, others = seated_game(server, browser, JUDGE_SEED, PHONE, "fa", "سارا", ["fistful_of_cards"])
    try:
        assert page.evaluate("document.documentElement.dir") == "rtl"
        banner = page.locator("section.event")
        banner.wait_for()
        assert "هنوز رویدادی نیست" in banner.inner_text()  # no event yet

        first_turn_then_the_reveal(page, "the_judge")
        my_play_phase(page)
        check_fits(page, "A Fistful of Cards, phone")
        shown = page.locator('section.event[data-event="the_judge"]')
        text = shown.inner_text()
        assert "قاضی" in text and "جلوی هیچ‌کس" in text, text  # The Judge: nothing put in play
        assert shown.get_attribute("data-box") == "fistful_of_cards"
        log = whole_log(page)
        assert "یک رویداد تازه رو کرد: قاضی." in log, log[log.find("رویداد") - 80:log.find("رویداد") + 80]

        # The Remington is dimmed, not playable, and says why: The Judge forbids it
        remington = page.locator('.hand .card[data-card^="remington/"]').first
        classes = remington.get_attribute("class") or ""
        assert "dim" in classes and "playable" not in classes, classes
        label = remington.get_attribute("aria-label") or ""
        assert "قاضی" in label, label  # said to a screen reader too
        page.locator(".event-reveal").wait_for(state="detached", timeout=10_000)
        remington.click()
        why = page.locator(".card-info .reason")
        why.wait_for()
        assert "قاضی" in why.inner_text() and "اجازه" in why.inner_text(), why.inner_text()
        check_fits(page, "A Fistful of Cards, phone, a card's why")
        shoot(page, "events_judge_fa_phone.png")
        page.keyboard.press("Escape")
        # the server refuses it too: no legal action puts it in play
        assert page.locator('.hand .card.playable[data-card^="remington/"]').count() == 0
        assert_accessible(page, "A Fistful of Cards table (fa, phone)")
        stop(others)
    except BaseException:
        failed(page, "events_judge_fa_phone")
        raise
    finally:
        for other in others:
            other.stop.set()
        ctx.close()


def test_law_of_the_west_marks_the_card_to_play_and_says_why_the_turn_cannot_end(server: str, browser: Browser) -> None:
    ctx, page, others = seated_game(server, browser, LAW_SEED, DESKTOP, "en", "Ann", ["fistful_of_cards"])
    try:
        first_turn_then_the_reveal(page, "law_of_the_west")
        page.locator(".prompt.mine .must-play").wait_for(timeout=60_000)
        # the card shown in phase 1 is marked, and the turn cannot end before it is played
        must = page.locator(".hand .card.must")
        assert must.count() == 1 and (must.get_attribute("data-card") or "").startswith("stagecoach/")
        assert "It must be played this turn" in (must.get_attribute("aria-label") or "")
        hint = page.locator(".prompt.mine .must-play").inner_text()
        assert hint.replace("\xa0", " ").startswith("Law of the West: you must play Stagecoach 9") and hint.endswith(
            "before you end your turn."), hint
        assert page.locator(".prompt.mine .end-turn").count() == 0
        strip = page.locator('section.event[data-event="law_of_the_west"]').inner_text()
        assert "Ann must play Stagecoach 9♠ before ending the turn" in strip, strip
        page.locator(".event-reveal").wait_for(state="detached", timeout=10_000)
        snap(page, "events_law_of_the_west_desktop")
        play_from_hand(page, "Stagecoach")
        my_play_phase(page)  # played: the turn may end now
        assert page.locator(".hand .card.must").count() == 0
        assert page.locator(".prompt.mine .must-play").count() == 0
        stop(others)
    except BaseException:
        failed(page, "events_law_of_the_west")
        raise
    finally:
        for other in others:
            other.stop.set()
        ctx.close()


def test_wild_west_show_a_stagecoach_reveals_an_event_on_a_desktop(server: str, browser: Browser) -> None:
    """Wild West Show: no event until a Stagecoach or a Wells Fargo is played; the Sheriff's
    Stagecoach reveals Gag, shown to everyone, and the players' chat closes while it holds."""
    ctx, page, others = seated_game(server, browser, GAG_SEED, DESKTOP, "en", "Ann", ["wild_west_show"])
    try:
        strip = page.locator("section.event")
        strip.wait_for()
        waiting = strip.inner_text()
        assert "No event yet" in waiting and "The first: when a Stagecoach or a Wells Fargo is played." in waiting, waiting
        assert "10 event cards left" in waiting and "Last: Wild West Show, in force to the end." in waiting, waiting
        my_play_phase(page)
        chat_input = page.locator("#game-log .chat-input")
        assert chat_input.is_enabled()

        play_from_hand(page, "Stagecoach")
        page.locator('section.event[data-event="gag"]').wait_for(timeout=30_000)
        reveal = page.locator(".event-reveal")
        if reveal.count():  # (gone after a few seconds: a slow machine may miss it)
            assert "Gag" in reveal.inner_text()
            snap(page, "events_wws_reveal_desktop")
        shown = page.locator('section.event[data-event="gag"]')
        text = shown.inner_text()
        assert "Gag" in text and "The players may not talk: their chat is closed" in text, text
        assert "9 event cards left" in text and "Next: when a Stagecoach or a Wells Fargo is played." in text, text
        assert "Ann reveals a new event: Gag." in log_text(page)
        assert page.locator(".hand .card").count() >= 6  # the Stagecoach's two cards drawn
        # the chat says why it waits, and takes nothing while Gag holds
        note = page.locator('#game-log .chat-refusal[data-code="gagged"]')
        note.wait_for()
        assert "Gag: the players may not talk" in note.inner_text(), note.inner_text()
        assert chat_input.is_disabled()
        page.locator(".event-reveal").wait_for(state="detached", timeout=10_000)
        shoot(page, "events_wild_west_show_desktop.png")
        assert_accessible(page, "a Wild West Show table (en)")
        stop(others)
    except BaseException:
        failed(page, "events_wild_west_show_desktop")
        raise
    finally:
        for other in others:
            other.stop.set()
        ctx.close()


def test_the_daltons_ask_for_a_blue_card_in_play_by_keyboard(server: str, browser: Browser) -> None:
    ctx, page, others = seated_game(server, browser, DALTONS_SEED, DESKTOP, "en", "Ann")
    try:
        my_play_phase(page)
        for name in ("Schofield", "Barrel"):
            play_from_hand(page, name)
        me = page.locator(".seat.me")
        assert me.locator(".in-play .card.blue").count() == 2
        click_and_wait(page, page.locator(".prompt.mine .end-turn"))
        discard_down(page)
        # The Daltons, revealed at his second turn: which blue card in play goes?
        choices = page.locator(".prompt.mine .in-play-discards .card")
        choices.first.wait_for(timeout=60_000)
        assert page.locator('section.event[data-event="the_daltons"]').is_visible()
        prompt = page.locator(".prompt-text").inner_text()
        assert "The Daltons: choose which of your blue cards in play you discard." in prompt, prompt
        assert choices.count() == 2
        assert page.locator(".hand-cards.picking").count() == 0  # the hand is not what is discarded
        labels = [choices.nth(i).get_attribute("aria-label") or "" for i in range(2)]
        assert sorted(label.split(",")[0] for label in labels) == ["Barrel", "Schofield"], labels
        snap(page, "events_daltons_desktop")
        barrel = choices.nth(0 if labels[0].startswith("Barrel") else 1)
        barrel.focus()
        version = page.locator(".table-layout").get_attribute("data-version")
        page.keyboard.press("Enter")
        page.wait_for_function(
            "(v) => document.querySelector('.table-layout')?.getAttribute('data-version') !== v", arg=version)
        page.locator(".prompt.mine .in-play-discards").wait_for(state="detached")
        line = next(x for x in log_text(page).splitlines() if "(The Daltons)" in x)
        assert line.startswith("Ann discarded Barrel"), line
        assert me.locator('.in-play .card[aria-label^="Barrel"]').count() == 0
        assert me.locator('.in-play .card[aria-label^="Schofield"]').count() == 1
        stop(others)
    except BaseException:
        failed(page, "events_daltons")
        raise
    finally:
        for other in others:
            other.stop.set()
        ctx.close()


def test_eight_high_noon_seats_on_a_persian_phone_through_several_events(server: str, browser: Browser) -> None:
    """Seven bots and the browser's player (a Deputy), who answers whatever is asked (any
    decision an event brings is a button), until two event cards have been revealed: the
    seats, the strip and the dock stay on the screen all along."""
    created = seeded_table(server, EIGHT_SEED, seats=8, bots=7, expansions=HIGH_NOON, bot_level="basic", turn_seconds=600)
    ctx, page = new_page(browser, PHONE, "fa")
    join(page, f"{server}/t/{created['table']}", "سارا")
    with connect(server.replace("http", "ws") + f"/ws/{created['table']}") as host:
        host.send(json.dumps({"type": "hello", "token": None}))
        host.send(json.dumps({"type": "start", "host_token": created["host_token"]}))
        page.locator(".prompt").wait_for()
    try:
        rng = random.Random(8)
        deadline = time.monotonic() + 150
        revealed = "یک رویداد تازه رو کرد"  # "... reveals a new event"
        while time.monotonic() < deadline and page.locator(".end-list").count() == 0:
            if whole_log(page).count(revealed) >= 2:
                break
            check_fits(page, "8 seats, High Noon, phone")
            if not take_a_decision(page, rng):
                time.sleep(0.05)
        assert whole_log(page).count(revealed) >= 2, whole_log(page)[-600:]
        assert page.locator("section.event").get_attribute("data-event")
        strip = page.locator("section.event")
        box = strip.bounding_box()
        assert box is not None and box["width"] <= PHONE["width"]
        snap(page, "events_eight_fa_phone")
    except BaseException:
        failed(page, "events_eight_fa_phone")
        raise
    finally:
        ctx.close()


def test_the_server_never_tells_the_event_deck_order(server: str) -> None:
    """What every reader gets of the event deck: the card in force, the count, the final
    card and those shown; never the order of the cards still face down."""
    created = seeded_table(server, REVEREND_SEED, seats=4, bots=3, expansions=HIGH_NOON, turn_seconds=600,
                           bot_level="random")
    with connect(server.replace("http", "ws") + f"/ws/{created['table']}") as ws:
        ws.send(json.dumps({"type": "hello", "token": None}))
        ws.send(json.dumps({"type": "join", "name": "Ann"}))
        ws.send(json.dumps({"type": "start", "host_token": created["host_token"]}))
        pieces: dict[str, Any] = {}
        for _ in range(50):
            frame = json.loads(ws.recv(timeout=10))
            if frame["type"] == "state":
                pieces = frame["view"]["pieces"]
                break
        events = pieces["events"]
        assert set(events) == {"event", "event_deck_count", "events_shown", "event_final", "event_revealed_by"}
        assert events["event_deck_count"] == 13 and events["event_final"] == "high_noon"
