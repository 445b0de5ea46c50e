"""Vigilance (rule 702.20).

702.20b: attacking doesn't cause a creature with vigilance to tap (508.1f). 702.20c: several
instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Vigilance(Keyword):
    name = "vigilance"
    rule = "702.20"

    def taps_to_attack(self, game, oid: int, inst) -> bool:
        """Asked once per attacker as the declaration of attackers is completed (508.1f)."""
        if not game.objects[oid].tapped:
            game.event("702.20b", f"{game.name(oid)} attacks without tapping (vigilance)")
        return False


register(Vigilance())
