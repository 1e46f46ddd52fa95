"""Gold Rush's 8 characters: each one's data beside its hooks (docs/rulings.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...actions import Action, ActionType
from ...box import Suit
from ...events import EventType
from ...ruleset import Ability, CharacterInfo, DrawRule, Reason, refuse
from ...vocabulary import Character
from .box import (
    DON_BELL,
    DUTCH_WILL,
    JACKY_MURIETA,
    JOSH_MCCLOUD,
    MADAM_YTO,
    PRETTY_LUZENA,
    RADDIE_SNAKE,
    SIMEON_PICOS,
)
from .shop import UseEquipment, earn, pay, piece

if TYPE_CHECKING:
    from ...rules import Game, Pending
    from ...steps import DrawPhase

E: Final = EventType
ABILITY: Final = ActionType.ABILITY
CHOOSE: Final = ActionType.CHOOSE
BOX: Final = "gold_rush"


def _don_bell_turn_end(game: Game, seat: int) -> None:
    """At the end of his turn, "draw!": Hearts or Diamonds, he plays another turn; not at the
    end of that one."""
    gr = piece(game)
    if not game.players[seat].alive or gr.bell_turn == game.turn_count or game.winner is not None:
        return
    n = game.character(seat).draw_check_cards
    red = False
    for _ in range(n):  # with two cards (Horseshoe), the better one counts
        card = game.take_top()
        if card is None:
            break
        game.discard.append(card)
        game.emit(E.DRAW_CHECK, seat, cards=(card,), count=1, detail="don_bell")
        red = red or game.suit_of(card) in (Suit.HEARTS, Suit.DIAMONDS)
    if red:
        gr.bell_turn = game.turn_count + 1
        game.another_turn = True


def _dutch_will_draws(game: Game, step: DrawPhase) -> bool:
    seat = step.player
    if not step.started:
        step.started = True
        cards = [c for c in (game.take_top() for _ in range(2)) if c is not None]
        game.revealed.extend(cards)
        game.revealed_to = seat
        game.emit(E.REVEALED, seat, cards=tuple(cards), count=len(cards), private_to=(seat,))
    if len(game.revealed) > 1:
        return False
    _dutch_will_keeps(game, step, Action(seat, CHOOSE, cards=tuple(game.revealed)))
    return True


def _dutch_will_choices(game: Game, step: DrawPhase) -> tuple[Pending, list[Action]]:
    seat = step.player
    return game.decision(seat, "choose", [Action(seat, CHOOSE, cards=(c,)) for c in sorted(game.revealed)])


def _dutch_will_keeps(game: Game, step: DrawPhase, action: Action) -> None:
    seat = action.player
    rest = [c for c in game.revealed if c not in action.cards]
    game.revealed.clear()
    game.revealed_to = None
    game.players[seat].hand.extend(action.cards)
    game.emit(E.PICKED, seat, cards=action.cards, count=len(action.cards), private_to=(seat,))
    for c in rest:
        game.discard.append(c)
        game.emit(E.DISCARDED, seat, cards=(c,), count=1, detail="dutch_will")
    earn(game, seat, 1, "dutch_will")
    game.end_draw_phase()


DUTCH_WILL_DRAW: Final = DrawRule("dutch_will", _dutch_will_draws, _dutch_will_choices, _dutch_will_keeps)


def _jacky_options(game: Game, seat: int, why: Reason | None = None, aimed: Action | None = None) -> list[Action]:
    """2 nuggets for a BANG! at a player within reach, as often as he can pay."""
    if piece(game).gold[seat] < 2:
        refuse(why, "not_enough_gold", cost=2)
        return []
    reach = game.reach(seat)
    targets = [t for t, d in game.distances_from(seat) if d <= reach]
    if not targets:
        refuse(why, "out_of_reach")
    return [Action(seat, ABILITY, target=t) for t in targets]


def _jacky_shoots(game: Game, action: Action) -> None:
    assert action.target is not None
    pay(game, action.player, 2, "jacky_murieta")
    game.emit(E.ABILITY, action.player, action.target, detail="jacky_murieta")
    game.shoot(action.player, action.target, game.character(action.player).missed_to_cancel)


def _josh_options(game: Game, seat: int, why: Reason | None = None, aimed: Action | None = None) -> list[Action]:
    gr = piece(game)
    if gr.gold[seat] < 2:
        refuse(why, "not_enough_gold", cost=2)
        return []
    if not gr.deck:
        refuse(why, "no_cards")
        return []
    return [Action(seat, ABILITY)]


def _josh_takes(game: Game, action: Action) -> None:
    seat = action.player
    gr = piece(game)
    pay(game, seat, 2, "josh_mccloud")
    card = gr.deck.pop(0)
    game.emit(E.ABILITY, seat, cards=(card,), count=1, detail="josh_mccloud")
    game.stack.append(UseEquipment(seat, card))


def _raddie_options(game: Game, seat: int, why: Reason | None = None, aimed: Action | None = None) -> list[Action]:
    if game.turn_uses.get("raddie_snake", 0) >= 2:
        refuse(why, "ability_used", limit=2)
        return []
    if piece(game).gold[seat] < 1:
        refuse(why, "not_enough_gold", cost=1)
        return []
    return [Action(seat, ABILITY)]


def _raddie_draws(game: Game, action: Action) -> None:
    seat = action.player
    game.turn_uses["raddie_snake"] = game.turn_uses.get("raddie_snake", 0) + 1
    pay(game, seat, 1, "raddie_snake")
    game.draw(seat, 1)


def _simeon_picos_hit(game: Game, seat: int, lives: int, source: int | None) -> None:
    earn(game, seat, lives, "simeon_picos")


_C: Final = Character
CHARACTER_INFO: Final[dict[Character, CharacterInfo]] = {
    c.character: c
    for c in (
        CharacterInfo(DON_BELL, "Don Bell", 4,
                      "At the end of his turn, \"draw!\": Hearts or Diamonds, he plays another turn.",
                      on_turn_end=_don_bell_turn_end, box=BOX),
        CharacterInfo(DUTCH_WILL, "Dutch Will", 4,
                      "Draws two cards, keeps one, discards the other and takes a gold nugget.",
                      draw=DUTCH_WILL_DRAW, box=BOX),
        CharacterInfo(JACKY_MURIETA, "Jacky Murieta", 4,
                      "In his turn, may pay 2 gold nuggets for an extra BANG!.",
                      in_turn=Ability(_jacky_options, _jacky_shoots), box=BOX),
        CharacterInfo(JOSH_MCCLOUD, "Josh McCloud", 4,
                      "In his turn, may pay 2 gold nuggets for the top equipment card, used at once.",
                      in_turn=Ability(_josh_options, _josh_takes), box=BOX),
        CharacterInfo(MADAM_YTO, "Madam Yto", 4, "Each time a Beer is played, draws a card.", box=BOX),
        CharacterInfo(PRETTY_LUZENA, "Pretty Luzena", 4,
                      "In her turn, one equipment card costs her 1 gold nugget less.", box=BOX),
        CharacterInfo(RADDIE_SNAKE, "Raddie Snake", 4,
                      "In his turn, may pay 1 gold nugget to draw a card, twice at most.",
                      in_turn=Ability(_raddie_options, _raddie_draws), box=BOX),
        CharacterInfo(SIMEON_PICOS, "Simeon Picos", 4, "Each time he loses a life point, takes a gold nugget.",
                      on_hit=_simeon_picos_hit, box=BOX),
    )
}
