"""Static checks of the variant scenarios in this folder (no engine needed).

    python tests/scenarios_variants/check_shape.py [FILE.json ...]

The engine cannot run these scenarios until it plays the variants (docs/variants.md),
so this script checks what can be checked without it: 3 to 8 seats with the roles of
that count, known characters and life, every card id valid and in the box of the
scenario's variant, no card placed twice, legal turn/phase, known action and
expectation keys. It exits 1 and prints the problems when any file is malformed.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from scenario_expect import CHARACTERS, FULL_DECK, KINDS  # noqa: E402

# The simplified first game: the cards with the book symbol are out of the box
# (the list is ours, see docs/variants.md).
BOOK_CARDS = frozenset(
    {
        "general_store/9C",
        "general_store/QS",
        "duel/QD",
        "duel/JS",
        "duel/8C",
        "indians/KD",
        "indians/AD",
        "dynamite/2H",
        "jail/JS",
        "jail/10S",
        "jail/4H",
        "volcanic/10S",
        "volcanic/10C",
    }
)
ROLES_BY_COUNT: dict[int, Counter[str]] = {
    3: Counter(deputy=1, outlaw=1, renegade=1),
    4: Counter(sheriff=1, renegade=1, outlaw=2),
    5: Counter(sheriff=1, renegade=1, outlaw=2, deputy=1),
    6: Counter(sheriff=1, renegade=1, outlaw=3, deputy=1),
    7: Counter(sheriff=1, renegade=1, outlaw=3, deputy=2),
    8: Counter(sheriff=1, renegade=2, outlaw=3, deputy=2),
}
TOP_KEYS = {
    "name",
    "rule",
    "description",
    "seed",
    "variant",
    "players",
    "deck",
    "discard",
    "turn",
    "phase",
    "bangs_played",
    "actions",
    "expect",
}
ACTION_KEYS = {"player", "do", "card", "target", "target_card", "as", "cards", "from", "illegal"}
DOS = {"play", "pass", "end", "discard", "draw", "choose", "ability"}
EXPECT_KEYS = {
    "winner",
    "winners",
    "turn",
    "phase",
    "pending",
    "players",
    "deck_count",
    "discard_count",
    "deck_top",
    "discard_top",
    "discard_has",
    "revealed",
    "rejected",
}
PLAYER_EXPECT_KEYS = {
    "hp",
    "alive",
    "max_hp",
    "role",
    "character",
    "hand",
    "in_play",
    "hand_count",
    "in_play_count",
    "hand_has",
    "in_play_has",
    "hand_lacks",
    "in_play_lacks",
}
WINNER_VALUES = {3: {None, "deputy", "outlaw", "renegade"}}
TEAM_WINNERS = {None, "law", "outlaws", "renegade"}


def box(variant: str | None) -> Counter[str]:
    """The cards in the box for a variant."""
    if variant is None:
        return Counter(FULL_DECK)
    if variant == "simplified":
        return Counter({c: n for c, n in FULL_DECK.items() if c not in BOOK_CARDS})
    raise ValueError(f"unknown variant {variant!r}")


def kind(card: str) -> str:
    return card.split("/", 1)[0]


def check_cards(scenario: dict[str, Any], cards_in_box: Counter[str]) -> list[str]:
    out: list[str] = []
    placed: list[str] = list(scenario.get("deck", [])) + list(scenario.get("discard", []))
    for seat in scenario.get("players", []):
        placed += seat.get("hand", []) + seat.get("in_play", [])
    exact = Counter(c for c in placed if "/" in c)
    for card, n in exact.items():
        if card not in FULL_DECK:
            out.append(f"unknown card {card!r}")
        elif n > cards_in_box[card]:
            out.append(f"{card} placed {n} times, the box holds {cards_in_box[card]}")
    for card, n in Counter(c for c in placed if "/" not in c).items():
        if card not in KINDS:
            out.append(f"unknown card kind {card!r}")
            continue
        free = sum(v for c, v in cards_in_box.items() if kind(c) == card) - sum(
            v for c, v in exact.items() if kind(c) == card
        )
        if n > free:
            out.append(f"{n} bare {card!r} placed, only {free} left in the box")
    return out


def check_players(scenario: dict[str, Any]) -> list[str]:
    out: list[str] = []
    seats = scenario.get("players", [])
    if len(seats) not in ROLES_BY_COUNT:
        return [f"{len(seats)} seats (3 to 8)"]
    if Counter(s.get("role") for s in seats) != ROLES_BY_COUNT[len(seats)]:
        out.append(f"roles {sorted(s.get('role') for s in seats)} do not fit {len(seats)} players")
    names = [s.get("name") for s in seats]
    if len(set(names)) != len(names):
        out.append(f"duplicate names {names}")
    characters = [s.get("character") for s in seats]
    if len(set(characters)) != len(characters):
        out.append(f"duplicate characters {characters}")
    for s in seats:
        if s.get("character") not in CHARACTERS:
            out.append(f"{s.get('name')}: unknown character {s.get('character')!r}")
            continue
        max_hp = CHARACTERS[s["character"]] + (1 if s.get("role") == "sheriff" else 0)
        alive = s.get("alive", True)
        hp = s.get("hp", max_hp if alive else 0)
        if alive and not 1 <= hp <= max_hp:
            out.append(f"{s.get('name')}: hp {hp} not in 1..{max_hp}")
        if not alive and (s.get("hand") or s.get("in_play")):
            out.append(f"{s.get('name')}: out of the game but holds cards")
    turn = next((s for s in seats if s.get("name") == scenario.get("turn")), None)
    if turn is None or not turn.get("alive", True):
        out.append(f"turn {scenario.get('turn')!r} is not a living player")
    if scenario.get("phase") not in ("start", "play"):
        out.append(f"phase {scenario.get('phase')!r}")
    return out


def check_actions_and_expect(scenario: dict[str, Any]) -> list[str]:
    out: list[str] = []
    names = {s.get("name") for s in scenario.get("players", [])}
    for i, action in enumerate(scenario.get("actions", [])):
        if set(action) - ACTION_KEYS:
            out.append(f"action {i}: unknown keys {sorted(set(action) - ACTION_KEYS)}")
        if action.get("player") not in names or action.get("do") not in DOS:
            out.append(f"action {i}: bad player or do: {action}")
        if "target" in action and action["target"] not in names:
            out.append(f"action {i}: unknown target {action['target']!r}")
    expect = scenario.get("expect", {})
    if set(expect) - EXPECT_KEYS:
        out.append(f"expect: unknown keys {sorted(set(expect) - EXPECT_KEYS)}")
    for name, want in expect.get("players", {}).items():
        if name not in names:
            out.append(f"expect: unknown player {name!r}")
        if set(want) - PLAYER_EXPECT_KEYS:
            out.append(f"expect.players.{name}: unknown keys {sorted(set(want) - PLAYER_EXPECT_KEYS)}")
    allowed = WINNER_VALUES.get(len(scenario.get("players", [])), TEAM_WINNERS)
    if "winner" in expect and expect["winner"] not in allowed:
        out.append(f"expect.winner {expect['winner']!r} not one of {sorted(map(str, allowed))}")
    for name in expect.get("winners", []):
        if name not in names:
            out.append(f"expect.winners: unknown player {name!r}")
    return out


def problems(path: Path) -> list[str]:
    scenario = json.loads(path.read_text(encoding="utf-8"))
    out = [f"unknown top-level key {k!r}" for k in sorted(set(scenario) - TOP_KEYS)]
    for key in ("name", "rule"):
        if not scenario.get(key):
            out.append(f"no {key!r}")
    try:
        cards_in_box = box(scenario.get("variant"))
    except ValueError as e:
        return out + [str(e)]
    return (
        out
        + check_players(scenario)
        + check_cards(scenario, cards_in_box)
        + check_actions_and_expect(scenario)
    )


def main(args: list[str]) -> int:
    paths = [Path(a) for a in args] or sorted(HERE.glob("*.json"))
    bad = 0
    for path in paths:
        found = problems(path)
        if found:
            bad += 1
            print(f"BAD {path.name}")
            for problem in found:
                print(f"    {problem}")
    print(f"{len(paths) - bad} well formed, {bad} malformed")
    return 1 if bad or not paths else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
