"""What each of Dodge City's own kinds does (the copies of base cards play as in the base game).

Brown cards have ``options`` (their legality in the play phase) and an ``effect``;
the five with the "discard another card" symbol (``KindInfo.pay``) are offered once
for every other card of the hand that could pay for them (``action.cards``). Green
cards go in play like blue ones (their ``options``) and, from a later turn, are
used by discarding them: ``use`` says how (``USE`` actions), ``use_effect`` what
they do. Those with a Missed! symbol have no ``use``: they answer shots, out of
turn too (``Game.missed_answers``). Targets clockwise from the player's left.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ...actions import HAND, Action, ActionType
from ...events import EventType
from ...ruleset import CardRule, PlayOptions, play, play_alone
from ...state import Step
from ...vocabulary import Kind
from ..base.cards import (
    cat_balou_effect,
    cat_balou_options,
    equipment_options,
    panic_effect,
    wells_fargo_effect,
)
from . import box as dodge_city
from .green import not_yet

if TYPE_CHECKING:
    from ...rules import Game, Pending
    from ...ruleset import PlayContext

E: Final = EventType
USE: Final = ActionType.USE

# --- the price: "discard another card" ------------------------------------------------------


def paid(options: PlayOptions) -> PlayOptions:
    """``options`` of a card with the "discard another card" symbol: each legal way to
    play it, once for every other card in hand that could pay for it (none: ``needs_price``)."""

    def with_price(game: Game, seat: int, card: int, context: PlayContext) -> None:
        others = [c for c in game.players[seat].hand if c != card]
        if not others:
            context.refuse(card, "needs_price")
            return
        ways: list[Action] = []
        inner = context.options
        context.options = ways
        try:
            options(game, seat, card, context)
        finally:
            context.options = inner
        inner += [a._replace(cards=(price,)) for a in ways for price in sorted(others)]

    return with_price


# --- targets ----------------------------------------------------------------------------------


def shots(kind: ActionType, reach: int | None) -> PlayOptions:
    """A BANG! effect that is not a BANG! card (the turn's limit does not apply), played
    (``PLAY``: Punch) or used from play (``USE``: Knife...) at a player at most ``reach``
    away: a number, ``None`` for any distance, ``WEAPON`` for the weapon's reach."""

    def options(game: Game, seat: int, card: int, context: PlayContext) -> None:
        most = game.reach(seat) if reach == WEAPON else reach
        ways = [Action(seat, kind, card=card, target=t) for t, d in context.distances() if most is None or d <= most]
        if ways:
            context.options += ways
        elif reach == WEAPON:
            context.refuse_beyond(card, "out_of_reach", most)
        else:
            context.refuse_beyond(card, "too_far")

    return options


WEAPON: Final = -1  # ``shots``' reach: the weapon's


def anyone_else_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """At any other player, whatever the distance (Springfield)."""
    context.options += [play(seat, card, t) for t in context.targets()]


def anyone_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """Any player, the one who plays it included (Tequila)."""
    context.options += [play(seat, card, t) for t in context.targets(itself=True)]


def brawl_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """Once another player has a card to lose (in hand or in play)."""
    if any(game.players[t].hand or game.players[t].in_play for t in game.others_clockwise(seat)):
        context.options.append(play(seat, card))
    else:
        context.refuse(card, "brawl_no_cards")


# --- effects of the brown cards --------------------------------------------------------------


def shot_effect(game: Game, seat: int, action: Action) -> None:
    """A BANG! effect that is not a BANG! card: one Missed! cancels it, any number a turn."""
    assert action.target is not None
    game.shoot(seat, action.target, 1)


def dodge_draws(game: Game, seat: int) -> None:
    """Dodge, Bible: once the shot is cancelled, draw a card."""
    game.draw(seat, 1)


def tequila_effect(game: Game, seat: int, action: Action) -> None:
    assert action.target is not None
    game.heal(action.target, 1)


def whisky_effect(game: Game, seat: int, action: Action) -> None:
    game.heal(seat, 2)


@dataclass(slots=True)
class BrawlDiscards(Step):
    """Brawl: each other player in turn loses a card that the one who played it picks
    (a random one from the hand, or one in play)."""

    player: int  # who played it (and picks)
    victims: tuple[int, ...]
    next_index: int = 0
    card: int = -1  # the Brawl

    name = "brawl"

    def _victim(self, game: Game) -> int | None:
        while self.next_index < len(self.victims):
            v = game.players[self.victims[self.next_index]]
            if v.alive and (v.hand or v.in_play) and not game.immune(v.seat, self.card, self.player):
                return v.seat
            self.next_index += 1
        return None

    def resolve(self, game: Game) -> bool:
        if self._victim(game) is None:
            game.stack.pop()
            return True
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        victim = self._victim(game)
        assert victim is not None
        v = game.players[victim]
        options = [Action(self.player, ActionType.CHOOSE, target=victim, target_card=HAND)] if v.hand else []
        options += [Action(self.player, ActionType.CHOOSE, target=victim, target_card=c) for c in v.in_play]
        return game.decision(self.player, "choose", options)

    def answer(self, game: Game, action: Action) -> None:
        assert action.target is not None and action.target_card is not None
        self.next_index += 1
        cat_balou_effect(game, self.player, action._replace(type=ActionType.PLAY))

    def prompt(self, game: Game) -> dict[str, object]:
        victim = self._victim(game)
        return {"reason": "brawl", "target": victim}


def brawl_effect(game: Game, seat: int, action: Action) -> None:
    assert action.card is not None
    game.stack.append(BrawlDiscards(seat, tuple(game.others_clockwise(seat)), 0, action.card))


# --- green cards: in play, then used --------------------------------------------------------


def use_alone(game: Game, seat: int, card: int, context: PlayContext) -> None:
    context.options.append(Action(seat, USE, card=card))


def use_take_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """Can Can, Conestoga: a card of any other player, whatever the distance: a random
    one from the hand, or one in play."""
    options = context.options
    before = len(options)
    for t in context.targets():
        target = game.players[t]
        if target.hand:
            options.append(Action(seat, USE, card=card, target=t, target_card=HAND))
        options += [Action(seat, USE, card=card, target=t, target_card=c) for c in target.in_play]
    if len(options) == before:
        context.refuse(card, "no_cards")


def derringer_effect(game: Game, seat: int, action: Action) -> None:
    shot_effect(game, seat, action)
    game.draw(seat, 1)


def canteen_effect(game: Game, seat: int, action: Action) -> None:
    game.heal(seat, 1)


def howitzer_effect(game: Game, seat: int, action: Action) -> None:
    """The Gatling effect: a BANG! at every other player, answered clockwise."""
    assert action.card is not None
    for t in reversed(game.others_clockwise(seat)):
        if not game.immune(t, action.card, seat):
            game.shoot(seat, t, 1, gatling=True)


def answer_only(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """Not played in the play phase: it answers a shot (Dodge)."""
    context.refuse(card, "answer_only")


green_options = equipment_options
"""A green card goes in play in front of the player like a blue one (used from the next
turn on), unless a card of the same name is there already."""


_K: Final = Kind
CARD_RULES: Final[dict[Kind, CardRule]] = {
    r.kind: r
    for r in (
        CardRule(dodge_city.PUNCH, shots(ActionType.PLAY, 1), shot_effect),
        CardRule(dodge_city.DODGE, answer_only, on_missed=dodge_draws),
        CardRule(dodge_city.SPRINGFIELD, paid(anyone_else_options), shot_effect),
        CardRule(dodge_city.TEQUILA, paid(anyone_options), tequila_effect),
        CardRule(dodge_city.WHISKY, paid(play_alone), whisky_effect),
        CardRule(dodge_city.RAG_TIME, paid(cat_balou_options), panic_effect),  # a Panic! at any distance
        CardRule(dodge_city.BRAWL, paid(brawl_options), brawl_effect),
        CardRule(dodge_city.HIDEOUT, equipment_options),
        CardRule(dodge_city.BINOCULAR, equipment_options),
        CardRule(dodge_city.BIBLE, green_options, usable=not_yet, on_missed=dodge_draws),
        CardRule(dodge_city.IRON_PLATE, green_options, usable=not_yet),
        CardRule(dodge_city.SOMBRERO, green_options, usable=not_yet),
        CardRule(dodge_city.TEN_GALLON_HAT, green_options, usable=not_yet),
        CardRule(dodge_city.BUFFALO_RIFLE, green_options, usable=not_yet, use=shots(USE, None), use_effect=shot_effect),
        CardRule(dodge_city.KNIFE, green_options, usable=not_yet, use=shots(USE, 1), use_effect=shot_effect),
        CardRule(dodge_city.DERRINGER, green_options, usable=not_yet, use=shots(USE, 1), use_effect=derringer_effect),
        CardRule(dodge_city.PEPPERBOX, green_options, usable=not_yet, use=shots(USE, WEAPON), use_effect=shot_effect),
        CardRule(dodge_city.HOWITZER, green_options, usable=not_yet, use=use_alone, use_effect=howitzer_effect),
        CardRule(dodge_city.CAN_CAN, green_options, usable=not_yet, use=use_take_options, use_effect=cat_balou_effect),
        CardRule(dodge_city.CONESTOGA, green_options, usable=not_yet, use=use_take_options, use_effect=panic_effect),
        CardRule(dodge_city.CANTEEN, green_options, usable=not_yet, use=use_alone, use_effect=canteen_effect),
        CardRule(dodge_city.PONY_EXPRESS, green_options, usable=not_yet, use=use_alone, use_effect=wells_fargo_effect),  # a Wells Fargo
    )
}
