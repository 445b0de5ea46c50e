"""Fabricate (rule 702.123).

702.123a: "Fabricate N" means "When this permanent enters, you may put N +1/+1 counters on it.
If you don't, create N 1/1 colorless Servo artifact creature tokens" — the triggered ability
this keyword stands for (``expand``); the choice is made as it resolves (609.3: ``May`` with
``otherwise``). If the permanent has left the battlefield by then, counters can't be put on it
but may still be chosen (nothing happens); its controller usually chooses the Servos.
702.123b: each instance triggers separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

SERVO = m.TokenSpec("Servo Token", 1, 1, frozenset(), frozenset({"Artifact", "Creature"}), ("Servo",))


class Fabricate(Keyword):
    name = "fabricate"
    rule = "702.123"
    numbered = True

    def meaning(self, inst):
        n = int(inst.param)
        return (f"when this permanent enters, you may put {n} +1/+1 counter{'s' if n != 1 else ''} on "
                f"it. If you don't, create {n} 1/1 colorless Servo artifact creature "
                f"token{'s' if n != 1 else ''}")

    def expand(self, inst):
        n = int(inst.param)
        counters = f"put {n} +1/+1 counter{'s' if n != 1 else ''} on it"
        may = m.May((m.PutCounters(m.This(), "+1/+1", n),), counters, otherwise=(m.CreateToken(n, SERVO),))
        return (m.TriggeredAbility("enters", m.Mode((), (may,), self.meaning(inst)[len("when this permanent enters, "):]),
                                   f"Fabricate {n} (702.123a)"),)


register(Fabricate())
