"""Wither (rule 702.80).

702.80a: damage dealt to a creature by a source with wither isn't marked on it: that many -1/-1
counters are put on it instead (120.3d). Damage to players and planeswalkers is unchanged.
702.80b-c: last known information and any zone (the engine's ``DamageSource``). 702.80d: several
instances are redundant. Hook ``damage_as_counters`` (``engine/damage.py``).
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Wither(Keyword):
    name = "wither"
    rule = "702.80"

    def damage_as_counters(self, to_player: bool, inst) -> str | None:
        return None if to_player else "702.80a"


register(Wither())
