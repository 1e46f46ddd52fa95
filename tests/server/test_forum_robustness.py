"""Forum games against requests from outside, over real HTTP on a real ``bang serve``:
a huge chunked body, JSON nested a thousand deep, a malformed override, names and
reasons that would break the posts, too many requests from one address, a player
taking a move back, and two cluster processes on one PostgreSQL schema where the
backup, holding an old copy of the game, takes it over (issue 19, "Robustness")."""

from __future__ import annotations

import random
import select
import socket
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from cluster_harness import Cluster, Process, database, need_haproxy
from limits_serving import LimitedServer
from serving import HOST, Server
from test_forum_server import NAMES, Forum

MiB = 1024 * 1024


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError("no VmRSS")


def chunked_upload(port: int, path: str, limit: int) -> tuple[int, int]:
    """POST ``path`` a chunked body of up to ``limit`` bytes, one MiB a chunk, stopping
    when the server answers: (the HTTP status, the bytes sent)."""
    sent = 0
    with socket.create_connection((HOST, port), timeout=30) as s:
        s.sendall(f"POST {path} HTTP/1.1\r\nHost: {HOST}\r\ncontent-type: application/json\r\n"
                  "transfer-encoding: chunked\r\n\r\n".encode())
        chunk = f"{MiB:x}\r\n".encode() + b"[" * MiB + b"\r\n"
        while sent < limit:
            if select.select([s], [], [], 0)[0]:
                break  # the server has answered
            try:
                s.sendall(chunk)
            except OSError:
                break
            sent += MiB
        answer = b""
        while b"\r\n" not in answer:
            part = s.recv(4096)
            assert part, f"the server closed the connection without an answer after {sent} bytes"
            answer += part
    return int(answer.split()[1]), sent


def test_a_huge_chunked_body_is_refused_after_16_kib(make_server: Callable[..., Server]) -> None:
    server = make_server()
    forum = Forum(server, NAMES[:4])
    assert server.proc is not None
    before = rss_kib(server.proc.pid)
    for path in ("/api/forum", f"/api/forum/{forum.id}/player/{forum.tokens[0]}/move",
                 f"/api/forum/{forum.id}/master/{forum.master_token}/override"):
        status, sent = chunked_upload(server.port, path, 256 * MiB)
        assert status == 413, path
        assert sent < 64 * MiB, f"{path}: the server read {sent} bytes before answering"
    grown = rss_kib(server.proc.pid) - before
    assert grown < 40 * 1024, f"the server grew by {grown} KiB"
    with socket.create_connection((HOST, server.port), timeout=30) as s:  # a length declared over the cap
        s.sendall(f"POST /api/forum HTTP/1.1\r\nHost: {HOST}\r\ncontent-length: {10**9}\r\n\r\n{{}}".encode())
        assert s.recv(4096).split()[1] == b"413"  # answered at once, before the body


@pytest.mark.parametrize("levels", [1000, 100_000])
def test_json_nested_deep_is_a_clear_400(make_server: Callable[..., Server], levels: int) -> None:
    server = make_server()
    forum = Forum(server, NAMES[:4])
    forum.pick_all(random.Random(5))
    console = forum.master().json()
    deep = "[" * levels + "]" * levels
    for url in (f"{server.http}/api/forum", f"{server.http}/api/forum/{forum.id}/player/{forum.tokens[0]}/move",
                f"{server.http}/api/forum/{forum.id}/master/{forum.master_token}/override"):
        for body in (deep, '{"kind": ' + deep + "}"):
            answer = httpx.post(url, content=body[:16000], headers={"content-type": "application/json"}, timeout=10)
            assert answer.status_code == 400, (url, answer.text)
            assert answer.json()["code"] == "too_deep"
    assert forum.master().json() == console


def test_a_malformed_override_is_refused_and_changes_nothing(make_server: Callable[..., Server]) -> None:
    server = make_server()
    forum = Forum(server, NAMES[:4])
    forum.pick_all(random.Random(6))
    console = forum.master().json()
    for body, code in [
        ({"kind": "life", "player": 1, "reason": "no value"}, "override_value"),
        ({"kind": "life", "player": 1, "value": "2", "reason": "a string"}, "override_value"),
        ({"kind": "life", "player": 1, "value": True, "reason": "a bool"}, "override_value"),
        ({"kind": "life", "value": 2, "reason": "nobody"}, "override_player"),
        ({"kind": "life", "player": 9, "value": 2, "reason": "no seat 9"}, "override_player"),
        ({"kind": "give_card", "player": 1, "reason": "no card"}, "override_card"),
        ({"kind": "give_card", "player": 1, "card": "rocket", "reason": "no such card"}, "override_card"),
        ({"kind": "fly", "player": 1, "reason": "?"}, "override_kind"),
        ({"kind": "ruling", "reason": "   "}, "override_reason"),
        ([1, 2], "override_object"),
    ]:
        answer = forum.master("override", body)
        assert answer.status_code == 400, (body, answer.text)
        assert answer.json()["code"] == code, (body, answer.json())
    too_many = forum.master("override", {"kind": "life", "player": 1, "value": 99, "reason": "too many"})
    assert too_many.status_code == 409 and too_many.json()["code"] == "override_refused"
    assert forum.master().json() == console  # nothing changed, no override kept


@pytest.mark.parametrize("bad", ["Bob\u202e", "Bo\nb", "\u200b", "Bob\u2066x", "x" * 30])
def test_a_name_that_would_break_the_posts_is_refused(make_server: Callable[..., Server], bad: str) -> None:
    server = make_server()
    answer = httpx.post(f"{server.http}/api/forum", json={"players": ["Ann", bad, "Cid", "Dan"]}, timeout=10)
    assert answer.status_code == 400, answer.text
    assert answer.json()["code"] == "bad_name" and answer.json()["params"]["n"] == 2
    look_alike = httpx.post(f"{server.http}/api/forum", json={"players": ["Ann", "Аnn", "Cid", "Dan"]}, timeout=10)
    assert look_alike.status_code == 400 and look_alike.json()["code"] == "name_taken"


def test_names_are_trimmed_and_an_override_reason_is_checked(make_server: Callable[..., Server]) -> None:
    server = make_server()
    forum = Forum(server, ["  Ann   Lee ", "Bob", "Cid", "Dan"])
    forum.pick_all(random.Random(8))
    assert forum.master().json()["names"][0] == "Ann Lee"
    for reason in ("line\nbreak", "turned \u202eround", "zero\u200bwidth"):
        answer = forum.master("override", {"kind": "ruling", "reason": reason})
        assert answer.status_code == 400 and answer.json()["code"] == "bad_reason", answer.text
    long = forum.master("override", {"kind": "ruling", "reason": "x" * 501})
    assert long.status_code == 400 and long.json()["code"] == "long_reason"
    fine = forum.master("override", {"kind": "ruling", "reason": "  a   ruling  "})
    assert fine.status_code == 200 and fine.json()["overrides"][-1]["reason"] == "a ruling"


def test_the_player_routes_are_rate_limited(tmp_path: Path) -> None:
    server = LimitedServer(tmp_path / "bang.db", "--forum-posts-per-minute", "6").start()
    try:
        created = server.post("/api/forum", {"players": NAMES[:4]})
        assert created.status_code == 201, created.text
        game, token = created.json()["game"], created.json()["player_tokens"][0]
        answers = [server.post(f"/api/forum/{game}/player/{token}/move", {"kind": "draw"}) for _ in range(8)]
        assert [a.status_code for a in answers] == [409] * 6 + [429] * 2  # (409: the characters are not chosen)
        assert answers[-1].json()["code"] == "limit" and "forum_posts_per_minute" in answers[-1].json()["message"]
        assert int(answers[-1].headers["retry-after"]) > 0
        other = server.post(f"/api/forum/{game}/player/{token}/move", {"kind": "draw"}, source="127.0.0.2")
        assert other.status_code == 409  # another address has its own count
        assert httpx.get(f"{server.http}/api/forum/{game}/player/{token}", timeout=10).status_code == 200
    finally:
        server.stop()


def first_undoable(forum: Forum, seat: int) -> dict[str, Any] | None:
    """Post legal moves for ``seat`` until one of them may be taken back; that entry of my_moves."""
    for _ in range(6):
        view = forum.view(seat)
        mine = [m for m in view["my_moves"] if m["undo"]]
        if mine:
            return mine[0]
        legal = [m for m in view["legal"] if m["kind"] != "draw"] or view["legal"]
        if not legal:
            return None
        assert forum.player(seat, "move", legal[0]).status_code == 200
    return None


def test_a_player_takes_a_move_back_until_the_resolve(make_server: Callable[..., Server]) -> None:
    server = make_server()
    forum = Forum(server, NAMES[:4], seed=4)
    forum.pick_all(random.Random(4))
    assert forum.player(0, "move", {"kind": "draw"}).status_code == 200
    drawn = forum.view(0)["my_moves"]
    assert drawn == [{"index": 0, "move": {"kind": "draw", "player": 0}, "undo": False}]
    refused = forum.player(0, "undo", {"index": 0})
    assert refused.status_code == 409 and refused.json()["code"] == "undo_revealing"  # the cards are seen
    seat, entry = next((s, e) for s in range(4) if (e := first_undoable(forum, s)) is not None)
    before = forum.master().json()
    assert forum.player((seat + 1) % 4, "undo", {"index": entry["index"]}).json()["code"] == "undo_no_move"
    wrong = forum.player(seat, "undo", {"index": entry["index"], "move": {"kind": "fly"}})
    assert wrong.status_code == 409 and wrong.json()["code"] == "undo_no_move"
    taken = forum.player(seat, "undo", {"index": entry["index"], "move": entry["move"]})
    assert taken.status_code == 200, taken.text
    assert entry not in taken.json()["my_moves"]
    after = forum.master().json()
    assert len(after["moves"]) == len(before["moves"]) - 1
    assert [m for m in after["moves"]] == [m for i, m in enumerate(before["moves"]) if i != entry["index"]]
    # again after a restart: the log replays the undo
    server.stop()
    server.start()
    assert forum.master().json() == after
    # once the master has resolved the round, the moves stand
    again = first_undoable(forum, seat)
    assert again is not None
    assert forum.master("resolve").status_code == 200
    late = forum.player(seat, "undo", {"index": again["index"]})
    assert late.status_code == 409 and late.json()["code"] == "undo_too_late"
    assert forum.view(seat)["my_moves"] == []


@pytest.fixture
def pg_cluster(tmp_path: Path) -> Any:
    need_haproxy()
    with database("postgresql", tmp_path) as db, Cluster(db, tmp_path, count=2).running() as running:
        yield running


def test_the_backup_takes_a_forum_game_over_fresh_after_kill_9(pg_cluster: Cluster) -> None:
    primary, backup = pg_cluster.processes
    forum = Forum(pg_cluster, NAMES[:4], seed=4)  # through HAProxy's bang_forum backend
    rng = random.Random(4)
    direct = f"{backup.http}/api/forum/{forum.id}/master/{forum.master_token}"
    assert httpx.get(direct, timeout=10).status_code == 200  # the backup holds a copy from before the game
    forum.pick_all(rng)
    moves = forum.play_round(rng, moves_each=2)
    assert moves >= 4
    console = forum.master().json()
    assert len(console["moves"]) == moves
    primary.kill()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:  # HAProxy sees the primary down and sends the forum to the backup
        answer = forum.master()
        if answer.status_code == 200:
            break
        time.sleep(0.2)
    taken_over = forum.master().json()
    assert taken_over == console, "the backup served its stale copy"
    view = forum.view(0)
    legal = view["legal"]
    assert legal, "seat 0 has a move left"
    answer = forum.player(0, "move", legal[0])
    assert answer.status_code == 200, answer.text
    assert len(forum.master().json()["moves"]) == moves + 1


def test_two_processes_writing_one_forum_game_never_answer_500(tmp_path: Path) -> None:
    with database("postgresql", tmp_path) as db:
        processes = [Process(db, tmp_path, f"bang{i}").start() for i in (1, 2)]
        try:
            first = processes[0]
            forum = Forum(first, NAMES[:4], seed=4)
            forum.pick_all(random.Random(4))
            statuses: list[int] = []

            def play(process: Process, seat: int) -> None:
                for _ in range(6):
                    url = f"{process.http}/api/forum/{forum.id}/player/{forum.tokens[seat]}"
                    legal = httpx.get(url, timeout=10).json()["legal"]
                    if not legal:
                        return
                    statuses.append(httpx.post(f"{url}/move", json=legal[0], timeout=10).status_code)

            threads = [threading.Thread(target=play, args=(processes[s % 2], s)) for s in range(4)]
            for t in threads:
                t.start()
            for t in threads:
                t.join(60)
            assert statuses and set(statuses) <= {200, 409}, statuses
            consoles = [httpx.get(f"{p.http}/api/forum/{forum.id}/master/{forum.master_token}", timeout=10).json()
                        for p in processes]
            assert consoles[0] == consoles[1]
            assert len(consoles[0]["moves"]) == statuses.count(200)
        finally:
            for process in processes:
                process.stop()


def test_an_undo_keeps_the_masters_override_made_after_the_move(make_server: Callable[..., Server]) -> None:
    server = make_server()
    forum = Forum(server, NAMES[:4], seed=4)
    forum.pick_all(random.Random(4))
    seat, entry = next((s, e) for s in range(4) if (e := first_undoable(forum, s)) is not None)
    ruling = forum.master("override", {"kind": "ruling", "reason": "the master's word after that move"})
    assert ruling.status_code == 200, ruling.text
    life = forum.master("override", {"kind": "life", "player": (seat + 1) % 4, "value": 2, "reason": "a wound"})
    assert life.status_code == 200, life.text
    taken = forum.player(seat, "undo", {"index": entry["index"], "move": entry["move"]})
    assert taken.status_code == 200, taken.text
    console = forum.master().json()
    assert [o["reason"] for o in console["overrides"]] == ["the master's word after that move", "a wound"]
    assert console["players"][(seat + 1) % 4]["life"] == 2
    server.stop()
    server.start()
    assert forum.master().json() == console
