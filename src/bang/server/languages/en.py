"""English: the words of a table link's preview (``bang.server.preview``), the reference: every
other language has exactly these keys (``tests/server/test_languages.py``)."""

PREVIEW = {
    "game": "BANG!",
    "table": "table {id}",
    "seats": "Seats: {seats} ({counts})",
    "counts": "{people}, {bots}, {free} free",
    "people": "{n} player|{n} players",
    "bots": "{n} bot|{n} bots",
    "lobby": "Waiting for players: open the link to take a seat.",
    "playing": "A game in progress: watch it live.",
    "over": "The game is over: watch its replay.",
    "won": "The game is over: {side}. Watch its replay.",
    "law": "the Sheriff and the Deputies won",
    "outlaws": "the Outlaws won",
    "renegade": "the Renegade won",
    "deputy": "the Deputy won",
    "outlaw": "the Outlaw won",
    "sheriff": "the Sheriff won",
    "language": "Language: English",
    "sep": " · ",
    "locale": "en_US",
}

EXPANSIONS = {  # each box's name
    "dodge_city": "Dodge City",
    "high_noon": "High Noon",
    "the_bullet": "The Bullet",
    "fistful_of_cards": "A Fistful of Cards",
    "wild_west_show": "Wild West Show",
    "gold_rush": "Gold Rush",
    "valley_of_shadows": "The Valley of Shadows",
    "armed_and_dangerous": "Armed & Dangerous",
}

MAIL = {  # the mail that tells a player of a turn-based table it waits on them (bang.server.mail)
    "subject": "BANG! table {table}: {decision}",
    "hello": "Hello {name},",
    "waiting": "the table waits for you: {decision}.",
    "turn": "Turn {turn}.",
    "deadline": "Decide by {deadline}.",
    "open": "Open the table:",
    "stop": "No more mail from this table:",
    "why": "You get this mail because you gave this address at this table; it is deleted when the game ends.",
    "play": "it is your turn",
    "draw": "it is your turn: draw your cards",
    "respond": "you are asked to answer",
    "dying": "you have no life points left: save yourself if you can",
    "discard": "discard down to your hand limit",
    "choose": "you have a choice to make",
    "character": "pick your character",
    "other": "a decision is yours",
    "stopped_title": "No more mail",
    "stopped": "You will get no more mail from this table.",
    "unknown": "This link stops nothing: the mail it stopped was already stopped, or its table is over.",
}
