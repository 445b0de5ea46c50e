"""Equip (rule 702.6), written "Equip [cost]".

702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control.
Activate only as a sorcery." The keyword stands for that activated ability (``expand``), whose
effect is ``Attach`` (701.3, carried out in ``engine/effects.py``): attaching the Equipment to
the creature it already equips does nothing (701.3b), and an Equipment that is also a creature
can't equip (301.5c). The Equipment's static abilities ("Equipped creature gets +2/+0") are
compiled from its other lines. Mana costs are understood ("Equip {2}", "Equip {1}{W}"); other
costs ("Equip—Pay 3 life"), "Equip [quality] creature" (702.6c) and "Equip planeswalker"
(702.6e) are not supported: the line is not recognised, so the card stays unsupported.
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost
from mtgrules.engine.keyword_rules import Keyword, register

_LINE = re.compile(r"equip ((?:\{[0-9wubrgc/]+\})+)")
_TARGET = m.TargetSpec("target creature you control",
                       m.Filter(types=frozenset({"Creature"}), controller="you"), None)


class Equip(Keyword):
    name = "equip"
    rule = "702.6"

    def parse(self, low: str, text: str):
        hit = _LINE.fullmatch(low)
        if not hit:
            return None
        try:
            cost = parse_mana_cost(hit.group(1).upper())
        except ManaCostError:
            return None
        return (m.KeywordInstance(self.name, str(cost)),)

    def expand(self, inst) -> tuple:
        """702.6a: "[Cost]: Attach this permanent to target creature you control. Activate only
        as a sorcery." """
        mode = m.Mode((_TARGET,), (m.Attach(m.This(), m.TargetRef(0)),),
                      "attach this permanent to target creature you control")
        return (m.ActivatedAbility(m.Cost(mana=parse_mana_cost(inst.param)), mode, False, True,
                                   f"Equip {inst.param}"),)


register(Equip())
