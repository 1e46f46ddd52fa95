"""The card facts the web client's unit tests use (web/src/lib/card_facts.fixture.json) are
the server's own (``bang.view.card_facts`` and the event cards, of every expansion at once:
``bang.server.expansions.every_fact``), never a copy kept by hand; with BANG_WRITE_FIXTURE=1
this test rewrites the file instead."""

from __future__ import annotations

import json
import os
from pathlib import Path

from bang.server.expansions import every_fact

FIXTURE = Path(__file__).resolve().parents[2] / "web" / "src" / "lib" / "card_facts.fixture.json"


def test_the_web_fixture_is_the_engines_card_facts() -> None:
    facts = every_fact()  # every kind, character and event card
    if os.environ.get("BANG_WRITE_FIXTURE") == "1":
        FIXTURE.write_text(json.dumps(facts, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    assert json.loads(FIXTURE.read_text(encoding="utf-8")) == facts
    assert list(json.loads(FIXTURE.read_text(encoding="utf-8"))["kinds"]) == list(facts["kinds"])
