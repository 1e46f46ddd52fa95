"""Dodge City's 40 cards as data, in their canonical order (docs/rulings.md lists them).

Seven blue cards, nineteen brown, fourteen green. Eleven are copies of base cards
(a BANG!, a Beer...); the rest are the expansion's own kinds. ``add_to_box``
numbers them after the base game's 80 (80 to 119).
"""

from __future__ import annotations

from ..base.box import Colour, Kind, KindInfo, Target, add_to_box

_K = Kind
_B, _L, _G = Colour.BROWN, Colour.BLUE, Colour.GREEN
_N, _R, _D1, _ANY, _ALL = Target.NONE, Target.REACHABLE, Target.DISTANCE_1, Target.ANY, Target.ANYONE

KINDS: tuple[KindInfo, ...] = (
    # blue
    KindInfo(_K.BARREL, "Barrel", _L, _N, 0, "AC", "dodge_city", barrel=True),
    KindInfo(_K.BINOCULAR, "Binocular", _L, _N, 0, "10D", "dodge_city", sees_closer=1),
    KindInfo(_K.DYNAMITE, "Dynamite", _L, _N, 0, "10C", "dodge_city"),
    KindInfo(_K.HIDEOUT, "Hideout", _L, _N, 0, "KD", "dodge_city", seen_farther=1),
    KindInfo(_K.MUSTANG, "Mustang", _L, _N, 0, "5H", "dodge_city", seen_farther=1),
    KindInfo(_K.REMINGTON, "Remington", _L, _N, 3, "6D", "dodge_city"),
    KindInfo(_K.REV_CARABINE, "Rev. Carabine", _L, _N, 4, "5S", "dodge_city"),
    # brown
    KindInfo(_K.BANG, "BANG!", _B, _R, 0, "8S 5C 6C KC", "dodge_city"),
    KindInfo(_K.BEER, "Beer", _B, _N, 0, "6H 6S", "dodge_city"),
    KindInfo(_K.BRAWL, "Brawl", _B, _N, 0, "JS", "dodge_city", pay=True),
    KindInfo(_K.CAT_BALOU, "Cat Balou", _B, _ANY, 0, "8C", "dodge_city"),
    KindInfo(_K.DODGE, "Dodge", _B, _N, 0, "7D KH", "dodge_city", missed=True),
    KindInfo(_K.GENERAL_STORE, "General Store", _B, _N, 0, "AS", "dodge_city"),
    KindInfo(_K.INDIANS, "Indians!", _B, _N, 0, "5D", "dodge_city"),
    KindInfo(_K.MISSED, "Missed!", _B, _N, 0, "8D", "dodge_city", missed=True),
    KindInfo(_K.PANIC, "Panic!", _B, _D1, 0, "JH", "dodge_city"),
    KindInfo(_K.PUNCH, "Punch", _B, _D1, 0, "10S", "dodge_city"),
    KindInfo(_K.RAG_TIME, "Rag Time", _B, _ANY, 0, "9H", "dodge_city", pay=True),
    KindInfo(_K.SPRINGFIELD, "Springfield", _B, _ANY, 0, "KS", "dodge_city", pay=True),
    KindInfo(_K.TEQUILA, "Tequila", _B, _ALL, 0, "9C", "dodge_city", pay=True),
    KindInfo(_K.WHISKY, "Whisky", _B, _N, 0, "QH", "dodge_city", pay=True),
    # green: put in play, used from a later turn (only those with a Missed! symbol out of turn)
    KindInfo(_K.BIBLE, "Bible", _G, _N, 0, "10H", "dodge_city", missed=True),
    KindInfo(_K.BUFFALO_RIFLE, "Buffalo Rifle", _G, _ANY, 0, "QC", "dodge_city"),
    KindInfo(_K.CAN_CAN, "Can Can", _G, _ANY, 0, "JC", "dodge_city"),
    KindInfo(_K.CANTEEN, "Canteen", _G, _N, 0, "7H", "dodge_city"),
    KindInfo(_K.CONESTOGA, "Conestoga", _G, _ANY, 0, "9D", "dodge_city"),
    KindInfo(_K.DERRINGER, "Derringer", _G, _D1, 0, "7S", "dodge_city"),
    KindInfo(_K.HOWITZER, "Howitzer", _G, _N, 0, "9S", "dodge_city"),
    KindInfo(_K.IRON_PLATE, "Iron Plate", _G, _N, 0, "AD QS", "dodge_city", missed=True),
    KindInfo(_K.KNIFE, "Knife", _G, _D1, 0, "8H", "dodge_city"),
    KindInfo(_K.PEPPERBOX, "Pepperbox", _G, _R, 0, "AH", "dodge_city"),
    KindInfo(_K.PONY_EXPRESS, "Pony Express", _G, _N, 0, "QD", "dodge_city"),
    KindInfo(_K.SOMBRERO, "Sombrero", _G, _N, 0, "7C", "dodge_city", missed=True),
    KindInfo(_K.TEN_GALLON_HAT, "Ten Gallon Hat", _G, _N, 0, "JD", "dodge_city", missed=True),
)

CARDS = add_to_box("dodge_city", KINDS)
assert len(CARDS) == 40
