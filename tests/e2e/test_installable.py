"""Bang installs to a phone's home screen and says when it is offline (issue 30, item 12): the
manifest parses and names icons that load at their stated sizes, the pages link it, the service
worker takes hold, and a page loaded with no network shows the offline page in the reader's
language (Persian: right to left) instead of the browser's error."""

from __future__ import annotations

import struct
from pathlib import Path

import httpx
from playwright.sync_api import Browser, expect

PHONE = {"width": 360, "height": 740}


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    width, height = struct.unpack(">II", data[16:24])  # the IHDR chunk's first fields
    return width, height


def test_the_manifest_parses_and_its_icons_load(server: str) -> None:
    answer = httpx.get(f"{server}/manifest.webmanifest", timeout=10)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("application/manifest+json")
    manifest = answer.json()
    assert manifest["name"] == "BANG!" and manifest["short_name"]
    assert manifest["start_url"] == "/" and manifest["display"] == "standalone"
    assert manifest["theme_color"].startswith("#") and manifest["background_color"].startswith("#")
    sizes = set()
    for icon in manifest["icons"]:
        got = httpx.get(server + icon["src"], timeout=10)
        assert got.status_code == 200, icon
        assert got.headers["content-type"].startswith(icon["type"]), icon
        if icon["type"] == "image/png":
            w, h = png_size(got.content)
            assert icon["sizes"] == f"{w}x{h}", icon
            sizes.add(w)
    assert {192, 512} <= sizes  # what a phone asks of an installable app
    for page in ("/", "/t/AbCdEfGh"):  # every page of the app links the manifest
        html = httpx.get(server + page, timeout=10).text
        assert '<link rel="manifest" href="/manifest.webmanifest"' in html, page


def test_a_page_opened_offline_says_so_in_the_readers_language(server: str, browser: Browser,
                                                                artifacts: Path) -> None:
    for lang, title, direction in (("en", "You are offline", "ltr"), ("fa", "اتصال برقرار نیست", "rtl")):
        context = browser.new_context(viewport=PHONE)  # type: ignore[arg-type]
        context.add_init_script(f"localStorage.setItem('bang.lang', '{lang}');")
        page = context.new_page()
        page.goto(server + "/")
        page.locator("form.create").wait_for()
        # the service worker takes hold of the page (it caches the offline page as it installs)
        scope = page.evaluate("navigator.serviceWorker.ready.then((r) => r.scope)")
        assert scope == server + "/"
        context.set_offline(True)
        page.reload()
        expect(page.locator("h1")).to_have_text(title)
        assert page.evaluate("document.documentElement.dir") == direction
        assert page.locator("main svg rect").count() == 1  # the app's icon, drawn with no request
        page.screenshot(path=str(artifacts / f"offline_{lang}_phone.png"))
        context.set_offline(False)
        page.locator("#again").click()  # back online: the app again
        page.locator("form.create").wait_for()
        context.close()
