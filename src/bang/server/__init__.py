"""The online table: a Starlette + uvicorn server for private tables played over websockets.

    protocol.py  the messages (msgspec Structs) and the JSON Schema
    store.py     tables on disk: settings, seed, seats, every action (SQLite, WAL)
    table.py     one table: its game and log, what a client asks, the order of an action;
                 made of parts, one module each: table_seats.py (seats and the people at
                 them), table_clock.py (every rule of time), table_bots.py (the bots),
                 table_frames.py (what each reader is sent), table_match.py (the match);
                 table_state.py is what they share
    tables.py    every table: create, find, rebuild after a restart
    app.py       HTTP routes, websockets, the front end's files
    loadtest.py  ``bang loadtest``: many tables of websocket bots against a server
"""
