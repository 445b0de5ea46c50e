"""Flanking (rule 702.25).

702.25a: "Flanking" means "Whenever this creature becomes blocked by a creature without
flanking, the blocking creature gets -1/-1 until end of turn" — the triggered ability this
keyword stands for (``expand``), on the event 'becomes_blocked_by_nonflanking', which this
module derives from the engine's 'becomes_blocked_by' (one event per blocker). 702.25b: each
instance triggers separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine import triggers
from mtgrules.engine.keyword_rules import Keyword, register

EVENT = "becomes_blocked_by_nonflanking"


def _blocked_by_nonflanker(game, source, controller, data) -> bool:
    attacker, blocker = data
    return attacker == source and blocker in game.objects and \
        "flanking" not in game.chars(blocker).keyword_names


triggers.derived(EVENT, "becomes_blocked_by", _blocked_by_nonflanker)


class Flanking(Keyword):
    name = "flanking"
    rule = "702.25"

    def expand(self, inst):
        mode = m.Mode((), (m.ModifyPT(m.EventObject(1), -1, -1),),
                      "the blocking creature gets -1/-1 until end of turn")
        return (m.TriggeredAbility(EVENT, mode, "Flanking (702.25a)"),)


register(Flanking())
