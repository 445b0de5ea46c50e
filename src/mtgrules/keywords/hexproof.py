"""Hexproof (rule 702.11).

702.11b: a permanent with hexproof can't be the target of spells or abilities its controller's
opponents control. 702.11d: "hexproof from [quality]": it can't be the target of [quality]
spells its controller's opponents control nor of abilities they control from [quality] sources
(702.11f: "from A and from B" is two abilities). 702.11e: "hexproof from" is a hexproof ability.
702.11h: several instances of the same one are redundant. (Hexproof on players, 702.11c, is not
handled here.)
"""
from __future__ import annotations

import re

from mtgrules.ir import KeywordInstance
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.keywords.qualities import has_quality, split_qualities


class Hexproof(Keyword):
    name = "hexproof"
    starts = ("hexproof",)
    rule = "702.11"

    def parse(self, low: str, text: str):
        if low == "hexproof":
            return (KeywordInstance(self.name),)
        hit = re.fullmatch(r"hexproof from (.+)", low)
        if hit:
            qualities = split_qualities(hit.group(1))
            if qualities is not None:
                return tuple(KeywordInstance(self.name, q) for q in qualities)
        return None

    def targeting(self, game, target: int, source_card, source_controller: int, inst):
        if source_controller == game.chars(target).controller:
            return None
        if inst.param is None:
            return "702.11b", (f"{game.name(target)} can't be the target of spells or abilities "
                               "your opponents control (hexproof)")
        if source_card is not None and has_quality(inst.param, source_card.colors, source_card.types,
                                                   source_card.subtypes):
            return "702.11d", (f"{game.name(target)} can't be the target of {source_card.name} "
                               f"(hexproof from {inst.param})")
        return None


register(Hexproof())
