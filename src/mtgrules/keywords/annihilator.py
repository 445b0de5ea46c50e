"""Annihilator (rule 702.86).

702.86a: "Annihilator N" means "Whenever this creature attacks, defending player sacrifices N
permanents." 702.86b: each instance triggers separately.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import register
from mtgrules.keywords.spelled_out import SpelledOut


class Annihilator(SpelledOut):
    name = "annihilator"
    rule = "702.86"
    numbered = True
    meaning_lines = ("Whenever this creature attacks, defending player sacrifices {n} permanents.",)


register(Annihilator())
