"""Extort (rule 702.101).

702.101a: "Extort" means "Whenever you cast a spell, you may pay {W/B}. If you do, each
opponent loses 1 life and you gain life equal to the total life lost this way." The payment is
made as the ability resolves (609.3, 118.1). 702.101b: each instance triggers separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.ir.mana_cost import parse_mana_cost

_TEXT = "you may pay {W/B}. If you do, each opponent loses 1 life and you gain that much life"
_PAID = (m.PayMana(parse_mana_cost("{W/B}")), m.LoseLife(m.EachOpponent(), 1), m.GainLife(m.You(), m.ThatMuch()))
_ABILITY = m.TriggeredAbility("cast", m.Mode((), (m.May(_PAID, "pay {W/B}"),), _TEXT), "Extort (702.101a)",
                              subject=m.Filter(zone="stack", spell=True), player="you")


class Extort(Keyword):
    name = "extort"
    rule = "702.101"

    def meaning(self, inst):
        return f"whenever you cast a spell, {_TEXT}"

    def expand(self, inst):
        return (_ABILITY,)


register(Extort())
