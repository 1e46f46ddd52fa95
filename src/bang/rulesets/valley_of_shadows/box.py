"""The Valley of Shadows' 16 cards as data, in their canonical order (docs/rulings.md lists them).

Six blue cards (two Ghosts, LeMat, Rattlesnake, Shotgun, Bounty) and ten brown; every one
a kind of its own, named here with the box's 8 characters (their abilities in
``characters.py``, the cards' rules in ``cards.py``). The numbers of kinds and characters
are fixed once and for all (action codes and stored games count on them); ``add_to_box``
numbers the cards after those of the boxes loaded before.
"""

from __future__ import annotations

from ...box import Colour, KindInfo, Target, add_to_box
from ...vocabulary import Character, Kind

GHOST = Kind.add("ghost", 59)
LEMAT = Kind.add("lemat", 60)
RATTLESNAKE = Kind.add("rattlesnake", 61)
SHOTGUN = Kind.add("shotgun", 62)
BOUNTY = Kind.add("bounty", 63)
BANDIDOS = Kind.add("bandidos", 64)
ESCAPE = Kind.add("escape", 65)
AIM = Kind.add("aim", 66)
POKER = Kind.add("poker", 67)
BACKFIRE = Kind.add("backfire", 68)
SAVED = Kind.add("saved", 69)
FANNING = Kind.add("fanning", 70)
TOMAHAWK = Kind.add("tomahawk", 71)
TORNADO = Kind.add("tornado", 72)
LAST_CALL = Kind.add("last_call", 73)

BLACK_FLOWER = Character.add("black_flower", 48)
COLORADO_BILL = Character.add("colorado_bill", 49)
DER_SPOT_BURST_RINGER = Character.add("der_spot_burst_ringer", 50)
EVELYN_SHEBANG = Character.add("evelyn_shebang", 51)
HENRY_BLOCK = Character.add("henry_block", 52)
LEMONADE_JIM = Character.add("lemonade_jim", 53)
MICK_DEFENDER = Character.add("mick_defender", 54)
TUCO_FRANZISKANER = Character.add("tuco_franziskaner", 55)

BOX = "valley_of_shadows"
_B, _L = Colour.BROWN, Colour.BLUE
_N, _R, _ANY = Target.NONE, Target.REACHABLE, Target.ANY

KINDS: tuple[KindInfo, ...] = (
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

CARDS = add_to_box(BOX, KINDS)
