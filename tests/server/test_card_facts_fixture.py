"""The card facts the web client's unit tests use (web/src/lib/card_facts.fixture.json) are
the engine's own (``bang.view.card_facts``), never a copy kept by hand; with
BANG_WRITE_FIXTURE=1 this test rewrites the file instead."""

from __future__ import annotations

import json
import os
from pathlib import Path

from bang.rulesets.registry import ruleset_for
from bang.view import card_facts

FIXTURE = Path(__file__).resolve().parents[2] / "web" / "src" / "lib" / "card_facts.fixture.json"


def test_the_web_fixture_is_the_engines_card_facts() -> None:
    facts = card_facts(ruleset_for(8, None, ("dodge_city",)))  # every kind and character
    if os.environ.get("BANG_WRITE_FIXTURE") == "1":
        FIXTURE.write_text(json.dumps(facts, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    assert json.loads(FIXTURE.read_text(encoding="utf-8")) == facts
    assert list(json.loads(FIXTURE.read_text(encoding="utf-8"))["kinds"]) == list(facts["kinds"])
