"""Casting a double-faced card transformed from a graveyard with disturb (rule 702.146).

702.146a: "Disturb [cost]" means "You may cast this card transformed from your graveyard by
paying [cost] rather than its mana cost": an alternative cost (601.2b, 601.2f-h), offered as
``CastSpell(card, alternative="disturb")``. Cast transformed, the spell has its back face up and
only that face's characteristics (712.8c, 712.11a), which decide whether it can be cast
(712.11c: its types for timing, an Aura's target), and its mana value is its front face's
(712.8c, 202.3b); ``StackObject.whole_card`` keeps the card with all its faces. 702.146b: as it
resolves it enters the battlefield with its back face up (``engine/effects.py``). Disturb cards'
back faces say "If this would be put into a graveyard from anywhere, exile it instead": that
is their own replacement ability (614.1a), which works on the stack too.
"""
from __future__ import annotations

from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost

ALTERNATIVE = "disturb"


def cost_of(card):
    """The disturb cost of ``card`` (a mana cost), or None if it has no disturb."""
    for inst in card.keywords:
        if inst.name == ALTERNATIVE:
            try:
                return parse_mana_cost(inst.param)
            except ManaCostError:
                return None
    return None


def why_not(card) -> tuple[str, str] | None:
    """Why ``card`` can't be cast with disturb at all (702.146a): it has no disturb, or it has
    no back face it could be cast with (712.11a)."""
    if cost_of(card) is None:
        return "702.146a", f"{card.name} has no disturb"
    if not card.can_transform:
        return "712.11a", f"{card.name} has no back face to be cast transformed"
    return None


def cast_face(card):
    """The face a card cast with disturb has on the stack: its back face (712.8c, 712.11a)."""
    return card.face_up(True)
