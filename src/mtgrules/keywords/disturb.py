"""Disturb (rule 702.146), written "Disturb [cost]", on the front faces of some double-faced
cards.

702.146a: its owner may cast the card transformed from their graveyard, paying [cost] rather
than its mana cost; 702.146b: that spell enters the battlefield with its back face up. The
engine side, shared with casting, is ``engine/disturb.py`` (legal_actions offers
``CastSpell(card, alternative="disturb")`` for a card in its owner's graveyard whose back face
can be cast now). Only mana costs are understood.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Disturb(Keyword):
    name = "disturb"
    rule = "702.146"
    costed = True
    x_allowed = False


register(Disturb())
