"""Trample (rule 702.19).

702.19b: a blocked attacking creature with trample assigns lethal damage to all its blockers
first; the excess may then go to the player, planeswalker or battle it attacks (the engine's
damage assignment enforces lethal-before-player, counting damage already marked and damage from
other creatures in the same step; with deathtouch, 702.2c, 1 damage is lethal). 702.19a: it has
no effect on a blocking creature or on noncombat damage. 702.19d: if all its blockers are gone
when damage is assigned, all its damage goes to the player or planeswalker it attacks.
702.19g: several instances are redundant. (Trample over planeswalkers, 702.19c/e, is not here.)
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Trample(Keyword):
    name = "trample"
    rule = "702.19"

    def assign_excess(self, game, oid: int, inst) -> bool:
        return True


register(Trample())
