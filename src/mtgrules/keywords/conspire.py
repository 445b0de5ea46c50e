"""Conspire (rule 702.78).

702.78a: "Conspire" means "As an additional cost to cast this spell, you may tap two untapped
creatures you control that each share a color with it" and "When you cast this spell, if its
conspire cost was paid, copy it. If the spell has any targets, you may choose new targets for
the copy." The cost is an optional additional cost announced as the spell is cast and paid with
the rest (601.2b, 601.2f-h; ``optional_costs``: creatures, summoning sick or not, tapped as a
cost that isn't {T}, 302.6); the triggered ability (``expand``) is casualty's
(``keywords/casualty.py``), which triggers as the spell becomes cast (601.2i, 113.6k). 702.78b:
each instance is paid and triggers on its own.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.keyword_syntax import OptionalCost
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.keywords.casualty import COPY_TEXT, copy_if_paid

_TAP = m.AdditionalCost(
    "tap", 2, m.Filter(types=frozenset({"Creature"}), controller="you", shares_color=True),
    "tap two untapped creatures you control that each share a color with it")
_LABEL = "conspire"


class Conspire(Keyword):
    name = "conspire"
    rule = "702.78"

    def optional_costs(self, card, inst) -> tuple[OptionalCost, ...]:
        """702.78a: "you may tap two untapped creatures you control that each share a color
        with it" (601.2b)."""
        return (OptionalCost(_LABEL, None, 1, "702.78a", extra=(_TAP,)),)

    def expand(self, inst) -> tuple:
        """702.78a: "When you cast this spell, if its conspire cost was paid, copy it ..."."""
        return (copy_if_paid(_LABEL, "its conspire cost was paid", "702.78a"),)

    def meaning(self, inst) -> str:
        return f"as you cast this spell, you may {_TAP.text}; when you cast it, if you did, {COPY_TEXT} (702.78a, 707.10c)"


register(Conspire())
