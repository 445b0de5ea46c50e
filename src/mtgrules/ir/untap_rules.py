"""Static abilities keeping a group of permanents tapped during their controllers' untap
steps (rule 502.3): "Nonbasic lands don't untap during their controllers' untap steps."."""
from __future__ import annotations

from mtgrules.ir.filters import Filter
from mtgrules.records import record


@record
class UntapsSkipped:
    """Every permanent matching ``filter`` ("you" relative to the controller of the ability's
    source) doesn't untap during its controller's untap step (502.3): an effect of the static
    ability, not an ability those permanents have (so "loses all abilities" doesn't end it)."""

    filter: Filter
    text: str = ""
