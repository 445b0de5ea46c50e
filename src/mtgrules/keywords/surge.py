"""Surge (rule 702.117).

702.117a: "Surge [cost]" means "You may pay [cost] rather than pay this spell's mana cost as
you cast this spell if you or one of your teammates has cast another spell this turn." The
engine side is ``engine/conditional_costs.py`` (``CastSpell(card, alternative="surge")``); "if
this spell's surge cost was paid" is a condition of the grammar. Mana costs only.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Surge(Keyword):
    name = "surge"
    rule = "702.117"
    costed = True
    x_allowed = False  # an X in the surge cost is not supported

    def meaning(self, inst) -> str:
        return (f"you may cast this spell by paying {inst.param} rather than its mana cost if you have "
                "cast another spell this turn (702.117a)")


register(Surge())
