"""Bushido (rule 702.45).

702.45a: "Bushido N" means "Whenever this creature blocks or becomes blocked, it gets +N/+N
until end of turn" — the triggered ability this keyword stands for (``expand``: one ability on
each of the two events; a creature can't both block and become blocked in one combat).
702.45b: each instance triggers separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register


class Bushido(Keyword):
    name = "bushido"
    rule = "702.45"
    numbered = True

    def expand(self, inst):
        n = int(inst.param)
        mode = m.Mode((), (m.ModifyPT(m.This(), n, n),), f"this creature gets +{n}/+{n} until end of turn")
        text = f"{inst} (702.45a)"
        return (m.TriggeredAbility("blocks", mode, text), m.TriggeredAbility("becomes_blocked", mode, text))


register(Bushido())
