"""Casting a card for its dash cost (rule 702.109).

702.109a: "Dash [cost]" means "You may cast this card by paying [cost] rather than its mana
cost" (an alternative cost, 601.2b, 601.2f-h: ``CastSpell(card, alternative="dash")``, the
spell's ``StackObject.dashed``), "If this spell's dash cost was paid, return the permanent this
spell becomes to its owner's hand at the beginning of the next end step" (a delayed triggered
ability created as the spell resolves, 603.7; ``entered``) and "As long as this permanent's dash
cost was paid, it has haste" (the keyword's static ability, ``keywords/dash.py``, whose
condition is ``DASHED_CONDITION``). The permanent a dashed spell becomes carries the mark
``DASHED`` in ``game.marks`` (a new object, 400.7, doesn't).
"""
from __future__ import annotations

from mtgrules import ir as m

ALTERNATIVE = "dash"
DASHED = "dashed"
DASHED_CONDITION = m.StateCondition("marked", detail=DASHED, text="its dash cost was paid")


def dash_cost(card) -> m.ManaCost | None:
    """The card's dash cost (702.109a), or None if it has no dash."""
    return card.keyword_cost(ALTERNATIVE)


def entered(game, oid: int, controller: int) -> None:
    """The permanent ``oid`` is what a spell whose dash cost was paid became (702.109a): it is
    marked, and a delayed triggered ability controlled by the spell's controller (603.7d) will
    return it to its owner's hand at the beginning of the next end step (603.7c: that object
    only)."""
    from mtgrules.engine.effectlib.delayed import Waiting
    game.marks[DASHED] = game.marks.get(DASHED, frozenset()) | {oid}
    game.changed()  # its haste applies from now on (611.3a)
    card = game.objects[oid].card
    game.delayed += (Waiting("end", (m.ReturnToHand(m.Bound((oid,))),),
                             "return it to its owner's hand", controller, oid, card),)
    game.event("702.109a", f"{card.name}'s dash cost was paid: it has haste, and it will be "
                           "returned to its owner's hand at the beginning of the next end step")
