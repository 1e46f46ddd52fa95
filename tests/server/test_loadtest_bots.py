"""``bang loadtest --mode bots --bot-level L``: the server's bots of that level play the tables."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from bang.cli import main


def test_the_load_test_plays_bot_tables_at_the_level_asked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "loadtest.db"
    code = main(["loadtest", "--tables", "2", "--players", "4", "--seconds", "2", "--mode", "bots",
                 "--bot-level", "random", "--db", str(db), "--json"])
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert result["mode"] == "bots" and result["bot_level"] == "random"
    assert result["games_completed"] > 0 and result["games_per_server_cpu_second"] > 0
    with sqlite3.connect(db) as conn:  # every table the load test made plays random bots
        settings = [json.loads(s) for (s,) in conn.execute("SELECT settings FROM tables")]
    assert settings and all(s["bot_level"] == "random" for s in settings)


def test_an_unknown_bot_level_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["loadtest", "--mode", "bots", "--bot-level", "genius"])
    assert "genius" in capsys.readouterr().err


def test_the_load_test_parks_turn_based_tables_and_brings_them_back(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "turns.db"
    code = main(["loadtest", "--mode", "turn-based", "--tables", "20", "--actions", "5", "--db", str(db), "--json"])
    assert code == 0
    result = json.loads(capsys.readouterr().out)
    assert result["mode"] == "turn-based" and result["waiting"] >= 15 and result["came_back"] >= 3
    assert result["act_ms"]["p99"] > 0 and result["server_kib_per_waiting_table"] > 0
    with sqlite3.connect(db) as conn:  # each came-back person's move is stored, after the tables' deadlines
        rows = conn.execute("SELECT count(*) FROM tables WHERE deadline IS NOT NULL AND deciding IS NOT NULL")
        assert rows.fetchone()[0] >= result["waiting"] - result["came_back"]
