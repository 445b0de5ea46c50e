"""Static abilities about what an Aura's own effect does to it: "Enchanted creature has
protection from white. This effect doesn't remove this Aura." (702.16n)."""
from __future__ import annotations

from mtgrules.records import record


@record
class SparedByOwnProtection:
    """The instances of protection ``keywords`` (``KeywordInstance``) this Aura gives the
    permanent it enchants don't make this Aura's attachment illegal (702.16n): it isn't put
    into its owner's graveyard for them as a state-based action (704.5m). Other instances of
    protection from the same quality affect it as usual."""

    keywords: tuple
    text: str = ""
