"""One table: its seats, its game, the people connected to it, its clocks.

Everything here runs on the event loop's thread and never awaits: a client's
frame, a bot's move or a clock going off each changes the table in one go, and
the frames it causes are queued on the connections (``Peer.send``). The order
for an action is always: check it, apply it, store it, and once the store has
committed it, tell everyone (``_committed``); no state is sent in between.

What a player is told is built only from ``observation(seat).to_json()``,
``bang.view.action_json`` and ``bang.view.event_view``; spectators get the
same with ``seat=None``.

The one exception is a bot that thinks for a while (``THINKING_LEVELS``: search,
100 ms a decision): its ``Seen`` (a snapshot) is built on the loop, its decision is
made in a worker thread (``THINKERS``), and back on the loop the move is played only
if the table still waits for that very decision (``_thought``).
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import math
import random
import secrets
import time
import weakref
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Protocol

import msgspec

from ..actions import Action, ActionType
from ..bots import Bot, decide, make_bot, seen_by, wants_public_game
from ..box import Role
from ..events import Event, redact
from ..match import Match, MatchOptions
from ..rules import Game, GameOptions
from ..ruleset import Ruleset
from ..rulesets.registry import ruleset_for
from ..state import Rng
from ..view import action_json, event_view, picked
from ..vocabulary import Character
from . import protocol as p
from .bot_talk import BotTalk
from .chat import Chat
from .defaults import natural_default
from .expansions import table_facts
from .names import NameRefused, seat_name
from .no_effect import NO_EFFECT, no_effect_moves
from .store import MatchRecord, SeatRecord, TableRecord, token_hash
from .store_api import TableStore

log = logging.getLogger("bang.server")

BOT_NAMES = ("Doc", "Dusty", "Hank", "Jake", "Lou", "Mabel", "Tex")  # "Bot Doc"... unlike any friend
MAX_SPECTATORS = 100  # watchers of one table (its seats' holders are always let in)
BOT_BURST = 40  # with no bot delay: bot decisions played in one go before the loop runs others
TIMEOUTS_TO_BOT = 2  # decisions in a row out of time before a bot plays the seat
THINKING_LEVELS = frozenset({"search"})  # bot levels that think for a while: in a worker thread
QUICK_LEVEL = "sharp"  # makes an out-of-time player's choices at a table whose bots think
THINKERS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="bang-bot")  # shared by every table


class Peer(Protocol):
    """One websocket, as a table sees it."""

    seat: int | None  # the seat it holds (None: a visitor or spectator)
    log_sent: int  # how many log entries it has been sent
    greeted: bool  # it said hello

    def send(self, frame: bytes) -> None: ...

    def close(self, code: int, reason: str) -> None: ...


@dataclass(frozen=True, slots=True)
class Timing:
    bot_delay: float = 0.6  # a bot waits between half and one and a half times this before it plays
    grace: float = 15.0  # seconds a disconnected player's seat waits before a bot plays it
    # real seconds per second of a table's turn clock: 1 at a server; tests run 10-second
    # clocks in 1 second with 0.1 (tests/hooked_app.py --clock-scale)
    clock_scale: float = 1.0


@dataclass(slots=True)
class Seat:
    """A seat: what is stored (``record``) plus who is connected to it now."""

    record: SeatRecord
    peer: Peer | None = None
    away: bool = False  # disconnected past the grace period: a bot plays it
    disconnected_at: float = 0.0
    timeouts: int = 0  # its decisions in a row that ran out of time
    auto_answer: bool = False  # the server answers its single-choice decisions at once
    left_at: int | None = None  # the log's length when it lost its connection or its seat to a bot

    @property
    def bot_controlled(self) -> bool:
        """A human seat that a bot plays for now (timed out, or away)."""
        return not self.record.bot and (self.record.timed_out or self.away)

    @property
    def played_by_bot(self) -> bool:
        return self.record.bot or self.bot_controlled


def table_ruleset(settings: p.Settings) -> Ruleset:
    """The ruleset a table of these settings plays: its player count's, with its expansions
    and its variant; ``ValueError`` naming the field when the settings name none."""
    for name in settings.expansions:
        if name in p.NOT_AT_TABLES_YET:
            raise ValueError(f"expansions: {name} is played by the engine only for now (bang simulate, "
                             f"the bots), not yet at a table")
    try:
        return ruleset_for(settings.seats, "simplified" if settings.simplified else None,
                           tuple(settings.expansions))
    except ValueError as e:
        field_name = "expansions" if settings.expansions and 3 <= settings.seats <= 8 else "seats"
        raise ValueError(f"{field_name}: {e}") from None


_FACTS: dict[str, p.CardFacts] = {}


def facts_of(ruleset: Ruleset) -> p.CardFacts:
    """``card_facts`` of a ruleset as the protocol's Struct (each kind's facts without the
    ids of its copies), made once per ruleset."""
    facts = _FACTS.get(ruleset.name)
    if facts is None:
        facts = _FACTS[ruleset.name] = msgspec.convert(table_facts(ruleset), p.CardFacts)
    return facts


def stored_info(record: TableRecord) -> p.TableInfo:
    """The public facts of a table that is not in memory (nobody is connected to it);
    its score is the one before its game (``Tables.info`` replays a finished game's)."""
    score = record.match.score if record.match is not None else [0] * len(record.seats)
    return p.TableInfo(
        match=p.MatchInfo(game=record.match.game if record.match is not None else 1, score=list(score)),
        id=record.id, status=record.status, settings=record.settings, message=record.message,
        seats=[
            p.SeatInfo(seat=s.seat, name=s.name, bot=s.bot, connected=False,
                       bot_controlled=not s.bot and s.timed_out)
            for s in record.seats
        ],
    )


class Table:
    def __init__(self, record: TableRecord, store: TableStore, timing: Timing) -> None:
        self.id = record.id
        self.created = record.created  # time.time() when it was made
        self.settings = record.settings
        self.seed = record.seed
        self.host_hash = record.host_hash
        self.status: p.Status = record.status
        self.message = record.message
        self.seats = [Seat(s) for s in record.seats]
        # before the game: when a seated person was last connected (stored; inf while one is)
        self.seen = record.seen
        self.match = record.match  # None: the first game of its match
        self.keep: dict[int, bool] = {}  # once over: the survivors who said whether they keep their character
        self.store = store
        self.timing = timing
        self.peers: list[Peer] = []
        self.game: Game | None = None
        self.events: list[Event] = []  # the whole log, redacted per reader when sent
        self.version = 0  # actions accepted so far
        # The bots' own dice, unrelated to the game's seed (their moves are in the log).
        self.bot_dice = Rng(secrets.randbits(64))
        self.bot_level: str = self.settings.bot_level  # every bot at this table (``bang.bots.BOT_LEVELS``)
        self.bots: dict[int, Bot] = {}  # seat -> the bot that plays it when a bot must (made when first needed)
        self.dice = random.Random(secrets.randbits(64))  # bots' waits, random characters on a timeout
        self.picks: dict[int, Action] = {}  # characters chosen, applied together once every seat chose
        self.next_table: str | None = None  # the table of the next game ("play again")
        self.on_again: Callable[[Table], str] | None = None  # makes that table, returns its id
        self.on_over: Callable[[Table], None] | None = None  # told when the game ends
        self._timer: asyncio.TimerHandle | None = None
        self._stopped = False
        self._unannounced = 0  # actions applied but not yet committed: no state is sent meanwhile
        self._deadline: float | None = None  # loop time when the pending human's time is up
        self._deadline_version = -1  # the version that deadline belongs to
        self._bot_at = 0.0  # loop time when a bot answers the decision at hand
        self._thinking = False  # a bot's decision is being made in a worker thread (one at a time)
        if record.status != "lobby":
            self._replay(record.actions)
        over = record.status == "over" or (self.game is not None and self.game.over)
        # table talk (chat.py); it reads the version through a weak reference, so that a finished
        # table nobody holds is freed at once, not at the next full garbage collection (which
        # tune_gc makes rare): 1,000 finished bot games held 110 MiB until then
        me = weakref.ref(self)
        self.chat = Chat(self.id, store, len(self.seats), over=over,
                         moment=lambda: table.version if (table := me()) is not None else 0,
                         gagged=lambda: (table := me()) is not None and table.gagged())
        self.talk = BotTalk(random.Random(secrets.randbits(64)))  # bots' quick phrases (bot_talk.py)
        self._talked = len(self.events)  # the log entries the bots have had their say about

    # --- building the game -----------------------------------------------------

    def _game_options(self) -> GameOptions:
        # Online, being asked never tells what a hand holds (docs/rulings.md, "Asking players").
        return GameOptions(character_choice=self.settings.character_choice and self.match is None,
                           simplified=self.settings.simplified, ask_even_without_choice=True,
                           expansions=tuple(self.settings.expansions))

    def _new_game(self) -> Game:
        names = [s.record.name or "" for s in self.seats]
        options = self._game_options()
        if self.match is None:
            game = Game.new(names, self.seed, options)
        else:  # the next game of a match: dealt as the game before decided (``next_deal``)
            game = Game.deal(names, self.seed, [Role(r) for r in self.match.roles],
                             [Character(c) for c in self.match.characters], options)
        # Game.new returns no events; the deal is in the engine's event buffer.
        self.events = list(game.setup_events)
        return game

    def _replay(self, actions: list[tuple[int, int]]) -> None:
        """Rebuild the game from its log, to exactly where it was."""
        game = self._new_game()
        for seat, code in actions:
            self.events.extend(game.apply(Action.decode(seat, code)))
        self.game = game
        self.version = len(actions)

    def resume_after_restart(self) -> None:
        """A table paused by an error plays on after a restart: the failed action
        was never stored, and the game has just been rebuilt from its log."""
        if self.status == "paused" and self.game is not None:
            self.status = "over" if self.game.over else "playing"
            self.message = None
            self.store.set_status(self.id, self.status)
        elif self.status == "playing" and self.game is not None and self.game.over:
            self.status = "over"  # the last action was stored, its status not (a crash between)
            self.store.set_status(self.id, "over")
        elif self.game is None and self.seen == math.inf:  # a seated person was here when it stopped
            self.seen = time.time()
            self.store.set_seen(self.id, self.seen)
        for seat in self.seats:
            seat.disconnected_at = asyncio.get_running_loop().time()
        self._schedule()

    # --- the match -------------------------------------------------------------------

    def scores(self) -> list[int]:
        """Games won by each seat in this match, this game's winners included once it is over."""
        wins = list(self.match.score) if self.match is not None else [0] * len(self.seats)
        if self.game is not None and self.game.over:
            for seat in self.game.winners():
                wins[seat] += 1
        return wins

    def keeps(self) -> list[bool]:
        """Once the game is over: who keeps their character next game (survivors who did not
        say no: bots and absent players keep theirs)."""
        assert self.game is not None
        return [p.alive and self.keep.get(p.seat, True) for p in self.game.players]

    def next_deal(self) -> tuple[int, MatchRecord]:
        """The next game of the match, once this one is over: its seed, and the roles and
        characters it deals (``bang.match``: the Sheriff passes clockwise with the option)."""
        assert self.game is not None and self.game.over
        options = MatchOptions(rotate_sheriff=self.settings.rotate_sheriff, game=self._game_options())
        match = Match([s.record.name or "" for s in self.seats], secrets.randbits(63), options)
        match.games.append(self.game)
        game = match.next_game(self.keeps())
        return game.seed, MatchRecord(
            game=(self.match.game if self.match is not None else 1) + 1,
            score=self.scores(),
            roles=[p.role.value for p in game.players],
            characters=[p.character.value for p in game.players],
            previous=self.id,
        )

    def _match_info(self) -> p.MatchInfo:
        over = self.status == "over" and self.game is not None and self.game.over
        return p.MatchInfo(game=self.match.game if self.match is not None else 1, score=self.scores(),
                           keep=self.keeps() if over else None)

    # --- what everybody sees -------------------------------------------------------

    def card_facts(self) -> p.CardFacts:
        """The facts of every kind and character of this table's game (``Welcome.cards``)."""
        return facts_of(self.game.ruleset if self.game is not None else table_ruleset(self.settings))

    def info(self) -> p.TableInfo:
        game = self.game
        # what every spectator sees: each settled character, and whose decision it is
        settled = game is not None and not self._picking()  # (picks: every seat at once, none shown)
        characters = [pl.character.value if picked(game, pl.seat) else None for pl in game.players] \
            if game is not None and settled else [None] * len(self.seats)
        deciding = game.pending.player if game is not None and settled and game.pending is not None \
            and not game.over else None
        return p.TableInfo(
            id=self.id,
            status=self.status,
            settings=self.settings,
            seats=[
                p.SeatInfo(
                    seat=s.record.seat, name=s.record.name, bot=s.record.bot,
                    connected=s.peer is not None, bot_controlled=s.bot_controlled,
                    character=characters[s.record.seat] if s.record.seat < len(characters) else None,
                )
                for s in self.seats
            ],
            message=self.message,
            next_table=self.next_table,
            picked=sorted(self.picks) if self._picking() else None,
            match=self._match_info(),
            deciding=deciding,
            winner=game.winner.value if game is not None and game.over and game.winner is not None else None,
        )

    def _send_table(self) -> None:
        frame = p.encode(p.TableChanged(self.info()))
        for peer in self.peers:
            if peer.greeted:
                peer.send(frame)

    def _send_states(self) -> None:
        if self.game is None or self._unannounced:
            return
        shared: dict[int, bytes] = {}  # spectators at the same point of the log get one frame
        for peer in self.peers:
            if not peer.greeted:
                continue
            if peer.seat is None:
                start = peer.log_sent
                if start not in shared:
                    shared[start] = self._state_frame(None, start)
                peer.send(shared[start])
                peer.log_sent = len(self.events)
            else:
                self._send_state(peer)

    def _send_state(self, peer: Peer) -> None:
        if self.game is None or self._unannounced:
            return  # it is sent with everybody's once the action is committed
        peer.send(self._state_frame(peer.seat, peer.log_sent))
        peer.log_sent = len(self.events)

    def _state_frame(self, seat: int | None, log_start: int) -> bytes:
        assert self.game is not None
        obs = self.game.observation(seat)
        log_entries = []
        for seq in range(log_start, len(self.events)):
            entry: dict[str, Any] = {"seq": seq}
            entry.update(event_view(self.events[seq], seat))
            log_entries.append(entry)
        seat_state = self.seats[seat] if seat is not None else None
        view = obs.to_json()
        legal = list(obs.legal_actions)
        picking = self._picking()
        if picking:  # every seat picks at once: each is offered its own two characters
            to_pick = seat is not None and seat not in self.picks
            legal = self._offers(seat) if seat is not None and to_pick else []
            first = seat if seat is not None and to_pick else min(set(range(len(self.seats))) - set(self.picks))
            view["pending"] = {"player": first, "kind": "character"}
        # the moves that would change nothing but spend their cards: the page asks before it
        # sends one (no_effect.py; docs/warnings.md)
        wasted = no_effect_moves(self.game, seat, legal) if seat is not None and legal and not picking else set()
        return p.encode_state(
            version=self.version,
            view=view,
            legal=[{**action_json(a), "warn": NO_EFFECT} if a in wasted else action_json(a) for a in legal],
            log=log_entries,
            deadline=self._seconds_left(),
            bot_controlled=seat_state is not None and seat_state.bot_controlled,
            auto_answer=seat_state is not None and seat_state.auto_answer,
            timeouts=seat_state.timeouts if seat_state is not None else 0,
        )

    def _picking(self) -> bool:
        """Whether the characters are being picked (the engine asks seat by seat; the
        table asks every seat at once and gives the engine the picks in seat order)."""
        pending = self.game.pending if self.game is not None else None
        return self.status == "playing" and pending is not None and pending.kind == "character"

    def _offers(self, seat: int) -> list[Action]:
        assert self.game is not None
        return [Action(seat, ActionType.PICK_CHARACTER, character=c) for c in self.game.character_offers[seat]]

    def _seconds_left(self) -> float | None:
        if self._deadline is None or self.status != "playing":
            return None
        return round(max(0.0, self._deadline - asyncio.get_running_loop().time()), 1)

    # --- what clients ask ---------------------------------------------------------

    def connect(self, peer: Peer) -> None:
        """A new socket; it counts once it says hello (the server closes it if it never does)."""
        self.peers.append(peer)

    def receive(self, peer: Peer, message: p.ClientMessage) -> None:
        """One client frame, already decoded."""
        self._guarded(self._receive, peer, message)

    def disconnect(self, peer: Peer) -> None:
        self._guarded(self._disconnect, peer)

    def _receive(self, peer: Peer, message: p.ClientMessage) -> None:
        if isinstance(message, p.Ping):
            peer.send(p.encode(p.Pong()))
        elif self.status == "paused" and not isinstance(message, p.Hello):
            peer.send(p.error("table_error", self.message or "this table is paused"))
        elif isinstance(message, p.Hello):
            if peer.greeted:
                peer.send(p.error("forbidden", "hello was already said on this connection"))
            else:
                self._hello(peer, message.token)
        elif not peer.greeted:
            peer.send(p.error("forbidden", "the first frame must be hello"))
        elif isinstance(message, p.Join):
            self._join(peer, message.name)
        elif isinstance(message, p.Start):
            self._start(peer, message.host_token)
        elif isinstance(message, p.Act):
            self._act(peer, message.code, message.version)
        elif isinstance(message, p.Back):
            self._back(peer)
        elif isinstance(message, p.AutoAnswer):
            self._auto_answer(peer, message.on)
        elif isinstance(message, p.Again):
            self._again(peer)
        elif isinstance(message, p.Keep):
            self._keep(peer, message.keep)
        elif isinstance(message, (p.Say, p.Mute, p.HostMute)):
            self._chat(peer, message)

    def _hello(self, peer: Peer, token: str | None) -> None:
        if token is not None:
            digest = token_hash(token)
            seat = next((s for s in self.seats if s.record.token_hash == digest), None)
            if seat is None:
                peer.send(p.error("forbidden", "this token holds no seat at this table"))
                peer.close(1008, "forbidden")
                return
            if seat.peer is not None:
                peer.send(p.error(
                    "seat_taken",
                    f"seat {seat.record.seat} is open in another tab or window: play on there, "
                    "or close it and reload this page",
                ))
                peer.close(1008, "seat_taken")
                return
            seat.peer = peer
            peer.seat = seat.record.seat
            self._seated_changed()
            if seat.away:
                seat.away = False
                self._fresh_clock_for(seat)  # back in time for a fresh clock
            self._schedule()
        elif sum(1 for other in self.peers if other.greeted and other.seat is None) >= MAX_SPECTATORS:
            peer.send(p.error("table_full", f"this table already has {MAX_SPECTATORS} spectators"))
            peer.close(1008, "table_full")
            return
        peer.greeted = True
        peer.send(p.encode(p.Welcome(peer.seat, self.info(), self.card_facts())))
        if self.game is not None:
            self._send_state(peer)
        if token is not None:
            self._send_table()
            assert peer.seat is not None
            self._tell_what_was_missed(self.seats[peer.seat])
        self.chat.welcome(peer)

    def _tell_what_was_missed(self, seat: Seat) -> None:
        """A player back at the seat: where the log went on without them (``away``)."""
        since, seat.left_at = seat.left_at, None
        if seat.peer is not None and since is not None and since < seat.peer.log_sent:
            seat.peer.send(p.encode(p.Away(since)))

    def _join(self, peer: Peer, name: str) -> None:
        if self.status != "lobby":
            peer.send(p.error("forbidden", "the game has started: seats are taken in the lobby only"))
            return
        if peer.seat is not None:
            peer.send(p.error("forbidden", f"you already hold seat {peer.seat}"))
            return
        try:
            name = seat_name(name, (s.record.name for s in self.seats))
        except NameRefused as refused:
            peer.send(p.error(refused.code, str(refused)))
            return
        seat = next((s for s in self.seats if s.record.name is None and not s.record.bot), None)
        if seat is None:
            peer.send(p.error("table_full", "every seat is taken"))
            return
        token = secrets.token_urlsafe(24)
        seat.record.name = name
        seat.record.token_hash = token_hash(token)
        self.store.save_seat(self.id, seat.record)
        seat.peer = peer
        peer.seat = seat.record.seat
        self._seated_changed()
        peer.send(p.encode(p.Joined(seat.record.seat, token)))
        self._send_table()

    def _start(self, peer: Peer, host_token: str) -> None:
        if self.status != "lobby":
            peer.send(p.error("forbidden", "the game has already started"))
            return
        if not hmac.compare_digest(token_hash(host_token), self.host_hash):
            peer.send(p.error("forbidden", "only the host can start the game (wrong host_token)"))
            return
        taken = {s.record.name for s in self.seats}
        spare = iter(f"Bot {n}" for n in BOT_NAMES if f"Bot {n}" not in taken)
        for seat in self.seats:
            if seat.record.name is None:
                seat.record.bot = True
                seat.record.name = next(spare)
        self.start_game()

    def start_game(self) -> None:
        """Deal and play: the seats are all taken (by players or bots)."""
        now = asyncio.get_running_loop().time()
        for seat in self.seats:  # a player not here yet (a game played again) has the grace period
            if seat.peer is None:
                seat.disconnected_at = now
        game = self._new_game()
        self.store.start(self.id, [s.record for s in self.seats])
        self.game = game
        self.status = "playing"
        self._schedule()
        self._send_table()
        self._send_states()

    def _act(self, peer: Peer, code: int, version: int) -> None:
        if peer.seat is None:
            peer.send(p.error("forbidden", "only a seated player can act (spectators watch)"))
            return
        if self.status == "lobby" or self.game is None:
            peer.send(p.error("not_started", "the game has not started yet"))
            return
        if self.status == "paused":
            peer.send(p.error("table_error", self.message or "this table is paused"))
            return
        seat = self.seats[peer.seat]
        if seat.bot_controlled:  # any act takes the seat back from the bot
            self._take_back(seat)
        if self._picking():
            self._pick(peer.seat, code)
            return
        if version != self.version:
            peer.send(p.error("stale", f"the table is at version {self.version}, not {version}"))
            return
        action = next((a for a in self.game.legal_actions(peer.seat) if a.encode() == code), None)
        if action is None:
            peer.send(p.error("illegal", self._refusal(peer.seat, code)))
            return
        seat.timeouts = 0
        self._play(action)

    def _pick(self, seat_no: int, code: int) -> None:
        """A character chosen while every seat picks at once (version does not matter)."""
        seat = self.seats[seat_no]
        action = next((a for a in self._offers(seat_no) if a.encode() == code), None)
        if seat_no in self.picks or action is None:
            if seat.peer is not None:
                seat.peer.send(p.error("illegal", "that is not one of the two characters you were dealt"
                                       if action is None else "you already picked your character"))
            return
        seat.timeouts = 0
        self.picks[seat_no] = action
        self._picks_made()
        if self._picking() and seat.peer is not None:
            self._send_state(seat.peer)  # nothing more to pick

    def _picks_made(self) -> None:
        """Once every seat picked, the picks go to the engine in seat order (each stored);
        until then everybody is told who has picked (``TableInfo.picked``)."""
        if len(self.picks) < len(self.seats):
            self._schedule()
            self._send_table()
            return
        picks, self.picks = self.picks, {}
        for seat_no in sorted(picks):
            self._play(picks[seat_no])
        self._send_table()

    def _auto_answer(self, peer: Peer, on: bool) -> None:
        if peer.seat is None:
            peer.send(p.error("forbidden", "only a seated player answers decisions"))
            return
        if self.game is None:
            peer.send(p.error("not_started", "the game has not started yet"))
            return
        self.seats[peer.seat].auto_answer = on
        self._schedule()
        self._send_state(peer)

    def _again(self, peer: Peer) -> None:
        if peer.seat is None or self.seats[peer.seat].record.bot:
            peer.send(p.error("forbidden", "only a seated player can ask for another game"))
            return
        if self.status != "over":
            peer.send(p.error("forbidden", "the game is not over"))
            return
        if self.next_table is None and self.on_again is not None:
            self.next_table = self.on_again(self)
        self._send_table()

    def _keep(self, peer: Peer, keep: bool) -> None:
        if peer.seat is None or self.seats[peer.seat].record.bot:
            peer.send(p.error("forbidden", "only a seated player chooses their character"))
            return
        if self.status != "over" or self.game is None:
            peer.send(p.error("forbidden", "the game is not over"))
            return
        if self.next_table is not None:
            peer.send(p.error("forbidden", "the next game has already been dealt"))
            return
        if not self.game.players[peer.seat].alive:
            peer.send(p.error("forbidden", "you were eliminated: you get a new character"))
            return
        self.keep[peer.seat] = keep
        self._send_table()

    def _refusal(self, seat: int, code: int) -> str:
        assert self.game is not None
        try:
            action = Action.decode(seat, code)
        except (ValueError, IndexError) as e:
            return str(e) or f"no action has the code {code}"
        try:
            return self.game.refusal(action) or "that action is not among your legal actions now"
        except Exception:  # explaining must never break the table
            log.exception("table %s: explaining the refusal of code %s", self.id, code)
            return "that action is not among your legal actions now"

    def _back(self, peer: Peer) -> None:
        if peer.seat is None:
            peer.send(p.error("forbidden", "only a seated player can take a seat back"))
            return
        seat = self.seats[peer.seat]
        if seat.bot_controlled:
            self._take_back(seat)
        else:
            self._send_state(peer)

    def _take_back(self, seat: Seat) -> None:
        seat.away = False
        seat.timeouts = 0
        if seat.record.timed_out:
            seat.record.timed_out = False
            self.store.save_seat(self.id, seat.record)
        self._fresh_clock_for(seat)
        self._schedule()
        self._send_table()
        if seat.peer is not None:
            self._send_state(seat.peer)
        self._tell_what_was_missed(seat)

    def _fresh_clock_for(self, seat: Seat) -> None:
        """A seat taken back from a bot gets a fresh clock if the decision at hand is its own."""
        pending = self.game.pending if self.game is not None else None
        if pending is not None and pending.player == seat.record.seat and not self._picking():
            self._deadline_version = -1

    def _disconnect(self, peer: Peer) -> None:
        if peer in self.peers:
            self.peers.remove(peer)
        self.chat.forget(peer)
        if peer.seat is None:
            return
        seat = self.seats[peer.seat]
        if seat.peer is not peer:
            return
        seat.peer = None
        seat.disconnected_at = asyncio.get_running_loop().time()
        if seat.left_at is None and self.game is not None:
            seat.left_at = len(self.events)
        self._seated_changed()
        self._send_table()
        self._schedule()

    def _seated_changed(self) -> None:
        """A seated person came or went: before the game, ``seen`` is inf (stored) from the
        moment one is connected, then the time the last one left (``Tables.expire_lobbies``)."""
        if self.game is not None:
            return
        here = any(s.peer is not None for s in self.seats)
        if here == (self.seen == math.inf):
            return
        self.seen = math.inf if here else time.time()
        self.store.set_seen(self.id, self.seen)

    # --- playing --------------------------------------------------------------------

    def _play(self, action: Action) -> None:
        """Apply a legal action and store it; everyone is told once it is committed."""
        assert self.game is not None
        before = self.game.pending
        events = self.game.apply(action)
        after = self.game.pending
        if (before is not None and after == before and action.player != before.player
                and self._deadline_version == self.version):
            self._deadline_version = self.version + 1  # the same decision, still waiting: same clock
        self._cancel_timer()
        self._unannounced += 1
        self.store.append_action(self.id, self.version, action.player, action.encode(), self._committed)
        self.version += 1
        self.events.extend(events)
        if self.game.over:
            self.status = "over"
            self.store.set_status(self.id, "over")

    def _committed(self, error: Exception | None) -> None:
        self._unannounced -= 1
        if error is not None:
            self.pause(error)
        elif not self._unannounced:
            self._guarded(self._announce)

    def _announce(self) -> None:
        """Tell everyone the new state; start the clock of the next decision."""
        self._schedule()
        self._send_states()
        self._bots_talk()
        if self.status == "over":
            self._send_table()
            self.chat.open_to_players(self.peers)
            if self.on_over is not None:
                self.on_over(self)

    # --- table talk (chat.py, bot_talk.py) ----------------------------------------------

    def _chat(self, peer: Peer, message: p.Say | p.Mute | p.HostMute) -> None:
        """A seat speaks only through the connection its own token opened (``peer.seat``)."""
        if isinstance(message, p.Say):
            name = self.seats[peer.seat].record.name if peer.seat is not None else None
            self.chat.say(peer, message, name, [s.record.name for s in self.seats], self.peers)
        elif isinstance(message, p.Mute):
            self.chat.mute(peer, message.seat, message.on)
        elif not hmac.compare_digest(token_hash(message.host_token), self.host_hash):
            peer.send(p.error("forbidden", "only the host mutes a seat for the table (wrong host_token)"))
        else:
            self.chat.host_mute(peer, message.seat, message.on, self.peers)

    def gagged(self) -> bool:
        """Whether the players may not talk now: an event card in force says so (Gag, whose
        ``gag`` is in the rules in force every seat's view tells)."""
        return self.status == "playing" and self.game is not None and bool(self.game.rules.facts.get("gag"))

    def _bots_talk(self) -> None:
        """The bots' say about the log entries since the last announcement (their own seat's view)."""
        start, self._talked = self._talked, len(self.events)
        bots = [s.record.seat for s in self.seats if s.record.bot]
        if self.game is None or not bots or start >= self._talked or not self.peers:
            return  # (nobody at the table to hear them: a bot-only game talks to no one)
        game, events, now = self.game, self.events, asyncio.get_running_loop().time()
        try:
            new = [e if e.private_to is None else redact(e, None) for e in events[start:]]  # (redact's test inlined)
            lines = self.talk.lines(lambda seat: seen_by(game, seat, events), new, bots, now)
        except Exception:  # a bot's chatter must never stop the game
            log.exception("table %s: the bots' talk failed", self.id)
            return
        for seat, line in lines:
            self.chat.bot_says(seat, self.seats[seat].record.name or "", line.phrase, line.args, self.peers)

    def stop_clock(self) -> None:
        """For good: the server is stopping."""
        self._stopped = True
        self._cancel_timer()

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _waiting_for(self) -> list[Seat]:
        """The seats the game waits for: the pending one, or every seat yet to pick."""
        game = self.game
        if self.status != "playing" or game is None or game.pending is None:
            return []
        if self._picking():
            return [s for s in self.seats if s.record.seat not in self.picks]
        return [self.seats[game.pending.player]]

    def _single_choice(self, seat: Seat) -> Action | None:
        """The seat's only legal action, if it has exactly one (and characters are not picked)."""
        if self.game is None or self._picking():
            return None
        legal = self.game.legal_actions(seat.record.seat)
        return legal[0] if len(legal) == 1 else None

    def _bot_wait(self) -> float:
        """A bot's wait before it answers: random, drawn before it looks at its cards, so
        how long it takes tells nothing about what it holds."""
        return self.timing.bot_delay * (0.5 + self.dice.random()) if self.timing.bot_delay > 0 else 0.0

    def _schedule(self) -> None:
        """Set the one clock of the table: a bot's move, a single choice answered for a
        player who asked for that, a human's time, or a disconnected player's grace."""
        self._cancel_timer()
        if self._stopped:
            return
        waiting = self._waiting_for()
        if not waiting:
            self._deadline = None
            return
        loop = asyncio.get_running_loop()
        now = loop.time()
        if self._deadline_version != self.version:  # a new decision: a new clock
            self._deadline_version = self.version
            self._deadline = None
            self._bot_at = now + self._bot_wait()
        humans = [s for s in waiting if not s.played_by_bot]
        if not humans:
            self._deadline = None
        elif self._deadline is None:
            self._deadline = now + self.settings.turn_seconds * self.timing.clock_scale
        times = [self._bot_at] if len(humans) < len(waiting) and not self._thinking else []
        for seat in humans:
            assert self._deadline is not None
            times.append(now if seat.auto_answer and self._single_choice(seat) else self._deadline)
            if seat.peer is None:
                times.append(seat.disconnected_at + self.timing.grace)
        if times:  # none: a bot thinks, and its answer comes back by itself (``_thought``)
            self._timer = loop.call_at(min(times), self._on_timer)

    def _on_timer(self) -> None:
        self._timer = None
        self._guarded(self._clock)

    def _clock(self) -> None:
        """The clock went off: each waiting seat whose time has come is answered for."""
        game = self.game
        waiting = self._waiting_for()
        if game is None or not waiting:
            return
        now = asyncio.get_running_loop().time()
        moves: list[Action] = []
        seats_changed = False
        out_of_time: Seat | None = None
        for seat in waiting:
            move = None
            if seat.played_by_bot:
                if now >= self._bot_at:
                    move = self._bots_move(seat)
            elif seat.auto_answer and (single := self._single_choice(seat)) is not None:
                move = single
            elif self._deadline is not None and now >= self._deadline:
                # Out of time: this decision only, with the rule's natural default; a bot
                # plays the seat only after TIMEOUTS_TO_BOT of them in a row.
                seat.timeouts += 1
                out_of_time = seat
                move = self._natural_default(seat)
                if seat.timeouts >= TIMEOUTS_TO_BOT:
                    seat.record.timed_out = True
                    self.store.save_seat(self.id, seat.record)
                    seat.left_at = len(self.events) if seat.left_at is None else seat.left_at
                    seats_changed = True
            elif seat.peer is None and now >= seat.disconnected_at + self.timing.grace:
                seat.away = True
                seats_changed = True
                move = self._bots_move(seat)
            if move is not None:
                moves.append(move)
        if seats_changed:
            self._send_table()
        if not moves:
            self._schedule()  # woke early
            return
        if self._picking():
            self.picks.update((m.player, m) for m in moves)
            self._picks_made()
            return
        self._play(moves[0])
        pending = game.pending
        while (out_of_time is not None and pending is not None and pending.kind == "discard"
               and pending.player == out_of_time.record.seat):
            self._play(self._natural_default(out_of_time))  # one timeout discards every card over the limit
            pending = game.pending
        if self.timing.bot_delay <= 0:
            self._play_bots_on()

    def _bots_move(self, seat: Seat) -> Action | None:
        """The bot's move for ``seat``; None if it thinks it over in a worker thread."""
        assert self.game is not None
        if self._picking():
            return self.dice.choice(self._offers(seat.record.seat))
        if self.bot_level in THINKING_LEVELS:
            self._think(seat.record.seat)
            return None
        return self._bot(seat.record.seat)

    def _think(self, seat: int) -> None:
        """Ask the bot of ``seat`` for its move in a worker thread, from a snapshot of what
        the seat sees (the live log is copied); the loop serves everyone else meanwhile."""
        assert self.game is not None
        if self._thinking:
            return
        bot = self._seat_bot(seat)
        seen = seen_by(self.game, seat, list(self.events), public_game=wants_public_game(bot), lazy=False)
        self._thinking = True
        version = self.version
        thought = asyncio.get_running_loop().run_in_executor(THINKERS, bot, seen)
        thought.add_done_callback(lambda done: self._guarded(self._thought, seat, version, done))

    def _thought(self, seat: int, version: int, done: asyncio.Future[Action]) -> None:
        """Back on the loop with a bot's move: played if the table still waits for that
        decision, dropped if it moved on meanwhile; an error in the thread pauses the table."""
        self._thinking = False
        if done.cancelled():
            return
        error = done.exception()
        if self._stopped or self.status != "playing":
            return  # stopped or paused meanwhile: the answer (or its error) is of no matter now
        if error is not None:
            raise error
        move = done.result()
        game = self.game
        if (game is None or self.version != version or game.pending is None
                or game.pending.player != seat or not self.seats[seat].played_by_bot):
            log.debug("table %s: a bot's stale move dropped (version %s, now %s)", self.id, version, self.version)
            self._schedule()
            return
        self._play(move)
        if self.timing.bot_delay <= 0:
            self._play_bots_on()

    def _seat_bot(self, seat: int) -> Bot:
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = make_bot(self.bot_level, Rng(self.bot_dice.next64()))
        return bot

    def _bot(self, seat: int) -> Action:
        """The move of the bot that plays ``seat``, given only what that seat may see."""
        assert self.game is not None
        return decide(self._seat_bot(seat), self.game, seat, self.events)

    def _natural_default(self, seat: Seat) -> Action:
        """What a player out of time does (``defaults.py``); a random character."""
        assert self.game is not None
        if self._picking():
            return self.dice.choice(self._offers(seat.record.seat))
        return natural_default(self.game, seat.record.seat, self._timeout_bot(seat.record.seat), self.events)

    def _timeout_bot(self, seat: int) -> Bot:
        """The bot that makes an out-of-time player's choice when the rule has no natural
        default (a General Store pick...): it runs on the loop, so a table whose bots think
        for a while (``THINKING_LEVELS``) has a quick ``sharp`` make it instead."""
        if self.bot_level in THINKING_LEVELS:
            return make_bot(QUICK_LEVEL, Rng(0))  # sharp decides the same way whatever its dice
        return self._seat_bot(seat)

    def _play_bots_on(self) -> None:
        """With no bot delay, the bots' next decisions are played at once, a bounded
        burst (the server stays responsive); they are committed and announced together."""
        game = self.game
        for _ in range(BOT_BURST):
            if self.status != "playing" or game is None or game.pending is None or self._picking():
                return
            if not self.seats[game.pending.player].played_by_bot or self.bot_level in THINKING_LEVELS:
                return  # a thinking bot starts once this is announced (``_schedule``, ``_clock``)
            self._play(self._bot(game.pending.player))

    # --- faults ---------------------------------------------------------------------

    def _guarded(self, work: Callable[..., None], *args: Any) -> None:
        """Run one piece of this table's work; an error pauses this table only."""
        try:
            work(*args)
        except Exception as exc:
            self.pause(exc)

    def pause(self, exc: BaseException) -> None:
        log.error("table %s paused by an internal error", self.id, exc_info=exc)
        self.status = "paused"
        self.message = "an internal error stopped this table; it is saved, and plays on after a server restart"
        self._cancel_timer()
        try:
            self.store.set_status(self.id, "paused", self.message)
            # The error may have left the game half changed: show what is stored.
            record = self.store.load(self.id)
            if record is not None and self.game is not None:
                self._replay(record.actions)
        except Exception:
            log.exception("table %s: could not store its pause or reload its log", self.id)
            self.game = None
        self._send_table()
        frame = p.error("table_error", self.message)
        for peer in self.peers:
            peer.send(frame)
