"""Every forum scenario (tests/forum/scenarios/*.json) played and compared with its
``expect`` block (docs/forum-scenarios.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

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


def _beer_twice() -> dict[str, Any]:
    """A scenario whose second move (round 0, index 1) is refused: a second Beer."""
    path = Path(__file__).parent / "scenarios" / "beer_second_card_refused.json"
    scenario: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return scenario


def test_a_refused_move_the_file_does_not_list_is_a_problem() -> None:
    scenario = _beer_twice()
    out = run_forum_scenario(scenario)
    expect = {k: v for k, v in scenario["expect"].items() if k != "rejected"}
    assert problems(expect, out) == [
        "round 0, move 1 refused, not in expect.rejected: no card twice in a round"]
    assert problems({**expect, "rejected": []}, out) == problems(expect, out)


def test_a_listed_rejection_the_engine_accepted_is_a_problem() -> None:
    scenario = _beer_twice()
    out = run_forum_scenario(scenario)
    expect = {**scenario["expect"], "rejected": [[0, 1], [0, 0]]}
    assert problems(expect, out) == ["round 0, move 0 in expect.rejected was not refused"]
    assert problems({**expect, "rejected": [[0, 1]]}, out) == []


def test_a_refused_move_is_recorded_with_its_code_facts_and_english() -> None:
    rejected = run_forum_scenario(_beer_twice())["rejected"]
    assert rejected and all(r["code"] in ENGLISH for r in rejected)
    for r in rejected:
        facts = {k: v for k, v in r.items() if k not in ("round", "index", "reason", "code")}
        assert r["reason"] == ENGLISH[r["code"]].format(**facts)
