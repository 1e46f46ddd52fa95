"""Armed & Dangerous's 28 cards as data, in their canonical order (docs/rulings.md lists them).

Thirteen orange ("Dangerous") cards, put in play with 3 charges and used by spending them;
fifteen brown, six of them reprints of base cards (which keep the base kinds). Its own 22
kinds are numbered 74-95 and its 8 characters 56-63, fixed once and for all (action codes
and stored games count on them; the numbers between are other boxes').
"""

from __future__ import annotations

from typing import Final

from ...box import Colour, KindInfo, Target, add_to_box
from ...vocabulary import Character, Kind
from ..base import box as _base_box  # noqa: F401  (the base game's cards are numbered first: 0-79)
from ..dodge_city import box as _dodge_city_box  # noqa: F401  (then Dodge City's: 80-119)

ACE_UP_THE_SLEEVE: Final = Kind.add("ace_up_the_sleeve", 74)
BANDOLIER: Final = Kind.add("bandolier", 75)
BELL_TOWER: Final = Kind.add("bell_tower", 76)
BEER_KEG: Final = Kind.add("beer_keg", 77)
BIG_FIFTY: Final = Kind.add("big_fifty", 78)
BOMB: Final = Kind.add("bomb", 79)
BUNTLINE_SPECIAL: Final = Kind.add("buntline_special", 80)
CRATE: Final = Kind.add("crate", 81)
DOUBLE_BARREL: Final = Kind.add("double_barrel", 82)
LOCKPICK: Final = Kind.add("lockpick", 83)
THUNDERER: Final = Kind.add("thunderer", 84)
TUMBLEWEED: Final = Kind.add("tumbleweed", 85)
WHIP: Final = Kind.add("whip", 86)
A_LITTLE_NIP: Final = Kind.add("a_little_nip", 87)
ARROW: Final = Kind.add("arrow", 88)
CARAVAN: Final = Kind.add("caravan", 89)
DUCK: Final = Kind.add("duck", 90)
FLINTLOCK: Final = Kind.add("flintlock", 91)
QUICK_SHOT: Final = Kind.add("quick_shot", 92)
RELOAD: Final = Kind.add("reload", 93)
RUST: Final = Kind.add("rust", 94)
SQUAW: Final = Kind.add("squaw", 95)

AL_PREACHER: Final = Character.add("al_preacher", 56)
BASS_GREEVES: Final = Character.add("bass_greeves", 57)
BLOODY_MARY: Final = Character.add("bloody_mary", 58)
FRANKIE_CANTON: Final = Character.add("frankie_canton", 59)
JULIE_CUTTER: Final = Character.add("julie_cutter", 60)
MEXICALI_KID: Final = Character.add("mexicali_kid", 61)
MS_ABIGAIL: Final = Character.add("ms_abigail", 62)
RED_RINGO: Final = Character.add("red_ringo", 63)

BOX: Final = "armed_and_dangerous"
# (the table's shorthands below, read once as the module is imported)
_K = Kind
_B, _O = Colour.BROWN, Colour.ORANGE
_N, _R, _D1, _ANY, _ALL = Target.NONE, Target.REACHABLE, Target.DISTANCE_1, Target.ANY, Target.ANYONE

KINDS: Final[tuple[KindInfo, ...]] = (
    # brown reprints of the base game
    KindInfo(_K.BANG, "BANG!", _B, _R, 0, "6H 2C 2D 3D", BOX),
    KindInfo(_K.MISSED, "Missed!", _B, _N, 0, "KS", BOX, missed=True),
    KindInfo(_K.CAT_BALOU, "Cat Balou", _B, _ANY, 0, "3H", BOX),
    # orange: in play with 3 charges, used by spending them
    KindInfo(ACE_UP_THE_SLEEVE, "Ace Up the Sleeve", _O, _N, 0, "AH", BOX),
    KindInfo(BANDOLIER, "Bandolier", _O, _N, 0, "2H", BOX),
    KindInfo(BELL_TOWER, "Bell Tower", _O, _N, 0, "7C", BOX),
    KindInfo(BEER_KEG, "Beer Keg", _O, _N, 0, "4H", BOX),
    KindInfo(BIG_FIFTY, "Big Fifty", _O, _N, 6, "QS", BOX),
    KindInfo(BOMB, "Bomb", _O, _ALL, 0, "7D", BOX),
    KindInfo(BUNTLINE_SPECIAL, "Buntline Special", _O, _N, 2, "JS", BOX),
    KindInfo(CRATE, "Crate", _O, _N, 0, "3H", BOX, missed=True),
    KindInfo(DOUBLE_BARREL, "Double Barrel", _O, _N, 1, "6C", BOX),
    KindInfo(LOCKPICK, "Lockpick", _O, _ANY, 0, "2C", BOX),
    KindInfo(THUNDERER, "Thunderer", _O, _N, 3, "3C", BOX),
    KindInfo(TUMBLEWEED, "Tumbleweed", _O, _N, 0, "4C", BOX),
    KindInfo(WHIP, "Whip", _O, _ANY, 0, "5C", BOX),
    # brown: their own
    KindInfo(A_LITTLE_NIP, "A Little Nip", _B, _N, 0, "5H", BOX),
    KindInfo(ARROW, "Arrow", _B, _ANY, 0, "5D", BOX),
    KindInfo(CARAVAN, "Caravan", _B, _N, 0, "2S", BOX),
    KindInfo(DUCK, "Duck", _B, _N, 0, "3D", BOX, missed=True),
    KindInfo(FLINTLOCK, "Flintlock", _B, _ANY, 0, "AS", BOX),
    KindInfo(QUICK_SHOT, "Quick Shot", _B, _R, 0, "3S", BOX),
    KindInfo(RELOAD, "Reload", _B, _N, 0, "4D", BOX),
    KindInfo(RUST, "Rust", _B, _N, 0, "9S", BOX),
    KindInfo(SQUAW, "Squaw", _B, _ANY, 0, "3D", BOX),
)

CARDS: Final = add_to_box(BOX, KINDS)
assert len(CARDS) == 28
