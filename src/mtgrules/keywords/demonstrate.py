"""Demonstrate (rule 702.144).

702.144a: demonstrate is a triggered ability: "When you cast this spell, you may copy it and
you may choose new targets for the copy. If you copy the spell, choose an opponent. That player
copies the spell and may choose new targets for that copy." The ability (``expand``) triggers as
the spell becomes cast (601.2i, 113.6k, like storm); the first copy is ``CopySpell``, the
opponent's ``OpponentCopies`` (``engine/effectlib/demonstrate.py``). A copy of a permanent
spell becomes a token as it resolves (111.13).
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.engine.zone_abilities import CAST_SELF

_TEXT = ("you may copy this spell and choose new targets for the copy; if you do, choose an opponent: "
         "that player copies the spell and may choose new targets for that copy (702.144a)")
_MODE = m.Mode((), (m.May((m.CopySpell(m.This(), new_targets=True), m.OpponentCopies(m.This())),
                          "copy this spell"),), _TEXT)


class Demonstrate(Keyword):
    name = "demonstrate"
    rule = "702.144"

    def expand(self, inst) -> tuple:
        return (m.TriggeredAbility(CAST_SELF, _MODE, "Demonstrate (702.144a)"),)

    def meaning(self, inst) -> str:
        return "when you cast this spell, " + _TEXT


register(Demonstrate())
