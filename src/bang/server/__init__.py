"""The online table: a Starlette + uvicorn server for private tables played over websockets.

    protocol.py  the messages (msgspec Structs) and the JSON Schema
    store.py     tables on disk: settings, seed, seats, every action (SQLite, WAL)
    table.py     one table: seats, game, connections, bots and clocks
    tables.py    every table: create, find, rebuild after a restart
    app.py       HTTP routes, websockets, the front end's files
    loadtest.py  ``bang loadtest``: many tables of websocket bots against a server
"""
