"""Exact table positions for the engine's tests, built with the scenario loader.

``table(...)`` sets up a position the way a scenario file does (FORMAT.md), through
``bang.scenario.setup``; ``act(game, ...)`` applies one decision named the
scenario way and returns the events it caused; ``log(events, seat)`` is what that
seat reads of them (``bang.view.event_view``; ``None`` is a spectator).
Only the engine's public API is used, so these tests survive a rewrite of its insides.
"""

from __future__ import annotations

from typing import Any

from bang import Action, Event, Game
from bang.box import CARD_ID
from bang.rulesets.base.box import DECK_SIZE
from bang.scenario import parse_actions, setup
from bang.view import action_json, event_view

NAMES = "ABCDEFG"


def seat(role: str, character: str, hand: tuple[str, ...] | list[str] = (),
         in_play: tuple[str, ...] | list[str] = (), hp: int | None = None,
         alive: bool = True) -> dict[str, Any]:
    spec: dict[str, Any] = {"role": role, "character": character, "hand": list(hand),
                            "in_play": list(in_play), "alive": alive}
    if hp is not None:
        spec["hp"] = hp
    return spec


def table(*seats: dict[str, Any], deck: list[str] | None = None, discard: list[str] | None = None,
          turn: str = "A", phase: str = "play", seed: int = 1, bangs_played: int = 0,
          expansions: tuple[str, ...] = (), **more: Any) -> Game:
    """The game in this position; seats are named A, B, C... clockwise. ``more``: other keys
    of a scenario (an expansion's: ``event``, ``event_deck``)."""
    players = [dict(s, name=NAMES[i]) for i, s in enumerate(seats)]
    return setup({
        "players": players, "deck": deck or [], "discard": discard or [], "turn": turn,
        "phase": phase, "seed": seed, "bangs_played": bangs_played, "expansions": list(expansions), **more,
    })


def act(game: Game, player: str, do: str, **fields: Any) -> list[Event]:
    """Apply one decision (scenario names: ``act(g, "A", "play", card="bang/AS", target="B")``)."""
    events: list[Event] = []
    for action in parse_actions(game, {"player": player, "do": do, **fields}):
        events += game.apply(action)
    return events


def log(events: list[Event], seat: int | None) -> list[dict[str, Any]]:
    """The log entries ``seat`` reads (None: a spectator)."""
    return [event_view(e, seat) for e in events]


def hand(game: Game, seat: int) -> list[str]:
    """A seat's hand as card ids, as that seat's own observation shows it."""
    return list(game.observation(seat).to_json()["hand"])


def every_card_but(*used: str) -> list[str]:
    """Every card id of the box not named in ``used`` (a scenario pile holding the rest)."""
    rest = list(CARD_ID[:DECK_SIZE])
    for card in used:
        rest.remove(card)
    return rest


def legal(game: Game, seat: int, do: str, **fields: Any) -> Action:
    """The one legal action of ``seat`` that reads as ``fields`` in the protocol's JSON."""
    found = [a for a in game.legal_actions(seat)
             if (j := action_json(a))["do"] == do and all(j.get(k) == v for k, v in fields.items())]
    assert len(found) == 1, f"{do} {fields}: {[action_json(a) for a in game.legal_actions(seat)]}"
    return found[0]
