"""One forum game on the server: its players' picks, their moves, the deadline, the
master's overrides and posts; each change logged (store.py) before it is answered.

The life of a game: ``choosing`` (each player picks a character on their page) ->
``playing`` (moves until the deadline) -> ``resolved`` (the deadline's sums, shown to
the master; overrides allowed; moves refused) -> ``publish`` -> ``playing`` again with
the next deadline, or ``over`` (the seed revealed, the game file for ``bang verify``).

Until the deadline a player may take back a move of theirs (``undo``) that rolled no
die and showed them no hidden card, when the round without it keeps every later move
legal and every later roll the same.

Several processes may hold the same game (a cluster's forum backend and its backup):
``refresh`` reads the log's length on disk and, when another process has written to
it, reads the game again. A write that another process made first (the same log
entry number) raises ``LogConflict`` after the game is read again from the store.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable

from ...errors import BangError, IllegalAction, MalformedAction
from ...rulesets.forum import CHARACTERS, ForumGame, Move
from ...rulesets.forum.dice import FAIR, MAX_PART, clean_part
from ...rulesets.forum.overrides import Override
from ...rulesets.forum.post import BBCODE, MARKDOWN, private_post, round_post
from ...rulesets.forum.post_text import LANGUAGES
from ...rulesets.forum.proof import game_file, seed_hash
from ...rulesets.forum.refusals import refused
from ..deadlines import timer_at
from ..link_tokens import is_token_of, seat_of
from . import checks
from .checks import Refused
from .store import JSON, ForumRecord, ForumStore, LogConflict

CHOOSING, PLAYING, RESOLVED, OVER = "choosing", "playing", "resolved", "over"

Listener = Callable[[], None]


class ForumTable:
    def __init__(self, record: ForumRecord, store: ForumStore) -> None:
        self.record = record
        self.store = store
        self.picks: dict[int, str] = {}
        self.parts: dict[int, str] = {}  # each player's entropy part, given at the pick
        self.game: ForumGame | None = None
        self.before_deadline: list[JSON] = []  # each seat's view until the master publishes
        self.revealing: list[bool] = []  # by this round's move: it rolled or showed a hidden card
        self.listeners: set[Listener] = set()
        self._timer: asyncio.TimerHandle | None = None
        self._replay()

    # ---- reading ---------------------------------------------------------------------

    @property
    def id(self) -> str:
        return self.record.id

    @property
    def status(self) -> str:
        return self.record.status

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.record.players]

    @property
    def period(self) -> float:
        return float(self.record.settings["deadline_seconds"])

    @property
    def seed_hash(self) -> str:
        return seed_hash(self.record.seed, self.record.salt)

    def seat_of(self, token: str) -> int | None:
        """The seat a player link's token holds, or None (``link_tokens``: the tables' rule)."""
        return seat_of(token, (h for _, h in self.record.players))

    def is_master(self, token: str) -> bool:
        """Whether ``token`` is the master link's."""
        return is_token_of(token, self.record.master_hash)

    def moved(self) -> list[int]:
        """The seats that posted a move this round."""
        return sorted({m.player for m in self.game.moves}) if self.game else []

    def posts(self) -> list[JSON]:
        return [self.record.posts[r] for r in sorted(self.record.posts)]

    def preview(self) -> JSON | None:
        """The resolved round's posts, shown to the master before they are published."""
        if self.game is None or self.status != RESOLVED:
            return None
        return self._render(self._resolved_round())

    # ---- replay after a restart ------------------------------------------------------

    def _replay(self) -> None:
        for kind, body in self.record.log:
            self._do(kind, body)

    def _do(self, kind: str, body: JSON) -> None:
        """One log entry on the game in memory (the same code for a live request and a replay)."""
        if kind == "pick":
            self.picks[int(body["seat"])] = str(body["character"])
            self.parts[int(body["seat"])] = str(body.get("entropy", ""))
            if len(self.picks) == len(self.record.players):
                pairs = [(name, self.picks[s]) for s, name in enumerate(self.names)]
                fair = None
                if self.record.settings.get("dice") == FAIR:  # a game stored before has none
                    fair = (self.record.salt, [self.parts[s] for s in range(len(pairs))])
                rules = int(self.record.settings.get("rules", 1))  # a game stored before: 1
                self.game = ForumGame.new(pairs, self.record.seed, fair=fair, rules=rules)
        elif kind == "move":
            assert self.game is not None
            before = len(self.game.events)
            self.game.apply(Move.from_json(body))
            self.revealing.append(any(e.rolls or e.event.private_to is not None
                                      for e in self.game.events[before:]))
        elif kind == "undo":
            index = int(body["index"])
            self.game = self._without_move(index)
            del self.revealing[index]
        elif kind == "override":
            assert self.game is not None
            self.game.override(Override.from_json(body))
        elif kind == "deadline":
            assert self.game is not None
            self.before_deadline = [self.game.observation(s) for s in range(len(self.game.players))]
            self.game.deadline()
            self.revealing = []
        elif kind == "publish":
            self.before_deadline = []

    def _log(self, kind: str, body: JSON, status: str | None = None, deadline: float | None = None) -> None:
        """Do the entry to the game, then commit it (with the new status): on a failed write
        the game in memory is rebuilt from the store, so it never holds what the disk lacks."""
        self._do(kind, body)
        try:
            self.store.append(self.id, len(self.record.log), kind, body, status, deadline)
        except Exception:
            self.reload()
            raise
        self.record.log.append((kind, body))
        if status is not None:
            self.record.status, self.record.deadline = status, deadline
        self._changed()

    def reload(self) -> None:
        """The game read again from the store (another process wrote to it, or a write failed)."""
        fresh = self.store.load(self.id)
        assert fresh is not None
        self.record, self.picks, self.parts, self.game = fresh, {}, {}, None
        self.before_deadline, self.revealing = [], []
        self._replay()
        self.schedule()
        self._changed()

    def refresh(self) -> None:
        """Read the game again if its log on disk is longer than the one in memory."""
        if self.store.log_length(self.id) != len(self.record.log):
            self.reload()

    def _changed(self) -> None:
        for listener in list(self.listeners):
            listener()

    # ---- the players' requests -------------------------------------------------------

    def pick(self, seat: int, character: str, entropy: object = "") -> None:
        """``seat`` picks ``character`` and gives their entropy part (dice.py: FairDice)."""
        if self.status != CHOOSING:
            raise Refused.by_rules(refused("characters_chosen"))
        if character not in CHARACTERS:
            raise Refused.by_rules(refused("no_character", character=character[:40]))
        if seat in self.picks:
            raise Refused.by_rules(refused("chosen_already"))
        if character in self.picks.values():
            raise Refused.by_rules(refused("character_taken"))
        try:
            part = clean_part(entropy)
        except ValueError as e:
            raise Refused.by_rules(refused("entropy_part", most=MAX_PART)) from e
        last = len(self.picks) + 1 == len(self.record.players)
        body: JSON = {"seat": seat, "character": character}
        if self.record.settings.get("dice") == FAIR:
            body["entropy"] = part
        if last:
            self._log("pick", body, PLAYING, time.time() + self.period)
            self.schedule()
        else:
            self._log("pick", body)

    def move(self, seat: int, data: object) -> None:
        game = self._round_open()
        if not isinstance(data, dict):
            raise Refused.by_rules(refused("move_object"))
        try:
            move = Move.from_json({**data, "player": seat})
        except MalformedAction as e:
            raise Refused("malformed_move", str(e)) from e
        reason = game.refusal(move)
        if reason is not None:
            raise Refused.by_rules(reason)
        self._log("move", move.to_json())

    def undo(self, seat: int, data: object) -> None:
        """Take back ``seat``'s move number ``index`` of this round (``move``: the move the page
        showed, checked to be the one there), before the deadline and the master's resolve."""
        game = self._round_open(undo=True)
        index = data.get("index") if isinstance(data, dict) else None
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(game.moves) \
                or game.moves[index].player != seat:
            raise Refused("undo_no_move", f"you have no move {index!r} this round", index=str(index)[:20])
        shown = data.get("move") if isinstance(data, dict) else None
        if shown is not None and shown != game.moves[index].to_json():
            raise Refused("undo_no_move", f"your move {index} this round is another one", index=index)
        if self.revealing[index]:
            raise Refused("undo_revealing", "that move rolled dice or showed you a hidden card: it stands")
        try:
            without = self._without_move(index)
        except BangError as e:
            raise Refused("undo_needed", f"a later move needs that one: {e}") from e
        if _rolls(without) != _rolls(game):
            raise Refused("undo_rolls", "taking it back would change the dice of later moves: it stands")
        self._log("undo", {"seat": seat, "index": index})

    def my_moves(self, seat: int) -> list[JSON]:
        """``seat``'s moves this round: each with its index and whether it may still be taken back."""
        if self.game is None or self.status != PLAYING:
            return []
        return [{"index": i, "move": m.to_json(), "undo": not self.revealing[i]}
                for i, m in enumerate(self.game.moves) if m.player == seat]

    def _round_open(self, undo: bool = False) -> ForumGame:
        """The game, if its round takes moves now; else the rules' reason."""
        if self.status == CHOOSING:
            raise Refused.by_rules(refused("not_started"))
        if self.status == RESOLVED or (self.record.deadline is not None and time.time() >= self.record.deadline):
            if undo:
                raise Refused("undo_too_late", "the round's deadline has passed: your moves stand")
            raise Refused.by_rules(refused("deadline_passed"))
        if self.status == OVER or self.game is None:
            raise Refused.by_rules(refused("game_over"))
        return self.game

    def _without_move(self, index: int) -> ForumGame:
        """The game replayed without this round's move ``index`` (the master's overrides made
        after it stay after the same moves); BangError when a later move is then illegal."""
        assert self.game is not None
        record = self.game.to_record()
        del record["current"][index]
        for o in record["overrides"]:
            if o.get("at_round") == self.game.round and o.get("after_moves", 0) > index:
                o["after_moves"] -= 1
        return ForumGame.from_record(record)

    # ---- the master's requests -------------------------------------------------------

    def resolve(self) -> None:
        """The deadline's sums (by the clock or the master's click): shown, not yet published."""
        if self.status != PLAYING or self.game is None:
            raise Refused("no_round", "there is no round waiting for its deadline")
        self._cancel_timer()
        self._log("deadline", {}, RESOLVED, None)

    def override(self, data: object) -> None:
        if self.game is None or self.status == OVER:
            raise Refused("no_game", "there is no game to override")
        checked = checks.override(data, len(self.record.players))
        try:
            o = Override.from_json(checked)
            amends = self._resolved_round() if self.status == RESOLVED else self.game.round
            o = Override(o.kind, o.reason, o.player, o.value, o.card, amends)
            probe = ForumGame.from_record(self.game.to_record())  # refused overrides leave no trace
            probe.override(o)
        except (BangError, KeyError) as e:
            raise Refused("override_refused", str(e), why=str(e)) from e
        body = o.placed(self.game.round, len(self.game.moves)).to_json()
        self._log("override", body)

    def publish(self) -> JSON:
        """The resolved round's posts stored and shown to all; the next round's deadline set."""
        if self.status != RESOLVED or self.game is None:
            raise Refused("not_resolved", "resolve the round before publishing it")
        round_no = self._resolved_round()
        post = self._render(round_no)
        if self.game.over:
            post["game_file"] = game_file(self.game, self.record.salt)
        self.store.save_post(self.id, round_no, post)
        self.record.posts[round_no] = post
        if self.game.over:
            self._log("publish", {"round": round_no}, OVER, None)
        else:
            self._log("publish", {"round": round_no}, PLAYING, time.time() + self.period)
            self.schedule()
        return post

    def _resolved_round(self) -> int:
        assert self.game is not None
        return self.game.round if self.game.over else self.game.round - 1

    def _render(self, round_no: int) -> JSON:
        assert self.game is not None
        game = self.game
        reveal = (self.record.seed, self.record.salt) if game.over else None
        first = self.seed_hash if round_no == 1 else ""
        out: JSON = {"round": round_no}
        for lang in LANGUAGES:
            out[lang] = {
                "bbcode": round_post(game, round_no, lang, BBCODE, first, reveal),
                "markdown": round_post(game, round_no, lang, MARKDOWN, first, reveal),
                "private": [{"bbcode": private_post(game, round_no, s, lang, BBCODE),
                             "markdown": private_post(game, round_no, s, lang, MARKDOWN)}
                            for s in range(len(game.players))],
            }
        return out

    # ---- the clock -------------------------------------------------------------------

    def schedule(self) -> None:
        """Resolve the round at its deadline (called again after a restart)."""
        self._cancel_timer()
        if self.status != PLAYING or self.record.deadline is None:
            return
        with contextlib.suppress(RuntimeError):  # no running loop: a replay in a test
            self._timer = timer_at(self.record.deadline, self._at_deadline)

    def _at_deadline(self) -> None:
        self._timer = None
        # Refused, IllegalAction: nothing to resolve; LogConflict: another process resolved it
        with contextlib.suppress(Refused, IllegalAction, LogConflict):
            self.refresh()  # another process may have resolved the round, or set a new deadline
            if self.status == PLAYING and self.record.deadline is not None and time.time() < self.record.deadline:
                self.schedule()
                return
            self.resolve()

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def close(self) -> None:
        self._cancel_timer()

    def character_choices(self) -> list[JSON]:
        taken = set(self.picks.values())
        return [{"key": c.key, "russian": c.russian, "life": c.life, "text": c.text,
                 "taken": c.key in taken} for c in CHARACTERS.values()]


def _rolls(game: ForumGame) -> list[tuple[int, ...]]:
    """Every die the game has rolled, in order."""
    return [e.rolls for e in game.events if e.rolls]
