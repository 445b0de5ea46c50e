"""Mayhem (rule 702.187).

702.187b: "Mayhem [cost]" means "As long as you discarded this card this turn, you may cast it
from your graveyard by paying [cost] rather than paying its mana cost." The engine side is
``engine/graveyard_casting.py`` (``CastSpell(card, alternative="mayhem")``). Mana costs only;
mayhem without a cost (702.187c: "you may play this card from your graveyard if you discarded
it this turn") is not recognised.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Mayhem(Keyword):
    name = "mayhem"
    rule = "702.187"
    costed = True
    x_allowed = False  # an X in its cost would have no value to take

    def meaning(self, inst) -> str:
        return (f"as long as you discarded this card this turn, you may cast it from your graveyard by "
                f"paying {inst.param} rather than its mana cost (702.187b)")


register(Mayhem())
