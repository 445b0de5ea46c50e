"""Casting a spell for its overload cost (rule 702.96).

702.96a: an alternative cost (601.2b, 601.2f-h): ``CastSpell(card, alternative="overload")``,
the spell's ``StackObject.overloaded``. 702.96b: its text has "each" for every "target", so the
spell's modes are those of that text (``CardDef.overloaded``, read by the compiler) from the
moment it is cast: it has no targets to choose (601.2c), and a copy of it is overloaded too
(707.10: alternative costs are copied). 702.96c: cost changes apply to the overload cost.
"""
from __future__ import annotations

from mtgrules import ir as m

ALTERNATIVE = "overload"


def overload_cost(card) -> m.ManaCost | None:
    """The card's overload cost (702.96a), or None if it has no overload."""
    return None if card.overloaded is None else card.keyword_cost(ALTERNATIVE)


def modes(card) -> tuple:
    """The modes of the spell with "each" for "target" (702.96b)."""
    return card.overloaded.modes
