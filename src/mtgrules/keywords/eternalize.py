"""Eternalize (rule 702.129).

702.129a: "Eternalize [cost]" means "[Cost], Exile this card from your graveyard: Create a token
that's a copy of this card, except it's black, it's 4/4, it has no mana cost, and it's a Zombie
in addition to its other types. Activate only as a sorcery." Built like embalm's ability
(``keywords/embalm.py``). Mana costs only.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.keywords.embalm import graveyard_copy, graveyard_copy_meaning

_ETERNALIZED = m.EntersAsCopy(m.Filter(), "it's black, it's 4/4, it has no mana cost, and it's a Zombie in "
                                         "addition to its other types", add_subtypes=("Zombie",),
                              power=4, toughness=4, colors=frozenset({"B"}), no_mana_cost=True)


class Eternalize(Keyword):
    name = "eternalize"
    rule = "702.129"
    costed = True
    x_allowed = False  # an X in its cost would have no value to take

    def expand(self, inst) -> tuple:
        return (graveyard_copy(self.name, inst.param, _ETERNALIZED),)

    def meaning(self, inst) -> str:
        return graveyard_copy_meaning(self.expand(inst)[0], "702.129a")


register(Eternalize())
