"""Cumulative upkeep (rule 702.24).

702.24a: "Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this permanent is
on the battlefield, put an age counter on this permanent. Then you may pay [cost] for each age
counter on it. If you don't, sacrifice it." The keyword stands for that triggered ability
(``expand``); the cost, mana ("Cumulative upkeep {1}") or after a dash ("Cumulative upkeep—Pay
1 life"), is paid once for each age counter on it as the ability resolves (``per_counter`` of
``SacrificeUnlessPays``, ``effectlib/sacrifice.py``). 702.24b: each instance triggers
separately, and each counts all the age counters on the permanent when it resolves.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.grammar.costs import keyword_costs
from mtgrules.engine.keyword_rules import Keyword, register


class CumulativeUpkeep(Keyword):
    name = "cumulative upkeep"
    rule = "702.24"
    cost_reader = staticmethod(keyword_costs)

    def expand(self, inst):
        mana, extra = keyword_costs(inst.param)
        effects = (m.PutCounters(m.This(), "age", 1),
                   m.SacrificeUnlessPays(m.This(), mana, extra, per_counter="age"))
        text = (f"put an age counter on it, then sacrifice it unless you pay "
                f"{inst.param.lstrip('—')} for each age counter on it")
        return (m.TriggeredAbility("step:upkeep", m.Mode((), effects, text),
                                   f"Cumulative upkeep {inst.param} (702.24a)"),)


register(CumulativeUpkeep())
