"""Mentor (rule 702.134).

702.134a: "Mentor" means "Whenever this creature attacks, put a +1/+1 counter on target
attacking creature with lesser power." The power is compared as the target is chosen and again
as the ability resolves (608.2b). 702.134b: each instance triggers separately.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import register
from mtgrules.keywords.spelled_out import SpelledOut


class Mentor(SpelledOut):
    name = "mentor"
    rule = "702.134"
    meaning_lines = ("Whenever this creature attacks, put a +1/+1 counter on target attacking creature "
                     "with lesser power.",)


register(Mentor())
