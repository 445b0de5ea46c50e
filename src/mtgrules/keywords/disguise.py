"""Disguise (rule 702.168).

702.168a: "Disguise [cost]" means "You may cast this card as a 2/2 face-down creature with ward
{2}, no name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost";
702.168d: its controller may turn it face up any time they have priority, paying its disguise
cost (a special action, 116.2b). Carried out in ``engine/face_down.py`` (``CastSpell(card,
alternative="disguise")``, ``TurnFaceUp``); the face-down permanent's ward {2} is the ward
keyword's (702.21). Mana costs only, without X (702.168e is not supported).
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Disguise(Keyword):
    name = "disguise"
    rule = "702.168"
    costed = True
    x_allowed = False


register(Disguise())
