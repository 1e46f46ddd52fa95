"""Armed & Dangerous: 28 playing cards (13 orange "Dangerous" cards, 15 brown), 8 characters
and the load tokens, called charges here.

``box`` names its kinds and characters and numbers its cards, ``charges`` is the charges as a
``Piece`` with the hooks that hand them out (3 on an orange card put in play, 1 for a blue card
put in play, 1 per card discarded for the hand limit) and the step that asks where a charge
goes, ``cards`` what each kind does (the orange cards used from play, the Bomb, the plain brown
cards), ``upgrades`` the brown cards with an upgrade paid with charges, ``weapons`` the four
weapons' effects paid as a BANG! card is played, ``tumbleweed`` the "draw!" made again,
``shots`` what follows a shot paid with charges, ``characters`` the 8 characters, ``ruleset``
the ``Expansion``. docs/rulings.md lists every ruling with its source.
"""
