"""The nesting count that refuses a deep JSON body before Python's decoder recurses into it."""

from __future__ import annotations

import json

from bang.server.bodies import MAX_DEPTH, depth


def test_depth_counts_arrays_and_objects_and_skips_strings() -> None:
    assert depth(b"{}") == 1 and depth(b"1") == 0
    assert depth(json.dumps({"kind": "play", "to": [1, 2], "x": {"y": [[]]}}).encode()) == 4
    assert depth(json.dumps({"reason": "[[[{{{ \\\" ]]]"}).encode()) == 1  # brackets, quotes in a string
    assert depth(b"[" * 1000 + b"]" * 1000) == 1000 > MAX_DEPTH
    assert depth(b'"\\\\"' + b"[" * 40) == 40  # an escaped backslash ends before the quote that closes
