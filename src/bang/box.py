"""The box's data types: what every box of cards is made of, and the card tables.

Suits, roles, sides, colours, targets and a kind's data (``KindInfo``); the names of
the kinds and characters are in ``bang.vocabulary``. A card is an ``int``: its place
in the tables below, which each box fills as it is loaded (``add_to_box``): the base
game's 80 first (0-79,
the canonical order of ``../shared/conformance/FORMAT.md``), then each expansion's.
That keeps the engine's state plain lists of ints: cheap to copy, compare and
serialize. ``card_id(c)`` gives the printable id, e.g. ``"bang/AS"``; two cards may
share an id (``stagecoach/9S`` exists twice in the base box).

This module imports only ``bang.vocabulary``: every other module may import it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Final

from .vocabulary import Kind


class Suit(IntEnum):
    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def letter(self) -> str:
        return "SHDC"[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]


class Role(Enum):
    SHERIFF = "sheriff"
    DEPUTY = "deputy"
    OUTLAW = "outlaw"
    RENEGADE = "renegade"


class Winner(Enum):
    """Who won: a side (4-8 players) or, with 3 players, the winner's role."""

    LAW = "law"  # the Sheriff and the Deputies
    OUTLAWS = "outlaws"
    RENEGADE = "renegade"
    DEPUTY = "deputy"  # 3 players; or the last one standing, where each plays for himself
    OUTLAW = "outlaw"  # 3 players; ditto
    SHERIFF = "sheriff"  # the last one standing, where each plays for himself (Wild West Show)


class Colour(Enum):
    BROWN = "brown"  # played and discarded at once
    BLUE = "blue"  # put in play in front of a player
    GREEN = "green"  # put in play, then used (and discarded) from a later turn on (Dodge City)
    ORANGE = "orange"  # put in play with charges, used by spending them (Armed & Dangerous)
    BLACK = "black"  # equipment kept in front of a player, bought from an expansion's shop (Gold Rush)


class Target(Enum):
    """Whom a card is aimed at when it is played."""

    NONE = "none"  # no target: the effect is on the player or on everybody
    REACHABLE = "reachable"  # a player within the weapon's reach (BANG!)
    DISTANCE_1 = "distance_1"  # a player at distance 1 (Panic!)
    ANY = "any"  # any other player (Cat Balou, Duel, Jail)
    ANYONE = "anyone"  # any player, the one who plays it included (Tequila)


@dataclass(frozen=True, slots=True)
class KindInfo:
    kind: Kind
    name: str  # English name as printed on the card
    colour: Colour
    target: Target
    weapon_range: int = 0  # > 0 for weapons
    cards: str = ""  # the rank+suit of every copy, canonical order
    box: str = "base"  # the box it comes in: "base", or an expansion's name
    missed: bool = False  # it cancels a BANG! like a Missed! (Missed!, Dodge, Bible, Sombrero...)
    pay: bool = False  # "discard another card": played together with another card from hand
    seen_farther: int = 0  # in play, others see its owner this much farther (Mustang, Hideout)
    sees_closer: int = 0  # in play, its owner sees others this much closer (Scope, Binocular)
    barrel: bool = False  # in play, its owner "draw!"s against each shot: a heart cancels it (Barrel)
    unlimited_bang: bool = False  # in play, its owner may play any number of BANG! cards (Volcanic)


KIND_INFO: Final[dict[Kind, KindInfo]] = {}  # each kind's row, from the first box that has it

RANKS: Final[tuple[str, ...]] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
NO_RANK: Final = "-"
"""In ``KindInfo.cards``: a copy printed with no rank nor suit (its id is the bare kind)."""
COLT_RANGE: Final = 1  # the Colt .45 drawn on every player's board

# The card tables, indexed by card number: the base game's 80 first, then each
# expansion's cards as its module adds them (``add_to_box``).
CARD_KIND: Final[list[Kind]] = []
CARD_RANK: Final[list[int]] = []  # 2..14 (J=11, Q=12, K=13, A=14)
CARD_SUIT: Final[list[Suit]] = []
CARD_ID: Final[list[str]] = []
CARD_IS_BLUE: Final[list[bool]] = []  # blue-bordered
CARD_IS_GREEN: Final[list[bool]] = []  # green-bordered (Dodge City)
CARD_IS_ORANGE: Final[list[bool]] = []  # orange-bordered, its kind's row read (Armed & Dangerous)
CARD_GOES_IN_PLAY: Final[list[bool]] = []  # blue or green: played in front of a player
CARD_RANGE: Final[list[int]] = []
KIND_BY_KEY: Final[dict[str, Kind]] = {}
BOX_CARDS: Final[dict[str, tuple[int, ...]]] = {}  # each box's cards, in canonical order


def add_to_box(box: str, infos: tuple[KindInfo, ...]) -> tuple[int, ...]:
    """Number the cards of ``infos`` after those already in the tables; their numbers.

    The base game's cards are numbered first (0-79), each expansion's after them, in
    the canonical order of its card list; the numbers never change once given."""
    if box in BOX_CARDS:
        return BOX_CARDS[box]
    first = len(CARD_ID)
    for info in infos:
        KIND_INFO.setdefault(info.kind, info)  # a copy of a base card keeps the base game's row
        KIND_BY_KEY[info.kind.key] = info.kind
        for code in info.cards.split():
            if code == NO_RANK:  # a card printed with no rank nor suit (Gold Rush's equipment): its id is its kind
                CARD_RANK.append(0)
                CARD_SUIT.append(Suit.SPADES)  # (never read: such a card is never "drawn!" nor played from hand)
                CARD_ID.append(info.kind.key)
            else:
                rank, suit = code[:-1], Suit("SHDC".index(code[-1]))
                CARD_RANK.append(RANKS.index(rank) + 2)
                CARD_SUIT.append(suit)
                CARD_ID.append(f"{info.kind.key}/{code}")
            CARD_KIND.append(info.kind)
            CARD_IS_BLUE.append(info.colour is Colour.BLUE)
            CARD_IS_GREEN.append(info.colour is Colour.GREEN)
            CARD_IS_ORANGE.append(KIND_INFO[info.kind].colour is Colour.ORANGE)
            CARD_GOES_IN_PLAY.append(info.colour is not Colour.BROWN)
            CARD_RANGE.append(info.weapon_range)
    cards = BOX_CARDS[box] = tuple(range(first, len(CARD_ID)))
    return cards


_KIND_CARDS: Final[dict[Kind, tuple[int, frozenset[int]]]] = {}


def kind_cards(kind: Kind) -> frozenset[int]:
    """Every card numbered so far whose kind is ``kind`` (worked out again only once more
    cards are numbered): ``isdisjoint`` with a hand or the cards in play finds one quickly."""
    known = _KIND_CARDS.get(kind)
    n = len(CARD_KIND)
    if known is None or known[0] != n:
        known = _KIND_CARDS[kind] = (n, frozenset(c for c in range(n) if CARD_KIND[c] is kind))
    return known[1]


def card_id(card: int) -> str:
    return CARD_ID[card]


def card_label(card: int) -> str:
    """A human label in English, e.g. ``BANG! A♠``."""
    if not CARD_RANK[card]:
        return KIND_INFO[CARD_KIND[card]].name
    rank = RANKS[CARD_RANK[card] - 2]
    return f"{KIND_INFO[CARD_KIND[card]].name} {rank}{CARD_SUIT[card].symbol}"


def cards_with_id(text: str) -> list[int]:
    """Every card whose full id is ``text`` (two for ``stagecoach/9S``)."""
    return [c for c, cid in enumerate(CARD_ID) if cid == text]


def card_count() -> int:
    """How many cards the tables number now (every box loaded so far)."""
    return len(CARD_ID)


def cards_of_kind(kind: Kind) -> list[int]:
    return [c for c, k in enumerate(CARD_KIND) if k is kind]


def is_heart(card: int) -> bool:
    return CARD_SUIT[card] is Suit.HEARTS


def is_red(card: int) -> bool:
    return CARD_SUIT[card] in (Suit.HEARTS, Suit.DIAMONDS)
