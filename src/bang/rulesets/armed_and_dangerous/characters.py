"""Armed & Dangerous's 8 characters: their data beside their hooks."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Final, cast

from ...actions import ON_CHARACTER, Action, ActionType
from ...box import CARD_IS_ORANGE, CARD_RANK
from ...events import EventType
from ...ruleset import Ability, CharacterInfo, Reason, refuse
from ...state import Step
from ...vocabulary import Character
from . import box as ad
from .charges import KEY, MOST, Charges, charges_of, pay, payments, put, take, total

if TYPE_CHECKING:
    from ...rules import Game, Pending

ABILITY: Final = ActionType.ABILITY
PASS: Final = ActionType.PASS
E: Final = EventType


def _once(game: Game, key: str, why: Reason | None) -> bool:
    if game.turn_uses.get(key):
        refuse(why, "ability_used", limit=1)
        return False
    return True


def _own_rooms(game: Game, seat: int, cards: dict[int, int]) -> list[int]:
    """``seat``'s orange cards in play with room for a charge, ascending (``cards``: the charges
    on the cards, ``Charges.cards``)."""
    out = [c for c in game.players[seat].in_play if CARD_IS_ORANGE[c] and cards.get(c, 0) < MOST]
    out.sort()
    return out


# Bass Greeves: once in his turn, a card from hand for 2 charges on one of his cards.
def _bass_options(game: Game, seat: int, why: Reason | None = None, aimed: Action | None = None) -> list[Action]:
    if not _once(game, "bass_greeves", why):
        return []
    cards = _own_rooms(game, seat, charges_of(game).cards)
    hand = sorted(game.players[seat].hand)
    if not cards or not hand:
        refuse(why, "ability_cards", count=1)
        return []
    return [Action(seat, ABILITY, target_card=c, cards=(h,)) for h in hand for c in cards]


def _bass_uses(game: Game, action: Action) -> None:
    seat = action.player
    game.turn_uses["bass_greeves"] = 1
    game.discard_from_hand(seat, action.cards[0])
    game.emit(E.ABILITY, seat, cards=action.cards, count=1, detail="bass_greeves")
    assert action.target_card is not None
    put(game, seat, action.target_card, 2)


# Frankie Canton: once in his turn, a charge from any card onto his character.
def _frankie_options(game: Game, seat: int, why: Reason | None = None, aimed: Action | None = None) -> list[Action]:
    if not _once(game, "frankie_canton", why):
        return []
    piece = charges_of(game)
    if piece.characters.get(seat, 0) >= MOST:  # (``count`` of his character's)
        refuse(why, "not_now")
        return []
    cards, orange = piece.cards, CARD_IS_ORANGE
    out = [Action(seat, ABILITY, target=p.seat, target_card=c) for p in game.players if p.alive
           for c in p.in_play if orange[c] and cards.get(c, 0) > 0]
    if not out:
        refuse(why, "not_now")
    return out


def _frankie_uses(game: Game, action: Action) -> None:
    seat = action.player
    assert action.target is not None and action.target_card is not None
    game.turn_uses["frankie_canton"] = 1
    take(game, action.target, action.target_card, 1)
    put(game, seat, ON_CHARACTER, 1)
    game.emit(E.ABILITY, seat, action.target, detail="frankie_canton")


# Mexicali Kid: once in his turn, 2 charges for a BANG! (not a BANG! card) within reach.
def _mexicali_options(game: Game, seat: int, why: Reason | None = None, aimed: Action | None = None) -> list[Action]:
    if not _once(game, "mexicali_kid", why):
        return []
    ways = payments(game, seat, 2)
    if not ways:
        refuse(why, "not_now")
        return []
    reach = game.reach(seat)
    targets = [t for t, d in game.distances_from(seat) if d <= reach]
    if not targets:
        refuse(why, "ability_target")
    return [Action(seat, ABILITY, target=t, charges=w) for t in targets for w in ways]


def _mexicali_uses(game: Game, action: Action) -> None:
    seat = action.player
    assert action.target is not None
    game.turn_uses["mexicali_kid"] = 1
    game.emit(E.ABILITY, seat, action.target, detail="mexicali_kid")
    pay(game, seat, action.charges)
    game.shoot(seat, action.target, 1)


# Red Ringo: 4 charges on his character at the start; once in his turn, up to 2 to his cards.
def _ringo_options(game: Game, seat: int, why: Reason | None = None, aimed: Action | None = None) -> list[Action]:
    if not _once(game, "red_ringo", why):
        return []
    piece = cast(Charges, game.pieces[KEY])
    have, cards = piece.characters.get(seat, 0), piece.cards  # (``count`` of his character's)
    out = [Action(seat, ABILITY, charges=((c, n),)) for c in _own_rooms(game, seat, cards)
           for n in (1, 2) if n <= have and cards.get(c, 0) + n <= MOST]
    if not out:
        refuse(why, "not_now")
    return out


def _ringo_uses(game: Game, action: Action) -> None:
    seat = action.player
    game.turn_uses["red_ringo"] = 1
    ((card, n),) = action.charges
    take(game, seat, ON_CHARACTER, n)
    put(game, seat, card, n)
    game.emit(E.ABILITY, seat, amount=n, detail="red_ringo")


def setup(game: Game) -> None:
    """Red Ringo starts with 4 charges on his character."""
    for p in game.players:
        if p.character is ad.RED_RINGO:
            charges_of(game).characters[p.seat] = MOST


# Al Preacher: another player puts a blue or orange card in play: he may pay 2 charges to draw.
@dataclass(slots=True)
class PreacherAsk(Step):
    player: int
    name = "al_preacher"

    def resolve(self, game: Game) -> bool:
        if game.players[self.player].alive and payments(game, self.player, 2):
            return False
        game.stack.pop()
        return True

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        ways = [Action(self.player, ABILITY, charges=w) for w in payments(game, self.player, 2)]
        return game.decision(self.player, "respond", [*ways, Action(self.player, PASS)])

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        if action.type is PASS:
            return
        pay(game, self.player, action.charges)
        game.emit(E.ABILITY, self.player, detail="al_preacher")
        game.draw(self.player, 1)

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "al_preacher"}


_PREACHER_IN: Final[list[Any]] = [None, False]
"""The rules in force last asked about (kept: rebuilt, never changed in place) and whether an
Al Preacher is among their characters."""


def preacher_in_force(game: Game) -> bool:
    rules = game.rules
    if _PREACHER_IN[0] is not rules:
        _PREACHER_IN[1] = any(c.character is ad.AL_PREACHER for c in rules.characters)
        _PREACHER_IN[0] = rules
    return bool(_PREACHER_IN[1])


def preacher_watches(game: Game, seat: int) -> None:
    """A blue or orange card put in play by ``seat``: each Al Preacher with 2 charges is asked
    (part of the box's ``card_played`` hook)."""
    if not preacher_in_force(game):
        return  # (nobody to ask)
    for other in reversed(game.others_clockwise(seat)):
        if game.character(other).character is ad.AL_PREACHER and total(game, other) >= 2:
            game.stack.append(PreacherAsk(other))


def _julie_cutter_hit(game: Game, seat: int, lives: int, source: int | None) -> None:
    """Hit by another player: "draw!" (a step: the card may be picked or drawn again first)."""
    if source is None or source == seat or not game.players[source].alive:
        return
    game.stack.append(JulieCutterCheck(seat, source))


@dataclass(slots=True)
class JulieCutterCheck(Step):
    """Julie Cutter's "draw!": Hearts or Diamonds, the player who hit her is the target of a BANG!."""

    player: int
    source: int
    flip: int | None = None

    draw_purpose = "julie_cutter"
    name = "julie_cutter"

    def take_flip(self, card: int) -> None:
        self.flip = card

    def resolve(self, game: Game) -> bool:
        if self.flip is None:
            self.flip = game.flip(self.player, self.draw_purpose)
            if self.flip is None:
                return True  # Lucky Duke's pick, or a Tumbleweed's, first
        game.stack.pop()
        if (self.flip >= 0 and game.suit_of(self.flip).name in ("HEARTS", "DIAMONDS")
                and game.players[self.source].alive and game.players[self.player].alive):
            game.shoot(self.player, self.source, 1)
        return True


def _ms_abigail_ignores(game: Game, seat: int, card: int) -> bool:
    """Cards of rank J, Q, K or A of which she is the only target (a card in play used at her too)."""
    return CARD_RANK[card] >= 11


def _bloody_mary_draws(game: Game, seat: int, target: int) -> None:
    game.draw(seat, 1)


_C: Final = Character
CHARACTER_INFO: Final[dict[Character, CharacterInfo]] = {
    c.character: replace(c, box="armed_and_dangerous")
    for c in (
        CharacterInfo(ad.AL_PREACHER, "Al Preacher", 4,
                      "When another player puts a blue or orange card in play, he may pay 2 charges to draw a card."),
        CharacterInfo(ad.BASS_GREEVES, "Bass Greeves", 4,
                      "Once in his turn, may discard a card from hand to put 2 charges on one of his cards.",
                      in_turn=Ability(_bass_options, _bass_uses)),
        CharacterInfo(ad.BLOODY_MARY, "Bloody Mary", 4,
                      "Each time a BANG! of hers is cancelled, she draws a card.",
                      on_shot_missed=_bloody_mary_draws),
        CharacterInfo(ad.FRANKIE_CANTON, "Frankie Canton", 4,
                      "Once in his turn, may take a charge from any card and put it on his character.",
                      in_turn=Ability(_frankie_options, _frankie_uses)),
        CharacterInfo(ad.JULIE_CUTTER, "Julie Cutter", 4,
                      "Each time a player makes her lose life points, \"draw!\": Hearts or Diamonds, "
                      "that player is the target of a BANG!.", on_hit=_julie_cutter_hit),
        CharacterInfo(ad.MEXICALI_KID, "Mexicali Kid", 4,
                      "Once in his turn, may pay 2 charges for a BANG!.",
                      in_turn=Ability(_mexicali_options, _mexicali_uses)),
        CharacterInfo(ad.MS_ABIGAIL, "Ms. Abigail", 4,
                      "Cards of rank J, Q, K or A of which she is the only target do nothing to her.",
                      immune_as_only_target=_ms_abigail_ignores),
        CharacterInfo(ad.RED_RINGO, "Red Ringo", 5,
                      "Starts with 4 charges on his character; once in his turn, moves up to 2 of them to his cards.",
                      in_turn=Ability(_ringo_options, _ringo_uses)),
    )
}
