"""Every forum scenario (tests/forum/scenarios/*.json) played and compared with its
``expect`` block (docs/forum-scenarios.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bang.rulesets.forum.refusals import ENGLISH
from bang.rulesets.forum.scenario import problems, run_forum_scenario
from bang.scenario import run_scenario

FILES = sorted((Path(__file__).parent / "scenarios").glob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    scenario = json.loads(path.read_text(encoding="utf-8"))
    assert scenario["expect"], "a scenario states what it expects"
    out = run_scenario(scenario)  # through the dispatch `bang scenario` uses
    assert problems(scenario["expect"], out) == [], json.dumps(out["rejected"], ensure_ascii=False)


def test_every_card_character_and_role_has_a_scenario() -> None:
    from bang.rulesets.forum import CHARACTERS, TABLE
    from bang.rulesets.forum.roles import ROLES

    text = " ".join(p.read_text(encoding="utf-8") for p in FILES)
    missing = [k for k in (*TABLE, *CHARACTERS, *ROLES) if f'"{k}"' not in text]
    assert missing == []


def test_fixed_dice_must_fit_the_die() -> None:
    scenario = json.loads(FILES[0].read_text(encoding="utf-8"))
    scenario = {**scenario, "dice": [21], "players": scenario["players"]}
    scenario["rounds"] = [[{"player": "A", "kind": "draw"}]]
    with pytest.raises(ValueError, match="d20"):
        run_forum_scenario(scenario)


def test_a_refused_move_is_recorded_with_its_code_facts_and_english() -> None:
    scenario = json.loads((Path(__file__).parent / "scenarios" / "beer_second_card_refused.json")
                          .read_text(encoding="utf-8"))
    rejected = run_forum_scenario(scenario)["rejected"]
    assert rejected and all(r["code"] in ENGLISH for r in rejected)
    for r in rejected:
        facts = {k: v for k, v in r.items() if k not in ("round", "index", "reason", "code")}
        assert r["reason"] == ENGLISH[r["code"]].format(**facts)
