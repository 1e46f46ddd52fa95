"""The rules in force: what holds at the table now, in one record.

A rule question of BANG! ("how far is B from A", "may A play a second BANG!", "how
many cards does A draw", "is this card a heart", "does Jourdonnais's ability work")
has one answer that several sources change at once: the base rules, each player's
character, the cards in play, and (with the event-card expansions) the event in
force for the whole table. ``RulesInForce`` keeps those answers; ``Game.rules`` is the
one of the game, rebuilt (``Game.refresh_rules``) when a source of it changes: a
character is picked or borrowed, an event card is revealed, a turn begins. Every
rule question of the core reads it.

How it is built: the base values below, each seat's character (its ability, or
another's it borrowed), then each of the ruleset's modifiers in order
(``Hooks.rules``: an expansion's fold, e.g. the event in force), each changing the
record in place. The cards in play are read where they matter (a Mustang in a
distance, a Barrel when shot at), through ``cards_in_play_work``: their effects
change with every card played, and a record rebuilt that often would cost more
than it saves.

The front end and the bots read the same answers, sent in each seat's view
(``bang.view``): neither keeps a copy of a rule.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Final

from .actions import Action
from .box import CARD_ID, Suit
from .ruleset import CharacterInfo, DrawRule, Hooks, Reason
from .vocabulary import Kind

if TYPE_CHECKING:
    from .rules import Game

Restriction = Callable[["Game", Action], Reason | None]
"""``restriction(game, action)``: why ``action`` (a card played from hand, in the play
phase or as an answer) is not allowed now (a refusal's code and facts, e.g. ``{"code":
"event_forbids", "event": "the_reverend"}``), or None. A character (Big Spencer plays no
Missed!) or the event in force (The Reverend forbids Beer) adds them."""


@dataclass(slots=True)
class RulesInForce:
    """What holds at the table now. The defaults are the base game's."""

    characters: list[CharacterInfo]
    """Each seat's character as it plays now: its own ability, another's it borrowed
    (Vera Custer), or none at all (an event that takes every ability away)."""
    own: list[CharacterInfo] = field(default_factory=list)
    """Each seat's own character, whose hooks at the turn's start and end run even while it
    borrows another's ability (Vera Custer's choice); without its ability where none works."""
    suit: Suit | None = None
    """Every card's suit for every rule ("draw!"s, Apache Kid...), or None: as printed."""
    distance_one: bool = False
    """Every distance between two players is 1, and only the cards in play change it (not
    the characters' abilities: Paul Regret, Rose Doolan)."""
    cards_in_play_work: bool = True
    """Whether the cards in play in front of the players have their effect."""
    bangs_a_turn: int = 1
    """BANG! cards a player may play in a turn (a Volcanic or Willy the Kid: any)."""
    phase_one_cards: int = 2
    """Cards drawn in phase 1 by a player who draws the usual way."""
    draw: DrawRule | None = None
    """Phase 1 as the event in force plays it, instead of every character's own."""
    restrictions: list[Restriction] = field(default_factory=list)
    """Why an action playing a card from hand is not allowed now (each checked in order):
    the table's (an event's)."""
    own_restrictions: dict[int, list[Restriction]] = field(default_factory=dict)
    """The same for one seat's actions only (a character's: Big Spencer plays no Missed!),
    checked before the table's: the other seats' moves pay nothing for them."""
    must_play: int | None = None
    """A card of the turn player's hand that must be played before the play phase may end,
    while it can be (Law of the West)."""
    moves: Callable[[Game, int, list[Action]], None] | None = None
    """The event's own moves in the play phase (``(game, seat, legal)`` appends them): BANG!
    cards discarded against cards in play (Ricochet), two BANG!s as one shot (Sniper)."""
    effects: dict[Kind, Callable[[Game, int, Action], None]] = field(default_factory=dict)
    """What a card played from hand does where the event changes it (Ricochet's BANG!)."""
    event_move: Callable[[Game, Action], None] | None = None
    """What an ``EVENT`` action of the play phase does (Sniper's shot)."""
    any_card_as_bang: bool = False
    """Any card may be played as a BANG! (Showdown)."""
    bang_as_missed: bool = False
    """A BANG! card may be played as a Missed! (Showdown)."""
    hands_face_up: bool = False
    """Every player's hand is face up: every seat's view shows it (Sacagaway)."""
    last_one_standing: bool = False
    """Every player plays for himself: the game ends when one is left, and he alone wins."""
    discards_on_deck: bool = False
    """The turn player's cards played and discarded go face down on top of the deck instead
    of the discard pile (Abandoned Mine)."""
    counter_clockwise: bool = False
    """Turns pass to the right (card effects still go clockwise)."""
    turn_takers: tuple[int, ...] = ()
    """Players already out who still take their turns (an event brings them back)."""
    beer_saves: bool = True
    """Whether a Beer may be played at all, as a dying player's last chance too."""
    abilities_work: bool = True
    """Whether the characters' abilities work (an event may take them all away)."""
    turn_bound: bool = False
    """Something here holds for this turn only (read from the turn's state: Abandoned
    Mine's drawing, a ghost's): the rules are built again as the next turn begins."""
    out_bound: bool = False
    """Something here reads who is out of the game or what an elimination takes away (the
    players out who play again, the first one out, a ghost, equipment in front of the dead):
    the rules are built again at each elimination (only then: most events read none of it)."""
    facts: dict[str, Any] = field(default_factory=dict)
    """What an expansion's own rules read (its key -> its value): the open part. Public: every
    seat's view holds it (the event in force...)."""
    hooks: Hooks = Hooks()
    """The moments of a turn as they hold now: the ruleset's (``Ruleset.hooks``), where a
    modifier may put the functions of what is in force in place of its own (the event card's
    own turn start instead of the deck's, none where the card has none). The core reads
    ``round_start``, ``turn_start``, ``phase_one_end``, ``turn_end`` and ``card_played``
    here; the other moments, from the ruleset."""

    def restricts(self, seat: int) -> bool:
        """Whether any restriction may forbid one of ``seat``'s actions now."""
        return bool(self.restrictions) or seat in self.own_restrictions

    def public(self) -> dict[str, Any]:
        """What holds now, as every seat's view tells it (the front end and the bots read
        this, never a copy of the rule): only where it differs from the base game's."""
        out: dict[str, Any] = dict(self.facts)
        if self.suit is not None:
            out["suit"] = self.suit.letter
        for name, base in _BASE_FACTS:
            value = getattr(self, name)
            if value != base:
                out[name] = value
        if self.turn_takers:
            out["turn_takers"] = list(self.turn_takers)
        if self.must_play is not None:
            out["must_play"] = CARD_ID[self.must_play]  # (shown to all as it was drawn)
        return out


_BASE_FACTS: Final[tuple[tuple[str, object], ...]] = (
    ("distance_one", False), ("cards_in_play_work", True), ("bangs_a_turn", 1), ("phase_one_cards", 2),
    ("counter_clockwise", False), ("abilities_work", True), ("any_card_as_bang", False), ("bang_as_missed", False),
    ("hands_face_up", False), ("last_one_standing", False), ("discards_on_deck", False))


def build(game: Game) -> RulesInForce:
    """The rules in force for ``game`` as it is now."""
    chars = game.ruleset.characters
    characters = [chars[p.character] if p.borrowed is None else _borrowing(chars[p.character], chars[p.borrowed])
                  for p in game.players]
    rules = RulesInForce(characters, [chars[p.character] for p in game.players], hooks=game.ruleset.hooks)
    for seat, character in enumerate(characters):
        if character.in_force is not None:
            character.in_force(game, seat, rules)
    for modify in game.ruleset.hooks.rules:
        modify(game, rules)
    return rules


_NO_ABILITY: Final[dict[int, tuple[CharacterInfo, CharacterInfo]]] = {}


def no_ability(character: CharacterInfo) -> CharacterInfo:
    """``character`` without its ability: its name, life points and first hand only (made
    once a character: the rules are built again at every reveal)."""
    known = _NO_ABILITY.get(id(character))
    if known is not None and known[0] is character:
        return known[1]
    plain = CharacterInfo(character.character, character.name, character.bullets, character.ability,
                          starting_cards=character.starting_cards, box=character.box)
    if len(_NO_ABILITY) > 1024:  # (a borrowed ability is a new record each time: keep it small)
        _NO_ABILITY.clear()
    _NO_ABILITY[id(character)] = (character, plain)
    return plain


def without_abilities(rules: RulesInForce) -> None:
    """No character's ability works (an event's): each plays as its name and life points;
    the restrictions an ability made are dropped with it (the event's come later)."""
    rules.characters = [no_ability(c) for c in rules.characters]
    rules.own = [no_ability(c) for c in rules.own]
    rules.restrictions = []
    rules.own_restrictions = {}
    rules.abilities_work = False


def _borrowing(own: CharacterInfo, other: CharacterInfo) -> CharacterInfo:
    """``own``'s character with ``other``'s ability for now (Vera Custer): own name and
    lives, the other's hooks and numbers."""
    return replace(other, character=own.character, name=own.name, bullets=own.bullets, ability=own.ability)
