"""The chat of one table (issue 12; docs/protocol.md, "Chat").

Two channels: "players", written by the seats (alive or not, bots included) and read
by everyone; "spectators", written by connections without a seat and read by them
only while the game runs, so a watcher cannot tip a player off. Once the game is over
(``open_to_players``) everyone reads both.

A reader may mute a seat, or the spectators' channel (seat -1), for itself: a seat's
mutes are kept with the table, a spectator's for its connection. The host may mute a
seat for the table: its messages are then refused ("muted"). While an event card forbids the
players to talk (Wild West Show's Gag: ``gag`` in the rules in force), every seat's message
is refused ("gagged") and the bots keep quiet; the spectators still talk in their channel. A muted sender's messages
never reach that reader, neither as they come nor in the history after ``welcome``: the
reader's ``mutes`` frame counts them instead (sent again as each is kept back), and an
unmute sends what that sender said meanwhile.

Every message is stored (``Store.append_chat``) before anyone is told of it, so a
restart or a reload loses none. The limits are ``ChatLimits``, defaults in ``LIMITS``.
"""

from __future__ import annotations

import logging
import math
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

import msgspec

from . import protocol as p
from .names import NameRefused, seat_name
from .phrases import args_refusal
from .store_api import TableStore
from .text import clean_text

log = logging.getLogger("bang.server")


@dataclass(frozen=True, slots=True)
class ChatLimits:
    text_length: int = 200  # characters of a free text, once cleaned
    burst: int = 5  # messages of one seat (or spectator's connection)...
    burst_seconds: float = 10.0  # ...in this many seconds
    per_minute: int = 20  # and in a minute
    spectators_per_minute: int = 60  # the spectators' channel as a whole
    mutes_per_minute: int = 30  # mute and host_mute frames of one connection
    messages: int = 5000  # a table's chat holds at most this many


LIMITS = ChatLimits()

SPECTATORS = -1  # a mute's seat: the spectators' channel
HOST = -1  # a stored mute's reader: the host, for the whole table
SPECTATOR_NAME = "Spectator"  # a spectator who gives no name


class Reader(Protocol):
    """A connection, as the chat sees it (``table.Peer``)."""

    seat: int | None
    greeted: bool

    def send(self, frame: bytes) -> None: ...


class Pace:
    """How many messages one sender sent lately, against limits of (count, seconds)."""

    def __init__(self, windows: tuple[tuple[int, float], ...]) -> None:
        self.windows = windows
        self.times: deque[float] = deque()

    def refusal(self, now: float) -> str | None:
        """Why one more now is too many (the limit and when to try again), or None."""
        longest = max(seconds for _, seconds in self.windows)
        while self.times and self.times[0] <= now - longest:
            self.times.popleft()
        for count, seconds in self.windows:
            recent = [t for t in self.times if t > now - seconds]
            if len(recent) >= count:
                wait = max(1, math.ceil(recent[-count] + seconds - now))
                return f"at most {count} messages in {seconds:g} seconds: try again in {wait} s"
        return None

    def count(self, now: float) -> None:
        self.times.append(now)


class Chat:
    """The messages and mutes of one table."""

    def __init__(self, table_id: str, store: TableStore, seats: int, *, over: bool,
                 limits: ChatLimits = LIMITS, clock: Callable[[], float] = time.monotonic,
                 moment: Callable[[], int] = lambda: 0, gagged: Callable[[], bool] = lambda: False) -> None:
        self.table_id = table_id
        self.moment = moment  # the table's version now: each message keeps it (a replay's chat follows it)
        self.gagged = gagged  # the players may not talk now (Wild West Show's Gag in force)
        self.store = store
        self.seats = seats
        self.limits = limits
        self.clock = clock
        self.messages: list[p.ChatMessage] = []
        for stored in store.load_chat(table_id):
            try:
                self.messages.append(msgspec.json.decode(stored, type=p.ChatMessage))
            except msgspec.DecodeError:  # one unreadable row must not stop the table
                log.exception("table %s: a stored chat message cannot be read", table_id)
        self.host_muted: set[int] = set()
        self.seat_mutes: dict[int, set[int]] = {}  # a seat -> the seats it muted (-1: spectators)
        for reader, seat in store.load_chat_mutes(table_id):
            if reader == HOST:
                self.host_muted.add(seat)
            else:
                self.seat_mutes.setdefault(reader, set()).add(seat)
        self.peer_mutes: dict[Reader, set[int]] = {}  # a spectator's connection -> its mutes
        self.spectator_names: dict[Reader, str] = {}  # a spectator's connection -> the name it speaks under
        self.paces: dict[object, Pace] = {}  # a seat, or a spectator's connection -> its messages
        self.mute_paces: dict[object, Pace] = {}
        self.spectators_pace = Pace(((limits.spectators_per_minute, 60.0),))
        self.spectators_open = over  # the players read the spectators' channel too

    # --- what a reader sees -------------------------------------------------------------

    def mutes_of(self, reader: Reader) -> set[int]:
        if reader.seat is not None:
            return self.seat_mutes.get(reader.seat, set())
        return self.peer_mutes.get(reader, set())

    def may_read(self, reader: Reader, message: p.ChatMessage) -> bool:
        return self._channel_open(reader, message) and not self._muted(reader, message)

    def _channel_open(self, reader: Reader, message: p.ChatMessage) -> bool:
        return message.channel == "players" or reader.seat is None or self.spectators_open

    def _muted(self, reader: Reader, message: p.ChatMessage) -> bool:
        return (SPECTATORS if message.seat is None else message.seat) in self.mutes_of(reader)

    def _hidden(self, reader: Reader, channel: str) -> int:
        """The messages of ``channel`` the reader could read but for its mutes."""
        return sum(1 for m in self.messages
                   if m.channel == channel and self._channel_open(reader, m) and self._muted(reader, m))

    def welcome(self, reader: Reader) -> None:
        """After ``welcome``: the messages this reader may see, and its mutes (if any of either)."""
        seen = [m for m in self.messages if self.may_read(reader, m)]
        if seen:
            reader.send(p.encode(p.Chat(seen)))
        if self.mutes_of(reader) or self.host_muted:
            self._send_mutes(reader)

    def open_to_players(self, readers: Iterable[Reader]) -> None:
        """The game is over: the players are sent the spectators' channel, and read it from now on."""
        if self.spectators_open:
            return
        self.spectators_open = True
        for reader in readers:
            if reader.greeted and reader.seat is not None:
                shown = [m for m in self.messages if m.channel == "spectators" and self.may_read(reader, m)]
                if shown:
                    reader.send(p.encode(p.Chat(shown)))
                if SPECTATORS in self.mutes_of(reader):
                    self._send_mutes(reader)  # what they now could read, but muted

    def forget(self, reader: Reader) -> None:
        """A connection closed: a spectator's mutes and pace go with it."""
        self.peer_mutes.pop(reader, None)
        self.spectator_names.pop(reader, None)
        self.paces.pop(reader, None)
        self.mute_paces.pop(reader, None)

    # --- saying ---------------------------------------------------------------------------

    def say(self, reader: Reader, say: p.Say, speaker: str | None, seat_names: Iterable[str | None],
            readers: Iterable[Reader]) -> None:
        """A person's message: ``reader.seat`` speaks (under ``speaker``, its seat's name), or a
        spectator, under the name it gives (names.py's rules, unlike every name in ``seat_names``
        and every other spectator's: the name stays this connection's until it gives another).
        Refused with an error naming what was wrong; nothing is kept then."""
        malformed = self._malformed(say)
        if malformed is not None:
            reader.send(p.error("malformed", malformed))
            return
        text = clean_text(say.text) if say.text is not None else None
        name = speaker or SPECTATOR_NAME
        if reader.seat is None and say.name is not None:
            others = [n for r, n in self.spectator_names.items() if r is not reader]
            try:  # the seats' rules: unlike any seat's or other spectator's name, never a bot's
                name = seat_name(say.name, [*seat_names, *others])
            except NameRefused as refused:
                reader.send(p.error(refused.code, str(refused)))
                return
        if text is not None and not text:
            reader.send(p.error("malformed", "text: nothing is left once invisible characters are removed"))
            return
        if reader.seat is not None and self.gagged():
            reader.send(p.error("gagged", "Gag is in force: the players may not talk until another event card "
                                          "is revealed (spectators still may, in their own channel)"))
            return
        if reader.seat is not None and reader.seat in self.host_muted:
            reader.send(p.error("muted", "the host muted your seat: your messages are not accepted"))
            return
        if text is not None and len(text) > self.limits.text_length:
            reader.send(p.error("chat_limit", f"text: at most {self.limits.text_length} characters, "
                                              f"not {len(text)}"))
            return
        now = self.clock()
        key: object = reader.seat if reader.seat is not None else reader
        pace = self.paces.setdefault(key, self._pace())
        too_fast = pace.refusal(now)
        if too_fast is None and reader.seat is None and (crowded := self.spectators_pace.refusal(now)):
            too_fast = f"the spectators' channel together: {crowded}"
        if too_fast is not None:
            reader.send(p.error("chat_limit", f"too many messages: {too_fast}"))
            return
        if len(self.messages) >= self.limits.messages:
            reader.send(p.error("chat_limit", f"this table's chat is full ({self.limits.messages} messages)"))
            return
        pace.count(now)
        if reader.seat is None:
            self.spectators_pace.count(now)
            if say.name is not None:
                self.spectator_names[reader] = name
        self._add(p.ChatMessage(
            seq=self._next_seq(), channel="players" if reader.seat is not None else "spectators",
            seat=reader.seat, name=name, bot=False, at=round(time.time(), 3),
            phrase=say.phrase, args=(say.args or p.PhraseArgs()) if say.phrase is not None else None,
            text=text, lang=say.lang,
        ), readers)

    def bot_says(self, seat: int, name: str, phrase: str, args: p.PhraseArgs,
                 readers: Iterable[Reader]) -> bool:
        """A bot's quick phrase (``bot_talk``); silently dropped when its seat is muted by the
        host, over the pace, or while the players may not talk (Gag). Whether it was said."""
        now = self.clock()
        pace = self.paces.setdefault(seat, self._pace())
        if (seat in self.host_muted or pace.refusal(now) is not None or len(self.messages) >= self.limits.messages
                or self.gagged()):
            return False
        if args_refusal(phrase, args.player, args.card, self.seats) is not None:
            log.error("table %s: bot phrase %s %s does not fit", self.table_id, phrase, args)
            return False
        pace.count(now)
        self._add(p.ChatMessage(
            seq=self._next_seq(), channel="players", seat=seat, name=name, bot=True, at=round(time.time(), 3),
            phrase=phrase, args=args, text=None, lang="en",
        ), readers)
        return True

    def _malformed(self, say: p.Say) -> str | None:
        if say.phrase is not None and say.text is not None:
            return "text: a say has either a phrase or a text, not both"
        if say.phrase is None and say.text is None:
            return "phrase: a say needs a phrase or a text"
        if say.text is not None:
            return "args: only a phrase takes args" if say.args is not None else None
        assert say.phrase is not None
        args = say.args or p.PhraseArgs()
        return args_refusal(say.phrase, args.player, args.card, self.seats)

    def _pace(self) -> Pace:
        return Pace(((self.limits.burst, self.limits.burst_seconds), (self.limits.per_minute, 60.0)))

    def _next_seq(self) -> int:
        return self.messages[-1].seq + 1 if self.messages else 1

    def _add(self, message: p.ChatMessage, readers: Iterable[Reader]) -> None:
        """Store the message (with the table's version now), then send it to every reader allowed to see it."""
        message = msgspec.structs.replace(message, version=self.moment())
        self.store.append_chat(self.table_id, message.seq, p.encode(message).decode())
        self.messages.append(message)
        frame = p.encode(p.Chat([message]))
        for reader in readers:
            if not reader.greeted or not self._channel_open(reader, message):
                continue
            if not self._muted(reader, message):
                reader.send(frame)
            else:  # kept back: the count of what its mutes hide moves on
                self._send_mutes(reader)

    # --- muting --------------------------------------------------------------------------

    def mute(self, reader: Reader, seat: int, on: bool) -> None:
        """``reader`` mutes (or unmutes) a seat, or the spectators' channel (-1), for itself."""
        if not SPECTATORS <= seat < self.seats:
            reader.send(p.error("malformed", f"seat: there is no seat {seat} at this table "
                                             f"(seats 0 to {self.seats - 1}, or -1: the spectators)"))
            return
        if seat == reader.seat:
            reader.send(p.error("malformed", "seat: that is your own seat"))
            return
        if self._too_many_mutes(reader):
            return
        if reader.seat is not None:
            mutes = self.seat_mutes.setdefault(reader.seat, set())
            if (seat in mutes) != on:
                self.store.set_chat_mute(self.table_id, reader.seat, seat, on)
        else:
            mutes = self.peer_mutes.setdefault(reader, set())
        if on:
            mutes.add(seat)
        else:
            mutes.discard(seat)
        self._send_mutes(reader)
        if not on:  # what that seat said meanwhile, kept back until now
            said = [m for m in self.messages if (SPECTATORS if m.seat is None else m.seat) == seat
                    and self.may_read(reader, m)]
            if said:
                reader.send(p.encode(p.Chat(said)))

    def host_mute(self, reader: Reader, seat: int, on: bool, readers: Iterable[Reader]) -> None:
        """The host (its token already checked) mutes or unmutes a seat for the table."""
        if not 0 <= seat < self.seats:
            reader.send(p.error("malformed", f"seat: there is no seat {seat} at this table "
                                             f"(seats 0 to {self.seats - 1})"))
            return
        if self._too_many_mutes(reader):
            return
        if (seat in self.host_muted) != on:
            self.store.set_chat_mute(self.table_id, HOST, seat, on)
        if on:
            self.host_muted.add(seat)
        else:
            self.host_muted.discard(seat)
        for other in readers:
            if other.greeted:
                self._send_mutes(other)

    def _too_many_mutes(self, reader: Reader) -> bool:
        now = self.clock()
        pace = self.mute_paces.setdefault(reader, Pace(((self.limits.mutes_per_minute, 60.0),)))
        refusal = pace.refusal(now)
        if refusal is not None:
            reader.send(p.error("chat_limit", f"too many mutes: {refusal.replace('messages', 'changes')}"))
            return True
        pace.count(now)
        return False

    def _send_mutes(self, reader: Reader) -> None:
        mine = self.mutes_of(reader)
        reader.send(p.encode(p.Mutes(mine=sorted(s for s in mine if s != SPECTATORS),
                                     spectators=SPECTATORS in mine, host=sorted(self.host_muted),
                                     hidden_players=self._hidden(reader, "players"),
                                     hidden_spectators=self._hidden(reader, "spectators"))))
