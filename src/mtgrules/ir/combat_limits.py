"""Static abilities limiting how many creatures attack or block in a combat (rules 508.1c,
509.1b): "No more than one creature can attack each combat."."""
from __future__ import annotations

from mtgrules.records import record


@record
class CombatCountLimit:
    """No more than ``count`` creatures can ``kind`` ('attack' or 'block') each combat, whoever
    controls them: a restriction on the whole declaration of attackers (508.1c) or blockers
    (509.1b)."""

    kind: str
    count: int
    text: str = ""
