"""Russian: the words of a table link's preview (``bang.server.preview``); the boxes' names as
``docs/event_names.md`` says."""

PREVIEW = {
    "game": "Бэнг!",
    "table": "стол {id}",
    "seats": "Мест: {seats} ({counts})",
    "counts": "{people}, {bots}, свободно: {free}",
    "people": "{n} игрок|{n} игрока|{n} игроков",
    "bots": "{n} бот|{n} бота|{n} ботов",
    "lobby": "Ждём игроков: откройте ссылку, чтобы занять место.",
    "playing": "Идёт игра: смотрите её вживую.",
    "over": "Игра окончена: смотрите её повтор.",
    "won": "Игра окончена: {side}. Смотрите её повтор.",
    "law": "победили шериф и его помощники",
    "outlaws": "победили бандиты",
    "renegade": "победил ренегат",
    "deputy": "победил помощник",
    "outlaw": "победил бандит",
    "sheriff": "победил шериф",
    "language": "Язык: русский",
    "sep": " · ",
    "locale": "ru_RU",
}

EXPANSIONS = {  # each box's name
    "dodge_city": "Додж-Сити",
    "high_noon": "Ровно в полдень",
    "the_bullet": "Пуля",
    "fistful_of_cards": "За пригоршню карт",
    "wild_west_show": "Шоу Дикого Запада",
    "gold_rush": "Золотая лихорадка",
    "valley_of_shadows": "Долина теней",
    "armed_and_dangerous": "Вооружён и опасен",
}

BOT_WORD = "бот"  # screen.botName: "Бот {name}"
