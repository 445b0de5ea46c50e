"""Cascade (rule 702.85).

702.85a: cascade is a triggered ability that functions only while the spell with cascade is on
the stack: "When you cast this spell, exile cards from the top of your library until you exile
a nonland card whose mana value is less than this spell's mana value. You may cast that card
without paying its mana cost if the resulting spell's mana value is less than this spell's mana
value. Then put all cards exiled this way that weren't cast on the bottom of your library in a
random order." The ability (``expand``) triggers as the spell becomes cast (601.2i, 113.6k,
like storm); its effect is ``engine/effectlib/cascade.py``. 702.85c: each instance triggers
separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.engine.zone_abilities import CAST_SELF

_CASCADE = m.Mode((), (m.Cascade(),), "cascade")


class Cascade(Keyword):
    name = "cascade"
    rule = "702.85"

    def expand(self, inst) -> tuple:
        return (m.TriggeredAbility(CAST_SELF, _CASCADE, "Cascade (702.85a)"),)

    def meaning(self, inst) -> str:
        return ("when you cast this spell, exile cards from the top of your library until you "
                "exile a nonland card whose mana value is less than this spell's; you may cast it "
                "without paying its mana cost; put the rest on the bottom of your library in a "
                "random order (702.85a)")


register(Cascade())
