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


MAX_SPEED = m.StateCondition("max_speed", text="you have max speed")
_MAX_SPEED = re.compile(r"max speed — (.+)")


def split_max_speed(low: str) -> str | None:
    """The ability after "Max speed — ", or None."""
    hit = _MAX_SPEED.fullmatch(low)
    return hit.group(1) if hit else None


def max_speed(read) -> tuple[m.StaticAbility | m.ActivatedAbility, str] | None:
    """702.178a: "Max speed — [ability]" means "As long as your speed is 4, this object has
    [ability]": for an activated or triggered ability, a static ability of the object granting
    it to itself (layer 6) under that condition; None for other abilities. An activated ability
    that functions from a graveyard or a hand ("{3}, Exile this card from your graveyard: Draw
    a card.") is had there under that condition (702.178b, 113.6c): as no continuous effect
    changes a card there, it is the card's own ability, activated only while its owner has max
    speed. (The object's own continuous effects, "Max speed — This creature gets +1/+2", are
    read by the compiler as "As long as you have max speed, ...".)"""
    abilities = read if isinstance(read, tuple) else (read,)
    if len(abilities) != 1:
        return None
    ability = abilities[0]
    if type(ability) is m.ActivatedAbility and ability.zone and ability.only_if is None:
        return replace(ability, only_if=MAX_SPEED), (" (had there only as long as you have max speed, "
                                                     "702.178a-b, 113.6c)")
    if type(ability) not in (m.ActivatedAbility, m.TriggeredAbility) or getattr(ability, "zone", ""):
        return None
    grant = m.Anthem(m.Filter(), include_self=True, only_self=True, condition=MAX_SPEED,
                     change=m.Change(abilities=(ability,)),
                     text=f"as long as you have max speed, it has \"{ability.text}\"")
    return m.StaticAbility(grant, ability.text), " (had as long as you have max speed, 702.179e, 613.1f)"


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
