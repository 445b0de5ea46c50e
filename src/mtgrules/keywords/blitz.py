"""Blitz (rule 702.152).

702.152a: "Blitz [cost]" means "You may cast this card by paying [cost] rather than its mana
cost", "If this spell's blitz cost was paid, sacrifice the permanent this spell becomes at the
beginning of the next end step," and "As long as this permanent's blitz cost was paid, it has
haste and 'When this permanent is put into a graveyard from the battlefield, draw a card.'" The
alternative cost and the delayed triggered ability are carried out with casting and resolving
(``engine/end_step_costs.py``; ``CastSpell(card, alternative="blitz")``); the keyword stands
for the static ability (``expand``), whose condition is the permanent's mark (611.3a). Mana
costs only; one with X, or with costs other than mana after a dash, is not recognised.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.end_step_costs import paid_condition
from mtgrules.engine.keyword_rules import Keyword, register

_DRAW = m.TriggeredAbility(
    "put_into_graveyard", m.Mode((), (m.Draw(m.You(), 1),), "draw a card"),
    "When this permanent is put into a graveyard from the battlefield, draw a card. (702.152a)")
_STATIC = m.StaticAbility(
    m.Anthem(m.Filter(), 0, 0, keywords=(m.KeywordInstance("haste"),), include_self=True,
             only_self=True, condition=paid_condition("blitz"), change=m.Change(abilities=(_DRAW,)),
             text="as long as its blitz cost was paid, it has haste and \"When this permanent is put "
                  "into a graveyard from the battlefield, draw a card.\""),
    "Blitz (702.152a)")


class Blitz(Keyword):
    name = "blitz"
    rule = "702.152"
    costed = True
    x_allowed = False  # an X in its cost would have no value to take

    def expand(self, inst) -> tuple:
        """702.152a: "As long as this permanent's blitz cost was paid, it has haste and ...\""""
        return (_STATIC,)

    def meaning(self, inst) -> str:
        return (f"you may cast this card by paying {inst.param} rather than its mana cost; if you "
                "do, it has haste and \"When this permanent is put into a graveyard from the "
                "battlefield, draw a card,\" and it is sacrificed at the beginning of the next end "
                "step (702.152a)")


register(Blitz())
