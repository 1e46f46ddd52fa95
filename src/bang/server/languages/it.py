"""Italian: the words of a table link's preview (``bang.server.preview``); the boxes' names are
the Italian edition's (dV Giochi: docs/language_names.md)."""

PREVIEW = {
    "game": "BANG!",
    "table": "tavolo {id}",
    "seats": "Posti: {seats} ({counts})",
    "counts": "{people}, {bots}, liberi: {free}",
    "people": "{n} giocatore|{n} giocatori",
    "bots": "{n} bot",
    "lobby": "In attesa di giocatori: apri il link per prendere posto.",
    "playing": "Partita in corso: guardala in diretta.",
    "over": "La partita è finita: guardane la replica.",
    "won": "La partita è finita: {side}. Guardane la replica.",
    "law": "hanno vinto lo Sceriffo e i suoi Vice",
    "outlaws": "hanno vinto i Fuorilegge",
    "renegade": "ha vinto il Rinnegato",
    "deputy": "ha vinto il Vice",
    "outlaw": "ha vinto il Fuorilegge",
    "sheriff": "ha vinto lo Sceriffo",
    "language": "Lingua: italiano",
    "sep": " · ",
    "locale": "it_IT",
}

EXPANSIONS = {  # each box's name
    "dodge_city": "Dodge City",
    "high_noon": "Mezzogiorno di Fuoco",
    "the_bullet": "La Pallottola!",
    "fistful_of_cards": "Per un Pugno di Carte",
    "wild_west_show": "Wild West Show",
    "gold_rush": "Gold Rush",
    "valley_of_shadows": "La Valle delle Ombre",
    "armed_and_dangerous": "Armed & Dangerous",
}

# the edition's BANG!, and the boxes it sells under their own names
SAME_AS_ENGLISH = frozenset({"game", "dodge_city", "wild_west_show", "gold_rush", "armed_and_dangerous"})

MAIL = {  # the mail that tells a player of a turn-based table it waits on them (bang.server.mail)
    "subject": "BANG! tavolo {table}: {decision}",
    "hello": "Ciao {name},",
    "waiting": "il tavolo ti aspetta: {decision}.",
    "turn": "Turno {turn}.",
    "deadline": "Decidi entro {deadline}.",
    "open": "Apri il tavolo:",
    "stop": "Niente più e-mail da questo tavolo:",
    "why": "Ricevi questa e-mail perché hai lasciato questo indirizzo a questo tavolo; sarà cancellato a fine partita.",
    "play": "tocca a te",
    "draw": "tocca a te: pesca le tue carte",
    "respond": "devi rispondere",
    "dying": "non ti restano punti vita: salvati se puoi",
    "discard": "scarta fino al limite della mano",
    "choose": "devi fare una scelta",
    "character": "scegli il tuo personaggio",
    "other": "la decisione è tua",
    "stopped_title": "Niente più e-mail",
    "stopped": "Non riceverai più e-mail da questo tavolo.",
    "unknown": "Questo link non ferma nulla: le sue e-mail erano già state fermate, o la partita del tavolo è finita.",
}
