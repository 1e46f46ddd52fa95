"""The official variants, each a small change of the base game (``BASE``).

- ``THREE_PLAYERS`` (the Dodge City rules for three): a Deputy, an Outlaw and a
  Renegade, all face up, no Sheriff. Each hunts a target: the Deputy the
  Renegade, the Renegade the Outlaw, the Outlaw the Deputy. Whoever eliminates
  their own target wins at once; when a player is eliminated otherwise (by
  anyone else, by their own Duel, by Dynamite) the two left play on and the last
  one standing wins. Anyone who eliminates a player draws 3 cards. With no
  Sheriff, Jail goes on anyone (``cards.jail_options`` already says so). The
  Deputy plays first.
- ``EIGHT_PLAYERS`` (the Dodge City split): a Sheriff, 2 Deputies, 3 Outlaws and
  2 Renegades, each Renegade playing for himself (only the last one standing wins).
- ``simplified(ruleset)``: the simplified first game, the cards with the book
  symbol out of the box (``BOOK_KINDS``, see docs/engine.md).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..box import CARD_KIND, Role, Winner
from ..events import EventType
from ..ruleset import Ruleset
from ..vocabulary import Kind
from .base.roles import (
    DEPUTY,
    OUTLAW,
    RENEGADE,
    ROLE_SPLIT,
    SHERIFF,
)
from .base.ruleset import BASE

if TYPE_CHECKING:
    from ..rules import Game

# --- 3 players ----------------------------------------------------------------------------

TARGET: dict[Role, Role] = {DEPUTY: RENEGADE, RENEGADE: OUTLAW, OUTLAW: DEPUTY}
"""Whom each role hunts."""
ROLE_WINS: dict[Role, Winner] = {DEPUTY: Winner.DEPUTY, OUTLAW: Winner.OUTLAW, RENEGADE: Winner.RENEGADE}
KILL_REWARD = 3  # cards drawn by whoever eliminates a player


def deputy_first(game: Game) -> int:
    return next(p.seat for p in game.players if p.role is DEPUTY)


def _killed_by(game: Game, dead: int, killer: int | None) -> int | None:
    """The living player who eliminated ``dead``; None for Dynamite or their own card."""
    if killer is None or killer == dead or not game.players[killer].alive:
        return None
    return killer


def three_player_game_over(game: Game, dead: int, killer: int | None) -> Winner | None:
    """Whoever eliminates their own target wins at once; else the last one standing."""
    hunter = _killed_by(game, dead, killer)
    if hunter is not None:
        role = game.players[hunter].role
        if TARGET[role] is game.players[dead].role:
            return ROLE_WINS[role]
    alive = [p for p in game.players if p.alive]
    return ROLE_WINS[alive[0].role] if len(alive) == 1 else None


def three_player_reward(game: Game, dead: int, killer: int | None) -> None:
    """Anyone who eliminates a player draws 3 cards (no penalty: there is no Sheriff)."""
    hunter = _killed_by(game, dead, killer)
    if hunter is not None:
        game.emit(EventType.REWARD, hunter, dead, count=KILL_REWARD)
        game.draw(hunter, KILL_REWARD)


THREE_PLAYERS: Ruleset = replace(
    BASE,
    name="three_players",
    role_split={3: (DEPUTY, OUTLAW, RENEGADE)},
    first_player=deputy_first,
    game_over=three_player_game_over,
    after_elimination=three_player_reward,
    roles_face_up=True,
    hunts=TARGET,
)

# --- 8 players ----------------------------------------------------------------------------

EIGHT_PLAYERS: Ruleset = replace(
    BASE,
    name="eight_players",
    # the base game's win conditions already read "the Renegade" as "a Renegade left alone"
    role_split={8: (SHERIFF, RENEGADE, OUTLAW, OUTLAW, OUTLAW, DEPUTY, DEPUTY, RENEGADE)},
)

# --- the simplified first game ---------------------------------------------------------------

BOOK_KINDS = frozenset((Kind.GENERAL_STORE, Kind.DUEL, Kind.INDIANS, Kind.DYNAMITE, Kind.JAIL, Kind.VOLCANIC))
"""The cards with the book symbol: out of the box in the simplified first game (13 cards)."""


def simplified(ruleset: Ruleset) -> Ruleset:
    """``ruleset`` played with the cards of the simplified first game (67 of the 80)."""
    return replace(
        ruleset,
        name=f"{ruleset.name}_simplified",
        cards=tuple(c for c in ruleset.cards if CARD_KIND[c] not in BOOK_KINDS),
    )


assert set(ROLE_SPLIT).isdisjoint(THREE_PLAYERS.role_split) and 8 not in ROLE_SPLIT
