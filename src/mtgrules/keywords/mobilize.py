"""Mobilize (rule 702.181).

702.181a: "Mobilize N" means "Whenever this creature attacks, create N 1/1 red Warrior creature
tokens. Those tokens enter tapped and attacking. Sacrifice them at the beginning of the next end
step." The tokens are put onto the battlefield attacking (508.4): they never "attacked".
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import register
from mtgrules.keywords.spelled_out import SpelledOut


class Mobilize(SpelledOut):
    name = "mobilize"
    rule = "702.181"
    numbered = True
    meaning_lines = ("Whenever this creature attacks, create {n} tapped and attacking 1/1 red Warrior "
                     "creature tokens. Sacrifice them at the beginning of the next end step.",)


register(Mobilize())
