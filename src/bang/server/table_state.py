"""What every part of a table shares (``Table`` is made of the parts in table_seats,
table_clock, table_bots, table_frames, table_match, table_host and table_mail, each mixed into it): the table's
state, set by ``Table.__init__``, and the moves one part asks of another, each made by the
part its docstring names. A part reads and changes only this and its own state."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..actions import Action
from ..events import Event
from ..rules import Game, GameOptions
from . import protocol as p
from .chat import Chat
from .store import MatchRecord
from .store_api import TableStore

if TYPE_CHECKING:
    from .table import Table
    from .table_clock import Timing
    from .table_seats import Peer, Seat


class TableState:
    """The state of one table, and the moves its parts ask of each other."""

    id: str
    created: float  # time.time() when it was made
    settings: p.Settings
    seed: int
    host_hash: str
    status: p.Status
    message: str | None
    seats: list[Seat]
    seen: float | None  # before the game: when a seated person was last connected (inf while one is)
    match: MatchRecord | None  # None: the first game of its match
    keep: dict[int, bool]  # once over: the survivors who said whether they keep their character
    store: TableStore
    timing: Timing
    peers: list[Peer]
    game: Game | None
    events: list[Event]  # the whole log, redacted per reader when sent
    version: int  # actions accepted so far
    picks: dict[int, Action]  # characters chosen, applied together once every seat chose
    next_table: str | None  # the table of the next game ("play again")
    on_again: Callable[[Table], str] | None  # makes that table, returns its id
    on_over: Callable[[Table], None] | None  # told when the game ends
    on_idle: Callable[[Table], None] | None  # told when it may leave memory (table_clock's ``parkable``)
    unannounced: int  # actions applied but not yet committed: no state is sent meanwhile
    thinking: bool  # a bot's decision is being made in a worker thread (table_bots)
    clock_stopped: bool  # for good: the server is stopping (table_clock)
    held: bool  # the host paused the game: no clock runs, nobody acts (table_host)
    chat: Chat

    # --- the table itself (table.py) ---------------------------------------------------

    def play(self, action: Action) -> None:
        raise NotImplementedError

    def picking(self) -> bool:
        raise NotImplementedError

    def offers(self, seat: int) -> list[Action]:
        raise NotImplementedError

    def picks_made(self) -> None:
        raise NotImplementedError

    def start_game(self) -> None:
        raise NotImplementedError

    def game_options(self) -> GameOptions:
        raise NotImplementedError

    def card_facts(self) -> p.CardFacts:
        raise NotImplementedError

    def guarded(self, work: Callable[..., None], *args: Any) -> None:
        raise NotImplementedError

    # --- the clock (table_clock.py) ------------------------------------------------------

    def schedule(self) -> None:
        raise NotImplementedError

    def cancel_timer(self) -> None:
        raise NotImplementedError

    def fresh_clock_for(self, seat: Seat) -> None:
        raise NotImplementedError

    def fresh_clock(self) -> None:
        raise NotImplementedError

    def seconds_left(self) -> float | None:
        raise NotImplementedError

    def waiting_for(self) -> list[Seat]:
        raise NotImplementedError

    def misses_to_bot(self) -> int:
        raise NotImplementedError

    # --- the bots (table_bots.py) ----------------------------------------------------------

    def bot_wait(self) -> float:
        raise NotImplementedError

    def bots_move(self, seat: Seat) -> Action | None:
        raise NotImplementedError

    def natural_default(self, seat: Seat) -> Action:
        raise NotImplementedError

    def play_bots_on(self) -> None:
        raise NotImplementedError

    # --- what readers are sent (table_frames.py) ----------------------------------------------

    def info(self) -> p.TableInfo:
        raise NotImplementedError

    def send_table(self) -> None:
        raise NotImplementedError

    def send_state(self, peer: Peer) -> None:
        raise NotImplementedError

    def send_states(self) -> None:
        raise NotImplementedError

    # --- the match (table_match.py) -----------------------------------------------------------

    def match_info(self) -> p.MatchInfo:
        raise NotImplementedError
