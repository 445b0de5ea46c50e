"""Evolve (rule 702.100).

702.100a: "Evolve" means "Whenever a creature you control enters, if that creature's power is
greater than this creature's power and/or that creature's toughness is greater than this
creature's toughness, put a +1/+1 counter on this creature." The intervening "if" (603.4) is
checked as the creature enters (the trigger event 'evolve_enters', derived from 'enters') and
again as the ability resolves (``engine/effectlib/evolve.py``). 702.100c: only creatures are
compared. 702.100d: each instance triggers separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import triggers
from mtgrules.engine.effectlib.evolve import bigger
from mtgrules.engine.keyword_rules import Keyword, register

EVENT = "evolve_enters"


def _greater_creature_enters(game, source, controller, data) -> bool:
    entered = data[0]
    return (entered != source and entered in game.objects and source in game.battlefield
            and game.controller(entered) == controller
            and bigger(game, None, entered, source))


triggers.derived(EVENT, "enters", _greater_creature_enters)

_TEXT = ("if that creature's power is greater than this creature's power and/or that creature's "
         "toughness is greater than this creature's toughness, put a +1/+1 counter on this creature")
_ABILITY = m.TriggeredAbility(EVENT, m.Mode((), (m.Evolve(),), _TEXT), "Evolve (702.100a)")


class Evolve(Keyword):
    name = "evolve"
    rule = "702.100"

    def meaning(self, inst):
        return f"whenever a creature you control enters, {_TEXT}"

    def expand(self, inst):
        return (_ABILITY,)


register(Evolve())
