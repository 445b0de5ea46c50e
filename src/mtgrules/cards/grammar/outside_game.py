"""Cards from outside the game (rules 400.11a, 100.4a: a player's sideboard):

    wish := "reveal" ("a" | "an") description "you own from outside the game and put it into
            your hand"                                        (after "you may": Burning Wish)

A card outside the game is no object of the game: only its card types, subtypes, supertypes,
colors and mana value can be asked about.
"""
from __future__ import annotations

import dataclasses

from mtgrules import ir as m
from mtgrules.cards.grammar.objects import description
from mtgrules.cards.grammar.parser import Parser, rule

# the parts of a description a card outside the game can be asked about
_CARD_FIELDS = {"types", "not_types", "colors", "not_colors", "subtypes", "not_subtypes",
                "supertypes", "not_supertypes", "or_subtypes", "all_types", "min_colors",
                "historic", "compare", "zone", "owner_you"}


@rule
def reveal_from_outside(p: Parser) -> list | None:
    """After "reveal": the card from outside the game put into the hand (400.11a)."""
    if not p.take_any("a", "an"):
        return None
    desc = description(p, "outside")
    if desc is None or desc.plural or not desc.filter.owner_you \
            or not p.take("from outside the game and put it into your hand"):
        return None
    flt = desc.filter
    asked = {f.name for f in dataclasses.fields(flt)
             if getattr(flt, f.name) != f.default and f.name not in _CARD_FIELDS}
    if asked or any(type(n) is not int for _, _, n in flt.compare):
        p.refuse("a quality a card outside the game has (its types, colors or mana value)")
        return None
    return [m.RevealFromOutside(flt)]
