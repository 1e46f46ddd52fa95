"""Spanish: the words of a table link's preview (``bang.server.preview``); the boxes' names are
the Spanish edition's where found (Edge Entertainment: docs/language_names.md)."""

PREVIEW = {
    "game": "BANG!",
    "table": "mesa {id}",
    "seats": "Asientos: {seats} ({counts})",
    "counts": "{people}, {bots}, libres: {free}",
    "people": "{n} jugador|{n} jugadores",
    "bots": "{n} bot|{n} bots",
    "lobby": "Esperando jugadores: abre el enlace para sentarte.",
    "playing": "Partida en curso: mírala en directo.",
    "over": "La partida ha terminado: mira su repetición.",
    "won": "La partida ha terminado: {side}. Mira su repetición.",
    "law": "ganaron el Sheriff y los Alguaciles",
    "outlaws": "ganaron los Forajidos",
    "renegade": "ganó el Renegado",
    "deputy": "ganó el Alguacil",
    "outlaw": "ganó el Forajido",
    "sheriff": "ganó el Sheriff",
    "language": "Idioma: español",
    "sep": " · ",
    "locale": "es_ES",
}

EXPANSIONS = {  # each box's name
    "dodge_city": "Dodge City",
    "high_noon": "Solo ante el peligro",
    "the_bullet": "The Bullet",
    "fistful_of_cards": "Por un puñado de cartas",
    "wild_west_show": "Wild West Show",
    "gold_rush": "Gold Rush",
    "valley_of_shadows": "El valle de las sombras",
    "armed_and_dangerous": "Armed & Dangerous",
}

# the edition's BANG!, the bots (a loanword), and the boxes kept under their English titles (the
# Spanish box of The Bullet is "BANG! The Bullet")
SAME_AS_ENGLISH = frozenset({"game", "bots", "dodge_city", "the_bullet", "wild_west_show", "gold_rush",
                             "armed_and_dangerous"})

MAIL = {  # the mail that tells a player of a turn-based table it waits on them (bang.server.mail)
    "subject": "¡BANG! mesa {table}: {decision}",
    "hello": "Hola, {name}:",
    "waiting": "la mesa te espera: {decision}.",
    "turn": "Turno {turn}.",
    "deadline": "Decide antes de {deadline}.",
    "open": "Abre la mesa:",
    "stop": "No más correos de esta mesa:",
    "why": "Recibes este correo porque diste esta dirección en esta mesa; se borra cuando termina la partida.",
    "play": "es tu turno",
    "draw": "es tu turno: roba tus cartas",
    "respond": "debes responder",
    "dying": "no te quedan puntos de vida: sálvate si puedes",
    "discard": "descarta hasta el límite de tu mano",
    "choose": "tienes que elegir",
    "character": "elige tu personaje",
    "other": "la decisión es tuya",
    "stopped_title": "No más correos",
    "stopped": "No recibirás más correos de esta mesa.",
    "unknown": "Este enlace no detiene nada: sus correos ya estaban detenidos, o la partida de la mesa terminó.",
}
