"""Menace (rule 702.111).

702.111b: a creature with menace can't be blocked except by two or more creatures. 702.111c:
several instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Menace(Keyword):
    name = "menace"
    rule = "702.111"

    def block_count_restriction(self, game, attacker: int, blockers: list[int], inst):
        if len(blockers) == 1:
            return "702.111b", (f"{game.name(attacker)} can't be blocked except by two or more "
                                f"creatures (menace); only {game.name(blockers[0])} blocks it")
        return None


register(Menace())
