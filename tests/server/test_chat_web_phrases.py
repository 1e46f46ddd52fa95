"""The web page's quick phrases (web/src/lib/phrases.ts) are the server's (bang.server.phrases):
the same ids, in the same order, each in the same group with the same arguments."""

from __future__ import annotations

import re
from pathlib import Path

from bang.server.phrases import PHRASES

PHRASES_TS = Path(__file__).resolve().parents[2] / "web" / "src" / "lib" / "phrases.ts"
LINE = re.compile(r"^  (\w+): \{ group: '(\w+)', args: \[([^\]]*)\] \},$")


def web_phrases() -> list[tuple[str, str, tuple[str, ...]]]:
    text = PHRASES_TS.read_text(encoding="utf-8")
    block = text[text.index("export const PHRASES = {"):]
    block = block[: block.index("} as const")]
    found = []
    for line in block.splitlines()[1:]:
        match = LINE.match(line)
        assert match, f"phrases.ts: a line of PHRASES not in the form `  id: {{ group: '...', args: [...] }},`: {line!r}"
        args = tuple(a.strip().strip("'") for a in match.group(3).split(",") if a.strip())
        found.append((match.group(1), match.group(2), args))
    return found


def test_the_web_lists_the_server_phrases_in_order() -> None:
    server = [(p.id, p.group, tuple(p.args)) for p in PHRASES.values()]
    assert web_phrases() == server
    assert len(server) == 29
