"""What Wild West Show keeps besides its event deck (``Show``, a piece of the game's state),
and what it watches in every turn whatever the event: the cards each player plays (a
Stagecoach or a Wells Fargo reveals the next event card, Miss Susanna counts them, Lee Van
Kliff repeats the last brown one: one hook does all three, each part only while it may
matter) and the turns Lady Rose of Texas made a player skip."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Final

from ...actions import Action
from ...box import CARD_GOES_IN_PLAY, CARD_KIND
from ...events import EventType
from ...ruleset import Hooks, Piece
from ...vocabulary import Character, Kind
from ..event_cards import deck_of, reveal

if TYPE_CHECKING:
    from ...in_force import RulesInForce
    from ...rules import Game

E: Final = EventType


class Show(Piece):
    """``skips``: the seats whose next turn is skipped (Lady Rose of Texas swapped seats with
    them); ``abilities``: the two characters whose abilities Greygory Deck has now, by seat."""

    key: ClassVar[str] = "wild_west_show"
    __slots__ = ("skips", "abilities")

    def __init__(self, skips: tuple[int, ...] = (), abilities: dict[int, tuple[Character, ...]] | None = None) -> None:
        self.skips = skips
        self.abilities = abilities if abilities is not None else {}

    def copy(self) -> Show:
        return Show(self.skips, dict(self.abilities))

    def seen_by(self, game: Game, seat: int | None) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.skips:
            out["skips"] = list(self.skips)
        if self.abilities:
            out["abilities"] = {str(s): [c.value for c in chars] for s, chars in self.abilities.items()}
        return out


def show_of(game: Game) -> Show:
    piece = game.pieces.get(Show.key)
    if not isinstance(piece, Show):
        piece = game.pieces[Show.key] = Show()
    return piece


_REVEALING: Final = frozenset((Kind.STAGECOACH, Kind.WELLS_FARGO))


def revealing(game: Game, seat: int, action: Action) -> None:
    """A card played from hand, after its effect: a Stagecoach or a Wells Fargo reveals the
    next event card (the box's deck is revealed so: ``event_cards.reveal``)."""
    card = action.card
    if card is not None and CARD_KIND[card] in _REVEALING and action.as_kind is None:
        reveal(game, seat)


def counted(game: Game, seat: int, action: Action) -> None:
    """A card played from hand: ``revealing``'s reveal, then the card counted for the turn
    (Miss Susanna), in one call (every card played asks it). Where a Lee Van Kliff plays,
    ``played`` does it instead (``remembering``)."""
    card = action.card
    if card is not None and CARD_KIND[card] in _REVEALING and action.as_kind is None:
        reveal(game, seat)
    if seat == game.turn:
        uses = game.turn_uses
        uses["cards_played"] = uses.get("cards_played", 0) + 1


def played(game: Game, seat: int, action: Action) -> None:
    """A card played from hand: ``revealing``'s reveal, then the card counted for the turn
    (Miss Susanna) and, a brown one, remembered as the last (Lee Van Kliff repeats it)."""
    card = action.card
    if card is None:
        return
    revealing(game, seat, action)
    if seat != game.turn:
        return
    as_kind = action.as_kind
    uses = game.turn_uses
    uses["cards_played"] = uses.get("cards_played", 0) + 1
    if as_kind is not None:  # played as another kind: a brown card's effect, whatever its border
        uses["last_brown"] = card + 1
        uses["last_as"] = as_kind + 1
    else:
        uses["last_brown"] = 0 if CARD_GOES_IN_PLAY[card] else card + 1
        uses["last_as"] = 0


MISS_SUSANNA: Final = "miss_susanna"  # (the event card that reads the count: ``events.py``)


def remembering(rules: RulesInForce) -> None:
    """The rules in force with ``played`` in place of ``counted``: a Lee Van Kliff plays (his
    own ability or a borrowed one; his character's ``in_force``, asked before any modifier,
    as his ability may be taken away and come back in a turn)."""
    rules.hooks = _moments(rules.hooks, True, played)


def show_in_force(game: Game, rules: RulesInForce) -> None:
    """A modifier of the rules in force: the box's moments only while they have something to
    do, so that no turn and no card played pays for them. ``skipped`` is one of the turn's
    moments only while a turn is to be skipped (Lady Rose of Texas' swap builds the rules
    again); ``counted`` only while Miss Susanna is to come or in force (she counts the cards
    played before she came; once gone, she never comes back: the reveal builds the rules
    again), ``revealing`` in its place after."""
    show = game.pieces.get(Show.key)
    skips = isinstance(show, Show) and bool(show.skips)
    deck = deck_of(game)  # (none yet as the rules are first built: counted)
    gone = deck is not None and MISS_SUSANNA not in deck.deck and deck.in_force != MISS_SUSANNA
    if not skips or gone:
        rules.hooks = _moments(rules.hooks, skips, revealing if gone else counted)


def _moments(hooks: Hooks, skips: bool, watcher: Callable[[Game, int, Action], None]) -> Hooks:
    """``hooks`` with ``skipped`` at none of the turn's moments unless ``skips``, and
    ``watcher`` in place of ``counted`` among the moments of a card played."""
    return (hooks if skips else hooks.without_moment(skipped)).replacing(counted, watcher)


def skipped(game: Game, seat: int) -> None:
    """A player Lady Rose of Texas swapped seats with skips his next turn."""
    show = game.pieces.get(Show.key)
    if isinstance(show, Show) and seat in show.skips:
        show.skips = tuple(s for s in show.skips if s != seat)
        game.emit(E.EVENT_EFFECT, seat, detail="lady_rose_of_texas skipped")
        game.end_turn()
