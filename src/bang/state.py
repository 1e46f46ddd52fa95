"""The game's state as plain data: players, phases, the stack of steps, the RNG.

Everything here is small, mutable and cheap to copy; ``rules.Game`` holds one of
each and is the only code that changes them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any, Final

from .box import Role
from .vocabulary import Character

if TYPE_CHECKING:
    from .actions import Action
    from .rules import Game, Pending

MASK64: Final = (1 << 64) - 1


class Rng:
    """A seeded splitmix64 generator: the game's only source of chance.

    Its whole state is one integer, so cloning a game copies it for free.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK64

    def next64(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (n >= 1)."""
        return (self.next64() * n) >> 64

    def shuffle(self, items: list[int]) -> None:
        """Fisher-Yates, each swap's index ``below(i + 1)`` (``next64``'s steps inlined: a
        deck of a hundred cards is two hundred calls fewer)."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            state = (state + 0x9E3779B97F4A7C15) & MASK64
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            items[i], items[j] = items[j], items[i]
        self.state = state

    def shuffle_any(self, items: list[Any]) -> None:
        """``shuffle`` for a list of anything (event cards, roles): the same draws."""
        below = self.below
        for i in range(len(items) - 1, 0, -1):
            j = below(i + 1)
            items[i], items[j] = items[j], items[i]


class Phase(Enum):
    SETUP = "setup"  # players pick their characters (an option)
    START = "start"  # Dynamite, then Jail, still to come
    DRAW = "draw"
    PLAY = "play"
    DISCARD = "discard"
    OVER = "over"


@dataclass(slots=True)
class Player:
    seat: int
    name: str
    role: Role
    character: Character
    max_hp: int
    hp: int
    hand: list[int] = field(default_factory=list)
    in_play: list[int] = field(default_factory=list)
    alive: bool = True
    borrowed: Character | None = None  # a character whose ability this one has for now (Vera Custer)
    ghost: bool = False  # back in play as a ghost: neither loses nor gains life points (Ghost Town)

    def copy(self) -> Player:
        return Player(
            self.seat, self.name, self.role, self.character, self.max_hp, self.hp,
            self.hand[:], self.in_play[:], self.alive, self.borrowed, self.ghost,
        )


# --- Steps: the things still to resolve, kept on a stack (top = last) ---------


class Step:
    """A thing still to resolve, kept on ``Game.stack`` (top = last): a small record of
    plain data (a slotted dataclass: ``clone`` copies its fields) that resolves, asks,
    answers and describes itself. The core's own are in ``bang.steps``; a ruleset or an
    expansion adds its own beside its cards (the base game's Duel, Dodge City's Brawl).
    """

    __slots__ = ()
    name = "step"  # the prompt's reason
    draw_purpose = "draw!"  # what a "draw!" made for this step decides (Lucky Duke's prompt)

    def resolve(self, game: Game) -> bool:
        """True when it made progress (or popped itself); False when it waits for ``decide``."""
        raise NotImplementedError

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        """``(Pending, legal actions)`` while it waits."""
        raise AssertionError(f"{type(self).__name__} never waits")

    def answer(self, game: Game, action: Action) -> None:
        raise AssertionError(f"{type(self).__name__} takes no answer")

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": self.name}

    def take_flip(self, card: int) -> None:
        """The "draw!" card Lucky Duke chose for this step."""
        raise AssertionError(f"{type(self).__name__} makes no \"draw!\"")
