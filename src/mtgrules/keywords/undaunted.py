"""Undaunted (rule 702.125).

702.125a: undaunted functions while the spell is on the stack and means "This spell costs {1}
less to cast for each opponent you have." — a cost reduction (601.2f) the keyword stands for
(``expand``), applied by ``engine/cost_changes.py``. 702.125b: players who have left the game
are not counted (the count 'opponents', 800.4a). 702.125c: several instances each apply.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

_REDUCTION = m.StaticAbility(
    m.CostChange(m.parse_mana_cost("{1}"), per=m.CountOf("opponents", text="opponent you have"),
                 text="this spell costs {1} less to cast for each opponent you have"),
    "Undaunted (702.125a)")


class Undaunted(Keyword):
    name = "undaunted"
    rule = "702.125"

    def expand(self, inst):
        return (_REDUCTION,)


register(Undaunted())
