"""Dodge City, the first expansion: 40 cards (green-bordered ones among them), 15 characters.

``box`` numbers its cards after the base game's, ``cards`` says what each new kind
does, ``characters`` holds the 15 characters, ``ruleset.DODGE_CITY`` is the
``Expansion`` a table adds to its ruleset. Its 8 role cards are the 8-player split
(``rulesets.variants.EIGHT_PLAYERS``). docs/rulings.md lists every ruling with its source.
"""
