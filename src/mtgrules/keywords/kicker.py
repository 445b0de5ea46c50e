"""Kicker and multikicker (rule 702.33).

702.33a: "Kicker [cost]" means "You may pay an additional [cost] as you cast this spell" — an
optional additional cost (118.8b) announced as the spell is cast (601.2b) and added to its total
cost (601.2f). 702.33b: "Kicker [cost 1] and/or [cost 2]" is two kicker abilities. 702.33c:
"Multikicker [cost]" may be paid any number of times. 702.33d: a spell whose controller
announces any kicker cost is "kicked" (as many times as they were paid).

The keyword implements the hook ``optional_costs``; the casting steps ask for each cost in
turn and record on the spell how many times it was kicked and which costs were paid
(the general record ``optional_paid`` of the spell, which the permanent it becomes keeps;
``keyword_syntax.times_kicked`` reads it). The abilities that
ask whether it was kicked (702.33e-f) are compiled from the card's other lines
(``cards/compiler.py``). Kicker costs other than mana ("Kicker—Sacrifice a land") are not
supported: the line is not recognised, so the card stays unsupported.
"""
from __future__ import annotations

import re

from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost
from mtgrules.ir import KeywordInstance
from mtgrules.cards.keyword_syntax import OptionalCost
from mtgrules.engine.keyword_rules import Keyword, register

_MANA = r"(?:\{[0-9wubrgcx/]+\})+"
_LINE = re.compile(rf"(multikicker|kicker) ({_MANA})(?: and/or ({_MANA}))?")


def _cost(text: str):
    try:
        cost = parse_mana_cost(text.upper())
    except ManaCostError:
        return None
    return None if cost.x else cost


class Kicker(Keyword):
    name = "kicker"
    rule = "702.33"
    max_times: int | None = 1

    def parse(self, low: str, text: str):
        hit = _LINE.fullmatch(low)
        if not hit or hit.group(1) != self.name:
            return None
        costs = [c for c in hit.group(2, 3) if c is not None]
        if self.max_times is None and len(costs) > 1:
            return None
        parsed = [_cost(c) for c in costs]
        if any(c is None for c in parsed):
            return None
        return tuple(KeywordInstance(self.name, str(c)) for c in parsed)

    def optional_costs(self, card, inst) -> tuple[OptionalCost, ...]:
        return (OptionalCost(f"{self.name} {inst.param}", parse_mana_cost(inst.param),
                             self.max_times, "702.33a" if self.max_times == 1 else "702.33c",
                             kicks=True),)


class Multikicker(Kicker):
    name = "multikicker"
    max_times = None


register(Kicker())
register(Multikicker())
