"""A table's bots: the bot of each seat (made when first needed, at the table's level), its
move from what its seat may see, a thinking bot's move made in a worker thread and played only
if the table still waits for it, the out-of-time player's choices, the bots' bursts with no
delay, and their quick phrases in the chat."""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
from concurrent.futures import ThreadPoolExecutor

from ..actions import Action
from ..bots import Bot, decide, make_bot, seen_by, wants_public_game
from ..events import redact
from ..state import Rng
from .bot_talk import BotTalk
from .defaults import natural_default
from .table_seats import Seat
from .table_state import TableState

log = logging.getLogger("bang.server")

BOT_BURST = 40  # with no bot delay: bot decisions played in one go before the loop runs others
THINKING_LEVELS = frozenset({"search"})  # bot levels that think for a while: in a worker thread
QUICK_LEVEL = "sharp"  # makes an out-of-time player's choices at a table whose bots think
THINKERS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="bang-bot")  # shared by every table


class Bots(TableState):
    """The part of ``Table`` that plays its bots (mixed into it)."""

    bot_dice: Rng  # the bots' own dice, unrelated to the game's seed (their moves are in the log)
    bot_level: str  # every bot at this table (``bang.bots.BOT_LEVELS``)
    bots: dict[int, Bot]  # seat -> the bot that plays it when a bot must (made when first needed)
    dice: random.Random  # bots' waits, random characters on a timeout
    talk: BotTalk  # bots' quick phrases (bot_talk.py)
    _talked: int  # the log entries the bots have had their say about

    def init_bots(self) -> None:
        # The bots' own dice, unrelated to the game's seed (their moves are in the log).
        self.bot_dice = Rng(secrets.randbits(64))
        self.bot_level = self.settings.bot_level  # every bot at this table (``bang.bots.BOT_LEVELS``)
        self.bots = {}  # seat -> the bot that plays it when a bot must (made when first needed)
        self.dice = random.Random(secrets.randbits(64))  # bots' waits, random characters on a timeout
        self.thinking = False  # a bot's decision is being made in a worker thread (one at a time)
        self.talk = BotTalk(random.Random(secrets.randbits(64)))  # bots' quick phrases (bot_talk.py)
        self._talked = 0  # the log entries the bots have had their say about

    def bots_heard_up_to(self, entries: int) -> None:
        """The bots have had their say about the log's first ``entries`` (a table rebuilt from
        its log does not talk about the past)."""
        self._talked = entries

    def bots_talk(self) -> None:
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

    def bot_wait(self) -> float:
        """A bot's wait before it answers: random, drawn before it looks at its cards, so
        how long it takes tells nothing about what it holds."""
        return self.timing.bot_delay * (0.5 + self.dice.random()) if self.timing.bot_delay > 0 else 0.0

    def bots_move(self, seat: Seat) -> Action | None:
        """The bot's move for ``seat``; None if it thinks it over in a worker thread."""
        assert self.game is not None
        if self.picking():
            return self.dice.choice(self.offers(seat.record.seat))
        if self.bot_level in THINKING_LEVELS:
            self._think(seat.record.seat)
            return None
        return self._bot(seat.record.seat)

    def _think(self, seat: int) -> None:
        """Ask the bot of ``seat`` for its move in a worker thread, from a snapshot of what
        the seat sees (the live log is copied); the loop serves everyone else meanwhile."""
        assert self.game is not None
        if self.thinking:
            return
        bot = self.seat_bot(seat)
        seen = seen_by(self.game, seat, list(self.events), public_game=wants_public_game(bot), lazy=False)
        self.thinking = True
        version = self.version
        thought = asyncio.get_running_loop().run_in_executor(THINKERS, bot, seen)
        thought.add_done_callback(lambda done: self.guarded(self._thought, seat, version, done))

    def _thought(self, seat: int, version: int, done: asyncio.Future[Action]) -> None:
        """Back on the loop with a bot's move: played if the table still waits for that
        decision, dropped if it moved on meanwhile; an error in the thread pauses the table."""
        self.thinking = False
        if done.cancelled():
            return
        error = done.exception()
        if self.clock_stopped or self.status != "playing" or self.held:
            return  # stopped, paused or held meanwhile: the answer (or its error) is of no matter now
        if error is not None:
            raise error
        move = done.result()
        game = self.game
        if (game is None or self.version != version or game.pending is None
                or game.pending.player != seat or not self.seats[seat].played_by_bot):
            log.debug("table %s: a bot's stale move dropped (version %s, now %s)", self.id, version, self.version)
            self.schedule()
            return
        self.play(move)
        if self.timing.bot_delay <= 0:
            self.play_bots_on()

    def seat_bot(self, seat: int) -> Bot:
        bot = self.bots.get(seat)
        if bot is None:
            bot = self.bots[seat] = make_bot(self.bot_level, Rng(self.bot_dice.next64()))
        return bot

    def _bot(self, seat: int) -> Action:
        """The move of the bot that plays ``seat``, given only what that seat may see."""
        assert self.game is not None
        return decide(self.seat_bot(seat), self.game, seat, self.events)

    def natural_default(self, seat: Seat) -> Action:
        """What a player out of time does (``defaults.py``); a random character."""
        assert self.game is not None
        if self.picking():
            return self.dice.choice(self.offers(seat.record.seat))
        return natural_default(self.game, seat.record.seat, self._timeout_bot(seat.record.seat), self.events)

    def _timeout_bot(self, seat: int) -> Bot:
        """The bot that makes an out-of-time player's choice when the rule has no natural
        default (a General Store pick...): it runs on the loop, so a table whose bots think
        for a while (``THINKING_LEVELS``) has a quick ``sharp`` make it instead."""
        if self.bot_level in THINKING_LEVELS:
            return make_bot(QUICK_LEVEL, Rng(0))  # sharp decides the same way whatever its dice
        return self.seat_bot(seat)

    def play_bots_on(self) -> None:
        """With no bot delay, the bots' next decisions are played at once, a bounded
        burst (the server stays responsive); they are committed and announced together."""
        game = self.game
        for _ in range(BOT_BURST):
            if self.status != "playing" or game is None or game.pending is None or self.picking() or self.held:
                return
            if not self.seats[game.pending.player].played_by_bot or self.bot_level in THINKING_LEVELS:
                return  # a thinking bot starts once this is announced (``schedule``, ``_clock``)
            self.play(self._bot(game.pending.player))
