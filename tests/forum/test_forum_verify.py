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


# ---- the dice of the server's secret and the players' parts (dice.FairDice) ----------

PARTS = ["anna's part", "7f3a", "", "Виктор", "x", "y", "z", "w"]


def _fair(parts: list[str] = PARTS, seed: int = 12, salt: str = "s4lt") -> dict:
    from bang.rulesets.forum.bots import play_random_game

    game = play_random_game(8, seed=seed, fair=(salt, parts))
    assert game.over
    return game_file(game, salt)


def test_the_same_parts_give_the_same_rolls_and_others_other_rolls() -> None:
    a, b = _fair(), _fair()
    assert a["rolls"] == b["rolls"] and a["events"] == b["events"]
    changed = _fair([*PARTS[:3], "Виктор!", *PARTS[4:]])
    assert changed["rolls"] != a["rolls"]
    other_secret = _fair(salt="other")
    assert other_secret["rolls"] != a["rolls"]


def test_each_roll_is_the_documented_hmac(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Rewritten here from docs/forum-table.md, not from dice.py: the check a player does alone."""
    import hashlib
    import hmac

    data = _fair()
    key = f"{data['seed']}:{data['salt']}".encode()
    assert hashlib.sha256(key).hexdigest() == data["seed_hash"]
    for roll in data["rolls"]:
        for attempt in range(3):
            msg = json.dumps([roll["n"], roll["purpose"], roll["sides"], data["parts"], attempt],
                             separators=(",", ":"))
            v = int.from_bytes(hmac.new(key, msg.encode(), hashlib.sha256).digest(), "big")
            if v < 2**256 - 2**256 % roll["sides"]:
                assert roll["value"] == v % roll["sides"] + 1, roll
                break
    assert data["rolls"][0]["purpose"] == "roles"
    assert {r["purpose"].split(": ")[-1] for r in data["rolls"]} >= {"roles", "draw"}
    problems, checked = verify(data)
    assert problems == [] and checked == len(data["rolls"])
    path = tmp_path / "GAME.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["verify", str(path)]) == 0
    out = capsys.readouterr().out
    assert "OK" in out and "anna's part" in out


@pytest.mark.parametrize("change", ["part", "seed", "salt", "roll", "purpose"])
def test_a_changed_part_secret_or_roll_fails(change: str) -> None:
    data = _fair()
    if change == "part":
        data["parts"][1] = "7f3b"
    elif change == "seed":
        data["seed"] += 1
    elif change == "salt":
        data["salt"] = "s4lT"
    elif change == "roll":
        roll = data["rolls"][5]
        roll["value"] = roll["value"] % roll["sides"] + 1
    else:
        data["rolls"][5]["purpose"] = "round 1: something else"
    problems, _ = verify(data)
    assert problems, change
    if change in ("part", "roll", "purpose"):
        assert any("a changed roll, secret or part" in p for p in problems), problems


def test_a_stored_game_without_parts_verifies_the_old_way(tmp_path: Path) -> None:
    data, _ = _finished(tmp_path)
    assert "dice" not in data and "parts" not in data and "rolls" not in data
    assert verify(data)[0] == []


def test_fair_rolls_fit_their_die_and_spread_evenly() -> None:
    from collections import Counter

    from bang.rulesets.forum.dice import FairDice, fair_roll

    dice = FairDice(7, "salt", ("a", "b"))
    for sides in (1, 2, 3, 5, 6, 7, 20):
        assert {dice.roll(sides, "fit") for _ in range(200)} == set(range(1, sides + 1))
    counts = Counter(fair_roll("7:salt", ("a", "b"), n, 6, "spread") for n in range(6000))
    assert all(900 <= counts[face] <= 1100 for face in range(1, 7)), counts  # fixed inputs: no chance here
    assert [r.n for r in dice.rolled] == list(range(len(dice.rolled)))
    # the roll is the documented HMAC, so the same inputs give the same die anywhere
    assert fair_roll("7:salt", ("a", "b"), 0, 20, "x") == fair_roll("7:salt", ("a", "b"), 0, 20, "x")
    assert len({fair_roll("7:salt", ("a", part), 0, 1 << 30, "x") for part in "bcdefg"}) == 6
