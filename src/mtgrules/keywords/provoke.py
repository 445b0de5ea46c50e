"""Provoke (rule 702.39).

702.39a: "Provoke" means "Whenever this creature attacks, you may choose to have target
creature defending player controls block this creature this combat if able. If you do, untap
that creature." The target is chosen as the ability is put on the stack (603.3d); the choice to
provoke is made as it resolves (609.3); the requirement lasts for this combat only and is
counted with the others as blockers are declared (509.1c). 702.39b: each instance triggers
separately.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register

_TARGET = m.TargetSpec("target creature defending player controls",
                       m.Filter(types=frozenset({"Creature"}), controller="defending"))
_MEANING = ("whenever this creature attacks, you may choose to have target creature defending "
            "player controls block this creature this combat if able; if you do, untap that creature")


class Provoke(Keyword):
    name = "provoke"
    rule = "702.39"

    def meaning(self, inst):
        return _MEANING

    def expand(self, inst):
        provoked = (m.BlocksThis(m.TargetRef(0), m.This(), True, True), m.Tap(m.TargetRef(0), untap=True))
        may = m.May(provoked, "have the target block this creature this combat if able, and untap it")
        mode = m.Mode((_TARGET,), (may,), _MEANING[len("whenever this creature attacks, "):])
        return (m.TriggeredAbility("attacks", mode, "Provoke (702.39a)"),)


register(Provoke())
