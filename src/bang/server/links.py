"""The address friends open: the table links the page offers and ``bang serve`` prints.

A link built from the host's own address bar (``http://127.0.0.1:8000``) opens on
no other machine. The server decides the link instead, in this order:

1. ``--public-url``: what the host says the world sees (a domain behind a reverse
   proxy, a LAN address, a container's published port);
2. else the address the browser used, when it is not loopback. Behind a reverse
   proxy that is the proxy's: uvicorn applies ``X-Forwarded-Proto`` (https, so wss)
   only from the proxies of ``--forwarded-allow-ips``, and the proxy passes the
   ``Host`` the browser asked for (``deploy/`` does);
3. else (the host's browser on the serving machine) the machine's LAN address,
   when the server listens on every interface (``--host 0.0.0.0``);
4. else the loopback address itself, marked ``local_only``: the server listens on
   this machine alone, and only its browsers can open the link.

Finding the LAN address sends nothing: connecting a UDP socket only asks the
kernel which local address would be used to reach a private network.
"""

from __future__ import annotations

import contextlib
import ipaddress
import socket
from urllib.parse import urlsplit

import msgspec

EVERY_INTERFACE = ("0.0.0.0", "::", "")
# Private addresses (RFC 1918), never sent to: a UDP connect() only picks a route.
PRIVATE_PROBES = ("10.254.254.254", "192.168.254.254", "172.31.254.254")


class Links(msgspec.Struct, frozen=True):
    """``GET /api/links``: the origin to put in front of ``/t/ID``, and the others
    the machine may be reached at."""

    origin: str  # "https://bang.example.org", "http://192.168.1.20:8000"
    websocket: str  # the same origin for websockets: "wss://bang.example.org"
    others: list[str]  # further LAN addresses of this machine, if it has several
    local_only: bool  # True: only a browser on the serving machine can open the link


def public_url(text: str) -> str:
    """A ``--public-url`` made canonical (``scheme://host[:port]``), or ValueError."""
    parts = urlsplit(text.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ValueError(f"{text!r} is not an http:// or https:// address, e.g. https://bang.example.org")
    if parts.path not in ("", "/") or parts.query or parts.fragment:
        raise ValueError(f"{text!r}: give the address without a path (the tables are at /t/ID)")
    return f"{parts.scheme}://{parts.netloc}"


def websocket_origin(origin: str) -> str:
    return "ws" + origin.removeprefix("http")


def is_loopback(host: str) -> bool:
    host = host.strip("[]")
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses that another machine may reach, the one of its
    usual route first (none on a machine without a network)."""
    found: list[str] = []
    for probe in PRIVATE_PROBES:
        with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect((probe, 9))
            found.append(s.getsockname()[0])
    with contextlib.suppress(OSError):
        for *_, address in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(address[0]))
    usable = []
    for a in found:
        ip = ipaddress.ip_address(a)
        if not (ip.is_loopback or ip.is_link_local or ip.is_unspecified) and a not in usable:
            usable.append(a)
    return usable


def _origin(scheme: str, host: str, port: int | None) -> str:
    if ":" in host:
        host = f"[{host}]"
    default = {"http": 80, "https": 443}.get(scheme)
    return f"{scheme}://{host}" if port in (None, default) else f"{scheme}://{host}:{port}"


def links_for(public: str | None, listen_host: str, scheme: str, host: str, port: int | None) -> Links:
    """The links for a browser that reached the server at ``scheme://host:port``
    (after a trusted proxy's headers were applied)."""
    if public:
        return Links(public, websocket_origin(public), [], False)  # the host's word
    if not is_loopback(host):
        origin = _origin(scheme, host, port)
        return Links(origin, websocket_origin(origin), [], False)
    lan = lan_addresses() if listen_host in EVERY_INTERFACE else []
    origins = [_origin(scheme, a, port) for a in lan] or [_origin(scheme, host, port)]
    return Links(origins[0], websocket_origin(origins[0]), origins[1:], not lan)


def startup_links(public: str | None, listen_host: str, port: int) -> Links:
    """What ``bang serve`` prints before any browser has asked."""
    host = "127.0.0.1" if listen_host in EVERY_INTERFACE else listen_host
    return links_for(public, listen_host, "http", host, port)
