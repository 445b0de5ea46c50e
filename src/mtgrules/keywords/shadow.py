"""Shadow (rule 702.28).

702.28b: a creature with shadow can't be blocked by creatures without shadow (``evasion``), and
a creature with shadow can't block creatures without shadow (``blocker_restriction``). 702.28c:
several instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Shadow(Keyword):
    name = "shadow"
    rule = "702.28"

    def evasion(self, game, attacker: int, blocker: int, inst):
        if "shadow" not in game.chars(blocker).keyword_names:
            return "702.28b", (f"{game.name(blocker)} can't block {game.name(attacker)} "
                               "(shadow: only creatures with shadow can)")
        return None

    def blocker_restriction(self, game, blocker: int, attacker: int, inst):
        if "shadow" not in game.chars(attacker).keyword_names:
            return "702.28b", (f"{game.name(blocker)} can't block {game.name(attacker)} "
                               "(a creature with shadow can block only creatures with shadow)")
        return None


register(Shadow())
