"""The 16 characters of the base game: each one's data beside its ability's hooks.

The hooks are the named points of ``ruleset.CharacterInfo``: ``draw`` (phase 1),
``on_hit`` (after losing lives), ``on_empty_hand``, ``on_elimination`` (another
player is out: Vulture Sam takes the cards, or shares them out with a second one),
``at_any_time`` (an ability usable whenever), and the numbers read where they apply
(distance, built-in Barrel, BANG! limit, Missed! needed, one card played as another,
cards flipped per "draw!").
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any, Final

from ...actions import HAND, Action, ActionType, DrawSource
from ...box import Suit
from ...events import EventType
from ...ruleset import Ability, CharacterInfo, DrawRule, refuse
from ...state import Step
from ...vocabulary import Character, Kind

if TYPE_CHECKING:
    from ...rules import Game, Pending
    from ...ruleset import Reason
    from ...steps import DrawPhase

E: Final = EventType
RED: Final[tuple[Suit, ...]] = (Suit.HEARTS, Suit.DIAMONDS)

# --- phase 1: drawing ---------------------------------------------------------------------
# Each way of drawing counts from the cards a player draws now in phase 1 (two, unless the
# event in force says otherwise: ``game.rules.phase_one_cards``).


def _draw_usual(game: Game, seat: int) -> bool:
    game.draw(seat, game.rules.phase_one_cards)
    game.end_draw_phase()
    return True


def _black_jack_draws(game: Game, step: DrawPhase) -> bool:
    """He shows his second card: on a heart or diamond he draws one more."""
    seat = step.player
    count = game.rules.phase_one_cards
    game.draw(seat, min(count, 1))
    second = game.take_top() if count >= 2 else None
    if second is not None:
        game.players[seat].hand.append(second)
        game.emit(E.DREW, seat, cards=(second,), count=1, detail="shown")
        game.draw(seat, count - 2)
        if game.suit_of(second) in RED:
            game.draw(seat, 1)
    game.end_draw_phase()
    return True


def _jesse_jones_draws(game: Game, step: DrawPhase) -> bool:
    """He chooses, when another player has cards in hand; else two from the deck."""
    if any(game.players[s].hand for s in game.others_clockwise(step.player)) and game.rules.phase_one_cards:
        return False
    return _draw_usual(game, step.player)


def _jesse_jones_choices(game: Game, step: DrawPhase) -> tuple[Pending, list[Action]]:
    seat = step.player
    return game.ask_draw(seat, [
        Action(seat, ActionType.DRAW, target=s, source=DrawSource.PLAYER)
        for s in game.others_clockwise(seat)
        if game.players[s].hand
    ])


def _pedro_ramirez_draws(game: Game, step: DrawPhase) -> bool:
    """He chooses while the discard pile has a card; else two from the deck."""
    if game.discard and game.rules.phase_one_cards:
        return False
    return _draw_usual(game, step.player)


def _pedro_ramirez_choices(game: Game, step: DrawPhase) -> tuple[Pending, list[Action]]:
    seat = step.player
    return game.ask_draw(seat, [Action(seat, ActionType.DRAW, source=DrawSource.DISCARD)])


def _first_card_then_one(game: Game, step: DrawPhase, action: Action) -> None:
    """Jesse Jones / Pedro Ramirez: the first card from where he chose, the others (one) from the deck."""
    seat = action.player
    if action.source is DrawSource.PLAYER:
        assert action.target is not None
        game.steal_random(seat, action.target)  # Suzy draws before Jesse's second card
    elif action.source is DrawSource.DISCARD:
        card = game.discard.pop()
        game.players[seat].hand.append(card)
        game.emit(E.DREW_FROM_DISCARD, seat, cards=(card,), count=1)
    else:
        game.draw(seat, 1)
    game.draw(seat, game.rules.phase_one_cards - 1)
    game.end_draw_phase()


def _kit_carlson_draws(game: Game, step: DrawPhase) -> bool:
    """He looks at the top three cards and keeps two (all there are, if fewer); keeping
    one card less or more where the usual count is (FAQ 06: under Thirst he keeps one of
    three, under Train Arrival he takes all three)."""
    seat = step.player
    keep = game.rules.phase_one_cards
    if not step.started:
        step.started = True
        cards = [c for c in (game.take_top() for _ in range(max(3, keep))) if c is not None]
        game.revealed.extend(cards)
        game.revealed_to = seat
        game.emit(E.REVEALED, seat, cards=tuple(cards), count=len(cards), private_to=(seat,))
    if len(game.revealed) > keep:
        return False
    game.keep_revealed(seat, list(game.revealed))
    game.end_draw_phase()
    return True


def _kit_carlson_choices(game: Game, step: DrawPhase) -> tuple[Pending, list[Action]]:
    seat = step.player
    return game.decision(seat, "choose", [
        Action(seat, ActionType.CHOOSE, cards=kept)
        for kept in combinations(sorted(game.revealed), game.rules.phase_one_cards)
    ])


def _kit_carlson_keeps(game: Game, step: DrawPhase, action: Action) -> None:
    game.keep_revealed(action.player, list(action.cards))
    game.end_draw_phase()


BLACK_JACK_DRAW = DrawRule("black_jack", _black_jack_draws)
JESSE_JONES_DRAW = DrawRule("jesse_jones", _jesse_jones_draws, _jesse_jones_choices, _first_card_then_one)
KIT_CARLSON_DRAW = DrawRule("kit_carlson", _kit_carlson_draws, _kit_carlson_choices, _kit_carlson_keeps)
PEDRO_RAMIREZ_DRAW = DrawRule("pedro_ramirez", _pedro_ramirez_draws, _pedro_ramirez_choices,
                              _first_card_then_one)

# --- other hooks ----------------------------------------------------------------------------


def _bart_cassidy_hit(game: Game, seat: int, lives: int, source: int | None) -> None:
    game.draw(seat, lives)


def _el_gringo_hit(game: Game, seat: int, lives: int, source: int | None) -> None:
    if source is not None and source != seat:
        for _ in range(lives):
            game.steal_random(seat, source)


def _suzy_lafayette_empty(game: Game, seat: int) -> None:
    game.draw(seat, 1)


def _vulture_sam_takes(game: Game, seat: int, dead: int) -> bool:
    """All the dead player's cards into his hand; shared out card by card when another
    living player has his ability too (Vera Custer copying him: ``VultureSamsShare``)."""
    hook = CHARACTER_INFO[_C.VULTURE_SAM].on_elimination  # Vera Custer's copy holds the same one
    takers = [s for s in game.others_clockwise(dead) if game.character(s).on_elimination is hook]
    if len(takers) > 1:
        game.stack.append(VultureSamsShare(dead, tuple(takers)))
        return True
    d = game.players[dead]
    cards = d.hand + d.in_play
    d.hand, d.in_play = [], []
    game.players[seat].hand.extend(cards)
    game.emit(E.PICKED, seat, dead, cards=tuple(cards), count=len(cards), detail="vulture_sam",
              private_to=(seat, dead))
    return True


@dataclass(slots=True)
class VultureSamsShare(Step):
    """Two players with Vulture Sam's ability (FAQ-it D03: Vera Custer copied him) share
    a dead player's cards: one card each in turn, the first after the dead player
    clockwise first, until none is left; each time a random card from the hand or a
    card in play of the taker's choice."""

    dead: int
    takers: tuple[int, ...]  # clockwise from the dead player
    next_index: int = 0

    name = "vulture_sam"

    def _taker(self) -> int:
        return self.takers[self.next_index % len(self.takers)]

    def resolve(self, game: Game) -> bool:
        d = game.players[self.dead]
        if d.hand or d.in_play:
            return False
        game.stack.pop()
        return True

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat, d = self._taker(), game.players[self.dead]
        options = [Action(seat, ActionType.CHOOSE, target=self.dead, target_card=HAND)] if d.hand else []
        options += [Action(seat, ActionType.CHOOSE, target=self.dead, target_card=c) for c in d.in_play]
        return game.decision(seat, "choose", options)

    def answer(self, game: Game, action: Action) -> None:
        seat, card = action.player, action.target_card
        self.next_index += 1
        if card == HAND:
            game.steal_random(seat, self.dead)
            return
        assert card is not None
        game.players[self.dead].in_play.remove(card)
        game.players[seat].hand.append(card)
        game.emit(E.TOOK, seat, self.dead, cards=(card,), count=1, detail="vulture_sam")

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "vulture_sam", "target": self.dead}


def _sid_ketchum_options(game: Game, seat: int, why: Reason | None = None,
                         aimed: Action | None = None) -> list[Action]:
    p = game.players[seat]
    if not (p.alive and p.hp < p.max_hp):
        refuse(why, "full_life")
        return []
    if len(p.hand) < 2 or (aimed is not None and len(aimed.cards) != 2):
        refuse(why, "ability_cards", count=2)
        return []
    return [Action(seat, ActionType.ABILITY, cards=pair) for pair in combinations(sorted(p.hand), 2)]


def _sid_ketchum_heals(game: Game, action: Action) -> None:
    seat = action.player
    for c in action.cards:
        game.discard_from_hand(seat, c)
    game.emit(E.ABILITY, seat, cards=action.cards, count=len(action.cards))
    game.heal(seat, 1)


def _sid_ketchum_lives(game: Game, seat: int, beers: int) -> int:
    return (len(game.players[seat].hand) - beers) // 2


SID_KETCHUM_HEAL = Ability(_sid_ketchum_options, _sid_ketchum_heals, _sid_ketchum_lives)

# --- the characters -----------------------------------------------------------------------------

_C = Character
CHARACTER_INFO: dict[Character, CharacterInfo] = {
    c.character: c
    for c in (
        CharacterInfo(_C.BART_CASSIDY, "Bart Cassidy", 4,
                      "Each time he loses a life point, he draws a card from the deck.",
                      on_hit=_bart_cassidy_hit),
        CharacterInfo(_C.BLACK_JACK, "Black Jack", 4,
                      "Shows his second draw; on a heart or diamond he draws one more card.",
                      draw=BLACK_JACK_DRAW),
        CharacterInfo(_C.CALAMITY_JANET, "Calamity Janet", 4,
                      "Uses BANG! cards as Missed! and Missed! cards as BANG!.",
                      plays_as={Kind.BANG: Kind.MISSED, Kind.MISSED: Kind.BANG}),
        CharacterInfo(_C.EL_GRINGO, "El Gringo", 3,
                      "Each time another player's card costs him a life, he draws a "
                      "random card from that player's hand.",
                      on_hit=_el_gringo_hit),
        CharacterInfo(_C.JESSE_JONES, "Jesse Jones", 4,
                      "May draw his first card from the hand of another player.",
                      draw=JESSE_JONES_DRAW),
        CharacterInfo(_C.JOURDONNAIS, "Jourdonnais", 4,
                      "Has a Barrel in play at all times.", barrels=1),
        CharacterInfo(_C.KIT_CARLSON, "Kit Carlson", 4,
                      "Looks at the top three cards, keeps two and puts the other back.",
                      draw=KIT_CARLSON_DRAW),
        CharacterInfo(_C.LUCKY_DUKE, "Lucky Duke", 4,
                      "Each \"draw!\" flips two cards; he chooses the one that counts.",
                      draw_check_cards=2),
        CharacterInfo(_C.PAUL_REGRET, "Paul Regret", 3,
                      "Has a Mustang in play at all times.", seen_farther=1),
        CharacterInfo(_C.PEDRO_RAMIREZ, "Pedro Ramirez", 4,
                      "May draw his first card from the top of the discard pile.",
                      draw=PEDRO_RAMIREZ_DRAW),
        CharacterInfo(_C.ROSE_DOOLAN, "Rose Doolan", 4,
                      "Has a Scope in play at all times.", sees_closer=1),
        CharacterInfo(_C.SID_KETCHUM, "Sid Ketchum", 4,
                      "At any time, may discard two cards to regain one life point.",
                      at_any_time=SID_KETCHUM_HEAL),
        CharacterInfo(_C.SLAB_THE_KILLER, "Slab the Killer", 4,
                      "Two Missed! are needed to cancel his BANG!.", missed_to_cancel=2),
        CharacterInfo(_C.SUZY_LAFAYETTE, "Suzy Lafayette", 4,
                      "As soon as she has no cards in hand, she draws one.",
                      on_empty_hand=_suzy_lafayette_empty),
        CharacterInfo(_C.VULTURE_SAM, "Vulture Sam", 4,
                      "Takes all the cards of every eliminated player into his hand.",
                      on_elimination=_vulture_sam_takes),
        CharacterInfo(_C.WILLY_THE_KID, "Willy the Kid", 4,
                      "May play any number of BANG! cards in his turn.",
                      unlimited_bang=True),
    )
}
