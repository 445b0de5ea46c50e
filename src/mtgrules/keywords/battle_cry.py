"""Battle cry (rule 702.91).

702.91a: "Battle cry" means "Whenever this creature attacks, each other attacking creature gets
+1/+0 until end of turn" — the triggered ability this keyword stands for (``expand``); the
creatures are those attacking as it resolves, locked in then (611.2c), so a creature put onto
the battlefield attacking later doesn't get the bonus. 702.91b: each instance triggers
separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

_OTHERS = m.EachPermanent(m.Filter(types=frozenset({"Creature"}), another=True, in_combat="attacking"))


class BattleCry(Keyword):
    name = "battle cry"
    rule = "702.91"

    def meaning(self, inst):
        return "whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn"

    def expand(self, inst):
        mode = m.Mode((), (m.ModifyPT(_OTHERS, 1, 0),), "each other attacking creature gets +1/+0 until end of turn")
        return (m.TriggeredAbility("attacks", mode, "Battle cry (702.91a)"),)


register(BattleCry())
