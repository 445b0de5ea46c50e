"""The card model of keyword abilities of permanents that the rules define as a replacement
or static effect of their own, not as ordinary oracle text (rule 702)."""
from __future__ import annotations

from mtgrules.records import record


@record
class UmbraArmor:
    """Rule 702.89a: "If enchanted permanent would be destroyed, instead remove all damage
    marked on it and destroy this Aura." A replacement effect of a static ability of an
    Aura (614.1a)."""

    text: str = ""
