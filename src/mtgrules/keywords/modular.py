"""Modular (rule 702.43).

702.43a: "Modular N" means "This permanent enters with N +1/+1 counters on it" (a replacement
effect as it enters, 614.1c) and "When this permanent is put into a graveyard from the
battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on
this permanent." The counters are those on the permanent as it last existed on the battlefield
(603.10a, 608.2h: ``StackObject.source_counters``). 702.43b: each instance works separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

_TARGET = m.TargetSpec("target artifact creature",
                       m.Filter(types=frozenset({"Creature"}), all_types=frozenset({"Artifact"})))
_EACH_COUNTER = m.CountOf("counters", detail="+1/+1", text="+1/+1 counter on this permanent")
_MOVE_TEXT = "put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent"
_DIES = m.TriggeredAbility(
    "put_into_graveyard",
    m.Mode((_TARGET,), (m.May((m.PutCounters(m.TargetRef(0), "+1/+1", _EACH_COUNTER),),
                              f"you may {_MOVE_TEXT}"),), f"you may {_MOVE_TEXT}"),
    "Modular (702.43a)")


def _enters_text(n: int) -> str:
    counters = "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"
    return f"this permanent enters with {counters} on it"


class Modular(Keyword):
    name = "modular"
    rule = "702.43"
    numbered = True

    def meaning(self, inst):
        return (f"{_enters_text(int(inst.param))}; when it is put into a graveyard from the "
                f"battlefield, you may {_MOVE_TEXT}")

    def expand(self, inst):
        n = int(inst.param)
        enters = m.EntersWith("+1/+1", n, text=_enters_text(n))
        return (m.StaticAbility(enters, f"Modular {n} (702.43a)"), _DIES)


register(Modular())
