"""Afflict (rule 702.130).

702.130a: "Afflict N" means "Whenever this creature becomes blocked, defending player loses N
life." 702.130b: each instance triggers separately.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import register
from mtgrules.keywords.spelled_out import SpelledOut


class Afflict(SpelledOut):
    name = "afflict"
    rule = "702.130"
    numbered = True
    meaning_lines = ("Whenever this creature becomes blocked, defending player loses {n} life.",)


register(Afflict())
