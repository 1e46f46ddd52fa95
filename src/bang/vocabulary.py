"""The names of the kinds of cards (``Kind``) and of the characters (``Character``).

Both are open vocabularies: the base game's are named here, and each expansion names
its own in its box module (``Kind.add``, ``Character.add``), so the core names no card
and no character of an expansion. A kind is an ``int`` (its row in the card tables of
``bang.box``), a character a ``str`` (its key); both iterate, index by name and compare
by identity like an Enum's members. Each has a number that action codes and stored
games count on: given once, never changed.

This module stays Python in the compiled build (mypyc compiles no subclass of ``int``
or ``str``); it imports nothing of ``bang``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, ClassVar


class _Characters(type):
    """``Character``'s class: iterating it gives every character named so far, in number order."""

    def __iter__(cls) -> Iterator[Character]:
        return iter([_NUMBERED[n] for n in sorted(_NUMBERED)])

    def __len__(cls) -> int:
        return len(_CHARACTERS)

    def __getitem__(cls, name: str) -> Character:
        """``Character["BART_CASSIDY"]``: by name, as an Enum's members are."""
        return Character(name.lower())


class Character(str, metaclass=_Characters):
    """A character's name, e.g. ``Character.BART_CASSIDY`` (a ``str``: ``"bart_cassidy"``).

    The base game's sixteen are named here; an expansion's are named by its own box
    module (``Character.add``, e.g. ``rulesets/dodge_city/box.py``), each with the number
    that action codes give it (``number``: fixed once and for all, as stored games count
    on it). ``Character("bart_cassidy")`` is the named one; an unknown name is a
    ``ValueError``. What each one does is its ruleset's ``CharacterInfo``.
    """

    number: int
    _value_: str  # the plain ``str`` (a JSON value as it is)

    BART_CASSIDY: ClassVar[Character]
    BLACK_JACK: ClassVar[Character]
    CALAMITY_JANET: ClassVar[Character]
    EL_GRINGO: ClassVar[Character]
    JESSE_JONES: ClassVar[Character]
    JOURDONNAIS: ClassVar[Character]
    KIT_CARLSON: ClassVar[Character]
    LUCKY_DUKE: ClassVar[Character]
    PAUL_REGRET: ClassVar[Character]
    PEDRO_RAMIREZ: ClassVar[Character]
    ROSE_DOOLAN: ClassVar[Character]
    SID_KETCHUM: ClassVar[Character]
    SLAB_THE_KILLER: ClassVar[Character]
    SUZY_LAFAYETTE: ClassVar[Character]
    VULTURE_SAM: ClassVar[Character]
    WILLY_THE_KID: ClassVar[Character]

    def __new__(cls, key: str) -> Character:
        try:
            return _CHARACTERS[key]
        except (KeyError, TypeError):
            raise ValueError(f"no character named {key!r}") from None

    @classmethod
    def add(cls, key: str, number: int) -> Character:
        """Name a character (an expansion's box module does, once): ``key`` as in scenarios
        and messages, ``number`` its place in action codes (one not given before)."""
        known = _CHARACTERS.get(key)
        if known is not None and known.number == number:
            return known
        if known is not None or number in _NUMBERED or number < 1:
            raise ValueError(f"character {key!r} or number {number} named twice")
        character = str.__new__(cls, key)
        character.number = number
        character._value_ = key
        _CHARACTERS[key] = _NUMBERED[number] = character
        return character

    @classmethod
    def numbered(cls, number: int) -> Character | None:
        """The character ``number`` names in action codes (None: none)."""
        return _NUMBERED.get(number)

    @property
    def value(self) -> str:
        return self._value_

    @property
    def name(self) -> str:
        return self._value_.upper()

    def __repr__(self) -> str:
        return f"Character.{self.name}"

    __str__ = str.__str__

    def __reduce__(self) -> tuple[Any, ...]:
        return Character, (self._value_,)

    def __copy__(self) -> Character:
        return self

    def __deepcopy__(self, memo: object) -> Character:
        return self


_CHARACTERS: dict[str, Character] = {}
_NUMBERED: dict[int, Character] = {}
Character.BART_CASSIDY = Character.add("bart_cassidy", 1)
Character.BLACK_JACK = Character.add("black_jack", 2)
Character.CALAMITY_JANET = Character.add("calamity_janet", 3)
Character.EL_GRINGO = Character.add("el_gringo", 4)
Character.JESSE_JONES = Character.add("jesse_jones", 5)
Character.JOURDONNAIS = Character.add("jourdonnais", 6)
Character.KIT_CARLSON = Character.add("kit_carlson", 7)
Character.LUCKY_DUKE = Character.add("lucky_duke", 8)
Character.PAUL_REGRET = Character.add("paul_regret", 9)
Character.PEDRO_RAMIREZ = Character.add("pedro_ramirez", 10)
Character.ROSE_DOOLAN = Character.add("rose_doolan", 11)
Character.SID_KETCHUM = Character.add("sid_ketchum", 12)
Character.SLAB_THE_KILLER = Character.add("slab_the_killer", 13)
Character.SUZY_LAFAYETTE = Character.add("suzy_lafayette", 14)
Character.VULTURE_SAM = Character.add("vulture_sam", 15)
Character.WILLY_THE_KID = Character.add("willy_the_kid", 16)


class _Kinds(type):
    """``Kind``'s class: iterating it gives every kind named so far, in number order."""

    def __iter__(cls) -> Iterator[Kind]:
        return (k for k in _KINDS if k is not None)

    def __len__(cls) -> int:
        """One more than the highest number named (a box not loaded leaves its numbers free)."""
        return len(_KINDS)

    def __getitem__(cls, name: str) -> Kind:
        """``Kind["BANG"]``: by name, as an Enum's members are."""
        try:
            return _KIND_NAMED[name.lower()]
        except KeyError:
            raise KeyError(name) from None


class Kind(int, metaclass=_Kinds):
    """A kind of card, e.g. ``Kind.BANG``: an ``int``, its row in the kinds' tables.

    The base game's 22 are named here; an expansion's are named by its own box module
    (``Kind.add``, e.g. ``rulesets/dodge_city/box.py``), each with the number action
    codes and stored games give it, fixed once and for all. ``Kind(3)`` is the kind
    numbered 3; ``key`` is its id in scenarios and messages (``wells_fargo``).
    """

    key: str

    BANG: ClassVar[Kind]
    MISSED: ClassVar[Kind]
    BEER: ClassVar[Kind]
    SALOON: ClassVar[Kind]
    STAGECOACH: ClassVar[Kind]
    WELLS_FARGO: ClassVar[Kind]
    GENERAL_STORE: ClassVar[Kind]
    PANIC: ClassVar[Kind]
    CAT_BALOU: ClassVar[Kind]
    DUEL: ClassVar[Kind]
    GATLING: ClassVar[Kind]
    INDIANS: ClassVar[Kind]
    BARREL: ClassVar[Kind]
    DYNAMITE: ClassVar[Kind]
    JAIL: ClassVar[Kind]
    MUSTANG: ClassVar[Kind]
    SCOPE: ClassVar[Kind]
    VOLCANIC: ClassVar[Kind]
    SCHOFIELD: ClassVar[Kind]
    REMINGTON: ClassVar[Kind]
    REV_CARABINE: ClassVar[Kind]
    WINCHESTER: ClassVar[Kind]

    def __new__(cls, number: int) -> Kind:
        if 0 <= number < len(_KINDS):
            kind = _KINDS[number]
            if kind is not None:
                return kind
        raise ValueError(f"no kind of card numbered {number!r}")

    @classmethod
    def add(cls, key: str, number: int) -> Kind:
        """Name a kind of card (a box module does, once): ``number`` the one its box was
        given (each box has its range; one not loaded leaves its numbers free)."""
        known = _KIND_NAMED.get(key)
        if known is not None and int(known) == number:
            return known
        if known is not None or number < 0 or (number < len(_KINDS) and _KINDS[number] is not None):
            raise ValueError(f"kind {key!r} or number {number} named twice")
        kind = int.__new__(cls, number)
        kind.key = key
        _KINDS.extend([None] * (number + 1 - len(_KINDS)))
        _KINDS[number] = kind
        _KIND_NAMED[key] = kind
        return kind

    @property
    def name(self) -> str:
        return self.key.upper()

    @property
    def value(self) -> int:
        return int(self)

    def __repr__(self) -> str:
        return f"Kind.{self.name}"

    __str__ = int.__repr__

    def __reduce__(self) -> tuple[Any, ...]:
        return Kind, (int(self),)

    def __copy__(self) -> Kind:
        return self

    def __deepcopy__(self, memo: object) -> Kind:
        return self


_KINDS: list[Kind | None] = []  # by number; None where no box loaded names it
_KIND_NAMED: dict[str, Kind] = {}  # every kind named so far, by key
Kind.BANG = Kind.add("bang", 0)
Kind.MISSED = Kind.add("missed", 1)
Kind.BEER = Kind.add("beer", 2)
Kind.SALOON = Kind.add("saloon", 3)
Kind.STAGECOACH = Kind.add("stagecoach", 4)
Kind.WELLS_FARGO = Kind.add("wells_fargo", 5)
Kind.GENERAL_STORE = Kind.add("general_store", 6)
Kind.PANIC = Kind.add("panic", 7)
Kind.CAT_BALOU = Kind.add("cat_balou", 8)
Kind.DUEL = Kind.add("duel", 9)
Kind.GATLING = Kind.add("gatling", 10)
Kind.INDIANS = Kind.add("indians", 11)
Kind.BARREL = Kind.add("barrel", 12)
Kind.DYNAMITE = Kind.add("dynamite", 13)
Kind.JAIL = Kind.add("jail", 14)
Kind.MUSTANG = Kind.add("mustang", 15)
Kind.SCOPE = Kind.add("scope", 16)
Kind.VOLCANIC = Kind.add("volcanic", 17)
Kind.SCHOFIELD = Kind.add("schofield", 18)
Kind.REMINGTON = Kind.add("remington", 19)
Kind.REV_CARABINE = Kind.add("rev_carabine", 20)
Kind.WINCHESTER = Kind.add("winchester", 21)


