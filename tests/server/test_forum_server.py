"""Forum games on a real ``bang serve``: the master's links, the players' pages, moves,
the deadline, overrides, posts, secrets, kill -9 and the dice proof, over real HTTP
and websockets."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

import httpx
import psycopg
import websockets
from serving import Server

import http_client
from bang.rulesets.forum.characters import CHARACTERS
from bang.rulesets.forum.post_text import TEXTS
from bang.rulesets.forum.refusals import ENGLISH

NAMES = ["Анна", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
BIG_SEED = 9220172111275024672  # the review's seed: a JavaScript number reads it as ...024000


def unsafe_numbers(data: object) -> list[int]:
    """The integers of a JSON document that a JavaScript number cannot hold exactly."""
    if isinstance(data, dict):
        return [n for v in data.values() for n in unsafe_numbers(v)]
    if isinstance(data, list):
        return [n for v in data for n in unsafe_numbers(v)]
    return [data] if isinstance(data, int) and abs(data) > 2**53 else []


class Reachable(Protocol):
    """A ``bang serve`` (or a cluster's proxy) at an address."""

    port: int

    @property
    def http(self) -> str: ...


class Forum:
    """One forum game seen through its links."""

    def __init__(self, server: Reachable, players: list[str], deadline_seconds: float = 3600,
                 seed: int | None = None, salt: str = "the test's salt") -> None:
        self.server = server
        body: dict[str, Any] = {"players": players, "deadline_seconds": deadline_seconds, "language": "ru"}
        create = "/api/forum"
        if seed is not None:  # the test servers' route (tests/hooked_app.py)
            # the dice read the seed and the salt: both fixed, the game is fixed
            body["seed"], body["salt"] = seed, salt
            create = "/api/test/forum"
        answer = http_client.post(f"{server.http}{create}", json=body, timeout=10)
        assert answer.status_code == 201, answer.text
        self.created: dict[str, Any] = answer.json()
        self.id = self.created["game"]
        self.master_token = self.created["master_token"]
        self.tokens: list[str] = self.created["player_tokens"]

    def master(self, action: str | None = None, body: object = None) -> httpx.Response:
        url = f"{self.server.http}/api/forum/{self.id}/master/{self.master_token}"
        if action is None:
            return http_client.get(url, timeout=10)
        return http_client.post(f"{url}/{action}", json=body or {}, timeout=30)

    def player(self, seat: int, action: str | None = None, body: object = None) -> httpx.Response:
        url = f"{self.server.http}/api/forum/{self.id}/player/{self.tokens[seat]}"
        if action is None:
            return http_client.get(url, timeout=10)
        return http_client.post(f"{url}/{action}", json=body or {}, timeout=10)

    def view(self, seat: int) -> dict[str, Any]:
        answer = self.player(seat)
        assert answer.status_code == 200, answer.text
        view: dict[str, Any] = answer.json()
        check_no_leak(view, seat)
        return view

    def pick_all(self, rng: random.Random) -> None:
        chars = rng.sample(sorted(CHARACTERS), len(self.tokens))
        for seat, char in enumerate(chars):
            answer = self.player(seat, "pick", {"character": char, "entropy": f"part of seat {seat}"})
            assert answer.status_code == 200, answer.text

    def play_round(self, rng: random.Random, moves_each: int = 3) -> int:
        """Each player draws and posts a few legal moves from their page; the moves posted."""
        posted = 0
        for seat in rng.sample(range(len(self.tokens)), len(self.tokens)):
            for _ in range(moves_each):
                legal = self.view(seat)["legal"]
                if not legal:
                    break
                draws = [m for m in legal if m["kind"] == "draw"]
                move = draws[0] if draws else rng.choice(legal)
                answer = self.player(seat, "move", move)
                assert answer.status_code == 200, answer.text
                posted += 1
        return posted


def check_no_leak(view: dict[str, Any], seat: int) -> None:
    """A player's view holds only their own hand, hidden role, hidden rolls and private posts
    (every role once the game is over and its last post published)."""
    table = view.get("table")
    if table is not None:
        for p in table["players"]:
            if p["seat"] != seat:
                assert "hand" not in p and "turned" not in p, f"seat {seat} sees {p['name']}'s hand"
                if p["alive"] and p.get("role") not in (None, "sheriff") and view["status"] != "over":
                    raise AssertionError(f"seat {seat} sees {p['name']}'s hidden role")
        for e in table["events"]:
            assert "private_to" not in e or seat in e["private_to"], f"seat {seat} sees {e}"
            assert e["type"] != "lieutenant_turned" or e.get("player") == seat
    for post in view.get("posts", []):
        for lang in ("ru", "en"):
            assert set(post[lang]) <= {"bbcode", "markdown", "private"}
    assert "master_token" not in json.dumps(view) and "seed\"" not in json.dumps(view) or any(
        "game_file" in p for p in view.get("posts", []))


def test_an_eight_player_game_over_three_rounds(make_server: Callable[..., Server]) -> None:
    server = make_server()
    # a fixed game: with a random seed a game could end (or leave nobody a move) before round 3
    forum = Forum(server, NAMES, seed=4)
    rng = random.Random(4)
    before = forum.player(0, "move", {"kind": "draw"})
    assert before.status_code == 409 and "character" in before.json()["message"]
    forum.pick_all(rng)
    taken = forum.view(0)["table"]["players"][1]["character"]
    assert forum.player(0, "pick", {"character": taken}).status_code == 409
    roles = {p["role"] for p in forum.master().json()["players"]}
    assert {"bad_lieutenant", "white_indian"} <= roles
    # each name in the Russian cases the dictionary is sure of, for the pages' words ("Дуэль от Анны")
    cases = [{"gent": "Анны", "datv": "Анне", "accs": "Анну"}, *[{}] * 7]
    assert forum.view(1)["name_cases"] == cases and forum.master().json()["name_cases"] == cases
    for round_no in (1, 2, 3):
        assert forum.play_round(rng) > 0
        console = forum.master().json()
        assert console["moves"] and console["round"] == round_no
        assert forum.master("resolve").status_code == 200
        refused = forum.player(0, "move", {"kind": "draw"})
        assert refused.status_code == 409 and "deadline" in refused.json()["message"]
        preview = forum.master().json()["preview"]
        assert preview["round"] == round_no and "[table]" in preview["ru"]["bbcode"]
        if round_no == 2:
            seat = next(p["seat"] for p in forum.master().json()["players"] if p["alive"] and not p["unconscious"])
            answer = forum.master("override", {"kind": "life", "player": seat, "value": 1,
                                               "reason": "the master's ruling on the Barrel"})
            assert answer.status_code == 200, answer.text
            assert "the master's ruling on the Barrel" in forum.master().json()["preview"]["en"]["markdown"]
            bad = forum.master("override", {"kind": "life", "player": seat, "value": 1, "reason": ""})
            assert bad.status_code == 400 and bad.json()["code"] == "override_reason"
        assert forum.master("publish").status_code == 200
        for seat in range(8):
            view = forum.view(seat)
            assert [p["round"] for p in view["posts"]] == list(range(1, round_no + 1))
    first = forum.view(3)["posts"][0]["ru"]["bbcode"]
    assert forum.created["seed_hash"] in first


def test_a_player_sees_nothing_of_the_round_before_the_post(make_server: Callable[..., Server]) -> None:
    server = make_server()
    forum = Forum(server, NAMES[:4])
    rng = random.Random(7)
    forum.pick_all(rng)
    forum.play_round(rng)
    before = [forum.view(s)["table"] for s in range(4)]
    assert forum.master("resolve").status_code == 200
    assert [forum.view(s)["table"] for s in range(4)] == before  # the results wait for the post
    assert forum.master("publish").status_code == 200
    assert forum.view(0)["table"]["round"] == 2


def bring_the_deadline_forward(db: str, game: str, when: float) -> None:
    """Move a game's stored deadline to ``when``, while its server is down: the clock of
    a real forum passing the deadline during an outage, without the test waiting for it
    (no fixed deadline is safe: a loaded machine once took longer than 12 s to play a
    round and restart, and the round resolved before the test looked)."""
    sql = "UPDATE forum_games SET deadline = {0} WHERE id = {0}"
    if db.startswith("postgresql://"):
        with psycopg.connect(db, autocommit=True) as pg:
            assert pg.execute(sql.format("%s").encode(), (when, game)).rowcount == 1
        return
    with contextlib.closing(sqlite3.connect(db)) as lite, lite:
        assert lite.execute(sql.format("?"), (when, game)).rowcount == 1


def test_the_deadline_resolves_the_round_and_survives_kill_9(make_server: Callable[..., Server],
                                                              tmp_path: Path, store_db: str) -> None:
    server = make_server(db=store_db)  # on SQLite, then on PostgreSQL
    forum = Forum(server, NAMES[:4])  # an hour's deadline: no machine is that slow
    rng = random.Random(3)
    forum.pick_all(rng)
    forum.play_round(rng, moves_each=2)
    seen = [forum.view(s) for s in range(4)]
    console = forum.master().json()
    assert console["status"] == "playing" and console["deadline"] > time.time()
    server.kill()  # kill -9 in the middle of the round
    server.start()
    assert [forum.view(s) for s in range(4)] == seen
    assert forum.master().json() == console  # the deadline too, kept on disk
    server.kill()
    bring_the_deadline_forward(store_db, forum.id, time.time())  # it passes while the server is down
    server.start()
    gone = time.monotonic() + 60  # only a server that never resolves takes this long
    while forum.master().json()["status"] == "playing":  # the deadline, read from disk, comes
        assert time.monotonic() < gone, "the deadline passed, the round was never resolved"
        time.sleep(0.1)
    assert forum.master().json()["status"] == "resolved"
    assert [forum.view(s)["table"] for s in range(4)] == [v["table"] for v in seen]  # until the post
    late = forum.player(1, "move", {"kind": "draw"})
    assert late.status_code == 409 and "deadline" in late.json()["message"]


def test_a_refused_move_says_why_and_changes_nothing(make_server: Callable[..., Server]) -> None:
    server = make_server()
    forum = Forum(server, NAMES[:4])
    forum.pick_all(random.Random(1))
    before = forum.view(0)
    answer = forum.player(0, "move", {"kind": "play", "card": "gatling"})
    assert answer.status_code == 409 and answer.json()["message"]
    assert forum.player(0, "move", {"kind": "draw", "target": "x"}).status_code == 409
    assert forum.player(0, "move", [1]).status_code == 409
    assert forum.view(0) == before
    assert http_client.get(f"{server.http}/api/forum/{forum.id}/player/nottoken", timeout=5).status_code == 404
    assert http_client.get(f"{server.http}/api/forum/{forum.id}/master/{forum.tokens[0]}", timeout=5).status_code == 404


def test_a_refused_move_answers_with_a_code_the_page_can_say_in_russian(
        make_server: Callable[..., Server]) -> None:
    server = make_server()
    forum = Forum(server, NAMES[:4])
    too_early = forum.player(0, "move", {"kind": "draw"})
    assert too_early.status_code == 409 and too_early.json()["code"] == "not_started"
    forum.pick_all(random.Random(1))
    hand = forum.master().json()["players"][0]["hand"]
    missing = next(c for c in ("gatling", "indians", "beer", "barrel", "duel") if c not in hand)
    answers = {
        "not_in_hand": forum.player(0, "move", {"kind": "play", "card": missing}).json(),
        "no_such_move": forum.player(0, "move", {"kind": "fly"}).json(),
        "move_object": forum.player(0, "move", [1]).json(),
    }
    for code, answer in answers.items():
        assert answer["error"] == "refused" and answer["code"] == code, answer
        assert answer["message"] == ENGLISH[code].format(**answer["params"])
    assert answers["no_such_move"]["params"] == {"kind": "fly"}


def test_the_websocket_sends_each_player_their_own_view(make_server: Callable[..., Server]) -> None:
    server = make_server()
    forum = Forum(server, NAMES[:5])
    forum.pick_all(random.Random(2))

    async def run() -> list[dict[str, Any]]:
        url = f"ws://127.0.0.1:{server.port}/ws/forum/{forum.id}/{forum.tokens[2]}"
        async with websockets.connect(url) as ws:
            first = json.loads(await ws.recv())
            await asyncio.to_thread(forum.player, 0, "move", {"kind": "draw"})
            second = json.loads(await asyncio.wait_for(ws.recv(), 10))
            return [first, second]

    frames = asyncio.run(run())
    for frame in frames:
        assert frame["type"] == "forum_view"
        check_no_leak(frame["view"], 2)
    assert frames[1]["view"]["table"]["players"][0]["hand_count"] > 0


def test_a_finished_game_publishes_a_file_bang_verify_accepts(make_server: Callable[..., Server],
                                                               tmp_path: Path, store_db: str) -> None:
    server = make_server(db=store_db)  # on SQLite, then on PostgreSQL
    # a fixed game that ends quickly (a random one took 3 to 13 rounds, up to two minutes),
    # its seed above 2**53 as nearly every seed is: a JavaScript number would round it
    forum = Forum(server, NAMES[:4], seed=BIG_SEED)
    rng = random.Random(11)
    forum.pick_all(rng)
    early = http_client.get(f"{server.http}/api/forum/{forum.id}/player/{forum.tokens[0]}/game.json", timeout=10)
    assert early.status_code == 409 and early.json()["code"] == "not_over", early.text
    for _ in range(200):
        forum.play_round(rng, moves_each=4)
        forum.master("resolve")
        forum.master("publish")
        if forum.master().json()["status"] == "over":
            break
    posts = forum.view(0)["posts"]
    assert posts[-1].get("game_file") is True, "the game ended within 200 rounds"
    # The end tells every role on every page, and who won, as the last post does.
    console = forum.master().json()
    roles = {p["seat"]: p["role"] for p in console["players"]}
    assert console["winners"] and console["result"] in ("law", "outlaws", "renegade"), console["result"]
    for seat in range(4):
        table = forum.view(seat)["table"]
        assert {p["seat"]: p.get("role") for p in table["players"]} == roles
        assert table["winners"] == console["winners"] and table["result"] == console["result"]
    last = posts[-1]["ru"]["markdown"]
    won = ", ".join(f"{NAMES[s]} ({TEXTS['ru']['role.' + roles[s]]})" for s in console["winners"])
    assert f"Победители: {won}" in last, last
    for s in range(4):  # the sheet's row of each player ends with their role and state
        assert re.search(rf"\| {NAMES[s]} \|.*\| {TEXTS['ru']['role.' + roles[s]]} \| [^|]+ \|$", last, re.M), last
    # The pages get a flag, never the file: its seed would cross into JavaScript's numbers.
    # (The last post says the seed in its text, where no number is parsed.)
    assert unsafe_numbers(forum.view(0)) == [] and unsafe_numbers(forum.master().json()) == []
    served = {seat: http_client.get(f"{server.http}/api/forum/{forum.id}/player/{forum.tokens[seat]}/game.json",
                                    timeout=10) for seat in (0, 3)}
    served["master"] = http_client.get(f"{server.http}/api/forum/{forum.id}/master/{forum.master_token}/game.json",
                                       timeout=10)
    for who, answer in served.items():
        assert answer.status_code == 200, (who, answer.text)
        assert answer.headers["content-disposition"] == 'attachment; filename="GAME.json"'
        assert answer.content == served[0].content
    assert http_client.get(f"{server.http}/api/forum/{forum.id}/player/wrong-token/game.json",
                           timeout=10).status_code == 404
    path = tmp_path / "GAME.json"
    path.write_bytes(served[0].content)
    assert json.loads(served[0].content)["seed"] == BIG_SEED
    ok = subprocess.run([sys.executable, "-m", "bang.cli", "verify", str(path)], capture_output=True, text=True)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    data = json.loads(served[0].content)
    event = next(e for e in data["events"] if e.get("rolls") and e["type"] == "check")
    event["rolls"][0] = 7 - event["rolls"][0]
    path.write_text(json.dumps(data), encoding="utf-8")
    bad = subprocess.run([sys.executable, "-m", "bang.cli", "verify", str(path)], capture_output=True, text=True)
    assert bad.returncode == 1 and "tampered roll" in bad.stdout
    # every die is the server's secret and the players' parts, each part as its page sent it
    data = json.loads(served[0].content)
    assert data["dice"] == "hmac-sha256" and data["parts"] == [f"part of seat {s}" for s in range(4)]
    assert "part of seat 0" in ok.stdout
    data["parts"][2] = "part of seat 2, changed"
    path.write_text(json.dumps(data), encoding="utf-8")
    bad = subprocess.run([sys.executable, "-m", "bang.cli", "verify", str(path)], capture_output=True, text=True)
    assert bad.returncode == 1 and "a changed roll, secret or part" in bad.stdout


def test_an_entropy_part_that_is_not_text_is_refused(make_server: Callable[..., Server]) -> None:
    forum = Forum(make_server(), NAMES[:4])
    for entropy in (17, "x" * 65, "line\nbreak"):
        answer = forum.player(0, "pick", {"character": "rosie", "entropy": entropy})
        assert answer.status_code == 409 and answer.json()["code"] == "entropy_part", answer.text
    assert forum.view(0)["choosing"]["mine"] is None  # nothing picked
    assert forum.player(0, "pick", {"character": "rosie", "entropy": "ok"}).status_code == 200


def test_the_winchesters_aim_is_the_players_choice_over_http(make_server: Callable[..., Server]) -> None:
    """A Winchester's BANG! aims at the barrel as its page asked; the choice shows in the
    player's legal moves; a choice the rules do not offer is refused with its code."""
    forum = Forum(make_server(), NAMES[:4])
    for seat, char in enumerate(["magnum_erst", "rosie", "tuco", "django"]):
        assert forum.player(seat, "pick", {"character": char, "entropy": str(seat)}).status_code == 200
    for body in ({"kind": "equip", "player": 0, "card": "winchester", "reason": "test"},
                 {"kind": "give_card", "player": 0, "card": "bang", "reason": "test"},
                 {"kind": "equip", "player": 1, "card": "barrel", "reason": "test"}):
        assert forum.master("override", body).status_code == 200
    legal = forum.view(0)["legal"]
    assert {"kind": "play", "player": 0, "card": "bang", "target": 1, "option": "barrel"} in legal
    wrong = forum.player(0, "move", {"kind": "play", "card": "bang", "target": 1, "option": "tail"})
    assert wrong.status_code == 409 and wrong.json()["code"] == "no_such_choice", wrong.text
    assert wrong.json()["params"] == {"choice": "tail"}
    ok = forum.player(0, "move", {"kind": "play", "card": "bang", "target": 1, "option": "barrel"})
    assert ok.status_code == 200, ok.text
    events = forum.master().json()["events"]
    assert any(e["type"] == "aimed" and e["detail"] == "barrel" and e["target"] == 1 for e in events)
