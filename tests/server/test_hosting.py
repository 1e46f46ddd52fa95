"""Hosting for friends: the link the page offers is one another machine can open.

Real ``bang serve`` processes, and a real nginx running ``deploy/nginx.conf`` in
front of one with a self-signed certificate. Only loopback addresses are contacted.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import os
import socket
import ssl
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from serving import free_port
from table_client import TableClient

from bang.server.links import lan_addresses
from nginx_proxy import running_nginx, self_signed

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Serving:
    port: int
    proc: subprocess.Popen[bytes]
    log: Path

    def url(self, host: str = "127.0.0.1") -> str:
        return f"http://{host}:{self.port}"

    def output(self) -> str:
        return self.log.read_text(errors="replace")


@contextlib.contextmanager
def serving(tmp_path: Path, *args: str, probe: str = "127.0.0.1", env: dict[str, str] | None = None,
            db: bool = True) -> Iterator[Serving]:
    """``bang serve ARGS`` on a free port, until the block ends."""
    port = free_port()
    log = tmp_path / f"serve-{port}.log"
    cmd = [sys.executable, "-m", "bang.cli", "serve", "--port", str(port), "--log-level", "warning", *args]
    if db:
        cmd += ["--db", str(tmp_path / f"tables-{port}.db")]
    with log.open("wb") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env={**os.environ, **(env or {})})
    srv = Serving(port, proc, log)
    try:
        deadline = time.monotonic() + 30
        while True:
            assert proc.poll() is None, f"bang serve exited: {srv.output()}"
            try:
                httpx.get(f"http://{probe}:{port}/api/schema", timeout=1)
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline, "bang serve did not start in 30 s"
                time.sleep(0.05)
        yield srv
    finally:
        proc.terminate()
        proc.wait(10)


def links(url: str, **kwargs: object) -> dict[str, object]:
    answer = httpx.get(f"{url}/api/links", timeout=10, **kwargs)  # type: ignore[arg-type]
    assert answer.status_code == 200, answer.text
    body: dict[str, object] = answer.json()
    return body


def test_the_public_url_makes_the_link_and_is_printed(tmp_path: Path) -> None:
    port_seen_by_friends = free_port()
    public = f"http://127.0.0.2:{port_seen_by_friends}"
    with serving(tmp_path, "--public-url", public + "/") as srv:
        assert links(srv.url()) == {"origin": public, "websocket": f"ws://127.0.0.2:{port_seen_by_friends}",
                                    "others": [], "local_only": False}
        assert f"Friends open: {public}/" in srv.output()


def test_a_public_url_with_a_path_or_another_scheme_is_refused() -> None:
    for bad in ("ftp://example.org", "https://example.org/bang", "example.org"):
        done = subprocess.run([sys.executable, "-m", "bang.cli", "serve", "--public-url", bad],
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 2 and "--public-url" in done.stderr, done.stderr


def test_a_server_on_loopback_says_that_only_this_machine_can_open_its_link(tmp_path: Path) -> None:
    with serving(tmp_path) as srv:
        answer = links(srv.url())
        assert answer["origin"] == srv.url() and answer["local_only"] is True
        assert "Only this machine can open it" in srv.output() and "--host 0.0.0.0" in srv.output()


def test_the_lan_addresses_are_this_machines_own() -> None:
    for address in lan_addresses():
        ip = ipaddress.ip_address(address)
        assert ip.version == 4 and not ip.is_loopback and not ip.is_link_local
        with socket.socket() as s:
            s.bind((address, 0))  # only an address of this machine can be bound: nothing is sent


def test_a_server_on_every_interface_offers_the_lan_address_to_the_hosts_browser(tmp_path: Path) -> None:
    lan = lan_addresses()
    with serving(tmp_path, "--host", "0.0.0.0") as srv:
        answer = links(srv.url("127.0.0.1"))  # the host's own browser, on the serving machine
        if lan:
            assert answer["origin"] == f"http://{lan[0]}:{srv.port}", answer
            assert answer["others"] == [f"http://{a}:{srv.port}" for a in lan[1:]]
            assert answer["local_only"] is False
            assert f"Friends open: http://{lan[0]}:{srv.port}/" in srv.output()
        else:  # a machine with no network: nobody else could open any link
            assert answer["local_only"] is True
        # A browser that came by a name or address of the network already has the link friends open.
        by_name = links(srv.url(), headers={"Host": f"bang.test:{srv.port}"})
        assert by_name["origin"] == f"http://bang.test:{srv.port}" and by_name["local_only"] is False


def test_forwarded_headers_count_only_from_a_trusted_proxy(tmp_path: Path) -> None:
    proxied = {"X-Forwarded-Proto": "https", "Host": "bang.test"}
    with serving(tmp_path, "--forwarded-allow-ips", "127.0.0.3") as srv:
        stranger = links(srv.url(), headers=proxied)
        assert stranger["origin"] == "http://bang.test", stranger
        with httpx.Client(transport=httpx.HTTPTransport(local_address="127.0.0.3")) as proxy:
            answer = proxy.get(f"{srv.url()}/api/links", headers=proxied, timeout=10).json()
        assert answer == {"origin": "https://bang.test", "websocket": "wss://bang.test",
                          "others": [], "local_only": False}


def test_the_tables_live_in_the_users_data_folder_unless_db_says(tmp_path: Path) -> None:
    with serving(tmp_path, env={"XDG_DATA_HOME": str(tmp_path / "data")}, db=False) as srv:
        created = httpx.post(f"{srv.url()}/api/tables", json={"seats": 4, "bots": 3}, timeout=10)
        assert created.status_code == 201, created.text
        assert str(tmp_path / "data" / "bang" / "tables.db") in srv.output()
    assert (tmp_path / "data" / "bang" / "tables.db").stat().st_size > 0


def test_bang_schema_into_head_ends_quietly() -> None:
    done = subprocess.run(f"'{sys.executable}' -m bang.cli schema | head -n 3", shell=True,
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.splitlines()[0] == "{" and len(done.stdout.splitlines()) == 3
    assert done.stderr == "", done.stderr


def test_a_table_behind_nginx_with_tls_offers_https_and_wss(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cert, key = self_signed(tmp_path)
    monkeypatch.setenv("SSL_CERT_FILE", str(cert))  # the websocket client trusts the test's certificate
    trust = ssl.create_default_context(cafile=str(cert))
    http_port, https_port = free_port(), free_port()
    proxy = f"https://127.0.0.1:{https_port}"
    with serving(tmp_path) as srv, running_nginx(tmp_path, srv.port, http_port, https_port, cert, key):
        with httpx.Client(verify=trust, timeout=10) as client:
            page = client.get(proxy + "/")
            assert page.status_code == 200 and "<title>" in page.text
            plain = client.get(f"http://127.0.0.1:{http_port}/t/abc", follow_redirects=False)
            assert plain.status_code == 301 and plain.headers["location"].startswith("https://")
            # The browser's address is the proxy's, and its scheme https: so are the links.
            answer = client.get(proxy + "/api/links", headers={"Host": f"bang.test:{https_port}"}).json()
            assert answer == {"origin": f"https://bang.test:{https_port}", "websocket": f"wss://bang.test:{https_port}",
                              "others": [], "local_only": False}
            assert client.get(proxy + "/api/links").json()["websocket"] == f"wss://127.0.0.1:{https_port}"
            created = client.post(proxy + "/api/tables", json={"seats": 4, "bots": 3})
            assert created.status_code == 201, created.text
            table = created.json()

        async def play() -> None:  # a game over wss:// through the proxy
            ann = await TableClient.open(f"wss://127.0.0.1:{https_port}/ws/{table['table']}")
            await ann.expect("welcome")
            assert await ann.join("Ann") == 0
            await ann.send(type="start", host_token=table["host_token"])
            state = await ann.expect("state")
            assert state["view"]["players"][0]["name"] == "Ann"
            await ann.close()

        asyncio.run(play())
