"""High Noon's 13 event cards, each its data and what it does (``EventCard``), in the
order of FORMAT.md's list; ``high_noon``, the final card, stays in force to the end.

Most change the rules in force while they lie on top (``rules``); The Daltons and The
Doctor act once, as they are revealed; Ghost Town and High Noon act at each turn.
docs/rulings.md gives each one's source.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ...actions import Action, ActionType
from ...box import CARD_IS_BLUE, CARD_KIND, Suit
from ...events import EventType
from ...in_force import without_abilities
from ...ruleset import Expansion, Reason
from ...state import Step
from ...steps import Hit
from ...vocabulary import Kind
from ..event_cards import HOOKS, ROUND, EventCard, event_decks_go_together, register, scenario

if TYPE_CHECKING:
    from ...in_force import RulesInForce
    from ...rules import Game, Pending

BOX: Final = "high_noon"
E: Final = EventType


def _forbids(event: str) -> Reason:
    return {"code": "event_forbids", "event": event}


# --- the rules while in force -------------------------------------------------------------------


def _blessing(game: Game, rules: RulesInForce) -> None:
    rules.suit = Suit.HEARTS


def _curse(game: Game, rules: RulesInForce) -> None:
    rules.suit = Suit.SPADES


def _gold_rush(game: Game, rules: RulesInForce) -> None:
    rules.counter_clockwise = True


def _hangover(game: Game, rules: RulesInForce) -> None:
    without_abilities(rules)


def _shootout(game: Game, rules: RulesInForce) -> None:
    rules.bangs_a_turn = 2


def _thirst(game: Game, rules: RulesInForce) -> None:
    rules.phase_one_cards -= 1


def _train_arrival(game: Game, rules: RulesInForce) -> None:
    rules.phase_one_cards += 1


def _no_beer(game: Game, action: Action) -> Reason | None:
    """The Reverend: no Beer card is played, not even by a dying player (a Saloon is)."""
    if action.card is not None and action.as_kind is None and CARD_KIND[action.card] is Kind.BEER:
        return _forbids("the_reverend")
    return None


def _the_reverend(game: Game, rules: RulesInForce) -> None:
    rules.restrictions.append(_no_beer)


def _no_bang_in_own_turn(game: Game, action: Action) -> Reason | None:
    """The Sermon: the player whose turn it is uses no BANG! card, as a BANG! or as
    anything else, nor a card as a BANG! (Calamity Janet's Missed!); a Duel he began he
    loses."""
    if action.player != game.turn or action.card is None:
        return None
    if action.as_kind is Kind.BANG or CARD_KIND[action.card] is Kind.BANG:
        return _forbids("the_sermon")
    return None


def _the_sermon(game: Game, rules: RulesInForce) -> None:
    rules.restrictions.append(_no_bang_in_own_turn)


# --- Ghost Town: the players out play their turns as ghosts ----------------------------------------


def _ghost_town(game: Game, rules: RulesInForce) -> None:
    rules.out_bound = True
    rules.turn_takers = tuple(p.seat for p in game.players if not p.alive or p.ghost)
    if game.players[game.turn].ghost:
        rules.phase_one_cards += 1  # a ghost draws three cards instead of two
        rules.turn_bound = True


def _ghost_returns(game: Game, seat: int) -> None:
    if not game.players[seat].alive:
        game.return_to_play(seat, 0, ghost=True)


def _ghost_leaves(game: Game, seat: int) -> None:
    if game.players[seat].ghost:
        game.leave_as_ghost(seat)


# --- once, as they are revealed ------------------------------------------------------------------


@dataclass(slots=True)
class DaltonsDiscard(Step):
    """The Daltons: each player with blue cards in front of him discards one of his choice,
    clockwise from the Sheriff (a single one goes without asking)."""

    order: tuple[int, ...]
    next_index: int = 0

    name = "the_daltons"

    def _player(self, game: Game) -> int | None:
        while self.next_index < len(self.order):
            p = game.players[self.order[self.next_index]]
            if p.alive and any(CARD_IS_BLUE[c] for c in p.in_play):
                return p.seat
            self.next_index += 1
        return None

    def resolve(self, game: Game) -> bool:
        if self._player(game) is None:
            game.stack.pop()
            return True
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self._player(game)
        assert seat is not None
        blue = sorted(c for c in game.players[seat].in_play if CARD_IS_BLUE[c])
        return game.decision(seat, "discard", [Action(seat, ActionType.DISCARD, cards=(c,)) for c in blue])

    def answer(self, game: Game, action: Action) -> None:
        self.next_index += 1
        (card,) = action.cards
        game.discard_in_play(action.player, card)
        game.emit(E.DISCARDED, action.player, cards=(card,), count=1, detail="the_daltons")

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "the_daltons"}


def _the_daltons(game: Game, seat: int) -> None:
    game.stack.append(DaltonsDiscard((seat, *game.others_clockwise(seat))))


def _the_doctor(game: Game, seat: int) -> None:
    """The players with the fewest life points regain one each."""
    living = [p for p in game.players if p.alive and not p.ghost]
    fewest = min(p.hp for p in living)
    for p in living:
        if p.hp == fewest:
            game.emit(E.EVENT_EFFECT, p.seat, detail="the_doctor")
            game.heal(p.seat, 1)


# --- at each turn ---------------------------------------------------------------------------------


def _high_noon(game: Game, seat: int) -> None:
    """Each player loses a life point at the start of his turn (nobody shot him)."""
    if game.players[seat].alive and not game.players[seat].ghost:
        game.emit(E.EVENT_EFFECT, seat, detail="high_noon")
        game.stack.append(Hit(seat, 1, None))


CARDS: Final[tuple[EventCard, ...]] = (
    EventCard("blessing", "Blessing", BOX, "Every card's suit is Hearts.", rules=_blessing),
    EventCard("curse", "Curse", BOX, "Every card's suit is Spades.", rules=_curse),
    EventCard("ghost_town", "Ghost Town", BOX,
              "Players already out come back for their turns as ghosts: they draw 3 cards and cannot die.",
              rules=_ghost_town, turn_start=_ghost_returns, turn_end=_ghost_leaves),
    EventCard("gold_rush", "Gold Rush", BOX,
              "Turns go counter-clockwise this round, from the Sheriff; card effects stay clockwise.",
              rules=_gold_rush),
    EventCard("hangover", "Hangover", BOX, "Characters have no ability.", rules=_hangover),
    EventCard("shootout", "Shootout", BOX, "A second BANG! card may be played each turn.", rules=_shootout),
    EventCard("the_daltons", "The Daltons", BOX,
              "On its reveal, each player with blue cards in front of him discards one.", revealed=_the_daltons),
    EventCard("the_doctor", "The Doctor", BOX,
              "On its reveal, the players with the fewest life points regain one.", revealed=_the_doctor),
    EventCard("the_reverend", "The Reverend", BOX, "No Beer may be played.", rules=_the_reverend),
    EventCard("the_sermon", "The Sermon", BOX, "No BANG! card may be used by a player in his own turn.",
              rules=_the_sermon),
    EventCard("thirst", "Thirst", BOX, "In phase 1 a player draws one card less.", rules=_thirst),
    EventCard("train_arrival", "Train Arrival", BOX, "In phase 1 a player draws one card more.",
              rules=_train_arrival),
    EventCard("high_noon", "High Noon", BOX, "Each player loses a life point at the start of his turn.",
              final=True, turn_start=_high_noon),
)
KEYS: Final = register(BOX, CARDS, ROUND)

HIGH_NOON: Final = Expansion(name=BOX, cards=(), card_rules={}, characters={}, hooks=HOOKS, scenario=scenario,
                             goes_with=event_decks_go_together)
