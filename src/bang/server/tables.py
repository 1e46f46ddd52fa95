"""Every table of the server: made here, found here, rebuilt here after a restart."""

from __future__ import annotations

import asyncio
import gc
import heapq
import logging
import secrets
import time
from collections import OrderedDict

from ..rules import Game
from . import protocol as p
from .deadlines import timer_at
from .limits import LimitReached, Limits
from .link_tokens import ID_SHAPE, new_id, new_token, token_hash
from .mail import Mailer
from .store import SeatRecord, TableRecord
from .store_api import TableStore
from .table import BOT_NAMES, Table, Timing, stored_info, table_ruleset

log = logging.getLogger("bang.server")

KEPT_FINISHED = 4096  # the public facts of finished tables kept in memory (each replayed once)
# A full garbage collection after this many tables are forgotten. The server's collector
# seldom looks at its oldest objects (app.tune_gc), and each connection leaves a little
# garbage in reference cycles there (uvicorn's and uvloop's objects): a server playing
# bot games grew by about 40 KiB a game without it. With 50 tables in play a full
# collection takes a few milliseconds (`bang loadtest --tables 50 --mode bots --seconds 30`:
# the same games per CPU-second, 245 KiB a table instead of 940).
COLLECT_EVERY = 64


def paused_before_game(status: p.Status, began: bool, seats: list[SeatRecord]) -> bool:
    """A table an error paused in its lobby (a seat still free, no game): a lobby again
    after a restart."""
    return status == "paused" and not began and any(s.name is None for s in seats)


class Tables:
    """The tables in memory, backed by the store.

    Tables not yet over stay in memory, but a turn-based table that waits for people
    nobody there is parked (``park``): it leaves memory until someone opens it (``get``)
    or its deadline comes (``_wake``). A finished one is dropped when its last client
    leaves and read back from the store if somebody asks for it again.
    """

    mailer: Mailer | None = None  # the turn mails (--smtp), given to every table made here

    def __init__(self, store: TableStore, timing: Timing, limits: Limits | None = None) -> None:
        self.store = store
        self.timing = timing
        self.limits = limits or Limits()
        self.live: dict[str, Table] = {}
        # A finished table not in memory is replayed once for its score; its facts are kept.
        self._finished: OrderedDict[str, p.TableInfo] = OrderedDict()
        self._forgotten = 0  # tables forgotten since the last full collection
        self.parked: set[str] = set()  # turn-based tables out of memory until a visitor or their deadline
        self._wakes: list[tuple[float, str]] = []  # (deadline as time.time(), table), a heap
        self._wake_timer: asyncio.TimerHandle | None = None

    def create(self, settings: p.Settings, seed: int | None = None) -> p.CreatedTable:
        """A new table in the lobby; ``seed`` deals a known game (tests only: tests/hooked_app.py)."""
        if not 3 <= settings.seats <= 8:  # the schema says so too; a Settings built in code may not
            raise ValueError(f"seats: a table has 3 to 8 seats, not {settings.seats}")
        if settings.bots > settings.seats - 1:
            raise ValueError(f"bots: at most seats - 1 = {settings.seats - 1}, not {settings.bots}")
        table_ruleset(settings)  # an unknown expansion (or one named twice) is refused here, by name
        if 0 < self.limits.live_tables <= len(self.live):
            raise LimitReached(f"limit live_tables: this server holds {len(self.live)} tables "
                               f"(at most {self.limits.live_tables}); try again later", retry_after=60)
        host_token = new_token()
        table_id = new_id()
        while self.get(table_id) is not None:  # pragma: no cover - 48 random bits
            table_id = new_id()
        first_bot = settings.seats - settings.bots
        seats = [
            SeatRecord(seat=i, name=f"Bot {BOT_NAMES[i - first_bot]}" if i >= first_bot else None,
                       bot=i >= first_bot, token_hash=None)
            for i in range(settings.seats)
        ]
        record = TableRecord(
            id=table_id, created=time.time(), settings=settings,
            seed=secrets.randbits(63) if seed is None else seed,
            host_hash=token_hash(host_token), status="lobby", message=None, seats=seats,
        )
        self.store.create_table(record)
        self.live[table_id] = self._table(record)
        return p.CreatedTable(table=table_id, host_token=host_token)

    def get(self, table_id: str) -> Table | None:
        table = self.live.get(table_id)
        if table is not None or not ID_SHAPE.fullmatch(table_id):
            return table
        record = self._read(table_id)
        if record is None:
            return None
        table = self._rebuild(record)
        self.live[table_id] = table
        if table_id in self.parked:  # back from the store: its clock runs again
            self.parked.discard(table_id)
            table.resume_after_restart()
        return table

    def park(self, table: Table) -> None:
        """A turn-based table that waits for people nobody there leaves memory (its log and
        deadline are in the store); its deadline brings it back (``_wake``)."""
        if self.live.get(table.id) is not table:
            return
        table.stop_clock()
        del self.live[table.id]
        self.parked.add(table.id)
        wake = table.wake_at()
        if wake is not None:
            heapq.heappush(self._wakes, (wake, table.id))
            self._arm()

    def _arm(self) -> None:
        """One timer for every parked table: the soonest deadline's."""
        if self._wake_timer is not None:
            self._wake_timer.cancel()
            self._wake_timer = None
        if self._wakes:
            self._wake_timer = timer_at(self._wakes[0][0], self._wake)

    def _wake(self) -> None:
        """The parked tables whose deadline has come are back (their clock plays the default)."""
        self._wake_timer = None
        now = time.time()
        while self._wakes and self._wakes[0][0] <= now:
            _, table_id = heapq.heappop(self._wakes)
            if table_id in self.parked:  # (not opened meanwhile)
                try:
                    self.get(table_id)
                except Exception:  # the store failed: the others go on; opening it brings it back
                    log.exception("table %s: could not bring it back at its deadline", table_id)
        self._arm()

    def held_elsewhere(self, table_id: str) -> bool:
        """Whether a table ``get`` did not give is played by another process (a cluster's)."""
        return False

    def shutdown(self) -> None:
        """The server stops: every clock stops (nothing is lost: the store has it all)."""
        for table in self.live.values():
            table.stop_clock()
        if self._wake_timer is not None:
            self._wake_timer.cancel()

    def info(self, table_id: str) -> p.TableInfo | None:
        """A table's public facts; a table not in memory is read, not replayed."""
        table = self.live.get(table_id)
        if table is not None:
            return table.info()
        kept = self._finished.get(table_id)
        if kept is not None:
            self._finished.move_to_end(table_id)
            return kept
        record = self._read(table_id, with_actions=False) if ID_SHAPE.fullmatch(table_id) else None
        if record is not None and record.status == "over":  # its score counts its winners: replay it once
            found = self.finished(table_id)
            return None if found is None else found[0]
        return None if record is None else stored_info(record)

    def finished(self, table_id: str) -> tuple[p.TableInfo, Game] | None:
        """A table whose game is over: its public facts and its game (from memory, or
        replayed from the store without being kept there); None for any other table."""
        table = self.live.get(table_id)
        if table is None:
            record = self._read(table_id) if ID_SHAPE.fullmatch(table_id) else None
            if record is None or record.status != "over":
                return None
            table = self._rebuild(record)
        if table.status != "over" or table.game is None or not table.game.over:
            return None
        info = table.info()
        if table_id not in self.live:
            self._finished[table_id] = info
            if len(self._finished) > KEPT_FINISHED:
                self._finished.popitem(last=False)
        return info, table.game

    def release(self, table: Table) -> None:
        """Forget a finished table nobody looks at any more (it stays in the store)."""
        if table.status == "over" and not table.peers and self.live.get(table.id) is table:
            del self.live[table.id]
            self._forgotten += 1
            if self._forgotten >= COLLECT_EVERY:
                self._forgotten = 0
                gc.collect()

    def restore(self) -> int:
        """At startup: rebuild every unfinished table from its log; start their clocks. A
        lobby that expired while the server was away is deleted instead (``_expired``)."""
        now = time.time()
        for table_id in self.store.unfinished():
            record = self._read(table_id)
            if record is None:  # unreadable: logged, left in the store, the others go on
                continue
            paused_lobby = paused_before_game(record.status, bool(record.actions), record.seats)
            if paused_lobby:  # a lobby again
                record.status, record.message = "lobby", None
            if self._expired(record.status == "lobby", record.created, record.seen, now):
                self.store.delete_table(record.id)
                continue
            if paused_lobby:
                self.store.set_status(record.id, "lobby")
            table = self._rebuild(record)
            self.live[record.id] = table
            table.resume_after_restart()
            if table.parkable():  # a turn-based table waiting for people: out of memory until its deadline
                self.park(table)
        return len(self.live) + len(self.parked)

    def expire_lobbies(self) -> int:
        """Delete the lobbies (paused before their game began too) that expired (``_expired``)
        and that nobody, spectators included, is connected to now; how many."""
        now = time.time()
        expired = [t for t in self.live.values() if not t.peers and self._expired(
            t.status == "lobby" or paused_before_game(t.status, t.game is not None, [s.record for s in t.seats]),
            t.created, t.seen, now)]
        deleted = 0
        for table in expired:
            self.store.delete_table(table.id)  # in a cluster, a table another process took is left to it
            if self.live.pop(table.id, None) is table:
                deleted += 1
        if deleted:
            log.info("%d lobbies expired (no seated person connected for %g hours)", deleted, self.limits.lobby_hours)
        return deleted

    def _expired(self, lobby: bool, created: float, seen: float | None, now: float) -> bool:
        """A lobby older than ``Limits.lobby_hours`` where no seated person (bots and spectators
        aside) has been connected for that long: nobody sat down there (``seen`` None), or
        the last one left that long ago (``Table.seen``)."""
        hours = self.limits.lobby_hours
        last = created if seen is None else max(created, seen)
        return hours > 0 and lobby and last < now - hours * 3600

    def _read(self, table_id: str, with_actions: bool = True) -> TableRecord | None:
        """A stored table, or None: none of that id, or a record this version cannot read
        (logged; one unreadable record must not stop the others)."""
        try:
            return self.store.load(table_id, with_actions)
        except Exception:
            log.exception("table %s: its stored record cannot be read; it stays in the store", table_id)
            return None

    def play_again(self, table: Table) -> str:
        """The next game of the match at a new table with the same seats (the same tokens
        open them, the same host) and settings, dealt by ``Table.next_deal`` (kept
        characters, the Sheriff's rotation, the score so far); it starts at once. Its id."""
        table_id = new_id()
        while self.get(table_id) is not None:  # pragma: no cover - 48 random bits
            table_id = new_id()
        seats = [SeatRecord(seat=s.record.seat, name=s.record.name, bot=s.record.bot,
                            token_hash=s.record.token_hash) for s in table.seats]
        seed, match = table.next_deal()
        record = TableRecord(
            id=table_id, created=time.time(), settings=table.settings, seed=seed,
            host_hash=table.host_hash, status="lobby", message=None, seats=seats, match=match,
        )
        self.store.create_table(record)
        again = self.live[table_id] = self._table(record)
        again.start_game()
        return table_id

    def _table(self, record: TableRecord) -> Table:
        table = Table(record, self.store, self.timing, self.mailer)
        table.on_over = self.release
        table.on_again = self.play_again
        table.on_idle = self.park
        return table

    def _rebuild(self, record: TableRecord) -> Table:
        try:
            return self._table(record)
        except Exception as exc:  # one broken log must not stop the others
            record.actions = []
            record.status = "lobby"
            table = self._table(record)
            table.pause(exc)
            return table
