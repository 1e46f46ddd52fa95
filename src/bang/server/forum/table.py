"""One forum game on the server: its players' picks, their moves, the deadline, the
master's overrides and posts; each change logged (store.py) before it is answered.

The life of a game: ``choosing`` (each player picks a character on their page) ->
``playing`` (moves until the deadline) -> ``resolved`` (the deadline's sums, shown to
the master; overrides allowed; moves refused) -> ``publish`` -> ``playing`` again with
the next deadline, or ``over`` (the seed revealed, the game file for ``bang verify``).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable

from ...errors import BangError, IllegalAction, MalformedAction
from ...ruleset import Reason
from ...rulesets.forum import CHARACTERS, ForumGame, Move
from ...rulesets.forum.dice import FAIR, MAX_PART, clean_part
from ...rulesets.forum.overrides import Override
from ...rulesets.forum.post import BBCODE, MARKDOWN, private_post, round_post
from ...rulesets.forum.post_text import LANGUAGES
from ...rulesets.forum.proof import game_file, seed_hash
from ...rulesets.forum.refusals import english, refused
from .store import JSON, ForumRecord, ForumStore

CHOOSING, PLAYING, RESOLVED, OVER = "choosing", "playing", "resolved", "over"

Listener = Callable[[], None]


class Refused(Exception):
    """A request the game refuses, with the reason said to the one who asked.

    A player's refusal carries the rules' reason (a code and its facts, so the page can
    say it in Russian; its English is the message); the master's carry English text alone.
    """

    def __init__(self, reason: str | Reason) -> None:
        super().__init__(reason if isinstance(reason, str) else english(reason))
        self.reason: Reason | None = None if isinstance(reason, str) else reason


class ForumTable:
    def __init__(self, record: ForumRecord, store: ForumStore) -> None:
        self.record = record
        self.store = store
        self.picks: dict[int, str] = {}
        self.parts: dict[int, str] = {}  # each player's entropy part, given at the pick
        self.game: ForumGame | None = None
        self.before_deadline: list[JSON] = []  # each seat's view until the master publishes
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

    def seat_of(self, token_hash: str) -> int | None:
        for seat, (_, h) in enumerate(self.record.players):
            if h == token_hash:
                return seat
        return None

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
            self.game.apply(Move.from_json(body))
        elif kind == "override":
            assert self.game is not None
            self.game.override(Override.from_json(body))
        elif kind == "deadline":
            assert self.game is not None
            self.before_deadline = [self.game.observation(s) for s in range(len(self.game.players))]
            self.game.deadline()
        elif kind == "publish":
            self.before_deadline = []

    def _log(self, kind: str, body: JSON, status: str | None = None, deadline: float | None = None) -> None:
        """Do the entry to the game, then commit it (with the new status): on a failed write
        the game in memory is rebuilt from the store, so it never holds what the disk lacks."""
        self._do(kind, body)
        try:
            self.store.append(self.id, len(self.record.log), kind, body, status, deadline)
        except Exception:
            fresh = self.store.load(self.id)
            assert fresh is not None
            self.record, self.picks, self.parts, self.game = fresh, {}, {}, None
            self._replay()
            raise
        self.record.log.append((kind, body))
        if status is not None:
            self.record.status, self.record.deadline = status, deadline
        self._changed()

    def _changed(self) -> None:
        for listener in list(self.listeners):
            listener()

    # ---- the players' requests -------------------------------------------------------

    def pick(self, seat: int, character: str, entropy: object = "") -> None:
        """``seat`` picks ``character`` and gives their entropy part (dice.py: FairDice)."""
        if self.status != CHOOSING:
            raise Refused(refused("characters_chosen"))
        if character not in CHARACTERS:
            raise Refused(refused("no_character", character=character))
        if seat in self.picks:
            raise Refused(refused("chosen_already"))
        if character in self.picks.values():
            raise Refused(refused("character_taken"))
        try:
            part = clean_part(entropy)
        except ValueError as e:
            raise Refused(refused("entropy_part", most=MAX_PART)) from e
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
        if self.status == CHOOSING:
            raise Refused(refused("not_started"))
        if self.status == RESOLVED:
            raise Refused(refused("deadline_passed"))
        if self.status == OVER or self.game is None:
            raise Refused(refused("game_over"))
        if self.record.deadline is not None and time.time() >= self.record.deadline:
            raise Refused(refused("deadline_passed"))
        if not isinstance(data, dict):
            raise Refused(refused("move_object"))
        try:
            move = Move.from_json({**data, "player": seat})
        except MalformedAction as e:
            raise Refused(str(e)) from e
        reason = self.game.refusal(move)
        if reason is not None:
            raise Refused(reason)
        self._log("move", move.to_json())

    # ---- the master's requests -------------------------------------------------------

    def resolve(self) -> None:
        """The deadline's sums (by the clock or the master's click): shown, not yet published."""
        if self.status != PLAYING or self.game is None:
            raise Refused("there is no round waiting for its deadline")
        self._cancel_timer()
        self._log("deadline", {}, RESOLVED, None)

    def override(self, data: object) -> None:
        if self.game is None or self.status == OVER:
            raise Refused("there is no game to override")
        try:
            o = Override.from_json(data)
            amends = self._resolved_round() if self.status == RESOLVED else self.game.round
            o = Override(o.kind, o.reason, o.player, o.value, o.card, amends)
            probe = ForumGame.from_record(self.game.to_record())  # refused overrides leave no trace
            probe.override(o)
        except (BangError, KeyError) as e:
            raise Refused(str(e)) from e
        body = o.placed(self.game.round, len(self.game.moves)).to_json()
        self._log("override", body)

    def publish(self) -> JSON:
        """The resolved round's posts stored and shown to all; the next round's deadline set."""
        if self.status != RESOLVED or self.game is None:
            raise Refused("resolve the round before publishing it")
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
            loop = asyncio.get_running_loop()
            self._timer = loop.call_later(max(0.0, self.record.deadline - time.time()), self._at_deadline)

    def _at_deadline(self) -> None:
        self._timer = None
        with contextlib.suppress(Refused, IllegalAction):
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
