"""The chat's parts on their own: text cleaning, the phrase list and its arguments,
the pace of a sender, and what bots say (from their own seat's knowledge only)."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from bang.bots import basic_bot, seen_by
from bang.box import CARD_ID, Role
from bang.events import Event, EventType, redact
from bang.rules import Game
from bang.server import protocol as p
from bang.server.bot_talk import BOT_GAP, BotTalk, Knowledge, knowledge, reactions
from bang.server.chat import Pace
from bang.server.phrases import CARD_NAMES, PHRASE_IDS, PHRASES, args_refusal
from bang.server.text import clean_name, clean_text
from bang.state import Rng
from bang.vocabulary import Kind
from test_bot_firewall import scrambled  # tests/test_bot_firewall.py: what a seat cannot see, scrambled

# --- text ----------------------------------------------------------------------------


@pytest.mark.parametrize(("typed", "shown"), [
    ("\u202egnp.exe", "gnp.exe"),  # right-to-left override
    ("a\x00b", "ab"),  # NUL
    ("zero\u200bwidth\u2060joined\ufeff", "zerowidthjoined"),
    ("\u2066isolated\u2069 \u202aembedded\u202c", "isolated embedded"),
    ("\u200emarks\u200f\u061c", "marks"),
    ("  two\nlines\r\n ", "two lines"),
    ("\x07bell\x1b[31mred", "bell[31mred"),
    ("می\u200cخواهم", "می\u200cخواهم"),  # Persian keeps its zero-width non-joiner inside a word
    ("\u200cedge\u200d", "edge"),  # ...but not at a word's ends
    ("\U0001f468\u200d\U0001f469", "\U0001f468\u200d\U0001f469"),  # an emoji sequence keeps its joiner
    ("\u202e\u200b\x00 ", ""),
])
def test_clean_text_removes_invisible_and_direction_characters(typed: str, shown: str) -> None:
    assert clean_text(typed) == shown


def test_clean_name_has_no_joiners_and_single_spaces() -> None:
    assert clean_name(" An\u200dn \t  Lee\u202e ") == "Ann Lee"


# --- phrases ---------------------------------------------------------------------------


def test_the_phrase_list_is_the_protocols() -> None:
    assert PHRASE_IDS == (  # docs/protocol.md, "Chat" (and the brief both chat helpers code against)
        "claim_deputy", "claim_outlaw", "claim_renegade", "claim_not_outlaw", "claim_not_renegade",
        "claim_sheriff_friend",
        "accuse_outlaw", "accuse_renegade", "accuse_deputy", "trust",
        "dont_shoot_me", "dont_shoot", "shoot", "heal_sheriff", "help_me", "truce", "beware_card", "play_card",
        "hello", "thanks", "sorry", "well_played", "gg", "ouch", "oops", "wait", "yes", "no", "haha",
    )
    assert {p.group for p in PHRASES.values()} == {"claims", "accusations", "requests", "reactions"}
    assert PHRASES["beware_card"].args == ("player", "card") and PHRASES["play_card"].args == ("card",)
    assert PHRASES["accuse_outlaw"].args == ("player",) and PHRASES["gg"].args == ()
    assert set(CARD_NAMES) == {k.key for k in Kind} and "barrel" in CARD_NAMES
    schema = p.json_schema()["$defs"]
    say_phrase = schema["Say"]["properties"]["phrase"]["anyOf"]
    assert any(option.get("enum") == list(PHRASE_IDS) for option in say_phrase)  # exported


@pytest.mark.parametrize(("phrase", "player", "card", "field"), [
    ("nope", None, None, "phrase"),
    ("accuse_outlaw", None, None, "args.player"),
    ("accuse_outlaw", 5, None, "args.player"),
    ("accuse_outlaw", -1, None, "args.player"),
    ("hello", 1, None, "args.player"),
    ("play_card", None, "laser", "args.card"),
    ("play_card", 1, "bang", "args.player"),
    ("beware_card", 2, None, "args.card"),
    ("hello", None, "bang", "args.card"),
])
def test_phrase_arguments_are_checked_naming_the_field(phrase: str, player: int | None, card: str | None,
                                                      field: str) -> None:
    refusal = args_refusal(phrase, player, card, seats=5)
    assert refusal is not None and refusal.startswith(f"{field}:")


def test_fitting_phrase_arguments_pass() -> None:
    assert args_refusal("beware_card", 4, "barrel", seats=5) is None
    assert args_refusal("trust", 0, None, seats=3) is None
    assert args_refusal("thanks", None, None, seats=3) is None


# --- pace ------------------------------------------------------------------------------


def test_pace_refuses_the_sixth_in_ten_seconds_and_the_twenty_first_in_a_minute() -> None:
    pace = Pace(((5, 10.0), (20, 60.0)))
    for i in range(5):
        assert pace.refusal(100.0 + i) is None
        pace.count(100.0 + i)
    refusal = pace.refusal(105.0)
    assert refusal == "at most 5 messages in 10 seconds: try again in 5 s"
    assert pace.refusal(110.5) is None  # the first one is out of the window
    t = 111.0
    while pace.refusal(t) is None:
        pace.count(t)
        t += 2.1  # under 5 in any 10 s
    assert len(pace.times) == 20 and "20 messages in 60 seconds" in (pace.refusal(t) or "")


# --- bots ------------------------------------------------------------------------------


def _k(role: str, *events: dict[str, Any], seat: int = 2, sheriff: int | None = 0) -> Knowledge:
    return Knowledge(seat=seat, role=role, alive=True, sheriff=sheriff, events=tuple(events))


def _said(k: Knowledge) -> list[tuple[str, float]]:
    return [(r.phrase, r.chance) for r in reactions(k)]


def test_a_deputy_claims_when_the_sheriff_aims_at_it_an_outlaw_may_bluff() -> None:
    shot = {"type": "played", "player": 0, "target": 2, "cards": ["bang/AS"]}
    assert _said(_k("deputy", shot)) == [("claim_deputy", 0.6)]
    assert _said(_k("outlaw", shot)) == [("claim_deputy", 0.25)]
    assert _said(_k("renegade", shot)) == [("claim_not_outlaw", 0.3)]
    jailed = {"type": "equipped", "player": 0, "target": 2, "cards": ["jail/JS"]}
    assert _said(_k("deputy", jailed)) == [("claim_deputy", 0.6)]
    janet = {"type": "played", "player": 0, "target": 2, "cards": ["missed/2S"], "detail": "as bang"}
    assert _said(_k("deputy", janet)) == [("claim_deputy", 0.6)]
    # Not the Sheriff, not at this bot, not a card aimed to hurt: nothing.
    assert _said(_k("deputy", shot | {"player": 1})) == []
    assert _said(_k("deputy", shot | {"target": 3})) == []
    assert _said(_k("deputy", shot | {"cards": ["beer/6H"]})) == []
    assert _said(_k("sheriff", shot, seat=0)) == []


def test_a_bot_thanks_another_players_saloon_and_says_gg_at_the_end() -> None:
    saloon = {"type": "played", "player": 1, "cards": ["saloon/5H"]}
    healed = {"type": "healed", "player": 2, "amount": 1}
    assert _said(_k("outlaw", saloon, {"type": "healed", "player": 1, "amount": 1}, healed)) == [("thanks", 0.5)]
    assert _said(_k("outlaw", saloon | {"player": 2}, healed)) == []  # its own Saloon
    assert _said(_k("outlaw", {"type": "played", "player": 2, "cards": ["beer/6H"]}, healed)) == []
    assert _said(_k("outlaw", {"type": "game_over", "detail": "law"})) == [("gg", 0.5)]


class _Always(random.Random):
    """Dice that always say yes."""

    def random(self) -> float:
        return 0.0


def _lines(talk: BotTalk, game: Game, events: list[Event], bots: list[int], now: float,
           new: int | None = None) -> list[tuple[int, str]]:
    """What ``talk`` has the ``bots`` say about the last ``new`` events (all by default)."""
    fresh = [redact(e, None) for e in events[len(events) - (len(events) if new is None else new):]]
    return [(seat, line.phrase) for seat, line in talk.lines(lambda s: seen_by(game, s, events), fresh, bots, now)]


def test_bots_are_paced_and_somebody_says_gg() -> None:
    game = Game.new(5, seed=3)
    sheriff = next(pl.seat for pl in game.players if pl.role is Role.SHERIFF)
    deputy = next((pl.seat for pl in game.players if pl.role is Role.DEPUTY), None)
    assert deputy is not None
    bang = CARD_ID.index("bang/AS")
    shot = Event(EventType.PLAYED, sheriff, deputy, (bang,), 1)
    talk = BotTalk(_Always())
    assert _lines(talk, game, [shot], [deputy], 100.0) == [(deputy, "claim_deputy")]
    assert _lines(talk, game, [shot], [deputy], 100.0 + BOT_GAP / 2) == []  # too soon
    assert _lines(talk, game, [shot], [deputy], 100.0 + BOT_GAP + 1) == []  # a claim is made once a game
    assert _lines(talk, game, [shot], [sheriff], 200.0) == []  # the Sheriff shot: it has nothing to claim
    never = BotTalk(random.Random(0))
    never.dice.random = lambda: 0.99  # type: ignore[method-assign]
    over = Event(EventType.GAME_OVER, detail="law")
    assert _lines(never, game, [over], [1, 3], 5.0) == [(1, "gg")]  # the dice said no to all: the first says it
    assert _lines(BotTalk(_Always()), game, [over], [0, 1, 2, 3, 4], 5.0) == [(0, "gg"), (1, "gg")]  # two at most


def test_a_bot_makes_each_claim_once_a_game() -> None:
    """Shot at by the Sheriff again and again, a Deputy bot claims it once (issue 18, defect
    13: the same claim three times a game reads as a bot's); its other lines go on."""
    game = Game.new(5, seed=3)
    sheriff = next(pl.seat for pl in game.players if pl.role is Role.SHERIFF)
    deputy = next(pl.seat for pl in game.players if pl.role is Role.DEPUTY)
    shot = Event(EventType.PLAYED, sheriff, deputy, (CARD_ID.index("bang/AS"),), 1)
    talk = BotTalk(_Always())
    said = [_lines(talk, game, [shot], [deputy], 100.0 + i * (BOT_GAP + 1)) for i in range(4)]
    assert said == [[(deputy, "claim_deputy")], [], [], []]
    over = Event(EventType.GAME_OVER, detail="law")
    assert _lines(talk, game, [over], [deputy], 1000.0) == [(deputy, "gg")]


def test_what_a_bot_says_depends_only_on_what_its_seat_sees() -> None:
    """Across whole games, after every move and for every seat: with everything that seat
    cannot see scrambled (the other hands and the deck, the hidden roles, the cards of the
    log it may not read: ``test_bot_firewall.scrambled``), the bot's knowledge and its
    lines (with the same dice) are the same."""
    rng = random.Random(12)
    said: set[str] = set()
    for seed in range(6):
        game = Game.new(5, seed=seed)
        bots = [basic_bot(Rng(seed * 10 + s)) for s in range(5)]
        events = list(game.setup_events)
        while game.winner is None and game.pending is not None:
            seat = game.pending.player
            start = len(events)
            events.extend(game.apply(bots[seat](seen_by(game, seat, events))))
            new = len(events) - start
            for talker in range(5):
                fake, fake_events = scrambled(game, talker, events, rng)
                mine = knowledge(seen_by(game, talker, events), new)
                assert knowledge(seen_by(fake, talker, fake_events), new) == mine
                assert (_lines(BotTalk(random.Random(seed)), game, events, [talker], 0.0, new)
                        == _lines(BotTalk(random.Random(seed)), fake, fake_events, [talker], 0.0, new))
                said.update(r.phrase for r in reactions(mine))
    assert {"claim_deputy", "gg"} <= said  # the test saw bots with something to say


def test_docs_list_the_phrases_with_their_arguments() -> None:
    """docs/protocol.md's phrase table is ``phrases.py``'s list, arguments and groups included."""
    docs = (Path(__file__).resolve().parents[2] / "docs" / "protocol.md").read_text()
    listed: dict[str, tuple[str, tuple[str, ...]]] = {}
    for group in ("claims", "accusations", "requests", "reactions"):
        row = next(line for line in docs.splitlines() if line.startswith(f"| {group} |"))
        for phrase, args in re.findall(r"`(\w+)`(?: \(([\w, ]+)\))?", row):
            listed[phrase] = (group, tuple(a.strip() for a in args.split(",")) if args else ())
    assert listed == {p.id: (p.group, p.args) for p in PHRASES.values()}
