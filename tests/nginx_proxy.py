"""nginx running ``deploy/nginx.conf`` in front of a ``bang serve``, with a self-signed
certificate, on loopback ports: the reverse proxy of the hosting tests.

Where nginx or openssl is missing the test is skipped (test.sh lists it), unless
``BANG_REQUIRE_PROXY=1`` (``.ci/run``): then it fails.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def required(tool: str) -> str:
    found = shutil.which(tool) or shutil.which(tool, path="/usr/sbin:/sbin")
    if found is None:
        if os.environ.get("BANG_REQUIRE_PROXY") == "1":
            pytest.fail(f"{tool} is missing and BANG_REQUIRE_PROXY=1 requires it: test.sh installs it with apt")
        pytest.skip(f"{tool} is not installed (test.sh installs it with apt)")
    return found


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate and key for bang.test and 127.0.0.1, valid one day."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        [required("openssl"), "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-subj", "/CN=bang.test", "-addext", "subjectAltName=DNS:bang.test,IP:127.0.0.1",
         "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True, timeout=60,
    )
    return cert, key


def site_config(bang_port: int, http_port: int, https_port: int, cert: Path, key: Path) -> str:
    """deploy/nginx.conf with these ports and certificate (each line it changes must be there)."""
    site = (ROOT / "deploy" / "nginx.conf").read_text()
    for old, new in [
        ("listen 80;", f"listen 127.0.0.1:{http_port};"),
        ("listen 443 ssl;", f"listen 127.0.0.1:{https_port} ssl;"),
        ("/etc/letsencrypt/live/bang.example.org/fullchain.pem", str(cert)),
        ("/etc/letsencrypt/live/bang.example.org/privkey.pem", str(key)),
        ("proxy_pass http://127.0.0.1:8000;", f"proxy_pass http://127.0.0.1:{bang_port};"),
    ]:
        assert site.count(old) == 1, f"deploy/nginx.conf no longer has {old!r}"
        site = site.replace(old, new)
    return site


@contextlib.contextmanager
def running_nginx(folder: Path, bang_port: int, http_port: int, https_port: int,
                  cert: Path, key: Path) -> Iterator[None]:
    """nginx with the site of ``site_config``, listening when the block starts."""
    binary = required("nginx")
    (folder / "bang.conf").write_text(site_config(bang_port, http_port, https_port, cert, key))
    user = "user root;\n" if os.geteuid() == 0 else ""  # its workers write temp files in ``folder``
    temp = "".join(f"  {kind}_temp_path {folder}/{kind};\n" for kind in ("proxy", "fastcgi", "uwsgi", "scgi"))
    (folder / "nginx.conf").write_text(
        f"{user}pid {folder}/nginx.pid;\nerror_log {folder}/error.log;\nevents {{}}\n"
        f"http {{\n  access_log off;\n  client_body_temp_path {folder}/body;\n{temp}"
        f"  include {folder}/bang.conf;\n}}\n"
    )
    proc = subprocess.Popen([binary, "-p", str(folder), "-c", str(folder / "nginx.conf"), "-g", "daemon off;"],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 30
        while True:
            assert proc.poll() is None, f"nginx exited: {proc.stdout.read() if proc.stdout else b''!r}"
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", https_port), timeout=1):
                break
            assert time.monotonic() < deadline, "nginx did not listen in 30 s"
            time.sleep(0.05)
        yield
    finally:
        proc.terminate()
        proc.wait(10)
