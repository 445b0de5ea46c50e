"""Warp (rule 702.185).

702.185a: "Warp [cost]" means "You may cast this card from your hand by paying [cost] rather
than its mana cost" and "If this spell's warp cost was paid, exile the permanent this spell
becomes at the beginning of the next end step. Its owner may cast this card after the current
turn has ended for as long as it remains exiled." Both are carried out with casting and
resolving: ``engine/end_step_costs.py`` (``CastSpell(card, alternative="warp")``, the delayed
triggered ability) and ``engine/exiled_casting.py`` (a warped card, 702.185b:
``CastSpell(card, alternative="warped")``). Mana costs only; one with X is not recognised.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Warp(Keyword):
    name = "warp"
    rule = "702.185"
    costed = True
    x_allowed = False  # an X in its cost would have no value to take

    def meaning(self, inst) -> str:
        return (f"you may cast this card from your hand by paying {inst.param} rather than its mana "
                "cost; if you do, the permanent it becomes is exiled at the beginning of the next end "
                "step, and its owner may cast it from exile after that turn has ended (702.185a)")


register(Warp())
