"""Overload (rule 702.96).

702.96a: "Overload [cost]" means "You may choose to pay [cost] rather than pay this spell's mana
cost" (an alternative cost, 601.2b, 601.2f-h). 702.96b: if its overload cost was paid, the
spell's text is changed by replacing all instances of "target" with "each": it has no targets.
The compiler reads the changed text as well (``CardDef.overloaded``; a card whose changed text
isn't understood is refused, naming the overload line); casting is ``engine/overloaded.py``
(``legal_actions()`` offers ``CastSpell(card, alternative="overload")`` when the cost can be
paid). Mana costs only; one with X is not recognised.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Overload(Keyword):
    name = "overload"
    rule = "702.96"
    costed = True
    x_allowed = False  # an X in its cost would have no value to take

    def meaning(self, inst) -> str:
        return (f"you may cast this spell by paying {inst.param} rather than its mana cost; if you "
                "do, \"target\" in its text is \"each\" (702.96a-b)")


register(Overload())
