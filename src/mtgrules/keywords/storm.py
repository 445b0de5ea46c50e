"""Storm (rule 702.40).

702.40a: storm is a triggered ability that functions on the stack: "When you cast this spell,
copy it for each other spell that was cast before it this turn. If the spell has any targets,
you may choose new targets for any of the copies." The ability (``expand``) triggers as the
spell becomes cast (601.2i; ``engine/triggers.spell_cast`` puts the card's own "cast_self"
abilities on the waiting list, 113.6k), carrying the number of spells every player cast before
it this turn; as it resolves, that many copies are put on the stack one by one, each with its
own new targets (707.10, 707.10c; ``engine/effectlib/spell_copies.py``). Copies aren't cast
(707.10), so they don't count for a later storm. 702.40b: each instance triggers separately.
The copies are of the spell on the stack: if it has left the stack before the ability resolves,
no copy is made.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.engine.zone_abilities import CAST_SELF

_COPIES = m.Mode((), (m.CopySpell(m.This(), new_targets=True, times=m.SpellsCastBefore()),),
                 "copy this spell for each other spell cast before it this turn; you may choose "
                 "new targets for the copies")


class Storm(Keyword):
    name = "storm"
    rule = "702.40"

    def expand(self, inst) -> tuple:
        """702.40a: "When you cast this spell, copy it for each other spell that was cast before
        it this turn ...\""""
        return (m.TriggeredAbility(CAST_SELF, _COPIES, "Storm (702.40a)"),)

    def meaning(self, inst) -> str:
        return "when you cast this spell, " + _COPIES.text + " (702.40a, 707.10c)"


register(Storm())
