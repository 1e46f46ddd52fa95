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
