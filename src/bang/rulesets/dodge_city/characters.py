"""Dodge City's 15 characters: each one's data beside its ability's hooks.

The hooks are the named points of ``ruleset.CharacterInfo`` (see the base game's
``characters.py``); Dodge City adds ``in_turn`` (an ability of the own play phase),
``hand_limit``, ``beer_heals``, ``any_card_as``, ``immune_suit``, ``others_cards_off``,
``on_turn_start`` / ``on_turn_end``, ``on_other_out`` and ``on_answer_out_of_turn``.
docs/rulings.md gives each ruling's source.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from typing import TYPE_CHECKING, Final

from ...actions import Action, ActionType, DrawSource
from ...box import CARD_IS_BLUE, Suit
from ...events import EventType
from ...ruleset import Ability, CharacterInfo, DrawRule, refuse
from ...state import Step
from ...vocabulary import Character, Kind
from . import box as dodge_city

if TYPE_CHECKING:
    from ...rules import Game, Pending
    from ...ruleset import Reason
    from ...steps import DrawPhase

E: Final = EventType
ABILITY: Final = ActionType.ABILITY

# --- phase 1 --------------------------------------------------------------------------------


def _bill_noface_draws(game: Game, step: DrawPhase) -> bool:
    """One card (one less than the usual count), and one more for each life point he has lost."""
    p = game.players[step.player]
    game.draw(step.player, max(0, game.rules.phase_one_cards - 1 + p.max_hp - p.hp))
    game.end_draw_phase()
    return True


def _pixie_pete_draws(game: Game, step: DrawPhase) -> bool:
    """Three cards: one more than the usual count."""
    game.draw(step.player, game.rules.phase_one_cards + 1)
    game.end_draw_phase()
    return True


def _pat_brennan_draws(game: Game, step: DrawPhase) -> bool:
    """He chooses while another player has a card in play; else two from the deck."""
    if any(game.players[t].in_play for t in game.others_clockwise(step.player)) and game.rules.phase_one_cards:
        return False
    game.draw(step.player, game.rules.phase_one_cards)
    game.end_draw_phase()
    return True


def _pat_brennan_choices(game: Game, step: DrawPhase) -> tuple[Pending, list[Action]]:
    seat = step.player
    return game.ask_draw(seat, [
        Action(seat, ActionType.DRAW, target=t, target_card=c, source=DrawSource.IN_PLAY)
        for t in game.others_clockwise(seat)
        for c in game.players[t].in_play
    ])


def _pat_brennan_takes(game: Game, step: DrawPhase, action: Action) -> None:
    """That one card in play into his hand, instead of the two from the deck."""
    seat = action.player
    if action.source is DrawSource.IN_PLAY:
        assert action.target is not None and action.target_card is not None
        game.players[action.target].in_play.remove(action.target_card)
        game.players[seat].hand.append(action.target_card)
        game.emit(E.TOOK, seat, action.target, cards=(action.target_card,), count=1, detail="pat_brennan")
    else:
        game.draw(seat, game.rules.phase_one_cards)
    game.end_draw_phase()


BILL_NOFACE_DRAW: Final = DrawRule("bill_noface", _bill_noface_draws)
PIXIE_PETE_DRAW: Final = DrawRule("pixie_pete", _pixie_pete_draws)
PAT_BRENNAN_DRAW: Final = DrawRule("pat_brennan", _pat_brennan_draws, _pat_brennan_choices, _pat_brennan_takes)

# --- abilities of the own turn ---------------------------------------------------------------


def _chuck_wengam_options(game: Game, seat: int, why: Reason | None = None,
                          aimed: Action | None = None) -> list[Action]:
    """As often as he likes, never his last life point."""
    if game.players[seat].hp > 1:
        return [Action(seat, ABILITY)]
    refuse(why, "last_life")
    return []


def _chuck_wengam_uses(game: Game, action: Action) -> None:
    seat = action.player
    game.players[seat].hp -= 1
    game.emit(E.ABILITY, seat, detail="chuck_wengam")
    game.emit(E.DAMAGED, seat, seat, amount=1)
    game.draw(seat, 2)


def _doc_holyday_options(game: Game, seat: int, why: Reason | None = None,
                         aimed: Action | None = None) -> list[Action]:
    """Once a turn: two cards from hand for a BANG! at a player within reach; Apache
    Kid only with a card that is not a diamond among them (``aimed``: that pair at that
    player only)."""
    hand = game.players[seat].hand
    if game.turn_uses.get("doc_holyday"):
        refuse(why, "ability_used", limit=1)
        return []
    if len(hand) < 2 or (aimed is not None and len(aimed.cards) != 2):
        refuse(why, "ability_cards", count=2)
        return []
    reach = game.reach(seat)
    distances = game.distances_from(seat)
    pairs: list[tuple[int, ...]] = list(combinations(sorted(hand), 2))
    if aimed is not None:
        distances = [td for td in distances if td[0] == aimed.target]
        if not distances:  # himself, a player out, or nobody
            refuse(why, "ability_target")
            return []
        pairs = [tuple(sorted(aimed.cards))]
    targets = [t for t, d in distances if d <= reach]
    out = []
    for pair in pairs:
        for t in targets:
            immune = game.character(t).immune_suit
            if immune is not None and all(game.suit_of(c) is immune for c in pair):
                continue
            out.append(Action(seat, ABILITY, target=t, cards=pair))
    if not out and why is not None:
        if targets:  # only players his cards do nothing to
            suit = game.character(targets[0]).immune_suit
            refuse(why, "immune", target=targets[0], suit=suit.letter if suit is not None else "")
        else:
            target, distance = min(distances, key=lambda td: td[1])
            refuse(why, "out_of_reach", target=target, distance=distance, reach=reach)
    return out


def _doc_holyday_shoots(game: Game, action: Action) -> None:
    seat = action.player
    assert action.target is not None
    game.turn_uses["doc_holyday"] = 1
    for c in action.cards:
        game.discard_from_hand(seat, c)
    game.emit(E.ABILITY, seat, action.target, cards=action.cards, count=len(action.cards), detail="doc_holyday")
    game.shoot(seat, action.target, 1)  # not a BANG! card: the turn's limit is untouched


def _jose_delgado_options(game: Game, seat: int, why: Reason | None = None,
                          aimed: Action | None = None) -> list[Action]:
    """Twice a turn: a blue card from hand for two from the deck (``aimed``: that card only)."""
    if game.turn_uses.get("jose_delgado", 0) >= 2:
        refuse(why, "ability_used", limit=2)
        return []
    out = [Action(seat, ABILITY, cards=(c,)) for c in sorted(game.players[seat].hand) if CARD_IS_BLUE[c]]
    if not out:
        refuse(why, "no_blue_card")
    elif aimed is not None and not any(a.cards == aimed.cards for a in out):
        refuse(why, "blue_only")
        return []
    return out


def _jose_delgado_draws(game: Game, action: Action) -> None:
    seat = action.player
    game.turn_uses["jose_delgado"] = game.turn_uses.get("jose_delgado", 0) + 1
    (card,) = action.cards
    game.discard_from_hand(seat, card)
    game.emit(E.ABILITY, seat, cards=action.cards, count=1, detail="jose_delgado")
    game.draw(seat, 2)


CHUCK_WENGAM_ABILITY: Final = Ability(_chuck_wengam_options, _chuck_wengam_uses)
DOC_HOLYDAY_ABILITY: Final = Ability(_doc_holyday_options, _doc_holyday_shoots)
JOSE_DELGADO_ABILITY: Final = Ability(_jose_delgado_options, _jose_delgado_draws)

# --- other hooks ------------------------------------------------------------------------------


def _greg_digger_heals(game: Game, seat: int, dead: int) -> None:
    game.heal(seat, 2)


def _herb_hunter_draws(game: Game, seat: int, dead: int) -> None:
    game.draw(seat, 2)


def _molly_stark_draws(game: Game, seat: int, cards: int) -> None:
    game.draw(seat, cards)


@dataclass(slots=True)
class VeraCusterChoice(Step):
    """Before her draw phase (after Dynamite and Jail), Vera Custer picks another living
    player: she has that character's ability until her next turn."""

    player: int
    name = "vera_custer"

    def _others(self, game: Game) -> list[int]:
        return game.others_clockwise(self.player)

    def resolve(self, game: Game) -> bool:
        if self._others(game):
            return False
        game.stack.pop()
        game.lend_ability(self.player, None)
        return True

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        return game.decision(self.player, "choose", [Action(self.player, ABILITY, target=t) for t in self._others(game)])

    def answer(self, game: Game, action: Action) -> None:
        assert action.target is not None
        game.stack.pop()
        game.turn_uses["vera_custer"] = 1
        character = game.players[action.target].character
        game.lend_ability(self.player, character)
        game.emit(E.ABILITY, self.player, action.target, detail=f"vera_custer:{character.value}")


def _vera_custer_starts(game: Game, seat: int) -> None:
    game.stack.append(VeraCusterChoice(seat))


def _vera_custer_ends(game: Game, seat: int) -> None:
    """A turn without her choice (Jail kept her from it) leaves her without any ability."""
    if not game.turn_uses.get("vera_custer"):
        game.lend_ability(seat, None)


# --- the characters -----------------------------------------------------------------------------

_C: Final = Character
CHARACTER_INFO: Final[dict[Character, CharacterInfo]] = {
    c.character: replace(c, box="dodge_city")
    for c in (
        CharacterInfo(dodge_city.APACHE_KID, "Apache Kid", 3,
                      "Cards of diamonds played by other players do nothing to him (but in a Duel).",
                      immune_suit=Suit.DIAMONDS, immune_but=(Kind.DUEL,)),
        CharacterInfo(dodge_city.BELLE_STAR, "Belle Star", 4,
                      "In her turn, the cards in play in front of the other players have no effect.",
                      others_cards_off=True),
        CharacterInfo(dodge_city.BILL_NOFACE, "Bill Noface", 4,
                      "Draws one card, plus one for each life point he has lost.", draw=BILL_NOFACE_DRAW),
        CharacterInfo(dodge_city.CHUCK_WENGAM, "Chuck Wengam", 4,
                      "In his turn, may lose a life point (not his last) to draw two cards, as often as he likes.",
                      in_turn=CHUCK_WENGAM_ABILITY),
        CharacterInfo(dodge_city.DOC_HOLYDAY, "Doc Holyday", 4,
                      "Once in his turn, may discard two cards for a BANG! at a player within reach.",
                      in_turn=DOC_HOLYDAY_ABILITY),
        CharacterInfo(dodge_city.ELENA_FUENTE, "Elena Fuente", 3,
                      "Any card in her hand may be played as a Missed!.", any_card_as=Kind.MISSED),
        CharacterInfo(dodge_city.GREG_DIGGER, "Greg Digger", 4,
                      "Each time another player is eliminated, he regains two life points.",
                      on_other_out=_greg_digger_heals),
        CharacterInfo(dodge_city.HERB_HUNTER, "Herb Hunter", 4,
                      "Each time another player is eliminated, he draws two cards.",
                      on_other_out=_herb_hunter_draws),
        CharacterInfo(dodge_city.JOSE_DELGADO, "José Delgado", 4,
                      "Twice in his turn, may discard a blue card from his hand to draw two cards.",
                      in_turn=JOSE_DELGADO_ABILITY),
        CharacterInfo(dodge_city.MOLLY_STARK, "Molly Stark", 4,
                      "Each time she uses a card from her hand out of her turn, she draws a card.",
                      on_answer_out_of_turn=_molly_stark_draws),
        CharacterInfo(dodge_city.PAT_BRENNAN, "Pat Brennan", 4,
                      "May draw one card in play in front of another player instead of two from the deck.",
                      draw=PAT_BRENNAN_DRAW),
        CharacterInfo(dodge_city.PIXIE_PETE, "Pixie Pete", 3, "Draws three cards instead of two.", draw=PIXIE_PETE_DRAW),
        CharacterInfo(dodge_city.SEAN_MALLORY, "Sean Mallory", 3,
                      "May keep up to ten cards in hand at the end of his turn.", hand_limit=10),
        CharacterInfo(dodge_city.TEQUILA_JOE, "Tequila Joe", 4,
                      "Each Beer he plays gives him back two life points.", beer_heals=2),
        CharacterInfo(dodge_city.VERA_CUSTER, "Vera Custer", 3,
                      "At the start of her turn she takes another living character's ability until her next turn.",
                      on_turn_start=_vera_custer_starts, on_turn_end=_vera_custer_ends),
    )
}
