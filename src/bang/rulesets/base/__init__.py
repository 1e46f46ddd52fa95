"""The official base game: its box, cards, characters and roles (``ruleset.BASE``)."""
