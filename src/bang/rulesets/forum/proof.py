"""Dice anyone can check: the seed's hash published first, the seed revealed last.

At the start the server draws a salt and publishes ``seed_hash(seed, salt)`` (the
first post); at the end it publishes the game file (``game_file``): the record
(seed, players, moves, overrides), the salt and every event with its dice. Anyone
then runs ``bang verify GAME.json``: the seed must match the hash, and replaying the
moves from the seed must roll every die the file says was rolled (``verify``).
"""

from __future__ import annotations

import hashlib
import secrets

from ...errors import BangError
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
            "events": [x.to_json() for x in game.events]}


def _name(record: JSON, seat: object) -> str:
    players = record.get("players", [])
    if isinstance(seat, int) and 0 <= seat < len(players):
        return str(players[seat].get("name", seat))
    return "the master"


def verify(data: JSON) -> tuple[list[str], int]:
    """(problems, rolls checked): the hash, then every die of the file against the replay."""
    problems: list[str] = []
    if "seed" not in data or "salt" not in data or "seed_hash" not in data:
        return ["the file has no seed, salt or seed_hash: it is not a finished forum game"], 0
    if seed_hash(int(data["seed"]), str(data["salt"])) != data["seed_hash"]:
        problems.append("the seed and salt do not give the published seed_hash: the seed was changed")
    try:
        game = ForumGame.from_record(data)
    except (BangError, KeyError, TypeError, ValueError) as e:
        return [*problems, f"the moves do not replay from the seed: {e}"], 0
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
    return problems, checked
