"""Affinity (rule 702.41).

702.41a: "Affinity for [text]" means "This spell costs {1} less to cast for each [text] you
control." — a cost reduction (601.2f) the keyword stands for (``expand``), applied by
``engine/cost_changes.py`` as the total cost is determined. 702.41b: several instances are
cumulative (each is its own reduction).
"""
from __future__ import annotations

import dataclasses
from functools import lru_cache

from mtgrules import ir as m
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser
from mtgrules.cards.grammar.tokens import tokenize
from mtgrules.engine.keyword_rules import Keyword, register

_ONE = m.parse_mana_cost("{1}")


@lru_cache(maxsize=None)
def _counted(what: str) -> m.Filter | None:
    """"artifacts", "Equipment", "historic permanents" as the permanents you control counted."""
    p = Parser(tokenize(what))
    desc = description(p)
    if desc is None or not p.done() or desc.filter.zone != "battlefield" \
            or desc.filter.controller is not None:
        return None
    return dataclasses.replace(desc.filter, controller="you")


class Affinity(Keyword):
    name = "affinity"
    starts = ("affinity",)
    rule = "702.41"

    def parse(self, low: str, text: str):
        if not low.startswith("affinity for ") or _counted(low[len("affinity for "):]) is None:
            return None
        return (m.KeywordInstance(self.name, low[len("affinity "):]),)

    def expand(self, inst):
        what = inst.param[len("for "):]
        change = m.CostChange(_ONE, per=m.CountOf("permanents", _counted(what), text=f"{what} you control"),
                              text=f"this spell costs {{1}} less to cast for each {what} you control")
        return (m.StaticAbility(change, f"Affinity {inst.param} (702.41a)"),)


register(Affinity())
