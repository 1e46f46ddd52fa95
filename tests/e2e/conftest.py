"""A real `bang serve` (with the test routes: tests/hooked_app.py) and Debian's Chromium
driven by Playwright (no browser download)."""

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
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, sync_playwright

import hooked_app

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


def bang_serve(args: list[str], log: Path, env: dict[str, str] | None = None,
               ready: str = "") -> subprocess.Popen[bytes]:
    """``bang serve ARGS``, its output in the file ``log`` (a pipe nobody reads would
    stop the server once full); returns when the URL ``ready`` answers."""
    bang = shutil.which("bang", path=str(Path(sys.executable).parent)) or "bang"
    return started([bang, "serve", *args], log, env, ready)


def hooked_serve(args: list[str], log: Path, ready: str = "") -> subprocess.Popen[bytes]:
    """``bang serve ARGS`` with the test routes (tests/hooked_app.py: a table dealt from
    a known seed, ``--clock-scale``), as ``bang_serve``."""
    return started([sys.executable, hooked_app.__file__, *args], log, None, ready)


def started(cmd: list[str], log: Path, env: dict[str, str] | None, ready: str) -> subprocess.Popen[bytes]:
    """The server ``cmd``, its output in ``log``, once the URL ``ready`` answers."""
    with log.open("ab") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env={**os.environ, **(env or {})})
    deadline = time.monotonic() + 60  # a loaded machine starts it slowly
    while True:
        try:
            urllib.request.urlopen(ready, timeout=1)
            return proc
        except OSError:
            if proc.poll() is not None:
                raise RuntimeError(f"{cmd[:2]} exited: {log.read_text(errors='replace')}") from None
            if time.monotonic() > deadline:
                proc.kill()
                raise RuntimeError(f"{cmd[:2]} did not answer in 60 s: {log.read_text(errors='replace')}") from None
            time.sleep(0.1)


def stop(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@pytest.fixture(scope="session")
def server(web_dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    port = free_port()
    folder = tmp_path_factory.mktemp("e2e")
    url = f"http://127.0.0.1:{port}"
    proc = hooked_serve(["--port", str(port), "--db", str(folder / "bang.db"), "--web", str(web_dist),
                         "--bot-delay", "0.05", "--grace", "5", "--log-level", "warning"],
                        folder / "bang.log", ready=url + "/")  # POST /api/test/tables: a known seed
    yield url
    stop(proc)


@pytest.fixture(scope="module")  # not longer: Playwright's loop must end before other tests
def browser() -> Iterator[Browser]:
    assert Path(CHROMIUM).exists(), f"{CHROMIUM} is missing: test.sh installs Debian's chromium"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        open_context = b.new_context

        def new_context(**options: Any) -> BrowserContext:
            # Pages ask for little motion unless a test says otherwise: the table's endless
            # glows and pulses, drawn in software at 60 frames a second, cost headless
            # Chromium about a third of a core per page (measured: three pages of one
            # game, 1.08 cores against 0.14), and CI's browser tests run several at once.
            # tests/e2e/test_phone.py plays one phone game with motion on.
            options.setdefault("reduced_motion", "reduce")
            return open_context(**options)

        b.new_context = new_context  # type: ignore[method-assign]
        yield b
        b.close()


@pytest.fixture(autouse=True)
def _close_contexts(request: pytest.FixtureRequest) -> Iterator[None]:
    """Close every page a test left open once it ends (one left open would keep
    drawing until the module's browser closes, beside the next tests)."""
    yield
    if "browser" in request.fixturenames:
        browser: Browser = request.getfixturevalue("browser")
        for context in browser.contexts:
            context.close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
