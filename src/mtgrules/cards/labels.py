"""Labels before an ability: ability words (rule 207.2c) and flavor words (207.2d).

Both appear in italics at the start of an ability ("Landfall — Whenever a land you control
enters, ...") and have no rules meaning, so the ability is read without them. A few labels do
have rules meaning and are kept for the rule that gives it: saga chapter numbers (714.2),
die-roll results (706.2), "Max speed" (702.179), exhaust and power-up abilities (activated once,
602.5b), boast (702.142), forecast (702.57), companion (702.139), a Case's "To solve" and
"Solved" (719), an Attraction's "Visit" and "Prize" (717).
"""
from __future__ import annotations

import re

_LABEL = re.compile(r"([a-z0-9' ,\-]+) — (?=\S)")

#: Labels with rules meaning (see the module docstring); kept as part of the line.
_MEANINGFUL = frozenset({"max speed", "exhaust", "power-up", "boast", "forecast", "companion",
                         "to solve", "solved", "visit", "prize"})
_NUMBERED = re.compile(r"[ivx, ]+|[0-9 or+\-]+|stage [0-9]+")


def without_label(low: str) -> str:
    """``low`` (a normalised line) without its ability word or flavor word, if it has one."""
    hit = _LABEL.match(low)
    if hit is None:
        return low
    label = hit.group(1)
    if label in _MEANINGFUL or _NUMBERED.fullmatch(label):
        return low
    return low[hit.end():]
