"""Web-slinging (rule 702.188).

702.188a: "Web-slinging [cost]" means "You may cast this spell by paying [cost] and returning a
tapped creature you control to its owner's hand rather than paying its mana cost." The engine
side is ``engine/creature_costs.py`` (``CastSpell(card, alternative="web-slinging")``): the
creature is chosen as the cost is (601.2b) and returned as the total cost is paid (601.2h).
Mana costs only.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class WebSlinging(Keyword):
    name = "web-slinging"
    rule = "702.188"
    costed = True
    x_allowed = False  # an X in the web-slinging cost is not supported

    def meaning(self, inst) -> str:
        return (f"you may cast this spell by paying {inst.param} and returning a tapped creature you "
                "control to its owner's hand rather than paying its mana cost (702.188a)")


register(WebSlinging())
