"""Spectacle (rule 702.137).

702.137a: "Spectacle [cost]" means "You may pay [cost] rather than pay this spell's mana cost"
and "You can't pay this spell's spectacle cost unless an opponent lost life this turn." The
engine side is ``engine/conditional_costs.py`` (``CastSpell(card, alternative="spectacle")``);
"if its spectacle cost was paid" is a condition of the grammar. Mana costs only.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Spectacle(Keyword):
    name = "spectacle"
    rule = "702.137"
    costed = True
    x_allowed = False  # an X in the spectacle cost is not supported

    def meaning(self, inst) -> str:
        return (f"you may cast this spell by paying {inst.param} rather than its mana cost if an "
                "opponent lost life this turn (702.137a)")


register(Spectacle())
