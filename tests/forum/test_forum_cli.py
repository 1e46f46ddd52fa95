"""`bang scenario` and `bang simulate --ruleset forum` from the command line's entry point."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bang.cli import main

SCENARIOS = Path(__file__).parent / "scenarios"


def test_bang_scenario_runs_a_forum_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scenario", str(SCENARIOS / "card_dynamite_path.json")]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["ruleset"] == "forum"
    assert {p["name"]: p["life"] for p in out["players"]}["D"] == 2


def test_bang_simulate_forum(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--ruleset", "forum", "--players", "8", "--games", "20", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 20 and sum(data["results"].values()) == 20
    assert data["max_rounds"] <= data["round_cap"]
    assert main(["simulate", "--ruleset", "forum", "--players", "4", "--games", "5"]) == 0
    assert "random forum games" in capsys.readouterr().out


def test_bang_simulate_forum_needs_four_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--ruleset", "forum", "--players", "3", "--games", "1"]) == 2
    assert "4 to 10" in capsys.readouterr().err
