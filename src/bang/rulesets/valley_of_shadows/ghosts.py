"""The Valley of Shadows' ghosts: a player out with a Ghost card in front of him plays again,
neither gaining nor losing life points, until the Ghost leaves his play.

The core keeps what a ghost is (``Player.ghost``: back in play, no life lost or gained,
``Game.return_to_play`` / ``leave_as_ghost``); this box remembers which ghosts its Ghost
cards made (``Haunting``, a ``Piece``), so that another box's ghosts (High Noon's Ghost
Town) are not taken for its own, and sends a ghost out again once his Ghost card is gone
(taken, discarded): after every card played and as each turn begins and ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final

from ...box import CARD_KIND
from ...ruleset import Piece
from .box import GHOST

if TYPE_CHECKING:
    from ...actions import Action
    from ...in_force import RulesInForce
    from ...rules import Game


class Haunting(Piece):
    """The seats the box's Ghost cards brought back. Public: everybody saw the Ghost played."""

    key: ClassVar[str] = "valley_of_shadows"
    __slots__ = ("ghosts",)

    def __init__(self, ghosts: list[int]) -> None:
        self.ghosts = ghosts

    def copy(self) -> Haunting:
        return Haunting(self.ghosts[:])


_KEY: Final = Haunting.key


def _haunting(game: Game) -> Haunting:
    piece = game.pieces.get(Haunting.key)
    if not isinstance(piece, Haunting):
        piece = game.pieces[Haunting.key] = Haunting([])
    return piece


def has_ghost_card(game: Game, seat: int) -> bool:
    for c in game.players[seat].in_play:  # noqa: SIM110 (a plain loop: asked after every card played)
        if CARD_KIND[c] is GHOST:
            return True
    return False


def haunt(game: Game, seat: int) -> None:
    """A Ghost card was put in front of ``seat``, out of the game: he plays again as a ghost."""
    p = game.players[seat]
    if p.alive:
        return
    _haunting(game).ghosts.append(seat)
    game.return_to_play(seat, 0, ghost=True)


def ghosts_leave(game: Game) -> None:
    """Every ghost of this box whose Ghost card is gone is out again."""
    piece = game.pieces.get(Haunting.key)
    if not isinstance(piece, Haunting) or not piece.ghosts or game.over:
        return
    players = game.players
    for seat in piece.ghosts:  # (the usual answer first: every ghost still has his Ghost)
        if not has_ghost_card(game, seat):
            break
    else:
        return
    for seat in list(piece.ghosts):
        if not has_ghost_card(game, seat):
            piece.ghosts.remove(seat)
            if players[seat].ghost:
                game.leave_as_ghost(seat)
                # (``over``, not ``winner is not None`` twice: mypy narrows the second read
                # to None, and the compiled build checks that it is)
                if game.over:
                    return


def after_card(game: Game, seat: int, action: Action) -> None:
    """The ``card_played`` hook: a Ghost put in play brings its player back; a Ghost taken
    sends its player out."""
    card = action.card
    if (card is not None and CARD_KIND[card] is GHOST and action.as_kind is None and action.target is not None
            and card in game.players[action.target].in_play):
        haunt(game, action.target)
    if _KEY in game.pieces:  # (no ghost of the box yet: nothing to look at)
        ghosts_leave(game)


def at_turn(game: Game, seat: int) -> None:
    """The ``turn_start`` / ``turn_end`` hook: a ghost whose Ghost is gone is out."""
    if _KEY in game.pieces:  # (no ghost of the box yet: nothing to look at)
        ghosts_leave(game)


def ghosts_in_force(game: Game, rules: RulesInForce) -> None:
    """A modifier of the rules in force: ``at_turn`` is one of the turn's moments only while a
    ghost of this box plays, so that no other turn pays for a step at its end. The rules are
    built again whenever one comes back (``Game.return_to_play``); one gone out again leaves
    ``at_turn`` asked, at no harm, until the next time they are built."""
    piece = game.pieces.get(_KEY)
    if isinstance(piece, Haunting) and piece.ghosts:
        rules.out_bound = True
        return
    rules.hooks = rules.hooks.without_moment(at_turn)


def scenario(game: Game, spec: dict[str, Any]) -> None:
    """A scenario's player out (``"alive": false``) with a Ghost in ``in_play`` is a ghost."""
    for p in game.players:
        if not p.alive and has_ghost_card(game, p.seat):
            _haunting(game).ghosts.append(p.seat)
            p.alive, p.hp, p.ghost = True, 0, True
