"""The table chat over real websockets (docs/protocol.md, "Chat"): phrases and free text,
who reads what, mutes, the host's mutes, the limits, refusals that change nothing, and
the chat kept across reloads."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

from serving import Server
from table_client import Frame, TableClient, play_until, seat_players


async def _chat(client: TableClient) -> list[Frame]:
    """The messages of the next chat frame (other frames skipped)."""
    return list((await client.expect("chat"))["messages"])


async def _refusal(client: TableClient, frame: dict[str, Any] | str) -> Frame:
    """Send a frame and read until the error it gets."""
    await client.send_raw(frame if isinstance(frame, str) else json.dumps(frame))
    for _ in range(100):
        answer = await client.next()
        if answer["type"] == "error":
            return answer
        assert answer["type"] != "chat", f"{client.label} was sent {answer} instead of a refusal"
    raise AssertionError("no refusal")


async def _lobby(server: Server, players: int, seats: int = 4) -> tuple[dict[str, str], list[TableClient]]:
    created = server.create(seats=seats)
    return created, await seat_players(server.ws(created["table"]), players)


def _chat_messages(client: TableClient) -> list[Frame]:
    """Every chat message this client was sent, in order."""
    return [m for raw in client.raw for m in _frame_messages(json.loads(raw))]


def _frame_messages(frame: Frame) -> list[Frame]:
    return list(frame["messages"]) if frame["type"] == "chat" else []


def test_phrases_and_text_reach_every_player_each_in_its_own_words(server: Server) -> None:
    async def scenario() -> None:
        _, (ann, bob, cem) = await _lobby(server, 3)
        await ann.send(type="say", phrase="accuse_outlaw", args={"player": 2}, lang="fa")
        first = [await _chat(c) for c in (ann, bob, cem)]
        assert first[0] == first[1] == first[2] and len(first[0]) == 1
        message = first[0][0]
        assert {k: v for k, v in message.items() if k != "at"} == {
            "seq": 1, "channel": "players", "seat": 0, "name": "P0", "bot": False,
            "phrase": "accuse_outlaw", "args": {"player": 2}, "text": None, "lang": "fa",
            "version": 0,  # said in the lobby: before the game's first action
        }
        await bob.send(type="say", text="Привет!", lang="ru")
        await cem.send(type="say", phrase="beware_card", args={"player": 0, "card": "barrel"}, lang="tr")
        await ann.send(type="say", phrase="gg", lang="vi")
        for client in (ann, bob, cem):
            second, third, fourth = (await _chat(client))[0], (await _chat(client))[0], (await _chat(client))[0]
            assert (second["seq"], second["seat"], second["text"], second["lang"], second["phrase"]) == (
                2, 1, "Привет!", "ru", None)
            assert (third["phrase"], third["args"], third["lang"]) == ("beware_card", {"player": 0, "card": "barrel"},
                                                                      "tr")
            assert (fourth["phrase"], fourth["args"], fourth["seat"]) == ("gg", {}, 0)
        for client in (ann, bob, cem):
            await client.close()

    asyncio.run(scenario())


def test_a_reload_gets_the_history_and_a_seat_speaks_only_as_itself(server: Server) -> None:
    async def scenario() -> None:
        created, (ann, bob) = await _lobby(server, 2)
        await ann.send(type="say", text="hi all")
        await _chat(ann)
        await _chat(bob)
        # A seat cannot name another seat as the sender: there is no such field.
        refused = await _refusal(ann, {"type": "say", "text": "I am Bob", "seat": 1})
        assert refused["code"] == "malformed" and "seat" in refused["message"]
        # A spectator cannot call itself "P1" (a seat's name); under its own name it speaks
        # in the spectators' channel, seatless.
        watcher = await TableClient.open(server.ws(created["table"]), label="watcher")
        await watcher.expect("welcome")
        assert (await _chat(watcher))[0]["text"] == "hi all"  # the players' channel: everyone reads it
        refused = await _refusal(watcher, {"type": "say", "text": "it's me, P1", "name": "p1"})
        assert refused["code"] == "name_taken" and "'P1'" in refused["message"], refused
        await watcher.send(type="say", text="it's me, P1", name="Watcher")
        posed = (await _chat(watcher))[0]
        assert (posed["channel"], posed["seat"], posed["name"]) == ("spectators", None, "Watcher")
        await bob.send(type="say", phrase="hello")
        hello = (await _chat(ann))[0]
        assert (hello["seat"], hello["name"], hello["seq"]) == (1, "P1", 3)
        history = [m for m in _chat_messages(ann)]
        assert [m["seq"] for m in history] == [1, 3]  # the spectators' message never reached a player

        await ann.close()  # a reload
        again = await TableClient.open(server.ws(created["table"]), token=ann.token, label="ann again")
        assert (await again.expect("welcome"))["seat"] == 0
        assert await _chat(again) == history
        late = await TableClient.open(server.ws(created["table"]), label="late watcher")
        await late.expect("welcome")
        assert [m["seq"] for m in await _chat(late)] == [1, 2, 3]
        for client in (again, bob, watcher, late):
            await client.close()

    asyncio.run(scenario())


def test_malformed_chat_frames_are_refused_naming_the_field_and_change_nothing(server: Server) -> None:
    async def scenario() -> None:
        created, (ann, bob) = await _lobby(server, 2)
        await ann.send(type="say", phrase="hello")
        before = await _chat(ann)
        bad: list[tuple[dict[str, Any] | str, str]] = [
            ({"type": "say", "phrase": "nope"}, "phrase"),
            ({"type": "say", "phrase": "accuse_outlaw"}, "args.player"),
            ({"type": "say", "phrase": "accuse_outlaw", "args": {"player": 9}}, "args.player"),
            ({"type": "say", "phrase": "hello", "args": {"player": 1}}, "args.player"),
            ({"type": "say", "phrase": "play_card", "args": {"card": "laser"}}, "args.card"),
            ({"type": "say", "phrase": "trust", "args": {"player": "1"}}, "$.args.player"),
            ({"type": "say", "phrase": "trust", "args": {"player": True}}, "$.args.player"),
            ({"type": "say", "phrase": "trust", "args": {"player": 1, "who": 1}}, "who"),
            ({"type": "say", "phrase": "hello", "text": "hi"}, "text"),
            ({"type": "say"}, "phrase"),
            ({"type": "say", "text": 5}, "$.text"),
            ({"type": "say", "text": "hi", "lang": "xx"}, "$.lang"),
            ({"type": "say", "text": "hi", "args": {"player": 1}}, "args"),
            ({"type": "say", "text": "\u202e\u200b\x00 "}, "text"),
            ({"type": "say", "phrase": 3}, "$.phrase"),
            ({"type": "mute", "seat": "1", "on": True}, "$.seat"),
            ({"type": "mute", "seat": 7, "on": True}, "seat"),
            ({"type": "mute", "seat": -2, "on": True}, "$.seat"),
            ({"type": "mute", "seat": 0, "on": True}, "seat"),  # oneself
            ({"type": "mute", "seat": 1}, "on"),
            ({"type": "host_mute", "seat": 1, "on": True}, "host_token"),
            ({"type": "host_mute", "host_token": created["host_token"], "seat": 4, "on": True}, "seat"),
            ('{"type": "say", "text": "unterminated', "truncated"),
        ]
        for frame, field in bad:
            refused = await _refusal(ann, frame)
            assert refused["code"] == "malformed", (frame, refused)
            assert field in refused["message"], (frame, refused)
        wrong_host = await _refusal(ann, {"type": "host_mute", "host_token": "guess", "seat": 1, "on": True})
        assert wrong_host["code"] == "forbidden"
        # Nothing changed: no message, no mute; the next message is number 2.
        await bob.send(type="say", phrase="yes")
        after = await _chat(ann)
        assert after[0]["seq"] == 2 and after[0]["seat"] == 1
        assert not [raw for raw in ann.raw if json.loads(raw)["type"] == "mutes"]
        await bob.close()  # a reload
        fresh = await TableClient.open(server.ws(created["table"]), token=bob.token)
        history = await _chat(fresh)
        assert history == before + after
        await fresh.send(type="ping")
        await fresh.expect("pong")
        assert "mutes" not in [json.loads(raw)["type"] for raw in fresh.raw]  # none set
        for client in (ann, fresh):
            await client.close()

    asyncio.run(scenario())


def test_text_is_cleaned_of_invisible_and_direction_characters(server: Server) -> None:
    async def scenario() -> None:
        _, (ann, bob) = await _lobby(server, 2)
        await ann.send(type="say", text="  \u202egnp.exe\x00 is\u200b mine\u2066!\u2069\n", lang="en")
        assert (await _chat(bob))[0]["text"] == "gnp.exe is mine!"
        await ann.send(type="say", text="می\u200cخواهم", lang="fa")
        assert (await _chat(bob))[0]["text"] == "می\u200cخواهم"
        for client in (ann, bob):
            await client.close()

    asyncio.run(scenario())


def test_the_length_and_rate_caps_refuse_with_a_message(server: Server) -> None:
    async def scenario() -> None:
        _, (ann, bob) = await _lobby(server, 2)
        too_long = await _refusal(ann, {"type": "say", "text": "x" * 201})
        assert too_long["code"] == "chat_limit" and "200 characters" in too_long["message"]
        await ann.send(type="say", text="y" * 200 + "\u202e")  # 200 once cleaned
        assert (await _chat(bob))[0]["text"] == "y" * 200
        for _ in range(4):
            await ann.send(type="say", phrase="haha")
            await _chat(bob)
        for _ in range(5):
            await _chat(ann)  # her own five
        too_fast = await _refusal(ann, {"type": "say", "phrase": "haha"})
        assert too_fast["code"] == "chat_limit"
        assert "5 messages in 10 seconds" in too_fast["message"] and "try again in" in too_fast["message"]
        await bob.send(type="say", phrase="wait")  # another seat's pace is its own
        assert (await _chat(bob))[0]["seq"] == 6
        assert [m["seq"] for m in _chat_messages(bob)] == [1, 2, 3, 4, 5, 6]
        for client in (ann, bob):
            await client.close()

    asyncio.run(scenario())


def test_mutes_are_personal_kept_per_seat_and_the_hosts_mute_refuses(server: Server) -> None:
    async def scenario() -> None:
        created, (ann, bob, cem) = await _lobby(server, 3)
        table = created["table"]
        watcher = await TableClient.open(server.ws(table), label="watcher")
        await watcher.expect("welcome")
        await ann.send(type="mute", seat=1, on=True)
        assert await ann.expect("mutes") == {"type": "mutes", "mine": [1], "spectators": False, "host": [],
                                             "hidden_players": 0, "hidden_spectators": 0}
        await watcher.send(type="mute", seat=2, on=True)
        assert (await watcher.expect("mutes"))["mine"] == [2]
        await bob.send(type="say", text="from Bob")
        await cem.send(type="say", text="from Cem")
        for client, seen in ((ann, ["from Cem"]), (bob, ["from Bob", "from Cem"]), (cem, ["from Bob", "from Cem"]),
                             (watcher, ["from Bob"])):
            await client.send(type="ping")
            await client.expect("pong")
            assert [m["text"] for m in _chat_messages(client)] == seen, client.label
        # What a mute keeps back is counted, message by message (issue 18, defect 13).
        hidden = [json.loads(raw)["hidden_players"] for raw in ann.raw if json.loads(raw)["type"] == "mutes"]
        assert hidden == [0, 1]
        for n in (2, 3):
            await bob.send(type="say", text=f"from Bob {n}")
            assert (await ann.expect("mutes"))["hidden_players"] == n
        # Ann's mute is her seat's: it holds after a reload (and the history leaves Bob out).
        await ann.close()
        ann2 = await TableClient.open(server.ws(table), token=ann.token, label="ann again")
        await ann2.expect("welcome")
        assert [m["text"] for m in await _chat(ann2)] == ["from Cem"]
        again = await ann2.expect("mutes")
        assert again["mine"] == [1] and again["hidden_players"] == 3
        await ann2.send(type="mute", seat=1, on=False)
        unmuted = await ann2.expect("mutes")
        assert unmuted["mine"] == [] and unmuted["hidden_players"] == 0
        # what Bob said meanwhile comes once he is unmuted
        assert [m["text"] for m in await _chat(ann2)] == ["from Bob", "from Bob 2", "from Bob 3"]
        # The host (Ann holds the host token) mutes Cem for the table: everyone is told.
        await ann2.send(type="host_mute", host_token=created["host_token"], seat=2, on=True)
        for client in (ann2, bob, cem, watcher):
            assert (await client.expect("mutes"))["host"] == [2]
        refused = await _refusal(cem, {"type": "say", "phrase": "sorry"})
        assert refused["code"] == "muted"
        await ann2.send(type="host_mute", host_token=created["host_token"], seat=2, on=False)
        await cem.expect("mutes")
        await cem.send(type="say", phrase="thanks")
        assert (await _chat(bob))[0]["phrase"] == "thanks"
        for client in (ann2, bob, cem, watcher):
            await client.close()

    asyncio.run(scenario())


def test_no_chat_frame_reaches_a_muted_reader_or_a_player_from_the_spectators_during_play(server: Server) -> None:
    """Frame by frame: during the game, no player is sent a spectator's message, and no
    reader a message from a sender it muted; once it is over, the players are sent the
    spectators' channel."""

    async def scenario() -> None:
        created = server.create(seats=4, bots=1)
        table = created["table"]
        players = await seat_players(server.ws(table), 3)
        ann, bob, cem = players
        watcher = await TableClient.open(server.ws(table), label="watcher")
        await watcher.expect("welcome")
        await watcher.send(type="say", text="in the lobby", name="Sam")
        await _chat(watcher)
        await ann.send(type="mute", seat=1, on=True)
        await ann.expect("mutes")
        await cem.send(type="mute", seat=-1, on=True)  # Cem never wants the spectators' talk
        await cem.expect("mutes")
        await ann.send(type="start", host_token=created["host_token"])
        for client in players:
            await client.expect("state")
        await watcher.send(type="say", text="Ann holds a Barrel", name="Sam")
        await bob.send(type="say", phrase="dont_shoot_me")
        await ann.send(type="say", phrase="shoot", args={"player": 3})
        await _chat(ann)
        await play_until(players, random.Random(5))
        for client in (*players, watcher):
            await client.send(type="ping")
            await client.expect("pong")

        def over_at(client: TableClient) -> int:
            """The index of the first frame telling the client the game is over."""
            for i, raw in enumerate(client.raw):
                frame = json.loads(raw)
                if frame["type"] == "state" and frame["view"]["winner"] is not None:
                    return i
            raise AssertionError(f"{client.label} never saw the end")

        spectators_text = ["in the lobby", "Ann holds a Barrel"]
        for client in players:
            end = over_at(client)
            for i, raw in enumerate(client.raw):
                for message in _frame_messages(json.loads(raw)):
                    assert message["channel"] == "players" or i > end, (client.label, message)
        assert not [m for m in _chat_messages(ann) if m["seat"] == 1]  # she muted Bob before he spoke
        assert [m["text"] for m in _chat_messages(bob) if m["channel"] == "spectators"] == spectators_text
        assert [m["text"] for m in _chat_messages(ann) if m["channel"] == "spectators"] == spectators_text
        assert not [m for m in _chat_messages(cem) if m["channel"] == "spectators"]
        assert [m["phrase"] for m in _chat_messages(watcher) if m["seat"] in (0, 1)] == ["dont_shoot_me", "shoot"]
        assert [m["phrase"] for m in _chat_messages(bob) if m["seat"] in (0, 1)] == ["dont_shoot_me", "shoot"]
        # The bot's lines: marked as a bot's, from its own seat, the game's end said.
        bot_lines = [m for m in _chat_messages(watcher) if m["bot"]]
        assert bot_lines and {m["seat"] for m in bot_lines} == {3} and bot_lines[-1]["phrase"] == "gg"
        # Once over, a player who comes back reads both channels in the history.
        await bob.close()
        back = await TableClient.open(server.ws(table), token=bob.token, label="bob again")
        await back.expect("welcome")
        assert [m["text"] for m in await _chat(back) if m["channel"] == "spectators"] == spectators_text
        for client in (ann, cem, back, watcher):
            await client.close()

    asyncio.run(scenario())


def test_a_spectators_name_follows_the_seats_rules(server: Server) -> None:
    """Nothing that passes for a bot, nobody seated, no other spectator: refused by name,
    nothing kept; a name is the connection's until it leaves or says another."""

    async def scenario() -> None:
        created = server.create(seats=4, bots=1)  # seat 3 is "Bot ..."
        (ann,) = await seat_players(server.ws(created["table"]), 1)
        bot_name = next(s["name"] for s in server.info(created["table"])["seats"] if s["bot"])
        one = await TableClient.open(server.ws(created["table"]), label="one")
        two = await TableClient.open(server.ws(created["table"]), label="two")
        for client in (one, two):
            await client.expect("welcome")
        for name, code in [(bot_name, "bad_name"), ("Bot Dusty", "bad_name"), ("бот Ann", "bad_name"),
                           ("P0", "name_taken"), ("Р0", "name_taken"),  # Cyrillic Er: looks like P0
                           ("a\u202eb", "bad_name"), ("x" * 25, "bad_name"), ("   ", "bad_name")]:
            refused = await _refusal(one, {"type": "say", "text": "hi", "name": name})
            assert refused["code"] == code and refused["message"].startswith("name: "), (name, refused)
        await one.send(type="say", text="hi", name="  Dusty   Rose ")
        said = (await _chat(one))[0]
        assert (said["name"], said["channel"]) == ("Dusty Rose", "spectators")
        await _chat(two)
        refused = await _refusal(two, {"type": "say", "text": "me too", "name": "DUSTY ROSE"})
        assert refused["code"] == "name_taken", refused
        await one.send(type="say", text="again", name="Dusty Rose")  # its own name: fine
        await _chat(one)
        await _chat(two)
        await one.send(type="say", text="renamed", name="Rosa")  # "Dusty Rose" is free again
        await _chat(one)
        await _chat(two)
        await two.send(type="say", text="mine now", name="Dusty Rose")
        assert (await _chat(two))[0]["name"] == "Dusty Rose"
        await _chat(one)
        messages = [m for m in _chat_messages(one) if m["channel"] == "spectators"]
        assert [m["name"] for m in messages] == ["Dusty Rose", "Dusty Rose", "Rosa", "Dusty Rose"]
        await one.close()
        three = await TableClient.open(server.ws(created["table"]), label="three")
        await three.expect("welcome")
        await _chat(three)
        # "Rosa" left with its connection: free once the server has seen the socket close
        # (nothing tells the others when a spectator goes, so ask until it is; a refused
        # name counts against no pace)
        for _ in range(200):
            await three.send(type="say", text="hello", name="Rosa")
            answer = await three.next()
            while answer["type"] not in ("chat", "error"):
                answer = await three.next()
            if answer["type"] == "chat":
                break
            assert answer["code"] == "name_taken", answer
            await asyncio.sleep(0.05)
        assert answer["type"] == "chat" and answer["messages"][-1]["name"] == "Rosa", answer
        for client in (ann, two, three):
            await client.close()

    asyncio.run(scenario())
