"""Foretell (rule 702.143).

702.143a: any time a player has priority during their turn, they may pay {2} and exile a card
with foretell from their hand face down (a special action, 702.143b, 116.2h); they may cast it
after the current turn has ended by paying its foretell cost rather than its mana cost. The
engine side is ``engine/exiled_casting.py`` (``ExileFromHand(card, by="foretell")``, then
``CastSpell(card, alternative="foretell")``). Mana costs only; one with X is not recognised.
"""
from __future__ import annotations

from mtgrules.engine.keyword_rules import Keyword, register


class Foretell(Keyword):
    name = "foretell"
    rule = "702.143"
    costed = True
    x_allowed = False  # an X in the foretell cost is not supported

    def meaning(self, inst) -> str:
        return (f"during your turn, you may pay {{2}} and exile this card from your hand face down; "
                f"you may cast it on a later turn for {inst.param} rather than its mana cost "
                "(702.143a)")


register(Foretell())
