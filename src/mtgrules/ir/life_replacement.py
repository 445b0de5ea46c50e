"""Replacement effects of static abilities on life gain (rules 614.1a, 119.3): "If you would
gain life, you gain twice that much life instead.", "If an opponent would gain life, that player
loses that much life instead."."""
from __future__ import annotations

from mtgrules.records import record

#: What the gain becomes: twice as much, that much plus ``amount``, that much lost, nothing.
LIFE_GAIN_OUTCOMES = ("twice", "plus", "lose", "none")


@record
class LifeGainReplaced:
    """A player (``whose``: "you", the source's controller; "opponent", an opponent of theirs;
    "any") who would gain life gains twice that much (``how`` "twice"), that much plus
    ``amount`` ("plus"), loses that much instead ("lose"), or gains none ("none") (614.1a)."""

    whose: str
    how: str
    amount: int = 0
    text: str = ""
