"""Vietnamese: the words of a table link's preview (``bang.server.preview``); the boxes' names
as ``docs/event_names.md`` chose them."""

PREVIEW = {
    "game": "BANG!",
    "table": "bàn {id}",
    "seats": "Chỗ ngồi: {seats} ({counts})",
    "counts": "{people}, {bots}, {free} chỗ trống",
    "people": "{n} người chơi",
    "bots": "{n} bot",
    "lobby": "Đang chờ người chơi: mở liên kết để vào chỗ.",
    "playing": "Ván đang diễn ra: xem trực tiếp.",
    "over": "Ván đã kết thúc: xem lại ván đấu.",
    "won": "Ván đã kết thúc: {side}. Xem lại ván đấu.",
    "law": "Cảnh sát trưởng và Cảnh sát phó thắng",
    "outlaws": "Tội phạm thắng",
    "renegade": "Kẻ phản bội thắng",
    "deputy": "Cảnh sát phó thắng",
    "outlaw": "Tội phạm thắng",
    "sheriff": "Cảnh sát trưởng thắng",
    "language": "Ngôn ngữ: Tiếng Việt",
    "sep": " · ",
    "locale": "vi_VN",
}

EXPANSIONS = {  # each box's name
    "dodge_city": "Dodge City",
    "high_noon": "Giữa Trưa",
    "the_bullet": "The Bullet",
    "fistful_of_cards": "Một Nắm Lá Bài",
    "wild_west_show": "Buổi Diễn Miền Viễn Tây",
    "gold_rush": "Cơn Sốt Vàng",
    "valley_of_shadows": "Thung Lũng Bóng Tối",
    "armed_and_dangerous": "Vũ Trang và Nguy Hiểm",
}

SAME_AS_ENGLISH = frozenset({"game", "dodge_city", "the_bullet"})  # the edition's BANG!, the boxes' own names
