"""What is in the base game's box, as data: its 22 kinds and 80 cards.

A card is an ``int`` from 0 to 79 (its place in the canonical order of
``../shared/conformance/FORMAT.md``); ``bang.box`` holds the types and the card
tables. What each card *does* is in
``cards.py`` beside it; each character's ability in ``characters.py``; the roles'
split and win conditions in ``roles.py``.
"""

from __future__ import annotations

from ...box import CARD_RANK, CARD_SUIT, Colour, KindInfo, Suit, Target, add_to_box
from ...vocabulary import Kind

_K = Kind
_B, _L = Colour.BROWN, Colour.BLUE
_N, _R, _D1, _ANY = Target.NONE, Target.REACHABLE, Target.DISTANCE_1, Target.ANY

_BASE_KINDS: tuple[KindInfo, ...] = (
    KindInfo(
        _K.BANG, "BANG!", _B, _R, 0,
        "AS 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD 2C 3C 4C 5C 6C 7C 8C 9C QH KH AH",
    ),
    KindInfo(_K.MISSED, "Missed!", _B, _N, 0, "10C JC QC KC AC 2S 3S 4S 5S 6S 7S 8S", missed=True),
    KindInfo(_K.BEER, "Beer", _B, _N, 0, "6H 7H 8H 9H 10H JH"),
    KindInfo(_K.SALOON, "Saloon", _B, _N, 0, "5H"),
    KindInfo(_K.STAGECOACH, "Stagecoach", _B, _N, 0, "9S 9S"),
    KindInfo(_K.WELLS_FARGO, "Wells Fargo", _B, _N, 0, "3H"),
    KindInfo(_K.GENERAL_STORE, "General Store", _B, _N, 0, "9C QS"),
    KindInfo(_K.PANIC, "Panic!", _B, _D1, 0, "JH QH AH 8D"),
    KindInfo(_K.CAT_BALOU, "Cat Balou", _B, _ANY, 0, "KH 9D 10D JD"),
    KindInfo(_K.DUEL, "Duel", _B, _ANY, 0, "QD JS 8C"),
    KindInfo(_K.GATLING, "Gatling", _B, _N, 0, "10H"),
    KindInfo(_K.INDIANS, "Indians!", _B, _N, 0, "KD AD"),
    KindInfo(_K.BARREL, "Barrel", _L, _N, 0, "QS KS", barrel=True),
    KindInfo(_K.DYNAMITE, "Dynamite", _L, _N, 0, "2H"),
    KindInfo(_K.JAIL, "Jail", _L, _ANY, 0, "JS 10S 4H"),
    KindInfo(_K.MUSTANG, "Mustang", _L, _N, 0, "8H 9H", seen_farther=1),
    KindInfo(_K.SCOPE, "Scope", _L, _N, 0, "AS", sees_closer=1),
    KindInfo(_K.VOLCANIC, "Volcanic", _L, _N, 1, "10S 10C", unlimited_bang=True),
    KindInfo(_K.SCHOFIELD, "Schofield", _L, _N, 2, "JC QC KS"),
    KindInfo(_K.REMINGTON, "Remington", _L, _N, 3, "KC"),
    KindInfo(_K.REV_CARABINE, "Rev. Carabine", _L, _N, 4, "AC"),
    KindInfo(_K.WINCHESTER, "Winchester", _L, _N, 5, "8S"),
)


BASE_CARDS = add_to_box("base", _BASE_KINDS)
DECK_SIZE = len(BASE_CARDS)  # the base game's box
assert DECK_SIZE == 80


def dynamite_explodes(card: int) -> bool:
    """Dynamite's "draw!" of ``card`` as printed: a spade from 2 to 9."""
    return explodes(CARD_SUIT[card], CARD_RANK[card])


def explodes(suit: Suit, rank: int) -> bool:
    """Dynamite's "draw!": a spade from 2 to 9."""
    return suit is Suit.SPADES and 2 <= rank <= 9


def hearts(suit: Suit, rank: int) -> bool:
    """A Barrel's and a Jail's "draw!": a heart."""
    return suit is Suit.HEARTS
