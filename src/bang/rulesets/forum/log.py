"""The forum's log: the core's events (``bang.events``), told round by round.

Each line is an ``Entry``: the core's ``Event`` (its kind, players, cards, numbers and
``private_to``, who may see its cards), the round whose post tells it, and the dice it
rolled in the open. The kinds the forum shares with the base game are the core's
``EventType``; its own are ``ForumEventType``. A card is its number (cards.py: its
d20 line), so a hidden draw's d20 rolls are its cards, and the core's ``redact`` hides
both; no other secret lives outside the event (``entry`` refuses dice on a private one).

``told`` is what one reader is told: every entry through the one ``redact``, less the
kinds that only their own player hears of. ``Entry.to_json`` writes an entry as the
forum's JSON (the pages, the scenarios' god view, the game files ``bang verify`` reads).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from ...events import Event, EventKind, EventType, redact
from .cards import CARD_NUMBER, card_named
from .state import JSON


class ForumEventType(EventKind):
    """The forum's own kinds of event (those it shares with the base game are EventType's)."""

    ROUND_STARTED = "round_started"  # ``amount``: the cards the master's deck holds
    DREW_FROM_TABLE = "drew_from_table"  # Tuco: one of the last three played cards
    CHOSE_CARD = "chose_card"  # Nick Tilman: a card of his choice from the deck (hidden)
    CARD_OWED = "card_owed"  # Nick Tilman: a card to choose in the next round
    NO_ROLL = "no_roll"  # El Gringo chose not to roll his d6 this round
    AIMED = "aimed"  # a Winchester's BANG! aimed at the horse or the barrel (``detail``)
    BOUGHT_LIFE = "bought_life"  # three cards (Tom Ketchum: two) for a life
    LAST_CHANCE = "last_chance"  # ``detail``: draw_two, last_shot, give
    CAME_TO = "came_to"  # a Beer among the last chance's two cards
    GIVEN = "given"  # a card of the last chance "give", to ``target``
    DYNAMITE_LIT = "dynamite_lit"
    DYNAMITE_THROWN = "dynamite_thrown"  # to ``target``; ``detail`` by_master when not in time
    DYNAMITE_OUT = "dynamite_out"  # its holder fell with nobody to throw it to
    CHECK = "check"  # a d6 "draw!": the dice, ``amount`` the one that counts, ``detail`` why
    BEER_AT_LAST_LIFE = "beer_at_last_life"  # the master plays the Beer of a player at 0
    UNCONSCIOUS = "unconscious"  # ``card_count``: the hand discarded
    HAT_SAVED = "hat_saved"
    SHOT = "shot"  # a shot that is no card (Black Jack, a last shot)
    MISSED_FAILED = "missed_failed"  # Tex Willer's d6 of 1 against a Missed!
    HORSE_KILLED = "horse_killed"
    BARREL_DESTROYED = "barrel_destroyed"
    DUEL = "duel"  # the dice: the challenger's six, then the challenged's
    DUEL_OFF = "duel_off"
    WHITE_INDIAN_REVENGE = "white_indian_revenge"
    ROUND_CAP = "round_cap"
    LIEUTENANT_TURNED = "lieutenant_turned"  # told to the Bad Lieutenant alone
    OVERRIDE_LIFE = "override_life"  # the master's word (overrides.py); ``detail``: the reason
    OVERRIDE_GIVE_CARD = "override_give_card"
    OVERRIDE_TAKE_CARD = "override_take_card"
    OVERRIDE_EQUIP = "override_equip"
    OVERRIDE_UNEQUIP = "override_unequip"
    OVERRIDE_RULING = "override_ruling"


UNTOLD = frozenset({ForumEventType.LIEUTENANT_TURNED})  # the others are not told it happened


class Entry(NamedTuple):
    """One line of the log: the event, the round whose post tells it, its open dice."""

    event: Event
    round: int
    dice: tuple[int, ...] = ()  # dice rolled in the open; a draw's d20s are its cards

    @property
    def rolls(self) -> tuple[int, ...]:
        """Every die it shows: the open ones, or the d20s of a draw (its cards' lines)."""
        e = self.event
        return self.dice or (e.cards if e.type is EventType.DREW else ())

    @property
    def cards(self) -> tuple[str, ...]:
        """The cards it shows, by name."""
        return tuple(card_named(c) for c in self.event.cards)

    def to_json(self) -> JSON:
        """The forum's JSON of the entry: ``type``, ``round``, then the fields it has."""
        e = self.event
        out: JSON = {"type": e.type.value, "round": self.round}
        if e.player is not None:
            out["player"] = e.player
        if e.target is not None:
            out["target"] = e.target
        if e.card_count:
            out["card_count"] = e.card_count
        if e.amount:
            out["amount"] = e.amount
        if e.detail:
            out["detail"] = e.detail
        if e.cards:
            out["cards"] = list(self.cards)
        rolls = self.rolls
        if rolls:
            out["rolls"] = list(rolls)
        if e.private_to is not None:
            out["private_to"] = list(e.private_to)
        return out


def entry(kind: EventKind, round_no: int, player: int | None = None, *, target: int | None = None,
          cards: Iterable[str] = (), card_count: int = 0, amount: int = 0, dice: tuple[int, ...] = (),
          detail: str = "", private_to: tuple[int, ...] | None = None) -> Entry:
    """An entry of ``kind`` in round ``round_no`` (cards by name)."""
    if dice and private_to is not None:
        raise ValueError("a private event keeps its secrets in its cards: no dice beside them")
    event = Event(kind, player, target, tuple(CARD_NUMBER[c] for c in cards), card_count, amount,
                  detail, private_to)
    return Entry(event, round_no, dice)


def told(log: Iterable[Entry], reader: int | None) -> list[Entry]:
    """What ``reader`` (a seat, None for a spectator) is told of ``log``: each entry as
    ``redact`` leaves it for them, less the untold kinds of others."""
    return [x if x.event.visible_to(reader) else Entry(redact(x.event, reader), x.round, x.dice)
            for x in log if x.event.type not in UNTOLD or x.event.visible_to(reader)]
