"""Flying (rule 702.9).

702.9b: a creature with flying can't be blocked except by creatures with flying and/or reach
(702.17b); a creature with flying can block a creature with or without flying. 702.9c: several
instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register

_CAN_BLOCK_FLYERS = frozenset({"flying", "reach"})


class Flying(Keyword):
    name = "flying"
    rule = "702.9"

    def evasion(self, game, attacker: int, blocker: int, inst):
        if _CAN_BLOCK_FLYERS.isdisjoint(game.chars(blocker).keyword_names):
            return "702.9b", f"{game.name(blocker)} can't block {game.name(attacker)} (flying)"
        return None


register(Flying())
