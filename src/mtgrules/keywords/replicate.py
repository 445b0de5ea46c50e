"""Replicate (rule 702.56).

702.56a: "Replicate [cost]" means "As an additional cost to cast this spell, you may pay [cost]
any number of times" and "When you cast this spell, if a replicate cost was paid for it, copy
it for each time its replicate cost was paid. If the spell has any targets, you may choose new
targets for any of the copies." The cost is an optional additional cost announced as the spell
is cast (601.2b, ``optional_costs``, like multikicker); the triggered ability (``expand``)
functions on the stack and triggers as the spell becomes cast (601.2i, 113.6k), its intervening
"if" checked then and as it resolves (603.4); the copies are put on the stack one by one, each
with its own new targets (707.10c, ``engine/effectlib/spell_copies.py``). 702.56b: each
instance is paid and triggers on its own. Mana costs only.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.keyword_syntax import OptionalCost
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.engine.zone_abilities import CAST_SELF
from mtgrules.ir.mana_cost import parse_mana_cost

_COPIES_TEXT = ("copy this spell for each time its replicate cost was paid; you may choose new targets for "
                "the copies")


class Replicate(Keyword):
    name = "replicate"
    rule = "702.56"
    costed = True
    x_allowed = False  # an X in the replicate cost is not supported

    def optional_costs(self, card, inst) -> tuple[OptionalCost, ...]:
        """702.56a: "you may pay [cost] any number of times" (601.2b, 601.2f)."""
        return (OptionalCost(_label(inst), parse_mana_cost(inst.param), None, "702.56a"),)

    def expand(self, inst) -> tuple:
        """702.56a: "When you cast this spell, if a replicate cost was paid for it, copy it for
        each time its replicate cost was paid ..."."""
        label = _label(inst)
        copies = m.Mode((), (m.CopySpell(m.This(), new_targets=True, times=m.TimesPaid(label)),), _COPIES_TEXT)
        paid = m.CostPaid(label, "a replicate cost was paid for it")
        return (m.TriggeredAbility(CAST_SELF, copies, f"{label} (702.56a)", condition=paid),)

    def meaning(self, inst) -> str:
        return (f"as you cast this spell, you may pay {inst.param} any number of times; when you cast it, "
                f"if you did, {_COPIES_TEXT} (702.56a, 707.10c)")


def _label(inst) -> str:
    """The optional cost's label, by which its payments are counted ("replicate {1}{R}")."""
    return f"replicate {inst.param}"


register(Replicate())
