"""Roles and characters of the base game (kept for old imports).

The names live in ``bang.rulesets.base.box``; each character's data and hooks in
``bang.rulesets.base.characters``; the roles' split in ``bang.rulesets.base.roles``.
"""

from .ruleset import CharacterInfo, DrawRule
from .rulesets.base.box import Character, Role, Winner
from .rulesets.base.characters import CHARACTER_INFO
from .rulesets.base.roles import ROLE_SPLIT

__all__ = ["CHARACTER_INFO", "ROLE_SPLIT", "Character", "CharacterInfo", "DrawRule", "Role", "Winner"]
