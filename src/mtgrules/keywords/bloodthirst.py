"""Bloodthirst (rule 702.54).

702.54a: "Bloodthirst N" means "If an opponent was dealt damage this turn, this permanent enters
with N +1/+1 counters on it" — a replacement effect on its entering (614.1c), whatever puts it
onto the battlefield; the damage dealt to players this turn is kept on the turn's record
(``TurnState.players_damaged``), and damage that was prevented was not dealt (615). 702.54c:
each instance applies separately. 702.54b "Bloodthirst X" is not read (its X is the total
damage the opponents were dealt this turn): such a card stays unsupported.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

DAMAGED = m.StateCondition("opponent_damaged", text="an opponent was dealt damage this turn")


class Bloodthirst(Keyword):
    name = "bloodthirst"
    rule = "702.54"
    numbered = True

    def meaning(self, inst):
        return f"if an opponent was dealt damage this turn, this permanent enters with {inst.param} +1/+1 counters on it"

    def expand(self, inst):
        effect = m.EntersWith("+1/+1", int(inst.param), condition=DAMAGED, text=self.meaning(inst))
        return (m.StaticAbility(effect, f"Bloodthirst {inst.param} (702.54a)"),)


register(Bloodthirst())
