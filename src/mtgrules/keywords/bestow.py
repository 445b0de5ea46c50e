"""Bestow (rule 702.103), written "Bestow [cost]", on enchantment creature cards.

702.103a: the card may be cast bestowed, paying [cost] rather than its mana cost (an
alternative cost, 601.2b and 601.2f-h): ``legal_actions()`` offers ``CastSpell(card,
alternative="bestow")`` beside the ordinary cast when it can be cast that way. What casting it
bestowed changes is carried out in ``engine/bestowed.py``: 702.103b (an Aura spell with enchant
creature, targeting a creature, entering attached as a bestowed Aura), 702.103e (with an
illegal target it resolves as a creature spell instead, ``engine/effects.py``) and 702.103f
(unattached or attached illegally, it stops being bestowed and stays on the battlefield as an
enchantment creature, ``engine/sba.py``). In every other zone it is the creature card it is.
Only mana costs are understood ("Bestow—{R}, Collect evidence 6" is refused).
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Bestow(Keyword):
    name = "bestow"
    rule = "702.103"
    costed = True


register(Bestow())
