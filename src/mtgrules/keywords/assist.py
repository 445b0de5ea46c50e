"""Assist (rule 702.132).

702.132a: "If the total cost to cast a spell with assist includes a generic mana component,
before you activate mana abilities while casting it, you may choose another player. That player
has a chance to activate mana abilities. Once that player chooses not to activate any more mana
abilities, you have a chance to activate mana abilities. Before you begin to pay the total cost
of the spell, the player you chose may pay for any amount of the generic mana in the spell's
total cost." The engine side is ``engine/casting.py`` (decisions ``assist``, the caster's choice
of a player or none, and ``assist_pay``, the amount that player pays, with their own mana
sources). A spell is offered for casting only if its caster could pay it alone, so that its
casting can always be completed.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Assist(Keyword):
    name = "assist"
    rule = "702.132"

    def meaning(self, inst) -> str:
        return ("another player you choose may pay any amount of the generic mana of this spell's total "
                "cost (702.132a)")


register(Assist())
