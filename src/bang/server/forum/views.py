"""What each link is shown: a player's page sees only that player's view of the game
(``ForumGame.observation``) and that player's private posts; the master sees all.
Every message sent to a player is built here, from the forum's own view.

Both carry ``name_cases``: each player's name in the Russian cases the dictionary is
sure of (words.py), by seat, for the pages' Russian ("Дуэль от Анны"); a name it is
not sure of has none, and the page words its sentence without a case."""

from __future__ import annotations

from ...rulesets.forum.words import cases_of
from .store import JSON
from .table import CHOOSING, ForumTable


def _public_posts(table: ForumTable, seat: int | None) -> list[JSON]:
    """The published posts: the public parts, and ``seat``'s own private part only."""
    out = []
    for post in table.posts():
        mine: JSON = {"round": post["round"]}
        for lang in ("ru", "en"):
            part = post[lang]
            mine[lang] = {"bbcode": part["bbcode"], "markdown": part["markdown"]}
            if seat is not None:
                mine[lang]["private"] = part["private"][seat]
        if "game_file" in post:
            # The game is over: its file is public now, downloaded from ``game.json`` beside
            # the page's own address (its 64-bit seed would lose digits in a JavaScript number).
            mine["game_file"] = True
        out.append(mine)
    return out


def _without_file(post: JSON) -> JSON:
    """A post with ``game_file: true`` for its file (``game.json`` serves the file itself)."""
    return {**post, "game_file": True} if "game_file" in post else post


def game_file_of(table: ForumTable) -> JSON | None:
    """The finished game's file for ``bang verify`` (the last post's), or None before the end."""
    for post in reversed(table.posts()):
        if "game_file" in post:
            file: JSON = post["game_file"]
            return file
    return None


def player_view(table: ForumTable, seat: int) -> JSON:
    game = table.game
    view: JSON = {
        "kind": "player", "game": table.id, "seat": seat, "name": table.names[seat],
        "status": table.status, "deadline": table.record.deadline,
        "language": table.record.settings.get("language", "ru"), "seed_hash": table.seed_hash,
        "posts": _public_posts(table, seat), "name_cases": [cases_of(n) for n in table.names],
    }
    if seat in table.parts and table.record.settings.get("dice"):
        view["entropy"] = table.parts[seat]  # their own part of the dice, to note and check at the end
    if table.status == CHOOSING or game is None:
        view["choosing"] = {"characters": table.character_choices(), "mine": table.picks.get(seat),
                            "waiting": len(table.names) - len(table.picks)}
        return view
    # Until the master publishes, a player sees the round as it stood at the deadline.
    view["table"] = table.before_deadline[seat] if table.before_deadline else game.observation(seat)
    view["moved"] = seat in table.moved()
    view["my_moves"] = table.my_moves(seat)
    view["legal"] = [m.to_json() for m in game.legal_actions(seat)] if table.status == "playing" else []
    view["pending"] = [{"effect": e.effect, "from": e.player, "card": e.card}
                       for e in game.pending if e.target == seat]
    return view


def master_view(table: ForumTable) -> JSON:
    game = table.game
    view: JSON = {
        "kind": "master", "game": table.id, "names": table.names, "status": table.status,
        "deadline": table.record.deadline, "deadline_seconds": table.period,
        "language": table.record.settings.get("language", "ru"), "seed_hash": table.seed_hash,
        "picks": {str(s): c for s, c in sorted(table.picks.items())},
        "posts": [_without_file(p) for p in table.posts()], "preview": table.preview(),
        "name_cases": [cases_of(n) for n in table.names],
    }
    if game is None:
        return view
    moved = table.moved()
    view["round"] = game.round
    view["moves"] = [{**m.to_json(), "name": table.names[m.player]} for m in game.moves]
    view["waiting"] = [s for s in game.living() if s not in moved]
    view["players"] = [{
        "seat": s, "name": p.name, "character": p.character, "role": p.role, "life": p.life,
        "max_life": p.max_life, "hand": list(p.hand), "equipment": dict(sorted(p.equipment.items())),
        "alive": p.alive, "unconscious": p.unconscious} for s, p in enumerate(game.players)]
    view["overrides"] = [o.to_json() for o in game.overrides]
    view["events"] = [x.to_json() for x in game.events[-80:]]  # all: the master sees every secret
    view["over"] = game.over
    view["result"] = game.result  # the side that won (None: the round cap, or not over yet)
    view["winners"] = game.winners()  # every seat that won, once the game is over
    return view
