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
