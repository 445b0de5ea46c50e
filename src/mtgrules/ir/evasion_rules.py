"""Static abilities that change how evasion abilities work for every creature (rule 604.1):
"Creatures with swampwalk can be blocked as though they didn't have swampwalk." (702.14c)."""
from __future__ import annotations

from mtgrules.records import record


@record
class BlockedAsThoughWithout:
    """Creatures with the landwalk ``keyword`` ("swampwalk"; None: every landwalk ability,
    "Creatures with landwalk abilities can be blocked as though they didn't have those
    abilities") can be blocked as though they didn't have it (702.14c no longer stops a
    blocker)."""

    keyword: str | None
    text: str = ""
