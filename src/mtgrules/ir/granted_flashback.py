"""Flashback granted to a card in a graveyard (rule 702.34a, 611.2a): "Target instant or sorcery
card in your graveyard gains flashback until end of turn. The flashback cost is equal to its
mana cost." (Snapcaster Mage)."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class GainFlashback(Effect):
    """Each card in a graveyard that ``what`` names has flashback until end of turn, its
    flashback cost equal to its mana cost (702.34a: its owner may cast it from the graveyard for
    that cost, and it is exiled as it leaves the stack)."""

    what: Ref
