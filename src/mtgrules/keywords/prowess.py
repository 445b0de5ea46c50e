"""Prowess (rule 702.108).

702.108a: "Prowess" means "Whenever you cast a noncreature spell, this creature gets +1/+1 until
end of turn" — the triggered ability this keyword stands for (``expand``; the event
'cast_noncreature' is defined in ``engine/triggers.py``). 702.108b: each instance triggers
separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register


class Prowess(Keyword):
    name = "prowess"
    rule = "702.108"

    def expand(self, inst):
        mode = m.Mode((), (m.ModifyPT(m.This(), 1, 1),), "this creature gets +1/+1 until end of turn")
        return (m.TriggeredAbility("cast_noncreature", mode, "Prowess (702.108a)"),)


register(Prowess())
