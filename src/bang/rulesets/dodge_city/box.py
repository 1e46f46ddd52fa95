"""Dodge City's 40 cards as data, in their canonical order (docs/rulings.md lists them).

Seven blue cards, nineteen brown, fourteen green. Eleven are copies of base cards
(a BANG!, a Beer...); the rest are the expansion's own 22 kinds, named here with its
15 characters (their abilities in ``characters.py``). ``add_to_box``
numbers them after the base game's 80 (80 to 119).
"""

from __future__ import annotations

from typing import Final

from ...box import Colour, KindInfo, Target, add_to_box
from ...vocabulary import Character, Kind

# Dodge City's own kinds and characters, named once here: their numbers run on from the
# base game's and never change (action codes and stored games count on them).
BRAWL: Final = Kind.add("brawl", 22)
PUNCH: Final = Kind.add("punch", 23)
DODGE: Final = Kind.add("dodge", 24)
SPRINGFIELD: Final = Kind.add("springfield", 25)
TEQUILA: Final = Kind.add("tequila", 26)
WHISKY: Final = Kind.add("whisky", 27)
RAG_TIME: Final = Kind.add("rag_time", 28)
HIDEOUT: Final = Kind.add("hideout", 29)
BINOCULAR: Final = Kind.add("binocular", 30)
BIBLE: Final = Kind.add("bible", 31)
CANTEEN: Final = Kind.add("canteen", 32)
CAN_CAN: Final = Kind.add("can_can", 33)
CONESTOGA: Final = Kind.add("conestoga", 34)
DERRINGER: Final = Kind.add("derringer", 35)
HOWITZER: Final = Kind.add("howitzer", 36)
IRON_PLATE: Final = Kind.add("iron_plate", 37)
KNIFE: Final = Kind.add("knife", 38)
PEPPERBOX: Final = Kind.add("pepperbox", 39)
PONY_EXPRESS: Final = Kind.add("pony_express", 40)
BUFFALO_RIFLE: Final = Kind.add("buffalo_rifle", 41)
SOMBRERO: Final = Kind.add("sombrero", 42)
TEN_GALLON_HAT: Final = Kind.add("ten_gallon_hat", 43)

APACHE_KID: Final = Character.add("apache_kid", 17)
BELLE_STAR: Final = Character.add("belle_star", 18)
BILL_NOFACE: Final = Character.add("bill_noface", 19)
CHUCK_WENGAM: Final = Character.add("chuck_wengam", 20)
DOC_HOLYDAY: Final = Character.add("doc_holyday", 21)
ELENA_FUENTE: Final = Character.add("elena_fuente", 22)
GREG_DIGGER: Final = Character.add("greg_digger", 23)
HERB_HUNTER: Final = Character.add("herb_hunter", 24)
JOSE_DELGADO: Final = Character.add("jose_delgado", 25)
MOLLY_STARK: Final = Character.add("molly_stark", 26)
PAT_BRENNAN: Final = Character.add("pat_brennan", 27)
PIXIE_PETE: Final = Character.add("pixie_pete", 28)
SEAN_MALLORY: Final = Character.add("sean_mallory", 29)
TEQUILA_JOE: Final = Character.add("tequila_joe", 30)
VERA_CUSTER: Final = Character.add("vera_custer", 31)


# (the table's shorthands below, read once as the module is imported)
_K = Kind
_B, _L, _G = Colour.BROWN, Colour.BLUE, Colour.GREEN
_N, _R, _D1, _ANY, _ALL = Target.NONE, Target.REACHABLE, Target.DISTANCE_1, Target.ANY, Target.ANYONE

KINDS: Final[tuple[KindInfo, ...]] = (
    # blue
    KindInfo(_K.BARREL, "Barrel", _L, _N, 0, "AC", "dodge_city", barrel=True),
    KindInfo(BINOCULAR, "Binocular", _L, _N, 0, "10D", "dodge_city", sees_closer=1),
    KindInfo(_K.DYNAMITE, "Dynamite", _L, _N, 0, "10C", "dodge_city"),
    KindInfo(HIDEOUT, "Hideout", _L, _N, 0, "KD", "dodge_city", seen_farther=1),
    KindInfo(_K.MUSTANG, "Mustang", _L, _N, 0, "5H", "dodge_city", seen_farther=1),
    KindInfo(_K.REMINGTON, "Remington", _L, _N, 3, "6D", "dodge_city"),
    KindInfo(_K.REV_CARABINE, "Rev. Carabine", _L, _N, 4, "5S", "dodge_city"),
    # brown
    KindInfo(_K.BANG, "BANG!", _B, _R, 0, "8S 5C 6C KC", "dodge_city"),
    KindInfo(_K.BEER, "Beer", _B, _N, 0, "6H 6S", "dodge_city"),
    KindInfo(BRAWL, "Brawl", _B, _N, 0, "JS", "dodge_city", pay=True),
    KindInfo(_K.CAT_BALOU, "Cat Balou", _B, _ANY, 0, "8C", "dodge_city"),
    KindInfo(DODGE, "Dodge", _B, _N, 0, "7D KH", "dodge_city", missed=True),
    KindInfo(_K.GENERAL_STORE, "General Store", _B, _N, 0, "AS", "dodge_city"),
    KindInfo(_K.INDIANS, "Indians!", _B, _N, 0, "5D", "dodge_city"),
    KindInfo(_K.MISSED, "Missed!", _B, _N, 0, "8D", "dodge_city", missed=True),
    KindInfo(_K.PANIC, "Panic!", _B, _D1, 0, "JH", "dodge_city"),
    KindInfo(PUNCH, "Punch", _B, _D1, 0, "10S", "dodge_city"),
    KindInfo(RAG_TIME, "Rag Time", _B, _ANY, 0, "9H", "dodge_city", pay=True),
    KindInfo(SPRINGFIELD, "Springfield", _B, _ANY, 0, "KS", "dodge_city", pay=True),
    KindInfo(TEQUILA, "Tequila", _B, _ALL, 0, "9C", "dodge_city", pay=True),
    KindInfo(WHISKY, "Whisky", _B, _N, 0, "QH", "dodge_city", pay=True),
    # green: put in play, used from a later turn (only those with a Missed! symbol out of turn)
    KindInfo(BIBLE, "Bible", _G, _N, 0, "10H", "dodge_city", missed=True),
    KindInfo(BUFFALO_RIFLE, "Buffalo Rifle", _G, _ANY, 0, "QC", "dodge_city"),
    KindInfo(CAN_CAN, "Can Can", _G, _ANY, 0, "JC", "dodge_city"),
    KindInfo(CANTEEN, "Canteen", _G, _N, 0, "7H", "dodge_city"),
    KindInfo(CONESTOGA, "Conestoga", _G, _ANY, 0, "9D", "dodge_city"),
    KindInfo(DERRINGER, "Derringer", _G, _D1, 0, "7S", "dodge_city"),
    KindInfo(HOWITZER, "Howitzer", _G, _N, 0, "9S", "dodge_city"),
    KindInfo(IRON_PLATE, "Iron Plate", _G, _N, 0, "AD QS", "dodge_city", missed=True),
    KindInfo(KNIFE, "Knife", _G, _D1, 0, "8H", "dodge_city"),
    KindInfo(PEPPERBOX, "Pepperbox", _G, _R, 0, "AH", "dodge_city"),
    KindInfo(PONY_EXPRESS, "Pony Express", _G, _N, 0, "QD", "dodge_city"),
    KindInfo(SOMBRERO, "Sombrero", _G, _N, 0, "7C", "dodge_city", missed=True),
    KindInfo(TEN_GALLON_HAT, "Ten Gallon Hat", _G, _N, 0, "JD", "dodge_city", missed=True),
)

CARDS: Final = add_to_box("dodge_city", KINDS)
assert len(CARDS) == 40
