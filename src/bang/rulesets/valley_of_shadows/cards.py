"""What each of The Valley of Shadows' kinds does (docs/rulings.md gives each ruling's source).

Blue: Ghost (on a player out: he plays again as a ghost, ``ghosts.py``), LeMat (a weapon of
reach 1: in its owner's turn any card of his hand may be played as a BANG!), Rattlesnake (its
holder "draws!" as his turn begins: on Spades he loses a life point), Shotgun (reach 1: a
player its owner's BANG! card hits discards a card of his choice), Bounty (whoever hits its
holder with a BANG! card draws a card). Brown: Aim (played with a BANG! card: 2 life points),
Backfire (a Missed!, then the shooter is shot), Bandidos, Escape (cancels a brown card other
than a BANG! aimed at its player alone), Fanning, Last Call, Poker, Saved!, Tomahawk, Tornado.

The moments the box needs: ``card_played`` (what a card played with another or as a BANG! card
does next: Aim, Shotgun, Bounty, Colorado Bill), the core's ``shot_landed`` (a shot not
cancelled), ``turn_start`` (Rattlesnake) and the rules in force (``rules``: LeMat's moves,
Escape's chance before an effect).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any, Final

from ...actions import HAND, Action, ActionType
from ...box import CARD_KIND, CARD_RANK, KIND_INFO, Colour, Suit, Target, kind_cards
from ...events import EventType
from ...ruleset import CardRule, play, play_alone
from ...state import Step
from ...steps import Hit, ShotAt
from ...vocabulary import Kind
from ..dodge_city.cards import answer_only, shot_effect, shots
from . import box as valley
from .ghosts import ghosts_leave

if TYPE_CHECKING:
    from ...in_force import RulesInForce
    from ...rules import Game, Pending
    from ...ruleset import PlayContext

E: Final = EventType
PLAY: Final = ActionType.PLAY
PASS: Final = ActionType.PASS
DISCARD: Final = ActionType.DISCARD
CHOOSE: Final = ActionType.CHOOSE
ABILITY: Final = ActionType.ABILITY


def _works(game: Game, seat: int, kind: Kind) -> bool:
    """A card of ``kind`` is in play before ``seat`` and has its effect now."""
    return game.has_kind(seat, kind) and game.cards_work(seat)


# --- Ghost -----------------------------------------------------------------------------------------


def ghost_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """In front of a player already out (not a ghost already)."""
    ways = [play(seat, card, p.seat) for p in game.players if not p.alive]
    if ways:
        context.options += ways
    else:
        context.refuse(card, "nobody_out")


# --- blue cards in front of any player --------------------------------------------------------------


def in_front_of_anyone(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """Rattlesnake, Bounty: in front of any player, the one who plays it included, unless one
    of that name is there already."""
    kind = CARD_KIND[card]
    ways = [play(seat, card, t) for t in context.targets(itself=True) if not game.has_kind(t, kind)]
    if ways:
        context.options += ways
    else:
        context.refuse(card, "already_in_play")


@dataclass(slots=True)
class RattlesnakeCheck(Step):
    """The Rattlesnake's "draw!" as its holder's turn begins: on Spades, a life point."""

    player: int
    flip: int | None = None

    draw_purpose = "rattlesnake"
    name = "rattlesnake"

    def take_flip(self, card: int) -> None:
        self.flip = card

    def resolve(self, game: Game) -> bool:
        card = game.flip_for_card(self, valley.RATTLESNAKE)
        if card is None:
            return True  # popped (no Rattlesnake), or Lucky Duke chooses first (a Flip on top)
        assert self.flip is not None
        if self.flip >= 0 and game.suit_of(self.flip) is Suit.SPADES:
            game.stack.append(Hit(self.player, 1, None))
        return True


def rattlesnake_turn(game: Game, seat: int) -> None:
    """The ``turn_start`` hook: the Rattlesnake's "draw!" comes first."""
    if game.has_kind(seat, valley.RATTLESNAKE) and game.players[seat].alive:
        game.stack.append(RattlesnakeCheck(seat))


# --- the moments asked only while their card is in play ------------------------------------------------


def _in_play_anywhere(game: Game, kind: Kind) -> bool:
    """A card of ``kind`` is in play before any player (asked as the rules are built, not per decision)."""
    return any(game.has_kind(p.seat, kind) for p in game.players)


def rattlesnake_in_force(game: Game, rules: RulesInForce) -> None:
    """A modifier of the rules in force: ``rattlesnake_turn`` is one of the turn's moments only
    while a Rattlesnake is in play, so that no other turn pays for a step at its start. The
    rules are built again as one comes into play (``entered_play``); one gone leaves the
    moment asked, at no harm, until the next time they are built."""
    if not _in_play_anywhere(game, valley.RATTLESNAKE):
        rules.hooks = rules.hooks.without_moment(rattlesnake_turn)
    else:
        rules.out_bound = True  # (the dead's Rattlesnake leaves play with him)


_BUILT_AGAIN: Final = frozenset((valley.RATTLESNAKE, valley.LEMAT))
"""The cards that change the rules in force while in play (``rattlesnake_in_force``,
``escape_rules``' LeMat moves)."""


def entered_play(game: Game, seat: int, action: Action) -> None:
    """The ``card_played`` hook: a Rattlesnake or a LeMat put in play builds the rules again."""
    card = action.card
    if card is not None and action.as_kind is None and CARD_KIND[card] in _BUILT_AGAIN:
        game.refresh_rules()


# --- LeMat: any card as a BANG! in its owner's turn ---------------------------------------------------


_LEMAT: Final = valley.LEMAT


def lemat_moves(game: Game, seat: int, options: list[Action]) -> None:
    """In the turn of LeMat's owner, each card of his hand as a BANG! at each player in reach
    (the ways already given not twice)."""
    p = game.players[seat]
    for c in p.in_play:  # (``_works``' ``has_kind``, inlined: asked at every decision of the phase)
        if CARD_KIND[c] is _LEMAT:
            break
    else:
        return
    if not game.cards_work(seat) or not p.hand or not game.can_play_bang(seat):
        return
    reach = game.reach(seat)
    targets = [t for t, d in game.distances_from(seat) if d <= reach]
    if not targets:
        return
    given = {(a.card, a.target) for a in options if a.type is PLAY and not a.cards and (
        a.as_kind is Kind.BANG or (a.as_kind is None and a.card is not None and CARD_KIND[a.card] is Kind.BANG))}
    for card in game.players[seat].hand:
        options += [play(seat, card, t, None, Kind.BANG) for t in targets if (card, t) not in given
                    and CARD_KIND[card] is not Kind.BANG]


# --- Escape (and Mick Defender): a brown card aimed at one player alone, cancelled --------------------

ESCAPERS: Final[list[Any]] = []
"""Who else may cancel such a card, and how (``characters.py`` adds Mick Defender's): each a
function ``(game, seat) -> list of actions`` of ``seat``'s ways."""


def escape_ways(game: Game, seat: int) -> list[Action]:
    """Every way ``seat`` may cancel a brown card aimed at him alone."""
    p = game.players[seat]
    ways = [play(seat, c) for c in p.hand if CARD_KIND[c] is valley.ESCAPE]
    for more in ESCAPERS:
        ways += more(game, seat)
    return ways


@dataclass(slots=True)
class EscapeChance(Step):
    """A brown card other than a BANG! aimed at ``player`` alone: he may cancel it (Escape,
    Mick Defender's Missed!) before its effect, or let it happen (``pass``)."""

    player: int
    shooter: int
    action: Action

    name = "escape"

    def resolve(self, game: Game) -> bool:
        if not game.players[self.player].alive or not escape_ways(game, self.player):
            game.stack.pop()
            _the_effect(game, self.shooter, self.action)
            return True
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        return game.decision(self.player, "respond", [*escape_ways(game, self.player), Action(self.player, PASS)])

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        if action.type is PASS:
            game.emit(E.PASSED, action.player)
            _the_effect(game, self.shooter, self.action)
            return
        for c in (action.cards if action.type is ABILITY else (action.card,)):
            assert c is not None
            game.discard_from_hand(action.player, c)
        used = action.cards if action.type is ABILITY else (action.card,)
        game.emit(E.ANSWERED, action.player, self.shooter, cards=tuple(c for c in used if c is not None),
                  count=len(used), detail="escape")
        game.answered_out_of_turn(action.player, len(used))

    def prompt(self, game: Game) -> dict[str, Any]:
        card = self.action.card
        return {"reason": "escape", "from": self.shooter,
                "card": None if card is None else CARD_KIND[card].key}


def _the_effect(game: Game, seat: int, action: Action) -> None:
    """The card's effect, once its target had his chance to escape, if its aim is still there:
    meanwhile (Henry Block's BANG! answered by a Backfire) the target may have gone out of the
    game, or the card aimed at left his hand or his play; then it does nothing."""
    assert action.card is not None
    target, aimed = action.target, action.target_card
    if target is not None:
        victim = game.players[target]
        if not victim.alive or (aimed == HAND and not victim.hand) or (
                aimed is not None and aimed != HAND and aimed not in victim.in_play):
            return
    kind = CARD_KIND[action.card] if action.as_kind is None else action.as_kind
    effect = game.ruleset.card_rules[kind].effect
    assert effect is not None
    effect(game, seat, action)
    ghosts_leave(game)  # (a Ghost it took or discarded)


def _escapable(game: Game, seat: int, action: Action) -> None:
    """The effect of a brown card aimed at one other player: he may cancel it first."""
    target = action.target
    if target is not None and target != seat and game.players[target].alive and escape_ways(game, target):
        game.stack.append(EscapeChance(target, seat, action))
        return
    _the_effect(game, seat, action)


_ESCAPABLE: Final[dict[int, tuple[dict[Kind, CardRule], tuple[Kind, ...]]]] = {}
"""The kinds ``escape_rules`` gives a chance to escape, by ruleset's card rules (by their id,
kept with them: worked out once, not at every rules build)."""


def _escapable_kinds(card_rules: dict[Kind, CardRule]) -> tuple[Kind, ...]:
    """Every brown kind of ``card_rules`` with an effect, aimed at one player, other than a
    BANG! (in the order of ``card_rules``)."""
    known = _ESCAPABLE.get(id(card_rules))
    if known is not None and known[0] is card_rules:
        return known[1]
    kinds = []
    for kind, rule in card_rules.items():
        info = KIND_INFO[kind]
        if (rule.effect is not None and info.colour is Colour.BROWN and kind is not Kind.BANG
                and info.target in (Target.REACHABLE, Target.DISTANCE_1, Target.ANY)):
            kinds.append(kind)
    _ESCAPABLE[id(card_rules)] = (card_rules, tuple(kinds))
    return tuple(kinds)


def escape_rules(game: Game, rules: RulesInForce) -> None:
    """The ``rules`` hook: every brown card aimed at one player, other than a BANG!, may be
    cancelled by him first (where the rules in force give that card no other effect), and
    LeMat's moves (after the event's own, if any)."""
    effects = dict(rules.effects)
    for kind in _escapable_kinds(game.ruleset.card_rules):
        if kind not in effects:
            effects[kind] = _escapable
    rules.effects = effects
    earlier = rules.moves
    if not _in_play_anywhere(game, _LEMAT):
        return  # (no LeMat: no moves of its own to offer at each decision; see ``entered_play``)
    rules.out_bound = True  # (the dead's LeMat leaves play with him)
    if earlier is None:
        rules.moves = lemat_moves
    else:
        def both(game: Game, seat: int, options: list[Action]) -> None:
            earlier(game, seat, options)
            lemat_moves(game, seat, options)
        rules.moves = both


# --- BANG! cards: Aim, Shotgun, Bounty -----------------------------------------------------------------


def aim_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """With a BANG! card of the hand, at a player in reach, while a BANG! may be played."""
    bangs = [c for c in game.players[seat].hand if CARD_KIND[c] is Kind.BANG]
    if not bangs:
        context.refuse(card, "needs_bang")
        return
    distances = context.distances()
    if not context.can_bang():
        context.refuse(card, "bang_used")
        return
    reach = game.reach(seat)
    ways = [play(seat, b, t)._replace(cards=(card,)) for b in bangs for t, d in distances if d <= reach]
    if ways:
        context.options += ways
    else:
        context.refuse_beyond(card, "out_of_reach", reach)


def _is_bang_card(action: Action) -> bool:
    """A BANG! card played as one (a card that counts as one: LeMat's, Calamity Janet's)."""
    if action.type is not PLAY or action.card is None or action.targets:
        return False
    return action.as_kind is Kind.BANG or (action.as_kind is None and CARD_KIND[action.card] is Kind.BANG)


def bang_card_played(game: Game, seat: int, action: Action) -> None:
    """The ``card_played`` hook: the shot of a BANG! card remembers its card (Shotgun, Bounty);
    an Aim played with it is discarded and makes the hit cost 2 life points."""
    if not game.stack or not _is_bang_card(action):
        return
    shot = game.stack[-1]
    if not isinstance(shot, ShotAt) or shot.player != action.target:
        return
    assert action.card is not None
    shot.card = action.card
    for c in action.cards:
        if CARD_KIND[c] is valley.AIM and c in game.players[seat].hand:
            game.players[seat].hand.remove(c)
            game.discard.append(c)
            game.emit(E.PLAYED, seat, action.target, cards=(c,), count=1, detail="aim")
            shot.damage = 2
            game.refill_empty_hand(seat)


def bang_card_hit(game: Game, shot: ShotAt) -> None:
    """The ``shot_landed`` hook: a BANG! card's shot was not cancelled. Its target with a
    Bounty gives the shooter a card; a shooter with a Shotgun makes him discard one."""
    if shot.card < 0 or shot.shooter is None or game.players[shot.player].ghost:
        return
    target, shooter = shot.player, shot.shooter
    if _works(game, target, valley.BOUNTY) and game.players[shooter].alive:
        game.draw(shooter, 1)
    if _works(game, shooter, valley.SHOTGUN) and game.players[target].hand:
        game.stack.append(ShotgunDiscard(target))


@dataclass(slots=True)
class ShotgunDiscard(Step):
    """Hit by a Shotgun's owner's BANG! card: a card of his hand, of his choice, discarded."""

    player: int

    name = "shotgun"

    def resolve(self, game: Game) -> bool:
        p = game.players[self.player]
        if not p.alive or not p.hand:
            game.stack.pop()
            return True
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        hand = sorted(game.players[self.player].hand)
        return game.decision(self.player, "discard", [Action(self.player, DISCARD, cards=(c,)) for c in hand])

    def answer(self, game: Game, action: Action) -> None:
        game.stack.pop()
        for c in action.cards:
            game.discard_from_hand(self.player, c)
        game.emit(E.DISCARDED, self.player, cards=action.cards, count=len(action.cards), detail="shotgun")


# --- Backfire: a Missed!, then the shooter is shot ---------------------------------------------------


def backfire(game: Game, seat: int) -> None:
    """Backfire cancelled a shot: the one who fired it is the target of a BANG!."""
    shot = game.stack[-1] if game.stack else None
    if isinstance(shot, ShotAt) and shot.shooter is not None and shot.shooter != seat \
            and game.players[shot.shooter].alive:
        game.shoot(seat, shot.shooter, 1)


# --- Fanning -------------------------------------------------------------------------------------------


def fanning_options(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """The turn's BANG!: a player in reach, and one at distance 1 from him (not the one who
    plays it), if there is one."""
    distances = context.distances()
    if not context.can_bang():
        context.refuse(card, "bang_used")
        return
    reach = game.reach(seat)
    ways = []
    for t, d in distances:
        if d > reach:
            continue
        seconds = [u for u, du in game.distances_from(t) if du <= 1 and u != seat]
        ways += [Action(seat, PLAY, card=card, targets=(t, u)) for u in seconds] or [
            Action(seat, PLAY, card=card, targets=(t,))]
    if ways:
        context.options += ways
    else:
        context.refuse_beyond(card, "out_of_reach", reach)


def fanning_effect(game: Game, seat: int, action: Action) -> None:
    game.bangs_played += 1
    missed = game.character(seat).missed_to_cancel
    for t in reversed(action.targets):  # the first answers first
        game.shoot(seat, t, missed)


# --- Bandidos --------------------------------------------------------------------------------------------


@dataclass(slots=True)
class BandidosStep(Step):
    """Each other player in turn, clockwise: 2 cards of his hand discarded (1 if he has only
    one), or a life point lost."""

    player: int
    victims: tuple[int, ...]
    next_index: int = 0

    name = "bandidos"

    def _victim(self, game: Game) -> int | None:
        while self.next_index < len(self.victims):
            seat = self.victims[self.next_index]
            if game.players[seat].alive:
                return seat
            self.next_index += 1
        return None

    def resolve(self, game: Game) -> bool:
        if self._victim(game) is None:
            game.stack.pop()
            return True
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self._victim(game)
        assert seat is not None
        hand = sorted(game.players[seat].hand)
        ways = [Action(seat, DISCARD, cards=pair) for pair in combinations(hand, min(2, len(hand)))] if hand else []
        return game.decision(seat, "respond", [*ways, Action(seat, PASS)])

    def answer(self, game: Game, action: Action) -> None:
        self.next_index += 1
        seat = action.player
        if action.type is PASS:
            game.emit(E.PASSED, seat, detail="bandidos")
            game.stack.append(Hit(seat, 1, self.player))
            return
        for c in action.cards:
            game.players[seat].hand.remove(c)
            game.discard.append(c)
        game.emit(E.DISCARDED, seat, self.player, cards=action.cards, count=len(action.cards), detail="bandidos")
        game.refill_empty_hand(seat)

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "bandidos", "from": self.player}


def bandidos_effect(game: Game, seat: int, action: Action) -> None:
    game.stack.append(BandidosStep(seat, tuple(game.others_clockwise(seat))))


# --- Poker -----------------------------------------------------------------------------------------------


@dataclass(slots=True)
class PokerStep(Step):
    """Every other player with cards discards one of his choice, clockwise (face up, in
    ``revealed``); then, with no Ace among them, the player takes up to 2 of them."""

    player: int
    victims: tuple[int, ...]
    next_index: int = 0
    laid: tuple[int, ...] = ()

    name = "poker"

    def _victim(self, game: Game) -> int | None:
        while self.next_index < len(self.victims):
            seat = self.victims[self.next_index]
            if game.players[seat].alive and game.players[seat].hand:
                return seat
            self.next_index += 1
        return None

    def resolve(self, game: Game) -> bool:
        if self._victim(game) is not None:
            return False
        aces = any(CARD_RANK[c] == 14 for c in self.laid)
        if self.laid and not aces and game.players[self.player].alive:
            return False  # the player picks
        game.stack.pop()
        self._close(game)
        return True

    def _close(self, game: Game) -> None:
        for c in self.laid:
            if c in game.revealed:
                game.revealed.remove(c)
                game.discard.append(c)

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self._victim(game)
        if seat is not None:
            hand = sorted(game.players[seat].hand)
            return game.decision(seat, "discard", [Action(seat, DISCARD, cards=(c,)) for c in hand])
        laid = sorted(self.laid)
        return game.decision(self.player, "choose",
                             [Action(self.player, CHOOSE, cards=pick) for pick in combinations(laid, min(2, len(laid)))])

    def answer(self, game: Game, action: Action) -> None:
        if action.type is DISCARD:
            self.next_index += 1
            (c,) = action.cards
            game.players[action.player].hand.remove(c)
            game.revealed.append(c)
            game.revealed_to = None
            self.laid = (*self.laid, c)
            game.emit(E.DISCARDED, action.player, self.player, cards=(c,), count=1, detail="poker")
            game.refill_empty_hand(action.player)
            return
        game.stack.pop()
        for c in action.cards:
            game.revealed.remove(c)
        game.players[self.player].hand.extend(action.cards)
        game.emit(E.PICKED, self.player, cards=action.cards, count=len(action.cards), detail="poker")
        self._close(game)

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "poker", "from": self.player, "target": self._victim(game)}


def poker_effect(game: Game, seat: int, action: Action) -> None:
    game.stack.append(PokerStep(seat, tuple(game.others_clockwise(seat))))


# --- Tornado ---------------------------------------------------------------------------------------------


@dataclass(slots=True)
class TornadoStep(Step):
    """Every player in turn, from the one who played it clockwise: a card of his hand
    discarded (if he has one), then 2 cards drawn (docs/rulings.md: the printing followed)."""

    order: tuple[int, ...]
    next_index: int = 0

    name = "tornado"

    def resolve(self, game: Game) -> bool:
        while self.next_index < len(self.order):
            seat = self.order[self.next_index]
            if not game.players[seat].alive:
                self.next_index += 1
                continue
            if game.players[seat].hand:
                return False
            self.next_index += 1
            game.draw(seat, 2)
        game.stack.pop()
        return True

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self.order[self.next_index]
        hand = sorted(game.players[seat].hand)
        return game.decision(seat, "discard", [Action(seat, DISCARD, cards=(c,)) for c in hand])

    def answer(self, game: Game, action: Action) -> None:
        self.next_index += 1
        seat = action.player
        for c in action.cards:
            game.players[seat].hand.remove(c)
            game.discard.append(c)
        game.emit(E.DISCARDED, seat, cards=action.cards, count=len(action.cards), detail="tornado")
        game.draw(seat, 2)

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "tornado"}


def tornado_effect(game: Game, seat: int, action: Action) -> None:
    game.stack.append(TornadoStep((seat, *game.others_clockwise(seat))))


# --- Last Call -------------------------------------------------------------------------------------------


def last_call_effect(game: Game, seat: int, action: Action) -> None:
    """A life point, even with two players left (it is no Beer)."""
    game.heal(seat, 1)


CARD_RULES: Final[dict[Kind, CardRule]] = {
    r.kind: r
    for r in (
        CardRule(valley.GHOST, ghost_options),
        CardRule(valley.LEMAT, play_alone),  # a weapon replaces the one in play
        CardRule(valley.SHOTGUN, play_alone),
        CardRule(valley.RATTLESNAKE, in_front_of_anyone),
        CardRule(valley.BOUNTY, in_front_of_anyone),
        CardRule(valley.AIM, aim_options),  # the BANG! card played with it has the effect
        CardRule(valley.BACKFIRE, answer_only, on_missed=backfire),
        CardRule(valley.BANDIDOS, play_alone, bandidos_effect),
        CardRule(valley.ESCAPE, answer_only),
        CardRule(valley.FANNING, fanning_options, fanning_effect),
        CardRule(valley.LAST_CALL, play_alone, last_call_effect),
        CardRule(valley.POKER, play_alone, poker_effect),
        CardRule(valley.SAVED, answer_only),
        CardRule(valley.TOMAHAWK, shots(PLAY, 2), shot_effect),
        CardRule(valley.TORNADO, play_alone, tornado_effect),
    )
}


# --- Saved!: out of turn, another player loses one life point less -----------------------------------------


@dataclass(slots=True)
class SavedChance(Step):
    """``player`` is about to lose life points (the ``Hit`` just below): each other player
    holding Saved!, out of his turn, clockwise from him, may play it for one life point
    less; who saves him from elimination takes 2 random cards of his hand."""

    player: int
    helpers: tuple[int, ...]
    next_index: int = 0

    name = "saved"

    def _helper(self, game: Game) -> int | None:
        while self.next_index < len(self.helpers):
            seat = self.helpers[self.next_index]
            if game.players[seat].alive and _saved_cards(game, seat):
                return seat
            self.next_index += 1
        return None

    def _hit(self, game: Game) -> Hit | None:
        below = game.stack[-2] if len(game.stack) > 1 else None
        return below if isinstance(below, Hit) and below.player == self.player and below.amount > 0 else None

    def resolve(self, game: Game) -> bool:
        if self._hit(game) is None or self._helper(game) is None:
            game.stack.pop()
            return True
        return False

    def decide(self, game: Game) -> tuple[Pending, list[Action]]:
        seat = self._helper(game)
        assert seat is not None
        return game.decision(seat, "respond", [*(play(seat, c) for c in _saved_cards(game, seat)), Action(seat, PASS)])

    def answer(self, game: Game, action: Action) -> None:
        self.next_index += 1
        if action.type is PASS:
            return
        hit = self._hit(game)
        assert hit is not None and action.card is not None
        seat = action.player
        game.discard_from_hand(seat, action.card)
        game.emit(E.PLAYED, seat, self.player, cards=(action.card,), count=1, detail="saved")
        victim = game.players[self.player]
        dying = victim.hp - hit.amount <= 0
        hit.amount -= 1
        if dying and victim.hp - hit.amount > 0:  # saved from elimination: 2 cards of his hand
            for _ in range(2):
                if victim.hand:
                    game.steal_random(seat, self.player)
        game.stack.pop()  # one Saved! is enough for one life point; another may follow for the next
        if hit.amount > 0:
            game.stack.append(SavedChance(self.player, self.helpers, self.next_index))

    def prompt(self, game: Game) -> dict[str, Any]:
        return {"reason": "saved", "target": self.player}


def _saved_cards(game: Game, seat: int) -> list[int]:
    return [c for c in game.players[seat].hand if CARD_KIND[c] is valley.SAVED]


def saved_chance(game: Game, hit: Hit) -> None:
    """The ``life_loss`` hook: the players holding Saved!, not in their turn, may play it."""
    if hit.amount <= 0:
        return
    saved = kind_cards(valley.SAVED)
    for p in game.players:
        if not saved.isdisjoint(p.hand):
            break
    else:
        return  # (nobody holds one: the usual case, found without a list per player)
    helpers = tuple(s for s in game.others_clockwise(hit.player) if s != game.turn and _saved_cards(game, s))
    if helpers:
        game.stack.append(SavedChance(hit.player, helpers))
