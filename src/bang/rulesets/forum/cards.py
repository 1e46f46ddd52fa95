"""004's cards: the 20-line d20 table, the weapons' ranges, and when each card acts.

There is no deck: a card is drawn by rolling a d20 and reading this table. A card
in a hand or in play is just its kind (a string); any number of one kind may exist.
"""

from __future__ import annotations

# The d20 table at the top of 004, in its order: a roll of r draws TABLE[r - 1].
TABLE: tuple[str, ...] = (
    "bang", "missed", "duel", "beer", "panic", "indians", "wells_fargo", "stagecoach",
    "general_store", "scope", "mustang", "barrel", "hat", "dynamite", "remington",
    "schofield", "winchester", "carabine", "volcanic", "gatling",
)
RUSSIAN: dict[str, str] = dict(zip(TABLE, (
    "Бэнг!", "Мимо", "Дуэль", "Пиво", "Грабёж", "Индейцы", "Уэллс Фарго", "Дилижанс",
    "Магазин", "Прицел", "Мустанг", "Бочка", "Шляпа", "Динамит", "Ремингтон",
    "Скофилд", "Винчестер", "Карабин", "Волканик", "Гатлинг",
), strict=True))

# The weapon's shooting distance ("+N" in 004 is the distance N, as neighbours are "(+1)").
WEAPON_RANGE: dict[str, int] = {
    "volcanic": 1, "schofield": 2, "remington": 2, "winchester": 3, "carabine": 5,
}
COLT_RANGE = 1  # no weapon in play: the Colt
WEAPONS = frozenset(WEAPON_RANGE)
# Cards that go in play ("в снаряжение"); each slot holds one card.
EQUIPMENT = WEAPONS | {"barrel", "mustang", "scope", "hat"}

# 004's "changes", point 1: these act at once, in the round they are played.
AT_ONCE = EQUIPMENT | {"wells_fargo", "stagecoach", "general_store", "panic"}
# Point 2: their consequence is summed at the deadline and shows in the next round.
NEXT_ROUND = frozenset({"bang", "missed", "duel", "panic", "indians", "gatling", "beer"})

# Cards that are aimed at one player.
TARGETED = frozenset({"bang", "duel", "panic"})
# Cards played as answers (no target): any number of Missed!, BANG! to Indians!.
ANSWERS = frozenset({"missed"})

DRAWS_AT_ONCE = {"wells_fargo": 3, "stagecoach": 2}
DYNAMITE_LIFE = 3  # lives lost when the Dynamite explodes
DECK_LIMIT = 80  # the box of the base game: the cards the master's deck holds


# A card in an event is a number, as in the core's events (``bang.events.Event.cards``):
# its line on the d20 table, which is the roll that draws it (so a hidden draw's dice are
# its cards, and hiding the cards hides the dice); the holed Hat, which no roll draws, is 21.
NUMBERED: tuple[str, ...] = (*TABLE, "holed_hat")
CARD_NUMBER: dict[str, int] = {card: line for line, card in enumerate(NUMBERED, start=1)}


def card_named(number: int) -> str:
    """The card of an event's card number."""
    return NUMBERED[number - 1]


def slot_of(card: str) -> str:
    """The equipment slot a card takes ("weapon" for every weapon)."""
    return "weapon" if card in WEAPONS else card
