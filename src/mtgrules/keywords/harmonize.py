"""Harmonize (rule 702.180).

702.180a: "Harmonize [cost]" means "You may cast this card from your graveyard by paying [cost]
and tapping up to one untapped creature you control rather than paying this spell's mana cost,"
"If you cast this spell using its harmonize ability, its total cost is reduced by an amount of
generic mana equal to the tapped creature's power," and "If the harmonize cost was paid, exile
this card instead of putting it anywhere else any time it would leave the stack." 702.180b: the
creature is chosen as the cost is, and tapped as the total cost is paid. The engine side is
``engine/graveyard_casting.py`` (casting from the graveyard, exiled as it leaves the stack) and
``engine/creature_costs.py`` (the creature and the reduction): ``CastSpell(card,
alternative="harmonize")``. Mana costs only.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Harmonize(Keyword):
    name = "harmonize"
    rule = "702.180"
    costed = True
    x_allowed = False  # an X in the harmonize cost is not supported

    def meaning(self, inst) -> str:
        return (f"you may cast this card from your graveyard by paying {inst.param} and tapping up to one "
                "untapped creature you control rather than its mana cost; its total cost is reduced by "
                "that creature's power; it is exiled as it leaves the stack (702.180a-b)")


register(Harmonize())
