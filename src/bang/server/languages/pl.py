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
