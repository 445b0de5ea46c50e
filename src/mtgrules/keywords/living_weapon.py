"""Living weapon (rule 702.92).

702.92a: "Living weapon" means "When this Equipment enters, create a 0/0 black Phyrexian Germ
creature token, then attach this Equipment to it." The Germ is 0/0: unless the Equipment
raises its toughness, it dies as a state-based action (704.5f).
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import register
from mtgrules.keywords.spelled_out import SpelledOut


class LivingWeapon(SpelledOut):
    name = "living weapon"
    rule = "702.92"
    meaning_lines = ("When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, "
                     "then attach this Equipment to it.",)


register(LivingWeapon())
