"""Changeling (rule 702.73).

702.73a: changeling is a characteristic-defining ability: "This object is every creature type."
It works in all zones (604.3), so the compiler adds every creature type of rule 205.3m to the
card definition's subtypes (hook ``defines_characteristics``); every subtype check (filters
such as "Elf", protection from a creature type, lords' anthems) then sees them. 702.73b: several
instances are redundant.
"""
from __future__ import annotations

from mtgrules.cards.type_line import CREATURE_TYPES
from mtgrules.engine.keyword_rules import Keyword, register


class Changeling(Keyword):
    name = "changeling"
    rule = "702.73"

    def defines_characteristics(self, colors, subtypes, inst):
        return colors, subtypes + tuple(t for t in CREATURE_TYPES if t not in subtypes)


register(Changeling())
