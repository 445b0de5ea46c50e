"""Indestructible (rule 702.12).

702.12b: a permanent with indestructible can't be destroyed: not by effects that say "destroy",
not by lethal damage (704.5g) nor by damage from a source with deathtouch (704.5h). It still goes
to the graveyard when its toughness is 0 or less (704.5f: that is not destruction). 702.12c:
several instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Indestructible(Keyword):
    name = "indestructible"
    rule = "702.12"
    subrules = {"indestructible": "702.12b"}

    def indestructible(self, game, oid: int, inst) -> bool:
        return True


register(Indestructible())
