"""The front end's benchmark, run by scripts/bench-web: it prints figures.

1. First load: every file of web/dist that index.html pulls in (HTML, JS, CSS),
   raw and gzipped (level 9, like a server's on-the-fly compression).
2. Time to the first usable table page: a seated player's browser opens the
   table of a game in progress, from navigation start to the decision panel
   in the page (performance.now() when it appears), over loopback.
3. Click to screen update: a player clicks an answer that goes to the server;
   the time until the new state is on the page (the table's version changed and
   the next frame began). p50 and p99 over the samples.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "web" / "dist"
CHROMIUM = os.environ.get("BANG_CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]

# Buttons whose click sends an answer at once (not a card pick, not a target pick).
SENDING = (
    ".prompt.mine .char-choice:not([disabled])",
    ".prompt.mine .prompt-actions .btn.danger:not([disabled])",
    ".prompt.mine .prompt-actions .btn.primary:not([disabled])",
)

# performance.now() when the decision panel first appears, kept on window.
USABLE_PROBE = """
new MutationObserver((_, o) => {
  if (document.querySelector('.prompt')) { window.__usable = performance.now(); o.disconnect(); }
}).observe(document, { childList: true, subtree: true });
"""

CLICK_AND_WAIT = """
async (selector) => {
  const el = document.querySelector(selector);
  const root = document.querySelector('.table-layout');
  if (!el || !root) return null;
  const before = root.dataset.version;
  const t0 = performance.now();
  const shown = new Promise((resolve) => {
    const o = new MutationObserver(() => {
      if (root.dataset.version === before) return;
      o.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - t0));
    });
    o.observe(root, { attributes: true, attributeFilter: ['data-version'] });
    setTimeout(() => { o.disconnect(); resolve(null); }, 5000);
  });
  el.click();
  return await shown;
}
"""


def first_load() -> None:
    html = (DIST / "index.html").read_text()
    files = [DIST / "index.html"] + [DIST / p.lstrip("/") for p in re.findall(r'(?:src|href)="(/assets/[^"]+)"', html)]
    raw = gz = 0
    print("first load (web/dist):")
    for f in files:
        data = f.read_bytes()
        z = len(gzip.compress(data, 9))
        raw += len(data)
        gz += z
        print(f"  {f.relative_to(DIST)!s:40} {len(data) / 1024:8.1f} KB  gzip {z / 1024:6.1f} KB")
    print(f"  total JS + CSS + HTML: {raw / 1024:.1f} KB, gzipped {gz / 1024:.1f} KB (goal: under 150 KB)")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serve() -> Iterator[str]:
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp:
        bang = shutil.which("bang", path=str(Path(sys.executable).parent)) or "bang"
        proc = subprocess.Popen(
            [bang, "serve", "--port", str(port), "--db", str(Path(tmp) / "bench.db"), "--web", str(DIST),
             "--bot-delay", "0.05", "--log-level", "warning"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        url = f"http://127.0.0.1:{port}"
        try:
            for _ in range(100):
                try:
                    urllib.request.urlopen(url + "/", timeout=1)
                    break
                except OSError:
                    time.sleep(0.1)
            yield url
        finally:
            proc.terminate()
            proc.wait(timeout=10)


def create_table(url: str) -> tuple[str, str]:
    body = json.dumps({"seats": 4, "bots": 3, "character_choice": False, "turn_seconds": 600}).encode()
    req = urllib.request.Request(url + "/api/tables", data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req) as res:
        data = json.load(res)
    return data["table"], data["host_token"]


def start_game(page: Page, url: str) -> str:
    table, host = create_table(url)
    page.evaluate(f"localStorage.setItem('bang.host.{table}', '{host}')")
    page.goto(f"{url}/t/{table}")
    page.locator("form.join input").fill("Bench")
    page.locator("form.join button[type=submit]").click()
    page.locator(".lobby .btn.primary.big").click()
    page.locator(".prompt").wait_for()
    return table


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--samples", type=int, default=100, help="clicks to time")
    ap.add_argument("--loads", type=int, default=10, help="table page loads to time")
    args = ap.parse_args()

    first_load()
    with serve() as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        ctx = browser.new_context(viewport={"width": 1280, "height": 800})
        ctx.add_init_script("localStorage.setItem('bang.lang', 'en')")
        ctx.add_init_script(USABLE_PROBE)
        page = ctx.new_page()
        page.set_default_timeout(15_000)
        page.goto(url + "/")
        table = start_game(page, url)

        loads: list[float] = []
        for _ in range(args.loads):
            page.goto(f"{url}/t/{table}")
            page.wait_for_function("window.__usable !== undefined")
            loads.append(float(page.evaluate("window.__usable")))
        print(f"time to the first usable table page (loopback, {len(loads)} loads): "
              f"median {statistics.median(loads):.0f} ms, first {loads[0]:.0f} ms, max {max(loads):.0f} ms")

        clicks: list[float] = []
        deadline = time.monotonic() + 600
        while len(clicks) < args.samples and time.monotonic() < deadline:
            if page.locator(".end-list").count():
                page.goto(url + "/")
                start_game(page, url)
                continue
            if page.locator(".hand-cards.picking").count() and page.locator(SENDING[2]).count() == 0:
                page.locator(".hand-cards.picking .card:not(.selected)").first.click()
                continue
            selector = next((s for s in SENDING if page.locator(s).count()), None)
            if selector is None:
                # cards to pick (General Store, Kit Carlson): clicked, not timed
                pick = page.locator(".prompt.mine .choice-cards .card:not(.selected)")
                if pick.count():
                    pick.first.click()
                else:
                    time.sleep(0.02)
                continue
            took = page.evaluate(CLICK_AND_WAIT, selector)
            if took is not None:
                clicks.append(float(took))
        if clicks:
            print(f"click to screen update over the websocket ({len(clicks)} clicks): "
                  f"p50 {pct(clicks, 0.5):.1f} ms, p99 {pct(clicks, 0.99):.1f} ms, max {max(clicks):.1f} ms")
        browser.close()


if __name__ == "__main__":
    main()
