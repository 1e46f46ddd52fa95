"""The expansions a host may add to a table, said by the server alone (``GET /api/expansions``),
and the event cards of a table's game (its ``welcome``'s card facts).

The front end keeps no list of expansions: it asks here which there are (each one's key and
what it brings: cards, characters, event cards), and which combinations the engine refuses,
with the engine's own reason (``bang.rulesets.registry.ruleset_for``: Wild West Show's event
cards, revealed on a Stagecoach, go with neither High Noon's nor A Fistful of Cards', which
are revealed each round). The names and hints in each language are the front end's words;
the link preview's are ``preview.EXPANSION_NAMES``.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from msgspec import Struct

from ..box import BOX_CARDS
from ..ruleset import Ruleset
from ..rulesets.event_cards import DECKS, EVENT_CARDS, REVEALED_BY
from ..rulesets.registry import EXPANSIONS, ruleset_for
from ..view import card_facts
from .protocol import NOT_WORDED_YET, TABLE_EXPANSIONS

ANY_COUNT = 4  # a player count every expansion plays at: combinations are judged at it


class ExpansionFacts(Struct):
    """One expansion: its key and what it brings to the base game."""

    key: str  # e.g. "dodge_city": the name ``Settings.expansions`` takes
    cards: int  # cards it adds: to the playing deck, or to a deck of their own (Gold Rush's equipment)
    characters: int  # characters it adds
    events: int  # event cards it brings (a deck of its own beside the playing cards), 0 for none
    events_revealed_by: str | None  # "round": one each round from the Sheriff's second turn;
    # "show": one each time a Stagecoach or a Wells Fargo is played; None: no event cards
    event_final: str | None  # its final event card, which stays in force to the end (its key)
    needs: list[str] = []  # the expansions it is an option of, to tick with it (the_bullet: high_noon)


class Refused(Struct):
    """A combination of expansions the engine does not play, and why (in English)."""

    expansions: list[str]
    reason: str


class ExpansionList(Struct):
    """The answer to ``GET /api/expansions``."""

    expansions: list[ExpansionFacts]
    # the smallest refused combinations: any settings holding all of one of them are refused
    refused: list[Refused]


def _facts(key: str) -> ExpansionFacts:
    expansion = EXPANSIONS[key]
    deck = DECKS.get(key, ())
    final = next((k for k in deck if EVENT_CARDS[k].final), None)
    cards = len(expansion.cards) or len(BOX_CARDS.get(key, ()))  # (Gold Rush's: kept apart, in its shop)
    return ExpansionFacts(key, cards, len(expansion.characters), len(deck),
                          REVEALED_BY.get(key) if deck else None, final, list(expansion.needs))


def _refusal(keys: tuple[str, ...]) -> str | None:
    try:
        ruleset_for(ANY_COUNT, None, keys)
    except ValueError as why:
        return str(why)
    return None


def expansion_list() -> ExpansionList:
    """Every expansion a table may take (``protocol.TABLE_EXPANSIONS``), in the registry's order, and the smallest combinations
    of them it refuses (a combination is refused whole or not at all; those holding a
    smaller refused one are not listed again)."""
    keys = list(TABLE_EXPANSIONS)
    refused: list[Refused] = []
    for size in range(2, len(keys) + 1):
        for combo in combinations(keys, size):
            if any(set(r.expansions) <= set(combo) for r in refused):
                continue
            if any(n not in combo for k in combo for n in EXPANSIONS[k].needs):
                continue  # (an option without what it needs: ``needs`` says so)
            why = _refusal(combo)
            if why is not None:
                refused.append(Refused(list(combo), why))
    return ExpansionList([_facts(k) for k in keys], refused)


def event_facts(ruleset: Ruleset) -> dict[str, dict[str, Any]]:
    """The event cards of ``ruleset``'s boxes, by key, in their lists' order: English name,
    box, whether it is its box's final card, and its rule in one English sentence (the
    front end has its own words for each language)."""
    return {key: {"name": EVENT_CARDS[key].name, "box": box, "final": EVENT_CARDS[key].final,
                  "text": EVENT_CARDS[key].text}
            for box in ruleset.expansions for key in DECKS.get(box, ())}


def table_facts(ruleset: Ruleset) -> dict[str, Any]:
    """What a table's clients know of its box: ``bang.view.card_facts`` and, where the
    ruleset plays event cards, ``events`` (``event_facts``)."""
    facts = card_facts(ruleset)
    events = event_facts(ruleset)
    return {**facts, "events": events} if events else facts


def every_fact() -> dict[str, Any]:
    """The facts of every kind, character and event card of every expansion at once (each
    expansion beside Dodge City, at 8 seats): the front end's unit tests read them
    (web/src/lib/card_facts.fixture.json)."""
    out: dict[str, Any] = {"kinds": {}, "characters": {}, "colt_range": 0, "events": {}}
    for key in (k for k in EXPANSIONS if k not in NOT_WORDED_YET):  # (every box the web has words for)
        named = (*EXPANSIONS[key].needs, key)
        try:
            ruleset = ruleset_for(8, None, tuple(dict.fromkeys(("dodge_city", *named))))
        except ValueError:  # one that does not go with Dodge City: alone
            ruleset = ruleset_for(8, None, named)
        facts = table_facts(ruleset)
        out["kinds"].update(facts["kinds"])
        out["characters"].update(facts["characters"])
        out["events"].update(facts.get("events", {}))
        out["colt_range"] = facts["colt_range"]
    return out
