"""Fortify (rule 702.67), written "Fortify [cost]", on Fortifications (301.6).

702.67a: "Fortify [cost]" means "[Cost]: Attach this Fortification to target land you control.
Activate only as a sorcery." The keyword stands for that activated ability (``expand``), whose
effect is ``Attach`` (701.3). 301.6 applies the Equipment rules of 301.5 to Fortifications and
lands: a Fortification can be attached only to a land, not to itself; one that is also a
creature can't fortify; attached to something that isn't a land it becomes unattached and stays
on the battlefield (704.5n; all in ``engine/sba.attach_problem``). 702.67c: with several fortify
abilities, any may be used. Only mana costs are understood.
"""
from __future__ import annotations


from mtgrules import ir as m
from mtgrules.ir.mana_cost import parse_mana_cost
from mtgrules.engine.keyword_rules import Keyword, register

_TARGET = m.TargetSpec("target land you control", m.Filter(types=frozenset({"Land"}), controller="you"), None)


class Fortify(Keyword):
    name = "fortify"
    rule = "702.67"
    costed = True

    def expand(self, inst) -> tuple:
        """702.67a: "[Cost]: Attach this Fortification to target land you control. Activate
        only as a sorcery." """
        mode = m.Mode((_TARGET,), (m.Attach(m.This(), m.TargetRef(0)),),
                      "attach this Fortification to target land you control")
        return (m.ActivatedAbility(m.Cost(mana=parse_mana_cost(inst.param)), mode, False, True,
                                   f"Fortify {inst.param}"),)


register(Fortify())
