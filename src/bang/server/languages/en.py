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
