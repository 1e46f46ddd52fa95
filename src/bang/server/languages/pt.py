"""Portuguese (Brazil): the words of a table link's preview (``bang.server.preview``); the boxes'
names as docs/language_names.md says. Plural forms by CLDR's ``pt``: 0 and 1 are singular."""

PREVIEW = {
    "game": "BANG!",
    "table": "mesa {id}",
    "seats": "Lugares: {seats} ({counts})",
    "counts": "{people}, {bots}, livres: {free}",
    "people": "{n} jogador|{n} jogadores",
    "bots": "{n} bot|{n} bots",
    "lobby": "Esperando jogadores: abra o link para se sentar.",
    "playing": "Jogo em andamento: assista ao vivo.",
    "over": "O jogo terminou: veja a repetição.",
    "won": "O jogo terminou: {side}. Veja a repetição.",
    "law": "venceram o Xerife e os Vices",
    "outlaws": "venceram os Foras da Lei",
    "renegade": "venceu o Renegado",
    "deputy": "venceu o Vice",
    "outlaw": "venceu o Fora da Lei",
    "sheriff": "venceu o Xerife",
    "language": "Idioma: português",
    "sep": " · ",
    "locale": "pt_BR",
}

EXPANSIONS = {  # each box's name
    "dodge_city": "Dodge City",
    "high_noon": "Matar ou Morrer",
    "the_bullet": "The Bullet",
    "fistful_of_cards": "Por um Punhado de Cartas",
    "wild_west_show": "Wild West Show",
    "gold_rush": "Gold Rush",
    "valley_of_shadows": "O Vale das Sombras",
    "armed_and_dangerous": "Armed & Dangerous",
}

# the edition's BANG!, the bots (a loanword), and the boxes kept under their English titles
SAME_AS_ENGLISH = frozenset({"game", "bots", "dodge_city", "the_bullet", "wild_west_show", "gold_rush",
                             "armed_and_dangerous"})

MAIL = {  # the mail that tells a player of a turn-based table it waits on them (bang.server.mail)
    "subject": "BANG! mesa {table}: {decision}",
    "hello": "Olá, {name},",
    "waiting": "a mesa espera por você: {decision}.",
    "turn": "Turno {turn}.",
    "deadline": "Decida até {deadline}.",
    "open": "Abra a mesa:",
    "stop": "Não quero mais e-mails desta mesa:",
    "why": "Você recebe este e-mail porque deixou este endereço nesta mesa; ele é apagado quando a partida termina.",
    "play": "é a sua vez",
    "draw": "é a sua vez: compre suas cartas",
    "respond": "você precisa responder",
    "dying": "você não tem mais pontos de vida: salve-se se puder",
    "discard": "descarte até o limite da sua mão",
    "choose": "você precisa fazer uma escolha",
    "character": "escolha o seu personagem",
    "other": "a decisão é sua",
    "stopped_title": "Sem mais e-mails",
    "stopped": "Você não receberá mais e-mails desta mesa.",
    "unknown": "Este link não interrompe nada: os e-mails já foram interrompidos, ou a partida da mesa terminou.",
}
