"""Revealing a card as a permanent enters (614.1c, 614.12, 701.20a)."""
from __future__ import annotations

from mtgrules.ir.filters import Filter
from mtgrules.records import record


@record
class RevealOrEnterTapped:
    """"As this land enters, you may reveal a Forest or Plains card from your hand. If you
    don't, this land enters tapped." (614.1c): a replacement effect on its entering; its
    controller chooses a card in their hand matching ``filter`` to reveal (701.20a), or none,
    and then it enters tapped."""

    filter: Filter
    text: str = ""
