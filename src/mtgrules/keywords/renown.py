"""Renown (rule 702.112).

702.112a: "Renown N" means "When this creature deals combat damage to a player, if it isn't
renowned, put N +1/+1 counters on it and it becomes renowned" — the triggered ability this
keyword stands for (``expand``), its "if it isn't renowned" an intervening "if" (603.4: checked
as it triggers and again as it resolves). 702.112b: renowned is a designation (``Designate``,
kept in ``game.marks['renowned']``), not an ability nor a copiable value; it lasts until the
permanent leaves the battlefield (a new object, 400.7). 702.112c: each instance triggers
separately; the first to resolve makes it renowned, and the others then do nothing.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

RENOWNED = "renowned"
NOT_RENOWNED = m.StateCondition("marked", detail=RENOWNED, negate=True, text="it isn't renowned")


class Renown(Keyword):
    name = "renown"
    rule = "702.112"
    numbered = True

    def meaning(self, inst):
        return (f"when this creature deals combat damage to a player, if it isn't renowned, put "
                f"{inst.param} +1/+1 counters on it and it becomes renowned")

    def expand(self, inst):
        n = int(inst.param)
        text = f"put {n} +1/+1 counters on it and it becomes renowned"
        effects = (m.PutCounters(m.This(), "+1/+1", n), m.Designate(m.This(), RENOWNED, "702.112b"))
        mode = m.Mode((), (m.Conditional(NOT_RENOWNED, effects, f"if it isn't renowned, {text}"),), text)
        return (m.TriggeredAbility("combat_damage_to_player", mode, f"Renown {n} (702.112a)",
                                   condition=NOT_RENOWNED),)


register(Renown())
