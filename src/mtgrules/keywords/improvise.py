"""Improvise (rule 702.126): a static ability of a spell on the stack that lets its controller pay
part of the total cost, once it is determined (702.126b), by tapping an untapped artifact they
control for one generic mana (702.126a). Several instances are redundant. The payment choices
are offered while paying (601.2h) by ``engine/pay_instead.py``."""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Improvise(Keyword):
    name = "improvise"
    rule = "702.126"


register(Improvise())
