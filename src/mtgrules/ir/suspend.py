"""Suspend's triggered abilities in the card model (rule 702.62a): they function in exile, the
card with suspend being their source."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.records import record


@record
class RemoveTimeCounter(Effect):
    """"At the beginning of your upkeep, if this card is suspended, remove a time counter from
    it." (702.62a): the ability's source, a card in exile."""


@record
class SuspendCast(Effect):
    """"When the last time counter is removed from this card, if it's exiled, you may play it
    without paying its mana cost if able. If you don't, it remains exiled." (702.62a)."""
