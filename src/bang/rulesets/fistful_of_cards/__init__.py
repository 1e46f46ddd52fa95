"""A Fistful of Cards: 15 event cards, one revealed at the start of every round from the
Sheriff's second turn on (the same deck as High Noon's, when both are played).

``events`` holds the cards, ``steps`` the decisions some of them ask (Blood Brothers'
gift, Ranch's swap, Russian Roulette, a Ricochet's answer, Vendetta's "draw!"),
``FISTFUL_OF_CARDS`` is the ``Expansion``. docs/rulings.md lists every ruling with its source.
"""

from .events import FISTFUL_OF_CARDS

__all__ = ["FISTFUL_OF_CARDS"]
