"""Casualty (rule 702.153).

702.153a: "Casualty N" means "As an additional cost to cast this spell, you may sacrifice a
creature with power N or greater" and "When you cast this spell, if a casualty cost was paid for
it, copy it. If the spell has any targets, you may choose new targets for the copy." The cost is
an optional additional cost announced as the spell is cast and paid with the rest (601.2b,
601.2f-h; ``optional_costs``); the triggered ability (``expand``) functions on the stack and
triggers as the spell becomes cast (601.2i, 113.6k), its intervening "if" checked then and as it
resolves (603.4); the copy is put on the stack with new targets if its controller wants
(707.10c). 702.153b: each instance is paid and triggers on its own.
"""
from __future__ import annotations

from mtgrules import ir as m
from mtgrules.cards.keyword_syntax import OptionalCost
from mtgrules.engine.keyword_rules import Keyword, register
from mtgrules.engine.zone_abilities import CAST_SELF

COPY_TEXT = "copy this spell; you may choose new targets for the copy"


def copy_if_paid(label: str, paid: str, rule: str) -> m.TriggeredAbility:
    """"When you cast this spell, if [its optional cost ``label``] was paid, copy it. If the
    spell has any targets, you may choose new targets for the copy." (casualty 702.153a,
    conspire 702.78a)."""
    copy = m.Mode((), (m.CopySpell(m.This(), new_targets=True),), COPY_TEXT)
    return m.TriggeredAbility(CAST_SELF, copy, f"{label} ({rule})", condition=m.CostPaid(label, paid))


def _sacrifice(n: str) -> m.AdditionalCost:
    """"Sacrifice a creature with power N or greater" (701.21a)."""
    creature = m.Filter(types=frozenset({"Creature"}), controller="you", zone="battlefield",
                        compare=(("power", ">=", int(n)),))
    return m.AdditionalCost("sacrifice", 1, creature, f"sacrifice a creature with power {n} or greater")


class Casualty(Keyword):
    name = "casualty"
    rule = "702.153"
    numbered = True

    def optional_costs(self, card, inst) -> tuple[OptionalCost, ...]:
        """702.153a: "you may sacrifice a creature with power N or greater" (601.2b)."""
        return (OptionalCost(_label(inst), None, 1, "702.153a", extra=(_sacrifice(inst.param),)),)

    def expand(self, inst) -> tuple:
        """702.153a: "When you cast this spell, if a casualty cost was paid for it, copy it ..."."""
        return (copy_if_paid(_label(inst), "a casualty cost was paid for it", "702.153a"),)

    def meaning(self, inst) -> str:
        return (f"as you cast this spell, you may {_sacrifice(inst.param).text}; when you cast it, if you "
                f"did, {COPY_TEXT} (702.153a, 707.10c)")


def _label(inst) -> str:
    """The optional cost's label, by which its payment is known ("casualty 2")."""
    return f"casualty {inst.param}"


register(Casualty())
