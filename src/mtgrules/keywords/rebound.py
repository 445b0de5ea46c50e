"""Rebound (rule 702.88).

702.88a: "Rebound" means "If this spell was cast from your hand, instead of putting it into your
graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may cast this
card from exile without paying its mana cost." Carried out with casting and resolving
(``engine/rebound.py``; the cast from exile, ``effectlib/cast_from_exile.py``). 702.88b: several
instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Rebound(Keyword):
    name = "rebound"
    rule = "702.88"

    def meaning(self, inst) -> str:
        return ("if this spell was cast from your hand, it is exiled as it resolves, and at the "
                "beginning of your next upkeep you may cast it from exile without paying its mana "
                "cost (702.88a)")


register(Rebound())
