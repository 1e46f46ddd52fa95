"""One table: its record, its game and log, the people connected to it; what a client asks
of it, and the order every action goes through.

Everything here runs on the event loop's thread and never awaits: a client's
frame, a bot's move or a clock going off each changes the table in one go, and
the frames it causes are queued on the connections (``Peer.send``). The order
for an action is always: check it, apply it, store it, and once the store has
committed it, tell everyone (``_committed``); no state is sent in between.

``Table`` is made of one part per concern, each in its own module:

- ``table_seats``: the seats and the people at them (tokens, joining, leaving, a seat taken
  back from a bot);
- ``table_clock``: every rule of time (deadlines, a bot's wait, the grace of a disconnected
  player, what happens when time is up);
- ``table_bots``: the bots (their moves from their seat's view, a thinking bot's move made in a
  worker thread and played only if the table still waits for it, their chat);
- ``table_frames``: what every reader is sent, built only from ``observation(seat)``, the legal
  actions and the log as that reader may read it;
- ``table_match``: the game in its match (score, characters kept, the next deal);
- ``table_host``: what the host may do in the game (hold it, give a gone player's seat to a bot).
- ``table_mail``: a turn-based table's mail to a player it waits on who is not connected.
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
import weakref
from collections.abc import Callable
from typing import Any

import msgspec

from ..actions import Action, ActionType
from ..box import Role
from ..events import Event
from ..rules import Game, GameOptions
from ..ruleset import Ruleset
from ..rulesets.registry import ruleset_for
from ..vocabulary import Character
from . import protocol as p
from .chat import Chat
from .expansions import table_facts
from .link_tokens import is_token_of
from .mail import Mailer
from .store import TableRecord
from .store_api import TableStore
from .table_bots import THINKING_LEVELS, Bots
from .table_clock import TIMEOUTS_TO_BOT, Clock, Timing
from .table_frames import Frames
from .table_host import HostPowers
from .table_mail import Mailing
from .table_match import MatchPlay
from .table_seats import BOT_NAMES, MAX_SPECTATORS, Peer, Seat, Seating

__all__ = ["BOT_NAMES", "MAX_SPECTATORS", "THINKING_LEVELS", "TIMEOUTS_TO_BOT", "Peer", "Seat", "Table", "Timing",
           "facts_of", "stored_info", "table_ruleset"]

log = logging.getLogger("bang.server")



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
        # a turn-based table parked (Tables.park): the seat its decision waits for
        deciding=record.deciding if record.status == "playing" and not record.held else None,
        held=record.held,
    )


class Table(Seating, Clock, Bots, Frames, MatchPlay, HostPowers, Mailing):
    """One table: its record, its game and log, who is connected; the concerns it is made of
    each in a module of its own (the module's docstring above lists them)."""

    def __init__(self, record: TableRecord, store: TableStore, timing: Timing, mailer: Mailer | None = None) -> None:
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
        self.picks: dict[int, Action] = {}  # characters chosen, applied together once every seat chose
        self.next_table: str | None = None  # the table of the next game ("play again")
        self.on_again: Callable[[Table], str] | None = None  # makes that table, returns its id
        self.on_over: Callable[[Table], None] | None = None  # told when the game ends
        self.on_idle: Callable[[Table], None] | None = None  # told when it may leave memory (``parkable``)
        self.unannounced = 0  # actions applied but not yet committed: no state is sent meanwhile
        self.init_bots()
        self.held = record.held  # the host paused the game (table_host)
        self.init_clock(record.deadline, record.deadline_version)
        self.init_mail(mailer)
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
        self.bots_heard_up_to(len(self.events))

    def card_facts(self) -> p.CardFacts:
        """The facts of every kind and character of this table's game (``Welcome.cards``)."""
        return facts_of(self.game.ruleset if self.game is not None else table_ruleset(self.settings))

    # --- building the game -----------------------------------------------------

    def game_options(self) -> GameOptions:
        # Online, being asked never tells what a hand holds (docs/rulings.md, "Asking players").
        return GameOptions(character_choice=self.settings.character_choice and self.match is None,
                           simplified=self.settings.simplified, ask_even_without_choice=True,
                           expansions=tuple(self.settings.expansions))

    def _new_game(self) -> Game:
        names = [s.record.name or "" for s in self.seats]
        options = self.game_options()
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
        self.schedule()
        self.mail_waiting_seats()  # a mail the stop left unsent (once a turn: never twice)

    # --- the match -------------------------------------------------------------------





    # --- what everybody sees -------------------------------------------------------

    def picking(self) -> bool:
        """Whether the characters are being picked (the engine asks seat by seat; the
        table asks every seat at once and gives the engine the picks in seat order)."""
        pending = self.game.pending if self.game is not None else None
        return self.status == "playing" and pending is not None and pending.kind == "character"

    def offers(self, seat: int) -> list[Action]:
        assert self.game is not None
        return [Action(seat, ActionType.PICK_CHARACTER, character=c) for c in self.game.character_offers[seat]]


    # --- what clients ask ---------------------------------------------------------

    def connect(self, peer: Peer) -> None:
        """A new socket; it counts once it says hello (the server closes it if it never does)."""
        self.peers.append(peer)

    def receive(self, peer: Peer, message: p.ClientMessage) -> None:
        """One client frame, already decoded."""
        self.guarded(self._receive, peer, message)

    def disconnect(self, peer: Peer) -> None:
        self.guarded(self.peer_left, peer)
        self.guarded(self._idle_now)

    def _receive(self, peer: Peer, message: p.ClientMessage) -> None:
        if isinstance(message, p.Ping):
            peer.send(p.encode(p.Pong()))
        elif self.status == "paused" and not isinstance(message, p.Hello):
            peer.send(p.error("table_error", self.message or "this table is paused"))
        elif isinstance(message, p.Hello):
            if peer.greeted:
                peer.send(p.error("forbidden", "hello was already said on this connection"))
            else:
                self.hello(peer, message.token)
                self.tell_mail(peer)
        elif not peer.greeted:
            peer.send(p.error("forbidden", "the first frame must be hello"))
        elif isinstance(message, p.Join):
            self.join(peer, message.name)
            self.tell_mail(peer)
        elif isinstance(message, p.Start):
            self.host_starts(peer, message.host_token)
        elif isinstance(message, p.Act):
            self._act(peer, message.code, message.version)
        elif isinstance(message, p.Back):
            self.back(peer)
        elif isinstance(message, p.AutoAnswer):
            self.auto_answer(peer, message.on)
        elif isinstance(message, p.Again):
            self.again(peer)
        elif isinstance(message, p.Keep):
            self.keep_character(peer, message.keep)
        elif isinstance(message, (p.Say, p.Mute, p.HostMute)):
            self._chat(peer, message)
        elif isinstance(message, p.Hold):
            self.hold(peer, message.host_token, message.on)
        elif isinstance(message, p.Replace):
            self.replace(peer, message.host_token, message.seat)
        elif isinstance(message, p.Mail):
            self.set_mail(peer, message.address, message.lang)

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
        self.schedule()
        self.mail_waiting_seats()
        self.send_table()
        self.send_states()

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
        if self.held:
            peer.send(p.error("held", "the host has paused the game: it plays on when the host says so"))
            return
        seat = self.seats[peer.seat]
        if seat.bot_controlled:  # any act takes the seat back from the bot
            self.take_back(seat)
        if self.picking():
            self._pick(peer.seat, code)
            return
        if version != self.version:
            peer.send(p.error("stale", f"the table is at version {self.version}, not {version}"))
            return
        action = next((a for a in self.game.legal_actions(peer.seat) if a.encode() == code), None)
        if action is None:
            peer.send(p.error("illegal", self._refusal(peer.seat, code)))
            return
        missed, seat.timeouts = seat.timeouts, 0
        self.play(action)
        if missed:  # the count starts again, stored with the action (one transaction)
            self.store.save_seat(self.id, seat.record)

    def _pick(self, seat_no: int, code: int) -> None:
        """A character chosen while every seat picks at once (version does not matter)."""
        seat = self.seats[seat_no]
        action = next((a for a in self.offers(seat_no) if a.encode() == code), None)
        if seat_no in self.picks or action is None:
            if seat.peer is not None:
                seat.peer.send(p.error("illegal", "that is not one of the two characters you were dealt"
                                       if action is None else "you already picked your character"))
            return
        if seat.timeouts:  # the count starts again (stored)
            seat.timeouts = 0
            self.store.save_seat(self.id, seat.record)
        self.picks[seat_no] = action
        self.picks_made()
        if self.picking() and seat.peer is not None:
            self.send_state(seat.peer)  # nothing more to pick

    def picks_made(self) -> None:
        """Once every seat picked, the picks go to the engine in seat order (each stored);
        until then everybody is told who has picked (``TableInfo.picked``)."""
        if len(self.picks) < len(self.seats):
            self.schedule()
            self.send_table()
            return
        picks, self.picks = self.picks, {}
        for seat_no in sorted(picks):
            self.play(picks[seat_no])
        self.send_table()

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






    # --- playing --------------------------------------------------------------------

    def play(self, action: Action) -> None:
        """Apply a legal action and store it; everyone is told once it is committed."""
        assert self.game is not None
        before = self.game.pending
        events = self.game.apply(action)
        after = self.game.pending
        if before is not None and after == before and action.player != before.player:
            self.same_decision_waits()
        self.cancel_timer()
        self.unannounced += 1
        self.store.append_action(self.id, self.version, action.player, action.encode(), self._committed)
        self.version += 1
        self.events.extend(events)
        if self.game.over:
            self.status = "over"
            self.store.set_status(self.id, "over")

    def _committed(self, error: Exception | None) -> None:
        self.unannounced -= 1
        if error is not None:
            self.pause(error)
        elif not self.unannounced:
            self.guarded(self._announce)

    def _announce(self) -> None:
        """Tell everyone the new state; start the clock of the next decision."""
        self.schedule()
        self.mail_waiting_seats()
        self.send_states()
        self.bots_talk()
        if self.status == "over":
            self.send_table()
            self.chat.open_to_players(self.peers)
            if self.on_over is not None:
                self.on_over(self)
        self._idle_now()

    def _idle_now(self) -> None:
        """Tell whoever holds the table when it may leave memory (``parkable``)."""
        if self.on_idle is not None and self.parkable():
            self.on_idle(self)

    # --- table talk (chat.py, bot_talk.py) ----------------------------------------------

    def _chat(self, peer: Peer, message: p.Say | p.Mute | p.HostMute) -> None:
        """A seat speaks only through the connection its own token opened (``peer.seat``)."""
        if isinstance(message, p.Say):
            name = self.seats[peer.seat].record.name if peer.seat is not None else None
            self.chat.say(peer, message, name, [s.record.name for s in self.seats], self.peers)
        elif isinstance(message, p.Mute):
            self.chat.mute(peer, message.seat, message.on)
        elif not is_token_of(message.host_token, self.host_hash):
            peer.send(p.error("forbidden", "only the host mutes a seat for the table (wrong host_token)"))
        else:
            self.chat.host_mute(peer, message.seat, message.on, self.peers)

    def gagged(self) -> bool:
        """Whether the players may not talk now: an event card in force says so (Gag, whose
        ``gag`` is in the rules in force every seat's view tells)."""
        return self.status == "playing" and self.game is not None and bool(self.game.rules.facts.get("gag"))


















    # --- faults ---------------------------------------------------------------------

    def guarded(self, work: Callable[..., None], *args: Any) -> None:
        """Run one piece of this table's work; an error pauses this table only."""
        try:
            work(*args)
        except Exception as exc:
            self.pause(exc)

    def pause(self, exc: BaseException) -> None:
        log.error("table %s paused by an internal error", self.id, exc_info=exc)
        self.status = "paused"
        self.message = "an internal error stopped this table; it is saved, and plays on after a server restart"
        self.cancel_timer()
        try:
            self.store.set_status(self.id, "paused", self.message)
            # The error may have left the game half changed: show what is stored.
            record = self.store.load(self.id)
            if record is not None and self.game is not None:
                self._replay(record.actions)
        except Exception:
            log.exception("table %s: could not store its pause or reload its log", self.id)
            self.game = None
        self.send_table()
        frame = p.error("table_error", self.message)
        for peer in self.peers:
            peer.send(frame)
