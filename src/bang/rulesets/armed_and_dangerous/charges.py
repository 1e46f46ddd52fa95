"""The charges (the rulebook's load tokens): a ``Piece`` of the game, public to every seat.

A charge lies on an orange card in play or on a player's character; a place holds at most
``MOST``. An orange card comes into play with ``ON_ENTRY``; a player earns 1 when he puts a
blue card in play and 1 per card he discards for the hand limit; a charge earned goes where
its player says (``ChargePlacement``: a ``CHARGE`` action), unless a single place has room
(none: it is lost). An orange card whose last charge is spent is discarded.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain
from operator import attrgetter
from typing import TYPE_CHECKING, Any, ClassVar, Final, cast

from ...actions import ON_CHARACTER, Action, ActionType
from ...box import CARD_ID, CARD_IS_BLUE, CARD_IS_ORANGE, CARD_KIND
from ...errors import MalformedAction
from ...events import EventType
from ...refusal_words import DECISIONS
from ...ruleset import Piece, quick_action
from ...state import Step
from ...steps import Hit
from .box import CARDS

if TYPE_CHECKING:
    from ...rules import Game, Pending

MOST: Final = 4  # charges a card or a character holds at most
ON_ENTRY: Final = 3  # charges an orange card comes into play with
BOMB_DAMAGE: Final = 2  # life points the Bomb takes when its last charge comes off
CHARGE: Final = ActionType.CHARGE
E: Final = EventType
_ORANGE_CARDS: Final[frozenset[int]] = frozenset(c for c in CARDS if CARD_IS_ORANGE[c])
"""The box's orange cards (numbered as it was imported): ``isdisjoint`` with the cards in play
finds a player with no place but his character."""
DECISIONS.setdefault("charge", "choose where a charge goes")


def is_orange(card: int) -> bool:
    return CARD_IS_ORANGE[card]


class Charges(Piece):
    """The charges on each card in play (by card) and on each character (by seat)."""

    key: ClassVar[str] = "armed_and_dangerous"
    __slots__ = ("cards", "characters")

    def __init__(self, cards: dict[int, int], characters: dict[int, int]) -> None:
        self.cards = cards
        self.characters = characters

    def copy(self) -> Charges:
        return Charges(dict(self.cards), dict(self.characters))

    def places(self, game: Game, seat: int) -> dict[int, int]:
        """``seat``'s places and their charges: each orange card in play, then ``ON_CHARACTER``."""
        cards, orange = self.cards, CARD_IS_ORANGE
        out = {}
        for c in game.players[seat].in_play:
            if orange[c]:
                out[c] = cards.get(c, 0)
        out[ON_CHARACTER] = self.characters.get(seat, 0)
        return out

    def seen_by(self, game: Game, seat: int | None) -> dict[str, Any]:
        return {"charges": {str(p.seat): self._named(game, p.seat) for p in game.players}}

    def god_player(self, game: Game, seat: int) -> dict[str, Any]:
        return {"charges": self._named(game, seat)}

    def _named(self, game: Game, seat: int) -> dict[str, int]:
        return {("character" if place == ON_CHARACTER else CARD_ID[place]): n
                for place, n in self.places(game, seat).items() if n > 0}


_tuple_new: Final = tuple.__new__


def with_charges(action: Action, charges: tuple[tuple[int, int], ...]) -> Action:
    """``action._replace(charges=charges)``, made the fast way (``charges`` is the field
    before the last, ``targets``)."""
    return _tuple_new(Action, (*action[:10], charges, action[11]))


KEY: Final = Charges.key  # the piece's key in ``Game.pieces``
_ON_CHARACTER_DETAIL: Final = "charge:character"  # the event's detail for a charge put on a character


def charges_of(game: Game) -> Charges:
    """The game's charges, made where missing (its setup, a scenario's position). The hot
    paths read them as ``cast(Charges, game.pieces[KEY])``: set up with the game (``setup``)."""
    piece = game.pieces.get(KEY)
    if not isinstance(piece, Charges):
        piece = game.pieces[KEY] = Charges({}, {})
    return piece


_in_play_of: Final = attrgetter("in_play")


def in_play_anywhere(game: Game, cards: frozenset[int]) -> bool:
    """Whether one of ``cards`` is in play in front of any player (the cards in play walked
    in C, not a loop over the players)."""
    return not cards.isdisjoint(chain.from_iterable(map(_in_play_of, game.players)))


def count(game: Game, seat: int, place: int) -> int:
    """The charges on ``place`` of ``seat`` (0: no such place)."""
    piece = cast(Charges, game.pieces[KEY])
    if place == ON_CHARACTER:
        return piece.characters.get(seat, 0)
    if CARD_IS_ORANGE[place] and place in game.players[seat].in_play:
        return piece.cards.get(place, 0)
    return 0


def total(game: Game, seat: int) -> int:
    """The charges on all the places of ``seat``."""
    piece = cast(Charges, game.pieces[KEY])
    cards, orange = piece.cards, CARD_IS_ORANGE
    n = piece.characters.get(seat, 0)
    for c in game.players[seat].in_play:
        if orange[c]:
            n += cards.get(c, 0)
    return n


def put(game: Game, seat: int, place: int, n: int) -> None:
    """``n`` charges on ``place`` of ``seat`` (as many as it has room for)."""
    piece = cast(Charges, game.pieces[KEY])
    if place == ON_CHARACTER:
        piece.characters[seat] = min(MOST, piece.characters.get(seat, 0) + n)
    else:
        piece.cards[place] = min(MOST, piece.cards.get(place, 0) + n)
    game.emit(E.ABILITY, seat, amount=n, detail=_ON_CHARACTER_DETAIL if place == ON_CHARACTER else f"charge:{CARD_ID[place]}")


def take(game: Game, seat: int, place: int, n: int) -> None:
    """``n`` charges off ``place`` of ``seat``; an orange card left with none is discarded."""
    piece = cast(Charges, game.pieces[KEY])
    if place == ON_CHARACTER:
        piece.characters[seat] = max(0, piece.characters.get(seat, 0) - n)
        return
    left = piece.cards[place] = max(0, piece.cards.get(place, 0) - n)
    if left == 0:
        piece.cards.pop(place, None)
        if place in game.players[seat].in_play:
            game.discard_in_play(seat, place)
            if CARD_KIND[place].key == "bomb":  # its last charge off, however: it explodes
                game.emit(E.DYNAMITE_EXPLODED, seat, cards=(place,), amount=BOMB_DAMAGE, detail="bomb")
                game.stack.append(Hit(seat, BOMB_DAMAGE, None))
            else:
                game.emit(E.DISCARDED, seat, cards=(place,), count=1, detail="no_charges")


def pay(game: Game, seat: int, payment: Payment) -> None:
    for place, n in payment:
        take(game, seat, place, n)


Payment = tuple[tuple[int, int], ...]
"""Charges paid, by place (``Action.charges``): (a card in play or ``ON_CHARACTER``, how many), places ascending."""

_WAYS: Final[dict[tuple[tuple[tuple[int, int], ...], int], tuple[Payment, ...]]] = {}
"""``payments`` by the places holding charges and the charges to pay, for two places or more
(the same few come again and again)."""


def payments(game: Game, seat: int, n: int) -> tuple[Payment, ...]:
    """Every way ``seat`` can pay ``n`` (at least 1) charges from his places (places ascending)."""
    piece = cast(Charges, game.pieces[KEY])
    in_play = game.players[seat].in_play
    on_character = total = piece.characters.get(seat, 0)
    if _ORANGE_CARDS.isdisjoint(in_play):  # (his character alone: the usual case)
        return (((ON_CHARACTER, n),),) if on_character >= n else ()
    cards, orange = piece.cards, CARD_IS_ORANGE
    held = []
    for c in in_play:
        if orange[c]:
            have = cards.get(c, 0)
            if have > 0:
                held.append((c, have))
                total += have
    if total < n:
        return ()  # (no way: the usual answer, found without walking)
    if len(held) > 1:
        held.sort()
    if on_character > 0:
        held.insert(0, (ON_CHARACTER, on_character))  # (the character first: ``ON_CHARACTER`` is below every card)
    if len(held) == 1:
        return (((held[0][0], n),),)  # (one place: one way)
    key = (tuple(held), n)
    ways = _WAYS.get(key)
    if ways is None:
        if len(_WAYS) > 4096:
            _WAYS.clear()
        ways = _WAYS[key] = _ways(key[0], n)
    return ways


def _ways(held: tuple[tuple[int, int], ...], n: int) -> tuple[Payment, ...]:
    """Every way to pay ``n`` from ``held`` (place, charges on it), in that order."""
    out: list[Payment] = []

    def walk(i: int, left: int, chosen: Payment) -> None:
        if left == 0:
            out.append(chosen)
            return
        if i == len(held):
            return
        place, have = held[i]
        for k in range(min(have, left), -1, -1):
            walk(i + 1, left - k, (*chosen, (place, k)) if k else chosen)

    walk(0, n, ())
    return tuple(out)


def rooms(game: Game, seat: int) -> list[int]:
    """The places of ``seat`` with room for a charge (cards ascending, the character last)."""
    piece = cast(Charges, game.pieces[KEY])
    in_play = game.players[seat].in_play
    if _ORANGE_CARDS.isdisjoint(in_play):  # (the character alone: the usual case)
        return [ON_CHARACTER] if piece.characters.get(seat, 0) < MOST else []
    cards, orange = piece.cards, CARD_IS_ORANGE
    out = [c for c in in_play if orange[c] and cards.get(c, 0) < MOST]
    if len(out) > 1:
        out.sort()
    if piece.characters.get(seat, 0) < MOST:
        out.append(ON_CHARACTER)
    return out


def spend_own(cost: int) -> Any:
    """An orange card's ``CardRule.spend``: its own ``cost`` charges."""

    def spend(game: Game, seat: int, card: int) -> None:
        take(game, seat, card, cost)

    return spend


def has_own(cost: int) -> Any:
    """An orange card's ``CardRule.usable``: while it holds ``cost`` charges."""

    def usable(game: Game, seat: int, card: int) -> dict[str, Any] | None:
        have = cast(Charges, game.pieces[KEY]).cards.get(card, 0) if card in game.players[seat].in_play else 0  # (``count``)
        return None if have >= cost else {"code": "charges_needed", "charges": have, "needed": cost}

    return usable


@dataclass(slots=True)
class ChargePlacement(Step):
    """``player`` earned ``left`` charges: each goes where he says (one ``CHARGE`` each), on
    the only place with room without asking, or nowhere when none has room."""

    player: int
    left: int
    places: tuple[int, ...] = ()
    """The places with room (two or more) as just found (by ``resolve`` or ``place_unasked``),
    for the ``decide`` that follows (which forgets them); (): not found yet."""
    name = "charge"

    def resolve(self, game: Game) -> bool:
        if self.places:
            return False  # (found just now: pushed by ``place_unasked``)
        ask = place_unasked(game, self.player, self.left)
        if ask is None:
            game.stack.pop()
            return True
        self.left, self.places = ask.left, ask.places
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self.player
        places, self.places = self.places or rooms(game, seat), ()
        return game.decision(seat, "charge", [
            quick_action(seat, CHARGE, None if p == ON_CHARACTER else p) for p in places])

    def answer(self, game: Game, action: Action) -> None:
        put(game, self.player, ON_CHARACTER if action.card is None else action.card, 1)
        self.left -= 1

    def prompt(self, game: Game) -> dict[str, object]:
        return {"reason": "charge", "left": self.left}


def place_unasked(game: Game, seat: int, n: int) -> ChargePlacement | None:
    """``seat``'s ``n`` charges earned placed while a single place has room (none: lost, as
    they are once he is out): the step that asks him where the others go (its places found),
    or None (all placed)."""
    p = game.players[seat]
    while n > 0 and p.alive:
        if _ORANGE_CARDS.isdisjoint(p.in_play):  # (his character alone: the usual case, ``put`` inlined)
            characters = cast(Charges, game.pieces[KEY]).characters
            have = characters.get(seat, 0)
            if have >= MOST:
                return None
            characters[seat] = have + 1
            game.emit(E.ABILITY, seat, amount=1, detail=_ON_CHARACTER_DETAIL)
        else:
            places = rooms(game, seat)
            if len(places) > 1:
                return ChargePlacement(seat, n, tuple(places))
            if not places:
                return None
            put(game, seat, places[0], 1)
        n -= 1
    return None


def earn(game: Game, seat: int, n: int, at_once: bool = False) -> None:
    """``seat`` earns ``n`` charges: placed as he says (a step). ``at_once``: where nothing
    else would happen before the step is resolved, the charges with a single place to go
    are put there now, and the step is pushed only for a choice."""
    if at_once:
        ask = place_unasked(game, seat, n)
        if ask is not None:
            game.stack.append(ask)
    elif n > 0 and game.players[seat].alive:
        game.stack.append(ChargePlacement(seat, n))


# --- the hooks ------------------------------------------------------------------------------


def entered_play(game: Game, seat: int, card: int, at_once: bool = False) -> None:
    """A card put in play (by ``seat``): orange, it gets its 3 charges; blue, its player earns
    one (``earn``'s ``at_once``; part of the box's ``card_played`` hook)."""
    if CARD_IS_ORANGE[card]:
        cast(Charges, game.pieces[KEY]).cards[card] = ON_ENTRY
    elif CARD_IS_BLUE[card]:
        earn(game, seat, 1, at_once)


def hand_limit_discard(game: Game, seat: int, cards: tuple[int, ...]) -> None:
    """One charge earned per card discarded: placed at once where the box's hook is the last
    one (the step would resolve right after it)."""
    earn(game, seat, len(cards), game.ruleset.hooks.hand_limit_discard[-1] is hand_limit_discard)


def setup(game: Game) -> None:
    charges_of(game)


def scenario(game: Game, position: dict[str, Any]) -> None:
    """Each player's ``charges`` (FORMAT.md): ``{ID or kind or "character": N}``."""
    piece = charges_of(game)
    for spec, p in zip(position.get("players", []), game.players, strict=False):
        named = spec.get("charges") if isinstance(spec, dict) else None
        if named is None:
            continue
        if not isinstance(named, dict):
            raise MalformedAction(f"{p.name}: 'charges' must map places to counts")
        for where, n in named.items():
            if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= MOST:
                raise MalformedAction(f"{p.name}: charges must be 0 to {MOST}, not {n!r}")
            if where == "character":
                piece.characters[p.seat] = n
                continue
            card = place_named(game, p.seat, where)
            if card is None or not is_orange(card):
                raise MalformedAction(f"{p.name}: 'charges' names {where!r}, no orange card in play in front of him")
            piece.cards[card] = n
    # an orange card in play with no charges named has none: it would have been discarded
    for p in game.players:
        for c in p.in_play:
            if is_orange(c) and piece.cards.get(c, 0) == 0:
                piece.cards.pop(c, None)


def place_named(game: Game, seat: int, spec: object) -> int | None:
    """The card in play in front of ``seat`` that ``spec`` names (an id or a kind), or
    ``ON_CHARACTER`` for "character"; None: none."""
    if spec == "character":
        return ON_CHARACTER
    if not isinstance(spec, str):
        return None
    for c in game.players[seat].in_play:
        if (CARD_ID[c] == spec) if "/" in spec else (CARD_KIND[c].key == spec):
            return c
    return None
