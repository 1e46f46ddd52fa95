"""The posts' words: every die with its purpose and what it meant, a Duel's winner and
why, names in their Russian case (or a sentence that needs none), plurals in both
languages, what the server does for a late player's roll, the Russian notation of the
dice, and the last post's roles and winners."""

from __future__ import annotations

import re

import pytest

from bang.rulesets.forum import ForumGame, Move
from bang.rulesets.forum.post import BBCODE, MARKDOWN, private_post, round_post
from bang.rulesets.forum.post_text import EN, RU, TEXTS
from bang.rulesets.forum.words import cards, in_case, lives, plural


def test_russian_names_in_their_case_only_when_the_dictionary_is_sure() -> None:
    assert in_case("Анна", "gent") == "Анны"
    assert in_case("Анна", "accs") == "Анну"
    assert in_case("Виктор", "datv") == "Виктору"
    assert in_case("Анна-Мария", "gent") == "Анны-Марии"
    assert in_case("Джо", "gent") == "Джо"  # indeclinable: the same in every case
    for unsure in ("Bob", "Любовь", "Кот", "xXx", "Сергей Петров", "[b]Анна", ""):
        assert in_case(unsure, "gent") is None, unsure


@pytest.mark.parametrize(("n", "ru", "en"), [
    (0, "0 карт", "0 cards"), (1, "1 карту", "1 card"), (2, "2 карты", "2 cards"), (4, "4 карты", "4 cards"),
    (5, "5 карт", "5 cards"), (11, "11 карт", "11 cards"), (12, "12 карт", "12 cards"),
    (21, "21 карту", "21 cards"), (22, "22 карты", "22 cards"), (111, "111 карт", "111 cards")])
def test_plurals(n: int, ru: str, en: str) -> None:
    assert cards("ru", n) == ru and cards("en", n) == en
    assert lives("ru", 3) == "3 жизни" and plural("en", 1, ("die", "dice")) == "1 die"


def test_each_russian_line_with_a_case_has_a_wording_without_one() -> None:
    cased = [k for k, v in RU.items() if re.search(r"\{[pt]_\w+\}", v)]
    assert cased, "the Russian lines use cases"
    for key in cased:
        plain = RU[key + "~"]
        assert not re.search(r"\{[pt]_\w+\}", plain), key
        assert set(re.findall(r"\{(\w+)", plain)) <= set(re.findall(r"\{(\w+)", RU[key])) | {"p", "t"}, key
        assert key + "~" in EN
    assert not any(re.search(r"\{[pt]_\w+\}", v) for v in EN.values())


def _scenario_post(spec: dict, lang: str, names: tuple[str, ...]) -> str:
    """The round-1 post of a scenario's position played by the engine (names replaced)."""
    from bang.rulesets.forum.scenario import parse_move, setup

    game = setup(spec)
    for i, name in enumerate(names):
        game.players[i].name = name
    for move in spec["rounds"][0]:
        game.apply(parse_move([p.name for p in game.players], {**move, "player": names["ABCD".index(move["player"])],
                                                             **({"target": names["ABCD".index(move["target"])]}
                                                                if "target" in move else {})}))
    game.deadline()
    return round_post(game, 1, lang, MARKDOWN)


def _position(hand_a: list[str], b: dict, dice: list[int], moves: list[dict]) -> dict:
    return {"ruleset": "forum", "seed": 1, "dice": dice, "rounds": [moves], "players": [
        {"name": "A", "role": "sheriff", "character": "magnum_erst", "hand": hand_a},
        {"name": "B", "role": "outlaw", "character": "magnum_erst", **b},
        {"name": "C", "role": "renegade", "character": "magnum_erst"},
        {"name": "D", "role": "outlaw", "character": "magnum_erst"}]}


BARREL = _position(["bang"], {"equipment": ["barrel"]}, [2], [{"player": "A", "kind": "play", "card": "bang",
                                                               "target": "B"}])


def test_a_barrel_die_says_its_purpose_and_outcome() -> None:
    ru = _scenario_post(BARREL, "ru", ("Анна", "Виктор", "Cid", "Dan"))
    assert "Виктор — Бочка: 2; не повезло: Бочка не спасает" in ru
    assert "Виктор: −1 (Бэнг!) (от Анны)" in ru  # the name in its case
    en = _scenario_post(BARREL, "en", ("Ann", "Bob", "Cid", "Dan"))
    assert "Bob — Barrel: 2; no luck: the Barrel does not stop it" in en


def test_an_unsure_name_gets_a_sentence_without_a_case() -> None:
    ru = _scenario_post(BARREL, "ru", ("Bob", "Любовь", "Cid", "Dan"))
    assert "Любовь: −1 (Бэнг!) (источник: Bob)" in ru
    spec = _position([], {"hand": ["bang"], "equipment": ["hat"]}, [], [])
    spec["players"][2]["hand"] = ["gatling"]
    spec["rounds"] = [[{"player": "C", "kind": "play", "card": "gatling"}]]
    ru = _scenario_post(spec, "ru", ("Анна", "Любовь", "Cid", "Dan"))
    assert "Любовь: Шляпа спасает (Гатлинг) и становится дырявой" in ru
    assert "Шляпа спасает Анну (Гатлинг) и становится дырявой" in ru


def test_a_duel_says_who_won_and_why_and_that_the_server_rolls_both() -> None:
    spec = _position(["duel"], {}, [3, 4, 5, 1, 2, 2, 6, 6, 1, 6, 6, 6],
                     [{"player": "A", "kind": "play", "card": "duel", "target": "B"}])
    ru = _scenario_post(spec, "ru", ("Анна", "Виктор", "Cid", "Dan"))
    assert "Анна играет карту «Дуэль» → Виктор (6к6 обоих бросит сервер в дедлайн)" in ru
    assert ("Дуэль Анна — Виктор: Анна 3 4 5 1 2 2; Виктор 6 6 1 6 6 6. Первая единица — на 3-м кубике "
            "(бросок: Виктор): Анна теряет жизнь") in ru
    en = _scenario_post(spec, "en", ("Ann", "Bob", "Cid", "Dan"))
    assert "The first 1 is on die 3 (rolled by Bob): Ann loses a life" in en
    assert "(the server rolls both players' 6d6 at the deadline)" in en


def test_a_general_store_says_nobody_is_late_and_draws_are_counted_right() -> None:
    spec = _position(["general_store"], {}, [], [{"player": "A", "kind": "play", "card": "general_store"},
                                                 {"player": "B", "kind": "draw"}])
    en = _scenario_post(spec, "en", ("Ann", "Bob", "Cid", "Dan"))
    assert "(the server rolls a d20 for every conscious player at once: nobody is late)" in en
    assert "Ann draws 1 card (General Store, hidden)" in en and "Bob draws 5 cards (hidden)" in en
    ru = _scenario_post(spec, "ru", ("Анна", "Bob", "Cid", "Dan"))
    assert "Анна тянет 1 карту (Магазин, скрыто)" in ru and "Bob тянет 5 карт (скрыто)" in ru
    assert "1 cards" not in en and "1 карт " not in ru


def test_the_first_post_of_a_fair_game_shows_every_players_part() -> None:
    game = ForumGame.new([("Анна", "kid_curry"), ("Bob", "rosie"), ("Cid", "tuco"), ("Dan", "django")], 5,
                         fair=("salt", ["a1", "[b]x", "", "d"]))
    game.apply(Move(0, "draw"))
    game.deadline()
    post = round_post(game, 1, "ru", BBCODE, seed_hash="HASH")
    assert "HASH" in post and "Анна: «a1», Bob: «[[b][/b]b]x», Cid: «», Dan: «d»" in post


def test_every_event_of_a_game_has_words_in_both_languages() -> None:
    """No line falls back to its raw kind ("line.other"): every kind a game logs is worded."""
    from bang.rulesets.forum.bots import play_random_game
    from bang.rulesets.forum.log import ForumEventType
    from bang.rulesets.forum.post import SKIPPED

    kinds = {x.event.type for seed in range(6) for x in play_random_game(8, seed, fair=("s", ["p"] * 8)).events}
    kinds |= set(ForumEventType)
    for kind in kinds - SKIPPED:
        key = "line.drew_hidden" if kind.value == "drew" else f"line.{kind.value}"
        assert key in RU and key in EN, kind


def _finished_games() -> list[ForumGame]:
    from bang.rulesets.forum.bots import play_random_game

    return [play_random_game(size, seed, fair=("s", ["p"] * size)) for size, seed in ((4, 1), (5, 2), (8, 3))]


def test_the_russian_posts_say_bang_with_its_mark_and_dice_as_k() -> None:
    """"Бэнг!" keeps its "!" (as the cards' own words), and a die is written the Russian
    way ("к20", "1к6"), never "d20" beside "1к6"."""
    for game in _finished_games():
        for round_no in range(1, game.round + 1):
            ru = round_post(game, round_no, "ru", MARKDOWN) + "".join(
                private_post(game, round_no, s, "ru", MARKDOWN) for s in range(len(game.players)))
            assert not re.search(r"Бэнг(?!!)", ru), ru
            assert not re.search(r"\d*d(\d+|X)\b", ru), ru
    assert RU["why.bang"] == "Бэнг!" and "«Бэнг!»" in RU["line.answered"]


def test_the_last_post_shows_every_role_and_names_the_winners() -> None:
    for game in _finished_games():
        assert game.over
        for lang in ("ru", "en"):
            post = round_post(game, game.round, lang, MARKDOWN)
            rows = [line for line in post.splitlines() if line.startswith("| ") and "---" not in line][1:]
            assert len(rows) == len(game.players)
            for row, p in zip(rows, game.players, strict=True):
                assert f"| {TEXTS[lang]['role.' + p.role]} |" in row, (row, p.role)  # every role, the living too
            won = game.winners()
            named = ", ".join(f"{game.players[s].name} ({TEXTS[lang]['role.' + game.players[s].role]})" for s in won)
            line = TEXTS[lang]["head.winners"].format(why=named) if won else TEXTS[lang]["head.no_winners"]
            assert line in post, post
