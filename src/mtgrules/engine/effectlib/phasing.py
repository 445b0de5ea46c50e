"""The effect "<object> phases out" (rule 702.26b; ``engine/phasing.py``)."""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effects import effect, resolve_ref
from mtgrules.engine.phasing import phase_out


@effect(m.PhaseOut)
def _phase_out(game, res, e: m.PhaseOut, offset) -> bool:
    phase_out(game, [oid for oid in resolve_ref(game, res, e.what, offset) if oid >= 0], e.until_planeswalk)
    return True
