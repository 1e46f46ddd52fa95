"""Wild West Show's 8 characters: each one's data beside its ability's hooks.

Big Spencer plays no Missed! (a restriction in the rules in force) and starts with five
cards; Gary Looter and John Pain take cards the core hands them (``takes_discards``,
``takes_draw_checks``); Teren Kill has a last chance before he is out; Flint Westwood and
Lee Van Kliff have an ability of their own turn; Youl Grinner's phase 1 begins with the
others' gifts; Greygory Deck plays with two base-game characters' abilities, drawn at the
start and again at the start of any turn of his. docs/rulings.md gives each ruling's source.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Final

from ...actions import Action, ActionType
from ...box import CARD_KIND, Suit
from ...events import EventType
from ...ruleset import Ability, CharacterInfo, DrawRule, PlayContext, Reason, card_actions, play_alone, refuse
from ...state import Step
from ...vocabulary import Character, Kind
from ..base.characters import CHARACTER_INFO as BASE_CHARACTERS
from . import box as wild_west_show
from .show import remembering, show_of

if TYPE_CHECKING:
    from ...in_force import RulesInForce
    from ...rules import Game, Pending
    from ...steps import DrawPhase

E: Final = EventType
ABILITY: Final = ActionType.ABILITY
CHOOSE: Final = ActionType.CHOOSE
PASS: Final = ActionType.PASS
PLAY: Final = ActionType.PLAY
_C: Final = Character


# --- Big Spencer ---------------------------------------------------------------------------------------


def _no_missed(game: Game, action: Action) -> Reason | None:
    if (action.card is not None and action.as_kind is None and CARD_KIND[action.card] is Kind.MISSED
            and game.players[action.player].character is wild_west_show.BIG_SPENCER):
        return {"code": "character_forbids", "character": "big_spencer"}
    return None


def _big_spencer(game: Game, seat: int, rules: RulesInForce) -> None:
    """He plays no Missed! card (a Barrel, or a BANG! as a Missed! where allowed, he may: FAQ 07)."""
    rules.own_restrictions.setdefault(seat, []).append(_no_missed)


# --- Flint Westwood -------------------------------------------------------------------------------------


def _flint_options(game: Game, seat: int, why: Reason | None = None, aimed: Action | None = None) -> list[Action]:
    """Once in his turn: a card of his hand for two random cards of another player's (FAQ 16)."""
    if game.turn_uses.get("flint_westwood"):
        refuse(why, "ability_used", limit=1)
        return []
    hand = sorted(game.players[seat].hand)
    targets = [t for t in game.others_clockwise(seat) if game.players[t].hand]
    if not hand or not targets:
        refuse(why, "no_cards")
        return []
    return card_actions(seat, ABILITY, hand, targets)


def _flint_trades(game: Game, action: Action) -> None:
    seat, other = action.player, action.target
    assert other is not None
    game.turn_uses["flint_westwood"] = 1
    (card,) = action.cards
    game.emit(E.ABILITY, seat, other, detail="flint_westwood")
    for _ in range(2):
        game.steal_random(seat, other)  # (one only if that is all he has)
    game.players[seat].hand.remove(card)
    game.players[other].hand.append(card)
    game.emit(E.STOLE, other, seat, cards=(card,), count=1, detail="flint_westwood", private_to=(seat, other))
    game.refill_empty_hand(seat)


# --- Lee Van Kliff --------------------------------------------------------------------------------------


def _repeated(game: Game, seat: int) -> int | None:
    last = game.turn_uses.get("last_brown", 0)
    return last - 1 if last else None


def _repeated_kind(game: Game, card: int) -> Kind:
    """The kind the last brown card was played as (a Missed! as a BANG!...)."""
    played_as = game.turn_uses.get("last_as", 0)
    return Kind(played_as - 1) if played_as else CARD_KIND[card]


def _lee_options(game: Game, seat: int, why: Reason | None = None, aimed: Action | None = None) -> list[Action]:
    """In his turn, a BANG! discarded repeats the effect of the brown card he just played,
    once (its target may differ: FAQ 13; no BANG! limit, no second price)."""
    card = _repeated(game, seat)
    bangs = sorted(c for c in game.players[seat].hand if CARD_KIND[c] is Kind.BANG) if card is not None else []
    if card is None or not bangs:
        refuse(why, "ability_cards", count=1)
        return []
    kind = _repeated_kind(game, card)
    if kind is Kind.BANG:
        reach = game.reach(seat)
        ways = [Action(seat, PLAY, card=card, target=t) for t, d in game.distances_from(seat) if d <= reach]
    else:
        rule = game.ruleset.card_rules.get(kind)
        found: list[Action] = []
        (play_alone if rule is None else rule.options)(game, seat, card, PlayContext(game, seat, found))
        # (its own ways, the card's price and an upgrade's charges left out: no second price)
        ways = list({w._replace(cards=()): None for w in found if w.type is PLAY and not w.charges})
    return [Action(seat, ABILITY, card=card, target=w.target, target_card=w.target_card, as_kind=w.as_kind,
                   cards=(b,), targets=w.targets) for b in bangs if b != card for w in ways]


def _lee_in_force(game: Game, seat: int, rules: RulesInForce) -> None:
    """The cards played remembered (``show.played``: the last brown one) while he plays."""
    remembering(rules)


def _lee_repeats(game: Game, action: Action) -> None:
    seat, card = action.player, action.card
    assert card is not None
    game.turn_uses["last_brown"] = 0
    game.turn_uses["cards_played"] = game.turn_uses.get("cards_played", 0) + 1  # (Miss Susanna counts it)
    (bang,) = action.cards
    game.players[seat].hand.remove(bang)
    game.put_down(seat, bang)
    game.emit(E.ABILITY, seat, action.target, cards=(bang, card), count=2, detail="lee_van_kliff")
    game.refill_empty_hand(seat)
    repeat = Action(seat, PLAY, card=card, target=action.target, target_card=action.target_card,
                    targets=action.targets)  # (a Fanning's two players)
    kind = _repeated_kind(game, card)
    if kind is Kind.BANG:
        assert action.target is not None
        game.shoot(seat, action.target, game.character(seat).missed_to_cancel)
    else:
        game.effect_of(kind)(game, seat, repeat)


# --- Teren Kill -------------------------------------------------------------------------------------------


@dataclass(slots=True)
class TerenKillCheck(Step):
    """His last chance: "draw!": not a spade, he stays at 1 life point and draws a card
    (one "draw!" whatever the damage, FAQ 12)."""

    player: int
    flip: int | None = None
    draw_purpose = "teren_kill"

    def take_flip(self, card: int) -> None:
        self.flip = card

    def resolve(self, game: Game) -> bool:
        if self.flip is None:
            self.flip = game.flip(self.player, self.draw_purpose)
            if self.flip is None:
                return True  # Lucky Duke chooses first
        game.stack.pop()
        if self.flip >= 0 and game.suit_of(self.flip) is not Suit.SPADES:
            game.players[self.player].hp = 1
            game.emit(E.ABILITY, self.player, amount=1, detail="teren_kill")
            game.draw(self.player, 1)
        return True


def _teren_kill_tries(game: Game, seat: int) -> None:
    game.stack.append(TerenKillCheck(seat))


# --- Youl Grinner -----------------------------------------------------------------------------------------


@dataclass(slots=True)
class YoulGrinnerGifts(Step):
    """Before he draws, every player with more cards in hand than he has (as phase 1 begins)
    gives him one of his choice (FAQ 03: all of them), clockwise from his left."""

    player: int
    givers: tuple[int, ...]  # those with more cards than he had, clockwise from his left
    next_index: int = 0
    name = "youl_grinner"

    def _giver(self, game: Game) -> int | None:
        while self.next_index < len(self.givers):
            g = game.players[self.givers[self.next_index]]
            if g.alive and g.hand:
                return g.seat
            self.next_index += 1
        return None

    def resolve(self, game: Game) -> bool:
        if self._giver(game) is not None:
            return False
        game.stack.pop()
        return True

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        giver = self._giver(game)
        assert giver is not None
        hand = sorted(game.players[giver].hand)
        return game.decision(giver, "choose", card_actions(giver, CHOOSE, hand))

    def answer(self, game: Game, action: Action) -> None:
        self.next_index += 1
        (card,) = action.cards
        game.players[action.player].hand.remove(card)
        game.players[self.player].hand.append(card)
        game.emit(E.STOLE, self.player, action.player, cards=(card,), count=1, detail="youl_grinner",
                  private_to=(self.player, action.player))
        game.refill_empty_hand(action.player)

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "youl_grinner", "target": self.player}


def _youl_grinner_draws(game: Game, step: DrawPhase) -> bool:
    seat = step.player
    if not step.started:
        step.started = True
        mine = len(game.players[seat].hand)
        givers = tuple(t for t in game.others_clockwise(seat) if len(game.players[t].hand) > mine)
        game.stack.append(YoulGrinnerGifts(seat, givers))
        return True
    game.draw(seat, game.rules.phase_one_cards)
    game.end_draw_phase()
    return True


# --- Greygory Deck ----------------------------------------------------------------------------------------


def draw_abilities(game: Game, seat: int) -> None:
    """Two base-game characters at random, among those nobody plays (his last two back in)."""
    in_play = {p.character for p in game.players}
    pool = [c for c in BASE_CHARACTERS if c not in in_play]
    game.rng.shuffle_any(pool)
    show_of(game).abilities[seat] = tuple(pool[:2])
    game.emit(E.ABILITY, seat, detail="greygory_deck:" + ",".join(c.value for c in pool[:2]))
    game.refresh_rules()


_COMBINED: Final[dict[tuple[int, tuple[Character, ...]], tuple[CharacterInfo, CharacterInfo]]] = {}


def _greygory_in_force(game: Game, seat: int, rules: RulesInForce) -> None:
    drawn = show_of(game).abilities.get(seat, ())
    if drawn:
        own = rules.characters[seat]
        known = _COMBINED.get((id(own), drawn))  # (made once a pair: the rules are built often)
        if known is None or known[0] is not own:
            if len(_COMBINED) > 1024:
                _COMBINED.clear()
            known = _COMBINED[id(own), drawn] = (own, combined(own, [BASE_CHARACTERS[c] for c in drawn]))
        rules.characters[seat] = known[1]


def combined(own: CharacterInfo, others: list[CharacterInfo]) -> CharacterInfo:
    """``own`` with every ability of ``others`` at once (the designer: they add up; where two
    cannot both hold, the first drawn)."""
    def first(name: str) -> Any:
        return next((getattr(c, name) for c in others if getattr(c, name) is not None), None)

    on_hits = [c.on_hit for c in others if c.on_hit is not None]

    def on_hit(game: Game, seat: int, lives: int, source: int | None) -> None:
        for hook in on_hits:
            hook(game, seat, lives, source)

    plays_as: dict[Kind, Kind] = {}
    for c in others:
        plays_as.update(c.plays_as)
    return replace(
        own, draw=first("draw"), seen_farther=sum(c.seen_farther for c in others),
        sees_closer=sum(c.sees_closer for c in others), barrels=sum(c.barrels for c in others),
        unlimited_bang=any(c.unlimited_bang for c in others),
        missed_to_cancel=max(c.missed_to_cancel for c in others), plays_as=plays_as,
        draw_check_cards=max(c.draw_check_cards for c in others), on_hit=on_hit if on_hits else None,
        on_empty_hand=first("on_empty_hand"), on_elimination=first("on_elimination"),
        at_any_time=first("at_any_time"), on_turn_start=own.on_turn_start)


@dataclass(slots=True)
class GreygoryDeckChoice(Step):
    """At the start of his turn he keeps his two characters' abilities or draws two others."""

    player: int
    name = "greygory_deck"

    def resolve(self, game: Game) -> bool:
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self.player
        return game.decision(seat, "choose", [Action(seat, ABILITY), Action(seat, PASS)])

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        if action.type is ABILITY:
            draw_abilities(game, action.player)


def _greygory_starts(game: Game, seat: int) -> None:
    game.stack.append(GreygoryDeckChoice(seat))


def greygory_setup(game: Game) -> None:
    """At the start of the game he draws his two (the rulebook's note)."""
    for p in game.players:
        if p.character is wild_west_show.GREYGORY_DECK:
            draw_abilities(game, p.seat)


CHARACTER_INFO: Final[dict[Character, CharacterInfo]] = {
    c.character: replace(c, box="wild_west_show")
    for c in (
        CharacterInfo(wild_west_show.BIG_SPENCER, "Big Spencer", 9,
                      "Starts with 5 cards; cannot play Missed! cards.", starting_cards=5, in_force=_big_spencer),
        CharacterInfo(wild_west_show.FLINT_WESTWOOD, "Flint Westwood", 4,
                      "Once in his turn, trades a card of his hand for 2 random cards of another player's hand.",
                      in_turn=Ability(_flint_options, _flint_trades)),
        CharacterInfo(wild_west_show.GARY_LOOTER, "Gary Looter", 5,
                      "Takes into his hand the cards the other players discard for their hand limit.",
                      takes_discards=True),
        CharacterInfo(wild_west_show.GREYGORY_DECK, "Greygory Deck", 4,
                      "Has the abilities of two base-game characters drawn at random; may draw two others at the "
                      "start of his turn.", in_force=_greygory_in_force, on_turn_start=_greygory_starts),
        CharacterInfo(wild_west_show.JOHN_PAIN, "John Pain", 4,
                      "With fewer than 6 cards in hand, takes every card \"drawn!\" by anyone.",
                      takes_draw_checks=True),
        CharacterInfo(wild_west_show.LEE_VAN_KLIFF, "Lee Van Kliff", 4,
                      "In his turn, may discard a BANG! to repeat the effect of the brown card he just played.",
                      in_turn=Ability(_lee_options, _lee_repeats), in_force=_lee_in_force),
        CharacterInfo(wild_west_show.TEREN_KILL, "Teren Kill", 3,
                      "When he would be eliminated, \"draw!\": not a spade, he stays at 1 life point and draws a card.",
                      last_chance=_teren_kill_tries),
        CharacterInfo(wild_west_show.YOUL_GRINNER, "Youl Grinner", 4,
                      "Before he draws, each player with more cards in hand gives him one of his choice.",
                      draw=DrawRule("youl_grinner", _youl_grinner_draws)),
    )
}
