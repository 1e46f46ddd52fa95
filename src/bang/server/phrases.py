"""The table's quick phrases: each an id and the arguments it names.

A phrase is sent as its id and arguments (``say``), never as words: every reader's
page words it in their own language (web/src/lib/phrases.ts mirrors this list).
Arguments: ``player``, a seat of this table; ``card``, a card kind's key
(``bang.cards.Kind.key``: "bang", "missed", "beer", "barrel"...).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..vocabulary import Kind

Group = Literal["claims", "accusations", "requests", "reactions"]
ArgName = Literal["player", "card"]


@dataclass(frozen=True, slots=True)
class Phrase:
    id: str
    group: Group
    args: tuple[ArgName, ...] = ()


PHRASES: dict[str, Phrase] = {
    p.id: p
    for p in (
        # claims
        Phrase("claim_deputy", "claims"),
        Phrase("claim_outlaw", "claims"),
        Phrase("claim_renegade", "claims"),
        Phrase("claim_not_outlaw", "claims"),
        Phrase("claim_not_renegade", "claims"),
        Phrase("claim_sheriff_friend", "claims"),
        # accusations
        Phrase("accuse_outlaw", "accusations", ("player",)),
        Phrase("accuse_renegade", "accusations", ("player",)),
        Phrase("accuse_deputy", "accusations", ("player",)),
        Phrase("trust", "accusations", ("player",)),
        # requests
        Phrase("dont_shoot_me", "requests"),
        Phrase("dont_shoot", "requests", ("player",)),
        Phrase("shoot", "requests", ("player",)),
        Phrase("heal_sheriff", "requests"),
        Phrase("help_me", "requests"),
        Phrase("truce", "requests", ("player",)),
        Phrase("beware_card", "requests", ("player", "card")),  # "{player} has a {card}"
        Phrase("play_card", "requests", ("card",)),  # "Play a {card}!"
        # reactions
        *(Phrase(r, "reactions") for r in
          ("hello", "thanks", "sorry", "well_played", "gg", "ouch", "oops", "wait", "yes", "no", "haha")),
    )
}

PHRASE_IDS: tuple[str, ...] = tuple(PHRASES)
CARD_NAMES: tuple[str, ...] = tuple(k.key for k in Kind)


def args_refusal(phrase_id: str, player: int | None, card: str | None, seats: int) -> str | None:
    """Why these arguments do not fit this phrase at a table of ``seats`` seats, naming
    the field (``args.player: ...``); None when they fit."""
    phrase = PHRASES.get(phrase_id)
    if phrase is None:
        return f"phrase: there is no phrase {phrase_id!r}"
    for name, value in (("player", player), ("card", card)):
        if value is None and name in phrase.args:
            return f"args.{name}: the phrase {phrase_id!r} needs a {name}"
        if value is not None and name not in phrase.args:
            takes = ", ".join(phrase.args) or "no arguments"
            return f"args.{name}: the phrase {phrase_id!r} takes {takes}"
    if player is not None and not 0 <= player < seats:
        return f"args.player: there is no seat {player} at this table (seats 0 to {seats - 1})"
    if card is not None and card not in CARD_NAMES:
        return f"args.card: there is no card {card!r} (one of {', '.join(CARD_NAMES)})"
    return None
