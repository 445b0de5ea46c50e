"""Rampage (rule 702.23).

702.23a: "Rampage N" means "Whenever this creature becomes blocked, it gets +N/+N until end of
turn for each creature blocking it beyond the first." 702.23b: the bonus is counted once, as
the ability resolves (608.2h: creatures blocking it then). 702.23c: each instance triggers
separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

_BEYOND_FIRST = m.CountOf("blockers_beyond_first", text="for each creature blocking it beyond the first")


class Rampage(Keyword):
    name = "rampage"
    rule = "702.23"
    numbered = True

    def meaning(self, inst):
        n = int(inst.param)
        return (f"whenever this creature becomes blocked, it gets +{n}/+{n} until end of turn for "
                "each creature blocking it beyond the first")

    def expand(self, inst):
        n = int(inst.param)
        bonus = m.Scaled(n, _BEYOND_FIRST)
        text = f"it gets +{n}/+{n} until end of turn for each creature blocking it beyond the first"
        return (m.TriggeredAbility("becomes_blocked", m.Mode((), (m.ModifyPT(m.This(), bonus, bonus),), text),
                                   f"Rampage {n} (702.23a)"),)


register(Rampage())
