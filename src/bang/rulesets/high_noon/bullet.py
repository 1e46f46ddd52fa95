"""The two High Noon cards first printed in BANG! The Bullet, Handcuffs and New Identity:
an option of High Noon (the expansion ``the_bullet``, with ``high_noon``), shuffled into
its deck. docs/rulings.md gives their rulings and sources."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ...actions import Action, ActionType
from ...box import Suit
from ...events import EventType
from ...ruleset import Expansion, Reason
from ...state import Step
from ...vocabulary import Character
from ..event_cards import HOOKS, ROUND, EventCard, event_decks_go_together, register, scenario

if TYPE_CHECKING:
    from ...in_force import RulesInForce
    from ...rules import Game, Pending

BOX: Final = "the_bullet"
E: Final = EventType
EVENT: Final = ActionType.EVENT
PASS: Final = ActionType.PASS
SUITS: Final = {"spades": Suit.SPADES, "hearts": Suit.HEARTS, "diamonds": Suit.DIAMONDS, "clubs": Suit.CLUBS}


@dataclass(slots=True)
class Handcuffs(Step):
    """After phase 1 the player names a suit (``EVENT`` with ``choice``)."""

    player: int
    name = "handcuffs"

    def resolve(self, game: Game) -> bool:
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self.player
        return game.decision(seat, "event", [Action(seat, EVENT, choice=s) for s in SUITS])

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        assert action.choice is not None
        game.turn_uses["handcuffs"] = int(SUITS[action.choice]) + 1
        game.emit(E.EVENT_EFFECT, action.player, detail=f"handcuffs {action.choice}")
        game.refresh_rules()


def _name_a_suit(game: Game, seat: int, drawn: list[int]) -> None:
    if game.players[seat].alive:
        game.stack.append(Handcuffs(seat))


def _only_that_suit(game: Game, action: Action) -> Reason | None:
    """In his turn, after naming a suit, a player plays only cards of that suit (answers
    in his turn too)."""
    named = game.turn_uses.get("handcuffs", 0)
    if named and action.player == game.turn and action.card is not None and int(game.suit_of(action.card)) != named - 1:
        return {"code": "event_forbids", "event": "handcuffs"}
    return None


def _handcuffs(game: Game, rules: RulesInForce) -> None:
    named = game.turn_uses.get("handcuffs", 0)
    if named:
        rules.facts["handcuffs"] = Suit(named - 1).letter
        rules.restrictions.append(_only_that_suit)
        rules.turn_bound = True


@dataclass(slots=True)
class NewIdentity(Step):
    """At the start of his turn a player is offered a character nobody plays: he may take it
    for the rest of the game (``EVENT``, its ``character``), starting again at 2 life points."""

    player: int
    offered: Character
    name = "new_identity"

    def resolve(self, game: Game) -> bool:
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self.player
        return game.decision(seat, "event", [Action(seat, EVENT, character=self.offered), Action(seat, PASS)])

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        if action.type is PASS:
            return
        p = game.players[action.player]
        p.character, p.borrowed = self.offered, None
        info = game.ruleset.characters[self.offered]
        p.max_hp = game.ruleset.starting_life(p.role, info.bullets)
        p.hp = min(2, p.max_hp)
        game.emit(E.EVENT_EFFECT, action.player, amount=p.hp, detail=f"new_identity {self.offered.value}")
        game.refresh_rules()


def _new_identity(game: Game, seat: int) -> None:
    p = game.players[seat]
    if not p.alive or p.ghost:
        return
    playing = {q.character for q in game.players}
    free = [c for c in game.ruleset.characters if c not in playing]
    if free:
        game.stack.append(NewIdentity(seat, free[game.rng.below(len(free))]))


CARDS: Final[tuple[EventCard, ...]] = (
    EventCard("handcuffs", "Handcuffs", BOX,
              "After phase 1 a player names a suit: in his turn he plays only cards of that suit.",
              rules=_handcuffs, phase_one_end=_name_a_suit),
    EventCard("new_identity", "New Identity", BOX,
              "At the start of his turn a player may take another character for good, with 2 life points.",
              turn_start=_new_identity),
)
KEYS: Final = register(BOX, CARDS, ROUND)

THE_BULLET: Final = Expansion(name=BOX, cards=(), card_rules={}, characters={}, hooks=HOOKS, scenario=scenario,
                              goes_with=event_decks_go_together, needs=("high_noon",))
