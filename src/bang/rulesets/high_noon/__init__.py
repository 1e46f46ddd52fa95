"""High Noon: 13 event cards, one revealed at the start of every round from the Sheriff's
second turn on, its rule in force for the whole table until the next one covers it.

``events`` holds the cards (each its data and a few small functions, as
``rulesets.event_cards.EventCard`` says), ``HIGH_NOON`` is the ``Expansion`` a table adds
to its ruleset. docs/rulings.md lists every ruling with its source.
"""

from .events import HIGH_NOON

__all__ = ["HIGH_NOON"]
