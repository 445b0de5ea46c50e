"""First strike (rule 702.7).

702.7b: if an attacking or blocking creature has first strike or double strike as the combat
damage step begins, only those creatures deal combat damage in a first combat damage step; the
others deal theirs in a second one. 702.7c: which creatures deal damage in the second step is
decided by what they had as the first step began (the engine records the first-step
participants), so granting first strike after the first step doesn't stop a creature from
dealing damage in the second, and removing it doesn't let a first striker deal damage twice.
702.7d: several instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class FirstStrike(Keyword):
    name = "first strike"
    rule = "702.7"

    def first_strike(self, game, oid: int, inst) -> bool:
        return True


register(FirstStrike())
