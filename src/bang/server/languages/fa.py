"""Persian: the words of a table link's preview (``bang.server.preview``), right to left, with
Persian digits; the boxes' names as ``docs/event_names.md`` chose them."""

PREVIEW = {
    "game": "بنگ!",
    "table": "میز {id}",
    "seats": "صندلی‌ها: {seats} ({counts})",
    "counts": "{people}، {bots}، {free} جای خالی",
    "people": "{n} بازیکن",
    "bots": "{n} ربات",
    "lobby": "در انتظار بازیکنان: پیوند را باز کنید و بنشینید.",
    "playing": "بازی در جریان است: زنده تماشا کنید.",
    "over": "بازی تمام شده است: بازپخش آن را ببینید.",
    "won": "بازی تمام شده است: {side}. بازپخش آن را ببینید.",
    "law": "کالنتر و معاون‌هایش برنده شدند",
    "outlaws": "یاغی‌ها برنده شدند",
    "renegade": "خائن برنده شد",
    "deputy": "معاون برنده شد",
    "outlaw": "یاغی برنده شد",
    "sheriff": "کالنتر برنده شد",
    "language": "زبان: فارسی",
    "sep": " — ",
    "locale": "fa_IR",
}

EXPANSIONS = {  # each box's name
    "dodge_city": "داج سیتی",
    "high_noon": "نیمروز",
    "the_bullet": "گلوله",
    "fistful_of_cards": "به خاطر یک مشت کارت",
    "wild_west_show": "نمایش غرب وحشی",
    "gold_rush": "تب طلا",
    "valley_of_shadows": "دره‌ی سایه‌ها",
    "armed_and_dangerous": "مسلح و خطرناک",
}

DIGITS = "۰۱۲۳۴۵۶۷۸۹"  # a number is written in Persian digits
RTL = True
BOT_WORD = "ربات"  # screen.botName: "ربات {name}"

MAIL = {  # the mail that tells a player of a turn-based table it waits on them (bang.server.mail)
    "subject": "میز {table} بنگ!: {decision}",
    "hello": "سلام {name}،",
    "waiting": "میز منتظر شماست: {decision}.",
    "turn": "نوبت {turn}.",
    "deadline": "تا {deadline} تصمیم بگیرید.",
    "open": "باز کردن میز:",
    "stop": "دیگر ایمیلی از این میز نمی‌خواهم:",
    "why": "این ایمیل را می‌گیرید چون این نشانی را در این میز داده‌اید؛ با پایان بازی پاک می‌شود.",
    "play": "نوبت شماست",
    "draw": "نوبت شماست: کارت‌هایتان را بکشید",
    "respond": "باید پاسخ دهید",
    "dying": "جانی برایتان نمانده: اگر می‌توانید خودتان را نجات دهید",
    "discard": "تا سقف دستتان کارت دور بریزید",
    "choose": "باید انتخابی بکنید",
    "character": "شخصیتتان را انتخاب کنید",
    "other": "تصمیمی با شماست",
    "stopped_title": "دیگر ایمیلی نمی‌آید",
    "stopped": "دیگر ایمیلی از این میز نخواهید گرفت.",
    "unknown": "این پیوند چیزی را متوقف نمی‌کند: ایمیل‌های آن پیش‌تر متوقف شده‌اند، یا بازی میزش تمام شده است.",
}
