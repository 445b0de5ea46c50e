"""Melee (rule 702.121).

702.121a: "Melee" means "Whenever this creature attacks, it gets +1/+1 until end of turn for each
opponent you attacked with a creature this combat." (players, not planeswalkers or battles,
counted as the ability resolves: ``Combat.attacked_players``). 702.121b: each instance triggers
separately.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import register
from mtgrules.keywords.spelled_out import SpelledOut


class Melee(SpelledOut):
    name = "melee"
    rule = "702.121"
    meaning_lines = ("Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent "
                     "you attacked with a creature this combat.",)


register(Melee())
