"""Training (rule 702.149).

702.149a: "Training" means "Whenever this creature and at least one other creature with power
greater than this creature's power attack, put a +1/+1 counter on this creature" — the
triggered ability this keyword stands for (``expand``), on the event 'attacks_with_greater',
derived from 'attacks': the powers compared are those as attackers are declared (508.1).
702.149b: each instance triggers separately. (702.149c "when this creature trains" is not read:
a card with it stays unsupported, naming that line.)
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import triggers
from mtgrules.engine.keyword_rules import Keyword, register

EVENT = "attacks_with_greater"


def _with_greater_power(game, source, controller, data) -> bool:
    if data[0] != source or game.combat is None:
        return False
    power = game.chars(source).power or 0
    return any(other != source and other in game.objects and (game.chars(other).power or 0) > power
               for other in game.combat.attackers)


triggers.derived(EVENT, "attacks", _with_greater_power)


class Training(Keyword):
    name = "training"
    rule = "702.149"

    def meaning(self, inst):
        return ("whenever this creature and at least one other creature with power greater than "
                "this creature's power attack, put a +1/+1 counter on this creature")

    def expand(self, inst):
        mode = m.Mode((), (m.PutCounters(m.This(), "+1/+1", 1),), "put a +1/+1 counter on this creature")
        return (m.TriggeredAbility(EVENT, mode, "Training (702.149a)"),)


register(Training())
