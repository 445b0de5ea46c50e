"""Freerunning (rule 702.173).

702.173a: "Freerunning [cost]" means "You may pay [cost] rather than pay this spell's mana cost
if a player was dealt combat damage this turn by a creature that, at the time it dealt that
damage, was an Assassin creature or a commander under your control." The engine side is
``engine/conditional_costs.py`` (``CastSpell(card, alternative="freerunning")``); games here
have no commanders (903.3). "If this spell's freerunning cost was paid" is a condition of the
grammar. Mana costs only.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Freerunning(Keyword):
    name = "freerunning"
    rule = "702.173"
    costed = True
    x_allowed = False  # an X in the freerunning cost is not supported

    def meaning(self, inst) -> str:
        return (f"you may cast this spell by paying {inst.param} rather than its mana cost if a player "
                "was dealt combat damage this turn by an Assassin creature you controlled (702.173a)")


register(Freerunning())
