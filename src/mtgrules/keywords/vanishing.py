"""Vanishing (rule 702.63).

702.63a: "Vanishing N" means "This permanent enters with N time counters on it" (614.1c), "At
the beginning of your upkeep, if there is a time counter on this permanent, remove a time
counter from it" (an intervening "if", 603.4) and "When the last time counter is removed from
this permanent, sacrifice it" — a separate triggered ability, on the event of counters being
removed (``triggers.counters_removed``), whatever removed them. 702.63b: "Vanishing" without a
number has only the last two abilities. 702.63c: each instance works separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import triggers
from mtgrules.engine.keyword_rules import Keyword, register

LAST_REMOVED = "last_time_counter_removed"


def _last_time_counter(game, source, controller, data) -> bool:
    oid, kind, before, after = data
    return oid == source and kind == "time" and before > 0 and after == 0


triggers.derived(LAST_REMOVED, "counters_removed", _last_time_counter)

_HAS_TIME = m.StateCondition("counter", detail="time", text="there is a time counter on this permanent")
_REMOVE = "remove a time counter from it"
_UPKEEP = m.TriggeredAbility(
    "step:upkeep",
    m.Mode((), (m.Conditional(_HAS_TIME, (m.RemoveCounters(m.This(), "time", 1),),
                              f"if there is a time counter on this permanent, {_REMOVE}"),), _REMOVE),
    "Vanishing (702.63a)", condition=_HAS_TIME)
_SACRIFICE = m.TriggeredAbility(LAST_REMOVED, m.Mode((), (m.SacrificeThat(m.This()),), "sacrifice it"),
                                "Vanishing (702.63a)")
_MEANING = ("at the beginning of your upkeep, if there is a time counter on this permanent, remove a "
            "time counter from it; when the last time counter is removed from it, sacrifice it")


def _enters(n: int) -> str:
    return f"this permanent enters with {'a time counter' if n == 1 else f'{n} time counters'} on it"


class Vanishing(Keyword):
    name = "vanishing"
    starts = ("vanishing",)
    rule = "702.63"

    def parse(self, low, text):
        word, _, n = low.partition(" ")
        if word != self.name or n and not n.isdigit():
            return None
        return (m.KeywordInstance(self.name, n or None),)

    def meaning(self, inst):
        return f"{_enters(int(inst.param))}; {_MEANING}" if inst.param else _MEANING

    def expand(self, inst):
        if inst.param is None:  # 702.63b
            return (_UPKEEP, _SACRIFICE)
        n = int(inst.param)
        entering = m.StaticAbility(m.EntersWith("time", n, text=_enters(n)), f"Vanishing {n} (702.63a)")
        return (entering, _UPKEEP, _SACRIFICE)


register(Vanishing())
