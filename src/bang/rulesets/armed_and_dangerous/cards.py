"""What each of Armed & Dangerous's own kinds does (the reprints play as in the base game).

Orange cards go in play like blue ones (a weapon replaces the weapon in play) with 3 charges;
those with an effect are used in their owner's play phase (``USE``) by spending their own
charges (``COST``), from the turn they are put in play; the Crate answers a shot from play
like a green card with a Missed! symbol. The weapons' effects are paid as a BANG! card is
played (``weapons``), the Tumbleweed's as a "draw!" is made (``tumbleweed``). Brown cards have
``options`` and an ``effect``; those with an upgrade are in ``upgrades``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from ...actions import HAND, ON_CHARACTER, Action, ActionType
from ...box import kind_cards
from ...events import EventType
from ...ruleset import CardRule, play, play_alone, quick_action
from ...state import Step
from ...vocabulary import Kind
from ..base.cards import cat_balou_effect, equipment_options
from . import box as ad
from . import upgrades as up
from .charges import MOST, charges_of, count, has_own, in_play_anywhere, put, rooms, spend_own, take

if TYPE_CHECKING:
    from ...in_force import RulesInForce
    from ...rules import Game, Pending
    from ...ruleset import PlayContext

USE: Final = ActionType.USE
E: Final = EventType

COST: Final[dict[Kind, int]] = {
    ad.ACE_UP_THE_SLEEVE: 2, ad.BANDOLIER: 1, ad.BELL_TOWER: 1, ad.BEER_KEG: 3, ad.CRATE: 2,
    ad.LOCKPICK: 3, ad.WHIP: 3,
}
"""The charges each orange card with an effect spends on a use."""


# --- orange cards ---------------------------------------------------------------------------


def use_alone(game: Game, seat: int, card: int, context: PlayContext) -> None:
    context.options.append(quick_action(seat, USE, card))


def bandolier_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """Once a turn: one more BANG! card this turn."""
    if game.turn_uses.get("bandolier"):
        context.refuse(card, "ability_used", limit=1)
        return
    context.options.append(Action(seat, USE, card=card))


def bandolier_effect(game: Game, seat: int, action: Action) -> None:
    game.turn_uses["bandolier"] = 1
    game.bangs_played -= 1


def bell_tower_effect(game: Game, seat: int, action: Action) -> None:
    """The next card played sees every player at distance 1 (the rules in force)."""
    game.turn_uses["bell_tower"] = 1
    game.refresh_rules()


def ace_effect(game: Game, seat: int, action: Action) -> None:
    game.draw(seat, 1)


def beer_keg_effect(game: Game, seat: int, action: Action) -> None:
    game.heal(seat, 1)


def lockpick_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """A random card from the hand of any other player (whatever the distance)."""
    ways = [Action(seat, USE, card=card, target=t, target_card=HAND) for t in context.targets() if game.players[t].hand]
    if ways:
        context.options += ways
    else:
        context.refuse(card, "no_cards")


def lockpick_effect(game: Game, seat: int, action: Action) -> None:
    assert action.target is not None
    game.steal_random(seat, action.target)


def in_play_options(kind: ActionType) -> Any:
    """A card in play in front of any player (the player too), whatever the distance (Whip)."""

    def options(game: Game, seat: int, card: int, context: PlayContext) -> None:
        ways = [Action(seat, kind, card=card, target=t, target_card=c)
                for t in context.targets(itself=True) for c in game.players[t].in_play if c != card]
        if ways:
            context.options += ways
        else:
            context.refuse(card, "no_cards")

    return options


def discard_in_play_effect(game: Game, seat: int, action: Action) -> None:
    assert action.target is not None and action.target_card is not None
    cat_balou_effect(game, seat, action)


def bomb_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """In front of any player (the player too) who has none."""
    ways = [play(seat, card, t) for t in context.targets(itself=True) if not game.has_kind(t, ad.BOMB)]
    if ways:
        context.options += ways
    else:
        context.refuse(card, "already_in_play")


@dataclass(slots=True)
class BombCheck(Step):
    """At the start of his turn, a player with the Bomb in front of him "draws!": Hearts or
    Diamonds, he passes it to another player of his choice; Spades or Clubs, 2 charges come off
    it, and with none left it explodes: discarded, 2 life points lost."""

    player: int
    flip: int | None = None
    passing: bool = False
    draw_purpose = "bomb"
    name = "bomb"

    def take_flip(self, card: int) -> None:
        self.flip = card

    def _bomb(self, game: Game) -> int | None:
        return game.card_in_play(self.player, ad.BOMB)

    def resolve(self, game: Game) -> bool:
        bomb = self._bomb(game)
        if self.passing:
            if bomb is not None and game.others_clockwise(self.player):
                return False
            game.stack.pop()
            return True
        if bomb is None or not game.cards_work(self.player):
            game.stack.pop()
            return True
        if self.flip is None:
            self.flip = game.flip(self.player, self.draw_purpose)
            if self.flip is None:
                return True  # Lucky Duke chooses first
        if self.flip >= 0 and game.suit_of(self.flip).name in ("HEARTS", "DIAMONDS"):
            self.passing = True
            return True
        game.stack.pop()
        take(game, self.player, bomb, 2)  # the last ones: it explodes (``charges.take``)
        return True

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        return game.decision(self.player, "choose", [
            Action(self.player, ActionType.CHOOSE, target=t) for t in game.others_clockwise(self.player)])

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        bomb = self._bomb(game)
        assert bomb is not None and action.target is not None
        n = count(game, self.player, bomb)
        game.players[self.player].in_play.remove(bomb)
        game.players[action.target].in_play.append(bomb)
        charges_of(game).cards[bomb] = n
        game.emit(E.EQUIPPED, self.player, action.target, cards=(bomb,), count=1, detail="bomb")

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "bomb"}


BOMB_CARDS: Final = kind_cards(ad.BOMB)
"""The box's Bomb (numbered as it was imported)."""


def turn_start(game: Game, seat: int) -> None:
    if not BOMB_CARDS.isdisjoint(game.players[seat].in_play):
        game.stack.append(BombCheck(seat))


def bomb_in_force(game: Game, rules: RulesInForce) -> None:
    """A modifier of the rules in force: ``turn_start`` (the Bomb's "draw!") is one of the
    turn's moments only while a Bomb is in play, so that no other turn pays for a step at its
    start. The rules are built again as one is put in play (the box's ``card_played``); one
    gone leaves the moment asked, at no harm, until the next time they are built."""
    if in_play_anywhere(game, BOMB_CARDS):
        return
    rules.hooks = rules.hooks.without_moment(turn_start)


# --- brown cards (those with an upgrade: ``upgrades``) ----------------------------------------


def duck_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    context.refuse(card, "answer_only")


def reload_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """Every way of putting its 3 charges on the player's places with room (``charges``)."""
    places = rooms(game, seat)
    if not places:
        context.refuse(card, "not_now")
        return
    have = charges_of(game).places(game, seat)
    key = (tuple(places), tuple([MOST - have[p] for p in places]))
    ways = _RELOADS.get(key)
    if ways is None:
        if len(_RELOADS) > 4096:
            _RELOADS.clear()
        ways = _RELOADS[key] = _reload_ways(*key)
    context.options += [Action(seat, ActionType.PLAY, card=card, charges=way) for way in ways]


_RELOADS: Final[dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[tuple[tuple[int, int], ...], ...]]] = {}
"""``_reload_ways`` by the places with room and the room on each (the same few come again
while a Reload is held)."""


def _reload_ways(places: tuple[int, ...], room: tuple[int, ...]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Every way of putting 3 charges on ``places`` with ``room`` (all of it where there is
    less), each way's places ascending, each once."""
    ways: list[tuple[tuple[int, int], ...]] = []

    def walk(i: int, left: int, chosen: tuple[tuple[int, int], ...]) -> None:
        if left == 0 or i == len(places):
            if left == 0 or sum(room) < 3:
                ways.append(chosen)
            return
        for k in range(min(room[i], left), -1, -1):
            walk(i + 1, left - k, (*chosen, (places[i], k)) if k else chosen)

    walk(0, 3, ())
    return tuple(dict.fromkeys(tuple(sorted(w)) for w in ways))


def reload_effect(game: Game, seat: int, action: Action) -> None:
    for place, n in action.charges:
        put(game, seat, place, n)


def rust_effect(game: Game, seat: int, action: Action) -> None:
    """Every other player moves a charge from each of his places holding one (his orange cards,
    his character) onto the player's character (as many as it has room for)."""
    taken = 0
    for t in game.others_clockwise(seat):
        for place, n in sorted(charges_of(game).places(game, t).items()):
            if n > 0:
                take(game, t, place, 1)
                taken += 1
    if taken:
        put(game, seat, ON_CHARACTER, taken)


CARD_RULES: Final[dict[Kind, CardRule]] = {
    r.kind: r
    for r in (
        CardRule(ad.ACE_UP_THE_SLEEVE, equipment_options, usable=has_own(2), use=use_alone, use_effect=ace_effect,
                 spend=spend_own(2)),
        CardRule(ad.BANDOLIER, equipment_options, usable=has_own(1), use=bandolier_options,
                 use_effect=bandolier_effect, spend=spend_own(1)),
        CardRule(ad.BELL_TOWER, equipment_options, usable=has_own(1), use=use_alone, use_effect=bell_tower_effect,
                 spend=spend_own(1)),
        CardRule(ad.BEER_KEG, equipment_options, usable=has_own(3), use=use_alone, use_effect=beer_keg_effect,
                 spend=spend_own(3)),
        CardRule(ad.CRATE, equipment_options, usable=has_own(2), spend=spend_own(2)),
        CardRule(ad.LOCKPICK, equipment_options, usable=has_own(3), use=lockpick_options,
                 use_effect=lockpick_effect, spend=spend_own(3)),
        CardRule(ad.WHIP, equipment_options, usable=has_own(3), use=in_play_options(USE),
                 use_effect=discard_in_play_effect, spend=spend_own(3)),
        CardRule(ad.BOMB, bomb_options),
        CardRule(ad.BIG_FIFTY, equipment_options),
        CardRule(ad.BUNTLINE_SPECIAL, equipment_options),
        CardRule(ad.DOUBLE_BARREL, equipment_options),
        CardRule(ad.THUNDERER, equipment_options),
        CardRule(ad.TUMBLEWEED, equipment_options),
        CardRule(ad.A_LITTLE_NIP, up.alone_options, up.a_little_nip_effect),
        CardRule(ad.ARROW, up.arrow_options, up.arrow_effect),
        CardRule(ad.CARAVAN, up.alone_options, up.caravan_effect),
        CardRule(ad.DUCK, duck_options, on_missed=up.duck_cancelled),
        CardRule(ad.FLINTLOCK, up.flintlock_options, up.flintlock_effect),
        CardRule(ad.QUICK_SHOT, up.quick_shot_options, up.quick_shot_effect),
        CardRule(ad.RELOAD, reload_options, reload_effect),
        CardRule(ad.RUST, play_alone, rust_effect),
        CardRule(ad.SQUAW, up.squaw_options, up.squaw_effect),
    )
}
