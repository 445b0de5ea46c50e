"""Infect (rule 702.90).

702.90a-c: damage dealt to a player by a source with infect gives that player that many poison
counters instead of life loss (120.3b); damage dealt to a creature by it puts that many -1/-1
counters on the creature instead of being marked (120.3d). A player with ten or more poison
counters loses the game (704.5c). 702.90d-e: last known information and any zone (the engine's
``DamageSource``). 702.90f: several instances are redundant. Hook ``damage_as_counters``
(``engine/damage.py``).
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Infect(Keyword):
    name = "infect"
    rule = "702.90"

    def damage_as_counters(self, to_player: bool, inst) -> str:
        return "702.90b" if to_player else "702.90c"


register(Infect())
