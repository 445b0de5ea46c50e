"""Flashback (rule 702.34).

702.34a: "Flashback [cost]" lets its owner cast the card from their graveyard, if the resulting
spell is an instant or sorcery spell, paying [cost] rather than its mana cost; a spell whose
flashback cost was paid is exiled instead of going anywhere else as it leaves the stack. This
module reads the keyword; the engine side, shared with casting, is ``engine/flashback.py``
(legal_actions offers ``CastSpell(card, alternative="flashback")`` for a card in its owner's
graveyard whose cost can be paid). The cost is mana ("Flashback {1}{R}") or, after a dash,
mana and costs other than mana ("Flashback—{1}{U}, Pay 3 life.", "Flashback—Sacrifice a
creature.", "Flashback—Tap three untapped white creatures you control."); one with {X}, or
"Discard X cards", isn't supported: the line is not recognised and the card stays refused.
"""
from __future__ import annotations

from mtgrules.engine.flashback import parse_cost
from mtgrules.engine.keyword_rules import Keyword, register



class Flashback(Keyword):
    name = "flashback"
    rule = "702.34"
    cost_reader = staticmethod(parse_cost)


register(Flashback())
