"""Where ``bang serve`` keeps its tables when ``--db`` does not say: the user's data folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def data_dir() -> Path:
    """``$XDG_DATA_HOME/bang`` (``~/.local/share/bang``) on Linux and the BSDs,
    ``~/Library/Application Support/bang`` on macOS, ``%LOCALAPPDATA%\\bang`` on Windows."""
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA") or str(Path.home() / "AppData" / "Local")
        return Path(base) / "bang"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "bang"
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "bang"


def default_db() -> Path:
    return data_dir() / "tables.db"


PRIVATE_FILE = 0o600  # the tables' file holds every table's seed: its owner alone reads it
PRIVATE_FOLDER = 0o700


def private_folder(folder: Path, narrow: bool = False) -> None:
    """Make ``folder`` if missing, its owner's alone (0700), and so every missing parent
    (as the XDG base directory spec asks of ``$XDG_DATA_HOME``): ``mkdir``'s mode passes
    through the umask, so each is set after, and a umask of 000 makes nothing 0777.
    ``narrow``: a folder that exists with more than 0700 is narrowed (the user's data
    folder, made so by an older version); else an existing folder is left as it is
    (``--db`` may point anywhere)."""
    missing: list[Path] = []
    step = folder
    while not step.exists():
        missing.append(step)
        step = step.parent
    for made in reversed(missing):
        made.mkdir(mode=PRIVATE_FOLDER, exist_ok=True)
        made.chmod(PRIVATE_FOLDER)
    if narrow and sys.platform != "win32" and folder.stat().st_mode & 0o077:
        folder.chmod(PRIVATE_FOLDER)


def private_db_file(path: str | Path) -> None:
    """The SQLite file and its ``-wal``/``-shm`` readable and writable by their owner only:
    created so (SQLite gives the journal files the database's mode), or narrowed so if they
    exist with more. Not for ``:memory:`` or ``file:`` URIs."""
    text = str(path)
    if not text or text == ":memory:" or text.startswith("file:"):
        return
    db = Path(text)
    if not db.exists():
        os.close(os.open(db, os.O_CREAT | os.O_WRONLY, PRIVATE_FILE))
    for file in (db, Path(text + "-wal"), Path(text + "-shm")):
        if sys.platform != "win32" and file.exists() and file.stat().st_mode & 0o077:
            file.chmod(PRIVATE_FILE)
