"""Events: what happened, each with its own visibility.

An event whose ``private_to`` is set shows its ``cards`` only to those seats;
everybody else gets a copy with the cards removed and ``card_count`` kept, e.g.
"B drew 2 cards" for the table and "you drew BANG! 4♦" for B. ``redact`` is the
one function that makes that copy; the view layer applies it to every event.

An event's kind is an ``EventKind``: the core's are ``EventType``; a ruleset that
plays with things of its own to tell (the forum's rounds and dice) names them in an
``EventKind`` of its own (``bang.rulesets.forum.log.ForumEventType``) and uses this
same ``Event``, visibility and ``redact``.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple


class EventKind(Enum):
    """What kind of thing an event tells: ``EventType`` (the core's), or a ruleset's own."""


class EventType(EventKind):
    GAME_STARTED = "game_started"
    TURN_STARTED = "turn_started"
    DREW = "drew"  # cards from the deck into a hand
    DREW_FROM_DISCARD = "drew_from_discard"
    STOLE = "stole"  # a card from another player's hand (Panic!, Jesse Jones, El Gringo)
    TOOK = "took"  # a card from in front of another player (Panic!)
    PLAYED = "played"  # a card played from hand, with its target if any
    EQUIPPED = "equipped"  # a blue card put in play (in front of ``target`` for Jail)
    ANSWERED = "answered"  # Missed! to a BANG!, BANG! in a Duel or to Indians!
    USED = "used"  # a green card in play discarded for its effect (Dodge City), at ``target`` if any
    DISCARDED = "discarded"  # cards put on the discard pile from a hand or from play
    DRAW_CHECK = "draw_check"  # a "draw!": the card flipped; ``detail`` its purpose and result
    # ("barrel lucky", "jail unlucky", "dynamite lucky": it does not explode), after
    # "chosen " for the card Lucky Duke picked
    SHOT_MISSED = "shot_missed"
    DAMAGED = "damaged"
    HEALED = "healed"
    ELIMINATED = "eliminated"  # ``detail`` is the role, now revealed
    DYNAMITE_EXPLODED = "dynamite_exploded"
    DYNAMITE_PASSED = "dynamite_passed"
    JAIL_ESCAPED = "jail_escaped"
    JAIL_STAYED = "jail_stayed"  # the turn is skipped
    REVEALED = "revealed"  # cards shown (General Store, Kit Carlson, Lucky Duke, Black Jack)
    PICKED = "picked"  # a revealed card taken into a hand
    PUT_BACK = "put_back"  # Kit Carlson's third card back on the deck
    RESHUFFLED = "reshuffled"
    ABILITY = "ability"  # Sid Ketchum's heal
    PENALTY = "penalty"  # the Sheriff eliminated a Deputy
    REWARD = "reward"  # three cards for eliminating an Outlaw
    PASSED = "passed"  # took the hit (a shot, a Duel, Indians!); ``detail`` "dying": gave up
    PHASE = "phase"  # ``detail`` is the new phase
    RETURNED = "returned"  # a player out plays again, with ``amount`` life points; ``detail`` "ghost" for a ghost
    EVENT_REVEALED = "event_revealed"  # an event card revealed (``detail`` its key), ``player`` who revealed it
    EVENT_EFFECT = "event_effect"  # what the event in force did (``detail``: its key, then what)
    GAME_OVER = "game_over"  # ``detail`` is the winning side


class Event(NamedTuple):
    """Something that happened; ``private_to`` limits who sees its cards."""

    type: EventKind  # an EventType in the core's games
    player: int | None = None
    target: int | None = None
    cards: tuple[int, ...] = ()
    card_count: int = 0  # how many cards (kept when the cards are redacted)
    amount: int = 0
    detail: str = ""
    private_to: tuple[int, ...] | None = None

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` (None: a spectator) may see this event's cards."""
        return self.private_to is None or (seat is not None and seat in self.private_to)


def redact(event: Event, seat: int | None) -> Event:
    """The copy of ``event`` that ``seat`` may see (None: a spectator)."""
    private_to = event.private_to
    if private_to is None or (seat is not None and seat in private_to):  # (``visible_to``, inlined)
        return event
    # ``event._replace(cards=(), private_to=None)``, made the fast way (a bot's log redacts many)
    return _tuple_new(Event, (event.type, event.player, event.target, (), event.card_count, event.amount,
                              event.detail, None))


_tuple_new = tuple.__new__
