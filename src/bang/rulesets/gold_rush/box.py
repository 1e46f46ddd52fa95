"""Gold Rush's 24 equipment cards and 8 characters as data.

The equipment is no playing card: it is bought from the shop (three face up, the rest a
deck of its own, ``shop.GoldRush``) and never shuffled into the playing deck, so the
expansion adds no card to a ruleset's box. Each copy prints a cost and no rank nor suit
(its id is its kind, FORMAT.md). Kinds 44-58 and characters 40-47: fixed once and for all.
"""

from __future__ import annotations

from typing import Final

from ...box import NO_RANK, Colour, KindInfo, Target, add_to_box
from ...vocabulary import Character, Kind
from ..dodge_city import box as _dodge_city  # noqa: F401  (its kinds are numbered before these)

SHOT: Final = Kind.add("shot", 44)
BOTTLE: Final = Kind.add("bottle", 45)
PARDNER: Final = Kind.add("pardner", 46)
GOLD_RUSH: Final = Kind.add("gold_rush", 47)
RHUM: Final = Kind.add("rhum", 48)
UNION_PACIFIC: Final = Kind.add("union_pacific", 49)
CALUMET: Final = Kind.add("calumet", 50)
GUN_BELT: Final = Kind.add("gun_belt", 51)
HORSESHOE: Final = Kind.add("horseshoe", 52)
PICKAXE: Final = Kind.add("pickaxe", 53)
WANTED: Final = Kind.add("wanted", 54)
GOLD_PAN: Final = Kind.add("gold_pan", 55)
BOOTS: Final = Kind.add("boots", 56)
LUCKY_CHARM: Final = Kind.add("lucky_charm", 57)
RUCKSACK: Final = Kind.add("rucksack", 58)

DON_BELL: Final = Character.add("don_bell", 40)
DUTCH_WILL: Final = Character.add("dutch_will", 41)
JACKY_MURIETA: Final = Character.add("jacky_murieta", 42)
JOSH_MCCLOUD: Final = Character.add("josh_mccloud", 43)
MADAM_YTO: Final = Character.add("madam_yto", 44)
PRETTY_LUZENA: Final = Character.add("pretty_luzena", 45)
RADDIE_SNAKE: Final = Character.add("raddie_snake", 46)
SIMEON_PICOS: Final = Character.add("simeon_picos", 47)

# (the table's shorthands below, read once as the module is imported)
_B, _K = Colour.BROWN, Colour.BLACK
_N, _ALL = Target.NONE, Target.ANYONE
BOX: Final = "gold_rush"


def _copies(n: int) -> str:
    return " ".join([NO_RANK] * n)


KINDS: Final[tuple[KindInfo, ...]] = (
    KindInfo(SHOT, "Shot", _B, _ALL, 0, _copies(3), BOX),
    KindInfo(BOTTLE, "Bottle", _B, _N, 0, _copies(3), BOX),
    KindInfo(PARDNER, "Pardner", _B, _N, 0, _copies(3), BOX),
    KindInfo(GOLD_RUSH, "Gold Rush", _B, _N, 0, _copies(1), BOX),
    KindInfo(RHUM, "Rhum", _B, _N, 0, _copies(2), BOX),
    KindInfo(UNION_PACIFIC, "Union Pacific", _B, _N, 0, _copies(1), BOX),
    KindInfo(CALUMET, "Calumet", _K, _N, 0, _copies(1), BOX),
    KindInfo(GUN_BELT, "Gun Belt", _K, _N, 0, _copies(1), BOX),
    KindInfo(HORSESHOE, "Horseshoe", _K, _N, 0, _copies(1), BOX),
    KindInfo(PICKAXE, "Pickaxe", _K, _N, 0, _copies(1), BOX),
    KindInfo(WANTED, "Wanted", _K, _ALL, 0, _copies(3), BOX),
    KindInfo(GOLD_PAN, "Gold Pan", _K, _N, 0, _copies(1), BOX),
    KindInfo(BOOTS, "Boots", _K, _N, 0, _copies(1), BOX),
    KindInfo(LUCKY_CHARM, "Lucky Charm", _K, _N, 0, _copies(1), BOX),
    KindInfo(RUCKSACK, "Rucksack", _K, _N, 0, _copies(1), BOX),
)

EQUIPMENT: Final[tuple[int, ...]] = add_to_box(BOX, KINDS)
"""The 24 equipment cards, in the order of FORMAT.md's table (the shop's default order)."""

COST: Final[dict[Kind, int]] = {
    SHOT: 1, BOTTLE: 2, PARDNER: 2, GOLD_RUSH: 5, RHUM: 3, UNION_PACIFIC: 4,
    CALUMET: 3, GUN_BELT: 2, HORSESHOE: 2, PICKAXE: 4, WANTED: 2, GOLD_PAN: 3, BOOTS: 3, LUCKY_CHARM: 3, RUCKSACK: 3,
}
"""Each kind's price in gold nuggets, as printed."""

BLACK: Final[frozenset[Kind]] = frozenset(info.kind for info in KINDS if info.colour is Colour.BLACK)
