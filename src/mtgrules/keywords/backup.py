"""Backup (rule 702.165).

702.165a: "Backup N" means "When this creature enters, put N +1/+1 counters on target
creature. If that's another creature, it also gains the non-backup abilities of this creature
printed below this one until end of turn." The abilities are those printed on the card
(702.165c: not ones gained by an effect), read by the compiler from the lines after the
keyword (``grants_following``); they are data of the ability, so they are fixed as it is put on
the stack (702.165d). 702.165b: a copy keeps the order of the abilities (its card's).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

_TARGET = m.TargetSpec("target creature", m.Filter(types=frozenset({"Creature"})))


def _counters(n: int) -> str:
    return "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"


class Backup(Keyword):
    name = "backup"
    rule = "702.165"
    numbered = True
    grants_following = True

    def meaning(self, inst):
        return (f"when this creature enters, put {_counters(int(inst.param))} on target creature; "
                "if that's another creature, it gains this creature's abilities printed below "
                "this one until end of turn")

    def expand(self, inst):
        return self.expand_following(inst, (), ())

    def expand_following(self, inst, keywords, abilities):
        n = int(inst.param)
        keywords = tuple(k for k in keywords if k.name != self.name)
        effects: tuple = (m.PutCounters(m.TargetRef(0), "+1/+1", n),)
        if keywords or abilities:
            change = m.Change(keywords=keywords, abilities=abilities)
            grant = m.ApplyChange(m.TargetRef(0), change,
                                  text="gains this creature's abilities printed below its backup ability")
            effects += (m.IfAnother(m.TargetRef(0), (grant,), "if that's another creature"),)
        mode = m.Mode((_TARGET,), effects, self.meaning(inst))
        return (m.TriggeredAbility("enters", mode, f"{inst} (702.165a)"),)


register(Backup())
