"""Forum scenarios (docs/forum-scenarios.md): a position, the moves of each round,
the dice fixed, the table expected after.

``run_forum_scenario`` is what ``bang scenario FILE.json`` runs for a file with
``"ruleset": "forum"``; ``problems`` compares its output with the file's ``expect``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...errors import BangError, MalformedAction
from .cards import EQUIPMENT, TABLE, slot_of
from .characters import CHARACTERS
from .dice import Dice
from .game import RULES, ForumGame, setup_player
from .refusals import english, facts
from .roles import ROLES
from .state import JSON, Dynamite, ForumPlayer, Move


class DiceMisfit(ValueError):
    """A fixed die that cannot be what the engine rolls: the scenario is wrong, not the move."""


class ScriptedDice(Dice):
    """The scenario's dice first, in the order the engine rolls them; then the seed's."""

    __slots__ = ("script",)

    def __init__(self, seed: int, script: list[int]) -> None:
        super().__init__(seed)
        self.script = list(script)

    def _next(self, sides: int, purpose: str) -> int:
        if not self.script:
            return super()._next(sides, purpose)
        value = self.script.pop(0)
        if not 1 <= value <= sides:
            raise DiceMisfit(f"a fixed die of {value} where a d{sides} is rolled")
        return value


def _card(spec: object) -> str:
    if spec not in TABLE:
        raise MalformedAction(f"no card {spec!r} on the d20 table")
    return str(spec)


def _player(spec: Any, seat: int) -> ForumPlayer:
    if not isinstance(spec, dict) or not isinstance(spec.get("name"), str):
        raise MalformedAction(f"players[{seat}] needs a name")
    role, char = spec.get("role"), spec.get("character")
    if role not in ROLES or char not in CHARACTERS:
        raise MalformedAction(f"players[{seat}]: bad role {role!r} or character {char!r}")
    p = ForumPlayer(spec["name"], char, role, 0, 0)
    setup_player(p)
    if "equipment" in spec:
        p.equipment = {}
        for card in spec["equipment"]:
            if card == "holed_hat":
                p.equipment["hat"] = card
            elif _card(card) in EQUIPMENT:
                p.equipment[slot_of(card)] = card
            else:
                raise MalformedAction(f"{p.name}: {card!r} does not go in play")
    p.max_life = int(spec.get("max_life", p.max_life))
    p.life = int(spec.get("life", p.max_life))
    p.hand = [_card(c) for c in spec.get("hand", [])]
    p.alive = bool(spec.get("alive", True))
    p.unconscious = bool(spec.get("unconscious", False))
    p.turned = bool(spec.get("turned", False))
    p.short_next = int(spec.get("draws_fewer", 0))  # owed from the round before the scenario
    if not p.alive or p.unconscious:
        p.life = 0
    return p


def setup(scenario: JSON) -> ForumGame:
    """The game in the position the scenario describes, at the start of its round."""
    seats = scenario.get("players")
    if not isinstance(seats, list) or len(seats) < 2:
        raise MalformedAction("'players' must list the seats")
    players = [_player(spec, seat) for seat, spec in enumerate(seats)]
    names = [p.name for p in players]
    if len(set(names)) != len(names):
        raise MalformedAction("two players have one name")
    seed = int(scenario.get("seed", 0))
    dice = ScriptedDice(seed, [int(v) for v in scenario.get("dice", [])])
    start = int(scenario.get("round", 1))
    rules = int(scenario.get("rules", RULES))
    if rules not in (1, RULES):
        raise MalformedAction(f"rules {rules}: 1 or {RULES}")
    game = ForumGame(seed, dice, players, round=start, rules=rules)
    for p in players:
        if p.unconscious:
            p.fell_in_round = start - 1  # fell before the scenario: the last chance is now
        if "mustang" in p.equipment:
            p.mustang_from = start
    game.table = [_card(c) for c in scenario.get("table", [])]
    dyn = scenario.get("dynamite")
    if dyn is not None:
        holder = _seat(names, dyn.get("holder"))
        had = {_seat(names, n) for n in dyn.get("had", [])} | {holder}
        game.dynamite = Dynamite(holder, had, arrived=start - 1 if dyn.get("must_throw", True) else start)
    game.start_round()
    if "deck_limit" in scenario:
        game.supply = int(scenario["deck_limit"])
        game.deck_open = game.supply > 0
    return game


def _seat(names: list[str], name: object) -> int:
    if name not in names:
        raise MalformedAction(f"no player named {name!r}")
    return names.index(str(name))


def parse_move(names: list[str], spec: JSON) -> Move:
    """A move as the scenario writes it: players by name."""
    data = dict(spec)
    data["player"] = _seat(names, spec.get("player"))
    if spec.get("target") is not None:
        data["target"] = _seat(names, spec["target"])
    data["to"] = [_seat(names, n) for n in spec.get("to", [])]
    return Move.from_json(data)


def god_view(game: ForumGame, rejected: list[JSON], dice_left: int) -> JSON:
    names = [p.name for p in game.players]
    return {
        "ruleset": "forum",
        "round": game.round,
        "deck_limit": game.supply,
        "players": [{
            "name": p.name, "role": p.role, "character": p.character, "life": p.life,
            "max_life": p.max_life, "hand": sorted(p.hand), "equipment": sorted(p.equipment.values()),
            "alive": p.alive, "unconscious": p.unconscious, "turned": p.turned,
            "draws_fewer": p.short,
        } for p in game.players],
        "dynamite": None if game.dynamite is None else {
            "holder": names[game.dynamite.holder], "had": sorted(names[s] for s in game.dynamite.had)},
        "result": game.result,
        "winners": [names[s] for s in game.winners()],
        "white_indian_won": sorted(names[s] for s in game.white_indian_won),
        "rejected": rejected,
        "dice_left": dice_left,
        "events": [x.to_json() for x in game.events],
    }


def run_forum_scenario(scenario: JSON) -> JSON:
    """Set up, post each round's moves (refused ones recorded with their reason: its code,
    facts and English), call the deadline after each round, return the god view."""
    game = setup(scenario)
    names = [p.name for p in game.players]
    rejected: list[JSON] = []
    rounds = scenario.get("rounds", [])
    open_round = scenario.get("open_round", [])
    try:
        for number, moves in enumerate([*rounds, open_round]):
            for index, spec in enumerate(moves):
                try:
                    move = parse_move(names, spec)
                    why = game.refusal(move)
                    if why is not None:
                        rejected.append({"round": number, "index": index, "reason": english(why),
                                         "code": why["code"], **facts(why)})
                        continue
                    game.apply(move)
                except BangError as e:  # a move that cannot be read
                    rejected.append({"round": number, "index": index, "reason": str(e)})
            if number < len(rounds) and not game.over:
                game.deadline()
    except DiceMisfit as e:
        raise MalformedAction(str(e)) from None
    assert isinstance(game.dice, ScriptedDice)
    return god_view(game, rejected, len(game.dice.script))


def _refusal_problems(expect: JSON, out: JSON) -> list[str]:
    """The refused moves against ``expect["rejected"]`` (``[round, index]`` pairs): exactly
    those, in any order; none when the key is absent. As the base game's checker, any
    other refusal fails the scenario."""
    want = {(int(r), int(i)) for r, i in expect.get("rejected", [])}
    got = {(r["round"], r["index"]): r["reason"] for r in out["rejected"]}
    return [
        *(f"round {r}, move {i} refused, not in expect.rejected: {why}"
          for (r, i), why in sorted(got.items()) if (r, i) not in want),
        *(f"round {r}, move {i} in expect.rejected was not refused"
          for r, i in sorted(want - got.keys())),
    ]


def problems(expect: JSON, out: JSON) -> list[str]:
    """How ``out`` differs from ``expect`` (players by name: only the keys given;
    hands and equipment compared as multisets; every refused move listed)."""
    found = _refusal_problems(expect, out)
    by_name = {p["name"]: p for p in out["players"]}
    for name, want in expect.get("players", {}).items():
        got = by_name.get(name)
        if got is None:
            found.append(f"no player {name}")
            continue
        for key, value in want.items():
            have = got.get(key)
            multiset = key in ("hand", "equipment")
            if (Counter(have or []) != Counter(value)) if multiset else have != value:
                found.append(f"{name}.{key}: expected {value!r}, got {have!r}")
    for key, value in expect.items():
        if key in ("players", "rejected"):
            continue
        if key == "events":
            types = [e["type"] for e in out["events"]]
            found += [f"no event {t!r}" for t in value if t not in types]
        elif key == "no_events":
            types = [e["type"] for e in out["events"]]
            found += [f"unexpected event {t!r}" for t in value if t in types]
        elif out.get(key) != value:
            found.append(f"{key}: expected {value!r}, got {out.get(key)!r}")
    return found
