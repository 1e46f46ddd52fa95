"""Event cards: the deck that High Noon, A Fistful of Cards and Wild West Show lay beside
the playing cards, and the one card of it in force for the whole table.

An event card is data plus a few small functions (``EventCard``), registered by its box
(``register``): what it changes in the rules in force while it lies on top (``rules``:
"every distance is 1"), what it does once as it is revealed (``revealed``: The Doctor's
heal), at each turn's start and end (``turn_start``, ``turn_end``), and after phase 1
(``phase_one_end``). This module brings the deck (``EventDeck``, a piece of the game's
state), when it is revealed, and the hooks that call the card in force; the expansions
bring only their cards.

When a card is revealed depends on its box (``REVEALED_BY``): High Noon's and A Fistful of
Cards' at the start of every round, from the Sheriff's second turn on (``round_start``);
Wild West Show's each time a Stagecoach or a Wells Fargo is played, after its effect
(the box's own ``card_played``: ``wild_west_show.show``, where it counts the cards played
in the same call). A box's last card (``EventCard.final``) stays in force to the end: no
card is revealed over it.

docs/rulings.md gives each card's ruling and its source.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar, Final

from ..actions import Action
from ..errors import MalformedAction
from ..events import EventType
from ..refusal_words import NAMES
from ..ruleset import Hooks, Piece

if TYPE_CHECKING:
    from ..in_force import RulesInForce
    from ..rules import Game
    from ..state import Rng

E: Final = EventType
ROUND: Final = "round"
SHOW: Final = "show"  # when a box's cards are revealed: each round, or on a Stagecoach/Wells Fargo


@dataclass(frozen=True, slots=True)
class EventCard:
    """One event card: its data and what it does. Each function is None where it does
    nothing; ``seat`` is the player whose turn it is (for ``revealed``: who revealed it)."""

    key: str  # FORMAT.md's key, e.g. "the_reverend"
    name: str  # English, as printed
    box: str
    text: str  # what it does, in one English sentence (the front end has its own words)
    final: bool = False  # the box's last card: it stays in force to the end
    rules: Callable[[Game, RulesInForce], None] | None = None
    revealed: Callable[[Game, int], None] | None = None
    turn_start: Callable[[Game, int], None] | None = None
    phase_one_end: Callable[[Game, int, list[int]], None] | None = None
    turn_end: Callable[[Game, int], None] | None = None
    card_played: Callable[[Game, int, Action], None] | None = None


_NO_EVENT: Final = EventCard("", "", "", "")  # (before the first reveal: nothing in force)

EVENT_CARDS: Final[dict[str, EventCard]] = {}
"""Every event card of every box loaded, by key."""
DECKS: Final[dict[str, tuple[str, ...]]] = {}
"""Each box's event cards, in its list's order (FORMAT.md), its final card last."""
REVEALED_BY: Final[dict[str, str]] = {}
"""Each box's moment of reveal: ``ROUND`` or ``SHOW``."""


def register(box: str, cards: tuple[EventCard, ...], revealed_by: str) -> tuple[str, ...]:
    """``box``'s event cards, in its list's order (its final card last); their keys."""
    for card in cards:
        EVENT_CARDS[card.key] = card
        NAMES[card.key] = card.name
    DECKS[box] = tuple(c.key for c in cards)
    REVEALED_BY[box] = revealed_by
    return DECKS[box]


class EventDeck(Piece):
    """The event cards of a game: those still face down (``deck``, the next first) and
    those revealed (``shown``, the one in force last; the others lie under it). Every
    player sees the card in force, how many are left, and which of them is the final one
    (always the last); the order of the others is hidden."""

    key: ClassVar[str] = "events"
    __slots__ = ("deck", "shown", "out", "notes")

    def __init__(self, deck: list[str], shown: list[str], out: list[int] | None = None,
                 notes: dict[str, int] | None = None) -> None:
        self.deck = deck
        self.shown = shown
        self.out = out if out is not None else []  # the seats out of the game, in the order they went out
        self.notes = notes if notes is not None else {}  # what a card keeps across turns (Vendetta's extra turn)

    def copy(self) -> EventDeck:
        return EventDeck(self.deck[:], self.shown[:], self.out[:], dict(self.notes))

    @property
    def in_force(self) -> str | None:
        return self.shown[-1] if self.shown else None

    def seen_by(self, game: Game, seat: int | None) -> dict[str, Any]:
        return {"event": self.in_force, "event_deck_count": len(self.deck), "events_shown": self.shown[:-1],
                "event_final": self.deck[-1] if self.deck and EVENT_CARDS[self.deck[-1]].final else None,
                "event_revealed_by": _revealed_by(game)}

    def god(self, game: Game) -> dict[str, Any]:
        return {"event": self.in_force, "event_deck": self.deck[:]}

    def public(self, game: Game, seat: int | None) -> EventDeck:
        return EventDeck(_canonical(self.deck), self.shown[:], self.out[:], dict(self.notes))

    def determinize(self, game: Game, seat: int | None, rng: Rng) -> EventDeck:
        rest = self.deck[:-1] if self.deck and EVENT_CARDS[self.deck[-1]].final else self.deck[:]
        rng.shuffle_any(rest)
        return EventDeck(rest + self.deck[len(rest):], self.shown[:], self.out[:], dict(self.notes))


def _canonical(deck: list[str]) -> list[str]:
    """``deck`` as a public copy holds it: the hidden order sorted, a final card last."""
    if deck and EVENT_CARDS[deck[-1]].final:
        return sorted(deck[:-1]) + deck[-1:]
    return sorted(deck)


def deck_of(game: Game) -> EventDeck | None:
    piece = game.pieces.get(EventDeck.key)
    return piece if isinstance(piece, EventDeck) else None


def in_force(game: Game) -> EventCard | None:
    """The event card in force, or None (as the rules in force say: ``_rules`` puts it there)."""
    key = game.rules.facts.get("event")
    return EVENT_CARDS[key] if key is not None else None


def _boxes(game: Game) -> list[str]:
    return [name for name in game.ruleset.expansions if name in DECKS]


def _revealed_by(game: Game) -> str | None:
    boxes = _boxes(game)
    return REVEALED_BY[boxes[0]] if boxes else None


def first_out(game: Game) -> int | None:
    """The seat of the first player who went out of the game, or None."""
    deck = deck_of(game)
    return deck.out[0] if deck is not None and deck.out else None


# --- the deck's set-up and its reveals ------------------------------------------------------


def new_deck(game: Game) -> list[str]:
    """The event cards of the boxes played, face down, the next first: each box's cards
    but its final one shuffled together, then the final cards (their boxes' order)."""
    keys = [k for box in _boxes(game) for k in DECKS[box]]
    rest = [k for k in keys if not EVENT_CARDS[k].final]
    game.rng.shuffle_any(rest)
    return rest + [k for k in keys if EVENT_CARDS[k].final]


def _setup(game: Game) -> None:
    game.pieces[EventDeck.key] = EventDeck(new_deck(game), [])


def reveal(game: Game, seat: int) -> None:
    """The next event card is revealed by ``seat`` and is in force from now on (none over a
    final card); what it does on its reveal is pushed to resolve at once."""
    deck = deck_of(game)
    if deck is None or not deck.deck:
        return
    current = deck.in_force
    if current is not None and EVENT_CARDS[current].final:
        return
    key = deck.deck.pop(0)
    deck.shown.append(key)
    game.emit(E.EVENT_REVEALED, seat, detail=key)
    game.refresh_rules()
    card = EVENT_CARDS[key]
    if card.revealed is not None:
        card.revealed(game, seat)


def _round_start(game: Game, seat: int) -> None:
    if REVEALED_BY.get(_boxes(game)[0]) == ROUND:
        reveal(game, seat)


def _turn_start(game: Game, seat: int) -> None:
    card = in_force(game)
    if card is not None and card.turn_start is not None:
        card.turn_start(game, seat)


def _phase_one_end(game: Game, seat: int, drawn: list[int]) -> None:
    card = in_force(game)
    if card is not None and card.phase_one_end is not None:
        card.phase_one_end(game, seat, drawn)


def _turn_end(game: Game, seat: int) -> None:
    card = in_force(game)
    if card is not None and card.turn_end is not None:
        card.turn_end(game, seat)


def _card_played(game: Game, seat: int, action: Action) -> None:
    card = in_force(game)
    if card is not None and card.card_played is not None:
        card.card_played(game, seat, action)


def _out(game: Game, dead: int, killer: int | None) -> None:
    deck = deck_of(game)
    if deck is not None and dead not in deck.out:
        deck.out.append(dead)


def _rules(game: Game, rules: RulesInForce) -> None:
    deck = deck_of(game)  # (not ``in_force``: it reads the rules being built here)
    key = deck.in_force if deck is not None else None
    card = EVENT_CARDS[key] if key is not None else None
    if card is not None:
        rules.facts["event"] = card.key
        if card.rules is not None:
            card.rules(game, rules)
    rules.hooks = _moments(rules.hooks, card, _revealed_by(game) == SHOW)


_MOMENTS: Final[dict[tuple[int, str | None, bool], tuple[Hooks, Hooks]]] = {}


def _moments(hooks: Hooks, card: EventCard | None, show: bool) -> Hooks:
    """``hooks`` with the card's own moments in place of the deck's (none where it has none):
    a turn then costs no step for an event that does nothing at its start or end. The
    deck's functions above stay right where a modifier before this one put others in."""
    cache_key = (id(hooks), card.key if card is not None else None, show)
    known = _MOMENTS.get(cache_key)
    if known is not None and known[0] is hooks:
        return known[1]

    def swap(moment: tuple[Any, ...], deck_function: Any, *by: Any) -> tuple[Any, ...]:
        out: list[Any] = []
        for function in moment:
            out.extend((f for f in by if f is not None) if function is deck_function else (function,))
        return tuple(out)

    own = card if card is not None else _NO_EVENT
    moments = replace(
        hooks,
        round_start=swap(hooks.round_start, _round_start, None if show else _round_start),
        turn_start=swap(hooks.turn_start, _turn_start, own.turn_start),
        phase_one_end=swap(hooks.phase_one_end, _phase_one_end, own.phase_one_end),
        turn_end=swap(hooks.turn_end, _turn_end, own.turn_end),
        card_played=swap(hooks.card_played, _card_played, own.card_played))
    if len(_MOMENTS) > 1024:
        _MOMENTS.clear()
    _MOMENTS[cache_key] = (hooks, moments)
    return moments


HOOKS: Final = Hooks(setup=(_setup,), round_start=(_round_start,), turn_start=(_turn_start,),
                     phase_one_end=(_phase_one_end,), turn_end=(_turn_end,), card_played=(_card_played,),
                     elimination=(_out,), rules=(_rules,))
"""The moments of an event deck, the same for every box that brings one (two boxes in one
game share them: ``Hooks.then`` keeps one of each)."""


# --- a scenario's position (FORMAT.md: ``event``, ``event_deck``) --------------------------------


def scenario(game: Game, spec: dict[str, Any]) -> None:
    """The event deck of a scenario: ``event`` (in force, or null) and ``event_deck`` (face
    down, the next first; omitted: every card of the boxes named but ``event``, in their
    lists' order, the final cards last). The players already out went out in the order
    they are listed."""
    if EventDeck.key in game.pieces:
        return  # (two boxes with event cards: one deck)
    event = spec.get("event")
    known = [k for box in _boxes(game) for k in DECKS[box]]
    if event is not None and event not in known:
        raise MalformedAction(f"'event': {event!r} is no event card of {', '.join(_boxes(game))}")
    given = spec.get("event_deck")
    if given is None:
        rest = [k for k in known if k != event]
        deck = [k for k in rest if not EVENT_CARDS[k].final] + [k for k in rest if EVENT_CARDS[k].final]
    else:
        if not isinstance(given, list) or not all(isinstance(k, str) for k in given):
            raise MalformedAction("'event_deck' must list event card keys")
        unknown = [k for k in given if k not in known]
        if unknown:
            raise MalformedAction(f"'event_deck': {unknown[0]!r} is no event card of {', '.join(_boxes(game))}")
        if len(set(given)) != len(given) or event in given:
            raise MalformedAction("'event_deck' names a card twice")
        deck = list(given)
    out = [p.seat for p in game.players if not p.alive]
    game.pieces[EventDeck.key] = EventDeck(deck, [event] if event is not None else [], out)


def event_decks_go_together(expansions: tuple[str, ...]) -> str | None:
    """Why these expansions' event decks cannot be played together (None: they can). High
    Noon and A Fistful of Cards share one deck; Wild West Show's, revealed otherwise, goes
    with neither (its rulebook does not say how)."""
    moments = {REVEALED_BY[e] for e in expansions if e in REVEALED_BY}
    if len(moments) > 1:
        return "Wild West Show's event cards are not played with High Noon's or A Fistful of Cards'"
    return None
