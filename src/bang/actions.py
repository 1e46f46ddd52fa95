"""Actions: one decision by one player, as small frozen values.

Every action has a stable integer encoding (``encode`` / ``decode``) for bots
that want a flat action space, the protocol and the stored games.

The encoding has no limit on cards, kinds, characters or action types. An action
whose fields fit the first layout (the one every game stored before expansions
used: 3 bits of type, 7 of card, 4 of target...) keeps that code, so every stored
game replays. Any other action gets the *open* layout: the card field holds its
marker value (127, never a card there) and the fields follow as a list of
unbounded numbers (7 bits a group, the high bit saying another group follows): their
count, the seven fields, the cards. An action with a ``choice`` (a word: Peyote's
"red") puts 1 first (a count is never below 7), then the count, the seven fields, the
word's bytes as one number, and the cards.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final, NamedTuple

from .box import CARD_ID
from .vocabulary import Character, Kind

HAND: Final = -1
"""``target_card`` value meaning "a random card from the target's hand"."""
ON_CHARACTER = -1
"""In ``charges``: the place is the player's character, not a card in play."""


class ActionType(IntEnum):
    PLAY = 0  # play a card from hand (in the play phase or as an answer)
    PASS = 1  # decline to answer: take the hit, lose the Duel, die
    END = 2  # end the play phase
    DISCARD = 3  # the discard phase: one card, asked again while the hand is over the limit
    DRAW = 4  # a draw-phase choice (Jesse Jones, Pedro Ramirez)
    CHOOSE = 5  # pick from cards shown (General Store, Kit Carlson, Lucky Duke)
    ABILITY = 6  # Sid Ketchum: discard two cards to regain one life
    PICK_CHARACTER = 7  # setup option: keep one of the two characters dealt
    USE = 8  # use a green-bordered card in play (Dodge City): discard it for its effect
    EVENT = 9  # what the event card in force lets or asks a player do (Hard Liquor, Peyote...)
    BUY = 10  # buy a card an expansion offers (Gold Rush's shop): its ``Expansion.decisions`` says what it does
    SELL = 11  # trade a card from hand for an expansion's reward (Gold Rush: a Beer for a nugget)
    DISCARD_EQUIPMENT = 12  # pay to make another player discard an expansion's card in front of him
    CHARGE = 13  # where a charge earned goes: ``card`` (a card in play), or None for the character


class DrawSource(IntEnum):
    DECK = 0
    DISCARD = 1
    PLAYER = 2  # a random card from ``target``'s hand (Jesse Jones)
    IN_PLAY = 3  # ``target_card`` in play in front of ``target`` (Pat Brennan)


class Action(NamedTuple):
    """One decision by one player (an immutable tuple: cheap to make and compare)."""

    player: int
    type: ActionType
    card: int | None = None
    target: int | None = None
    target_card: int | None = None  # a card in play, or HAND
    as_kind: Kind | None = None  # Calamity Janet playing one card as the other
    cards: tuple[int, ...] = ()  # in ascending order
    source: DrawSource | None = None
    character: Character | None = None
    choice: str | None = None  # a word among those the decision names (Peyote: "red" or "black")
    charges: tuple[tuple[int, int], ...] = ()
    """Charges by place: (a card in play, or ``ON_CHARACTER``; how many), places ascending. Paid
    for an upgrade or an ability, or where a card puts them (Reload)."""
    targets: tuple[int, ...] = ()  # several players aimed at, in order (Fanning; Evelyn Shebang's shots)

    def encode(self) -> int:
        """A stable non-negative integer for this action (the player is not encoded)."""
        code = _CODES.get(self)
        if code is None:
            code = self._code()
            if len(_CODES) >= _CODES_KEPT:
                _CODES.clear()
            _CODES[self] = code
        return code

    def _code(self) -> int:
        """``encode``'s work (``encode`` keeps the codes of the actions met lately: the
        server stores every move, a bot table thousands a minute)."""
        fields = (
            int(self.type),
            0 if self.card is None else self.card + 1,
            0 if self.target is None else self.target + 1,
            0 if self.target_card is None else self.target_card + 2,
            0 if self.as_kind is None else int(self.as_kind) + 1,
            0 if self.source is None else int(self.source) + 1,
            0 if self.character is None else self.character.number,
        )
        if self.choice is not None or self.charges or self.targets:
            values: tuple[int, ...] = (len(fields) + len(self.cards), *fields, *self.cards)
            if self.choice is not None:
                word = int.from_bytes(self.choice.encode(), "big")
                values = (_WITH_CHOICE, len(fields) + 1 + len(self.cards), *fields, word, *self.cards)
            if self.charges:  # the places and counts first: (tag, pairs, place + 2, count, ...)
                values = (_WITH_CHARGES, len(self.charges),
                          *(v for place, n in self.charges for v in (place + 2, n)), *values)
            if self.targets:  # their count and seats before all that
                values = (_WITH_TARGETS, len(self.targets), *self.targets, *values)
            return (_OPEN << _SHIFTS[1]) | (_pack(values) << _SHIFTS[2])
        if all(v < 1 << bits for v, bits in zip(fields, _WIDTHS, strict=True)) and fields[1] != _OPEN:
            code = 0
            for v, shift in zip(fields, _SHIFTS, strict=True):
                code |= v << shift
            mask = 0
            for c in self.cards:
                mask |= 1 << c
            return code | (mask << _MASK_SHIFT)
        return (_OPEN << _SHIFTS[1]) | (_pack((len(fields) + len(self.cards), *fields, *self.cards)) << _SHIFTS[2])

    @classmethod
    def decode(cls, player: int, code: int) -> Action:
        if code < 0:
            raise ValueError(f"no action has the code {code}")
        choice: str | None = None
        charges: tuple[tuple[int, int], ...] = ()
        targets: tuple[int, ...] = ()
        if (code >> _SHIFTS[1]) & 127 == _OPEN:
            values = _unpack(code >> _SHIFTS[2], 10 + 3 * len(CARD_ID))
            if values and values[0] == _WITH_TARGETS:
                if len(values) < 3 or not 0 < values[1] <= len(values) - 3:
                    raise ValueError(f"no action has the code {code}")
                targets = tuple(values[2:2 + values[1]])
                values = values[2 + values[1]:]
            if values and values[0] == _WITH_CHARGES:
                pairs = values[1] if len(values) > 1 else 0
                if pairs < 1 or len(values) < 2 + 2 * pairs:
                    raise ValueError(f"no action has the code {code}")
                flat = values[2:2 + 2 * pairs]
                charges = tuple((flat[i] - 2, flat[i + 1]) for i in range(0, len(flat), 2))
                if any(place < -1 or place >= len(CARD_ID) for place, _ in charges):
                    raise ValueError(f"no action has the code {code}: it names a card that does not exist")
                values = values[2 + 2 * pairs:]
            if values and values[0] == _WITH_CHOICE:
                values = values[1:]
                if len(values) < 9 or len(values) != values[0] + 1:
                    raise ValueError(f"no action has the code {code}")
                choice = _word(values[8], code)
                values = values[:8] + values[9:]
                values[0] -= 1
            if not values or values[0] < 7 or len(values) != values[0] + 1:
                raise ValueError(f"no action has the code {code}")
            fields, cards = values[1:8], tuple(values[8:])
        else:
            fields = [(code >> shift) & ((1 << bits) - 1) for shift, bits in zip(_SHIFTS, _WIDTHS, strict=True)]
            mask = code >> _MASK_SHIFT
            cards = tuple(c for c in range(mask.bit_length()) if mask >> c & 1)
        kind, card, target, tcard, as_kind, source, character = fields
        known = len(CARD_ID)
        if (card > known or tcard > known + 1 or any(c >= known for c in cards)
                or (character and Character.numbered(character) is None) or kind not in _TYPES or source > len(DrawSource)
                or as_kind > len(Kind)):
            raise ValueError(f"no action has the code {code}: it names a card or character that does not exist")
        action = cls(
            player=player,
            type=ActionType(kind),
            card=card - 1 if card else None,
            target=target - 1 if target else None,
            target_card=tcard - 2 if tcard else None,
            as_kind=Kind(as_kind - 1) if as_kind else None,
            cards=cards,
            source=DrawSource(source - 1) if source else None,
            character=Character.numbered(character) if character else None,
            choice=choice,
            charges=charges,
            targets=targets,
        )
        if action.encode() != code:  # one code an action: no other spelling of it is taken
            raise ValueError(f"no action has the code {code} (it is not the code of {action.describe()})")
        return action

    def describe(self) -> str:
        """A short English description, for errors and logs."""
        parts = [self.type.name.lower()]
        if self.card is not None:
            parts.append(CARD_ID[self.card])
        if self.as_kind is not None:
            parts.append(f"as {self.as_kind.key}")
        if self.target is not None:
            parts.append(f"-> seat {self.target}")
        if self.target_card is not None:
            parts.append("(hand)" if self.target_card == HAND else f"({CARD_ID[self.target_card]})")
        if self.cards:
            parts.append("[" + ", ".join(CARD_ID[c] for c in self.cards) + "]")
        if self.source is not None:
            parts.append(f"from {self.source.name.lower()}")
        if self.character is not None:
            parts.append(self.character.value)
        if self.choice is not None:
            parts.append(repr(self.choice))
        if self.charges:
            parts.append("charges " + ", ".join(
                f"{'character' if place == ON_CHARACTER else CARD_ID[place]}: {n}" for place, n in self.charges))
        if self.targets:
            parts.append("-> seats " + ", ".join(str(t) for t in self.targets))
        return " ".join(parts)



# The first layout: (shift, width) of type, card, target, target_card, as_kind, source,
# character; then the mask of ``cards`` from bit 33 on.
_SHIFTS = (0, 3, 10, 14, 21, 26, 28)
_WIDTHS = (3, 7, 4, 7, 5, 2, 5)
_MASK_SHIFT = 33
_OPEN = 127  # in the card field: the open layout follows
_WITH_CHOICE = 1  # the open layout's first number for an action with a ``choice`` (else a count, >= 7)
_WITH_CHARGES = 2  # ... for an action with ``charges`` (its pairs, then the rest as above)
_WITH_TARGETS = 3  # ... for an action with ``targets``: their count and seats, then the rest as above
_LONGEST_WORD = 32  # bytes of a ``choice``
_TYPES = {int(t) for t in ActionType}
_CODES: dict[Action, int] = {}  # action -> its code (``Action.encode``), forgotten at _CODES_KEPT
_CODES_KEPT = 20_000


def _word(number: int, code: int) -> str:
    """The ``choice`` a code's number spells (its UTF-8 bytes, big-endian)."""
    size = (number.bit_length() + 7) // 8
    if not 0 < size <= _LONGEST_WORD:
        raise ValueError(f"no action has the code {code}: its choice is no word")
    try:
        return number.to_bytes(size, "big").decode()
    except UnicodeDecodeError:
        raise ValueError(f"no action has the code {code}: its choice is no word") from None


def _pack(values: tuple[int, ...]) -> int:
    """Unbounded numbers as one integer: 7 bits a group, the 8th says another follows."""
    out, shift = 0, 0
    for v in values:
        if v < 0:
            raise ValueError("an action with a negative number has no code")
        while True:
            group = v & 127
            v >>= 7
            out |= (group | (128 if v else 0)) << shift
            shift += 8
            if not v:
                break
    return out


def _unpack(packed: int, most: int) -> list[int]:
    """The numbers of ``_pack``; a count of more than ``most`` numbers is refused."""
    if packed.bit_length() > 8 * 16 * most:
        raise ValueError("an action code longer than any action")
    values: list[int] = []
    value, shift = 0, 0
    while packed:
        group = packed & 255
        packed >>= 8
        value |= (group & 127) << shift
        shift += 7
        if not group & 128:
            values.append(value)
            value, shift = 0, 0
    if shift:
        raise ValueError("an action code that ends inside a number")
    if values:  # trailing zero numbers pack to nothing: the count says how many there were
        head = 0
        if values[0] == _WITH_TARGETS and len(values) > 1:  # the targets' count and seats come first
            if values[1] > 16:
                raise ValueError(f"an action code that claims {values[1]} targets")
            head = 2 + values[1]
            values += [0] * max(0, head + 1 - len(values))
        if values[head] == _WITH_CHARGES and len(values) > head + 1:
            head += 2 + 2 * values[head + 1]  # the pairs come first
            if head >= len(values):
                raise ValueError("an action code that ends inside its charges")
        if values[head] == _WITH_CHOICE and len(values) > head + 1:
            head += 1  # the count follows the tag
        if values[head] >= most:
            raise ValueError(f"an action code that claims {values[head]} numbers")
        values += [0] * max(0, head + values[head] + 1 - len(values))
    return values
