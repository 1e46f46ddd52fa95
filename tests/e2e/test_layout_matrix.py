"""The layout matrix (issue 30, item 5): tables of 3, 5 and 8 seats, of the base game and of
Dodge City, each at the moment of its game with the most cards on the table, every hand face
up (the replay's everything view: a table at its largest), at five window sizes, in English
and in Persian. Nothing may lie over anything else (two seats, a seat and a pile's label, two
labels), and no seat, card or name may reach past the window or be cut by its seat.

The games are dealt from known seeds and played by bots on the test server (the host sits
down, starts, and leaves: a bot plays the seat after the grace); the moment is chosen by replaying each record in the
engine. The live table at these sizes is the other browser tests' (check_fits runs
check_layout at every decision of a game, 5 seats on a desktop and 8 on a desktop and a
Persian phone)."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import websockets
from layout import check_layout
from playwright.sync_api import Browser, Page, expect

from bang.actions import Action
from bang.rules import Game

BOXES: tuple[tuple[str, ...], ...] = ((), ("dodge_city",))
SEATS = (3, 5, 8)
WINDOWS = ((1366, 768), (1280, 720), (1920, 1080), (390, 844), (360, 740))
LANGUAGES = ("en", "fa")
GAME_S = 240  # only a game that never ends takes this long
SEED = 3000  # each table's deal (tests/hooked_app.py): the same games, run after run

# Whatever is cut: a card or a seat past the window's sides, a card that reaches past its
# seat's box, a name or a character's name wider than the room it is given.
_CUT = """() => {
  const out = [];
  const width = document.documentElement.clientWidth;
  for (const seat of document.querySelectorAll('.table-layout .seat')) {
    const s = seat.getBoundingClientRect();
    const who = 'seat ' + seat.dataset.seat;
    for (const card of seat.querySelectorAll('[data-card]')) {
      const c = card.getBoundingClientRect();
      if (c.width === 0) continue;
      if (c.left < -0.5 || c.right > width + 0.5) out.push(who + ': card ' + card.dataset.card + ' past the window');
      if (c.left < s.left - 1 || c.right > s.right + 1 || c.top < s.top - 1 || c.bottom > s.bottom + 1)
        out.push(who + ': card ' + card.dataset.card + ' reaches past its seat');
    }
    for (const text of seat.querySelectorAll('.name, .char')) {
      if (text.scrollWidth > text.clientWidth + 1) out.push(who + ': "' + text.textContent.trim() + '" is cut');
    }
  }
  return out;
}"""


async def _start_and_leave(ws_url: str, host_token: str) -> None:
    """The host sits down and starts the game, then leaves: a bot plays the seat."""
    async with websockets.connect(ws_url) as ws:
        await ws.send(json.dumps({"type": "hello", "token": None}))
        await ws.send(json.dumps({"type": "join", "name": "Ann"}))
        while json.loads(await ws.recv())["type"] != "joined":
            pass
        await ws.send(json.dumps({"type": "start", "host_token": host_token}))
        while json.loads(await ws.recv())["type"] != "state":
            pass


def _fullest(record: dict[str, Any]) -> int:
    """The step of the game with the most cards in play (then in hand) before the living."""
    game = Game.from_record({**record, "actions": []})
    best, best_at = -1, 0
    for step, (player, code) in enumerate(record["actions"], start=1):
        game.apply(Action.decode(player, code))
        if game.over:
            break
        cards = sum(10 * len(p.in_play) + len(p.hand) for p in game.players if p.alive)
        if cards > best:
            best, best_at = cards, step
    return best_at


@pytest.fixture(scope="module")
def fullest_moments(server: str) -> Iterator[list[tuple[str, str, int]]]:
    """(what, table, step) for each box and number of seats: a finished game and its fullest step."""
    tables = []
    for box in BOXES:
        for seats in SEATS:
            settings = {"seats": seats, "bots": seats - 1, "expansions": list(box), "bot_level": "basic"}
            created = httpx.post(f"{server}/api/test/tables", json={"settings": settings, "seed": SEED + seats},
                                 timeout=10).json()
            tables.append((f"{seats} seats{' + ' + box[0] if box else ''}", created))

    async def start_all() -> None:
        ws = server.replace("http", "ws", 1)
        await asyncio.gather(*(_start_and_leave(f"{ws}/ws/{c['table']}", c["host_token"]) for _, c in tables))

    started = threading.Thread(target=asyncio.run, args=(start_all(),))  # (Playwright's loop runs in this thread)
    started.start()
    started.join(60)
    deadline = time.monotonic() + GAME_S
    for what, created in tables:
        while httpx.get(f"{server}/api/tables/{created['table']}", timeout=10).json()["status"] != "over":
            assert time.monotonic() < deadline, f"the game of {what} did not end"
            time.sleep(0.5)
    yield [(what, c["table"], _fullest(httpx.get(f"{server}/api/tables/{c['table']}/record", timeout=30).json()))
           for what, c in tables]


def _at(page: Page, server: str, table: str, step: int) -> None:
    page.goto(f"{server}/t/{table}?seat=all&step={step}")
    expect(page.locator(".replay-where")).to_have_attribute("data-version", str(step))


@pytest.mark.parametrize("window", WINDOWS, ids=[f"{w}x{h}" for w, h in WINDOWS])
def test_every_table_fits_every_window_in_english_and_persian(
        server: str, browser: Browser, fullest_moments: list[tuple[str, str, int]], window: tuple[int, int]) -> None:
    width, height = window
    for lang in LANGUAGES:
        context = browser.new_context(viewport={"width": width, "height": height})
        context.add_init_script(f"localStorage.setItem('bang.lang', '{lang}');")
        page = context.new_page()
        page.set_default_timeout(15_000)
        for what, table, step in fullest_moments:
            label = f"{what}, {width}x{height}, {lang}, step {step}"
            _at(page, server, table, step)
            assert page.locator(".table-layout .seat").count() == int(what.split()[0]), label
            assert page.locator(".open-hand [data-card]").count() > 0, f"{label}: no hand face up"
            check_layout(page, label)
            cut: list[str] = page.evaluate(_CUT)
            if cut:
                page.screenshot(path=f"/tmp/look/cut_{width}_{lang}.png", full_page=True)
            assert not cut, f"{label}: " + "; ".join(cut[:6])
        context.close()
