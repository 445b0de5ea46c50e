"""Delve (rule 702.66): a static ability of a spell on the stack that lets its controller pay part
of the total cost, once it is determined (702.66b), by exiling a card from their graveyard for
one generic mana (702.66a). Several instances are redundant. The payment choices are offered
while paying (601.2h) by ``engine/pay_instead.py``."""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Delve(Keyword):
    name = "delve"
    rule = "702.66"


register(Delve())
