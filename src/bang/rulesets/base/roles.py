"""The roles of the base game: how they are dealt, who wins, and what an elimination brings.

4-7 players: one Sheriff (one life more, plays first), Deputies on his side,
Outlaws against him, and a Renegade who must be the last one standing. The law
wins when every Outlaw and Renegade is out; the Outlaws when the Sheriff is out
(unless the Renegade alone is left: then the Renegade wins).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...box import Role, Winner
from ...events import EventType

if TYPE_CHECKING:
    from ...rules import Game

SHERIFF, DEPUTY, OUTLAW, RENEGADE = Role.SHERIFF, Role.DEPUTY, Role.OUTLAW, Role.RENEGADE

ROLE_SPLIT: dict[int, tuple[Role, ...]] = {
    4: (SHERIFF, RENEGADE, OUTLAW, OUTLAW),
    5: (SHERIFF, RENEGADE, OUTLAW, OUTLAW, DEPUTY),
    6: (SHERIFF, RENEGADE, OUTLAW, OUTLAW, OUTLAW, DEPUTY),
    7: (SHERIFF, RENEGADE, OUTLAW, OUTLAW, OUTLAW, DEPUTY, DEPUTY),
}

OUTLAW_REWARD = 3  # cards drawn for eliminating an Outlaw

WINNING_ROLES: dict[Winner, frozenset[Role]] = {
    Winner.LAW: frozenset((SHERIFF, DEPUTY)),
    Winner.OUTLAWS: frozenset((OUTLAW,)),
    Winner.RENEGADE: frozenset((RENEGADE,)),
    Winner.DEPUTY: frozenset((DEPUTY,)),
    Winner.OUTLAW: frozenset((OUTLAW,)),
}


def starting_life(role: Role, bullets: int) -> int:
    """The character's bullets, one more for the Sheriff."""
    return bullets + (1 if role is SHERIFF else 0)


def sheriff_first(game: Game) -> int:
    for p in game.players:  # (asked at every turn's start where a round's start matters)
        if p.role is SHERIFF:
            return p.seat
    raise AssertionError("no Sheriff at the table")


def game_over(game: Game, dead: int, killer: int | None) -> Winner | None:
    """Who has won once ``dead`` is out, or None while the game goes on."""
    alive = [p for p in game.players if p.alive]
    if not any(p.role is SHERIFF for p in alive):
        return Winner.RENEGADE if len(alive) == 1 and alive[0].role is RENEGADE else Winner.OUTLAWS
    if not any(p.role is OUTLAW or p.role is RENEGADE for p in alive):
        return Winner.LAW
    return None


def rewards_and_penalties(game: Game, dead: int, killer: int | None) -> None:
    """Whoever eliminates an Outlaw draws 3; a Sheriff who eliminates a Deputy discards everything."""
    if killer is None or killer == dead or not game.players[killer].alive:
        return
    role = game.players[dead].role
    if role is OUTLAW:
        game.emit(EventType.REWARD, killer, dead, count=OUTLAW_REWARD)
        game.draw(killer, OUTLAW_REWARD)
    elif role is DEPUTY and game.players[killer].role is SHERIFF:
        sheriff = game.players[killer]
        lost = tuple(sheriff.hand + sheriff.in_play)
        had_cards_in_hand = bool(sheriff.hand)
        game.discard.extend(lost)
        sheriff.hand, sheriff.in_play = [], []
        game.emit(EventType.PENALTY, killer, dead, cards=lost, count=len(lost))
        if had_cards_in_hand:
            game.refill_empty_hand(killer)


def winners(game: Game) -> list[int]:
    """The seats of every player who won, alive or not; a Renegade wins only alive
    (with two Renegades, the one left standing)."""
    if game.winner is None:
        return []
    roles = WINNING_ROLES[game.winner]
    return [p.seat for p in game.players if p.role in roles and (p.alive or p.role is not RENEGADE)]
