"""Fear (rule 702.36).

702.36b: a creature with fear can't be blocked except by artifact creatures and/or black
creatures. 702.36c: several instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Fear(Keyword):
    name = "fear"
    rule = "702.36"

    def evasion(self, game, attacker: int, blocker: int, inst):
        b = game.chars(blocker)
        if "Artifact" in b.types or "B" in b.colors:
            return None
        return "702.36b", (f"{b.name} can't block {game.name(attacker)} (fear: only artifact "
                           "and/or black creatures can)")


register(Fear())
