"""A real `bang serve` and Debian's Chromium driven by Playwright (no browser download)."""

from __future__ import annotations

import fcntl
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "artifacts" / "screenshots"
CHROMIUM = os.environ.get("BANG_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def web_dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    dist = ROOT / "web" / "dist"
    # One build at a time: under pytest-xdist each worker is a session of its own, and the
    # folder above a worker's temporary folder is the whole run's.
    with (tmp_path_factory.getbasetemp().parent / "build-web.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        subprocess.run([str(ROOT / "scripts" / "build-web")], check=True)
    assert (dist / "index.html").exists()
    return dist


@pytest.fixture(scope="session")
def server(web_dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    port = free_port()
    db = tmp_path_factory.mktemp("e2e") / "bang.db"
    bang = shutil.which("bang", path=str(Path(sys.executable).parent)) or "bang"
    proc = subprocess.Popen(
        [bang, "serve", "--port", str(port), "--db", str(db), "--web", str(web_dist),
         "--bot-delay", "0.05", "--grace", "5", "--log-level", "warning"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        env={**os.environ, "BANG_TEST_HOOKS": "1"},  # POST /api/test/tables: a table of a known seed
    )
    url = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            urllib.request.urlopen(url + "/", timeout=1)
            break
        except OSError:
            if proc.poll() is not None:
                output = proc.stdout.read() if proc.stdout else b""
                raise RuntimeError(f"bang serve exited: {output!r}") from None
            time.sleep(0.1)
    yield url
    proc.terminate()
    proc.wait(timeout=10)


@pytest.fixture(scope="module")  # not longer: Playwright's loop must end before other tests
def browser() -> Iterator[Browser]:
    assert Path(CHROMIUM).exists(), f"{CHROMIUM} is missing: test.sh installs Debian's chromium"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        yield b
        b.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
