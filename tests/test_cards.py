"""The 80 cards of the box, as FORMAT.md and the rulebook list them.

The table below is written from ``../shared/conformance/FORMAT.md`` ("The 80
cards, in canonical order") and the rulebook's card descriptions: each kind's
copies, its colour (blue cards are put in play: weapons, Barrel, Dynamite,
Jail, Mustang, Scope), its weapon range, its name as printed, whom it aims at.
"""

from __future__ import annotations

import pytest

from bang import Kind, Suit, card_id, card_label
from bang.box import (
    CARD_ID,
    CARD_IS_BLUE,
    CARD_RANGE,
    KIND_BY_KEY,
    KIND_INFO,
    Colour,
    Target,
    cards_of_kind,
    cards_with_id,
    is_heart,
    is_red,
)
from bang.rulesets.base.box import DECK_SIZE, dynamite_explodes

BOX = {  # kind: (printed name, blue, weapon range, target, copies)
    "bang": ("BANG!", False, 0, "reachable",
             "AS 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD 2C 3C 4C 5C 6C 7C 8C 9C QH KH AH"),
    "missed": ("Missed!", False, 0, "none", "10C JC QC KC AC 2S 3S 4S 5S 6S 7S 8S"),
    "beer": ("Beer", False, 0, "none", "6H 7H 8H 9H 10H JH"),
    "saloon": ("Saloon", False, 0, "none", "5H"),
    "stagecoach": ("Stagecoach", False, 0, "none", "9S 9S"),
    "wells_fargo": ("Wells Fargo", False, 0, "none", "3H"),
    "general_store": ("General Store", False, 0, "none", "9C QS"),
    "panic": ("Panic!", False, 0, "distance_1", "JH QH AH 8D"),
    "cat_balou": ("Cat Balou", False, 0, "any", "KH 9D 10D JD"),
    "duel": ("Duel", False, 0, "any", "QD JS 8C"),
    "gatling": ("Gatling", False, 0, "none", "10H"),
    "indians": ("Indians!", False, 0, "none", "KD AD"),
    "barrel": ("Barrel", True, 0, "none", "QS KS"),
    "dynamite": ("Dynamite", True, 0, "none", "2H"),
    "jail": ("Jail", True, 0, "any", "JS 10S 4H"),
    "mustang": ("Mustang", True, 0, "none", "8H 9H"),
    "scope": ("Scope", True, 0, "none", "AS"),
    "volcanic": ("Volcanic", True, 1, "none", "10S 10C"),
    "schofield": ("Schofield", True, 2, "none", "JC QC KS"),
    "remington": ("Remington", True, 3, "none", "KC"),
    "rev_carabine": ("Rev. Carabine", True, 4, "none", "AC"),
    "winchester": ("Winchester", True, 5, "none", "8S"),
}
SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def test_the_box_in_canonical_order() -> None:
    expected = [f"{kind}/{code}" for kind, row in BOX.items() for code in row[4].split()]
    assert expected == CARD_ID[:DECK_SIZE] and DECK_SIZE == 80
    assert [card_id(c) for c in range(80)] == expected


@pytest.mark.parametrize("key", sorted(BOX))
def test_each_kind(key: str) -> None:
    name, blue, weapon_range, target, copies = BOX[key]
    kind = KIND_BY_KEY[key]
    assert kind.key == key
    info = KIND_INFO[kind]
    assert (info.name, info.colour, info.weapon_range, info.target) == (
        name, Colour.BLUE if blue else Colour.BROWN, weapon_range, Target(target))
    cards = [c for c in cards_of_kind(kind) if c < DECK_SIZE]  # the base game's box
    assert [CARD_ID[c] for c in cards] == [f"{key}/{code}" for code in copies.split()]
    for c, code in zip(cards, copies.split(), strict=True):
        assert CARD_IS_BLUE[c] is blue and CARD_RANGE[c] == weapon_range
        assert card_label(c) == f"{name} {code[:-1]}{SYMBOL[code[-1]]}"
        assert is_heart(c) == (code[-1] == "H") and is_red(c) == (code[-1] in "HD")


def test_two_cards_share_an_id() -> None:
    assert len(cards_with_id("stagecoach/9S")) == 2
    assert [CARD_ID[c] for c in cards_with_id("bang/AS")] == ["bang/AS"]
    assert cards_with_id("bang/1S") == []


def test_suits() -> None:
    assert [s.letter for s in Suit] == ["S", "H", "D", "C"]
    assert [s.symbol for s in Suit] == ["♠", "♥", "♦", "♣"]


@pytest.mark.parametrize(("card", "explodes"), [
    ("missed/2S", True), ("missed/8S", True), ("stagecoach/9S", True), ("jail/10S", False),
    ("duel/JS", False), ("bang/AS", False), ("dynamite/2H", False), ("bang/2D", False), ("bang/2C", False),
])
def test_dynamite_explodes_on_a_spade_from_two_to_nine(card: str, explodes: bool) -> None:
    assert dynamite_explodes(cards_with_id(card)[0]) is explodes


def test_kinds_are_the_twenty_two_of_the_box() -> None:
    base = [k for k in Kind if KIND_INFO[k].box == "base"]
    assert sorted(k.key for k in base) == sorted(BOX)
    assert base == list(Kind)[:22]  # the expansions' kinds come after, never between
