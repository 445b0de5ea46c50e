"""Defender (rule 702.3).

702.3b: a creature with defender can't attack (it can block as usual). 702.3c: several instances
are redundant.
"""
from __future__ import annotations

from mtgrules.engine import restrictions
from mtgrules.engine.keyword_rules import Keyword, register


class Defender(Keyword):
    name = "defender"
    rule = "702.3"

    def attack_restriction(self, game, oid: int, inst):
        if restrictions.attacks_despite_defender(game, oid):
            return None  # "can attack as though it didn't have defender"
        return "702.3b", f"{game.name(oid)} can't attack (defender)"


register(Defender())
