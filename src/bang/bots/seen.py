"""What a bot is given: its seat's view of the game, never the game itself.

A bot is a function from ``Seen`` to one of the seat's legal actions. ``Seen``
holds the seat's observation (its own hand and role, the public table, the legal
actions) and the game's log as that seat may read it (``RedactedLog``: each
event through ``bang.events.redact``). The observation is a ``LazyObservation``:
each field is worked out when the bot first reads it (the same function, the same
value as ``bang.view.observation``'s), so a decision costs what it reads; it reads
the game as it stands at the decision, and ``decide`` drops the game from it once
the bot has answered. Everything a bot knows comes from there, so
a bot cannot read another hand, a hidden role, the deck order or the engine's
random state: ``tests/test_bot_firewall.py`` scrambles all of those and checks
that no bot's decision changes.

A bot that searches may also ask for the seat's *public copy* of the game
(``wants_public_game``; ``Seen.public_game``): a ``Game`` made for this decision
in which everything the seat cannot see is replaced by a canonical placeholder, so
it holds no secret either; the bot then deals the hidden cards and roles itself
(``bang.determinize.determinize``). It is a copy made before the bot is called, not
a way back to the real game.

Whoever runs the game (``bang.bots.play``, the table server) keeps the whole log
and asks the bot for its move with ``decide``, which builds the ``Seen``. A bot that
thinks in another thread while the game goes on is handed a snapshot instead
(``seen_by(..., lazy=False)``: the whole observation, built at once).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, overload

from ..actions import Action
from ..determinize import public_copy
from ..events import Event, redact
from ..rules import Game
from ..state import Phase, Rng
from ..view import LazyObservation, Observed, observation


class RedactedLog(Sequence[Event]):
    """The log ``events`` as ``seat`` may read it, redacted entry by entry on access
    (no copy: the runner's list grows, and the view with it)."""

    __slots__ = ("_events", "_seat")

    def __init__(self, events: Sequence[Event], seat: int) -> None:
        self._events = events
        self._seat = seat

    def __len__(self) -> int:
        return len(self._events)

    @overload
    def __getitem__(self, index: int) -> Event: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Event]: ...
    def __getitem__(self, index: int | slice) -> Event | Sequence[Event]:
        if isinstance(index, slice):  # (redact's test inlined: a bot reads its log by slices)
            seat = self._seat
            return [e if e.private_to is None or seat in e.private_to else redact(e, seat)
                    for e in self._events[index]]
        return redact(self._events[index], self._seat)

    def __iter__(self) -> Iterator[Event]:
        seat = self._seat
        return (redact(e, seat) for e in self._events)


@dataclass(frozen=True, slots=True)
class Seen:
    """What one seat may know at one of its decisions."""

    observation: Observed  # its hand and role, the public table, its legal actions
    log: Sequence[Event]  # every event so far, oldest first, as this seat may read it
    # The seat's public copy of the game (``bang.determinize.public_copy``: every card
    # and role it cannot see laid out canonically, no seed, no random state), for the
    # bots that ask for it (``wants_public_game``; search); None otherwise, and while
    # characters are picked. It holds no secret, so a bot may play it out as it likes.
    public_game: Game | None = None

    @property
    def seat(self) -> int:
        assert self.observation.seat is not None
        return self.observation.seat

    @property
    def legal(self) -> tuple[Action, ...]:
        return self.observation.legal_actions


Bot = Callable[[Seen], Action]
"""A bot: one of ``seen.legal`` for the seat's decision at hand. A bot may keep
state between calls (one bot object plays one seat of one game)."""

BotMaker = Callable[[Rng], Bot]
"""Makes the bot for one seat from its own dice."""


def seen_by(game: Game, seat: int, events: Sequence[Event], public_game: bool = False,
            lazy: bool = True) -> Seen:
    """The ``Seen`` of ``seat`` now, given the game's whole log ``events``; with its
    public copy of the game if ``public_game``. ``lazy``: its observation reads the
    game as the bot reads its fields (valid until ``release``d, while the game stays
    as it is); else the whole observation now (a snapshot, for another thread)."""
    public = public_copy(game, seat) if public_game and game.phase is not Phase.SETUP else None
    view = LazyObservation(game, seat) if lazy else observation(game, seat)
    return _seen(view, RedactedLog(events, seat), public)


# Compiled (mypyc), ``Seen`` is a native class with its own fast ``__new__``; in pure
# Python a frozen dataclass's ``__init__`` goes through ``object.__setattr__``, slow.
_NATIVE = Seen.__new__ is not object.__new__
_SETTERS: tuple[Any, ...] = () if _NATIVE else tuple(
    vars(Seen)[f].__set__ for f in ("observation", "log", "public_game"))


def _seen(observation: Observed, log: Sequence[Event], public_game: Game | None) -> Seen:
    """``Seen(observation, log, public_game)``; in pure Python without the frozen
    dataclass's ``__init__`` (its slots set directly: it cost as much as the rest of ``seen_by``)."""
    if _NATIVE:
        return Seen(observation, log, public_game)
    seen: Seen = object.__new__(Seen)
    set_observation, set_log, set_public_game = _SETTERS
    set_observation(seen, observation)
    set_log(seen, log)
    set_public_game(seen, public_game)
    return seen


def wants_public_game(bot: Bot) -> bool:
    """Whether ``bot`` plays out public copies of the game (its ``wants_public_game`` attribute)."""
    return bool(getattr(bot, "wants_public_game", False))


def decide(bot: Bot, game: Game, seat: int, events: Sequence[Event]) -> Action:
    """``bot``'s move for ``seat``, given only that seat's ``Seen`` (what every runner calls)."""
    public = public_copy(game, seat) if wants_public_game(bot) and game.phase is not Phase.SETUP else None
    view = LazyObservation(game, seat)  # (``seen_by``'s, inlined: a bot game makes one a decision)
    action = bot(_seen(view, RedactedLog(events, seat), public))
    view.release()
    return action
