"""``bang scenario`` on files a third party might write: odd but valid input is read
as meant; a malformed file is refused with one line naming what is wrong."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bang.errors import MalformedAction
from bang.scenario import run_scenario

BASE: dict[str, Any] = {
    "seed": 3,
    "players": [
        {"name": "A", "role": "sheriff", "character": "willy_the_kid", "hand": ["bang/AS"]},
        {"name": "B", "role": "outlaw", "character": "black_jack", "hp": 4},
        {"name": "C", "role": "outlaw", "character": "kit_carlson"},
        {"name": "D", "role": "renegade", "character": "vulture_sam"},
    ],
    "turn": "A",
    "phase": "play",
    "actions": [],
}


def _with(change: dict[str, Any], seat: int | None = None) -> dict[str, Any]:
    scenario = copy.deepcopy(BASE)
    (scenario["players"][seat] if seat is not None else scenario).update(change)
    return scenario


@pytest.mark.parametrize(
    ("scenario", "message"),
    [
        ([1, 2], "a scenario is a JSON object"),
        (_with({"players": "A,B,C,D"}), "'players' must list the seats"),
        (_with({"players": BASE["players"][:2]}), "3 to 8 players, not 2"),
        (_with({"players": BASE["players"][:3]}), "a 3-player table has no Sheriff"),
        (_with({"name": "A"}, 1), "two players are named 'A'"),
        (_with({"role": "deputy"}, 0), "one Sheriff, not 0"),
        (_with({"hp": "four"}, 1), "B: 'hp' must be a whole number, not 'four'"),
        (_with({"hp": 9}, 1), "B: 'hp' 9 is not between 1 and 4"),
        (_with({"hp": 0}, 1), "B: 'hp' 0 is not between 1 and 4"),
        (_with({"alive": "false"}, 1), "B: 'alive' must be true or false"),
        (_with({"alive": False, "hand": ["beer"]}, 1), "B is out of the game: no hand"),
        (_with({"hand": "beer"}, 1), "B: 'hand' must be a list"),
        (_with({"deck": ["bang/1S"]}), "no such card: 'bang/1S'"),
        (_with({"deck": ["bang/AS"]}), "no card 'bang/AS' left to place"),
        (_with({"seed": "abc"}), "'seed' must be a whole number"),
        (_with({"turn": "Z"}), "'turn' names no player"),
        (_with({"phase": "draw"}), "'phase' must be start or play"),
        (_with({"actions": {"player": "A"}}), "'actions' must be a list"),
        (_with({"character": "john_wayne"}, 2), "seat 2: bad or missing role/character"),
    ],
)
def test_a_malformed_scenario_is_refused_naming_the_problem(scenario: Any, message: str) -> None:
    with pytest.raises(MalformedAction, match=message.replace("(", r"\(").replace(")", r"\)")):
        run_scenario(scenario)


def test_null_fields_are_fields_left_out_and_bad_actions_are_only_refused() -> None:
    scenario = _with({"actions": [
        "play bang",  # not an object: refused, the run goes on
        {"player": "A", "do": "play", "card": "bang/AS", "target": "B", "target_card": None, "as": None},
    ]})
    out = run_scenario(scenario)
    assert [r["index"] for r in out["rejected"]] == [0]
    assert "an action is an object" in out["rejected"][0]["reason"]
    assert out["players"][1]["hp"] == 3


def test_bangs_played_starts_again_with_a_new_turn() -> None:
    out = run_scenario(_with({"phase": "start", "bangs_played": 1, "actions": [
        {"player": "A", "do": "play", "card": "bang/AS", "target": "B"},
    ]}))
    assert out["rejected"] == [] and out["players"][1]["hp"] == 3


def test_the_command_exits_2_with_one_line_and_no_traceback(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(_with({"hp": 2.5}, 1)), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "bang.cli", "scenario", str(path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == "bang scenario: B: 'hp' must be a whole number, not 2.5"
