"""Forum games on the Bang server (004 by posts): the master's console and each player's
page, stored in the server's database beside the tables, SQLite or PostgreSQL
(docs/forum-table.md)."""
