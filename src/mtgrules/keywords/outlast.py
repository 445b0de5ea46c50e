"""Outlast (rule 702.107).

702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature. Activate
only as a sorcery." — the activated ability this keyword stands for (``expand``), activated
like any other (602; sorcery timing, 307.1).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.ir.mana_cost import parse_mana_cost


class Outlast(Keyword):
    name = "outlast"
    rule = "702.107"
    costed = True
    x_allowed = False

    def meaning(self, inst):
        return f"{inst.param}, {{T}}: put a +1/+1 counter on this creature; activate only as a sorcery"

    def expand(self, inst):
        mode = m.Mode((), (m.PutCounters(m.This(), "+1/+1", 1),), "put a +1/+1 counter on this creature")
        cost = m.Cost(mana=parse_mana_cost(inst.param), tap=True)
        return (m.ActivatedAbility(cost, mode, sorcery_speed=True, text=f"Outlast {inst.param} (702.107a)"),)


register(Outlast())
