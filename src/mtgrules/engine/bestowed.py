"""Bestowed spells and permanents (rule 702.103): what casting a card bestowed changes.

702.103a: "Bestow [cost]": the card may be cast bestowed, paying [cost] rather than its mana
cost (an alternative cost, 601.2b, 601.2f-h; ``CastSpell.alternative == "bestow"``).
702.103b: as it is put onto the stack it becomes an Aura enchantment with enchant creature
(``StackObject.bestowed``): it targets a creature (303.4a), and is not a creature spell; the
permanent it becomes is a bestowed Aura (``Permanent.bestowed``), whose characteristics are
changed from its card's here, before other effects apply (``apply``). 702.103e: if its target
is illegal as it begins resolving, it stops being bestowed and resolves as a creature spell
(``engine/effects.py``). 702.103f: a bestowed Aura that becomes unattached, or is attached
illegally, stops being bestowed and stays on the battlefield as an enchantment creature, an
exception to 704.5m (``engine/sba.py``).
"""
from __future__ import annotations

from functools import lru_cache

from mtgrules import ir as m
from mtgrules.cards import keyword_syntax
from mtgrules.cards.type_line import CREATURE_TYPES

ENCHANT_CREATURE = m.KeywordInstance("enchant", "creature")
_CREATURE_TYPES = frozenset(CREATURE_TYPES)


def bestow_cost(card) -> m.ManaCost | None:
    """The card's bestow cost (702.103a), or None if it has no bestow."""
    return card.keyword_cost("bestow")


@lru_cache(maxsize=None)
def modes() -> tuple:
    """The one mode of a bestowed Aura spell: a target its enchant creature allows (303.4a)."""
    specs = keyword_syntax.keyword_targets((ENCHANT_CREATURE,))
    return (m.Mode(specs, (), ", ".join(s.text for s in specs)),)


def types_of(card) -> frozenset[str]:
    """702.103b: an Aura enchantment, no longer a creature."""
    return (card.types - {"Creature"}) | {"Enchantment"}


def apply(c) -> None:
    """702.103b: the characteristics ``c`` of a bestowed Aura: an Aura enchantment (its creature
    types go, 205.1b) with enchant creature, and, not being a creature, no power or toughness
    (208.3)."""
    c.types = types_of(c.copiable)
    c.subtypes = tuple(s for s in c.subtypes if s not in _CREATURE_TYPES) + ("Aura",)
    c.keywords = c.keywords + (ENCHANT_CREATURE,)
    c.power = c.toughness = None
