"""Buyback (rule 702.27).

702.27a: "Buyback [cost]" means "You may pay an additional [cost] as you cast this spell" and "If
the buyback cost was paid, put this spell into its owner's hand instead of into that player's
graveyard as it resolves." An optional additional cost announced as the spell is cast (601.2b,
like kicker; ``optional_costs``), paid with the rest (601.2f-h); the spell then goes to its
owner's hand as it resolves (``engine/effects.py``, ``keyword_syntax.bought_back``). A spell
countered, or otherwise leaving the stack without resolving, goes to the graveyard as usual; one
cast with flashback is exiled whatever else happens (702.34a). Mana costs ("Buyback {3}") and,
after a dash, mana and costs other than mana ("Buyback—Sacrifice a land.").
"""
from __future__ import annotations

from mtgrules.cards.keyword_syntax import OptionalCost
from mtgrules.engine.flashback import parse_cost
from mtgrules.engine.keyword_rules import Keyword, register



class Buyback(Keyword):
    name = "buyback"
    rule = "702.27"
    cost_reader = staticmethod(parse_cost)

    def optional_costs(self, card, inst) -> tuple[OptionalCost, ...]:
        """702.27a: the buyback cost, announced or not as the spell is cast (601.2b)."""
        mana, extra = parse_cost(inst.param)
        label = f"buyback{inst.param}" if inst.param.startswith("—") else f"buyback {inst.param}"
        return (OptionalCost(label, mana, 1, "702.27a", extra=extra, returns=True),)


register(Buyback())
