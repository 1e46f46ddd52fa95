"""A friend on a second machine opens the link the host copied, in a real browser;
and a table behind nginx (deploy/nginx.conf, TLS) plays over wss:// and offers https://.

The server listens on every interface with ``--public-url http://127.0.0.2:PORT``:
the host's browser is on the serving machine (127.0.0.1), the friend's reaches it
by another address (127.0.0.2, loopback too: nothing leaves this machine). The link
the page offers must be the friend's address, not the host's address bar.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import bang_serve, free_port, stop
from playwright.sync_api import Browser, expect

from nginx_proxy import running_nginx, self_signed


@pytest.fixture(scope="module")
def lan_server(web_dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    port = free_port()
    folder = tmp_path_factory.mktemp("hosting")
    proc = bang_serve(["--host", "0.0.0.0", "--port", str(port), "--public-url", f"http://127.0.0.2:{port}",
                       "--db", str(folder / "tables.db"), "--web", str(web_dist), "--log-level", "warning"],
                      folder / "bang.log", ready=f"http://127.0.0.1:{port}/api/schema")
    yield port
    stop(proc)


def test_a_friend_opens_the_copied_link_from_another_address_and_joins(lan_server: int, browser: Browser) -> None:
    port = lan_server
    host_ctx = browser.new_context()
    host = host_ctx.new_page()
    host.set_default_timeout(10_000)
    host.goto(f"http://127.0.0.1:{port}/")
    host.locator("form.create button[type=submit]").click()
    shared = host.locator(".copy-link input").first
    expect(shared).to_have_value(re.compile(rf"^http://127\.0\.0\.2:{port}/t/[^/]+$"))
    link = shared.input_value()

    friend_ctx = browser.new_context()  # another browser: no cookie, no stored key of the host's
    friend = friend_ctx.new_page()
    friend.set_default_timeout(10_000)
    friend.goto(link)
    friend.locator("form.join input").fill("Bob")
    friend.locator("form.join button[type=submit]").click()
    expect(friend.locator(".lobby-seats .me")).to_contain_text("Bob")

    # The host, at the table by its own address, sees the friend seated, and the
    # lobby offers the same link.
    host.goto(f"http://127.0.0.1:{port}" + link.removeprefix(f"http://127.0.0.2:{port}"))
    expect(host.locator(".lobby-seats")).to_contain_text("Bob")
    expect(host.locator(".lobby .copy-link input")).to_have_value(link)
    host_ctx.close()
    friend_ctx.close()


def test_a_table_behind_nginx_plays_over_wss_and_offers_the_proxys_link(
    server: str, browser: Browser, tmp_path: Path
) -> None:
    cert, key = self_signed(tmp_path)
    http_port, https_port = free_port(), free_port()
    proxy = f"https://127.0.0.1:{https_port}"
    with running_nginx(tmp_path, int(server.rsplit(":", 1)[1]), http_port, https_port, cert, key):
        context = browser.new_context(ignore_https_errors=True)  # the test's own certificate
        page = context.new_page()
        page.set_default_timeout(10_000)
        sockets: list[str] = []
        page.on("websocket", lambda ws: sockets.append(ws.url))
        page.goto(proxy + "/")
        page.locator("form.create button[type=submit]").click()
        shared = page.locator(".copy-link input").first
        expect(shared).to_have_value(re.compile(rf"^{re.escape(proxy)}/t/[^/]+$"))
        page.goto(shared.input_value())
        page.locator("form.join input").fill("Ann")
        page.locator("form.join button[type=submit]").click()
        expect(page.locator(".lobby-seats .me")).to_contain_text("Ann")  # joined over the proxy's websocket
        assert sockets and all(url.startswith(f"wss://127.0.0.1:{https_port}/ws/") for url in sockets), sockets
        context.close()
