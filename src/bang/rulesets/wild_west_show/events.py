"""Wild West Show's 10 event cards, each its data and what it does (``EventCard``), in the
order of FORMAT.md's list; ``wild_west_show``, the final card, stays to the end. A card is
revealed each time a player plays a Stagecoach or a Wells Fargo, after its effect
(``event_cards.SHOW``), never at the Sheriff's turn.

docs/rulings.md gives each one's source, and the choices made where the rulebook is
silent (Bone Orchard's roles, Dorothy Rage's order, Lady Rose of Texas's repeats).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ...actions import Action, ActionType
from ...box import Role, Suit
from ...events import EventType
from ...ruleset import quick_action
from ...state import Phase, Step
from ...steps import Hit
from ..event_cards import SHOW, EventCard, register
from .dorothy import dorothy_rage_moves, dorothy_rage_orders
from .show import show_of

if TYPE_CHECKING:
    from ...in_force import RulesInForce
    from ...rules import Game

BOX: Final = "wild_west_show"
E: Final = EventType
EVENT: Final = ActionType.EVENT
RED: Final[tuple[Suit, ...]] = (Suit.HEARTS, Suit.DIAMONDS)


# --- Bone Orchard: the players out come back for good -------------------------------------------


def _bone_orchard(game: Game, rules: RulesInForce) -> None:
    rules.out_bound = True
    rules.turn_takers = tuple(p.seat for p in game.players if not p.alive)


def _bone_orchard_returns(game: Game, seat: int) -> None:
    """At the start of his turn a player out comes back with 1 life point; the roles of the
    players out are first dealt again at random among them (none but his own: he keeps it)."""
    if game.players[seat].alive:
        return
    out = [p.seat for p in game.players if not p.alive]
    if len(out) > 1:
        roles = [game.players[s].role for s in out]
        game.rng.shuffle_any(roles)
        for s, role in zip(out, roles, strict=True):
            game.players[s].role = role
        game.emit(E.EVENT_EFFECT, seat, detail="bone_orchard roles")
    game.return_to_play(seat, 1)


# --- at the start of a turn ------------------------------------------------------------------------


def _darling_valentine(game: Game, seat: int) -> None:
    """At the start of his turn a player discards his hand and draws as many cards."""
    p = game.players[seat]
    if not p.alive or not p.hand:
        return
    cards = tuple(p.hand)
    p.hand = []
    game.discard.extend(cards)
    game.emit(E.DISCARDED, seat, cards=cards, count=len(cards), detail="darling_valentine")
    game.draw(seat, len(cards))


# --- once, as it is revealed ------------------------------------------------------------------------


@dataclass(slots=True)
class HelenaZontero(Step):
    """As it is revealed, "draw!" (for whoever revealed it): on Hearts or Diamonds the roles
    of the players in the game but the Sheriff are shuffled and dealt again. Nobody takes
    this "draw!" into his hand (FAQ 09: John Pain)."""

    player: int
    flip: int | None = None
    draw_purpose = "helena_zontero"

    def take_flip(self, card: int) -> None:
        self.flip = card

    def resolve(self, game: Game) -> bool:
        if self.flip is None:
            self.flip = game.flip(self.player, self.draw_purpose, takeable=False)
            if self.flip is None:
                return True  # Lucky Duke chooses first
        game.stack.pop()
        if self.flip >= 0 and game.suit_of(self.flip) in RED:
            seats = [p.seat for p in game.players if p.alive and p.role is not Role.SHERIFF]
            roles = [game.players[s].role for s in seats]
            game.rng.shuffle_any(roles)
            for s, role in zip(seats, roles, strict=True):
                game.players[s].role = role
            game.emit(E.EVENT_EFFECT, self.player, detail="helena_zontero roles")
        return True


def _helena_zontero(game: Game, seat: int) -> None:
    game.stack.append(HelenaZontero(seat))


# --- Lady Rose of Texas: swapping seats ---------------------------------------------------------------


def _lady_rose_moves(game: Game, seat: int, legal: list[Action]) -> None:
    """In his turn a player may swap seats with the player on his right (the last living one
    clockwise from his left), at most once for each other player in the game (its FAQ 08: no
    endless swapping)."""
    others = game.others_clockwise(seat)  # (one look round the table: asked at every decision of the card's play phases)
    if others and game.turn_uses.get("lady_rose", 0) < len(others):
        legal.append(quick_action(seat, EVENT, target=others[-1]))


def _lady_rose_swaps(game: Game, action: Action) -> None:
    seat, right = action.player, action.target
    assert right is not None
    game.turn_uses["lady_rose"] = game.turn_uses.get("lady_rose", 0) + 1
    game.swap_seats(seat, right)
    show = show_of(game)
    waiting = show.skips
    show.skips = tuple(sorted({*waiting, right}))
    if not waiting:  # the first turn to skip: ``show.show_in_force`` puts its moment in the rules
        game.refresh_rules()
    game.emit(E.EVENT_EFFECT, seat, right, detail="lady_rose_of_texas")


def _lady_rose_of_texas(game: Game, rules: RulesInForce) -> None:
    rules.moves = _lady_rose_moves
    rules.event_move = _lady_rose_swaps


def _dorothy_rage(game: Game, rules: RulesInForce) -> None:
    rules.moves = dorothy_rage_moves
    rules.event_move = dorothy_rage_orders


# --- at the end of a turn -----------------------------------------------------------------------------


def _miss_susanna(game: Game, seat: int) -> None:
    """A player who played fewer than 3 cards in his turn loses a life point at its end
    (not for a turn Jail made him skip); the cards played before the card came count (FAQ 02)."""
    p = game.players[seat]
    if p.alive and not p.ghost and game.phase in (Phase.PLAY, Phase.DISCARD) \
            and game.turn_uses.get("cards_played", 0) < 3:
        game.emit(E.EVENT_EFFECT, seat, detail="miss_susanna")
        game.stack.append(Hit(seat, 1, None))


# --- the rules while in force ---------------------------------------------------------------------------


def _gag(game: Game, rules: RulesInForce) -> None:
    rules.facts["gag"] = True  # the table's chat holds the players' words (bang.server.chat)


def _sacagaway(game: Game, rules: RulesInForce) -> None:
    rules.hands_face_up = True


def _showdown(game: Game, rules: RulesInForce) -> None:
    rules.any_card_as_bang = True
    rules.bang_as_missed = True


def _wild_west_show(game: Game, rules: RulesInForce) -> None:
    rules.last_one_standing = True


CARDS: Final[tuple[EventCard, ...]] = (
    EventCard("bone_orchard", "Bone Orchard", BOX,
              "At the start of their turn, players already out come back with 1 life point; their roles are dealt "
              "again among the players out.", rules=_bone_orchard, turn_start=_bone_orchard_returns),
    EventCard("darling_valentine", "Darling Valentine", BOX,
              "At the start of his turn a player discards his hand and draws as many cards.",
              turn_start=_darling_valentine),
    EventCard("dorothy_rage", "Dorothy Rage", BOX, "In his turn a player may make another play a card of his.",
              rules=_dorothy_rage),
    EventCard("gag", "Gag", BOX, "Players may not talk.", rules=_gag),
    EventCard("helena_zontero", "Helena Zontero", BOX,
              "When it comes, draw!: on Hearts or Diamonds the roles but the Sheriff's are shuffled and dealt again.",
              revealed=_helena_zontero),
    EventCard("lady_rose_of_texas", "Lady Rose of Texas", BOX,
              "In his turn a player may swap seats with the player on his right, who skips his next turn.",
              rules=_lady_rose_of_texas),
    EventCard("miss_susanna", "Miss Susanna", BOX,
              "A player who played fewer than 3 cards in his turn loses a life point.", turn_end=_miss_susanna),
    EventCard("sacagaway", "Sacagaway", BOX, "Everyone plays with his hand face up.", rules=_sacagaway),
    EventCard("showdown", "Showdown", BOX, "Any card may be played as a BANG!, and a BANG! card as a Missed!.",
              rules=_showdown),
    EventCard("wild_west_show", "Wild West Show", BOX, "Every player's goal is to be the last one standing.",
              final=True, rules=_wild_west_show),
)
KEYS: Final = register(BOX, CARDS, SHOW)
