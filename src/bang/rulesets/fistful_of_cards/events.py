"""A Fistful of Cards' 15 event cards, each its data and what it does (``EventCard``), in
the order of FORMAT.md's list; ``a_fistful_of_cards``, the final card, stays to the end.

docs/rulings.md gives each one's source and the choices made where the printings differ
or are silent (Abandoned Mine, Ricochet, Sniper, Russian Roulette, Law of the West).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Final

from ...actions import Action, ActionType
from ...box import CARD_GOES_IN_PLAY, CARD_KIND, Suit
from ...events import EventType
from ...ruleset import DrawRule, Expansion, Reason
from ...state import Phase
from ...vocabulary import Kind
from ..base.cards import bang_effect
from ..event_cards import (
    HOOKS,
    ROUND,
    EventCard,
    deck_of,
    event_decks_go_together,
    first_out,
    register,
    scenario,
)
from .steps import BloodBrothers, Ranch, Ricochet, RussianRoulette, Vendetta

if TYPE_CHECKING:
    from ...in_force import RulesInForce
    from ...rules import Game, Pending
    from ...steps import DrawPhase

BOX: Final = "fistful_of_cards"
E: Final = EventType
EVENT: Final = ActionType.EVENT
DRAW: Final = ActionType.DRAW
PLAY: Final = ActionType.PLAY
RED: Final[tuple[Suit, ...]] = (Suit.HEARTS, Suit.DIAMONDS)


# --- phase 1 ------------------------------------------------------------------------------------


def _mine_draws(game: Game, step: DrawPhase) -> bool:
    """Abandoned Mine: phase 1 draws from the discard pile (its top first), from the deck
    once it runs out; a player who drew from it puts the cards he plays and discards this
    turn face down on top of the deck."""
    seat = step.player
    count = game.rules.phase_one_cards
    taken = 0
    while taken < count and game.discard:
        card = game.discard.pop()
        game.players[seat].hand.append(card)
        game.emit(E.DREW_FROM_DISCARD, seat, cards=(card,), count=1)
        taken += 1
    game.draw(seat, count - taken)
    if taken:
        game.turn_uses["abandoned_mine"] = 1
        game.refresh_rules()
    game.end_draw_phase()
    return True


def _abandoned_mine(game: Game, rules: RulesInForce) -> None:
    rules.draw = MINE_DRAW
    if game.turn_uses.get("abandoned_mine"):
        rules.discards_on_deck = True
        rules.turn_bound = True


MINE_DRAW: Final = DrawRule("abandoned_mine", _mine_draws)


def _liquor_draws(game: Game, step: DrawPhase) -> bool:
    """Hard Liquor: a player may skip phase 1 to regain a life point (at full life too: the
    card names no condition, the life is then lost); else he draws his own way."""
    if not step.declined:
        return False
    own = game.character(step.player).draw
    if own is not None:
        return own.resolve(game, step)
    game.draw(step.player, game.rules.phase_one_cards)
    game.end_draw_phase()
    return True


def _liquor_choices(game: Game, step: DrawPhase) -> tuple[Pending, list[Action]]:
    if not step.declined:
        return game.ask_draw(step.player, [Action(step.player, EVENT)])
    own = game.character(step.player).draw
    assert own is not None and own.decide is not None
    return own.decide(game, step)


def _liquor_answer(game: Game, step: DrawPhase, action: Action) -> None:
    if step.declined:
        own = game.character(step.player).draw
        assert own is not None and own.answer is not None
        own.answer(game, step, action)
    elif action.type is EVENT:
        game.emit(E.EVENT_EFFECT, step.player, detail="hard_liquor")
        game.heal(step.player, 1)
        game.end_draw_phase()
    else:
        step.declined = True  # he draws: his own way (a question of his own may follow)


LIQUOR_DRAW: Final = DrawRule("hard_liquor", _liquor_draws, _liquor_choices, _liquor_answer)


def _hard_liquor(game: Game, rules: RulesInForce) -> None:
    rules.draw = LIQUOR_DRAW


def _peyote_draws(game: Game, step: DrawPhase) -> bool:
    """Peyote: instead of drawing, a player guesses the colour of the deck's top card,
    again after each right guess (asked while the deck has a card)."""
    if step.started or not (game.deck or game.discard):
        game.end_draw_phase()
        return True
    return False


def _peyote_choices(game: Game, step: DrawPhase) -> tuple[Pending, list[Action]]:
    seat = step.player
    return game.decision(seat, "draw", [Action(seat, EVENT, choice="red"), Action(seat, EVENT, choice="black")])


def _peyote_guess(game: Game, step: DrawPhase, action: Action) -> None:
    """The top card is drawn and shown: kept on a right guess, discarded on a wrong one
    (its printed colour: no other event is in force with Peyote)."""
    seat = action.player
    card = game.take_top()
    if card is None:
        step.started = True
        return
    right = (game.suit_of(card) in RED) == (action.choice == "red")
    game.emit(E.DRAW_CHECK, seat, cards=(card,), count=1, detail=f"peyote {action.choice} {'right' if right else 'wrong'}")
    if right:
        game.players[seat].hand.append(card)
        step.count += 1
    else:
        game.discard.append(card)
        step.started = True  # a wrong guess ends phase 1


PEYOTE_DRAW: Final = DrawRule("peyote", _peyote_draws, _peyote_choices, _peyote_guess)


def _peyote(game: Game, rules: RulesInForce) -> None:
    rules.draw = PEYOTE_DRAW


def _law_shows(game: Game, seat: int, drawn: list[int]) -> None:
    """Law of the West: the second card drawn in phase 1 is shown, and must be played in
    the turn if it can be (the play phase cannot end while it can)."""
    if len(drawn) < 2:
        return
    card = drawn[1]
    game.emit(E.REVEALED, seat, cards=(card,), count=1, detail="law_of_the_west")
    game.turn_uses["law_of_the_west"] = card + 1  # (0 would read as none)
    game.refresh_rules()


def _law_of_the_west(game: Game, rules: RulesInForce) -> None:
    shown = game.turn_uses.get("law_of_the_west")
    if shown:
        rules.must_play = shown - 1
        rules.turn_bound = True


def _ranch(game: Game, seat: int, drawn: list[int]) -> None:
    if game.players[seat].alive and game.players[seat].hand:
        game.stack.append(Ranch(seat))


# --- the rules while in force ---------------------------------------------------------------------


def _ambush(game: Game, rules: RulesInForce) -> None:
    rules.distance_one = True


def _lasso(game: Game, rules: RulesInForce) -> None:
    rules.cards_in_play_work = False


def _nothing_in_play(game: Game, action: Action) -> Reason | None:
    """The Judge: no card is put in play in front of anyone (blue and green cards, Jail too)."""
    if action.type is PLAY and action.card is not None and action.as_kind is None and CARD_GOES_IN_PLAY[action.card]:
        return {"code": "event_forbids", "event": "the_judge"}
    return None


def _the_judge(game: Game, rules: RulesInForce) -> None:
    rules.restrictions.append(_nothing_in_play)


def _dead_man(game: Game, rules: RulesInForce) -> None:
    rules.out_bound = True  # (the first one out: built again at each elimination)
    first = first_out(game)
    if first is not None and not game.players[first].alive:
        rules.turn_takers = (first,)


def _dead_man_returns(game: Game, seat: int) -> None:
    """The first player out comes back in his turn, with 2 life points and 2 cards."""
    if seat == first_out(game) and not game.players[seat].alive:
        game.return_to_play(seat, 2)
        game.draw(seat, 2)


def _blood_brothers(game: Game, seat: int) -> None:
    game.stack.append(BloodBrothers(seat))


def _russian_roulette(game: Game, seat: int) -> None:
    order = (seat, *game.others_clockwise(seat))
    game.stack.append(RussianRoulette(order))


def _vendetta(game: Game, seat: int) -> None:
    """At the end of his turn (not one Jail made him skip, nor the turn Vendetta gave)."""
    deck = deck_of(game)
    assert deck is not None
    if deck.notes.pop("vendetta", -1) == seat:
        return  # the turn Vendetta gave: no "draw!" at its end
    if game.players[seat].alive and game.phase in (Phase.PLAY, Phase.DISCARD):
        game.stack.append(Vendetta(seat))


def _fistful(game: Game, seat: int) -> None:
    """A Fistful of Cards: at the start of his turn a player is the target of one BANG! per
    card in his hand (nobody fired them)."""
    p = game.players[seat]
    if p.alive and not p.ghost and p.hand:
        game.emit(E.EVENT_EFFECT, seat, count=len(p.hand), detail="a_fistful_of_cards")
        for _ in p.hand:
            game.shoot(None, seat, 1)


# --- the play phase: Ricochet and Sniper ------------------------------------------------------------


def _ricochets(game: Game, seat: int, legal: list[Action]) -> None:
    """Ricochet: a BANG! card (or one that counts as it) discarded against any card in play
    in front of another player, at any distance; it is not the turn's BANG!."""
    bangs = [(c, None if CARD_KIND[c] is Kind.BANG else Kind.BANG) for c in game.players[seat].hand
             if game.counts_as(seat, c, Kind.BANG) is not None]
    for card, as_kind in bangs:
        for t in game.others_clockwise(seat):
            for aimed in game.players[t].in_play:
                legal.append(Action(seat, PLAY, card=card, target=t, target_card=aimed, as_kind=as_kind))


def _bang_or_ricochet(game: Game, seat: int, action: Action) -> None:
    if action.target_card is None:
        bang_effect(game, seat, action)
        return
    assert action.target is not None
    game.stack.append(Ricochet(action.target, action.target_card, seat))


def _ricochet(game: Game, rules: RulesInForce) -> None:
    rules.moves = _ricochets
    rules.effects = {**rules.effects, Kind.BANG: _bang_or_ricochet}


def _sniper_shots(game: Game, seat: int, legal: list[Action]) -> None:
    """Sniper: two BANG! cards discarded together at a player within reach: one shot that
    two Missed! cancel; it is not the turn's BANG!."""
    bangs = sorted(c for c in game.players[seat].hand if CARD_KIND[c] is Kind.BANG)
    if len(bangs) < 2:
        return
    reach = game.reach(seat)
    targets = [t for t, d in game.distances_from(seat) if d <= reach]
    for pair in combinations(bangs, 2):
        legal += [Action(seat, EVENT, target=t, cards=pair) for t in targets]


def _sniper_fires(game: Game, action: Action) -> None:
    seat, target = action.player, action.target
    assert target is not None
    for c in action.cards:
        game.players[seat].hand.remove(c)
        game.put_down(seat, c)
    game.emit(E.PLAYED, seat, target, cards=action.cards, count=len(action.cards), detail="sniper")
    game.refill_empty_hand(seat)
    game.shoot(seat, target, 2)


def _sniper(game: Game, rules: RulesInForce) -> None:
    rules.moves = _sniper_shots
    rules.event_move = _sniper_fires


CARDS: Final[tuple[EventCard, ...]] = (
    EventCard("abandoned_mine", "Abandoned Mine", BOX,
              "Phase 1 draws from the discard pile; then the cards played and discarded go face down on the deck.",
              rules=_abandoned_mine),
    EventCard("ambush", "Ambush", BOX, "Every distance between two players is 1; only cards in play change it.",
              rules=_ambush),
    EventCard("blood_brothers", "Blood Brothers", BOX,
              "At the start of his turn a player may give one of his life points (not his last) to another player.",
              turn_start=_blood_brothers),
    EventCard("dead_man", "Dead Man", BOX,
              "The first player eliminated comes back in his turn with 2 life points and 2 cards.",
              rules=_dead_man, turn_start=_dead_man_returns),
    EventCard("hard_liquor", "Hard Liquor", BOX, "A player may skip phase 1 to regain a life point.",
              rules=_hard_liquor),
    EventCard("lasso", "Lasso", BOX, "Cards in play have no effect.", rules=_lasso),
    EventCard("law_of_the_west", "Law of the West", BOX,
              "The second card drawn in phase 1 is shown and must be played in the turn if it can be.",
              rules=_law_of_the_west, phase_one_end=_law_shows),
    EventCard("peyote", "Peyote", BOX,
              "Phase 1: guess the colour of the deck's top card; a right guess keeps it and guesses again.",
              rules=_peyote),
    EventCard("ranch", "Ranch", BOX,
              "After phase 1 a player may discard cards from his hand and draw as many, once.",
              phase_one_end=_ranch),
    EventCard("ricochet", "Ricochet", BOX,
              "A BANG! card may be discarded against a card in play: its owner saves it with a Missed!.",
              rules=_ricochet),
    EventCard("russian_roulette", "Russian Roulette", BOX,
              "On its reveal, from the Sheriff on, each player discards a Missed! until one cannot: he loses 2 life points.",
              revealed=_russian_roulette),
    EventCard("sniper", "Sniper", BOX,
              "Two BANG! cards together make one shot at a player within reach, which takes two Missed! to cancel.",
              rules=_sniper),
    EventCard("the_judge", "The Judge", BOX, "No card may be put in play in front of anyone.", rules=_the_judge),
    EventCard("vendetta", "Vendetta", BOX,
              "At the end of his turn a player draws!: on Hearts he plays another turn.",
              turn_end=_vendetta),
    EventCard("a_fistful_of_cards", "A Fistful of Cards", BOX,
              "At the start of his turn a player is the target of one BANG! per card in his hand.",
              final=True, turn_start=_fistful),
)
KEYS: Final = register(BOX, CARDS, ROUND)

FISTFUL_OF_CARDS: Final = Expansion(name=BOX, cards=(), card_rules={}, characters={}, hooks=HOOKS, scenario=scenario,
                                    goes_with=event_decks_go_together)
