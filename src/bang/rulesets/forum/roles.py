"""004's six roles: who is dealt what, and who wins.

004 gives no split by player count (only that the Bad Lieutenant and the White
Indian need 8 players or more); the split below is this engine's reading
(docs/forum-rules.md, "Roles").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import ForumPlayer

SHERIFF, DEPUTY, OUTLAW, RENEGADE = "sheriff", "deputy", "outlaw", "renegade"
LIEUTENANT, WHITE_INDIAN = "bad_lieutenant", "white_indian"
ROLES = (SHERIFF, DEPUTY, OUTLAW, RENEGADE, LIEUTENANT, WHITE_INDIAN)

ROLE_SPLIT: dict[int, tuple[str, ...]] = {
    4: (SHERIFF, RENEGADE, OUTLAW, OUTLAW),
    5: (SHERIFF, RENEGADE, OUTLAW, OUTLAW, DEPUTY),
    6: (SHERIFF, RENEGADE, OUTLAW, OUTLAW, OUTLAW, DEPUTY),
    7: (SHERIFF, RENEGADE, OUTLAW, OUTLAW, OUTLAW, DEPUTY, DEPUTY),
    8: (SHERIFF, RENEGADE, OUTLAW, OUTLAW, OUTLAW, DEPUTY, LIEUTENANT, WHITE_INDIAN),
    9: (SHERIFF, RENEGADE, OUTLAW, OUTLAW, OUTLAW, OUTLAW, DEPUTY, LIEUTENANT, WHITE_INDIAN),
    10: (SHERIFF, RENEGADE, OUTLAW, OUTLAW, OUTLAW, OUTLAW, DEPUTY, DEPUTY, LIEUTENANT,
         WHITE_INDIAN),
}
MIN_PLAYERS, MAX_PLAYERS = min(ROLE_SPLIT), max(ROLE_SPLIT)

# The sides a game ends with (``ForumGame.result``).
LAW, OUTLAWS, RENEGADE_WINS, NOBODY = "law", "outlaws", "renegade", "nobody"


def is_bandit(p: ForumPlayer) -> bool:
    """An Outlaw, or the Bad Lieutenant once he shot the Sheriff."""
    return p.role == OUTLAW or (p.role == LIEUTENANT and p.turned)


def game_result(players: Sequence[ForumPlayer]) -> str | None:
    """The side that won, or None while the game goes on (checked at each deadline).

    - Renegade: everybody else is out of the game.
    - the law: every bandit (Outlaws, a turned Lieutenant) and every Renegade is out
      (the White Indian plays on; the Sheriff need not be alive, 004 does not ask it).
    - Outlaws: the Sheriff and every Deputy are out ("шериф и его помощники").
    - nobody: everybody is out at once.
    """
    living = [p for p in players if p.alive]
    if not living:
        return NOBODY
    if len(living) == 1 and living[0].role == RENEGADE:
        return RENEGADE_WINS
    if not any(is_bandit(p) or p.role == RENEGADE for p in living):
        return LAW
    if not any(p.role in (SHERIFF, DEPUTY) for p in living):
        return OUTLAWS
    return None


def winners(players: Sequence[ForumPlayer], result: str | None, white_indian_won: set[int]) -> list[int]:
    """Every seat that won: the side's players, the Bad Lieutenant by his choice, and
    a White Indian who saw three players left (a personal win)."""
    sheriff_dead = any(p.role == SHERIFF and not p.alive for p in players)
    won: list[int] = []
    for seat, p in enumerate(players):
        if p.role == WHITE_INDIAN:
            ok = seat in white_indian_won
        elif p.role == LIEUTENANT:
            ok = (p.turned and sheriff_dead) or (not p.turned and result == LAW and not sheriff_dead)
        elif p.role in (SHERIFF, DEPUTY):
            ok = result == LAW
        elif p.role == OUTLAW:
            ok = result == OUTLAWS
        else:
            ok = result == RENEGADE_WINS
        if ok:
            won.append(seat)
    return won
