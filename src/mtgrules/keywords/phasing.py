"""Phasing (rule 702.26).

702.26a: during each player's untap step, before they untap, their phased-in permanents with
phasing phase out and the permanents that phased out under their control phase in; the untap
step does it (``engine/phasing.py``, 502.1). 702.26p: several instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Phasing(Keyword):
    name = "phasing"
    rule = "702.26"


register(Phasing())
