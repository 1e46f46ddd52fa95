"""French: the words of a table link's preview (``bang.server.preview``); the boxes' names as
docs/language_names.md says (the French edition, Asmodée)."""

PREVIEW = {
    "game": "BANG!",
    "table": "table {id}",
    "seats": "Places\u00a0: {seats} ({counts})",
    "counts": "{people}, {bots}, libres\u00a0: {free}",
    "people": "{n} joueur|{n} joueurs",
    "bots": "{n} bot|{n} bots",
    "lobby": "En attente de joueurs\u00a0: ouvrez le lien pour prendre place.",
    "playing": "Une partie en cours\u00a0: regardez-la en direct.",
    "over": "La partie est finie\u00a0: revoyez-la.",
    "won": "La partie est finie\u00a0: {side}. Revoyez-la.",
    "law": "le Shérif et les Adjoints ont gagné",
    "outlaws": "les Hors-la-loi ont gagné",
    "renegade": "le Renégat a gagné",
    "deputy": "l’Adjoint a gagné",
    "outlaw": "le Hors-la-loi a gagné",
    "sheriff": "le Shérif a gagné",
    "language": "Langue\u00a0: français",
    "sep": " · ",
    "locale": "fr_FR",
}

EXPANSIONS = {  # each box's name
    "dodge_city": "Dodge City",
    "high_noon": "High Noon",
    "the_bullet": "The Bullet",
    "fistful_of_cards": "Pour une poignée de cartes",
    "wild_west_show": "Wild West Show",
    "gold_rush": "Gold Rush",
    "valley_of_shadows": "La Vallée des Ombres",
    "armed_and_dangerous": "Armed & Dangerous",
}

# the edition's BANG!, the words French shares with English ("table", "bots"), and the boxes it
# sells under their English titles
SAME_AS_ENGLISH = frozenset({
    "game", "table", "bots", "dodge_city", "high_noon", "the_bullet", "wild_west_show", "gold_rush", "armed_and_dangerous",
})

MAIL = {  # the mail that tells a player of a turn-based table it waits on them (bang.server.mail)
    "subject": "BANG! table {table} : {decision}",
    "hello": "Bonjour {name},",
    "waiting": "la table vous attend : {decision}.",
    "turn": "Tour {turn}.",
    "deadline": "Décidez avant le {deadline}.",
    "open": "Ouvrir la table :",
    "stop": "Plus de courriels de cette table :",
    "why": "Vous recevez ce courriel parce que vous avez donné cette adresse à cette table ; elle est effacée à la fin de la partie.",
    "play": "c’est votre tour",
    "draw": "c’est votre tour : piochez vos cartes",
    "respond": "vous devez répondre",
    "dying": "il ne vous reste plus de points de vie : sauvez-vous si vous le pouvez",
    "discard": "défaussez-vous jusqu’à la limite de votre main",
    "choose": "vous avez un choix à faire",
    "character": "choisissez votre personnage",
    "other": "la décision vous revient",
    "stopped_title": "Plus de courriels",
    "stopped": "Vous ne recevrez plus de courriels de cette table.",
    "unknown": "Ce lien n’arrête rien : ses courriels étaient déjà arrêtés, ou la partie de cette table est finie.",
}
