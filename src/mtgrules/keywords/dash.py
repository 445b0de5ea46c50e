"""Dash (rule 702.109).

702.109a: "Dash [cost]" means "You may cast this card by paying [cost] rather than its mana
cost", "If this spell's dash cost was paid, return the permanent this spell becomes to its
owner's hand at the beginning of the next end step" and "As long as this permanent's dash cost
was paid, it has haste." The alternative cost and the delayed triggered ability are carried out
with casting and resolving (``engine/dashed.py``; ``legal_actions()`` offers
``CastSpell(card, alternative="dash")`` when the cost can be paid and the spell could be cast
now: dash doesn't change when it may be cast); the keyword stands for the static ability
(``expand``), a permanent's own "has haste" as long as it is marked as dashed (611.3a). Mana
costs only; one with X is not recognised.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.dashed import DASHED_CONDITION
from mtgrules.engine.keyword_rules import Keyword, register

_HASTE = m.StaticAbility(m.Anthem(m.Filter(), 0, 0, keywords=(m.KeywordInstance("haste"),),
                                  include_self=True, only_self=True, condition=DASHED_CONDITION,
                                  text="as long as its dash cost was paid, it has haste"),
                         "Dash (702.109a)")


class Dash(Keyword):
    name = "dash"
    rule = "702.109"
    costed = True
    x_allowed = False  # an X in its cost would have no value to take

    def expand(self, inst) -> tuple:
        """702.109a: "As long as this permanent's dash cost was paid, it has haste.\""""
        return (_HASTE,)

    def meaning(self, inst) -> str:
        return (f"you may cast this card by paying {inst.param} rather than its mana cost; if you "
                "do, it has haste, and it returns to its owner's hand at the beginning of the next "
                "end step (702.109a)")


register(Dash())
