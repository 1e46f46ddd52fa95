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

MAIL = {  # the mail that tells a player of a turn-based table it waits on them (bang.server.mail)
    "subject": "Бэнг!, стол {table}: {decision}",
    "hello": "Здравствуйте, {name}!",
    "waiting": "стол ждёт вас: {decision}.",
    "turn": "Ход {turn}.",
    "deadline": "Решите до {deadline}.",
    "open": "Открыть стол:",
    "stop": "Больше не присылать писем с этого стола:",
    "why": "Вы получили это письмо, потому что указали этот адрес за этим столом; он будет удалён, когда игра закончится.",
    "play": "ваш ход",
    "draw": "ваш ход: возьмите карты",
    "respond": "от вас ждут ответа",
    "dying": "у вас не осталось жизней: спасайтесь, если можете",
    "discard": "сбросьте карты до предела руки",
    "choose": "вам нужно сделать выбор",
    "character": "выберите персонажа",
    "other": "решение за вами",
    "stopped_title": "Писем больше не будет",
    "stopped": "Вы больше не будете получать письма с этого стола.",
    "unknown": "Эта ссылка ничего не отменяет: письма уже отключены, или игра за этим столом закончилась.",
}
