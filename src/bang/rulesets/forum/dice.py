"""The forum's dice: d20 (a card from the table), d6 (the "draw!"), 6d6 (a Duel).

Every roll is numbered (0, 1, 2... in the order the game rolls them) and labelled with
its purpose ("round 2, seat 1: barrel"); ``Dice.rolled`` keeps them all, so a game file
can list every die and what it was for. Two sources of chance:

- ``FairDice`` (every game the server makes since the players bring a part): the server's
  secret is the string ``SEED:SALT``, whose SHA-256 is published before any player's part
  is known; each player's page adds an entropy part at their character pick. Roll ``n``
  of ``sides`` for ``purpose`` is ``fair_roll``: HMAC-SHA-256 keyed by the secret over
  the JSON text ``[n, purpose, sides, parts, attempt]`` (no spaces, ASCII), the digest
  read as a 256-bit big-endian integer ``v``; if ``v`` is below the largest multiple of
  ``sides`` under 2**256 the roll is ``v % sides + 1``, else ``attempt`` goes up by one
  and it is hashed again (no modulo bias; a retry happens with odds under 2**-250).
  Neither the server (committed first) nor a player (who never sees the secret) can
  choose a die.
- ``Dice`` itself: the seed's splitmix64 generator (``bang.state.Rng``), as the games
  stored before that change were played; the scenarios and ``bang simulate`` use it.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import dataclass
from itertools import count

from ...state import Rng
from .cards import TABLE
from .state import JSON

FAIR = "hmac-sha256"  # the name of FairDice's construction in a record
MAX_PART = 64  # characters of a player's entropy part


@dataclass(frozen=True)
class Roll:
    """One die: its number in the game, its sides, what it was for, what it showed."""

    n: int
    sides: int
    purpose: str
    value: int

    def to_json(self) -> JSON:
        return {"n": self.n, "sides": self.sides, "purpose": self.purpose, "value": self.value}


def fair_roll(secret: str, parts: tuple[str, ...], n: int, sides: int, purpose: str) -> int:
    """Roll ``n`` of the game: a die of ``sides`` from the secret and the players' parts."""
    key = secret.encode()
    for attempt in count():
        message = json.dumps([n, purpose, sides, list(parts), attempt], separators=(",", ":"))
        v = int.from_bytes(hmac.new(key, message.encode(), hashlib.sha256).digest(), "big")
        if v < (1 << 256) - (1 << 256) % sides:
            return v % sides + 1
    raise AssertionError("unreachable")


def clean_part(part: object) -> str:
    """A player's entropy part as kept: printable text, at most MAX_PART characters;
    ValueError for anything else."""
    if not isinstance(part, str) or len(part) > MAX_PART or not part.isprintable():
        raise ValueError(f"the entropy part is text of at most {MAX_PART} printable characters")
    return part


class Dice:
    """The seed's dice (games before the players' parts); every roll kept in ``rolled``."""

    __slots__ = ("rng", "rolled")

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self.rolled: list[Roll] = []

    def _next(self, sides: int, purpose: str) -> int:
        return self.rng.below(sides) + 1

    def roll(self, sides: int, purpose: str) -> int:
        value = self._next(sides, purpose)
        self.rolled.append(Roll(len(self.rolled), sides, purpose, value))
        return value

    def rolls(self, count: int, sides: int, purpose: str) -> tuple[int, ...]:
        return tuple(self.roll(sides, purpose) for _ in range(count))

    def cards(self, count: int, purpose: str) -> tuple[tuple[int, ...], tuple[str, ...]]:
        """Roll ``count``d20: the rolls and the cards they read on the table."""
        rolled = self.rolls(count, 20, purpose)
        return rolled, tuple(TABLE[r - 1] for r in rolled)

    def shuffle(self, items: list[int], purpose: str) -> None:
        self.rng.shuffle(items)

    def record(self) -> JSON:
        """What a game record says of its dice beyond the seed (nothing: the seed's generator)."""
        return {}


class FairDice(Dice):
    """The dice of the server's secret and the players' parts (``fair_roll``)."""

    __slots__ = ("parts", "salt", "secret")

    def __init__(self, seed: int, salt: str, parts: tuple[str, ...]) -> None:
        super().__init__(seed)
        self.salt, self.parts = salt, parts
        self.secret = f"{seed}:{salt}"

    def _next(self, sides: int, purpose: str) -> int:
        return fair_roll(self.secret, self.parts, len(self.rolled), sides, purpose)

    def shuffle(self, items: list[int], purpose: str) -> None:
        for i in range(len(items) - 1, 0, -1):  # Fisher-Yates, one die per place
            j = self.roll(i + 1, purpose) - 1
            items[i], items[j] = items[j], items[i]

    def record(self) -> JSON:
        return {"dice": FAIR, "salt": self.salt, "parts": list(self.parts)}


def duel_outcome(challenger: tuple[int, ...], challenged: tuple[int, ...]) -> tuple[bool, bool]:
    """(challenger hit, challenged hit): the dice compared in order, the first 1 hits;
    a 1 on both at the same place hits both; no 1 at all hits nobody."""
    place = duel_decider(challenger, challenged)
    if place is None:
        return False, False
    return challenged[place] == 1, challenger[place] == 1


def duel_decider(challenger: tuple[int, ...], challenged: tuple[int, ...]) -> int | None:
    """The place (0-5) of the first 1 on either side, or None: no 1 at all."""
    for i, (a, b) in enumerate(zip(challenger, challenged, strict=True)):
        if a == 1 or b == 1:
            return i
    return None
