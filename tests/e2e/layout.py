"""What a table's layout must never do, read from the page in one frame (issue 30): two seats
lying over each other, a seat over the piles' labels, two labels over each other, a seat
reaching past the window's sides. Each problem is named with the seats or labels concerned."""

from __future__ import annotations

import time

from playwright.sync_api import Page

_BOXES = """() => {
  const box = (el, name) => {
    const r = el.getBoundingClientRect();
    return {name, x: r.x, y: r.y, w: r.width, h: r.height};
  };
  const seats = [...document.querySelectorAll('.table-layout .seat')]
    .map((s) => box(s, 'seat ' + s.dataset.seat + ' (' + (s.querySelector('.name')?.textContent ?? '') + ')'));
  const labels = [...document.querySelectorAll('.table-layout .center .pile-label')]
    .filter((l) => l.getBoundingClientRect().width > 0)
    .map((l) => box(l, 'label "' + l.textContent.trim().slice(0, 30) + '"'));
  return {seats, labels, width: document.documentElement.clientWidth};
}"""


def _over(a: dict[str, float], b: dict[str, float]) -> bool:
    """Whether two boxes share more than a hair (half a pixel) of area."""
    return (a["x"] + a["w"] > b["x"] + 0.5 and b["x"] + b["w"] > a["x"] + 0.5
            and a["y"] + a["h"] > b["y"] + 0.5 and b["y"] + b["h"] > a["y"] + 0.5)


def layout_problems(page: Page) -> list[str]:
    found = page.evaluate(_BOXES)
    seats, labels, width = found["seats"], found["labels"], found["width"]
    problems = []
    for i, a in enumerate(seats):
        if a["x"] < -0.5 or a["x"] + a["w"] > width + 0.5:
            problems.append(f"{a['name']} reaches past the window: {a}")
        problems += [f"{a['name']} lies over {b['name']}: {a} {b}" for b in seats[i + 1:] if _over(a, b)]
        problems += [f"{a['name']} lies over {b['name']}: {a} {b}" for b in labels if _over(a, b)]
    for i, a in enumerate(labels):
        problems += [f"{a['name']} lies over {b['name']}: {a} {b}" for b in labels[i + 1:] if _over(a, b)]
    return problems


def check_layout(page: Page, label: str, settle_s: float = 1.5) -> None:
    """No problem once the layout has settled: a table measures its seats as they grow and
    makes room a frame later (Table.svelte's ring), so a problem must last ``settle_s``."""
    deadline = time.monotonic() + settle_s
    while True:
        problems = layout_problems(page)
        if not problems or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert not problems, f"{label}: " + "; ".join(problems[:6])


def dock_share(page: Page) -> float:
    """How much of the window's height the dock (the decision and the hand, fixed to the
    bottom of a phone's screen) takes: 0 where there is none."""
    share: float = page.evaluate("""() => {
      const dock = document.querySelector('.dock');
      if (!dock || getComputedStyle(dock).position !== 'fixed') return 0;
      return dock.getBoundingClientRect().height / innerHeight;
    }""")
    return share
