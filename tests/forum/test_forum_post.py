"""The round's post: golden BBCode and Markdown in Russian and English, and the
public post made of public things only (a secret changed, the post unchanged)."""

from __future__ import annotations

import copy
import os
from pathlib import Path

import pytest

from bang.events import EventType
from bang.rulesets.forum import ForumGame
from bang.rulesets.forum.bots import play_round
from bang.rulesets.forum.cards import CARD_NUMBER
from bang.rulesets.forum.log import Entry, ForumEventType, entry
from bang.rulesets.forum.overrides import Override
from bang.rulesets.forum.post import BBCODE, MARKDOWN, Markup, private_post, round_post
from bang.rulesets.forum.proof import seed_hash
from bang.state import Rng

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("BANG_UPDATE_GOLDEN") == "1"  # rewrite the files, then read the diff
TABLE = [("Анна", "kid_curry"), ("Bob", "rosie"), ("Cid", "tuco"), ("Dan", "django"),
         ("Eve", "lucky_duke"), ("Fay", "jourdonnais"), ("Gus", "pearl_hart"), ("Hal", "black_jack")]
SEED, SALT = 2024, "golden-salt"
PARTS = ["Анна: 4f1c", "b0b", "", "dan-7", "eve", "fay 2", "gus", "hal's part"]  # the players' entropy parts


def three_rounds() -> ForumGame:
    """8 players (the Bad Lieutenant and the White Indian dealt), three rounds of seeded
    random moves, and the master's override of round 2's result."""
    game = ForumGame.new(TABLE, SEED, fair=(SALT, PARTS))
    rng = Rng(99)
    play_round(game, rng)
    play_round(game, rng)
    seat = next(s for s, p in enumerate(game.players) if p.conscious and p.life < p.max_life)
    game.override(Override("life", "the Barrel was in play: the master's ruling", player=seat,
                           value=game.players[seat].life + 1, amends=2))
    play_round(game, rng)
    return game


def _check(name: str, text: str) -> None:
    path = GOLDEN / name
    if UPDATE:
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"{name} differs from the golden file"


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("markup", [BBCODE, MARKDOWN], ids=["bbcode", "markdown"])
def test_round_posts_match_the_golden_files(lang: str, markup: Markup) -> None:
    game = three_rounds()
    ext = "bbcode" if markup is BBCODE else "md"
    for round_no in (1, 2, 3):
        post = round_post(game, round_no, lang, markup,
                          seed_hash=seed_hash(SEED, SALT) if round_no == 1 else "")
        _check(f"round{round_no}.{lang}.{ext}", post)
    _check(f"private1.round1.{lang}.{ext}", private_post(game, 1, 1, lang, markup))


def test_the_posts_show_the_game_as_it_was() -> None:
    game = three_rounds()
    roles = {p.role for p in game.players}
    assert {"bad_lieutenant", "white_indian"} <= roles
    post = round_post(game, 2, "en", MARKDOWN)
    assert "Reason: the Barrel was in play: the master's ruling" in post
    assert "(the master)" in post  # the lives summary tells of the override
    assert post.count("| ") >= 9 * 7  # a head row and a row for each of the 8 players
    first = round_post(game, 1, "ru", BBCODE, seed_hash=seed_hash(SEED, SALT))
    assert seed_hash(SEED, SALT) in first and "[table]" in first and str(SEED) not in first
    dice = [x for x in game.events if x.round == 1 and x.rolls and x.event.private_to is None]
    assert dice, "the seeded game rolls public dice in round 1"
    for x in dice:
        half = len(x.rolls) // 2 if x.event.type is ForumEventType.DUEL else None
        assert " ".join(map(str, x.rolls[:half])) in first


def _other_cards(x: Entry) -> Entry:
    """``x`` with other cards (a private draw's d20 rolls are its cards: changed with them)."""
    assert not x.dice, "a private event keeps no dice beside its cards"
    return x._replace(event=x.event._replace(cards=(CARD_NUMBER["volcanic"],) * len(x.event.cards)))


def _secrets_changed(game: ForumGame) -> ForumGame:
    """The same public table with every secret changed: hands, hidden roles, hidden rolls."""
    other = copy.deepcopy(game)
    for p in other.players:
        p.hand = ["gatling"] * len(p.hand)
    hidden = [p for p in other.players if p.alive and p.role != "sheriff"]
    roles = [p.role for p in hidden]
    for p, role in zip(hidden, roles[1:] + roles[:1], strict=True):
        p.role = role
    other.events = [_other_cards(x) if x.event.private_to is not None else x for x in other.events]
    return other


def test_the_public_post_holds_no_secret() -> None:
    game = three_rounds()
    changed = _secrets_changed(game)
    for lang in ("ru", "en"):
        for markup in (BBCODE, MARKDOWN):
            for round_no in (1, 2, 3):
                assert round_post(game, round_no, lang, markup) == round_post(changed, round_no, lang, markup)


def test_a_private_post_holds_only_its_players_secrets() -> None:
    game = three_rounds()
    for seat in range(len(game.players)):
        other = copy.deepcopy(game)
        other.events = [
            _other_cards(x) if x.event.private_to is not None and seat not in x.event.private_to else x
            for x in other.events]
        for round_no in (1, 2, 3):
            mine = private_post(game, round_no, seat, "en", MARKDOWN)
            assert mine == private_post(other, round_no, seat, "en", MARKDOWN)
    drew = next(x for x in game.events
                if x.event.type is EventType.DREW and x.event.private_to == (1,) and x.round == 1)
    assert " ".join(map(str, drew.rolls)) in private_post(game, 1, 1, "en", MARKDOWN)


def test_a_private_event_names_its_cards_to_its_player_alone() -> None:
    game = three_rounds()
    game.events.append(entry(EventType.TOOK, 3, 2, target=3, cards=("barrel",), card_count=1,
                             private_to=(2,)))
    assert "You get: Barrel" in private_post(game, 3, 2, "en", MARKDOWN)
    assert "Barrel (by" not in round_post(game, 3, "en", MARKDOWN).split("**At the deadline**")[0]
    assert "You get" not in private_post(game, 3, 3, "en", MARKDOWN)


def test_typed_text_is_shown_as_written_not_read_as_markup() -> None:
    names = ["[b]Bob", "*Ann_", "[url=http://x]Cid[/url]", "# Dan <i>"]
    game = ForumGame.new([(n, c) for n, (_, c) in zip(names, TABLE, strict=False)], SEED)
    rng = Rng(5)
    play_round(game, rng)
    game.override(Override("life", "[i]the Barrel[/i] *ruled*", player=0, value=game.players[0].life))
    play_round(game, rng)

    bbcode = round_post(game, 2, "en", BBCODE)
    assert "[[b][/b]b]Bob" in bbcode and "[[b][/b]url=http://x]Cid[[b][/b]/url]" in bbcode
    assert "[[b][/b]i]the Barrel[[b][/b]/i] *ruled*" in bbcode
    for tag in ("[url", "[/url", "[i]", "[/i"):  # no tag opened or closed by what was typed
        assert tag not in bbcode
    assert bbcode.count("[b]") == bbcode.count("[/b]")  # only the post's own bold, each closed
    assert BBCODE.plain("[b]Bob").replace("[b][/b]", "") == "[b]Bob"  # what the forum shows

    markdown = round_post(game, 2, "en", MARKDOWN)
    assert "\\[b\\]Bob" in markdown and "\\*Ann\\_" in markdown and "\\# Dan \\<i\\>" in markdown
    assert "\\[i\\]the Barrel\\[/i\\] \\*ruled\\*" in markdown
    for name in names:
        assert name not in markdown
