"""Turkish: the words of a table link's preview (``bang.server.preview``); the boxes' names as
``docs/event_names.md`` chose them."""

PREVIEW = {
    "game": "BANG!",
    "table": "masa {id}",
    "seats": "Yer: {seats} ({counts})",
    "counts": "{people}, {bots}, {free} boş yer",
    "people": "{n} oyuncu",
    "bots": "{n} bot",
    "lobby": "Oyuncular bekleniyor: bir yer almak için bağlantıyı açın.",
    "playing": "Oyun sürüyor: canlı izleyin.",
    "over": "Oyun bitti: tekrarını izleyin.",
    "won": "Oyun bitti: {side}. Tekrarını izleyin.",
    "law": "Şerif ve Aynasızlar kazandı",
    "outlaws": "Haydutlar kazandı",
    "renegade": "Hain kazandı",
    "deputy": "Aynasız kazandı",
    "outlaw": "Haydut kazandı",
    "sheriff": "Şerif kazandı",
    "language": "Dil: Türkçe",
    "sep": " · ",
    "locale": "tr_TR",
}

EXPANSIONS = {  # each box's name
    "dodge_city": "Dodge City",
    "high_noon": "Tam Öğle Vakti",
    "the_bullet": "The Bullet",
    "fistful_of_cards": "Bir Avuç Kart İçin",
    "wild_west_show": "Vahşi Batı Şovu",
    "gold_rush": "Altına Hücum",
    "valley_of_shadows": "Gölgeler Vadisi",
    "armed_and_dangerous": "Silahlı ve Tehlikeli",
}

SAME_AS_ENGLISH = frozenset({"game", "dodge_city", "the_bullet"})  # the edition's BANG!, the boxes' own names

MAIL = {  # the mail that tells a player of a turn-based table it waits on them (bang.server.mail)
    "subject": "BANG! masa {table}: {decision}",
    "hello": "Merhaba {name},",
    "waiting": "masa sizi bekliyor: {decision}.",
    "turn": "Tur {turn}.",
    "deadline": "Son karar zamanı: {deadline}.",
    "open": "Masayı açın:",
    "stop": "Bu masadan artık e-posta gelmesin:",
    "why": "Bu e-postayı, bu adresi bu masada verdiğiniz için alıyorsunuz; oyun bitince silinir.",
    "play": "sıra sizde",
    "draw": "sıra sizde: kartlarınızı çekin",
    "respond": "bir yanıt vermeniz bekleniyor",
    "dying": "hiç canınız kalmadı: yapabiliyorsanız kendinizi kurtarın",
    "discard": "elinizdeki kart sınırına kadar kart atın",
    "choose": "bir seçim yapmanız gerekiyor",
    "character": "karakterinizi seçin",
    "other": "karar sizin",
    "stopped_title": "Artık e-posta yok",
    "stopped": "Bu masadan artık e-posta almayacaksınız.",
    "unknown": "Bu bağlantı hiçbir şeyi durdurmuyor: e-postaları zaten durdurulmuş ya da masadaki oyun bitmiş.",
}
