"""Shroud (rule 702.18).

702.18a: a permanent with shroud can't be the target of spells or abilities (anyone's).
702.18b: several instances are redundant. (Shroud on players is not handled here.)
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Shroud(Keyword):
    name = "shroud"
    rule = "702.18"

    def targeting(self, game, target: int, source_card, source_controller: int, inst):
        return "702.18a", f"{game.name(target)} can't be the target of spells or abilities (shroud)"


register(Shroud())
