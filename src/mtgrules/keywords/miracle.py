"""Miracle (rule 702.94).

702.94a: "Miracle [cost]" means "You may reveal this card from your hand as you draw it if it's
the first card you've drawn this turn. When you reveal this card this way, you may cast it by
paying [cost] rather than its mana cost." The keyword stands for the triggered ability
(``expand``), which triggers from the hand (113.6k); the reveal and the casting are
``engine/effectlib/miracle.py``. Mana costs only.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.effectlib.miracle import EVENT
from mtgrules.engine.keyword_rules import Keyword, register

_CAST = m.Mode((), (m.MiracleCast(),), "you may cast this card by paying its miracle cost rather than "
                                       "its mana cost")


class Miracle(Keyword):
    name = "miracle"
    rule = "702.94"
    costed = True
    x_allowed = False  # an X in the miracle cost is not supported

    def expand(self, inst) -> tuple:
        """702.94a: "When you reveal this card this way, you may cast it by paying [cost] rather
        than its mana cost.\""""
        return (m.TriggeredAbility(EVENT, _CAST, "Miracle (702.94a)"),)

    def meaning(self, inst) -> str:
        return (f"you may reveal this card as you draw it if it's the first card you drew this turn; "
                f"when you do, you may cast it by paying {inst.param} rather than its mana cost (702.94a)")


register(Miracle())
