"""What a ruleset is: the shapes the core reads, and nothing of any one game.

A ruleset brings everything it changes, in its own modules (``bang.rulesets``):
the cards in its box (each kind's legality and effect, a ``CardRule``), its
characters (each a ``CharacterInfo``: data plus hooks at named points of the
rules), its roles and their win conditions, its "draw!" rules and its setup.
The core (``bang.rules.Game``: turns and phases, the stack of steps, distance,
events) calls these and never tests a card, a character or a role by name
except the answers its shared steps ask for (a Missed! to a BANG!, a BANG! in a
Duel, a Beer when dying).

Every hook is a plain function stored in a frozen record, so the compiled
build (mypyc) calls it like any other function.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from typing import TYPE_CHECKING, Any, ClassVar, Final, Protocol

from .actions import Action, ActionType
from .box import CARD_KIND, Role, Suit, Winner
from .vocabulary import Character, Kind

if TYPE_CHECKING:
    from .in_force import RulesInForce
    from .rules import Game, Pending
    from .state import Rng
    from .steps import DrawPhase, Hit, ShotAt


class CheckFor(Enum):
    """What a "draw!" decides."""

    BARREL = "barrel"  # success: the shot is missed
    JAIL = "jail"  # success: the player escapes and plays the turn
    DYNAMITE = "dynamite"  # success: it explodes


# --- why not: refusals -----------------------------------------------------------------

Reason = dict[str, Any]
"""Why something cannot be done now: a code and its facts, e.g. ``{"code": "out_of_reach",
"target": 2, "distance": 2, "reach": 1}``. The rule that decides legality gives it
(``PlayContext.refuse``, ``refuse``); ``bang.refusal_codes`` reads it for the view and
``bang.refusal_words`` words it in English."""


def refuse(why: Reason | None, code: str, **facts: Any) -> None:
    """Record in ``why`` (None: nobody asks) why an ability has no legal use now; the
    first reason given stands."""
    if why is not None and not why:
        why["code"] = code
        why.update(facts)


# --- cards ------------------------------------------------------------------------------

_tuple_new: Final = tuple.__new__
_Action: Final = Action
_PLAY: Final = ActionType.PLAY


def play(seat: int, card: int, target: int | None = None, target_card: int | None = None,
         as_kind: Kind | None = None) -> Action:
    """``Action(seat, PLAY, card, ...)`` made the fast way (the hottest line of the engine)."""
    return _tuple_new(_Action, (seat, _PLAY, card, target, target_card, as_kind, (), None, None, None, (), ()))


def quick_action(seat: int, type: ActionType, card: int | None = None, target: int | None = None,
                 target_card: int | None = None, as_kind: Kind | None = None, cards: tuple[int, ...] = (),
                 targets: tuple[int, ...] = ()) -> Action:
    """``Action(seat, type, card=..., ...)`` made the fast way, as ``play`` is (the namedtuple's
    own constructor costs twice as much): for the actions offered at every decision."""
    return _tuple_new(_Action, (seat, type, card, target, target_card, as_kind, cards, None, None, None, (), targets))


def card_actions(seat: int, type: ActionType, cards: Iterable[int],
                 targets: Sequence[int | None] = (None,)) -> list[Action]:
    """``quick_action(seat, type, target=t, cards=(c,))`` for each card ``c`` and, for each, each
    target ``t``: a choice of one card (at a player), in one comprehension, not a call an action
    (a character's trades may be offered at every decision of his play phase)."""
    return [_tuple_new(_Action, (seat, type, None, t, None, None, (c,), None, None, None, (), ()))
            for c in cards for t in targets]


class PlayContext:
    """What the legality of the cards in one hand shares, computed once and only if
    a card needs it: distances, whether a BANG! may still be played, the kinds in
    play; and the list of legal actions the cards' ``options`` append to.

    A card's ``options`` is also its only "why not": when it adds no way to play the
    card it says why (``refuse``: a code and its facts). Working out the legal moves,
    nobody asks (``explaining`` is False and ``refuse`` does nothing: the hot path);
    ``bang.refusal_codes`` runs the same ``options`` with a dict to fill, and with a
    ``focus`` (one player) to explain an action aimed at that player: the players a
    card considers (``distances``, ``targets``) are then that one only.
    """

    def __init__(self, game: Game, seat: int, options: list[Action],
                 refusals: dict[int, Reason] | None = None, focus: int | None = None) -> None:
        self.game = game
        self.seat = seat
        self.options = options
        self.refusals = refusals  # card -> why it has no way (None: nobody asks)
        self.explaining = refusals is not None
        self.focus = focus
        self._distances: list[tuple[int, int]] | None = None
        self._can_bang = False
        self._in_play_kinds: set[Kind] | None = None

    def distances(self) -> list[tuple[int, int]]:
        """(seat, distance) of every other living player, clockwise from the left."""
        if self._distances is None:
            distances = self.game.distances_from(self.seat)
            if self.focus is not None:
                distances = [td for td in distances if td[0] == self.focus]
            self._distances = distances
            self._can_bang = self.game.can_play_bang(self.seat)
        return self._distances

    def distances_read(self) -> list[tuple[int, int]] | None:
        """The distances of every other living player if a card read them (not for one
        ``focus``: all of them), else None."""
        return self._distances if self.focus is None else None

    def targets(self, itself: bool = False) -> list[int]:
        """Every other living player, clockwise from the left (``itself``: the player first)."""
        seats = self.game.others_clockwise(self.seat)
        if itself:
            seats = [self.seat, *seats]
        return seats if self.focus is None else [t for t in seats if t == self.focus]

    def can_bang(self) -> bool:
        self.distances()
        return self._can_bang

    def in_play_kinds(self) -> set[Kind]:
        if self._in_play_kinds is None:
            self._in_play_kinds = {CARD_KIND[c] for c in self.game.players[self.seat].in_play}
        return self._in_play_kinds

    def refuse(self, card: int, code: str, **facts: Any) -> None:
        """``card`` has no legal way now, because of ``code`` (and its facts); the first
        reason given for a card stands. Does nothing unless someone asks why."""
        refusals = self.refusals
        if refusals is not None and card not in refusals:
            refusals[card] = {"code": code, **facts}

    def refuse_beyond(self, card: int, code: str, reach: int | None = None) -> None:
        """``card`` reaches nobody: ``code`` names the nearest player (the first clockwise
        on a tie) and the distance, and the ``reach`` when given."""
        if self.refusals is None:
            return
        nearest = self.nearest()
        facts: dict[str, int] = {} if nearest is None else {"target": nearest[0], "distance": nearest[1]}
        if reach is not None:
            facts["reach"] = reach
        self.refuse(card, code, **facts)

    def nearest(self) -> tuple[int, int] | None:
        """The nearest other player and the distance (the first clockwise on a tie)."""
        distances = self.distances()
        return min(distances, key=_distance_of) if distances else None


def _distance_of(seat_distance: tuple[int, int]) -> int:
    return seat_distance[1]


PlayOptions = Callable[["Game", int, int, PlayContext], None]
"""``options(game, seat, card, context)``: appends every legal way to play ``card`` now
to ``context.options``; when it appends none, says why (``context.refuse``)."""
CardEffect = Callable[["Game", int, "Action"], None]
"""``effect(game, seat, action)``: what a brown card does once played and discarded."""


def play_alone(game: Game, seat: int, card: int, context: PlayContext) -> None:
    """A card with no target: always playable (Beer, Stagecoach, Gatling, a weapon...).

    The core recognises this rule and appends the action itself (the commonest
    case, kept off the cost of a call)."""
    context.options.append(play(seat, card))


@dataclass(frozen=True, slots=True)
class CardRule:
    """What one kind of card does: its legality in the play phase and its effect.

    A blue card (``effect`` None) goes in play in front of a player; the rules read
    it where it matters (a Barrel when shot at, a Mustang in distances...). A card may be
    used from play: ``use`` appends the legal ways to use it in the owner's play phase
    (``USE`` actions) and ``use_effect`` is what it does once discarded; one that cancels a
    shot (its kind's ``missed``) answers shots from play too; ``usable`` says when it may
    not be used yet (Dodge City's green cards: from the turn after). A card that cancels a
    shot may do more once it did (``on_missed``: Dodge draws a card).
    """

    kind: Kind
    options: PlayOptions
    effect: CardEffect | None = None
    use: PlayOptions | None = None
    use_effect: CardEffect | None = None
    on_missed: Callable[[Game, int], None] | None = None
    usable: Callable[[Game, int, int], Reason | None] | None = None
    """In play in front of ``seat``: why it cannot be used now, in the play phase or to answer
    a shot (None: it can). Dodge City's green cards: not in the turn they were put in play."""
    spend: Callable[[Game, int, int], None] | None = None
    """Used from play in front of ``seat`` (its use or a shot it answers): what that costs it
    (None: it is discarded; an orange card of Armed & Dangerous: its charges)."""


# --- characters ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DrawRule:
    """How a character draws in phase 1 of the turn (the hook ``draw``).

    ``resolve(game, step)`` runs the phase: True when it is done (or went on),
    False when the player must decide; ``decide(game, step)`` is then who decides
    and the legal actions; ``answer(game, step, action)`` applies the decision.
    """

    name: str  # the prompt's reason, e.g. "jesse_jones"
    resolve: Callable[[Game, DrawPhase], bool]
    decide: Callable[[Game, DrawPhase], tuple[Pending, list[Action]]] | None = None
    answer: Callable[[Game, DrawPhase, Action], None] | None = None


class AbilityOptions(Protocol):
    """``options(game, seat, why=None, aimed=None)``: the legal uses of an ability now ([] if
    none); with none, it says why in ``why`` when given (``refuse``). With ``aimed`` (a use
    asked for that is not legal) it offers only the uses with that use's target and cards,
    so that ``why`` says what is wrong with that one (the cards' ``PlayContext.focus``)."""

    def __call__(self, game: Game, seat: int, why: Reason | None = None, aimed: Action | None = None,
                 /) -> list[Action]: ...


@dataclass(frozen=True, slots=True)
class Ability:
    """An ability a player may use at any time (Sid Ketchum's heal) or in the own play
    phase (``in_turn``). ``options`` is the only "why not" of the ability too."""

    options: AbilityOptions  # the legal uses now ([] if none, and why in ``why``)
    use: Callable[[Game, Action], None]
    lives_from_hand: Callable[[Game, int, int], int] | None = None  # (game, seat, beers): lives it could save


@dataclass(frozen=True, slots=True)
class CharacterInfo:
    """A character: its data plus its hooks at named points of the rules.

    Numbers are read where they apply (distance, a shot's "draw!"s, the BANG!
    limit); a function hook is None when the character does not use that point.
    """

    character: Character
    name: str
    bullets: int
    ability: str  # one line, English; the UI has its own translations
    draw: DrawRule | None = None  # phase 1 (None: two cards from the deck)
    seen_farther: int = 0  # others see this player farther (Paul Regret: a Mustang)
    sees_closer: int = 0  # this player sees others closer (Rose Doolan: a Scope)
    barrels: int = 0  # "draw!"s of a Barrel built in (Jourdonnais)
    unlimited_bang: bool = False  # Willy the Kid
    missed_to_cancel: int = 1  # Missed! needed against this player's BANG! (Slab: 2)
    plays_as: dict[Kind, Kind] = field(default_factory=dict)  # Calamity Janet: card kind -> kind
    draw_check_cards: int = 1  # cards flipped for each "draw!" (Lucky Duke: 2, he picks one)
    on_hit: Callable[[Game, int, int, int | None], None] | None = None  # (seat, lives, source)
    on_empty_hand: Callable[[Game, int], None] | None = None  # a card left the hand empty
    on_elimination: Callable[[Game, int, int], bool] | None = None
    """Another player is out, their cards still in hand and in play: (game, seat, dead);
    True if it takes them (asked clockwise from the dead; it may push steps that share
    them out, and the rest of the elimination waits for those)."""
    at_any_time: Ability | None = None
    in_turn: Ability | None = None  # an ability used in the own play phase (Chuck Wengam, Doc Holyday)
    hand_limit: int | None = None  # cards kept at the end of the turn (None: as many as lives)
    beer_heals: int = 1  # lives a Beer gives back (Tequila Joe: 2)
    any_card_as: Kind | None = None  # every card may be played as this kind (Elena Fuente: Missed!)
    immune_suit: Suit | None = None  # cards of this suit played by others do nothing to him (Apache Kid)
    immune_but: tuple[Kind, ...] = ()  # ... but for these (Apache Kid: a Duel)
    immune_as_only_target: Callable[[Game, int, int], bool] | None = None
    """(seat, card): a card played by another with this player its only target does nothing to
    him (Ms. Abigail: ranks J to A); such a card is not offered at him, as for ``immune_suit``."""
    others_cards_off: bool = False  # in this player's turn the others' cards in play do nothing (Belle Star)
    on_turn_start: Callable[[Game, int], None] | None = None
    """At the start of the turn: may push steps to resolve after the "draw!"s of Dynamite and
    Jail, before the draw phase (Vera Custer). Read from the own character, even when borrowing."""
    on_turn_end: Callable[[Game, int], None] | None = None  # the turn is over (own character too)
    on_other_out: Callable[[Game, int, int], None] | None = None  # (seat, dead): another is out
    on_answer_out_of_turn: Callable[[Game, int, int], None] | None = None
    """(seat, cards): this player used that many cards from hand out of turn (Molly Stark)."""
    in_force: Callable[[Game, int, RulesInForce], None] | None = None
    """(seat, rules): what the ability changes in the rules in force (a card its player may
    not play...), folded in with the other characters' before any event."""
    starting_cards: int | None = None  # cards dealt at the start (None: as many as life points)
    takes_discards: bool = False
    """The cards the other players discard for their hand limit go into his hand (Gary Looter;
    of several, the first clockwise from the one who discards)."""
    takes_draw_checks: bool = False
    """With fewer than 6 cards in hand he takes every card "drawn!" once its effect is over
    (John Pain; of several, the first clockwise from the one who drew, himself first)."""
    on_shot_missed: Callable[[Game, int, int], None] | None = None
    """(seat, target): a shot this player fired (not a Gatling's) was cancelled (Bloody Mary)."""
    last_chance: Callable[[Game, int], None] | None = None
    """When he would be eliminated, a last try pushed as a step that may save him (Teren
    Kill's "draw!"); tried once for each loss of life."""
    box: str = "base"  # the box it comes in: "base", or an expansion's name


# --- an expansion's moments and state -------------------------------------------------------

GameHook = Callable[["Game"], None]
TurnHook = Callable[["Game", int], None]


@dataclass(frozen=True, slots=True)
class Hooks:
    """The moments of a game where an expansion steps in, each a tuple of functions
    called in order: the base game's first, then each expansion's in the order the table
    names them (``Hooks.then``). A function that has something to resolve pushes a step
    (``Game.stack``); the steps pushed at one moment resolve before the core goes on.

    The core calls them at these points (``bang.rules.Game``):

    - ``setup``: the deal is done (roles, characters, hands), before the first turn;
    - ``round_start``: the first player's turn (the Sheriff's) begins, before anything
      else of it; not at the very first turn of the game;
    - ``turn_start``: a turn begins, after ``round_start``, before Dynamite and Jail;
    - ``phase_one_end``: phase 1 is over (``seat``, the cards it drew, in order);
    - ``turn_end``: a turn is over (its player may have been eliminated or jailed);
    - ``card_played``: a card was played from hand, once its effect is on the stack
      (``seat``, the action);
    - ``hand_limit_discard``: the turn player discarded cards for the hand limit (``seat``,
      the cards);
    - ``elimination``: a player is out, after the rewards (``dead``, ``killer``);
    - ``rules``: modifiers of the rules in force (``bang.in_force``), folded in order;
    - ``shot_landed``: a shot (``steps.ShotAt``) was not cancelled, its ``Hit`` about to be
      pushed (the steps a hook pushes resolve after the hit);
    - ``life_loss``: a player is about to lose ``Hit.amount`` life points (not a ghost); a
      hook may push steps, resolved before the loss, that lower the amount.
    - ``moves``: the play phase's legal actions are listed (``seat``, the list to append
      the expansion's own to: Gold Rush's purchases), after the cards';
    - ``life_lost``: a player lost life points (``seat``, how many, who caused it: None for
      nobody), before anything that follows (the dying stage, the character's ``on_hit``);
    - ``rescue``: a player is dying: the expansion's own ways for him to regain a life point
      then (its actions, offered beside the Beers and answered by ``Ruleset.decisions``) and
      how many life points they could give (Gold Rush's Rucksack);
    - ``check_drawn``: a "draw!" card is about to count (``seat``, the card, what it is for),
      Lucky Duke's pick made; a hook that has something to decide first pushes a step and
      returns True: that step hands the card that counts to the step that asked
      (``Step.take_flip``), as Lucky Duke's pick does (Armed & Dangerous's Tumbleweed);
    - ``answers``: the ways ``seat`` can cancel a shot are listed (``Game.missed_answers``: the
      list to append to): an expansion adds its own (Armed & Dangerous's Duck with its upgrade
      paid).

    Two expansions that bring the same function (High Noon and A Fistful of Cards share
    one deck of event cards) have it called once.
    """

    setup: tuple[GameHook, ...] = ()
    round_start: tuple[TurnHook, ...] = ()
    turn_start: tuple[TurnHook, ...] = ()
    phase_one_end: tuple[Callable[[Game, int, list[int]], None], ...] = ()
    turn_end: tuple[TurnHook, ...] = ()
    card_played: tuple[Callable[[Game, int, Action], None], ...] = ()
    hand_limit_discard: tuple[Callable[[Game, int, tuple[int, ...]], None], ...] = ()
    elimination: tuple[Callable[[Game, int, int | None], None], ...] = ()
    rules: tuple[Callable[[Game, RulesInForce], None], ...] = ()
    shot_landed: tuple[Callable[[Game, ShotAt], None], ...] = ()
    life_loss: tuple[Callable[[Game, Hit], None], ...] = ()
    moves: tuple[Callable[[Game, int, list[Action]], None], ...] = ()
    life_lost: tuple[Callable[[Game, int, int, int | None], None], ...] = ()
    rescue: tuple[Callable[[Game, int], tuple[list[Action], int]], ...] = ()
    check_drawn: tuple[Callable[[Game, int, int, str], bool], ...] = ()
    answers: tuple[Callable[[Game, int, list[Action]], None], ...] = ()

    def then(self, other: Hooks) -> Hooks:
        """These hooks, then ``other``'s at each moment (a function both have, once)."""
        return Hooks(*(tuple(dict.fromkeys(getattr(self, m) + getattr(other, m))) for m in MOMENTS))

    def __bool__(self) -> bool:
        return any(getattr(self, m) for m in MOMENTS)

    def without_moment(self, hook: Callable[..., None]) -> Hooks:
        """These hooks with ``hook`` at none of the moments read from the rules in force but
        the round's start (a turn's start, the end of its phase 1, its end, a card played): for
        a modifier of the rules in force (``rules``) whose moment has nothing to do for now, so
        that no turn pays for a step to ask it, nor a card played for a call (a card's moment
        while none is in play, a character's while nobody has the ability)."""
        return self.replacing(hook, None)

    def replacing(self, hook: Callable[..., None], by: Callable[..., None] | None) -> Hooks:
        """These hooks with ``by`` in ``hook``'s place (None: taken out) at each of the moments
        read from the rules in force but the round's start: for a modifier of the rules in
        force whose moment does less for now (a card played counted only while an event card
        may read the count). Made once for each ``Hooks``, ``hook`` and ``by`` (the
        rules are built again often)."""
        key = (id(self), hook, by)
        known = _REPLACED.get(key)
        if known is None or known[0] is not self:
            if len(_REPLACED) > 1024:
                _REPLACED.clear()

            def swap(hooks: tuple[Callable[..., None], ...]) -> tuple[Any, ...]:
                return tuple(h if h is not hook else by for h in hooks if h is not hook or by is not None)
            known = _REPLACED[key] = (self, replace(
                self, turn_start=swap(self.turn_start), phase_one_end=swap(self.phase_one_end),
                turn_end=swap(self.turn_end), card_played=swap(self.card_played)))
        return known[1]


_REPLACED: dict[tuple[int, object, object], tuple[Hooks, Hooks]] = {}


MOMENTS = ("setup", "round_start", "turn_start", "phase_one_end", "turn_end", "card_played", "hand_limit_discard",
           "elimination", "rules", "shot_landed", "life_loss", "moves", "life_lost", "rescue", "check_drawn",
           "answers")
"""``Hooks``' fields, in order."""


class Piece:
    """A piece of state an expansion brings to the table (an event deck, gold nuggets, a
    shop...), kept in ``Game.pieces`` under its ``key``. The core never reads inside one:
    it copies it with the game (``copy``), shows each reader what ``seen_by`` gives (merged
    into the seat's view under the piece's key), prints ``god`` in a scenario's god view,
    and asks ``public`` / ``determinize`` for a search bot's copy of the game
    (``bang.determinize``), which must hold nothing the seat may not know."""

    key: ClassVar[str] = "piece"

    def copy(self) -> Piece:
        raise NotImplementedError

    def seen_by(self, game: Game, seat: int | None) -> dict[str, Any]:
        """What ``seat`` (None: a spectator) may see of it, as JSON."""
        return {}

    def god(self, game: Game) -> dict[str, Any]:
        """Everything, as the scenario's god view prints it (top-level keys)."""
        return {}

    def god_player(self, game: Game, seat: int) -> dict[str, Any]:
        """What the scenario's god view prints of it for one player (merged into the player's
        record; a list under ``in_play`` is added to the cards in play there: the piece's cards
        lying in front of that player)."""
        return {}

    def in_front(self, seat: int) -> tuple[int, ...]:
        """The piece's cards lying in front of ``seat`` (a shop's equipment bought), shown
        with the cards in play."""
        return ()

    def public(self, game: Game, seat: int | None) -> Piece:
        """A copy holding only what ``seat`` may know (its hidden parts in a fixed order)."""
        return self.copy()

    def determinize(self, game: Game, seat: int | None, rng: Rng) -> Piece:
        """A copy of a public one with its hidden parts dealt at random."""
        return self.copy()


# --- the ruleset ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Ruleset:
    name: str
    role_split: dict[int, tuple[Role, ...]]  # players -> the roles dealt
    characters: dict[Character, CharacterInfo]
    cards: tuple[int, ...]  # the cards in the box (numbers into the tables of the box)
    card_rules: dict[Kind, CardRule]
    check_passes: dict[CheckFor, Callable[[Suit, int], bool]]  # each check's "draw!" rule: (suit, rank)
    starting_life: Callable[[Role, int], int]  # (role, bullets) -> life at the start
    first_player: Callable[[Game], int]  # who plays the first turn
    game_over: Callable[[Game, int, int | None], Winner | None]  # after (dead, killer) is out
    after_elimination: Callable[[Game, int, int | None], None]  # rewards and penalties
    winners: Callable[[Game], list[int]]  # the seats of every player who won
    roles_face_up: bool = False  # everybody sees every role (3 players)
    hunts: dict[Role, Role] = field(default_factory=dict)  # whom each role hunts (3 players), shown to all
    dynamite_damage: int = 3
    expansions: tuple[str, ...] = ()  # the expansions added to it, in the order given
    turn_checks: Callable[[Game, int], None] | None = None
    """A turn begins: push the steps of the cards in play to check first (the base game's
    Dynamite and Jail "draw!"s)."""
    hooks: Hooks = Hooks()  # the expansions' moments, in order (``Hooks``)
    decisions: dict[ActionType, Callable[[Game, Action], None]] = field(default_factory=dict)
    """What the expansions' own kinds of action do once legal (Gold Rush's ``BUY``...); a
    ``USE`` of a card not in play in front of its player (an expansion's own, in its piece)."""
    refusals: dict[ActionType, Callable[[Game, Action], Reason | None]] = field(default_factory=dict)
    """Why an expansion's own kind of action is not legal now (its code and facts)."""
    scenario: tuple[Callable[[Game, dict[str, Any]], None], ...] = ()
    """Each expansion's part of a scenario's position (``bang.scenario``): its pieces of
    state from the scenario's keys (FORMAT.md: ``event``, ``event_deck``...)."""


@dataclass(frozen=True, slots=True)
class Expansion:
    """What an expansion adds to a ruleset: cards (with their rules), characters, and its
    moments of the game (``hooks``: an event deck revealed, its pieces of state set up...).

    ``add(ruleset)`` is the ruleset with it (``bang.rulesets.registry`` names them)."""

    name: str
    cards: tuple[int, ...]  # its cards, numbered after the base game's (``box.add_to_box``)
    card_rules: dict[Kind, CardRule]
    characters: dict[Character, CharacterInfo]
    hooks: Hooks = Hooks()
    scenario: Callable[[Game, dict[str, Any]], None] | None = None  # its keys of a scenario's position
    goes_with: Callable[[tuple[str, ...]], str | None] | None = None
    """Why it cannot be played beside the other expansions named (None: it can)."""
    needs: tuple[str, ...] = ()
    """The expansions it is an option of, named before it (The Bullet's two cards: High Noon)."""
    decisions: dict[ActionType, Callable[[Game, Action], None]] = field(default_factory=dict)
    """What its own kinds of action do (``Ruleset.decisions``)."""
    refusals: dict[ActionType, Callable[[Game, Action], Reason | None]] = field(default_factory=dict)
    """Why one of them is not legal now (``Ruleset.refusals``)."""

    def add(self, ruleset: Ruleset) -> Ruleset:
        return replace(
            ruleset,
            name=f"{ruleset.name}+{self.name}",
            cards=ruleset.cards + self.cards,
            card_rules={**ruleset.card_rules, **self.card_rules},
            characters={**ruleset.characters, **self.characters},
            expansions=(*ruleset.expansions, self.name),
            hooks=ruleset.hooks.then(self.hooks),
            scenario=ruleset.scenario + ((self.scenario,) if self.scenario is not None else ()),
            decisions={**ruleset.decisions, **self.decisions},
            refusals={**ruleset.refusals, **self.refusals},
        )
