"""Deadlines kept as absolute times (``time.time()``, as the stores keep them: a restart or
another process reads the same) and the event loop's timers, which count on the loop's own
clock: one conversion for every table that has such deadlines (a turn-based table's
decisions, the parked tables' wake-ups, a forum game's rounds)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable


def loop_time_of(when: float) -> float:
    """The running loop's time at the absolute time ``when`` (past: now or before)."""
    return asyncio.get_running_loop().time() + (when - time.time())


def timer_at(when: float, callback: Callable[[], None]) -> asyncio.TimerHandle:
    """A timer of the running loop that goes off at the absolute time ``when`` (at once if past)."""
    loop = asyncio.get_running_loop()
    return loop.call_at(loop.time() + max(0.0, when - time.time()), callback)
