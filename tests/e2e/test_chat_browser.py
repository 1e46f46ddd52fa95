"""Table talk in a real browser (issue 12): three players in three languages and a spectator.

Ann (English, the host, desktop), Борис (Russian, desktop) and سارا (Persian, a 390x844
phone, the chat in the log's drawer) sit at a table with one bot. Quick phrases go as
ids and read in each reader's language; free text reads as typed, marked with its
language, links not clickable. The spectator's channel stays hidden from the players
until the game is over; a reload keeps the chat; mutes work (for oneself, and the
host's for the table); the rate cap is refused with a message in the panel.
Screenshots land in artifacts/screenshots (chat_*.png).
"""

from __future__ import annotations

import base64
import re
import time
from pathlib import Path

from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect
from test_a11y import assert_accessible

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
END_SECONDS = 240  # the bots finish the game once the players have left


def open_page(browser: Browser, viewport: dict[str, int], lang: str) -> tuple[BrowserContext, Page]:
    context = browser.new_context(viewport=viewport)  # type: ignore[arg-type]
    context.add_init_script(f"localStorage.setItem('bang.lang', '{lang}')")
    page = context.new_page()
    page.set_default_timeout(15_000)
    return context, page


def join(page: Page, url: str, name: str) -> None:
    page.goto(url)
    page.locator("form.join input").fill(name)
    page.locator("form.join button[type=submit]").click()
    page.locator(".lobby-seats .me").wait_for()


def chat(page: Page) -> Locator:
    return page.locator(".chat").first


def lines(page: Page, text: str | re.Pattern[str] | None = None) -> Locator:
    """The chat lines of the channel shown, the bots' left out (they talk when it fits their play)."""
    found = chat(page).locator(".chat-list .chat-line").filter(has_not=page.locator(".chat-bot"))
    return found if text is None else found.filter(has_text=text)


def sees(page: Page, text: str | re.Pattern[str]) -> None:
    expect(lines(page, text)).to_have_count(1)


def say_phrase(page: Page, group: str, phrase: str, player: str | None = None, card: str | None = None) -> None:
    panel = chat(page)
    panel.locator(f".phrase-group[data-group={group}]").click()
    panel.locator(f".phrase[data-phrase={phrase}]").click()
    if player is not None:
        panel.locator(".phrase-arg", has_text=player).click()
    if card is not None:
        panel.locator(f".phrase-arg[data-card={card}]").click()


def say_text(page: Page, text: str) -> None:
    box = chat(page).locator(".chat-input")
    box.fill(text)
    box.press("Enter")


def mute_toggle(page: Page, name: str, *, host: bool = False) -> None:
    panel = chat(page)
    if panel.locator(".mute-list").count() == 0:
        panel.locator(".chat-mutes-toggle").click()
    row = panel.locator(".mute-list li", has_text=name)
    row.locator(".host-mute-btn" if host else ".mute-btn").click()


def side_by_side(page: Page, shots: list[bytes], path: Path) -> None:
    """One image of `shots` in a row (composed by the browser itself)."""
    images = "".join(f'<img src="data:image/png;base64,{base64.b64encode(shot).decode()}">' for shot in shots)
    page.set_content(
        '<div id="pair" style="display:inline-flex;gap:12px;padding:12px;background:#4e311c;'
        f'align-items:flex-start">{images}</div>'
    )
    page.wait_for_function("[...document.images].every((i) => i.complete && i.naturalWidth > 0)")
    page.locator("#pair").screenshot(path=str(path))


def test_three_languages_a_spectator_mutes_and_the_rate_cap(server: str, browser: Browser, artifacts: Path) -> None:
    ann_ctx, ann = open_page(browser, DESKTOP, "en")
    ann.goto(server + "/")
    ann.locator('input[name=seats][value="4"]').check(force=True)
    ann.locator("input[type=range]").evaluate(
        "(el) => { el.value = '1'; el.dispatchEvent(new Event('input', { bubbles: true })); }"
    )
    ann.locator("form.create button[type=submit]").click()
    ann.locator(".panel.ready .btn.primary").click()
    url = ann.url
    join(ann, url, "Ann")
    bob_ctx, bob = open_page(browser, DESKTOP, "ru")
    join(bob, url, "Борис")
    sara_ctx, sara = open_page(browser, PHONE, "fa")
    join(sara, url, "سارا")

    # the lobby has the chat already: a hello reads in each language
    say_phrase(ann, "reactions", "hello")
    sees(bob, "Привет!")
    sees(sara, "سلام!")

    ann.locator(".lobby .btn.primary.big").click()
    for page in (ann, bob, sara):
        page.locator(".prompt").wait_for()
    watch_ctx, watcher = open_page(browser, DESKTOP, "en")
    watcher.goto(url.rstrip("/") + "/watch")
    watcher.locator(".side .chat").wait_for()

    # a quick phrase naming a player reads in each reader's own language
    say_phrase(ann, "accusations", "accuse_outlaw", player="Борис")
    sees(ann, "Борис is an Outlaw!")
    sees(bob, "Борис — бандит!")
    # on the phone the chat is in the log's drawer: an unread count on its button first
    expect(sara.locator(".log-toggle .chat-unread")).to_be_visible()
    sara.locator(".log-toggle").click()
    sara.locator("#game-log.open").wait_for()
    sees(sara, "Борис یاغیه!")
    expect(sara.locator(".log-toggle .chat-unread")).to_have_count(0)  # read now
    sees(watcher, "Борис is an Outlaw!")

    # free text: as typed, marked with its language, a link is plain text
    say_text(bob, "Привет! Смотрите https://example.com/rules")
    for page in (ann, sara, watcher):
        last = lines(page, "https://example.com/rules")
        expect(last).to_have_count(1)
        expect(last.locator(".chat-lang")).to_have_text("ru")
        expect(last.locator(".chat-text")).to_have_attribute("dir", "auto")
        assert last.locator("a").count() == 0

    # a phrase with a player and a card, written on the Persian phone
    say_phrase(sara, "requests", "beware_card", player="Ann", card="barrel")
    sees(ann, "Ann has a Barrel")
    sees(bob, "У игрока Ann есть Бочка")
    sees(sara, "Ann بشکه داره")
    say_text(sara, "سلام به همه، من معاونم!")
    sees(ann, "سلام به همه، من معاونم!")
    expect(lines(ann, "سلام به همه").locator(".chat-lang")).to_have_text("fa")

    # the spectators' channel: the watcher reads it apart; no player sees it while playing
    watcher_chat = chat(watcher)
    watcher_chat.locator(".chat-name-field input").fill("Watcher")
    say_text(watcher, "Борис is bluffing, Ann!")
    spectators = watcher_chat.locator(".chat-list[data-channel=spectators]")
    expect(spectators.locator(".chat-line", has_text="Борис is bluffing, Ann!")).to_contain_text("Watcher")
    watcher_chat.locator(".chat-tab[data-channel=players]").click()
    sees(watcher, "سلام به همه")
    ann.screenshot(path=str(artifacts / "chat_en_desktop.png"))
    # axe finds nothing serious with the chat, its phrases and its mutes open, nor in the phone's drawer
    chat(ann).locator(".chat-mutes-toggle").click()
    chat(ann).locator(".phrase-group[data-group=requests]").click()
    assert_accessible(ann, "the chat (en)")
    chat(ann).locator(".chat-mutes-toggle").click()
    chat(ann).locator(".phrase-group[data-group=requests]").click()
    assert_accessible(sara, "the chat in the drawer (fa, phone)")
    bob.screenshot(path=str(artifacts / "chat_ru_desktop.png"))
    sara.screenshot(path=str(artifacts / "chat_fa_phone.png"))

    # a reload keeps the chat (Борис's seat and every message)
    bob.reload()
    bob.locator(".side .chat").wait_for()
    sees(bob, "Борис — бандит!")
    sees(bob, "https://example.com/rules")

    # Борис mutes Ann for himself: her next message reaches Sara, not him
    mute_toggle(bob, "Ann")
    expect(chat(bob).locator(".mute-list li", has_text="Ann").locator(".mute-btn")).to_have_attribute(
        "aria-pressed", "true"
    )
    expect(lines(bob, "Ann")).to_have_count(1)  # her own lines hidden: only Sara's card warning names her
    expect(chat(bob).locator(".chat-hidden")).to_be_visible()
    say_phrase(ann, "reactions", "well_played")
    sees(sara, "خوب بازی کردی!")
    say_phrase(sara, "reactions", "thanks")
    sees(bob, "Спасибо!")  # Sara's came after Ann's, on the same socket: Ann's never did
    expect(lines(bob, "Хороший ход!")).to_have_count(0)

    # the rate cap (5 messages in 10 s): refused with a message in the panel, the text kept
    refusal = chat(ann).locator(".chat-refusal[data-code=chat_limit]")
    refused = None
    for i in range(1, 7):
        text = f"message {i}"
        say_text(ann, text)
        lines(ann, text).or_(refusal).first.wait_for()
        if refusal.count():
            refused = text
            break
    assert refused is not None, "six messages in a few seconds went through"
    expect(refusal).to_contain_text("too many messages")
    expect(chat(ann).locator(".chat-input")).to_have_value(refused)
    time.sleep(0.3)
    expect(lines(sara, refused)).to_have_count(0)

    # the host mutes Борис for the table: his box says so, his messages are refused
    mute_toggle(ann, "Борис", host=True)
    expect(chat(bob).locator(".chat-refusal[data-code=muted]")).to_be_visible()
    expect(chat(bob).locator(".chat-input")).to_be_disabled()
    expect(chat(ann).locator(".mute-list li", has_text="Борис").locator(".badge")).to_be_visible()

    # nothing of the spectators' channel reached a player during the game
    for page in (ann, bob, sara):
        assert page.locator(".chat-tab").count() == 0
        assert lines(page).filter(has_text="bluffing").count() == 0

    # the players leave; bots play their seats to the end; back at the table, both channels
    for page in (ann, bob, sara):
        page.close()
    watcher.wait_for_function("document.querySelector('.prompt.over') !== null", timeout=END_SECONDS * 1000)
    ann = ann_ctx.new_page()
    ann.set_default_timeout(15_000)
    ann.goto(url)
    ann.locator(".end-buttons .btn").nth(1).click()  # look at the table
    tab = chat(ann).locator(".chat-tab[data-channel=spectators]")
    expect(tab).to_be_visible()
    tab.click()
    sees(ann, "Борис is bluffing, Ann!")
    sara = sara_ctx.new_page()
    sara.set_default_timeout(15_000)
    sara.goto(url)
    sara.locator(".end-buttons .btn").nth(1).click()
    sara.locator(".log-toggle").click()
    chat(sara).locator(".chat-tab[data-channel=spectators]").click()
    expect(lines(sara, "Борис is bluffing, Ann!")).to_contain_text("Watcher")
    sara.screenshot(path=str(artifacts / "chat_fa_phone_over.png"))
    for ctx in (ann_ctx, bob_ctx, sara_ctx, watch_ctx):
        ctx.close()


def test_same_chat_side_by_side_in_two_languages(server: str, browser: Browser, artifacts: Path) -> None:
    """The same chat read by an English and a Persian player (the screenshots of the note)."""
    en_ctx, en = open_page(browser, DESKTOP, "en")
    en.goto(server + "/")
    en.locator('input[name=seats][value="3"]').check(force=True)
    en.locator("input[type=range]").evaluate(
        "(el) => { el.value = '1'; el.dispatchEvent(new Event('input', { bubbles: true })); }"
    )
    en.locator("form.create button[type=submit]").click()
    en.locator(".panel.ready .btn.primary").click()
    url = en.url
    join(en, url, "Ann")
    fa_ctx, fa = open_page(browser, DESKTOP, "fa")
    join(fa, url, "سارا")
    en.locator(".lobby .btn.primary.big").click()
    for page in (en, fa):
        page.locator(".prompt").wait_for()
    say_phrase(en, "reactions", "hello")
    say_phrase(fa, "claims", "claim_deputy")
    say_phrase(en, "accusations", "trust", player="سارا")
    say_text(fa, "ممنون! اول بات رو بزنیم؟")
    say_phrase(en, "requests", "play_card", card="missed")
    say_text(en, "Deal. Watch out for the Dynamite!")
    expect(lines(fa)).to_have_count(6)
    sees(fa, "سلام!")
    sees(en, "I'm a Deputy!")
    sees(fa, "به سارا اعتماد دارم.")
    sees(en, "I trust سارا.")
    sees(fa, "یه زپلشک! بازی کن!")
    sees(en, "Play a Missed! now")
    expect(lines(en, "ممنون!").locator(".chat-lang")).to_have_text("fa")
    expect(lines(fa, "Deal.").locator(".chat-lang")).to_have_text("en")
    for page, name in ((en, "chat_two_languages_en.png"), (fa, "chat_two_languages_fa.png")):
        page.screenshot(path=str(artifacts / name))
    side_by_side(en_ctx.new_page(), [en.locator(".side").screenshot(), fa.locator(".side").screenshot()],
                 artifacts / "chat_two_languages.png")
    en_ctx.close()
    fa_ctx.close()
