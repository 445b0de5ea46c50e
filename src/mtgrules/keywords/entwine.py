"""Entwine (rule 702.42).

702.42a: "Entwine [cost]" means "You may choose all modes of this spell instead of just the
number specified. If you do, you pay an additional [cost]." The cost is an optional additional
cost announced as the spell is cast (601.2b; ``optional_costs``): paid, every mode of the spell
is chosen (``OptionalCost.all_modes``, ``engine/casting.py``), offered only if each mode can
have its targets (601.2c). 702.42b: the modes are followed in the order written on the card.
The cost is mana ("Entwine {2}") or, after a dash, costs other than mana ("Entwine—Sacrifice
two lands").
"""
from __future__ import annotations

from mtgrules.cards.keyword_syntax import OptionalCost
from mtgrules.engine.flashback import parse_cost
from mtgrules.engine.keyword_rules import Keyword, register


class Entwine(Keyword):
    name = "entwine"
    rule = "702.42"
    cost_reader = staticmethod(parse_cost)

    def optional_costs(self, card, inst) -> tuple[OptionalCost, ...]:
        """702.42a: "If you do, you pay an additional [cost]" (601.2b, 601.2f-h)."""
        mana, extra = parse_cost(inst.param)
        label = f"entwine{inst.param}" if inst.param.startswith("—") else f"entwine {inst.param}"
        return (OptionalCost(label, mana, 1, "702.42a", extra=extra, all_modes=True),)

    def meaning(self, inst) -> str:
        cost = inst.param.lstrip("—").strip().rstrip(".")
        return (f"you may choose all modes of this spell instead of just the number specified; if you "
                f"do, you pay an additional {cost} (702.42a)")


register(Entwine())
