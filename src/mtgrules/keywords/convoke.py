"""Convoke (rule 702.51): a static ability of a spell on the stack that lets its controller pay
part of the total cost, once it is determined (702.51b), by tapping an untapped creature they
control for one mana of one of its colors or for one generic mana (702.51a). Several instances
are redundant. The payment choices are offered while paying (601.2h) by
``engine/pay_instead.py``."""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Convoke(Keyword):
    name = "convoke"
    rule = "702.51"


register(Convoke())
