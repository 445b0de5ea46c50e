"""Prototype (rule 702.160).

702.160a: "Prototype [mana cost] — [power]/[toughness]" is a static ability of prototype cards
(718): a player who casts the card may cast it prototyped, with that mana cost, power and
toughness and the colors of that cost (718.3b). The parameter keeps them as printed
("{1}{U}{U} — 2/1"); casting prototyped is ``engine/prototype.py``.
"""
from __future__ import annotations

import re

from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.ir import KeywordInstance
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost

_LINE = re.compile(r"prototype ((?:\{[0-9wubrgcs/]+\})+) — (\d+)/(\d+)")


class Prototype(Keyword):
    name = "prototype"
    starts = ("prototype",)
    rule = "702.160"

    def parse(self, low: str, text: str):
        """"Prototype {1}{U}{U} — 2/1": the mana cost (no X: 718.2 gives a fixed cost), power and
        toughness."""
        found = _LINE.fullmatch(low)
        if found is None or "x" in found.group(1):
            return None
        try:
            cost = parse_mana_cost(found.group(1).upper())
        except ManaCostError:
            return None
        return (KeywordInstance(self.name, f"{cost} — {found.group(2)}/{found.group(3)}"),)

    def meaning(self, inst) -> str:
        cost, _, size = inst.param.partition(" — ")
        return (f"you may cast this spell prototyped: as a spell and as the permanent it becomes, "
                f"its mana cost is {cost}, it is {size} and it has the colors of that cost; in "
                "other zones, and cast normally, it has its normal characteristics (702.160a, 718.3-718.4)")


register(Prototype())
