"""Intimidate (rule 702.13).

702.13b: a creature with intimidate can't be blocked except by artifact creatures and/or
creatures that share a color with it. 702.13c: several instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Intimidate(Keyword):
    name = "intimidate"
    rule = "702.13"

    def evasion(self, game, attacker: int, blocker: int, inst):
        b = game.chars(blocker)
        if "Artifact" in b.types or not b.colors.isdisjoint(game.chars(attacker).colors):
            return None
        return "702.13b", (f"{b.name} can't block {game.name(attacker)} (intimidate: only artifact "
                           "creatures and creatures that share a color with it can)")


register(Intimidate())
