"""The second half of demonstrate (rule 702.144a): "If you copy the spell, choose an opponent.
That player copies the spell and may choose new targets for that copy."."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.ir.refs import Ref
from mtgrules.records import record


@record
class OpponentCopies(Effect):
    """The controller chooses an opponent (``against``: the chosen one's player reference, once
    chosen); that player copies the spell ``what`` names, controls the copy and may choose new
    targets for it (707.10, 707.10c)."""

    what: Ref
    against: int | None = None
