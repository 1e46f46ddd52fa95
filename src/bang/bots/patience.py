"""A bot's patience: how many cards it plays in a row before it ends its turn anyway.

Where a rule brings the cards played back (Abandoned Mine puts them face down on the
deck, and a Stagecoach draws itself again; an empty deck and discard pile give back the
card just played), a bot that likes playing a card would play it forever and the turn
would never end. A bot counts its plays in a row and, past ``PLAYS_IN_A_ROW`` and only
where cards can come back so, ends its turn."""

from __future__ import annotations

from ..actions import Action, ActionType
from ..view import Observed

PLAYS_IN_A_ROW = 40  # far more than any turn plays when the cards played stay played


class Patience:
    """One seat's count of its plays in a row, in a turn where cards can come back."""

    __slots__ = ("plays",)

    def __init__(self) -> None:
        self.plays = 0

    def end_now(self, obs: Observed, legal: tuple[Action, ...] | list[Action]) -> Action | None:
        """The action ending the turn, where the bot has played too many in a row; else None."""
        if obs.pending_kind != "play" or obs.pending_player != obs.seat:
            self.plays = 0
            return None
        self.plays += 1
        return self.past_limit(obs, legal) if self.plays > PLAYS_IN_A_ROW else None

    def past_limit(self, obs: Observed, legal: tuple[Action, ...] | list[Action]) -> Action | None:
        """Once ``plays`` is past ``PLAYS_IN_A_ROW`` (a bot counting inline asks only then):
        the action ending the turn where cards can come back, else None."""
        if not _cards_come_back(obs):
            return None
        end = next((a for a in legal if a.type is ActionType.END), None)
        if end is not None:
            self.plays = 0
        return end


def _cards_come_back(obs: Observed) -> bool:
    return bool(obs.in_force.get("discards_on_deck")) or obs.deck_count + len(obs.discard) == 0
