"""Fading (rule 702.32).

702.32a: "Fading N" means "This permanent enters with N fade counters on it" (a replacement
effect as it enters, 614.1c) and "At the beginning of your upkeep, remove a fade counter from
this permanent. If you can't, sacrifice the permanent." Whether a counter can be removed is
known as the ability resolves (608.2c): with a fade counter on it, one is removed; with none,
it is sacrificed.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

_HAS_FADE = m.StateCondition("counter", detail="fade", text="it has a fade counter on it")
_TEXT = "remove a fade counter from this permanent. If you can't, sacrifice the permanent"
_UPKEEP = m.TriggeredAbility(
    "step:upkeep",
    m.Mode((), (m.Conditional(_HAS_FADE, (m.RemoveCounters(m.This(), "fade", 1),), _TEXT,
                              otherwise=(m.SacrificeThat(m.This()),)),), _TEXT),
    "Fading (702.32a)")


def _enters(n: int) -> str:
    return f"this permanent enters with {'a fade counter' if n == 1 else f'{n} fade counters'} on it"


class Fading(Keyword):
    name = "fading"
    rule = "702.32"
    numbered = True

    def meaning(self, inst):
        return f"{_enters(int(inst.param))}; at the beginning of your upkeep, {_TEXT}"

    def expand(self, inst):
        n = int(inst.param)
        return (m.StaticAbility(m.EntersWith("fade", n, text=_enters(n)), f"Fading {n} (702.32a)"), _UPKEEP)


register(Fading())
