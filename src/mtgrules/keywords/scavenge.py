"""Scavenge (rule 702.97).

702.97a: "Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put a number of
+1/+1 counters equal to the power of the card you exiled on target creature. Activate only as a
sorcery." An activated ability that functions while the card is in a graveyard (113.6b, offered
by ``engine/zone_abilities.py`` only to its owner); the power is that of the card as it last
existed in the graveyard, its source having been exiled to pay the cost (113.7a, 608.2h).
Mana costs only.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.describe import describe_mode
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.ir.mana_cost import parse_mana_cost

_TARGET = m.TargetSpec("target creature", m.Filter(types=frozenset({"Creature"}), zone="battlefield"))
_MODE = m.Mode((_TARGET,), (m.PutCounters(m.TargetRef(0, 1), "+1/+1", m.PowerOf(m.This())),),
               "put a number of +1/+1 counters equal to the power of the card you exiled on target creature")


class Scavenge(Keyword):
    name = "scavenge"
    rule = "702.97"
    costed = True
    x_allowed = False  # an X in its cost would have no value to take

    def expand(self, inst) -> tuple:
        """702.97a: "[Cost], Exile this card from your graveyard: ... Activate only as a sorcery.\""""
        return (m.ActivatedAbility(m.Cost(mana=parse_mana_cost(inst.param), exile_self=True), _MODE,
                                   sorcery_speed=True, text=f"Scavenge {inst.param}", zone="graveyard",
                                   keyword=self.name),)

    def meaning(self, inst) -> str:
        return (f"{inst.param}, exile this card from your graveyard: {describe_mode(_MODE)}; only as a "
                "sorcery (702.97a)")


register(Scavenge())
