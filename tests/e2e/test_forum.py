"""A forum game in a real browser against a real ``bang serve``, in Russian: the master
creates an 8-player game on /forum (linked from the home page), each player picks a
character (abilities in Russian, in Russian alphabetical order) and moves from their
own page (a 360x740 phone) over three rounds, takes a move back and posts it again; the
master watches the countdown in their own time zone, is asked again before resolving
early (naming who has not moved), reads the post rendered as the forum will show it,
overrides one result and publishes; the posts match the golden files; no player's
frame or page holds another player's hand, hidden role or hidden roll; kill -9 in the
middle of a round loses nothing. A 4-player game has each player make the choices 004
leaves to them on their page: the Winchester's aim, El Gringo's roll, Nick Tilman's card.
The Russian pages put a card in the accusative where a move makes it its object
("Сыграть Шляпу") and a name in the genitive ("Бэнг! от Анны", "Лично для Анны"); a pick
and an override are confirmed; a finished game's pages show every role and the winners.
"""

from __future__ import annotations

import datetime
import json
import os
import re
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import free_port
from playwright.sync_api import Browser, Page
from test_a11y import assert_accessible

import hooked_app
from bang.rulesets.forum.words import in_case

ROOT = Path(__file__).resolve().parents[2]  # (both conftests are "conftest": import only what both have)
GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("BANG_UPDATE_GOLDEN") == "1"
SCREENSHOTS = ROOT / "artifacts" / "screenshots"  # docs/screenshots keeps the chosen ones
NAMES = ["Анна", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]
CHARACTERS = ["kid_curry", "rosie", "tuco", "django", "lucky_duke", "jourdonnais", "pearl_hart", "black_jack"]
SEED, SALT = 4004, "e2e-salt"
PHONE = {"width": 360, "height": 740}
DESKTOP = {"width": 1280, "height": 900}
ZONE, ZONE_HOURS = "Asia/Yekaterinburg", 5  # the master's own time zone (UTC+5), not the server's


class ForumServer:
    """``bang serve`` with the test routes (tests/hooked_app.py: a fixed seed for the golden
    posts); kill -9 and start again."""

    def __init__(self, db: Path, web: Path) -> None:
        self.db, self.web, self.port = db, web, free_port()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, hooked_app.__file__, "--port", str(self.port), "--db", str(self.db),
             "--web", str(self.web), "--log-level", "warning"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60  # a loaded machine starts it slowly
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(self.url + "/api/schema", timeout=1)
                return
            except OSError:
                assert self.proc.poll() is None, "bang serve exited"
                time.sleep(0.05)
        raise AssertionError("bang serve did not start in 60 s")

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.kill()  # SIGKILL: no shutdown handler runs
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(10)


@pytest.fixture
def forum_server(web_dist: Path, tmp_path: Path) -> Iterator[ForumServer]:
    srv = ForumServer(tmp_path / "forum.db", web_dist)
    srv.start()
    yield srv
    srv.stop()


def api(url: str, body: object | None = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers={"content-type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())


def check_frame(view: dict[str, Any], seat: int) -> None:
    """One view sent to ``seat``: no other hand, no hidden role, no other's private event."""
    table = view.get("table")
    if table:
        for p in table["players"]:
            if p["seat"] != seat:
                assert "hand" not in p, f"seat {seat} was sent {p['name']}'s hand"
                assert not (p["alive"] and p.get("role") not in (None, "sheriff") and view["status"] != "over"), \
                    f"seat {seat} was sent {p['name']}'s hidden role"
        for e in table["events"]:
            assert "private_to" not in e or seat in e["private_to"], f"seat {seat} was sent {e}"
    for post in view.get("posts", []):
        assert "game_file" not in post or view["status"] == "over"


def click_and_wait(page: Page, selector: str, path_part: str) -> None:
    """Click, and wait for the server's answer to the POST it makes."""
    with page.expect_response(lambda r: path_part in r.url and r.request.method == "POST"):
        page.locator(selector).first.click()


def golden(name: str, text: str) -> None:
    path = GOLDEN / name
    if UPDATE:
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), f"{name} differs from its golden file"


def resolve_early_cancelled(master: Page, waiting: str) -> None:
    """The master clicks "resolve" while a player has not moved: asked, names them, cancels."""
    master.locator("[data-testid=resolve]").click()
    confirm = master.locator("[data-testid=confirm-resolve]")
    confirm.wait_for()
    assert waiting in confirm.inner_text(), confirm.inner_text()
    master.screenshot(path=str(SCREENSHOTS / "forum_master_confirm.png"))
    master.locator("[data-testid=confirm-no]").click()
    master.wait_for_selector("[data-testid=resolve]")


def resolve_early(master: Page, waiting: list[str]) -> None:
    """Resolve before the deadline: the console asks again, naming who has not moved."""
    master.locator("[data-testid=resolve]").click()
    confirm = master.locator("[data-testid=confirm-resolve]")
    confirm.wait_for()
    text = confirm.inner_text()
    for name in waiting:
        assert name in text, f"the confirmation does not name {name}: {text}"
    if not waiting:
        assert "Ходили все" in text, text
    click_and_wait(master, "[data-testid=confirm-yes]", "/resolve")


def test_an_eight_player_forum_game_in_the_browser(browser: Browser, forum_server: ForumServer) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    master_ctx = browser.new_context(locale="ru-RU", viewport=DESKTOP, timezone_id=ZONE)
    master = master_ctx.new_page()
    master.goto(forum_server.url + "/")
    master.click("[data-testid=forum-link]")  # the home page links /forum
    master.wait_for_selector("[data-testid=names]")
    # The posts' language follows the page's until the master picks one: English, then Russian again.
    assert master.locator("[data-testid=post-lang-ru]").is_checked()
    master.locator(".lang select").select_option("en")
    master.wait_for_selector("text=A new forum game")
    assert master.locator("[data-testid=post-lang-en]").is_checked()
    master.locator(".lang select").select_option("ru")
    master.wait_for_selector("text=Новая игра на форуме")
    assert master.locator("[data-testid=post-lang-ru]").is_checked()
    # The master's form makes a game and shows the links to send, each with a copy button.
    master.fill("[data-testid=names]", "\n".join(NAMES))
    master.screenshot(path=str(SCREENSHOTS / "forum_create.png"))
    assert_accessible(master, "the new forum game's form (ru)")
    click_and_wait(master, "[data-testid=create]", "/api/forum")
    master.wait_for_selector("[data-testid=master-link]")
    assert master.locator("[data-testid=player-link]").count() == 8
    assert master.locator("[data-testid=player-link-copy]").count() == 8
    master.screenshot(path=str(SCREENSHOTS / "forum_links.png"))
    # A name that would break the posts is refused in Russian, and says which one.
    master.goto(forum_server.url + "/forum")
    master.fill("[data-testid=names]", "\n".join(["Анна", "Bob\u202e", "Cid", "Dan"]))
    click_and_wait(master, "[data-testid=create]", "/api/forum")
    assert "имя №2 нельзя взять" in master.locator("[data-testid=error]").inner_text()
    # The golden game: the same request with the test's seed and salt (tests/hooked_app.py's route).
    created = api(forum_server.url + "/api/test/forum", {"players": NAMES, "deadline_seconds": 3600,
                                                         "language": "ru", "seed": SEED, "salt": SALT})
    console_url = f"{forum_server.url}/api/forum/{created['game']}/master/{created['master_token']}"
    master.goto(forum_server.url + created["master_link"])
    master.wait_for_selector("[data-testid=picks]")

    # Persian (and Turkish, Vietnamese) read the forum's pages in English, left to right,
    # under the app's own right-to-left top bar.
    persian = browser.new_context(locale="fa-IR", viewport=PHONE).new_page()
    persian.goto(forum_server.url + created["player_links"][7])
    persian.wait_for_selector("[data-testid=pick]")
    assert persian.evaluate("document.documentElement.dir") == "rtl"
    assert persian.locator(".forum").get_attribute("dir") == "ltr"
    assert "Choose your character" in persian.inner_text(".forum")
    english = persian.locator("[data-testid=pick] strong").all_inner_texts()
    assert english == sorted(english) and english[0] == "Annie Oakley", english
    persian.screenshot(path=str(SCREENSHOTS / "forum_pick_fa_phone.png"))
    persian.context.close()

    frames: dict[int, list[str]] = {s: [] for s in range(8)}
    pages: list[Page] = []
    for seat, link in enumerate(created["player_links"]):
        page = browser.new_context(locale="ru-RU", viewport=PHONE).new_page()
        page.on("websocket", lambda ws, s=seat: ws.on("framereceived", lambda payload, s=s: frames[s].append(
            payload if isinstance(payload, str) else payload.decode())))
        page.goto(forum_server.url + link)
        page.wait_for_selector("[data-testid=pick]")
        assert len(page.locator("[data-testid=entropy]").input_value()) == 24  # random by default
        page.fill("[data-testid=entropy]", f"часть {NAMES[seat]}")  # the golden game's dice: fixed parts
        if seat == 0:
            # the characters in Russian alphabetical order, their abilities in Russian
            shown = page.locator("[data-testid=pick] strong").all_inner_texts()
            assert shown == sorted(shown, key=lambda n: n.replace("ё", "е")) and shown[0] == "Бедовая Джейн", shown
            ability = page.locator("[data-character=kid_curry] [data-testid=ability]").inner_text()
            assert ability == "может сыграть ещё один «Бэнг!» за раунд"
            # how to check the dice, in a player's words: the file to download and where the guide is
            check = page.locator("[data-testid=check-help]").inner_text()
            assert "GAME.json" in check and "docs/forum-table.md" in check and "bang verify" not in check, check
            page.screenshot(path=str(SCREENSHOTS / "forum_pick_phone.png"))
            assert_accessible(page, "the character choice (ru, phone)")
        click_and_wait(page, f"[data-character={CHARACTERS[seat]}]", "/pick")
        assert page.locator("[data-testid=my-entropy]").inner_text().endswith(f"часть {NAMES[seat]}")
        picked = page.locator("[data-testid=notice]").inner_text()
        assert picked.startswith("Вы выбрали персонажа: ") and picked != "Вы выбрали персонажа: .", picked
        pages.append(page)
    master.wait_for_selector("[data-testid=resolve]")
    roles = {p["role"] for p in api(console_url)["players"]}
    assert {"bad_lieutenant", "white_indian"} <= roles

    # The countdown ticks, and the deadline is shown in the master's time zone (UTC+5).
    deadline = api(console_url)["deadline"]
    first = master.locator("[data-testid=time-left]").inner_text()
    assert re.fullmatch(r"00:59:\d\d|01:00:00", first), first
    master.wait_for_function(f"document.querySelector('[data-testid=time-left]').innerText !== '{first}'")
    local = datetime.datetime.fromtimestamp(deadline, datetime.timezone(datetime.timedelta(hours=ZONE_HOURS)))
    shown = master.locator("[data-testid=deadline]").inner_text()
    assert local.strftime("%H:%M") in shown and "+5" in shown, shown

    undone = 0
    for round_no in (1, 2, 3):
        for seat, page in enumerate(pages):
            page.wait_for_selector("[data-testid=status]:has-text('Раунд идёт')")
            if round_no == 1 and seat == 7:
                resolve_early_cancelled(master, NAMES[7])
            if page.locator("[data-kind=draw]").count():
                click_and_wait(page, "[data-kind=draw]", "/move")
                page.wait_for_selector("[data-kind=draw]", state="detached")  # the page shows the answer
            if page.locator("[data-testid=move]").count():
                label = page.locator("[data-testid=move]").first.inner_text()
                click_and_wait(page, "[data-testid=move]", "/move")
                last = "[data-testid=my-move]:last-child [data-testid=undo]"
                if page.locator(last).count():
                    # take the move back, then post it again: the round is as it was
                    mine = page.locator("[data-testid=my-move]").count()
                    click_and_wait(page, last, "/undo")
                    page.wait_for_selector("[data-testid=notice]:has-text('Ход отменён')")
                    assert page.locator("[data-testid=my-move]").count() == mine - 1
                    page.locator("[data-testid=move]", has_text=label).first.click()
                    page.wait_for_function(f"document.querySelectorAll('[data-testid=my-move]').length === {mine}")
                    undone += 1
            if round_no == 3 and seat == 3:
                # kill -9 in the middle of the round: every move so far is on disk
                before = api(console_url)
                forum_server.kill()
                forum_server.start()
                after = api(console_url)
                assert after == before
        if round_no == 1:
            rolls = pages[0].locator("[data-testid=my-rolls]").inner_text()  # to her alone
            assert "к20" in rolls and "d20" not in rolls, rolls
            pages[0].evaluate("window.scrollTo(0, 0)")  # a full-page screenshot draws the sticky bar where the page is
            pages[0].screenshot(path=str(SCREENSHOTS / "forum_player.png"), full_page=True)
            desktop = browser.new_context(locale="ru-RU", viewport=DESKTOP).new_page()
            desktop.goto(forum_server.url + created["player_links"][0])
            desktop.wait_for_selector("[data-testid=my-moves]")
            desktop.screenshot(path=str(SCREENSHOTS / "forum_player_desktop.png"))
            assert_accessible(desktop, "a player's page (ru)")
            desktop.context.close()
        master.wait_for_selector("[data-testid=moves] li")
        resolve_early(master, [NAMES[s] for s in api(console_url)["waiting"]])
        master.wait_for_selector("[data-testid=preview]")
        assert master.locator("[data-testid=preview-private]").count() > 0  # the hidden draws, to send
        # each private part's title names its player in the genitive, or as typed after "игрока"
        titles = set(master.locator("[data-testid=preview-private] header strong").all_inner_texts())
        said = {f"Лично для {in_case(n, 'gent') or 'игрока ' + n}: отправьте в личные сообщения" for n in NAMES}
        assert titles <= said and (round_no > 1 or {"Лично для Анны: отправьте в личные сообщения",
                                                    "Лично для игрока Bob: отправьте в личные сообщения"} <= titles), titles
        # the post rendered as the forum shows it, beside its source
        rendered = master.locator("[data-testid=preview-rendered]")
        assert rendered.locator("strong", has_text=f"Раунд {round_no}").count() == 1
        assert rendered.locator("table tr").count() == 9  # the header and the eight sheets
        assert "[b]" not in rendered.inner_text() and "[b]" in master.locator("[data-testid=preview] pre").inner_text()
        for page in pages:  # the deadline has passed: no more moves on any page
            page.wait_for_selector("[data-testid=status]:has-text('Дедлайн прошёл')")
            assert page.locator("[data-testid=move]").count() == 0
            assert page.locator("[data-testid=undo]").count() == 0
        if round_no == 2:
            master.fill("[data-testid=override-reason]", "Бочка была в игре: решение ведущего")
            master.fill("[data-testid=override-value]", "2")
            click_and_wait(master, "[data-testid=override-apply]", "/override")
            master.wait_for_selector("[data-testid=preview] pre:has-text('Бочка была в игре')")
            notice = master.locator("[data-testid=notice]").inner_text()  # confirmed once the server took it
            assert notice == f"Поправка записана: жизни — {NAMES[0]}: 2. Причина: Бочка была в игре: решение ведущего", notice
            assert "Бочка была в игре" in rendered.inner_text()
            # a refusal in Russian: an override without its reason's text
            master.fill("[data-testid=override-reason]", "строка\u202eнаоборот")
            click_and_wait(master, "[data-testid=override-apply]", "/override")
            assert "причина: без переводов строки" in master.locator("[data-testid=error]").inner_text()
            assert master.locator("[data-testid=notice]").count() == 0  # refused: nothing confirmed
            master.fill("[data-testid=override-reason]", "")
            # the top bar is sticky: what is scrolled to (a link's anchor, a focused field) lands below it
            master.evaluate("window.scrollTo(0, document.body.scrollHeight)")
            gap = master.evaluate("""() => {
                const button = document.querySelector('[data-testid=preview] button');
                button.scrollIntoView();
                return button.getBoundingClientRect().top
                    - document.querySelector('.topbar').getBoundingClientRect().bottom;
            }""")
            assert gap >= 0, f"the top bar covers the preview's first button by {-gap} px"
            master.locator("[data-testid=preview]").scroll_into_view_if_needed()
            master.evaluate("window.scrollBy(0, -120)")
            master.screenshot(path=str(SCREENSHOTS / "forum_master.png"))
            assert_accessible(master, "the master's console with the preview (ru)")
            phone = browser.new_context(locale="ru-RU", viewport=PHONE, timezone_id=ZONE).new_page()
            phone.goto(forum_server.url + created["master_link"])
            phone.wait_for_selector("[data-testid=preview-rendered]")
            phone.screenshot(path=str(SCREENSHOTS / "forum_master_phone.png"))
            phone.locator("[data-testid=preview-rendered]").scroll_into_view_if_needed()
            phone.screenshot(path=str(SCREENSHOTS / "forum_master_phone_preview.png"))
            phone.context.close()
        click_and_wait(master, "[data-testid=publish]", "/publish")
        for page in pages:
            page.wait_for_selector(f"[data-testid=post] strong:has-text('Раунд {round_no}')")
    assert undone > 0, "no move of the game could be taken back"

    console = api(console_url)
    for post in console["posts"]:
        for lang in ("ru", "en"):
            golden(f"forum_round{post['round']}.{lang}.bbcode", post[lang]["bbcode"])
            golden(f"forum_round{post['round']}.{lang}.md", post[lang]["markdown"])
    assert created["seed_hash"] in console["posts"][0]["ru"]["bbcode"]
    assert "Бочка была в игре: решение ведущего" in console["posts"][1]["ru"]["bbcode"]

    # The leak test: every frame each page was sent, and every page's sheets of the others.
    hands = {p["seat"]: p for p in console["players"]}
    for seat, page in enumerate(pages):
        assert frames[seat], f"seat {seat}'s page got no frame"
        for raw in frames[seat]:
            frame = json.loads(raw)
            assert frame["type"] == "forum_view"
            check_frame(frame["view"], seat)
        for other in range(8):
            if other != seat and hands[other]["alive"] and hands[other]["role"] != "sheriff":
                sheet = page.locator(f"[data-testid=sheet][data-seat='{other}']")
                assert sheet.locator("[data-testid=role]").count() == 0
        private = page.locator("[data-testid=private-post] pre")
        for i in range(private.count()):  # "Лично для Анны": the name in its case, or as typed
            assert (in_case(NAMES[seat], "gent") or NAMES[seat]) in private.nth(i).inner_text()
    pages[0].screenshot(path=str(SCREENSHOTS / "forum_player_posts.png"), full_page=False)


CHOOSERS = ["magnum_erst", "el_gringo", "nick_tilman", "pat_garrett"]
CHOICES_SEED = 4009  # a deal whose BANG! hits El Gringo through his barrel (his card comes, no die)


def test_the_choices_004_gives_the_player_in_the_browser(browser: Browser, forum_server: ForumServer) -> None:
    """The three choices 004 leaves to the player, each made by a click on their own page
    in Russian: the Winchester's BANG! aimed at the barrel (not the horse, the rule's
    default), El Gringo's "no roll", Nick Tilman's card of his choice; each shows on the
    page, and in the round's post (the card itself in his private part alone)."""
    names = NAMES[:4]
    created = api(forum_server.url + "/api/test/forum", {"players": names, "deadline_seconds": 3600,
                                                         "language": "ru", "seed": CHOICES_SEED, "salt": SALT})
    game, master_token = created["game"], created["master_token"]
    console_url = f"{forum_server.url}/api/forum/{game}/master/{master_token}"
    pages: list[Page] = []
    for seat, link in enumerate(created["player_links"]):
        page = browser.new_context(locale="ru-RU", viewport=PHONE).new_page()
        page.goto(forum_server.url + link)
        page.wait_for_selector("[data-testid=pick]")
        page.fill("[data-testid=entropy]", f"часть {names[seat]}")
        click_and_wait(page, f"[data-character={CHOOSERS[seat]}]", "/pick")
        pages.append(page)
    anna, bob, cid, dan = pages
    for body in ({"kind": "equip", "player": 0, "card": "winchester"},
                 {"kind": "give_card", "player": 0, "card": "bang"},
                 {"kind": "give_card", "player": 0, "card": "barrel"},
                 {"kind": "equip", "player": 1, "card": "mustang"},
                 {"kind": "equip", "player": 1, "card": "barrel"}):
        api(console_url + "/override", body | {"reason": "расклад для теста"})

    # The Winchester's shooter: both aims offered at Bob, who has a horse and a barrel; she takes the barrel.
    aim = "[data-testid=move]:has-text('(цель Винчестера: {}) → Bob')"
    anna.wait_for_selector(aim.format("лошадь"))
    # a card a move makes its object in the accusative: "Сыграть Бочку", not "Сыграть Бочка"
    anna.wait_for_selector("[data-testid=move]:text-is('Сыграть Бочку')")
    moves = anna.locator("[data-testid=move]").all_inner_texts()
    assert not any("Бочка" in m.split("(")[0] for m in moves), "\n".join(moves)  # (the aim's words are nominative)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    anna.locator("[data-testid=move]", has_text="цель Винчестера").first.scroll_into_view_if_needed()
    anna.screenshot(path=str(SCREENSHOTS / "forum_winchester_aim_phone.png"))
    click_and_wait(anna, aim.format("Бочка"), "/move")
    anna.wait_for_selector("[data-testid=my-move]:has-text('цель Винчестера: Бочка')")
    bob.wait_for_selector("[data-testid=pending] li:has-text('Бэнг! от Анны')")  # her name in the genitive
    # El Gringo says before the deadline that he will not roll this round.
    no_roll = "[data-testid=move]:has-text('Способность: без броска 1к6')"
    click_and_wait(bob, no_roll, "/move")
    bob.wait_for_selector("[data-testid=my-move]:has-text('Способность: без броска 1к6')")
    assert bob.locator(no_roll).count() == 0  # once a round
    # Dan falls (the master's word): Nick Tilman is owed a card of his choice, named next round.
    api(console_url + "/override", {"kind": "life", "player": 3, "value": 0, "reason": "расклад для теста"})
    api(console_url + "/resolve", {})
    api(console_url + "/publish", {})
    post = bob.locator("[data-testid=post]", has=bob.locator("strong:has-text('Раунд 1')"))
    post.wait_for()
    text = post.locator("pre").inner_text()
    assert "Анна: цель Винчестера — Бочка → Bob" in text, text
    assert "Анна — Винчестер по Бочке: " in text and "— лошадь:" not in text, text  # the barrel's d6, not the horse's
    assert "Bob в этом раунде не бросает 1к6 способности (Эль Гринго)" in text, text
    assert "Bob: −1 (Бэнг!) (от Анны)" in text, text  # the barrel did not save him (this seed): his ability acts,
    assert "Bob тянет 1 карту (Эль Гринго, скрыто)" in text and "Bob — Эль Гринго:" not in text, text  # without its d6
    assert "Cid: карта на выбор в следующем раунде (Ник Тилман)" in text, text
    events = api(console_url)["events"]
    assert any(e["type"] == "aimed" and e["detail"] == "barrel" and e["target"] == 1 for e in events)

    # Round 2: Nick Tilman names his card on his page; it goes to his hand, hidden from the others.
    cid.wait_for_selector("[data-testid=post] strong:has-text('Раунд 1')")  # the published view, round 2 open
    cid.wait_for_selector("[data-testid=status]:has-text('Раунд идёт')")
    beers = cid.locator("[data-testid=hand] .fm-chip", has_text="Пиво").count()
    click_and_wait(cid, "[data-testid=move]:has-text('Способность: карта на выбор (Пиво)')", "/move")
    cid.wait_for_selector("[data-testid=my-move]:has-text('карта на выбор (Пиво)')")
    assert cid.locator("[data-testid=hand] .fm-chip", has_text="Пиво").count() == beers + 1
    assert cid.locator("[data-testid=move]:has-text('карта на выбор')").count() == 0  # one card owed, one taken
    api(console_url + "/resolve", {})
    api(console_url + "/publish", {})
    post = cid.locator("[data-testid=post]", has=cid.locator("strong:has-text('Раунд 2')"))
    post.wait_for()
    public = post.locator("pre").inner_text()
    assert "Cid берёт 1 карту на выбор (Ник Тилман, скрыто)" in public and "Пиво" not in public, public
    private = cid.locator("[data-testid=private-post]", has=cid.locator("strong:has-text('Раунд 2')"))
    assert "Вы берёте на выбор (Ник Тилман): Пиво" in private.locator("pre").inner_text()
    dan.wait_for_selector("[data-testid=post] strong:has-text('Раунд 2')")
    assert "Вы берёте на выбор" not in dan.locator(".forum").inner_text()

    # The home page's "Your tables" lists the forum game this browser opened, round 3 awaiting Bob's move.
    bob.goto(forum_server.url + "/")
    row = bob.locator(f"[data-forum-game='{game}']")
    row.locator(".your-turn", has_text="Ваш ход").wait_for()
    assert "Форумная игра" in row.inner_text() and "Bob" in row.inner_text() and "Раунд 3" in row.inner_text()
    row.get_by_role("button", name="Открыть").click()
    bob.wait_for_url("**" + created["player_links"][1])
    bob.wait_for_selector("[data-testid=status]:has-text('Раунд идёт')")
    for page in pages:
        page.context.close()


BIG_SEED = 9220172111275024672  # above 2**53, as nearly every seed: a JavaScript number rounds it


def test_the_game_file_downloaded_from_a_players_page_verifies(browser: Browser, forum_server: ForumServer,
                                                                tmp_path: Path) -> None:
    """The blind review's finding: the page rebuilt GAME.json in the browser, and its seed lost
    its last digits (...024672 became ...024000): ``bang verify`` said the dice were fixed.
    The page now links the server's own file."""
    import random

    names = NAMES[:4]
    created = api(forum_server.url + "/api/test/forum", {"players": names, "deadline_seconds": 3600,
                                                         "language": "ru", "seed": BIG_SEED})
    console_url = f"{forum_server.url}/api/forum/{created['game']}/master/{created['master_token']}"
    players = [forum_server.url + link.replace("/f/", "/api/forum/").replace("/p/", "/player/")
               for link in created["player_links"]]
    rng = random.Random(11)
    for seat, url in enumerate(players):
        api(url + "/pick", {"character": sorted(CHARACTERS)[seat], "entropy": f"part {seat}"})
    for _ in range(200):  # random legal moves from every page, round after round, to the end
        for url in players:
            for _ in range(4):
                legal = api(url).get("legal") or []
                if not legal:
                    break
                draws = [m for m in legal if m["kind"] == "draw"]
                api(url + "/move", draws[0] if draws else rng.choice(legal))
        api(console_url + "/resolve", {})
        api(console_url + "/publish", {})
        if api(console_url)["status"] == "over":
            break
    console = api(console_url)
    assert console["status"] == "over"

    context = browser.new_context(locale="ru-RU", viewport=PHONE, accept_downloads=True)
    page = context.new_page()
    page.goto(forum_server.url + created["player_links"][1])
    # the end on the page: the side, the winners with their roles, every role on the sheets
    roles = {"sheriff": "Шериф", "deputy": "Помощник шерифа", "outlaw": "Бандит", "renegade": "Ренегат"}
    won = ", ".join(f"{names[s]} ({roles[console['players'][s]['role']]})" for s in console["winners"])
    ending = page.locator("[data-testid=ending]").inner_text()
    assert ending.startswith("Игра окончена: ") and (f"Победители: {won}" if won else "Победителей нет") in ending, ending
    for seat in (0, 2, 3):
        shown = page.locator(f"[data-testid=sheet][data-seat='{seat}'] [data-testid=role]").inner_text()
        assert shown == roles[console["players"][seat]["role"]], (seat, shown)
    assert "docs/forum-table.md" in page.locator("[data-testid=check-file]").inner_text()
    master = context.new_page()
    master.goto(forum_server.url + created["master_link"])
    assert master.locator("[data-testid=ending]").inner_text() == ending
    master.close()
    with page.expect_download() as download:
        page.locator("[data-testid=game-file]").click()
    path = tmp_path / "GAME.json"
    download.value.save_as(path)
    assert download.value.suggested_filename == "GAME.json"
    assert json.loads(path.read_text(encoding="utf-8"))["seed"] == BIG_SEED
    verified = subprocess.run([sys.executable, "-m", "bang.cli", "verify", str(path)], capture_output=True, text=True)
    assert verified.returncode == 0, verified.stdout + verified.stderr
    context.close()
