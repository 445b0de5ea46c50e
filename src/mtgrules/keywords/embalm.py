"""Embalm (rule 702.128).

702.128a: "Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token
that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie in
addition to its other types. Activate only as a sorcery." An activated ability that functions
while the card is in a graveyard (113.6b, offered by ``engine/zone_abilities.py`` only to its
owner); the token copies the card as it last existed there (``effectlib/token_copies.py``), the
exceptions being part of its copiable values (707.9a-b). Mana costs only. ``graveyard_copy``
builds the ability for eternalize (702.129a) too.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.describe import describe_mode
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.ir.mana_cost import parse_mana_cost


def graveyard_copy(keyword: str, param: str, exceptions: m.EntersAsCopy) -> m.ActivatedAbility:
    """"[Cost], Exile this card from your graveyard: Create a token that's a copy of this card,
    except [exceptions]. Activate only as a sorcery." (702.128a, 702.129a)."""
    effect = m.CreateTokenCopy(1, m.This(), exceptions=exceptions)
    mode = m.Mode((), (effect,), f"create a token that's a copy of this card, except {exceptions.text}")
    return m.ActivatedAbility(m.Cost(mana=parse_mana_cost(param), exile_self=True), mode, sorcery_speed=True,
                              text=f"{keyword.capitalize()} {param}", zone="graveyard", keyword=keyword)


def graveyard_copy_meaning(ability: m.ActivatedAbility, rule: str) -> str:
    """The ability in rules English, from the model."""
    return (f"{ability.cost.mana}, exile this card from your graveyard: {describe_mode(ability.mode)}; "
            f"only as a sorcery ({rule})")


_EMBALMED = m.EntersAsCopy(m.Filter(), "it's white, it has no mana cost, and it's a Zombie in addition "
                                      "to its other types", add_subtypes=("Zombie",),
                           colors=frozenset({"W"}), no_mana_cost=True)


class Embalm(Keyword):
    name = "embalm"
    rule = "702.128"
    costed = True
    x_allowed = False  # an X in its cost would have no value to take

    def expand(self, inst) -> tuple:
        return (graveyard_copy(self.name, inst.param, _EMBALMED),)

    def meaning(self, inst) -> str:
        return graveyard_copy_meaning(self.expand(inst)[0], "702.128a")


register(Embalm())
