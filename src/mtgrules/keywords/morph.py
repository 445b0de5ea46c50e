"""Morph and megamorph (rule 702.37).

702.37a: "Morph [cost]" means "You may cast this card as a 2/2 face-down creature with no text,
no name, no subtypes, and no mana cost by paying {3} rather than paying its mana cost";
702.37e: its controller may turn it face up any time they have priority, paying its morph cost
(a special action, 116.2b). 702.37b: megamorph is morph that also puts a +1/+1 counter on the
permanent as it is turned face up for its megamorph cost. What casting face down and turning
face up do is carried out in ``engine/face_down.py`` (``CastSpell(card, alternative="morph")``,
``TurnFaceUp``). Mana costs only, without X (702.37f is not supported): "Morph—Reveal a white
card" is refused, naming the line.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Morph(Keyword):
    name = "morph"
    rule = "702.37"
    costed = True
    x_allowed = False


class Megamorph(Keyword):
    name = "megamorph"
    rule = "702.37b"
    costed = True
    x_allowed = False


register(Morph())
register(Megamorph())
