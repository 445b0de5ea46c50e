"""Decayed (rule 702.147).

702.147a: decayed represents a static ability and a triggered ability: "This creature can't
block" and "When this creature attacks, sacrifice it at end of combat." The sacrifice is a
delayed triggered ability created as the attack trigger resolves (603.7), which triggers at the
beginning of the end of combat step (511.2); a creature that left combat earlier is still
sacrificed, and one that left the battlefield is a new object the ability can't find (400.7).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

_SACRIFICE = m.DelayedTrigger("end_of_combat", (m.SacrificeThat(m.This()),), "sacrifice it")


class Decayed(Keyword):
    name = "decayed"
    rule = "702.147"

    def meaning(self, inst):
        return "this creature can't block; when this creature attacks, sacrifice it at end of combat"

    def expand(self, inst):
        return (m.StaticAbility(m.CombatRule("cant_block", "this creature can't block"),
                                "Decayed (702.147a)"),
                m.TriggeredAbility("attacks", m.Mode((), (_SACRIFICE,), "sacrifice it at end of combat"),
                                   "Decayed (702.147a)"))


register(Decayed())
