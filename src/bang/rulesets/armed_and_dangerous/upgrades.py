"""The brown cards of Armed & Dangerous with an upgrade: played plain, or with the upgrade paid
with charges from any of the player's places (his orange cards in play, his character), once a
play: the action's ``charges`` (FORMAT.md's ``pay_charges``).

A Little Nip (3 charges: one more life point), Arrow (1: one more target), Caravan (2: one more
card), Quick Shot (1: one more target), Flintlock (2: cancelled, it goes back to the hand),
Squaw (2: the card goes to the player's hand instead of the discard pile) here; Duck (2: back to
the hand) answers a shot (``duck_answers``). docs/rulings.md says where each comes from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...actions import Action, ActionType
from ...box import CARD_KIND
from ...events import EventType
from ...ruleset import PlayContext, play, quick_action
from ...vocabulary import Kind
from ..base.cards import cat_balou_effect, panic_effect
from ..base.steps import Indians
from . import box as ad
from .charges import pay, payments, with_charges
from .shots import watch

if TYPE_CHECKING:
    from ...rules import Game

PLAY: Final = ActionType.PLAY
E: Final = EventType

UPGRADE: Final[dict[Kind, int]] = {
    ad.A_LITTLE_NIP: 3, ad.ARROW: 1, ad.CARAVAN: 2, ad.DUCK: 2, ad.FLINTLOCK: 2, ad.QUICK_SHOT: 1, ad.SQUAW: 2,
}
"""The charges each brown card's upgrade costs."""


def _upgraded(game: Game, seat: int, kind: Kind, plain: list[Action]) -> list[Action]:
    """Each of ``plain`` with the upgrade of ``kind`` paid, each way the player can pay it."""
    ways = payments(game, seat, UPGRADE[kind])
    return [with_charges(a, w) for a in plain for w in ways] if ways else []


def _pay(game: Game, seat: int, action: Action) -> bool:
    """The upgrade's charges paid: whether the play is upgraded."""
    if not action.charges:
        return False
    pay(game, seat, action.charges)
    return True


# --- A Little Nip, Caravan: more of the same ------------------------------------------------------


def alone_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """No target: plain, or upgraded."""
    plain = [play(seat, card)]
    context.options += plain + _upgraded(game, seat, CARD_KIND[card], plain)


def a_little_nip_effect(game: Game, seat: int, action: Action) -> None:
    """A life point (in the own turn: it is not a Beer); upgraded, two."""
    game.heal(seat, 2 if _pay(game, seat, action) else 1)


def caravan_effect(game: Game, seat: int, action: Action) -> None:
    """Two cards from the deck; upgraded, three."""
    game.draw(seat, 3 if _pay(game, seat, action) else 2)


# --- Arrow, Quick Shot: one more target ---------------------------------------------------------------


def _pairs(seat: int, card: int, targets: list[int]) -> list[Action]:
    """Two different targets, in the order given (clockwise from the player's left)."""
    return [quick_action(seat, PLAY, card, targets=(t, u)) for i, t in enumerate(targets) for u in targets[i + 1:]]


def _upgraded_pairs(game: Game, seat: int, kind: Kind, card: int, targets: list[int]) -> list[Action]:
    """``_upgraded`` of the ``_pairs``: the pairs made only where they can be paid for."""
    if len(targets) < 2:
        return []
    ways = payments(game, seat, UPGRADE[kind])
    return [with_charges(a, w) for a in _pairs(seat, card, targets) for w in ways] if ways else []


def arrow_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """Any other player, at any distance; upgraded, two of them."""
    targets = context.targets()
    context.options += [play(seat, card, t) for t in targets]
    context.options += _upgraded_pairs(game, seat, ad.ARROW, card, targets)


def arrow_effect(game: Game, seat: int, action: Action) -> None:
    """Each target discards a BANG! card or loses a life point (as against Indians!)."""
    _pay(game, seat, action)
    for t in reversed(_aimed(action)):  # the first answers first
        game.stack.append(Indians(t, seat))


def quick_shot_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """A player within reach (not a BANG! card: any number a turn); upgraded, two of them."""
    reach = game.reach(seat)
    targets = [t for t, d in context.distances() if d <= reach]
    if not targets:
        context.refuse_beyond(card, "out_of_reach", reach)
        return
    context.options += [play(seat, card, t) for t in targets]
    context.options += _upgraded_pairs(game, seat, ad.QUICK_SHOT, card, targets)


def quick_shot_effect(game: Game, seat: int, action: Action) -> None:
    """A shot at each target: one Missed! cancels it (not a BANG! card: Slab's two are not needed)."""
    _pay(game, seat, action)
    for t in reversed(_aimed(action)):  # the first answers first
        game.shoot(seat, t, 1)


def _aimed(action: Action) -> tuple[int, ...]:
    if action.targets:
        return action.targets
    assert action.target is not None
    return (action.target,)


# --- Flintlock: back to the hand when cancelled ---------------------------------------------------------


def flintlock_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """A player within reach (not a BANG! card: any number a turn); plain, or upgraded."""
    reach = game.reach(seat)
    plain = [play(seat, card, t) for t, d in context.distances() if d <= reach]
    if not plain:
        context.refuse_beyond(card, "out_of_reach", reach)
        return
    context.options += plain + _upgraded(game, seat, ad.FLINTLOCK, plain)


def flintlock_effect(game: Game, seat: int, action: Action) -> None:
    """A shot (one Missed! cancels it); upgraded, once cancelled the Flintlock goes back to the hand."""
    assert action.target is not None and action.card is not None
    upgraded = _pay(game, seat, action)
    game.shoot(seat, action.target, 1)
    if upgraded:
        watch(game, seat, action.target, "flintlock", action.card)


# --- Squaw: the card discarded, or taken ------------------------------------------------------------------


def squaw_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """A card in play in front of any player (the player too), whatever the distance; plain
    (discarded) or upgraded (taken into the hand)."""
    plain = [Action(seat, PLAY, card=card, target=t, target_card=c)
             for t in context.targets(itself=True) for c in game.players[t].in_play]
    if not plain:
        context.refuse(card, "no_cards")
        return
    context.options += plain + _upgraded(game, seat, ad.SQUAW, plain)


def squaw_effect(game: Game, seat: int, action: Action) -> None:
    """The card is discarded; upgraded, it goes to the player's hand (if still in play once paid for)."""
    upgraded = _pay(game, seat, action)
    assert action.target is not None
    if action.target_card not in game.players[action.target].in_play:
        return  # paid for with its own last charges: discarded already
    (panic_effect if upgraded else cat_balou_effect)(game, seat, action)


# --- Duck: back to the hand once it cancelled the shot ----------------------------------------------------


def duck_answers(game: Game, seat: int, answers: list[Action]) -> None:
    """The ``answers`` hook: each Duck played against a shot, once more with its upgrade paid."""
    ducks = [a for a in answers if a.type is PLAY and a.as_kind is None and a.card is not None
             and CARD_KIND[a.card] is ad.DUCK and not a.charges]
    if ducks:
        answers += _upgraded(game, seat, ad.DUCK, ducks)


def duck_cancelled(game: Game, seat: int) -> None:
    """A Duck cancelled a shot (its rule's ``on_missed``): upgraded, its charges are paid and it
    goes back to the hand. The answer is the action being applied, the game's last."""
    answer = game.history[-1] if game.history else None
    if answer is None or answer.player != seat or answer.card is None or not answer.charges:
        return
    if CARD_KIND[answer.card] is not ad.DUCK or answer.card not in game.discard:
        return
    pay(game, seat, answer.charges)
    game.discard.remove(answer.card)
    game.players[seat].hand.append(answer.card)
    game.emit(E.PICKED, seat, cards=(answer.card,), count=1, detail="duck")
