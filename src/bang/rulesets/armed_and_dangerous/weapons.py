"""The four orange weapons' effects, each paid with one of the weapon's own charges as a BANG!
card is played (the play's ``charges``: FORMAT.md's ``pay_charges``, ``{WEAPON: 1}``):

- Big Fifty: the target's cards in play and ability have no effect against that BANG! (his
  Mustang in the distance, his Barrel, a card in play that would cancel it, Jourdonnais,
  Julie Cutter...), until the shot and its hit are over;
- Buntline Special: the BANG! cancelled, its target discards a card of his choice from hand;
- Double Barrel: a BANG! of Diamonds cannot be cancelled;
- Thunderer: the BANG! card goes back to its player's hand.

``moves`` (the ``moves`` hook) offers each BANG! card play with its weapon's effect paid as one
more way; ``paid`` (from the ``card_played`` hook) pays and applies it; ``big_fifty_rules`` (a
``rules`` fold) takes the target's ability and cards away while a Big Fifty's shot resolves.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final, cast

from ...actions import Action, ActionType
from ...box import CARD_KIND, KIND_INFO, Suit, kind_cards
from ...events import EventType
from ...in_force import no_ability
from ...ruleset import play
from ...steps import ShotAt
from ...vocabulary import Kind
from . import box as ad
from .charges import KEY, Charges, count, take, with_charges
from .shots import BIG_FIFTY_HOLD, watch

if TYPE_CHECKING:
    from ...in_force import RulesInForce
    from ...rules import Game

PLAY: Final = ActionType.PLAY
BANG: Final = Kind.BANG
E: Final = EventType

WEAPONS: Final[frozenset[Kind]] = frozenset({ad.BIG_FIFTY, ad.BUNTLINE_SPECIAL, ad.DOUBLE_BARREL, ad.THUNDERER})
COST: Final = 1  # charges each weapon's effect costs
_WEAPON_CARDS: Final[frozenset[int]] = frozenset().union(*(kind_cards(k) for k in WEAPONS))
"""The box's cards of those kinds (numbered as it was imported)."""


def _weapon(game: Game, seat: int) -> int | None:
    """``seat``'s orange weapon in play with a charge to pay its effect (cards working), if any."""
    for c in game.players[seat].in_play:
        if CARD_KIND[c] in WEAPONS:
            return c if count(game, seat, c) >= COST and game.cards_work(seat) else None
    return None


def _bang_card(action: Action) -> bool:
    """A BANG! card played (or a card played as one) at one player."""
    if action.type is not PLAY or action.card is None or action.target is None or action.targets:
        return False
    return action.as_kind is Kind.BANG or (action.as_kind is None and CARD_KIND[action.card] is Kind.BANG)


def moves(game: Game, seat: int, options: list[Action]) -> None:
    """The ``moves`` hook: each BANG! card offered, once more with the weapon's effect paid
    (a Double Barrel's only for a BANG! of Diamonds); with a Big Fifty, also at the players
    out of reach only because of their own cards or ability."""
    if _WEAPON_CARDS.isdisjoint(game.players[seat].in_play):
        return  # (no orange weapon in play: the usual answer, asked at every decision of the phase)
    weapon = None
    for c in game.players[seat].in_play:  # (``_weapon``, inlined: an orange card in play holds its charges on the piece)
        if c in _WEAPON_CARDS:
            if cast(Charges, game.pieces[KEY]).cards.get(c, 0) >= COST and game.cards_work(seat):
                weapon = c
            break
    if weapon is None:
        return
    paid = ((weapon, COST),)
    kind = CARD_KIND[weapon]
    bang, kinds = BANG, CARD_KIND
    bangs = [a for a in options  # (``_bang_card``, inlined: the card's kind asked first, most often not one)
             if a.card is not None and (kinds[a.card] is bang if a.as_kind is None else a.as_kind is bang)
             and a.target is not None and a.type is PLAY and not a.targets]
    if kind is ad.DOUBLE_BARREL:
        bangs = [a for a in bangs if a.card is not None and game.suit_of(a.card) is Suit.DIAMONDS]
    options += [with_charges(a, paid) for a in bangs]
    if kind is ad.BIG_FIFTY and bangs:
        options += _beyond_their_cards(game, seat, bangs, paid)


def _beyond_their_cards(game: Game, seat: int, bangs: list[Action], paid: tuple[tuple[int, int], ...]) -> list[Action]:
    """The BANG! cards of ``bangs`` at the players within reach once their own cards in play
    and ability leave the distance (Mustang, Paul Regret): not offered yet."""
    reach = game.reach(seat)
    given = {(a.card, a.target) for a in bangs}
    cards = dict.fromkeys((a.card, a.as_kind) for a in bangs)
    out = []
    for t, d in game.distances_from(seat):
        if d <= reach or d - _farther(game, t) > reach:
            continue
        for card, as_kind in cards:
            if card is not None and (card, t) not in given:
                way = with_charges(play(seat, card, t, None, as_kind), paid)
                if game.restriction(way) is None:
                    out.append(way)
    return out


def _farther(game: Game, seat: int) -> int:
    """How much farther ``seat``'s own cards in play and ability put him."""
    d = 0 if game.rules.distance_one else game.character(seat).seen_farther
    if game.cards_work(seat):
        d += sum(KIND_INFO[CARD_KIND[c]].seen_farther for c in game.players[seat].in_play)
    return d


def paid(game: Game, seat: int, action: Action) -> None:
    """A BANG! card played with its weapon's charge paid (part of the box's ``card_played`` hook)."""
    if not action.charges or not _bang_card(action):
        return
    ((weapon, n),) = action.charges
    kind = CARD_KIND[weapon]
    if kind not in WEAPONS:
        return
    target, card = action.target, action.card
    assert target is not None and card is not None
    take(game, seat, weapon, n)  # (its last charge: the weapon is discarded, its effect paid for)
    game.emit(E.ABILITY, seat, target, cards=(weapon,), count=1, detail=kind.key)
    if kind is ad.THUNDERER:
        _back_to_hand(game, seat, card)
        return
    if kind is ad.BUNTLINE_SPECIAL:
        watch(game, seat, target, "buntline_special")
        return
    shot = watch(game, seat, target, BIG_FIFTY_HOLD) if kind is ad.BIG_FIFTY else game.stack[-1]
    if not isinstance(shot, ShotAt) or shot.player != target:
        return
    shot.draws_left = 0  # no Barrel, no Jourdonnais
    if kind is ad.DOUBLE_BARREL:
        shot.missed_needed = 1000  # nothing cancels it
    else:  # Big Fifty: his ability and cards are off until it is over (``big_fifty_rules``)
        game.turn_uses[BIG_FIFTY_HOLD] = target + 1
        game.refresh_rules()


def _back_to_hand(game: Game, seat: int, card: int) -> None:
    """Thunderer: the BANG! card just played goes back to the hand."""
    if card in game.discard:
        game.discard.remove(card)
    elif game.deck and game.deck[-1] == card:  # played face down on the deck (Abandoned Mine)
        game.deck.pop()
    else:
        return
    game.players[seat].hand.append(card)
    game.emit(E.PICKED, seat, cards=(card,), count=1, detail="thunderer")


def big_fifty_rules(game: Game, rules: RulesInForce) -> None:
    """While a Big Fifty's shot resolves, its target plays without his ability and the cards in
    front of the others than its shooter (the turn player) have no effect."""
    held = game.turn_uses.get(BIG_FIFTY_HOLD, 0)
    if not held:
        return
    target = held - 1
    rules.characters[target] = no_ability(rules.characters[target])
    rules.characters[game.turn] = replace(rules.characters[game.turn], others_cards_off=True)
    rules.turn_bound = True
