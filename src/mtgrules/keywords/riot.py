"""Riot (rule 702.136).

702.136a: Riot is a static ability: "You may have this permanent enter with an additional
+1/+1 counter on it. If you don't, it gains haste." — a replacement effect as it enters
(614.1c: ``MayEnterWith``), its controller choosing as it enters. 702.136b: each instance
applies separately (two counters, or one and haste, or haste).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

_MEANING = ("you may have this permanent enter with an additional +1/+1 counter on it; if you "
            "don't, it gains haste")
_ABILITY = m.StaticAbility(m.MayEnterWith("+1/+1", 1, otherwise=(m.KeywordInstance("haste"),),
                                          text=_MEANING), "Riot (702.136a)")


class Riot(Keyword):
    name = "riot"
    rule = "702.136"

    def meaning(self, inst):
        return _MEANING

    def expand(self, inst):
        return (_ABILITY,)


register(Riot())
