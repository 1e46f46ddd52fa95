"""Your decision, noticed away from the tab (issue 30, item 11): with the tab hidden, the title
says it, the tab's icon is marked, and where the player ticked "tell me" (the browser's
permission granted) a real browser notification is shown, once per decision that becomes his;
with the box unticked, none. The page's ``document.hidden`` is made true by an init script (a
headless browser has no other tab to hide it behind); the Notification constructor is the
browser's own, wrapped to count its calls."""

from __future__ import annotations

import re

from playwright.sync_api import Browser, Page, expect
from test_browser import DESKTOP, join
from test_variant_tables import create_table

HIDDEN_AND_COUNTED = """
Object.defineProperty(document, 'hidden', { get: () => true });
Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
window.__shown = [];
const Real = window.Notification;
window.Notification = new Proxy(Real, {
  construct(target, args) { window.__shown.push(args[0] + ' | ' + (args[1] || {}).body); return new target(...args); },
});
"""


def hidden_page(browser: Browser, server: str, asked: bool) -> Page:
    """A page whose tab is hidden; ``asked``: the player ticked "tell me" here before (kept
    in this browser, as the box keeps it)."""
    context = browser.new_context(viewport=DESKTOP)  # type: ignore[arg-type]
    context.grant_permissions(["notifications"], origin=server)
    kept = f"localStorage.setItem('bang.notify', '{1 if asked else 0}');"
    context.add_init_script("localStorage.setItem('bang.lang', 'en');" + kept + HIDDEN_AND_COUNTED)
    page = context.new_page()
    page.set_default_timeout(15_000)
    return page


def test_a_hidden_tab_tells_of_your_decision(server: str, browser: Browser) -> None:
    page = hidden_page(browser, server, asked=True)
    url = create_table(page, server, seats=4, bots=3)
    join(page, url, "Ann")
    page.locator(".lobby .btn.primary.big").click()
    page.locator(".prompt").wait_for()
    expect(page.locator(".notify-me input")).to_be_checked()  # as she left it
    # a decision of Ann's: the title, the icon, one notification for it
    page.locator(".prompt.mine").wait_for(timeout=60_000)
    expect(page).to_have_title(re.compile(r"^(Your turn|You are shot!|Pick)"))
    assert page.locator('link[rel="icon"]').get_attribute("href") == "/favicon-turn.svg"
    page.wait_for_function("() => window.__shown.length > 0")
    shown = page.evaluate("window.__shown")
    assert shown[0].startswith("BANG! | "), shown
    assert len(shown) == 1, shown  # one decision, one notification


def test_no_notification_unless_asked(server: str, browser: Browser) -> None:
    page = hidden_page(browser, server, asked=False)
    url = create_table(page, server, seats=4, bots=3)
    join(page, url, "Ann")
    page.locator(".lobby .btn.primary.big").click()
    box = page.locator(".notify-me input")
    expect(box).not_to_be_checked()
    page.locator(".prompt.mine").wait_for(timeout=60_000)
    assert page.locator('link[rel="icon"]').get_attribute("href") == "/favicon-turn.svg"
    assert page.evaluate("window.__shown") == []
    box.check()  # asked for: the browser's permission is granted, the box stays ticked
    expect(box).to_be_checked()
    assert page.evaluate("localStorage.getItem('bang.notify')") == "1"
