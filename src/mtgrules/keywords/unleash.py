"""Unleash (rule 702.98).

702.98a: Unleash is two static abilities: "You may have this permanent enter with an additional +1/+1
counter on it" (a replacement effect as it enters, 614.1c: ``MayEnterWith``, its controller
choosing as it enters) and "This permanent can't block as long as it has a +1/+1 counter on
it" (a condition checked continuously, 611.3a: a +1/+1 counter it gets later stops it
blocking too, and one it loses lets it block).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

_HAS_COUNTER = m.StateCondition("counter", detail="+1/+1", text="it has a +1/+1 counter on it")
_MEANING = ("you may have this permanent enter with an additional +1/+1 counter on it; it can't "
            "block as long as it has a +1/+1 counter on it")
_ABILITIES = (
    m.StaticAbility(m.MayEnterWith("+1/+1", 1, text="you may have this permanent enter with an additional "
                                                    "+1/+1 counter on it"), "Unleash (702.98a)"),
    m.StaticAbility(m.Anthem(m.Filter(), include_self=True, only_self=True, condition=_HAS_COUNTER,
                             change=m.Change(combat_rules=("cant_block",)),
                             text="it can't block as long as it has a +1/+1 counter on it"),
                    "Unleash (702.98a)"),
)


class Unleash(Keyword):
    name = "unleash"
    rule = "702.98"

    def meaning(self, inst):
        return _MEANING

    def expand(self, inst):
        return _ABILITIES


register(Unleash())
