"""Polish: the words of a table link's preview (``bang.server.preview``); the boxes' names as
docs/language_names.md says (the Polish edition by Bard Centrum Gier, and our choices)."""

PREVIEW = {
    "game": "BANG!",
    "table": "stół {id}",
    "seats": "Miejsca: {seats} ({counts})",
    "counts": "{people}, {bots}, wolne: {free}",
    "people": "{n} gracz|{n} graczy|{n} graczy",
    "bots": "{n} bot|{n} boty|{n} botów",
    "lobby": "Czekamy na graczy: otwórz link, by zająć miejsce.",
    "playing": "Gra w toku: oglądaj na żywo.",
    "over": "Gra się skończyła: obejrzyj powtórkę.",
    "won": "Gra się skończyła: {side}. Obejrzyj powtórkę.",
    "law": "wygrali Szeryf i Zastępcy",
    "outlaws": "wygrali Bandyci",
    "renegade": "wygrał Renegat",
    "deputy": "wygrał Zastępca",
    "outlaw": "wygrał Bandyta",
    "sheriff": "wygrał Szeryf",
    "language": "Język: polski",
    "sep": " · ",
    "locale": "pl_PL",
}

EXPANSIONS = {  # each box's name
    "dodge_city": "Dodge City",
    "high_noon": "W samo południe",
    "the_bullet": "The Bullet",
    "fistful_of_cards": "Za garść kart",
    "wild_west_show": "Wild West Show",
    "gold_rush": "Gorączka złota",
    "valley_of_shadows": "Dolina Cieni",
    "armed_and_dangerous": "Uzbrojeni i Niebezpieczni",
}

# the edition's BANG!, and the boxes kept under their English titles
SAME_AS_ENGLISH = frozenset({"game", "dodge_city", "the_bullet", "wild_west_show"})

MAIL = {  # the mail that tells a player of a turn-based table it waits on them (bang.server.mail)
    "subject": "BANG! stół {table}: {decision}",
    "hello": "Cześć, {name}!",
    "waiting": "stół czeka na ciebie: {decision}.",
    "turn": "Tura {turn}.",
    "deadline": "Zdecyduj do {deadline}.",
    "open": "Otwórz stół:",
    "stop": "Nie chcę więcej e-maili z tego stołu:",
    "why": "Dostajesz tego e-maila, bo podano ten adres przy tym stole; zostanie usunięty, gdy gra się skończy.",
    "play": "twoja kolej",
    "draw": "twoja kolej: dobierz karty",
    "respond": "musisz odpowiedzieć",
    "dying": "nie masz już punktów życia: ratuj się, jeśli możesz",
    "discard": "odrzuć karty do limitu ręki",
    "choose": "musisz dokonać wyboru",
    "character": "wybierz postać",
    "other": "decyzja należy do ciebie",
    "stopped_title": "Koniec e-maili",
    "stopped": "Nie dostaniesz już e-maili z tego stołu.",
    "unknown": "Ten link niczego nie zatrzymuje: e-maile zostały już zatrzymane albo gra przy tym stole się skończyła.",
}
