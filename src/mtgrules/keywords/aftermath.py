"""Aftermath (rule 702.127).

702.127a: aftermath, found on the second half of some split cards (709), represents three
static abilities: "You may cast this half of this split card from your graveyard", "This half
of this split card can't be cast from any zone other than a graveyard", and "If this spell was
cast from a graveyard, exile it instead of putting it anywhere else any time it would leave the
stack". The card's layout ("aftermath", ``cards/faces.py``) says which half has it; the casting
and the exile are in ``engine/face_casting.py`` (offered by ``engine/priority.py``, the exile a
replacement in ``engine/replacement.py``). This module makes the keyword's line understood.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Aftermath(Keyword):
    name = "aftermath"
    rule = "702.127"


register(Aftermath())
