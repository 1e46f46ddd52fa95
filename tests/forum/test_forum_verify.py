"""Dice anyone can check: the seed's hash, and `bang verify GAME.json` replaying every roll."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bang.cli import main
from bang.rulesets.forum.bots import play_random_game
from bang.rulesets.forum.overrides import Override
from bang.rulesets.forum.proof import game_file, seed_hash, verify


def _finished(tmp_path: Path) -> tuple[dict, Path]:
    game = play_random_game(8, seed=12)
    assert game.over
    data = game_file(game, "s4lt")
    path = tmp_path / "GAME.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return data, path


def test_the_hash_is_of_the_seed_and_the_salt() -> None:
    assert seed_hash(5, "a") == seed_hash(5, "a")
    assert len({seed_hash(5, "a"), seed_hash(6, "a"), seed_hash(5, "b")}) == 3


def test_a_finished_game_verifies(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data, path = _finished(tmp_path)
    problems, rolls = verify(data)
    assert problems == []
    assert rolls == sum(len(e.get("rolls", [])) for e in data["events"]) > 0
    assert main(["verify", str(path)]) == 0
    assert "OK" in capsys.readouterr().out


def test_a_tampered_roll_is_flagged(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data, path = _finished(tmp_path)
    i, event = next((i, e) for i, e in enumerate(data["events"]) if e["type"] == "check")
    event["rolls"] = [7 - event["rolls"][0], *event["rolls"][1:]]
    path.write_text(json.dumps(data), encoding="utf-8")
    problems, _ = verify(data)
    assert len(problems) == 1 and "tampered roll" in problems[0]
    assert f"round {event['round']}" in problems[0]
    assert main(["verify", str(path)]) == 1
    out = capsys.readouterr().out
    assert "FAILED" in out and "tampered roll" in out


def test_a_changed_seed_is_flagged(tmp_path: Path) -> None:
    data, _ = _finished(tmp_path)
    data["seed"] += 1
    problems, _ = verify(data)
    assert any("seed_hash" in p for p in problems)


def test_a_game_with_overrides_verifies() -> None:
    from bang.rulesets.forum import ForumGame
    from bang.rulesets.forum.bots import play_round
    from bang.state import Rng

    game = ForumGame.new([("A", "kid_curry"), ("B", "rosie"), ("C", "tuco"), ("D", "django")], 77)
    play_round(game, Rng(1))
    game.override(Override("ruling", "the master rolled the Barrel by hand"))
    play_round(game, Rng(2))
    assert verify(game_file(game, "x"))[0] == []


def test_a_file_that_is_no_game_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text("[1, 2]", encoding="utf-8")
    assert main(["verify", str(path)]) == 2
    assert verify({"players": []})[0]
