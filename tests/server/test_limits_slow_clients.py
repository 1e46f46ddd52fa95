"""Slow clients of a ``bang serve`` that faces them itself (slow_clients.py): a request
not sent in time is answered 408 and closed, open connections stay under the file limit,
and the server answers everyone else meanwhile. Raw sockets, a bounded count."""

from __future__ import annotations

import asyncio
import resource
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from serving import HOST, free_port

FILES = 128  # the server's file limit here: at most FILES - 64 connections open
SLOW = 100  # slow sockets opened at once
TIMEOUT = 2.0  # --request-timeout


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """``bang serve --request-timeout 2`` with ``ulimit -n 128``: (its URL, its log)."""
    port = free_port()
    log_path = tmp_path / "serve.log"

    def small_file_limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (FILES, FILES))

    cmd = [sys.executable, "-m", "bang.cli", "serve", "--host", HOST, "--port", str(port),
           "--db", str(tmp_path / "slow.db"), "--request-timeout", str(TIMEOUT), "--tables-per-minute", "0", "--log-level", "info"]
    with log_path.open("ab") as log:
        proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, preexec_fn=small_file_limit)
    url = f"http://{HOST}:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            assert proc.poll() is None, log_path.read_text()
            try:
                httpx.get(f"{url}/api/schema", timeout=1)
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline, log_path.read_text()
                time.sleep(0.05)
        yield url, log_path
        assert proc.poll() is None, "the server died"
    finally:
        proc.terminate()
        proc.wait(10)


async def _slow_client(port: int, opened: float, what: str) -> tuple[float, bytes]:
    """One raw connection that never finishes its request: (seconds until the server closed
    it, what it answered)."""
    reader, writer = await asyncio.open_connection(HOST, port)
    answer = b""
    try:
        if what == "headers":  # a header line every 0.5 s, never the blank line that ends them
            writer.write(b"GET /api/schema HTTP/1.1\r\nHost: bang\r\n")
        elif what == "body":  # the headers, then 10 of the 100 bytes of body it announced
            writer.write(b"POST /api/tables HTTP/1.1\r\nHost: bang\r\ncontent-type: application/json\r\n"
                         b"content-length: 100\r\n\r\n{\"seats\": 4")
        for n in range(60):
            try:
                chunk = await asyncio.wait_for(reader.read(4096), 0.5)
            except TimeoutError:
                if what == "headers":
                    writer.write(b"X-Slow-%d: still here\r\n" % n)
                    await writer.drain()
                continue
            if not chunk:
                break
            answer += chunk
        return time.monotonic() - opened, answer
    except (ConnectionResetError, BrokenPipeError):
        return time.monotonic() - opened, answer
    finally:
        writer.close()


def test_slow_requests_are_closed_in_time_and_the_server_answers_meanwhile(server: tuple[str, Path]) -> None:
    url, log_path = server
    port = int(url.rsplit(":", 1)[1])

    async def scenario() -> None:
        opened = time.monotonic()
        kinds = ["headers", "body", "nothing"]
        slow = [asyncio.create_task(_slow_client(port, opened, kinds[i % 3])) for i in range(SLOW)]
        await asyncio.sleep(0.5)
        answers = []
        async with httpx.AsyncClient(timeout=10) as http:
            deadline = time.monotonic() + TIMEOUT + 5
            while time.monotonic() < deadline:  # served within the request time, as the slow ones go
                try:
                    answers.append((await http.get(f"{url}/api/schema")).status_code)
                    break
                except httpx.TransportError:
                    await asyncio.sleep(0.2)
        results = await asyncio.gather(*slow)
        assert answers == [200], "the server did not answer while slow clients were connected"
        seconds = sorted(s for s, _ in results)
        # bounds wide enough for a loaded machine, far below the 30 s and more a slow client
        # was held before: every one closed soon after the timeout; those over the cap
        # before the timeout could be why
        assert seconds[-1] < TIMEOUT + 8, f"a slow connection was held {seconds[-1]:.1f} s"
        at_once = [s for s in seconds if s < TIMEOUT - 0.5]
        assert len(at_once) >= SLOW - (FILES - 64), f"only {len(at_once)} closed at once over the cap"
        timed_out = [a for s, a in results if s >= TIMEOUT - 0.5]
        odd = [a for a in timed_out if a and not a.startswith(b"HTTP/1.1 408 ")]
        assert timed_out and not odd, odd[:3]
        async with httpx.AsyncClient(timeout=10) as http:
            assert (await http.get(f"{url}/api/schema")).status_code == 200
            assert (await http.post(f"{url}/api/tables", json={"seats": 4})).status_code == 201

    asyncio.run(scenario())
    log = log_path.read_text()
    assert "Too many open files" not in log and "EMFILE" not in log
    assert "Traceback" not in log


def test_a_slow_body_gets_408_and_makes_no_table(server: tuple[str, Path]) -> None:
    url, _ = server
    port = int(url.rsplit(":", 1)[1])
    seconds, answer = asyncio.run(_slow_client(port, time.monotonic(), "body"))
    assert TIMEOUT - 0.5 < seconds < TIMEOUT + 3 and answer.startswith(b"HTTP/1.1 408 "), (seconds, answer)
    assert b"not sent in time" in answer
    info = httpx.get(f"{url}/api/schema", timeout=10)
    assert info.status_code == 200
