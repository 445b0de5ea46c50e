"""Casting a card for its evoke cost (rule 702.74).

702.74a: "Evoke [cost]" means "You may cast this card by paying [cost] rather than paying its
mana cost" (an alternative cost, 601.2b, 601.2f-h: ``CastSpell(card, alternative="evoke")``, the
spell's ``StackObject.evoked``) and "When this permanent enters, if its evoke cost was paid, its
controller sacrifices it" (the keyword's triggered ability, ``keywords/evoke.py``, whose
intervening "if" (603.4) is the condition ``EVOKED_CONDITION``). The permanent an evoked spell
becomes carries the mark ``EVOKED`` in ``game.marks`` (a new object, 400.7, doesn't).
"""
from __future__ import annotations

from mtgrules import ir as m

ALTERNATIVE = "evoke"
EVOKED = "evoked"
EVOKED_CONDITION = m.StateCondition("marked", detail=EVOKED, text="its evoke cost was paid")


def evoke_cost(card) -> m.ManaCost | None:
    """The card's evoke cost (702.74a), or None if it has no evoke."""
    return card.keyword_cost(ALTERNATIVE)


def entered(game, oid: int) -> None:
    """The permanent ``oid`` is what a spell whose evoke cost was paid became (702.74a)."""
    game.marks[EVOKED] = game.marks.get(EVOKED, frozenset()) | {oid}
