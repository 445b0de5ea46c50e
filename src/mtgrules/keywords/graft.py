"""Graft (rule 702.58).

702.58a: "Graft N" means "This permanent enters with N +1/+1 counters on it" (a replacement
effect as it enters, 614.1c) and "Whenever another creature enters, if this permanent has a
+1/+1 counter on it, you may move a +1/+1 counter from this permanent onto that creature" (an
intervening "if", 603.4; moving a counter, 122.5). 702.58b: each instance works separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

_HAS_COUNTER = m.StateCondition("counter", detail="+1/+1", text="this permanent has a +1/+1 counter on it")
_MOVE_TEXT = "move a +1/+1 counter from this permanent onto that creature"
_ANOTHER_CREATURE = m.Filter(types=frozenset({"Creature"}), another=True)
_MOVES = m.TriggeredAbility(
    "enters", m.Mode((), (m.May((m.MoveCounters(m.This(), m.EventObject(0), "+1/+1"),), _MOVE_TEXT),),
                     f"you may {_MOVE_TEXT}"),
    "Graft (702.58a)", condition=_HAS_COUNTER, subject=_ANOTHER_CREATURE)


def _enters_text(n: int) -> str:
    counters = "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"
    return f"this permanent enters with {counters} on it"


class Graft(Keyword):
    name = "graft"
    rule = "702.58"
    numbered = True

    def meaning(self, inst):
        return (f"{_enters_text(int(inst.param))}; whenever another creature enters, if this "
                f"permanent has a +1/+1 counter on it, you may {_MOVE_TEXT}")

    def expand(self, inst):
        n = int(inst.param)
        enters = m.EntersWith("+1/+1", n, text=_enters_text(n))
        return (m.StaticAbility(enters, f"Graft {n} (702.58a)"), _MOVES)


register(Graft())
