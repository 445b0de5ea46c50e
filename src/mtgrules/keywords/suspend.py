"""Suspend (rule 702.62).

702.62a: "Suspend N—[cost]": its owner may pay [cost] and exile it from their hand with N time
counters on it if they could begin to cast it (a special action, 116.2f); at the beginning of
their upkeep a time counter is removed from it; when the last is removed, they may cast it
without paying its mana cost, a creature spell so cast gaining haste until they lose control of
it. The engine side is ``engine/suspended.py`` (``ExileFromHand(card, by="suspend")``; the
triggered abilities functioning in exile). The cost is mana, without X.
"""
from __future__ import annotations

import re

from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.ir import KeywordInstance
from mtgrules.ir.mana_cost import ManaCostError, parse_mana_cost

_LINE = re.compile(r"suspend (\d+) ?— ?((?:\{[0-9wubrgc/]+\})+)")


class Suspend(Keyword):
    name = "suspend"
    starts = ("suspend",)
    rule = "702.62"

    def parse(self, low: str, text: str):
        """"Suspend N—[cost]" (the cost as its parameter after the number: "3—{1}{R}")."""
        hit = _LINE.fullmatch(low)
        if hit is None:
            return None
        try:
            cost = parse_mana_cost(hit.group(2).upper())
        except ManaCostError:
            return None
        return (KeywordInstance(self.name, f"{hit.group(1)}—{cost}"),)

    def meaning(self, inst) -> str:
        n, cost = inst.param.split("—")
        return (f"if you could begin to cast this card from your hand, you may pay {cost} and exile it with "
                f"{n} time counter(s) on it; at the beginning of your upkeep, if it's suspended, remove a "
                "time counter from it; when the last is removed, if it's exiled, you may cast it without "
                "paying its mana cost, a creature spell so cast gaining haste until you lose control of it "
                "(702.62a)")


register(Suspend())
