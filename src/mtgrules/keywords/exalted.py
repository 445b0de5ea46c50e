"""Exalted (rule 702.83).

702.83a: "Exalted" means "Whenever a creature you control attacks alone, that creature gets
+1/+1 until end of turn" — the triggered ability this keyword stands for (``expand``), on the
event 'attacks_alone_yours', which this module derives from the engine's 'attacks' (one event
per attacking creature). 702.83b / 506.5: a creature attacks alone if it is the only creature
declared as an attacker in that combat phase. Each instance triggers separately (on every
permanent with exalted, not only the attacking one).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import triggers
from mtgrules.engine.keyword_rules import Keyword, register

EVENT = "attacks_alone_yours"


def _yours_attacks_alone(game, source, controller, data) -> bool:
    attacker = data[0]
    combat = game.combat
    return (combat is not None and len(combat.attackers) == 1 and attacker in combat.attackers
            and attacker in game.objects and game.controller(attacker) == controller)


triggers.derived(EVENT, "attacks", _yours_attacks_alone)


class Exalted(Keyword):
    name = "exalted"
    rule = "702.83"

    def expand(self, inst):
        mode = m.Mode((), (m.ModifyPT(m.EventObject(0), 1, 1),),
                      "that creature gets +1/+1 until end of turn")
        return (m.TriggeredAbility(EVENT, mode, "Exalted (702.83a)"),)


register(Exalted())
