"""A forum game in a real browser against a real ``bang serve``: the master creates an
8-player game on /forum, each player picks a character and moves from their own page
(a phone's screen) over three rounds, the master resolves, overrides one result and
publishes; the posts match the golden files; no player's frame or page holds another
player's hand, hidden role or hidden roll; kill -9 in the middle of a round loses nothing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import free_port
from playwright.sync_api import Browser, Page

ROOT = Path(__file__).resolve().parents[2]  # (both conftests are "conftest": import only what both have)
GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("BANG_UPDATE_GOLDEN") == "1"
SCREENSHOTS = ROOT / "docs" / "screenshots"
NAMES = ["Анна", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
CHARACTERS = ["kid_curry", "rosie", "tuco", "django", "lucky_duke", "jourdonnais", "pearl_hart", "black_jack"]
SEED, SALT = 4004, "e2e-salt"
PHONE = {"width": 390, "height": 844}


class ForumServer:
    """``bang serve`` with the test hooks (a fixed seed for the golden posts); kill -9 and start again."""

    def __init__(self, db: Path, web: Path) -> None:
        self.db, self.web, self.port = db, web, free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        bang = shutil.which("bang", path=str(Path(sys.executable).parent)) or "bang"
        self.proc = subprocess.Popen(
            [bang, "serve", "--port", str(self.port), "--db", str(self.db), "--web", str(self.web),
             "--log-level", "warning"],
            env={**os.environ, "BANG_TEST_HOOKS": "1"}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60  # a loaded machine starts it slowly
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(self.url + "/api/schema", timeout=1)
                return
            except OSError:
                assert self.proc.poll() is None, "bang serve exited"
                time.sleep(0.05)
        raise AssertionError("bang serve did not start in 60 s")

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.kill()  # SIGKILL: no shutdown handler runs
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(10)


@pytest.fixture
def forum_server(web_dist: Path, tmp_path: Path) -> Iterator[ForumServer]:
    srv = ForumServer(tmp_path / "forum.db", web_dist)
    srv.start()
    yield srv
    srv.stop()


def api(url: str, body: object | None = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers={"content-type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def check_frame(view: dict[str, Any], seat: int) -> None:
    """One view sent to ``seat``: no other hand, no hidden role, no other's private event."""
    table = view.get("table")
    if table:
        for p in table["players"]:
            if p["seat"] != seat:
                assert "hand" not in p, f"seat {seat} was sent {p['name']}'s hand"
                assert not (p["alive"] and p.get("role") not in (None, "sheriff")), \
                    f"seat {seat} was sent {p['name']}'s hidden role"
        for e in table["events"]:
            assert "private_to" not in e or seat in e["private_to"], f"seat {seat} was sent {e}"
    for post in view.get("posts", []):
        assert "game_file" not in post or view["status"] == "over"


def click_and_wait(page: Page, selector: str, path_part: str) -> None:
    """Click, and wait for the server's answer to the POST it makes."""
    with page.expect_response(lambda r: path_part in r.url and r.request.method == "POST"):
        page.locator(selector).first.click()


def golden(name: str, text: str) -> None:
    path = GOLDEN / name
    if UPDATE:
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"{name} differs from its golden file"


def test_an_eight_player_forum_game_in_the_browser(browser: Browser, forum_server: ForumServer) -> None:
    master_ctx = browser.new_context(locale="ru-RU", viewport={"width": 1000, "height": 900})
    master = master_ctx.new_page()
    master.goto(forum_server.url + "/forum")
    # The master's form makes a game and shows the links to send.
    master.fill("[data-testid=names]", "\n".join(NAMES))
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    master.screenshot(path=str(SCREENSHOTS / "forum_create.png"))
    click_and_wait(master, "[data-testid=create]", "/api/forum")
    master.wait_for_selector("[data-testid=master-link]")
    assert master.locator("[data-testid=player-link]").count() == 8
    # The golden game: the same request with the test's seed and salt (BANG_TEST_HOOKS=1 only).
    created = api(forum_server.url + "/api/forum", {"players": NAMES, "deadline_seconds": 3600,
                                                    "language": "ru", "seed": SEED, "salt": SALT})
    master.goto(forum_server.url + created["master_link"])
    master.wait_for_selector("[data-testid=picks]")

    frames: dict[int, list[str]] = {s: [] for s in range(8)}
    pages: list[Page] = []
    for seat, link in enumerate(created["player_links"]):
        page = browser.new_context(locale="ru-RU", viewport=PHONE).new_page()
        page.on("websocket", lambda ws, s=seat: ws.on("framereceived", lambda payload, s=s: frames[s].append(
            payload if isinstance(payload, str) else payload.decode())))
        page.goto(forum_server.url + link)
        page.wait_for_selector("[data-testid=pick]")
        click_and_wait(page, f"[data-character={CHARACTERS[seat]}]", "/pick")
        pages.append(page)
    master.wait_for_selector("[data-testid=resolve]")
    roles = {p["role"] for p in api(forum_server.url + f"/api/forum/{created['game']}/master/"
                                     f"{created['master_token']}")["players"]}
    assert {"bad_lieutenant", "white_indian"} <= roles

    for round_no in (1, 2, 3):
        for seat, page in enumerate(pages):
            page.wait_for_selector("[data-testid=status]:has-text('Раунд идёт')")
            if page.locator("[data-kind=draw]").count():
                click_and_wait(page, "[data-kind=draw]", "/move")
            if page.locator("[data-testid=move]").count():
                click_and_wait(page, "[data-testid=move]", "/move")
            if round_no == 3 and seat == 3:
                # kill -9 in the middle of the round: every move so far is on disk
                before = api(forum_server.url + f"/api/forum/{created['game']}/master/{created['master_token']}")
                forum_server.kill()
                forum_server.start()
                after = api(forum_server.url + f"/api/forum/{created['game']}/master/{created['master_token']}")
                assert after == before
        if round_no == 1:
            assert "d20" in pages[0].locator("[data-testid=my-rolls]").inner_text()  # to her alone
            pages[0].screenshot(path=str(SCREENSHOTS / "forum_player.png"), full_page=True)
        master.wait_for_selector("[data-testid=moves] li")
        click_and_wait(master, "[data-testid=resolve]", "/resolve")
        master.wait_for_selector("[data-testid=preview]")
        assert master.locator("[data-testid=preview-private]").count() > 0  # the hidden draws, to send
        for page in pages:  # the deadline has passed: no more moves on any page
            page.wait_for_selector("[data-testid=status]:has-text('Дедлайн прошёл')")
            assert page.locator("[data-testid=move]").count() == 0
        if round_no == 2:
            master.fill("[data-testid=override-reason]", "Бочка была в игре: решение ведущего")
            master.fill("[data-testid=override-value]", "2")
            click_and_wait(master, "[data-testid=override-apply]", "/override")
            master.wait_for_selector("[data-testid=preview] pre:has-text('Бочка была в игре')")
            # the top bar is sticky: what is scrolled to (a link's anchor, a focused field) lands below it
            master.evaluate("window.scrollTo(0, document.body.scrollHeight)")
            gap = master.evaluate("""() => {
                const button = document.querySelector('[data-testid=preview] button');
                button.scrollIntoView();
                return button.getBoundingClientRect().top
                    - document.querySelector('.topbar').getBoundingClientRect().bottom;
            }""")
            assert gap >= 0, f"the top bar covers the preview's first button by {-gap} px"
            master.evaluate("window.scrollTo(0, 0)")  # a full-page screenshot draws the bar where the page is
            master.screenshot(path=str(SCREENSHOTS / "forum_master.png"), full_page=True)
        click_and_wait(master, "[data-testid=publish]", "/publish")
        for page in pages:
            page.wait_for_selector(f"[data-testid=post] strong:has-text('Раунд {round_no}')")

    console = api(forum_server.url + f"/api/forum/{created['game']}/master/{created['master_token']}")
    for post in console["posts"]:
        for lang in ("ru", "en"):
            golden(f"forum_round{post['round']}.{lang}.bbcode", post[lang]["bbcode"])
            golden(f"forum_round{post['round']}.{lang}.md", post[lang]["markdown"])
    assert created["seed_hash"] in console["posts"][0]["ru"]["bbcode"]
    assert "Бочка была в игре: решение ведущего" in console["posts"][1]["ru"]["bbcode"]

    # The leak test: every frame each page was sent, and every page's sheets of the others.
    hands = {p["seat"]: p for p in console["players"]}
    for seat, page in enumerate(pages):
        assert frames[seat], f"seat {seat}'s page got no frame"
        for raw in frames[seat]:
            frame = json.loads(raw)
            assert frame["type"] == "forum_view"
            check_frame(frame["view"], seat)
        for other in range(8):
            if other != seat and hands[other]["alive"] and hands[other]["role"] != "sheriff":
                sheet = page.locator(f"[data-testid=sheet][data-seat='{other}']")
                assert sheet.locator("[data-testid=role]").count() == 0
        private = page.locator("[data-testid=private-post] pre")
        for i in range(private.count()):
            assert NAMES[seat] in private.nth(i).inner_text()
    pages[0].screenshot(path=str(SCREENSHOTS / "forum_player_posts.png"), full_page=False)
