"""Static abilities keeping a group of permanents tapped during their controllers' untap
steps (rule 502.3): "Nonbasic lands don't untap during their controllers' untap steps.", or
untapping a group during other players' untap steps: "Untap all permanents you control during
each opponent's untap step.", "All permanents untap during each player's untap step."."""
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


@record
class UntapsDuring:
    """Every permanent matching ``filter`` ("you" relative to the controller of the ability's
    source) untaps during the untap steps ``steps`` names as the active player's permanents
    untap (502.3): 'each' every player's, 'opponent' each opponent's of the source's
    controller, 'other' each other player's. A permanent kept from untapping "during its
    controller's untap step" still untaps during another player's (it isn't its controller's)."""

    filter: Filter
    steps: str
    text: str = ""
