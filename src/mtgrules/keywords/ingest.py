"""Ingest (rule 702.115).

702.115a: "Ingest" means "Whenever this creature deals combat damage to a player, that player
exiles the top card of their library." 702.115b: each instance triggers separately.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import register
from mtgrules.keywords.spelled_out import SpelledOut


class Ingest(SpelledOut):
    name = "ingest"
    rule = "702.115"
    meaning_lines = ("Whenever this creature deals combat damage to a player, that player exiles "
                     "the top card of their library.",)


register(Ingest())
