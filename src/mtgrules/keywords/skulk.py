"""Skulk (rule 702.118).

702.118b: a creature with skulk can't be blocked by creatures with greater power. 702.118c:
several instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Skulk(Keyword):
    name = "skulk"
    rule = "702.118"

    def evasion(self, game, attacker: int, blocker: int, inst):
        power = game.chars(attacker).power or 0
        b = game.chars(blocker)
        if (b.power or 0) > power:
            return "702.118b", (f"{b.name} can't block {game.name(attacker)} (skulk: its power "
                                f"{b.power} is greater than {power})")
        return None


register(Skulk())
