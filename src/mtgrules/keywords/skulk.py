"""Skulk (rule 702.118).

702.118b: a creature with skulk can't be blocked by creatures with greater power. 702.118c:
several instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.engine.greater_power import greater_power_blocks


class Skulk(Keyword):
    name = "skulk"
    rule = "702.118"

    def evasion(self, game, attacker: int, blocker: int, inst):
        return greater_power_blocks(game, attacker, blocker, "702.118b", "skulk")


register(Skulk())
