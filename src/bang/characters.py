"""Roles and the 16 characters of the base game, as data.

A character is its bullets plus the named points where its ability hooks into
the rules (see ``CharacterInfo``). The engine asks these flags at those points;
it never tests a character by name, so a ruleset can add characters by adding
rows.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Role(Enum):
    SHERIFF = "sheriff"
    DEPUTY = "deputy"
    OUTLAW = "outlaw"
    RENEGADE = "renegade"


class Winner(Enum):
    LAW = "law"  # the Sheriff and the Deputies
    OUTLAWS = "outlaws"
    RENEGADE = "renegade"


ROLE_SPLIT: dict[int, tuple[Role, ...]] = {
    4: (Role.SHERIFF, Role.RENEGADE, Role.OUTLAW, Role.OUTLAW),
    5: (Role.SHERIFF, Role.RENEGADE, Role.OUTLAW, Role.OUTLAW, Role.DEPUTY),
    6: (Role.SHERIFF, Role.RENEGADE, Role.OUTLAW, Role.OUTLAW, Role.OUTLAW, Role.DEPUTY),
    7: (
        Role.SHERIFF, Role.RENEGADE, Role.OUTLAW, Role.OUTLAW, Role.OUTLAW,
        Role.DEPUTY, Role.DEPUTY,
    ),
}


class DrawRule(Enum):
    """How a character draws in phase 1 of the turn."""

    NORMAL = "normal"  # two cards from the deck
    BLACK_JACK = "black_jack"  # shows the second; a heart or diamond draws a third
    JESSE_JONES = "jesse_jones"  # the first from the deck or a player's hand
    KIT_CARLSON = "kit_carlson"  # looks at three, keeps two, puts one back
    PEDRO_RAMIREZ = "pedro_ramirez"  # the first from the deck or the discard pile


class Character(Enum):
    BART_CASSIDY = "bart_cassidy"
    BLACK_JACK = "black_jack"
    CALAMITY_JANET = "calamity_janet"
    EL_GRINGO = "el_gringo"
    JESSE_JONES = "jesse_jones"
    JOURDONNAIS = "jourdonnais"
    KIT_CARLSON = "kit_carlson"
    LUCKY_DUKE = "lucky_duke"
    PAUL_REGRET = "paul_regret"
    PEDRO_RAMIREZ = "pedro_ramirez"
    ROSE_DOOLAN = "rose_doolan"
    SID_KETCHUM = "sid_ketchum"
    SLAB_THE_KILLER = "slab_the_killer"
    SUZY_LAFAYETTE = "suzy_lafayette"
    VULTURE_SAM = "vulture_sam"
    WILLY_THE_KID = "willy_the_kid"

    @property
    def info(self) -> CharacterInfo:
        return CHARACTER_INFO[self]


@dataclass(frozen=True, slots=True)
class CharacterInfo:
    character: Character
    name: str
    bullets: int
    ability: str  # one line, English; the UI has its own translations
    draw_rule: DrawRule = DrawRule.NORMAL
    seen_farther: int = 0  # others see this player farther (Paul Regret: a Mustang)
    sees_closer: int = 0  # this player sees others closer (Rose Doolan: a Scope)
    built_in_barrel: bool = False  # Jourdonnais
    unlimited_bang: bool = False  # Willy the Kid
    missed_to_cancel: int = 1  # Missed! needed against this player's BANG! (Slab: 2)
    bang_missed_swap: bool = False  # Calamity Janet
    flips_two: bool = False  # Lucky Duke: every "draw!" flips two, he picks one
    draws_when_hit: bool = False  # Bart Cassidy: a card per life lost
    steals_when_hit: bool = False  # El Gringo: a card from the shooter's hand per life lost
    draws_when_empty: bool = False  # Suzy Lafayette
    takes_dead_cards: bool = False  # Vulture Sam
    heals_by_discarding: bool = False  # Sid Ketchum: two cards for one life


_C = Character
CHARACTER_INFO: dict[Character, CharacterInfo] = {
    c.character: c
    for c in (
        CharacterInfo(_C.BART_CASSIDY, "Bart Cassidy", 4,
                      "Each time he loses a life point, he draws a card from the deck.",
                      draws_when_hit=True),
        CharacterInfo(_C.BLACK_JACK, "Black Jack", 4,
                      "Shows his second draw; on a heart or diamond he draws one more card.",
                      draw_rule=DrawRule.BLACK_JACK),
        CharacterInfo(_C.CALAMITY_JANET, "Calamity Janet", 4,
                      "Uses BANG! cards as Missed! and Missed! cards as BANG!.",
                      bang_missed_swap=True),
        CharacterInfo(_C.EL_GRINGO, "El Gringo", 3,
                      "Each time another player's card costs him a life, he draws a "
                      "random card from that player's hand.",
                      steals_when_hit=True),
        CharacterInfo(_C.JESSE_JONES, "Jesse Jones", 4,
                      "May draw his first card from the hand of another player.",
                      draw_rule=DrawRule.JESSE_JONES),
        CharacterInfo(_C.JOURDONNAIS, "Jourdonnais", 4,
                      "Has a Barrel in play at all times.", built_in_barrel=True),
        CharacterInfo(_C.KIT_CARLSON, "Kit Carlson", 4,
                      "Looks at the top three cards, keeps two and puts the other back.",
                      draw_rule=DrawRule.KIT_CARLSON),
        CharacterInfo(_C.LUCKY_DUKE, "Lucky Duke", 4,
                      "Each \"draw!\" flips two cards; he chooses the one that counts.",
                      flips_two=True),
        CharacterInfo(_C.PAUL_REGRET, "Paul Regret", 3,
                      "Has a Mustang in play at all times.", seen_farther=1),
        CharacterInfo(_C.PEDRO_RAMIREZ, "Pedro Ramirez", 4,
                      "May draw his first card from the top of the discard pile.",
                      draw_rule=DrawRule.PEDRO_RAMIREZ),
        CharacterInfo(_C.ROSE_DOOLAN, "Rose Doolan", 4,
                      "Has a Scope in play at all times.", sees_closer=1),
        CharacterInfo(_C.SID_KETCHUM, "Sid Ketchum", 4,
                      "At any time, may discard two cards to regain one life point.",
                      heals_by_discarding=True),
        CharacterInfo(_C.SLAB_THE_KILLER, "Slab the Killer", 4,
                      "Two Missed! are needed to cancel his BANG!.", missed_to_cancel=2),
        CharacterInfo(_C.SUZY_LAFAYETTE, "Suzy Lafayette", 4,
                      "As soon as she has no cards in hand, she draws one.",
                      draws_when_empty=True),
        CharacterInfo(_C.VULTURE_SAM, "Vulture Sam", 4,
                      "Takes all the cards of every eliminated player into his hand.",
                      takes_dead_cards=True),
        CharacterInfo(_C.WILLY_THE_KID, "Willy the Kid", 4,
                      "May play any number of BANG! cards in his turn.",
                      unlimited_bang=True),
    )
}
