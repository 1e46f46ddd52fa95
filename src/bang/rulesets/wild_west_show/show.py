"""What Wild West Show keeps besides its event deck (``Show``, a piece of the game's state),
and what it watches in every turn whatever the event: the cards each player plays
(Miss Susanna counts them, Lee Van Kliff repeats the last brown one) and the turns Lady
Rose of Texas made a player skip."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final

from ...actions import Action
from ...box import CARD_GOES_IN_PLAY
from ...events import EventType
from ...ruleset import Piece
from ...vocabulary import Character

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


def played(game: Game, seat: int, action: Action) -> None:
    """A card played from hand in the play phase: counted for the turn (Miss Susanna) and,
    a brown one, remembered as the last (Lee Van Kliff repeats it)."""
    card = action.card
    if card is None or seat != game.turn:
        return
    uses = game.turn_uses
    uses["cards_played"] = uses.get("cards_played", 0) + 1
    as_kind = action.as_kind
    if as_kind is not None:  # played as another kind: a brown card's effect, whatever its border
        uses["last_brown"] = card + 1
        uses["last_as"] = as_kind + 1
    else:
        uses["last_brown"] = 0 if CARD_GOES_IN_PLAY[card] else card + 1
        uses["last_as"] = 0


def skips_in_force(game: Game, rules: RulesInForce) -> None:
    """A modifier of the rules in force: ``skipped`` is one of the turn's moments only while a
    turn is to be skipped (Lady Rose of Texas' swap builds the rules again), so that no other
    turn pays for a step at its start."""
    show = game.pieces.get(Show.key)
    if isinstance(show, Show) and show.skips:
        return
    rules.hooks = rules.hooks.without_moment(skipped)


def skipped(game: Game, seat: int) -> None:
    """A player Lady Rose of Texas swapped seats with skips his next turn."""
    show = game.pieces.get(Show.key)
    if isinstance(show, Show) and seat in show.skips:
        show.skips = tuple(s for s in show.skips if s != seat)
        game.emit(E.EVENT_EFFECT, seat, detail="lady_rose_of_texas skipped")
        game.end_turn()
