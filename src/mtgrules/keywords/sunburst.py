"""Sunburst (rule 702.44).

702.44a: "If this object is entering as a creature, ignoring any type-changing effects that
would affect it, it enters with a +1/+1 counter on it for each color of mana spent to cast it.
Otherwise, it enters with a charge counter on it for each color of mana spent to cast it."
702.44b: only as its spell resolves, counting the colors of the mana spent on its total cost
(additional and alternative costs included, 601.2h; ``StackObject.spent``); put onto the
battlefield any other way, it enters with none. 702.44c: each instance applies separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

_COLORS = m.CountOf("colors_spent", text="for each color of mana spent to cast it")
_AS_CREATURE = m.StateCondition("entering_as_creature", text="it is entering as a creature")
_NOT_CREATURE = m.StateCondition("entering_as_creature", negate=True,
                                 text="it isn't entering as a creature")


class Sunburst(Keyword):
    name = "sunburst"
    rule = "702.44"

    def meaning(self, inst):
        return ("if it is entering as a creature, it enters with a +1/+1 counter on it for each "
                "color of mana spent to cast it; otherwise, with a charge counter for each such "
                "color")

    def expand(self, inst):
        label = "Sunburst (702.44a)"
        return tuple(m.StaticAbility(m.EntersWith(kind, _COLORS, condition=cond, text=f"{cond.text}, it "
                                                  f"enters with a {kind} counter on it {_COLORS.text}"),
                                     label)
                     for kind, cond in (("+1/+1", _AS_CREATURE), ("charge", _NOT_CREATURE)))


register(Sunburst())
