"""What each card of the base game does: its legality in the play phase and its effect.

One ``CardRule`` per kind (the kind's data, its name, colour, range and copies,
is the row of ``box.KIND_INFO``). ``options(game, seat, card, context)`` appends
every legal way to play the card now to ``context.options``, in a fixed order
(targets clockwise from the player's left): the order is part of the game, since
random bots pick by index; when it appends none it says why (``context.refuse``,
the codes of ``bang.refusal_codes``). ``effect(game, seat, action)`` is what a brown card
does once it is discarded; a blue card has none: it goes in play and the rules
read it where it matters (``game.has_kind``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...actions import HAND, Action
from ...box import CARD_KIND, Role
from ...events import EventType
from ...ruleset import CardRule, play, play_alone
from ...vocabulary import Kind
from .steps import Duel, GeneralStore, Indians

if TYPE_CHECKING:
    from ...rules import Game
    from ...ruleset import PlayContext

# --- legality ----------------------------------------------------------------------------
# Each ``options`` is also the card's only "why not": when it adds no way to play the card
# it says why (``context.refuse``; nothing is recorded unless someone asks, see
# ``bang.refusal_codes`` for the codes).


def bang_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """At every player within reach, while the turn's BANG! limit allows."""
    _shoot_options(game, seat, card, context, None)


def missed_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """Only as an answer, unless the character plays a Missed! as a BANG! (Calamity Janet)."""
    if game.character(seat).plays_as.get(Kind.MISSED) is Kind.BANG:
        _shoot_options(game, seat, card, context, Kind.BANG)
    else:
        context.refuse(card, "missed_answer_only")


def _shoot_options(game: Game, seat: int, card: int, context: PlayContext, as_kind: Kind | None) -> None:
    distances = context.distances()
    if not context.can_bang():
        context.refuse(card, "bang_used")
        return
    reach = game.reach(seat)
    ways = [play(seat, card, t, None, as_kind) for t, d in distances if d <= reach]
    if ways:
        context.options += ways
    else:
        context.refuse_beyond(card, "out_of_reach", reach)


def panic_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """A card of a player at distance 1: a random one from the hand, or one in play."""
    _take_options(game, seat, card, context, 1)


def cat_balou_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """A card of any other player: a random one from the hand, or one in play."""
    _take_options(game, seat, card, context, 0)


def _take_options(game: Game, seat: int, card: int, context: PlayContext, max_distance: int) -> None:
    options = context.options
    before = len(options)
    for t, d in context.distances():
        if max_distance and d > max_distance:
            continue
        target = game.players[t]
        if target.hand:
            options.append(play(seat, card, t, HAND))
        options += [play(seat, card, t, c) for c in target.in_play]
    if len(options) == before and context.explaining:
        nearest = context.nearest()
        if max_distance and nearest is not None and nearest[1] > max_distance:
            context.refuse(card, "panic_too_far", target=nearest[0], distance=nearest[1])
        else:
            context.refuse(card, "no_cards")


def any_other_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """At any other player (Duel)."""
    context.options += [play(seat, card, t) for t in context.targets()]


def jail_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """On any other player but the Sheriff, unless already in Jail."""
    ways = [
        play(seat, card, t)
        for t in context.targets()
        if game.players[t].role is not Role.SHERIFF and not game.has_kind(t, Kind.JAIL)
    ]
    if ways:
        context.options += ways
    else:
        context.refuse(card, "jail_no_target")


def equipment_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """In play in front of the player, unless a card of the same name is there already."""
    if CARD_KIND[card] not in context.in_play_kinds():
        context.options.append(play(seat, card))
    else:
        context.refuse(card, "already_in_play")


# --- effects --------------------------------------------------------------------------------


def bang_effect(game: Game, seat: int, action: Action) -> None:
    assert action.target is not None
    game.bangs_played += 1
    game.shoot(seat, action.target, game.character(seat).missed_to_cancel)


def beer_effect(game: Game, seat: int, action: Action) -> None:
    if game.alive_count() > 2:  # with two players left a Beer does nothing
        game.heal(seat, game.character(seat).beer_heals)


def saloon_effect(game: Game, seat: int, action: Action) -> None:
    for s in [seat] + game.others_clockwise(seat):
        game.heal(s, 1)


def stagecoach_effect(game: Game, seat: int, action: Action) -> None:
    game.draw(seat, 2)


def wells_fargo_effect(game: Game, seat: int, action: Action) -> None:
    game.draw(seat, 3)


def general_store_effect(game: Game, seat: int, action: Action) -> None:
    order = (seat, *game.others_clockwise(seat))
    cards = [c for c in (game.take_top() for _ in order) if c is not None]
    game.revealed.extend(cards)
    game.revealed_to = None  # face up for everybody
    game.emit(EventType.REVEALED, seat, cards=tuple(cards), count=len(cards), detail="general_store")
    game.stack.append(GeneralStore(order))


def panic_effect(game: Game, seat: int, action: Action) -> None:
    assert action.target is not None and action.target_card is not None
    target, taken = action.target, action.target_card
    if taken == HAND:
        game.steal_random(seat, target)
        return
    game.players[target].in_play.remove(taken)
    game.players[seat].hand.append(taken)
    game.emit(EventType.TOOK, seat, target, cards=(taken,), count=1)


def cat_balou_effect(game: Game, seat: int, action: Action) -> None:
    target, taken = action.target, action.target_card
    assert target is not None and taken is not None
    victim = game.players[target]
    from_hand = taken == HAND
    if from_hand:
        taken = victim.hand.pop(game.rng.below(len(victim.hand)))
    else:
        victim.in_play.remove(taken)
    game.discard.append(taken)
    game.emit(EventType.DISCARDED, target, seat, cards=(taken,), count=1, detail="cat_balou")
    if from_hand:
        game.refill_empty_hand(target)


def duel_effect(game: Game, seat: int, action: Action) -> None:
    assert action.target is not None
    game.stack.append(Duel(action.target, seat, seat))


def gatling_effect(game: Game, seat: int, action: Action) -> None:
    assert action.card is not None
    for t in reversed(game.others_clockwise(seat)):  # answered clockwise: the first on top
        if not game.immune(t, action.card, seat):
            game.shoot(seat, t, 1, gatling=True)


def indians_effect(game: Game, seat: int, action: Action) -> None:
    assert action.card is not None
    for t in reversed(game.others_clockwise(seat)):
        if not game.immune(t, action.card, seat):
            game.stack.append(Indians(t, seat))


_K: Final = Kind
CARD_RULES: dict[Kind, CardRule] = {
    r.kind: r
    for r in (
        CardRule(_K.BANG, bang_options, bang_effect),
        CardRule(_K.MISSED, missed_options),
        CardRule(_K.BEER, play_alone, beer_effect),
        CardRule(_K.SALOON, play_alone, saloon_effect),
        CardRule(_K.STAGECOACH, play_alone, stagecoach_effect),
        CardRule(_K.WELLS_FARGO, play_alone, wells_fargo_effect),
        CardRule(_K.GENERAL_STORE, play_alone, general_store_effect),
        CardRule(_K.PANIC, panic_options, panic_effect),
        CardRule(_K.CAT_BALOU, cat_balou_options, cat_balou_effect),
        CardRule(_K.DUEL, any_other_options, duel_effect),
        CardRule(_K.GATLING, play_alone, gatling_effect),
        CardRule(_K.INDIANS, play_alone, indians_effect),
        CardRule(_K.BARREL, equipment_options),
        CardRule(_K.DYNAMITE, equipment_options),
        CardRule(_K.JAIL, jail_options),
        CardRule(_K.MUSTANG, equipment_options),
        CardRule(_K.SCOPE, equipment_options),
        CardRule(_K.VOLCANIC, play_alone),  # a weapon replaces the one in play
        CardRule(_K.SCHOFIELD, play_alone),
        CardRule(_K.REMINGTON, play_alone),
        CardRule(_K.REV_CARABINE, play_alone),
        CardRule(_K.WINCHESTER, play_alone),
    )
}
