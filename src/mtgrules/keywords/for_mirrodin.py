"""For Mirrodin! (rule 702.163).

702.163a: "For Mirrodin!" means "When this Equipment enters, create a 2/2 red Rebel creature
token, then attach this Equipment to it." 702.163b: each instance triggers separately.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import register
from mtgrules.keywords.spelled_out import SpelledOut


class ForMirrodin(SpelledOut):
    name = "for mirrodin!"
    rule = "702.163"
    meaning_lines = ("When this Equipment enters, create a 2/2 red Rebel creature token, then attach "
                     "this Equipment to it.",)

    def label(self, inst):
        return "For Mirrodin!"


register(ForMirrodin())
