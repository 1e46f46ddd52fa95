"""Dice anyone can check: the secret's hash published first, the secret revealed last.

At the start the server draws a seed and a salt and publishes ``seed_hash(seed, salt)``
(the first post); the secret is the text ``SEED:SALT``. Each player brings an entropy
part at their character pick, and every die is ``dice.fair_roll`` of the secret and
the parts. At the end the server publishes the game file (``game_file``): the record
(seed, salt, the players and their parts, moves, overrides), every event with its dice
and every roll with its number, purpose and value. ``bang verify GAME.json`` checks:

1. the secret against the published hash;
2. every roll of the file against HMAC-SHA-256 of the secret and the parts (no engine
   needed: ``dice.fair_roll`` is a dozen lines anyone can rewrite);
3. the moves replayed from the record roll exactly those dice for those purposes, and
   give every event the file holds.

A game stored before the players' parts (no ``dice`` in its record) rolled from the
seed's generator: step 2 does not apply, steps 1 and 3 are as they were.
"""

from __future__ import annotations

import hashlib
import secrets

from ...errors import BangError
from .dice import FAIR, FairDice, fair_roll
from .game import ForumGame
from .state import JSON


def new_salt() -> str:
    return secrets.token_hex(16)


def new_seed() -> int:
    return secrets.randbits(63)


def seed_hash(seed: int, salt: str) -> str:
    """SHA-256 of "SEED:SALT", in hex: published before the first roll."""
    return hashlib.sha256(f"{seed}:{salt}".encode()).hexdigest()


def game_file(game: ForumGame, salt: str) -> JSON:
    """The finished game as ``bang verify`` reads it (it reveals the seed: publish it last)."""
    return {**game.to_record(), "salt": salt, "seed_hash": seed_hash(game.seed, salt),
            "events": [x.to_json() for x in game.events],
            **({"rolls": [r.to_json() for r in game.dice.rolled]} if isinstance(game.dice, FairDice) else {})}


def _rolls_problems(data: JSON) -> tuple[list[str], int]:
    """Step 2: each roll of the file against the secret and the players' parts."""
    secret = f"{data['seed']}:{data['salt']}"
    parts = data.get("parts")
    rolls = data.get("rolls")
    if not isinstance(parts, list) or not all(isinstance(p, str) for p in parts) or not isinstance(rolls, list):
        return ["the file has no players' parts or no rolls: it cannot be checked"], 0
    problems = []
    for i, r in enumerate(rolls):
        try:
            n, sides, purpose, value = int(r["n"]), int(r["sides"]), str(r["purpose"]), int(r["value"])
        except (KeyError, TypeError, ValueError):
            problems.append(f"roll {i} is not a roll: {r!r}")
            continue
        if n != i or sides < 1:
            problems.append(f"roll {i} says it is roll {n} of a d{sides}: the rolls were changed")
            continue
        want = fair_roll(secret, tuple(parts), n, sides, purpose)
        if want != value:
            problems.append(f"roll {n} ({purpose}, d{sides}): the file says {value}, the secret and "
                            f"the players' parts give {want}: a changed roll, secret or part")
    return problems, len(rolls)


def _name(record: JSON, seat: object) -> str:
    players = record.get("players", [])
    if isinstance(seat, int) and 0 <= seat < len(players):
        return str(players[seat].get("name", seat))
    return "the master"


def verify(data: JSON) -> tuple[list[str], int]:
    """(problems, dice checked): the hash, every roll against the secret and the parts, then
    every die of the file against the replay of its moves."""
    problems: list[str] = []
    if "seed" not in data or "salt" not in data or "seed_hash" not in data:
        return ["the file has no seed, salt or seed_hash: it is not a finished forum game"], 0
    if seed_hash(int(data["seed"]), str(data["salt"])) != data["seed_hash"]:
        problems.append("the seed and salt do not give the published seed_hash: the seed was changed")
    fair = "dice" in data
    if fair:
        if data["dice"] != FAIR:
            return [*problems, f"dice {data['dice']!r}: this bang checks {FAIR!r}"], 0
        found, _ = _rolls_problems(data)
        problems += found[:20] + ([f"... and {len(found) - 20} more rolls"] if len(found) > 20 else [])
    try:
        game = ForumGame.from_record(data)
    except (BangError, KeyError, TypeError, ValueError) as e:
        return [*problems, f"the moves do not replay from the seed: {e}"], 0
    if fair:
        replayed_rolls = [r.to_json() for r in game.dice.rolled]
        if replayed_rolls != data.get("rolls"):
            problems.append(f"the moves replayed roll {len(replayed_rolls)} dice, the file lists "
                            f"{len(data.get('rolls') or [])} (or other purposes): the record was changed")
    replayed = [x.to_json() for x in game.events]
    published = data.get("events", [])
    checked = 0
    for i, (want, got) in enumerate(zip(published, replayed, strict=False)):
        if (want.get("type"), want.get("player")) != (got.get("type"), got.get("player")):
            problems.append(f"event {i} (round {got['round']}): the file has {want.get('type')}, "
                            f"the replay {got['type']}: the record was changed")
            break
        if want.get("rolls", []) != got.get("rolls", []):
            problems.append(
                f"round {got['round']}, {_name(data, got.get('player'))}'s {got['type']}"
                f"{' (' + got['detail'] + ')' if got.get('detail') else ''}: the file says "
                f"{want.get('rolls', [])}, the seed rolls {got.get('rolls', [])}: a tampered roll")
        checked += len(got.get("rolls", []))
    if len(published) != len(replayed) and not any("record was changed" in p for p in problems):
        problems.append(f"the file has {len(published)} events, the replay {len(replayed)}")
    return problems, len(game.dice.rolled) if fair else checked
