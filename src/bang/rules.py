"""The core of the rules engine: ``Game`` holds the state and resolves it step by step.

The core keeps what every ruleset shares: turns and phases, the stack of steps,
distance, events. What a card, a character or a role does comes from the game's
``Ruleset`` (``bang.ruleset`` says its shape, ``bang.rulesets`` holds each one);
the names of characters below are examples of what a hook does, never tests.

How it works, in one paragraph: the state has a *stack of steps* still to
resolve (a shot to answer, a Duel, a "draw!", lives lost...). ``_advance`` runs
the step on top until one needs a decision; the player who must decide and
their legal actions are then cached. A decision with a single legal action is
taken at once (FORMAT.md: "a player is asked only when they have more than one
legal choice"). ``apply`` checks an action against the cached legal actions,
refuses it with a reason if it is not among them (nothing changes), or answers
the pending decision and advances again. Chance comes from the game's own
seeded ``Rng``; the game is its seed plus its list of actions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Final, NamedTuple, Protocol

from .actions import Action, ActionType, DrawSource
from .box import (
    CARD_GOES_IN_PLAY,
    CARD_KIND,
    CARD_RANGE,
    CARD_RANK,
    CARD_SUIT,
    COLT_RANGE,
    KIND_INFO,
    Role,
    Suit,
    Winner,
)
from .errors import IllegalAction, MalformedAction
from .events import Event, EventType
from .in_force import RulesInForce, build
from .ruleset import (
    CardEffect,
    CharacterInfo,
    CheckFor,
    DrawRule,
    Piece,
    PlayContext,
    PlayOptions,
    Reason,
    Ruleset,
    play,
    play_alone,
    quick_action,
)
from .state import Phase, Player, Rng, Step
from .steps import CardsShared, DrawPhase, Flip, Hit, ShotAt, TakeDrawn, TurnClosing, TurnOpening, played_as
from .vocabulary import Character, Kind

if TYPE_CHECKING:
    from .view import Observation

# The module's constants are ``Final``: compiled (mypyc), each is a C static, not a look-up
# in the module's names at every use (these are read at every decision).
E: Final = EventType
PLAY: Final = ActionType.PLAY
PASS: Final = ActionType.PASS
END: Final = ActionType.END
DISCARD: Final = ActionType.DISCARD
DRAW: Final = ActionType.DRAW
CHOOSE: Final = ActionType.CHOOSE
ABILITY: Final = ActionType.ABILITY
PICK: Final = ActionType.PICK_CHARACTER
USE: Final = ActionType.USE
EVENT: Final = ActionType.EVENT
_tuple_new: Final = tuple.__new__
_target_of: Final = attrgetter("target")  # an action's target (``map``: its actions' targets walked in C)
_Event: Final = Event  # (made at every event, as a constant: compiled)
# read once: on Python 3.11 each ``Phase.X`` costs the Enum metaclass's lookup hook (the loop below is hot)
_SETUP: Final = Phase.SETUP
_PLAY_PHASE: Final = Phase.PLAY
_DISCARD_PHASE: Final = Phase.DISCARD
_NO_CARDS: Final[frozenset[int]] = frozenset()
_MOVES_ONLY: Final = 1  # ``Game._play_extras``: the expansions' own moves, nothing else
_IN_FORCE: Final = 2  # ``Game._play_extras``: ``_play_options_in_force``
_OWN_ONLY: Final = 3  # ``Game._play_extras``: some seats' own restrictions alone (theirs in force, the others' moves only)
_CHECKS: Final = {c.value: c for c in CheckFor}  # a "draw!"'s purpose by its name (every flip reads it)


class CardTables(NamedTuple):
    """What the core reads of each card of a ruleset's box, by card number (effects by
    kind), made once per ruleset: its cards' data as lists, for the hot paths."""

    ruleset: Ruleset
    play_rules: list[PlayOptions]  # each card's legality
    effects: list[CardEffect | None]  # each kind's effect
    more_answers: bool  # the box has cards used from play or other cards that cancel a shot (Dodge City)
    used_cards: frozenset[int]  # in play, it is used (a ``CardRule.use``) or answers a shot
    uses: list[PlayOptions | None]  # in play, its ways to be used (``CardRule.use``; None: not used from play)
    hand_answers: frozenset[int]  # from hand, it cancels a shot, not being a Missed!
    play_answers: frozenset[int]  # in play, it cancels a shot (a card used from play with the Missed! symbol)
    usable: list[Callable[[Game, int, int], Reason | None] | None]  # in play: why not usable now (``CardRule.usable``)
    any_usable: bool  # some card of the box has a ``usable`` rule
    seen_farther: list[int]  # in play: others see its owner this much farther (Mustang)
    sees_closer: list[int]  # in play: its owner sees others this much closer (Scope)
    barrel: list[bool]  # in play: a "draw!" against each shot (Barrel)
    unlimited_bang: list[bool]  # in play: any number of BANG! cards (Volcanic)
    missed: list[bool]  # it cancels a shot (Missed!, Dodge, a green card with the symbol)


def card_tables(ruleset: Ruleset) -> CardTables:
    """``ruleset``'s ``CardTables`` (made the first time; every box it plays is loaded by then)."""
    tables = _CARD_TABLES.get(ruleset.name)
    if tables is not None and tables.ruleset is ruleset:
        return tables
    rules = ruleset.card_rules
    info = [KIND_INFO[k] for k in CARD_KIND]
    used_in_play = [CARD_GOES_IN_PLAY[c] and (info[c].missed or (CARD_KIND[c] in rules and rules[CARD_KIND[c]].use
                                                                 is not None)) for c in range(len(CARD_KIND))]
    tables = _CARD_TABLES[ruleset.name] = CardTables(
        ruleset,
        [rules[CARD_KIND[c]].options if CARD_KIND[c] in rules else play_alone for c in range(len(CARD_KIND))],
        _by_kind({k: rules[k].effect for k in rules}),
        any(used_in_play[c] or (info[c].missed and CARD_KIND[c] is not Kind.MISSED) for c in ruleset.cards),
        frozenset(c for c in range(len(CARD_KIND)) if used_in_play[c]),
        [rules[CARD_KIND[c]].use if used_in_play[c] and CARD_KIND[c] in rules else None for c in range(len(CARD_KIND))],
        frozenset(c for c in range(len(CARD_KIND))
                  if info[c].missed and not CARD_GOES_IN_PLAY[c] and CARD_KIND[c] is not Kind.MISSED),
        frozenset(c for c in range(len(CARD_KIND)) if used_in_play[c] and info[c].missed),
        [rules[CARD_KIND[c]].usable if CARD_KIND[c] in rules else None for c in range(len(CARD_KIND))],
        any(rules[k].usable is not None for k in rules),
        [i.seen_farther for i in info],
        [i.sees_closer for i in info],
        [i.barrel for i in info],
        [i.unlimited_bang for i in info],
        [i.missed for i in info],
    )
    return tables


_CARD_TABLES: Final[dict[str, CardTables]] = {}


def _by_kind(effects: dict[Kind, CardEffect | None]) -> list[CardEffect | None]:
    """Each kind's effect in a list indexed by the kind's number (None: no effect; the
    numbers of a box not loaded are holes)."""
    out: list[CardEffect | None] = [None] * len(Kind)
    for kind, effect in effects.items():
        out[kind] = effect
    return out


class RulesetFinder:
    """How the core finds a ruleset it is not given: by a table's player count, variant
    and expansions, or by a stored game's ruleset name. The registry of rulesets
    (``bang.rulesets.registry``, above the core) fills it in when it is imported (the
    ``bang`` package does so): the core imports nothing above it."""

    def __init__(self) -> None:
        self._for_table: Callable[[int, str | None, tuple[str, ...]], Ruleset] | None = None
        self._named: Callable[[str], Ruleset] | None = None

    def register(self, for_table: Callable[[int, str | None, tuple[str, ...]], Ruleset],
                 named: Callable[[str], Ruleset]) -> None:
        self._for_table, self._named = for_table, named

    def for_table(self, players: int, variant: str | None, expansions: tuple[str, ...]) -> Ruleset:
        if self._for_table is None:
            raise MalformedAction("no ruleset is registered: import bang.rulesets.registry")
        return self._for_table(players, variant, expansions)

    def named(self, name: str) -> Ruleset:
        if self._named is None:
            raise MalformedAction("no ruleset is registered: import bang.rulesets.registry")
        try:
            return self._named(name)
        except ValueError as e:
            raise MalformedAction(str(e)) from None


RULESET_FINDER = RulesetFinder()
NO_CARD: Final = -1  # a "draw!" with no card left anywhere: it fails
# Decisions whose single choice depends on the hand (nothing to answer with, no Beer
# to survive, nothing playable): asked anyway under ``ask_even_without_choice``.
_HAND_SECRET_KINDS: Final = frozenset({"respond", "dying", "play"})


@dataclass(frozen=True, slots=True)
class GameOptions:
    """Table settings that change the rules of a game."""

    character_choice: bool = False  # each player is dealt two characters and keeps one
    simplified: bool = False  # the simplified first game: the cards with the book symbol out
    # Ask a player who holds cards even when the rules leave one choice (take the hit,
    # be eliminated, end the play phase): whether they are asked then tells nothing
    # about their hand. Off, a single choice is taken at once (FORMAT.md).
    ask_even_without_choice: bool = False
    expansions: tuple[str, ...] = ()  # the expansions played, e.g. ("dodge_city",)


class CardCheck(Protocol):
    """A step that makes a "draw!" for a card in play (the base game's Dynamite and Jail)."""

    player: int
    flip: int | None
    draw_purpose: str  # "dynamite", "jail": what its "draw!" decides


class Pending(NamedTuple):
    """Who must decide now, and what kind of decision it is."""

    player: int
    kind: str  # play, respond, dying, discard, draw, choose, character


_Pending: Final = Pending  # (made at every decision: a constant, compiled)


TableFacts = tuple[tuple[int, ...], bool, bool, bool, bool]
_TABLE_FACTS: Final[dict[tuple[int, ...], tuple[list[CharacterInfo], list[CharacterInfo], TableFacts]]] = {}


def _table_facts(characters: list[CharacterInfo], own: list[CharacterInfo]) -> TableFacts:
    """What the core asks of the characters at the table as they play now (``characters``) and
    as they are (``own``): the seats immune to something (Apache Kid), whether one turns the
    others' cards off (Belle Star), whether one takes others' discards, whether one takes
    "draw!" cards, whether one has a moment at a turn's start or end. Worked out once for each
    such table of records (they are kept, not made anew: the rules are built again at every
    reveal)."""
    key = (*map(id, characters), *map(id, own))
    known = _TABLE_FACTS.get(key)
    if known is not None and known[0] == characters and known[1] == own:
        return known[2]
    facts = (tuple(s for s, c in enumerate(characters) if c.immune_suit is not None
                   or c.immune_as_only_target is not None),
             any(c.others_cards_off for c in characters),
             any(c.takes_discards for c in characters),
             any(c.takes_draw_checks for c in characters),
             any(c.on_turn_start is not None or c.on_turn_end is not None for c in own))
    if len(_TABLE_FACTS) > 1024:  # (a borrowed ability is a new record each time: keep it small)
        _TABLE_FACTS.clear()
    _TABLE_FACTS[key] = (characters[:], own[:], facts)
    return facts


class Game:
    """One game of BANG!. Build it with ``Game.new`` (or ``scenario.setup``)."""

    players: list[Player]
    deck: list[int]  # the draw pile; its top is the END of the list
    discard: list[int]  # the discard pile; its top is the end of the list
    revealed: list[int]  # cards face up waiting for a pick
    revealed_to: int | None  # None: everybody sees them; else only that seat (Kit Carlson)
    stack: list[Step]
    turn: int
    phase: Phase
    bangs_played: int
    turn_count: int  # turns begun so far
    winner: Winner | None
    rng: Rng
    seed: int
    options: GameOptions
    ruleset: Ruleset
    history: list[Action]
    dealt: bool  # roles and characters given (``deal``), not drawn from the seed
    pending: Pending | None
    setup_events: list[Event]  # what ``new`` did: deals, the first turn's start and draws
    turn_uses: dict[str, int]  # abilities used this turn, by name (Doc Holyday: once a turn)
    character_offers: list[tuple[Character, ...]]
    rules: RulesInForce  # what holds at the table now (``bang.in_force``)
    pieces: dict[str, Piece]  # the expansions' own state, by key (an event deck...)
    another_turn: bool  # the player whose turn ends plays another one at once (set by a hook)
    seating: tuple[int, ...] | None  # the seats clockwise round the table, where two swapped places (else None)
    _legal: tuple[Action, ...]  # the pending decision's legal actions (never changed: replaced)
    _events: list[Event]
    _characters: list[CharacterInfo]
    _tables: CardTables
    # some card of the box may not be usable at once (a ``CardRule.usable``: Dodge City's
    # green cards); where none, ``not_usable_yet`` is always empty
    any_card_waits: bool
    _more_answers: bool  # the box has green cards or other cards that cancel a shot (Dodge City)
    _moves: tuple[Callable[[Game, int, list[Action]], None], ...]  # the expansions' own play-phase moves (Hooks.moves)
    _move: Callable[[Game, int, list[Action]], None]  # the same as one call (``_in_order``)
    _any_immune: bool  # a character here is immune to a suit (Apache Kid): targets are filtered
    _immune_seats: tuple[int, ...]  # the seats of those characters (while ``_any_immune``)
    _play_extras: int  # what the play phase's options go through: 0 nothing more, _MOVES_ONLY, _IN_FORCE, _OWN_ONLY
    _any_cards_off: bool  # a character here turns the others' cards off in her turn (Belle Star)
    _discards_takers: bool  # a character here takes others' discards (``CharacterInfo.takes_discards``)
    _draw_checks_takers: bool  # a character here takes "draw!" cards (``CharacterInfo.takes_draw_checks``)
    _turn_hooks: bool  # a character here has hooks at the turn's start or end (Vera Custer)
    _play_rules: list[PlayOptions]  # each card's legality, by card number
    _effects: list[CardEffect | None]  # each kind's effect, by kind
    _ring: list[int] | None  # the living seats in order, while nobody is eliminated
    # The distances the play phase's options read, kept with the seat asked for as long as
    # the position stands (set when that decision is asked, dropped as the next action or
    # the next resolution begins): the seat's view reads the same ones (``distances_from``).
    _asked_distances: tuple[int, list[tuple[int, int]]] | None
    _play_distances: list[tuple[int, int]] | None  # those of the last ``_play_options``

    # --- construction ----------------------------------------------------------

    @classmethod
    def new(
        cls,
        players: int | Sequence[str] = 4,
        seed: int = 0,
        options: GameOptions | None = None,
        ruleset: Ruleset | None = None,
    ) -> Game:
        """A new game: roles and characters dealt at random, the first player to play
        (the Sheriff; the Deputy with 3 players).

        ``players`` is a count (names become A, B, C...) or the list of names;
        ``ruleset`` defaults to the official one for that many players.
        """
        names = [chr(65 + i) for i in range(players)] if isinstance(players, int) else list(players)
        options = options or GameOptions()
        ruleset = _ruleset_for(names, options, ruleset)
        rng = Rng(seed)
        roles = list(ruleset.role_split[len(names)])
        order = list(range(len(roles)))
        rng.shuffle(order)
        all_chars = list(ruleset.characters)
        characters = list(range(len(all_chars)))
        rng.shuffle(characters)
        offers: list[tuple[Character, ...]] = []
        if options.character_choice:
            offers = [
                (all_chars[characters[i]], all_chars[characters[i + len(names)]])
                for i in range(len(names))
            ]
        return cls._start(
            names, seed, options, rng, ruleset,
            [roles[order[seat]] for seat in range(len(names))],
            [all_chars[characters[seat]] for seat in range(len(names))],
            offers,
        )

    @classmethod
    def deal(
        cls,
        names: Sequence[str],
        seed: int,
        roles: Sequence[Role],
        characters: Sequence[Character],
        options: GameOptions | None = None,
        ruleset: Ruleset | None = None,
    ) -> Game:
        """A new game with the roles and characters given (the next game of a match);
        the deck is shuffled from ``seed``."""
        names = list(names)
        options = options or GameOptions()
        ruleset = _ruleset_for(names, options, ruleset)
        if sorted(r.value for r in roles) != sorted(r.value for r in ruleset.role_split[len(names)]):
            raise MalformedAction(f"these roles are not the {len(names)}-player split")
        if len(set(characters)) != len(names) or any(c not in ruleset.characters for c in characters):
            raise MalformedAction("each player needs a different character of this game")
        game = cls._start(names, seed, options, Rng(seed), ruleset, list(roles), list(characters), [])
        game.dealt = True
        return game

    @classmethod
    def _start(cls, names: list[str], seed: int, options: GameOptions, rng: Rng, ruleset: Ruleset,
               roles: list[Role], characters: list[Character],
               offers: list[tuple[Character, ...]]) -> Game:
        game = cls()
        game._init_common(seed, options, rng, ruleset)
        for seat, name in enumerate(names):
            game.players.append(Player(seat, name, roles[seat], characters[seat], 0, 0))
        game.character_offers = offers
        game.deck = list(ruleset.cards)
        rng.shuffle(game.deck)
        if offers:  # (the picks are asked first; with none, the deal builds the rules: ``_deal_and_start``)
            game.refresh_rules()
        game._finish_setup()
        game._advance()
        game.setup_events = game._events
        return game

    def _init_common(self, seed: int, options: GameOptions, rng: Rng, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.dealt = False
        tables = self._tables = card_tables(ruleset)
        self.any_card_waits = tables.any_usable
        self._play_rules = tables.play_rules
        self._effects = tables.effects
        self._more_answers = tables.more_answers
        self._moves = ruleset.hooks.moves
        self._move = _in_order(ruleset.hooks.moves)
        self.players = []
        self.deck = []
        self.discard = []
        self.revealed = []
        self.revealed_to = None
        self.stack = []
        self.turn = 0
        self.phase = Phase.START
        self.bangs_played = 0
        self.turn_count = 0
        self.winner = None
        self.rng = rng
        self.seed = seed
        self.options = options
        self.history = []
        self.pending = None
        self.setup_events = []
        self.turn_uses = {}
        self.character_offers = []
        self.pieces = {}
        self.another_turn = False
        self.seating = None
        self._legal = ()
        self._events = []
        self._characters = []
        self._any_immune = False
        self._immune_seats = ()
        self._any_cards_off = False
        self._discards_takers = False
        self._draw_checks_takers = False
        self._turn_hooks = False
        self._play_extras = 0
        self._ring = None
        self._asked_distances = None
        self._play_distances = None
        self.rules = RulesInForce([])

    @classmethod
    def empty(cls, seed: int, options: GameOptions, ruleset: Ruleset) -> Game:
        """A game with no players and empty piles, to set a position on (``bang.scenario``):
        append the players, fill the piles, then ``settle``."""
        game = cls()
        game._init_common(seed, options, Rng(seed), ruleset)
        return game

    def settle(self, new_turn: bool) -> None:
        """The position is set: begin the turn of ``turn`` (``new_turn``: Dynamite, Jail and
        the draw phase still to come) or go on with its play phase, and resolve until
        someone must decide. Its events become ``setup_events``."""
        self.refresh_rules()
        if new_turn:
            self._begin_turn(self.turn)
        else:
            self.phase = Phase.PLAY
            self.turn_count = 1  # the turn in progress has begun
        self._advance()
        self.setup_events = self._events

    def _finish_setup(self) -> None:
        self.emit(E.GAME_STARTED, count=len(self.players))
        if self.character_offers:
            self.phase = Phase.SETUP
            self._offer_characters(0)
            return
        self._deal_and_start()

    def _deal_and_start(self) -> None:
        self.refresh_rules()
        for p in self.players:
            p.max_hp = self.ruleset.starting_life(p.role, self._characters[p.seat].bullets)
            p.hp = p.max_hp
        for p in self.players:
            first_hand = self._characters[p.seat].starting_cards
            self.draw(p.seat, p.hp if first_hand is None else first_hand)
        for setup in self.ruleset.hooks.setup:
            setup(self)
        self._begin_turn(self.ruleset.first_player(self))

    def refresh_rules(self) -> None:
        """Build the rules in force again (``bang.in_force``): a source of them changed (a
        character picked or borrowed, an event revealed, a turn begun)."""
        rules = self.rules = build(self)
        self._characters = rules.characters
        immune_seats, cards_off, discards_takers, draw_checks_takers, turn_hooks = _table_facts(
            rules.characters, rules.own)
        immune = bool(immune_seats)
        self._any_immune, self._immune_seats = immune, immune_seats
        self._discards_takers, self._draw_checks_takers = discards_takers, draw_checks_takers
        self._any_cards_off = cards_off or not rules.cards_in_play_work
        self._turn_hooks = turn_hooks
        in_force = (immune or rules.any_card_as_bang or rules.moves is not None or bool(rules.restrictions)
                    or rules.must_play is not None)
        self._play_extras = (_IN_FORCE if in_force else _OWN_ONLY if rules.own_restrictions
                             else _MOVES_ONLY if self._moves else 0)

    def clone(self) -> Game:
        """An independent copy, cheap enough for search bots."""
        g = Game.__new__(Game)
        g.players = [p.copy() for p in self.players]
        g.deck = self.deck[:]
        g.discard = self.discard[:]
        g.revealed = self.revealed[:]
        g.revealed_to = self.revealed_to
        g.stack = [_copy_step(s) for s in self.stack]
        g.turn = self.turn
        g.phase = self.phase
        g.bangs_played = self.bangs_played
        g.turn_count = self.turn_count
        g.winner = self.winner
        g.rng = Rng(0)
        g.rng.state = self.rng.state
        g.seed = self.seed
        g.options = self.options
        g.ruleset = self.ruleset
        g.dealt = self.dealt
        g._tables = self._tables
        g.any_card_waits = self.any_card_waits
        g._play_rules = self._play_rules
        g._effects = self._effects
        g._more_answers = self._more_answers
        g._moves = self._moves
        g._move = self._move
        g.history = self.history[:]
        g.pending = self.pending
        g.setup_events = self.setup_events
        g.turn_uses = dict(self.turn_uses)
        g.character_offers = self.character_offers
        g.rules = self.rules  # (never changed in place: rebuilt)
        g.pieces = {k: v.copy() for k, v in self.pieces.items()} if self.pieces else {}
        g.another_turn = self.another_turn
        g.seating = self.seating
        g._legal = self._legal
        g._events = []
        g._characters = self._characters
        g._any_immune = self._any_immune
        g._immune_seats = self._immune_seats
        g._any_cards_off = self._any_cards_off
        g._discards_takers = self._discards_takers
        g._draw_checks_takers = self._draw_checks_takers
        g._turn_hooks = self._turn_hooks
        g._play_extras = self._play_extras
        g._ring = self._ring
        g._asked_distances = None
        g._play_distances = None
        return g

    # --- the public API ------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.winner is not None

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """The legal actions of ``player`` (default: whoever must decide now)."""
        if self.winner is not None:
            return []
        if player is None or (self.pending is not None and player == self.pending.player):
            return list(self._legal)
        return self._ability_options(player)

    def observation(self, player: int | None) -> Observation:
        """What ``player`` may see (``None``: a spectator); see ``bang.view``."""
        from .view import observation

        return observation(self, player)

    def to_record(self) -> dict[str, Any]:
        """The whole game as plain JSON data: its setup plus every action, encoded."""
        return {
            "players": [p.name for p in self.players],
            "seed": self.seed,
            "ruleset": self.ruleset.name,
            "options": self._options_record(),
            **({"roles": [p.role.value for p in self.players],
                "characters": [p.character.value for p in self.players]} if self.dealt else {}),
            "actions": [[a.player, a.encode()] for a in self.history],
        }

    def _options_record(self) -> dict[str, Any]:
        options: dict[str, Any] = {"character_choice": self.options.character_choice,
                                   "ask_even_without_choice": self.options.ask_even_without_choice}
        if self.options.simplified:  # only when set: older records stay as they were
            options["simplified"] = True
        if self.options.expansions:
            options["expansions"] = list(self.options.expansions)
        return options

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Game:
        """Replay a game from ``to_record``'s data: the same seed and actions, the same game."""
        settings = dict(record.get("options", {}))
        settings["expansions"] = tuple(settings.get("expansions", ()))
        options = GameOptions(**settings)
        ruleset = RULESET_FINDER.named(record.get("ruleset", "base"))
        if "roles" in record:
            game = cls.deal(record["players"], int(record["seed"]), [Role(r) for r in record["roles"]],
                            [Character(c) for c in record["characters"]], options, ruleset)
        else:
            game = cls.new(record["players"], int(record["seed"]), options, ruleset)
        for player, code in record["actions"]:
            game.apply(Action.decode(int(player), int(code)))
        return game

    def prompt(self) -> dict[str, Any] | None:
        """Why the pending player is asked, as public facts (who shot, how many
        Missed! are still needed, how many cards to discard...), for prompts."""
        pending = self.pending
        if pending is None:
            return None
        if self.stack:
            return self.stack[-1].prompt(self)
        if pending.kind == "discard":
            p = self.players[pending.player]
            return {"reason": "discard", "count": len(p.hand) - self.hand_limit(pending.player)}
        if pending.kind == "character":
            return {"reason": "character"}
        return {"reason": "play", "bangs_played": self.bangs_played,
                "can_bang": self.can_play_bang(pending.player)}

    def can_apply(self, action: Action) -> bool:
        return self.refusal(action) is None

    def refusal(self, action: Action) -> str | None:
        """Why ``action`` is illegal now, or None if it is legal."""
        if self.winner is not None:
            return "the game is over"
        if action in self._legal:
            return None
        if action.type is ABILITY and action in self._ability_options(action.player):
            return None
        from .refusal_words import explain  # it never imports this module back: no cycle

        return explain(self, action)

    def apply(self, action: Action) -> list[Event]:
        """Apply one decision; return the events it caused.

        Raises ``IllegalAction`` (the game unchanged) when the rules forbid it.
        """
        reason = self.refusal(action)
        if reason is not None:
            raise IllegalAction(reason)
        return self._apply_legal(action)

    def pending_actions(self) -> tuple[Action, ...]:
        """The legal actions of the pending decision as the engine keeps them (no copy: for
        bots and their rollouts). ``legal_actions()`` gives a list of them."""
        return self._legal

    def hide_decision(self) -> None:
        """Forget the pending decision's legal actions (they depend on the hand of the
        player who decides): a public copy of the game keeps who decides, not how."""
        self._legal = ()

    def decide_again(self) -> None:
        """Work out the pending decision again from the position as it is now (after a
        determinization dealt the hidden cards anew)."""
        self._advance()

    def apply_legal(self, action: Action) -> list[Event]:
        """``apply`` for an action taken from ``legal_actions()`` as it is: not checked again
        (random games, bots' rollouts). Any other action breaks the game."""
        return self._apply_legal(action)

    def _apply_legal(self, action: Action) -> list[Event]:
        self._asked_distances = None  # the position changes
        events: list[Event] = []
        self._events = events
        self.history.append(action)
        self._do(action)
        self._advance()
        return events

    def distance(self, a: int, b: int) -> int:
        """How far ``b`` is from ``a`` as ``a`` sees it (both alive)."""
        for t, d in self.distances_from(a):
            if t == b:
                return d
        raise ValueError(f"seat {b} is not another living player")

    def distances_from(self, seat: int) -> list[tuple[int, int]]:
        """(seat, distance) of every other living player, clockwise from the left.

        The places between two living players, the shorter way round (1 for everybody
        where the rules in force say so), plus every modifier (Mustang, Paul Regret, minus
        Scope, Rose Doolan); below 1 counts as 1.
        """
        asked = self._asked_distances
        if asked is not None and asked[0] == seat:  # the position of the decision asked: worked out then
            return list(asked[1])
        ring = self._ring
        if ring is None:  # recomputed after an elimination
            players = self.players
            ring = self._ring = ([p.seat for p in players if p.alive] if self.seating is None
                                 else [s for s in self.seating if players[s].alive])
        n = len(ring)
        i = ring.index(seat)
        closer = self._sees_closer(seat)
        # ``_seen_farther`` of each, inlined (the hottest loop of the view and the BANG!s)
        characters, players, farther = self._characters, self.players, self._tables.seen_farther
        any_off = self._any_cards_off
        if self.rules.distance_one:
            return self._distances_of_one(seat, ring, i, closer - characters[seat].sees_closer)
        out = []
        for k in range(1, n):
            t = ring[(i + k) % n]
            d = (k if k < n - k else n - k) + characters[t].seen_farther - closer
            if not any_off or self.cards_work(t):
                for c in players[t].in_play:
                    d += farther[c]
            out.append((t, d if d > 1 else 1))
        return out

    def distances_listed(self, seat: int) -> list[tuple[int, int]]:
        """``distances_from(seat)`` for an expansion's own moves of ``seat``'s play phase, asked
        as they are listed (``Hooks.moves``, and only then): those the cards of the hand read
        just before, in the same position, where they read them (not to be changed)."""
        known = self._play_distances
        return known if known is not None else self.distances_from(seat)

    def _distances_of_one(self, seat: int, ring: list[int], i: int, closer: int) -> list[tuple[int, int]]:
        """``distances_from`` where every distance is 1 and only the cards in play change it
        (not the characters); ``closer``: the viewer's cards' part."""
        n = len(ring)
        farther = self._tables.seen_farther
        out = []
        for k in range(1, n):
            t = ring[(i + k) % n]
            d = 1 - closer
            if self.cards_work(t):
                for c in self.players[t].in_play:
                    d += farther[c]
            out.append((t, d if d > 1 else 1))
        return out

    def reach(self, seat: int) -> int:
        """The weapon's range: how far a BANG! of ``seat`` can go."""
        r = COLT_RANGE
        if self._any_cards_off and not self.cards_work(seat):
            return r
        for c in self.players[seat].in_play:
            if CARD_RANGE[c] > r:
                r = CARD_RANGE[c]
        return r

    def alive_seats(self) -> list[int]:
        return [p.seat for p in self.players if p.alive]

    # --- small helpers ---------------------------------------------------------

    def emit(self, type: EventType, player: int | None = None, target: int | None = None,
              cards: tuple[int, ...] = (), count: int = 0, amount: int = 0, detail: str = "",
              private_to: tuple[int, ...] | None = None) -> None:
        self._events.append(_tuple_new(_Event, (type, player, target, cards, count, amount, detail, private_to)))

    def has_kind(self, seat: int, kind: Kind) -> bool:
        for c in self.players[seat].in_play:  # a plain loop: this is a hot path
            if CARD_KIND[c] is kind:
                return True
        return False

    def card_in_play(self, seat: int, kind: Kind) -> int | None:
        for c in self.players[seat].in_play:
            if CARD_KIND[c] is kind:
                return c
        return None

    def _seen_farther(self, seat: int) -> int:
        d = self._characters[seat].seen_farther
        if not self._any_cards_off or self.cards_work(seat):
            for c in self.players[seat].in_play:
                d += self._tables.seen_farther[c]
        return d

    def _sees_closer(self, seat: int) -> int:
        d = self._characters[seat].sees_closer
        if not self._any_cards_off or self.cards_work(seat):
            for c in self.players[seat].in_play:
                d += self._tables.sees_closer[c]
        return d

    def cards_work(self, seat: int) -> bool:
        """Whether the cards in play in front of ``seat`` have their effect now: not where
        the rules in force say none does, nor in the turn of a player who turns the
        others' cards off (Belle Star)."""
        if not self._any_cards_off:
            return True
        if not self.rules.cards_in_play_work:
            return False
        return seat == self.turn or not self._characters[self.turn].others_cards_off

    def hand_limit(self, seat: int) -> int:
        """How many cards ``seat`` may keep at the end of the turn (a ghost: all, since they
        go with him as he leaves)."""
        limit = self._characters[seat].hand_limit
        p = self.players[seat]
        if p.ghost:
            return len(p.hand)
        return p.hp if limit is None else limit

    def used_in_play(self, card: int) -> bool:
        """Whether ``card`` is used from play (or answers a shot from there): a green card."""
        return card in self._tables.used_cards

    def usable_now(self, seat: int, card: int) -> Reason | None:
        """Why ``card``, used from play in front of ``seat``, cannot be used now (its rule's
        ``usable``: a green card put in play this turn), or None."""
        usable = self._tables.usable[card]
        return None if usable is None else usable(self, seat, card)

    def not_usable_yet(self, seat: int) -> tuple[int, ...]:
        """The cards in play before ``seat`` that cannot be used yet (the view's ``fresh``)."""
        tables = self._tables
        if not tables.any_usable:
            return ()
        usable = tables.usable
        return tuple(c for c in self.players[seat].in_play if usable[c] is not None and self.usable_now(seat, c))

    def immune(self, target: int, card: int, seat: int) -> bool:
        """Whether ``card``, played by ``seat``, does nothing to ``target`` (Apache Kid's suit)."""
        character = self._characters[target]
        suit = character.immune_suit
        return (suit is not None and target != seat and self.suit_of(card) is suit
                and CARD_KIND[card] not in character.immune_but)

    def _only_target_immune(self, action: Action, seat: int) -> bool:
        """Whether ``action``'s card, aimed at its target alone, does nothing to him (Ms. Abigail)."""
        target, card = action.target, action.card
        assert target is not None and card is not None
        hook = self._characters[target].immune_as_only_target
        return hook is not None and target != seat and hook(self, target, card)

    def suit_of(self, card: int) -> Suit:
        """``card``'s suit for every rule now: as printed, or the one the rules in force
        give every card."""
        suit = self.rules.suit
        return CARD_SUIT[card] if suit is None else suit

    def lend_ability(self, seat: int, character: Character | None) -> None:
        """``seat`` has ``character``'s ability from now on (None: their own again; Vera Custer)."""
        self.players[seat].borrowed = character
        self.refresh_rules()

    def return_to_play(self, seat: int, hp: int, ghost: bool = False) -> None:
        """``seat``, out of the game, plays again with ``hp`` life points (as a ghost: one who
        neither loses nor gains any, until ``leave_as_ghost``)."""
        p = self.players[seat]
        p.alive, p.hp, p.ghost = True, hp, ghost
        self._ring = None
        self.emit(E.RETURNED, seat, amount=hp, detail="ghost" if ghost else "")
        self.refresh_rules()

    def leave_as_ghost(self, seat: int) -> None:
        """The ghost ``seat`` is out again: its cards go as a dead player's do (Vulture Sam...),
        and the game may end (the ghost's side counted while it played)."""
        self.players[seat].ghost = False
        self.eliminate(seat, None)

    def _discards_taker(self, seat: int) -> int | None:
        """Who takes the cards ``seat`` discards for the hand limit (Gary Looter), or None."""
        if not self._discards_takers:
            return None
        return next((s for s in self.others_clockwise(seat) if self._characters[s].takes_discards), None)

    def draw_checked(self, seat: int, card: int) -> None:
        """``card``, "drawn!" for ``seat``, is on the discard pile: a player who takes such
        cards (John Pain; the first clockwise from ``seat``, ``seat`` first) takes it once
        what it decided is over (a step below the one that asked)."""
        if not self._draw_checks_takers:
            return
        for s in (seat, *self.others_clockwise(seat)):
            if self._characters[s].takes_draw_checks:
                coming = sum(1 for step in self.stack if isinstance(step, TakeDrawn) and step.player == s)
                if len(self.players[s].hand) + coming < 6:
                    self.stack.insert(max(0, len(self.stack) - 1), TakeDrawn(s, card))
                    return

    def put_down(self, seat: int, card: int) -> None:
        """A card ``seat`` played or discarded from hand goes on the discard pile (face down on
        top of the deck instead where the rules in force say so, for the turn player)."""
        if self.rules.discards_on_deck and seat == self.turn:
            self.deck.append(card)
        else:
            self.discard.append(card)

    def discard_in_play(self, seat: int, card: int) -> None:
        """``card`` leaves the play in front of ``seat`` for the discard pile."""
        self.players[seat].in_play.remove(card)
        self.discard.append(card)

    def alive_count(self) -> int:
        n = 0
        for p in self.players:  # (a plain loop: asked at every card played with some boxes)
            if p.alive:
                n += 1
        return n

    def next_alive(self, seat: int) -> int:
        """The next living player on ``seat``'s left."""
        if self.seating is not None:
            return next(s for s in self.around(seat) if self.players[s].alive)
        n = len(self.players)
        s = (seat + 1) % n
        while not self.players[s].alive:
            s = (s + 1) % n
        return s

    def others_clockwise(self, seat: int) -> list[int]:
        """Every other living player, clockwise from ``seat``'s left."""
        order = self.seating
        if order is not None:
            i = order.index(seat)
            players = self.players
            return [s for s in order[i + 1:] + order[:i] if players[s].alive]
        players = self.players  # (each player's seat is his index)
        return [p.seat for p in players[seat + 1:] + players[:seat] if p.alive]

    def around(self, seat: int) -> list[int]:
        """Every other seat, dead or alive, clockwise from ``seat``'s left, as they sit now."""
        n = len(self.players)
        order = self.seating
        if order is None:
            return [(seat + i) % n for i in range(1, n)]
        i = order.index(seat)
        return list(order[i + 1:] + order[:i])

    def swap_seats(self, a: int, b: int) -> None:
        """``a`` and ``b`` change places round the table, with everything in front of them."""
        order = list(self.seating if self.seating is not None else range(len(self.players)))
        i, j = order.index(a), order.index(b)
        order[i], order[j] = order[j], order[i]
        self.seating = tuple(order)
        self._ring = None

    def can_play_bang(self, seat: int) -> bool:
        """Whether ``seat`` may play one more BANG! card this turn."""
        return (
            self.bangs_played < self.rules.bangs_a_turn
            or self._characters[seat].unlimited_bang
            or (_any_of(self._tables.unlimited_bang, self.players[seat].in_play) and self.cards_work(seat))
        )

    def character(self, seat: int) -> CharacterInfo:
        """The character of ``seat``: its data and its ability's hooks."""
        return self._characters[seat]

    def counts_as(self, seat: int, card: int, kind: Kind) -> Kind | None:
        """How ``card`` can stand for ``kind``: None if it cannot, the ``as_kind`` if swapped."""
        real = CARD_KIND[card]
        if real is kind:
            return kind
        plays_as = self._characters[seat].plays_as
        if plays_as and plays_as.get(real) is kind:
            return kind
        rules = self.rules
        if (kind is Kind.BANG and rules.any_card_as_bang) or (
                kind is Kind.MISSED and real is Kind.BANG and rules.bang_as_missed):
            return kind
        return None

    def answer_cards(self, seat: int, kind: Kind) -> list[Action]:
        """Playing one card of ``kind`` (or Janet's swap) as an answer."""
        out = []
        for c in self.players[seat].hand:
            real = CARD_KIND[c]
            if real is kind:
                out.append(play(seat, c))
            elif self.counts_as(seat, c, kind) is not None:
                out.append(play(seat, c, as_kind=kind))
        rules = self.rules
        if rules.restrictions or (rules.own_restrictions and seat in rules.own_restrictions):
            return [a for a in out if self.restriction(a) is None]
        return out

    def missed_answers(self, seat: int) -> list[Action]:
        """Every way ``seat`` can cancel a shot now: a Missed! (or a card that counts as
        one) from hand, and a green card with a Missed! symbol in play (not put there
        this turn, and while the cards in play have their effect)."""
        out = self.answer_cards(seat, Kind.MISSED)
        p = self.players[seat]
        rules = self.rules
        restricted = bool(rules.restrictions) or (bool(rules.own_restrictions) and seat in rules.own_restrictions)
        tables = self._tables
        if self._more_answers and not tables.hand_answers.isdisjoint(p.hand):  # (most hands hold none)
            hand_answers = tables.hand_answers
            for c in p.hand:
                if c in hand_answers and (not restricted or self.restriction(play(seat, c)) is None):
                    out.append(play(seat, c))
        if self._characters[seat].any_card_as is Kind.MISSED:
            taken = {a.card for a in out}
            more = [play(seat, c, as_kind=Kind.MISSED) for c in p.hand if c not in taken]
            out += [a for a in more if self.restriction(a) is None] if restricted else more
        if self._more_answers and not tables.play_answers.isdisjoint(p.in_play) and self.cards_work(seat):
            play_answers = tables.play_answers
            for c in p.in_play:
                if c in play_answers and self.usable_now(seat, c) is None:
                    out.append(Action(seat, USE, card=c))
        for add in self.ruleset.hooks.answers:  # an expansion's own (a Duck with its upgrade paid)
            add(self, seat, out)
        return out

    # --- cards moving ------------------------------------------------------------

    def _reshuffle(self) -> None:
        if not self.deck and self.discard:
            self.deck, self.discard = self.discard, []
            self.rng.shuffle(self.deck)
            self.emit(E.RESHUFFLED, count=len(self.deck))

    def take_top(self) -> int | None:
        """The top card of the draw pile; the discard pile is reshuffled when it runs out."""
        if not self.deck:
            self._reshuffle()
            if not self.deck:
                return None
        card = self.deck.pop()
        if not self.deck:
            self._reshuffle()
        return card

    def draw(self, seat: int, n: int) -> None:
        drawn = []
        for _ in range(n):
            c = self.take_top()
            if c is None:
                break
            drawn.append(c)
        if drawn:
            self.players[seat].hand.extend(drawn)
            self.emit(E.DREW, seat, cards=tuple(drawn), count=len(drawn), private_to=(seat,))

    def refill_empty_hand(self, seat: int) -> None:
        """The ``on_empty_hand`` hook (Suzy Lafayette draws) the moment a card leaving a
        hand leaves it empty (every place that takes a card from a hand calls this)."""
        p = self.players[seat]
        if not p.hand and p.alive:
            hook = self._characters[seat].on_empty_hand
            if hook is not None:
                hook(self, seat)

    def _refills_hand(self, seat: int, usable: int) -> bool:
        """Whether playing the ``usable`` cards of ``seat``'s hand could bring more:
        Suzy's hand refills when it is empty, so all-usable hands may go on."""
        p = self.players[seat]
        return (usable > 0 and usable == len(p.hand) and self._characters[seat].on_empty_hand is not None
                and bool(self.deck or self.discard))

    def discard_from_hand(self, seat: int, card: int) -> None:
        self.players[seat].hand.remove(card)
        self.discard.append(card)
        self.refill_empty_hand(seat)

    def heal(self, seat: int, amount: int = 1) -> None:
        p = self.players[seat]
        if p.ghost:
            return  # a ghost neither loses nor gains life points
        gained = min(amount, p.max_hp - p.hp)
        if gained > 0:
            p.hp += gained
            self.emit(E.HEALED, seat, amount=gained)

    def check_passes(self, card: int, purpose: CheckFor) -> bool:
        """Whether the "draw!" ``card`` succeeds for ``purpose`` (no card: it fails), its suit
        as the rules in force read it."""
        if card == NO_CARD:
            return False
        suit = self.rules.suit  # (``suit_of``, inlined)
        return self.ruleset.check_passes[purpose](CARD_SUIT[card] if suit is None else suit, CARD_RANK[card])

    def draw_detail(self, card: int, purpose: str) -> str:
        """The ``detail`` of a "draw!" event: what it was for and whether it went the player's
        way, e.g. "barrel lucky" (the shot is missed), "dynamite unlucky" (it explodes)."""
        check = _CHECKS.get(purpose)
        if check is None:
            return purpose
        lucky = self.check_passes(card, check) != (check is CheckFor.DYNAMITE)
        return f"{purpose} {'lucky' if lucky else 'unlucky'}"

    def flip(self, seat: int, purpose: str = "draw!", takeable: bool = True) -> int | None:
        """A "draw!" for ``seat`` (for ``purpose``, a ``CheckFor`` value): the card, or None
        when Lucky Duke must choose first (or an expansion decides first: ``check_counts``).

        For Lucky Duke two cards are flipped and a ``Flip`` step is pushed; his
        choice is written into the step below it (the one that asked).
        """
        n = self._characters[seat].draw_check_cards
        if n > 1:
            cards = [c for c in (self.take_top() for _ in range(n)) if c is not None]
            if len(cards) == n:
                self.revealed.extend(cards)
                self.revealed_to = None
                self.emit(E.REVEALED, seat, cards=tuple(cards), count=n, detail="draw!")
                self.stack.append(Flip(seat, tuple(cards)))
                return None
            card = cards[0] if cards else None
        else:
            card = self.take_top()
        if card is None:
            return NO_CARD
        self.discard.append(card)
        self.emit(E.DRAW_CHECK, seat, cards=(card,), count=1, detail=self.draw_detail(card, purpose))
        if takeable:
            self.draw_checked(seat, card)
        return self.check_counts(seat, card, purpose) if self.ruleset.hooks.check_drawn else card

    def check_counts(self, seat: int, card: int, purpose: str) -> int | None:
        """``card``, "drawn!" for ``seat``, counts: it, or None where an expansion has
        something to decide first (``Hooks.check_drawn``: its step hands the card that counts
        to the step that asked, as Lucky Duke's pick does)."""
        for drawn in self.ruleset.hooks.check_drawn:
            if drawn(self, seat, card, purpose):
                return None
        return card

    # --- turns ---------------------------------------------------------------------

    def _begin_turn(self, seat: int, again: bool = False) -> None:
        """``seat``'s turn begins (``again``: another turn of the same player, which begins
        no round)."""
        round_start = (self.turn_count > 0 and bool(self.rules.hooks.round_start) and not again
                       and seat == self.round_leader())
        self.turn = seat
        self.phase = Phase.START
        self.bangs_played = 0
        self.turn_count += 1
        if self.turn_uses:
            self.turn_uses = {}
        if self.rules.turn_bound:
            self.refresh_rules()  # what the last turn made hold holds no more
        self.emit(E.TURN_STARTED, seat)
        self.stack.append(DrawPhase(seat))
        if self._turn_hooks:
            start = self.rules.own[seat].on_turn_start
            if start is not None:
                start(self, seat)  # its steps come after the "draw!"s below
        checks = self.ruleset.turn_checks
        if checks is not None:
            checks(self, seat)  # the base game's Dynamite and Jail
        if round_start or self.rules.hooks.turn_start:  # the expansions' moments come first
            self.stack.append(TurnOpening(seat, round_start))

    def round_leader(self) -> int:
        """Whose turn begins a round: the first player's (the Sheriff's), or the next one
        still playing after them."""
        first = self.ruleset.first_player(self)
        return first if self.takes_turns(first) else self.next_seat(first)

    def end_turn(self) -> None:
        if self.stack and type(self.stack[0]) is TurnClosing:
            return  # over already: its last moments are being resolved
        self.stack.clear()
        if self._turn_hooks:
            ending = self.players[self.turn]
            end = self.rules.own[ending.seat].on_turn_end
            if end is not None:
                end(self, ending.seat)
        if self.rules.hooks.turn_end:
            self.stack.append(TurnClosing(self.turn))  # the expansions' moments, then the next turn
            return
        self.begin_next_turn()

    def begin_next_turn(self) -> None:
        """The next turn begins: the same player's again if a rule gave them another
        (``another_turn``), else the next one in the order of play."""
        seat = self.turn
        if self.another_turn:
            self.another_turn = False
            if self.takes_turns(seat):
                self._begin_turn(seat, again=True)
                return
        self._begin_turn(self.next_seat(seat))

    def takes_turns(self, seat: int) -> bool:
        """Whether ``seat`` plays its turns now: alive, or brought back by the rules in force."""
        return self.players[seat].alive or seat in self.rules.turn_takers

    def next_seat(self, seat: int) -> int:
        """Who plays after ``seat``: the next player on the left still playing (on the right
        where the rules in force turn the order round)."""
        if self.seating is None and not self.rules.counter_clockwise and not self.rules.turn_takers:
            return self.next_alive(seat)  # (the common case, kept quick)
        seats = self.around(seat)
        if self.rules.counter_clockwise:
            seats.reverse()
        return next((s for s in seats if self.takes_turns(s)), seat)

    # --- the resolution loop -----------------------------------------------------

    def _advance(self) -> None:
        """Resolve steps until a player has a real decision or the game is over."""
        self._asked_distances = None
        if self.phase is _SETUP:
            return  # characters are still being picked
        while self.winner is None:
            play_distances: list[tuple[int, int]] | None = None
            if self.stack:
                step = self.stack[-1]
                if step.resolve(self):
                    continue
                pending, options = step.decide(self)
            elif self.phase is _PLAY_PHASE:
                # (_play_options sets _play_distances, None where it read no distance)
                pending, options = _tuple_new(_Pending, (self.turn, "play")), self._play_options(self.turn)
                play_distances = self._play_distances
            elif self.phase is _DISCARD_PHASE:
                hand = self.players[self.turn].hand
                if len(hand) <= self.hand_limit(self.turn):
                    self.end_turn()
                    continue
                # One card at a time, until the hand is down to the life points: a choice
                # of k cards among n would be C(n, k) actions (a Vulture Sam can hold 35).
                pending = Pending(self.turn, "discard")
                options = [Action(self.turn, DISCARD, cards=(c,)) for c in sorted(hand)]
            else:  # pragma: no cover - every phase above has its steps
                raise AssertionError(f"nothing to resolve in phase {self.phase}")
            seat = pending.player
            ability = (self._ability_options(seat)  # (most characters have none: not even asked)
                       if 0 <= seat < len(self.players) and self._characters[seat].at_any_time is not None else ())
            if (len(options) == 1 and (pending.kind != "dying" or not ability)
                    and not (pending.kind in _HAND_SECRET_KINDS and self.hides_hand(seat))):
                self._do(options[0])  # a single choice is no choice: take it
                continue
            self.pending = pending  # (``_ask``, inlined)
            self._legal = (*options, *ability)
            if play_distances is not None:
                self._asked_distances = (pending.player, play_distances)
            return
        self.pending = None
        self._legal = ()

    def hides_hand(self, seat: int) -> bool:
        """Whether ``seat`` is asked even without a choice (``ask_even_without_choice``):
        only a hand with cards is a secret to keep."""
        return self.options.ask_even_without_choice and bool(self.players[seat].hand)

    def _ask(self, pending: Pending, options: list[Action]) -> None:
        self.pending = pending
        self._legal = tuple(options)

    def _ability_options(self, seat: int) -> list[Action]:
        """A character's ability usable at any time (Sid Ketchum's heal), if any."""
        if not 0 <= seat < len(self.players) or self.winner is not None:
            return []
        ability = self._characters[seat].at_any_time
        return [] if ability is None else ability.options(self, seat)

    # --- what steps call ------------------------------------------------------------

    def flip_for_card(self, step: CardCheck, kind: Kind) -> int | None:
        """The card of ``kind`` in front of the player, once its "draw!" is in
        ``step.flip`` (the step is then popped); None while there is nothing to read:
        no such card (the step is popped) or Lucky Duke still to choose."""
        card = self.card_in_play(step.player, kind)
        if card is None or not self.cards_work(step.player):  # none, or it has no effect now: no "draw!"
            self.stack.pop()
            return None
        if step.flip is None:
            step.flip = self.flip(step.player, step.draw_purpose)
            if step.flip is None:
                return None  # Lucky Duke chooses first
        self.stack.pop()
        return card

    def ask_draw(self, seat: int, choices: list[Action]) -> tuple[Pending, list[Action]]:
        """A draw-phase decision: the deck, or one of ``choices`` (a draw rule's hook)."""
        return Pending(seat, "draw"), [Action(seat, DRAW, source=DrawSource.DECK), *choices]

    def decision(self, seat: int, kind: str, options: list[Action]) -> tuple[Pending, list[Action]]:
        """``seat`` must decide among ``options`` (a hook's decision)."""
        return _tuple_new(_Pending, (seat, kind)), options

    def end_draw_phase(self) -> None:
        """Phase 1 is over: on to the play phase, once the expansions' moments of its end
        (``Hooks.phase_one_end``, with the cards it drew) are pushed."""
        step = self.stack.pop()
        self.phase = Phase.PLAY
        ends = self.rules.hooks.phase_one_end
        if ends:
            hand = self.players[self.turn].hand
            drawn = hand[step.hand_size:] if isinstance(step, DrawPhase) and step.hand_size >= 0 else []
            for end in reversed(ends):  # (the first one's steps resolve first)
                end(self, self.turn, drawn)

    def draw_rule(self, seat: int) -> DrawRule | None:
        """How ``seat`` draws in phase 1 now: the event's way, the character's, or None
        (the usual cards from the deck)."""
        rule = self.rules.draw
        return self._characters[seat].draw if rule is None else rule

    def keep_revealed(self, seat: int, keep: list[int]) -> None:
        """Kit Carlson keeps ``keep``; the rest of the revealed cards go back on the deck, in
        the order they came off it (the first one on top)."""
        rest = [c for c in self.revealed if c not in keep]
        self.revealed.clear()
        self.revealed_to = None
        self.players[seat].hand.extend(keep)
        self.emit(E.PICKED, seat, cards=tuple(keep), count=len(keep), private_to=(seat,))
        for c in reversed(rest):
            self.deck.append(c)
            self.emit(E.PUT_BACK, seat, cards=(c,), count=1, private_to=(seat,))

    def cancels(self, seat: int) -> int:
        """How many Missed! ``seat`` could answer a shot with (a Suzy Lafayette whose
        every card answers counts as having enough: her hand refills)."""
        rules = self.rules
        if rules.bang_as_missed or rules.restrictions or (rules.own_restrictions and seat in rules.own_restrictions):
            # (count the answers themselves)
            answers = self.missed_answers(seat)
            played = len({a.card for a in answers if a.type is PLAY})
            used = sum(1 for a in answers if a.type is USE)
            return 99 if self._refills_hand(seat, played) else played + used
        p = self.players[seat]
        character = self._characters[seat]
        tables = self._tables
        if character.any_card_as is Kind.MISSED:
            from_hand = len(p.hand)
        else:
            from_hand = 0
            plays_as = character.plays_as
            hand_answers = tables.hand_answers if self._more_answers else _NO_CARDS
            for c in p.hand:
                real = CARD_KIND[c]
                if real is Kind.MISSED or (plays_as and plays_as.get(real) is Kind.MISSED) or c in hand_answers:
                    from_hand += 1
        from_play = 0
        if self._more_answers and not tables.play_answers.isdisjoint(p.in_play) and self.cards_work(seat):
            play_answers = tables.play_answers
            for c in p.in_play:
                if c in play_answers and self.usable_now(seat, c) is None:
                    from_play += 1
        if self._refills_hand(seat, from_hand):
            return 99
        return from_hand + from_play

    def can_survive(self, seat: int) -> bool:
        """Whether the cards in hand can bring a dying player back to one life
        (for Suzy Lafayette, a hand of Beers only may refill as she drinks them)."""
        p = self.players[seat]
        need = 1 - p.hp
        beers = len(self.beers(seat)) if self.alive_count() > 2 else 0
        if beers * self._characters[seat].beer_heals < need and self._refills_hand(seat, beers):
            return True
        gain = beers * self._characters[seat].beer_heals
        ability = self._characters[seat].at_any_time
        if ability is not None and ability.lives_from_hand is not None:
            gain += ability.lives_from_hand(self, seat, beers)
        for rescue in self.ruleset.hooks.rescue:  # an expansion's own way (Gold Rush's Rucksack)
            gain += rescue(self, seat)[1]
        return gain >= need

    def beers(self, seat: int) -> list[int]:
        """The Beers of ``seat``'s hand that may be played now (the rules in force may forbid them)."""
        beers = [c for c in self.players[seat].hand if CARD_KIND[c] is Kind.BEER]
        if beers and self.rules.restricts(seat):  # (rarely: a dying player's Beers)
            beers = [c for c in beers if self.restriction(play(seat, c)) is None]
        return beers

    def restriction(self, action: Action) -> Reason | None:
        """Why the rules in force forbid ``action`` (a card played from hand) now: a
        character's (Big Spencer plays no Missed!) or the event's (The Reverend forbids
        Beer), or None."""
        rules = self.rules
        own = rules.own_restrictions.get(action.player) if rules.own_restrictions else None
        for restriction in (*own, *rules.restrictions) if own else rules.restrictions:
            why = restriction(self, action)
            if why is not None:
                return why
        return None

    # --- the play phase's legal moves -------------------------------------------------

    def _play_options(self, seat: int) -> list[Action]:
        """Every card ``seat`` can play now, with each legal target, and ending the phase:
        each card's own legality (its ``CardRule.options``), in the order of the hand."""
        p = self.players[seat]
        opts = [quick_action(seat, END)]
        character = self._characters[seat]
        if character.in_turn is not None:
            opts += character.in_turn.options(self, seat)
        tables = self._tables
        # (in C, not a loop: asked at every decision of the phase)
        greens = self._more_answers and not tables.used_cards.isdisjoint(p.in_play) and self.cards_work(seat)
        if not p.hand and not greens and not self._play_extras:
            self._play_distances = None
            return opts
        context: PlayContext | None = None  # made when a card first needs it
        rules = self._play_rules
        alone = play_alone  # read once, not per card
        for card in p.hand:
            rule = rules[card]
            if rule is alone:
                opts.append(play(seat, card))
            else:
                if context is None:
                    context = PlayContext(self, seat, opts)
                rule(self, seat, card, context)
        extras = self._play_extras
        if extras and self.rules.any_card_as_bang and p.hand:
            self._any_card_as_bang(seat, opts, context.distances_read() if context is not None else None)
        if greens:
            uses, usable = tables.uses, tables.usable
            for card in p.in_play:
                use = uses[card]
                if use is None:
                    continue
                not_yet = usable[card]  # (``usable_now``, inlined)
                if not_yet is None or not_yet(self, seat, card) is None:
                    if context is None:
                        context = PlayContext(self, seat, opts)
                    use(self, seat, card, context)
        self._play_distances = context.distances_read() if context is not None else None
        if not extras:
            return opts
        if extras == _MOVES_ONLY or (extras == _OWN_ONLY and seat not in self.rules.own_restrictions):
            # (nothing in force rules any action of his out: the moves alone, in one call)
            self._move(self, seat, opts)
            return opts
        return self._play_options_in_force(seat, opts)

    def _play_options_in_force(self, seat: int, opts: list[Action]) -> list[Action]:
        """The end of ``_play_options`` where the rules in force or the expansions add or
        rule out actions (``_play_extras``): moves of their own, restrictions, immunities,
        a card that must be played first."""
        in_force = self.rules
        if in_force.moves is not None:
            in_force.moves(self, seat, opts)
        self._move(self, seat, opts)  # the expansions' own (``Hooks.moves``)
        if in_force.restrictions or (in_force.own_restrictions and seat in in_force.own_restrictions):
            opts = self._unrestricted(seat, opts)
        if self._any_immune:
            # (only an action at another player with an immunity can be ruled out: the others are not asked)
            shielded = self._immune_seats
            if len(shielded) > 1:
                opts = [a for a in opts if a.target is None or a.target == seat or a.target not in shielded
                        or a.card is None or a.type is ABILITY
                        or not (self.immune(a.target, a.card, seat) or self._only_target_immune(a, seat))]
            elif shielded[0] != seat and shielded[0] in map(_target_of, opts):
                # (one, most often: none of the actions aimed at him is the usual case, found in C; an
                # action at anybody else kept in one look)
                one = shielded[0]
                opts = [a for a in opts if a.target != one or a.card is None or a.type is ABILITY
                        or not (self.immune(one, a.card, seat) or self._only_target_immune(a, seat))]
        if in_force.must_play is not None and any(a.card == in_force.must_play for a in opts):
            opts = [a for a in opts if a.type is not END]  # that card first: the phase cannot end yet
        return opts

    def _unrestricted(self, seat: int, opts: list[Action]) -> list[Action]:
        """``opts`` (``seat``'s) less the cards played that a restriction in force forbids: each
        restriction called here directly, not through ``restriction`` for every card (Big Spencer's
        is asked in each of his play phase's decisions)."""
        rules = self.rules
        own = rules.own_restrictions.get(seat)
        checks = (*own, *rules.restrictions) if own else rules.restrictions
        if len(checks) == 1:
            check = checks[0]
            return [a for a in opts if a.type is not PLAY or check(self, a) is None]
        return [a for a in opts if a.type is not PLAY or all(check(self, a) is None for check in checks)]

    def _any_card_as_bang(self, seat: int, opts: list[Action], distances: list[tuple[int, int]] | None) -> None:
        """Every card of the hand played as a BANG! at each player within reach, where the
        rules in force allow any card as a BANG! (the ways its own rule gave not twice);
        ``distances``: ``seat``'s, where a card's rule read them already (else worked out here)."""
        if not self.can_play_bang(seat):
            return
        reach = self.reach(seat)
        targets = [t for t, d in (distances if distances is not None else self.distances_from(seat)) if d <= reach]
        given = {(a.card, a.target) for a in opts if a.type is PLAY and (a.as_kind is Kind.BANG or (
            a.card is not None and a.as_kind is None and CARD_KIND[a.card] is Kind.BANG))}
        for card in self.players[seat].hand:
            opts += [play(seat, card, t, None, None if CARD_KIND[card] is Kind.BANG else Kind.BANG)
                     for t in targets if (card, t) not in given]

    # --- answering a decision -----------------------------------------------------------

    def _do(self, action: Action) -> None:
        if action.type is ABILITY:
            character = self._characters[action.player]
            for ability in (character.at_any_time, character.in_turn):
                if ability is not None and action in ability.options(self, action.player):
                    ability.use(self, action)
                    return
            # else an ability a step asks for (Vera Custer's choice): answered below
        if action.type is PICK:
            self._pick_character(action)
            return
        if self.stack:
            self.stack[-1].answer(self, action)
        elif action.type is END:
            self.phase = Phase.DISCARD
            self.emit(E.PHASE, action.player, detail="discard")
        elif action.type is DISCARD:  # the hand limit's
            seat = action.player
            taker = self._discards_taker(seat)
            for c in action.cards:
                self.players[seat].hand.remove(c)
                if taker is None:
                    self.put_down(seat, c)
                else:
                    self.players[taker].hand.append(c)
            self.emit(E.DISCARDED, seat, cards=action.cards, count=len(action.cards))
            if taker is not None:
                self.emit(E.PICKED, taker, seat, cards=action.cards, count=len(action.cards), detail="discards")
            self.refill_empty_hand(seat)
            for discarded in self.ruleset.hooks.hand_limit_discard:
                discarded(self, seat, action.cards)
        elif action.type is EVENT:
            move = self.rules.event_move
            assert move is not None
            move(self, action)
        elif action.type is USE:
            self._use_card(action)
        elif action.type is PLAY:
            self._play_card(action)
        else:  # an expansion's own kind of action (Gold Rush's BUY, SELL...)
            self.ruleset.decisions[action.type](self, action)

    def _pick_character(self, action: Action) -> None:
        seat = action.player
        assert action.character is not None
        self.players[seat].character = action.character
        self.refresh_rules()
        if seat + 1 < len(self.players):
            self._offer_characters(seat + 1)
            return
        self._deal_and_start()

    def _offer_characters(self, seat: int) -> None:
        self._ask(Pending(seat, "character"), [Action(seat, PICK, character=c) for c in self.character_offers[seat]])

    def after_missed(self, seat: int, action: Action) -> None:
        """``action`` of ``seat`` cancelled a shot: what its card does then (Dodge draws)."""
        if self._more_answers and action.as_kind is None and action.card is not None:
            rule = self.ruleset.card_rules.get(CARD_KIND[action.card])
            if rule is not None and rule.on_missed is not None:
                rule.on_missed(self, seat)

    def answered_out_of_turn(self, seat: int, cards: int) -> None:
        """``seat`` used ``cards`` cards from hand out of turn (Molly Stark's hook)."""
        hook = self._characters[seat].on_answer_out_of_turn
        if hook is not None and cards and seat != self.turn and self.players[seat].alive:
            hook(self, seat, cards)

    def steal_random(self, seat: int, victim: int) -> None:
        hand = self.players[victim].hand
        if not hand:
            return
        card = hand.pop(self.rng.below(len(hand)))
        self.players[seat].hand.append(card)
        self.emit(E.STOLE, seat, victim, cards=(card,), count=1, private_to=(seat, victim))
        self.refill_empty_hand(victim)

    # --- playing a card in the play phase ------------------------------------------------

    def _play_card(self, action: Action) -> None:
        seat, card, target = action.player, action.card, action.target
        assert card is not None
        p = self.players[seat]
        p.hand.remove(card)
        kind = CARD_KIND[card] if action.as_kind is None else action.as_kind
        rules = self.rules
        if CARD_GOES_IN_PLAY[card] and action.as_kind is None:
            self._equip(seat, card, target)
            self.refill_empty_hand(seat)
            for played in rules.hooks.card_played:
                played(self, seat, action)
            return
        if rules.discards_on_deck and seat == self.turn:  # (``put_down``, inlined: every card played)
            self.deck.append(card)
        else:
            self.discard.append(card)
        if action.cards and KIND_INFO[kind].pay:  # "discard another card": the price, paid first
            for paid in action.cards:
                p.hand.remove(paid)
                self.put_down(seat, paid)
            self.emit(E.PLAYED, seat, target, cards=(card, *action.cards), count=1 + len(action.cards),
                      detail="paid")
        else:
            self.emit(E.PLAYED, seat, target, cards=(card,), count=1, detail=played_as(action))
        self.refill_empty_hand(seat)  # Suzy draws before the card's effect (a Stagecoach: 1 + 2)
        effect = self._effects[kind]
        rules = self.rules  # (as the refill left them)
        if rules.effects:
            effect = rules.effects.get(kind, effect)
        assert effect is not None
        effect(self, seat, action)
        for played in self.rules.hooks.card_played:  # (as the effect left them)
            played(self, seat, action)

    def play_for(self, action: Action) -> None:
        """``action.player`` plays a card of his hand out of the usual order (another player
        ordered it: Dorothy Rage), as in his play phase."""
        self._play_card(action)

    def effect_of(self, kind: Kind) -> CardEffect:
        """What a card of ``kind`` does once played (the rules in force may change it)."""
        effect = self.rules.effects.get(kind) or self._effects[kind]
        assert effect is not None
        return effect

    def _equip(self, seat: int, card: int, target: int | None) -> None:
        owner = seat if target is None else target
        holder = self.players[owner]
        if CARD_RANGE[card]:  # a weapon replaces the one in play
            for old in [c for c in holder.in_play if CARD_RANGE[c]]:
                holder.in_play.remove(old)
                self.discard.append(old)
                self.emit(E.DISCARDED, owner, cards=(old,), count=1, detail="replaced")
        holder.in_play.append(card)
        self.emit(E.EQUIPPED, seat, owner, cards=(card,), count=1)

    def use_up(self, seat: int, card: int) -> None:
        """``card`` in play in front of ``seat`` is used: discarded, or what its rule's
        ``spend`` says it costs (an orange card's charges)."""
        rule = self.ruleset.card_rules.get(CARD_KIND[card])
        if rule is not None and rule.spend is not None:
            rule.spend(self, seat, card)
        else:
            self.discard_in_play(seat, card)

    def _use_card(self, action: Action) -> None:
        """A card in play used in its owner's turn: discarded (or its price paid) for its effect."""
        seat, card = action.player, action.card
        assert card is not None
        if card not in self.players[seat].in_play:  # an expansion's card, kept in its piece (Gold Rush's)
            self.ruleset.decisions[USE](self, action)
            return
        self.use_up(seat, card)
        self.emit(E.USED, seat, action.target, cards=(card,), count=1)
        effect = self.ruleset.card_rules[CARD_KIND[card]].use_effect
        assert effect is not None
        effect(self, seat, action)

    def shoot(self, shooter: int | None, target: int, missed_needed: int, gatling: bool = False) -> None:
        """A BANG! effect at ``target`` (``shooter`` None: nobody fired it, an event card's)."""
        draws = self._characters[target].barrels
        if self.cards_work(target):
            draws += _any_of(self._tables.barrel, self.players[target].in_play)
        self.stack.append(ShotAt(target, shooter, missed_needed, draws, None, gatling))

    def shot_lands(self, shot: ShotAt) -> None:
        """``shot`` was not cancelled: its target loses ``shot.damage`` life points. The
        expansions' ``shot_landed`` hooks come first and may push steps, which resolve once
        the hit (and any dying) is over."""
        for landed in self.ruleset.hooks.shot_landed:
            landed(self, shot)
        self.stack.append(Hit(shot.player, shot.damage, shot.shooter))

    # --- elimination and the end of the game ---------------------------------------------

    def eliminate(self, seat: int, killer: int | None) -> None:
        dead = self.players[seat]
        if dead.ghost:
            return  # a ghost cannot die: it leaves at the end of its turn (``leave_as_ghost``)
        dead.alive = False
        self._ring = None
        dead.hp = 0
        self.emit(E.ELIMINATED, seat, killer, detail=dead.role.value)
        waiting = len(self.stack)
        if (dead.hand or dead.in_play) and not self._taken_by_another(seat):
            self._discard_cards_of(dead)
        if len(self.stack) > waiting:  # the takers share the cards out, deciding in turn
            if self.game_over(seat, killer) is None:
                self.stack.insert(waiting, CardsShared(seat, killer))
                return
            del self.stack[waiting:]  # the game is over at once: nobody shares anything
            self._discard_cards_of(dead)
        self.after_cards_taken(seat, killer)

    def _discard_cards_of(self, dead: Player) -> None:
        cards = dead.hand + dead.in_play
        dead.hand, dead.in_play = [], []
        self.discard.extend(cards)
        self.emit(E.DISCARDED, dead.seat, cards=tuple(cards), count=len(cards), detail="eliminated")

    def after_cards_taken(self, seat: int, killer: int | None) -> None:
        """The rest of ``seat``'s elimination once their cards are gone: the end of the game,
        the abilities that follow another's end, rewards and penalties, the turn's end."""
        winner = self.game_over(seat, killer)
        if winner is not None:
            self._finish(winner)
            return
        for p in self.players:
            hook = self._characters[p.seat].on_other_out
            if hook is not None and p.alive:
                hook(self, p.seat, seat)
        self.ruleset.after_elimination(self, seat, killer)
        hooks = self.ruleset.hooks
        if hooks:
            for out in hooks.elimination:
                out(self, seat, killer)
            if self.rules.out_bound:  # (a modifier of the rules in force reads who is out)
                self.refresh_rules()
        if seat == self.turn:
            self.end_turn()

    def _taken_by_another(self, dead: int) -> bool:
        """Whether a living player's ability takes the dead's cards (Vulture Sam), asking
        clockwise from the dead player's seat."""
        for s in self.others_clockwise(dead):
            hook = self._characters[s].on_elimination
            if hook is not None and hook(self, s, dead):
                return True
        return False

    def _finish(self, winner: Winner) -> None:
        self.winner = winner
        self.phase = Phase.OVER
        self.stack.clear()
        self.revealed_to = None
        self.emit(E.GAME_OVER, detail=winner.value)

    def game_over(self, dead: int, killer: int | None) -> Winner | None:
        """Who has won once ``dead`` is out (by ``killer``), or None while the game goes on:
        the ruleset's roles decide, unless everybody plays for himself now (the last one
        standing wins: his role names the winner)."""
        if self.rules.last_one_standing:
            alive = [p for p in self.players if p.alive and not p.ghost]
            return _LAST_ONE[alive[0].role] if len(alive) == 1 else None
        return self.ruleset.game_over(self, dead, killer)

    def winners(self) -> list[int]:
        """The seats of every player who won, alive or not (empty while the game goes on)."""
        if self.winner is not None and self.rules.last_one_standing:
            return [p.seat for p in self.players if p.alive]
        return self.ruleset.winners(self)


_LAST_ONE: Final = {Role.SHERIFF: Winner.SHERIFF, Role.DEPUTY: Winner.DEPUTY, Role.OUTLAW: Winner.OUTLAW,
                    Role.RENEGADE: Winner.RENEGADE}


def _in_order(moves: tuple[Callable[[Game, int, list[Action]], None], ...]) -> Callable[[Game, int, list[Action]], None]:
    """The expansions' own moves of the play phase (``Hooks.moves``) as one call: the only one
    itself (a decision of the phase pays for no loop), else each in order."""
    if len(moves) == 1:
        return moves[0]

    def each(game: Game, seat: int, opts: list[Action]) -> None:
        for move in moves:
            move(game, seat, opts)
    return each


def _ruleset_for(names: list[str], options: GameOptions, ruleset: Ruleset | None) -> Ruleset:
    """The ruleset asked for, or the official one for that many players (with the options' variant)."""
    if ruleset is None:
        try:
            ruleset = RULESET_FINDER.for_table(len(names), "simplified" if options.simplified else None,
                                         options.expansions)
        except ValueError as e:
            raise MalformedAction(str(e)) from None
    if len(names) not in ruleset.role_split:
        counts = sorted(ruleset.role_split)
        raise MalformedAction(
            f"the {ruleset.name} game is for {counts[0]} to {counts[-1]} players, not {len(names)}"
        )
    return ruleset



def _any_of(flags: list[bool], cards: list[int]) -> bool:
    """Whether one of ``cards`` has its flag (a plain loop: a hot path)."""
    for c in cards:
        if flags[c]:
            return True
    return False


def _copy_step(step: Step) -> Step:
    """A copy of ``step`` (a dataclass of plain data): its fields read by name. Not
    ``__slots__``, which a class compiled by mypyc does not have."""
    kind = type(step)
    names = _STEP_FIELDS.get(kind)
    if names is None:
        names = _STEP_FIELDS[kind] = tuple(f.name for f in fields(step))  # type: ignore[arg-type]
    return kind(*(getattr(step, name) for name in names))


_STEP_FIELDS: Final[dict[type, tuple[str, ...]]] = {}  # each kind of step's field names, read once


