"""Flash (rule 702.8).

702.8a: a card with flash may be cast any time its owner could cast an instant (307.1 otherwise
limits permanent spells and sorceries to the main phase with an empty stack). 702.8b: several
instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Flash(Keyword):
    name = "flash"
    rule = "702.8"

    def timing(self, card, inst) -> bool:
        return True


register(Flash())
