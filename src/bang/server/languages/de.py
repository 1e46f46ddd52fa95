"""German: the words of a table link's preview (``bang.server.preview``); the boxes' names are
the German edition's (Abacusspiele keeps the English titles: docs/language_names.md)."""

PREVIEW = {
    "game": "BANG!",
    "table": "Tisch {id}",
    "seats": "Plätze: {seats} ({counts})",
    "counts": "{people}, {bots}, frei: {free}",
    "people": "{n} Spieler|{n} Spieler",
    "bots": "{n} Bot|{n} Bots",
    "lobby": "Warten auf Spieler: Öffne den Link, um Platz zu nehmen.",
    "playing": "Eine Partie läuft: Sieh live zu.",
    "over": "Die Partie ist vorbei: Sieh dir die Wiederholung an.",
    "won": "Die Partie ist vorbei: {side}. Sieh dir die Wiederholung an.",
    "law": "der Sheriff und die Hilfssheriffs haben gewonnen",
    "outlaws": "die Outlaws haben gewonnen",
    "renegade": "der Kopfgeldjäger hat gewonnen",
    "deputy": "der Hilfssheriff hat gewonnen",
    "outlaw": "der Outlaw hat gewonnen",
    "sheriff": "der Sheriff hat gewonnen",
    "language": "Sprache: Deutsch",
    "sep": " · ",
    "locale": "de_DE",
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

# the edition's BANG!, and every box: the German edition sells them under their English titles
SAME_AS_ENGLISH = frozenset({
    "game", "dodge_city", "high_noon", "the_bullet", "fistful_of_cards", "wild_west_show", "gold_rush",
    "valley_of_shadows", "armed_and_dangerous",
})

MAIL = {  # the mail that tells a player of a turn-based table it waits on them (bang.server.mail)
    "subject": "BANG! Tisch {table}: {decision}",
    "hello": "Hallo {name},",
    "waiting": "der Tisch wartet auf dich: {decision}.",
    "turn": "Zug {turn}.",
    "deadline": "Entscheide bis {deadline}.",
    "open": "Zum Tisch:",
    "stop": "Keine E-Mails mehr von diesem Tisch:",
    "why": "Du bekommst diese E-Mail, weil du diese Adresse an diesem Tisch angegeben hast; sie wird gelöscht, wenn das Spiel endet.",
    "play": "du bist am Zug",
    "draw": "du bist am Zug: zieh deine Karten",
    "respond": "du musst antworten",
    "dying": "du hast keine Lebenspunkte mehr: rette dich, wenn du kannst",
    "discard": "wirf bis zu deinem Handkartenlimit ab",
    "choose": "du musst eine Wahl treffen",
    "character": "wähle deinen Charakter",
    "other": "die Entscheidung liegt bei dir",
    "stopped_title": "Keine E-Mails mehr",
    "stopped": "Du bekommst keine E-Mails mehr von diesem Tisch.",
    "unknown": "Dieser Link stoppt nichts: seine E-Mails sind schon gestoppt, oder das Spiel an diesem Tisch ist vorbei.",
}
