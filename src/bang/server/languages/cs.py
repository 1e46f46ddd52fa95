"""Czech: the words of a table link's preview (``bang.server.preview``); the boxes' names are the
Czech edition's (Albi: docs/language_names.md)."""

PREVIEW = {
    "game": "BANG!",
    "table": "stůl {id}",
    "seats": "Místa: {seats} ({counts})",
    "counts": "{people}, {bots}, volná: {free}",
    "people": "{n} hráč|{n} hráči|{n} hráčů",
    "bots": "{n} bot|{n} boti|{n} botů",
    "lobby": "Čekáme na hráče: otevři odkaz a posaď se.",
    "playing": "Hra probíhá: sleduj ji živě.",
    "over": "Hra skončila: přehraj si záznam.",
    "won": "Hra skončila: {side}. Přehraj si záznam.",
    "law": "vyhráli Šerif a Pomocníci",
    "outlaws": "vyhráli Bandité",
    "renegade": "vyhrál Odpadlík",
    "deputy": "vyhrál Pomocník",
    "outlaw": "vyhrál Bandita",
    "sheriff": "vyhrál Šerif",
    "language": "Jazyk: čeština",
    "sep": " · ",
    "locale": "cs_CZ",
}

EXPANSIONS = {  # each box's name
    "dodge_city": "Dodge City",
    "high_noon": "Pravé poledne",
    "the_bullet": "The Bullet",
    "fistful_of_cards": "Pro hrst karet",
    "wild_west_show": "Wild West Show",
    "gold_rush": "Zlatá horečka",
    "valley_of_shadows": "Údolí stínů",
    "armed_and_dangerous": "Ozbrojení a nebezpeční",
}

# the edition's BANG!, and the boxes kept under their English titles
SAME_AS_ENGLISH = frozenset({"game", "dodge_city", "the_bullet", "wild_west_show"})

MAIL = {  # the mail that tells a player of a turn-based table it waits on them (bang.server.mail)
    "subject": "BANG! stůl {table}: {decision}",
    "hello": "Ahoj {name},",
    "waiting": "stůl na tebe čeká: {decision}.",
    "turn": "Tah {turn}.",
    "deadline": "Rozhodni se do {deadline}.",
    "open": "Otevřít stůl:",
    "stop": "Už žádné e-maily z tohoto stolu:",
    "why": "Tento e-mail dostáváš, protože jsi u tohoto stolu zadal tuto adresu; po skončení hry bude smazána.",
    "play": "jsi na tahu",
    "draw": "jsi na tahu: lízni si karty",
    "respond": "musíš odpovědět",
    "dying": "nemáš už žádné životy: zachraň se, jestli můžeš",
    "discard": "odhoď karty na limit ruky",
    "choose": "musíš se rozhodnout",
    "character": "vyber si postavu",
    "other": "rozhodnutí je na tobě",
    "stopped_title": "Žádné další e-maily",
    "stopped": "Z tohoto stolu už nedostaneš žádné e-maily.",
    "unknown": "Tento odkaz nic nezastaví: e-maily už byly zastaveny, nebo hra u tohoto stolu skončila.",
}
