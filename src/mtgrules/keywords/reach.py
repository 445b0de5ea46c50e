"""Reach (rule 702.17).

702.17b: a creature with flying can't be blocked except by creatures with flying and/or reach.
Reach changes nothing by itself: the flying module's evasion check (702.9b) accepts a blocker
with reach. 702.17c: several instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Reach(Keyword):
    name = "reach"
    rule = "702.17"


register(Reach())
