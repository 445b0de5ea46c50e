"""Retrace (rule 702.81).

702.81a: retrace lets its owner cast the card from their graveyard by discarding a land card as
an additional cost (any card type; cast this way it goes back to its owner's graveyard as
usual). The engine side is ``engine/graveyard_casting.py`` (``CastSpell(card,
alternative="retrace")``).
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Retrace(Keyword):
    name = "retrace"
    rule = "702.81"

    def meaning(self, inst):
        return ("you may cast this card from your graveyard by discarding a land card in addition "
                "to paying its other costs")


register(Retrace())
