"""The game's state as plain data: players, phases, the stack of steps, the RNG.

Everything here is small, mutable and cheap to copy; ``rules.Game`` holds one of
each and is the only code that changes them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any

from .rulesets.base.box import Character, Role

if TYPE_CHECKING:
    from .actions import Action
    from .rules import Game, Pending

MASK64 = (1 << 64) - 1


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
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
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
    # Green-bordered cards put in play this turn: not usable before the next turn.
    # (An entry may outlive its card's stay in play; ``Game.is_fresh`` reads both.)
    fresh: list[int] = field(default_factory=list)
    borrowed: Character | None = None  # a character whose ability this one has for now (Vera Custer)

    def copy(self) -> Player:
        return Player(
            self.seat, self.name, self.role, self.character, self.max_hp, self.hp,
            self.hand[:], self.in_play[:], self.alive, self.fresh[:], self.borrowed,
        )


# --- Steps: the things still to resolve, kept on a stack (top = last) ---------
#
# Each step is a small record. ``rules.Game`` pops and runs steps until one needs
# a decision from a player; the answer is applied to the step on top.


@dataclass(slots=True)
class DynamiteCheck:
    player: int
    flip: int | None = None  # the "draw!" card, once flipped


@dataclass(slots=True)
class JailCheck:
    player: int
    flip: int | None = None


@dataclass(slots=True)
class DrawPhase:
    player: int
    started: bool = False  # Kit Carlson's three cards are shown


@dataclass(slots=True)
class Flip:
    """Lucky Duke's two "draw!" cards, waiting for him to pick the one that counts."""

    player: int
    cards: tuple[int, ...]


@dataclass(slots=True)
class ShotAt:
    """A BANG! (or one barrel of a Gatling) at ``player``, still to be answered."""

    player: int
    shooter: int
    missed_needed: int
    draws_left: int  # Barrel / Jourdonnais "draw!"s not yet made
    flip: int | None = None
    gatling: bool = False  # one barrel of a Gatling rather than a BANG!
    from_hand: int = 0  # cards from hand played against it so far (Molly Stark draws for them once it is over)


@dataclass(slots=True)
class Duel:
    player: int  # who must discard a BANG! now
    other: int
    source: int  # who played the Duel
    # BANG!s each duelist discarded so far: (the one who played the Duel, the other),
    # read when it ends (Molly Stark draws for hers then)
    discarded: tuple[int, int] = (0, 0)


@dataclass(slots=True)
class Indians:
    player: int
    source: int


@dataclass(slots=True)
class Hit:
    """Lives lost; the dying stage if life falls to 0, then the abilities that follow."""

    player: int
    amount: int
    source: int | None  # who played the card that caused it; None for Dynamite
    applied: bool = False


@dataclass(slots=True)
class GeneralStore:
    order: tuple[int, ...]  # who picks, in order
    next_index: int = 0


class OwnStep:
    """A step that resolves, asks, answers and describes itself: how a ruleset or an
    expansion adds a moment the core does not know (Brawl's discards, Vera Custer's
    choice). Subclasses are slotted dataclasses of plain data, like every step."""

    __slots__ = ()
    name = "step"  # the prompt's reason

    def resolve(self, game: Game) -> bool:
        """True when it made progress (or popped itself); False when it waits for ``decide``."""
        raise NotImplementedError

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        """``(Pending, legal actions)`` while it waits."""
        raise NotImplementedError

    def answer(self, game: Game, action: Action) -> None:
        raise NotImplementedError

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": self.name}


Step = DynamiteCheck | JailCheck | DrawPhase | Flip | ShotAt | Duel | Indians | Hit | GeneralStore | OwnStep
