"""Haste (rule 702.10).

702.10b: a creature with haste can attack even if it hasn't been under its controller's control
continuously since their most recent turn began (302.6). 702.10c: likewise, its abilities with
{T} or {Q} in the cost can be activated. 702.10d: several instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Haste(Keyword):
    name = "haste"
    rule = "702.10"

    def ignores_summoning_sickness(self, game, oid: int, inst) -> bool:
        return True


register(Haste())
