"""Horsemanship (rule 702.31).

702.31b: a creature with horsemanship can't be blocked by creatures without horsemanship
(``evasion``); unlike shadow, it may itself block any creature. 702.31c: several instances are
redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Horsemanship(Keyword):
    name = "horsemanship"
    rule = "702.31"

    def evasion(self, game, attacker: int, blocker: int, inst):
        if "horsemanship" not in game.chars(blocker).keyword_names:
            return "702.31b", (f"{game.name(blocker)} can't block {game.name(attacker)} "
                               "(horsemanship: only creatures with horsemanship can)")
        return None


register(Horsemanship())
