"""Plot (rule 702.170).

702.170a: "Plot [cost]" means "Any time you have priority during your main phase while the
stack is empty, you may exile this card from your hand and pay [cost]. It becomes a plotted
card." (a special action, 702.170b, 116.2k). 702.170d: its owner may cast a plotted card from
exile without paying its mana cost during their main phase while the stack is empty, during any
turn after the turn in which it became plotted. The engine side is
``engine/exiled_casting.py`` (``ExileFromHand(card, by="plot")``, then ``CastSpell(card,
alternative="plot")``). Mana costs only; one with X is not recognised.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Plot(Keyword):
    name = "plot"
    rule = "702.170"
    costed = True
    x_allowed = False  # an X in the plot cost would have no value to take

    def meaning(self, inst) -> str:
        return (f"during your main phase while the stack is empty, you may pay {inst.param} and exile "
                "this card from your hand; on a later turn, you may cast it from exile without paying "
                "its mana cost during your main phase while the stack is empty (702.170a, 702.170d)")


register(Plot())
