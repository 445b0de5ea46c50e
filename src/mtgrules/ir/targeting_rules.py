"""Static abilities forbidding some spells and abilities to target some permanents (611.3,
601.2c, 115.1): "This creature can't be the target of white spells or abilities from white
sources.", "Enchanted creature can't be the target of spells or abilities your opponents
control."."""
from __future__ import annotations

from mtgrules.ir.filters import Filter
from mtgrules.records import record


@record
class CantBeTargeted:
    """The permanents ``affects`` (``only_self``: the source itself; a filter with ``attached``:
    the permanent its source is attached to) can't be the target of spells (if ``spells``)
    passing ``quality`` (its colors, card types and subtypes: "blue or black", "nongreen",
    "Aura"; None: any spell) or of abilities (if ``abilities``) from sources passing it, and
    with ``opponents`` only of those controlled by an opponent of the permanent's controller."""

    affects: Filter
    only_self: bool = False
    quality: Filter | None = None
    opponents: bool = False
    text: str = ""
    spells: bool = True
    abilities: bool = True
