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

MAIL = {  # the mail that tells a player of a turn-based table it waits on them (bang.server.mail)
    "subject": "BANG! bàn {table}: {decision}",
    "hello": "Chào {name},",
    "waiting": "bàn chơi đang chờ bạn: {decision}.",
    "turn": "Lượt {turn}.",
    "deadline": "Hãy quyết định trước {deadline}.",
    "open": "Mở bàn chơi:",
    "stop": "Không nhận thêm thư từ bàn này:",
    "why": "Bạn nhận thư này vì đã để lại địa chỉ này ở bàn chơi; địa chỉ sẽ bị xóa khi ván kết thúc.",
    "play": "đến lượt bạn",
    "draw": "đến lượt bạn: hãy rút bài",
    "respond": "bạn cần đáp trả",
    "dying": "bạn đã hết máu: hãy tự cứu nếu có thể",
    "discard": "hãy bỏ bài xuống đến giới hạn trên tay",
    "choose": "bạn cần đưa ra lựa chọn",
    "character": "hãy chọn nhân vật",
    "other": "bạn cần đưa ra quyết định",
    "stopped_title": "Không còn thư nữa",
    "stopped": "Bạn sẽ không nhận thêm thư nào từ bàn này.",
    "unknown": "Liên kết này không dừng gì cả: thư đã được dừng trước đó, hoặc ván ở bàn này đã kết thúc.",
}
