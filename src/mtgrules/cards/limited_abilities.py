"""Keywords written as a label before an activated ability, limiting when it may be activated.

702.142a: "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if this creature
attacked this turn and only once each turn." 702.177a: "Exhaust — [Cost]: [Effect]" means
"[Cost]: [Effect]. Activate this ability only if it hasn't been activated before." 702.57a-b:
"Forecast — [Activated ability]" is activated only from its owner's hand (its cost reveals the
card, "Reveal this card from your hand"), only during its owner's upkeep and only once each
turn. The ability after the label is read as any activated ability; the label adds its limits
(602.5b). "Whenever you activate a boast ability" and other text naming these abilities is not
read.
"""
from __future__ import annotations

import re
from dataclasses import replace

from mtgrules import ir as m

_LABELLED = re.compile(r"(boast|exhaust|forecast) — (.+)")

SELF_ATTACKED = m.StateCondition("self_attacked", text="this creature attacked this turn")

_LIMITS = {
    "boast": ("only if this creature attacked this turn and only once each turn, 702.142a",
              {"once_per_turn": True, "only_if": SELF_ATTACKED}),
    "exhaust": ("only if it hasn't been activated before, 702.177a", {"exhaust": True}),
    "forecast": ("only from your hand during your upkeep and only once each turn, 702.57b",
                 {"once_per_turn": True, "only_if": m.StateCondition("your_step", detail="upkeep",
                                                                     text="during your upkeep")}),
}


def split_label(low: str) -> tuple[str, str] | None:
    """(label, the ability after it) for a line "boast — ...", "exhaust — ..." or "forecast —
    ...", else None."""
    hit = _LABELLED.fullmatch(low)
    return (hit.group(1), hit.group(2)) if hit else None


def limited(label: str, ability) -> tuple[m.ActivatedAbility, str] | None:
    """The activated ``ability`` with the limits of ``label`` and their description; None if it
    is not an activated ability, already has a limit of its own, or functions in the wrong zone
    (a forecast ability reveals its card from the hand, the others work on the battlefield)."""
    if type(ability) is not m.ActivatedAbility or ability.once_per_turn or ability.only_if \
            or ability.exhaust or ability.is_mana:
        return None
    if (ability.zone, ability.cost.reveal_self) != (("hand", True) if label == "forecast" else ("", False)):
        return None
    text, limits = _LIMITS[label]
    return replace(ability, **limits), f" (activate {text})"
