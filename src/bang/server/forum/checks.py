"""What the forum's pages send, checked before the game sees it: the players' names, the
round's length, the language, the master's override. A request that fails is refused
with a ``code`` and its ``params`` (the page words it in its own language:
web/src/i18n/forum/*.ts, ``refusal``) and an English message; nothing is changed.

Names follow the table's rules (``server/names.py``): 1 to 24 visible characters, no
line break, nothing invisible and nothing that turns the direction of text (a U+202E
in a name would turn the post's table around), unique by look. An override's reason
is checked for the same characters, and is at most ``MAX_REASON`` characters long.
"""

from __future__ import annotations

from typing import Any

from ...ruleset import Reason
from ...rulesets.forum.cards import TABLE
from ...rulesets.forum.overrides import GIVE_CARD, KINDS, LIFE, RULING
from ...rulesets.forum.refusals import english, facts
from ...rulesets.forum.roles import ROLE_SPLIT
from ..names import NameRefused, check_characters, seat_name
from .store import JSON

MIN_DEADLINE_SECONDS = 1.0  # tests shorten the round; a forum uses hours
MAX_REASON = 500
CARD_KINDS = (GIVE_CARD, "take_card", "equip", "unequip")
LANGUAGES = ("ru", "en")
# the refusals of a request's shape, answered 400 (the others are the game's, 409)
MALFORMED = frozenset({"create_object", "players", "bad_name", "name_taken", "player_count", "deadline",
                       "language", "override_object", "override_kind", "override_reason", "bad_reason",
                       "long_reason", "override_player", "override_value", "override_card"})


class Refused(Exception):
    """A request refused: ``code`` and ``params`` for the page, the English as the message."""

    def __init__(self, code: str, message: str, **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, Any] = params

    @staticmethod
    def by_rules(reason: Reason) -> Refused:
        """The rules' refusal of a player's request (src/bang/rulesets/forum/refusals.py)."""
        return Refused(str(reason["code"]), english(reason), **facts(reason))

    def body(self) -> JSON:
        return {"error": "refused", "code": self.code, "params": self.params, "message": str(self)}


def player_names(names: object) -> list[str]:
    """The players' names, each checked as a table's seat name and unlike the others."""
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise Refused("players", "players: a list of the players' names")
    kept: list[str] = []
    for n, name in enumerate(names, 1):
        if not name.strip():
            continue  # an empty line of the form
        try:
            kept.append(seat_name(name, kept))
        except NameRefused as e:
            raise Refused(e.code, f"player {n}: {e}", n=n, name=name[:40]) from e
    if len(kept) not in ROLE_SPLIT:
        low, high = min(ROLE_SPLIT), max(ROLE_SPLIT)
        raise Refused("player_count", f"the forum game is for {low} to {high} players, not {len(kept)}",
                      low=low, high=high, count=len(kept))
    return kept


def deadline_seconds(period: object) -> float:
    if isinstance(period, bool) or not isinstance(period, int | float) or not period >= MIN_DEADLINE_SECONDS:
        raise Refused("deadline", f"deadline_seconds: a number of seconds, at least {MIN_DEADLINE_SECONDS:g}",
                      min=MIN_DEADLINE_SECONDS)
    return float(period)


def language(value: object) -> str:
    if value not in LANGUAGES:
        raise Refused("language", "language: ru or en")
    return str(value)


def reason(text: object) -> str:
    """An override's reason: trimmed, spaces made one, checked like a name, not too long."""
    if not isinstance(text, str) or not text.strip():
        raise Refused("override_reason", "an override needs its reason")
    try:
        check_characters(text, "reason")
    except NameRefused as e:
        raise Refused("bad_reason", str(e)) from e
    text = " ".join(text.split())
    if len(text) > MAX_REASON:
        raise Refused("long_reason", f"reason: {len(text)} characters, at most {MAX_REASON}",
                      max=MAX_REASON, length=len(text))
    return text


def override(data: object, seats: int) -> JSON:
    """The master's override, its shape checked (the game checks the rest): the fields the
    kind needs, each of its type; a ``life`` without its ``value`` is refused, not taken as 0."""
    if not isinstance(data, dict):
        raise Refused("override_object", "an override is an object")
    kind = data.get("kind")
    if kind not in KINDS:
        raise Refused("override_kind", f"no override {kind!r}; one of {', '.join(KINDS)}", kind=str(kind)[:40])
    out: JSON = {"kind": kind, "reason": reason(data.get("reason"))}
    player = data.get("player")
    if kind != RULING or player is not None:
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < seats:
            raise Refused("override_player", "this override needs a player: a seat number")
        out["player"] = player
    if kind == LIFE:
        value = data.get("value")
        if isinstance(value, bool) or not isinstance(value, int):
            raise Refused("override_value", "a life override needs its value: a whole number of lives")
        out["value"] = value
    if kind in CARD_KINDS:
        card = data.get("card")
        if not isinstance(card, str) or card not in TABLE:
            raise Refused("override_card", f"no card {str(card)[:40]!r}", card=str(card)[:40])
        out["card"] = card
    return out
