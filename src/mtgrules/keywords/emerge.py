"""Emerge (rule 702.119).

702.119a: "Emerge [cost]" means "You may cast this spell by paying [cost] and sacrificing a
creature rather than paying its mana cost" and "If you chose to pay this spell's emerge cost,
its total cost is reduced by an amount of generic mana equal to the sacrificed creature's mana
value." The engine side is ``engine/creature_costs.py`` (``CastSpell(card,
alternative="emerge")``). Mana costs only.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Emerge(Keyword):
    name = "emerge"
    rule = "702.119"
    costed = True
    x_allowed = False  # an X in the emerge cost is not supported

    def meaning(self, inst) -> str:
        return (f"you may cast this spell by paying {inst.param} and sacrificing a creature rather than "
                "paying its mana cost; its total cost is then reduced by the sacrificed creature's mana "
                "value (702.119a)")


register(Emerge())
