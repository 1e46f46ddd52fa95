"""Actions: one decision by one player, as small frozen values.

Every action has a stable integer encoding (``encode`` / ``decode``) for bots
that want a flat action space.
"""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from .rulesets.base.box import CARD_ID, DECK_SIZE, Character, Kind

_CHARACTERS = list(Character)

HAND = -1
"""``target_card`` value meaning "a random card from the target's hand"."""


class ActionType(IntEnum):
    PLAY = 0  # play a card from hand (in the play phase or as an answer)
    PASS = 1  # decline to answer: take the hit, lose the Duel, die
    END = 2  # end the play phase
    DISCARD = 3  # the discard phase: one card, asked again while the hand is over the limit
    DRAW = 4  # a draw-phase choice (Jesse Jones, Pedro Ramirez)
    CHOOSE = 5  # pick from cards shown (General Store, Kit Carlson, Lucky Duke)
    ABILITY = 6  # Sid Ketchum: discard two cards to regain one life
    PICK_CHARACTER = 7  # setup option: keep one of the two characters dealt


class DrawSource(IntEnum):
    DECK = 0
    DISCARD = 1
    PLAYER = 2  # a random card from ``target``'s hand (Jesse Jones)


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

    def encode(self) -> int:
        """A stable non-negative integer for this action (the player is not encoded)."""
        code = int(self.type)
        code |= (0 if self.card is None else self.card + 1) << 3
        code |= (0 if self.target is None else self.target + 1) << 10
        code |= (0 if self.target_card is None else self.target_card + 2) << 14
        code |= (0 if self.as_kind is None else int(self.as_kind) + 1) << 21
        code |= (0 if self.source is None else int(self.source) + 1) << 26
        code |= (0 if self.character is None else _CHARACTERS.index(self.character) + 1) << 28
        mask = 0
        for c in self.cards:
            mask |= 1 << c
        return code | (mask << 33)

    @classmethod
    def decode(cls, player: int, code: int) -> Action:
        def field(shift: int, bits: int) -> int:
            return (code >> shift) & ((1 << bits) - 1)

        if code < 0:
            raise ValueError(f"no action has the code {code}")
        card, target, tcard = field(3, 7), field(10, 4), field(14, 7)
        as_kind, source, character = field(21, 5), field(26, 2), field(28, 5)
        mask = code >> 33
        if card > DECK_SIZE or tcard > DECK_SIZE + 1 or mask >> DECK_SIZE or character > len(_CHARACTERS):
            raise ValueError(f"no action has the code {code}: it names a card or character that does not exist")
        return cls(
            player=player,
            type=ActionType(field(0, 3)),
            card=card - 1 if card else None,
            target=target - 1 if target else None,
            target_card=tcard - 2 if tcard else None,
            as_kind=Kind(as_kind - 1) if as_kind else None,
            cards=tuple(c for c in range(80) if mask >> c & 1),
            source=DrawSource(source - 1) if source else None,
            character=_CHARACTERS[character - 1] if character else None,
        )

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
        return " ".join(parts)

