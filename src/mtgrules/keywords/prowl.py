"""Prowl (rule 702.76).

702.76a: "Prowl [cost]" means "You may pay [cost] rather than pay this spell's mana cost if a
player was dealt combat damage this turn by a source that, at the time it dealt that damage,
was under your control and had any of this spell's creature types." The engine side is
``engine/conditional_costs.py`` (``CastSpell(card, alternative="prowl")``); "if its prowl cost
was paid" is a condition of the grammar. Mana costs only.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Prowl(Keyword):
    name = "prowl"
    rule = "702.76"
    costed = True
    x_allowed = False  # an X in the prowl cost is not supported

    def meaning(self, inst) -> str:
        return (f"you may cast this spell by paying {inst.param} rather than its mana cost if a player "
                "was dealt combat damage this turn by a source you controlled that had any of this "
                "spell's creature types (702.76a)")


register(Prowl())
