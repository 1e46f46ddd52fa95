"""The forum's dice: d20 (a card from the table), d6 (the "draw!"), 6d6 (a Duel).

Every roll comes from the game's seeded splitmix64 generator (``bang.state.Rng``),
so a seed and the moves replay a game exactly.
"""

from __future__ import annotations

from ...state import Rng
from .cards import TABLE


class Dice:
    """The one source of chance of a forum game; its state is the generator's integer."""

    __slots__ = ("rng",)

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def roll(self, sides: int) -> int:
        return self.rng.below(sides) + 1

    def rolls(self, count: int, sides: int) -> tuple[int, ...]:
        return tuple(self.roll(sides) for _ in range(count))

    def cards(self, count: int) -> tuple[tuple[int, ...], tuple[str, ...]]:
        """Roll ``count``d20: the rolls and the cards they read on the table."""
        rolled = self.rolls(count, 20)
        return rolled, tuple(TABLE[r - 1] for r in rolled)


def duel_outcome(challenger: tuple[int, ...], challenged: tuple[int, ...]) -> tuple[bool, bool]:
    """(challenger hit, challenged hit): the dice compared in order, the first 1 hits;
    a 1 on both at the same place hits both; no 1 at all hits nobody."""
    for a, b in zip(challenger, challenged, strict=True):
        if a == 1 or b == 1:
            return b == 1, a == 1
    return False, False
