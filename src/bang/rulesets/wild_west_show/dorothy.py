"""Dorothy Rage: in his turn a player may order another to play a card of his.

Its FAQ (04-06) and the rulebook's note: the order is given whole (which card, and how it
is played: its target) and the ordered player plays it as if it were his turn (his
distances, his reach; the card's effect is his: he loses the Duel, he draws for the
Stagecoach); without that card he shows his hand. Here the order comes in two steps of
the same player, a ``choose`` each: the card's kind (``choice``), then, the ordered
player holding one, how it is played among his legal ways (its target). Once a turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ...actions import Action, ActionType
from ...box import CARD_GOES_IN_PLAY, CARD_KIND, KIND_BY_KEY
from ...events import EventType
from ...ruleset import PlayContext, play, play_alone, quick_action
from ...state import Step
from ...vocabulary import Kind

if TYPE_CHECKING:
    from ...rules import Game, Pending

E: Final = EventType
EVENT: Final = ActionType.EVENT
CHOOSE: Final = ActionType.CHOOSE
PLAY: Final = ActionType.PLAY


def dorothy_rage_moves(game: Game, seat: int, legal: list[Action]) -> None:
    if not game.turn_uses.get("dorothy_rage"):
        legal += [quick_action(seat, EVENT, target=t) for t in game.others_clockwise(seat)]


def dorothy_rage_orders(game: Game, action: Action) -> None:
    assert action.target is not None
    game.turn_uses["dorothy_rage"] = 1
    game.emit(E.EVENT_EFFECT, action.player, action.target, detail="dorothy_rage")
    game.stack.append(DorothyRage(action.player, action.target))


_KINDS: Final[dict[str, list[str]]] = {}  # each ruleset's kinds of cards, by its name


def _kinds(game: Game) -> list[str]:
    """The keys of the kinds of cards in this game's box (the names an order may give)."""
    kinds = _KINDS.get(game.ruleset.name)
    if kinds is None:
        kinds = _KINDS[game.ruleset.name] = sorted({CARD_KIND[c].key for c in game.ruleset.cards})
    return kinds


def ways_for(game: Game, seat: int, card: int) -> list[Action]:
    """The ways ``seat`` could play ``card`` in his play phase, at most one BANG! limit
    aside (he plays it as if it were his turn): plain, no upgrade paid with his charges
    (Armed & Dangerous: the order names a card, not what he spends on it)."""
    if CARD_KIND[card] is Kind.BANG:
        reach = game.reach(seat)
        return [play(seat, card, t) for t, d in game.distances_from(seat) if d <= reach]
    rule = game.ruleset.card_rules.get(CARD_KIND[card])
    options = play_alone if rule is None else rule.options
    ways: list[Action] = []
    options(game, seat, card, PlayContext(game, seat, ways))
    return [w for w in ways if w.type is PLAY and w.as_kind is None and not w.charges]


@dataclass(slots=True)
class DorothyRage(Step):
    """The order: ``kind`` named (a key, "" while not yet), then how it is played."""

    player: int  # who gives the order
    ordered: int
    kind: str = ""
    name = "dorothy_rage"

    def _card(self, game: Game) -> int | None:
        kind = KIND_BY_KEY[self.kind]
        return next((c for c in game.players[self.ordered].hand if CARD_KIND[c] is kind), None)

    def resolve(self, game: Game) -> bool:
        if not game.players[self.ordered].alive:
            game.stack.pop()
            return True
        if not self.kind:
            return False
        card = self._card(game)
        if card is None:  # he has none: he shows his hand to whoever ordered it
            game.stack.pop()
            hand = tuple(game.players[self.ordered].hand)
            game.emit(E.REVEALED, self.ordered, self.player, cards=hand, count=len(hand),
                      detail="dorothy_rage", private_to=(self.player, self.ordered))
            return True
        if not ways_for(game, self.ordered, card):
            game.stack.pop()  # he holds it, but it cannot be played now
            return True
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self.player
        if not self.kind:
            return game.decision(seat, "choose", [Action(seat, CHOOSE, choice=k) for k in _kinds(game)])
        card = self._card(game)
        assert card is not None
        return game.decision(seat, "choose", [
            Action(seat, CHOOSE, card=w.card, target=w.target, target_card=w.target_card, cards=w.cards,
                   targets=w.targets) for w in ways_for(game, self.ordered, card)])

    def answer(self, game: Game, action: Action) -> None:
        if not self.kind:
            assert action.choice is not None
            self.kind = action.choice
            return
        game.stack.pop()
        ordered = Action(self.ordered, PLAY, card=action.card, target=action.target,
                         target_card=action.target_card, cards=action.cards, targets=action.targets)
        bangs = game.bangs_played  # (his BANG! is not the turn's)
        game.play_for(ordered)
        game.bangs_played = bangs
        if action.card is not None and not CARD_GOES_IN_PLAY[action.card]:
            game.answered_out_of_turn(self.ordered, 1)

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "dorothy_rage", "target": self.ordered, "kind": self.kind or None}
