"""Jump-start (rule 702.133).

702.133a: jump-start lets its owner cast the card from their graveyard, if the resulting spell
is an instant or sorcery spell, by discarding a card as an additional cost; a spell cast this
way is exiled instead of going anywhere else as it leaves the stack. The engine side is
``engine/graveyard_casting.py`` (``CastSpell(card, alternative="jump-start")``).
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class JumpStart(Keyword):
    name = "jump-start"
    rule = "702.133"

    def meaning(self, inst):
        return ("you may cast this card from your graveyard by discarding a card in addition to "
                "paying its other costs; then it is exiled as it leaves the stack")


register(JumpStart())
