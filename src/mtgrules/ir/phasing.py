"""Phasing (rule 702.26): the effect "<object> phases out"."""
from __future__ import annotations

from mtgrules.ir.effects import Effect
from mtgrules.records import record


@record
class PhaseOut(Effect):
    """"Target creature phases out", "this creature phases out", "each creature target
    opponent controls phases out" (702.26b): each permanent ``what`` names phases out, and
    phases in during the untap step of the player who controlled it then (702.26a), or, with
    ``until_planeswalk`` ("They phase out until a player planeswalks."), as soon as a player
    planeswalks (611.2a, 701.31)."""

    what: object
    until_planeswalk: bool = False
