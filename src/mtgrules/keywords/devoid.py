"""Devoid (rule 702.114).

702.114a: devoid is a characteristic-defining ability: "This object is colorless." It works in
all zones (604.3), so the compiler gives the card definition no colors (hook
``defines_characteristics``); effects that later change its color still apply (layer 5,
613.1e). 702.114b: several instances are redundant.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Devoid(Keyword):
    name = "devoid"
    rule = "702.114"

    def defines_characteristics(self, colors, subtypes, inst):
        return frozenset(), subtypes


register(Devoid())
