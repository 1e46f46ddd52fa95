"""The words of a round's post, Russian first (004 is a Russian forum), then English.

One dictionary a language, the same keys in each: ``line.*`` one event's line,
``why.*`` a cause or a reason, ``role.*`` a role, ``head.*`` the post's headings.
Placeholders: {p} the player, {t} the other player, {cards} cards, {n} a number,
{dice} dice, {why} a cause.
"""

from __future__ import annotations

from .cards import RUSSIAN, TABLE
from .characters import CHARACTERS

LANGUAGES = ("ru", "en")

RU: dict[str, str] = {
    "head.round": "Раунд {n}: итоги",
    "head.moves": "Ходы",
    "head.deadline": "Итоги дедлайна",
    "head.lives": "Жизни",
    "head.fallen": "Без сознания и выбывшие",
    "head.sheet": "Листы персонажей",
    "head.private": "Лично для {p}, раунд {n}",
    "head.seed_hash": "Хэш зерна кубиков (SHA-256 зерна и соли): {why}",
    "head.seed_reveal": "Зерно кубиков: {n}, соль: {why}. Проверка: bang verify GAME.json",
    "head.no_moves": "нет ходов",
    "head.nothing": "ничего",
    "head.game_over": "Игра окончена: {why}",
    "col.player": "Игрок", "col.character": "Персонаж", "col.life": "Жизни",
    "col.equipment": "Снаряжение", "col.hand": "Карт в руке", "col.role": "Роль",
    "col.state": "Состояние",
    "state.alive": "в игре", "state.unconscious": "без сознания", "state.out": "выбыл",
    "role.hidden": "?",
    "life.lost": "{p}: −{n}", "life.gained": "{p}: +{n}", "life.set": "{p}: {n} (ведущий)",
    "line.drew_hidden": "{p} тянет карты: {n} (скрыто)",
    "line.drew_open": "{p} тянет открыто: {cards} (d20: {dice})",
    "line.drew_private": "Вы тянете ({why}): {cards} (d20: {dice})",
    "line.drew_from_table": "{p} берёт со стола: {cards}",
    "line.put_back": "{p} возвращает: {cards}",
    "line.bought_life": "{p} сбрасывает {cards} за жизнь",
    "line.played": "{p} играет {cards}",
    "line.played_as": "{p} играет {cards} как {as}",
    "line.discarded": "{p} сбрасывает {cards} ({why})",
    "line.ability": "{p}: способность ({why})",
    "line.last_chance": "{p} без сознания, последний шанс: {why}",
    "line.dynamite_lit": "{p} поджигает Динамит",
    "line.dynamite_thrown": "{p} бросает Динамит",
    "line.dynamite_exploded": "Динамит взрывается у {p}: −{n}",
    "line.dynamite_out": "Динамит у {p} гаснет",
    "line.check": "{p}: проверка ({why}), d6: {dice} → {n}",
    "line.damaged": "{p}: −{n} ({why})",
    "line.healed": "{p}: +{n} ({why})",
    "line.beer_at_last_life": "{p} спасается Пивом на последней жизни: +1",
    "line.came_to": "{p} приходит в себя: +{n}",
    "line.unconscious": "{p} теряет сознание; сброшено карт: {n}",
    "line.eliminated": "{p} выбывает из игры; роль: {why}",
    "line.penalty": "{p} (Шериф) теряет все карты: {n}",
    "line.took": "{p} получает карты: {n}",
    "line.took_private": "Вы получаете: {cards}",
    "line.given": "{p} отдаёт карту",
    "line.given_private": "{p} отдаёт: {cards}",
    "line.answered": "{p} отвечает на Индейцев Бэнгом",
    "line.hat_saved": "Шляпа спасает {p} ({why})",
    "line.shot": "{p} стреляет ({why})",
    "line.shot_missed": "Выстрел {p} не попал ({why})",
    "line.missed_failed": "Мимо {p} не сработал ({why})",
    "line.horse_killed": "{p} убивает Мустанга",
    "line.barrel_destroyed": "{p} разбивает Бочку",
    "line.duel": "Дуэль {p} — {t}: {dice}",
    "line.duel_off": "Дуэль {p} — {t} не состоялась",
    "line.white_indian_revenge": "{p}: Белый индеец отомстил (осталось трое)",
    "line.round_cap": "Достигнут предел раундов: {n}",
    "line.game_over": "Игра окончена: {why}",
    "line.override_life": "Ведущий: жизни {p} = {n}. Причина: {why}",
    "line.override_give_card": "Ведущий даёт {p} карту. Причина: {why}",
    "line.override_give_card_private": "Ведущий даёт вам: {cards}. Причина: {why}",
    "line.override_take_card": "Ведущий забирает у {p} карту. Причина: {why}",
    "line.override_take_card_private": "Ведущий забирает у вас: {cards}. Причина: {why}",
    "line.override_equip": "Ведущий кладёт {p} в снаряжение {cards}. Причина: {why}",
    "line.override_unequip": "Ведущий убирает у {p} из снаряжения {cards}. Причина: {why}",
    "line.override_ruling": "Решение ведущего: {why}",
    "line.lieutenant_turned": "Вы выстрелили в Шерифа: теперь вы играете за бандитов",
    "line.other": "{p}: {why}",
    "to": " → {t}",
    "from": " (от {t})",
    "role.sheriff": "Шериф", "role.deputy": "Помощник шерифа", "role.outlaw": "Бандит",
    "role.renegade": "Ренегат", "role.bad_lieutenant": "Плохой лейтенант",
    "role.white_indian": "Белый индеец",
    "side.law": "победа закона", "side.outlaws": "победа бандитов",
    "side.renegade": "победа ренегата", "side.nobody": "никто не победил",
    "side.round_cap": "предел раундов",
    "why.draw": "взятие карт", "why.bang": "Бэнг", "why.duel": "Дуэль", "why.indians": "Индейцы",
    "why.gatling": "Гатлинг", "why.beer": "Пиво", "why.dynamite": "Динамит",
    "why.three_for_one": "три карты за жизнь", "why.replaced": "заменено",
    "why.missed": "Мимо", "why.barrel": "Бочка", "why.hat": "Шляпа",
    "why.unconscious": "цель без сознания", "why.last_shot": "последний выстрел",
    "why.draw_two": "две карты", "why.give": "раздать карты",
    "why.last_chance": "последний шанс", "why.last_chance_give": "последний шанс",
    "why.wells_fargo": "Уэллс Фарго", "why.stagecoach": "Дилижанс",
    "why.general_store": "Магазин", "why.panic": "Грабёж", "why.by_master": "ведущий",
}

EN: dict[str, str] = {
    "head.round": "Round {n}: results",
    "head.moves": "Moves",
    "head.deadline": "At the deadline",
    "head.lives": "Lives",
    "head.fallen": "Unconscious and out",
    "head.sheet": "Character sheets",
    "head.private": "For {p} only, round {n}",
    "head.seed_hash": "Dice seed hash (SHA-256 of the seed and a salt): {why}",
    "head.seed_reveal": "Dice seed: {n}, salt: {why}. Check it: bang verify GAME.json",
    "head.no_moves": "no moves",
    "head.nothing": "nothing",
    "head.game_over": "Game over: {why}",
    "col.player": "Player", "col.character": "Character", "col.life": "Life",
    "col.equipment": "In play", "col.hand": "Cards in hand", "col.role": "Role",
    "col.state": "State",
    "state.alive": "in the game", "state.unconscious": "unconscious", "state.out": "out",
    "role.hidden": "?",
    "life.lost": "{p}: −{n}", "life.gained": "{p}: +{n}", "life.set": "{p}: {n} (the master)",
    "line.drew_hidden": "{p} draws cards: {n} (hidden)",
    "line.drew_open": "{p} draws openly: {cards} (d20: {dice})",
    "line.drew_private": "You draw ({why}): {cards} (d20: {dice})",
    "line.drew_from_table": "{p} takes from the table: {cards}",
    "line.put_back": "{p} puts back: {cards}",
    "line.bought_life": "{p} discards {cards} for a life",
    "line.played": "{p} plays {cards}",
    "line.played_as": "{p} plays {cards} as {as}",
    "line.discarded": "{p} discards {cards} ({why})",
    "line.ability": "{p} uses an ability ({why})",
    "line.last_chance": "{p}, unconscious, takes a last chance: {why}",
    "line.dynamite_lit": "{p} lights the Dynamite",
    "line.dynamite_thrown": "{p} throws the Dynamite",
    "line.dynamite_exploded": "The Dynamite explodes on {p}: −{n}",
    "line.dynamite_out": "{p}'s Dynamite goes out",
    "line.check": "{p}: check ({why}), d6: {dice} → {n}",
    "line.damaged": "{p}: −{n} ({why})",
    "line.healed": "{p}: +{n} ({why})",
    "line.beer_at_last_life": "{p} is saved by a Beer at the last life: +1",
    "line.came_to": "{p} comes to: +{n}",
    "line.unconscious": "{p} falls unconscious; cards discarded: {n}",
    "line.eliminated": "{p} is out of the game; role: {why}",
    "line.penalty": "{p} (the Sheriff) loses every card: {n}",
    "line.took": "{p} gets cards: {n}",
    "line.took_private": "You get: {cards}",
    "line.given": "{p} gives a card",
    "line.given_private": "{p} gives: {cards}",
    "line.answered": "{p} answers the Indians! with a BANG!",
    "line.hat_saved": "The Hat saves {p} ({why})",
    "line.shot": "{p} shoots ({why})",
    "line.shot_missed": "{p}'s shot misses ({why})",
    "line.missed_failed": "{p}'s Missed! fails ({why})",
    "line.horse_killed": "{p} kills the Mustang",
    "line.barrel_destroyed": "{p} breaks the Barrel",
    "line.duel": "Duel {p} — {t}: {dice}",
    "line.duel_off": "Duel {p} — {t} does not take place",
    "line.white_indian_revenge": "{p}: the White Indian's revenge (three are left)",
    "line.round_cap": "The round limit is reached: {n}",
    "line.game_over": "Game over: {why}",
    "line.override_life": "The master sets {p}'s life to {n}. Reason: {why}",
    "line.override_give_card": "The master gives {p} a card. Reason: {why}",
    "line.override_give_card_private": "The master gives you: {cards}. Reason: {why}",
    "line.override_take_card": "The master takes a card from {p}. Reason: {why}",
    "line.override_take_card_private": "The master takes from you: {cards}. Reason: {why}",
    "line.override_equip": "The master puts {cards} in play for {p}. Reason: {why}",
    "line.override_unequip": "The master takes {p}'s {cards} out of play. Reason: {why}",
    "line.override_ruling": "The master's ruling: {why}",
    "line.lieutenant_turned": "You shot the Sheriff: you play with the outlaws now",
    "line.other": "{p}: {why}",
    "to": " → {t}",
    "from": " (by {t})",
    "role.sheriff": "Sheriff", "role.deputy": "Deputy", "role.outlaw": "Outlaw",
    "role.renegade": "Renegade", "role.bad_lieutenant": "Bad Lieutenant",
    "role.white_indian": "White Indian",
    "side.law": "the law wins", "side.outlaws": "the outlaws win",
    "side.renegade": "the renegade wins", "side.nobody": "nobody wins",
    "side.round_cap": "the round limit",
    "why.draw": "the draw", "why.bang": "BANG!", "why.duel": "Duel", "why.indians": "Indians!",
    "why.gatling": "Gatling", "why.beer": "Beer", "why.dynamite": "Dynamite",
    "why.three_for_one": "three cards for a life", "why.replaced": "replaced",
    "why.missed": "Missed!", "why.barrel": "Barrel", "why.hat": "Hat",
    "why.unconscious": "the target is unconscious", "why.last_shot": "a last shot",
    "why.draw_two": "two cards", "why.give": "hand out cards",
    "why.last_chance": "a last chance", "why.last_chance_give": "a last chance",
    "why.wells_fargo": "Wells Fargo", "why.stagecoach": "Stagecoach",
    "why.general_store": "General Store", "why.panic": "Panic!", "why.by_master": "the master",
}

TEXTS = {"ru": RU, "en": EN}

ENGLISH_CARDS = {
    "bang": "BANG!", "missed": "Missed!", "panic": "Panic!", "indians": "Indians!",
    "wells_fargo": "Wells Fargo", "general_store": "General Store", "holed_hat": "Holed Hat",
}
# Beside the d20 table's cards: what a sheet may show in play (a Hat shot through).
RUSSIAN_EXTRA = {"holed_hat": "Простреленная шляпа"}
CARDS_SHOWN = (*TABLE, *RUSSIAN_EXTRA)


def card_name(card: str, lang: str) -> str:
    if lang == "ru" and (card in RUSSIAN or card in RUSSIAN_EXTRA):
        return RUSSIAN.get(card) or RUSSIAN_EXTRA[card]
    return ENGLISH_CARDS.get(card, card.replace("_", " ").title())


def character_name(key: str, lang: str) -> str:
    if lang == "ru" and key in CHARACTERS:
        return CHARACTERS[key].russian
    return key.replace("_", " ").title()


def text(lang: str, key: str) -> str:
    """The words for ``key`` in ``lang`` (English where a language lacks them)."""
    return TEXTS.get(lang, EN).get(key) or EN.get(key, key)


def why(lang: str, detail: str) -> str:
    """A cause named in the language: a card, a character, a known reason, else as it is."""
    if not detail:
        return ""
    known = TEXTS.get(lang, EN).get(f"why.{detail}")
    if known:
        return known
    if detail in TABLE:
        return card_name(detail, lang)
    if detail in CHARACTERS:
        return character_name(detail, lang)
    return detail.replace("_", " ")
