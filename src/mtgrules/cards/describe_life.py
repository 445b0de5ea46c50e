"""Descriptions of the replacement effects on life gain (``LifeGainReplaced``, 614.1a)."""
from __future__ import annotations

from mtgrules import ir as m

_WHO = {"you": "you", "opponent": "an opponent", "any": "a player"}


def describe_life_gain_replaced(e: m.LifeGainReplaced) -> str:
    """"replacement effect (614.1a): if an opponent would gain life, that player loses that
    much life instead (119.3)"."""
    subject = "you" if e.whose == "you" else "that player"
    s = "" if e.whose == "you" else "s"
    outcome = {"twice": f"gain{s} twice that much life",
               "plus": f"gain{s} that much life plus {e.amount}",
               "lose": f"lose{s} that much life",
               "none": f"gain{s} no life"}[e.how]
    return (f"replacement effect (614.1a): if {_WHO[e.whose]} would gain life, {subject} "
            f"{outcome} instead (119.3)")
