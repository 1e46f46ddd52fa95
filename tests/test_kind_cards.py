"""The sets of cards of one kind that modules make once, as they are imported (``box.kind_cards``),
hold every such card of every box: a box imported later that printed one more would be missed."""

from __future__ import annotations

from bang.box import kind_cards
from bang.rulesets import registry
from bang.rulesets.armed_and_dangerous import box as armed
from bang.rulesets.armed_and_dangerous.tumbleweed import TUMBLEWEED_CARDS
from bang.rulesets.gold_rush.shop import BEERS
from bang.vocabulary import Kind


def test_every_box_is_loaded() -> None:
    assert {"dodge_city", "gold_rush", "armed_and_dangerous", "valley_of_shadows"} <= set(registry.EXPANSIONS)


def test_the_beers_gold_rush_sells_are_every_beer_of_every_box() -> None:
    assert len(BEERS) >= 6
    assert kind_cards(Kind.BEER) == BEERS


def test_the_tumbleweeds_are_every_tumbleweed() -> None:
    assert TUMBLEWEED_CARDS
    assert kind_cards(armed.TUMBLEWEED) == TUMBLEWEED_CARDS
