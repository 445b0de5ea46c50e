"""Ninjutsu (rule 702.49).

702.49a: "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an unblocked
attacking creature you control to its owner's hand: Put this card onto the battlefield from
your hand tapped and attacking." The keyword stands for that activated ability, which functions
only from its owner's hand (113.6b; ``expand``): "unblocked attacking" creatures are those no
creature blocked once blockers were declared (509.1h), so it can be activated only from then on
(702.49c). The creature put onto the battlefield attacks what the returned creature attacked,
unblocked (702.49c, 508.4; ``engine/effectlib/enter_attacking.py``). Mana costs only;
commander ninjutsu (702.49d) is not recognised.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.ir.mana_cost import parse_mana_cost

_RETURN = m.AdditionalCost(
    "return", 1, m.Filter(types=frozenset({"Creature"}), controller="you", in_combat="unblocked attacking"),
    "return an unblocked attacking creature you control to its owner's hand")
_ENTER = m.Mode((), (m.EnterAttacking(m.This()),),
                "put this card onto the battlefield from your hand tapped and attacking")


class Ninjutsu(Keyword):
    name = "ninjutsu"
    rule = "702.49"
    costed = True
    x_allowed = False  # an X in its cost would have no value to take

    def expand(self, inst) -> tuple:
        cost = m.Cost(mana=parse_mana_cost(inst.param), reveal_self=True, others=(_RETURN,))
        return (m.ActivatedAbility(cost, _ENTER, text=f"{inst} (702.49a)", zone="hand", keyword="ninjutsu"),)

    def meaning(self, inst) -> str:
        return (f"{inst.param}, reveal this card from your hand, return an unblocked attacking creature "
                "you control to its owner's hand: put this card onto the battlefield from your hand "
                "tapped and attacking what the returned creature attacked (702.49a, 702.49c)")


register(Ninjutsu())
