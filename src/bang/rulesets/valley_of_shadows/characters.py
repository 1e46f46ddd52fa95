"""The Valley of Shadows' 8 characters: each one's data beside its ability's hooks.

Black Flower and Der Spot-Burst Ringer have an ability of their own turn (a Clubs card as an
extra BANG!; a BANG! card as a Gatling, once a turn); Evelyn Shebang and Tuco Franziskaner
draw their own way; Colorado Bill, Henry Block and Lemonade Jim act as cards are played (the
box's ``card_played`` hook reads their mark, ``in_force``, so that a borrowed ability counts
and an ability taken away does not); Mick Defender cancels a brown card aimed at him alone
with a Missed! (Escape's chance, ``cards.py``). docs/rulings.md gives each ruling's source.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from typing import TYPE_CHECKING, Any, Final

from ...actions import Action, ActionType, DrawSource
from ...box import CARD_IS_BLUE, CARD_KIND, Suit
from ...events import EventType
from ...ruleset import Ability, CharacterInfo, DrawRule, Reason, play, refuse
from ...state import Step
from ...steps import ShotAt
from ...vocabulary import Character, Kind
from . import box as valley
from .cards import ESCAPERS, _is_bang_card

if TYPE_CHECKING:
    from ...in_force import RulesInForce
    from ...rules import Game, Pending
    from ...steps import DrawPhase

E: Final = EventType
ABILITY: Final = ActionType.ABILITY
PASS: Final = ActionType.PASS
DRAW: Final = ActionType.DRAW


def _mark(game: Game, seat: int, rules: RulesInForce) -> None:
    """The ``in_force`` of a character whose ability the box's hooks read (it changes no rule)."""


def _colorado_mark(game: Game, seat: int, rules: RulesInForce) -> None:
    """Colorado Bill's mark."""


def _henry_mark(game: Game, seat: int, rules: RulesInForce) -> None:
    """Henry Block's mark."""


def _jim_mark(game: Game, seat: int, rules: RulesInForce) -> None:
    """Lemonade Jim's mark."""


def _mick_mark(game: Game, seat: int, rules: RulesInForce) -> None:
    """Mick Defender's mark."""


def _has(game: Game, seat: int, mark: Any) -> bool:
    return game.character(seat).in_force is mark


_WATCHING: Final = frozenset({_colorado_mark, _henry_mark, _jim_mark})


# --- Black Flower: once in his turn, a Clubs card as an extra BANG! -------------------------------------


def _black_flower_options(game: Game, seat: int, why: Reason | None = None,
                          aimed: Action | None = None) -> list[Action]:
    if game.turn_uses.get("black_flower"):
        refuse(why, "ability_used", limit=1)
        return []
    clubs = [c for c in sorted(game.players[seat].hand) if game.suit_of(c) is Suit.CLUBS]
    if not clubs:
        refuse(why, "ability_cards", count=1)
        return []
    reach = game.reach(seat)
    targets = [t for t, d in game.distances_from(seat) if d <= reach]
    if not targets:
        refuse(why, "ability_target")
        return []
    return [Action(seat, ABILITY, target=t, cards=(c,)) for c in clubs for t in targets]


def _black_flower_shoots(game: Game, action: Action) -> None:
    seat = action.player
    assert action.target is not None
    game.turn_uses["black_flower"] = 1
    for c in action.cards:
        game.discard_from_hand(seat, c)
    game.emit(E.ABILITY, seat, action.target, cards=action.cards, count=1, detail="black_flower")
    game.shoot(seat, action.target, game.character(seat).missed_to_cancel)  # the extra BANG!: no limit used


# --- Der Spot-Burst Ringer: once in his turn, a BANG! card as a Gatling ---------------------------------


def _ringer_options(game: Game, seat: int, why: Reason | None = None, aimed: Action | None = None) -> list[Action]:
    if game.turn_uses.get("der_spot_burst_ringer"):
        refuse(why, "ability_used", limit=1)
        return []
    bangs = [c for c in game.players[seat].hand if CARD_KIND[c] is Kind.BANG]
    if not bangs:
        refuse(why, "ability_cards", count=1)
    return [play(seat, c, None, None, Kind.GATLING) for c in bangs]


def _ringer_uses(game: Game, action: Action) -> None:  # (his ways are plays of a card: never called)
    raise AssertionError("Der Spot-Burst Ringer plays a card")


def ringer_played(game: Game, seat: int, action: Action) -> None:
    """The ``card_played`` hook's part: his BANG! card played as a Gatling, once a turn."""
    if action.as_kind is Kind.GATLING and action.card is not None and CARD_KIND[action.card] is Kind.BANG:
        game.turn_uses["der_spot_burst_ringer"] = 1


# --- Colorado Bill: his BANG! card "draws!": on Spades it cannot be cancelled ----------------------------


@dataclass(slots=True)
class ColoradoCheck(Step):
    """Colorado Bill's "draw!" for his BANG! card's shot (the step just below)."""

    player: int
    flip: int | None = None

    draw_purpose = "colorado_bill"
    name = "colorado_bill"

    def take_flip(self, card: int) -> None:
        self.flip = card

    def resolve(self, game: Game) -> bool:
        if self.flip is None:
            self.flip = game.flip(self.player, self.draw_purpose)
            if self.flip is None:
                return True  # Lucky Duke's way: he chooses first
        game.stack.pop()
        shot = game.stack[-1] if game.stack else None
        if self.flip >= 0 and game.suit_of(self.flip) is Suit.SPADES and isinstance(shot, ShotAt):
            shot.draws_left = 0
            shot.missed_needed = 1000  # nothing cancels it
        return True


# --- Henry Block: whoever takes or discards a card of his is shot -----------------------------------------


@dataclass(slots=True)
class HenryAfterBrawl(Step):
    """A Brawl played by another player while Henry Block is in the game: once its discards
    are over, if its player made one of Henry's cards go, he is the target of Henry's BANG!."""

    henry: int
    brawler: int
    cards: frozenset[int]  # Henry's cards, in hand and in play, as the Brawl began

    name = "henry_block"

    def resolve(self, game: Game) -> bool:
        game.stack.pop()
        p = game.players[self.henry]
        lost = self.cards - set(p.hand) - set(p.in_play)
        if lost and p.alive and game.players[self.brawler].alive and _has(game, self.henry, _henry_mark):
            game.emit(E.ABILITY, self.henry, self.brawler, detail="henry_block")
            game.shoot(self.henry, self.brawler, 1)
        return True


def _henry_watches_a_brawl(game: Game, seat: int) -> bool:
    """A card whose effect is Dodge City's Brawl (its step on top: each other player loses a
    card its player picks): each Henry Block watches it, beneath it. True if it was one."""
    top = game.stack[-1] if game.stack else None
    if top is None or top.name != "brawl":
        return False
    for henry in game.others_clockwise(seat):
        p = game.players[henry]
        if p.alive and _has(game, henry, _henry_mark):
            game.stack.insert(len(game.stack) - 1, HenryAfterBrawl(henry, seat, frozenset(p.hand) | frozenset(p.in_play)))
    return True


def henry_block(game: Game, seat: int, action: Action) -> None:
    """A card played at Henry Block that takes or discards one of his cards (Panic!, Cat Balou,
    Rag Time...), or a Brawl that discards one: its player is the target of a BANG! of Henry's."""
    if action.target is None and _henry_watches_a_brawl(game, seat):
        return
    henry = action.target
    if henry is None or henry == seat or action.target_card is None or not game.players[henry].alive:
        return
    if _has(game, henry, _henry_mark) and game.players[seat].alive:
        game.emit(E.ABILITY, henry, seat, detail="henry_block")
        game.shoot(henry, seat, 1)


def henry_block_drawn_from(game: Game, seat: int, drawn: list[int]) -> None:
    """The ``phase_one_end`` hook: a player whose phase 1 took a card of Henry Block's (Jesse
    Jones from his hand, Pat Brennan from his cards in play: the draw just chosen, the last
    action) is the target of a BANG! of Henry's."""
    chosen = game.history[-1] if game.history else None
    if chosen is None or chosen.type is not DRAW or chosen.player != seat or chosen.target is None \
            or chosen.source not in _FROM_A_PLAYER:
        return
    henry = chosen.target
    if henry != seat and game.players[henry].alive and _has(game, henry, _henry_mark) and game.players[seat].alive:
        game.emit(E.ABILITY, henry, seat, detail="henry_block")
        game.shoot(henry, seat, 1)


_FROM_A_PLAYER: Final = frozenset((DrawSource.PLAYER, DrawSource.IN_PLAY))


# --- Lemonade Jim: another's Beer, a card discarded for a life point --------------------------------------


@dataclass(slots=True)
class LemonadeChance(Step):
    """Another player played a Beer: Lemonade Jim may discard a card to regain a life point."""

    player: int

    name = "lemonade_jim"

    def resolve(self, game: Game) -> bool:
        p = game.players[self.player]
        if not p.alive or p.ghost or not p.hand or p.hp >= p.max_hp:
            game.stack.pop()
            return True
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        hand = sorted(game.players[self.player].hand)
        ways = [Action(self.player, ABILITY, cards=(c,)) for c in hand]
        return game.decision(self.player, "respond", [*ways, Action(self.player, PASS)])

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        if action.type is PASS:
            return
        for c in action.cards:
            game.discard_from_hand(self.player, c)
        game.emit(E.ABILITY, self.player, cards=action.cards, count=1, detail="lemonade_jim")
        game.heal(self.player, 1)

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "lemonade_jim"}


def lemonade_jim(game: Game, seat: int, action: Action) -> None:
    """A Beer played by another player in his turn: each Lemonade Jim may discard a card for a
    life point (not for a Beer that saves a player dying out of his turn)."""
    if action.card is None or action.as_kind is not None or CARD_KIND[action.card] is not Kind.BEER \
            or seat != game.turn:
        return
    for jim in reversed(game.others_clockwise(seat)):  # the first clockwise asked first
        if _has(game, jim, _jim_mark):
            game.stack.append(LemonadeChance(jim))


# --- Mick Defender: a Missed! against a brown card aimed at him alone -------------------------------------


def _mick_ways(game: Game, seat: int) -> list[Action]:
    if not _has(game, seat, _mick_mark):
        return []
    return [Action(seat, ABILITY, cards=(c,)) for c in sorted(game.players[seat].hand)
            if game.counts_as(seat, c, Kind.MISSED) is not None]


ESCAPERS.append(_mick_ways)


# --- Evelyn Shebang: cards not drawn for BANG!s ------------------------------------------------------------


def _evelyn_targets(game: Game, seat: int) -> list[int]:
    reach = game.reach(seat)
    return [t for t, d in game.distances_from(seat) if d <= reach]


def _evelyn_resolve(game: Game, step: DrawPhase) -> bool:
    if step.started or not _evelyn_targets(game, step.player):
        game.draw(step.player, game.rules.phase_one_cards)
        game.end_draw_phase()
        return True
    return False


def _evelyn_decide(game: Game, step: DrawPhase) -> tuple[Pending, list[Action]]:
    seat = step.player
    targets = _evelyn_targets(game, seat)
    most = min(game.rules.phase_one_cards, len(targets))
    ways = [Action(seat, ABILITY, targets=group) for n in range(1, most + 1) for group in combinations(targets, n)]
    return game.ask_draw(seat, ways)


def _evelyn_answer(game: Game, step: DrawPhase, action: Action) -> None:
    seat = step.player
    step.started = True
    if action.type is DRAW:
        return
    game.emit(E.ABILITY, seat, cards=(), count=len(action.targets), detail="evelyn_shebang")
    game.draw(seat, max(0, game.rules.phase_one_cards - len(action.targets)))
    game.end_draw_phase()
    missed = game.character(seat).missed_to_cancel
    for t in reversed(action.targets):
        game.shoot(seat, t, missed)


EVELYN_DRAW: Final = DrawRule("evelyn_shebang", _evelyn_resolve, _evelyn_decide, _evelyn_answer)


# --- Tuco Franziskaner: with no blue card in play, 2 more cards -------------------------------------------


def _tuco_draws(game: Game, step: DrawPhase) -> bool:
    seat = step.player
    blue = any(CARD_IS_BLUE[c] for c in game.players[seat].in_play)
    game.draw(seat, game.rules.phase_one_cards + (0 if blue else 2))
    game.end_draw_phase()
    return True


TUCO_DRAW: Final = DrawRule("tuco_franziskaner", _tuco_draws)


# --- the card_played hook of the characters ----------------------------------------------------------------


_MARKS_IN: Final[list[Any]] = [None, frozenset()]
"""The rules in force last asked about (kept: rebuilt, never changed in place) and the marks
of the characters who watch the cards played among them (Colorado Bill, Henry Block,
Lemonade Jim)."""


def _watchers_in_force(game: Game) -> frozenset[Any]:
    rules = game.rules
    if _MARKS_IN[0] is not rules:
        _MARKS_IN[1] = frozenset(c.in_force for c in rules.characters) & _WATCHING
        _MARKS_IN[0] = rules
    return _MARKS_IN[1]  # type: ignore[no-any-return]


def characters_played(game: Game, seat: int, action: Action) -> None:
    # (at every card played: each character's part asked only past its cheapest test, in the same order)
    card, as_kind = action.card, action.as_kind
    if as_kind is Kind.GATLING:
        ringer_played(game, seat, action)
    if not _watchers_in_force(game):
        return  # (none of them at the table: the usual answer)
    stack = game.stack
    if stack and isinstance(stack[-1], ShotAt) and _has(game, seat, _colorado_mark) and _is_bang_card(action):
        stack.append(ColoradoCheck(seat))
    if action.target_card is not None or (stack and stack[-1].name == "brawl"):
        henry_block(game, seat, action)
    if card is not None and as_kind is None and CARD_KIND[card] is Kind.BEER:
        lemonade_jim(game, seat, action)


_C: Final = Character
CHARACTER_INFO: Final[dict[Character, CharacterInfo]] = {
    c.character: replace(c, box=valley.BOX)
    for c in (
        CharacterInfo(valley.BLACK_FLOWER, "Black Flower", 4,
                      "Once in his turn, may use a Clubs card as an extra BANG!.",
                      in_turn=Ability(_black_flower_options, _black_flower_shoots)),
        CharacterInfo(valley.COLORADO_BILL, "Colorado Bill", 4,
                      "Each time he plays a BANG! card, \"draw!\": on Spades the shot cannot be cancelled.",
                      in_force=_colorado_mark),
        CharacterInfo(valley.DER_SPOT_BURST_RINGER, "Der Spot-Burst Ringer", 4,
                      "Once in his turn, may play a BANG! card as a Gatling.",
                      in_turn=Ability(_ringer_options, _ringer_uses)),
        CharacterInfo(valley.EVELYN_SHEBANG, "Evelyn Shebang", 4,
                      "May draw fewer cards in phase 1: for each card not drawn, a BANG! at a different "
                      "player in reach.", draw=EVELYN_DRAW),
        CharacterInfo(valley.HENRY_BLOCK, "Henry Block", 4,
                      "Whoever takes or discards a card of his, in hand or in play, is the target of a BANG!.",
                      in_force=_henry_mark),
        CharacterInfo(valley.LEMONADE_JIM, "Lemonade Jim", 4,
                      "Each time another player plays a Beer, may discard a card to regain a life point.",
                      in_force=_jim_mark),
        CharacterInfo(valley.MICK_DEFENDER, "Mick Defender", 4,
                      "Target of a brown card other than a BANG! aimed at him alone, may cancel it with a Missed!.",
                      in_force=_mick_mark),
        CharacterInfo(valley.TUCO_FRANZISKANER, "Tuco Franziskaner", 5,
                      "In phase 1, with no blue card in front of him, draws 2 more cards.", draw=TUCO_DRAW),
    )
}
