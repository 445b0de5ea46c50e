"""Fuse (rule 702.102).

702.102a: fuse, on some split cards (709), applies while the card is in a player's hand: a
player casting it from their hand may cast both halves rather than one, a fused split spell.
702.102b-d: it has the combined characteristics of its halves (709.4d), its total cost includes
each half's mana cost, and as it resolves its controller follows the left half's instructions,
then the right half's. ``legal_actions()`` offers ``CastSpell(card, name, alternative="fuse")``
(scenarios: ``alternative: fuse`` with the card's full name); the fused spell is built by
``cards/faces.py`` (the combined card's two modes, both chosen) and cast by
``engine/face_casting.py``. This module makes the keyword's line understood.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Fuse(Keyword):
    name = "fuse"
    rule = "702.102"


register(Fuse())
