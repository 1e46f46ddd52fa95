"""What Wild West Show brings besides its event cards: the names of its 8 characters
(their abilities in ``characters.py``), numbered after Dodge City's once and for all
(action codes and stored games count on them)."""

from __future__ import annotations

from typing import Final

from ...vocabulary import Character

BIG_SPENCER: Final = Character.add("big_spencer", 32)
FLINT_WESTWOOD: Final = Character.add("flint_westwood", 33)
GARY_LOOTER: Final = Character.add("gary_looter", 34)
GREYGORY_DECK: Final = Character.add("greygory_deck", 35)
JOHN_PAIN: Final = Character.add("john_pain", 36)
LEE_VAN_KLIFF: Final = Character.add("lee_van_kliff", 37)
TEREN_KILL: Final = Character.add("teren_kill", 38)
YOUL_GRINNER: Final = Character.add("youl_grinner", 39)
