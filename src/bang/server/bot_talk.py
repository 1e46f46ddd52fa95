"""What bots say at the table: a quick phrase now and then, from their own seat's knowledge.

Like a bot's moves (``bang.bots.Seen``), its talk is given its seat's ``Seen`` (the
seat's observation and redacted log), never the game: ``knowledge`` reads only that,
and ``reactions`` decides from it alone, so what a bot says never depends on a hand,
a role or a card its seat cannot see. It says, each time with some chance:

- ``claim_deputy`` when the Sheriff aims at it (a BANG!, a Duel, a Panic!, a Cat Balou,
  the Jail) and it is a Deputy; an Outlaw may bluff the same, a Renegade says
  ``claim_not_outlaw``;
- ``thanks`` when another player's Saloon heals it;
- ``gg`` when the game ends (one or two bots of the table).

Rare and paced (``BOT_GAP``, ``TABLE_GAP``): a bot never floods the chat, and makes each
claim (``ONCE``) at most once a game: a claim said again reads as a bot's, not a player's.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..bots import Seen
from ..events import Event, EventType
from ..view import event_view
from . import protocol as p

# The event types a bot reacts to (an event's type is public; what it shows is read
# through ``event_view`` for the bot's seat).
HEARD = frozenset({EventType.PLAYED, EventType.EQUIPPED, EventType.HEALED, EventType.GAME_OVER})
_HEARD_VALUES = frozenset(t.value for t in HEARD)  # (looked up by value: a str hashes in C, an Enum member in Python)
AIMED = frozenset({"bang", "duel", "panic", "cat_balou", "jail"})  # cards aimed at one player
CLAIM_WHEN_THE_SHERIFF_AIMS = {  # own role -> (phrase, chance)
    "deputy": ("claim_deputy", 0.6),
    "outlaw": ("claim_deputy", 0.25),  # a bluff
    "renegade": ("claim_not_outlaw", 0.3),
}
THANKS_CHANCE = 0.5
GG_CHANCE = 0.5
GG_MOST = 2  # bots of one table that say gg
BOT_GAP = 20.0  # seconds between two lines of one bot
TABLE_GAP = 4.0  # seconds between two lines of the table's bots (gg excepted)
ONCE = frozenset({"claim_deputy", "claim_not_outlaw"})  # phrases a bot says at most once a game


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What one seat knows that a bot's talk may use."""

    seat: int
    role: str | None  # its own
    alive: bool
    sheriff: int | None  # the Sheriff's seat (public)
    events: tuple[dict[str, Any], ...]  # the new log entries it may read, as it may read them


@dataclass(frozen=True, slots=True)
class Reaction:
    phrase: str
    chance: float
    args: p.PhraseArgs = field(default_factory=p.PhraseArgs)


def knowledge(seen: Seen, new: int, public: dict[int, tuple[Event, dict[str, Any]]] | None = None) -> Knowledge:
    """What the seat knows of the last ``new`` entries of its log, and of the table.
    ``public``: the views of the entries every seat reads alike (no private part), by
    ``id`` (with the entry itself), shared by the bots asked about the same entries
    (``BotTalk.lines``; they are only read)."""
    seat, players = seen.seat, seen.observation.players
    sheriff = next((pl.seat for pl in players if pl.role == "sheriff"), None)
    log = seen.log
    heard: list[dict[str, Any]] = []
    for e in log[len(log) - new:]:
        if e.type._value_ not in _HEARD_VALUES:
            continue
        if public is None or e.private_to is not None:
            heard.append(event_view(e, seat))
            continue
        kept = public.get(id(e))
        if kept is None or kept[0] is not e:  # (the entry is kept with its view: its id stays its own)
            kept = public[id(e)] = (e, event_view(e, seat))
        heard.append(kept[1])
    return Knowledge(seat=seat, role=seen.observation.role, alive=players[seat].alive, sheriff=sheriff,
                     events=tuple(heard))


def _kind(entry: dict[str, Any]) -> str | None:
    """The card kind an entry shows played, counting Calamity Janet's "as bang"."""
    detail = entry.get("detail") or ""
    if detail.startswith("as "):
        return str(detail[3:])
    cards = entry.get("cards")
    return str(cards[0]).split("/")[0] if cards else None


def reactions(k: Knowledge) -> list[Reaction]:
    """What the bot at ``k.seat`` might say about ``k.events``, each with its chance."""
    said: dict[str, Reaction] = {}
    saloon_by: int | None = None
    for entry in k.events:
        kind = entry["type"]
        if kind in ("played", "equipped"):
            card = _kind(entry)
            saloon_by = entry.get("player") if card == "saloon" else None
            claim = CLAIM_WHEN_THE_SHERIFF_AIMS.get(k.role or "")
            if (claim is not None and k.alive and card in AIMED and entry.get("target") == k.seat
                    and k.sheriff is not None and entry.get("player") == k.sheriff != k.seat):
                said.setdefault(claim[0], Reaction(*claim))
        elif kind == "healed":
            if entry.get("player") == k.seat and saloon_by is not None and saloon_by != k.seat and k.alive:
                said.setdefault("thanks", Reaction("thanks", THANKS_CHANCE))
        elif kind == "game_over":
            said.setdefault("gg", Reaction("gg", GG_CHANCE))
    return list(said.values())


def _concerns(event: Event, seat: int) -> bool:
    """Whether a bot at ``seat`` might react to ``event``, one of the ``HEARD`` (its type
    and seats are public): exactly the entries ``reactions`` answers, a card aimed at the
    seat by another player, the seat healed, the game's end (a card the seat played,
    at itself or another, says nothing)."""
    kind = event.type
    if kind is _HEALED:
        return seat == event.player
    return kind is _GAME_OVER or (seat == event.target and seat != event.player)


_GAME_OVER = EventType.GAME_OVER
_HEALED = EventType.HEALED


class BotTalk:
    """The bots of one table: their dice (unrelated to the game's) and when each last spoke."""

    def __init__(self, dice: random.Random) -> None:
        self.dice = dice
        self.last: dict[int, float] = {}  # seat -> when it last spoke
        self.table_last = float("-inf")
        self.said_once: set[tuple[int, str]] = set()  # (seat, phrase) of ``ONCE`` already said

    def lines(self, seen_of: Callable[[int], Seen], new: Sequence[Event], bots: list[int],
              now: float) -> list[tuple[int, Reaction]]:
        """What the ``bots`` say at ``now`` about the log entries ``new`` since the last call
        (as a spectator reads them); each bot knows only its ``seen_of(seat)``."""
        heard = [e for e in new if e.type._value_ in _HEARD_VALUES]  # (each event's type looked up once)
        if not heard:
            return []
        out: list[tuple[int, Reaction]] = []
        gg_wanted: list[int] = []
        public: dict[int, tuple[Event, dict[str, Any]]] = {}  # the views of the public entries, made once for every bot
        for seat in bots:
            if not any(_concerns(e, seat) for e in heard):
                continue  # (a shortcut: nothing new is about this seat)
            for reaction in reactions(knowledge(seen_of(seat), len(new), public)):
                if reaction.phrase == "gg":
                    gg_wanted.append(seat)
                    if self.dice.random() < reaction.chance and sum(r.phrase == "gg" for _, r in out) < GG_MOST:
                        out.append((seat, reaction))
                    continue
                if (seat, reaction.phrase) in self.said_once or self.dice.random() >= reaction.chance:
                    continue
                if now - self.last.get(seat, float("-inf")) < BOT_GAP or now - self.table_last < TABLE_GAP:
                    continue
                self.last[seat] = self.table_last = now
                if reaction.phrase in ONCE:
                    self.said_once.add((seat, reaction.phrase))
                out.append((seat, reaction))
        if gg_wanted and not any(r.phrase == "gg" for _, r in out):
            out.append((gg_wanted[0], Reaction("gg", 1.0)))  # somebody says it
        return out
