"""Ravenous (rule 702.156).

702.156a: "Ravenous" means "This permanent enters with X +1/+1 counters on it" and "When this
permanent enters, if X is 5 or more, draw a card." X is the value chosen for the spell that
became it (107.3m), 0 if it entered any other way.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import register
from mtgrules.keywords.spelled_out import SpelledOut


class Ravenous(SpelledOut):
    name = "ravenous"
    rule = "702.156"
    meaning_lines = ("This creature enters with X +1/+1 counters on it.",
                     "When this creature enters, if X is 5 or more, draw a card.")


register(Ravenous())
