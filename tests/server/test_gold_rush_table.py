"""A Gold Rush table over real websockets: three people who play at random and two bots play
it to the end; every seat's frames carry the shop, the nuggets and the black equipment, the
reader's own prices and reasons, and never the equipment deck's order; the purchases made are
in the log with their price."""

from __future__ import annotations

import asyncio
import json
import random

from serving import Server
from table_client import play_until, seat_players

from bang.refusal_words import WORDS


def test_a_gold_rush_table_with_bots_plays_to_the_end(server: Server) -> None:
    async def run() -> None:
        created = server.create(seats=5, bots=2, expansions=["gold_rush"], bot_level="sharp", turn_seconds=600)
        players = await seat_players(server.ws(created["table"]), 3, host_token=created["host_token"])
        await play_until(players, random.Random(29))
        bought = 0
        for client in players:
            state = client.state
            assert state is not None and state["view"]["winner"] is not None and state["view"]["winners"]
            bought += sum(1 for e in client.log if e["type"] == "ability" and str(e.get("detail", "")).startswith("paid buy "))
            for text in client.raw:
                frame = json.loads(text)
                if frame.get("type") != "state":
                    continue
                view, legal = frame["view"], frame["legal"]
                gold = view["pieces"]["gold_rush"]
                assert len(gold["gold"]) == 5 and all(g >= 0 for g in gold["gold"])
                assert isinstance(gold["shop_deck"], int), "the deck's size, never its cards"
                assert set(gold["costs"]) == set(gold["shop"])
                buyable = {a["card"] for a in legal if a["do"] == "buy"}
                for card in gold["shop"]:
                    reason = gold.get("refusals", {}).get(card)
                    if view["winner"] is None and view["players"][view["seat"]]["alive"]:
                        assert (reason is None) == (card in buyable), (card, reason, buyable)
                    if reason is not None:
                        assert reason["code"] in WORDS
                for seat_cards in gold["equipment"]:
                    assert all(c in gold["discard_costs"] for c in seat_cards)
            await client.close()
        assert bought > 0, "nobody bought anything in a whole game"

    asyncio.run(run())
