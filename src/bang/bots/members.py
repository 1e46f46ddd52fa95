"""An Enum's members as plain attributes, for the bots' hot paths.

On Python 3.11 reading a member off its class (``Role.SHERIFF``) goes through the Enum
metaclass's ``__getattr__`` hook, about 0.1 µs each time, and a bot's decision reads
dozens. ``members(Role).SHERIFF`` is the same member (``is`` holds), read from a plain
namespace; typed as the Enum class, so the checker sees the members themselves.
"""

from __future__ import annotations

from enum import Enum
from types import SimpleNamespace
from typing import TypeVar, cast

E = TypeVar("E", bound=Enum)


def members(enum: type[E]) -> type[E]:
    """``enum``'s members, each an attribute of its name (nothing else of the class)."""
    return cast("type[E]", SimpleNamespace(**{m.name: m for m in enum}))
