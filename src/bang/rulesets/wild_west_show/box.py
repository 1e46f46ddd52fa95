"""What Wild West Show brings besides its event cards: the names of its 8 characters
(their abilities in ``characters.py``), numbered after Dodge City's once and for all
(action codes and stored games count on them)."""

from __future__ import annotations

from ...vocabulary import Character

BIG_SPENCER = Character.add("big_spencer", 32)
FLINT_WESTWOOD = Character.add("flint_westwood", 33)
GARY_LOOTER = Character.add("gary_looter", 34)
GREYGORY_DECK = Character.add("greygory_deck", 35)
JOHN_PAIN = Character.add("john_pain", 36)
LEE_VAN_KLIFF = Character.add("lee_van_kliff", 37)
TEREN_KILL = Character.add("teren_kill", 38)
YOUL_GRINNER = Character.add("youl_grinner", 39)
