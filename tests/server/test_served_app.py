"""The app ``bang serve`` serves has none of the tests' doors (tests/hooked_app.py), even
with the switches that once opened them in its environment (``BANG_TEST_HOOKS=1``,
``BANG_CLOCK_SCALE``): no route deals a table of a chosen seed or fails a table's next
move, the forum draws its own seed whatever the request says, and a turn clock lasts
the seconds the table says."""

from __future__ import annotations

import asyncio
import random
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from serving import ServeProcess
from table_client import seat_players

import http_client
from bang.rulesets.forum.proof import seed_hash

METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS")
SEED, SALT = 4, "the test's salt"
TURN_SECONDS = 600  # 6 seconds, were BANG_CLOCK_SCALE=0.01 read


class BangServe(ServeProcess):
    """``bang serve`` as a user starts it (the installed command), the old switches set."""

    def launcher(self) -> list[str]:
        return [shutil.which("bang", path=str(Path(sys.executable).parent)) or "bang", "serve"]

    def serve_flags(self) -> list[str]:
        return ["--bot-delay", "0", *super().serve_flags()]


@pytest.fixture
def served(tmp_path: Path) -> Iterator[BangServe]:
    """``bang serve`` with ``BANG_TEST_HOOKS=1`` and ``BANG_CLOCK_SCALE=0.01`` in its environment."""
    server = BangServe(tmp_path / "bang.db", tmp_path / "bang.log",
                       {"BANG_TEST_HOOKS": "1", "BANG_CLOCK_SCALE": "0.01"})
    server.start()
    yield server
    server.stop()


def test_no_test_route_answers(served: BangServe) -> None:
    created = http_client.post(f"{served.http}/api/tables", json={"seats": 3, "bots": 2}, timeout=10)
    assert created.status_code == 201, created.text
    table = created.json()["table"]
    bodies = {
        "/api/test/tables": {"settings": {"seats": 3, "bots": 2}, "seed": SEED},
        f"/api/test/tables/{table}/fail-next-apply": {},
        "/api/test/forum": {"players": ["Ann", "Bob", "Cid", "Dan"], "seed": SEED, "salt": SALT},
    }
    for path, body in bodies.items():
        for method in METHODS:
            answer = http_client.client().request(method, served.http + path, timeout=10,
                                                  json=None if method in ("GET", "HEAD") else body)
            assert answer.status_code in (404, 405), (method, path, answer.status_code, answer.text)


def test_a_move_after_a_fault_asked_for_plays_and_the_clock_is_unscaled(served: BangServe) -> None:
    created = http_client.post(f"{served.http}/api/tables", json={"seats": 3, "bots": 2,
                                                                 "turn_seconds": TURN_SECONDS}, timeout=10)
    assert created.status_code == 201, created.text
    table = created.json()["table"]

    async def scenario() -> None:
        (ann,) = await seat_players(served.ws(table), 1, host_token=created.json()["host_token"])
        while not ann.my_turn():
            await ann.expect("state")
        assert ann.state is not None
        version, deadline = ann.state["version"], ann.state["deadline"]
        assert deadline is not None and deadline > TURN_SECONDS / 2, deadline  # not 6 seconds
        answer = http_client.post(f"{served.http}/api/test/tables/{table}/fail-next-apply", timeout=10)
        assert answer.status_code in (404, 405), answer.text
        await ann.act_randomly(random.Random(1))
        state = await ann.expect("state")
        assert state["version"] > version  # played, not paused
        await ann.close()

    asyncio.run(scenario())
    info = http_client.get(f"{served.http}/api/tables/{table}", timeout=10).json()
    assert info["status"] in ("playing", "over") and info["message"] is None
    assert "injected fault" not in served.log() and "paused by an internal error" not in served.log()


def test_the_forum_draws_its_own_seed_whatever_the_request_says(served: BangServe) -> None:
    body = {"players": ["Ann", "Bob", "Cid", "Dan"], "deadline_seconds": 3600, "language": "en",
            "seed": SEED, "salt": SALT}
    hashes = []
    for _ in range(2):
        answer = http_client.post(f"{served.http}/api/forum", json=body, timeout=10)
        assert answer.status_code == 201, answer.text
        hashes.append(answer.json()["seed_hash"])
    assert seed_hash(SEED, SALT) not in hashes
    assert hashes[0] != hashes[1]  # each game drew its own
