"""Escalate (rule 702.120).

702.120a: "Escalate [cost]" means "For each mode you choose beyond the first as you cast this
spell, you pay an additional [cost]", following the rules for additional costs (601.2f-h). It
is an ``OptionalCost`` with ``per_extra_mode``: never announced, it is paid once for each mode
chosen beyond the first (``engine/casting.py``), and a further mode is offered only while the
spell stays payable with one more payment. The cost is mana ("Escalate {1}") or, after a dash,
costs other than mana ("Escalate—Discard a card.", "Escalate—Tap an untapped creature you
control.").
"""
from __future__ import annotations

from mtgrules.cards.keyword_syntax import OptionalCost
from mtgrules.engine.flashback import parse_cost
from mtgrules.engine.keyword_rules import Keyword, register


class Escalate(Keyword):
    name = "escalate"
    rule = "702.120"
    cost_reader = staticmethod(parse_cost)

    def optional_costs(self, card, inst) -> tuple[OptionalCost, ...]:
        """702.120a: an additional cost for each mode chosen beyond the first (601.2f-h)."""
        mana, extra = parse_cost(inst.param)
        label = f"escalate{inst.param}" if inst.param.startswith("—") else f"escalate {inst.param}"
        return (OptionalCost(label, mana, None, "702.120a", extra=extra, per_extra_mode=True),)

    def meaning(self, inst) -> str:
        if inst.param.startswith("—"):
            cost = inst.param.lstrip("—").strip().rstrip(".")
            cost = f"cost: {cost[0].lower()}{cost[1:]}"
        else:
            cost = inst.param
        return f"for each mode you choose beyond the first, you pay an additional {cost} (702.120a)"


register(Escalate())
