"""004's 27 characters: their lives and abilities, as data beside small hooks.

The English keys are this engine's; the Russian names are 004's. Passive
abilities are numbers and flags the rules read; active ones are hook functions
the round engine calls at named points (``ForumGame`` documents each point).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...events import EventType
from .log import ForumEventType

if TYPE_CHECKING:
    from .game import ForumGame

HitHook = Callable[["ForumGame", int, int, "int | None", bool], None]  # game, seat, lives, source, by_card
SeatHook = Callable[["ForumGame", int], None]


@dataclass(frozen=True)
class Character:
    key: str
    russian: str
    life: int
    text: str  # the ability in one line
    extra_bangs: int = 0  # Kid Curry: one more BANG! a round
    panic_anywhere: bool = False  # Mad Dog
    always_barrel: bool = False  # Jourdonnais
    always_mustang: bool = False  # Elusive Joe
    sees_closer: int = 0  # Rosie
    draw_extra: int = 0  # Pat Garrett
    draw_choose: bool = False  # Kit Carson: X + 1 rolled, one put back
    draw_from_table: bool = False  # Tuco
    two_dice_checks: bool = False  # Lucky Duke
    swaps_bang_missed: bool = False  # Calamity Janet
    weapons_as_bang: bool = False  # Annie Oakley
    borrows_range: bool = False  # Wild Bill
    tex: bool = False  # Tex Willer: a Missed! needs a d6, no Barrel helps
    heal_price: int = 3  # cards for one life (Tom Ketchum: 2)
    heals_per_round: int = 1  # Tom Ketchum: 2; Kitty Leroy: 0
    wears_hat: bool = False  # Jesse James
    on_hit: HitHook | None = None  # after losing lives (not in a Duel)
    on_other_falls: SeatHook | None = None  # game, own seat: another lost consciousness
    at_round_start: SeatHook | None = None
    takes_hand: bool = False  # Big Snake: a leaving player's hand
    takes_all: bool = False  # Vulture Sam: hand and equipment
    abilities: tuple[str, ...] = ()  # the ABILITY moves it may post (``option``)


def butch_cassidy_hit(game: ForumGame, seat: int, lives: int, source: int | None, by_card: bool) -> None:
    game.draw(seat, lives, "butch_cassidy")


def django_hit(game: ForumGame, seat: int, lives: int, source: int | None, by_card: bool) -> None:
    if by_card and source is not None and source != seat:
        game.players[source].short_next += 1
        game.log(EventType.ABILITY, seat, target=source, detail="django")


def el_gringo_hit(game: ForumGame, seat: int, lives: int, source: int | None, by_card: bool) -> None:
    if not (by_card and source is not None and source != seat):
        return
    for _ in range(lives):
        game.draw(seat, 1, "el_gringo")
        if "no_roll" in game.players[seat].used:  # "может бросить": he chose not to this round
            continue
        if game.check(seat, want_one=True, why="el_gringo") == 1:
            game.heal(seat, 1, "el_gringo")


def nick_tilman_sees_fall(game: ForumGame, seat: int) -> None:
    """"одну любую карту из колоды": a card of his choice, chosen in the next round (a d20
    at that round's deadline if he has not chosen); the life at once."""
    p = game.players[seat]
    if game.rules == 1:  # the first reading: a d20 at once
        game.draw(seat, 1, "nick_tilman")
        game.heal(seat, 1, "nick_tilman")
        return
    if p.cards_owed and p.owed_since < game.round:  # owed from before: rolled now
        game.draw(seat, p.cards_owed, "nick_tilman")
        p.cards_owed = 0
    p.cards_owed += 1
    p.owed_since = game.round
    game.log(ForumEventType.CARD_OWED, seat, amount=1, detail="nick_tilman")
    game.heal(seat, 1, "nick_tilman")


def jesse_james_new_hat(game: ForumGame, seat: int) -> None:
    p = game.players[seat]
    if p.equipment.get("hat") == "hat":
        return
    roll = game.dice.roll(6, game.purpose(seat, "jesse_james"))
    if game.rules > 1:  # every die in the post (the first reading logged only a hat found)
        game.log(ForumEventType.CHECK, seat, dice=(roll,), amount=roll, detail="jesse_james")
    if roll <= 2:
        p.equipment["hat"] = "hat"
        game.log(EventType.ABILITY, seat, detail="jesse_james_new_hat")


def black_jack_shoots(game: ForumGame, seat: int) -> None:
    roll = game.dice.roll(6, game.purpose(seat, "black_jack"))
    game.log(ForumEventType.CHECK, seat, dice=(roll,), detail="black_jack")
    if roll != 1:
        return
    n = len(game.players)
    others = [(seat + k) % n for k in range(1, n) if game.players[(seat + k) % n].conscious]
    if others:
        pick = game.dice.roll(len(others), game.purpose(seat, "black_jack_target"))
        game.shoot_without_card(seat, others[pick - 1], dice=(pick,), why="black_jack")


CHARACTERS: dict[str, Character] = {c.key: c for c in (
    Character("calamity_janet", "Бедовая Джейн", 4,
              "once a round, a BANG! as a Missed! or a Missed! as a BANG!", swaps_bang_missed=True),
    Character("mad_dog", "Бешеный Пёс", 4, "Panic! at any distance, a rider too", panic_anywhere=True),
    Character("big_snake", "Большой Змей", 4,
              "takes the hand of a player who leaves the game", takes_hand=True),
    Character("butch_cassidy", "Бутч Кэссиди", 4, "draws a card for each life lost",
              on_hit=butch_cassidy_hit),
    Character("buffalo_grimes", "Буффало Греймс", 4,
              "once a round, loses a life (not his last) to take one from a player in range",
              abilities=("kamikaze",)),
    Character("lucky_duke", "Везучий Дюк", 4, "rolls 2d6 for each d6 check and picks one",
              two_dice_checks=True),
    Character("wild_bill", "Дикий Билл", 4,
              "shoots at the longest range another player has", borrows_range=True),
    Character("django", "Джанго", 4,
              "who costs him a life with a card draws one card fewer next round", on_hit=django_hit),
    Character("jesse_james", "Джесси Джеймс", 3,
              "always wears a hat; once used, a d6 of 1-2 at a round's start finds a new one",
              wears_hat=True, at_round_start=jesse_james_new_hat),
    Character("magnum_erst", "Живучий Магнум Эрст", 5, "no ability: five lives"),
    Character("jourdonnais", "Жордонне", 4, "always has a Barrel", always_barrel=True),
    Character("kid_curry", "Кид Керри", 4, "one more BANG! a round", extra_bangs=1),
    Character("kit_carson", "Кит Карсон", 4, "rolls one d20 more when drawing, puts one back",
              draw_choose=True),
    Character("kitty_leroy", "Китти Лерой", 4,
              "an empty hand draws 2 once a round; discards any cards; no three-for-one",
              heals_per_round=0, abilities=("empty_hand", "discard")),
    Character("elusive_joe", "Неуловимый Джо", 3, "always has a Mustang", always_mustang=True),
    Character("nick_tilman", "Ник Тилман", 4,
              "when another player loses consciousness, takes a card of his choice and gains a life",
              on_other_falls=nick_tilman_sees_fall, abilities=("choose_card",)),
    Character("pearl_hart", "Перл Харт", 4,
              "once a round, two cards repeat her last card played (not Dynamite)",
              abilities=("repeat",)),
    Character("pat_garrett", "Пэт Гарретт", 4, "draws one card more, openly", draw_extra=1),
    Character("cattle_kate", "Скотокрадка Кэт", 4,
              "once a round, discards a card in play to draw 2", abilities=("strip",)),
    Character("vulture_sam", "Стервятник Сэм", 4,
              "takes the hand and equipment of a player who leaves the game", takes_all=True),
    Character("tex_willer", "Текс Уиллер", 4,
              "a Missed! against his BANG! needs a d6 (1 fails); no Barrel helps", tex=True),
    Character("tom_ketchum", "Том Кетчум", 4, "up to two lives a round, two cards each",
              heal_price=2, heals_per_round=2),
    Character("tuco", "Туко", 4, "may take one of the last three played cards instead of a d20",
              draw_from_table=True),
    Character("rosie", "Хладнокровная Рози", 4, "sees everyone one closer", sees_closer=1),
    Character("black_jack", "Чёрный Джек", 4,
              "a d6 of 1 at a round's start shoots a random player", at_round_start=black_jack_shoots),
    Character("el_gringo", "Эль Гринго", 3,
              "a life lost to another's card draws a card and he may roll a d6: a 1 gives it back",
              on_hit=el_gringo_hit, abilities=("no_roll",)),
    Character("annie_oakley", "Энни Оукли", 4, "plays a weapon card as a BANG!",
              weapons_as_bang=True),
)}
