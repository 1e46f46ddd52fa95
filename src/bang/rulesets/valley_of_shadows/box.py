"""The Valley of Shadows' 16 cards as data, in their canonical order (docs/rulings.md lists them).

Six blue cards (two Ghosts, LeMat, Rattlesnake, Shotgun, Bounty) and ten brown; every one
a kind of its own, named here with the box's 8 characters (their abilities in
``characters.py``, the cards' rules in ``cards.py``). The numbers of kinds and characters
are fixed once and for all (action codes and stored games count on them); ``add_to_box``
numbers the cards after those of the boxes loaded before.
"""

from __future__ import annotations

from typing import Final

from ...box import Colour, KindInfo, Target, add_to_box
from ...vocabulary import Character, Kind

GHOST: Final = Kind.add("ghost", 59)
LEMAT: Final = Kind.add("lemat", 60)
RATTLESNAKE: Final = Kind.add("rattlesnake", 61)
SHOTGUN: Final = Kind.add("shotgun", 62)
BOUNTY: Final = Kind.add("bounty", 63)
BANDIDOS: Final = Kind.add("bandidos", 64)
ESCAPE: Final = Kind.add("escape", 65)
AIM: Final = Kind.add("aim", 66)
POKER: Final = Kind.add("poker", 67)
BACKFIRE: Final = Kind.add("backfire", 68)
SAVED: Final = Kind.add("saved", 69)
FANNING: Final = Kind.add("fanning", 70)
TOMAHAWK: Final = Kind.add("tomahawk", 71)
TORNADO: Final = Kind.add("tornado", 72)
LAST_CALL: Final = Kind.add("last_call", 73)

BLACK_FLOWER: Final = Character.add("black_flower", 48)
COLORADO_BILL: Final = Character.add("colorado_bill", 49)
DER_SPOT_BURST_RINGER: Final = Character.add("der_spot_burst_ringer", 50)
EVELYN_SHEBANG: Final = Character.add("evelyn_shebang", 51)
HENRY_BLOCK: Final = Character.add("henry_block", 52)
LEMONADE_JIM: Final = Character.add("lemonade_jim", 53)
MICK_DEFENDER: Final = Character.add("mick_defender", 54)
TUCO_FRANZISKANER: Final = Character.add("tuco_franziskaner", 55)

BOX: Final = "valley_of_shadows"
# (the table's shorthands below, read once as the module is imported)
_B, _L = Colour.BROWN, Colour.BLUE
_N, _R, _ANY = Target.NONE, Target.REACHABLE, Target.ANY

KINDS: Final[tuple[KindInfo, ...]] = (
    # blue
    KindInfo(BOUNTY, "Bounty", _L, _ANY, 0, "9C", BOX),
    KindInfo(GHOST, "Ghost", _L, _ANY, 0, "9S 10S", BOX),
    KindInfo(LEMAT, "LeMat", _L, _N, 1, "4D", BOX),
    KindInfo(RATTLESNAKE, "Rattlesnake", _L, _ANY, 0, "7H", BOX),
    KindInfo(SHOTGUN, "Shotgun", _L, _N, 1, "KS", BOX),
    # brown
    KindInfo(AIM, "Aim", _B, _R, 0, "6C", BOX),
    KindInfo(BACKFIRE, "Backfire", _B, _N, 0, "QC", BOX, missed=True),
    KindInfo(BANDIDOS, "Bandidos", _B, _N, 0, "QD", BOX),
    KindInfo(ESCAPE, "Escape", _B, _N, 0, "3H", BOX),
    KindInfo(FANNING, "Fanning", _B, _R, 0, "2S", BOX),
    KindInfo(LAST_CALL, "Last Call", _B, _N, 0, "8D", BOX),
    KindInfo(POKER, "Poker", _B, _N, 0, "JH", BOX),
    KindInfo(SAVED, "Saved!", _B, _N, 0, "5H", BOX),
    KindInfo(TOMAHAWK, "Tomahawk", _B, _ANY, 0, "AD", BOX),
    KindInfo(TORNADO, "Tornado", _B, _N, 0, "AC", BOX),
)

CARDS: Final = add_to_box(BOX, KINDS)
