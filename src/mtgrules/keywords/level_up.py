"""Level up (rule 702.87), on leveler cards (711).

702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only
as a sorcery." The keyword stands for that activated ability (``expand``); the leveler's level
symbols, static abilities that look at its level counters, are read by ``cards/levelers.py``
(711.2). A permanent has its level up ability whatever the number of its level counters
(711.4). Only mana costs are understood.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.ir.mana_cost import parse_mana_cost
from mtgrules.engine.keyword_rules import Keyword, register


class LevelUp(Keyword):
    name = "level up"
    rule = "702.87"
    costed = True

    def expand(self, inst) -> tuple:
        """702.87a: "[Cost]: Put a level counter on this permanent. Activate only as a
        sorcery." """
        mode = m.Mode((), (m.PutCounters(m.This(), "level", 1),), "put a level counter on this permanent")
        return (m.ActivatedAbility(m.Cost(mana=parse_mana_cost(inst.param)), mode, False, True,
                                   f"Level up {inst.param}"),)


register(LevelUp())
