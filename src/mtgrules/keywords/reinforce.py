"""Reinforce (rule 702.77).

702.77a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on target
creature." It is an activated ability that functions only from its owner's hand (113.6b), at
instant speed (602.2).
"""
from __future__ import annotations

import re

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import register
from mtgrules.keywords.spelled_out import SpelledOut

_LINE = re.compile(r"reinforce (\d+) ?— ?((?:\{[0-9wubrgc/]+\})+)")


class Reinforce(SpelledOut):
    name = "reinforce"
    starts = ("reinforce",)
    rule = "702.77"
    meaning_lines = ("{cost}, Discard this card: Put {n} +1/+1 counters on target creature.",)
    example = "Reinforce 2—{2}{W}"

    def parse(self, low, text):
        hit = _LINE.fullmatch(low)
        return (m.KeywordInstance(self.name, f"{hit.group(1)}—{hit.group(2).upper()}"),) if hit else None


register(Reinforce())
