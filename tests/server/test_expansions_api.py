"""The expansions a host may add come from the server alone (``GET /api/expansions``): each
one's key and what it brings, and the combinations the engine refuses with its reason, the
same refusal ``POST /api/tables`` gives. A table with event cards tells every client their
facts in its ``welcome``. Real server, real websockets."""

from __future__ import annotations

import asyncio
from itertools import combinations
from pathlib import Path

import httpx
from limits_serving import LimitedServer
from serving import Server
from table_client import TableClient

from bang.rulesets.event_cards import DECKS
from bang.rulesets.registry import ruleset_for
from bang.server.protocol import NOT_AT_TABLES_YET
from bang.server.protocol import TABLE_EXPANSIONS as EXPANSIONS


def refused_by_engine(keys: tuple[str, ...]) -> str | None:
    try:
        ruleset_for(4, None, keys)
    except ValueError as why:
        return str(why)
    return None


def test_the_server_lists_every_expansion_and_each_refused_combination(server: Server) -> None:
    answer = httpx.get(f"{server.http}/api/expansions", timeout=10)
    assert answer.status_code == 200 and answer.headers["content-type"] == "application/json"
    body = answer.json()
    assert [e["key"] for e in body["expansions"]] == list(EXPANSIONS)
    by_key = {e["key"]: e for e in body["expansions"]}
    assert by_key["dodge_city"] == {"key": "dodge_city", "cards": 40, "characters": 15, "events": 0,
                                    "events_revealed_by": None, "event_final": None, "needs": []}
    assert by_key["high_noon"] == {"key": "high_noon", "cards": 0, "characters": 0, "events": 13,
                                   "events_revealed_by": "round", "event_final": "high_noon", "needs": []}
    assert by_key["the_bullet"]["needs"] == ["high_noon"] and by_key["the_bullet"]["events"] == 2
    # Gold Rush: its 24 equipment cards (a deck of their own, the shop's) and 8 characters
    assert by_key["gold_rush"] == {"key": "gold_rush", "cards": 24, "characters": 8, "events": 0,
                                   "events_revealed_by": None, "event_final": None, "needs": []}
    # The Valley of Shadows (its ghosts) and Armed & Dangerous (its charges) are drawn at tables now
    assert by_key["valley_of_shadows"] == {"key": "valley_of_shadows", "cards": 16, "characters": 8, "events": 0,
                                           "events_revealed_by": None, "event_final": None, "needs": []}
    assert by_key["armed_and_dangerous"] == {"key": "armed_and_dangerous", "cards": 28, "characters": 8,
                                             "events": 0, "events_revealed_by": None, "event_final": None,
                                             "needs": []}
    assert NOT_AT_TABLES_YET == () and set(by_key) == set(EXPANSIONS)
    for key, facts in by_key.items():
        assert facts["events"] == len(DECKS.get(key, ()))
    # every combination is refused exactly when it holds one the server lists, for that reason
    refused = [(set(r["expansions"]), r["reason"]) for r in body["refused"]]
    for size in range(1, len(EXPANSIONS) + 1):
        for combo in combinations(EXPANSIONS, size):
            why = refused_by_engine(combo)
            listed = [reason for keys, reason in refused if keys <= set(combo)]
            lacking = [k for k in combo for n in by_key[k]["needs"] if n not in combo]  # an option alone
            assert (why is not None) == bool(listed or lacking), combo
    for keys, reason in refused:
        assert len(keys) >= 2 and reason
        created = httpx.post(f"{server.http}/api/tables", json={"seats": 4, "expansions": sorted(keys)}, timeout=10)
        assert created.status_code == 400 and created.json()["code"] == "malformed"
        assert reason in created.json()["message"]


def test_every_allowed_combination_opens_a_table(tmp_path: Path) -> None:
    # a server of its own with no limit on tables a minute: the combinations are more than
    # one address may open in a minute on the shared one
    server = LimitedServer(tmp_path / "combinations.db", "--tables-per-minute", "0").start()
    try:
        for size in range(1, len(EXPANSIONS) + 1):
            for combo in combinations(EXPANSIONS, size):
                if refused_by_engine(combo) is None:
                    created = httpx.post(f"{server.http}/api/tables", json={"seats": 5, "expansions": list(combo)},
                                         timeout=10)
                    assert created.status_code == 201, (combo, created.text)
        unknown = httpx.post(f"{server.http}/api/tables", json={"expansions": ["gold_rush_x"]}, timeout=10)
        assert unknown.status_code == 400 and "gold_rush_x" in unknown.json()["message"]
        assert NOT_AT_TABLES_YET == ()  # every box the engine plays is drawn at a table
        # Gold Rush (the shop, the nuggets), The Valley of Shadows (ghosts), Armed & Dangerous
        # (charges): a table of eight takes each, and all three together
        for boxes in (["gold_rush"], ["valley_of_shadows"], ["armed_and_dangerous"],
                      ["gold_rush", "valley_of_shadows", "armed_and_dangerous"]):
            made = httpx.post(f"{server.http}/api/tables", json={"seats": 8, "expansions": boxes}, timeout=10)
            assert made.status_code == 201, made.text
            info = httpx.get(f"{server.http}/api/tables/{made.json()['table']}", timeout=10).json()
            assert info["settings"]["expansions"] == boxes
    finally:
        server.stop()


def test_a_high_noon_table_tells_its_event_cards(server: Server) -> None:
    async def run() -> None:
        created = server.create(seats=4, bots=3, expansions=["high_noon"])
        watcher = await TableClient.open(server.ws(created["table"]))
        await watcher.expect("welcome")
        events = watcher.cards["events"] if watcher.cards is not None else {}
        assert list(events) == list(DECKS["high_noon"])
        assert events["the_reverend"] == {"name": "The Reverend", "box": "high_noon", "final": False,
                                          "text": "No Beer may be played."}
        assert [k for k, e in events.items() if e["final"]] == ["high_noon"]
        await watcher.close()
        plain = server.create(seats=4, bots=3)
        watcher = await TableClient.open(server.ws(plain["table"]))
        await watcher.expect("welcome")
        assert watcher.cards is not None and "events" not in watcher.cards  # none: not even an empty list
        await watcher.close()

    asyncio.run(run())
