"""Split second (rule 702.61).

702.61a: "As long as this spell is on the stack, players can't cast other spells or activate
abilities that aren't mana abilities." The engine asks each spell on the stack
(``hooks.stack_lock``) before it lets a player cast a spell — also a spell an effect casts
as it resolves — or activate an ability other than a mana ability. 702.61b: players may
still activate mana abilities and take special actions (turning a face-down creature face
up, 116.2b), and triggered abilities still trigger and resolve.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class SplitSecond(Keyword):
    name = "split second"
    rule = "702.61"

    def meaning(self, inst):
        return ("as long as this spell is on the stack, players can't cast other spells or "
                "activate abilities that aren't mana abilities")

    def locks_stack(self, inst):
        return "702.61a"


register(SplitSecond())
