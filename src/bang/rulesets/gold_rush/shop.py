"""What Gold Rush keeps and does besides its characters: the gold nuggets, the shop (three
equipment cards face up, the equipment deck), the black equipment in front of each player
(``GoldRush``, a piece of the game's state), and the moments it steps in at: a nugget per
life point another player made you lose, the play phase's purchases, sales and paid
discards, the equipment's effects. docs/rulings.md lists each ruling with its source.

The black equipment lies in this piece, not among the cards in play: no playing card
reaches it (Panic!, Cat Balou, Vulture Sam...: only nuggets discard it, the rulebook's
"cost plus one"), and it returns to the bottom of the equipment deck when it leaves.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar, Final

from ...actions import HAND, Action, ActionType
from ...box import CARD_ID, CARD_KIND, Suit, kind_cards
from ...errors import MalformedAction
from ...events import EventType
from ...ruleset import CharacterInfo, Piece, Reason, play, quick_action
from ...state import Step
from ...vocabulary import Kind
from ..base.cards import beer_effect, cat_balou_effect, duel_effect, general_store_effect, panic_effect
from .box import (
    BLACK,
    BOOTS,
    BOTTLE,
    CALUMET,
    COST,
    EQUIPMENT,
    GOLD_PAN,
    GOLD_RUSH,
    GUN_BELT,
    HORSESHOE,
    JACKY_MURIETA,
    JOSH_MCCLOUD,
    LUCKY_CHARM,
    MADAM_YTO,
    PARDNER,
    PICKAXE,
    PRETTY_LUZENA,
    RADDIE_SNAKE,
    RHUM,
    RUCKSACK,
    SHOT,
    UNION_PACIFIC,
    WANTED,
)

if TYPE_CHECKING:
    from ...in_force import RulesInForce
    from ...rules import Game, Pending
    from ...state import Rng

E: Final = EventType
BUY: Final = ActionType.BUY
SELL: Final = ActionType.SELL
DISCARD_EQUIPMENT: Final = ActionType.DISCARD_EQUIPMENT
USE: Final = ActionType.USE
CHOOSE: Final = ActionType.CHOOSE
SHOP_SIZE: Final = 3
GUN_BELT_LIMIT: Final = 8
_BEER: Final = Kind.BEER
_BANG: Final = Kind.BANG
_PANIC: Final = Kind.PANIC
_CAT_BALOU: Final = Kind.CAT_BALOU
_DUEL: Final = Kind.DUEL
_GENERAL_STORE: Final = Kind.GENERAL_STORE
BEERS: Final = kind_cards(_BEER)
"""Every Beer card of the boxes (the base game's and Dodge City's: no other box prints one; numbered
before this module is imported: ``tests/test_kind_cards.py`` checks it with every box loaded)."""


Offer = tuple[int, Kind, int, int]
"""What ``moves`` reads of a card of the shop: the card, its kind, its price, how it is used
(``_ONE_WAY``, ``_WORKED_OUT``: ``ways`` works them out, ``_ONE_BLACK``: put in play, not
twice); one for each kind, the first card of it in the shop."""
_ONE_WAY: Final = 0
_WORKED_OUT: Final = 1
_ONE_BLACK: Final = 2
_WAYS_WORKED_OUT: Final[frozenset[Kind]] = frozenset({SHOT, BOTTLE, PARDNER, WANTED})
"""The kinds whose ways to be used ``ways`` works out (the others: one way, with no target)."""
_NOTHING_TO_BUY: Final = 1 << 30
"""``GoldRush.cheapest`` of an empty shop: past any gold."""
_CHEAPEST_DISCARD: Final = min(COST[kind] for kind in BLACK) + 1
"""What discarding another's equipment costs at least (its price + 1: 3 nuggets)."""
_OF_KIND: Final[dict[Kind, frozenset[int]]] = {
    kind: frozenset(c for c in EQUIPMENT if CARD_KIND[c] is kind) for kind in COST}
"""The equipment cards of each kind: ``isdisjoint`` with the cards in front of a player finds
one in one look."""


def _offer(card: int) -> Offer:
    kind = CARD_KIND[card]
    return card, kind, COST[kind], _WORKED_OUT if kind in _WAYS_WORKED_OUT else _ONE_BLACK if kind in BLACK else _ONE_WAY


_OFFER: Final[dict[int, Offer]] = {card: _offer(card) for card in EQUIPMENT}
"""Each equipment card's ``Offer``, made once."""


_GUN_BELT_BIT: Final = 1
_HORSESHOE_BIT: Final = 2
_CALUMET_BIT: Final = 4
_PICKAXE_BIT: Final = 8
_NUMBERS: Final = _GUN_BELT_BIT | _HORSESHOE_BIT | _CALUMET_BIT
_BITS: Final[dict[int, int]] = {
    card: {GUN_BELT: _GUN_BELT_BIT, HORSESHOE: _HORSESHOE_BIT, CALUMET: _CALUMET_BIT, PICKAXE: _PICKAXE_BIT}.get(
        CARD_KIND[card], 0) for card in EQUIPMENT}
"""What each equipment card changes in the rules in force (``in_force``), as bits: one look a
card; 0 for those that change none (buying or discarding one builds no rules again)."""


class GoldRush(Piece):
    """``gold``: each seat's nuggets; ``shop``: the equipment face up (at most 3);
    ``deck``: the equipment deck, top first; ``equipment``: the black cards in front of
    each seat. Public but for the deck's order (its size is public)."""

    key: ClassVar[str] = "gold_rush"
    __slots__ = ("gold", "shop", "deck", "equipment", "bell_turn", "offers", "cheapest")

    def __init__(self, gold: list[int], shop: list[int], deck: list[int], equipment: list[list[int]],
                 bell_turn: int = 0) -> None:
        self.gold = gold
        self.shop = shop
        self.deck = deck
        self.equipment = equipment
        self.bell_turn = bell_turn  # the turn Don Bell plays again (he does not "draw!" at its end)
        self.offers: tuple[Offer, ...] = ()
        self.cheapest = 0
        self.restocked()

    def restocked(self) -> None:
        """Work out ``offers`` and ``cheapest`` again, the shop having changed (``refill``
        and the constructor call it: nothing else changes the shop)."""
        offers: list[Offer] = []
        kinds: list[Kind] = []
        cheapest = _NOTHING_TO_BUY
        for card in self.shop:
            offer = _OFFER[card]
            if offer[1] not in kinds:
                kinds.append(offer[1])
                offers.append(offer)
                if offer[2] < cheapest:
                    cheapest = offer[2]
        self.offers = tuple(offers)
        self.cheapest = cheapest

    def copy(self) -> GoldRush:
        return GoldRush(self.gold[:], self.shop[:], self.deck[:], [e[:] for e in self.equipment], self.bell_turn)

    def seen_by(self, game: Game, seat: int | None) -> dict[str, Any]:
        """Everything but the deck's order; for a seat, besides: what each card of the shop
        costs it now (``costs``), why it cannot buy one now (``refusals``, the view's codes)
        and the paid ability its character has now (``ability``, Vera Custer's borrowed one
        too): what the web client draws the shop and its buttons from."""
        out: dict[str, Any] = {
            "gold": self.gold[:], "shop": [CARD_ID[c] for c in self.shop], "shop_deck": len(self.deck),
            "equipment": [[CARD_ID[c] for c in e] for e in self.equipment],
            "costs": {CARD_ID[c]: cost_for(game, seat, c) if seat is not None else COST[CARD_KIND[c]]
                      for c in self.shop},
            "discard_costs": {CARD_ID[c]: COST[CARD_KIND[c]] + 1 for e in self.equipment for c in e},
        }
        if seat is not None:
            out["refusals"] = shop_refusals(game, seat)
            ability = paid_ability(game, seat)
            if ability is not None:
                out["ability"] = ability
        return out

    def god(self, game: Game) -> dict[str, Any]:
        return {"shop": [CARD_ID[c] for c in self.shop], "shop_deck": [CARD_ID[c] for c in self.deck]}

    def god_player(self, game: Game, seat: int) -> dict[str, Any]:
        return {"gold": self.gold[seat], "in_play": [CARD_ID[c] for c in self.equipment[seat]]}

    def in_front(self, seat: int) -> tuple[int, ...]:
        return tuple(self.equipment[seat])

    def public(self, game: Game, seat: int | None) -> GoldRush:
        hidden = self.copy()
        hidden.deck.sort()  # the order is a secret: a fixed one
        return hidden

    def determinize(self, game: Game, seat: int | None, rng: Rng) -> GoldRush:
        dealt = self.copy()
        rng.shuffle(dealt.deck)
        return dealt


_KEY: Final = GoldRush.key  # (compiled: a constant, not a getattr on the class at every decision)


def piece(game: Game) -> GoldRush:
    found = game.pieces.get(_KEY)
    if not isinstance(found, GoldRush):
        n = len(game.players)
        found = game.pieces[_KEY] = GoldRush([0] * n, [], list(EQUIPMENT), [[] for _ in range(n)])
        refill(game, found)
    return found


def has(game: Game, seat: int, kind: Kind) -> bool:
    found = game.pieces.get(_KEY)
    return isinstance(found, GoldRush) and not _OF_KIND[kind].isdisjoint(found.equipment[seat])


def earn(game: Game, seat: int, nuggets: int, why: str) -> None:
    """``seat`` takes ``nuggets``: logged as an ``ability`` with the detail ``gold <why>`` (``wound``,
    ``beer``: a Beer sold, ``lucky_charm``, ``wanted``, ``dutch_will``, ``simeon_picos``)."""
    if nuggets > 0:
        piece(game).gold[seat] += nuggets
        game.emit(E.ABILITY, seat, amount=nuggets, detail=f"gold {why}")


def pay(game: Game, seat: int, nuggets: int, why: str) -> None:
    """``seat`` pays ``nuggets``: logged as an ``ability`` with the detail ``paid <why>`` (``buy
    <card>``: a purchase, ``discard <card>``: another's equipment discarded, ``gold_pan``,
    ``rucksack``, or the character whose ability it paid for)."""
    gr = piece(game)
    assert gr.gold[seat] >= nuggets
    gr.gold[seat] -= nuggets
    game.emit(E.ABILITY, seat, amount=nuggets, detail=f"paid {why}")


def refill(game: Game, gr: GoldRush) -> None:
    """The shop shows 3 cards while the equipment deck has any (after a purchase too: the
    shop's ``offers`` worked out again whenever it is short)."""
    shop = gr.shop
    if len(shop) < SHOP_SIZE:
        while len(shop) < SHOP_SIZE and gr.deck:
            shop.append(gr.deck.pop(0))
        gr.restocked()


def to_bottom(game: Game, card: int) -> None:
    """An equipment card used or leaving play: face up to the bottom of the equipment deck."""
    gr = piece(game)
    gr.deck.append(card)
    refill(game, gr)


def _abilities(game: Game, seat: int) -> set[object]:
    p = game.players[seat]
    if not game.rules.abilities_work:
        return set()
    return {p.character, p.borrowed}


def _luzena_discount(game: Game, seat: int) -> int:
    """Pretty Luzena's 1 nugget off, her first purchase of her turn: 1 now, else 0."""
    p = game.players[seat]
    if p.character is not PRETTY_LUZENA and p.borrowed is not PRETTY_LUZENA:
        return 0  # (the usual answer, found first)
    if seat != game.turn or game.turn_uses.get("pretty_luzena") or not game.rules.abilities_work:
        return 0
    return 1


def shop_refusals(game: Game, seat: int) -> dict[str, Reason]:
    """``{card id: reason}`` for each card of the shop ``seat`` cannot buy now (none once the
    game is over, nor for a player out of it): ``shop_closed`` out of the own play phase,
    ``not_enough_gold`` (cost, gold), ``already_in_play`` (a black card of the same name in
    front of the seat), ``not_now`` (no way to use it now: a Wanted nobody may take)."""
    gr = game.pieces.get(_KEY)
    if not isinstance(gr, GoldRush) or game.winner is not None or not game.players[seat].alive:
        return {}
    pending = game.pending
    if pending is None or pending.player != seat or pending.kind != "play":
        return {CARD_ID[c]: {"code": "shop_closed"} for c in gr.shop}
    bought = {a.card for a in game.legal_actions(seat) if a.type is BUY}
    out: dict[str, Reason] = {}
    for card in gr.shop:
        card_id = CARD_ID[card]
        if card_id in out or any(CARD_ID[c] == card_id for c in bought if c is not None):
            continue  # (two copies share an id: one bought is both)
        found = refusal(game, Action(seat, BUY, card)) or {}
        if found.get("code") == "too_dear":
            out[card_id] = {"code": "not_enough_gold", "cost": found["cost"], "gold": found["gold"]}
        elif found.get("code") == "equipment_owned":
            out[card_id] = {"code": "already_in_play"}
        else:
            out[card_id] = {"code": "not_now"}
    return out


PAID_ABILITIES: Final = frozenset({JACKY_MURIETA, JOSH_MCCLOUD, RADDIE_SNAKE})


def paid_ability(game: Game, seat: int) -> str | None:
    """The character whose ability paid in nuggets ``seat`` has now (his own, or the one
    Vera Custer borrowed), by key; None for none."""
    p = game.players[seat]
    for character in (p.borrowed, p.character):
        if character in PAID_ABILITIES and character in _abilities(game, seat):
            return character.value
    return None


def cost_for(game: Game, seat: int, card: int) -> int:
    """What ``card`` of the shop costs ``seat`` now (Pretty Luzena: 1 less, once a turn)."""
    return max(0, COST[CARD_KIND[card]] - _luzena_discount(game, seat))


# --- the brown equipment's ways and effects -------------------------------------------------------


def _take_ways(game: Game, seat: int, card: int, type: ActionType, distances: list[tuple[int, int]],
               max_distance: int, kind: Kind) -> list[Action]:
    ways = []
    players = game.players
    for t, d in distances:
        if max_distance and d > max_distance:
            continue
        target = players[t]
        if target.hand:
            ways.append(quick_action(seat, type, card, t, HAND, kind))
        ways += [quick_action(seat, type, card, t, c, kind) for c in target.in_play]
    return ways


def ways(game: Game, seat: int, card: int, type: ActionType) -> list[Action]:
    """Every way ``seat`` may use the equipment ``card`` now (a black one: put in play), as
    actions of ``type``: ``BUY`` (from the shop, asked as the play phase's moves are listed:
    the distances its cards read, ``Game.distances_listed``), ``CHOOSE`` (Josh McCloud's card);
    each at whom, which of his cards, as what (asked at every decision of a play phase)."""
    kind = CARD_KIND[card]
    if kind is SHOT:
        return [quick_action(seat, type, card, t) for t in [seat, *game.others_clockwise(seat)]]
    if kind is BOTTLE:
        reach = game.reach(seat)
        distances = game.distances_listed(seat) if type is BUY else game.distances_from(seat)  # (once for both)
        return ([*_take_ways(game, seat, card, type, distances, 1, _PANIC),
                 quick_action(seat, type, card, None, None, _BEER)]
                + [quick_action(seat, type, card, t, None, _BANG) for t, d in distances if d <= reach])
    if kind is PARDNER:
        return ([quick_action(seat, type, card, None, None, _GENERAL_STORE)]
                + [quick_action(seat, type, card, t, None, _DUEL) for t in game.others_clockwise(seat)]
                + _take_ways(game, seat, card, type,
                             game.distances_listed(seat) if type is BUY else game.distances_from(seat), 0, _CAT_BALOU))
    if kind is WANTED:
        equipment = piece(game).equipment
        return [quick_action(seat, type, card, t) for t in [seat, *game.others_clockwise(seat)]
                if _OF_KIND[WANTED].isdisjoint(equipment[t])]
    if kind in BLACK:
        return [] if has(game, seat, kind) else [quick_action(seat, type, card)]
    return [quick_action(seat, type, card)]


def apply_equipment(game: Game, gr: GoldRush, seat: int, card: int, way: Action) -> None:
    """``seat`` uses ``card`` (just bought, or taken by Josh McCloud) the ``way`` chosen: the
    action of ``ways`` taken (at whom, which of his cards, as what); ``gr``: the game's piece."""
    kind = CARD_KIND[card]
    if kind in BLACK:
        owner = seat if way.target is None else way.target
        gr.equipment[owner].append(card)
        game.emit(E.EQUIPPED, seat, owner, cards=(card,), count=1)
        if _BITS[card]:  # (the others change no rule in force: nothing to build again)
            game.refresh_rules()
        return
    game.emit(E.PLAYED, seat, way.target, cards=(card,), count=1,
              detail="" if way.as_kind is None else f"as {way.as_kind.key}")
    to_bottom(game, card)
    as_action = play(seat, card, way.target, way.target_card, way.as_kind)  # (the card as played, for its effect)
    if kind is SHOT:
        assert way.target is not None
        game.heal(way.target, 1)
    elif kind is GOLD_RUSH:
        p = game.players[seat]
        game.heal(seat, p.max_hp - p.hp)
        game.another_turn = True
        game.end_turn()
    elif kind is RHUM:
        suits: set[Suit] = set()
        for _ in range(4):
            c = game.take_top()
            if c is None:
                break
            game.discard.append(c)
            game.emit(E.DRAW_CHECK, seat, cards=(c,), count=1, detail="rhum")
            suits.add(game.suit_of(c))
        game.heal(seat, len(suits))
    elif kind is UNION_PACIFIC:
        game.draw(seat, 4)
    elif way.as_kind is Kind.BANG:
        assert way.target is not None
        game.shoot(seat, way.target, game.character(seat).missed_to_cancel)  # no BANG! card: not counted
    elif way.as_kind is Kind.BEER:
        beer_effect(game, seat, as_action)
    elif way.as_kind is Kind.PANIC:
        panic_effect(game, seat, as_action)
    elif way.as_kind is Kind.CAT_BALOU:
        cat_balou_effect(game, seat, as_action)
    elif way.as_kind is Kind.DUEL:
        duel_effect(game, seat, as_action)
    elif way.as_kind is Kind.GENERAL_STORE:
        general_store_effect(game, seat, as_action)


# --- the play phase's moves --------------------------------------------------------------------------


def moves(game: Game, seat: int, opts: list[Action]) -> None:
    """Buy a card of the shop, sell a Beer, pay to discard another's equipment (the Gold Pan's
    and Rucksack's uses too)."""
    gr = game.pieces.get(_KEY)
    if not isinstance(gr, GoldRush):
        gr = piece(game)
    gold = gr.gold[seat]
    p = game.players[seat]
    # (asked at every decision of a play phase: what costs little to rule out, first)
    if gold + 1 >= gr.cheapest:  # (else nothing to buy, not even with Pretty Luzena's nugget off)
        afford = gold  # the dearest card bought now costs this much
        if p.character is PRETTY_LUZENA or p.borrowed is PRETTY_LUZENA:
            afford += _luzena_discount(game, seat)  # (her nugget off: only ever 1, and only for her)
        if afford >= gr.cheapest:
            for card, kind, cost, how in gr.offers:
                if cost > afford:
                    continue
                if how == _WORKED_OUT:
                    opts += ways(game, seat, card, BUY)
                    continue
                if how == _ONE_BLACK and not _OF_KIND[kind].isdisjoint(gr.equipment[seat]):
                    continue  # (``ways``' answer, made here: one way, none if he has one)
                opts.append(quick_action(seat, BUY, card))
    hand = p.hand
    if not BEERS.isdisjoint(hand):  # (most hands have no Beer: found in one look)
        for card in hand:
            if card in BEERS:
                opts.append(quick_action(seat, SELL, card))
    if not gold:
        return  # nothing else comes free
    if gold >= _CHEAPEST_DISCARD and any(gr.equipment):
        for t in game.others_clockwise(seat):
            for card in gr.equipment[t]:
                if COST[CARD_KIND[card]] + 1 <= gold:
                    opts.append(Action(seat, DISCARD_EQUIPMENT, target=t, target_card=card))
    for card in gr.equipment[seat]:
        kind = CARD_KIND[card]
        if kind is GOLD_PAN and game.turn_uses.get("gold_pan", 0) < 2 or kind is RUCKSACK and gold >= 2:
            opts.append(Action(seat, USE, card))


def buy(game: Game, action: Action) -> None:
    seat, card = action.player, action.card
    assert card is not None
    gr = piece(game)
    cost = cost_for(game, seat, card)
    if cost < COST[CARD_KIND[card]]:  # her nugget off, now used
        game.turn_uses["pretty_luzena"] = 1
    pay(game, seat, cost, f"buy {CARD_ID[card]}")
    gr.shop.remove(card)
    refill(game, gr)  # replaced at once
    apply_equipment(game, gr, seat, card, action)


def sell(game: Game, action: Action) -> None:
    seat, card = action.player, action.card
    assert card is not None
    game.discard_from_hand(seat, card)
    game.emit(E.PLAYED, seat, cards=(card,), count=1, detail="sold")
    earn(game, seat, 1, "beer")
    beer_played(game, seat)


def discard_equipment(game: Game, action: Action) -> None:
    seat, target, card = action.player, action.target, action.target_card
    assert target is not None and card is not None
    gr = piece(game)
    pay(game, seat, COST[CARD_KIND[card]] + 1, f"discard {CARD_ID[card]}")
    gr.equipment[target].remove(card)
    game.emit(E.DISCARDED, target, seat, cards=(card,), count=1, detail="gold")
    to_bottom(game, card)
    if _BITS[card]:  # (the others changed no rule in force)
        game.refresh_rules()


def use(game: Game, action: Action) -> None:
    """The Gold Pan (a nugget for a card, twice a turn) or the Rucksack (2 nuggets for a life point)."""
    seat, card = action.player, action.card
    assert card is not None
    game.emit(E.USED, seat, cards=(card,), count=1)
    if CARD_KIND[card] is GOLD_PAN:
        game.turn_uses["gold_pan"] = game.turn_uses.get("gold_pan", 0) + 1
        pay(game, seat, 1, "gold_pan")
        game.draw(seat, 1)
    else:
        pay(game, seat, 2, "rucksack")
        game.heal(seat, 1)


def rescue(game: Game, seat: int) -> tuple[list[Action], int]:
    """A dying player's Rucksack, out of turn too: 2 nuggets for each life point."""
    gr = piece(game)
    gold, equipment = gr.gold[seat], gr.equipment[seat]
    if gold < 2 or _OF_KIND[RUCKSACK].isdisjoint(equipment):
        return [], 0  # (the usual answer, found in one look)
    card = next(c for c in equipment if CARD_KIND[c] is RUCKSACK)
    return [Action(seat, USE, card)], gold // 2


def refusal(game: Game, action: Action) -> Reason | None:
    """Why a Gold Rush decision of the play phase is not legal (None: ask the core's words)."""
    seat, card = action.player, action.card
    gr = piece(game)
    gold = gr.gold[seat]
    if action.type is BUY:
        if card is None or card not in gr.shop:
            return {"code": "not_in_shop", "card": card}
        cost = cost_for(game, seat, card)
        if cost > gold:
            return {"code": "too_dear", "card": card, "cost": cost, "gold": gold, "player": seat}
        if CARD_KIND[card] in BLACK and CARD_KIND[card] is not WANTED and has(game, seat, CARD_KIND[card]):
            return {"code": "equipment_owned", "card": card, "player": seat}
        return {"code": "equipment_way", "card": card}
    if action.type is SELL:
        return {"code": "sell_beer_only", "player": seat}
    if action.type is DISCARD_EQUIPMENT:
        target, taken = action.target, action.target_card
        if target is None or target == seat or not 0 <= target < len(gr.equipment) or taken not in gr.equipment[target]:
            return {"code": "no_such_equipment"}
        assert taken is not None
        cost = COST[CARD_KIND[taken]] + 1
        return {"code": "too_dear", "card": taken, "cost": cost, "gold": gold, "player": seat}
    if action.type is USE and card is not None and card in gr.equipment[seat]:
        if CARD_KIND[card] is GOLD_PAN and game.turn_uses.get("gold_pan", 0) >= 2:
            return {"code": "equipment_used", "card": card, "limit": 2}
        cost = 1 if CARD_KIND[card] is GOLD_PAN else 2
        return {"code": "too_dear", "card": card, "cost": cost, "gold": gold, "player": seat}
    return None


def beer_played(game: Game, seat: int) -> None:
    """A Beer was played, for life or for gold: Madam Yto draws a card."""
    players = game.players
    for s in [seat, *game.others_clockwise(seat)]:
        p = players[s]  # (``_abilities``, without its set: asked at every Beer)
        if (p.character is MADAM_YTO or p.borrowed is MADAM_YTO) and game.rules.abilities_work:
            game.draw(s, 1)


def card_played(game: Game, seat: int, action: Action) -> None:
    if action.card in BEERS and action.as_kind is None:  # (a Beer card played as one: asked at every card)
        beer_played(game, seat)


# --- the moments ----------------------------------------------------------------------------------


def setup(game: Game) -> None:
    """The equipment deck shuffled, three cards face up; nobody has a nugget."""
    deck = list(EQUIPMENT)
    game.rng.shuffle(deck)
    n = len(game.players)
    gr = game.pieces[_KEY] = GoldRush([0] * n, [], deck, [[] for _ in range(n)])
    refill(game, gr)


def life_lost(game: Game, seat: int, lives: int, source: int | None) -> None:
    """A nugget per life point to whoever made another player lose it; Boots and the Lucky
    Charm for every point but the last."""
    gr = game.pieces.get(_KEY)  # (``piece``, without its call: at every hit)
    if not isinstance(gr, GoldRush):
        gr = piece(game)
    if source is not None and source != seat and lives > 0 and game.players[source].alive:
        gr.gold[source] += lives  # (``earn``, written out: at every hit)
        game.emit(E.ABILITY, source, amount=lives, detail="gold wound")
    equipment = gr.equipment[seat]
    if not equipment:
        return  # (no equipment, no Boots nor Lucky Charm: the usual answer, found first)
    p = game.players[seat]
    spared = min(lives, p.hp + lives - 1)  # the points lost that were not the last
    if spared > 0 and p.hp > 0:
        if not _OF_KIND[BOOTS].isdisjoint(equipment):  # (``has``, the piece at hand)
            game.draw(seat, spared)
        if not _OF_KIND[LUCKY_CHARM].isdisjoint(equipment):
            earn(game, seat, spared, "lucky_charm")


def phase_one_end(game: Game, seat: int, drawn: list[int]) -> None:
    """The Pickaxe: one more card in phase 1."""
    if has(game, seat, PICKAXE):
        game.draw(seat, 1)


def elimination(game: Game, dead: int, killer: int | None) -> None:
    """The dead player's equipment to the bottom of the deck, his nuggets to the heap; whoever
    eliminated a Wanted player draws 2 cards and takes a nugget."""
    gr = piece(game)
    wanted = False
    changes = 0  # what his equipment changed in the rules in force (``_BITS``)
    for card in gr.equipment[dead]:
        wanted = wanted or CARD_KIND[card] is WANTED
        changes |= _BITS[card]
        gr.deck.append(card)
    gr.equipment[dead] = []
    gr.gold[dead] = 0
    refill(game, gr)
    if wanted and killer is not None and killer != dead and game.players[killer].alive:
        game.draw(killer, 2)
        earn(game, killer, 1, "wanted")
    if changes or game.ruleset.hooks.elimination[-1] is not elimination:
        game.refresh_rules()  # (the last one's with nothing gone that changed them: built again by the
        # core only where another modifier reads who is out, ``RulesInForce.out_bound``)


def in_force(game: Game, rules: RulesInForce) -> None:
    """The black equipment's numbers: the Gun Belt's hand limit, the Horseshoe's extra card
    for each "draw!", the Calumet's immunity to Diamonds (not in Duels); the Pickaxe's moment
    at the end of phase 1 only while one is in play, and the moment of a card played only
    while a player has Madam Yto's ability (hers or borrowed: a Beer played draws her a card).
    Not ``out_bound``: an elimination that takes such equipment away builds them again itself
    (``elimination``), the others change nothing here."""
    for p in game.players:
        if p.character is MADAM_YTO or p.borrowed is MADAM_YTO:
            break
    else:  # (no card played pays for a call)
        rules.hooks = rules.hooks.without_moment(card_played)
    gr = game.pieces.get(_KEY)
    pickaxe = False
    if isinstance(gr, GoldRush) and any(gr.equipment):  # (none yet, no piece yet: no look at each)
        characters = rules.characters
        for seat, cards in enumerate(gr.equipment):
            if not cards:
                continue
            bits = 0
            for card in cards:
                bits |= _BITS[card]
            if bits & _PICKAXE_BIT:
                pickaxe = True
            if bits & _NUMBERS and seat < len(characters):
                characters[seat] = _equipped(characters[seat], bits & _NUMBERS)
    if not pickaxe:  # (no turn pays for asking at the end of its phase 1)
        rules.hooks = rules.hooks.without_moment(phase_one_end)


_EQUIPPED: Final[dict[tuple[int, int], tuple[CharacterInfo, CharacterInfo]]] = {}
"""``_equipped``'s records, by the character's record (its id, kept with it) and the cards:
made once, not at every rules build."""


def _equipped(c: CharacterInfo, bits: int) -> CharacterInfo:
    """``c`` with the numbers of the Gun Belt, the Horseshoe, the Calumet in front of him
    (``_BITS``)."""
    key = (id(c), bits)
    known = _EQUIPPED.get(key)
    if known is not None and known[0] is c:
        return known[1]
    changes: dict[str, Any] = {}
    if bits & _GUN_BELT_BIT:
        changes["hand_limit"] = max(GUN_BELT_LIMIT, c.hand_limit or 0)
    if bits & _HORSESHOE_BIT:
        changes["draw_check_cards"] = c.draw_check_cards + 1
    if bits & _CALUMET_BIT:
        changes["immune_suit"], changes["immune_but"] = Suit.DIAMONDS, (Kind.DUEL,)
    out = replace(c, **changes)
    if len(_EQUIPPED) > 1024:  # (a borrowed ability is a new record each time: keep it small)
        _EQUIPPED.clear()
    _EQUIPPED[key] = (c, out)
    return out


# --- Josh McCloud's card: used at once, the way he chooses ---------------------------------------


@dataclass(slots=True)
class UseEquipment(Step):
    """The equipment card ``card`` taken from the deck is used: its player chooses how."""

    player: int
    card: int

    def resolve(self, game: Game) -> bool:
        options = ways(game, self.player, self.card, CHOOSE)
        if not options:  # a black card he has already: discarded
            game.stack.pop()
            game.emit(E.DISCARDED, self.player, cards=(self.card,), count=1, detail="josh_mccloud")
            to_bottom(game, self.card)
            return True
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self.player
        return game.decision(seat, "choose", ways(game, seat, self.card, CHOOSE))

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        apply_equipment(game, piece(game), self.player, self.card, action)

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "josh_mccloud", "card": CARD_ID[self.card]}


# --- a scenario's keys -----------------------------------------------------------------------------


def scenario(game: Game, position: dict[str, Any]) -> None:
    """Each player's ``gold`` and black equipment (named in his ``in_play``), the ``shop`` and
    the ``shop_deck`` (top first); omitted, the table's order (FORMAT.md)."""
    n = len(game.players)
    rest = list(EQUIPMENT)

    def take(spec: object, where: str) -> int:
        card = next((c for c in rest if CARD_ID[c] == spec), None)
        if card is None:
            raise MalformedAction(f"{where}: no equipment card {spec!r} left to place")
        rest.remove(card)
        return card

    gold, equipment = [0] * n, [[] for _ in range(n)]  # type: list[int], list[list[int]]
    for seat, spec in enumerate(position.get("players", [])[:n]):
        value = spec.get("gold", 0)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise MalformedAction(f"{game.players[seat].name}: 'gold' must be a whole number, not {value!r}")
        gold[seat] = value
        for name in spec.get("in_play") or []:
            if isinstance(name, str) and name in {CARD_ID[c] for c in EQUIPMENT}:
                equipment[seat].append(take(name, game.players[seat].name))
    shop_spec, deck_spec = position.get("shop"), position.get("shop_deck")
    for key, value in (("shop", shop_spec), ("shop_deck", deck_spec)):
        if value is not None and not isinstance(value, list):
            raise MalformedAction(f"'{key}' must be a list of equipment cards")
    shop = [take(s, "'shop'") for s in shop_spec] if shop_spec is not None else []
    deck = [take(s, "'shop_deck'") for s in deck_spec] if deck_spec is not None else []
    if shop_spec is None:
        shop, rest = rest[:SHOP_SIZE], rest[SHOP_SIZE:]
    if len(shop) > SHOP_SIZE:
        raise MalformedAction("'shop' shows at most 3 cards")
    if deck_spec is None:
        deck = rest
    game.pieces[_KEY] = GoldRush(gold, shop, deck, equipment)
